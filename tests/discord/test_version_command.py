"""``/hexinfo version``: the bot's version and its rules engine's, privately, in the asker's
language, on Discord and on the console (a command added with one declaration, one handler
and its catalogue lines)."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

from rules.state import STATE_VERSION
from tests.bot.helpers import FakeClock, console_and_say, make_service
from tests.discord.conftest import EWA, World
from tests.discord.harness import CALLBACK_MESSAGE, callbacks

VERSION = metadata.version("hexbot")


async def test_the_version_is_answered_at_once_and_privately(world: World) -> None:
    (answer,) = callbacks(await world.h.slash(EWA, "hexinfo version"))
    assert answer.callback_type == CALLBACK_MESSAGE and answer.ephemeral  # no deferral: nothing to render
    assert answer.content == f"hexbot {VERSION}; rules engine: game format {STATE_VERSION}."
    world.h.locale = "pl"
    (answer,) = callbacks(await world.h.slash(EWA, "hexinfo version"))
    assert answer.content == f"hexbot {VERSION}; silnik zasad: format gry {STATE_VERSION}."


async def test_the_console_knows_it_in_both_languages(tmp_path: Path) -> None:
    app = await make_service(str(tmp_path / "v.sqlite3"), FakeClock())
    _, say = console_and_say(app, tmp_path / "out")
    assert f"hexbot {VERSION}; rules engine" in await say("@ala /hexinfo version")
    await say("@ala /hexme prefs language:pl")
    assert f"hexbot {VERSION}; silnik zasad" in await say("@ala /hexinfo wersja")
