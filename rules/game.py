"""The game: new games, legal actions, applying actions and the base game's verbs.

``apply(state, action)`` returns a new state and the events that happened; the input state
is never changed. The new state may share :class:`~rules.state.Unit` objects with the input
state (the units no action changed, see :meth:`GameState.fork`): change a state in place
only after ``state.copy()``. Illegal actions raise :class:`IllegalAction` with a message for
the player. ``legal_actions(state)`` lists exactly the actions ``apply`` accepts.

This is the generic flow: it never asks which army a player leads. Where an army brings a
mechanic (a verb, an instant, a set-up step, a pending choice, a step after each action)
it registered it in :mod:`rules.registry`, and the flow calls what is registered; the turn
flow and the end of the game are in :mod:`rules.turns`, the base game's instants in
:mod:`rules.instants`, the armies in ``rules/armies/``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import chain
from operator import attrgetter
from typing import Any, NamedTuple

from rules import events as ev
from rules import instants as _base_instants  # noqa: F401  the base game's instants register themselves
from rules import registry
from rules.actions import Action, IllegalAction, RulesError
from rules.analysis import Analysis
from rules.battle import LazyAnalysis, analyse, freed_events, toughness_losses
from rules.catalog import ALL_ARMIES, SMALL_BOARD_ONLY, TileSpec, army
from rules.common import (
    DIRECTIONS,
    UnitTiles,
    any_unit_with,
    by_uid,
    check_move,
    count_play,
    hand_tile,
    move_targets,
    own_unit,
    parse_hex,
    placements,
    relocate,
    unit_tiles,
)
from rules.hexes import Direction, Hex
from rules.state import (
    HQ_START_HP,
    MODE_1V2,
    MODE_2V2,
    MODE_FFA,
    MODE_POINTS,
    MODES,
    ONE_V_TWO_TEAM_HP,
    PHASE_HQ,
    PHASE_OVER,
    PHASE_TURN,
    VARIANT_REINFORCEMENTS,
    VARIANTS,
    Foundation,
    GameState,
    PlayerState,
    Unit,
)
from rules.turns import battles, draw, eliminate, end_game, end_turn, next_hq, next_pos, sides_of, start_turn, win

__all__ = [
    "new_game",
    "legal_actions",
    "apply",
    "replay",
    "resign",
    "end_game",
    "check_teams",
    "turn_order",
    "setup_placing",
    "IllegalAction",
    "RulesError",
]

Events = list[ev.Event]


# ====================================================================== set-up
def new_game(
    armies: Sequence[str],
    seed: int,
    radius: int = 2,
    *,
    mode: str = MODE_FFA,
    teams: Sequence[Sequence[int]] | None = None,
    hq_hp: int | None = None,
    variants: Iterable[str] = (),
) -> GameState:
    """A game for 2 to 6 players (player ``i`` leads ``armies[i - 1]``); piles shuffled from
    ``seed``; HQ placement next. ``mode``: ``ffa`` (every player for themselves, the two-player
    game included), ``points`` (3-6), ``1v2`` (3: player 1 alone against 2 and 3) or ``2v2``
    (4: teams ``[[1, 3], [2, 4]]`` unless ``teams`` says otherwise). ``hq_hp`` overrides every
    HQ's starting hit points. ``variants``: ``alt-start``, ``reinforcements``."""
    n = len(armies)
    if not 2 <= n <= 6:
        raise RulesError(f"a game has 2 to 6 players, not {n}", "player-count", count=n)
    if mode not in MODES:
        raise RulesError(f"unknown mode {mode!r} (choose from {', '.join(MODES)})", "unknown-mode", mode=mode)
    needed = {MODE_1V2: (3,), MODE_2V2: (4,), MODE_POINTS: (3, 4, 5, 6)}.get(mode)
    if needed is not None and n not in needed:
        raise RulesError(
            f"the {mode} mode is for {' or '.join(map(str, needed))} players, not {n}",
            "mode-players",
            mode=mode,
            count=n,
        )
    if radius not in (2, 3):
        raise RulesError("the board has 19 or 37 hexes (radius 2 or 3)", "bad-radius")
    if n >= 5 and radius != 3:
        raise RulesError(f"{n} players need the enlarged board of 37 hexes", "board-too-small", count=n)
    if n >= 3 and len(set(armies)) != n:
        raise RulesError("each army can be in a game only once", "army-twice")
    for key in armies:
        if key not in ALL_ARMIES:
            raise RulesError(f"unknown army {key!r} (choose from {', '.join(ALL_ARMIES)})")
        if radius == 3 and key in SMALL_BOARD_ONLY:
            raise RulesError(
                f"the army {key} cannot play on the enlarged board of 37 hexes", "army-small-board-only", army=key
            )
    seats = list(range(1, n + 1))
    team_list = _teams(mode, seats, teams)
    chosen = tuple(dict.fromkeys(variants))
    for v in chosen:
        if v not in VARIANTS:
            raise RulesError(f"unknown variant {v!r} (choose from {', '.join(VARIANTS)})", "unknown-variant", word=v)
    if hq_hp is not None and not 1 <= hq_hp <= HQ_START_HP:
        raise RulesError(f"HQ hit points go from 1 to {HQ_START_HP}", "bad-hq-hp", hp=hq_hp)
    rng = random.Random(seed)
    players = {}
    for i, key in enumerate(armies, start=1):
        rules = registry.rules_of(key)
        pile = [t.key for t in army(key).tiles if not t.is_hq and t.key not in rules.set_aside for _ in range(t.count)]
        rng.shuffle(pile)
        hp = HQ_START_HP if mode != MODE_1V2 or i == team_list[0][0] else ONE_V_TWO_TEAM_HP
        derived = rules.start_hp()
        if derived is not None:
            hp = derived  # e.g. Dancer: the sum of its Objects' hit points
        elif hq_hp is not None:
            hp = hq_hp
        players[i] = PlayerState(key, hp, pile=pile)
    for p, ps in players.items():
        registry.rules_of(ps.army).check_seat(mode, team_list, p)
    order = _first_seat_first(turn_order(mode, team_list), players)
    return GameState(
        seed=seed,
        players=players,
        radius=radius,
        mode=mode,
        teams=None if mode in (MODE_FFA, MODE_POINTS) else team_list,
        order=order,
        current=order[0],
        variants=tuple(v for v in VARIANTS if v in chosen),
    )


