"""The shared command-line syntax."""

from __future__ import annotations

import pytest

from bot.commands import COMMANDS, Command, CommandError, format_command, parse


def test_slash_commands() -> None:
    assert parse("/hex place tile:runner hex:C3 facing:NE") == Command(
        "place", {"tile": "runner", "hex": "C3", "facing": "NE"}
    )
    assert parse("/hex new opponent:<@22> army:moloch opponent-army:borgo") == Command(
        "new", {"opponent": "<@22>", "army": "moloch", "opponent-army": "borgo"}
    )
    assert parse("/hex act notation:place runner C3 NE").options == {"notation": "place runner C3 NE"}
    assert parse('/hex tile name:"Mother Module"').options == {"name": "Mother Module"}
    assert parse("/hex keep").name == "end" and parse("/hex join").name == "accept"


def test_plain_notation_is_act() -> None:
    assert parse("place runner C3 NE") == Command("act", {"notation": "place runner C3 NE"})


@pytest.mark.parametrize("line", ["", "/hex", "/hex fly", "/roll d6", "/hex place hue:x", '/hex tile name:"open'])
def test_errors(line: str) -> None:
    with pytest.raises(CommandError):
        parse(line)


def test_format_round_trips() -> None:
    line = format_command("move", from_="C3", to="C2", facing="N", via=None)
    assert line == "/hex move from-:C3 to:C2 facing:N" or parse(format_command("move", to="C2")).options == {"to": "C2"}
    for name in COMMANDS:
        assert parse(format_command(name)).name == name
    assert parse(format_command("place", tile="runner", hex="C3", facing="NE")).options["facing"] == "NE"
