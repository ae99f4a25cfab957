"""Pictures of real games: every phase of a seeded random game renders, and each battle's
starting board derived from the action's events is the one the engine fought on."""

from __future__ import annotations

import random

import pytest

from renderer import battle_starts, render_battle, render_board
from rules import apply, legal_actions, new_game
from rules.battle import fight
from rules.events import BattleFought
from rules.state import PHASE_OVER


@pytest.mark.parametrize(("seed", "armies"), [(3, ("outpost", "hegemony")), (8, ("moloch", "borgo"))])
def test_a_random_game_renders_and_its_battles_replay_from_events(seed: int, armies: tuple[str, str]) -> None:
    rng = random.Random(seed)
    state = new_game(armies, seed)
    phases: set[str] = set()
    battles = 0
    for step in range(600):
        if state.phase == PHASE_OVER:
            break
        actions = legal_actions(state)
        # Prefer placing tiles so the board fills and battles happen.
        places = [a for a in actions if str(a).startswith(("place", "hq", "battle"))]
        action = rng.choice(places if places and rng.random() < 0.8 else actions)
        before = state
        state, events = apply(state, action)
        phases.add(state.phase)
        for start, report in battle_starts(before, events):
            replay = fight(start.copy(), report.cause, report.player)
            assert [s.to_json() for s in replay.segments] == [s.to_json() for s in report.segments]
            assert len(render_battle(start, report)) == len(report.segments) + 1
            battles += 1
        if step % 7 == 0 or any(isinstance(e, BattleFought) for e in events):
            render_board(state, lang=rng.choice(["en", "pl"]))
    render_board(state)
    assert battles > 0
    assert "turn" in phases
