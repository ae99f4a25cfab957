"""Vegas's Control takeover, its instants Rotation and Castling, and its place in the turn
order (docs/rulings.md, "Vegas").

Control takeover (the module effect ``takeover``: the HQ's one edge, each Agitator's one
edge): an enemy unit on the hex such an edge faces is taken over at once and is the Vegas
player's unit in every respect for as long as the contact lasts: it fights for Vegas, its
modules help Vegas, Vegas may play instants on it and its owner may not. On takeover Vegas
may turn it (a choice, the pending kind ``takeover``: ``choose HEX FACING``; taken during a
battle, it may be turned once the battle is over); when the contact ends it is its owner's
again and keeps its facing. An HQ is never taken over (Dancer's Objects are: S004).

The state keeps it in :attr:`rules.state.GameState.taken` (uid -> owner): the unit's
``player`` is its controller, its tile its owner's. Control is worked out again after every
action and after every initiative segment of a battle, from the board as it stands:

- a takeover edge works when its unit is not netted, or is netted only by the unit it takes
  over (takeover beats nets: the net fighter taken over no longer nets it);
- a Scoper that takes an Agitator over makes it take for the Scoper's owner (the Scoper's
  own effect, rules.analysis); an Agitator that faces the Scoper takes the Scoper instead;
- two takeover edges that face each other (two Vegas players) take nothing;
- two players' edges on one unit: whoever holds it keeps it, else the earlier edge (by uid).

The Mine is New York's (the Foundation ability ``mine``: rules.armies.new_york.mechanics).
"""

from __future__ import annotations

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, expect, facing_word, hex_word
from rules.analysis import Analysis, UnitView
from rules.battle import SEGMENT_STEPS, LazyAnalysis, SegmentStep, analyse, freed_events
from rules.catalog import TileSpec, army
from rules.common import FACINGS, consume_instant, need, own_unit, pending_choice
from rules.hexes import Direction
from rules.state import PHASE_CHOICE, PHASE_TURN, GameState, PendingPush, Unit
from rules.turns import draw

ARMY = "vegas"
EFFECT = "takeover"
PENDING_TAKEOVER = "takeover"
MAX_ROUNDS = 8  # control settles in one or two rounds; a cap against a cycle (two Vegas players)
Events = list[ev.Event]

_TAKERS: dict[str, bool] = {}


def _has_takers(army_key: str) -> bool:
    """Whether the army has a tile with the takeover effect (only Vegas)."""
    got = _TAKERS.get(army_key)
    if got is None:
        got = _TAKERS[army_key] = any(EFFECT in t.effect_names for t in army(army_key).tiles)
    return got


def in_play(s: GameState) -> bool:
    """Whether control can change in this game: an army with takeover edges, or units taken."""
    if s.taken:
        return True
    for ps in s.players.values():  # noqa: SIM110  asked after every action: a plain loop
        if _has_takers(ps.army):
            return True
    return False


# ---------------------------------------------------------------------- who controls what
def _target(an: Analysis, v: UnitView) -> UnitView | None:
    """The unit a takeover edge of ``v`` faces, if any (one edge per tile)."""
    edges = v.spec.effect_edges(EFFECT)
    if not edges:
        return None
    found = an.linked(v, edges)
    return found[0] if found else None


def takeable(spec: TileSpec) -> bool:
    """Whether a unit of this tile can be taken over: any unit but an HQ (a Dancer Object can: S004)."""
    return spec.is_unit and (not spec.is_hq or spec.is_object)


def _netted_only_by(an: Analysis, v: UnitView, t: UnitView, marked: frozenset[int]) -> bool:
    """Whether the only net on ``v`` is the one of ``t``, the unit its takeover edge faces:
    takeover beats that net (docs/rulings.md V3). A Steel Net marker is not beaten."""
    if v.unit.uid in marked or not t.spec.nets or not any(x is v for x in an.linked(t, t.spec.nets)):
        return False
    for w in an.views.values():
        if w is t or w is v or not w.spec.nets or w.netted:
            continue
        if "spider_net" not in w.spec.abilities and not an.hostile(w.unit.player, v.unit.player):
            continue
        if any(x is v for x in an.linked(w, w.spec.nets)):
            return False  # another free net holds it too
    return True


def _scopes(an: Analysis, t: UnitView, v: UnitView) -> bool:
    """Whether ``t`` is a free Scoper linked to ``v`` by its scoper edges."""
    return (
        "scoper" in t.spec.effect_names
        and not t.netted
        and any(x is v for x in an.linked(t, t.spec.effect_edges("scoper")))
    )


