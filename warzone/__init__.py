"""Warzone 4.1 companion: pure resolvers for the dice-and-number procedures of the rulebook.

No I/O, no asyncio, no dependency on `rules/` or `bot/`. Every resolver takes an injected
`Dice` (seeded, or the player's own rolls) and returns a frozen dataclass that explains itself:
target number with every modifier named, each die, the outcome code and the sections used.
Player-facing sentences live in i18n/locales/*/warzone.ftl (message ids `wz-…`).
"""

from warzone.dice import Dice, ScriptedDice, SeededDice
from warzone.errors import WarzoneError
from warzone.values import Modifier, Msg, Outcome, Status, Target

__all__ = ["Dice", "Modifier", "Msg", "Outcome", "ScriptedDice", "SeededDice", "Status", "Target", "WarzoneError"]