def _first_seat_first(order: list[int], players: dict[int, PlayerState]) -> list[int]:
    """The turn order turned to begin with the first seat whose army always starts (Dancer,
    S004 "Dancer zawsze zaczyna"), else to end with the first seat whose army always plays
    last (Vegas, docs/rulings.md V8); the order of the others, and teams' alternation, kept."""
    for i, p in enumerate(order):
        if registry.rules_of(players[p].army).starts_first:
            return order[i:] + order[:i]
    for i, p in enumerate(order):  # an army that always plays last (Vegas) ends the round
        if registry.rules_of(players[p].army).plays_last:
            return order[i + 1 :] + order[: i + 1]
    return order


def turn_order(mode: str, teams: list[list[int]]) -> list[int]:
    """Seats in turn order: 1-2-1-3 for one against a team, A-C-B-D for teams of two
    (allies never play one after the other), by seat otherwise."""
    if mode == MODE_1V2:
        (single,), (a, b) = teams
        return [single, a, single, b]
    if mode == MODE_2V2:
        (a, b), (c, d) = teams
        return [a, c, b, d]
    return sorted(p for t in teams for p in t)


def check_teams(mode: str, seats: list[int], teams: Sequence[Sequence[int]] | None) -> list[list[int]]:
    """The teams of a mode (every player alone without teams), checked; raises RulesError."""
    return _teams(mode, seats, teams)


