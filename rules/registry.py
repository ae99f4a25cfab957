"""The seams of the generic flow: the dispatch tables the armies fill.

The generic flow (:mod:`rules.game`, :mod:`rules.turns`, :mod:`rules.instants`) never asks
which army a player leads nor whether a unit has some army's feature. Where an army brings
a mechanic, its package (``rules/armies/<army>/``) registers it here when it is imported
(:func:`rules.armies.load`, which ``rules/__init__`` calls once every generic module is
loaded), and the flow calls whatever is registered:

- verbs (``net``, ``dance``) and instants (``play hunt``) with their notation, their
  handler and the legal actions they offer;
- an army's turn abilities (the actions besides placing and playing tiles), offered to the
  seats they concern (:class:`TurnAbilities`);
- :class:`ArmyRules`: what an army changes in set-up and in the turn's rules (Cerberus
  next to the HQ, Objects instead of an HQ, who starts, no unlucky draw);
- kinds of pending choice (where a pulled unit or a Vulture goes);
- steps after every action, after every fight, after the battles, at a turn's end, and
  checks that may forbid placing units (Terror).

Battles have their own tables, filled the same way: :data:`rules.battle.REACH` (attack
kinds), :data:`rules.battle.SEGMENT_STEPS` and :data:`rules.battle.REFLECTION`, and the
module effects :data:`rules.analysis.EFFECTS`. Lists are kept in the order of
:data:`rules.armies.ALL_ARMIES` (the base game's entries first), so that legal actions come in
the same order whatever was imported first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from rules.actions import Action, IllegalAction, add_instant_notation, add_verb_notation
from rules.armies import ALL_ARMIES
from rules.catalog import TileSpec, army

if TYPE_CHECKING:
    from rules import events as ev
    from rules.analysis import Analysis
    from rules.battle import LazyAnalysis
    from rules.hexes import Hex
    from rules.state import Foundation, GameState, PendingPush, Unit

    Events = list[ev.Event]

VerbHandler = Callable[["GameState", Action, "Events"], None]
InstantPlay = Callable[["GameState", TileSpec, Action, "Events"], None]
InstantOptions = Callable[["GameState", "LazyAnalysis", TileSpec], list[Action]]
Step = Callable[["GameState", "Events"], None]
Refusal = Callable[["GameState"], IllegalAction | None]


# ---------------------------------------------------------------------- ordering
def _rank(army: str | None) -> int:
    """Where an entry of ``army`` goes in a table: the base game's first, then by ALL_ARMIES."""
    return -1 if army is None else ALL_ARMIES.index(army)


_T = TypeVar("_T")


class _Table(Generic[_T]):
    """Entries in the order of :data:`ALL_ARMIES` (the base game's first; an army's in the order
    it registered them), kept as a tuple for the flow's loops."""

    __slots__ = ("_ranked", "items")

    def __init__(self) -> None:
        self._ranked: list[tuple[int, _T]] = []
        self.items: tuple[_T, ...] = ()

    def add(self, army: str | None, item: _T) -> None:
        self._ranked.append((_rank(army), item))
        self._ranked.sort(key=lambda entry: entry[0])  # stable
        self.items = tuple(item for _, item in self._ranked)


# ---------------------------------------------------------------------- verbs
@dataclass(frozen=True, slots=True)
class Verb:
    """How ``apply`` treats an action's verb."""

    apply: VerbHandler
    moves: bool = False  # may move a unit: steps after the action check who lost contact (Lair)
    keeps_units: bool = False  # changes no unit outside a battle: the new state shares the units
    before_discard: bool = False  # allowed while the turn's mandatory discard waits (discard, Dance)


VERBS: dict[str, Verb] = {}
_VERB_ORDER: _Table[str] = _Table()


def verb(
    name: str,
    handler: VerbHandler,
    *,
    army: str | None = None,
    parse: Callable[[list[str]], Action] | None = None,
    moves: bool = False,
    keeps_units: bool = False,
    before_discard: bool = False,
) -> None:
    """Register the verb ``name``: its handler, how its notation reads (``parse``, given the
    words after the verb) and how ``apply`` treats it."""
    if name in VERBS:
        raise ValueError(f"the verb {name!r} is registered twice")
    VERBS[name] = Verb(handler, moves, keeps_units, before_discard)
    _VERB_ORDER.add(army, name)
    if parse is not None:
        add_verb_notation(name, parse, _rank(army))


