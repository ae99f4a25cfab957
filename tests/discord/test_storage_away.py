"""Issue 32: on Discord, a database that stays away through the storage's retries reaches the
player as a short private "try again in a moment" (no program error, no traceback in the
log); the game is untouched, and the same command works once the database is back."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.storage import StorageUnavailable
from tests.discord.conftest import ALA, World
from tests.discord.harness import ephemeral_message, text_of


async def test_a_database_that_stays_away_is_a_short_try_again(
    world: World, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await world.start_game()
    game = await world.game()
    assert world.repo is not None

    async def away(*args: Any, **kwargs: Any) -> Any:
        raise StorageUnavailable("the database does not answer: connection refused")

    with monkeypatch.context() as m:
        m.setattr(world.repo.stores.games, "live_game", away)
        with caplog.at_level(logging.WARNING):
            calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    said = text_of(ephemeral_message(calls))
    assert "database is not answering right now" in said and "try again" in said
    assert not [r for r in caplog.records if "error while handling" in r.getMessage()]  # not a program error
    assert (await world.game()).version == game.version
    await world.h.slash(ALA, "hex place", tile="hq", hex="C2")  # back
    assert (await world.game()).version == game.version + 1
