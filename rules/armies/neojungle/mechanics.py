"""Neojungle's Matrix, Venom, Roots, Small Bomb and Castling (docs/rulings.md, "Neojungle").

- The Matrix (NJ1, NJ2): the Neojungle player's own units next to their HQ, and own units next
  to those, and so on, form the Matrix (one connected group, grown from the HQ; a netted HQ
  forms none). A Neojungle module linked to any unit of a Matrix acts on every unit of that
  Matrix, the HQ included, once per unit, never on itself
  (:data:`rules.analysis.MODULE_GROUPS`).
- Roots (NJ3), a Foundation with the ability ``matrix``: the Matrix grows through the hex of
  its owner's Roots as through an own unit (whatever stands on it), so units next to Roots
  that belong to the Matrix join it.
- Venom (NJ4): a hit of a unit with Venom that wounds an enemy (an HQ too) and that no Medic
  took puts a venom marker on it, while its owner's supply (two markers for Neojungle, shared
  by allies) has one free. At the start of every battle, before its first segment, each unit
  takes one wound per venom marker on it (a Medic may take each one). Markers are
  :class:`rules.state.Marker` entries, kept by the unit's uid (:attr:`GameState.markers`).
- The Small Bomb (NJ6): 1 wound to every unit, friend or foe, on three mutually adjacent hexes
  of the board, HQs spared (a Dancer Object takes 1: S004); it destroys every Foundation there.
- Castling (NJ7): two adjacent own units (an HQ too), neither netted, swap their hexes and keep
  their facings.
"""

from __future__ import annotations

from collections import Counter

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, hexes_target
from rules.analysis import MODULE_GROUPS, Analysis, UnitView
from rules.battle import (
    BATTLE_START,
    HIT_STEPS,
    Chain,
    LazyAnalysis,
    Packet,
    Part,
    analyse,
    freed_events,
    resolve_packets,
)
from rules.catalog import TileSpec, army
from rules.common import consume_instant, destroy_foundations, need, own_unit, parse_hex, spec_of
from rules.hexes import Board, Hex
from rules.state import MODE_POINTS, POINTS_TO_WIN, GameState, Marker
from rules.turns import check_hq_falls

ARMY = "neojungle"
VENOM = "venom"  # the marker's kind (Mississippi's venom markers will be the same kind)
# Venom markers in each army's supply (the Neojungle box has two; an army that has none
# never poisons, even with a unit that it took over: NI-FAQ general "Znaczniki jadu").
VENOM_SUPPLY: dict[str, int] = {ARMY: 2}
Events = list[ev.Event]


# ---------------------------------------------------------------------- the Matrix
def _conducts(an: Analysis, h: Hex, player: int) -> bool:
    """Whether the Matrix of ``player`` grows through ``h``: their own Roots lie there."""
    f = an.foundations.get(h)
    return f is not None and f.player == player and "matrix" in army(ARMY).tile(f.tile).abilities


def matrix_group(an: Analysis, player: int) -> tuple[tuple[UnitView, ...], frozenset[Hex]]:
    """The units of ``player``'s Matrix (by uid, the HQ among them) and every hex it covers
    (its units' and the Roots' it grows through); nothing when the HQ is gone or netted."""
    hq = next((v for v in an.views.values() if v.unit.player == player and v.spec.is_hq), None)
    if hq is None or hq.netted:
        return (), frozenset()
    adj = an.board._adj
    members = [hq]
    covered = {hq.unit.hex}
    frontier = [hq.unit.hex]
    while frontier:
        h = frontier.pop()
        for n in adj[h]:
            if n is None or n in covered:
                continue
            v = an.by_hex.get(n)
            own = v is not None and v.unit.player == player
            if own or _conducts(an, n, player):
                covered.add(n)
                frontier.append(n)
                if own:
                    assert v is not None
                    members.append(v)
    return tuple(sorted(members, key=lambda v: v.unit.uid)), frozenset(covered)