def _teams(mode: str, seats: list[int], teams: Sequence[Sequence[int]] | None) -> list[list[int]]:
    if mode in (MODE_FFA, MODE_POINTS):
        if teams is not None:
            raise RulesError(f"the {mode} mode has no teams", "no-teams", mode=mode)
        return [[p] for p in seats]
    default = [[1], [2, 3]] if mode == MODE_1V2 else [[1, 3], [2, 4]]
    out = [sorted(int(p) for p in t) for t in (teams if teams is not None else default)]
    sizes = sorted(len(t) for t in out)
    flat = sorted(p for t in out for p in t)
    if flat != seats or sizes != ([1, 2] if mode == MODE_1V2 else [2, 2]):
        raise RulesError(f"teams {out} do not fit the {mode} mode", "bad-teams", mode=mode)
    if mode == MODE_1V2 and len(out[0]) != 1:
        out.reverse()  # the single player's side first
    return out


def replay(
    armies: Sequence[str], seed: int, actions: Iterable[Action | str], radius: int = 2, **options: Any
) -> GameState:
    """The state after ``actions`` from a new game (``options`` as for :func:`new_game`)."""
    state = new_game(armies, seed, radius, **options)
    for a in actions:
        state, _ = apply(state, a if isinstance(a, Action) else Action.parse(a))
    return state


def seat_allowed(army: str, mode: str, teams: list[list[int]], seat: int) -> bool:
    """Whether ``army`` may take ``seat`` in a game of ``mode`` with these ``teams`` (an army
    with rules of its own may refuse some seats: Dancer on the team of one against a team)."""
    try:
        registry.rules_of(army).check_seat(mode, teams, seat)
    except RulesError:
        return False
    return True


def setup_placing(state: GameState) -> bool:
    """Whether set-up waits for a ``place`` of the current player (an army's set-up step:
    the Beasts' Cerberus next to the HQ, Dancer's Objects) rather than ``hq HEX``."""
    return state.phase == PHASE_HQ and registry.rules_of(state.players[state.current].army).setup_placing(state)


# ====================================================================== legal actions
def legal_actions(state: GameState, *, verb: str | None = None, tile: str | None = None) -> list[Action]:
    """Every action ``apply`` accepts now, for the player ``state.to_act``.

    ``verb`` and ``tile`` filter the list (and skip generating the rest), for example
    ``legal_actions(s, verb="place", tile="runner")`` for a hex autocomplete."""
    actions = _legal_actions(state, verb, tile)
    if verb is not None:
        actions = [a for a in actions if a.verb == verb]
    if tile is not None:
        actions = [a for a in actions if a.tile == tile]
    return actions


def _legal_actions(state: GameState, verb: str | None, tile: str | None) -> list[Action]:
    b = state.board
    if state.phase == PHASE_OVER:
        return []
    if state.phase == PHASE_HQ:
        options = registry.rules_of(state.players[state.current].army).setup_options(state)
        if options is not None:
            return options
        return [Action.hq(b.name(h)) for h in b.hexes if h not in state.units]
    if state.pending is not None:
        return registry.PENDING[state.pending.kind].options(state)
    ps = state.players[state.current]
    seat = _seat(tuple(state.players), tuple(map(_ARMY_OF, state.players.values())), state.current)
    distinct = sorted(set(ps.hand))
    out: list[Action] = [_discard(t) for t in distinct]
    if seat.unlucky_draw and _can_redraw(state):
        out.append(_REDRAW)
    lazy = LazyAnalysis(state)
    if state.turn.needs_discard:
        for ability, may in seat.before_discard:
            if (verb is None or verb in ability.verbs) and may(state):
                out.extend(ability.options(state, lazy, verb))
        return out
    units = state.units
    specs = seat.specs
    empty_names: list[str] | None = None
    may_place = verb in (None, "place") and registry.placing_refused(state) is None
    instants = registry.INSTANTS
    for key in distinct if state.turn.plays_left != 0 else ():
        if tile is not None and key != tile:
            continue
        spec = specs[key]
        if spec.is_board_tile:
            if may_place:
                if spec.is_foundation:  # on a hex without a unit or a Foundation, no facing
                    bare = state.foundations
                    out.extend(_foundation_place(key, name) for h, name in b.named if h not in units and h not in bare)
                    continue
                if empty_names is None:
                    empty_names = [name for h, name in b.named if h not in units]
                out.extend(chain.from_iterable(map(_placement_table(key).__getitem__, empty_names)))
        elif verb in (None, "play"):
            kind = instants.get(spec.instant or "")
            if kind is not None:
                out.extend(kind.options(state, lazy, spec))
    # (a unit taken over, Vegas's takeover, may bring a Mobility its controller's army lacks)
    if verb in (None, "move") and (any_unit_with(state, seat.movers, state.turn.moved) or state.taken):
        out.extend(_unit_moves(state, lazy.get()))
    for ability, may in seat.abilities:
        if (verb is None or verb in ability.verbs) and may(state):
            out.extend(ability.options(state, lazy, verb))
    out.append(_END)
    return out


