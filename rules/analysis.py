"""What the board means right now: who is netted and what every module gives to whom.

Everything here is derived from the units on the board and is recomputed whenever the
board changes (in battle, at the start of every initiative segment, since the dead stay
on the board until their segment ends). The board is evaluated as one whole state,
never in placement order (R18).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

from rules.catalog import TileSpec, army
from rules.hexes import Board, Direction, Hex
from rules.state import Foundation, Unit

# Module effects help their beneficiary's own (and allied) units, except these, which hurt
# its enemies (an army adds its own: Mississippi's Paralysis and Zone). Registered before the
# first analysis (the module plans are cached).
NEGATIVE_EFFECTS: set[str] = {"saboteur"}
# Conditions a module puts on a linked unit (:attr:`UnitView.conditions`) that stop it
# attacking (Mississippi's Paralysis), and those that set its initiative to 0 with nothing to
# raise it (Mississippi's Zone): registered by the armies that bring them.
DISARMING: set[str] = set()
ZEROING: set[str] = set()
# Markers that put a condition on the unit they lie on, as a linked module would (Sharrash's
# paralysis marker: the condition ``paralysis``): marker kind -> condition. Read by
# :func:`rules.battle.analyse` from :attr:`rules.state.GameState.markers`.
MARKER_CONDITIONS: dict[str, str] = {}
# Supplies a unit needs or it counts as netted (Uranopolis's Power Supply): the unit's ability
# -> (the module effect that supplies it, the condition an unsupplied unit gets). A unit with
# the ability is supplied while a friendly unit that is not netted links to it with the effect;
# unsupplied, it is netted (:attr:`UnitView.netted`) with the condition on it. Registered by the
# armies that bring them (:func:`supply`); nets and supplies are resolved together.
SUPPLIES: dict[str, tuple[str, str]] = {}
# The conditions of :data:`SUPPLIES`: a unit netted for want of a supply, not by a net.
UNSUPPLIED: set[str] = set()
_NEEDS: list[frozenset[str]] = [frozenset()]  # the abilities of SUPPLIES, for a quick test


def supply(ability: str, effect: str, condition: str) -> None:
    """Register a supply (:data:`SUPPLIES`)."""
    SUPPLIES[ability] = (effect, condition)
    UNSUPPLIED.add(condition)
    _NEEDS[0] = frozenset(SUPPLIES)


_DIRECTIONS = tuple(Direction)
STEEL_NET_SOURCE = -1  # the net graph's source for a Steel Net marker: never netted itself


def edge_direction(unit: Unit, edge: int) -> Direction:
    """The world direction a tile-relative edge points to, given the unit's facing."""
    return _DIRECTIONS[(edge + unit.facing) % 6]


def incoming_edge(unit: Unit, from_direction: Direction) -> int:
    """The tile-relative edge of ``unit`` that faces the world direction ``from_direction``."""
    return (from_direction - unit.facing) % 6


class UnitView:
    """Derived, per-unit figures for the current board."""

    __slots__ = (
        "unit",
        "spec",
        "netted",
        "melee_bonus",
        "ranged_bonus",
        "speed",
        "slow",
        "extra_sources",
        "medics",
        "quartermasters",
        "transports",
        "grabbers",
        "beneficiary",
        "toughness",
        "conditions",
    )

    def __init__(self, unit: Unit, spec: TileSpec, beneficiary: int) -> None:
        self.unit = unit
        self.spec = spec
        self.netted = False
        self.melee_bonus = 0
        self.ranged_bonus = 0
        self.speed = 0
        self.slow = 0
        self.extra_sources: tuple[int, ...] = ()  # uids giving additional initiative
        self.medics: tuple[int, ...] = ()  # uids of active medics linked to this unit
        self.quartermasters: tuple[int, ...] = ()
        self.transports: tuple[int, ...] = ()
        self.grabbers: tuple[int, ...] = ()  # uids of Scrabblers giving this unit the Grab ability
        self.beneficiary = beneficiary  # for modules: whose units it helps (a Scoper changes it)
        self.toughness = 0  # extra hit points from modules and HQs (New York's HQ), lost when the link is
        # what linked modules put on the unit besides figures (Mississippi: venom, paralysis, zone)
        self.conditions: frozenset[str] = frozenset()

    @property
    def hp(self) -> int:
        """The hit points the unit has now: its tile's and what linked modules add."""
        return self.spec.hp + self.toughness

    @property
    def initiative_delta(self) -> int:
        return self.speed - self.slow

    @property
    def disarmed(self) -> bool:
        """Whether a linked module stops this unit attacking (a paralysed unit: :data:`DISARMING`)."""
        return bool(self.conditions) and not DISARMING.isdisjoint(self.conditions)

    @property
    def zeroed(self) -> bool:
        """Whether a linked module sets this unit's initiative to 0 (:data:`ZEROING`)."""
        return bool(self.conditions) and not ZEROING.isdisjoint(self.conditions)


