"""The base game's instants: Battle, Move, Push Back, Sniper, Grenade and Air Strike.

Each registers, like an army's instants, its effect and its legal plays with
:func:`rules.registry.instant`; the push it starts leaves a choice (``choose HEX``) to the
pushed unit's owner, the pending kind ``push``. Wounds from instants go through the battle's
damage step (armor never helps, a medic may).
"""

from __future__ import annotations

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, hexes_target
from rules.analysis import Analysis
from rules.battle import LazyAnalysis, Packet, Part, analyse, freed_events, resolve_packets
from rules.catalog import TileSpec
from rules.common import (
    check_move,
    consume_instant,
    destroy_foundations,
    hostile_foundation,
    move_targets,
    need,
    own_unit,
    parse_hex,
    pending_choice,
    play_moves,
    play_turns,
    push,
    push_target,
    push_to,
    pushable,
    relocate,
    unit_words,
)
from rules.hexes import Direction, Hex
from rules.state import PENDING_PUSH, PHASE_OVER, PHASE_TURN, GameState, Unit
from rules.turns import battles, check_hq_falls, end_turn

Events = list[ev.Event]


def bomb_area(state: GameState, centre: Hex) -> list[Hex] | None:
    area = [centre] + [n for _, n in state.board.neighbours(centre)]
    return area if len(area) == 7 else None


# ---------------------------------------------------------------------- Battle
def _battle_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    return [Action.play(spec.key)] if state.last_draw_by is None else []


def _battle(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    if s.last_draw_by is not None:
        raise IllegalAction("no Battle tile can be played once a player has drawn their last tile", "battle-banned")
    consume_instant(s, spec, "", events)
    battles(s, "battle_tile", s.current, events)
    if s.phase != PHASE_OVER:
        end_turn(s, events)


# ---------------------------------------------------------------------- Move
def _move_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    me = state.current
    an = lazy.get()
    views = an.views
    out: list[Action] = []
    for u in state.units.values():
        if u.player == me and (not views[u.uid].netted or registry.breakout_for(views[u.uid].spec) is not None):
            src = b.name(u.hex)
            for dst in move_targets(state, an, u):
                if dst != u.hex:
                    out += play_moves(spec.key, src, b.name(dst))
                else:
                    out += play_turns(spec.key, src, u.facing.name)
    return out


def _move(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 2, "play move FROM TO FACING")
    if not a.facing:
        raise IllegalAction("expected: play move FROM TO FACING", "usage", usage="play move FROM TO FACING")
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0], "tile", move_tile=True)
    facing = Direction[a.facing]
    dst = check_move(s, an, u, a.hexes[1], facing)
    src = s.board.name(u.hex)
    v = an.views[u.uid]
    breakout = registry.breakout_for(v.spec) if v.netted else None
    held = {u.uid: breakout.nets_on(s, an, u)} if breakout is not None else {}
    consume_instant(s, spec, src, events)
    relocate(s, u, dst, facing)
    events.append(ev.Moved(u.player, u.tile, src, s.board.name(dst), facing.name, "move"))
    events.extend(freed_events(s, an))
    if breakout is not None:
        breakout.broke_free(s, held, events)


# ---------------------------------------------------------------------- Push Back
def _push_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    an = lazy.get()
    out: list[Action] = []
    for u in state.units.values():
        if u.player == state.current and not an.views[u.uid].netted:
            out.extend(Action.play(spec.key, b.name(u.hex), b.name(n)) for n in pushable(state, an, u))
    return out


def _push(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 2, "play push-back PUSHER TARGET")
    an = analyse(s)
    pusher = own_unit(s, an, a.hexes[0])
    target, _, options = push_target(s, an, pusher, a)
    consume_instant(s, spec, f"{a.hexes[0]}>{a.hexes[1]}", events)
    push(s, an, pusher, target, a, options, events)


def _choose_push(s: GameState, a: Action, events: Events) -> None:
    assert s.pending is not None
    h = pending_choice(s, a)
    target = s.units[s.pending.target]
    an = analyse(s)
    s.pending = None
    s.phase = PHASE_TURN
    push_to(s, target, h, events, an)


