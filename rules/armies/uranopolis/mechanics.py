"""Uranopolis's Power Supply, the Ravager's Demolition, the Wastes, the Gauss Transformer and the
Ray (docs/rulings.md, "Uranopolis").

- Power Supply (UR1-UR3): a unit with the ability ``powered`` (the plug: every fighting unit but
  the Mechanic and the Mercenary) needs power, or it counts as netted: no attack, net, module
  effect, move or push. It is powered while a friendly unit that is not netted links to it with
  the effect ``power_supply``: the HQ on all six edges, the Mechanic, the Combat Generator, the
  Acceleration Generator and the Transport on their marked edges. Power is worked out in the
  board's analysis together with the nets (:func:`rules.analysis.supply`), so it changes at
  once whenever the board does (a supply netted, destroyed or moved away), in battle at the
  start of every initiative segment. The twelve no-power markers of the box are a reminder of
  that state, not part of it: nothing is kept. When a unit loses or regains power the log tells
  it (:class:`rules.events.PowerLost`, :class:`rules.events.PowerRestored`).
- Demolition (UR4): the Ravager's attack on its two marked adjacent hexes and on the hex two
  steps away between them; it hits the enemy tile there for 1, armour does not help, no
  officer boosts it, a Flying unit is hit all the same.
- The Wastes (UR5): every enemy unit linked to the Wastes (all six edges) has its initiative
  lowered by 1, as a Saboteur's.
- The Gauss Transformer (UR6): a ranged attack of a linked unit may be fired as a Gauss attack
  (every enemy along the line; not boosted, R120); the engine fires it so when that wounds
  more, telling it as a conversion.
- The Ray (UR7): ``play ray HEX``, HEX next to the player's HQ (not netted, not paralysed): a
  beam from the HQ through HEX and on to the board's edge wounds every enemy tile along it
  for 1 (armour protects, as against a Gauss shot; HQs are spared, as by every instant).
"""

from __future__ import annotations

from functools import lru_cache

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, hexes_target
from rules.analysis import EFFECTS, NEGATIVE_EFFECTS, Analysis, UnitView, condition, supply
from rules.battle import (
    HIT_STEPS,
    REACH,
    SEGMENT_STEPS,
    Chain,
    LazyAnalysis,
    Packet,
    Part,
    SegmentStep,
    analyse,
    is_enemy,
    resolve_packets,
    unit_packets,
)
from rules.catalog import TileSpec, army
from rules.common import consume_instant, need, parse_hex
from rules.hexes import Board, Direction, Hex
from rules.state import GameState
from rules.turns import check_hq_falls

ARMY = "uranopolis"
POWERED = "powered"  # the plug: the unit needs power
POWER_SUPPLY = "power_supply"  # the socket: the edge gives power
UNPOWERED = "unpowered"  # the condition of a unit without power (it counts as netted)
WASTES = "wastes"
GAUSS_TRANSFORMER = "gauss_transformer"
DEMOLITION = "demolition"
DIAGONAL = "demolition-diagonal"
RAY = "ray"
Events = list[ev.Event]
_DIRS = tuple(Direction)


def unpowered(v: UnitView) -> bool:
    """Whether the unit needs power and has none (it counts as netted)."""
    return bool(v.conditions) and UNPOWERED in v.conditions


@lru_cache(maxsize=64)
def _needs_power(army_key: str) -> bool:
    return any(POWERED in t.abilities for t in army(army_key).tiles)


def _power_in_play(an: Analysis) -> bool:
    return any(_needs_power(a) for a in an.armies.values())


# ---------------------------------------------------------------------- power told
def _power_changes(before: Analysis, after: Analysis, board: Board) -> Events:
    """Units still on the board that lost or regained power between two analyses."""
    out: Events = []
    for uid, v in sorted(before.views.items()):
        w = after.views.get(uid)
        if w is None or POWERED not in v.spec.abilities:
            continue
        was, now = unpowered(v), unpowered(w)
        if was != now:
            u = w.unit
            kind = ev.PowerLost if now else ev.PowerRestored
            out.append(kind(u.player, u.tile, board.name(u.hex)))
    return out


