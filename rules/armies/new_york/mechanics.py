"""New York's attacks and its Mine (docs/rulings.md, "New York").

- ``shotgun``: the first enemy in the line of fire, 3 wounds next to the Shotgun, 2 at two
  hexes, 1 at three, nothing further; no bonus raises it; armour counts.
- ``sharpshooter``: a shot at any enemy in the line of fire (not only the first); ranged
  officers boost it; armour counts. The engine chooses the target for its owner (policy NY4).
- ``rocket``: the rocket enters the hex the edge faces, then up to two more hexes, each next
  to the one before, not necessarily straight on; the first enemy unit on its way (an HQ
  too) takes 3 wounds; no bonus raises it; armour counts against the rocket's last step. The
  engine chooses the path for its owner (policy NY5).
- the Mine, a Foundation: an enemy unit (not an HQ) that comes onto it takes 1 wound (an
  Object of Dancer's too, S004) and the Mine leaves for its owner's discard pile.

The HQ's toughness (the module effect ``toughness``, rules.analysis), the Spy (the ability
``spy``, rules.analysis) and the Pusher's Push Back ability (the Steel Police's ``push``) are
data read by the generic code and by the Steel Police's package.
"""

from __future__ import annotations

from rules import events as ev
from rules import registry
from rules.analysis import Analysis, UnitView
from rules.battle import (
    ARRIVAL,
    DISTANCE_STRENGTH,
    RANGED_KINDS,
    REACH,
    Packet,
    Part,
    analyse,
    is_enemy,
    resolve_packets,
)
from rules.hexes import Board, Direction, Hex
from rules.state import Foundation, GameState, Unit
from rules.turns import check_hq_falls

ARMY = "new-york"
ROCKET_STEPS = 3
Events = list[ev.Event]


def _armor(t: UnitView, travel: Direction) -> int:
    """1 when the side of ``t`` that an attack travelling ``travel`` meets is armoured."""
    back = (travel + 3) % 6
    return 1 if (back - t.unit.facing) % 6 in t.spec.armor else 0


# ---------------------------------------------------------------------- Shotgun
def _shotgun_strength(base: int, distance: int) -> int:
    return base - (distance - 1)  # 3, 2, 1, then nothing


def _first_enemy(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    for h in board._lines[v.unit.hex][direction]:
        t = an.by_hex.get(h)
        if t is not None and is_enemy(an, v.unit, t.unit):
            return [(t, _armor(t, direction))]
    return []


# ---------------------------------------------------------------------- Sharpshooter
def _value(t: UnitView, damage: int) -> tuple[int, int, int]:
    """How good a hit of ``damage`` on ``t`` is for its attacker (policy, docs/rulings.md NY4):
    an HQ first, then a unit it kills (the toughest first), then the most damage dealt."""
    if t.spec.is_hq:
        return (2, damage, 0)
    left = t.hp - t.unit.wounds
    if damage >= left > 0:
        return (1, left, 0)
    return (0, damage, 0)


def _sharpshooter_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    strength = max((a.strength for a in v.spec.attacks if a.kind == "sharpshooter"), default=1) + v.ranged_bonus
    best: tuple[tuple[int, int, int], int, UnitView, int] | None = None
    for i, h in enumerate(board._lines[v.unit.hex][direction]):
        t = an.by_hex.get(h)
        if t is None or not is_enemy(an, v.unit, t.unit):
            continue
        armor = _armor(t, direction)
        key = _value(t, max(0, strength - armor))
        if best is None or key > best[0]:
            best = (key, -i, t, armor)  # on a tie the nearest (found first) stays
    return [] if best is None else [(best[2], best[3])]


# ---------------------------------------------------------------------- Rocket
def rocket_paths(board: Board, start: Hex, direction: Direction) -> list[tuple[Hex, ...]]:
    """Every way of the rocket: the hex the edge faces, then up to two more hexes, each next
    to the one before and none visited twice (nor the launcher's), in board order."""
    first = board._adj[start][direction]
    if first is None:
        return []
    out: list[tuple[Hex, ...]] = []

    def walk(path: tuple[Hex, ...]) -> None:
        out.append(path)
        if len(path) == ROCKET_STEPS:
            return
        for n in board._adj[path[-1]]:
            if n is not None and n != start and n not in path:
                walk((*path, n))

    walk((first,))
    return out


def rocket_target(board: Board, an: Analysis, v: UnitView, path: tuple[Hex, ...]) -> tuple[UnitView, int] | None:
    """The first enemy unit on the rocket's ``path`` and the armour against its last step."""
    prev = v.unit.hex
    for h in path:
        t = an.by_hex.get(h)
        if t is not None and is_enemy(an, v.unit, t.unit):
            travel = prev.direction_to(h)
            return t, (_armor(t, travel) if travel is not None else 0)
        prev = h
    return None


def rocket_choice(
    board: Board, an: Analysis, v: UnitView, direction: Direction
) -> tuple[UnitView, int, Direction] | None:
    """The rocket's target, the armour against it and the direction of its last step, on the
    path the engine chooses for the launcher's owner (docs/rulings.md NY5), or None."""
    strength = max((a.strength for a in v.spec.attacks if a.kind == "rocket"), default=3)
    best: tuple[tuple[int, int, int], UnitView, int, Direction] | None = None
    for path in rocket_paths(board, v.unit.hex, direction):
        hit = rocket_target(board, an, v, path)
        if hit is None:
            continue
        t, armor = hit
        key = _value(t, max(0, strength - armor))
        if best is None or key > best[0]:
            before = path[path.index(t.unit.hex) - 1] if path.index(t.unit.hex) else v.unit.hex
            best = (key, t, armor, before.direction_to(t.unit.hex) or direction)  # a tie keeps the first path
    return None if best is None else best[1:]


def _rocket_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    choice = rocket_choice(board, an, v, direction)
    return [] if choice is None else [(choice[0], choice[1])]


def _rocket_arrival(board: Board, an: Analysis, v: UnitView, direction: Direction, t: UnitView) -> Direction:
    choice = rocket_choice(board, an, v, direction)
    return choice[2] if choice is not None and choice[0] is t else direction


# ---------------------------------------------------------------------- the Mine
def _mine(s: GameState, f: Foundation, u: Unit, events: Events) -> None:
    """An enemy unit came onto the Mine: 1 wound to it (an HQ takes none, a Dancer Object
    one: S004), and the Mine leaves the board for its owner's discard pile."""
    if not s.hostile(f.player, u.player):
        return
    an = analyse(s)
    spec = an.views[u.uid].spec
    if not registry.instant_target(spec):
        return  # an HQ walks over the Mine (docs/rulings.md NY6)
    name = s.board.name(f.hex)
    del s.foundations[f.hex]
    s.players[f.player].discard.append(f.tile)
    events.append(ev.FoundationDestroyed(f.player, f.tile, name, "explosion"))
    events.extend(resolve_packets(s, an, [Packet(None, f.tile, u, None, [Part("mine", 1)])], {}))
    check_hq_falls(s, events)  # an Object may fall


def register() -> None:
    REACH["shotgun"] = _first_enemy
    DISTANCE_STRENGTH["shotgun"] = _shotgun_strength
    REACH["sharpshooter"] = _sharpshooter_reach
    RANGED_KINDS.add("sharpshooter")
    REACH["rocket"] = _rocket_reach
    ARRIVAL["rocket"] = _rocket_arrival
    registry.foundation_entered("mine", _mine)


register()
