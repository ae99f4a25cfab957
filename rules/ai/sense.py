"""Placements no player would make, left out of every level's candidates.

A one-ply evaluation cannot tell some silly placements from good ones: a module with no
unit beside it is worth as much material as a linked one until a battle shows otherwise,
and a warrior facing the board's edge survives the simulated battle as well as one facing
the enemy. Played so, they looked absurd (tried as a new user would: the hard Steel Police
put a Steroid Dispenser and a Scout where no own unit could ever link to them, and a Judge
on D1 shooting off the board). :func:`sensible` drops them while something better exists:

- a **module** (a unit with module effects and no attack of its own) placed where none of
  its links can ever reach a unit it acts on — every linked edge is off the board or on a
  unit it does not act on (an enemy for an Officer or a Medic, a friend for a Saboteur or an
  Agitator) — while the same tile has a placement that links such a unit now;
- a **warrior** placed so that every one of its attacks points straight off the board
  (the neighbouring hex in that direction is not on the board), while another facing on
  the same hex attacks onto the board;
- a **unit that could not act where it is placed** — a state its army registered among
  :data:`OWN_IDLE_STATES` holds for it there (Uranopolis's lack of power) — while the same tile
  has a hex where it could (issue 35: no level plays an unpowered unit as if it could act).

Everything else (instants, moves, discards, HQs, Foundations, placements of other tiles)
passes unchanged and in order, so the levels' sampling sees the same list otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from rules import registry
from rules.actions import Action
from rules.analysis import NEGATIVE_EFFECTS, Analysis
from rules.battle import UNDIRECTED, analyse
from rules.catalog import TileSpec, army
from rules.game import apply
from rules.hexes import Direction, Hex
from rules.state import GameState

# states of a unit (rules.registry.unit_state) in which it makes no attack and gives no
# module: Sharrash's and Mississippi's paralysis, Uranopolis's lack of power
IDLE_STATES = frozenset({"paralysis", "unpowered"})
# those an army's own rules put its own units in where they are placed (the paralyses are
# the enemies' doing, never the placing army's): the only ones the placement filter tries
OWN_IDLE_STATES = frozenset({"unpowered"})


class _Analysis:
    """The state's analysis, made when a test first reads it (Sharrash's paralysis asks for
    the markers first, and a board without any needs none): the evaluation asks after every
    simulated battle."""

    __slots__ = ("_an", "_state")

    def __init__(self, state: GameState) -> None:
        self._state = state
        self._an: Analysis | None = None

    def __getattr__(self, name: str) -> Any:
        if self._an is None:
            self._an = analyse(self._state)
        return getattr(self._an, name)


def idle_units(state: GameState) -> set[int]:
    """The units that cannot act now by a state an army brings (:data:`IDLE_STATES`); empty,
    and cheap, in games without such armies."""
    tests = [test for name, test in registry.unit_state_tests(state) if name in IDLE_STATES]
    if not tests:
        return set()
    an = cast(Analysis, _Analysis(state))
    return {u.uid for u in state.units.values() if any(test(state, an, u) for test in tests)}


def sensible(state: GameState, legal: Sequence[Action]) -> list[Action]:
    """``legal`` without the placements described in the module's docstring."""
    places = [a for a in legal if a.verb == "place" and a.hexes and a.facing]
    if not places:
        return list(legal)
    me = state.to_act
    spec_of = army(state.players[me].army)
    drop: set[Action] = set()
    if any(name in OWN_IDLE_STATES for name, _ in registry.unit_states_of(spec_of.key)):
        drop.update(_idle_placements(state, places))
    by_tile: dict[str, list[Action]] = {}
    for a in places:
        by_tile.setdefault(a.tile, []).append(a)
    for key, options in by_tile.items():
        if not spec_of.has_tile(key):
            continue
        spec = spec_of.tile(key)
        if _is_module(spec):
            reach = {a: _links(state, me, spec, a) for a in options}
            if any(r > 0 for r in reach.values()):
                drop.update(a for a, r in reach.items() if r < 0)
        elif spec.attacks and not spec.is_hq:
            aims = {a: _aims_on_board(state, spec, a) for a in options}
            on_board = {a.hexes[0] for a, ok in aims.items() if ok}
            drop.update(a for a, ok in aims.items() if not ok and a.hexes[0] in on_board)
    if not drop:
        return list(legal)
    return [a for a in legal if a not in drop]


def _is_module(spec: TileSpec) -> bool:
    return (
        spec.is_unit
        and not spec.is_hq
        and not spec.attacks
        and bool(spec.effects)
        and not (spec.is_object or spec.is_spy)
    )


def _facing(a: Action) -> Direction:
    return Direction.parse(a.facing)


# Module effects that serve the linked unit's own side, and those aimed at enemies (a
# Saboteur's, Vegas's takeover, a Scoper's, a Scrabbler's Grab…); an effect in neither set
# counts any unit as a link, so that nothing is ever left out on account of it.
FRIENDLY_EFFECTS = frozenset(
    {
        "melee_officer",
        "ranged_officer",
        "speed",
        "medic",
        "additional_initiative",
        "mobility",
        "move_doubler",
        "quartermaster",
        "toughness",
    }
)
HOSTILE_EFFECTS = frozenset({"takeover", "scoper", "grab"})


def _links(state: GameState, me: int, spec: TileSpec, a: Action) -> int:
    """1 when the module placed by ``a`` links a unit it acts on now, 0 when it could later
    (a linked hex on the board is empty), -1 when it never can."""
    board = state.board
    h = board.parse(a.hexes[0])
    facing = int(_facing(a))
    best = -1
    for effect in spec.effects:
        hostile = effect.effect in NEGATIVE_EFFECTS or effect.effect in HOSTILE_EFFECTS
        friendly = effect.effect in FRIENDLY_EFFECTS
        for e in effect.edges:
            n: Hex | None = board.neighbour(h, (e + facing) % 6)
            if n is None:
                continue
            u = state.units.get(n)
            if u is None:
                best = max(best, 0)
                continue
            friend = u.player == me or state.allies(u.player, me)
            if (friend and not hostile) or (not friend and not friendly):
                return 1
    return best


def _aims_on_board(state: GameState, spec: TileSpec, a: Action) -> bool:
    """Whether at least one attack of the warrior placed by ``a`` points onto the board."""
    board = state.board
    h = board.parse(a.hexes[0])
    facing = int(_facing(a))
    return any(at.kind in UNDIRECTED or board.neighbour(h, (at.edge + facing) % 6) is not None for at in spec.attacks)


def _idle_placements(state: GameState, places: Sequence[Action]) -> set[Action]:
    """The placements after which the placed unit could not act (an idle state holds for it
    on that hex, whatever its facing: tried with one facing a hex), of the tiles that have a
    hex where it could."""
    by_tile: dict[str, dict[str, list[Action]]] = {}
    for a in places:
        by_tile.setdefault(a.tile, {}).setdefault(a.hexes[0], []).append(a)
    drop: set[Action] = set()
    for hexes in by_tile.values():
        idle = set()
        for name, options in hexes.items():
            after, _ = apply(state, options[0])
            placed = after.units.get(after.board.parse(name))
            if placed is not None and placed.uid in idle_units(after):
                idle.add(name)
        if idle and len(idle) < len(hexes):
            drop.update(a for name in idle for a in hexes[name])
    return drop