def control(s: GameState) -> dict[int, int]:
    """The units that should be under another player's control now: uid -> controller."""
    owners = {u.uid: s.owner(u) for u in s.units.values()}
    armies = {p: ps.army for p, ps in s.players.items()}
    sides = None if s.teams is None else {p: s.team_of(p) for p in s.players}
    marked = s.steel_nets()
    taken_now = {uid: u.player for u in s.units.values() if (uid := u.uid) in s.taken}
    current: dict[int, int] = dict(taken_now)
    for _ in range(MAX_ROUNDS):
        units = {
            h: Unit(u.uid, current.get(u.uid, owners[u.uid]), u.tile, h, u.facing, u.wounds) for h, u in s.units.items()
        }
        tiles_of = {uid: o for uid, o in owners.items() if current.get(uid, o) != o}
        an = Analysis(s.board, units, armies, sides, marked, foundations=s.foundations, owners=tiles_of)
        claims: list[tuple[int, int, int]] = []  # (source uid, target uid, controller)
        for v in sorted(an._modules, key=lambda x: x.unit.uid):
            t = _target(an, v)
            if t is None or not takeable(t.spec):
                continue
            if v.netted and not _netted_only_by(an, v, t, marked):
                continue
            back = _target(an, t)
            if back is v and not (t.netted and not _netted_only_by(an, t, v, marked)):
                continue  # two takeover edges face each other: neither takes (V6)
            taker = v.beneficiary  # a Scoper that took the Agitator makes it take for its owner
            if taker != v.unit.player and _scopes(an, t, v):
                taker = v.unit.player  # ...unless the Agitator faces that Scoper: it takes the Scoper (V5)
            owner = owners[t.unit.uid]
            if an.friendly(taker, owner):  # own and allied units (a Moloch ally too: V7) are never taken
                continue
            claims.append((v.unit.uid, t.unit.uid, taker))
        new: dict[int, int] = {}
        for _, uid, taker in claims:
            held = taken_now.get(uid)
            if uid not in new or (held == taker and new[uid] != held):
                new[uid] = taker
        if new == current:
            break
        current = new
    return current


def settle(s: GameState, events: Events, owned: bool = False) -> bool:
    """Bring :attr:`GameState.taken` and the units' players in line with :func:`control`;
    the units newly taken wait in :attr:`GameState.to_turn` for their turning. ``owned``: the
    state's units are its own already (in a battle, a loaded position), else they are copied
    before one changes. True when anything changed."""
    stale = [uid for uid in s.taken if s.unit_by_uid(uid) is None]
    for uid in stale:
        del s.taken[uid]  # a unit taken over that died
    if s.to_turn:
        s.to_turn = [uid for uid in s.to_turn if uid in s.taken]
    want = control(s)
    have = {uid: u.player for u in s.units.values() if (uid := u.uid) in s.taken}
    if want == have:
        return bool(stale)
    if not owned:
        s.own_units()  # the units may be shared with the state before the action
    b = s.board
    by_uid = {u.uid: u for u in s.units.values()}
    for uid, controller in sorted(have.items()):
        if want.get(uid) != controller:
            u = by_uid[uid]
            owner = s.taken.pop(uid)
            u.player = owner
            if uid in s.to_turn:
                s.to_turn.remove(uid)
            events.append(ev.ControlLost(controller, owner, u.tile, b.name(u.hex)))
    an = None
    for uid, controller in sorted(want.items()):
        if have.get(uid) == controller:
            continue
        u = by_uid[uid]
        owner = s.owner(u)
        s.taken[uid] = owner
        u.player = controller
        s.to_turn.append(uid)
        if an is None:
            an = analyse(s)
        source = next(
            (v for v in an._modules if v.unit.player == controller and _target(an, v) is an.views[uid]),
            None,
        )
        events.append(ev.TakenOver(controller, owner, u.tile, b.name(u.hex), b.name(source.unit.hex) if source else ""))
    return True


# ---------------------------------------------------------------------- the turning
def _offer(s: GameState, events: Events, draw_after: bool = False) -> None:
    """Offer the turning of the next unit taken over (its controller chooses its facing)."""
    while s.to_turn:
        uid = s.to_turn.pop(0)
        u = s.unit_by_uid(uid)
        if u is None or uid not in s.taken or s.players[u.player].out:
            continue
        s.pending = PendingPush(u.player, u.hex, u.hex, [u.hex], PENDING_TAKEOVER, [], draw_after)
        s.phase = PHASE_CHOICE
        events.append(ev.TakeoverChoice(u.player, u.tile, s.board.name(u.hex)))
        return
    s.pending = None
    s.phase = PHASE_TURN
    if draw_after:
        draw(s, events)


