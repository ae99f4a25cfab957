"""Injectable dice: a seeded generator, or the numbers a player rolled on the table.

Every resolver takes a `Dice`. `SeededDice` wraps `random.Random(seed)`; `ScriptedDice` hands
out the player's own rolls in order and raises a WarzoneError when a roll is outside the die
or when the script runs out (naming what the next die was for).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

from warzone.errors import WarzoneError


class Dice(Protocol):
    """A source of die rolls; `purpose` names the roll (for errors and logs)."""

    def roll(self, sides: int, purpose: str) -> int:
        """One roll of a die with `sides` faces, 1..sides."""
        ...


class SeededDice:
    """Pseudo-random dice from a seed (reproducible)."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def roll(self, sides: int, purpose: str) -> int:
        return self._random.randint(1, sides)


class ScriptedDice:
    """The player's own rolls, used in order; errors clearly when a roll is invalid or missing."""

    def __init__(self, rolls: Iterable[int]) -> None:
        self._rolls = tuple(rolls)
        self._next = 0

    @property
    def used(self) -> int:
        """How many rolls were consumed so far."""
        return self._next

    @property
    def remaining(self) -> int:
        """How many rolls are still unused."""
        return len(self._rolls) - self._next

    def roll(self, sides: int, purpose: str) -> int:
        if self._next >= len(self._rolls):
            raise WarzoneError(
                field="rolls", allowed=f"d{sides} for {purpose}", code="rolls-exhausted", value=self._next
            )
        value = self._rolls[self._next]
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= sides:
            raise WarzoneError(field="rolls", allowed=f"1..{sides}", code="roll-out-of-range", value=value)
        self._next += 1
        return value
