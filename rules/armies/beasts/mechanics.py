"""The Beasts' turn: Lair at set-up, Rotation, the Grab ability, the Grab and Hunt instants
and the Scavenger's flight after a battle (abilities.md; docs/rulings.md "Beasts").

- Set-up (Lair, R134): right after its HQ the Beasts' player puts Cerberus next to it
  (``place cerberus HEX FACING``); with no free hex there Cerberus is lost.
- ``rotate HEX FACING``: a unit with Rotation turns once a turn.
- ``grab PULLER TARGET``: a unit a Scrabbler is linked to pulls an enemy one hex away
  (once a turn); ``play grab PULLER TARGET`` does it with the instant. The pulled unit's
  owner chooses its hex and facing (pending ``grab``: ``choose HEX FACING``, R63).
- ``play hunt FROM TO [TOWARD] FACING``: a unit moves and may attack with one edge.
- After a battle each Vulture's owner may fly it to any empty hex (pending ``scavenge``);
  the next turn's draw waits for those choices.
"""

from __future__ import annotations

from functools import lru_cache

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, expect, facing_word, hex_word, hexes_target
from rules.analysis import Analysis
from rules.armies.beasts.battle import remove_lair_strays
from rules.battle import LazyAnalysis, analyse, freed_events, resolve_packets, unit_packets
from rules.catalog import TileSpec, army
from rules.common import (
    DIRECTIONS,
    FACINGS,
    any_unit_with,
    check_move,
    consume_instant,
    move_targets,
    need,
    own_unit,
    parse_hex,
    pending_choice,
    placements,
    relocate,
    unit_tiles,
    unit_words,
)
from rules.hexes import Direction, Hex
from rules.state import (
    PENDING_GRAB,
    PENDING_SCAVENGE,
    PHASE_CHOICE,
    PHASE_HQ,
    PHASE_OVER,
    PHASE_TURN,
    GameState,
    PendingPush,
    Unit,
)
from rules.turns import check_hq_falls, draw, next_hq

ARMY = "beasts"
Events = list[ev.Event]


# ====================================================================== set-up: Lair
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


def _lair_first(lair: TileSpec) -> IllegalAction:
    return IllegalAction(
        f"place your {lair.key} next to your HQ first: place {lair.key} HEX FACING",
        "lair-first",
        tile=lair.key,
        army=lair.army,
    )


class LairRules(registry.ArmyRules):
    """Set-up with a Lair: the HQ, then at once the Lair warrior next to it (set aside from
    the pile)."""

    def __init__(self, lair: TileSpec) -> None:
        self.lair = lair
        self.set_aside = frozenset({lair.key})

    def setup_options(self, state: GameState) -> list[Action] | None:
        free = lair_hexes(state)
        if free is None:
            return None
        b = state.board
        return [a for h in free for a in placements(self.lair.key, b.name(h))]

    def setup_placing(self, state: GameState) -> bool:
        return bool(lair_hexes(state))

    def before_hq(self, state: GameState) -> None:
        if lair_hexes(state) is not None:
            raise _lair_first(self.lair)

    def after_hq(self, s: GameState, events: Events) -> bool:
        if lair_hexes(s):
            return True  # the same player puts Cerberus next to the HQ right away
        s.players[s.current].discard.append(self.lair.key)  # no free hex next to the HQ: Cerberus is lost
        events.append(ev.LairLost(s.current, self.lair.key, ""))
        return False

    def setup_place(self, s: GameState, a: Action, events: Events) -> None:
        free = lair_hexes(s)
        if free is None:
            raise IllegalAction("place your HQ first: hq HEX", "hq-first")
        lair = self.lair
        found = army(s.players[s.current].army).find_tile(a.tile)
        if found is None or found.key != lair.key:
            raise _lair_first(lair)
        h = parse_hex(s, a.hexes[0])
        if h in s.units:
            raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
        if h not in free:
            options = ", ".join(s.board.name(x) for x in free)
            raise IllegalAction(
                f"{lair.key} must stand next to your HQ: choose one of {options}",
                "lair-not-adjacent",
                tile=lair.key,
                army=lair.army,
                hex=a.hexes[0],
                options=options,
            )
        facing = Direction[a.facing]
        s.units[h] = Unit(s.next_uid, s.current, lair.key, h, facing)
        s.next_uid += 1
        events.append(ev.Placed(s.current, lair.key, s.board.name(h), facing.name))
        next_hq(s, events)


def _strays_after(s: GameState, a: Action, events: Events) -> None:
    """A Cerberus moved away from its HQ (or whose HQ moved) leaves at once."""
    if registry.VERBS[a.verb].moves and s.phase != PHASE_OVER:
        events.extend(remove_lair_strays(s))


# ====================================================================== Rotation and the Grab ability
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


def _ability_actions(state: GameState, lazy: LazyAnalysis, verb: str | None) -> list[Action]:
    an = lazy.get()
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


