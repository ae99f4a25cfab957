"""Neojungle's Matrix, Venom, Roots, Small Bomb and Castling (docs/rulings.md, "Neojungle").

- The Matrix (NJ1, NJ2): the Neojungle player's own units next to their HQ, and own units next
  to those, and so on, form the Matrix (one connected group, grown from the HQ; a netted HQ
  forms none). A Neojungle module linked to any unit of a Matrix acts on every unit of that
  Matrix, the HQ included, once per unit, never on itself
  (:data:`rules.analysis.MODULE_GROUPS`).
- Roots (NJ3), a Foundation with the ability ``matrix``: the Matrix grows through the hex of
  its owner's Roots as through an own unit (whatever stands on it), so units next to Roots
  that belong to the Matrix join it.
- Venom (NJ4): the Nightshade's ability ``venom``; the markers, the poisoning and the wounds
  at the start of every battle are :mod:`rules.venom`'s, shared with the armies that poison
  (Mississippi next); Neojungle's box has two markers.
- The Small Bomb (NJ6): 1 wound to every unit, friend or foe, on three mutually adjacent hexes
  of the board, HQs spared (a Dancer Object takes 1: S004); it destroys every Foundation there.
- Castling (NJ7): two adjacent own units (an HQ too), neither netted, swap their hexes and keep
  their facings.
"""

from __future__ import annotations

from rules import events as ev
from rules import registry, venom
from rules.actions import Action, IllegalAction, hexes_target
from rules.analysis import MODULE_GROUPS, Analysis, UnitView
from rules.battle import LazyAnalysis, Packet, Part, analyse, resolve_packets
from rules.catalog import TileSpec, army
from rules.common import consume_instant, destroy_foundations, need, parse_hex
from rules.hexes import Board, Hex
from rules.state import GameState
from rules.turns import check_hq_falls

ARMY = "neojungle"
VENOM_MARKERS = 2  # venom markers in the Neojungle box (rules.venom: the marker, the poison, the wounds)
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
    """Venom markers ``player`` may still put on the board (:func:`rules.venom.supply_left`)."""
    return venom.supply_left(state, player)


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
    targets = [s.units[h] for h in area if h in s.units and registry.instant_target(s.spec(s.units[h]))]
    consume_instant(s, spec, " ".join(a.hexes), events)
    an = analyse(s)
    packets = [Packet(None, spec.key, t, None, [Part("small-bomb", 1)]) for t in targets]
    events.extend(resolve_packets(s, an, packets, {}))
    if s.foundations:  # every Foundation on the three hexes, friend's and foe's (as the Air Strike)
        destroy_foundations(s, area, spec.key, events)
    check_hq_falls(s, events)  # a Dancer Object may fall


def register() -> None:
    MODULE_GROUPS[ARMY] = _matrices
    venom.add_supply(ARMY, VENOM_MARKERS)
    registry.linked_hexes(ARMY, "matrix", matrix_hexes)  # the board picture links the Matrix
    registry.instant(
        "small_bomb",
        _small_bomb,
        _small_bomb_options,
        army=ARMY,
        tile="small-bomb",
        parse=hexes_target("small-bomb", "play small-bomb HEX HEX HEX"),
        needs="err-small-bomb-needs",
    )


register()


__all__ = ["bomb_triangles", "matrix_group", "matrix_hexes", "venom_supply_left"]