class Analysis:
    """Nets and module effects for one board configuration."""

    def __init__(
        self,
        board: Board,
        units: dict[Hex, Unit],
        armies: dict[int, str],
        sides: dict[int, int] | None = None,
        marked: frozenset[int] = frozenset(),
        foundations: dict[Hex, Foundation] | None = None,
        owners: dict[int, int] | None = None,
    ) -> None:
        self.board = board
        self.units = units
        self.armies = armies
        self.foundations = foundations or {}
        # Groups of units through which an army's modules act as a whole (Neojungle's Matrix):
        # uid -> the members of its group, computed when a module of such an army is met.
        self.groups: dict[int, tuple[UnitView, ...]] | None = None
        # Teams: ``sides`` maps a player to their team (None: everyone on their own). Allies
        # share modules; they do not attack, net or push each other, except the units of an
        # army that fights allies (Moloch).
        self.sides = sides
        self.ally_fighters = (
            frozenset(p for p, a in armies.items() if army(a).fights_allies) if sides is not None else frozenset()
        )
        views: dict[int, UnitView] = {}
        by_hex: dict[Hex, UnitView] = {}
        self.views = views
        self.by_hex = by_hex
        catalogs = {p: army(a).by_key for p, a in armies.items()}
        modules: list[UnitView] = []  # units with module effects (HQs included)
        netters: list[UnitView] = []
        self._modules = modules
        scopers = doublers = tough = False
        needy: list[UnitView] = []  # units that need a supply (SUPPLIES)
        needs = _NEEDS[0]
        for h, u in units.items():
            # a unit taken over (``owners``: uid -> owner) is its owner's tile, its controller's unit
            spec = catalogs[owners.get(u.uid, u.player) if owners else u.player][u.tile]
            v = UnitView(u, spec, u.player)
            views[u.uid] = v
            by_hex[h] = v
            if spec.effects:
                modules.append(v)
                names = spec.effect_names
                scopers = scopers or "scoper" in names
                tough = tough or "toughness" in names
                doublers = doublers or "move_doubler" in names
            if spec.nets:
                netters.append(v)
            if needs and spec.abilities and not needs.isdisjoint(spec.abilities):
                needy.append(v)
        self.toughened = tough  # some module or HQ gives toughness: a unit may die when it loses it
        if needy:
            self._resolve_supplies(netters, marked, needy, scopers)
        elif netters or marked:
            self._resolve_nets(netters, marked)
        self.move_doubler_for: set[int] = set()
        if modules:
            if scopers:
                self._resolve_scopers()
            self._resolve_modules()
            if doublers:
                self.move_doubler_for = {
                    v.beneficiary for v in modules if not v.netted and "move_doubler" in v.spec.effect_names
                }

    def after_removals(self) -> Analysis | None:
        """The analysis of the same board after units were removed from it, without
        recomputing, when none of the removed units had a net or a module effect (then
        nothing else about the board changed); ``None`` when it must be recomputed."""
        units = self.units
        gone = {uid for uid, v in self.views.items() if units.get(v.unit.hex) is not v.unit}
        for uid in gone:
            spec = self.views[uid].spec
            if spec.effects or spec.nets:
                return None
        new = Analysis.__new__(Analysis)
        if self.groups and any(uid in self.groups for uid in gone):
            return None  # a group lost a member: it may fall apart
        new.board = self.board
        new.units = units
        new.armies = self.armies
        new.foundations = self.foundations
        new.groups = self.groups
        new.sides = self.sides
        new.ally_fighters = self.ally_fighters
        new.views = {uid: v for uid, v in self.views.items() if uid not in gone}
        new.by_hex = {h: v for h, v in self.by_hex.items() if v.unit.uid not in gone}
        new._modules = self._modules
        new.move_doubler_for = self.move_doubler_for
        new.toughened = self.toughened
        return new

    # ------------------------------------------------------------------ helpers
    def view_at(self, h: Hex) -> UnitView | None:
        return self.by_hex.get(h)

    def linked(self, v: UnitView, edges: Iterable[int]) -> list[UnitView]:
        out = []
        facing = v.unit.facing
        adj = self.board._adj[v.unit.hex]
        by_hex = self.by_hex
        for e in edges:
            n = adj[(e + facing) % 6]
            if n is not None:
                t = by_hex.get(n)
                if t is not None:
                    out.append(t)
        return out

    def netted(self, uid: int) -> bool:
        return self.views[uid].netted

    def hostile(self, a: int, b: int) -> bool:
        """Whether player ``a``'s units attack, net and push player ``b``'s."""
        if a == b:
            return False
        sides = self.sides
        if sides is None or sides[a] != sides[b]:
            return True
        return (
            a in self.ally_fighters or b in self.ally_fighters
        )  # an army that fights allies: "Moloch w trybie drużynowym"

    def friendly(self, a: int, b: int) -> bool:
        """Whether modules of player ``a`` help player ``b``'s units (own or allied)."""
        return a == b or (self.sides is not None and self.sides[a] == self.sides[b])

    # ------------------------------------------------------------------ nets
    def _resolve_nets(self, netters: list[UnitView], marked: frozenset[int] = frozenset()) -> None:
        """Decide who is netted (abilities.md §3.5): chains, mutual nets and cycles. A Steel
        Net marker on a unit (``marked``) is a net from a source that is always free."""
        incoming: dict[int, set[int]] = {}
        for v in netters:
            spider = "spider_net" in v.spec.abilities  # Beasts' Spider Net nets own units too (R31)
            for t in self.linked(v, v.spec.nets):
                if spider or self.hostile(v.unit.player, t.unit.player):
                    incoming.setdefault(t.unit.uid, set()).add(v.unit.uid)
        for uid in marked:
            if uid in self.views:
                incoming.setdefault(uid, set()).add(STEEL_NET_SOURCE)
        if not incoming:
            return
        status: dict[int, bool] = {}  # uid -> netted?
        undecided = set(incoming) | {src for srcs in incoming.values() for src in srcs}
        for uid in list(undecided):
            if uid not in incoming:
                status[uid] = False
                undecided.discard(uid)
        void: set[tuple[int, int]] = set()
        while undecided:
            changed = True
            while changed:
                changed = False
                for uid in list(undecided):
                    srcs = [s for s in incoming[uid] if (s, uid) not in void]
                    if any(status.get(s) is False for s in srcs):
                        status[uid] = True
                        undecided.discard(uid)
                        changed = True
                    elif all(status.get(s) is True for s in srcs):
                        status[uid] = False
                        undecided.discard(uid)
                        changed = True
            if not undecided:
                break
            # Remaining undecided units net each other in closed loops: strongly connected
            # components that no undecided outsider nets are free, their mutual nets void.
            for comp in _components(undecided, incoming, void):
                outside = {
                    s
                    for uid in comp
                    for s in incoming[uid]
                    if s in undecided and s not in comp and (s, uid) not in void
                }
                if outside:
                    continue
                for uid in comp:
                    for s in incoming[uid]:
                        if s in comp:
                            void.add((s, uid))
                    status[uid] = False
                    undecided.discard(uid)
        for uid, is_netted in status.items():
            if uid != STEEL_NET_SOURCE:
                self.views[uid].netted = is_netted

    # ------------------------------------------------------------------ supplies
    def _resolve_supplies(
        self, netters: list[UnitView], marked: frozenset[int], needy: list[UnitView], scopers: bool
    ) -> None:
        """Nets and supplies together (:data:`SUPPLIES`): an unsupplied unit is netted, so it
        nets nothing and supplies nothing; a netted supplier supplies nothing. Resolved by
        iteration from "everyone supplied"; where supplies and nets depend on each other in a
        loop (the sets alternate), the units of the loop keep their supply, as units netting
        each other in a loop stay free, and their nets hold (docs/rulings.md UR2)."""
        views = self.views
        off: frozenset[int] = frozenset()
        seen: list[frozenset[int]] = []
        while True:
            self._nets_without(netters, marked, off, scopers)
            new = frozenset(v.unit.uid for v in needy if not self._supplied(v))
            if new == off:
                break
            if new in seen:  # a loop: what every set of the loop agrees on is unsupplied
                off = frozenset.intersection(new, off, *seen[seen.index(new) :])
                self._nets_without(netters, marked, off, scopers)
                break
            seen.append(off)
            off = new
        for uid in off:
            v = views[uid]
            wants = [a for a in v.spec.abilities if a in SUPPLIES]
            lacking = [a for a in wants if not self._supplied_with(v, a)] or wants  # (a loop: all of them)
            v.conditions = v.conditions | {SUPPLIES[a][1] for a in lacking}

    def _nets_without(
        self, netters: list[UnitView], marked: frozenset[int], off: frozenset[int], scopers: bool
    ) -> None:
        """Nets (and Scopers' prizes) with the units ``off`` netted for want of a supply."""
        views = self.views
        for v in views.values():
            v.netted = False
        active = [v for v in netters if v.unit.uid not in off] if off else netters
        if active or marked:
            self._resolve_nets(active, marked)
        for uid in off:
            views[uid].netted = True
        if scopers:  # a Scoper's prize supplies its new beneficiary's units
            for m in self._modules:
                m.beneficiary = m.unit.player
            self._resolve_scopers()

    def _supplied(self, v: UnitView) -> bool:
        return all(self._supplied_with(v, a) for a in v.spec.abilities if a in SUPPLIES)

    def _supplied_with(self, v: UnitView, ability: str) -> bool:
        """Whether a friendly unit that is not netted links to ``v`` with the supply ``ability``
        needs."""
        effect = SUPPLIES[ability][0]
        u = v.unit
        adj = self.board._adj[u.hex]
        for d in _DIRECTIONS:
            n = adj[d]
            s = self.by_hex.get(n) if n is not None else None
            if s is None or s.netted or effect not in s.spec.effect_names or not self.friendly(s.beneficiary, u.player):
                continue
            if incoming_edge(s.unit, d.opposite) in s.spec.effect_edges(effect):
                return True
        return False

    # ------------------------------------------------------------------ scoper
    def _resolve_scopers(self) -> None:
        for v in self._modules:
            if v.netted or "scoper" not in v.spec.effect_names:
                continue
            for t in self.linked(v, v.spec.effect_edges("scoper")):
                modular = t.spec.kind == "module" or t.spec.is_object  # an Object is a module too (S004 "Skoper")
                if modular and not self.friendly(v.unit.player, t.unit.player):
                    t.beneficiary = v.unit.player

    # ------------------------------------------------------------------ modules
    def _resolve_modules(self) -> None:
        board = self.board
        by_hex = self.by_hex
        sides = self.sides
        for v in self._modules:
            if v.netted:
                continue
            u = v.unit
            spec = v.spec
            beneficiary = v.beneficiary
            links = _module_links(board, spec.army, spec.key, u.hex, u.facing)
            if spec.army in MODULE_GROUPS and spec.kind == "module":
                links = self._through_groups(v, links)
            for n, handler, negative, value in links:
                t = by_hex.get(n)
                if t is None:
                    continue
                p = t.unit.player
                if t.spec.is_object and p != u.player and not negative:
                    continue  # allies' (and scoped) bonuses never reach Dancer's Objects (R149)
                if negative:
                    if p == beneficiary or (sides is not None and sides[p] == sides[beneficiary]) or t.spec.is_spy:
                        continue  # a Spy links to enemy modules as to its own: their harm misses it
                elif p != beneficiary and (sides is None or sides[p] != sides[beneficiary]) and not t.spec.is_spy:
                    continue
                handler(t, v, value)

    # ------------------------------------------------------------------ groups
    def _through_groups(
        self, v: UnitView, links: tuple[tuple[Hex, Handler, bool, int], ...]
    ) -> tuple[tuple[Hex, Handler, bool, int], ...]:
        """A grouping army's module acts on each unit it links to and on every member of that
        unit's group (Neojungle's Matrix), once per unit and effect, never on itself."""
        if self.groups is None:
            self.groups = {}
            for p, a in self.armies.items():
                group_of = MODULE_GROUPS.get(a)
                if group_of is not None:
                    for members in group_of(self, p):
                        for m in members:
                            self.groups[m.unit.uid] = members
        out: list[tuple[Hex, Handler, bool, int]] = []
        seen: set[tuple[Handler, bool, int, int]] = set()
        for n, handler, negative, value in links:
            t = self.by_hex.get(n)
            if t is None:
                continue
            for m in (t, *self.groups.get(t.unit.uid, ())):
                key = (handler, negative, value, m.unit.uid)
                if m is v or key in seen:
                    continue
                seen.add(key)
                out.append((m.unit.hex, handler, negative, value))
        return tuple(out)

    @staticmethod
    def _apply(effect: str, value: int, src: UnitView, t: UnitView) -> None:
        handler = EFFECTS.get(effect)
        if handler is not None:
            handler(t, src, value)