def _power_after_hits(
    state: GameState, an: Analysis, packets: list[Packet], absorbed: dict[int, Chain], events: Events
) -> None:
    """After a damage step that removed a unit: the units whose power it changed."""
    if not _power_in_play(an):
        return
    units = state.units
    if all(units.get(v.unit.hex) is v.unit for v in an.views.values()):
        return  # nobody left the board: no power changed
    events.extend(_power_changes(an, analyse(state), state.board))


def _power_after_action(s: GameState, a: Action, events: Events) -> None:
    """A tile placed (by any player): the units it leaves without power (a unit placed where
    nothing powers it, or an enemy net on what powered others) and those it powers again."""
    if a.verb != "place" or not a.hexes or not any(_needs_power(ps.army) for ps in s.players.values()):
        return
    h = s.board.parse(a.hexes[0])
    u = s.units.get(h)
    if u is None or u.tile != a.tile:
        return
    after = analyse(s)
    units = s.units
    s.units = {k: w for k, w in units.items() if k != h}  # the board before the tile came
    try:
        before = analyse(s)
    finally:
        s.units = units
    placed = after.views[u.uid]
    changes = _power_changes(before, after, s.board)
    if POWERED in placed.spec.abilities and unpowered(placed):
        changes.insert(0, ev.PowerLost(u.player, u.tile, a.hexes[0]))
    events.extend(changes)


# ---------------------------------------------------------------------- Demolition
def _demolition_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    """The enemy tile on the adjacent hex; armour does not help, Flying does not dodge it."""
    n = board._adj[v.unit.hex][direction]
    t = an.by_hex.get(n) if n is not None else None
    if t is None or not is_enemy(an, v.unit, t.unit):
        return []
    return [(t, 0)]


def diagonal(board: Board, h: Hex, direction: Direction) -> Hex | None:
    """The hex two steps from ``h`` between ``direction`` and the next one clockwise."""
    adj = board._adj
    nxt = _DIRS[(direction + 1) % 6]
    for first, second in ((direction, nxt), (nxt, direction)):
        mid = adj[h][first]
        if mid is not None:
            return adj[mid][second]
    return None


def _diagonal_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    """The enemy tile on the hex two steps away between the edge and the next one clockwise."""
    n = diagonal(board, v.unit.hex, direction)
    t = an.by_hex.get(n) if n is not None else None
    if t is None or not is_enemy(an, v.unit, t.unit):
        return []
    return [(t, 0)]


# ---------------------------------------------------------------------- the Wastes
def _wastes(t: UnitView, src: UnitView, value: int) -> None:
    t.slow += value


# ---------------------------------------------------------------------- the Gauss Transformer
@lru_cache(maxsize=64)
def _has_transformer(army_key: str) -> bool:
    return any(GAUSS_TRANSFORMER in t.effect_names for t in army(army_key).tiles)


def _transformed(state: GameState, an: Analysis) -> bool:
    """Whether an army of the battle has a Gauss Transformer (one may be taken by a Scoper)."""
    return any(_has_transformer(a) for a in an.armies.values())


def _gauss_edge(board: Board, an: Analysis, v: UnitView, edge: int) -> list[Packet]:
    """The edge's shots fired as Gauss attacks: every enemy along the line, not boosted."""
    u = v.unit
    direction = _DIRS[(edge + u.facing) % 6]
    out: list[Packet] = []
    for a in v.spec.attacks:
        if a.edge != edge:
            continue
        for t, armor in REACH["gauss"](board, an, v, direction):
            if v.spec.is_hq and t.spec.is_hq:
                continue
            out.append(Packet(u, u.tile, t.unit, direction, [Part("gauss", a.strength, min(armor, a.strength))]))
    return out


