"""The game: new games, legal actions, applying actions, turn flow and the end of the game.

``apply(state, action)`` returns a new state and the events that happened; the input state
is never changed. The new state may share :class:`~rules.state.Unit` objects with the input
state (the units no action changed, see :meth:`GameState.fork`): change a state in place
only after ``state.copy()``. Illegal actions raise :class:`IllegalAction` with a message for
the player. ``legal_actions(state)`` lists exactly the actions ``apply`` accepts.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import chain
from operator import attrgetter
from typing import Any, NamedTuple

from rules import events as ev
from rules.actions import Action, IllegalAction, RulesError
from rules.analysis import Analysis
from rules.battle import Packet, Part, analyse, fight, freed_events, remove_lair_strays, resolve_packets, unit_packets
from rules.catalog import ARMIES, SMALL_BOARD_ONLY, TileSpec, army
from rules.dancer import has_objects, nets_on, objects_of, start_hp, sync_hp
from rules.hexes import Direction, Hex
from rules.state import (
    HQ_START_HP,
    MODE_1V2,
    MODE_2V2,
    MODE_FFA,
    MODE_POINTS,
    MODES,
    ONE_V_TWO_TEAM_HP,
    PENDING_GRAB,
    PENDING_PUSH,
    PENDING_SCAVENGE,
    PHASE_CHOICE,
    PHASE_HQ,
    PHASE_OVER,
    PHASE_TURN,
    POINTS_TO_WIN,
    VARIANT_ALT_START,
    VARIANT_REINFORCEMENTS,
    VARIANTS,
    GameState,
    PendingPush,
    PlayerState,
    Result,
    TurnState,
    Unit,
)

DIRECTIONS = tuple(Direction)
FACINGS = tuple(d.name for d in DIRECTIONS)

__all__ = ["new_game", "legal_actions", "apply", "replay", "resign", "end_game", "IllegalAction", "RulesError"]


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
        if key not in ARMIES:
            raise RulesError(f"unknown army {key!r} (choose from {', '.join(ARMIES)})")
        if radius == 3 and key in SMALL_BOARD_ONLY:
            raise RulesError(
                f"the {army(key).name_en} cannot play on the enlarged board of 37 hexes",
                "army-small-board-only",
                army=key,
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
        a = army(key)
        pile = [t.key for t in a.tiles if not t.is_hq and t is not a.lair for _ in range(t.count)]
        rng.shuffle(pile)
        hp = HQ_START_HP if mode != MODE_1V2 or i == team_list[0][0] else ONE_V_TWO_TEAM_HP
        if a.objects:
            hp = start_hp(key)  # Dancer: the sum of its Objects' hit points (rules.dancer)
        elif hq_hp is not None:
            hp = hq_hp
        players[i] = PlayerState(key, hp, pile=pile)
    _check_dancer_sides(mode, team_list, players)
    order = _dancer_first(turn_order(mode, team_list), players)
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


def _check_dancer_sides(mode: str, teams: list[list[int]], players: dict[int, PlayerState]) -> None:
    """Dancer cannot be on the team side of one against a team (R112)."""
    if mode != MODE_1V2:
        return
    for p in teams[1]:
        if has_objects(players[p].army):
            raise RulesError(
                "Dancer cannot be on the team in one against a team: give it the single seat",
                "dancer-team",
                army=players[p].army,
            )


def _dancer_first(order: list[int], players: dict[int, PlayerState]) -> list[int]:
    """Dancer always starts (S004 "Dancer zawsze zaczyna"): the turn order turned to begin
    with the first Dancer seat (the order of the others, and teams' alternation, kept)."""
    for i, p in enumerate(order):
        if has_objects(players[p].army):
            return order[i:] + order[:i]
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


# ====================================================================== helpers
def _spec(state: GameState, player: int, tile: str) -> TileSpec:
    return army(state.players[player].army).tile(tile)


def _parse_hex(state: GameState, name: str) -> Hex:
    try:
        return state.board.parse(name)
    except ValueError as e:
        raise IllegalAction(str(e), "bad-hex", word=name) from None


def _own_unit(state: GameState, an: Analysis, name: str, what: str = "unit", release: bool = False) -> Unit:
    h = _parse_hex(state, name)
    u = state.units.get(h)
    if u is None:
        raise IllegalAction(f"there is no {what} on {name}", "no-unit", hex=name)
    if u.player != state.current:
        raise IllegalAction(
            f"the {_spec(state, u.player, u.tile).short_name} on {name} is not yours",
            "not-yours",
            tile=u.tile,
            army=state.players[u.player].army,
            hex=name,
        )
    if an.views[u.uid].netted and not (release and an.views[u.uid].spec.is_object):
        raise IllegalAction(
            f"your {_spec(state, u.player, u.tile).short_name} on {name} is netted and cannot act",
            "netted",
            tile=u.tile,
            army=state.players[u.player].army,
            hex=name,
        )
    return u


def _hand_tile(state: GameState, key: str) -> TileSpec:
    ps = state.players[state.current]
    if key not in ps.hand:
        a = army(ps.army)
        found = a.find_tile(key)
        if found is not None and found.key in ps.hand:
            return found
        held = ", ".join(ps.hand) or "nothing"
        raise IllegalAction(
            f"you do not hold {key!r} (your hand: {held})", "not-held", word=key, hand=list(ps.hand), army=ps.army
        )
    return army(ps.army).tile(key)


def reachable(state: GameState, start: Hex, steps: int) -> set[Hex]:
    """Hexes a unit on ``start`` can end on moving ``steps`` hexes through free hexes."""
    adjacent = state.board.adjacent
    units = state.units
    seen = {start}
    frontier = [start]
    for _ in range(steps):
        nxt = [n for h in frontier for n in adjacent[h] if n not in seen and n not in units]
        seen.update(nxt)
        frontier = nxt
    return seen


def _move_steps(an: Analysis, unit: Unit) -> int:
    return 2 if unit.player in an.move_doubler_for else 1


def push_destinations(state: GameState, pusher: Hex, target: Hex) -> list[Hex]:
    out = []
    for _, n in state.board.neighbours(target):
        if n not in state.units and n.distance(pusher) == 2:
            out.append(n)
    return sorted(out)


def bomb_area(state: GameState, centre: Hex) -> list[Hex] | None:
    area = [centre] + [n for _, n in state.board.neighbours(centre)]
    return area if len(area) == 7 else None


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
        if has_objects(state.players[state.current].army):
            names = [b.name(h) for h in b.hexes if h not in state.units]
            return [a for key in _objects_to_place(state) for n in names for a in _placements(key, n)]
        lair = lair_hexes(state)
        if lair is not None:
            key = army(state.players[state.current].army).lair.key  # type: ignore[union-attr]
            return [a for h in lair for a in _placements(key, b.name(h))]
        return [Action.hq(b.name(h)) for h in b.hexes if h not in state.units]
    if state.pending is not None:
        if state.pending.kind == PENDING_PUSH:
            return [Action("choose", hexes=(b.name(h),)) for h in state.pending.options]
        return [Action("choose", hexes=(b.name(h),), facing=f) for h in state.pending.options for f in FACINGS]
    ps = state.players[state.current]
    seat = _seat(tuple(state.players), tuple(map(_ARMY_OF, state.players.values())), state.current)
    distinct = sorted(set(ps.hand))
    out: list[Action] = [_discard(t) for t in distinct]
    if _can_redraw(state):
        out.append(Action("redraw"))
    if state.turn.needs_discard:
        if verb in (None, "dance") and seat.dancer and _may_dance(state):
            out.extend(_dance_actions(state))
        return out
    units = state.units
    specs = seat.specs
    lazy = _LazyAnalysis(state)
    empty_names: list[str] | None = None
    for key in distinct if state.turn.plays_left != 0 else ():
        if tile is not None and key != tile:
            continue
        spec = specs[key]
        if spec.is_board_tile:
            if verb in (None, "place") and not ps.terror:
                if empty_names is None:
                    empty_names = [name for h, name in b.named if h not in units]
                out.extend(chain.from_iterable(map(_placement_table(key).__getitem__, empty_names)))
        elif verb in (None, "play"):
            out.extend(_instant_actions(state, lazy, spec))
    if verb in (None, "move") and _may_move(state, seat):
        out.extend(_unit_moves(state, lazy.get()))
    if verb in (None, "rotate", "grab") and _may_use_abilities(state, seat):
        out.extend(_ability_actions(state, lazy.get(), verb))
    if verb in (None, "net", "execute", "replace", "push") and seat.police:
        out.extend(_police_actions(state, lazy, verb))
    if verb in (None, "dance") and seat.dancer and _may_dance(state):
        out.extend(_dance_actions(state))
    out.append(_END)
    return out


class _Seat(NamedTuple):
    """What legal actions need to know about the armies of a game, from one seat (cached
    per seating: see :func:`_seat`)."""

    specs: dict[str, TileSpec]  # the seat's army's tiles by key
    movers: _UnitTiles  # for _may_move
    users: _UnitTiles  # for _may_use_abilities
    police: bool  # the seat's army has Steel Police turn abilities
    dancer: bool  # the seat's army has Objects


# Tiles with a module effect by seat (None when no army has any, nor the seat a tile with
# the ability), and the seat's own tiles with the ability: see _unit_tiles.
_UnitTiles = tuple[dict[int, frozenset[str]] | None, frozenset[str]]


_ARMY_OF = attrgetter("army")


@lru_cache(maxsize=256)
def _seat(seats: tuple[int, ...], armies: tuple[str, ...], me: int) -> _Seat:
    mine = armies[seats.index(me)]
    return _Seat(
        army(mine).by_key,
        _unit_tiles(seats, armies, me, "mobility", "mobility"),
        _unit_tiles(seats, armies, me, "grab", "rotation"),
        _has_police_abilities(mine),
        has_objects(mine),
    )


class _LazyAnalysis:
    """The board analysis of a state, computed when first asked for."""

    __slots__ = ("state", "an")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.an: Analysis | None = None

    def get(self) -> Analysis:
        if self.an is None:
            self.an = analyse(self.state)
        return self.an


_END = Action("end")


@lru_cache(maxsize=256)
def _discard(tile: str) -> Action:
    return Action("discard", tile)


@lru_cache(maxsize=4096)
def _placements(tile: str, hex_name: str) -> tuple[Action, ...]:
    """The six ``place`` actions of a tile on a hex, one per facing."""
    return tuple(Action("place", tile, (hex_name,), f) for f in FACINGS)


class _PlacementTable(dict[str, tuple[Action, ...]]):
    """A tile's ``place`` actions by hex name (see :func:`_placements`), made when first asked for."""

    def __init__(self, tile: str) -> None:
        super().__init__()
        self.tile = tile

    def __missing__(self, hex_name: str) -> tuple[Action, ...]:
        actions = self[hex_name] = _placements(self.tile, hex_name)
        return actions


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


@lru_cache(maxsize=8192)
def _play_moves(tile: str, src: str, dst: str) -> tuple[Action, ...]:
    """The six ``play move`` actions from ``src`` to ``dst``, one per facing."""
    return tuple(Action.play(tile, src, dst, facing=d) for d in DIRECTIONS)


@lru_cache(maxsize=8192)
def _play_turns(tile: str, src: str, facing: str) -> tuple[Action, ...]:
    """The five ``play move`` actions that turn a unit on ``src`` from ``facing`` without moving it."""
    return tuple(x for x in _play_moves(tile, src, src) if x.facing != facing)


def _move_targets(state: GameState, an: Analysis, u: Unit) -> list[Hex]:
    """Where ``u`` may move to (its own hex included: a rotation), in board order."""
    return sorted(reachable(state, u.hex, _move_steps(an, u)))


def _may_move(state: GameState, seat: _Seat) -> bool:
    """False when no unit can move for sure: no own unit has Mobility it did not use yet this
    turn and no Transport is on the board (a Transport's move may be given to either player
    through a Scoper)."""
    return _any_unit_with(state, seat.movers, state.turn.moved)


def _any_unit_with(state: GameState, tiles: _UnitTiles, used: list[int] | None = None) -> bool:
    """Whether a unit on the board has the module effect or an own unit has the ability of
    ``tiles`` (and is not in ``used``); no scan when no army in the game has such tiles."""
    carriers, own = tiles
    if carriers is None:
        return False
    me = state.current
    for u in state.units.values():
        if u.tile in carriers[u.player] or (u.player == me and u.tile in own and (not used or u.uid not in used)):
            return True
    return False


def _unit_tiles(seats: tuple[int, ...], armies: tuple[str, ...], me: int, effect: str, ability: str) -> _UnitTiles:
    """The tiles with the module ``effect`` by seat (None when no army has any, nor ``me``
    a tile with the ``ability``) and ``me``'s tiles with the ability."""
    carriers = {p: _tiles_with(a, effect, "") for p, a in zip(seats, armies, strict=True)}
    own = _tiles_with(armies[seats.index(me)], "", ability)
    if not own and not any(carriers.values()):
        return None, own
    return carriers, own


@lru_cache(maxsize=256)
def _tiles_with(army_key: str, effect: str, ability: str) -> frozenset[str]:
    """The keys of the army's tiles that have the module ``effect`` or the ``ability``."""
    return frozenset(t.key for t in army(army_key).tiles if effect in t.effect_names or ability in t.abilities)


def _by_uid(u: Unit) -> int:
    return u.uid


def _instant_actions(state: GameState, lazy: _LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    me = state.current
    kind = spec.instant
    out: list[Action] = []
    if kind == "battle":
        if state.last_draw_by is None:
            out.append(Action.play(spec.key))
    elif kind == "move":
        an = lazy.get()
        views = an.views
        for u in state.units.values():
            if u.player == me and (not views[u.uid].netted or views[u.uid].spec.is_object):
                src = b.name(u.hex)
                for dst in _move_targets(state, an, u):
                    if dst != u.hex:
                        out += _play_moves(spec.key, src, b.name(dst))
                    else:
                        out += _play_turns(spec.key, src, u.facing.name)
    elif kind == "push_back":
        an = lazy.get()
        for u in state.units.values():
            if u.player != me or an.views[u.uid].netted:
                continue
            for _, n in b.neighbours(u.hex):
                t = state.units.get(n)
                if t is None or not state.hostile(me, t.player) or an.views[t.uid].netted:
                    continue
                if push_destinations(state, u.hex, n):
                    out.append(Action.play(spec.key, b.name(u.hex), b.name(n)))
    elif kind == "sniper":
        for u in state.units.values():
            if state.hostile(me, u.player) and _instant_target(_spec(state, u.player, u.tile)):
                out.append(Action.play(spec.key, b.name(u.hex)))
    elif kind == "grenade":
        hq = state.hq_of(me)
        if hq is not None and not lazy.get().views[hq.uid].netted:
            for _, n in b.neighbours(hq.hex):
                t = state.units.get(n)
                if t is not None and state.hostile(me, t.player) and _instant_target(_spec(state, t.player, t.tile)):
                    out.append(Action.play(spec.key, b.name(n)))
    elif kind == "air_strike":
        out.extend(Action.play(spec.key, b.name(h)) for h in b.hexes if bomb_area(state, h) is not None)
    elif kind == "grab":
        an = lazy.get()
        for u in sorted(state.units.values(), key=lambda x: x.uid):
            if u.player == me and not an.views[u.uid].netted:
                for t in grab_targets(state, an, u):
                    out.append(Action.play(spec.key, b.name(u.hex), b.name(t.hex)))
    elif kind == "hunt":
        out.extend(_hunt_actions(state, lazy.get(), spec.key))
    elif kind == "terror":
        out.append(Action.play(spec.key))
    elif kind == "action":
        out.extend(_action_actions(state, lazy.get(), spec.key))
    return out


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
    for u in sorted(movers, key=_by_uid):
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
        targets = [(dst, b.name(dst)) for dst in _move_targets(state, an, u)]
        for via in sources:
            for dst, name in targets:
                out += _moves(src, name, via) if dst != u.hex else _turns(src, via, facing)
    return out


def _can_redraw(state: GameState) -> bool:
    ps = state.players[state.current]
    if state.phase != PHASE_TURN or state.turn.acted or not ps.hand or not ps.pile:
        return False
    a = army(ps.army)
    if a.objects:
        return False  # no unlucky-draw rule for Dancer (R93)
    specs = a.by_key
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
    if action.verb not in _UNITS_KEPT:
        s.own_units()
    events: list[ev.Event] = []
    handler = _HANDLERS.get(action.verb)
    if handler is None:
        raise IllegalAction(
            f"unknown action {action.verb!r}", "unknown-verb", word=action.verb, options=", ".join(_HANDLERS)
        )
    placing = action.verb == "place" and (lair_hexes(state) or _objects_to_place(state))
    if state.phase == PHASE_HQ and action.verb != "hq" and not placing:
        raise IllegalAction("place your HQ first: hq HEX", "hq-first")
    if state.pending is not None and action.verb != "choose":
        options = ", ".join(state.board.name(h) for h in state.pending.options)
        if state.pending.kind != PENDING_PUSH:
            raise IllegalAction(
                f"player {state.pending.player} must first choose where the {_pending_what(state)} goes: choose HEX FACING",
                "grab-pending" if state.pending.kind == PENDING_GRAB else "scavenger-pending",
                player=state.pending.player,
                hex=state.board.name(state.pending.target),
            )
        raise IllegalAction(
            f"player {state.pending.player} must first choose where the pushed unit goes: {options}",
            "push-pending",
            player=state.pending.player,
            options=options,
        )
    if state.turn.needs_discard and action.verb not in ("discard", "redraw", "hq", "choose", "dance"):
        raise IllegalAction("discard one of your three tiles first (discard TILE)", "discard-first")
    handler(s, action, events)
    if action.verb in _MOVING_VERBS and s.phase != PHASE_OVER:
        events.extend(remove_lair_strays(s))  # a Cerberus moved away from its HQ leaves at once
    _return_steel_nets(s, events)
    return s, events


_MOVING_VERBS = frozenset({"move", "play", "choose", "dance"})  # the actions that may move a unit (or an HQ)
# The actions that change no unit on the board except in a battle (which starts with
# ``own_units``): their new state keeps sharing the input state's units (GameState.fork).
_UNITS_KEPT = frozenset({"hq", "discard", "redraw", "place", "end"})


def _pending_what(state: GameState) -> str:
    p = state.pending
    assert p is not None
    u = state.units.get(p.target)
    return spec_name(state, u) if u is not None else "unit"


def _do_hq(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.phase != PHASE_HQ:
        raise IllegalAction("both HQs are already on the board", "hqs-placed")
    if lair_hexes(s) is not None:
        raise IllegalAction(_LAIR_FIRST, "lair-first", tile=_lair_key(s), army=s.players[s.current].army)
    if has_objects(s.players[s.current].army):
        raise IllegalAction(
            "Dancer has no HQ: place its Objects (place object-red HEX FACING)",
            "dancer-place-objects",
            army=s.players[s.current].army,
        )
    h = _parse_hex(s, a.hexes[0])
    if h in s.units:
        raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
    s.units[h] = Unit(s.next_uid, s.current, "hq", h, Direction.N)
    s.next_uid += 1
    events.append(ev.HQPlaced(s.current, s.board.name(h)))
    lair = army(s.players[s.current].army).lair
    if lair is not None:
        if lair_hexes(s):
            return  # Lair: the same player puts Cerberus next to the HQ right away
        s.players[s.current].discard.append(lair.key)  # no free hex next to the HQ: Cerberus is lost
        events.append(ev.LairLost(s.current, lair.key, ""))
    _next_hq(s, events)


def _next_hq(s: GameState, events: list[ev.Event]) -> None:
    """The next player to place an HQ (in turn order; placing one is not a turn), or, once
    every player still in the game has one, the first turn."""
    placed = {u.player for u in s.units.values() if u.tile == "hq"}
    for p, ps in s.players.items():
        if has_objects(ps.army) and len(objects_of(s, p)) == len(army(ps.army).objects):
            placed.add(p)
    waiting = [p for p in dict.fromkeys(s.order) if p not in placed and not s.players[p].out]
    if waiting:
        s.current = waiting[0]
        s.pos = s.order.index(s.current)
    else:
        s.phase = PHASE_TURN
        s.pos = next(i for i, p in enumerate(s.order) if not s.players[p].out)
        _start_turn(s, s.order[s.pos], events)


def _do_discard(s: GameState, a: Action, events: list[ev.Event]) -> None:
    spec = _hand_tile(s, a.tile)
    ps = s.players[s.current]
    ps.hand.remove(spec.key)
    ps.discard.append(spec.key)
    s.turn.needs_discard = False
    s.turn.acted = True
    events.append(ev.Discarded(s.current, spec.key))


def _do_redraw(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if not _can_redraw(s):
        ps = s.players[s.current]
        if s.turn.acted:
            raise IllegalAction("the unlucky draw is only allowed right after drawing", "redraw-when")
        if not ps.pile:
            raise IllegalAction("your pile is empty: there is nothing to redraw", "redraw-empty")
        raise IllegalAction("the unlucky draw needs a hand of instant tiles only", "redraw-instants")
    ps = s.players[s.current]
    # With reinforcements only three of the instants go (the last three drawn: NI-FAQ mtg.2).
    keep = len(ps.hand) - 3 if VARIANT_REINFORCEMENTS in s.variants and len(ps.hand) > 3 else 0
    dropped = ps.hand[keep:]
    ps.discard.extend(dropped)
    del ps.hand[keep:]
    events.append(ev.Redrew(s.current, dropped))
    _draw(s, events)


def _do_place(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.phase == PHASE_HQ:
        if has_objects(s.players[s.current].army):
            _place_object(s, a, events)
            return
        _place_lair(s, a, events)
        return
    spec = _hand_tile(s, a.tile)
    if not spec.is_board_tile:
        raise IllegalAction(
            f"{spec.short_name} is an instant: play {spec.key} ...", "is-instant", tile=spec.key, army=spec.army
        )
    _check_terror(s)
    h = _parse_hex(s, a.hexes[0])
    if h in s.units:
        raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
    facing = Direction[a.facing]
    _count_play(s)
    ps = s.players[s.current]
    ps.hand.remove(spec.key)
    s.units[h] = Unit(s.next_uid, s.current, spec.key, h, facing)
    s.next_uid += 1
    s.turn.acted = True
    events.append(ev.Placed(s.current, spec.key, s.board.name(h), facing.name))
    if s.core_full():
        _battles(s, "full_board", s.current, events)
        if s.phase != PHASE_OVER:
            _end_turn(s, events)


def _check_move(s: GameState, an: Analysis, u: Unit, dst_name: str, facing: Direction) -> Hex:
    dst = _parse_hex(s, dst_name)
    steps = _move_steps(an, u)
    if dst not in reachable(s, u.hex, steps):
        where = "1 hex" if steps == 1 else "up to 2 hexes"
        raise IllegalAction(
            f"{dst_name} is not a free hex within {where} of {s.board.name(u.hex)}",
            "move-reach",
            hex=dst_name,
            steps=steps,
            start=s.board.name(u.hex),
        )
    if dst == u.hex and facing == u.facing:
        raise IllegalAction("that move changes nothing", "move-nothing")
    return dst


def _relocate(s: GameState, u: Unit, dst: Hex, facing: Direction) -> None:
    del s.units[u.hex]
    u.hex = dst
    u.facing = facing
    s.units[dst] = u


def _do_move(s: GameState, a: Action, events: list[ev.Event]) -> None:
    an = analyse(s)
    u = _own_unit(s, an, a.hexes[0])
    v = an.views[u.uid]
    facing = Direction[a.facing]
    if a.via:
        th = _parse_hex(s, a.via)
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
                f"the {v.spec.short_name} has no Mobility (use a Move tile or a Transport)",
                "no-mobility",
                tile=v.spec.key,
                army=v.spec.army,
            )
        if u.uid in s.turn.moved:
            raise IllegalAction(
                f"the {v.spec.short_name} already used its Mobility this turn",
                "mobility-used",
                tile=v.spec.key,
                army=v.spec.army,
            )
        means = "mobility"
    dst = _check_move(s, an, u, a.hexes[1], facing)
    src = s.board.name(u.hex)
    if a.via:
        s.turn.transported.append((u.uid, s.units[_parse_hex(s, a.via)].uid))
    else:
        s.turn.moved.append(u.uid)
    _relocate(s, u, dst, facing)
    s.turn.acted = True
    events.append(ev.Moved(u.player, u.tile, src, s.board.name(dst), facing.name, means))
    events.extend(freed_events(s, an))


def _do_play(s: GameState, a: Action, events: list[ev.Event]) -> None:
    spec = _hand_tile(s, a.tile)
    if spec.is_board_tile:
        raise IllegalAction(
            f"{spec.short_name} is a board tile: place {spec.key} HEX FACING",
            "is-board-tile",
            tile=spec.key,
            army=spec.army,
        )
    handler = _INSTANTS.get(spec.instant or "")
    if handler is None:
        raise IllegalAction(
            f"{spec.short_name} cannot be played by this engine yet", "unsupported", tile=spec.key, army=spec.army
        )
    handler(s, spec, a, events)


def _count_play(s: GameState) -> None:
    """One more tile placed or played this turn, within the turn's limit if it has one."""
    left = s.turn.plays_left
    if left is None:
        return
    if left <= 0:
        raise IllegalAction("you cannot place or play more tiles this turn", "play-limit")
    s.turn.plays_left = left - 1


def _consume_instant(s: GameState, spec: TileSpec, target: str, events: list[ev.Event]) -> None:
    _count_play(s)
    ps = s.players[s.current]
    ps.hand.remove(spec.key)
    ps.discard.append(spec.key)
    s.turn.acted = True
    events.append(ev.InstantPlayed(s.current, spec.key, target))


def _need(a: Action, n: int, usage: str) -> None:
    if len(a.hexes) != n:
        raise IllegalAction(f"expected: {usage}", "usage", usage=usage)


def _i_battle(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    if s.last_draw_by is not None:
        raise IllegalAction("no Battle tile can be played once a player has drawn their last tile", "battle-banned")
    _consume_instant(s, spec, "", events)
    _battles(s, "battle_tile", s.current, events)
    if s.phase != PHASE_OVER:
        _end_turn(s, events)


def _i_move(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    _need(a, 2, "play move FROM TO FACING")
    if not a.facing:
        raise IllegalAction("expected: play move FROM TO FACING", "usage", usage="play move FROM TO FACING")
    an = analyse(s)
    u = _own_unit(s, an, a.hexes[0], "tile", release=True)
    facing = Direction[a.facing]
    dst = _check_move(s, an, u, a.hexes[1], facing)
    src = s.board.name(u.hex)
    held = {u.uid: nets_on(s, an, u)} if an.views[u.uid].netted else {}
    _consume_instant(s, spec, src, events)
    _relocate(s, u, dst, facing)
    events.append(ev.Moved(u.player, u.tile, src, s.board.name(dst), facing.name, "move"))
    events.extend(freed_events(s, an))
    if held:
        _release(s, held, events)


def _push_target(s: GameState, an: Analysis, pusher: Unit, a: Action) -> tuple[Unit, Hex, list[Hex]]:
    """The enemy hex ``a.hexes[1]`` that ``pusher`` may push (a Push Back tile or ability),
    with the free hexes it may go to; raises IllegalAction otherwise."""
    th = _parse_hex(s, a.hexes[1])
    target = s.units.get(th)
    if target is None or not s.hostile(s.current, target.player):
        raise IllegalAction(f"there is no enemy unit on {a.hexes[1]} to push", "push-no-enemy", hex=a.hexes[1])
    if th.distance(pusher.hex) != 1:
        raise IllegalAction(f"{a.hexes[1]} is not next to {a.hexes[0]}", "not-adjacent", hex=a.hexes[1], to=a.hexes[0])
    if an.views[target.uid].netted:
        raise IllegalAction(f"the unit on {a.hexes[1]} is netted and cannot be pushed", "push-netted", hex=a.hexes[1])
    options = push_destinations(s, pusher.hex, th)
    if not options:
        raise IllegalAction(f"the unit on {a.hexes[1]} has no free hex to be pushed to", "push-blocked", hex=a.hexes[1])
    return target, th, options


def _i_push(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    _need(a, 2, "play push-back PUSHER TARGET")
    an = analyse(s)
    pusher = _own_unit(s, an, a.hexes[0])
    target, th, options = _push_target(s, an, pusher, a)
    _consume_instant(s, spec, f"{a.hexes[0]}>{a.hexes[1]}", events)
    if len(options) == 1:
        _push_to(s, target, options[0], events, an)
    else:
        s.pending = PendingPush(target.player, pusher.hex, th, options)
        s.phase = PHASE_CHOICE
        events.append(ev.PushChoice(target.player, a.hexes[1], [s.board.name(h) for h in options]))


def _push_to(s: GameState, target: Unit, dst: Hex, events: list[ev.Event], before: Analysis) -> None:
    src = s.board.name(target.hex)
    _relocate(s, target, dst, target.facing)
    events.append(ev.Pushed(target.player, target.tile, src, s.board.name(dst)))
    events.extend(freed_events(s, before))


def _do_choose(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.pending is None:
        if any(u.player == s.current and "scavenger" in s.spec(u).abilities for u in s.units.values()):
            raise IllegalAction(
                "the Vulture may fly only right after a battle (Scavenger)", "scavenger-window", tile="vulture"
            )
        raise IllegalAction("there is nothing to choose now", "nothing-to-choose")
    if s.pending.kind != PENDING_PUSH:
        _choose_beasts(s, a, events)
        return
    h = _parse_hex(s, a.hexes[0])
    if h not in s.pending.options:
        options = ", ".join(s.board.name(x) for x in s.pending.options)
        raise IllegalAction(
            f"{a.hexes[0]} is not an option: choose one of {options}", "not-an-option", hex=a.hexes[0], options=options
        )
    target = s.units[s.pending.target]
    an = analyse(s)
    s.pending = None
    s.phase = PHASE_TURN
    _push_to(s, target, h, events, an)


def _damage_instant(s: GameState, spec: TileSpec, targets: list[Unit], kind: str, lethal: bool) -> list[ev.Event]:
    """Wounds from an instant (armor never helps, a medic may); ``lethal`` destroys outright."""
    an = analyse(s)
    packets = []
    for t in targets:
        spec_t = an.views[t.uid].spec
        # an instant that spares HQs deals 1 wound to a Dancer Object (R148)
        strength = spec_t.hp - t.wounds if lethal and not spec_t.is_object else 1
        packets.append(Packet(None, spec.key, t, None, [Part(kind, strength)]))
    return resolve_packets(s, an, packets, {})


def _enemy_non_hq(s: GameState, name: str, what: str) -> Unit:
    h = _parse_hex(s, name)
    t = s.units.get(h)
    if t is None or not s.hostile(s.current, t.player):
        raise IllegalAction(f"there is no enemy tile on {name} to {what}", "no-enemy", hex=name, what=what)
    if not _instant_target(_spec(s, t.player, t.tile)):
        raise IllegalAction(
            f"the {spec_name(s, t)} cannot be targeted: instants never damage an HQ",
            "hq-immune",
            tile=t.tile,
            army=s.players[t.player].army,
        )
    return t


def spec_name(s: GameState, u: Unit) -> str:
    return _spec(s, u.player, u.tile).short_name


def _i_sniper(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    _need(a, 1, "play sniper HEX")
    t = _enemy_non_hq(s, a.hexes[0], "shoot")
    _consume_instant(s, spec, a.hexes[0], events)
    events.extend(_damage_instant(s, spec, [t], "sniper", lethal=False))
    _check_hq_falls(s, events)  # a Dancer Object may fall outside a battle


def _i_grenade(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    _need(a, 1, "play grenade HEX")
    hq = s.hq_of(s.current)
    an = analyse(s)
    if hq is None:
        raise IllegalAction("you have no HQ on the board", "no-hq")
    if an.views[hq.uid].netted:
        raise IllegalAction("a Grenade cannot be thrown while your HQ is netted", "grenade-netted")
    t = _enemy_non_hq(s, a.hexes[0], "blow up")
    if t.hex.distance(hq.hex) != 1:
        raise IllegalAction(
            f"{a.hexes[0]} is not next to your HQ: a Grenade only reaches adjacent hexes",
            "grenade-reach",
            hex=a.hexes[0],
        )
    _consume_instant(s, spec, a.hexes[0], events)
    events.extend(_damage_instant(s, spec, [t], "grenade", lethal=True))
    _check_hq_falls(s, events)  # a Dancer Object may fall outside a battle


def _i_air_strike(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    _need(a, 1, "play air-strike HEX")
    h = _parse_hex(s, a.hexes[0])
    area = bomb_area(s, h)
    if area is None:
        raise IllegalAction(
            f"an Air Strike on {a.hexes[0]} would reach off the board: aim at an inner hex",
            "air-strike-edge",
            hex=a.hexes[0],
        )
    targets = [
        s.units[x] for x in area if x in s.units and _instant_target(_spec(s, s.units[x].player, s.units[x].tile))
    ]
    _consume_instant(s, spec, a.hexes[0], events)
    events.extend(_damage_instant(s, spec, targets, "air-strike", lethal=False))
    _check_hq_falls(s, events)  # a Dancer Object may fall outside a battle


# ====================================================================== Steel Police
# Net of Steel (the HQ's marker), Execution, Replacement, the Push Back ability and Terror
# (abilities.md §3.9, §4.10, §5.7, §6.5; docs/rulings.md "Steel Police").
LAUNCHER = "net_of_steel_launcher"


def _check_terror(s: GameState) -> None:
    if s.players[s.current].terror:
        raise IllegalAction("Terror: you cannot put units on the board this turn", "terror")


def _steel_net_free(s: GameState, player: int) -> bool:
    """Whether ``player``'s Steel Net marker is off the board (it returns when its unit leaves)."""
    uid = s.players[player].steel_net
    return uid is None or s.unit_by_uid(uid) is None


def _return_steel_nets(s: GameState, events: list[ev.Event]) -> None:
    """Markers whose unit left the board go back to their owners."""
    if all(ps.steel_net is None for ps in s.players.values()):
        return
    for p, ps in sorted(s.players.items()):
        if ps.steel_net is not None and s.unit_by_uid(ps.steel_net) is None:
            ps.steel_net = None
            if not ps.out:
                events.append(ev.SteelNetReturned(p))


def steel_net_cost(s: GameState, an: Analysis, player: int) -> int:
    """HQ hit points Net of Steel costs: none while a working Launcher of the player is on the board."""
    for v in an.views.values():
        # a Launcher taken over by a Scoper works for the Scoper's owner instead (R73)
        if LAUNCHER in v.spec.effect_names and not v.netted and v.beneficiary == player:
            return 0
    return 1


def _can_pay(s: GameState, player: int, cost: int) -> bool:
    """An HQ may pay hit points only while it keeps at least one (docs/rulings.md SP3)."""
    return cost == 0 or s.mode == MODE_POINTS or s.players[player].hq_hp > cost


def _pay_hq(s: GameState, player: int, cost: int) -> None:
    """Pay ``cost`` HQ hit points. In points mode HQs take no damage: like a wound to one's
    own HQ, the payment scores for the opponent with the fewest points (M4)."""
    if cost == 0:
        return
    if s.mode != MODE_POINTS:
        s.players[player].hq_hp -= cost
        return
    rivals = [q for q in s.order if q != player and not s.players[q].out]
    if rivals:
        scorer = min(rivals, key=lambda q: (s.players[q].points, rivals.index(q)))
        ps = s.players[scorer]
        ps.points = min(POINTS_TO_WIN, ps.points + cost)


def _no_hp(cost: int) -> IllegalAction:
    return IllegalAction(f"your HQ cannot pay {cost} hit point: it must keep at least one", "no-hp-to-pay", cost=cost)


def _net_of_steel_hq(s: GameState, an: Analysis) -> Unit | None:
    """The current player's HQ if it has Net of Steel and may use it now."""
    hq = s.hq_of(s.current)
    if hq is None or "net_of_steel" not in an.views[hq.uid].spec.abilities or an.views[hq.uid].netted:
        return None
    return hq


def _enemy_targets(s: GameState, objects: bool = False) -> list[Unit]:
    """Enemy non-HQ units on the board (and Dancer's Objects if ``objects``), in board order."""
    me = s.current

    def fits(spec: TileSpec) -> bool:
        return not spec.is_hq or (objects and spec.is_object)

    out = [u for u in s.units.values() if s.hostile(me, u.player) and fits(_spec(s, u.player, u.tile))]
    return sorted(out, key=lambda u: (u.hex.q, u.hex.r))


_POLICE_ABILITIES = frozenset({"net_of_steel", "execution", "open", "push_back"})


@lru_cache(maxsize=64)
def _has_police_abilities(army_key: str) -> bool:
    """Whether an army has any tile with a Steel Police turn ability (cached: most have none)."""
    return any(t.abilities & _POLICE_ABILITIES for t in army(army_key).tiles)


def _police_actions(state: GameState, lazy: _LazyAnalysis, verb: str | None) -> list[Action]:
    """Net of Steel, Execution, Replacement and the Push Back ability, where possible now."""
    me = state.current
    ps = state.players[me]
    if not _has_police_abilities(ps.army):
        return []
    b = state.board
    specs = army(ps.army).by_key
    out: list[Action] = []
    if verb in (None, "net") and specs["hq"].abilities and "net_of_steel" in specs["hq"].abilities:
        an = lazy.get()
        usable = _net_of_steel_hq(state, an) is not None and _steel_net_free(state, me)
        if usable and _can_pay(state, me, steel_net_cost(state, an, me)):
            out.extend(Action("net", hexes=(b.name(u.hex),)) for u in _enemy_targets(state, objects=True))
    plays = state.turn.plays_left != 0
    executes = any("execution" in specs[t].abilities for t in set(ps.hand))
    if verb in (None, "execute") and plays and executes and not ps.terror and _can_pay(state, me, 1):
        for u in _enemy_targets(state):
            out.extend(Action("execute", hexes=(b.name(u.hex),), facing=f) for f in FACINGS)
    if verb in (None, "replace") and plays:
        tiles = sorted({t for t in ps.hand if specs[t].is_board_tile})
        pacifiers = [u for u in state.units.values() if u.player == me and "open" in specs[u.tile].abilities]
        if tiles and pacifiers:
            an = lazy.get()
            for u in sorted(pacifiers, key=lambda x: x.uid):
                if not an.views[u.uid].netted:
                    name = b.name(u.hex)
                    for t in tiles:
                        out.extend(Action("replace", t, (name,), f) for f in FACINGS)
    if verb in (None, "push"):
        pushers = [
            u
            for u in state.units.values()
            if u.player == me and "push_back" in specs[u.tile].abilities and u.uid not in state.turn.pushed
        ]
        if pushers:
            an = lazy.get()
            for u in sorted(pushers, key=lambda x: x.uid):
                if an.views[u.uid].netted:
                    continue
                for _, n in b.neighbours(u.hex):
                    e = state.units.get(n)
                    if e is None or not state.hostile(me, e.player) or an.views[e.uid].netted:
                        continue
                    if push_destinations(state, u.hex, n):
                        out.append(Action("push", hexes=(b.name(u.hex), b.name(n))))
    return out


def _police_target(s: GameState, name: str, what: str) -> Unit:
    """An enemy non-HQ unit for Net of Steel or Execution."""
    h = _parse_hex(s, name)
    t = s.units.get(h)
    if t is None or not s.hostile(s.current, t.player):
        raise IllegalAction(f"there is no enemy unit on {name} to {what}", "police-no-enemy", hex=name, what=what)
    spec_t = _spec(s, t.player, t.tile)
    if spec_t.is_hq and not (what == "net" and spec_t.is_object):  # Net of Steel may hold an Object (S004)
        raise IllegalAction(
            f"the {spec_name(s, t)} is an HQ: {what} works only on other units",
            "police-hq",
            tile=t.tile,
            army=s.players[t.player].army,
            what=what,
        )
    return t


def _do_net(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("Net of Steel is used in your own turn", "not-your-turn")
    _need(a, 1, "net HEX")
    me = s.current
    an = analyse(s)
    hq = s.hq_of(me)
    if hq is None or "net_of_steel" not in an.views[hq.uid].spec.abilities:
        raise IllegalAction("your HQ has no Net of Steel", "no-net-of-steel")
    if an.views[hq.uid].netted:
        raise IllegalAction("your HQ is netted and cannot use Net of Steel", "steel-net-hq-netted")
    if not _steel_net_free(s, me):
        raise IllegalAction(
            "your Steel Net marker is already on the board: it returns when its unit leaves", "steel-net-in-use"
        )
    t = _police_target(s, a.hexes[0], "net")
    cost = steel_net_cost(s, an, me)
    if not _can_pay(s, me, cost):
        raise _no_hp(cost)
    _pay_hq(s, me, cost)
    s.players[me].steel_net = t.uid
    s.turn.acted = True
    events.append(ev.SteelNetPlaced(me, t.player, t.tile, a.hexes[0], cost, s.players[me].hq_hp))
    events.extend(freed_events(s, an))


def _do_execute(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("Execution is used in your own turn", "not-your-turn")
    _need(a, 1, "execute HEX FACING")
    me = s.current
    ps = s.players[me]
    specs = army(ps.army).by_key
    key = next((t for t in ps.hand if "execution" in specs[t].abilities), None)
    if key is None:
        raise IllegalAction("you hold no tile with Execution (the Executioner)", "no-executioner")
    _check_terror(s)
    t = _police_target(s, a.hexes[0], "execute")
    if not _can_pay(s, me, 1):
        raise _no_hp(1)
    facing = Direction[a.facing]
    an = analyse(s)
    _count_play(s)
    _pay_hq(s, me, 1)
    del s.units[t.hex]
    s.players[t.player].discard.append(t.tile)
    ps.hand.remove(key)
    s.units[t.hex] = Unit(s.next_uid, me, key, t.hex, facing)
    s.next_uid += 1
    s.turn.acted = True
    events.append(ev.Executed(me, t.player, t.tile, a.hexes[0], facing.name, 1, ps.hq_hp))
    events.extend(freed_events(s, an))


def _do_replace(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("Replacement is used in your own turn", "not-your-turn")
    _need(a, 1, "replace TILE HEX FACING")
    spec = _hand_tile(s, a.tile)
    if not spec.is_board_tile:
        raise IllegalAction(
            f"{spec.short_name} is an instant: only a board tile can replace",
            "replace-instant",
            tile=spec.key,
            army=spec.army,
        )
    an = analyse(s)
    u = _own_unit(s, an, a.hexes[0])
    old = an.views[u.uid].spec
    if "open" not in old.abilities:
        raise IllegalAction(f"the {old.short_name} has no Replacement", "no-replacement", tile=old.key, army=old.army)
    facing = Direction[a.facing]
    _count_play(s)
    ps = s.players[s.current]
    ps.hand.remove(spec.key)
    ps.discard.append(u.tile)  # the replaced Pacifier is discarded, not taken back (R131)
    del s.units[u.hex]
    s.units[u.hex] = Unit(s.next_uid, s.current, spec.key, u.hex, facing)
    s.next_uid += 1
    s.turn.acted = True
    events.append(ev.Replaced(s.current, u.tile, spec.key, a.hexes[0], facing.name))
    events.extend(freed_events(s, an))


def _do_push(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("the Push Back ability is used in your own turn", "not-your-turn")
    _need(a, 2, "push PUSHER TARGET")
    an = analyse(s)
    pusher = _own_unit(s, an, a.hexes[0])
    spec = an.views[pusher.uid].spec
    if "push_back" not in spec.abilities:
        raise IllegalAction(
            f"the {spec.short_name} has no Push Back ability (play a Push Back tile instead)",
            "no-push-ability",
            tile=spec.key,
            army=spec.army,
        )
    if pusher.uid in s.turn.pushed:
        raise IllegalAction(
            f"the {spec.short_name} already pushed this turn", "push-used", tile=spec.key, army=spec.army
        )
    target, th, options = _push_target(s, an, pusher, a)
    s.turn.pushed.append(pusher.uid)
    s.turn.acted = True
    events.append(ev.PushUsed(s.current, pusher.tile, a.hexes[0], a.hexes[1]))
    if len(options) == 1:
        _push_to(s, target, options[0], events, an)
    else:
        s.pending = PendingPush(target.player, pusher.hex, th, options)
        s.phase = PHASE_CHOICE
        events.append(ev.PushChoice(target.player, a.hexes[1], [s.board.name(h) for h in options]))


def _i_terror(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    _need(a, 0, "play terror")
    _consume_instant(s, spec, "", events)
    # Every opponent, never an ally (not even a Moloch ally, whose units fight friends):
    # Terror is aimed at "the opponent" (docs/rulings.md SP7).
    victims = [p for p in sorted(s.enemies_of(s.current)) if not s.players[p].out]
    for p in victims:
        s.players[p].terror = True
    events.append(ev.Terrorized(s.current, victims))


_INSTANTS = {
    "battle": _i_battle,
    "move": _i_move,
    "push_back": _i_push,
    "sniper": _i_sniper,
    "grenade": _i_grenade,
    "air_strike": _i_air_strike,
    "grab": lambda s, spec, a, events: _i_grab(s, spec, a, events),
    "hunt": lambda s, spec, a, events: _i_hunt(s, spec, a, events),
    "terror": _i_terror,
    "action": lambda s, spec, a, events: _i_action(s, spec, a, events),
}


def _do_end(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("you cannot end the turn now", "cannot-end")
    _end_turn(s, events)


_HANDLERS = {
    "hq": _do_hq,
    "discard": _do_discard,
    "redraw": _do_redraw,
    "place": _do_place,
    "move": _do_move,
    "play": _do_play,
    "choose": _do_choose,
    "end": _do_end,
    "rotate": lambda s, a, events: _do_rotate(s, a, events),
    "grab": lambda s, a, events: _do_grab(s, a, events),
    "net": _do_net,
    "execute": _do_execute,
    "replace": _do_replace,
    "push": _do_push,
    "dance": lambda s, a, events: _do_dance(s, a, events),
}


# ====================================================================== turn flow
def full_hand(s: GameState) -> int:
    """The number of tiles a normal turn draws up to: 3, or 6 with reinforcements."""
    return 6 if VARIANT_REINFORCEMENTS in s.variants else 3


def _opening_size(s: GameState) -> tuple[int, int | None]:
    """The hand size of the turn starting now and how many tiles it may play (None: no limit
    beyond the hand). Openings 1, 2 (4, 5 with reinforcements), then full; the alternative
    start: a full first draw of which one tile may be used."""
    full = full_hand(s)
    limit = 2 if VARIANT_REINFORCEMENTS in s.variants else None
    if VARIANT_ALT_START in s.variants:
        return full, (1 if s.turn_number == 1 else limit)
    openings = (4, 5) if full == 6 else (1, 2)
    if s.turn_number <= 2:
        return openings[s.turn_number - 1], limit
    return full, limit


def _draw(s: GameState, events: list[ev.Event]) -> None:
    ps = s.players[s.current]
    drawn = []
    had_tiles = bool(ps.pile)
    while len(ps.hand) < s.turn.hand_size and ps.pile:
        t = ps.pile.pop()
        ps.hand.append(t)
        drawn.append(t)
    if drawn:
        events.append(ev.Drew(s.current, drawn, len(ps.pile)))
    if had_tiles and not ps.pile and s.last_draw_by is None:
        s.last_draw_by = s.current
        if not s.final_done:
            s.final_wait = _last_turns(s, s.current)
    full = full_hand(s)
    s.turn.needs_discard = s.turn.hand_size == full and len(ps.hand) == full


def _last_turns(s: GameState, drawer: int) -> list[int]:
    """Who still plays before the Final Battle once ``drawer`` drew their last tile: every
    other player in turn order, stopping at the drawer's next turn (so in one against a team
    only the next opponent plays when the single player ran out: NI-FAQ mp.11)."""
    out: list[int] = []
    n = len(s.order)
    for i in range(1, n + 1):
        p = s.order[(s.pos + i) % n]
        if p == drawer:
            break
        if s.players[p].plays and p not in out:
            out.append(p)
    return out or [drawer]


def _next_pos(s: GameState) -> int:
    """The position in the turn order of the next player who still takes turns (in the
    tie-break: the next tied player still owed an extra turn)."""
    n = len(s.order)
    for i in range(1, n + 1):
        q = (s.pos + i) % n
        p = s.order[q]
        if s.players[p].plays and (s.overtime_turns_left is None or p in s.final_wait):
            return q
    return s.pos


def _start_turn(s: GameState, player: int, events: list[ev.Event]) -> None:
    s.current = player
    s.turn_number += 1
    size, limit = _opening_size(s)
    s.turn = TurnState(hand_size=size, plays_left=limit)
    note = ""
    if s.overtime_turns_left is not None:
        note = "overtime"
    elif player in s.final_wait and len(s.final_wait) == 1 and not s.final_done:
        note = "last turn before the Final Battle"
    events.append(ev.TurnStarted(player, s.turn_number, note))
    if s.pending is not None and s.pending.kind == PENDING_SCAVENGE:
        s.pending.draw_after = True  # the battle's Scavenger choice comes first, then the draw
        return
    _draw(s, events)


def _end_turn(s: GameState, events: list[ev.Event]) -> None:
    player = s.current
    events.append(ev.TurnEnded(player, list(s.players[player].hand)))
    s.players[player].terror = False  # a Terror lasts for the one turn it fell on
    if s.overtime_turns_left is not None:
        if player in s.final_wait:
            s.final_wait.remove(player)
        s.overtime_turns_left = len(s.final_wait)
        if not s.final_wait:
            _battles(s, "overtime", player, events)
            if s.phase != PHASE_OVER:
                _finish(s, events, allow_overtime=False)
            return
    elif s.last_draw_by is not None and not s.final_done:
        if player in s.final_wait:
            s.final_wait.remove(player)
        if not s.final_wait:
            s.final_done = True
            _battles(s, "final", s.last_draw_by, events)
            if s.phase == PHASE_OVER:
                return
            if _finish(s, events, allow_overtime=True):
                return
    s.pos = _next_pos(s)
    _start_turn(s, s.order[s.pos], events)


# ====================================================================== the end of the game
def _sides(s: GameState) -> list[list[int]]:
    """The sides that can win: teams, or every player on their own."""
    if s.teams is not None:
        return [list(t) for t in s.teams]
    return [[p] for p in sorted(s.players)]


def _score(s: GameState, side: list[int]) -> int:
    """What decides a game that no HQ destruction decided: points, or HQ hit points (summed for a team)."""
    if s.mode == MODE_POINTS:
        return sum(s.players[p].points for p in side)
    return sum(max(0, s.players[p].hq_hp) for p in side if not s.players[p].out)


def _finish(s: GameState, events: list[ev.Event], allow_overtime: bool, reason: str | None = None) -> bool:
    """Decide the game on points or HQ hit points after the Final Battle (or the battle
    after the tie-break turns). A tie for the lead sends the tied players to one extra turn
    each, starting after the player who ended the game, and one more battle; the others
    leave the scoring but their tiles stay and fight. Returns False when that happens."""
    sides = [side for side in _sides(s) if any(s.players[p].plays for p in side)]
    best = max(_score(s, side) for side in sides)
    top = [side for side in sides if _score(s, side) == best]
    if len(top) == 1:
        _win(s, top[0], reason or ("points" if s.mode == MODE_POINTS else "hp"), events)
        return True
    tied = [p for side in top for p in side]
    if not allow_overtime or (s.mode == MODE_POINTS and best >= POINTS_TO_WIN):
        _win(s, tied, reason or ("points_tie" if s.mode == MODE_POINTS else "hp_tie"), events)
        return True
    dropped = [p for p in sorted(s.players) if s.players[p].plays and p not in tied]
    for p in dropped:
        s.players[p].scoring = False
    turns = []
    q = s.pos
    for _ in range(len(s.order)):
        q = (q + 1) % len(s.order)
        p = s.order[q]
        if p in tied and p not in turns:
            turns.append(p)
    s.final_wait = turns  # the tie-break turns, in order
    s.overtime_turns_left = len(turns)
    events.append(ev.TieBreak(turns, dropped))
    return False


def _battles(s: GameState, cause: str, player: int, events: list[ev.Event]) -> None:
    """One battle, then more while the board stays full (R96, R97); after each, destroyed
    HQs decide the game or leave it."""
    s.own_units()  # a battle wounds units: they must not be shared with the state before the action
    while True:
        before = _snapshot(s)
        report = fight(s, cause, player)
        s.battles += 1
        events.append(report)
        _return_steel_nets(s, events)
        if _after_battle(s, events):
            return
        if not s.core_full():
            _open_scavenger(s, events)
            return
        if _snapshot(s) == before:
            # A full board that a battle cannot change would repeat forever: the game ends.
            _finish(s, events, allow_overtime=False, reason="deadlock")
            return
        cause = "full_board"
        # A full board fights again at once (R96): no hex for a Scavenger to fly to in between.


def _snapshot(s: GameState) -> tuple[object, ...]:
    return (
        tuple((p, ps.hq_hp, ps.points) for p, ps in sorted(s.players.items())),
        {u.uid: u.wounds for u in s.units.values()},
    )


def _after_battle(s: GameState, events: list[ev.Event]) -> bool:
    """Apply what the battle did to HQs; True when the game is over."""
    if s.mode == MODE_POINTS:
        leaders = [p for p in s.players if s.players[p].points >= POINTS_TO_WIN]
        if leaders:
            _win(s, leaders, "points_tie" if len(leaders) > 1 else "points", events)
            return True
        return False
    dead = [p for p in sorted(s.players) if not s.players[p].out and s.players[p].hq_hp <= 0]
    if not dead:
        return False
    if s.teams is not None:
        return _team_hq_destroyed(s, dead, events)
    alive = [p for p in sorted(s.players) if not s.players[p].out and s.players[p].hq_hp > 0]
    if len(alive) == 1:
        _win(s, alive, "hq_destroyed", events, losers_last=dead)
        return True
    if not alive:
        _win(s, dead, "both_hq_destroyed", events)
        return True
    for p in dead:
        _eliminate(s, p, "hq_destroyed", events)
    return False


def _team_hq_destroyed(s: GameState, dead: list[int], events: list[ev.Event]) -> bool:
    """Team modes: the side that destroys an enemy HQ first wins. One against a team: if
    HQs of both sides die in one battle, the team wins. Teams of two: then the remaining
    HQs' hit points decide."""
    assert s.teams is not None
    hit = [i for i, team in enumerate(s.teams) if any(p in dead for p in team)]
    if len(hit) == 1:
        winners = s.teams[1 - hit[0]]
        _win(s, winners, "hq_destroyed", events)
        return True
    if s.mode == MODE_1V2:
        _win(s, s.teams[1], "both_hq_destroyed", events)
        return True
    left = [sum(max(0, s.players[p].hq_hp) for p in team) for team in s.teams]
    if left[0] == left[1]:
        _win(s, [p for team in s.teams for p in team], "both_hq_destroyed", events)
    else:
        _win(s, s.teams[0 if left[0] > left[1] else 1], "both_hq_destroyed", events)
    return True


def _eliminate(s: GameState, player: int, reason: str, events: list[ev.Event]) -> None:
    """Take a player out of a game that goes on: their HQ and every tile of theirs leave the
    board (S000 "Zniszczony Sztab"); their turns are skipped."""
    ps = s.players[player]
    ps.out = True
    s.out_order.append(player)
    removed = sorted((u for u in s.units.values() if u.player == player), key=lambda u: u.uid)
    for u in removed:
        del s.units[u.hex]
        if not s.spec(u).is_hq:
            ps.discard.append(u.tile)  # every tile stays accounted for
    events.append(ev.PlayerOut(player, reason, [s.board.name(u.hex) for u in removed]))
    if player in s.final_wait:
        s.final_wait.remove(player)  # when nobody is left waiting, the current turn's end brings the battle
    if s.pending is not None and s.pending.player == player:
        pending = s.pending
        s.pending = None
        s.phase = PHASE_TURN
        if pending.kind == PENDING_SCAVENGE:  # the other Vultures still fly, then the waiting draw
            _offer_scavenger(s, pending.rest, events, pending.draw_after)


def _ranking(s: GameState, winners: list[int], losers_last: list[int]) -> tuple[tuple[int, ...], ...]:
    """Players from best to worst: winners, then the rest by side score, then those who went
    out, the last to go out first."""
    groups: list[tuple[int, ...]] = [tuple(sorted(winners))]
    gone = set(winners)
    rest = [side for side in _sides(s) if not any(p in gone for p in side)]
    by_score: dict[int, list[int]] = {}
    for side in rest:
        live = [p for p in side if not s.players[p].out and p not in losers_last]
        if live:
            by_score.setdefault(_score(s, side), []).extend(live)
    for score in sorted(by_score, reverse=True):
        groups.append(tuple(sorted(by_score[score])))
    if losers_last:
        groups.append(tuple(sorted(p for p in losers_last if p not in gone)))
    for p in reversed(s.out_order):
        if p not in gone:
            groups.append((p,))
    seen: set[int] = set()
    out = []
    for g in groups:
        g = tuple(p for p in g if p not in seen)
        if g:
            out.append(g)
            seen.update(g)
    return tuple(out)


def _win(
    s: GameState, winners: list[int], reason: str, events: list[ev.Event], losers_last: list[int] | None = None
) -> None:
    every = len(winners) == len(s.players) and len(s.players) > 1
    ranking = _ranking(s, [] if every else winners, losers_last or [])
    if every:
        ranking = (tuple(sorted(s.players)),)
    single = winners[0] if len(winners) == 1 else None
    end_game(s, single, reason, events, winners=() if every else tuple(sorted(winners)), ranking=ranking)


def end_game(
    s: GameState,
    winner: int | None,
    reason: str,
    events: list[ev.Event] | None = None,
    *,
    winners: tuple[int, ...] | None = None,
    ranking: tuple[tuple[int, ...], ...] = (),
) -> None:
    """Mark ``s`` (mutated) as over with a result. ``winners`` defaults to ``winner``'s team."""
    if winners is None:
        if winner is None:
            winners = ()
        else:
            side = next((t for t in _sides(s) if winner in t), [winner])
            winners = tuple(sorted(side))
    if not ranking:
        # Players who left the game (resigned, eliminated, out of time) rank below everyone
        # still in it, the last to leave first, whatever the ending (M18).
        gone = [p for p in reversed(s.out_order) if p not in winners]
        others = tuple(sorted(p for p in s.players if p not in winners and p not in gone))
        ranking = tuple(g for g in (winners, others, *((p,) for p in gone)) if g)
    s.phase = PHASE_OVER
    s.pending = None
    s.result = Result(winner if len(winners) <= 1 else None, reason, winners, ranking)
    if events is not None:
        events.append(_game_over_event(s))


def _game_over_event(s: GameState) -> ev.GameOver:
    assert s.result is not None
    return ev.GameOver(
        s.result.winner,
        s.result.reason,
        {str(p): ps.hq_hp for p, ps in sorted(s.players.items())},
        list(s.result.winners),
        {str(p): ps.points for p, ps in sorted(s.players.items())} if s.mode == MODE_POINTS else {},
    )


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
    sides = [side for side in _sides(s) if any(not s.players[p].out for p in side)]
    if len(sides) <= 2:
        winners = next(side for side in sides if player not in side)
        _win(s, winners, reason, events, losers_last=[player])
        return s, events
    # A player who resigns while only a choice of theirs is awaited (a push, a pull, the
    # Scavenger) in someone else's turn does not end that turn.
    was_current = s.to_act == player and not (s.pending is not None and s.current != player)
    _eliminate(s, player, reason, events)
    if was_current and s.phase == PHASE_HQ:  # resigned before placing an HQ: the next one places theirs
        _next_hq(s, events)
    elif was_current and s.phase != PHASE_OVER:
        s.pending = None
        s.phase = PHASE_TURN
        s.pos = _next_pos(s)
        _start_turn(s, s.order[s.pos], events)
    return s, events


# ====================================================================== Beasts
# Lair (Cerberus at set-up), Rotation, the Scrabbler's Grab ability, the Grab and Hunt
# instants and the Scavenger's flight after a battle. Friendly fire, Spider Net, Agony and
# Flying are battle matters (rules.battle, rules.analysis).
_LAIR_FIRST = "place your Cerberus next to your HQ first: place cerberus HEX FACING"


def lair_hexes(state: GameState) -> list[Hex] | None:
    """While set-up waits for the current player's Cerberus (Lair: it goes next to the HQ
    right after the HQ, R134): the free hexes next to that HQ; otherwise None."""
    if state.phase != PHASE_HQ:
        return None
    if army(state.players[state.current].army).lair is None:
        return None
    hq = state.hq_of(state.current)
    if hq is None:
        return None
    return sorted(n for _, n in state.board.neighbours(hq.hex) if n not in state.units)


def _lair_key(s: GameState) -> str:
    lair = army(s.players[s.current].army).lair
    return lair.key if lair is not None else ""


def _place_lair(s: GameState, a: Action, events: list[ev.Event]) -> None:
    free = lair_hexes(s)
    if free is None:
        raise IllegalAction("place your HQ first: hq HEX", "hq-first")
    lair = army(s.players[s.current].army).lair
    assert lair is not None
    found = army(s.players[s.current].army).find_tile(a.tile)
    if found is None or found.key != lair.key:
        raise IllegalAction(_LAIR_FIRST, "lair-first", tile=lair.key, army=lair.army)
    h = _parse_hex(s, a.hexes[0])
    if h in s.units:
        raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
    if h not in free:
        raise IllegalAction(
            f"{lair.short_name} must stand next to your HQ: choose one of {', '.join(s.board.name(x) for x in free)}",
            "lair-not-adjacent",
            tile=lair.key,
            army=lair.army,
            hex=a.hexes[0],
            options=", ".join(s.board.name(x) for x in free),
        )
    facing = Direction[a.facing]
    s.units[h] = Unit(s.next_uid, s.current, lair.key, h, facing)
    s.next_uid += 1
    events.append(ev.Placed(s.current, lair.key, s.board.name(h), facing.name))
    _next_hq(s, events)


def _may_use_abilities(state: GameState, seat: _Seat) -> bool:
    """Whether any unit could rotate or grab now (skips the analysis for other armies)."""
    return _any_unit_with(state, seat.users)


def grab_destinations(state: GameState, puller: Hex, target: Hex) -> list[Hex]:
    """The free hexes a Grab may pull ``target`` to: next to it and next to the puller."""
    return sorted(n for _, n in state.board.neighbours(target) if n not in state.units and n.distance(puller) == 1)


def grab_targets(state: GameState, an: Analysis, puller: Unit) -> list[Unit]:
    """The enemy units ``puller`` may pull: one hex between them, not netted, a free hex to land on (R63)."""
    out = []
    for t in state.units.values():
        if (
            t.hex.distance(puller.hex) == 2
            and state.hostile(puller.player, t.player)
            and not an.views[t.uid].netted
            and grab_destinations(state, puller.hex, t.hex)
        ):
            out.append(t)
    return sorted(out, key=lambda x: x.uid)


def _ability_actions(state: GameState, an: Analysis, verb: str | None) -> list[Action]:
    b = state.board
    out: list[Action] = []
    used = state.turn.used
    for u in sorted(state.units.values(), key=lambda x: x.uid):
        if u.player != state.current:
            continue
        v = an.views[u.uid]
        if v.netted:
            continue
        name = b.name(u.hex)
        if verb in (None, "rotate") and "rotation" in v.spec.abilities and f"rotation:{u.uid}" not in used:
            out.extend(Action("rotate", hexes=(name,), facing=f) for f in FACINGS if f != u.facing.name)
        if verb in (None, "grab") and v.grabbers and f"grab:{u.uid}" not in used:
            out.extend(Action("grab", hexes=(name, b.name(t.hex))) for t in grab_targets(state, an, u))
    return out


def _hunt_actions(state: GameState, an: Analysis, key: str) -> list[Action]:
    """Every Hunt: an own unit's move (or none) and facing, then no attack or one attack edge."""
    b = state.board
    out: list[Action] = []
    for u in sorted(state.units.values(), key=lambda x: x.uid):
        if u.player != state.current or an.views[u.uid].netted:
            continue
        spec = an.views[u.uid].spec
        edges = sorted({a.edge for a in spec.attacks})
        src = b.name(u.hex)
        for dst in _move_targets(state, an, u):
            dst_name = b.name(dst)
            for d in DIRECTIONS:
                if dst != u.hex or d != u.facing:
                    out.append(Action("play", key, (src, dst_name), d.name))
                for e in edges:
                    toward = b.neighbour(dst, DIRECTIONS[(e + d) % 6])
                    if toward is not None:
                        out.append(Action("play", key, (src, dst_name, b.name(toward)), d.name))
    return out


def _do_rotate(s: GameState, a: Action, events: list[ev.Event]) -> None:
    an = analyse(s)
    u = _own_unit(s, an, a.hexes[0])
    spec = an.views[u.uid].spec
    if "rotation" not in spec.abilities:
        raise IllegalAction(
            f"the {spec.short_name} has no Rotation", "no-rotation", tile=spec.key, army=spec.army, hex=a.hexes[0]
        )
    if f"rotation:{u.uid}" in s.turn.used:
        raise IllegalAction(
            f"the {spec.short_name} already turned this turn", "rotation-used", tile=spec.key, army=spec.army
        )
    facing = Direction[a.facing]
    if facing == u.facing:
        raise IllegalAction("that move changes nothing", "move-nothing")
    s.turn.used.append(f"rotation:{u.uid}")
    s.turn.acted = True
    u.facing = facing
    name = s.board.name(u.hex)
    events.append(ev.Moved(u.player, u.tile, name, name, facing.name, "rotation"))
    events.extend(freed_events(s, an))


def _check_grab(s: GameState, an: Analysis, puller: Unit, target_name: str) -> Unit:
    th = _parse_hex(s, target_name)
    t = s.units.get(th)
    if t is None or not s.hostile(s.current, t.player):
        raise IllegalAction(f"there is no enemy unit on {target_name} to pull", "grab-no-enemy", hex=target_name)
    pname = s.board.name(puller.hex)
    if th.distance(puller.hex) != 2:
        raise IllegalAction(
            f"{target_name} is not one hex away from {pname}: a Grab pulls a unit with one hex between them",
            "grab-reach",
            hex=target_name,
            to=pname,
        )
    if an.views[t.uid].netted:
        raise IllegalAction(f"the unit on {target_name} is netted and cannot be pulled", "grab-netted", hex=target_name)
    if not grab_destinations(s, puller.hex, th):
        raise IllegalAction(
            f"no free hex between {pname} and {target_name}: the unit cannot be pulled into an occupied hex",
            "grab-blocked",
            hex=target_name,
            to=pname,
        )
    return t


def _start_grab(s: GameState, puller: Unit, target: Unit, events: list[ev.Event]) -> None:
    """The pulled unit's owner picks the hex and the facing (R63): always a choice."""
    options = grab_destinations(s, puller.hex, target.hex)
    s.pending = PendingPush(target.player, puller.hex, target.hex, options, PENDING_GRAB)
    s.phase = PHASE_CHOICE
    events.append(ev.GrabChoice(target.player, s.board.name(target.hex), [s.board.name(h) for h in options]))


def _do_grab(s: GameState, a: Action, events: list[ev.Event]) -> None:
    _need(a, 2, "grab PULLER TARGET")
    an = analyse(s)
    puller = _own_unit(s, an, a.hexes[0])
    v = an.views[puller.uid]
    if not v.grabbers:
        raise IllegalAction(
            f"the {v.spec.short_name} on {a.hexes[0]} has no Grab (a Scrabbler must be linked to it)",
            "no-grab",
            tile=v.spec.key,
            army=v.spec.army,
            hex=a.hexes[0],
        )
    if f"grab:{puller.uid}" in s.turn.used:
        raise IllegalAction(
            f"the {v.spec.short_name} on {a.hexes[0]} already pulled this turn", "grab-used", hex=a.hexes[0]
        )
    target = _check_grab(s, an, puller, a.hexes[1])
    s.turn.used.append(f"grab:{puller.uid}")
    s.turn.acted = True
    _start_grab(s, puller, target, events)


def _i_grab(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    _need(a, 2, "play grab PULLER TARGET")
    an = analyse(s)
    puller = _own_unit(s, an, a.hexes[0])
    target = _check_grab(s, an, puller, a.hexes[1])
    _consume_instant(s, spec, f"{a.hexes[0]}>{a.hexes[1]}", events)
    _start_grab(s, puller, target, events)


def _i_hunt(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    usage = "play hunt FROM TO [TOWARD] FACING"
    if len(a.hexes) not in (2, 3) or not a.facing:
        raise IllegalAction(f"expected: {usage}", "usage", usage=usage)
    an = analyse(s)
    u = _own_unit(s, an, a.hexes[0])
    facing = Direction[a.facing]
    dst = _parse_hex(s, a.hexes[1])
    moves = dst != u.hex or facing != u.facing
    if moves:
        dst = _check_move(s, an, u, a.hexes[1], facing)
    toward_dir: Direction | None = None
    if len(a.hexes) == 3:
        toward = _parse_hex(s, a.hexes[2])
        toward_dir = next((d for d, n in s.board.neighbours(dst) if n == toward), None)
        if toward_dir is None:
            raise IllegalAction(
                f"{a.hexes[2]} is not next to {a.hexes[1]}: name the hex the attacking edge faces",
                "hunt-toward",
                hex=a.hexes[2],
                to=a.hexes[1],
            )
        edge = (toward_dir - facing) % 6
        if not any(x.edge == edge for x in an.views[u.uid].spec.attacks):
            raise IllegalAction(
                f"the {spec_name(s, u)} has no attack on the edge facing {a.hexes[2]}",
                "hunt-no-attack",
                tile=u.tile,
                army=s.players[u.player].army,
                hex=a.hexes[2],
            )
    elif not moves:
        raise IllegalAction("that Hunt changes nothing: move, turn or attack", "hunt-nothing")
    src = s.board.name(u.hex)
    _consume_instant(s, spec, src, events)
    if moves:
        _relocate(s, u, dst, facing)
        events.append(ev.Moved(u.player, u.tile, src, s.board.name(dst), facing.name, "hunt"))
        events.extend(freed_events(s, an))
        events.extend(remove_lair_strays(s))  # a Cerberus that left its HQ dies before it attacks (R135)
    if toward_dir is None or s.units.get(u.hex) is not u:
        return
    after = analyse(s)
    v = after.views[u.uid]
    if v.netted:
        return  # moved into a net: it cannot attack
    packets = [p for p in unit_packets(s.board, after, v) if p.direction == toward_dir]
    events.append(ev.Hunted(u.player, u.tile, s.board.name(u.hex), toward_dir.name))
    events.extend(resolve_packets(s, after, packets, {}))  # outside a battle: no Agony (R86)
    _check_hq_falls(s, events)  # a Dancer Object may fall outside a battle


def _scavengers(s: GameState, an: Analysis) -> list[Unit]:
    """Vultures that may fly after a battle: on the board, not netted; by owner in turn order
    from the current player, then by uid."""
    order = [s.order[(s.pos + i) % len(s.order)] for i in range(len(s.order))]
    rank = {p: order.index(p) for p in order}
    out = [u for u in s.units.values() if "scavenger" in an.views[u.uid].spec.abilities and not an.views[u.uid].netted]
    return sorted(out, key=lambda u: (rank.get(u.player, 99), u.uid))


@lru_cache(maxsize=32)
def _has_scavengers(key: str) -> bool:
    return any("scavenger" in t.abilities for t in army(key).tiles)


def _open_scavenger(s: GameState, events: list[ev.Event]) -> None:
    """After a battle: each Vulture's owner may fly it to any empty hex and turn it (Scavenger)."""
    if not any(_has_scavengers(ps.army) for ps in s.players.values()):
        return
    found = _scavengers(s, analyse(s))
    _offer_scavenger(s, [u.uid for u in found], events)


def _offer_scavenger(s: GameState, uids: list[int], events: list[ev.Event], draw_after: bool = False) -> None:
    an = analyse(s)
    for i, uid in enumerate(uids):
        u = s.unit_by_uid(uid)
        if u is None or an.views[uid].netted:
            continue
        options = sorted([h for h in s.board.hexes if h not in s.units] + [u.hex])
        s.pending = PendingPush(u.player, u.hex, u.hex, options, PENDING_SCAVENGE, list(uids[i + 1 :]), draw_after)
        s.phase = PHASE_CHOICE
        events.append(ev.ScavengerChoice(u.player, u.tile, s.board.name(u.hex)))
        return
    s.pending = None
    s.phase = PHASE_TURN
    if draw_after:
        _draw(s, events)


def _choose_beasts(s: GameState, a: Action, events: list[ev.Event]) -> None:
    """``choose HEX [FACING]`` for a Grab (the pulled unit) or the Scavenger (the Vulture)."""
    pending = s.pending
    assert pending is not None
    h = _parse_hex(s, a.hexes[0])
    if h not in pending.options:
        options = ", ".join(s.board.name(x) for x in pending.options)
        raise IllegalAction(
            f"{a.hexes[0]} is not an option: choose one of {options}", "not-an-option", hex=a.hexes[0], options=options
        )
    u = s.units[pending.target]
    facing = Direction[a.facing] if a.facing else u.facing
    an = analyse(s)
    src = s.board.name(u.hex)
    if pending.kind == PENDING_GRAB:
        s.pending = None
        s.phase = PHASE_TURN
        _relocate(s, u, h, facing)
        events.append(ev.Grabbed(u.player, u.tile, src, s.board.name(h), facing.name, s.board.name(pending.pusher)))
        events.extend(freed_events(s, an))
        return
    if h != u.hex or facing != u.facing:
        _relocate(s, u, h, facing)
        events.append(ev.Moved(u.player, u.tile, src, s.board.name(h), facing.name, "scavenger"))
        events.extend(freed_events(s, an))
    _offer_scavenger(s, pending.rest, events, pending.draw_after)


# ====================================================================== Dancer
# Objects at set-up, the Action tile (an attack from one edge, or Yellow's Healing), Dance
# and Release (abilities.md §7; docs/rulings.md "Dancer"). Objects in battle are units and
# HQs at once (rules.battle); their module features are modules (rules.analysis).
def _instant_target(spec: TileSpec) -> bool:
    """Whether an instant that spares HQs (Sniper, Grenade, Air Strike) may hit this tile:
    any non-HQ, and a Dancer Object, which takes 1 wound (R148)."""
    return not spec.is_hq or spec.is_object


def _objects_to_place(state: GameState) -> list[str]:
    """During set-up, the current player's Objects not yet on the board (Dancer only)."""
    if state.phase != PHASE_HQ:
        return []
    a = army(state.players[state.current].army)
    if not a.objects:
        return []
    on_board = {u.tile for u in objects_of(state, state.current)}
    return [t.key for t in a.objects if t.key not in on_board]


def _place_object(s: GameState, a: Action, events: list[ev.Event]) -> None:
    todo = _objects_to_place(s)
    found = army(s.players[s.current].army).find_tile(a.tile)
    if found is None or found.key not in todo:
        raise IllegalAction(
            f"place one of your Objects: {', '.join(todo)}",
            "dancer-object-expected",
            tile=a.tile,
            options=", ".join(todo),
        )
    h = _parse_hex(s, a.hexes[0])
    if h in s.units:
        raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
    facing = Direction[a.facing]
    s.units[h] = Unit(s.next_uid, s.current, found.key, h, facing)
    s.next_uid += 1
    events.append(ev.ObjectPlaced(s.current, found.key, s.board.name(h), facing.name))
    if len(todo) == 1:
        sync_hp(s, s.current)
        _next_hq(s, events)


def _release(s: GameState, held: dict[int, int], events: list[ev.Event]) -> None:
    """Release (R147): each Object in ``held`` (uid -> nets that held it) broke free by
    moving or turning: a wound per net, and a Steel Net marker on it returns to its owner."""
    for p, ps in sorted(s.players.items()):
        if ps.steel_net in held:
            ps.steel_net = None
            events.append(ev.SteelNetReturned(p))
    an = analyse(s)
    packets = []
    for uid in sorted(held):
        u = s.unit_by_uid(uid)
        if u is None:
            continue
        events.append(ev.Released(u.player, u.tile, s.board.name(u.hex), held[uid]))
        packets.append(Packet(None, "release", u, None, [Part("release", held[uid])]))
    if packets:
        events.extend(resolve_packets(s, an, packets, {}))
        _check_hq_falls(s, events)


def _may_dance(state: GameState) -> bool:
    ps = state.players[state.current]
    return (
        state.phase == PHASE_TURN
        and state.pending is None
        and has_objects(ps.army)
        and not state.turn.acted
        and not ps.terror
        and bool(objects_of(state, state.current))
    )


@lru_cache(maxsize=1024)
def _dances(spots: tuple[tuple[str, str], ...]) -> tuple[Action, ...]:
    """Every Dance from Objects on ``spots`` ((hex, facing) in uid order): each arrangement
    of the Objects on their hexes and facings but the one they have now."""
    from itertools import permutations, product

    hexes = [h for h, _ in spots]
    out = []
    for perm in permutations(range(len(spots))):
        for facings in product(FACINGS, repeat=len(spots)):
            words: list[str] = []
            for i, (h, f) in enumerate(spots):
                dst, nf = hexes[perm[i]], facings[i]
                if dst != h or nf != f:
                    words.extend((h, dst, nf))
            if words:
                out.append(Action("dance", hexes=tuple(words)))
    return tuple(out)


def _dance_actions(state: GameState) -> list[Action]:
    b = state.board
    spots = tuple((b.name(u.hex), u.facing.name) for u in objects_of(state, state.current))
    return list(_dances(spots))


def _do_dance(s: GameState, a: Action, events: list[ev.Event]) -> None:
    ps = s.players[s.current]
    if s.phase != PHASE_TURN or not has_objects(ps.army):
        raise IllegalAction("only Dancer can Dance", "dance-not-dancer")
    if ps.terror:
        raise IllegalAction("Terror: Dancer cannot Dance this turn", "dance-terror")
    if s.turn.acted:
        raise IllegalAction(
            "Dance only right after drawing, before any tile is played, kept or discarded", "dance-late"
        )
    if not a.hexes or len(a.hexes) % 3:
        raise IllegalAction("expected: dance FROM TO FACING [FROM TO FACING...]", "usage", usage="dance FROM TO FACING")
    an = analyse(s)
    moves: list[tuple[Unit, Hex, Direction]] = []
    for i in range(0, len(a.hexes), 3):
        src, dst_name, facing_name = a.hexes[i : i + 3]
        h = _parse_hex(s, src)
        u = s.units.get(h)
        if u is None or u.player != s.current or not s.spec(u).is_object:
            raise IllegalAction(f"there is no Object of yours on {src} to Dance", "dance-not-object", hex=src)
        if any(m[0] is u for m in moves):
            raise IllegalAction(f"the Object on {src} is named twice", "dance-twice", hex=src)
        try:
            facing = Direction.parse(facing_name)
        except ValueError:
            raise IllegalAction(f"{facing_name!r} is not a facing", "bad-facing", word=facing_name) from None
        dst = _parse_hex(s, dst_name)
        if dst == u.hex and facing == u.facing:
            raise IllegalAction(f"the Object on {src} would not change", "dance-unchanged", hex=src)
        moves.append((u, dst, facing))
    if sorted(m[0].hex for m in moves) != sorted(m[1] for m in moves):
        raise IllegalAction(
            "a Dance only swaps Objects among their own hexes: every hex left must be taken by another dancing Object",
            "dance-not-swap",
        )
    held = {u.uid: nets_on(s, an, u) for u, _, _ in moves if an.views[u.uid].netted}
    discarded = list(ps.hand)
    ps.discard.extend(discarded)
    ps.hand.clear()
    s.turn.needs_discard = False
    s.turn.acted = True
    s.turn.plays_left = 0  # Dance is instead of playing tiles
    for u, _, _ in moves:
        del s.units[u.hex]
    told = []
    for u, dst, facing in moves:
        told.append(f"{s.board.name(u.hex)}>{s.board.name(dst)} {facing.name}")
        u.hex = dst
        u.facing = facing
        s.units[dst] = u
    events.append(ev.Danced(s.current, discarded, told))
    events.extend(freed_events(s, an))
    if held:
        _release(s, held, events)


def _action_actions(state: GameState, an: Analysis, key: str) -> list[Action]:
    """Every Action: an attack from one edge of an Object (not netted, not used this turn),
    or Yellow's Healing on itself or on the Object on its healing edge."""
    if state.players[state.current].terror:
        return []
    b = state.board
    out: list[Action] = []
    for u in objects_of(state, state.current):
        v = an.views[u.uid]
        if v.netted or f"action:{u.uid}" in state.turn.used:
            continue
        name = b.name(u.hex)
        for edge in sorted({x.edge for x in v.spec.attacks}):
            out.append(Action.play(key, name, facing=DIRECTIONS[(edge + u.facing) % 6]))
        for t in _heal_targets(state, an, u):
            out.append(Action.play(key, name, b.name(t.hex)))
    return out


def _heal_targets(state: GameState, an: Analysis, yellow: Unit) -> list[Unit]:
    """Whom Healing can reach: the healer itself and the unit linked on its healing edge, if
    that is an own Object (or an allied HQ in team play), below its full hit points, not
    netted; nobody while the healer is netted or taken over by a Scoper (R145, S004 "Skoper")."""
    v = an.views[yellow.uid]
    edges = v.spec.effect_edges("healing")
    if not edges or v.netted or v.beneficiary != yellow.player:
        return []
    out = [yellow] if yellow.wounds > 0 else []
    for t in an.linked(v, edges):
        if t.netted or not t.spec.is_hq:
            continue
        if t.unit.player == yellow.player and t.spec.is_object and t.unit.wounds > 0:
            out.append(t.unit)
        elif (
            state.allies(yellow.player, t.unit.player)
            and not t.spec.is_object
            and state.players[t.unit.player].hq_hp < HQ_START_HP
        ):
            out.append(t.unit)  # team play: an allied HQ, up to 20
    return out


def _i_action(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    usage = "play action OBJECT DIRECTION | play action YELLOW TARGET"
    if len(a.hexes) not in (1, 2) or (len(a.hexes) == 1) != bool(a.facing):
        raise IllegalAction(f"expected: {usage}", "usage", usage=usage)
    if s.players[s.current].terror:
        raise IllegalAction("Terror: Dancer cannot use an Action this turn", "action-terror")
    an = analyse(s)
    h = _parse_hex(s, a.hexes[0])
    u = s.units.get(h)
    if u is None or u.player != s.current or not s.spec(u).is_object:
        raise IllegalAction(f"there is no Object of yours on {a.hexes[0]}", "action-not-object", hex=a.hexes[0])
    v = an.views[u.uid]
    if v.netted:
        raise IllegalAction(
            f"the {v.spec.short_name} on {a.hexes[0]} is netted: no Action can be played on it",
            "action-netted",
            tile=u.tile,
            army=v.spec.army,
            hex=a.hexes[0],
        )
    if f"action:{u.uid}" in s.turn.used:
        raise IllegalAction(
            f"the {v.spec.short_name} already had its Action this turn",
            "action-twice",
            tile=u.tile,
            army=v.spec.army,
        )
    if len(a.hexes) == 2:
        _heal(s, an, spec, u, a.hexes[1], events)
        return
    direction = Direction[a.facing]
    edge = (direction - u.facing) % 6
    if not any(x.edge == edge for x in v.spec.attacks):
        raise IllegalAction(
            f"the {v.spec.short_name} has no attack on its edge facing {direction.name}",
            "action-no-attack",
            tile=u.tile,
            army=v.spec.army,
            dir=direction.name,
        )
    s.turn.used.append(f"action:{u.uid}")
    _consume_instant(s, spec, a.hexes[0], events)
    reflections: list[ev.Event] = []
    packets = unit_packets(s.board, an, v, reflections=reflections, only_edge=edge)
    events.append(ev.ActionAttack(u.player, u.tile, a.hexes[0], direction.name))
    events.extend(reflections)
    events.extend(resolve_packets(s, an, packets, {}))  # outside a battle: kills leave at once, no Agony
    _check_hq_falls(s, events)


def _heal(s: GameState, an: Analysis, spec: TileSpec, yellow: Unit, target_name: str, events: list[ev.Event]) -> None:
    v = an.views[yellow.uid]
    if not v.spec.effect_edges("healing"):
        raise IllegalAction(
            f"the {v.spec.short_name} cannot heal: only the Yellow Object has Healing",
            "heal-not-healer",
            tile=yellow.tile,
            army=v.spec.army,
        )
    if v.netted or v.beneficiary != yellow.player:
        raise IllegalAction(
            f"Healing is blocked: the {v.spec.short_name} is netted or held by a Scoper",
            "heal-blocked",
            hex=s.board.name(yellow.hex),
        )
    th = _parse_hex(s, target_name)
    t = s.units.get(th)
    targets = _heal_targets(s, an, yellow)
    if t is None or t not in targets:
        if t is not None and an.views[t.uid].netted:
            raise IllegalAction(
                f"the unit on {target_name} is netted: it cannot be healed", "heal-netted", hex=target_name
            )
        if t is not None and t.player == yellow.player and an.views[t.uid].spec.is_object and t.wounds == 0:
            raise IllegalAction(
                f"the Object on {target_name} has all its 10 hit points: Healing cannot raise it above 10",
                "heal-full",
                hex=target_name,
            )
        raise IllegalAction(
            f"Healing reaches only the Yellow Object itself and the Object on its healing edge, not {target_name}",
            "heal-reach",
            hex=target_name,
        )
    s.turn.used.append(f"action:{yellow.uid}")
    _consume_instant(s, spec, s.board.name(yellow.hex), events)
    tv = an.views[t.uid]
    if tv.spec.is_object:
        amount = min(HEAL_AMOUNT, t.wounds)
        t.wounds -= amount
        sync_hp(s, t.player)
        hp = tv.spec.hp - t.wounds
    else:
        ps = s.players[t.player]
        amount = min(HEAL_AMOUNT, HQ_START_HP - ps.hq_hp)
        ps.hq_hp += amount
        hp = ps.hq_hp
    events.append(ev.Healed(yellow.player, t.tile, target_name, amount, hp, t.player))


HEAL_AMOUNT = 2


def _check_hq_falls(s: GameState, events: list[ev.Event]) -> None:
    """After damage outside a battle: an HQ (or Object) at 0 decides the game as after a battle."""
    if s.mode == MODE_POINTS:
        return
    if any(not ps.out and ps.hq_hp <= 0 for ps in s.players.values()):
        _after_battle(s, events)
