"""Battle resolution by initiative segments, and the damage step shared with instants.

A battle runs from the highest initiative on the board down to 0. In each segment the
units whose current initiative equals the segment act at once; their attacks are turned
into *packets* (everything one edge of one unit does to one target), medics absorb
packets, then wounds are applied and the dead, HQ damage included, are removed at the
end of the segment. The board is re-analysed (nets, modules) at the start of every
segment. Player declarations during a battle (Clown, Quartermaster, Medic choices) are
made by the engine for the unit's owner, by the policy written in docs/rulings.md.

Armies take part through tables they fill when registered (rules/armies/*): attack kinds
(:data:`REACH`, :data:`MELEE_KINDS`: the Beasts' friendly-fire melee), steps of every
initiative segment (:data:`SEGMENT_STEPS`: Agony, Lair) and the Reflection
(:data:`REFLECTIONS`: the Steel Police Judge). No code here asks which army a unit belongs to.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from rules import events as ev
from rules import registry
from rules.analysis import MARKER_CONDITIONS, UNSUPPLIED, Analysis, UnitView, edge_direction
from rules.catalog import TileSpec, army
from rules.hexes import Board, Direction, Hex
from rules.state import MODE_POINTS, POINTS_TO_WIN, GameState, Unit

SlotId = tuple[str, int]
_DIRS = tuple(Direction)
_DIR_NAMES = tuple(d.name for d in Direction)


@dataclass(slots=True)
class Part:
    kind: str  # melee, ranged, gauss, explosion, sniper, grenade, air-strike
    strength: int
    armor: int = 0

    @property
    def damage(self) -> int:
        return max(0, self.strength - self.armor)


@dataclass(slots=True)
class Packet:
    """Everything one source does to one target at once; a medic absorbs a whole packet."""

    source: Unit | None  # None for instants
    source_label: str  # tile key of the attacker or the instant
    target: Unit
    direction: Direction | None
    parts: list[Part] = field(default_factory=list)
    reflected: bool = False  # turned back by a Judge's Reflection (still the attacker's attack)

    @property
    def damage(self) -> int:
        total = 0
        for p in self.parts:
            if p.strength > p.armor:
                total += p.strength - p.armor
        return total


# ---------------------------------------------------------------------- initiative
def current_slots(v: UnitView) -> dict[SlotId, int]:
    """The unit's initiative slots now: printed badges plus additional-initiative slots."""
    if not v.spec.initiative:
        return {}
    return dict(view_slots(v))


def view_slots(v: UnitView) -> tuple[tuple[SlotId, int], ...]:
    """:func:`current_slots` as a tuple; a unit in a Zone (:attr:`UnitView.zeroed`) has every
    printed badge at 0 and nothing raises it."""
    if v.conditions and v.zeroed:
        return _slots(tuple(0 for _ in v.spec.initiative), 0, 0)
    return _slots(v.spec.initiative, v.speed - v.slow, len(v.extra_sources))


@lru_cache(maxsize=4096)
def _slots(initiative: tuple[int, ...], delta: int, extra: int) -> tuple[tuple[SlotId, int], ...]:
    """:func:`current_slots` for printed badges, an initiative change and extra sources."""
    values = [max(0, b + delta) for b in initiative]
    slots: dict[SlotId, int] = {("b", i): val for i, val in enumerate(values)}
    present = set(values)
    for j in range(extra):
        candidates = [val for val in present if val - 1 >= 0 and val - 1 not in present]
        if not candidates:
            break
        extra_value = max(candidates) - 1
        slots[("x", j)] = extra_value
        present.add(extra_value)
    return tuple(slots.items())


def is_enemy(an: Analysis, a: Unit, b: Unit) -> bool:
    """Whether ``a`` attacks ``b``: different players, not allies (Moloch excepted)."""
    return a.player != b.player and (an.sides is None or an.hostile(a.player, b.player))


# ---------------------------------------------------------------------- attacks
Reach = Callable[[Board, Analysis, UnitView, Direction], list[tuple[UnitView, int]]]