def verbs() -> list[str]:
    """Every verb, the base game's first (for messages that list them)."""
    return list(_VERB_ORDER.items)


# ---------------------------------------------------------------------- instants
@dataclass(frozen=True, slots=True)
class Instant:
    """An instant tile's effect (``play TILE ...``) and the legal plays of it now.

    ``words``: what a player gives after the tile's key, in the notation's order — each
    ``unit`` (the own unit it acts on), ``target`` (a hex, or several: a Small Bomb's three)
    or ``facing`` — so that a command (``/hex play``) asks for those and writes the notation
    without knowing the instant; ``needs``: the catalogue id of the sentence that says what
    is missing (``""``: a general one).

    ``asks``: how the hand's menus word each choice after the tile's key (a word of the
    legal actions, by its position), so that the bot labels an army's instant without knowing
    it: ``""`` as any word (a hex by the unit on it, a facing by its arrow), ``own`` the own
    unit that acts, named with its hex (Dancer's Action: an Object), ``edge`` one edge of the
    unit chosen before (a facing: what that edge attacks with) or a unit it tends (a hex:
    Healing), ``aim`` a hex the unit attacks toward, or a facing (no attack: the Hunt's
    last words)."""

    play: InstantPlay
    options: InstantOptions
    words: tuple[str, ...] = ("target",)
    needs: str = ""
    asks: tuple[str, ...] = ()


ASKS = frozenset({"", "own", "edge", "aim"})  # see Instant.asks


INSTANTS: dict[str, Instant] = {}


def instant(
    kind: str,
    play: InstantPlay,
    options: InstantOptions,
    *,
    army: str | None = None,
    tile: str | None = None,
    parse: Callable[[list[str]], Action] | None = None,
    words: tuple[str, ...] = ("target",),
    needs: str = "",
    asks: tuple[str, ...] = (),
) -> None:
    """Register the instant ``kind`` (a tile's ``instant`` in the data) played as
    ``play TILE ...`` (``tile``: the tile key its notation uses, ``parse`` its words;
    ``words``, ``needs`` and ``asks``: what a player gives and how it is asked, see
    :class:`Instant`)."""
    if kind in INSTANTS:
        raise ValueError(f"the instant {kind!r} is registered twice")
    if not set(words) <= {"unit", "target", "facing"}:
        raise ValueError(f"the instant {kind!r} takes unknown words {words!r}")
    if not set(asks) <= ASKS:
        raise ValueError(f"the instant {kind!r} asks in unknown ways {asks!r}")
    INSTANTS[kind] = Instant(play, options, words, needs, asks)
    if tile is not None and parse is not None:
        add_instant_notation(tile, parse, _rank(army))


# ---------------------------------------------------------------------- turn abilities
Check = Callable[["GameState"], bool]
Gate = Callable[[tuple[int, ...], tuple[str, ...], int], Check | None]


@dataclass(frozen=True, slots=True)
class TurnAbilities:
    """Actions besides placing and playing tiles that an army brings (Rotation, Net of
    Steel, Dance...). ``gate`` is asked once per seating (the seats, their armies, the seat
    to act) and answers None when the seat can never use them, else a quick check of a
    state; ``options`` lists the legal actions, ``verb`` filtering them as in
    :func:`rules.game.legal_actions`."""

    verbs: frozenset[str]
    options: Callable[[GameState, LazyAnalysis, str | None], list[Action]]
    gate: Gate
    before_discard: bool = False  # offered while the mandatory discard waits (Dance)


_ABILITIES: _Table[TurnAbilities] = _Table()


def turn_abilities(army: str, abilities: TurnAbilities) -> None:
    _ABILITIES.add(army, abilities)


def every_turn_ability() -> list[TurnAbilities]:
    return list(_ABILITIES.items)


