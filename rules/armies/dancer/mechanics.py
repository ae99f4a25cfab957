"""Dancer's turn and set-up: Objects placed instead of an HQ, the Action tile (an attack
from one edge, or the Yellow Object's Healing), Dance and Release (abilities.md §7;
docs/rulings.md "Dancer").

- Set-up: Dancer's three Objects (units, HQs and modules at once: :mod:`.objects`) go on
  the board one by one (``place object-red HEX FACING``); Dancer always starts (S004), may
  not take the team side of one against a team (R112), and has no unlucky draw (R93).
- ``dance FROM TO FACING ...``: right after drawing, instead of playing tiles, the Objects
  swap hexes and turn; the hand is discarded.
- ``play action OBJECT DIRECTION``: one Object attacks with one edge;
  ``play action YELLOW TARGET``: the Yellow Object heals (R145).
- Release (R147): a netted Object may still move (a Move tile, a Dance); breaking free costs
  a wound per net.
- Sniper, Grenade and Air Strike hit an Object for one wound (R148).
In battle Objects are units and HQs at once (rules.battle); their module features are
modules (rules.analysis).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations, product

from rules import events as ev
from rules import registry
from rules.actions import Action, IllegalAction, InvalidNotation, RulesError, expect, facing_word, hex_word, is_hex_word
from rules.analysis import Analysis
from rules.armies.dancer.objects import HEAL, has_objects, nets_on, objects_of, owned_objects, start_hp, sync_hp
from rules.battle import LazyAnalysis, Packet, Part, analyse, freed_events, resolve_packets, unit_packets
from rules.catalog import Army, TileSpec, army
from rules.common import DIRECTIONS, FACINGS, consume_instant, parse_hex, placements
from rules.hexes import Direction, Hex
from rules.state import HQ_START_HP, MODE_1V2, PHASE_HQ, PHASE_TURN, GameState, Unit
from rules.turns import check_hq_falls, next_hq

ARMY = "dancer"
Events = list[ev.Event]


# ====================================================================== set-up: the Objects
def _objects_to_place(state: GameState) -> list[str]:
    """During set-up, the current player's Objects not yet on the board (Dancer only)."""
    if state.phase != PHASE_HQ:
        return []
    a = army(state.players[state.current].army)
    if not a.objects:
        return []
    on_board = {u.tile for u in objects_of(state, state.current)}
    return [t.key for t in a.objects if t.key not in on_board]


class ObjectRules(registry.ArmyRules):
    """An army of Objects (units, HQs and modules at once) instead of one HQ."""

    starts_first = True  # "Dancer zawsze zaczyna" (S004)
    unlucky_draw = False  # no unlucky-draw rule for Dancer (R93)

    def __init__(self, a: Army) -> None:
        self.army = a

    def start_hp(self) -> int | None:
        return start_hp(self.army.key)  # the sum of its Objects' hit points

    def sync_hp(self, state: GameState, player: int) -> None:
        sync_hp(state, player)

    def check_seat(self, mode: str, teams: list[list[int]], player: int) -> None:
        if mode == MODE_1V2 and player in teams[1]:  # R112
            raise RulesError(
                "Dancer cannot be on the team in one against a team: give it the single seat",
                "dancer-team",
                army=self.army.key,
            )

    def setup_options(self, state: GameState) -> list[Action] | None:
        b = state.board
        names = [b.name(h) for h in b.hexes if h not in state.units]
        return [a for key in _objects_to_place(state) for n in names for a in placements(key, n)]

    def setup_placing(self, state: GameState) -> bool:
        return bool(_objects_to_place(state))

    def before_hq(self, state: GameState) -> None:
        raise IllegalAction(
            "Dancer has no HQ: place its Objects (place object-red HEX FACING)",
            "dancer-place-objects",
            army=state.players[state.current].army,
        )

    def setup_place(self, s: GameState, a: Action, events: Events) -> None:
        todo = _objects_to_place(s)
        found = army(s.players[s.current].army).find_tile(a.tile)
        if found is None or found.key not in todo:
            raise IllegalAction(
                f"place one of your Objects: {', '.join(todo)}",
                "dancer-object-expected",
                tile=a.tile,
                options=", ".join(todo),
            )
        h = parse_hex(s, a.hexes[0])
        if h in s.units:
            raise IllegalAction(f"{a.hexes[0]} is taken", "taken", hex=a.hexes[0])
        facing = Direction[a.facing]
        s.units[h] = Unit(s.next_uid, s.current, found.key, h, facing)
        s.next_uid += 1
        events.append(ev.ObjectPlaced(s.current, found.key, s.board.name(h), facing.name))
        if len(todo) == 1:
            sync_hp(s, s.current)
            next_hq(s, events)

    def setup_done(self, state: GameState, player: int) -> bool:
        return len(objects_of(state, player)) == len(self.army.objects)