def _melee_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    """The enemy on the adjacent hex; armor never helps against melee; a Flying unit that
    is not netted ignores melee (R139)."""
    n = board._adj[v.unit.hex][direction]
    t = an.by_hex.get(n) if n is not None else None
    if t is None or not is_enemy(an, v.unit, t.unit) or (t.spec.abilities and flies(t)):
        return []
    return [(t, 0)]


def flies(v: UnitView) -> bool:
    """Whether melee passes this unit by: it has Flying and is not netted (NI-FAQ err.13)."""
    return "flying" in v.spec.abilities and not v.netted


def _shot_reach(
    board: Board, an: Analysis, v: UnitView, direction: Direction, every: bool
) -> list[tuple[UnitView, int]]:
    """Enemies along the line (the first only, or ``every`` one for Gauss), with armor."""
    out = []
    by_hex = an.by_hex
    unit = v.unit
    back = (direction + 3) % 6  # the direction the shot comes from, seen from its target
    for h in board._lines[unit.hex][direction]:
        t = by_hex.get(h)
        if t is None or not is_enemy(an, unit, t.unit):
            continue  # shots fly over own (and allied) units
        armor = 1 if (back - t.unit.facing) % 6 in t.spec.armor else 0  # incoming_edge(t.unit, back)
        out.append((t, armor))
        if not every:
            break
    return out


def _ranged_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    return _shot_reach(board, an, v, direction, False)


def _gauss_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    return _shot_reach(board, an, v, direction, True)


# How far each kind of attack reaches; an army's own attack kind is an entry it adds.
REACH: dict[str, Reach] = {
    "melee": _melee_reach,
    "ranged": _ranged_reach,
    "gauss": _gauss_reach,
}
# The kinds of attack that melee officers boost (an army's melee kind joins them), and those
# that ranged officers boost (an army's shot that chooses its target joins them).
MELEE_KINDS: set[str] = {"melee"}
RANGED_KINDS: set[str] = {"ranged"}
# Attack kinds that come from no edge (Mississippi's Shadow): no Reflection turns them.
UNDIRECTED: set[str] = set()
# Attack kinds whose strength depends on the distance to their target (an army's Shotgun):
# kind -> (printed strength, distance) -> strength; a strength of 0 or less hits nothing.
DISTANCE_STRENGTH: dict[str, Callable[[int, int], int]] = {}
# Attack kinds that may reach their target off the edge's straight line (an army's Rocket):
# kind -> (board, analysis, attacker, edge direction, target) -> the direction of the last
# step into the target's hex, asked when the target may turn attacks back (a Reflection).
ARRIVAL: dict[str, Callable[[Board, Analysis, UnitView, Direction, UnitView], Direction]] = {}


def _strength(v: UnitView, kind: str, base: int, converted: bool) -> int:
    if kind in MELEE_KINDS:
        return base + v.melee_bonus
    if kind in RANGED_KINDS:
        return base + v.ranged_bonus + (v.melee_bonus if converted else 0)
    return base  # gauss, an army's kinds without bonuses: not boosted (R120, docs/rulings.md)


def unit_packets(
    board: Board,
    an: Analysis,
    v: UnitView,
    convert_edge: int | None = None,
    reflections: list[ev.Event] | None = None,
    only_edge: int | None = None,
) -> list[Packet]:
    """The packets a firing unit produces; ``convert_edge`` is a Quartermaster conversion.
    Attacks that a Reflection turns back are told in ``reflections`` when it is given.
    ``only_edge``: the attack of that one edge (Dancer's Action)."""
    spec = v.spec
    unit = v.unit
    packets: list[Packet] = []
    attacker_is_hq = spec.kind == "hq"
    facing = unit.facing
    for edge, parts in _edge_parts(spec.army, spec.key, convert_edge):
        if only_edge is not None and edge != only_edge:
            continue
        direction = _DIRS[(edge + facing) % 6]
        per_target: dict[int, Packet] = {}
        converted = edge == convert_edge
        for kind, base, by_distance in parts:
            strength = base + v.melee_bonus if kind == "melee" else _strength(v, kind, base, converted)
            for t, armor in REACH[kind](board, an, v, direction):
                if by_distance is not None:
                    strength = by_distance(base, t.unit.hex.distance(unit.hex))
                    if strength <= 0:
                        continue  # too far: the attack does nothing
                travel = direction
                back = False  # turned back by a Reflection
                if t.spec.reflects and REFLECTIONS and kind not in UNDIRECTED:
                    arrival = ARRIVAL.get(kind)
                    arriving = direction if arrival is None else arrival(board, an, v, direction, t)
                    if REFLECTIONS[0].turns(an, t, arriving):
                        turned = REFLECTIONS[0].reflect(board, an, v, t, arriving, kind, reflections)
                        if turned is None:
                            if kind == "gauss":
                                break  # the shot was turned back: it goes no further
                            continue
                        t, armor = turned
                        travel = arriving.opposite
                        back = True
                if attacker_is_hq and t.spec.kind == "hq" and not (spec.is_object or t.spec.is_object):
                    continue  # an HQ never wounds an HQ (R87), but Dancer's Objects do and are (R143)
                target = t.unit
                key = -target.uid if back else target.uid
                p = per_target.get(key)
                if p is None:
                    p = per_target[key] = Packet(unit, unit.tile, target, travel, [], back)
                    packets.append(p)
                p.parts.append(Part(kind, strength, min(armor, strength)))
                if back and kind == "gauss":
                    break
    return packets