def _ability_gate(seats: tuple[int, ...], armies: tuple[str, ...], me: int) -> registry.Check | None:
    """Whether any unit could rotate or grab now: a Scrabbler on the board (even a Scoper's
    prize gives Grab) or an own unit with Rotation; None when no army of the game has them."""
    tiles = unit_tiles(seats, armies, me, "grab", "rotation")
    if tiles[0] is None:
        return None
    return lambda state: any_unit_with(state, tiles)


def _do_rotate(s: GameState, a: Action, events: Events) -> None:
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0])
    spec = an.views[u.uid].spec
    if "rotation" not in spec.abilities:
        raise IllegalAction(
            f"the {spec.key} has no Rotation", "no-rotation", tile=spec.key, army=spec.army, hex=a.hexes[0]
        )
    if f"rotation:{u.uid}" in s.turn.used:
        raise IllegalAction(f"the {spec.key} already turned this turn", "rotation-used", tile=spec.key, army=spec.army)
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
    th = parse_hex(s, target_name)
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


def _start_grab(s: GameState, puller: Unit, target: Unit, events: Events) -> None:
    """The pulled unit's owner picks the hex and the facing (R63): always a choice."""
    options = grab_destinations(s, puller.hex, target.hex)
    s.pending = PendingPush(target.player, puller.hex, target.hex, options, PENDING_GRAB)
    s.phase = PHASE_CHOICE
    events.append(ev.GrabChoice(target.player, s.board.name(target.hex), [s.board.name(h) for h in options]))


def _do_grab(s: GameState, a: Action, events: Events) -> None:
    need(a, 2, "grab PULLER TARGET")
    an = analyse(s)
    puller = own_unit(s, an, a.hexes[0])
    v = an.views[puller.uid]
    if not v.grabbers:
        raise IllegalAction(
            f"the {v.spec.key} on {a.hexes[0]} has no Grab (a Scrabbler must be linked to it)",
            "no-grab",
            tile=v.spec.key,
            army=v.spec.army,
            hex=a.hexes[0],
        )
    if f"grab:{puller.uid}" in s.turn.used:
        raise IllegalAction(f"the {v.spec.key} on {a.hexes[0]} already pulled this turn", "grab-used", hex=a.hexes[0])
    target = _check_grab(s, an, puller, a.hexes[1])
    s.turn.used.append(f"grab:{puller.uid}")
    s.turn.acted = True
    _start_grab(s, puller, target, events)


# ====================================================================== the Grab and Hunt instants
def _grab_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    an = lazy.get()
    b = state.board
    out: list[Action] = []
    for u in sorted(state.units.values(), key=lambda x: x.uid):
        if u.player == state.current and not an.views[u.uid].netted:
            out.extend(Action.play(spec.key, b.name(u.hex), b.name(t.hex)) for t in grab_targets(state, an, u))
    return out


def _i_grab(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 2, "play grab PULLER TARGET")
    an = analyse(s)
    puller = own_unit(s, an, a.hexes[0])
    target = _check_grab(s, an, puller, a.hexes[1])
    consume_instant(s, spec, f"{a.hexes[0]}>{a.hexes[1]}", events)
    _start_grab(s, puller, target, events)


def _hunt_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    """Every Hunt: an own unit's move (or none) and facing, then no attack or one attack edge."""
    an = lazy.get()
    b = state.board
    key = spec.key
    out: list[Action] = []
    for u in sorted(state.units.values(), key=lambda x: x.uid):
        if u.player != state.current or an.views[u.uid].netted:
            continue
        edges = sorted({x.edge for x in an.views[u.uid].spec.attacks})
        src = b.name(u.hex)
        for dst in move_targets(state, an, u):
            dst_name = b.name(dst)
            for d in DIRECTIONS:
                if dst != u.hex or d != u.facing:
                    out.append(Action("play", key, (src, dst_name), d.name))
                for e in edges:
                    toward = b.neighbour(dst, DIRECTIONS[(e + d) % 6])
                    if toward is not None:
                        out.append(Action("play", key, (src, dst_name, b.name(toward)), d.name))
    return out


def _i_hunt(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    usage = "play hunt FROM TO [TOWARD] FACING"
    if len(a.hexes) not in (2, 3) or not a.facing:
        raise IllegalAction(f"expected: {usage}", "usage", usage=usage)
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0])
    facing = Direction[a.facing]
    dst = parse_hex(s, a.hexes[1])
    moves = dst != u.hex or facing != u.facing
    if moves:
        dst = check_move(s, an, u, a.hexes[1], facing)
    toward_dir: Direction | None = None
    if len(a.hexes) == 3:
        toward = parse_hex(s, a.hexes[2])
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
                f"the {u.tile} has no attack on the edge facing {a.hexes[2]}",
                "hunt-no-attack",
                **unit_words(s, u),
                hex=a.hexes[2],
            )
    elif not moves:
        raise IllegalAction("that Hunt changes nothing: move, turn or attack", "hunt-nothing")
    src = s.board.name(u.hex)
    consume_instant(s, spec, src, events)
    if moves:
        relocate(s, u, dst, facing)
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
    check_hq_falls(s, events)  # an HQ that instants hit (a Dancer Object) may fall outside a battle


# ====================================================================== Scavenger
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


