"""Storage of games, their action logs, reminders and battle posts behind a small repository interface.

:func:`open_repository` picks the backend: SQLite for a file path (the default, nothing to
install), PostgreSQL for a ``postgresql://`` URL (several bot processes, one database).
"""

from __future__ import annotations

from pathlib import Path

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
    "is_postgres",
    "open_repository",
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


def is_postgres(target: str | Path) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


async def open_repository(target: str | Path) -> GameRepository:
    """Open (and migrate) the storage named by ``target``: a SQLite file path, or a
    PostgreSQL URL (``postgresql://user:password@host:5432/db``)."""
    if is_postgres(target):
        from bot.storage.postgres import PostgresRepository

        return await PostgresRepository.open(str(target))
    from bot.storage.sqlite import SqliteRepository

    return await SqliteRepository.open(target)