@dataclass(frozen=True, slots=True)
class Reflection:
    """Attacks a unit turns back (its tile's ``reflects`` edges): whether it turns this one,
    and what the turned attack hits instead (the target and its armor, or None)."""

    turns: Callable[[Analysis, UnitView, Direction], bool]
    reflect: Callable[
        [Board, Analysis, UnitView, UnitView, Direction, str, list[ev.Event] | None], tuple[UnitView, int] | None
    ]


REFLECTIONS: list[Reflection] = []  # registered by the army whose units reflect (the Steel Police)


Part3 = tuple[str, int, Callable[[int, int], int] | None]


@lru_cache(maxsize=4096)
def _edge_parts(army_key: str, tile: str, convert_edge: int | None) -> tuple[tuple[int, tuple[Part3, ...]], ...]:
    """A tile's attacks grouped by edge (in the order of the data file), the edge
    ``convert_edge`` turned from melee to ranged or back (a Quartermaster): (kind, printed
    strength, the strength by distance of a kind that has one)."""
    by_edge: dict[int, list[Part3]] = {}
    for a in army(army_key).tile(tile).attacks:
        kind = a.kind
        if a.edge == convert_edge and kind in ("melee", "ranged"):
            kind = "ranged" if kind == "melee" else "melee"
        by_edge.setdefault(a.edge, []).append((kind, a.strength, DISTANCE_STRENGTH.get(kind)))
    return tuple((edge, tuple(parts)) for edge, parts in by_edge.items())


def _enemy_value(packets: list[Packet]) -> int:
    return sum(p.damage for p in packets)


def choose_conversion(board: Board, an: Analysis, v: UnitView) -> int | None:
    """The Quartermaster edge whose conversion adds the most damage, if any (policy)."""
    base = _enemy_value(unit_packets(board, an, v))
    best: tuple[int, int] | None = None
    for edge in sorted({a.edge for a in v.spec.attacks if a.kind in ("melee", "ranged")}):
        gain = _enemy_value(unit_packets(board, an, v, convert_edge=edge)) - base
        if gain > 0 and (best is None or gain > best[0]):
            best = (gain, edge)
    return None if best is None else best[1]


def explosion_packets(board: Board, an: Analysis, v: UnitView) -> list[Packet]:
    out = []
    for d, h in board.neighbours(v.unit.hex):
        t = an.by_hex.get(h)
        if t is not None:
            out.append(Packet(v.unit, v.unit.tile, t.unit, d, [Part("explosion", 1)]))
    return out


def wants_to_explode(board: Board, an: Analysis, v: UnitView) -> bool:
    """Policy: explode when it wounds more enemies (net of own units) than the attack does."""
    enemies = own = 0
    for _, h in board.neighbours(v.unit.hex):
        t = an.by_hex.get(h)
        if t is None:
            continue
        if is_enemy(an, v.unit, t.unit):
            enemies += 1
        else:
            own += 1
    normal = sum(1 for p in unit_packets(board, an, v) if p.damage > 0)
    return enemies - own > normal