def _gauss_packets(
    state: GameState, an: Analysis, packets: list[Packet], fired: set[int], events: Events
) -> list[Packet]:
    """Each firing unit linked to a Gauss Transformer fires a shooting edge (all its attacks
    ranged) as a Gauss attack when that wounds more (UR6)."""
    board = state.board
    for uid in sorted(fired):
        v = an.views[uid]
        if not v.conditions or GAUSS_TRANSFORMER not in v.conditions or v.quartermasters:
            continue
        edges = sorted({a.edge for a in v.spec.attacks})
        shooting = [e for e in edges if all(a.kind == "ranged" for a in v.spec.attacks if a.edge == e)]
        chosen: dict[int, list[Packet]] = {}
        for e in shooting:
            gauss = _gauss_edge(board, an, v, e)
            if sum(p.damage for p in gauss) > sum(p.damage for p in unit_packets(board, an, v, only_edge=e)):
                chosen[e] = gauss
        if not chosen:
            continue
        mine = [p for p in packets if p.source is v.unit]
        packets = [p for p in packets if p.source is not v.unit]
        for e in edges:
            if e in chosen:
                packets.extend(chosen[e])
                u = v.unit
                events.append(
                    ev.Converted(u.player, u.tile, board.name(u.hex), _DIRS[(e + u.facing) % 6].name, "gauss")
                )
            else:
                direction = _DIRS[(e + v.unit.facing) % 6]
                kept = [
                    p for p in mine if p.direction == direction or (p.reflected and p.direction == direction.opposite)
                ]
                packets.extend(kept)
    return packets


# ---------------------------------------------------------------------- the Ray
def _hq_beam_source(state: GameState, an: Analysis) -> UnitView | None:
    """The current player's HQ, if it may send the Ray (on the board, not netted nor paralysed)."""
    hq = state.hq_of(state.current)
    if hq is None:
        return None
    v = an.views.get(hq.uid)
    if v is None or v.netted or v.disarmed:
        return None
    return v


def _ray_targets(state: GameState, an: Analysis, hq: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    out = []
    for t, armor in REACH["gauss"](state.board, an, hq, direction):
        if registry.instant_target(t.spec):
            out.append((t, armor))
    return out


def _ray_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    an = lazy.get()
    hq = _hq_beam_source(state, an)
    if hq is None:
        return []
    b = state.board
    return [Action.play(spec.key, b.name(n)) for d, n in b.neighbours(hq.unit.hex) if _ray_targets(state, an, hq, d)]


def _ray(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    """play ray HEX: the beam from the HQ through HEX wounds every enemy tile along it for 1."""
    need(a, 1, "play ray HEX")
    an = analyse(s)
    hq = _hq_beam_source(s, an)
    if hq is None:
        raise IllegalAction("the Ray needs your HQ on the board, neither netted nor paralysed", "ray-no-hq")
    h = parse_hex(s, a.hexes[0])
    direction = next((d for d, n in s.board.neighbours(hq.unit.hex) if n == h), None)
    if direction is None:
        raise IllegalAction("the Ray is aimed at a hex next to your HQ", "ray-aim", hex=a.hexes[0])
    targets = _ray_targets(s, an, hq, direction)
    if not targets:
        raise IllegalAction("the Ray would hit no enemy that way", "ray-nothing", hex=a.hexes[0])
    consume_instant(s, spec, a.hexes[0], events)
    packets = [Packet(None, spec.key, t.unit, direction, [Part(RAY, 1, armor)]) for t, armor in targets]
    events.extend(resolve_packets(s, an, packets, {}))
    check_hq_falls(s, events)


# ---------------------------------------------------------------------- registration
def register() -> None:
    registry.unit_state(ARMY, "unpowered", lambda state, an, u: unpowered(an.views[u.uid]))  # what the pictures show
    supply(POWERED, POWER_SUPPLY, UNPOWERED)
    REACH[DEMOLITION] = _demolition_reach
    REACH[DIAGONAL] = _diagonal_reach
    NEGATIVE_EFFECTS.add(WASTES)
    EFFECTS[WASTES] = _wastes
    EFFECTS[GAUSS_TRANSFORMER] = condition(GAUSS_TRANSFORMER)
    HIT_STEPS.append(_power_after_hits)
    SEGMENT_STEPS.append(SegmentStep(_transformed, packets=_gauss_packets))
    registry.after_action(ARMY, _power_after_action)
    registry.instant(
        RAY,
        _ray,
        _ray_options,
        army=ARMY,
        tile=RAY,
        parse=hexes_target(RAY, "play ray HEX"),
        needs="err-ray-needs",
    )


register()

__all__ = ["diagonal", "unpowered"]