# ---------------------------------------------------------------------- arrangements
@dataclass(frozen=True, slots=True)
class Arrangement:
    """A verb whose one action re-arranges a set of the player's units among the hexes they
    stand on, each with a facing (``VERB FROM TO FACING ...``, the changed units only:
    Dancer's Dance), registered by the army that has it. The bot's planner (which unit, where
    it goes, how it faces; its sentences are the catalogue's ``<verb>-…`` messages) and the
    computer's sensible arrangements (:mod:`rules.ai.dance`) serve it without knowing the army.

    ``units(state, player)``: the units it arranges, in a fixed order (empty when none);
    ``short(unit)``: the unit's word in the planner's commands (``red`` for ``object-red``)."""

    verb: str
    units: Callable[[GameState, int], list[Unit]]
    short: Callable[[Unit], str]


_ARRANGEMENTS: dict[str, Arrangement] = {}  # army -> its arrangement
_ARRANGEMENT_VERBS: _Table[str] = _Table()


def arrangement(army: str, entry: Arrangement) -> None:
    if army in _ARRANGEMENTS:
        raise ValueError(f"the arrangement of {army!r} is registered twice")
    _ARRANGEMENTS[army] = entry
    _ARRANGEMENT_VERBS.add(army, entry.verb)


def arrangement_of(army: str) -> Arrangement | None:
    """The arrangement ``army`` brings, if any."""
    return _ARRANGEMENTS.get(army)


def arrangement_verbs() -> tuple[str, ...]:
    """The verbs of every arrangement (the hand offers each through its planner)."""
    return _ARRANGEMENT_VERBS.items


# ---------------------------------------------------------------------- an army's rules
class ArmyRules:
    """What an army changes in set-up and in the rules of a turn; the defaults are the base
    game's (one HQ placed with ``hq HEX``, nothing set aside, the unlucky draw allowed). An
    army with rules of its own registers an instance of a subclass with :func:`army_rules`."""

    starts_first: bool = False  # its seat begins the turn order (Dancer)
    plays_last: bool = False  # its seat ends the turn order (Vegas), unless an army starts first
    unlucky_draw: bool = True  # a hand of instants only may be drawn again (not Dancer, R93)
    set_aside: frozenset[str] = frozenset()  # tiles kept out of the pile (Lair: Cerberus)

    def start_hp(self) -> int | None:
        """The HQ's hit points at the start when the army derives them (Dancer's Objects)."""
        return None

    def sync_hp(self, state: GameState, player: int) -> None:
        """Derive ``player``'s HQ hit points from the board after damage (Dancer)."""

    def check_seat(self, mode: str, teams: list[list[int]], player: int) -> None:
        """Raise RulesError when the army cannot take ``player``'s seat in this mode."""

    def setup_options(self, state: GameState) -> list[Action] | None:
        """The legal set-up actions of the current player, None for the base game's ``hq HEX``."""
        return None

    def setup_placing(self, state: GameState) -> bool:
        """Whether set-up now waits for a ``place`` (Cerberus next to the HQ, an Object)."""
        return False

    def before_hq(self, state: GameState) -> None:
        """Raise IllegalAction when ``hq HEX`` is refused now."""

    def after_hq(self, s: GameState, events: Events) -> bool:
        """After the HQ is placed: True when the same player still has a set-up step."""
        return False

    def setup_place(self, s: GameState, a: Action, events: Events) -> None:
        """A ``place`` during set-up (only called while :meth:`setup_placing`)."""
        raise IllegalAction("place your HQ first: hq HEX", "hq-first")

    def setup_done(self, state: GameState, player: int) -> bool:
        """Whether ``player`` finished set-up by other means than an ``hq`` tile on the board."""
        return False


_BASE_RULES = ArmyRules()
_RULES: dict[str, ArmyRules] = {}


def army_rules(army: str, rules: ArmyRules) -> None:
    if army in _RULES:
        raise ValueError(f"the rules of {army!r} are registered twice")
    _RULES[army] = rules


def rules_of(army: str) -> ArmyRules:
    return _RULES.get(army, _BASE_RULES)