def _matrices(an: Analysis, player: int) -> list[tuple[UnitView, ...]]:
    members, _ = matrix_group(an, player)
    return [members] if len(members) > 1 else []


def matrix_hexes(state: GameState, player: int) -> frozenset[Hex]:
    """The hexes ``player``'s Matrix covers now (for pictures and narration)."""
    return matrix_group(analyse(state), player)[1]


# ---------------------------------------------------------------------- Venom
def venom_supply_left(state: GameState, player: int) -> int:
    """Venom markers ``player`` may still put on the board: their side's supply (allies share
    one: NI-FAQ mp. "pula znaczników Jadu jest wspólna") less the markers of that side on
    units now."""
    side = [q for q in state.players if q == player or state.allies(q, player)]
    supply = sum(VENOM_SUPPLY.get(state.players[q].army, 0) for q in side)
    if not supply:
        return 0
    present = {u.uid for u in state.units.values()}
    used = sum(
        1
        for uid, found in state.markers.items()
        if uid in present
        for m in found
        if m.kind == VENOM and m.player in side
    )
    return supply - used


def _poison(state: GameState, an: Analysis, packets: list[Packet], absorbed: dict[int, Chain], events: Events) -> None:
    """After a damage step: each hit of a unit with Venom that wounded an enemy that is still
    on the board, and that no Medic took, leaves a venom marker on it (one per hit, NI-FAQ)."""
    for i, p in enumerate(packets):
        src = p.source
        if src is None or i in absorbed or p.damage <= 0:
            continue
        v = an.views.get(src.uid)
        if v is None or "venom" not in v.spec.abilities:
            continue
        t = p.target
        if state.units.get(t.hex) is not t or not state.hostile(src.player, t.player):
            continue
        if venom_supply_left(state, src.player) <= 0:
            continue
        state.add_marker(t.uid, Marker(VENOM, src.player))
        count = len(state.markers_on(t.uid, VENOM))
        events.append(ev.Poisoned(src.player, t.tile, state.board.name(t.hex), t.player, count))


def _venom_wounds(state: GameState) -> Events:
    """The start of a battle: every poisoned unit takes one wound per venom marker, all at once
    (each a hit of its own that a Medic may take); in points mode a wound to an HQ scores for
    the marker's owner."""
    if not state.markers:
        return []
    state.prune_markers()
    by_uid = {u.uid: u for u in state.units.values()}
    events: Events = []
    packets: list[Packet] = []
    owners: dict[int, list[int]] = {}
    for uid, found in sorted(state.markers.items()):
        venom = [m for m in found if m.kind == VENOM]
        u = by_uid.get(uid)
        if not venom or u is None:
            continue
        events.append(ev.VenomWound(u.player, u.tile, state.board.name(u.hex), len(venom)))
        owners[uid] = [m.player for m in venom]
        packets.extend(Packet(None, VENOM, u, None, [Part(VENOM, 1)]) for _ in venom)
    if not packets:
        return []
    an = analyse(state)
    hqs = {uid: by_uid[uid] for uid in owners if an.views[uid].spec.is_hq}  # Dancer's Objects too, as in battle
    resolved = resolve_packets(state, an, packets, {})
    events.extend(resolved)
    if state.mode == MODE_POINTS and hqs:
        saved = Counter(e.saved_hex for e in resolved if isinstance(e, ev.MedicSaved) and e.attacker_tile == VENOM)
        for uid, u in hqs.items():
            name = state.board.name(u.hex)
            for scorer in owners[uid][saved[name] :]:
                ps = state.players[scorer]
                if scorer == u.player or ps.out or ps.points >= POINTS_TO_WIN:
                    continue
                ps.points += 1
                events.append(ev.PointsScored(scorer, u.player, 1, ps.points))
    return events