Ability = tuple[registry.TurnAbilities, Callable[[GameState], bool]]


class _Seat(NamedTuple):
    """What legal actions need to know about the armies of a game, from one seat (cached
    per seating: see :func:`_seat`)."""

    specs: dict[str, TileSpec]  # the seat's army's tiles by key
    movers: UnitTiles  # units that may move (Mobility, Transports): a scan is needed at all?
    unlucky_draw: bool  # the seat's army may draw a hand of instants again
    abilities: tuple[Ability, ...]  # the armies' turn abilities this seat may use, with their check
    before_discard: tuple[Ability, ...]  # those offered while the mandatory discard waits


_ARMY_OF = attrgetter("army")


@lru_cache(maxsize=256)
def _seat(seats: tuple[int, ...], armies: tuple[str, ...], me: int) -> _Seat:
    mine = armies[seats.index(me)]
    abilities: list[Ability] = []
    for ability in registry.every_turn_ability():
        may = ability.gate(seats, armies, me)
        if may is not None:
            abilities.append((ability, may))
    return _Seat(
        army(mine).by_key,
        unit_tiles(seats, armies, me, "mobility", "mobility"),
        registry.rules_of(mine).unlucky_draw,
        tuple(abilities),
        tuple(a for a in abilities if a[0].before_discard),
    )


_END = Action("end")
_REDRAW = Action("redraw")


@lru_cache(maxsize=256)
def _discard(tile: str) -> Action:
    return Action("discard", tile)


class _PlacementTable(dict[str, tuple[Action, ...]]):
    """A tile's ``place`` actions by hex name (see :func:`placements`), made when first asked for."""

    def __init__(self, tile: str) -> None:
        super().__init__()
        self.tile = tile

    def __missing__(self, hex_name: str) -> tuple[Action, ...]:
        actions = self[hex_name] = placements(self.tile, hex_name)
        return actions


@lru_cache(maxsize=1024)
def _foundation_place(tile: str, hex_name: str) -> Action:
    """The ``place`` action of a Foundation tile on a hex (a Foundation has no facing)."""
    return Action("place", tile, (hex_name,))


@lru_cache(maxsize=256)
def _placement_table(tile: str) -> _PlacementTable:
    return _PlacementTable(tile)


@lru_cache(maxsize=8192)
def _moves(src: str, dst: str, via: str) -> tuple[Action, ...]:
    """The six ``move`` actions from ``src`` to ``dst`` (``via`` a Transport), one per facing."""
    return tuple(Action.move(src, dst, d, via) for d in DIRECTIONS)


@lru_cache(maxsize=8192)
def _turns(src: str, via: str, facing: str) -> tuple[Action, ...]:
    """The five ``move`` actions that turn a unit on ``src`` from ``facing`` without moving it."""
    return tuple(x for x in _moves(src, src, via) if x.facing != facing)


def _unit_moves(state: GameState, an: Analysis) -> list[Action]:
    b = state.board
    me = state.current
    views = an.views
    moved = state.turn.moved
    out: list[Action] = []
    movers = []  # own units that are free and have Mobility left or a Transport
    for u in state.units.values():
        if u.player == me:
            v = views[u.uid]
            if not v.netted and (("mobility" in v.spec.abilities and u.uid not in moved) or v.transports):
                movers.append(u)
    for u in sorted(movers, key=by_uid):
        v = views[u.uid]
        mobile = "mobility" in v.spec.abilities and u.uid not in moved
        sources: list[str] = [""] if mobile else []
        for t in sorted(set(v.transports)):
            if (u.uid, t) not in state.turn.transported:
                sources.append(b.name(views[t].unit.hex))
        if not sources:
            continue
        src = b.name(u.hex)
        facing = u.facing.name
        targets = [(dst, b.name(dst)) for dst in move_targets(state, an, u)]
        for via in sources:
            for dst, name in targets:
                out += _moves(src, name, via) if dst != u.hex else _turns(src, via, facing)
    return out


