"""Mississippi's Venom, Poisoning, Paralysis, Zone, Shadow, Toxic Bomb, Smokescreen and
Transposition (docs/rulings.md, "Mississippi").

- Venom (MS1): the box has five markers (:func:`rules.venom.add_supply`); the Boiler's linked
  units poison what they wound (the module effect ``venom`` puts the condition ``venom`` on
  them, which :func:`rules.venom.poisons` reads); the markers, the wounds at the start of
  every battle and the Medics are :mod:`rules.venom`'s, as for Neojungle.
- Poisoning (MS2), the Poisoner's attack: it reaches the adjacent enemy on its edge and puts a
  venom marker on it instead of wounding it (no Medic takes it, no officer boosts it; a
  Reflection turns it back as any attack).
- Paralysis (MS3), a module effect on linked enemy units (HQs included): while linked, the
  unit does not attack (its initiative passes unused; its other abilities act).
- Zone (MS4): the initiative of linked enemy units is 0, and nothing raises it.
- Mutation (MS5): +2 toughness, the generic module effect (an HQ's hit points are its track,
  which toughness never changes).
- Shadow (MS6): a melee attack on any enemy unit on the board; no armour and no Reflection
  stop it (it comes from no edge); melee officers boost it.
- Toxic Bomb (MS7), a Foundation: at initiative 1 of the next battle it explodes, 1 wound to
  every unit on its hex and the six around it, friend and foe, HQs spared (as Moloch's Air
  Strike), then leaves the board.
- Smokescreen (MS8): turn one enemy unit (not an HQ) to any facing.
- Transposition (MS9): two own units, anywhere on the board and neither netted, swap hexes
  and keep their facings.
- The HQ's Push Back (MS10) is the generic ``push_back`` ability (``push HQ TARGET``).
"""

from __future__ import annotations

from rules import events as ev
from rules import registry, venom
from rules.actions import Action, IllegalAction, expect, facing_word, hex_word, hexes_target
from rules.analysis import DISARMING, EFFECTS, NEGATIVE_EFFECTS, ZEROING, Analysis, UnitView, condition
from rules.battle import (
    MELEE_KINDS,
    REACH,
    SEGMENT_STEPS,
    UNDIRECTED,
    LazyAnalysis,
    Packet,
    Part,
    SegmentStep,
    analyse,
    flies,
    freed_events,
    is_enemy,
)
from rules.catalog import TileSpec, army
from rules.common import FACINGS, consume_instant, need, own_unit, parse_hex
from rules.hexes import Board, Direction, Hex
from rules.instants import swap_units
from rules.state import GameState

ARMY = "mississippi"
VENOM_MARKERS = 5  # "Na planszy jednocześnie może leżeć maksymalnie 5 znaczników Jadu Missisipi"
TOXIC_BOMB = "toxic_bomb"  # the Foundation's ability
TOXIC_BOMB_INITIATIVE = 1
Events = list[ev.Event]


# ---------------------------------------------------------------------- attacks
def _poisoning_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    """The enemy on the adjacent hex (Poisoning is no melee: a Flying unit is poisoned too)."""
    n = board._adj[v.unit.hex][direction]
    t = an.by_hex.get(n) if n is not None else None
    if t is None or not is_enemy(an, v.unit, t.unit):
        return []
    return [(t, 0)]


def _shadow_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    """Any enemy unit on the board, no armour; the engine chooses for the owner (MS6): an enemy
    HQ (or Dancer Object) first, else the unit whose hit would kill it, else the first enemy,
    each in board order. A Flying unit not netted is passed by, as by every melee."""
    strength = 1 + v.melee_bonus
    best: tuple[tuple[int, int], UnitView] | None = None
    order = {h: i for i, h in enumerate(board.hexes)}
    for t in an.views.values():
        if not is_enemy(an, v.unit, t.unit) or (t.spec.abilities and flies(t)):
            continue
        if t.spec.is_hq:
            rank = 0
        elif t.unit.wounds + strength >= t.hp:
            rank = 1
        else:
            rank = 2
        key = (rank, order[t.unit.hex])
        if best is None or key < best[0]:
            best = (key, t)
    return [] if best is None else [(best[1], 0)]


# ---------------------------------------------------------------------- Toxic Bomb
def _bombs(s: GameState) -> list[Hex]:
    specs = {p: army(ps.army) for p, ps in s.players.items()}
    return [
        h
        for h, f in s.foundations.items()
        if f.player in specs
        and specs[f.player].has_tile(f.tile)
        and TOXIC_BOMB in specs[f.player].tile(f.tile).abilities
    ]


def _bomb_active(s: GameState, an: Analysis) -> bool:
    return bool(s.foundations) and bool(_bombs(s))


def _bomb_segments(s: GameState) -> list[int]:
    return [TOXIC_BOMB_INITIATIVE] if _bombs(s) else []


