"""Simultaneous actions on one game apply exactly once."""

from __future__ import annotations

import asyncio

import i18n
from bot.app import App
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, live, start_game

BOTH_BACKENDS = True  # storage is exercised: SQLite and PostgreSQL (tests/storage/backends.py)

STALE = i18n.t("en", "stale")


async def test_many_identical_clicks_apply_once(service: App) -> None:
    await start_game(service)
    game0, _ = await live(service)
    replies = await asyncio.gather(*(service.turns.hq(CHANNEL, ALA, "C2", version=game0.version) for _ in range(25)))
    applied = [r for r in replies if not r.ephemeral]
    assert len(applied) == 1
    assert all(r.text.startswith(STALE) or "not your turn" in r.text for r in replies if r.ephemeral)
    game, state = await live(service)
    assert game.version == game0.version + 1 and len(state.units) == 1
    rows = await service.repo.stores.games.actions(game.id)
    assert [r.notation for r in rows if r.kind == "action"] == ["hq C2"]


async def test_both_players_at_once(service: App) -> None:
    await start_game(service)
    await service.turns.hq(CHANNEL, ALA, "C2")
    await service.turns.hq(CHANNEL, OLA, "C4")
    calls = []
    for i in range(10):
        calls.append(service.turns.end_turn(CHANNEL, ALA))
        calls.append(service.turns.end_turn(CHANNEL, OLA))
        calls.append(
            service.endings.resign(CHANNEL, OLA, confirmed=True) if i == 5 else service.info.board(CHANNEL, EVE)
        )
    replies = await asyncio.gather(*calls)
    game, _ = await live(service)
    rows = await service.repo.stores.games.actions(game.id)
    changed = [r for r in replies if not r.ephemeral and ("ended their turn" in r.text or "resigned" in r.text)]
    engine_rows = [r for r in rows if r.kind in ("action", "resign")]
    assert len(engine_rows) == 2 + len(changed)  # two HQs, then one row per accepted change
    assert len({r.seq for r in rows}) == len(rows)


async def test_new_games_race_for_one_channel(service: App) -> None:
    replies = await asyncio.gather(*(service.setup.new_game(CHANNEL, 100 + i, opponent_id=OLA) for i in range(10)))
    assert sum(not r.ephemeral for r in replies) == 1
    assert all("already has a game" in r.text for r in replies if r.ephemeral)


async def test_many_games_in_parallel(service: App) -> None:
    channels = [CHANNEL + i for i in range(20)]
    for c in channels:
        await start_game(service, c)
    replies = await asyncio.gather(*(service.turns.hq(c, ALA, "C2") for c in channels for _ in range(3)))
    assert sum(not r.ephemeral for r in replies) == len(channels)
