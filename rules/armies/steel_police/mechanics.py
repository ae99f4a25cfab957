"""The Steel Police's turn: Net of Steel, Execution, Replacement, the Push Back ability and
Terror (abilities.md §3.9, §4.10, §5.7, §6.5; docs/rulings.md "Steel Police").

- ``net HEX``: the HQ puts its Steel Net marker on an enemy unit (or a Dancer Object),
  paying 1 HQ hit point unless a working Net of Steel Launcher of the player is on the
  board; the marker nets the unit and returns when the unit leaves the board.
- ``execute HEX FACING``: the Executioner from the hand removes an enemy unit and takes its
  hex, for 1 HQ hit point.
- ``replace TILE HEX FACING``: the Pacifier on HEX leaves for a unit from the hand (the same
  ability, ``open``, is the Smart Transporter's, which takes warriors only: ``open_units``).
- ``push PUSHER TARGET``: a unit with the Push Back ability pushes (once a turn).
- ``play terror``: opponents put no units on the board in their next turn (Smart's Terror
  is the same instant: its tiles name the instant ``terror``).
"""

from __future__ import annotations

from functools import lru_cache

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, expect, facing_word, hex_word, no_target, tile_word
from rules.analysis import Analysis
from rules.battle import LazyAnalysis, analyse, freed_events, lay_aside
from rules.catalog import TileSpec, army
from rules.common import (
    FACINGS,
    consume_instant,
    count_play,
    hand_tile,
    need,
    own_unit,
    parse_hex,
    push,
    push_target,
    pushable,
    unit_words,
)
from rules.hexes import Direction
from rules.state import MODE_POINTS, PHASE_TURN, POINTS_TO_WIN, GameState, Unit

ARMY = "steel-police"
# Replacement by units only: the Transporter (Smart) takes a warrior from the hand, the
# Pacifier any unit (docs/rulings.md SM2). A Foundation never replaces (R131).
UNITS_ONLY = "open_units"
LAUNCHER = "net_of_steel_launcher"
Events = list[ev.Event]


# ====================================================================== Net of Steel
def _steel_net_free(s: GameState, player: int) -> bool:
    """Whether ``player``'s Steel Net marker is off the board (it returns when its unit leaves)."""
    uid = s.players[player].steel_net
    return uid is None or s.unit_by_uid(uid) is None


def return_steel_nets(s: GameState, events: Events) -> None:
    """Markers whose unit left the board go back to their owners."""
    if all(ps.steel_net is None for ps in s.players.values()):
        return
    for p, ps in sorted(s.players.items()):
        if ps.steel_net is not None and s.unit_by_uid(ps.steel_net) is None:
            ps.steel_net = None
            if not ps.out:
                events.append(ev.SteelNetReturned(p))


def _nets_after_action(s: GameState, a: Action, events: Events) -> None:
    return_steel_nets(s, events)


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

    out = [u for u in s.units.values() if s.hostile(me, u.player) and fits(s.spec(u))]
    return sorted(out, key=lambda u: (u.hex.q, u.hex.r))


def _police_target(s: GameState, name: str, what: str) -> Unit:
    """An enemy non-HQ unit for Net of Steel or Execution."""
    h = parse_hex(s, name)
    t = s.units.get(h)
    if t is None or not s.hostile(s.current, t.player):
        raise IllegalAction(f"there is no enemy unit on {name} to {what}", "police-no-enemy", hex=name, what=what)
    spec_t = s.spec(t)
    if spec_t.is_hq and not (what == "net" and spec_t.is_object):  # Net of Steel may hold an Object (S004)
        raise IllegalAction(
            f"the {t.tile} is an HQ: {what} works only on other units", "police-hq", **unit_words(s, t), what=what
        )
    return t


def _do_net(s: GameState, a: Action, events: Events) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("Net of Steel is used in your own turn", "not-your-turn")
    need(a, 1, "net HEX")
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


