"""The legal actions of a game position, remembered per game version (autocomplete, menus and
status texts ask for them many times per click)."""

from __future__ import annotations

from collections import OrderedDict

from bot.storage.base import GameRecord
from rules.actions import Action
from rules.game import legal_actions
from rules.state import GameState

SIZE = 256  # game versions remembered


class LegalActions:
    """``rules.legal_actions`` of a stored game state, cached by (game, version)."""

    def __init__(self, size: int = SIZE) -> None:
        self.size = size
        self._cache: OrderedDict[tuple[int, int], list[Action]] = OrderedDict()

    def of(self, game: GameRecord, state: GameState) -> list[Action]:
        key = (game.id, game.version)
        cached = self._cache.get(key)
        if cached is None:
            cached = self._cache[key] = legal_actions(state)
            if len(self._cache) > self.size:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return cached