def _push_choices(state: GameState) -> list[Action]:
    assert state.pending is not None
    return [Action("choose", hexes=(state.board.name(h),)) for h in state.pending.options]


def _push_waiting(state: GameState) -> IllegalAction:
    assert state.pending is not None
    options = ", ".join(state.board.name(h) for h in state.pending.options)
    return IllegalAction(
        f"player {state.pending.player} must first choose where the pushed unit goes: {options}",
        "push-pending",
        player=state.pending.player,
        options=options,
    )


# ---------------------------------------------------------------------- Sniper, Grenade, Air Strike
def _damage(s: GameState, spec: TileSpec, targets: list[Unit], kind: str, lethal: bool) -> Events:
    """Wounds from an instant (armor never helps, a medic may); ``lethal`` destroys a unit
    outright, and wounds an HQ that instants may hit (registry.instant_target) once (R148)."""
    an = analyse(s)
    packets = []
    for t in targets:
        spec_t = an.views[t.uid].spec
        strength = an.views[t.uid].hp - t.wounds if lethal and not spec_t.is_hq else 1  # toughness too
        packets.append(Packet(None, spec.key, t, None, [Part(kind, strength)]))
    return resolve_packets(s, an, packets, {})


def _unit_target(state: GameState, h: Hex) -> Unit | None:
    """The enemy unit on ``h`` that an instant aimed at one tile may hit, if any."""
    t = state.units.get(h)
    if t is None or not state.hostile(state.current, t.player):
        return None
    return t if registry.instant_target(state.spec(t)) else None


def _aimed(state: GameState, h: Hex) -> bool:
    """Whether an instant aimed at one enemy tile (Sniper, Grenade) has something to hit on
    ``h``: an enemy unit it may hit, else an enemy Foundation (docs/rulings.md FND3)."""
    return _unit_target(state, h) is not None or hostile_foundation(state, h)


def _enemy_target(s: GameState, name: str, what: str) -> Unit | None:
    """The enemy unit an instant aimed at ``name`` hits, or None when it hits the enemy
    Foundation lying there (a unit it may hit comes first: docs/rulings.md FND3)."""
    h = parse_hex(s, name)
    t = s.units.get(h)
    hit = _unit_target(s, h)
    if hit is not None:
        return hit
    if hostile_foundation(s, h):
        return None
    if t is None or not s.hostile(s.current, t.player):
        raise IllegalAction(f"there is no enemy tile on {name} to {what}", "no-enemy", hex=name, what=what)
    raise IllegalAction(
        f"the {t.tile} cannot be targeted: instants never damage an HQ", "hq-immune", **unit_words(s, t)
    )


def _sniper_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    me = state.current
    out = [
        Action.play(spec.key, b.name(u.hex))
        for u in state.units.values()
        if state.hostile(me, u.player) and registry.instant_target(state.spec(u))
    ]
    if state.foundations:  # enemy Foundations with no unit the Sniper may hit on them
        out += [
            Action.play(spec.key, b.name(h))
            for h in state.foundations
            if hostile_foundation(state, h) and _unit_target(state, h) is None
        ]
    return out


def _sniper(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 1, "play sniper HEX")
    t = _enemy_target(s, a.hexes[0], "shoot")
    consume_instant(s, spec, a.hexes[0], events)
    if t is None:
        destroy_foundations(s, [parse_hex(s, a.hexes[0])], spec.key, events)
        return
    events.extend(_damage(s, spec, [t], "sniper", lethal=False))
    check_hq_falls(s, events)  # an HQ that instants hit (a Dancer Object) may fall outside a battle


def _grenade_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    me = state.current
    hq = state.hq_of(me)
    out: list[Action] = []
    if hq is not None and not lazy.get().views[hq.uid].netted and not lazy.get().views[hq.uid].disarmed:
        for _, n in b.neighbours(hq.hex):
            if _aimed(state, n):
                out.append(Action.play(spec.key, b.name(n)))
    return out