# ====================================================================== Execution, Replacement, Push Back
def _do_execute(s: GameState, a: Action, events: Events) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("Execution is used in your own turn", "not-your-turn")
    need(a, 1, "execute HEX FACING")
    me = s.current
    ps = s.players[me]
    specs = army(ps.army).by_key
    key = next((t for t in ps.hand if "execution" in specs[t].abilities), None)
    if key is None:
        raise IllegalAction("you hold no tile with Execution (the Executioner)", "no-executioner")
    refusal = registry.placing_refused(s)  # the Executioner goes on the board
    if refusal is not None:
        raise refusal
    t = _police_target(s, a.hexes[0], "execute")
    if not _can_pay(s, me, 1):
        raise _no_hp(1)
    facing = Direction[a.facing]
    an = analyse(s)
    count_play(s)
    _pay_hq(s, me, 1)
    del s.units[t.hex]
    lay_aside(s, s.owner(t), s.spec(t))  # a Bio-Droid goes back on its pile
    ps.hand.remove(key)
    s.units[t.hex] = Unit(s.next_uid, me, key, t.hex, facing)
    s.next_uid += 1
    s.turn.acted = True
    events.append(ev.Executed(me, t.player, t.tile, a.hexes[0], facing.name, 1, ps.hq_hp))
    events.extend(freed_events(s, an))


def _do_replace(s: GameState, a: Action, events: Events) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("Replacement is used in your own turn", "not-your-turn")
    need(a, 1, "replace TILE HEX FACING")
    spec = hand_tile(s, a.tile)
    if not spec.is_board_tile:
        raise IllegalAction(
            f"{spec.key} is an instant: only a board tile can replace", "replace-instant", tile=spec.key, army=spec.army
        )
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0])
    old = an.views[u.uid].spec
    if "open" not in old.abilities:
        raise IllegalAction(f"the {old.key} has no Replacement", "no-replacement", tile=old.key, army=old.army)
    if not spec.is_unit or (UNITS_ONLY in old.abilities and spec.kind != "warrior"):
        raise IllegalAction(
            f"only a unit may take the place of the {old.key}, not the {spec.key}",
            "replace-unit-only",
            tile=spec.key,
            army=spec.army,
            host=old.key,
        )
    facing = Direction[a.facing]
    count_play(s)
    ps = s.players[s.current]
    ps.hand.remove(spec.key)
    s.players[s.owner(u)].discard.append(u.tile)  # the replaced Pacifier is discarded, not taken back (R131)
    del s.units[u.hex]
    s.units[u.hex] = Unit(s.next_uid, s.current, spec.key, u.hex, facing)
    s.next_uid += 1
    s.turn.acted = True
    events.append(ev.Replaced(s.current, u.tile, spec.key, a.hexes[0], facing.name))
    events.extend(freed_events(s, an))


def _do_push(s: GameState, a: Action, events: Events) -> None:
    if s.phase != PHASE_TURN:
        raise IllegalAction("the Push Back ability is used in your own turn", "not-your-turn")
    need(a, 2, "push PUSHER TARGET")
    an = analyse(s)
    pusher = own_unit(s, an, a.hexes[0])
    spec = an.views[pusher.uid].spec
    if "push_back" not in spec.abilities:
        raise IllegalAction(
            f"the {spec.key} has no Push Back ability (play a Push Back tile instead)",
            "no-push-ability",
            tile=spec.key,
            army=spec.army,
        )
    if pusher.uid in s.turn.pushed:
        raise IllegalAction(f"the {spec.key} already pushed this turn", "push-used", tile=spec.key, army=spec.army)
    target, _, options = push_target(s, an, pusher, a)
    s.turn.pushed.append(pusher.uid)
    s.turn.acted = True
    events.append(ev.PushUsed(s.current, pusher.tile, a.hexes[0], a.hexes[1]))
    push(s, an, pusher, target, a, options, events)


# ====================================================================== Terror
def _terror_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    return [Action.play(spec.key)]


def _i_terror(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 0, "play terror")
    consume_instant(s, spec, "", events)
    # Every opponent, never an ally (not even a Moloch ally, whose units fight friends):
    # Terror is aimed at "the opponent" (docs/rulings.md SP7).
    victims = [p for p in sorted(s.enemies_of(s.current)) if not s.players[p].out]
    for p in victims:
        s.players[p].terror = True
    events.append(ev.Terrorized(s.current, victims))


