"""The console shows a quiet channel's flow: the turn message edited in place, "(edited)"."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from bot.rendering import NullRenderPool
from bot.service import GameService
from tests.bot.helpers import FakeClock, make_service


async def test_console_shows_edits_of_the_turn_message(db_path: str, clock: FakeClock) -> None:
    service: GameService = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out)

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    invite = await say("@ala /hex new opponent:@ola army:moloch opponent-army:borgo first:me")
    assert invite.startswith("bot (#1):") and "**New game**" in invite and "[!accept" in invite
    started = await say("@ola !accept")
    # The invitation is closed (its one-line summary, no buttons) and the first turn posted.
    assert started.startswith("bot (edited #1):") and "bot (#2):" in started
    closed = started.split("bot (#2):")[0]
    assert "accepted" in closed and "[!" not in closed
    assert "**HQ**" in started and "(pings @ala)" in started
    hq = await say("@ala hq C2")
    assert hq.startswith("bot (edited #2):") and "bot (#3):" in hq  # an HQ is a turn of its own
    await say("@ola hq C4")
    first = await say("@ala /hex end")
    assert first.startswith("bot (edited #4):") and "bot (#5):" in first and "ended" in first
    # A mistake changes nothing and is private: no edit.
    oops = await say("@ala /hex end")
    assert "edited" not in oops and "only @ala sees this" in oops
    await service.repo.close()


async def test_console_can_show_one_post_per_action(db_path: str, clock: FakeClock) -> None:
    service: GameService = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, quiet=False)
    await console.handle("@ala /hex new opponent:@ola")
    await console.handle("@ola !accept")
    assert "edited" not in out.getvalue() and out.getvalue().count("bot:") == 2
    await service.repo.close()