def _can_redraw(state: GameState) -> bool:
    """Whether the unlucky draw is open (for an army that has it: see registry.ArmyRules)."""
    ps = state.players[state.current]
    if state.phase != PHASE_TURN or state.turn.acted or not ps.hand or not ps.pile:
        return False
    specs = army(ps.army).by_key
    return all(not specs[t].is_board_tile for t in ps.hand)


# ====================================================================== apply
def apply(state: GameState, action: Action | str) -> tuple[GameState, list[ev.Event]]:
    """Apply ``action`` for ``state.to_act``; returns the new state and what happened
    (the new state may share units with ``state``: see the module's docstring)."""
    if isinstance(action, str):
        action = Action.parse(action)
    if state.phase == PHASE_OVER:
        raise IllegalAction("the game is over", "game-over")
    s = state.fork()
    verb = registry.VERBS.get(action.verb)
    if verb is None or not verb.keeps_units:
        s.own_units()
    events: list[ev.Event] = []
    if verb is None:
        options = ", ".join(registry.verbs())
        raise IllegalAction(f"unknown action {action.verb!r}", "unknown-verb", word=action.verb, options=options)
    if state.phase == PHASE_HQ and action.verb != "hq" and not (action.verb == "place" and setup_placing(state)):
        raise IllegalAction("place your HQ first: hq HEX", "hq-first")
    if state.pending is not None and action.verb != "choose":
        raise registry.PENDING[state.pending.kind].waiting(state)
    if state.turn.needs_discard and not verb.before_discard:
        raise IllegalAction("discard one of your three tiles first (discard TILE)", "discard-first")
    verb.apply(s, action, events)
    if s.foundations:
        registry.run_foundations_entered(state, s, events)
    if s.phase != PHASE_OVER and _toughness_given(s):
        _lose_toughness(s, events)
    registry.run_after_action(s, action, events)
    if s.markers:
        s.prune_markers()  # markers leave the board with their units, however they left
    return s, events


_TOUGH: frozenset[str] | None = None  # the armies with a tile that gives toughness (New York's HQ)


def _toughness_given(s: GameState) -> bool:
    """Whether an army of the game has a tile that gives toughness (asked after every action:
    a loop over the players, cheaper than any cached key)."""
    global _TOUGH
    if _TOUGH is None:
        _TOUGH = frozenset(a for a in ALL_ARMIES if any("toughness" in t.effect_names for t in army(a).tiles))
    for ps in s.players.values():  # noqa: SIM110  a loop: any() with a generator costs twice as much here
        if ps.army in _TOUGH:
            return True
    return False


def _lose_toughness(s: GameState, events: Events) -> None:
    """Units kept alive by a toughness they no longer get die at once (docs/rulings.md NY1)."""
    before = analyse(s)
    lost = toughness_losses(s, before)
    if not lost:
        return
    while lost:
        events.extend(lost)
        lost = toughness_losses(s, analyse(s))
    events.extend(freed_events(s, before))


def _do_hq(s: GameState, a: Action, events: Events) -> None:
    if s.phase != PHASE_HQ:
        raise IllegalAction("both HQs are already on the board", "hqs-placed")
    rules = registry.rules_of(s.players[s.current].army)
    rules.before_hq(s)
    h = parse_hex(s, a.hexes[0])
    if h in s.units:
        raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
    s.units[h] = Unit(s.next_uid, s.current, "hq", h, Direction.N)
    s.next_uid += 1
    events.append(ev.HQPlaced(s.current, s.board.name(h)))
    if rules.after_hq(s, events):
        return  # the same player has a set-up step left (the Beasts' Cerberus)
    next_hq(s, events)