# ====================================================================== Release
def _release(s: GameState, held: dict[int, int], events: Events) -> None:
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
        events.append(ev.Released(s.owner(u), u.tile, s.board.name(u.hex), held[uid]))
        packets.append(Packet(None, "release", u, None, [Part("release", held[uid])]))
    if packets:
        events.extend(resolve_packets(s, an, packets, {}))
        check_hq_falls(s, events)


def _is_object(spec: TileSpec) -> bool:
    return spec.is_object


# ====================================================================== Dance and the Action tile
def _may_dance(state: GameState) -> bool:
    ps = state.players[state.current]
    return (
        state.phase == PHASE_TURN
        and state.pending is None
        and has_objects(ps.army)
        and not state.turn.acted
        and not ps.terror
        and bool(owned_objects(state, state.current))  # those under Vegas's Control too (S004)
    )


@lru_cache(maxsize=1024)
def _dances(spots: tuple[tuple[str, str], ...]) -> tuple[Action, ...]:
    """Every Dance from Objects on ``spots`` ((hex, facing) in uid order): each arrangement
    of the Objects on their hexes and facings but the one they have now."""
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


def _dance_actions(state: GameState, lazy: LazyAnalysis, verb: str | None) -> list[Action]:
    b = state.board
    spots = tuple((b.name(u.hex), u.facing.name) for u in owned_objects(state, state.current))
    return list(_dances(spots))


def _do_dance(s: GameState, a: Action, events: Events) -> None:
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
        h = parse_hex(s, src)
        u = s.units.get(h)
        if u is None or s.owner(u) != s.current or not s.spec(u).is_object:  # under Control too (S004)
            raise IllegalAction(f"there is no Object of yours on {src} to Dance", "dance-not-object", hex=src)
        if any(m[0] is u for m in moves):
            raise IllegalAction(f"the Object on {src} is named twice", "dance-twice", hex=src)
        try:
            facing = Direction.parse(facing_name)
        except ValueError:
            raise IllegalAction(f"{facing_name!r} is not a facing", "bad-facing", word=facing_name) from None
        dst = parse_hex(s, dst_name)
        if dst == u.hex and facing == u.facing:
            raise IllegalAction(f"the Object on {src} would not change", "dance-unchanged", hex=src)
        moves.append((u, dst, facing))
    if sorted(m[0].hex for m in moves) != sorted(m[1] for m in moves):
        raise IllegalAction(
            "a Dance only swaps Objects among their own hexes: every hex left must be taken by another dancing Object",
            "dance-not-swap",
        )
    held = {u.uid: nets_on(s, an, u) for u, _, _ in moves if an.views[u.uid].netted}
    for u, _, _ in moves:  # "w analogiczny sposób przy Przejęciu Kontroli": a wound for the Control too
        if u.uid in s.taken:
            held[u.uid] = held.get(u.uid, 0) + 1
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


def _action_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    """Every Action: an attack from one edge of an Object (not netted, not used this turn),
    or Yellow's Healing on itself or on the Object on its healing edge."""
    key = spec.key
    an = lazy.get()
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


