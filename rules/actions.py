"""Player actions and their text notation, which parses and prints back exactly.

    hq C3                      place your HQ
    discard runner             discard a tile from your hand
    redraw                     unlucky draw: discard a hand of instants and draw again
    place runner C3 NE         put a board tile on a free hex, front edge facing NE
    place mine C3              put a Foundation tile (no facing) on a hex without a unit or a Foundation
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
    play rotation C3 S         Rotation (Vegas): your unit on C3 turns to face S
    play castling C3 C2        Castling (Vegas): your adjacent units on C3 and C2 swap hexes
    choose C2 N                the unit on C2 just taken over (Vegas) faces N
    end                        end your turn

Hexes are written by name (A1-E3 on the standard board) and facings as N, NE, SE, S, SW, NW.
The base game's verbs and instants are read here; an army's (``rotate``, ``net``, ``dance``,
``play hunt``...) are added by its package when it registers its mechanics (rules.registry).
"""

from __future__ import annotations

import re
from collections.abc import Callable
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
        parser = _PARSERS.get(verb)
        if parser is None:
            options = _PARSERS.words()
            raise InvalidNotation(
                f"unknown action {words[0]!r} (try: {options})", "unknown-verb", word=words[0], options=options
            )
        return parser(args)

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


def hex_word(word: str) -> str:
    """A hex name in the notation (``c3`` -> ``C3``); InvalidNotation otherwise."""
    if not _HEX.match(word):
        raise InvalidNotation(f"{word!r} is not a hex name like C3", "bad-hex", word=word)
    return word.upper()


def is_hex_word(word: str) -> bool:
    return bool(_HEX.match(word))


def facing_word(word: str) -> str:
    """A facing in the notation (``ne`` -> ``NE``); InvalidNotation otherwise."""
    try:
        return Direction.parse(word).name
    except ValueError as e:
        raise InvalidNotation(str(e), "bad-facing", word=word) from None


def tile_word(word: str) -> str:
    """A tile key in the notation (``Runner`` -> ``runner``); InvalidNotation otherwise."""
    w = word.lower()
    if not _TILE.match(w):
        raise InvalidNotation(f"{word!r} is not a tile name like runner or push-back", "bad-tile", word=word)
    return w


def expect(args: list[str], n: int, usage: str) -> None:
    """Raise InvalidNotation (showing ``usage``) unless there are ``n`` words."""
    if len(args) != n:
        raise InvalidNotation(f"expected: {usage}", "usage", usage=usage)


def _p_hq(args: list[str]) -> Action:
    expect(args, 1, "hq HEX")
    return Action("hq", hexes=(hex_word(args[0]),))


def _p_discard(args: list[str]) -> Action:
    expect(args, 1, "discard TILE")
    return Action("discard", tile_word(args[0]))


def _p_bare(verb: str):  # type: ignore[no-untyped-def]
    def parse(args: list[str]) -> Action:
        expect(args, 0, verb)
        return Action(verb)

    return parse


def _p_place(args: list[str]) -> Action:
    if len(args) == 2:  # a Foundation has no facing: place mine C3
        return Action("place", tile_word(args[0]), (hex_word(args[1]),))
    expect(args, 3, "place TILE HEX FACING")
    return Action("place", tile_word(args[0]), (hex_word(args[1]),), facing_word(args[2]))


def _p_move(args: list[str]) -> Action:
    if len(args) == 5 and args[3].lower() == "via":
        return Action("move", "", (hex_word(args[0]), hex_word(args[1])), facing_word(args[2]), hex_word(args[4]))
    expect(args, 3, "move FROM TO FACING [via HEX]")
    return Action("move", "", (hex_word(args[0]), hex_word(args[1])), facing_word(args[2]))


def _p_play(args: list[str]) -> Action:
    if not args:
        raise InvalidNotation("expected: play TILE [TARGETS]", "usage", usage="play TILE [TARGETS]")
    tile = tile_word(args[0])
    parser = _INSTANT_PARSERS.get(tile)
    if parser is None:
        options = _INSTANT_PARSERS.words()
        raise InvalidNotation(
            f"unknown instant {args[0]!r} (instants: {options})", "unknown-instant", word=args[0], options=options
        )
    return parser(args[1:])


def no_target(tile: str) -> Callable[[list[str]], Action]:
    """The notation of an instant played without targets: ``play battle``."""

    def parse(rest: list[str]) -> Action:
        expect(rest, 0, f"play {tile}")
        return Action("play", tile)

    return parse


def hexes_target(tile: str, usage: str) -> Callable[[list[str]], Action]:
    """The notation of an instant aimed at hexes, as many as ``usage`` names after the tile:
    ``play sniper HEX``, ``play push-back PUSHER TARGET``."""
    n = len(usage.split()) - 2

    def parse(rest: list[str]) -> Action:
        expect(rest, n, usage)
        return Action("play", tile, tuple(hex_word(w) for w in rest))

    return parse


def _p_play_move(rest: list[str]) -> Action:
    expect(rest, 3, "play move FROM TO FACING")
    return Action("play", "move", (hex_word(rest[0]), hex_word(rest[1])), facing_word(rest[2]))


def _p_choose(args: list[str]) -> Action:
    if len(args) == 2:
        return Action("choose", hexes=(hex_word(args[0]),), facing=facing_word(args[1]))
    expect(args, 1, "choose HEX [FACING]")
    return Action("choose", hexes=(hex_word(args[0]),))


class _Notation:
    """Parsers by word (a verb, or an instant's tile after ``play``), each with its rank
    for the order messages list them in: the base game's first, then each army's."""

    def __init__(self, base: dict[str, Callable[[list[str]], Action]]) -> None:
        self.parsers = dict(base)
        self.ranks = dict.fromkeys(base, -1)

    def add(self, word: str, parse: Callable[[list[str]], Action], rank: int) -> None:
        if word in self.parsers:
            raise ValueError(f"the notation of {word!r} is defined twice")
        self.parsers[word] = parse
        self.ranks[word] = rank

    def get(self, word: str) -> Callable[[list[str]], Action] | None:
        return self.parsers.get(word)

    def words(self) -> str:
        return ", ".join(sorted(self.parsers, key=self.ranks.__getitem__))


# The notation of each verb (the words after it) and of each instant (the words after
# ``play TILE``): the base game's here, an army's added when it registers its mechanics
# (rules.registry).
_PARSERS = _Notation(
    {
        "hq": _p_hq,
        "discard": _p_discard,
        "redraw": _p_bare("redraw"),
        "place": _p_place,
        "move": _p_move,
        "play": _p_play,
        "choose": _p_choose,
        "end": _p_bare("end"),
    }
)
_INSTANT_PARSERS = _Notation(
    {
        "battle": no_target("battle"),
        "move": _p_play_move,
        "push-back": hexes_target("push-back", "play push-back PUSHER TARGET"),
        "sniper": hexes_target("sniper", "play sniper HEX"),
        "grenade": hexes_target("grenade", "play grenade HEX"),
        "air-strike": hexes_target("air-strike", "play air-strike HEX"),
    }
)


def add_verb_notation(verb: str, parse: Callable[[list[str]], Action], rank: int) -> None:
    """Let :meth:`Action.parse` read ``verb`` (``parse`` gets the words after it)."""
    _PARSERS.add(verb, parse, rank)


def add_instant_notation(tile: str, parse: Callable[[list[str]], Action], rank: int) -> None:
    """Let :meth:`Action.parse` read ``play tile ...`` (``parse`` gets the words after the tile)."""
    _INSTANT_PARSERS.add(tile, parse, rank)
