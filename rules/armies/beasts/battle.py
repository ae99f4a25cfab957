"""The Beasts in battle: friendly-fire melee, Agony, the Lair, the Scrabbler's Grab.

- Friendly-fire melee (attack kind ``melee_ff``) hits whatever unit stands on the adjacent
  hex, own and allied ones too (R136, NI-FAQ g.249), except a Flying unit that is not
  netted (R139); melee officers boost it (R75).
- Agony (R137, R138): a warrior with the ability that dies in a segment strikes in it too.
- Lair (R134): a Cerberus that loses contact with its HQ leaves the board at once.
- The Scrabbler's module effect ``grab`` gives a linked unit the Grab ability.

Flying and the Arachnid's Spider Net are abilities the generic battle and net analysis
read from the data (``flying``, ``spider_net``).
"""

from __future__ import annotations

from functools import lru_cache

from rules import events as ev
from rules.analysis import EFFECTS, Analysis, UnitView
from rules.battle import MELEE_KINDS, REACH, SEGMENT_STEPS, DamageStep, Packet, SegmentStep, flies, unit_packets
from rules.catalog import army
from rules.hexes import Board, Direction
from rules.state import GameState


def _ff_melee_reach(board: Board, an: Analysis, v: UnitView, direction: Direction) -> list[tuple[UnitView, int]]:
    """Friendly-fire melee: whatever unit stands on the adjacent hex, but a Flying one."""
    n = board._adj[v.unit.hex][direction]
    t = an.by_hex.get(n) if n is not None else None
    if t is None or (t.spec.abilities and flies(t)):
        return []
    return [(t, 0)]


def agony_packets(
    state: GameState, an: Analysis, packets: list[Packet], fired: set[int], events: list[ev.Event]
) -> list[Packet]:
    """``packets`` plus the Agony attacks of the warriors they kill (R137, R138): a warrior
    with Agony that dies in this segment strikes in it too, unless it is netted or already
    strikes in this segment; a warrior its Agony kills strikes as well (chains). Deaths are
    judged with the Medics' choices, so the set of striking warriors is settled by repeating
    until the warriors that strike are exactly the Agony warriors that die."""
    board = state.board
    own: dict[int, list[Packet]] = {}  # agony warrior uid -> its packets
    sources: list[int] = []
    for _ in range(12):  # a handful of rounds settles any real board; the bound is a safeguard
        current = packets + [p for uid in sources for p in own[uid]]
        _, dying = DamageStep(state, an, current).resolve()
        wanted = [
            uid
            for uid in sorted(dying)
            if uid not in fired and "agony" in an.views[uid].spec.abilities and not an.views[uid].netted
        ]
        if wanted == sources:
            break
        for uid in wanted:
            if uid not in own:
                own[uid] = unit_packets(board, an, an.views[uid])
        sources = wanted
    for uid in sources:
        v = an.views[uid]
        events.append(ev.Agony(v.unit.player, v.unit.tile, board.name(v.unit.hex)))
    return packets + [p for uid in sources for p in own[uid]]


def _agony_on(state: GameState, an: Analysis) -> bool:
    return any("agony" in v.spec.abilities for v in an.views.values())


@lru_cache(maxsize=64)
def lair_key(army_key: str) -> str:
    """The key of the army's Lair warrior (Beasts: Cerberus), or ""."""
    spec = army(army_key).lair
    return spec.key if spec is not None else ""


def remove_lair_strays(state: GameState) -> list[ev.Event]:
    """Remove every Cerberus that is not next to its own HQ (Lair, R134): it leaves the board
    the moment it loses the contact (moved, pushed, pulled, the HQ moved or destroyed)."""
    lairs = {}
    for p, ps in state.players.items():
        key = lair_key(ps.army)
        if key:
            lairs[p] = key
    if not lairs:
        return []
    out: list[ev.Event] = []
    for u in sorted(state.units.values(), key=lambda x: x.uid):
        if lairs.get(u.player) != u.tile:
            continue
        hq = state.hq_of(u.player)
        if hq is None or hq.hex.distance(u.hex) != 1:
            del state.units[u.hex]
            state.players[u.player].discard.append(u.tile)
            out.append(ev.LairLost(u.player, u.tile, state.board.name(u.hex)))
    return out


def _lair_on(state: GameState, an: Analysis) -> bool:
    return any(lair_key(ps.army) for ps in state.players.values())


def _grab(t: UnitView, src: UnitView, value: int) -> None:
    t.grabbers += (src.unit.uid,)


REACH["melee_ff"] = _ff_melee_reach
MELEE_KINDS.add("melee_ff")  # officers boost friendly-fire melee too (R75)
SEGMENT_STEPS.append(SegmentStep(_agony_on, packets=agony_packets))
SEGMENT_STEPS.append(SegmentStep(_lair_on, after=remove_lair_strays))  # an HQ destroyed takes its Cerberus
EFFECTS["grab"] = _grab
