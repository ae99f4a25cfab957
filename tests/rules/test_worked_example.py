"""The rulebook's worked example game, Hegemony vs Outpost, turns 1-10 and its battle.

Core rulebook pp. 20-21 ("HEGEMONIA VS POSTERUNEK", "PRZEBIEG BITWY"). The rulebook
shows the board in pictures only; the hexes below are one board consistent with every
sentence of the text (see docs/worked-example.md). The rulebook numbers HQ placement as
turn 1, so its turn N is the engine's turn N-1.
"""

from __future__ import annotations

import json
from pathlib import Path

from rules.events import BattleFought, Event
from rules.state import GameState
from tests.rules.helpers import battle, of_type, play_rigged, tiles_at

OUTPOST, HEGEMONY = 1, 2

DRAWS = {
    OUTPOST: ["medic", "move", "brawler", "annihilator", "move", "battle", "hmg", "commando", "scout", "medic"]
    + ["sniper", "move", "battle"],
    HEGEMONY: ["move", "officer-1", "battle", "net-fighter", "runner", "universal-soldier", "ganger", "net-fighter"]
    + ["ganger", "boss", "runner"],
}

TURNS = [
    # rulebook turn 1: HQs. Outpost in the very centre, Hegemony in a corner.
    ["hq C3", "hq E3"],
    # turn 2 (Outpost draws 1: Medic) - the Medic guards the HQ.
    ["place medic B3 SE", "end"],
    # turn 3 (Hegemony draws 2: Move, Officer) - the HQ moves closer, the Officer beside it.
    ["play move E3 E2 N", "place officer-1 E1 SW", "end"],
    # turn 4 (Outpost: Move, Brawler, Annihilator) - discard Move.
    ["discard move", "place brawler D2 SE", "place annihilator D3 S", "end"],
    # turn 5 (Hegemony: Battle, Net Fighter, Runner) - discard Battle; net the Brawler.
    ["discard battle", "place net-fighter D1 SE", "place runner B2 SE", "end"],
    # turn 6 (Outpost: Move, Battle, HMG) - discard Battle; the HQ escapes upwards.
    ["discard battle", "play move C3 C2 N", "place hmg C4 NE", "end"],
    # turn 7 (Hegemony: Universal Soldier, Ganger, Net Fighter) - discard Ganger.
    ["discard ganger", "place universal-soldier E3 N", "place net-fighter C1 SE", "move B2 B1 SE", "end"],
    # turn 8 (Outpost: Commando, Scout, Medic) - discard Medic.
    ["discard medic", "place commando A2 NW", "place scout A3 N", "end"],
    # turn 9 (Hegemony: Ganger, Boss, Runner) - discard Runner.
    ["discard runner", "place ganger B4 SE", "place boss A1 NE", "end"],
    # turn 10 (Outpost: Sniper, Move, Battle) - discard Move, snipe the Net Fighter, Battle!
    ["discard move", "play sniper C1", "play battle"],
]


def play_example() -> tuple[GameState, list[list[Event]]]:
    return play_rigged(("outpost", "hegemony"), 2012, DRAWS, TURNS)


def test_draws_match_the_rulebook() -> None:
    _, log = play_example()
    # Ending a turn starts the next one, so log[i] holds the draw of turn i+1.
    drawn = [[t for e in turn for t in of_type([e], "drew") for t in t["tiles"]] for turn in log]
    assert drawn[0] == ["medic"]  # the first player draws one tile
    assert drawn[1] == ["move", "officer-1"]  # the second player draws two
    assert drawn[2] == ["move", "brawler", "annihilator"]  # then up to three
    assert drawn[8] == ["sniper", "move", "battle"]
    assert len(drawn[9]) == 3  # the battle ended Outpost's turn: Hegemony draws for turn 11


def test_board_before_the_battle() -> None:
    state, log = play_example()
    sniped = of_type(log[-1], "killed")
    assert sniped[0] == {"type": "killed", "player": HEGEMONY, "tile": "net-fighter", "hex": "C1", "cause": ""}
    assert of_type(log[-1], "freed")[0]["tile"] == "hq"  # the Outpost HQ is free again


def test_the_battle() -> None:
    state, log = play_example()
    [report] = [e for e in log[-1] if isinstance(e, BattleFought)]
    segs = {s.initiative: [e.to_json() for e in s.events] for s in report.segments}
    assert sorted(segs, reverse=True) == [4, 3, 2, 1, 0]

    # Segment 4: only the Commando, boosted by the Scout, kills the Net Fighter on the Brawler.
    hits4 = [e for e in segs[4] if e["type"] == "hit"]
    assert [(h["tile"], h["target_tile"]) for h in hits4] == [("commando", "net-fighter")]
    assert {"type": "killed", "player": HEGEMONY, "tile": "net-fighter", "hex": "D1", "cause": ""} in segs[4]

    # Segment 3: Runner and Brawler hit the HQs for 2; the Medic dies instead of the HMG;
    # the Universal Soldier kills the Annihilator.
    hq3 = {e["player"]: e["hp"] for e in segs[3] if e["type"] == "hq_damaged"}
    assert hq3 == {OUTPOST: 18, HEGEMONY: 18}
    assert any(e["type"] == "medic_saved" and e["saved_tile"] == "hmg" for e in segs[3])
    killed3 = {e["tile"] for e in segs[3] if e["type"] == "killed"}
    assert killed3 == {"medic", "annihilator"}

    # Segment 2: the Brawler strikes again thanks to the Outpost HQ; the HMG shoots: 15.
    assert [e["hp"] for e in segs[2] if e["type"] == "hq_damaged"] == [15]
    # Segment 1: the HMG's second shot: 14.
    assert [e["hp"] for e in segs[1] if e["type"] == "hq_damaged"] == [14]
    # Segment 0: the HQs kill the Brawler and the Runner.
    assert {e["tile"] for e in segs[0] if e["type"] == "killed"} == {"brawler", "runner"}

    assert state.players[OUTPOST].hq_hp == 18
    assert state.players[HEGEMONY].hq_hp == 14
    assert tiles_at(state) == {
        "A1": "boss",
        "A2": "commando",
        "A3": "scout",
        "B4": "ganger",
        "C2": "hq",
        "C4": "hmg",
        "E1": "officer-1",
        "E2": "hq",
        "E3": "universal-soldier",
    }


def test_after_the_battle_it_is_hegemonys_turn_11() -> None:
    state, log = play_example()
    assert state.current == HEGEMONY
    assert state.turn_number + 1 == 11
    assert state.result is None


def test_scenario_file_of_the_example_board_gives_the_same_battle() -> None:
    from rules.scenario import load

    data = json.loads((Path(__file__).parent / "examples" / "worked_example_battle.json").read_text())
    after, report = battle(load(data))
    assert (after.players[1].hq_hp, after.players[2].hq_hp) == (18, 14)
    assert [s.initiative for s in report.segments] == [4, 3, 2, 1, 0]
