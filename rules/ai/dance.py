"""Sensible arrangements for the computer players: the Dance of Dancer's Objects
(docs/rulings.md D7), or any army's arrangement (:class:`rules.registry.Arrangement`: a verb
that re-arranges a set of own units among their hexes, each with a facing).

``legal_actions`` lists every arrangement (up to 1295 Dances for three Objects): far too
many to evaluate, and nearly all pointless. :func:`sensible_dances` is a small set (at most
a few dozen) of the arrangements a player would think of:

- one unit turns in place, to any other facing;
- every unit turns so that its strongest attacking edge faces the nearest enemy unit;
- two units swap hexes, keeping their facings or turning their strongest edges toward the
  nearest enemy from their new hexes;
- three units rotate their hexes (both ways), keeping their facings.

Each is a legal action of the arrangement's verb when one is legal at all (every
arrangement but the present one is).
"""

from __future__ import annotations

from itertools import combinations

from rules import registry
from rules.actions import Action
from rules.hexes import Direction, Hex
from rules.state import GameState, Unit

FACINGS = tuple(d.name for d in Direction)


def _nearest_enemy(state: GameState, player: int, at: Hex) -> Hex | None:
    enemies = [u.hex for u in state.units.values() if u.player != player and not state.allies(u.player, player)]
    if not enemies:
        return None
    return min(enemies, key=lambda h: (at.distance(h), h))


def _toward(state: GameState, at: Hex, target: Hex) -> Direction:
    """The direction from ``at`` whose neighbour lies nearest ``target``."""
    line = at.direction_to(target)
    if line is not None:
        return line
    return min(Direction, key=lambda d: (at.step(d).distance(target), int(d)))


def best_facing(state: GameState, unit: Unit, at: Hex) -> str:
    """The facing that turns ``unit``'s strongest attacking edge toward the nearest enemy
    unit from hex ``at`` (its present facing when it has no attack or no enemy is left)."""
    spec = state.spec(unit)
    target = _nearest_enemy(state, unit.player, at)
    if not spec.attacks or target is None:
        return unit.facing.name
    strongest = max(spec.attacks, key=lambda a: (a.strength, -a.edge))
    direction = _toward(state, at, target)
    return Direction((int(direction) - strongest.edge) % 6).name


def sensible_dances(state: GameState, player: int | None = None) -> list[Action]:
    """The arrangements (Dances) worth evaluating for ``player`` (default: the player to act);
    see the module docstring. Empty when the player's army has none, or nothing to arrange."""
    me = state.to_act if player is None else player
    arrangement = registry.arrangement_of(state.players[me].army)
    units = arrangement.units(state, me) if arrangement is not None else []
    if arrangement is None or not units:
        return []
    b = state.board
    here = {u.uid: (u.hex, u.facing.name) for u in units}
    plans: list[dict[int, tuple[Hex, str]]] = []
    for u in units:  # one unit turns in place
        for f in FACINGS:
            if f != u.facing.name:
                plans.append({u.uid: (u.hex, f)})
    plans.append({u.uid: (u.hex, best_facing(state, u, u.hex)) for u in units})  # all face the enemy
    for a, c in combinations(units, 2):  # two units swap hexes
        plans.append({a.uid: (c.hex, a.facing.name), c.uid: (a.hex, c.facing.name)})
        plans.append({a.uid: (c.hex, best_facing(state, a, c.hex)), c.uid: (a.hex, best_facing(state, c, a.hex))})
    if len(units) == 3:  # the three rotate their hexes
        for shift in (1, 2):
            plans.append({u.uid: (units[(i + shift) % 3].hex, u.facing.name) for i, u in enumerate(units)})
    out: list[Action] = []
    seen: set[tuple[str, ...]] = set()
    for plan in plans:
        words: list[str] = []
        for u in units:
            dst, facing = plan.get(u.uid, here[u.uid])
            if (dst, facing) != here[u.uid]:
                words.extend((b.name(u.hex), b.name(dst), facing))
        key = tuple(words)
        if words and key not in seen:
            seen.add(key)
            out.append(Action(arrangement.verb, hexes=key))
    return out