# ---------------------------------------------------------------------- damage step
Chain = tuple[int, ...]  # medics a hit passes through; the last one dies in its place
LOSS_DEATH, LOSS_MEDIC_DEATH, LOSS_HQ_POINT, LOSS_WOUND = 10, 9, 3, 1
LOSS_ENEMY_SAVED = 2 * LOSS_DEATH  # a Medic spent on an enemy (a Spy linked to it): only when it must
SEARCH_LIMIT = 20000


class DamageStep:
    """Medic absorption and wounds for a set of simultaneous packets.

    A Medic absorbs one whole packet aimed at a unit it is linked to and dies instead
    (R35); a Medic hit itself in the same segment cannot save (R39) unless another Medic
    saves it; a hit on a Medic linked to a second Medic passes on to the second (R40),
    and a Medic saved that way can save again (R41). Medics are automatic (R34); where
    the owner has a choice (R36-R38) the engine takes the assignment that loses the owner
    least: a dead unit counts 10 (a dead Medic 9: spending Medics is what they are for),
    an HQ hit point 3, a wound marker 1 (docs/rulings.md D1).
    """

    def __init__(self, state: GameState, an: Analysis, packets: list[Packet]) -> None:
        self.state = state
        self.an = an
        self.packets = packets
        self.absorbed: dict[int, Chain] = {}  # packet index -> the chain that absorbed it
        self.terminal: set[int] = set()  # medics that die absorbing
        self.events: list[ev.Event] = []

    def name(self, h: Hex) -> str:
        return self.state.board.name(h)

    # ------------------------------------------------------------------ choices
    def _chains(self, target_uid: int, seen: tuple[int, ...]) -> list[Chain]:
        out: list[Chain] = []
        for m in sorted(self.an.views[target_uid].medics):
            if m in seen or self.an.views[m].netted:
                continue
            out.append((m,))
            out.extend((m,) + deeper for deeper in self._chains(m, seen + (m,)))
        return out

    def _valid(self, assign: dict[int, Chain], options: dict[int, list[Chain]]) -> bool:
        terminals = {c[-1] for c in assign.values()}
        hit_medics = {p.target.uid for i, p in enumerate(self.packets) if p.damage > 0 and i not in assign}

        def free(m: int, chain: Chain = ()) -> bool:
            return m not in terminals and m not in hit_medics and m not in chain

        for c in assign.values():
            if any(m in hit_medics for m in c) or any(m in terminals for m in c[:-1]):
                return False
            # The last medic must pass the hit on if a linked medic can take it (R40).
            if any(free(m, c) and not self.an.views[m].netted for m in self.an.views[c[-1]].medics):
                return False
        # Medics are automatic: a hit no medic took must have had no free medic (R34).
        for i, chains in options.items():
            if i not in assign and any(free(c[0]) and len(c) == 1 for c in chains):
                return False
        return True

    def _outcome(self, assign: dict[int, Chain]) -> tuple[dict[int, int], set[int]]:
        wounds: dict[int, int] = {}
        dying = {c[-1] for c in assign.values()}
        for i, p in enumerate(self.packets):
            if i not in assign:
                damage = p.damage
                if damage > 0:
                    wounds[p.target.uid] = wounds.get(p.target.uid, 0) + damage
        for uid, w in wounds.items():
            v = self.an.views[uid]
            if not v.spec.is_hq and v.unit.wounds + w >= v.spec.hp + v.toughness:
                dying.add(uid)
        return wounds, dying

    def _loss(self, assign: dict[int, Chain]) -> int:
        wounds, dying = self._outcome(assign)
        loss = sum(LOSS_MEDIC_DEATH if self.an.views[u].spec.effect_edges("medic") else LOSS_DEATH for u in dying)
        for uid, w in wounds.items():
            if self.an.views[uid].spec.is_hq:
                loss += LOSS_HQ_POINT * w
            elif uid not in dying:
                loss += LOSS_WOUND * w
        for i, chain in assign.items():  # "the module's owner decides which linked unit will be cured"
            if self.an.hostile(self.an.views[chain[-1]].unit.player, self.packets[i].target.player):
                loss += LOSS_ENEMY_SAVED
        return loss

    def _choose(self) -> dict[int, Chain]:
        options = {
            i: self._chains(p.target.uid, (p.target.uid,))
            for i, p in enumerate(self.packets)
            if self.an.views[p.target.uid].medics and p.damage > 0
        }
        options = {i: c for i, c in options.items() if c}
        if not options:
            return {}
        order = sorted(options)
        best: tuple[int, dict[int, Chain]] | None = None
        tried = 0

        def search(k: int, assign: dict[int, Chain], used: set[int]) -> None:
            nonlocal best, tried
            if tried > SEARCH_LIMIT:
                return
            if k == len(order):
                tried += 1
                if self._valid(assign, options):
                    loss = self._loss(assign)
                    if best is None or loss < best[0]:
                        best = (loss, dict(assign))
                return
            i = order[k]
            for c in options[i]:
                if c[-1] not in used:
                    assign[i] = c
                    search(k + 1, assign, used | {c[-1]})
                    del assign[i]
            search(k + 1, assign, used)

        search(0, {}, set())
        return best[1] if best is not None else {}

    # ------------------------------------------------------------------ result
    def resolve(self) -> tuple[dict[int, int], set[int]]:
        """Returns wounds per unit uid and the uids that die (medics included)."""
        self.absorbed = self._choose()
        for i in sorted(self.absorbed):
            p = self.packets[i]
            medic = self.absorbed[i][-1]
            self.terminal.add(medic)
            mu = self.an.views[medic].unit
            self.events.append(
                ev.MedicSaved(
                    mu.player,
                    self.name(mu.hex),
                    p.target.tile,
                    self.name(p.target.hex),
                    p.target.player,
                    p.source_label,
                    self.name(p.source.hex) if p.source is not None else "",
                    p.damage,
                )
            )
        return self._outcome(self.absorbed)