def _melee_officer(t: UnitView, src: UnitView, value: int) -> None:
    t.melee_bonus += value


def _ranged_officer(t: UnitView, src: UnitView, value: int) -> None:
    t.ranged_bonus += value


def _speed(t: UnitView, src: UnitView, value: int) -> None:
    t.speed += value


def _saboteur(t: UnitView, src: UnitView, value: int) -> None:
    t.slow += value


def _additional_initiative(t: UnitView, src: UnitView, value: int) -> None:
    t.extra_sources += (src.unit.uid,)


def _medic(t: UnitView, src: UnitView, value: int) -> None:
    t.medics += (src.unit.uid,)


def _quartermaster(t: UnitView, src: UnitView, value: int) -> None:
    t.quartermasters += (src.unit.uid,)


def _transport(t: UnitView, src: UnitView, value: int) -> None:
    t.transports += (src.unit.uid,)


def _toughness(t: UnitView, src: UnitView, value: int) -> None:
    t.toughness += value


def condition(name: str) -> Callable[[UnitView, UnitView, int], None]:
    """A module effect that puts the condition ``name`` on the linked unit (for :data:`EFFECTS`)."""

    def put(t: UnitView, src: UnitView, value: int) -> None:
        t.conditions = t.conditions | {name}

    return put


