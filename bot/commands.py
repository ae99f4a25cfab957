"""The command-line syntax shared by the console, buttons and tests.

A line is either a slash command, ``/hex place tile:runner hex:C3 facing:NE`` (options as
``name:value``; a word without a colon continues the previous value, so
``/hex act notation:place runner C3 NE`` needs no quotes), or plain engine notation,
``place runner C3 NE``, which is the same as ``/hex act notation:...``. Users are written
``<@123>`` (the console turns ``@name`` into that first).
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


class CommandError(ValueError):
    """The line is not a command; the message is for the player."""


@dataclass(frozen=True, slots=True)
class CommandSpec:
    options: tuple[str, ...]
    help: str
    mutates: bool = True  # changes a game (so a button's version is checked)


COMMANDS: Mapping[str, CommandSpec] = MappingProxyType(
    {
        "new": CommandSpec(
            ("opponent", "army", "opponent-army", "first", "lang", "time-limit", "level"),
            "start a game: opponent (or none for an open seat), armies, who starts (me/opponent/random), lang en/pl, time-limit in hours, level easy/medium/hard against the bot",
        ),
        "accept": CommandSpec((), "accept an invitation or take the open seat"),
        "decline": CommandSpec((), "decline an invitation (or withdraw your unanswered game)"),
        "hq": CommandSpec(("hex",), "place your HQ"),
        "discard": CommandSpec(("tile",), "discard a tile from your hand"),
        "redraw": CommandSpec((), "unlucky draw: discard a hand of instants and draw again"),
        "place": CommandSpec(("tile", "hex", "facing"), "place a tile (tile:hq places your HQ)"),
        "preview": CommandSpec(("tile", "hex", "facing"), "see a placement before committing it", mutates=False),
        "cancel": CommandSpec((), "dismiss a placement preview", mutates=False),
        "move": CommandSpec(("from", "to", "facing", "via"), "move a mobile unit (via: a Transport's hex)"),
        "play": CommandSpec(
            ("tile", "unit", "target", "facing"),
            "play an instant: battle; sniper/grenade/air-strike target; push-back unit target; move unit target facing",
        ),
        "choose": CommandSpec(("hex",), "choose where your pushed unit goes"),
        "end": CommandSpec((), "end your turn (keeping the tiles in your hand)"),
        "act": CommandSpec(("notation",), "any action in engine notation"),
        "board": CommandSpec((), "show the board", mutates=False),
        "hand": CommandSpec((), "show your tiles", mutates=False),
        "tile": CommandSpec(("name", "army", "lang"), "a tile card", mutates=False),
        "army": CommandSpec(("name", "lang"), "an army sheet", mutates=False),
        "log": CommandSpec((), "the game's action history", mutates=False),
        "hint": CommandSpec((), "suggest a move (games against the bot and hot-seat games)", mutates=False),
        "rules": CommandSpec((), "how to play", mutates=False),
        "export": CommandSpec(("game",), "the game as replayable JSON", mutates=False),
        "battle": CommandSpec((), "post the last battle again", mutates=False),
        "undo": CommandSpec(("answer",), "ask to undo your last action; answer:yes/no answers a request"),
        "draw": CommandSpec(("answer",), "offer a draw; answer:yes/no answers an offer"),
        "resign": CommandSpec((), "resign the game"),
        "abort": CommandSpec((), "abort the channel's game (moderators)"),
        "claim": CommandSpec((), "claim the win when your opponent's turn time limit has passed"),
        "settings": CommandSpec(
            ("reminder-hours", "time-limit"), "this game's reminder delay and turn time limit (hours, 0: off)"
        ),
    }
)
_OPTION = re.compile(r"^[A-Za-z][A-Za-z-]*$")
ALIASES: Mapping[str, str] = MappingProxyType(
    {"join": "accept", "keep": "end", "pass": "end", "help": "rules", "history": "log", "tiles": "hand"}
)


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    options: dict[str, str] = field(default_factory=dict)

    def get(self, key: str, default: str | None = None) -> str | None:
        value = self.options.get(key)
        return default if value is None or value == "" else value


def parse(line: str) -> Command:
    """Read one command line (see the module docstring)."""
    text = line.strip()
    if not text:
        raise CommandError("empty command")
    if not text.startswith("/"):
        return Command("act", {"notation": text})
    try:
        words = shlex.split(text)
    except ValueError as e:
        raise CommandError(f"cannot read {text!r}: {e}") from None
    if words[0].lower() != "/hex":
        raise CommandError(f"unknown command {words[0]!r}: commands start with /hex")
    if len(words) < 2:
        raise CommandError("which command? e.g. /hex board (try /hex rules)")
    name = ALIASES.get(words[1].lower(), words[1].lower())
    spec = COMMANDS.get(name)
    if spec is None:
        raise CommandError(f"unknown command /hex {words[1]} (commands: {', '.join(COMMANDS)})")
    options: dict[str, str] = {}
    last: str | None = None
    for w in words[2:]:
        key, sep, value = w.partition(":")
        if sep and key.lower() in spec.options:
            last = key.lower()
            options[last] = value
        elif last is not None and not (sep and _OPTION.match(key)):
            options[last] = (options[last] + " " + w).strip()
        else:
            allowed = ", ".join(f"{o}:" for o in spec.options) or "no options"
            raise CommandError(f"/hex {name} does not take {w!r} (options: {allowed})")
    return Command(name, options)


def format_command(name: str, **options: str | None) -> str:
    """The line for a command, e.g. ``format_command("place", tile="runner", hex="C3")``."""
    parts = ["/hex", name]
    parts.extend(f"{k.replace('_', '-')}:{v}" for k, v in options.items() if v not in (None, ""))
    return " ".join(parts)