def hit_events(state: GameState, packets: list[Packet]) -> list[ev.Event]:
    out: list[ev.Event] = []
    names = state.board._names
    for p in packets:
        src = p.source
        kinds = []
        strength = armor = damage = 0
        for x in p.parts:
            kinds.append(x.kind)
            strength += x.strength
            armor += x.armor
            if x.strength > x.armor:
                damage += x.strength - x.armor  # Packet.damage
        out.append(
            ev.Hit(
                src.player if src is not None else 0,
                p.source_label,
                names[src.hex] if src is not None else "",
                p.target.player,
                p.target.tile,
                names[p.target.hex],
                kinds,
                _DIR_NAMES[p.direction] if p.direction is not None else "",
                strength,
                armor,
                damage,
            )
        )
    return out


def apply_damage(
    state: GameState, an: Analysis, wounds: dict[int, int], dying: set[int], causes: dict[int, str]
) -> list[ev.Event]:
    """Put wounds on units, HQ damage on the track, and remove the dead from ``state``."""
    out: list[ev.Event] = []
    b = state.board
    for uid, w in sorted(wounds.items()):
        v = an.views[uid]
        u = v.unit
        if v.spec.is_object:
            u.wounds = min(v.spec.hp, u.wounds + w)  # an Object's own track of 10 (R142)
            out.append(ev.ObjectDamaged(u.player, u.tile, b.name(u.hex), w, v.spec.hp - u.wounds))
            if u.wounds >= v.spec.hp:
                dying.add(uid)
            registry.sync_hp(state, state.owner(u))  # a taken-over Object is still its owner's
        elif v.spec.is_hq:
            ps = state.players[u.player]
            dealt = min(w, ps.hq_hp)
            ps.hq_hp -= dealt
            out.append(ev.HQDamaged(u.player, w, ps.hq_hp))
            if ps.hq_hp <= 0:
                dying.add(uid)
        elif uid not in dying:
            u.wounds += w
            out.append(ev.Wounded(u.player, u.tile, b.name(u.hex), u.wounds, v.spec.hp + v.toughness))
    for uid in sorted(dying):
        v = an.views[uid]
        u = v.unit
        if u.hex not in state.units:
            continue
        del state.units[u.hex]
        if v.spec.is_object:
            out.append(ev.Killed(u.player, u.tile, b.name(u.hex), causes.get(uid, "")))
        elif v.spec.is_hq:
            out.append(ev.HQDestroyed(u.player, b.name(u.hex)))
        else:
            lay_aside(state, state.owner(u), v.spec)  # a unit taken over goes to its owner's pile
            out.append(ev.Killed(u.player, u.tile, b.name(u.hex), causes.get(uid, "")))
    return out


