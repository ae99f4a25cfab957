"""Storage of games, their action logs, reminders, battle posts, preferences, leagues… behind
one store per concern (:mod:`bot.storage.repository`: ``repo.stores.games``, …), written once for both databases with
SQLAlchemy Core (:mod:`bot.storage.schema`, :mod:`bot.storage.repository`) and migrated with
Alembic (:mod:`bot.storage.migrate`).

:func:`open_repository` picks the database: SQLite for a file path (the default, nothing to
install), PostgreSQL for a ``postgresql://`` URL (several bot processes, one database).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from bot.storage.base import (
    ActionRow,
    BattlePost,
    ChannelBusy,
    GameRecord,
    NewAction,
    NewBattlePost,
    NewReminder,
    Reminder,
    StorageUnavailable,
)

if TYPE_CHECKING:
    from bot.storage.database import Database
    from bot.storage.repository import Repository

__all__ = [
    "database_for",
    "is_postgres",
    "open_repository",
    "ActionRow",
    "BattlePost",
    "ChannelBusy",
    "StorageUnavailable",
    "GameRecord",
    "NewAction",
    "NewBattlePost",
    "NewReminder",
    "Reminder",
]


def is_postgres(target: str | Path) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


async def open_repository(target: str | Path) -> Repository:
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


async def database_for(target: str | Path) -> Database:
    """The database named by ``target`` without migrating it (Alembic's command line, copy-db)."""
    if is_postgres(target):
        from bot.storage.postgres import postgres_database

        return await postgres_database(str(target))
    from bot.storage.sqlite import sqlite_database

    return await sqlite_database(target)