def _i_action(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    usage = "play action OBJECT DIRECTION | play action YELLOW TARGET"
    if len(a.hexes) not in (1, 2) or (len(a.hexes) == 1) != bool(a.facing):
        raise IllegalAction(f"expected: {usage}", "usage", usage=usage)
    if s.players[s.current].terror:
        raise IllegalAction("Terror: Dancer cannot use an Action this turn", "action-terror")
    an = analyse(s)
    h = parse_hex(s, a.hexes[0])
    u = s.units.get(h)
    if u is None or u.player != s.current or not s.spec(u).is_object:
        raise IllegalAction(f"there is no Object of yours on {a.hexes[0]}", "action-not-object", hex=a.hexes[0])
    v = an.views[u.uid]
    if v.netted:
        raise IllegalAction(
            f"the {v.spec.key} on {a.hexes[0]} is netted: no Action can be played on it",
            "action-netted",
            tile=u.tile,
            army=v.spec.army,
            hex=a.hexes[0],
        )
    if f"action:{u.uid}" in s.turn.used:
        raise IllegalAction(
            f"the {v.spec.key} already had its Action this turn",
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
            f"the {v.spec.key} has no attack on its edge facing {direction.name}",
            "action-no-attack",
            tile=u.tile,
            army=v.spec.army,
            dir=direction.name,
        )
    s.turn.used.append(f"action:{u.uid}")
    consume_instant(s, spec, a.hexes[0], events)
    reflections: Events = []
    packets = unit_packets(s.board, an, v, reflections=reflections, only_edge=edge)
    events.append(ev.ActionAttack(u.player, u.tile, a.hexes[0], direction.name))
    events.extend(reflections)
    events.extend(resolve_packets(s, an, packets, {}))  # outside a battle: kills leave at once, no Agony
    check_hq_falls(s, events)


def _heal(s: GameState, an: Analysis, spec: TileSpec, yellow: Unit, target_name: str, events: Events) -> None:
    v = an.views[yellow.uid]
    if not v.spec.effect_edges("healing"):
        raise IllegalAction(
            f"the {v.spec.key} cannot heal: only the Yellow Object has Healing",
            "heal-not-healer",
            tile=yellow.tile,
            army=v.spec.army,
        )
    if v.netted or v.beneficiary != yellow.player:
        raise IllegalAction(
            f"Healing is blocked: the {v.spec.key} is netted or held by a Scoper",
            "heal-blocked",
            hex=s.board.name(yellow.hex),
        )
    th = parse_hex(s, target_name)
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
    consume_instant(s, spec, s.board.name(yellow.hex), events)
    tv = an.views[t.uid]
    if tv.spec.is_object:
        amount = min(HEAL, t.wounds)
        t.wounds -= amount
        sync_hp(s, t.player)
        hp = tv.spec.hp - t.wounds
    else:
        ps = s.players[t.player]
        amount = min(HEAL, HQ_START_HP - ps.hq_hp)
        ps.hq_hp += amount
        hp = ps.hq_hp
    events.append(ev.Healed(yellow.player, t.tile, target_name, amount, hp, t.player))


# ====================================================================== notation
def _p_dance(args: list[str]) -> Action:
    """``dance FROM TO FACING ...``: each Object that changes, where it goes and how it faces
    (the words are kept in ``hexes``: hex, hex, facing per Object)."""
    usage = "dance FROM TO FACING [FROM TO FACING...]"
    if not args or len(args) % 3:
        raise InvalidNotation(f"expected: {usage}", "usage", usage=usage)
    words: list[str] = []
    for i in range(0, len(args), 3):
        words.extend((hex_word(args[i]), hex_word(args[i + 1]), facing_word(args[i + 2])))
    return Action("dance", hexes=tuple(words))


def _p_action(rest: list[str]) -> Action:
    expect(rest, 2, "play action OBJECT DIRECTION | play action YELLOW TARGET")
    if is_hex_word(rest[1]):
        return Action("play", "action", (hex_word(rest[0]), hex_word(rest[1])))  # Healing
    return Action("play", "action", (hex_word(rest[0]),), facing_word(rest[1]))  # an attack from one edge


# ====================================================================== registration
def _gate(seats: tuple[int, ...], armies: tuple[str, ...], me: int) -> registry.Check | None:
    return _may_dance if has_objects(armies[seats.index(me)]) else None


def _short(unit: Unit) -> str:
    """``object-red`` -> ``red``: an Object's word in the dance planner's commands."""
    return unit.tile.removeprefix("object-")


def register() -> None:
    registry.army_rules(ARMY, ObjectRules(army(ARMY)))
    registry.verb("dance", _do_dance, army=ARMY, parse=_p_dance, moves=True, before_discard=True)
    registry.turn_abilities(
        ARMY, registry.TurnAbilities(frozenset({"dance"}), _dance_actions, _gate, before_discard=True)
    )
    registry.arrangement(ARMY, registry.Arrangement("dance", objects_of, _short))
    registry.instant(
        "action", _i_action, _action_options, army=ARMY, tile="action", parse=_p_action, asks=("own", "edge")
    )
    registry.exposed_hq(ARMY, _is_object)  # instants that spare HQs hit an Object for one wound (R148)
    registry.breakout(ARMY, registry.Breakout(_is_object, nets_on, _release))


register()
