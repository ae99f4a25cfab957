"""Storage of games, their action logs and reminders behind a small repository interface."""

from bot.storage.base import (
    ActionRow,
    ChannelBusy,
    GameRecord,
    GameRepository,
    NewAction,
    NewReminder,
    Reminder,
)

__all__ = [
    "ActionRow",
    "ChannelBusy",
    "GameRecord",
    "GameRepository",
    "NewAction",
    "NewReminder",
    "Reminder",
]
