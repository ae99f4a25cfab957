"""The game: new games, legal actions, applying actions, turn flow and the end of the game.

``apply(state, action)`` returns a new state and the events that happened; the input state
is never changed. Illegal actions raise :class:`IllegalAction` with a message for the
player. ``legal_actions(state)`` lists exactly the actions ``apply`` accepts.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import lru_cache

from rules import events as ev
from rules.actions import Action, IllegalAction, RulesError
from rules.analysis import Analysis
from rules.battle import Packet, Part, analyse, fight, freed_events, resolve_packets
from rules.catalog import ARMIES, TileSpec, army
from rules.hexes import Direction, Hex
from rules.state import (
    PHASE_CHOICE,
    PHASE_HQ,
    PHASE_OVER,
    PHASE_TURN,
    GameState,
    PendingPush,
    PlayerState,
    Result,
    TurnState,
    Unit,
    other,
)

DIRECTIONS = tuple(Direction)
FACINGS = tuple(d.name for d in DIRECTIONS)

__all__ = ["new_game", "legal_actions", "apply", "replay", "resign", "end_game", "IllegalAction", "RulesError"]


# ====================================================================== set-up
def new_game(armies: tuple[str, str], seed: int, radius: int = 2) -> GameState:
    """Two players with their armies; piles shuffled from ``seed``; HQ placement next."""
    rng = random.Random(seed)
    players = {}
    for i, key in enumerate(armies, start=1):
        if key not in ARMIES:
            raise RulesError(f"unknown army {key!r} (choose from {', '.join(ARMIES)})")
        a = army(key)
        pile = [t.key for t in a.tiles if not t.is_hq for _ in range(t.count)]
        rng.shuffle(pile)
        players[i] = PlayerState(key, pile=pile)
    return GameState(seed=seed, players=players, radius=radius)


def replay(armies: tuple[str, str], seed: int, actions: Iterable[Action | str], radius: int = 2) -> GameState:
    state = new_game(armies, seed, radius)
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


def _own_unit(state: GameState, an: Analysis, name: str, what: str = "unit") -> Unit:
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
    if an.views[u.uid].netted:
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
    board = state.board
    seen = {start}
    frontier = {start}
    for _ in range(steps):
        nxt = set()
        for h in frontier:
            for _, n in board.neighbours(h):
                if n not in state.units or n == start:
                    nxt.add(n)
        seen |= nxt
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
        return [Action.hq(b.name(h)) for h in b.hexes if h not in state.units]
    if state.pending is not None:
        return [Action("choose", hexes=(b.name(h),)) for h in state.pending.options]
    ps = state.players[state.current]
    distinct = sorted(set(ps.hand))
    out: list[Action] = [Action("discard", t) for t in distinct]
    if _can_redraw(state):
        out.append(Action("redraw"))
    if state.turn.needs_discard:
        return out
    units = state.units
    specs = army(ps.army).by_key
    lazy = _LazyAnalysis(state)
    empty_names = [b.name(h) for h in b.hexes if h not in units]
    for key in distinct:
        if tile is not None and key != tile:
            continue
        spec = specs[key]
        if spec.is_board_tile:
            if verb in (None, "place"):
                for n in empty_names:
                    out.extend(_placements(key, n))
        elif verb in (None, "play"):
            out.extend(_instant_actions(state, lazy, spec))
    if verb in (None, "move") and _may_move(state):
        out.extend(_unit_moves(state, lazy.get()))
    out.append(_END)
    return out


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


@lru_cache(maxsize=4096)
def _placements(tile: str, hex_name: str) -> tuple[Action, ...]:
    """The six ``place`` actions of a tile on a hex, one per facing."""
    return tuple(Action("place", tile, (hex_name,), f) for f in FACINGS)


@lru_cache(maxsize=8192)
def _moves(src: str, dst: str, via: str) -> tuple[Action, ...]:
    """The six ``move`` actions from ``src`` to ``dst`` (``via`` a Transport), one per facing."""
    return tuple(Action.move(src, dst, d, via) for d in DIRECTIONS)


@lru_cache(maxsize=8192)
def _play_moves(tile: str, src: str, dst: str) -> tuple[Action, ...]:
    """The six ``play move`` actions from ``src`` to ``dst``, one per facing."""
    return tuple(Action.play(tile, src, dst, facing=d) for d in DIRECTIONS)


def _move_targets(state: GameState, an: Analysis, u: Unit) -> list[Hex]:
    """Where ``u`` may move to (its own hex included: a rotation), in board order."""
    return sorted(reachable(state, u.hex, _move_steps(an, u)))


def _may_move(state: GameState) -> bool:
    """False when no unit can move for sure: no own unit has Mobility and no Transport is on
    the board (a Transport's move may be given to either player through a Scoper)."""
    me = state.current
    catalogs = {p: army(ps.army).by_key for p, ps in state.players.items()}
    for u in state.units.values():
        spec = catalogs[u.player][u.tile]
        if "mobility" in spec.effect_names or (u.player == me and "mobility" in spec.abilities):
            return True
    return False


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
        for u in state.units.values():
            if u.player == me and not an.views[u.uid].netted:
                src = b.name(u.hex)
                for dst in _move_targets(state, an, u):
                    batch = _play_moves(spec.key, src, b.name(dst))
                    out.extend(batch if dst != u.hex else (x for x in batch if x.facing != u.facing.name))
    elif kind == "push_back":
        an = lazy.get()
        for u in state.units.values():
            if u.player != me or an.views[u.uid].netted:
                continue
            for _, n in b.neighbours(u.hex):
                t = state.units.get(n)
                if t is None or t.player == me or an.views[t.uid].netted:
                    continue
                if push_destinations(state, u.hex, n):
                    out.append(Action.play(spec.key, b.name(u.hex), b.name(n)))
    elif kind == "sniper":
        for u in state.units.values():
            if u.player != me and not _spec(state, u.player, u.tile).is_hq:
                out.append(Action.play(spec.key, b.name(u.hex)))
    elif kind == "grenade":
        hq = state.hq_of(me)
        if hq is not None and not lazy.get().views[hq.uid].netted:
            for _, n in b.neighbours(hq.hex):
                t = state.units.get(n)
                if t is not None and t.player != me and not _spec(state, t.player, t.tile).is_hq:
                    out.append(Action.play(spec.key, b.name(n)))
    elif kind == "air_strike":
        out.extend(Action.play(spec.key, b.name(h)) for h in b.hexes if bomb_area(state, h) is not None)
    return out


def _unit_moves(state: GameState, an: Analysis) -> list[Action]:
    b = state.board
    out: list[Action] = []
    for u in sorted(state.units.values(), key=lambda x: x.uid):
        if u.player != state.current:
            continue
        v = an.views[u.uid]
        if v.netted:
            continue
        sources: list[str] = []
        if "mobility" in v.spec.abilities and u.uid not in state.turn.moved:
            sources.append("")
        for t in sorted(set(v.transports)):
            if (u.uid, t) not in state.turn.transported:
                tu = an.views[t].unit
                sources.append(b.name(tu.hex))
        if not sources:
            continue
        src = b.name(u.hex)
        targets = [(dst, b.name(dst)) for dst in _move_targets(state, an, u)]
        for via in sources:
            for dst, name in targets:
                batch = _moves(src, name, via)
                out.extend(batch if dst != u.hex else (x for x in batch if x.facing != u.facing.name))
    return out


def _can_redraw(state: GameState) -> bool:
    ps = state.players[state.current]
    if state.phase != PHASE_TURN or state.turn.acted or not ps.hand or not ps.pile:
        return False
    return all(not army(ps.army).tile(t).is_board_tile for t in ps.hand)


# ====================================================================== apply
def apply(state: GameState, action: Action | str) -> tuple[GameState, list[ev.Event]]:
    """Apply ``action`` for ``state.to_act``; returns the new state and what happened."""
    if isinstance(action, str):
        action = Action.parse(action)
    if state.phase == PHASE_OVER:
        raise IllegalAction("the game is over", "game-over")
    s = state.copy()
    events: list[ev.Event] = []
    handler = _HANDLERS.get(action.verb)
    if handler is None:
        raise IllegalAction(
            f"unknown action {action.verb!r}", "unknown-verb", word=action.verb, options=", ".join(_HANDLERS)
        )
    if state.phase == PHASE_HQ and action.verb != "hq":
        raise IllegalAction("place your HQ first: hq HEX", "hq-first")
    if state.pending is not None and action.verb != "choose":
        options = ", ".join(state.board.name(h) for h in state.pending.options)
        raise IllegalAction(
            f"player {state.pending.player} must first choose where the pushed unit goes: {options}",
            "push-pending",
            player=state.pending.player,
            options=options,
        )
    if state.turn.needs_discard and action.verb not in ("discard", "redraw", "hq", "choose"):
        raise IllegalAction("discard one of your three tiles first (discard TILE)", "discard-first")
    handler(s, action, events)
    return s, events


def _do_hq(s: GameState, a: Action, events: list[ev.Event]) -> None:
    if s.phase != PHASE_HQ:
        raise IllegalAction("both HQs are already on the board", "hqs-placed")
    h = _parse_hex(s, a.hexes[0])
    if h in s.units:
        raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
    s.units[h] = Unit(s.next_uid, s.current, "hq", h, Direction.N)
    s.next_uid += 1
    events.append(ev.HQPlaced(s.current, s.board.name(h)))
    if s.current == 1:
        s.current = 2
    else:
        s.phase = PHASE_TURN
        _start_turn(s, 1, events)


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
    dropped = list(ps.hand)
    ps.discard.extend(dropped)
    ps.hand.clear()
    events.append(ev.Redrew(s.current, dropped))
    _draw(s, events)


def _do_place(s: GameState, a: Action, events: list[ev.Event]) -> None:
    spec = _hand_tile(s, a.tile)
    if not spec.is_board_tile:
        raise IllegalAction(
            f"{spec.short_name} is an instant: play {spec.key} ...", "is-instant", tile=spec.key, army=spec.army
        )
    h = _parse_hex(s, a.hexes[0])
    if h in s.units:
        raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
    facing = Direction[a.facing]
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


def _consume_instant(s: GameState, spec: TileSpec, target: str, events: list[ev.Event]) -> None:
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
    u = _own_unit(s, an, a.hexes[0], "tile")
    facing = Direction[a.facing]
    dst = _check_move(s, an, u, a.hexes[1], facing)
    src = s.board.name(u.hex)
    _consume_instant(s, spec, src, events)
    _relocate(s, u, dst, facing)
    events.append(ev.Moved(u.player, u.tile, src, s.board.name(dst), facing.name, "move"))
    events.extend(freed_events(s, an))


def _i_push(s: GameState, spec: TileSpec, a: Action, events: list[ev.Event]) -> None:
    _need(a, 2, "play push-back PUSHER TARGET")
    an = analyse(s)
    pusher = _own_unit(s, an, a.hexes[0])
    th = _parse_hex(s, a.hexes[1])
    target = s.units.get(th)
    if target is None or target.player == s.current:
        raise IllegalAction(f"there is no enemy unit on {a.hexes[1]} to push", "push-no-enemy", hex=a.hexes[1])
    if th.distance(pusher.hex) != 1:
        raise IllegalAction(f"{a.hexes[1]} is not next to {a.hexes[0]}", "not-adjacent", hex=a.hexes[1], to=a.hexes[0])
    if an.views[target.uid].netted:
        raise IllegalAction(f"the unit on {a.hexes[1]} is netted and cannot be pushed", "push-netted", hex=a.hexes[1])
    options = push_destinations(s, pusher.hex, th)
    if not options:
        raise IllegalAction(f"the unit on {a.hexes[1]} has no free hex to be pushed to", "push-blocked", hex=a.hexes[1])
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
        raise IllegalAction("there is nothing to choose now", "nothing-to-choose")
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
        strength = an.views[t.uid].spec.hp - t.wounds if lethal else 1
        packets.append(Packet(None, spec.key, t, None, [Part(kind, strength)]))
    return resolve_packets(s, an, packets, {})


def _enemy_non_hq(s: GameState, name: str, what: str) -> Unit:
    h = _parse_hex(s, name)
    t = s.units.get(h)
    if t is None or t.player == s.current:
        raise IllegalAction(f"there is no enemy tile on {name} to {what}", "no-enemy", hex=name, what=what)
    if _spec(s, t.player, t.tile).is_hq:
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
    targets = [s.units[x] for x in area if x in s.units and not _spec(s, s.units[x].player, s.units[x].tile).is_hq]
    _consume_instant(s, spec, a.hexes[0], events)
    events.extend(_damage_instant(s, spec, targets, "air-strike", lethal=False))


_INSTANTS = {
    "battle": _i_battle,
    "move": _i_move,
    "push_back": _i_push,
    "sniper": _i_sniper,
    "grenade": _i_grenade,
    "air_strike": _i_air_strike,
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
}


# ====================================================================== turn flow
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
            s.final_after = other(s.current)
    s.turn.needs_discard = s.turn.hand_size == 3 and len(ps.hand) == 3


def _start_turn(s: GameState, player: int, events: list[ev.Event]) -> None:
    s.current = player
    s.turn_number += 1
    size = 1 if s.turn_number == 1 else 2 if s.turn_number == 2 else 3
    s.turn = TurnState(hand_size=size)
    note = ""
    if s.overtime_turns_left is not None:
        note = "overtime"
    elif s.final_after == player:
        note = "last turn before the Final Battle"
    events.append(ev.TurnStarted(player, s.turn_number, note))
    _draw(s, events)


def _end_turn(s: GameState, events: list[ev.Event]) -> None:
    player = s.current
    events.append(ev.TurnEnded(player, list(s.players[player].hand)))
    if s.overtime_turns_left is not None:
        s.overtime_turns_left -= 1
        if s.overtime_turns_left == 0:
            _battles(s, "overtime", player, events)
            if s.phase != PHASE_OVER:
                _finish_on_hp(s, events, allow_overtime=False)
            return
    elif s.final_after == player and not s.final_done:
        s.final_done = True
        _battles(s, "final", s.last_draw_by or player, events)
        if s.phase == PHASE_OVER:
            return
        if _finish_on_hp(s, events, allow_overtime=True):
            return
        # Equal HP: one more turn each, continuing the order, then one more battle.
        s.overtime_turns_left = 2
    _start_turn(s, other(player), events)


def _finish_on_hp(s: GameState, events: list[ev.Event], allow_overtime: bool) -> bool:
    """Decide the game on HQ hit points; returns False if it goes to overtime instead."""
    hp1, hp2 = s.players[1].hq_hp, s.players[2].hq_hp
    if hp1 != hp2:
        end_game(s, 1 if hp1 > hp2 else 2, "hp", events)
        return True
    if allow_overtime:
        return False
    end_game(s, None, "hp_tie", events)
    return True


def _battles(s: GameState, cause: str, player: int, events: list[ev.Event]) -> None:
    """One battle, then more while the board stays full (R96, R97)."""
    while True:
        before = (s.players[1].hq_hp, s.players[2].hq_hp, {u.uid: u.wounds for u in s.units.values()})
        report = fight(s, cause, player)
        s.battles += 1
        events.append(report)
        if _check_hqs(s, events):
            return
        if not s.core_full():
            return
        after = (s.players[1].hq_hp, s.players[2].hq_hp, {u.uid: u.wounds for u in s.units.values()})
        if after == before:
            # A full board that a battle cannot change would repeat forever: the game ends.
            hp1, hp2 = s.players[1].hq_hp, s.players[2].hq_hp
            end_game(s, None if hp1 == hp2 else (1 if hp1 > hp2 else 2), "deadlock", events)
            return
        cause = "full_board"


def _check_hqs(s: GameState, events: list[ev.Event]) -> bool:
    alive = [p for p in (1, 2) if s.players[p].hq_hp > 0]
    if len(alive) == 2:
        return False
    if not alive:
        end_game(s, None, "both_hq_destroyed", events)
    else:
        end_game(s, alive[0], "hq_destroyed", events)
    return True


def end_game(s: GameState, winner: int | None, reason: str, events: list[ev.Event] | None = None) -> None:
    """Mark ``s`` (mutated) as over with a result."""
    s.phase = PHASE_OVER
    s.pending = None
    s.result = Result(winner, reason)
    if events is not None:
        events.append(ev.GameOver(winner, reason, {str(p): ps.hq_hp for p, ps in sorted(s.players.items())}))


def resign(state: GameState, player: int) -> tuple[GameState, list[ev.Event]]:
    if state.phase == PHASE_OVER:
        raise IllegalAction("the game is over", "game-over")
    s = state.copy()
    events: list[ev.Event] = []
    end_game(s, other(player), "resigned", events)
    return s, events