def toughness_losses(state: GameState, an: Analysis) -> list[ev.Event]:
    """Units that carry as many wounds as their hit points without the toughness they lost
    (the HQ or module that gave it is netted, gone, or no longer next to them) die at once:
    they leave the board, and what they held leaves with them."""
    b = state.board
    out: list[ev.Event] = []
    for v in sorted(an.views.values(), key=lambda x: x.unit.uid):
        u = v.unit
        if u.wounds and not v.spec.is_hq and u.wounds >= v.spec.hp + v.toughness and state.units.get(u.hex) is u:
            del state.units[u.hex]
            lay_aside(state, state.owner(u), v.spec)
            out.append(ev.Killed(u.player, u.tile, b.name(u.hex), "toughness"))
    return out


def lay_aside(state: GameState, player: int, spec: TileSpec) -> None:
    """A tile that left the board dead goes to its owner's discard pile, or, with the ability
    ``return`` (Smart's Bio-Droid), back on top of their pile: the next tile they draw."""
    ps = state.players[player]
    if "return" in spec.abilities:
        ps.pile.append(spec.key)  # the top of the pile is the end of the list
    else:
        ps.discard.append(spec.key)


def score_points(
    state: GameState, an: Analysis, packets: list[Packet], absorbed: Iterable[int], wounds: dict[int, int]
) -> list[ev.Event]:
    """Points mode: HQs take no damage; each wound to an opponent's HQ scores a point for
    the attacker (up to 20). A wound to one's own HQ scores for an opponent: the one with
    the fewest points (docs/rulings.md M4). ``wounds`` loses its HQ entries."""
    out: list[ev.Event] = []
    skip = set(absorbed)
    for i, p in enumerate(packets):
        if i in skip or p.damage <= 0 or p.source is None or not an.views[p.target.uid].spec.is_hq:
            continue
        victim = state.owner(p.target)  # a taken-over Dancer Object is still its owner's HQ
        scorer = p.source.player
        if scorer == victim and p.reflected:
            continue  # one's own attack turned back scores nothing (R127)
        if scorer == victim:
            rivals = [q for q in state.order if q != victim and not state.players[q].out]
            scorer = min(rivals, key=lambda q: (state.players[q].points, rivals.index(q)))
        ps = state.players[scorer]
        gain = min(p.damage, POINTS_TO_WIN - ps.points)
        ps.points += gain
        out.append(ev.PointsScored(scorer, victim, gain, ps.points))
    for uid in [uid for uid in wounds if an.views[uid].spec.is_hq]:
        del wounds[uid]
    return out


def freed_events(state: GameState, before: Analysis, after: Analysis | None = None) -> list[ev.Event]:
    """Units that were netted and no longer are, after the board changed (a unit netted for
    want of a supply, :data:`rules.analysis.UNSUPPLIED`, is not freed from a net: its army tells it)."""
    if after is None:
        if not any(v.netted for v in before.views.values()):
            return []  # nobody was netted: nobody can be freed
        after = analyse(state)
    out: list[ev.Event] = []
    for uid, v in before.views.items():
        if v.netted and uid in after.views and not after.views[uid].netted and not (v.conditions & UNSUPPLIED):
            u = after.views[uid].unit
            out.append(ev.Freed(u.player, u.tile, state.board.name(u.hex)))
    return out


def analyse(state: GameState) -> Analysis:
    sides = None if state.teams is None else {p: state.team_of(p) for p in state.players}
    an = Analysis(
        state.board,
        state.units,
        {p: s.army for p, s in state.players.items()},
        sides,
        state.steel_nets(),
        foundations=state.foundations,
        owners=state.taken,
    )
    if state.markers and MARKER_CONDITIONS:
        for uid, found in state.markers.items():
            v = an.views.get(uid)
            if v is not None:
                for m in found:
                    condition = MARKER_CONDITIONS.get(m.kind)
                    if condition is not None:
                        v.conditions = v.conditions | {condition}
    return an


