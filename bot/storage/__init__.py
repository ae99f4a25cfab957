"""Storage of games, their action logs, reminders and battle posts behind a small repository interface."""

from bot.storage.base import (
    ActionRow,
    BattlePost,
    ChannelBusy,
    GameRecord,
    GameRepository,
    NewAction,
    NewBattlePost,
    NewReminder,
    Reminder,
)

__all__ = [
    "ActionRow",
    "BattlePost",
    "ChannelBusy",
    "GameRecord",
    "GameRepository",
    "NewAction",
    "NewBattlePost",
    "NewReminder",
    "Reminder",
]