# Armies whose modules act on whole groups of units (Neojungle's Matrix): army -> (the
# analysis, a player of that army) -> that player's groups, each a tuple of unit views. A
# module of such an army linked to a member of any group acts on every member of it.
MODULE_GROUPS: dict[str, Callable[[Analysis, int], list[tuple[UnitView, ...]]]] = {}


# What each module effect does to a linked unit; an army's own effect is an entry it adds
# (the Beasts' Scrabbler: grab).
EFFECTS: dict[str, Callable[[UnitView, UnitView, int], None]] = {
    "melee_officer": _melee_officer,
    "ranged_officer": _ranged_officer,
    "speed": _speed,
    "saboteur": _saboteur,
    "additional_initiative": _additional_initiative,
    "medic": _medic,
    "quartermaster": _quartermaster,
    "mobility": _transport,
    "toughness": _toughness,
}


def _components(nodes: set[int], incoming: dict[int, set[int]], void: set[tuple[int, int]]) -> list[set[int]]:
    """Strongly connected components (size >= 2) of the net graph restricted to ``nodes``."""
    succ: dict[int, list[int]] = {n: [] for n in nodes}
    for t in nodes:
        for s in incoming.get(t, ()):
            if s in nodes and (s, t) not in void:
                succ[s].append(t)
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on: set[int] = set()
    comps: list[set[int]] = []
    counter = [0]

    def visit(n: int) -> None:
        index[n] = low[n] = counter[0]
        counter[0] += 1
        stack.append(n)
        on.add(n)
        for m in succ[n]:
            if m not in index:
                visit(m)
                low[n] = min(low[n], low[m])
            elif m in on:
                low[n] = min(low[n], index[m])
        if low[n] == index[n]:
            comp = set()
            while True:
                m = stack.pop()
                on.discard(m)
                comp.add(m)
                if m == n:
                    break
            if len(comp) >= 2:
                comps.append(comp)

    for n in sorted(nodes):
        if n not in index:
            visit(n)
    return comps


