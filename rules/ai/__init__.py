"""Computer players in three levels, built only on ``legal_actions`` and ``apply``.

- ``easy`` (:class:`~rules.ai.easy.EasyAI`): a greedy player that looks at a handful of
  sampled actions only; legal and sensible, beatable by a beginner.
- ``medium`` (:class:`~rules.ai.greedy.GreedyAI`): the one-ply greedy player.
- ``hard`` (:class:`~rules.ai.ismcts.HardAI`): information-set Monte Carlo tree search
  over determinized draws, within a think budget (:mod:`rules.ai.budget`).

:func:`make_player` builds a level; every player has ``choose(state, acted) -> Action``.
``python -m rules.ai duel ...`` plays levels against each other (:mod:`rules.ai.duel`).
"""

from __future__ import annotations

from rules.ai.budget import Budget, IterationBudget, TimeBudget
from rules.ai.easy import EasyAI
from rules.ai.greedy import (
    GreedyAI,
    evaluate,
    play_random_game,
    random_action,
    tile_value,
)
from rules.ai.ismcts import HardAI, Suggestion
from rules.ai.levels import DEFAULT_LEVEL, LEVELS, Player, choose_action, make_player, play_turn, suggest

__all__ = [
    "Budget",
    "DEFAULT_LEVEL",
    "EasyAI",
    "GreedyAI",
    "HardAI",
    "IterationBudget",
    "LEVELS",
    "Player",
    "Suggestion",
    "TimeBudget",
    "choose_action",
    "evaluate",
    "make_player",
    "play_random_game",
    "play_turn",
    "random_action",
    "suggest",
    "tile_value",
]