def _bomb_at(s: GameState, an: Analysis, k: int, events: Events) -> list[Packet]:
    """At initiative 1 every Toxic Bomb explodes: 1 wound to each unit on its hex and the six
    around it, friend and foe, HQs spared as by the Air Strike (a Dancer Object takes 1), and
    it leaves for its owner's discard pile."""
    if k != TOXIC_BOMB_INITIATIVE:
        return []
    out: list[Packet] = []
    hit: set[int] = set()
    for h in _bombs(s):
        f = s.foundations.pop(h)
        s.players[f.player].discard.append(f.tile)
        events.append(ev.FoundationDestroyed(f.player, f.tile, s.board.name(h), "explosion"))
        for x in [h] + [n for _, n in s.board.neighbours(h)]:
            t = an.by_hex.get(x)
            if t is not None and t.unit.uid not in hit and registry.instant_target(t.spec):
                hit.add(t.unit.uid)
                out.append(Packet(None, f.tile, t.unit, None, [Part("toxic-bomb", 1)]))
    return out


# ---------------------------------------------------------------------- Smokescreen
def _smoke_targets(state: GameState) -> list[Hex]:
    index = {h: i for i, h in enumerate(state.board.hexes)}
    return sorted(
        (h for h, u in state.units.items() if state.hostile(state.current, u.player) and not state.spec(u).is_hq),
        key=index.__getitem__,
    )


def _smokescreen_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    out: list[Action] = []
    for h in _smoke_targets(state):
        u = state.units[h]
        name = state.board.name(h)
        out.extend(Action("play", spec.key, (name,), f) for f in FACINGS if f != u.facing.name)
    return out


def _smokescreen(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 1, "play smokescreen HEX FACING")
    if not a.facing:
        raise IllegalAction("expected: play smokescreen HEX FACING", "usage", usage="play smokescreen HEX FACING")
    h = parse_hex(s, a.hexes[0])
    u = s.units.get(h)
    if u is None or not s.hostile(s.current, u.player) or s.spec(u).is_hq:
        raise IllegalAction("a Smokescreen turns an enemy unit (not an HQ)", "smokescreen-target", hex=a.hexes[0])
    facing = Direction[a.facing]
    if facing == u.facing:
        raise IllegalAction("that move changes nothing", "move-nothing")
    an = analyse(s)
    consume_instant(s, spec, a.hexes[0], events)
    u.facing = facing
    events.append(ev.Moved(u.player, u.tile, a.hexes[0], a.hexes[0], facing.name, "smokescreen"))
    events.extend(freed_events(s, an))


def _p_smokescreen(rest: list[str]) -> Action:
    expect(rest, 2, "play smokescreen HEX FACING")
    return Action("play", "smokescreen", (hex_word(rest[0]),), facing_word(rest[1]))


# ---------------------------------------------------------------------- Transposition
def _transposition_options(state: GameState, lazy: LazyAnalysis, spec: TileSpec) -> list[Action]:
    b = state.board
    an = lazy.get()
    index = {h: i for i, h in enumerate(b.hexes)}
    mine = sorted(
        (h for h, u in state.units.items() if u.player == state.current and not an.views[u.uid].netted),
        key=index.__getitem__,
    )
    return [Action.play(spec.key, b.name(x), b.name(y)) for i, x in enumerate(mine) for y in mine[i + 1 :]]


def _transposition(s: GameState, spec: TileSpec, a: Action, events: Events) -> None:
    need(a, 2, "play transposition UNIT UNIT")
    an = analyse(s)
    u = own_unit(s, an, a.hexes[0])
    w = own_unit(s, an, a.hexes[1])
    if u is w:
        raise IllegalAction("Transposition swaps two of your units", "transposition-two", hexes=" ".join(a.hexes))
    consume_instant(s, spec, " ".join(a.hexes), events)
    swap_units(s, u, w, "transposition", an, events)


# ---------------------------------------------------------------------- registration
def register() -> None:
    # what the pictures show: a unit its Paralysis module links to
    registry.unit_state(ARMY, "paralysis", lambda state, an, u: "paralysis" in an.views[u.uid].conditions)
    venom.add_supply(ARMY, VENOM_MARKERS)
    venom.add_poisoning("poisoning")
    REACH["poisoning"] = _poisoning_reach
    REACH["shadow"] = _shadow_reach
    MELEE_KINDS.add("shadow")
    UNDIRECTED.add("shadow")
    EFFECTS["venom"] = condition(venom.VENOM)
    EFFECTS["paralysis"] = condition("paralysis")
    EFFECTS["zone"] = condition("zone")
    NEGATIVE_EFFECTS.update({"paralysis", "zone"})
    DISARMING.add("paralysis")
    ZEROING.add("zone")
    SEGMENT_STEPS.append(SegmentStep(_bomb_active, segments=_bomb_segments, at=_bomb_at))
    registry.instant(
        "smokescreen",
        _smokescreen,
        _smokescreen_options,
        army=ARMY,
        tile="smokescreen",
        parse=_p_smokescreen,
        words=("target", "facing"),
        needs="err-smokescreen-needs",
    )
    registry.instant(
        "transposition",
        _transposition,
        _transposition_options,
        army=ARMY,
        tile="transposition",
        parse=hexes_target("transposition", "play transposition UNIT UNIT"),
        words=("unit", "target"),
        needs="err-transposition-needs",
    )


register()


__all__ = ["VENOM_MARKERS"]