def sync_hp(state: GameState, player: int) -> None:
    """Let ``player``'s army derive its HQ hit points from the board (after damage)."""
    rules_of(state.players[player].army).sync_hp(state, player)


# ---------------------------------------------------------------------- pending choices
@dataclass(frozen=True, slots=True)
class Pending:
    """A kind of choice that stops the game until a player makes it (``state.pending``)."""

    choose: VerbHandler  # the ``choose`` action
    options: Callable[[GameState], list[Action]]  # its legal ``choose`` actions
    waiting: Callable[[GameState], IllegalAction]  # the error for any other action meanwhile
    dropped: Callable[[GameState, PendingPush, Events], None] | None = None  # the chooser left


PENDING: dict[str, Pending] = {}


def pending(kind: str, entry: Pending) -> None:
    if kind in PENDING:
        raise ValueError(f"the pending choice {kind!r} is registered twice")
    PENDING[kind] = entry


# ---------------------------------------------------------------------- steps and checks
_AFTER_ACTION: _Table[Callable[[GameState, Action, Events], None]] = _Table()
_AFTER_LOAD: _Table[Callable[[GameState], None]] = _Table()
_AFTER_FIGHT: _Table[Step] = _Table()
_AFTER_BATTLES: _Table[Step] = _Table()
_TURN_END: _Table[Callable[[GameState, int], None]] = _Table()
_PLACING: _Table[Refusal] = _Table()
_NO_CHOICE: _Table[Refusal] = _Table()
_EXPOSED_HQS: _Table[Callable[[TileSpec], bool]] = _Table()


def after_load(army: str, step: Callable[[GameState], None]) -> None:
    """A step once a position is loaded from the scenario format (Vegas: who controls what)."""
    _AFTER_LOAD.add(army, step)


def run_after_load(s: GameState) -> None:
    for step in _AFTER_LOAD.items:
        step(s)


def after_action(army: str, step: Callable[[GameState, Action, Events], None]) -> None:
    """A step after every action (the new state, the action, its events so far)."""
    _AFTER_ACTION.add(army, step)


def after_fight(army: str, step: Step) -> None:
    """A step after each battle (a full board may fight several in a row)."""
    _AFTER_FIGHT.add(army, step)


def after_battles(army: str, step: Step) -> None:
    """A step once the battles are over and the game goes on with a free hex (Scavenger)."""
    _AFTER_BATTLES.add(army, step)


def turn_end(army: str, step: Callable[[GameState, int], None]) -> None:
    """A step when ``player``'s turn ends."""
    _TURN_END.add(army, step)


def placing_refusal(army: str, check: Refusal) -> None:
    """A check that may forbid the current player to put units on the board (Terror)."""
    _PLACING.add(army, check)


def nothing_to_choose(army: str, check: Refusal) -> None:
    """A check that explains a ``choose`` with nothing pending (the Scavenger's window)."""
    _NO_CHOICE.add(army, check)


def exposed_hq(army: str, check: Callable[[TileSpec], bool]) -> None:
    """HQ tiles that instants sparing HQs (Sniper, Grenade, Air Strike) hit for one wound
    all the same (Dancer's Objects, R148)."""
    _EXPOSED_HQS.add(army, check)


def run_after_action(s: GameState, a: Action, events: Events) -> None:
    for step in _AFTER_ACTION.items:
        step(s, a, events)


def run_after_fight(s: GameState, events: Events) -> None:
    for step in _AFTER_FIGHT.items:
        step(s, events)


def run_after_battles(s: GameState, events: Events) -> None:
    for step in _AFTER_BATTLES.items:
        step(s, events)


def run_turn_end(s: GameState, player: int) -> None:
    for step in _TURN_END.items:
        step(s, player)


def placing_refused(state: GameState) -> IllegalAction | None:
    """Why the current player may not put units on the board now, or None."""
    for check in _PLACING.items:
        refusal = check(state)
        if refusal is not None:
            return refusal
    return None


def why_nothing_to_choose(state: GameState) -> IllegalAction:
    for check in _NO_CHOICE.items:
        refusal = check(state)
        if refusal is not None:
            return refusal
    return IllegalAction("there is nothing to choose now", "nothing-to-choose")


