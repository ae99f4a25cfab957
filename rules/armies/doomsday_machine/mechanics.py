"""The Doomsday Machine (3.0): redirected and tripled fire, the Trap and the HQ's turning
(docs/rulings.md, "Doomsday Machine"; the Long Distance Modules are data: ``long_range``,
read by :mod:`rules.analysis`).

- Redirection (DM1-DM6): the Tripler, the Fireblast and the Doom Net Fighter have inlets and
  outlets (the effects ``redirect_in`` and ``redirect_out`` on their edges in the data, which
  no module handler reads: the pictures draw them as the marks of links). Every ranged or Gauss shot of an own or allied unit that reaches one of them through
  an inlet, before it hit an enemy, goes on out of each of its outlets with all its features
  (strength, Gauss); a shot met on another side flies over it as over any friendly unit. A
  netted redirector redirects nothing; a paralysed one still does. The Officer and the Scout
  do nothing for a redirector (it fires nothing itself): the shot keeps its shooter's
  strength. Worked out after the segment's packets (:data:`rules.battle.SEGMENT_STEPS`): the
  shots of each firing unit that meet a redirector are traced again and replace its packets.
- The endless loop (DM5): a shot split by a Tripler that comes back to a redirector it went
  through goes round for ever: every enemy its branches reach is hit without end (twenty
  times, more than any unit or HQ has hit points), and no Medic saves it.
- The Trap (DM7): an enemy unit's attack that wounds the Trap through its marked edge makes
  it explode in the same segment: one wound to every adjacent unit, own and enemy, HQs
  included (not boosted); the Trap is destroyed and no Medic saves it.
- The HQ's turning (DM8): ``turn HEX FACING`` turns one own unit (not the HQ) to any
  facing, once a turn, while neither the HQ nor the unit is netted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, expect, facing_word, hex_word
from rules.analysis import Analysis, UnitView
from rules.battle import REFLECTIONS, SEGMENT_STEPS, LazyAnalysis, Packet, Part, SegmentStep, freed_events, is_enemy
from rules.battle import analyse as analyse_state
from rules.catalog import TileSpec, army
from rules.common import FACINGS, own_unit
from rules.hexes import Board, Direction, Hex
from rules.state import GameState

ARMY = "doomsday-machine"
INLET, OUTLET = "redirect_in", "redirect_out"  # the effects on a redirecting unit's edges
TRAP = "trap"  # the Trap's effect: the marked edge that sets it off
TURNING = "hq_turning"  # the HQ's ability: it turns one own unit a turn
TURN_USED = "hq-turn"  # the turn's mark once the HQ turned a unit
REDIRECTED_KINDS = frozenset({"ranged", "gauss"})  # the shots that fly in a line and may be redirected
LOOP_HITS = 20  # an endless loop's hits on a target: more than any unit or HQ has hit points
_DIRS = tuple(Direction)
Events = list[ev.Event]


# ---------------------------------------------------------------------- events
@dataclass(frozen=True, slots=True)
class Redirected(ev.Event):
    """A redirecting unit turned (or split) a friendly shot: ``tile`` on ``hex`` took the shot
    of ``shooter_hex`` and sent it on ``ways`` ways (``toward``: the first of them)."""

    type: ClassVar[str] = "redirected"
    player: int  # the redirector's controller
    tile: str
    hex: str
    shooter_hex: str
    ways: int
    toward: str
    loop: str = ""  # "endless": the shot comes back to a redirector it went through and loops
    from_hex: str = ""  # where the shot came from: the shooter, or the redirector before (the pictures' leg)


@dataclass(frozen=True, slots=True)
class TrapExploded(ev.Event):
    """An enemy attack hit the Trap on its marked edge: it explodes (one wound to every
    adjacent unit) and is destroyed."""

    type: ClassVar[str] = "trap_exploded"
    player: int
    tile: str
    hex: str
    attacker_hex: str


# ---------------------------------------------------------------------- the data
def _inlets(spec: TileSpec) -> tuple[int, ...]:
    return spec.effect_edges(INLET)


def _outlets(spec: TileSpec) -> tuple[int, ...]:
    return spec.effect_edges(OUTLET)


def _has(army_key: str, effect: str) -> bool:
    return any(effect in t.effect_names for t in army(army_key).tiles)


def _in_play(state: GameState, an: Analysis) -> bool:
    """Whether an army of the battle has redirectors or Traps."""
    return any(_has(a, INLET) or _has(a, TRAP) for a in an.armies.values())


# ---------------------------------------------------------------------- redirection
Node = tuple[Hex, Direction]  # a redirector's hex and the way the shot travels into it
Hit = tuple[UnitView, int, Direction]  # target, armor, the way the shot travels into it


def _redirectors(an: Analysis) -> dict[Hex, UnitView]:
    """The redirecting units that redirect now (not netted; a paralysed one still does, DM4)."""
    return {
        v.unit.hex: v for v in an.views.values() if v.spec.effects and INLET in v.spec.effect_names and not v.netted
    }


def _walk(
    board: Board,
    an: Analysis,
    shooter: UnitView,
    start: Hex,
    d: Direction,
    every: bool,
    redirectors: dict[Hex, UnitView],
) -> tuple[list[Hit], Node | None]:
    """A shot from ``start`` along ``d``: the enemies it hits (the first, or every one for
    Gauss) and the redirector it enters through an inlet, if it gets there."""
    hits: list[Hit] = []
    back = (d + 3) % 6
    for h in board._lines[start][d]:
        t = an.by_hex.get(h)
        if t is None:
            continue
        if is_enemy(an, shooter.unit, t.unit):
            armor = 1 if (back - t.unit.facing) % 6 in t.spec.armor else 0
            hits.append((t, armor, d))
            if not every:
                return hits, None
            continue
        r = redirectors.get(h)
        if r is not None and (back - r.unit.facing) % 6 in _inlets(r.spec):
            return hits, (h, d)  # into an inlet: it goes no further this way, not even a Gauss shot (DM2)
    return hits, None


@dataclass(slots=True)
class Course:
    """Where one shot goes: its hits with how many times each comes (None: without end), and
    the redirectors it went through (for the log), in the order it met them."""

    hits: list[tuple[Hit, int | None]]
    nodes: list[Node]
    endless: set[Node]
    came_from: dict[Node, Hex]  # the hex each redirector's shot came from (the first way found)


def trace(
    board: Board, an: Analysis, shooter: UnitView, direction: Direction, every: bool, redirectors: dict[Hex, UnitView]
) -> Course | None:
    """The course of ``shooter``'s shot along ``direction`` through the redirectors, or None
    when it meets none (it is then the battle's own straight shot)."""
    root_hits, first = _walk(board, an, shooter, shooter.unit.hex, direction, every, redirectors)
    if first is None:
        return None
    out_edges: dict[Node, list[tuple[list[Hit], Node | None]]] = {}
    order: list[Node] = []
    came_from: dict[Node, Hex] = {first: shooter.unit.hex}
    todo = [first]
    while todo:
        node = todo.pop(0)
        if node in out_edges:
            continue
        order.append(node)
        h, _ = node
        r = redirectors[h]
        branches = []
        for e in _outlets(r.spec):
            d = _DIRS[(e + r.unit.facing) % 6]
            branches.append(_walk(board, an, shooter, h, d, every, redirectors))
        out_edges[node] = branches
        for _, n in branches:
            if n is not None and n not in out_edges:
                came_from.setdefault(n, h)
                todo.append(n)
    succ = {n: [m for _, m in out_edges[n] if m is not None] for n in order}

    def reach(n: Node) -> set[Node]:
        seen: set[Node] = set()
        stack = list(succ[n])
        while stack:
            m = stack.pop()
            if m not in seen:
                seen.add(m)
                stack.extend(succ[m])
        return seen

    reachable = {n: reach(n) for n in order}
    cyclic = {n for n in order if n in reachable[n]}
    endless = set(cyclic)
    for n in cyclic:
        endless |= reachable[n]
    counts: dict[Node, int] = {}

    def count(n: Node) -> int:  # the number of ways the shot reaches ``n`` (n is not endless)
        if n not in counts:
            total = 1 if n == first else 0
            for m in order:  # its predecessors are not endless either, and in no loop
                ways = sum(1 for x in succ[m] if x == n)
                if ways:
                    total += count(m) * ways
            counts[n] = total
        return counts[n]

    hits: list[tuple[Hit, int | None]] = [(hit, 1) for hit in root_hits]
    for n in order:
        times = None if n in endless else count(n)
        for branch_hits, _ in out_edges[n]:
            hits.extend((hit, times) for hit in branch_hits)
    return Course(hits, order, cyclic, came_from)


def _course_packets(board: Board, an: Analysis, v: UnitView, course: Course, kind: str, base: int) -> list[Packet]:
    """The packets of a redirected shot: one per target (its branches as parts, each with the
    shooter's strength and the target's armor on the side it arrives from)."""
    u = v.unit
    strength = base + v.ranged_bonus if kind == "ranged" else base  # Gauss is not boosted (R120)
    packets: dict[int, Packet] = {}
    for (t, armor, arrival), times in course.hits:
        if v.spec.is_hq and t.spec.is_hq and not (v.spec.is_object or t.spec.is_object):
            continue  # an HQ never wounds an HQ (R87)
        n = LOOP_HITS if times is None else times
        p = packets.get(t.unit.uid)
        if p is None:
            p = packets[t.unit.uid] = Packet(u, u.tile, t.unit, arrival, [])
        p.parts.append(Part(kind, strength * n, min(armor, strength) * n))
        if times is None and strength > armor:
            t.medics = ()  # hit without end: a Medic takes one hit, the rest still come (DM5)
    return list(packets.values())


def _redirect(
    state: GameState,
    an: Analysis,
    packets: list[Packet],
    fired: set[int],
    events: Events,
    redirectors: dict[Hex, UnitView],
) -> list[Packet]:
    """Each firing unit whose shot meets a friendly redirector's inlet: its shots traced again
    through the redirectors, its packets replaced (DM1-DM6)."""
    board = state.board
    names = board._names
    for uid in sorted(fired):
        v = an.views[uid]
        u = v.unit
        if not any(a.kind in REDIRECTED_KINDS for a in v.spec.attacks):
            continue
        if any(p.source is u and any(x.kind == "explosion" for x in p.parts) for p in packets):
            continue  # it exploded instead of firing
        courses: dict[int, list[tuple[str, int, Course]]] = {}
        for a in v.spec.attacks:
            if a.kind not in REDIRECTED_KINDS:
                continue
            course = trace(board, an, v, _DIRS[(a.edge + u.facing) % 6], a.kind == "gauss", redirectors)
            if course is not None:
                courses.setdefault(a.edge, []).append((a.kind, a.strength, course))
        if not courses:
            continue
        turned = {_DIRS[(e + u.facing) % 6] for e in courses}
        kept = []
        for p in packets:
            if p.source is u and p.direction is not None:
                travel = p.direction.opposite if p.reflected else p.direction
                if travel in turned:  # this edge's straight shots: replaced by their courses
                    p.parts = [x for x in p.parts if x.kind not in REDIRECTED_KINDS]
                    if not p.parts:
                        continue
            kept.append(p)
        packets = kept
        for edge in sorted(courses):
            for kind, base, course in courses[edge]:
                for h, d in course.nodes:
                    r = redirectors[h]
                    outlets = _outlets(r.spec)
                    events.append(
                        Redirected(
                            r.unit.player,
                            r.unit.tile,
                            names[h],
                            names[u.hex],
                            len(outlets),
                            _DIRS[(outlets[0] + r.unit.facing) % 6].name,
                            "endless" if (h, d) in course.endless else "",
                            names[course.came_from[(h, d)]],
                        )
                    )
                packets.extend(_reflected(board, an, v, _course_packets(board, an, v, course, kind, base), events))
    return packets


def _reflected(board: Board, an: Analysis, v: UnitView, packets: list[Packet], events: Events) -> list[Packet]:
    """A redirected shot that reaches a unit turning attacks back (a Judge's Reflection) on the
    side it arrives from is turned back as the battle turns straight shots."""
    if not REFLECTIONS:
        return packets
    out = []
    for p in packets:
        t = an.views[p.target.uid]
        d = p.direction
        if d is None or not t.spec.reflects or not REFLECTIONS[0].turns(an, t, d):
            out.append(p)
            continue
        kind = p.parts[0].kind
        turned = REFLECTIONS[0].reflect(board, an, v, t, d, kind, events)
        if turned is not None:
            back, armor = turned
            strength = p.parts[0].strength
            out.append(
                Packet(v.unit, v.unit.tile, back.unit, d.opposite, [Part(kind, strength, min(armor, strength))], True)
            )
    return out


# ---------------------------------------------------------------------- the Trap
def _trap(state: GameState, an: Analysis, packets: list[Packet], events: Events) -> list[Packet]:
    """Enemy attacks wounding a Trap through its marked edge: it explodes (DM7)."""
    board = state.board
    names = board._names
    more: list[Packet] = []
    for p in packets:
        t = an.views.get(p.target.uid)
        src = p.source
        if t is None or src is None or p.direction is None or p.damage <= 0 or TRAP not in t.spec.effect_names:
            continue
        if not is_enemy(an, src, t.unit) or any(q.source is t.unit for q in more):
            continue
        edge = (p.direction.opposite - t.unit.facing) % 6  # the Trap's edge the attack comes through
        if edge not in t.spec.effect_edges(TRAP):
            continue
        t.medics = ()  # the Trap cannot be saved (DM7)
        u = t.unit
        events.append(TrapExploded(u.player, u.tile, names[u.hex], names[src.hex]))
        for d, h in board.neighbours(u.hex):
            n = an.by_hex.get(h)
            if n is not None:
                more.append(Packet(u, u.tile, n.unit, d, [Part("explosion", 1)]))
    return packets + more


def _segment_packets(
    state: GameState, an: Analysis, packets: list[Packet], fired: set[int], events: Events
) -> list[Packet]:
    redirectors = _redirectors(an)
    if redirectors:
        packets = _redirect(state, an, packets, fired, events, redirectors)
    return _trap(state, an, packets, events)


# ---------------------------------------------------------------------- the HQ's turning
def _turning_hq(state: GameState, an: Analysis, player: int) -> UnitView | None:
    """``player``'s HQ if it may turn a unit now (on the board, with the ability, not netted)."""
    hq = state.hq_of(player)
    if hq is None:
        return None
    v = an.views.get(hq.uid)
    if v is None or v.netted or TURNING not in v.spec.abilities:
        return None
    return v


def _turn_options(state: GameState, lazy: LazyAnalysis, verb: str | None) -> list[Action]:
    if verb not in (None, "turn") or TURN_USED in state.turn.used:
        return []
    an = lazy.get()
    if _turning_hq(state, an, state.current) is None:
        return []
    out: list[Action] = []
    for u in sorted(state.units.values(), key=lambda x: x.uid):
        v = an.views[u.uid]
        if u.player != state.current or v.netted or v.spec.is_hq:
            continue
        name = state.board.name(u.hex)
        out.extend(Action("turn", hexes=(name,), facing=f) for f in FACINGS if f != u.facing.name)
    return out


def _turn_gate(seats: tuple[int, ...], armies: tuple[str, ...], me: int) -> registry.Check | None:
    """Only a seat whose HQ turns units; then whenever it has not turned one this turn."""
    if TURNING not in army(armies[seats.index(me)]).hq.abilities:
        return None
    return lambda state: TURN_USED not in state.turn.used


def _do_turn(s: GameState, a: Action, events: Events) -> None:
    """turn HEX FACING: the HQ turns one own unit, once a turn (DM8)."""
    an = analyse_state(s)
    if _turning_hq(s, an, s.current) is None:
        raise IllegalAction("your HQ cannot turn a unit now (it is netted or not on the board)", "hq-turn-no-hq")
    if TURN_USED in s.turn.used:
        raise IllegalAction("your HQ already turned a unit this turn", "hq-turn-used")
    u = own_unit(s, an, a.hexes[0])
    spec = an.views[u.uid].spec
    if spec.is_hq:
        raise IllegalAction("the HQ turns other units, not itself", "hq-turn-self")
    facing = Direction[a.facing]
    if facing == u.facing:
        raise IllegalAction("that move changes nothing", "move-nothing")
    s.turn.used.append(TURN_USED)
    s.turn.acted = True
    u.facing = facing
    name = s.board.name(u.hex)
    events.append(ev.Moved(u.player, u.tile, name, name, facing.name, "rotation"))
    events.extend(freed_events(s, an))


def _p_turn(args: list[str]) -> Action:
    expect(args, 2, "turn HEX FACING")
    return Action("turn", hexes=(hex_word(args[0]),), facing=facing_word(args[1]))


# ---------------------------------------------------------------------- registration
def register() -> None:
    SEGMENT_STEPS.append(SegmentStep(_in_play, packets=_segment_packets))
    registry.verb("turn", _do_turn, army=ARMY, parse=_p_turn)
    registry.turn_abilities(ARMY, registry.TurnAbilities(frozenset({"turn"}), _turn_options, _turn_gate))


register()