# ---------------------------------------------------------------------- Small Bomb
def bomb_triangles(board: Board) -> list[tuple[Hex, Hex, Hex]]:
    """Every three mutually adjacent hexes of ``board``, each in board order, in board order."""
    index = {h: i for i, h in enumerate(board.hexes)}
    out: set[tuple[Hex, Hex, Hex]] = set()
    for h in board.hexes:
        adj = board._adj[h]
        for d in range(6):
            a, b = adj[d], adj[(d + 1) % 6]
            if a is not None and b is not None:
                x, y, z = sorted((h, a, b), key=index.__getitem__)
                out.add((x, y, z))
    return sorted(out, key=lambda t: (index[t[0]], index[t[1]], index[t[2]]))


def _small_bomb_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    return [Action.play(spec.key, *(b.name(h) for h in tri)) for tri in bomb_triangles(b)]


def _small_bomb(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 3, "play small-bomb HEX HEX HEX")
    area = [parse_hex(s, name) for name in a.hexes]
    if len(set(area)) != 3 or any(x.distance(y) != 1 for i, x in enumerate(area) for y in area[i + 1 :]):
        raise IllegalAction(
            "a Small Bomb hits three hexes that all touch each other, like its picture",
            "small-bomb-area",
            hexes=" ".join(a.hexes),
        )
    targets = [
        s.units[h]
        for h in area
        if h in s.units and registry.instant_target(spec_of(s, s.units[h].player, s.units[h].tile))
    ]
    consume_instant(s, spec, " ".join(a.hexes), events)
    an = analyse(s)
    packets = [Packet(None, spec.key, t, None, [Part("small-bomb", 1)]) for t in targets]
    events.extend(resolve_packets(s, an, packets, {}))
    if s.foundations:  # every Foundation on the three hexes, friend's and foe's (as the Air Strike)
        destroy_foundations(s, area, spec.key, events)
    check_hq_falls(s, events)  # a Dancer Object may fall


# ---------------------------------------------------------------------- Castling
def _castling_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    an = lazy.get()
    index = {h: i for i, h in enumerate(b.hexes)}
    mine = {h: u for h, u in state.units.items() if u.player == state.current and not an.views[u.uid].netted}
    out: list[Action] = []
    for h in sorted(mine, key=index.__getitem__):
        for n in b._adj[h]:
            if n is not None and n in mine and index[n] > index[h]:
                out.append(Action.play(spec.key, b.name(h), b.name(n)))
    return out


def _castling(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 2, "play castling UNIT UNIT")
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0])
    w = own_unit(s, an, a.hexes[1])
    if u is w or u.hex.distance(w.hex) != 1:
        raise IllegalAction(
            "Castling swaps two of your units that stand next to each other",
            "castling-adjacent",
            hexes=" ".join(a.hexes),
        )
    consume_instant(s, spec, f"{a.hexes[0]}<>{a.hexes[1]}", events)
    src, dst = u.hex, w.hex
    del s.units[src], s.units[dst]
    u.hex, w.hex = dst, src
    s.units[dst] = u
    s.units[src] = w
    names = s.board.name
    events.append(ev.Moved(u.player, u.tile, names(src), names(dst), u.facing.name, "castling"))
    events.append(ev.Moved(w.player, w.tile, names(dst), names(src), w.facing.name, "castling"))
    events.extend(freed_events(s, an))


def register() -> None:
    MODULE_GROUPS[ARMY] = _matrices
    HIT_STEPS.append(_poison)
    BATTLE_START.append(_venom_wounds)
    registry.marker_kind(VENOM)
    registry.instant(
        "small_bomb",
        _small_bomb,
        _small_bomb_options,
        army=ARMY,
        tile="small-bomb",
        parse=hexes_target("small-bomb", "play small-bomb HEX HEX HEX"),
    )
    if "castling" not in registry.INSTANTS:  # Vegas has Castling too: one rule for both (NJ7)
        registry.instant(
            "castling",
            _castling,
            _castling_options,
            army=ARMY,
            tile="castling",
            parse=hexes_target("castling", "play castling UNIT UNIT"),
        )


register()


__all__ = ["bomb_triangles", "matrix_group", "matrix_hexes", "venom_supply_left"]
