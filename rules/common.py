"""What the generic flow and the armies' mechanics share: reading an action's words (hexes,
own units, held tiles), moving and pushing units, consuming a played tile, and the cached
action lists that legal actions are built from.

Everything here works for any army; nothing asks which army a unit belongs to (a unit that
a Move tile may move out of a net asks :func:`rules.registry.breakout_for`).
"""

from __future__ import annotations

from functools import lru_cache

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction
from rules.analysis import Analysis
from rules.battle import freed_events
from rules.catalog import TileSpec, army
from rules.hexes import Direction, Hex
from rules.state import PENDING_PUSH, PHASE_CHOICE, GameState, PendingPush, Unit

Events = list[ev.Event]
DIRECTIONS = tuple(Direction)
FACINGS = tuple(d.name for d in DIRECTIONS)


# ---------------------------------------------------------------------- reading an action
def spec_of(state: GameState, player: int, tile: str) -> TileSpec:
    return army(state.players[player].army).tile(tile)


def parse_hex(state: GameState, name: str) -> Hex:
    try:
        return state.board.parse(name)
    except ValueError as e:
        raise IllegalAction(str(e), "bad-hex", word=name) from None


def unit_words(state: GameState, u: Unit) -> dict[str, object]:
    """The parameters that name a unit in an error: its tile and the army it belongs to."""
    return {"tile": u.tile, "army": state.players[state.owner(u)].army}


def own_unit(state: GameState, an: Analysis, name: str, what: str = "unit", move_tile: bool = False) -> Unit:
    """The current player's unit on the hex ``name``, free to act (``move_tile``: moved by a
    Move tile, which some netted units may still use: :func:`rules.registry.breakout_for`)."""
    h = parse_hex(state, name)
    u = state.units.get(h)
    if u is None:
        raise IllegalAction(f"there is no {what} on {name}", "no-unit", hex=name)
    if u.player != state.current:
        raise IllegalAction(f"the {u.tile} on {name} is not yours", "not-yours", **unit_words(state, u), hex=name)
    v = an.views[u.uid]
    if v.netted and not (move_tile and registry.breakout_for(v.spec) is not None):
        raise IllegalAction(
            f"your {u.tile} on {name} is netted and cannot act", "netted", **unit_words(state, u), hex=name
        )
    return u


def hand_tile(state: GameState, key: str) -> TileSpec:
    """The tile ``key`` (a key in any case) from the current player's hand."""
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


def need(a: Action, n: int, usage: str) -> None:
    if len(a.hexes) != n:
        raise IllegalAction(f"expected: {usage}", "usage", usage=usage)


# ---------------------------------------------------------------------- playing tiles
def count_play(s: GameState) -> None:
    """One more tile placed or played this turn, within the turn's limit if it has one."""
    left = s.turn.plays_left
    if left is None:
        return
    if left <= 0:
        raise IllegalAction("you cannot place or play more tiles this turn", "play-limit")
    s.turn.plays_left = left - 1


def consume_instant(s: GameState, spec: TileSpec, target: str, events: Events) -> None:
    """An instant leaves the hand for the discard pile: it was played on ``target``."""
    count_play(s)
    ps = s.players[s.current]
    ps.hand.remove(spec.key)
    ps.discard.append(spec.key)
    s.turn.acted = True
    events.append(ev.InstantPlayed(s.current, spec.key, target))


# ---------------------------------------------------------------------- Foundations
def hostile_foundation(state: GameState, h: Hex) -> bool:
    """Whether an enemy Foundation of the current player lies on ``h``."""
    f = state.foundations.get(h)
    return f is not None and state.hostile(state.current, f.player)


def destroy_foundations(s: GameState, hexes: list[Hex], cause: str, events: Events) -> None:
    """The Foundations on ``hexes`` leave the board for their owners' discard piles (only the
    instants that say so destroy Foundations: docs/rulings.md, "Foundations")."""
    for h in hexes:
        f = s.foundations.pop(h, None)
        if f is not None:
            s.players[f.player].discard.append(f.tile)
            events.append(ev.FoundationDestroyed(f.player, f.tile, s.board.name(h), cause))


# ---------------------------------------------------------------------- moving
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


def move_steps(an: Analysis, unit: Unit) -> int:
    return 2 if unit.player in an.move_doubler_for else 1


def move_targets(state: GameState, an: Analysis, u: Unit) -> list[Hex]:
    """Where ``u`` may move to (its own hex included: a rotation), in board order."""
    return sorted(reachable(state, u.hex, move_steps(an, u)))


def check_move(s: GameState, an: Analysis, u: Unit, dst_name: str, facing: Direction) -> Hex:
    dst = parse_hex(s, dst_name)
    steps = move_steps(an, u)
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


def relocate(s: GameState, u: Unit, dst: Hex, facing: Direction) -> None:
    del s.units[u.hex]
    u.hex = dst
    u.facing = facing
    s.units[dst] = u


