"""Sharrash's Paralysis, Mortar, Explosive, Underground and the HQ's Underground Castling, and
the Hole (docs/rulings.md, "Sharrash").

- Paralysis (SH1): a hit of a unit with Paralysis (the Plague, the Mutant, or a unit linked to
  the Landfill: the condition ``paralysing``) that wounds an enemy unit or HQ, and that no
  Medic took, puts a paralysis marker on it (:class:`rules.state.Marker`, kept in the state,
  public): from then on it makes no attack until the end of the battle (the marker puts the
  condition ``paralysis`` on it: :data:`rules.analysis.MARKER_CONDITIONS`, :data:`DISARMING`);
  every other ability still acts. Every paralysis marker leaves the board when a battle ends.
- The Paralysis instant (SH2): a paralysis marker on an enemy unit or HQ, until the end of the
  next battle.
- Mortar (SH3): a shot that hits only the enemy on the hex two hexes away along its edge,
  whatever stands between; armour protects as usual, ranged officers boost it.
- Explosive (SH4): before the first initiative of a battle (after the venom wounds), every
  Explosive not netted nor paralysed whose front edge touches an enemy tile blows up: the
  enemy unit there is destroyed (a Medic may take it; an HQ takes nothing; a Dancer Object
  takes 1) and the Explosive is destroyed whatever happens. One that does not blow up then
  never does in that battle.
- Underground (SH5): the modules' printed feature, and every own unit's while an Underworlds
  of the player stands on the board neither netted nor taken by a Scoper. It only lets the HQ
  swap with the unit; it protects from nothing.
- Underground Castling (SH6): once per turn the HQ (not netted) swaps hexes with an adjacent
  own Underground unit (not netted); neither turns: ``tunnel HQ UNIT``.
- The Hole (SH7), a Foundation: in its owner's turn, while no unit stands on it, it drags an
  adjacent enemy unit (not an HQ; a Dancer Object may be) onto itself without turning it
  (``drag HOLE TARGET``); when a battle ends, the enemy unit on it is destroyed (no Medic
  takes it; a Dancer Object takes 1 wound, an HQ nothing; own and allied units are safe).
"""

from __future__ import annotations

from functools import lru_cache

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, expect, hex_word, hexes_target
from rules.analysis import DISARMING, EFFECTS, MARKER_CONDITIONS, Analysis, UnitView, condition, edge_direction
from rules.battle import (
    BATTLE_START,
    HIT_STEPS,
    RANGED_KINDS,
    REACH,
    Chain,
    LazyAnalysis,
    Packet,
    Part,
    analyse,
    apply_damage,
    freed_events,
    is_enemy,
    lay_aside,
    resolve_packets,
    toughness_losses,
    unit_packets,
)
from rules.catalog import TileSpec, army
from rules.common import consume_instant, need, own_unit, parse_hex
from rules.hexes import Board, Direction
from rules.instants import swap_units
from rules.state import PHASE_TURN, Foundation, GameState, Marker, Unit

ARMY = "sharrash"
PARALYSIS = ev.PARALYSIS  # the marker's kind and the condition it puts on its unit
PARALYSING = "paralysing"  # the Landfill's module effect: linked own units paralyse what they wound
UNDERGROUND = "underground"
UNDERWORLDS = "underworlds"
CASTLING = "underground_castling"
HOLE = "hole"
EXPLOSIVE = "explosive"
Events = list[ev.Event]


# ---------------------------------------------------------------------- Paralysis
def paralyses(v: UnitView) -> bool:
    """Whether the hits of this unit that wound also paralyse (the tile's ability, or a linked
    Landfill's condition)."""
    return PARALYSIS in v.spec.abilities or PARALYSING in v.conditions


def paralysed(state: GameState, uid: int) -> bool:
    return bool(state.markers_on(uid, PARALYSIS))


def paralyse(state: GameState, an: Analysis | None, t: Unit, by: int, events: Events) -> None:
    """Put ``by``'s paralysis marker on ``t`` (once: a unit is paralysed or not)."""
    if paralysed(state, t.uid):
        return
    state.add_marker(t.uid, Marker(PARALYSIS, by))
    if an is not None and t.uid in an.views:  # the battle's analysis: it stops attacking at once
        v = an.views[t.uid]
        v.conditions = v.conditions | {PARALYSIS}
    events.append(ev.Paralysed(by, t.tile, state.board.name(t.hex), state.owner(t)))


