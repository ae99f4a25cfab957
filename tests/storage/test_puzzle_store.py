"""The puzzles' storage (Alembic 0017) on every backend: one open attempt per user, a first
answer rating the solver and the puzzle once, votes, the server's leaderboard; and the daily
puzzle chosen and queued exactly once by two bot processes (two repositories on one database,
each with its own connections), posted by one of them only, and not missed across a restart."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.app import App, build_app
from bot.rendering import NullRenderPool
from bot.storage.puzzles import Glicko
from bot.usecases.puzzles import catalogue, daily_key
from tests.storage.backends import Opener

NOW = datetime(2025, 3, 3, 10, 30, tzinfo=UTC)  # a Monday
BIG = 1_234_567_890_123_456_789
CHANNEL = 987_654_321_987_654_321
GUILD = 555


def _rate(solver: Glicko, puzzle: Glicko, solved: bool) -> tuple[Glicko, Glicko]:
    step = 10.0 if solved else -10.0
    return (solver[0] + step, solver[1] - 1, solver[2]), (puzzle[0] - step, puzzle[1] - 1, puzzle[2])


SEED: Glicko = (1500.0, 350.0, 0.06)


async def test_attempts_ratings_votes_and_the_leaderboard(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    store = repo.stores.puzzles
    try:
        first = await store.start(BIG, "p1", GUILD, CHANNEL, NOW)
        second = await store.start(BIG, "p2", GUILD, CHANNEL, NOW)  # the first one is dropped
        assert (await store.open_attempt(BIG)).id == second.id
        assert (await store.attempt(first.id)).status == "dropped"
        assert await store.answer(first.id, BIG, "x", True, NOW, SEED, SEED, _rate) is None  # not open
        assert await store.answer(second.id, 7, "x", True, NOW, SEED, SEED, _rate) is None  # not theirs
        done = await store.answer(second.id, BIG, "place a B2 N", True, NOW, SEED, (1700.0, 300.0, 0.06), _rate)
        assert done.attempt.status == "solved" and done.attempt.rated and done.attempt.answer == "place a B2 N"
        assert done.solver == (SEED, (1510.0, 349.0, 0.06)) and done.puzzle == (
            (1700.0, 300.0, 0.06),
            (1690.0, 299.0, 0.06),
        )
        assert await store.answer(second.id, BIG, "x", True, NOW, SEED, SEED, _rate) is None  # answered already
        again = await store.start(BIG, "p2", GUILD, CHANNEL, NOW)
        later = await store.answer(again.id, BIG, "x", False, NOW, SEED, SEED, _rate)
        assert later.attempt.status == "failed" and not later.attempt.rated and later.solver is None
        assert await store.solver(BIG) == (1510.0, 349.0, 0.06)  # moved once
        assert await store.puzzle_rating("p2") == (1690.0, 299.0, 0.06)
        assert await store.tried(BIG) == {"p1": False, "p2": True}
        assert await store.answered(BIG, "p2") and not await store.answered(BIG, "p1")
        await store.vote("p2", BIG, 1, NOW)
        await store.vote("p2", 8, 1, NOW)
        await store.vote("p2", BIG, -1, NOW)  # a second vote replaces the first
        assert await store.votes("p2") == (1, 1)
        other = await store.start(9, "p2", 777, CHANNEL, NOW)  # another server's solver
        await store.answer(other.id, 9, "x", False, NOW, SEED, SEED, _rate)
        board = await store.leaderboard(GUILD, 10)
        assert [(s.user_id, s.rating, s.rated, s.solved) for s in board] == [(BIG, 1510.0, 1, 1)]
        assert [s.user_id for s in await store.leaderboard(777, 10)] == [9]
    finally:
        await repo.close()


async def _app(open_repo: Opener, now: list[datetime]) -> App:
    return build_app(await open_repo(), NullRenderPool(), lambda: now[0], rng=random.Random(1))


async def test_two_processes_choose_and_post_the_daily_puzzle_once(open_repo: Opener) -> None:
    now = [NOW.replace(hour=8)]
    a, b = await _app(open_repo, now), await _app(open_repo, now)
    try:
        await a.repo.stores.puzzles.set_channel(CHANNEL, GUILD, 9, "en", BIG, now[0])
        assert await a.puzzles.queue_dailies() == [] == await b.puzzles.queue_dailies()  # 08:00: not yet
        now[0] = NOW  # 10:30: both processes' rounds, at once, again and again
        rounds = await asyncio.gather(*(p.puzzles.queue_dailies() for p in (a, b, a, b, a, b)))
        key = daily_key(CHANNEL, NOW.date().isoformat())
        assert sorted(k for keys in rounds for k in keys) == [key]
        dailies = await b.repo.stores.puzzles.dailies(CHANNEL)
        assert list(dailies) == [NOW.date().isoformat()] and catalogue()[dailies["2025-03-03"]].difficulty == 1
        # both drains at once: one of them claims the post
        claimed = await asyncio.gather(a.deliveries.claim(), b.deliveries.claim())
        mine = [item for items in claimed for item in items if item.key == key]
        assert len(mine) == 1 and "Puzzle of the day" in mine[0].payload["post"]["text"]
        owner = a if mine[0] in claimed[0] else b
        await owner.deliveries.done(mine[0])
        assert [i for i in await b.deliveries.claim() if i.key == key] == []
        assert (await a.deliveries.item(key)).status == "done"
        # the next day, the next puzzle: harder, never the same
        now[0] = NOW + timedelta(days=1)
        await asyncio.gather(a.puzzles.queue_dailies(), b.puzzles.queue_dailies())
        dailies = await a.repo.stores.puzzles.dailies(CHANNEL)
        assert len(dailies) == 2 and len(set(dailies.values())) == 2
        assert catalogue()[dailies["2025-03-04"]].difficulty == 2
    finally:
        await a.repo.close()
        await b.repo.close()


async def test_a_restart_after_the_hour_still_posts_the_days_puzzle(open_repo: Opener) -> None:
    now = [NOW.replace(hour=8)]
    first = await _app(open_repo, now)
    await first.repo.stores.puzzles.set_channel(CHANNEL, GUILD, 9, "pl", BIG, now[0])
    assert await first.puzzles.queue_dailies() == []
    await first.repo.close()  # the process stops before the hour, and is down at 09:00
    now[0] = NOW.replace(hour=11)
    second = await _app(open_repo, now)
    try:
        [key] = await second.puzzles.queue_dailies()
        item = await second.deliveries.item(key)
        assert item is not None and item.status == "pending" and item.kind == "post"
        assert "Zagadka dnia — poniedziałek" in item.payload["post"]["text"]  # the moderator's language
        assert await second.puzzles.queue_dailies() == []
    finally:
        await second.repo.close()
