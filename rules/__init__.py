"""Neuroshima Hex rules engine: pure game logic, no I/O (see docs/architecture.md).

Importing any part of the engine runs this first: it loads the generic flow, then every
army's package (:func:`rules.armies.load`), which registers the army's mechanics into the
flow's tables, so those are full whatever a caller imports.
"""

from rules.actions import Action, IllegalAction, InvalidNotation, RulesError
from rules.armies import load as _load_armies
from rules.game import apply, legal_actions, new_game, replay, resign
from rules.state import GameState

_load_armies()

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
