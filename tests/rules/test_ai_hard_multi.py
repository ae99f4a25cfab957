"""The hard level at the end of a game of three or more and with Dancer (issue 24): playouts
that go on to the Final Battle once it is due, a seat out of a free-for-all counted as lost,
Dancer's Dances searched only when the medium level would dance, a free-for-all on hit
points searched as a race (the margin to each rival), and HQ hit points paid for an
ability dear in such a game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules import scenario
from rules.ai import HardAI, IterationBudget, evaluate, ismcts
from rules.ai.greedy import WIN, GreedyAI, margins, paid_hp
from rules.ai.ismcts import MARGIN_WEIGHT
from rules.battle import fight
from rules.game import apply, legal_actions
from rules.state import PHASE_OVER, GameState
from tests.rules.test_ai_dance import FACING_AWAY, FACING_TOWARD
from tests.rules.test_ai_modes import _midgame


def _hard(iterations: int = 6) -> HardAI:
    return HardAI(1, lambda: IterationBudget(iterations), root_sample=20)


def test_playouts_reach_the_final_battle_once_it_is_due(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _midgame(("moloch", "borgo", "outpost"), 4, 30)
    me = state.to_act
    n = len(state.order)
    state.last_draw_by = me  # the seat drew its last tile: every other player has one turn left
    state.final_wait = [state.order[(state.pos + k) % n] for k in range(1, n)]
    seen: list[bool] = []
    real = ismcts.evaluate

    def spy(s: GameState, player: int, margin_weight: float = 0.0, values: dict[str, float] | None = None) -> float:
        if player == me:
            seen.append(s.phase == PHASE_OVER or s.final_done)
        return real(s, player, margin_weight, values)

    monkeypatch.setattr(ismcts, "evaluate", spy)
    for seed in range(3):
        seen.clear()
        _hard()._playout(state, me, random.Random(seed), state.turn_number, 0, 1)
        assert seen[-1]  # the last evaluation came after the Final Battle


def test_playouts_before_the_end_stop_after_the_next_enemy(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _midgame(("moloch", "borgo", "outpost"), 4, 30)
    me = state.to_act
    turns: list[int] = []
    real = ismcts.evaluate

    def spy(s: GameState, player: int, margin_weight: float = 0.0, values: dict[str, float] | None = None) -> float:
        if player == me:
            turns.append(s.turn_number)
        return real(s, player, margin_weight, values)

    monkeypatch.setattr(ismcts, "evaluate", spy)
    _hard()._playout(state, me, random.Random(1), state.turn_number, 0, 1)
    assert turns[-1] == state.turn_number + 2  # the seat's turn and the next enemy's


def test_a_seat_out_of_a_free_for_all_has_lost() -> None:
    state = _midgame(("moloch", "borgo", "outpost"), 6, 20)
    me = state.to_act
    other = next(p for p in state.players if p != me)
    out = state.copy()
    out.players[other].out = True
    out.players[other].hq_hp = 0
    assert evaluate(out, other) <= -WIN
    threatened = state.copy()
    threatened.players[other].hq_hp = 1
    assert evaluate(out, other) < evaluate(threatened, other)


def test_dancer_searches_only_the_dance_the_medium_level_would_play() -> None:
    s = scenario.load(FACING_AWAY)
    legal = legal_actions(s)
    assert len([a for a in legal if a.verb == "dance"]) == 1295
    pruned = _hard()._without_pointless_dances(s, legal)
    dances = [a for a in pruned if a.verb == "dance"]
    assert dances == [GreedyAI(1).choose(s)]  # the Objects face away from the enemy: turn them
    assert [a for a in pruned if a.verb != "dance"] == [a for a in legal if a.verb != "dance"]
    assert _hard().choose(s) in legal


def test_dancer_searches_no_dance_when_none_helps() -> None:
    s = scenario.load(FACING_TOWARD)
    pruned = _hard()._without_pointless_dances(s, legal_actions(s))
    assert not [a for a in pruned if a.verb == "dance"]
    assert _hard().choose(s).verb != "dance"


# A 4-player free-for-all on the big board: my HQ in the centre, two rivals level with me
# on hit points, one far behind; an Assassin can shoot along a line at any of the three.
RACE: dict[str, Any] = {
    "radius": 3,
    "players": {
        "1": {"army": "borgo", "hq_hp": 18},
        "2": {"army": "moloch", "hq_hp": 18},
        "3": {"army": "outpost", "hq_hp": 18},
        "4": {"army": "hegemony", "hq_hp": 11},
    },
    "hands": {"1": ["assassin"]},
    "board": [
        {"hex": "D4", "player": 1, "tile": "hq"},
        {"hex": "D1", "player": 2, "tile": "hq"},
        {"hex": "G4", "player": 3, "tile": "hq"},
        {"hex": "A4", "player": 4, "tile": "hq"},
    ],
}


def _hit(state: GameState, player: int, points: int) -> GameState:
    out = state.copy()
    out.players[player].hq_hp -= points
    return out


def test_margins_weigh_a_point_taken_from_a_rival_level_with_me() -> None:
    s = scenario.load(RACE)
    level, behind = _hit(s, 2, 1), _hit(s, 4, 1)
    # The medium level's evaluation cannot tell them apart (the leader's score is unchanged)
    assert evaluate(level, 1) == pytest.approx(evaluate(behind, 1))
    # The search's evaluation sees the race: a point from a rival level with me is worth most of a point
    gain = evaluate(level, 1, MARGIN_WEIGHT) - evaluate(behind, 1, MARGIN_WEIGHT)
    assert gain > 0.5
    assert margins(level, 1) > margins(behind, 1) > margins(s, 1)
    # ... and a point I lose counts against both rivals level with me
    assert evaluate(_hit(s, 1, 1), 1, MARGIN_WEIGHT) < evaluate(s, 1, MARGIN_WEIGHT) - 2.0
    # Two sides, teams and points have no race term
    duel = {**RACE, "players": {k: RACE["players"][k] for k in ("1", "2")}, "board": RACE["board"][:2]}
    assert margins(scenario.load(duel), 1) == 0
    assert margins(scenario.load({**RACE, "mode": "points"}), 1) == 0
    assert margins(scenario.load({**RACE, "mode": "2v2", "teams": [[1, 3], [2, 4]]}), 1) == 0


def test_the_hard_level_shoots_at_a_rival_level_with_it() -> None:
    s = scenario.load(RACE)
    action = HardAI(1, lambda: IterationBudget(30), root_sample=200).choose(s)  # every placement ranked
    assert action.verb == "place" and action.tile == "assassin"
    after = apply(s, action)[0]
    fight(after, "simulated", 1)
    hit = sorted(p for p in (2, 3, 4) if after.players[p].hq_hp < s.players[p].hq_hp)
    assert hit and set(hit) <= {2, 3}, (str(action), hit)


def _police(players: int, mode: str = "ffa") -> GameState:
    """Steel Police (player 1) on 37 hexes: a Borgo Brawler at D1 would kill its Predator at
    D2; Execution (1 HQ hit point) or Net of Steel would stop it. Players 3 and 4 far away."""
    armies = {"1": "steel-police", "2": "borgo", "3": "moloch", "4": "hegemony"}
    board = [
        {"hex": "D4", "player": 1, "tile": "hq"},
        {"hex": "D2", "player": 1, "tile": "predator", "facing": "N"},
        {"hex": "D1", "player": 2, "tile": "brawler", "facing": "S"},
        {"hex": "G1", "player": 2, "tile": "hq"},
        {"hex": "G4", "player": 3, "tile": "hq"},
        {"hex": "A4", "player": 4, "tile": "hq"},
    ]
    seats = [str(p) for p in range(1, players + 1)]
    return scenario.load(
        {
            "radius": 3,
            "mode": mode,
            "players": {k: {"army": armies[k]} for k in seats},
            "board": [b for b in board if str(b["player"]) in seats],
            "hands": {"1": ["executioner", "wardog"]},
        }
    )


def test_a_free_for_all_on_hit_points_makes_paying_with_the_hq_dear() -> None:
    for players, mode, cost in ((4, "ffa", 4.0), (2, "ffa", 0.0), (4, "points", 0.0)):
        s = _police(players, mode)
        execute = next(a for a in legal_actions(s) if a.verb == "execute")
        after = apply(s, execute)[0]
        assert after.players[1].hq_hp == s.players[1].hq_hp - (0 if mode == "points" else 1)
        assert paid_hp(s, after, 1) == cost, (players, mode)
        # Only a Predator is at stake: two players and points pay for it, a free-for-all keeps its hit point
        choice = GreedyAI(0).choose(s)
        assert (choice.verb in ("execute", "net")) == (cost == 0), (players, mode, str(choice))