def _grenade(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 1, "play grenade HEX")
    hq = s.hq_of(s.current)
    an = analyse(s)
    if hq is None:
        raise IllegalAction("you have no HQ on the board", "no-hq")
    if an.views[hq.uid].netted:
        raise IllegalAction("a Grenade cannot be thrown while your HQ is netted", "grenade-netted")
    if an.views[hq.uid].disarmed:  # a paralysed Borgo HQ throws none (Mississippi's special situations)
        raise IllegalAction("a Grenade cannot be thrown while your HQ is paralysed", "grenade-paralysed")
    t = _enemy_target(s, a.hexes[0], "blow up")
    if parse_hex(s, a.hexes[0]).distance(hq.hex) != 1:
        raise IllegalAction(
            f"{a.hexes[0]} is not next to your HQ: a Grenade only reaches adjacent hexes",
            "grenade-reach",
            hex=a.hexes[0],
        )
    consume_instant(s, spec, a.hexes[0], events)
    if t is None:
        destroy_foundations(s, [parse_hex(s, a.hexes[0])], spec.key, events)
        return
    events.extend(_damage(s, spec, [t], "grenade", lethal=True))
    check_hq_falls(s, events)


def _air_strike_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    return [Action.play(spec.key, b.name(h)) for h in b.hexes if bomb_area(state, h) is not None]


def _air_strike(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 1, "play air-strike HEX")
    h = parse_hex(s, a.hexes[0])
    area = bomb_area(s, h)
    if area is None:
        raise IllegalAction(
            f"an Air Strike on {a.hexes[0]} would reach off the board: aim at an inner hex",
            "air-strike-edge",
            hex=a.hexes[0],
        )
    targets = [s.units[x] for x in area if x in s.units and registry.instant_target(s.spec(s.units[x]))]
    consume_instant(s, spec, a.hexes[0], events)
    events.extend(_damage(s, spec, targets, "air-strike", lethal=False))
    if s.foundations:  # every Foundation in the area, friend's and foe's
        destroy_foundations(s, area, spec.key, events)
    check_hq_falls(s, events)


# ---------------------------------------------------------------------- Castling (Vegas, Neojungle: NJ7)
def _castling_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    an = lazy.get()
    index = {h: i for i, h in enumerate(b.hexes)}
    mine = {h: u for h, u in state.units.items() if u.player == state.current and not an.views[u.uid].netted}
    out: list[Action] = []
    for h in sorted(mine, key=index.__getitem__):
        for n in b._adj[h]:
            if n is not None and n in mine and index[n] > index[h]:
                out.append(Action.play(spec.key, b.name(h), b.name(n)))
    return out


def _castling(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 2, "play castling UNIT UNIT")
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0])
    w = own_unit(s, an, a.hexes[1])
    if u is w or u.hex.distance(w.hex) != 1:
        raise IllegalAction(
            "Castling swaps two of your units that stand next to each other",
            "castling-adjacent",
            hexes=" ".join(a.hexes),
        )
    consume_instant(s, spec, f"{a.hexes[0]}<>{a.hexes[1]}", events)
    swap_units(s, u, w, "castling", an, events)


def swap_units(s: GameState, u: Unit, w: Unit, means: str, an: Analysis, events: Events) -> None:
    """Two units trade hexes keeping their facings (Castling, Mississippi's Transposition);
    ``an``: the board before, for the nets the move frees."""
    src, dst = u.hex, w.hex
    del s.units[src], s.units[dst]
    u.hex, w.hex = dst, src
    s.units[dst] = u
    s.units[src] = w
    names = s.board.name
    events.append(ev.Moved(u.player, u.tile, names(src), names(dst), u.facing.name, means))
    events.append(ev.Moved(w.player, w.tile, names(dst), names(src), w.facing.name, means))
    events.extend(freed_events(s, an))


registry.instant("battle", _battle, _battle_options, words=())
registry.instant("move", _move, _move_options, words=("unit", "target", "facing"), needs="err-move-needs")
registry.instant("push_back", _push, _push_options, words=("unit", "target"), needs="err-push-needs")
registry.instant("sniper", _sniper, _sniper_options)
registry.instant("grenade", _grenade, _grenade_options)
registry.instant("air_strike", _air_strike, _air_strike_options)
registry.instant(
    "castling",
    _castling,
    _castling_options,
    tile="castling",
    parse=hexes_target("castling", "play castling UNIT UNIT"),
    words=("unit", "target"),
)
registry.pending(PENDING_PUSH, registry.Pending(_choose_push, _push_choices, _push_waiting))