def instant_target(spec: TileSpec) -> bool:
    """Whether an instant that spares HQs may hit this tile: any non-HQ, and an exposed HQ."""
    return not spec.is_hq or any(check(spec) for check in _EXPOSED_HQS.items)


# ---------------------------------------------------------------------- Foundations
FoundationTrigger = Callable[["GameState", "Foundation", "Unit", "Events"], None]
_FOUNDATION_TRIGGERS: dict[str, FoundationTrigger] = {}


def foundation_entered(ability: str, trigger: FoundationTrigger) -> None:
    """What a Foundation with ``ability`` does when a unit comes onto its hex (placed, moved,
    pushed, pulled, swapped in): ``trigger(state, foundation, unit, events)`` (New York's Mine)."""
    if ability in _FOUNDATION_TRIGGERS:
        raise ValueError(f"the Foundation ability {ability!r} is registered twice")
    _FOUNDATION_TRIGGERS[ability] = trigger


def run_foundations_entered(before: GameState, s: GameState, events: Events) -> None:
    """After an action: each Foundation whose hex now holds a unit that was not there before
    the action calls its trigger (in the order the Foundations were placed). A trigger that
    acts removes its Foundation (a Mine goes off once), so calling it again changes nothing."""
    entered = []
    for h, f in s.foundations.items():
        u = s.units.get(h)
        if u is None:
            continue
        old = before.units.get(h)
        if old is not None and old.uid == u.uid:
            continue
        entered.extend(_triggers(s, f, u))
    _run_triggers(s, entered, events)


def run_foundation_at(s: GameState, h: Hex, events: Events) -> None:
    """A unit was just put on ``h``: the Foundation there, if any, reacts at once (before a
    battle that the placement starts)."""
    f = s.foundations.get(h)
    u = s.units.get(h)
    if f is not None and u is not None:
        _run_triggers(s, _triggers(s, f, u), events)


def _triggers(s: GameState, f: Foundation, u: Unit) -> list[tuple[int, Foundation, int, FoundationTrigger]]:
    out = []
    for ability in sorted(army(s.players[f.player].army).tile(f.tile).abilities):
        trigger = _FOUNDATION_TRIGGERS.get(ability)
        if trigger is not None:
            out.append((f.uid, f, u.uid, trigger))
    return out


def _run_triggers(s: GameState, entered: list[tuple[int, Foundation, int, FoundationTrigger]], events: Events) -> None:
    if not entered:
        return
    s.own_units()  # a trigger may wound the unit: the new state's units become its own
    for _, f, uid, trigger in sorted(entered, key=lambda e: e[0]):
        u = s.unit_by_uid(uid)
        if u is not None and s.foundations.get(f.hex) == f:
            trigger(s, f, u, events)


# ---------------------------------------------------------------------- breaking out of nets
@dataclass(frozen=True, slots=True)
class Breakout:
    """Netted units a Move tile may still move, and what breaking free does (Release)."""

    may_move_netted: Callable[[TileSpec], bool]
    nets_on: Callable[[GameState, Analysis, Unit], int]  # how many nets hold the unit
    broke_free: Callable[[GameState, dict[int, int], Events], None]  # uid -> nets it broke


_BREAKOUTS: _Table[Breakout] = _Table()


def breakout(army: str, entry: Breakout) -> None:
    _BREAKOUTS.add(army, entry)


def breakout_for(spec: TileSpec) -> Breakout | None:
    """How a netted unit of this tile may still move with a Move tile, if it may."""
    return next((b for b in _BREAKOUTS.items if b.may_move_netted(spec)), None)


# ---------------------------------------------------------------------- markers on units
MARKER_KINDS: set[str] = set()
_MARKER_ARMIES: dict[str, set[str]] = {}  # kind -> the armies whose supply has such markers
_MARKER_SUPPLY: dict[tuple[str, str], int] = {}  # (kind, army) -> markers in its box, when they limit play


