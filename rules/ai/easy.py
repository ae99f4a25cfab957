"""The easy level: a greedy player with a short attention span.

It plays legal, sensible moves (it never skips a mandatory discard, takes an unlucky draw
when its hand holds only instants, and plays an action only when the static evaluation
says it helps), but it looks at a handful of sampled actions per decision instead of all
of them, plays at most two actions a turn and discards at random: a beginner can beat it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.actions import Action
from rules.ai.greedy import GreedyAI
from rules.ai.infoset import infoset_key
from rules.state import GameState


class EasyAI(GreedyAI):
    """:class:`~rules.ai.greedy.GreedyAI` with few candidates and a random discard."""

    dances = False  # the easy level never looks for a Dance

    def __init__(self, seed: int = 0, max_candidates: int = 6, max_actions: int = 2) -> None:
        super().__init__(seed, max_candidates=max_candidates, max_actions=max_actions)

    def _rng(self, state: GameState) -> random.Random:
        return random.Random(f"easy:{self.seed}:{infoset_key(state, state.to_act)}")

    def _discard(self, state: GameState, legal: Sequence[Action]) -> Action:
        discards = sorted((a for a in legal if a.verb == "discard"), key=str)
        return self._rng(state).choice(discards)
