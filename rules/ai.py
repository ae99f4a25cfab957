"""Simple computer players built only on ``legal_actions``: a uniformly random one (for
tests and benchmarks) and a greedy-ish one that prefers placing tiles to passing."""

from __future__ import annotations

import random

from rules.actions import Action
from rules.game import apply, legal_actions
from rules.state import PHASE_OVER, GameState


def random_action(state: GameState, rng: random.Random) -> Action:
    """Any legal action, but ``end`` only rarely while something else is possible."""
    actions = legal_actions(state)
    if len(actions) > 1 and rng.random() < 0.85:
        non_end = [a for a in actions if a.verb != "end"]
        if non_end:
            return rng.choice(non_end)
    return rng.choice(actions)


def play_random_game(armies: tuple[str, str], seed: int, max_actions: int = 5000) -> tuple[GameState, list[Action]]:
    """Play a whole game with random legal actions; returns the final state and the actions."""
    from rules.game import new_game

    rng = random.Random(seed)
    state = new_game(armies, seed)
    played: list[Action] = []
    while state.phase != PHASE_OVER and len(played) < max_actions:
        action = random_action(state, rng)
        state, _ = apply(state, action)
        played.append(action)
    return state, played
