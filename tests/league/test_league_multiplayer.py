"""Settling N-player and team games through the service's game-over hook (synthetic
finished games, as the 3-6 player lobby will store them), checked against openskill."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from bot.rendering import NullRenderPool
from bot.storage.base import FINISHED, GameRecord
from rules.game import end_game, new_game
from tests.bot.helpers import FakeClock, make_service

M = PlackettLuce()
U = [501, 502, 503, 504]


async def _setup(tmp_path: Path) -> tuple[Any, Any, Any]:
    clock = FakeClock()
    service = await make_service(str(tmp_path / "db.sqlite3"), clock, NullRenderPool())
    await service.leagues.seasons.create(1, 900, "Multi", is_moderator=True)
    (league,) = await service.league_store.leagues(0)
    for u in U:
        await service.leagues.membership.join(1, u)
    season = (await service.league_store.seasons(league.id))[-1]
    return service, league, season


async def _finished(
    service: Any,
    league: Any,
    season: Any,
    channel: int,
    mode: str,
    ranking: tuple[tuple[int, ...], ...],
    teams: Any = None,
) -> int:
    state = new_game(["moloch", "borgo", "outpost", "hegemony"], 7, 3, mode=mode, teams=teams)
    end_game(state, None, "hq_destroyed", winners=ranking[0], ranking=ranking)
    now = service.clock()
    options: dict[str, Any] = {"mode": mode}
    if teams:
        options["teams"] = teams
    record = GameRecord(
        id=0,
        channel_id=channel,
        status=FINISHED,
        version=5,
        state_json=state.dumps(),
        seed=7,
        armies=("moloch", "borgo", "outpost", "hegemony"),
        players=tuple(U),
        creator_id=U[0],
        lang="en",
        created_at=now,
        updated_at=now,
        options=options,
    )
    game = await service.repo.stores.games.create_game(record)
    await service.league_store.add_league_game(game.id, league.id, season.id, True, U, now)
    assert await service.leagues.settlement.game_over(game.id) == "rated"
    assert await service.leagues.settlement.game_over(game.id) is None  # exactly once
    return int(game.id)


async def test_a_free_for_all_with_a_shared_place(tmp_path: Path) -> None:
    service, league, season = await _setup(tmp_path)
    try:
        await _finished(service, league, season, 11, "ffa", ((3,), (1, 4), (2,)))
        rows = {r.user_id: r for r in await service.league_store.ratings(season.id)}
        s0 = M.rating()
        exp = M.rate([[M.rating(mu=s0.mu, sigma=s0.sigma)] for _ in U], ranks=[2, 3, 1, 2])
        for u, (e,) in zip(U, exp, strict=True):
            assert (rows[u].mu, rows[u].sigma) == pytest.approx((e.mu, e.sigma))
        assert (rows[503].wins, rows[501].losses, rows[502].losses) == (1, 1, 1)
        standings = await service.leagues.standings.standings(1, 501)
        assert standings.text.splitlines()[1].startswith("1. <@503>")
    finally:
        await service.repo.close()


async def test_teams_of_two(tmp_path: Path) -> None:
    service, league, season = await _setup(tmp_path)
    try:
        await _finished(service, league, season, 12, "2v2", ((2, 4), (1, 3)), teams=[[1, 3], [2, 4]])
        rows = {r.user_id: r for r in await service.league_store.ratings(season.id)}
        s0 = M.rating()
        (a1, a3), (b2, b4) = M.rate(
            [[M.rating(mu=s0.mu, sigma=s0.sigma) for _ in range(2)] for _ in range(2)], ranks=[2, 1]
        )
        assert (rows[501].mu, rows[503].sigma) == pytest.approx((a1.mu, a3.sigma))
        assert (rows[502].mu, rows[504].mu) == pytest.approx((b2.mu, b4.mu))
        assert rows[502].wins == rows[504].wins == 1 and rows[501].losses == 1
        profile = await service.leagues.standings.profile(1, 502)
        assert "<@501>" in profile.text and "<@503>" in profile.text  # head-to-head with both opponents
    finally:
        await service.repo.close()
