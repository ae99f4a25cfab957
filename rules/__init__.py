"""Neuroshima Hex rules engine: pure game logic, no I/O (see docs/architecture.md)."""

from rules.actions import Action, IllegalAction, InvalidNotation, RulesError
from rules.game import apply, legal_actions, new_game, replay, resign
from rules.state import GameState

__all__ = [
    "Action",
    "GameState",
    "IllegalAction",
    "InvalidNotation",
    "RulesError",
    "apply",
    "legal_actions",
    "new_game",
    "replay",
    "resign",
]
