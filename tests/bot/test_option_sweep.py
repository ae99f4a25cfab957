"""Every command and every option with nasty values, through the console (issue 32): each
value is parsed inside the command's error handling, so the player gets a short polite
answer, a refusal changes nothing, and no exception reaches the console's last resort
("That line failed on the bot's side").

The game stands mid-placement (both HQs placed, Ala to act) so that game commands reach
their parsing of hexes and tiles; the other required options get a plausible value, so
that the nasty one is what the command must deal with."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot import commands
from bot.commands.model import CommandSpec, Kind, Option
from bot.console import OffsetClock
from bot.rendering import NullRenderPool
from tests.bot.helpers import FakeClock, Say, console_and_say, make_service, snapshot

NASTY = [
    "",
    "x" * 5000,
    "Z9",
    "A0",
    "C3 C4",
    "Żółw🐢\u202eevil\u200b",
    "-1",
    "-99999999999999999999",
    "1e999",
    "3.5",
    "abc",
    "<@123>",
    "<@&1>",
    "@everyone",
    "'; DROP TABLE games;--",
    "{ $name }",
    "../../etc/passwd",
    "%s%n%x",
    "\\x00\\u0000",
]

PLAUSIBLE = {
    Kind.HEX: "C3",
    Kind.TILE: "runner",
    Kind.USER: "@ola",
    Kind.ROLE: "<@&1>",
    Kind.INTEGER: "1",
    Kind.NUMBER: "1",
    Kind.TEXT: "x",
}

FAILED = "failed on the bot's side"


def _plausible(option: Option) -> str:
    if option.closed:
        return option.closed[0]
    if option.choices is not None:
        return option.choices.values[0]
    return PLAUSIBLE.get(option.kind, "x")


def _line(spec: CommandSpec, option: Option, value: str) -> str:
    others = [f"{o.name}:{_plausible(o)}" for o in spec.options if o.required and o is not option]
    return " ".join([f"/{spec.group} {spec.typed}", *others, f"{option.name}:{value}"])


SPECS = sorted(commands.COMMANDS.values(), key=lambda s: s.key)


async def _game(say: Say) -> None:
    await say(":seed 4")  # Ala (Outpost) draws the Runner first: the plausible tile is in her hand
    await say("@ala /hex new opponent:@ola army:outpost opponent-army:hegemony first:me")
    await say("@ola /hex accept")
    await say("@ala /hex place tile:hq hex:C2")
    await say("@ola /hex place tile:hq hex:C4")
    await say("@ala /hex hand")  # her hand on screen: its buttons and menus can be pressed


async def _sweep(tmp_path: Path, lines: list[str]) -> None:
    """Say each line as Ala; check the answer of each (see the module's docstring)."""
    app = await make_service(str(tmp_path / "sweep.sqlite3"), FakeClock(), NullRenderPool())
    console, say = console_and_say(app, tmp_path / "img", clock=OffsetClock(FakeClock()))
    await _game(say)
    for n, line in enumerate(lines):
        before = await snapshot(app, console.channel_id)
        refused = console.failures
        out = await say(line)
        assert FAILED not in out and "Traceback" not in out and "{???}" not in out, (line[:200], out[:500])
        assert out.strip(), line[:200]  # always an answer
        if console.failures > refused:  # a refusal: short, and nothing changed
            body = [row for row in out.splitlines()[1:] if row.strip()]
            assert len(body) <= 4 and len(out) <= 1500, (line[:200], out[:2000])
            assert await snapshot(app, console.channel_id) == before, line[:200]
        game = await app.repo.stores.games.live_game(console.channel_id)
        if game is None or game.status != "active":  # an accepted line ended the game: a new one
            await say(f":channel sweep-{n}")
            await _game(say)
    await app.repo.close()


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.key)
async def test_every_option_of_a_command_takes_nasty_values_politely(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, spec: CommandSpec
) -> None:
    caplog.set_level(logging.ERROR)
    lines = [f"@ala {_line(spec, option, value)}" for option in spec.options for value in NASTY]
    # an option the command does not have, and the command's word given nasty values
    unknown = Option("zz-unknown")
    lines += [f"@ala {_line(spec, unknown, value)}" for value in NASTY[:3]]
    lines += [f"@ala /{spec.group} {spec.typed}{value}" for value in ("x" * 5000, "🐢", ":", "::", " :x")]
    await _sweep(tmp_path, lines)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]


async def test_console_lines_buttons_and_menus_take_nasty_values_politely(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR)
    lines = []
    for value in NASTY:
        lines += [
            f":advance {value}",
            f":seed {value}",
            f"@ala !{value}",
            f"@ala ?hex {value}",
            f"@ala ?{value} C3",
            f"@ala {value}",
            f"@{value[:30] or 'x'} /hex hand",
            f"@ala /{value}",
            f"@ala place {value} C3 N",
        ]
    await _sweep(tmp_path, lines)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]