def _open_scavenger(s: GameState, events: Events) -> None:
    """After a battle: each Vulture's owner may fly it to any empty hex and turn it (Scavenger)."""
    if not any(_has_scavengers(ps.army) for ps in s.players.values()):
        return
    found = _scavengers(s, analyse(s))
    _offer_scavenger(s, [u.uid for u in found], events)


def _offer_scavenger(s: GameState, uids: list[int], events: Events, draw_after: bool = False) -> None:
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
        draw(s, events)


def _scavenger_window(s: GameState) -> IllegalAction | None:
    if any(u.player == s.current and "scavenger" in s.spec(u).abilities for u in s.units.values()):
        return IllegalAction(
            "the Vulture may fly only right after a battle (Scavenger)", "scavenger-window", tile="vulture"
        )
    return None


# ====================================================================== choices: where a pulled unit and a Vulture go
def _choose(s: GameState, a: Action, events: Events) -> None:
    """``choose HEX [FACING]`` for a Grab (the pulled unit) or the Scavenger (the Vulture)."""
    pending = s.pending
    assert pending is not None
    h = pending_choice(s, a)
    u = s.units[pending.target]
    facing = Direction[a.facing] if a.facing else u.facing
    an = analyse(s)
    src = s.board.name(u.hex)
    if pending.kind == PENDING_GRAB:
        s.pending = None
        s.phase = PHASE_TURN
        relocate(s, u, h, facing)
        events.append(ev.Grabbed(u.player, u.tile, src, s.board.name(h), facing.name, s.board.name(pending.pusher)))
        events.extend(freed_events(s, an))
        return
    if h != u.hex or facing != u.facing:
        relocate(s, u, h, facing)
        events.append(ev.Moved(u.player, u.tile, src, s.board.name(h), facing.name, "scavenger"))
        events.extend(freed_events(s, an))
    _offer_scavenger(s, pending.rest, events, pending.draw_after)


def _choices(state: GameState) -> list[Action]:
    """A hex and a facing for the pulled unit or the Vulture."""
    assert state.pending is not None
    b = state.board
    return [Action("choose", hexes=(b.name(h),), facing=f) for h in state.pending.options for f in FACINGS]


def _waiting(state: GameState) -> IllegalAction:
    p = state.pending
    assert p is not None
    u = state.units.get(p.target)
    what = u.tile if u is not None else "unit"
    return IllegalAction(
        f"player {p.player} must first choose where the {what} goes: choose HEX FACING",
        "grab-pending" if p.kind == PENDING_GRAB else "scavenger-pending",
        player=p.player,
        hex=state.board.name(p.target),
    )


def _scavenger_dropped(s: GameState, pending: PendingPush, events: Events) -> None:
    """The Vulture's owner left the game: the other Vultures still fly, then the waiting draw."""
    _offer_scavenger(s, pending.rest, events, pending.draw_after)


# ====================================================================== notation
def _p_rotate(args: list[str]) -> Action:
    expect(args, 2, "rotate HEX FACING")
    return Action("rotate", hexes=(hex_word(args[0]),), facing=facing_word(args[1]))


def _p_grab(args: list[str]) -> Action:
    expect(args, 2, "grab PULLER TARGET")
    return Action("grab", hexes=(hex_word(args[0]), hex_word(args[1])))


def _p_hunt(rest: list[str]) -> Action:
    if len(rest) == 4:
        return Action("play", "hunt", (hex_word(rest[0]), hex_word(rest[1]), hex_word(rest[2])), facing_word(rest[3]))
    expect(rest, 3, "play hunt FROM TO [TOWARD] FACING")
    return Action("play", "hunt", (hex_word(rest[0]), hex_word(rest[1])), facing_word(rest[2]))


# ====================================================================== registration
def register() -> None:
    lair = army(ARMY).lair
    assert lair is not None
    registry.army_rules(ARMY, LairRules(lair))
    registry.verb("rotate", _do_rotate, army=ARMY, parse=_p_rotate)
    registry.verb("grab", _do_grab, army=ARMY, parse=_p_grab)
    registry.turn_abilities(
        ARMY, registry.TurnAbilities(frozenset({"rotate", "grab"}), _ability_actions, _ability_gate)
    )
    registry.instant(
        "grab",
        _i_grab,
        _grab_options,
        army=ARMY,
        tile="grab",
        parse=hexes_target("grab", "play grab PULLER TARGET"),
        words=("unit", "target"),
        needs="err-grab-needs",
    )
    registry.instant(
        "hunt",
        _i_hunt,
        _hunt_options,
        army=ARMY,
        tile="hunt",
        parse=_p_hunt,
        words=("unit", "target", "facing"),
        needs="err-hunt-needs",
        asks=("", "", "aim"),  # FROM TO, then TOWARD (an attack) or the FACING (none)
    )
    registry.pending(PENDING_GRAB, registry.Pending(_choose, _choices, _waiting))
    registry.pending(PENDING_SCAVENGE, registry.Pending(_choose, _choices, _waiting, _scavenger_dropped))
    registry.after_action(ARMY, _strays_after)
    registry.after_battles(ARMY, _open_scavenger)
    registry.nothing_to_choose(ARMY, _scavenger_window)


register()
