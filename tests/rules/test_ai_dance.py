"""The medium computer player dances when it clearly helps: a bounded set of sensible Dances
(rules.ai.dance), each legal, weighed against the discard; the easy level never dances."""

from __future__ import annotations

from typing import Any

from rules import scenario
from rules.ai.dance import best_facing, sensible_dances
from rules.ai.easy import EasyAI
from rules.ai.greedy import GreedyAI
from rules.game import apply, legal_actions

# Every Object turns its back (a module edge, no attack) to the Outpost HQ it touches.
FACING_AWAY: dict[str, Any] = {
    "players": {"1": {"army": "dancer"}, "2": {"army": "outpost"}},
    "hands": {"1": ["move", "move", "battle"], "2": ["medic"]},
    "board": [
        {"hex": "C2", "player": 2, "tile": "hq"},
        {"hex": "C3", "player": 1, "tile": "object-red", "facing": "S"},
        {"hex": "B2", "player": 1, "tile": "object-blue", "facing": "SW"},
        {"hex": "D2", "player": 1, "tile": "object-yellow", "facing": "SE"},
    ],
}

# The same, with the Objects already turned toward the Outpost HQ: no Dance helps.
FACING_TOWARD: dict[str, Any] = {
    **FACING_AWAY,
    "board": [
        {"hex": "C2", "player": 2, "tile": "hq"},
        {"hex": "C3", "player": 1, "tile": "object-red", "facing": "N"},
        {"hex": "B2", "player": 1, "tile": "object-blue", "facing": "SE"},
        {"hex": "D2", "player": 1, "tile": "object-yellow", "facing": "NW"},
    ],
}


def test_sensible_dances_are_few_and_legal() -> None:
    s = scenario.load(FACING_AWAY)
    dances = sensible_dances(s)
    legal = {str(a) for a in legal_actions(s) if a.verb == "dance"}
    assert len(legal) == 1295 and 10 <= len(dances) <= 30
    assert all(str(a) in legal for a in dances)
    assert len({str(a) for a in dances}) == len(dances)


def test_best_facing_turns_the_strongest_edge_to_the_nearest_enemy() -> None:
    s = scenario.load(FACING_AWAY)
    red = s.units[s.board.parse("C3")]
    assert best_facing(s, red, red.hex) == "N"  # the Red Object's front (ranged 2) toward C2


def test_greedy_dances_when_the_objects_face_away_from_the_enemy() -> None:
    s = scenario.load(FACING_AWAY)
    a = GreedyAI(1).choose(s)
    assert a.verb == "dance", a
    after, _ = apply(s, a)
    turn = GreedyAI(1).play_turn(s)
    assert turn[0].verb == "dance" and turn[-1].verb == "end"
    assert after.players[1].hand == []


def test_greedy_keeps_its_tiles_when_a_dance_does_not_help() -> None:
    s = scenario.load(FACING_TOWARD)
    assert GreedyAI(1).choose(s).verb != "dance"


def test_the_easy_level_never_dances() -> None:
    s = scenario.load(FACING_AWAY)
    assert EasyAI(1).choose(s).verb != "dance"