# ---------------------------------------------------------------------- pushing
def push_destinations(state: GameState, pusher: Hex, target: Hex) -> list[Hex]:
    out = []
    for _, n in state.board.neighbours(target):
        if n not in state.units and n.distance(pusher) == 2:
            out.append(n)
    return sorted(out)


def pushable(state: GameState, an: Analysis, pusher: Unit) -> list[Hex]:
    """The enemy hexes next to ``pusher`` that it may push (free, with room behind them)."""
    out = []
    for _, n in state.board.neighbours(pusher.hex):
        t = state.units.get(n)
        if t is None or not state.hostile(state.current, t.player) or an.views[t.uid].netted:
            continue
        if push_destinations(state, pusher.hex, n):
            out.append(n)
    return out


def push_target(s: GameState, an: Analysis, pusher: Unit, a: Action) -> tuple[Unit, Hex, list[Hex]]:
    """The enemy hex ``a.hexes[1]`` that ``pusher`` may push (a Push Back tile or ability),
    with the free hexes it may go to; raises IllegalAction otherwise."""
    th = parse_hex(s, a.hexes[1])
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


def push(s: GameState, an: Analysis, pusher: Unit, target: Unit, a: Action, options: list[Hex], events: Events) -> None:
    """``a``'s pusher pushes ``target`` (named by ``a.hexes[1]``): at once when it has one
    hex to go to, else its owner chooses (``choose HEX``)."""
    if len(options) == 1:
        push_to(s, target, options[0], events, an)
        return
    s.pending = PendingPush(target.player, pusher.hex, target.hex, options)
    s.phase = PHASE_CHOICE
    events.append(ev.PushChoice(target.player, a.hexes[1], [s.board.name(h) for h in options]))


def push_to(s: GameState, target: Unit, dst: Hex, events: Events, before: Analysis) -> None:
    src = s.board.name(target.hex)
    relocate(s, target, dst, target.facing)
    events.append(ev.Pushed(target.player, target.tile, src, s.board.name(dst)))
    events.extend(freed_events(s, before))


def pending_choice(s: GameState, a: Action) -> Hex:
    """The hex a ``choose`` names, one of the pending choice's options."""
    assert s.pending is not None
    h = parse_hex(s, a.hexes[0])
    if h not in s.pending.options:
        options = ", ".join(s.board.name(x) for x in s.pending.options)
        raise IllegalAction(
            f"{a.hexes[0]} is not an option: choose one of {options}", "not-an-option", hex=a.hexes[0], options=options
        )
    return h


def is_push(state: GameState) -> bool:
    return state.pending is not None and state.pending.kind == PENDING_PUSH


# ---------------------------------------------------------------------- units with a feature
# Tiles with a module effect by seat (None when no army has any, nor the seat a tile with
# the ability), and the seat's own tiles with the ability: see unit_tiles.
UnitTiles = tuple[dict[int, frozenset[str]] | None, frozenset[str]]


def any_unit_with(state: GameState, tiles: UnitTiles, used: list[int] | None = None) -> bool:
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


def unit_tiles(seats: tuple[int, ...], armies: tuple[str, ...], me: int, effect: str, ability: str) -> UnitTiles:
    """The tiles with the module ``effect`` by seat (None when no army has any, nor ``me``
    a tile with the ``ability``) and ``me``'s tiles with the ability."""
    carriers = {p: tiles_with(a, effect, "") for p, a in zip(seats, armies, strict=True)}
    own = tiles_with(armies[seats.index(me)], "", ability)
    if not own and not any(carriers.values()):
        return None, own
    return carriers, own


@lru_cache(maxsize=256)
def tiles_with(army_key: str, effect: str, ability: str) -> frozenset[str]:
    """The keys of the army's tiles that have the module ``effect`` or the ``ability``."""
    return frozenset(t.key for t in army(army_key).tiles if effect in t.effect_names or ability in t.abilities)


def by_uid(u: Unit) -> int:
    return u.uid


# ---------------------------------------------------------------------- cached actions
@lru_cache(maxsize=4096)
def placements(tile: str, hex_name: str) -> tuple[Action, ...]:
    """The six ``place`` actions of a tile on a hex, one per facing."""
    return tuple(Action("place", tile, (hex_name,), f) for f in FACINGS)


@lru_cache(maxsize=8192)
def play_moves(tile: str, src: str, dst: str) -> tuple[Action, ...]:
    """The six ``play move`` actions from ``src`` to ``dst``, one per facing."""
    return tuple(Action.play(tile, src, dst, facing=d) for d in DIRECTIONS)


@lru_cache(maxsize=8192)
def play_turns(tile: str, src: str, facing: str) -> tuple[Action, ...]:
    """The five ``play move`` actions that turn a unit on ``src`` from ``facing`` without moving it."""
    return tuple(x for x in play_moves(tile, src, src) if x.facing != facing)