def _do_discard(s: GameState, a: Action, events: Events) -> None:
    spec = hand_tile(s, a.tile)
    ps = s.players[s.current]
    ps.hand.remove(spec.key)
    ps.discard.append(spec.key)
    s.turn.needs_discard = False
    s.turn.acted = True
    events.append(ev.Discarded(s.current, spec.key))


def _do_redraw(s: GameState, a: Action, events: Events) -> None:
    ps = s.players[s.current]
    if not (registry.rules_of(ps.army).unlucky_draw and _can_redraw(s)):
        if s.turn.acted:
            raise IllegalAction("the unlucky draw is only allowed right after drawing", "redraw-when")
        if not ps.pile:
            raise IllegalAction("your pile is empty: there is nothing to redraw", "redraw-empty")
        raise IllegalAction("the unlucky draw needs a hand of instant tiles only", "redraw-instants")
    # With reinforcements only three of the instants go (the last three drawn: NI-FAQ mtg.2).
    keep = len(ps.hand) - 3 if VARIANT_REINFORCEMENTS in s.variants and len(ps.hand) > 3 else 0
    dropped = ps.hand[keep:]
    ps.discard.extend(dropped)
    del ps.hand[keep:]
    events.append(ev.Redrew(s.current, dropped))
    draw(s, events)


def _do_place(s: GameState, a: Action, events: Events) -> None:
    if s.phase == PHASE_HQ:
        registry.rules_of(s.players[s.current].army).setup_place(s, a, events)
        return
    spec = hand_tile(s, a.tile)
    if not spec.is_board_tile:
        raise IllegalAction(
            f"{spec.key} is an instant: play {spec.key} ...", "is-instant", tile=spec.key, army=spec.army
        )
    refusal = registry.placing_refused(s)
    if refusal is not None:
        raise refusal
    h = parse_hex(s, a.hexes[0])
    if spec.is_foundation:
        _place_foundation(s, spec, a, h, events)
        return
    if not a.facing:
        raise IllegalAction("expected: place TILE HEX FACING", "usage", usage="place TILE HEX FACING")
    if h in s.units:
        raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
    facing = Direction[a.facing]
    count_play(s)
    ps = s.players[s.current]
    ps.hand.remove(spec.key)
    s.units[h] = Unit(s.next_uid, s.current, spec.key, h, facing)
    s.next_uid += 1
    s.turn.acted = True
    events.append(ev.Placed(s.current, spec.key, s.board.name(h), facing.name))
    if s.foundations:
        registry.run_foundation_at(s, h, events)  # a Mine goes off before the full board's battle
    if s.core_full():
        battles(s, "full_board", s.current, events)
        if s.phase != PHASE_OVER:
            end_turn(s, events)


def _place_foundation(s: GameState, spec: TileSpec, a: Action, h: Hex, events: Events) -> None:
    """A Foundation goes on an empty hex only (no unit, no other Foundation), without a
    facing; it never fills the board (docs/rulings.md, "Foundations")."""
    if a.facing:
        raise IllegalAction(
            f"a Foundation has no facing: place {spec.key} HEX", "foundation-facing", tile=spec.key, army=spec.army
        )
    if h in s.units or h in s.foundations:
        raise IllegalAction(
            f"{a.hexes[0]} is not empty: a Foundation goes on an empty hex only",
            "foundation-not-empty",
            hex=a.hexes[0],
            tile=spec.key,
            army=spec.army,
        )
    count_play(s)
    s.players[s.current].hand.remove(spec.key)
    s.foundations[h] = Foundation(s.next_uid, s.current, spec.key, h)
    s.next_uid += 1
    s.turn.acted = True
    events.append(ev.Placed(s.current, spec.key, s.board.name(h), ""))