Handler = Callable[[UnitView, UnitView, int], None]


@lru_cache(maxsize=1024)
def _module_plan(army_key: str, tile: str) -> tuple[tuple[Handler, bool, int, tuple[int, ...]], ...]:
    """What a module tile does to linked units, in data-file order: (handler, whether it
    hurts enemies, value, edges) per effect with a handler (Scoper and Recon Center work
    elsewhere)."""
    out = []
    for eff in army(army_key).tile(tile).effects:
        if eff.effect in ("scoper", "move_doubler"):
            continue
        handler = EFFECTS.get(eff.effect)
        if handler is not None:
            out.append((handler, eff.effect in NEGATIVE_EFFECTS, eff.value, eff.edges))
    return tuple(out)


@lru_cache(maxsize=16384)
def _module_links(
    board: Board, army_key: str, tile: str, h: Hex, facing: Direction
) -> tuple[tuple[Hex, Handler, bool, int], ...]:
    """:func:`_module_plan` for a module standing on ``h`` facing ``facing``, one entry per
    link in the same order: (the hex linked on ``board``, handler, whether it hurts
    enemies, value). A module with the ability ``long_range`` (the Doomsday Machine's Long
    Distance Modules) links the hex two steps along each of its edges too, whatever lies
    between (docs/rulings.md DM9)."""
    adj = board._adj[h]
    far = "long_range" in army(army_key).tile(tile).abilities
    lines = board._lines[h]
    out = []
    for handler, negative, value, edges in _module_plan(army_key, tile):
        for e in edges:
            d = (e + facing) % 6
            n = adj[d]
            if n is not None:
                out.append((n, handler, negative, value))
                if far and len(lines[d]) > 1:
                    out.append((lines[d][1], handler, negative, value))
    return tuple(out)
