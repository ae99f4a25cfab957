"""Dancer's Objects: units, HQs and modules at once (abilities.md §7.1, docs/rulings.md "Dancer").

Each Object keeps its damage in its unit's ``wounds`` (10 hit points each); the player's
``hq_hp`` is derived from them: the sum of the Objects' hit points, or 0 once any Object
is destroyed (Dancer then lost, as if its HQ fell), so that HQ destruction, the end-of-game
comparison and the computer players need no Dancer case.
"""

from __future__ import annotations

from rules.analysis import Analysis
from rules.catalog import army, has_objects, object_hp
from rules.state import PHASE_HQ, GameState, Unit

OBJECT_HP = 10
HEAL = 2


def objects_of(state: GameState, player: int) -> list[Unit]:
    """The player's Objects on the board, by uid."""
    if not has_objects(state.players[player].army):
        return []
    out = [u for u in state.units.values() if u.player == player and state.spec(u).is_object]
    return sorted(out, key=lambda u: u.uid)


def owned_objects(state: GameState, player: int) -> list[Unit]:
    """The player's Objects on the board, by uid, those under Vegas's Control too (they are
    still the player's HQ: S004)."""
    if not state.taken:
        return objects_of(state, player)
    out = [u for u in state.units.values() if state.owner(u) == player and state.spec(u).is_object]
    return sorted(out, key=lambda u: u.uid)


def start_hp(army_key: str) -> int:
    return sum(t.hp for t in army(army_key).objects)


def sync_hp(state: GameState, player: int) -> None:
    """Derive a Dancer player's ``hq_hp`` from its Objects (0 once any of them is gone)."""
    ps = state.players[player]
    a = army(ps.army)
    if not a.objects or ps.out:
        return
    units = owned_objects(state, player)
    if state.phase == PHASE_HQ and len(units) < len(a.objects):
        ps.hq_hp = start_hp(ps.army)
        return
    # Once an Object has fallen (its unit reached 10 wounds, then left the board) Dancer
    # stays at 0: a destroyed HQ does not come back.
    if ps.hq_hp <= 0 or any(state.spec(u).hp - u.wounds <= 0 for u in units):
        ps.hq_hp = 0
        return
    ps.hq_hp = sum(object_hp(state.spec(u), u.wounds) for u in units)


def nets_on(state: GameState, an: Analysis, u: Unit) -> int:
    """How many working nets hold ``u`` (each free netter whose net edge faces it, and each
    Steel Net marker on it); 0 when it is not netted."""
    v = an.views[u.uid]
    if not v.netted:
        return 0
    count = sum(1 for ps in state.players.values() if ps.steel_net == u.uid and not ps.out)
    for w in an.views.values():
        if not w.spec.nets or w.netted or w.unit.uid == u.uid:
            continue
        spider = "spider_net" in w.spec.abilities
        if not (spider or an.hostile(w.unit.player, u.player)):
            continue
        if any(t.unit.uid == u.uid for t in an.linked(w, w.spec.nets)):
            count += 1
    return max(count, 1)