def _paralyse_hits(
    state: GameState, an: Analysis, packets: list[Packet], absorbed: dict[int, Chain], events: Events
) -> None:
    """After a damage step: every hit of a paralysing unit that wounded an enemy still on the
    board (no Medic took it) paralyses it."""
    if not any(_paralysing_army(a) for a in an.armies.values()):
        return  # no army here has a paralysing tile: nothing to look at
    for i, p in enumerate(packets):
        src = p.source
        if src is None or i in absorbed or p.damage <= 0:
            continue
        v = an.views.get(src.uid)
        if v is None or not paralyses(v):
            continue
        t = p.target
        if state.units.get(t.hex) is not t or not state.hostile(src.player, t.player):
            continue
        paralyse(state, an, t, src.player, events)


def _lift_paralysis(s: GameState, events: Events) -> None:
    """The battle is over: every paralysis marker leaves the board."""
    if not s.markers:
        return
    s.prune_markers()
    by_uid = {u.uid: u for u in s.units.values()}
    for uid in sorted(s.markers):
        found = s.markers[uid]
        if not any(m.kind == PARALYSIS for m in found):
            continue
        rest = tuple(m for m in found if m.kind != PARALYSIS)
        if rest:
            s.markers[uid] = rest
        else:
            del s.markers[uid]
        u = by_uid.get(uid)
        if u is not None:
            events.append(ev.ParalysisEnded(u.player, u.tile, s.board.name(u.hex)))


def _enemies(state: GameState) -> list[Unit]:
    index = {h: i for i, h in enumerate(state.board.hexes)}
    return sorted(
        (u for u in state.units.values() if state.hostile(state.current, u.player)), key=lambda u: index[u.hex]
    )


def _paralysis_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    return [Action.play(spec.key, b.name(u.hex)) for u in _enemies(state) if not paralysed(state, u.uid)]


def _paralysis(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 1, "play paralysis HEX")
    h = parse_hex(s, a.hexes[0])
    u = s.units.get(h)
    if u is None or not s.hostile(s.current, u.player):
        raise IllegalAction("Paralysis is played on an enemy unit or HQ", "paralysis-target", hex=a.hexes[0])
    if paralysed(s, u.uid):
        raise IllegalAction("that unit is paralysed already", "paralysis-already", hex=a.hexes[0])
    consume_instant(s, spec, a.hexes[0], events)
    paralyse(s, None, u, s.current, events)


# ---------------------------------------------------------------------- Mortar
def _mortar_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    """The enemy two hexes away along the edge, whatever stands between (SH3); armour helps."""
    line = board._lines[v.unit.hex][direction]
    if len(line) < 2:
        return []
    t = an.by_hex.get(line[1])
    if t is None or not is_enemy(an, v.unit, t.unit):
        return []
    armor = 1 if (direction + 3 - t.unit.facing) % 6 in t.spec.armor else 0
    return [(t, armor)]


# ---------------------------------------------------------------------- Explosive
def _explosive_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    """The enemy tile touching the Explosive's marked edge (an HQ too: it blows up at it)."""
    n = board._adj[v.unit.hex][direction]
    t = an.by_hex.get(n) if n is not None else None
    if t is None or not is_enemy(an, v.unit, t.unit):
        return []
    return [(t, 0)]


def _blast(p: Packet, an: Analysis) -> bool:
    """Make an Explosive's packet destroy its target (SH4): all its hit points (an Object: 1);
    False when the target is an HQ, which the blast does not wound."""
    t = an.views[p.target.uid]
    if t.spec.is_object:
        strength = 1
    elif t.spec.is_hq:
        return False
    else:
        strength = max(1, t.hp - t.unit.wounds)
    p.parts = [Part(EXPLOSIVE, strength)]
    return True


@lru_cache(maxsize=64)
def _paralysing_army(army_key: str) -> bool:
    """Whether an army has a tile whose hits paralyse, or a module that gives that."""
    return any(PARALYSIS in t.abilities or PARALYSING in t.effect_names for t in army(army_key).tiles)


@lru_cache(maxsize=64)
def _has_explosives(army_key: str) -> bool:
    return any(EXPLOSIVE in t.abilities for t in army(army_key).tiles)


def _explode(state: GameState) -> Events:
    """Before the first initiative: every Explosive that can blows up, all at once."""
    if not any(_has_explosives(ps.army) for ps in state.players.values()):
        return []
    candidates = [u for u in state.units.values() if EXPLOSIVE in state.spec(u).abilities]
    if not candidates:
        return []
    an = analyse(state)
    board = state.board
    events: Events = []
    packets: list[Packet] = []
    destroyed: set[int] = set()
    causes: dict[int, str] = {}
    for u in sorted(candidates, key=lambda x: x.uid):
        v = an.views[u.uid]
        if v.netted or v.disarmed:
            continue  # a netted or paralysed Explosive does not blow up in this battle
        front = edge_direction(u, 0)
        if not _explosive_reach(board, an, v, front):
            continue  # no enemy tile on its marked edge: it does not blow up at all
        n = board._adj[u.hex][front]
        assert n is not None
        events.append(ev.Detonated(u.player, u.tile, board.name(u.hex), board.name(n)))
        destroyed.add(u.uid)
        causes[u.uid] = "explosion"
        packets.extend(p for p in unit_packets(board, an, v, reflections=events) if _blast(p, an))
    if not destroyed:
        return []
    events.extend(resolve_packets(state, an, packets, causes, destroyed))
    return events


