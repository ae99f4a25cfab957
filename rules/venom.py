"""Venom markers, shared by the armies that poison (Neojungle; Mississippi next): the marker
kind ``venom`` on units (:class:`rules.state.Marker`, kept in :attr:`GameState.markers`), each
army's supply of them, the poisoning after a hit and the wounds at the start of every battle
(docs/rulings.md NJ4, NJ5).

An army takes part by saying how many markers its box has (:func:`add_supply`, the one
figure in which the poisoning armies differ); a unit with the ability ``venom``, or linked to a
module that gives it (the condition ``venom``), poisons what it wounds, and an attack kind
registered with :func:`add_poisoning` poisons without wounding. This module registers its steps once, when it
is first imported, however many armies use it.

- After every damage step (:data:`rules.battle.HIT_STEPS`): a hit of a unit with Venom that
  wounded an enemy that is still on the board, and that no Medic took, puts one marker of the
  hitter's owner on it (one per hit, whatever the strength), while that owner's side (allies
  share one pool) has one free.
- At the start of every battle (:data:`rules.battle.BATTLE_START`, the battle's opening
  segment): each unit takes one wound per marker on it, each a hit of its own that a Medic may
  take (the marker stays); in points mode a wound to an HQ scores for the marker's owner.
"""

from __future__ import annotations

from collections import Counter

from rules import events as ev
from rules import registry
from rules.analysis import Analysis, UnitView
from rules.battle import BATTLE_START, HIT_STEPS, Chain, Packet, Part, analyse, resolve_packets
from rules.state import MODE_POINTS, POINTS_TO_WIN, GameState, Marker

VENOM = "venom"
# Attack kinds that poison instead of wounding (Mississippi's Poisoner: "poisoning"): their hit
# puts a marker on an enemy it reaches, whatever its strength, and wounds nothing, so no Medic
# takes it (docs/rulings.md MS2).
POISONING_KINDS: set[str] = set()
Events = list[ev.Event]


def add_supply(army: str, markers: int) -> None:
    """The army ``army`` has ``markers`` venom markers (Neojungle 2, Mississippi 5): at most
    that many of its side's markers lie on the board at once, however many on one unit."""
    registry.marker_kind(VENOM, army, markers)


def add_poisoning(kind: str) -> None:
    """Hits of the attack kind ``kind`` poison instead of wounding (:data:`POISONING_KINDS`)."""
    POISONING_KINDS.add(kind)


def poisons(v: UnitView) -> bool:
    """Whether the hits of this unit that wound also poison: the tile's ability ``venom``
    (Neojungle's Nightshade) or a linked module's (Mississippi's Boiler)."""
    return VENOM in v.spec.abilities or VENOM in v.conditions


def supply_left(state: GameState, player: int) -> int:
    """Venom markers ``player`` may still put on the board: their side's supply less the
    markers of that side on units now (:func:`rules.registry.markers_left`). An army without
    markers never poisons, even with a unit it took over (NI-FAQ "Znaczniki jadu … zerowy
    limit")."""
    left = registry.markers_left(state, VENOM, player)
    return 0 if left is None else left


def _poison(state: GameState, an: Analysis, packets: list[Packet], absorbed: dict[int, Chain], events: Events) -> None:
    for i, p in enumerate(packets):
        src = p.source
        if src is None or i in absorbed:
            continue
        if p.damage <= 0:
            if not POISONING_KINDS or not any(part.kind in POISONING_KINDS for part in p.parts):
                continue
        else:
            v = an.views.get(src.uid)
            if v is None or not poisons(v):
                continue
        t = p.target
        if state.units.get(t.hex) is not t or not state.hostile(src.player, t.player):
            continue
        if supply_left(state, src.player) <= 0:
            continue
        state.add_marker(t.uid, Marker(VENOM, src.player))
        count = len(state.markers_on(t.uid, VENOM))
        events.append(ev.Poisoned(src.player, t.tile, state.board.name(t.hex), t.player, count))


def _wounds(state: GameState) -> Events:
    if not state.markers:
        return []
    state.prune_markers()
    by_uid = {u.uid: u for u in state.units.values()}
    events: Events = []
    packets: list[Packet] = []
    owners: dict[int, list[int]] = {}
    for uid, found in sorted(state.markers.items()):
        venom = [m for m in found if m.kind == VENOM]
        u = by_uid.get(uid)
        if not venom or u is None:
            continue
        events.append(ev.VenomWound(u.player, u.tile, state.board.name(u.hex), len(venom)))
        owners[uid] = [m.player for m in venom]
        packets.extend(Packet(None, VENOM, u, None, [Part(VENOM, 1)]) for _ in venom)
    if not packets:
        return []
    an = analyse(state)
    hqs = {uid: by_uid[uid] for uid in owners if an.views[uid].spec.is_hq}  # Dancer's Objects too, as in battle
    resolved = resolve_packets(state, an, packets, {})
    events.extend(resolved)
    if state.mode == MODE_POINTS and hqs:
        saved = Counter(e.saved_hex for e in resolved if isinstance(e, ev.MedicSaved) and e.attacker_tile == VENOM)
        for uid, u in hqs.items():
            for scorer in owners[uid][saved[state.board.name(u.hex)] :]:
                ps = state.players[scorer]
                if scorer == u.player or ps.out or ps.points >= POINTS_TO_WIN:
                    continue
                ps.points += 1
                events.append(ev.PointsScored(scorer, u.player, 1, ps.points))
    return events


HIT_STEPS.append(_poison)
BATTLE_START.append(_wounds)
registry.marker_kind(VENOM)