def marker_kind(kind: str, army: str | None = None, supply: int | None = None) -> None:
    """A kind of marker that lies on units (:class:`rules.state.Marker`: Neojungle's venom),
    which the scenario format accepts, and (``army``) an army whose supply has such markers;
    ``supply``: how many its box has, when no more may lie on the board at once (venom), None
    when the box does not limit them (Sharrash's paralysis). Two armies may share a kind
    (Mississippi's venom)."""
    MARKER_KINDS.add(kind)
    if army is not None:
        _MARKER_ARMIES.setdefault(kind, set()).add(army)
        if supply is not None:
            _MARKER_SUPPLY[(kind, army)] = supply


def marker_supply(kind: str, army: str) -> int | None:
    """The markers of ``kind`` that ``army``'s box has when they limit play, else None."""
    return _MARKER_SUPPLY.get((kind, army))


def markers_left(state: GameState, kind: str, player: int) -> int | None:
    """Markers of ``kind`` that ``player`` may still put on the board: their side's boxes
    (allies share one pool: NI-FAQ mp. "pula znaczników Jadu jest wspólna") less the markers of
    that side on units now; None when no box of the side limits them (Sharrash's paralysis)."""
    side = [q for q in state.players if q == player or state.allies(q, player)]
    boxes = [_MARKER_SUPPLY.get((kind, state.players[q].army)) for q in side]
    if all(b is None for b in boxes):
        return None
    present = {u.uid for u in state.units.values()}
    used = sum(
        1
        for uid, found in state.markers.items()
        if uid in present
        for m in found
        if m.kind == kind and m.player in side
    )
    return sum(b or 0 for b in boxes) - used


def marker_armies(kind: str) -> frozenset[str]:
    """The armies whose supply has markers of ``kind`` (the lab offers them their players)."""
    return frozenset(_MARKER_ARMIES.get(kind, ()))


# ---------------------------------------------------------------------- states a unit shows
UnitStateTest = Callable[["GameState", "Analysis", "Unit"], bool]
_UNIT_STATES: dict[str, list[tuple[str, UnitStateTest]]] = {}  # army -> (state, test)


def unit_state(army: str, name: str, test: UnitStateTest) -> None:
    """A state of a unit that the pictures and the board's description show by ``name``
    (``paralysis``, ``underground``, ``unpowered``), which ``test(state, analysis, unit)``
    tells, in games where ``army`` plays: the renderer asks for states by name, never for
    the army that brings them. Two armies may register one name (Paralysis: Mississippi's
    module, Sharrash's marker)."""
    _UNIT_STATES.setdefault(army, []).append((name, test))


def unit_states_of(army: str) -> list[tuple[str, UnitStateTest]]:
    """The states the army ``army`` registered (:func:`unit_state`)."""
    return list(_UNIT_STATES.get(army, ()))


def unit_state_tests(state: GameState) -> list[tuple[str, UnitStateTest]]:
    """The state tests of the armies in ``state`` (empty in most games)."""
    armies = dict.fromkeys(ps.army for ps in state.players.values())
    return [entry for a in armies for entry in _UNIT_STATES.get(a, ())]


# ---------------------------------------------------------------------- groups the board shows
LinkedHexes = Callable[["GameState", int], "frozenset[Hex]"]
_LINKED: dict[str, list[tuple[str, LinkedHexes]]] = {}  # army -> (kind, hexes)


def linked_hexes(army: str, kind: str, hexes: LinkedHexes) -> None:
    """A group of hexes that act as one, which the board picture links by ``kind``
    (``matrix``: Neojungle's Matrix), ``hexes(state, player)`` telling which, in games where
    ``army`` plays: the renderer draws each kind by its name (``renderer.glyphs.LINK_GLYPHS``),
    never asking which army brings it."""
    _LINKED.setdefault(army, []).append((kind, hexes))


def linked_groups(state: GameState) -> list[tuple[str, int, frozenset[Hex]]]:
    """(kind, player, hexes) of every group of two hexes or more of the players still in the
    game whose army registered one, in the order of the players."""
    out = []
    for p, ps in state.players.items():
        if ps.out:
            continue
        for kind, hexes in _LINKED.get(ps.army, ()):
            covered = hexes(state, p)
            if len(covered) >= 2:
                out.append((kind, p, covered))
    return out