# ---------------------------------------------------------------------- Underground
def _underworlds_for(state: GameState, an: Analysis, player: int) -> bool:
    """Whether ``player`` has an Underworlds on the board that acts: not netted, not taken by
    an enemy Scoper, not taken over."""
    return any(
        UNDERWORLDS in v.spec.abilities
        and not v.netted
        and v.unit.player == player == state.owner(v.unit) == v.beneficiary
        for v in an.views.values()
    )


def underground(state: GameState, an: Analysis, u: Unit) -> bool:
    """Whether the unit has Underground now (SH5): its own tile's feature (a module not taken
    by a Scoper), or every unit of its player's while their Underworlds acts. Units under
    another player's control have none."""
    if state.owner(u) != u.player:
        return False
    v = an.views[u.uid]
    if UNDERGROUND in v.spec.abilities and v.beneficiary == u.player:
        return True
    return _underworlds_for(state, an, u.player)


def _castling_key(hq: Unit) -> str:
    return f"tunnel:{hq.uid}"


def _castling_partners(state: GameState, an: Analysis, hq: Unit) -> list[Unit]:
    out = []
    for _, n in state.board.neighbours(hq.hex):
        w = state.units.get(n)
        if w is not None and w.player == hq.player and not an.views[w.uid].netted and underground(state, an, w):
            out.append(w)
    return out


def _do_tunnel(s: GameState, a: Action, events: Events) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("Underground Castling is used in your own turn", "not-your-turn")
    need(a, 2, "tunnel HQ UNIT")
    an = analyse(s)
    hq = own_unit(s, an, a.hexes[0], "HQ")
    spec = an.views[hq.uid].spec
    if CASTLING not in spec.abilities:
        raise IllegalAction(f"the {spec.key} has no Underground Castling", "no-tunnel", tile=spec.key, army=spec.army)
    if _castling_key(hq) in s.turn.used:
        raise IllegalAction("your HQ already swapped this turn", "tunnel-used")
    w = own_unit(s, an, a.hexes[1])
    if w not in _castling_partners(s, an, hq):
        raise IllegalAction(
            "your HQ swaps with an adjacent unit of yours that has Underground", "tunnel-target", hex=a.hexes[1]
        )
    s.turn.used.append(_castling_key(hq))
    s.turn.acted = True
    swap_units(s, hq, w, "tunnel", an, events)


# ---------------------------------------------------------------------- the Hole
def _holes(s: GameState, player: int | None = None) -> list[Foundation]:
    out = []
    for f in s.foundations.values():
        if player is not None and f.player != player:
            continue
        spec = army(s.players[f.player].army)
        if spec.has_tile(f.tile) and HOLE in spec.tile(f.tile).abilities:
            out.append(f)
    return sorted(out, key=lambda f: f.uid)


def _draggable(s: GameState, f: Foundation) -> list[Unit]:
    """The enemy units the empty Hole ``f`` may drag onto itself: adjacent, not HQs."""
    if f.hex in s.units:
        return []
    out = []
    for _, n in s.board.neighbours(f.hex):
        u = s.units.get(n)
        if u is not None and s.hostile(f.player, u.player) and registry.instant_target(s.spec(u)):
            out.append(u)
    return out


def _do_drag(s: GameState, a: Action, events: Events) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("the Hole drags in your own turn", "not-your-turn")
    need(a, 2, "drag HOLE TARGET")
    h = parse_hex(s, a.hexes[0])
    f = s.foundations.get(h)
    if f is None or f.player != s.current or f not in _holes(s):
        raise IllegalAction("there is no Hole of yours on that hex", "no-hole", hex=a.hexes[0])
    if h in s.units:
        raise IllegalAction("a unit already stands on the Hole", "hole-taken", hex=a.hexes[0])
    t = s.units.get(parse_hex(s, a.hexes[1]))
    if t is None or t not in _draggable(s, f):
        raise IllegalAction("the Hole drags an adjacent enemy unit (not an HQ)", "drag-target", hex=a.hexes[1])
    an = analyse(s)
    del s.units[t.hex]
    t.hex = h
    s.units[h] = t
    s.turn.acted = True
    events.append(ev.Moved(t.player, t.tile, a.hexes[1], a.hexes[0], t.facing.name, "hole"))
    events.extend(freed_events(s, an))