def _terror_refusal(state: GameState) -> IllegalAction | None:
    if state.players[state.current].terror:
        return IllegalAction("Terror: you cannot put units on the board this turn", "terror")
    return None


def _terror_ends(s: GameState, player: int) -> None:
    s.players[player].terror = False  # a Terror lasts for the one turn it fell on


# ====================================================================== legal actions
_POLICE_ABILITIES = frozenset({"net_of_steel", "execution", "open", "push_back"})


@lru_cache(maxsize=64)
def _has_police_abilities(army_key: str) -> bool:
    """Whether an army has any tile with a Steel Police turn ability (cached: most have none)."""
    return any(t.abilities & _POLICE_ABILITIES for t in army(army_key).tiles)


def _gate(seats: tuple[int, ...], armies: tuple[str, ...], me: int) -> registry.Check | None:
    return _always if _has_police_abilities(armies[seats.index(me)]) else None


def _always(state: GameState) -> bool:
    return True


def _police_actions(state: GameState, lazy: LazyAnalysis, verb: str | None) -> list[Action]:
    """Net of Steel, Execution, Replacement and the Push Back ability, where possible now."""
    me = state.current
    ps = state.players[me]
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
    if (
        verb in (None, "execute")
        and plays
        and executes
        and registry.placing_refused(state) is None
        and _can_pay(state, me, 1)
    ):
        for u in _enemy_targets(state):
            out.extend(Action("execute", hexes=(b.name(u.hex),), facing=f) for f in FACINGS)
    if verb in (None, "replace") and plays:
        tiles = sorted({t for t in ps.hand if specs[t].is_unit})
        pacifiers = [u for u in state.units.values() if u.player == me and "open" in specs[u.tile].abilities]
        if tiles and pacifiers:
            an = lazy.get()
            for u in sorted(pacifiers, key=lambda x: x.uid):
                if not an.views[u.uid].netted:
                    name = b.name(u.hex)
                    units_only = UNITS_ONLY in specs[u.tile].abilities
                    for t in tiles:
                        if not units_only or specs[t].kind == "warrior":
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
                if not an.views[u.uid].netted:
                    out.extend(Action("push", hexes=(b.name(u.hex), b.name(n))) for n in pushable(state, an, u))
    return out


# ====================================================================== notation
def _p_net(args: list[str]) -> Action:
    expect(args, 1, "net HEX")
    return Action("net", hexes=(hex_word(args[0]),))


def _p_execute(args: list[str]) -> Action:
    expect(args, 2, "execute HEX FACING")
    return Action("execute", hexes=(hex_word(args[0]),), facing=facing_word(args[1]))


def _p_replace(args: list[str]) -> Action:
    expect(args, 3, "replace TILE HEX FACING")
    return Action("replace", tile_word(args[0]), (hex_word(args[1]),), facing_word(args[2]))


def _p_push(args: list[str]) -> Action:
    expect(args, 2, "push PUSHER TARGET")
    return Action("push", hexes=(hex_word(args[0]), hex_word(args[1])))


# ====================================================================== registration
def register() -> None:
    registry.verb("net", _do_net, army=ARMY, parse=_p_net)
    registry.verb("execute", _do_execute, army=ARMY, parse=_p_execute)
    registry.verb("replace", _do_replace, army=ARMY, parse=_p_replace)
    registry.verb("push", _do_push, army=ARMY, parse=_p_push)
    registry.turn_abilities(
        ARMY, registry.TurnAbilities(frozenset({"net", "execute", "replace", "push"}), _police_actions, _gate)
    )
    registry.instant(
        "terror", _i_terror, _terror_options, army=ARMY, tile="terror", parse=no_target("terror"), words=()
    )
    registry.placing_refusal(ARMY, _terror_refusal)
    registry.turn_end(ARMY, _terror_ends)
    registry.after_action(ARMY, _nets_after_action)
    registry.after_fight(ARMY, return_steel_nets)


register()
