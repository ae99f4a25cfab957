"""The Steel Police in battle: the Judge's Reflection (abilities.md §6.5, R126-R128).

An attack that comes in through an edge with Reflection (``reflects`` in the tile data)
does not hurt the Judge and goes back one hex, where it hits the unit standing there if
that unit is an enemy of the Judge's owner. Registered in :data:`rules.battle.REFLECTIONS`.
"""

from __future__ import annotations

from rules import events as ev
from rules.analysis import Analysis, UnitView, incoming_edge
from rules.battle import REFLECTIONS, Reflection, is_enemy
from rules.hexes import Board, Direction


def reflects(an: Analysis, t: UnitView, direction: Direction) -> bool:
    """Whether ``t`` turns back an attack travelling in ``direction``: the attack comes in
    through an edge with Reflection and ``t`` is not netted (R30)."""
    return not t.netted and incoming_edge(t.unit, direction.opposite) in t.spec.reflects


def reflect(
    board: Board,
    an: Analysis,
    v: UnitView,
    judge: UnitView,
    direction: Direction,
    kind: str,
    events: list[ev.Event] | None,
) -> tuple[UnitView, int] | None:
    """A Reflection: the attack does not hurt ``judge`` and goes back one hex, where it hits
    the unit standing there if that unit is an enemy of the Judge's owner; with the
    attacker's strength, armor applying to shots. An attack turned back into a second
    Reflection is cancelled (R127), and a reflected HQ attack never wounds an HQ (R87).
    Returns the new target and its armor, or None when the attack hits nobody."""
    back = direction.opposite
    n = board.neighbour(judge.unit.hex, back)
    r = an.by_hex.get(n) if n is not None else None
    hit = r is not None and is_enemy(an, judge.unit, r.unit) and not reflects(an, r, back)
    if hit and r is not None and v.spec.kind == "hq" and r.spec.kind == "hq":
        # a reflected HQ attack never wounds an HQ (R87); Dancer's Objects wound and are wounded (R143)
        hit = v.spec.is_object or r.spec.is_object
    if events is not None:
        events.append(
            ev.Reflected(
                judge.unit.player,
                judge.unit.tile,
                board.name(judge.unit.hex),
                v.unit.player,
                v.unit.tile,
                board.name(v.unit.hex),
                board.name(n) if n is not None else "",
                r.unit.player if hit and r is not None else 0,
                r.unit.tile if hit and r is not None else "",
            )
        )
    if not hit or r is None:
        return None
    armor = 1 if kind != "melee" and incoming_edge(r.unit, direction) in r.spec.armor else 0
    return r, armor


REFLECTIONS.append(Reflection(reflects, reflect))