def _swallow(s: GameState, events: Events) -> None:
    """The battle is over: each Hole destroys the enemy unit on it (SH7)."""
    holes = _holes(s) if s.foundations else []
    if not holes:
        return
    an = analyse(s)
    wounds: dict[int, int] = {}
    gone: list[Unit] = []
    for f in holes:
        u = s.units.get(f.hex)
        if u is None or not s.hostile(f.player, u.player):
            continue
        spec = an.views[u.uid].spec
        if spec.is_object:
            wounds[u.uid] = 1  # "In a game against The Dancer, the Hole inflicts 1 damage to the Object"
        elif not spec.is_hq:
            gone.append(u)
            events.append(ev.Swallowed(u.player, u.tile, s.board.name(u.hex), f.player))
    if wounds:
        events.extend(apply_damage(s, an, wounds, set(), {}))
    for u in gone:
        del s.units[u.hex]
        lay_aside(s, s.owner(u), an.views[u.uid].spec)
    if not gone and not wounds:
        return
    s.prune_markers()
    after = analyse(s)
    events.extend(freed_events(s, an, after))
    lost = toughness_losses(s, after)
    while lost:
        events.extend(lost)
        lost = toughness_losses(s, analyse(s))


def _after_fight(s: GameState, events: Events) -> None:
    _swallow(s, events)
    _lift_paralysis(s, events)


# ---------------------------------------------------------------------- turn abilities
def _gate(seats: tuple[int, ...], armies: tuple[str, ...], me: int) -> registry.Check | None:
    mine = army(armies[seats.index(me)])
    if CASTLING in mine.hq.abilities or any(HOLE in t.abilities for t in mine.tiles):
        return _always
    return None


def _always(state: GameState) -> bool:
    return True


def _actions(state: GameState, lazy: LazyAnalysis, verb: str | None) -> list[Action]:
    me = state.current
    b = state.board
    out: list[Action] = []
    if verb in (None, "tunnel"):
        hq = state.hq_of(me)
        if hq is not None and CASTLING in state.spec(hq).abilities and _castling_key(hq) not in state.turn.used:
            an = lazy.get()
            if not an.views[hq.uid].netted:
                out.extend(
                    Action("tunnel", hexes=(b.name(hq.hex), b.name(w.hex))) for w in _castling_partners(state, an, hq)
                )
    if verb in (None, "drag") and state.foundations:
        for f in _holes(state, me):
            out.extend(Action("drag", hexes=(b.name(f.hex), b.name(u.hex))) for u in _draggable(state, f))
    return out


def _p_two(verb: str, usage: str):  # type: ignore[no-untyped-def]
    def parse(args: list[str]) -> Action:
        expect(args, 2, usage)
        return Action(verb, hexes=(hex_word(args[0]), hex_word(args[1])))

    return parse


# ---------------------------------------------------------------------- registration
def _shows_paralysis(state: GameState, an: Analysis, u: Unit) -> bool:
    return bool(state.markers) and paralysed(state, u.uid)


def _shows_underground(state: GameState, an: Analysis, u: Unit) -> bool:
    return state.spec(u).army == ARMY and underground(state, an, u)


def register() -> None:
    registry.unit_state(ARMY, "paralysis", _shows_paralysis)  # what the pictures show
    registry.unit_state(ARMY, "underground", _shows_underground)
    REACH["mortar"] = _mortar_reach
    RANGED_KINDS.add("mortar")
    REACH[EXPLOSIVE] = _explosive_reach
    EFFECTS[PARALYSING] = condition(PARALYSING)
    MARKER_CONDITIONS[PARALYSIS] = PARALYSIS
    DISARMING.add(PARALYSIS)
    registry.marker_kind(PARALYSIS, ARMY)
    HIT_STEPS.append(_paralyse_hits)
    BATTLE_START.append(_explode)
    registry.verb("tunnel", _do_tunnel, army=ARMY, parse=_p_two("tunnel", "tunnel HQ UNIT"), moves=True)
    registry.verb("drag", _do_drag, army=ARMY, parse=_p_two("drag", "drag HOLE TARGET"), moves=True)
    registry.turn_abilities(ARMY, registry.TurnAbilities(frozenset({"tunnel", "drag"}), _actions, _gate))
    registry.after_fight(ARMY, _after_fight)
    registry.instant(
        "paralysis",
        _paralysis,
        _paralysis_options,
        army=ARMY,
        tile="paralysis",
        parse=hexes_target("paralysis", "play paralysis HEX"),
        needs="err-paralysis-needs",
    )


register()

__all__ = ["paralysed", "underground"]