def _after_action(s: GameState, a: Action, events: Events) -> None:
    if s.phase == PHASE_TURN or s.phase == PHASE_CHOICE:
        if not in_play(s):
            return
        settle(s, events)
        if s.to_turn and s.pending is None and s.phase == PHASE_TURN:
            _offer(s, events)
    elif s.to_turn:
        s.to_turn = []  # the game is over: nothing to turn


def _choose(s: GameState, a: Action, events: Events) -> None:
    """``choose HEX FACING``: the unit just taken over faces ``FACING`` (its own facing: not turned)."""
    pending = s.pending
    assert pending is not None
    h = pending_choice(s, a)
    u = s.units[h]
    if a.facing:
        facing = Direction[a.facing]
        if facing != u.facing:
            an = analyse(s)
            u.facing = facing
            name = s.board.name(h)
            events.append(ev.Moved(u.player, u.tile, name, name, facing.name, "takeover"))
            events.extend(freed_events(s, an))
    _offer(s, events, pending.draw_after)


def _choices(state: GameState) -> list[Action]:
    assert state.pending is not None
    name = state.board.name(state.pending.target)
    return [Action("choose", hexes=(name,), facing=f) for f in FACINGS]


def _waiting(state: GameState) -> IllegalAction:
    p = state.pending
    assert p is not None
    u = state.units.get(p.target)
    return IllegalAction(
        f"player {p.player} must first choose how the {u.tile if u else 'unit'} taken over faces: choose HEX FACING",
        "takeover-pending",
        player=p.player,
        hex=state.board.name(p.target),
    )


def _dropped(s: GameState, pending: PendingPush, events: Events) -> None:
    _offer(s, events, pending.draw_after)


def _after_load(s: GameState) -> None:
    """A position loaded from the scenario format: Control as its board gives it (a unit its
    ``taken_by`` names without the contact goes back to its owner), no turning to offer."""
    if in_play(s):
        settle(s, [], owned=True)
        s.to_turn = []


# ---------------------------------------------------------------------- in battle
def _segment_active(s: GameState, an: Analysis) -> bool:
    return in_play(s)


def _segment_after(s: GameState) -> list[ev.Event]:
    """After each initiative segment: contacts that a death ended or opened (V4)."""
    events: Events = []
    settle(s, events, owned=True)
    return events


# ---------------------------------------------------------------------- Rotation and Castling
def _rotation_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    an = lazy.get()
    out: list[Action] = []
    for u in sorted(state.units.values(), key=lambda x: x.uid):
        if u.player == state.current and not an.views[u.uid].netted:
            name = b.name(u.hex)
            out.extend(Action("play", spec.key, (name,), f) for f in FACINGS if f != u.facing.name)
    return out


def _rotation(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 1, "play rotation HEX FACING")
    if not a.facing:
        raise IllegalAction("expected: play rotation HEX FACING", "usage", usage="play rotation HEX FACING")
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0])
    facing = Direction[a.facing]
    if facing == u.facing:
        raise IllegalAction("that move changes nothing", "move-nothing")
    name = s.board.name(u.hex)
    consume_instant(s, spec, name, events)
    u.facing = facing
    events.append(ev.Moved(u.player, u.tile, name, name, facing.name, "rotation"))
    events.extend(freed_events(s, an))


def _p_rotation(rest: list[str]) -> Action:
    expect(rest, 2, "play rotation HEX FACING")
    return Action("play", "rotation", (hex_word(rest[0]),), facing_word(rest[1]))


# ---------------------------------------------------------------------- the army's rules
class VegasRules(registry.ArmyRules):
    plays_last = True  # "Le joueur Vegas est toujours le dernier" (docs/rulings.md V8)


def register() -> None:
    registry.army_rules(ARMY, VegasRules())
    registry.instant(
        "rotation",
        _rotation,
        _rotation_options,
        army=ARMY,
        tile="rotation",
        parse=_p_rotation,
        words=("unit", "facing"),
    )
    registry.pending(PENDING_TAKEOVER, registry.Pending(_choose, _choices, _waiting, _dropped))
    registry.after_action(ARMY, _after_action)
    registry.after_load(ARMY, _after_load)
    SEGMENT_STEPS.append(SegmentStep(_segment_active, after=_segment_after))


register()
