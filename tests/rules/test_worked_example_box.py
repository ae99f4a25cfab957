"""The two-army box's worked example, Beasts vs Steel Police: set-up, turns 1-8 and the battle.

Rulebook of the "Steel Police vs Beasts" box (seed S001), "PRZYKŁADOWY FRAGMENT GRY"
(the HQs and turns 1-8) and "PRZYKŁADOWA BITWA" (segments 3, 2, 1, 0 and the end of the
battle). The rulebook shows the board in pictures only; the hexes and facings below are
one board consistent with every sentence of the text (docs/worked-example-box.md explains
each choice). The box numbers the HQ placement apart ("WYSTAWIANIE SZTABÓW"), so its
turn N is the engine's turn N. Michał commands the Beasts and starts; Ignacy the Steel Police.
The battle alone, from the board before it, is tests/scenarios/worked_example_box.json.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules import apply, legal_actions
from rules.battle import _slot_table, analyse
from rules.events import BattleFought, Event
from rules.scenario import board_json, run
from rules.state import PHASE_CHOICE, PHASE_TURN, GameState
from tests.rules.helpers import battle, of_type, play_rigged, tiles_at

BEASTS, POLICE = 1, 2
SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "worked_example_box.json"

DRAWS = {
    BEASTS: ["ranger", "move", "acid-spit", "bug", "grab", "vulture", "scrabbler"]
    # turn 7: three instants, an unlucky draw, then Alpha and two Hives
    + ["battle", "grab", "move", "alpha", "hive", "hive"],
    POLICE: ["wardog", "officer", "battle", "pacifier", "judge", "predator", "officer", "sergeant"]
    + ["executioner", "judge", "battle"],
}

TURNS = [
    # HQs: the Beasts HQ in the very centre, Cerberus right next to it; the Steel Police in a corner.
    ["hq C3", "place cerberus D2 NW", "hq A1"],
    # turn 1, Beasts (draws 1: Ranger, "Zwiadowca") - Cerberus moves 1 hex, the Ranger joins it.
    ["move D2 C2 NW", "place ranger D2 NW", "end"],
    # turn 2, Police (draws 2: Wardog, Officer) - the Wardog next to the HQ shoots at Cerberus,
    # the Officer boosts it and readies B2 for a shooter.
    ["place wardog A2 N", "place officer B3 N", "end"],
    # turn 3, Beasts (Move, Acid-Spit, Bug) - discard Move; the Bug takes B2, the Acid-Spit by the Wardog.
    ["discard move", "place bug B2 S", "place acid-spit A3 NE", "end"],
    # turn 4, Police (Battle, Pacifier, Judge) - discard Battle; the Pacifier nets the Acid-Spit,
    # Net of Steel on the Bug (1 HQ hit point), the Judge takes the last hex next to the HQ.
    ["discard battle", "place pacifier B4 N", "net B2", "place judge B1 NW", "end"],
    # turn 5, Beasts (Grab, Vulture, Scrabbler) - discard Grab; the Scrabbler gives the HQ Grab.
    ["discard grab", "place vulture C1 NE", "place scrabbler D3 NW", "end"],
    # turn 6, Police (Predator, Officer, Sergeant) - discard the Officer.
    ["discard officer", "place predator C5 NE", "place sergeant C4 SE", "end"],
    # turn 7, Beasts (Battle, Grab, Move: unlucky draw -> Alpha, Hive, Hive) - one Hive kept;
    # Alpha attacks the Predator.
    ["redraw", "discard hive", "place alpha D4 SW", "end"],
    # turn 8, Police (Executioner, Judge, Battle) - discard the Judge; execute Alpha; Battle!
    ["discard judge", "execute D4 N", "play battle"],
]

BOARD_BEFORE_THE_BATTLE = {
    "A1": "hq",  # Steel Police
    "A2": "wardog",
    "B1": "judge",
    "B3": "officer",
    "B4": "pacifier",
    "C4": "sergeant",
    "C5": "predator",
    "D4": "executioner",
    "C3": "hq",  # Beasts
    "C2": "cerberus",
    "D2": "ranger",
    "B2": "bug",
    "A3": "acid-spit",
    "C1": "vulture",
    "D3": "scrabbler",
}


def play(turns: list[list[str]] = TURNS) -> tuple[GameState, list[list[Event]]]:
    return play_rigged(("beasts", "steel-police"), 2019, DRAWS, turns)


def before_the_battle() -> GameState:
    state, _ = play(TURNS[:-1] + [TURNS[-1][:-1]])
    return state


def segments(log: list[list[Event]]) -> dict[int, list[dict[str, Any]]]:
    [report] = [e for e in log[-1] if isinstance(e, BattleFought)]
    return {s.initiative: [e.to_json() for e in s.events] for s in report.segments}


def pairs(events: list[dict[str, Any]], kind: str = "hit") -> set[tuple[str, str]]:
    return {(e["tile"], e["target_tile"]) for e in events if e["type"] == kind}


def _slots(state: GameState, hex_name: str) -> list[tuple[object, int]]:
    """The battle slots (slot, initiative) of the unit on ``hex_name``."""
    h = state.board.parse(hex_name)
    [slots] = [slots for v, slots in _slot_table(analyse(state)) if v.unit.hex == h]
    return list(slots)


def test_draws_match_the_rulebook() -> None:
    _, log = play()
    drawn = [[t for d in of_type(turn, "drew") for t in d["tiles"]] for turn in log]
    assert drawn[0] == ["ranger"]  # the first player draws one tile
    assert drawn[1] == ["wardog", "officer"]  # the second player draws two
    assert drawn[2] == ["move", "acid-spit", "bug"]
    assert drawn[6] == ["battle", "grab", "move"]  # all instants: an unlucky draw
    assert of_type(log[7], "redrew") == [{"type": "redrew", "player": BEASTS, "discarded": ["battle", "grab", "move"]}]
    assert of_type(log[7], "turn_ended")[0]["kept"] == ["hive"]  # one Hive kept for later
    # Turn 7's second draw, then the Steel Police draw of turn 8.
    assert drawn[7] == ["alpha", "hive", "hive", "executioner", "judge", "battle"]


def test_turns_1_to_3_as_the_rulebook_explains_them() -> None:
    state, _ = play(TURNS[:2])
    # Turn 1: Cerberus still next to its HQ; the Ranger makes it fast (initiative 3).
    assert tiles_at(state)["C2"] == "cerberus"
    assert [s for _, s in _slots(state, "C2")] == [3]

    state, _ = play(TURNS[:3])
    # Turn 2: the Wardog, boosted by the Officer, would shoot Cerberus; the Officer is doomed
    # next to the Beasts HQ.
    seg = {s.initiative: [e.to_json() for e in s.events] for s in battle(state)[1].segments}
    assert ("wardog", "cerberus") in pairs(seg[2])
    assert [e["strength"] for e in seg[2] if e["type"] == "hit" and e["tile"] == "wardog"] == [2]
    assert ("hq", "officer") in pairs(seg[1])

    state, _ = play(TURNS[:4])
    # Turn 3: the Wardog would kill the Bug before its initiative, but its Agony would strike the
    # Steel Police HQ.
    seg = {s.initiative: [e.to_json() for e in s.events] for s in battle(state)[1].segments}
    assert ("wardog", "bug") in pairs(seg[2])
    assert any(e["type"] == "agony" and e["tile"] == "bug" for e in seg[2])
    assert ("bug", "hq") in pairs(seg[2])
    assert ("acid-spit", "wardog") in pairs(seg[2])  # the Acid-Spit by the Wardog shoots it


def test_turns_4_to_8_as_the_rulebook_explains_them() -> None:
    _, log = play()
    # Turn 4: Net of Steel costs 1 HQ hit point; the Judge takes the last free hex by the HQ.
    assert of_type(log[4], "steel_net_placed") == [
        {"type": "steel_net_placed", "player": POLICE, "target_player": BEASTS, "tile": "bug", "hex": "B2",
         "cost": 1, "hq_hp": 19}
    ]  # fmt: skip
    state, _ = play(TURNS[:5])
    police_hq = state.board.parse("A1")
    assert all(n in state.units for _, n in state.board.neighbours(police_hq))
    an = analyse(state)
    assert an.netted(state.units[state.board.parse("A3")].uid)  # the Pacifier's net on the Acid-Spit
    assert an.netted(state.units[state.board.parse("B2")].uid)  # the Steel Net marker on the Bug

    # Turn 5: the Scrabbler gives the HQ Grab; Michał could pull the Pacifier but does not.
    state, _ = play(TURNS[:5] + [TURNS[5][:-1]])
    assert "grab C3 B4" in {str(a) for a in legal_actions(state)}

    # Turn 6: the Sergeant gives the Predator an additional initiative: 2 and 1.
    state, _ = play(TURNS[:7])
    assert sorted(s for _, s in _slots(state, "C5")) == [1, 2]

    # Turn 8: Execution for 1 HQ hit point removes Alpha; the Executioner takes its hex.
    assert of_type(log[8], "executed") == [
        {"type": "executed", "player": POLICE, "target_player": BEASTS, "target_tile": "alpha", "hex": "D4",
         "facing": "N", "cost": 1, "hq_hp": 18}
    ]  # fmt: skip


def test_board_before_the_battle() -> None:
    state = before_the_battle()
    assert tiles_at(state) == BOARD_BEFORE_THE_BATTLE
    assert (state.players[BEASTS].hq_hp, state.players[POLICE].hq_hp) == (20, 18)
    assert state.units[state.board.parse("B2")].uid == state.players[POLICE].steel_net
    # The scenario file holds this very board.
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    key = sorted((u["hex"], u["player"], u["tile"], u["facing"], u.get("steel_net")) for u in data["board"])
    assert sorted((u["hex"], u["player"], u["tile"], u["facing"], u.get("steel_net")) for u in board_json(state)) == key
    assert {p: v["hq_hp"] for p, v in data["players"].items()} == {"1": 20, "2": 18}


def test_the_battle() -> None:
    state, log = play()
    segs = segments(log)
    # Segment 0: only the Steel Police HQ, with no enemy next to it: nothing happens, so the
    # engine reports no segment 0 (empty segments are left out).
    assert sorted(segs, reverse=True) == [3, 2, 1]
    at_0 = [state.board.name(v.unit.hex) for v, slots in _slot_table(analyse(state)) if 0 in {k for _, k in slots}]
    assert at_0 == ["A1"]  # the Judge (initiatives 1 and 0) died at 1
    around = [state.units[n] for _, n in state.board.neighbours(state.board.parse("A1")) if n in state.units]
    assert [u.tile for u in around if u.player != POLICE] == []  # no enemy next to it: it attacks nobody

    # Segment 3: Cerberus alone (3 thanks to the Ranger) hits the Judge and its own Ranger; the
    # Judge turns the attack back: Cerberus and the Ranger take 2 wounds each and die.
    assert pairs(segs[3]) == {("cerberus", "cerberus"), ("cerberus", "ranger")}
    [refl] = [e for e in segs[3] if e["type"] == "reflected"]
    assert (refl["tile"], refl["hex"], refl["attacker_tile"], refl["to_hex"]) == ("judge", "B1", "cerberus", "C2")
    assert {e["damage"] for e in segs[3] if e["type"] == "hit"} == {2}
    assert {e["tile"] for e in segs[3] if e["type"] == "killed"} == {"cerberus", "ranger"}

    # Segment 2: the Wardog kills the netted Bug (no Agony); the Predator hits the Beasts HQ for 2;
    # the netted Acid-Spit does not attack.
    assert pairs(segs[2]) == {("wardog", "bug"), ("predator", "hq")}
    assert not [e for e in segs[2] if e["type"] == "agony"]
    assert [e["hp"] for e in segs[2] if e["type"] == "hq_damaged"] == [18]
    assert {e["tile"] for e in segs[2] if e["type"] == "killed"} == {"bug"}

    # Segment 1: the Vulture kills the Judge, the Executioner the Scrabbler, the Predator strikes
    # again (Sergeant) for 2, the Beasts HQ kills the Sergeant and the Officer.
    assert pairs(segs[1]) == {
        ("vulture", "judge"),
        ("executioner", "scrabbler"),
        ("predator", "hq"),
        ("hq", "sergeant"),
        ("hq", "officer"),
    }
    assert [e["hp"] for e in segs[1] if e["type"] == "hq_damaged"] == [16]
    assert {e["tile"] for e in segs[1] if e["type"] == "killed"} == {"judge", "scrabbler", "sergeant", "officer"}

    # No Agony anywhere, no damage to the Steel Police HQ.
    assert not of_type(log[-1], "agony")
    assert not [e for e in of_type(log[-1], "hq_damaged") if e["player"] == POLICE]
    # The Bug has left the board: the Steel Net marker is back.
    assert of_type(log[-1], "steel_net_returned") == [{"type": "steel_net_returned", "player": POLICE}]
    assert state.players[POLICE].steel_net is None


def test_the_vulture_flies_next_to_the_steel_police_hq_and_michal_plays() -> None:
    state, log = play()
    assert state.phase == PHASE_CHOICE and state.current == BEASTS
    assert of_type(log[-1], "scavenger_choice") == [
        {"type": "scavenger_choice", "player": BEASTS, "tile": "vulture", "hex": "C1"}
    ]
    assert not of_type(log[-1], "drew")  # the draw waits for the Vulture
    state, ev = apply(state, "choose B1 NE")
    [moved] = of_type(ev, "moved")
    assert (moved["from_hex"], moved["to_hex"], moved["facing"], moved["means"]) == ("C1", "B1", "NE", "scavenger")
    assert state.board.parse("A1") in {n for _, n in state.board.neighbours(state.board.parse("B1"))}

    assert (state.players[POLICE].hq_hp, state.players[BEASTS].hq_hp) == (18, 16)
    assert state.phase == PHASE_TURN and state.current == BEASTS and state.turn_number == 9
    assert of_type(ev, "drew")[0]["player"] == BEASTS
    assert tiles_at(state) == {
        "A1": "hq",
        "A2": "wardog",
        "B4": "pacifier",
        "C5": "predator",
        "D4": "executioner",
        "C3": "hq",
        "A3": "acid-spit",
        "B1": "vulture",
    }
    assert state.result is None


def test_the_scenario_file_gives_the_same_battle() -> None:
    _, log = play()
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    out = run(data)
    [fought] = [e for e in out["events"] if e["type"] == "battle"]
    # The same events, in the order of the units' ids (which differ between the two boards).
    got = {s["initiative"]: sorted(s["events"], key=json.dumps) for s in fought["segments"]}
    assert got == {k: sorted(v, key=json.dumps) for k, v in segments(log).items()}
    assert {p: v["hq_hp"] for p, v in out["players"].items()} == {"1": 16, "2": 18}


def test_without_the_steel_net_the_bug_would_strike_the_police_hq_in_its_agony() -> None:
    # The reason for Net of Steel in turn 4: the same board with the Bug free.
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    for u in data["board"]:
        u.pop("steel_net", None)
    data["players"]["2"]["hq_hp"] = 19
    out = run(data)
    [fought] = [e for e in out["events"] if e["type"] == "battle"]
    seg2 = next(s["events"] for s in fought["segments"] if s["initiative"] == 2)
    assert any(e["type"] == "agony" and e["tile"] == "bug" for e in seg2)
    assert ("bug", "hq") in pairs(seg2)