def _do_move(s: GameState, a: Action, events: Events) -> None:
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0])
    v = an.views[u.uid]
    facing = Direction[a.facing]
    if a.via:
        th = parse_hex(s, a.via)
        t = s.units.get(th)
        if t is None or t.uid not in v.transports:
            raise IllegalAction(
                f"no working Transport of yours on {a.via} is linked to {a.hexes[0]}",
                "no-transport",
                via=a.via,
                hex=a.hexes[0],
            )
        if (u.uid, t.uid) in s.turn.transported:
            raise IllegalAction(
                f"this unit already used the Transport on {a.via} this turn", "transport-used", via=a.via
            )
        means = "transport"
    else:
        if "mobility" not in v.spec.abilities:
            raise IllegalAction(
                f"the {v.spec.key} has no Mobility (use a Move tile or a Transport)",
                "no-mobility",
                tile=v.spec.key,
                army=v.spec.army,
            )
        if u.uid in s.turn.moved:
            raise IllegalAction(
                f"the {v.spec.key} already used its Mobility this turn",
                "mobility-used",
                tile=v.spec.key,
                army=v.spec.army,
            )
        means = "mobility"
    dst = check_move(s, an, u, a.hexes[1], facing)
    src = s.board.name(u.hex)
    if a.via:
        s.turn.transported.append((u.uid, s.units[parse_hex(s, a.via)].uid))
    else:
        s.turn.moved.append(u.uid)
    relocate(s, u, dst, facing)
    s.turn.acted = True
    events.append(ev.Moved(u.player, u.tile, src, s.board.name(dst), facing.name, means))
    events.extend(freed_events(s, an))


def _do_play(s: GameState, a: Action, events: Events) -> None:
    spec = hand_tile(s, a.tile)
    if spec.is_board_tile:
        raise IllegalAction(
            f"{spec.key} is a board tile: place {spec.key} HEX FACING", "is-board-tile", tile=spec.key, army=spec.army
        )
    kind = registry.INSTANTS.get(spec.instant or "")
    if kind is None:
        raise IllegalAction(
            f"{spec.key} cannot be played by this engine yet", "unsupported", tile=spec.key, army=spec.army
        )
    kind.play(s, spec, a, events)


def _do_choose(s: GameState, a: Action, events: Events) -> None:
    if s.pending is None:
        raise registry.why_nothing_to_choose(s)
    registry.PENDING[s.pending.kind].choose(s, a, events)


def _do_end(s: GameState, a: Action, events: Events) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("you cannot end the turn now", "cannot-end")
    end_turn(s, events)


# The base game's verbs: those that may move a unit (steps after the action look at who
# moved), those that change no unit outside a battle (their new state keeps sharing the
# input state's units: GameState.fork), and those allowed while the turn's discard waits.
registry.verb("hq", _do_hq, keeps_units=True, before_discard=True)
registry.verb("discard", _do_discard, keeps_units=True, before_discard=True)
registry.verb("redraw", _do_redraw, keeps_units=True, before_discard=True)
registry.verb("place", _do_place, keeps_units=True)
registry.verb("move", _do_move, moves=True)
registry.verb("play", _do_play, moves=True)
registry.verb("choose", _do_choose, moves=True, before_discard=True)
registry.verb("end", _do_end, keeps_units=True)


# ====================================================================== resigning
def resign(state: GameState, player: int, reason: str = "resigned") -> tuple[GameState, list[ev.Event]]:
    """``player`` gives up (or, with ``reason`` "timeout", ran out of time). With two sides
    left the other side wins; in a free-for-all of more players only that player leaves
    (their tiles too) and the game goes on."""
    if state.phase == PHASE_OVER:
        raise IllegalAction("the game is over", "game-over")
    if state.players[player].out:
        raise IllegalAction("you are already out of this game", "already-out")
    s = state.copy()
    events: list[ev.Event] = []
    sides = [side for side in sides_of(s) if any(not s.players[p].out for p in side)]
    if len(sides) <= 2:
        winners = next(side for side in sides if player not in side)
        win(s, winners, reason, events, losers_last=[player])
        return s, events
    # A player who resigns while only a choice of theirs is awaited (a push, a pull, the
    # Scavenger) in someone else's turn does not end that turn.
    was_current = s.to_act == player and not (s.pending is not None and s.current != player)
    eliminate(s, player, reason, events)
    if was_current and s.phase == PHASE_HQ:  # resigned before placing an HQ: the next one places theirs
        next_hq(s, events)
    elif was_current and s.phase != PHASE_OVER:
        s.pending = None
        s.phase = PHASE_TURN
        s.pos = next_pos(s)
        start_turn(s, s.order[s.pos], events)
    return s, events
