"""Player actions and their text notation, which parses and prints back exactly.

    hq C3                      place your HQ
    discard runner             discard a tile from your hand
    redraw                     unlucky draw: discard a hand of instants and draw again
    place runner C3 NE         put a board tile on a free hex, front edge facing NE
    move C3 C2 N               Mobility: move (and/or rotate) a unit of yours
    move C3 C2 N via D2        a move given by the Transport standing on D2
    play battle                play an instant: battle, move, push-back, sniper, grenade,
    play move C3 C2 N            air-strike, with their targets
    play push-back C3 D3       your unit on C3 pushes the enemy on D3
    play sniper D3 | play grenade D3 | play air-strike C3
    choose E3                  the pushed player picks where the pushed unit goes
    choose E3 SW               a pulled unit's owner picks its hex and facing (Grab); after a
                                 battle, where the Vulture flies and how it faces (Scavenger)
    rotate C3 NE               Rotation: turn a unit of yours that has the ability
    grab C3 E3                 the Grab ability a Scrabbler gives: your unit on C3 pulls E3
    play grab C3 E3            the Grab instant: your unit on C3 pulls the enemy on E3
    play hunt C3 C2 N          Hunt: your unit moves C3 -> C2 facing N, then no attack
    play hunt C3 C2 D1 N         ... then attacks with its edge toward D1
    play terror                Terror: opponents place no units in their next turn
    net D3                     Net of Steel: your HQ puts its Steel Net marker on the enemy on D3
    execute D3 S               Execution: the Executioner from your hand removes the enemy on D3
                                 and takes its hex, front edge facing S
    replace officer C3 N       Replacement: the Pacifier on C3 leaves, an Officer from your hand
                                 takes its hex facing N
    push C3 D3                 the Push Back ability of your unit on C3 pushes the enemy on D3
    end                        end your turn

Hexes are written by name (A1-E3 on the standard board) and facings as N, NE, SE, S, SW, NW.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from rules.hexes import Direction


class RulesError(ValueError):
    """Base class of the errors a player can cause.

    ``str(error)`` is an English explanation; ``code`` and ``params`` say the same as data
    (hexes as names, tiles as keys with the ``army`` key they belong to), so that an
    adapter can word it in the player's language. ``code`` is empty only for errors of
    the engine's own callers (e.g. an unknown army key at set-up).
    """

    def __init__(self, message: str, code: str = "", **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class InvalidNotation(RulesError):
    """The text is not an action."""


class IllegalAction(RulesError):
    """The action is well formed but the rules do not allow it now."""


_NAMES = tuple(d.name for d in Direction)
VERBS = (
    "hq",
    "discard",
    "redraw",
    "place",
    "move",
    "play",
    "choose",
    "end",
    "rotate",
    "grab",
    "net",
    "execute",
    "replace",
    "push",
    "dance",
)
INSTANTS = ("battle", "move", "push-back", "sniper", "grenade", "air-strike", "grab", "hunt", "terror", "action")
_HEX = re.compile(r"^[A-Ga-g][1-7]$")
_TILE = re.compile(r"^[a-z0-9][a-z0-9-]*$")


class Action(NamedTuple):
    """One player action; ``str()`` prints the notation and :meth:`parse` reads it."""

    verb: str
    tile: str = ""
    hexes: tuple[str, ...] = ()
    facing: str = ""
    via: str = ""

    def __str__(self) -> str:
        parts = [self.verb]
        if self.tile:
            parts.append(self.tile)
        parts.extend(self.hexes)
        if self.facing:
            parts.append(self.facing)
        if self.via:
            parts.extend(["via", self.via])
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:  # noqa: D102
        words = text.strip().split()
        if not words:
            raise InvalidNotation("empty action", "empty")
        verb = words[0].lower()
        args = words[1:]
        if verb == "battle" and not args:
            return cls("play", "battle")
        if verb not in VERBS:
            raise InvalidNotation(
                f"unknown action {words[0]!r} (try: {', '.join(VERBS)})",
                "unknown-verb",
                word=words[0],
                options=", ".join(VERBS),
            )
        return _PARSERS[verb](args)

    # -------------------------------------------------------- constructors
    @classmethod
    def hq(cls, hex_name: str) -> Action:
        return cls("hq", hexes=(hex_name,))

    @classmethod
    def place(cls, tile: str, hex_name: str, facing: Direction) -> Action:
        return cls("place", tile, (hex_name,), _NAMES[facing])

    @classmethod
    def move(cls, src: str, dst: str, facing: Direction, via: str = "") -> Action:
        return cls("move", "", (src, dst), _NAMES[facing], via)

    @classmethod
    def play(cls, tile: str, *hexes: str, facing: Direction | None = None) -> Action:
        return cls("play", tile, tuple(hexes), _NAMES[facing] if facing is not None else "")


def _hex(word: str) -> str:
    if not _HEX.match(word):
        raise InvalidNotation(f"{word!r} is not a hex name like C3", "bad-hex", word=word)
    return word.upper()


def _facing(word: str) -> str:
    try:
        return Direction.parse(word).name
    except ValueError as e:
        raise InvalidNotation(str(e), "bad-facing", word=word) from None


def _tile(word: str) -> str:
    w = word.lower()
    if not _TILE.match(w):
        raise InvalidNotation(f"{word!r} is not a tile name like runner or push-back", "bad-tile", word=word)
    return w


def _count(args: list[str], n: int, usage: str) -> None:
    if len(args) != n:
        raise InvalidNotation(f"expected: {usage}", "usage", usage=usage)


def _p_hq(args: list[str]) -> Action:
    _count(args, 1, "hq HEX")
    return Action("hq", hexes=(_hex(args[0]),))


def _p_discard(args: list[str]) -> Action:
    _count(args, 1, "discard TILE")
    return Action("discard", _tile(args[0]))


def _p_bare(verb: str):  # type: ignore[no-untyped-def]
    def parse(args: list[str]) -> Action:
        _count(args, 0, verb)
        return Action(verb)

    return parse


def _p_place(args: list[str]) -> Action:
    _count(args, 3, "place TILE HEX FACING")
    return Action("place", _tile(args[0]), (_hex(args[1]),), _facing(args[2]))


def _p_move(args: list[str]) -> Action:
    if len(args) == 5 and args[3].lower() == "via":
        return Action("move", "", (_hex(args[0]), _hex(args[1])), _facing(args[2]), _hex(args[4]))
    _count(args, 3, "move FROM TO FACING [via HEX]")
    return Action("move", "", (_hex(args[0]), _hex(args[1])), _facing(args[2]))


def _p_play(args: list[str]) -> Action:
    if not args:
        raise InvalidNotation("expected: play TILE [TARGETS]", "usage", usage="play TILE [TARGETS]")
    tile = _tile(args[0])
    rest = args[1:]
    if tile in ("battle", "terror"):
        _count(rest, 0, f"play {tile}")
        return Action("play", tile)
    if tile == "move":
        _count(rest, 3, "play move FROM TO FACING")
        return Action("play", tile, (_hex(rest[0]), _hex(rest[1])), _facing(rest[2]))
    if tile == "push-back":
        _count(rest, 2, "play push-back PUSHER TARGET")
        return Action("play", tile, (_hex(rest[0]), _hex(rest[1])))
    if tile == "grab":
        _count(rest, 2, "play grab PULLER TARGET")
        return Action("play", tile, (_hex(rest[0]), _hex(rest[1])))
    if tile == "hunt":
        if len(rest) == 4:
            return Action("play", tile, (_hex(rest[0]), _hex(rest[1]), _hex(rest[2])), _facing(rest[3]))
        _count(rest, 3, "play hunt FROM TO [TOWARD] FACING")
        return Action("play", tile, (_hex(rest[0]), _hex(rest[1])), _facing(rest[2]))
    if tile == "action":
        usage = "play action OBJECT DIRECTION | play action YELLOW TARGET"
        _count(rest, 2, usage)
        if _HEX.match(rest[1]):
            return Action("play", tile, (_hex(rest[0]), _hex(rest[1])))  # Healing
        return Action("play", tile, (_hex(rest[0]),), _facing(rest[1]))  # an attack from one edge
    if tile in ("sniper", "grenade", "air-strike"):
        _count(rest, 1, f"play {tile} HEX")
        return Action("play", tile, (_hex(rest[0]),))
    raise InvalidNotation(
        f"unknown instant {args[0]!r} (instants: {', '.join(INSTANTS)})",
        "unknown-instant",
        word=args[0],
        options=", ".join(INSTANTS),
    )


def _p_choose(args: list[str]) -> Action:
    if len(args) == 2:
        return Action("choose", hexes=(_hex(args[0]),), facing=_facing(args[1]))
    _count(args, 1, "choose HEX [FACING]")
    return Action("choose", hexes=(_hex(args[0]),))


def _p_rotate(args: list[str]) -> Action:
    _count(args, 2, "rotate HEX FACING")
    return Action("rotate", hexes=(_hex(args[0]),), facing=_facing(args[1]))


def _p_grab(args: list[str]) -> Action:
    _count(args, 2, "grab PULLER TARGET")
    return Action("grab", hexes=(_hex(args[0]), _hex(args[1])))


def _p_net(args: list[str]) -> Action:
    _count(args, 1, "net HEX")
    return Action("net", hexes=(_hex(args[0]),))


def _p_execute(args: list[str]) -> Action:
    _count(args, 2, "execute HEX FACING")
    return Action("execute", hexes=(_hex(args[0]),), facing=_facing(args[1]))


def _p_replace(args: list[str]) -> Action:
    _count(args, 3, "replace TILE HEX FACING")
    return Action("replace", _tile(args[0]), (_hex(args[1]),), _facing(args[2]))


def _p_push(args: list[str]) -> Action:
    _count(args, 2, "push PUSHER TARGET")
    return Action("push", hexes=(_hex(args[0]), _hex(args[1])))


def _p_dance(args: list[str]) -> Action:
    """``dance FROM TO FACING ...``: each Object that changes, where it goes and how it faces
    (the words are kept in ``hexes``: hex, hex, facing per Object)."""
    usage = "dance FROM TO FACING [FROM TO FACING...]"
    if not args or len(args) % 3:
        raise InvalidNotation(f"expected: {usage}", "usage", usage=usage)
    words: list[str] = []
    for i in range(0, len(args), 3):
        words.extend((_hex(args[i]), _hex(args[i + 1]), _facing(args[i + 2])))
    return Action("dance", hexes=tuple(words))


_PARSERS = {
    "hq": _p_hq,
    "discard": _p_discard,
    "redraw": _p_bare("redraw"),
    "place": _p_place,
    "move": _p_move,
    "play": _p_play,
    "choose": _p_choose,
    "end": _p_bare("end"),
    "rotate": _p_rotate,
    "grab": _p_grab,
    "net": _p_net,
    "execute": _p_execute,
    "replace": _p_replace,
    "push": _p_push,
    "dance": _p_dance,
}
