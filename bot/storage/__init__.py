"""Storage of games, their action logs, reminders and battle posts behind a small repository interface.

:func:`open_repository` picks the backend: SQLite for a file path (the default, nothing to
install), PostgreSQL for a ``postgresql://`` URL (several bot processes, one database).
"""

from __future__ import annotations

import re
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
    "StorageUnavailable",
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


class StorageUnavailable(RuntimeError):
    """The database cannot be reached or opened (the message says why, without a password)."""


async def open_repository(target: str | Path) -> GameRepository:
    """Open (and migrate) the storage named by ``target``: a SQLite file path, or a
    PostgreSQL URL (``postgresql://user:password@host:5432/db``). Raises
    :class:`StorageUnavailable` when a PostgreSQL server does not answer or refuses."""
    if is_postgres(target):
        import asyncpg

        from bot.storage.postgres import PostgresRepository

        try:
            return await PostgresRepository.open(str(target))
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as e:
            where = re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", str(target))
            raise StorageUnavailable(f"cannot open the database {where}: {e}") from e
    from bot.storage.sqlite import SqliteRepository

    return await SqliteRepository.open(target)