class LazyAnalysis:
    """The board analysis of a state, computed when first asked for."""

    __slots__ = ("state", "an")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.an: Analysis | None = None

    def get(self) -> Analysis:
        if self.an is None:
            self.an = analyse(self.state)
        return self.an


# Steps after every damage step, in battle and outside it (an army's side effects of its
# hits: Neojungle's Venom): (the state after the damage, the analysis before it, the
# packets, the indices of those a Medic absorbed -> the Medics' chain, the events so far).
HIT_STEPS: list[Callable[[GameState, Analysis, list[Packet], dict[int, Chain], list[ev.Event]], None]] = []
# Steps at the start of every battle, before its first initiative segment (Neojungle's
# Venom wounds): they change the state and return what happened, told as the battle's
# opening segment (initiative ev.OPENING).
BATTLE_START: list[Callable[[GameState], list[ev.Event]]] = []


def resolve_packets(
    state: GameState, an: Analysis, packets: list[Packet], causes: dict[int, str], destroyed: Iterable[int] = ()
) -> list[ev.Event]:
    """Hits, medics, wounds and removals for simultaneous packets; mutates ``state``.

    ``destroyed`` are units that die whatever happens (a Clown that exploded)."""
    return _resolve(state, an, packets, causes, destroyed)[0]


def _resolve(
    state: GameState, an: Analysis, packets: list[Packet], causes: dict[int, str], destroyed: Iterable[int]
) -> tuple[list[ev.Event], Analysis]:
    """:func:`resolve_packets`, also returning the analysis of the board afterwards."""
    if not packets and not destroyed:
        return [], an  # the units that acted reached nobody: nothing happens
    events = hit_events(state, [p for p in packets if p.parts])
    step = DamageStep(state, an, packets)
    wounds, dying = step.resolve()
    dying.update(destroyed)
    events.extend(step.events)
    if state.mode == MODE_POINTS:
        events.extend(score_points(state, an, packets, step.absorbed, wounds))
    for m in step.terminal:
        causes.setdefault(m, "medic")
    events.extend(apply_damage(state, an, wounds, dying, causes))
    for after_hits in HIT_STEPS:
        after_hits(state, an, packets, step.absorbed, events)
    if state.markers and dying:
        state.prune_markers()  # markers leave the board with their units
    if not dying:
        return events, an
    quick = an.after_removals() if state.units is an.units else None
    if quick is not None:
        return events, quick  # no net or module left the board: nobody is freed
    after = analyse(state)
    events.extend(freed_events(state, an, after))
    return events, after


# ---------------------------------------------------------------------- the battle
@dataclass(frozen=True, slots=True)
class SegmentStep:
    """What an army adds to every initiative segment of a battle in which it is ``active``
    (asked once per battle, with the board's analysis at its start): more packets before the
    damage step (``packets``: the state, the analysis, the segment's packets, the uids that
    fired, the segment's events; Agony), and removals after it (``after``: Lair)."""

    active: Callable[[GameState, Analysis], bool]
    packets: Callable[[GameState, Analysis, list[Packet], set[int], list[ev.Event]], list[Packet]] | None = None
    after: Callable[[GameState], list[ev.Event]] | None = None
    # What acts at a segment of its own besides the units (Mississippi's Toxic Bomb): the
    # segments it acts in (asked once per battle) and, at each, its packets and the uids that
    # die whatever happens (given the state, the analysis, the segment and its events).
    segments: Callable[[GameState], Iterable[int]] | None = None
    at: Callable[[GameState, Analysis, int, list[ev.Event]], list[Packet]] | None = None


SEGMENT_STEPS: list[SegmentStep] = []  # registered by the armies, in the order of rules.armies.ARMIES


def _slot_table(an: Analysis) -> list[tuple[UnitView, tuple[tuple[SlotId, int], ...]]]:
    """The units with initiative slots, by uid, with their slots (for one board analysis)."""
    out = []
    for v in sorted(an.views.values(), key=lambda x: x.unit.uid):
        if v.spec.initiative:
            out.append((v, view_slots(v)))
    return out


