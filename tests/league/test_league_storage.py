"""The league tables on both backends: leagues, seasons, members, settling a game exactly
once, the season version that makes concurrent settlements retry, corrections, the queue."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.storage.league import ALREADY, CONFLICT, OK, PENDING, RATED, VOID, Correction, RatingRow, ResultRow
from tests.storage.backends import Opener
from tests.storage.test_contract import record

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
GUILD = 900_000_000_000_000_001
A, B, C = 300_000_000_000_000_001, 300_000_000_000_000_002, 300_000_000_000_000_003


async def _game(repo: Any, channel: int) -> int:
    game = await repo.stores.games.create_game(record(channel=channel, players=(A, B)))
    return int(game.id)


async def test_leagues_seasons_members_and_the_queue(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    try:
        league = await repo.stores.leagues.create_league(GUILD, "Hex Masters", A, {"rematch_limit": 2}, NOW)
        assert league is not None and league.setting("rematch_limit") == 2
        assert await repo.stores.leagues.create_league(GUILD, "hex masters", B, {}, NOW) is None  # the name is taken
        assert [x.name for x in await repo.stores.leagues.leagues(GUILD)] == ["Hex Masters"]
        await repo.stores.leagues.update_league(replace(league, channel_id=77, roles_notice=True))
        assert (await repo.stores.leagues.get_league(league.id)).channel_id == 77
        season = await repo.stores.leagues.add_season(league.id, NOW, NOW + timedelta(days=30))
        second = await repo.stores.leagues.add_season(league.id, NOW + timedelta(days=30), NOW + timedelta(days=60))
        assert (season.number, second.number) == (1, 2)
        assert await repo.stores.leagues.join_league(league.id, A, NOW)
        assert not await repo.stores.leagues.join_league(league.id, A, NOW)
        assert await repo.stores.leagues.join_league(league.id, B, NOW)
        assert await repo.stores.leagues.enqueue(league.id, B, 55, NOW)
        assert not await repo.stores.leagues.enqueue(league.id, B, 55, NOW)
        assert [q.user_id for q in await repo.stores.leagues.queued(league.id)] == [B]
        assert await repo.stores.leagues.leave_league(league.id, B, NOW)
        assert await repo.stores.leagues.queued(league.id) == []
        assert [m.user_id for m in await repo.stores.leagues.members(league.id)] == [A]
        assert await repo.stores.leagues.join_league(league.id, B, NOW)  # back again
        await repo.stores.leagues.set_role_tier(league.id, A, "123")
        assert (await repo.stores.leagues.get_member(league.id, A)).role_tier == "123"
        assert await repo.stores.leagues.archive_season(season.id, [{"user": A, "place": 1}], NOW)
        assert not await repo.stores.leagues.archive_season(season.id, [], NOW)
        archived = await repo.stores.leagues.get_season(season.id)
        assert archived.final == [{"user": A, "place": 1}] and archived.archived_at == NOW
    finally:
        await repo.close()
    repo = await open_repo()  # a restart keeps everything
    try:
        (league,) = await repo.stores.leagues.leagues(GUILD)
        assert [m.user_id for m in await repo.stores.leagues.members(league.id)] == [A, B]
    finally:
        await repo.close()


async def test_a_game_is_settled_exactly_once_and_concurrent_ones_retry(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    try:
        league = await repo.stores.leagues.create_league(GUILD, "L", A, {}, NOW)
        season = await repo.stores.leagues.add_season(league.id, NOW, NOW + timedelta(days=30))
        g1 = await _game(repo, 1)
        g2 = await _game(repo, 2)
        g3 = await _game(repo, 3)
        for g in (g1, g2, g3):
            await repo.stores.leagues.add_league_game(g, league.id, season.id, True, (A, B), NOW)
        assert await repo.stores.leagues.games_between(season.id, A, B) == 3
        assert (await repo.stores.leagues.league_game(g1)).players == (A, B)
        assert len(await repo.stores.leagues.league_games(league.id, status=PENDING)) == 3

        def rows(game: int, mu: float) -> tuple[list[RatingRow], list[ResultRow]]:
            ratings = [RatingRow(season.id, A, mu, 8.0, 1, 1, 0, 0), RatingRow(season.id, B, 50 - mu, 8.0, 1, 0, 1, 0)]
            results = [
                ResultRow(game, season.id, A, "moloch", 1, "win", mu, 8.0, NOW),
                ResultRow(game, season.id, B, "borgo", 2, "loss", 50 - mu, 8.0, NOW),
            ]
            return ratings, results

        # two settlements read the same version: one wins, the other must read again
        r1 = rows(g1, 27.0)
        r2 = rows(g2, 28.0)
        got = await asyncio.gather(
            repo.stores.leagues.settle(g1, season.id, 0, RATED, *r1, NOW),
            repo.stores.leagues.settle(g2, season.id, 0, RATED, *r2, NOW),
        )
        assert sorted(got) == [CONFLICT, OK]
        loser = g2 if got[0] == OK else g1
        assert (await repo.stores.leagues.league_game(loser)).status == PENDING  # nothing of it was written
        assert await repo.stores.leagues.settle(loser, season.id, 1, RATED, *rows(loser, 29.0), NOW) == OK
        assert await repo.stores.leagues.settle(loser, season.id, 2, RATED, *rows(loser, 29.0), NOW) == ALREADY
        assert await repo.stores.leagues.settle(g3, season.id, 2, VOID, [], [], NOW) == OK
        assert (await repo.stores.leagues.get_season(season.id)).version == 2
        ratings = await repo.stores.leagues.ratings(season.id)
        assert [r.user_id for r in ratings] == [A, B] and ratings[0].mu == 29.0
        assert (
            len(await repo.stores.leagues.results(season.id)) == 4
            and len(await repo.stores.leagues.results(season.id, A)) == 2
        )
        assert await repo.stores.leagues.games_between(season.id, A, B) == 2  # the void game does not count

        fix = RatingRow(season.id, B, 30.0, 7.0, 2, 0, 2, 0)
        c = Correction(0, league.id, season.id, B, C, 21.0, 8.0, 30.0, 7.0, "scoring error", NOW)
        assert await repo.stores.leagues.correct(season.id, 1, fix, c) == CONFLICT
        assert await repo.stores.leagues.correct(season.id, 2, fix, c) == OK
        (logged,) = await repo.stores.leagues.corrections(league.id)
        assert (logged.moderator_id, logged.reason, logged.mu_after) == (C, "scoring error", 30.0)
        assert [r.user_id for r in await repo.stores.leagues.ratings(season.id)] == [B, A]
    finally:
        await repo.close()


async def test_round_robin_fixtures(open_repo: Opener) -> None:
    """A season's schedule is made once (also when two are made at once); a fixture gets its
    game with the league game, is played when the game is rated and waits again when it is
    void; reminders and misses are claimed exactly once; clearing removes the schedule."""
    repo: Any = await open_repo()
    try:
        league = await repo.stores.leagues.create_league(GUILD, "Ring", A, {}, NOW)
        season = await repo.stores.leagues.add_season(league.id, NOW, NOW + timedelta(days=30))
        day = timedelta(days=1)
        schedule = [(1, B, A, NOW + day), (2, A, C, NOW + 2 * day), (3, B, C, NOW + 3 * day)]
        made = await asyncio.gather(
            repo.stores.leagues.add_fixtures(season.id, schedule), repo.stores.leagues.add_fixtures(season.id, schedule)
        )
        assert sorted(made) == [False, True]
        fixtures = await repo.stores.leagues.fixtures(season.id)
        assert [(f.round, f.player_a, f.player_b, f.status) for f in fixtures] == [
            (1, A, B, "open"),
            (2, A, C, "open"),
            (3, B, C, "open"),
        ]
        first = await repo.stores.leagues.open_fixture(season.id, B, A)  # either order
        assert first is not None and first.id == fixtures[0].id

        g1, g2 = await _game(repo, 1), await _game(repo, 2)
        assert await repo.stores.leagues.add_league_game(
            g1, league.id, season.id, True, (A, B), NOW, fixture_id=first.id
        )
        assert not await repo.stores.leagues.add_league_game(
            g2, league.id, season.id, True, (A, B), NOW, fixture_id=first.id
        )
        assert await repo.stores.leagues.open_fixture(season.id, A, B) is None
        playing = (await repo.stores.leagues.fixtures(season.id))[0]
        assert (playing.status, playing.game_id) == ("playing", g1)
        assert (
            await repo.stores.leagues.settle(g1, season.id, 0, VOID, [], [], NOW) == OK
        )  # void: the fixture waits again
        again = (await repo.stores.leagues.fixtures(season.id))[0]
        assert (again.status, again.game_id) == ("open", None)
        g3 = await _game(repo, 3)
        assert await repo.stores.leagues.add_league_game(
            g3, league.id, season.id, True, (A, B), NOW, fixture_id=first.id
        )
        ratings = [RatingRow(season.id, A, 27.0, 8.0, 1, 1, 0, 0), RatingRow(season.id, B, 23.0, 8.0, 1, 0, 1, 0)]
        results = [ResultRow(g3, season.id, A, "moloch", 1, "win", 27.0, 8.0, NOW)]
        assert await repo.stores.leagues.settle(g3, season.id, 0, RATED, ratings, results, NOW) == OK
        played = (await repo.stores.leagues.fixtures(season.id))[0]
        assert (played.status, played.game_id) == ("played", g3)

        second = fixtures[1]
        claims = await asyncio.gather(*(repo.stores.leagues.claim_fixture(second.id, remind=True) for _ in range(3)))
        assert sorted(claims) == [False, False, True]
        assert (await repo.stores.leagues.fixtures(season.id))[1].reminded
        claims = await asyncio.gather(*(repo.stores.leagues.claim_fixture(second.id, remind=False) for _ in range(3)))
        assert sorted(claims) == [False, False, True]
        assert (await repo.stores.leagues.fixtures(season.id))[1].status == "missed"
        assert not await repo.stores.leagues.claim_fixture(
            fixtures[0].id, remind=False
        )  # a played fixture is never missed
    finally:
        await repo.close()
    repo = await open_repo()  # a restart keeps the schedule
    try:
        (league,) = await repo.stores.leagues.leagues(GUILD)
        season = (await repo.stores.leagues.seasons(league.id))[-1]
        assert [f.status for f in await repo.stores.leagues.fixtures(season.id)] == ["played", "missed", "open"]
        assert await repo.stores.leagues.clear_fixtures(season.id) == 3
        assert await repo.stores.leagues.fixtures(season.id) == []
    finally:
        await repo.close()
