"""Issue 32: a database that stays away through the storage's retries (StorageUnavailable)
reaches the player as a short "try again in a moment", in their language, on the console
and on Discord; nothing is changed, and the next line works once it is back."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from bot.app import App
from bot.console import Console
from bot.rendering import NullRenderPool
from bot.storage import StorageUnavailable
from tests.bot.helpers import FakeClock, make_service


def _away(service: App, monkeypatch: pytest.MonkeyPatch, *, unknown: bool = False) -> None:
    async def away(*args: Any, **kwargs: Any) -> Any:
        raise StorageUnavailable("the database does not answer: connection refused", unknown=unknown)

    monkeypatch.setattr(service.repo.stores.games, "live_game", away)


async def test_the_console_says_try_again_when_the_database_stays_away(
    db_path: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    service: App = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out)
    try:
        await console.handle("@ala /hex new opponent:@ola army:borgo opponent-army:hegemony")
        await console.handle("@ola /hex accept")
        game = await service.repo.stores.games.last_game(console.channel_id)
        with monkeypatch.context() as m:
            _away(service, m)
            before = len(out.getvalue())
            await console.handle("@ala hq C3")
            said = out.getvalue()[before:]
        assert "database is not answering right now" in said and "try again" in said
        assert (
            await service.repo.stores.games.last_game(console.channel_id)
        ).version == game.version  # nothing changed
        await console.handle("@ala hq C3")  # back: the same line works
        assert (await service.repo.stores.games.last_game(console.channel_id)).version == game.version + 1
    finally:
        await service.repo.close()


async def test_polish_and_an_unknown_outcome(db_path: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    service: App = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, lang="pl")
    try:
        await console.handle("@ala /hex new opponent:@ola army:borgo opponent-army:hegemony")
        _away(service, monkeypatch)
        before = len(out.getvalue())
        await console.handle("@ola /hex accept")
        assert "baza danych chwilowo nie odpowiada" in out.getvalue()[before:]
        _away(service, monkeypatch, unknown=True)  # a commit whose outcome could not be learned
        before = len(out.getvalue())
        await console.handle("@ola /hex accept")
        assert "/hex board" in out.getvalue()[before:]  # look before trying again
    finally:
        await service.repo.close()