def fight(state: GameState, cause: str, player: int) -> ev.BattleFought:
    """Resolve one battle on ``state`` (mutated in place) and return its report."""
    consumed: dict[int, set[SlotId]] = {}
    converted: set[int] = set()
    segments: list[ev.Segment] = []
    for start in BATTLE_START:
        opening = start(state)
        if opening:
            segments.append(ev.Segment(ev.OPENING, opening))
    an = analyse(state)
    table = _slot_table(an)
    present = {val for _, slots in table for _, val in slots}  # segments where someone may act
    top = max(present, default=-1)
    board = state.board
    steps = [step for step in SEGMENT_STEPS if step.active(state, an)]
    packet_steps = [step.packets for step in steps if step.packets is not None]
    after_steps = [step.after for step in steps if step.after is not None]
    at_steps = [step.at for step in steps if step.at is not None]
    own_segments: set[int] = set()  # segments where something other than the units acts
    for step in steps:
        if step.segments is not None:
            own_segments.update(step.segments(state))
    if own_segments:
        present |= own_segments
        top = max(present)
    for k in range(top, -1, -1):
        if k not in present:
            continue  # nobody's slot is here (slots passed over are marked lost at the next one)
        firing: list[UnitView] = []
        for v, slots in table:
            used = consumed.setdefault(v.unit.uid, set())
            now = []
            for sid, val in slots:
                if val > k:
                    used.add(sid)  # its segment has passed: the attack is lost (R9-R12)
                elif val == k and sid not in used:
                    now.append(sid)
            if not now or v.netted:
                continue
            used.update(now)
            if v.conditions and v.disarmed:
                continue  # paralysed: its attack (and a Clown's blast) is lost
            firing.append(v)
        seg = ev.Segment(k)
        packets: list[Packet] = []
        for at in at_steps:
            packets.extend(at(state, an, k, seg.events))
        if not firing and not packets and not seg.events:
            continue
        causes: dict[int, str] = {}
        for v in firing:
            if "explosion" in v.spec.abilities and wants_to_explode(board, an, v):
                seg.events.append(ev.Exploded(v.unit.player, board.name(v.unit.hex)))
                packets.extend(explosion_packets(board, an, v))
                causes[v.unit.uid] = "explosion"  # destroyed by its own blast: no medic helps
                continue
            edge = None
            if v.quartermasters and v.unit.uid not in converted:
                edge = choose_conversion(board, an, v)
                if edge is not None:
                    converted.add(v.unit.uid)
                    kinds = {a.kind for a in v.spec.attacks if a.edge == edge}
                    seg.events.append(
                        ev.Converted(
                            v.unit.player,
                            v.unit.tile,
                            board.name(v.unit.hex),
                            edge_direction(v.unit, edge).name,
                            "ranged" if "melee" in kinds else "melee",
                        )
                    )
            packets.extend(unit_packets(board, an, v, edge, seg.events))
        if packet_steps:
            fired = {v.unit.uid for v in firing}
            for more in packet_steps:
                packets = more(state, an, packets, fired, seg.events)
        exploded = {uid for uid, why in causes.items() if why == "explosion"}
        before = an
        events, an = _resolve(state, an, packets, causes, exploded)  # the board for the next segment
        for after in after_steps:
            lost = after(state)
            if lost:
                events.extend(lost)
                an = analyse(state)
        if an is not before and before.toughened:  # a toughness lost mid-battle kills at once
            lost = toughness_losses(state, an)
            while lost:
                events.extend(lost)
                an = analyse(state)
                lost = toughness_losses(state, an)
        if an is not before:
            if an._modules is before._modules:  # only units without nets or modules were removed
                table = [(v, slots) for v, slots in table if v.unit.uid in an.views]
            else:
                table = _slot_table(an)
            present = {val for _, slots in table for _, val in slots} | own_segments
        seg.events.extend(events)
        if seg.events:  # units acted but reached nobody: nothing to tell
            segments.append(seg)
    return ev.BattleFought(
        cause,
        player,
        segments,
        {str(p): s.hq_hp for p, s in sorted(state.players.items())},
    )
