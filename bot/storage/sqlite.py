"""Opening a SQLite database: a file (created with its folder if needed), WAL journal, one
connection per process (a pool of one: a transaction waits for the one before it, as the
old repository's lock made it), ``BEGIN IMMEDIATE`` for writes (:mod:`bot.storage.database`).
Times are stored as ISO-8601 UTC text (:mod:`bot.storage.schema`)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import aiosqlite
from sqlalchemy import event
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import AsyncAdaptedQueuePool

from bot.storage.database import Database
from bot.storage.migrate import migrated
from bot.storage.repository import Repository

_PRAGMAS = ("busy_timeout=5000", "synchronous=NORMAL", "foreign_keys=ON")


def _configure(dbapi_connection: Any, _record: Any) -> None:
    """Each new connection: transactions begun by us (not the driver), and the pragmas."""
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    for pragma in _PRAGMAS:
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


async def sqlite_database(path: str | Path) -> Database:
    """The SQLite database at ``path`` in WAL mode (not migrated: see :func:`open`)."""
    p = str(path)
    if p != ":memory:":
        Path(p).parent.mkdir(parents=True, exist_ok=True)

    async def connect() -> aiosqlite.Connection:
        return await aiosqlite.connect(p)

    engine = create_async_engine(
        "sqlite+aiosqlite://",
        async_creator=connect,
        poolclass=AsyncAdaptedQueuePool,
        pool_size=1,
        max_overflow=0,
        pool_timeout=600,
        pool_reset_on_return=None,  # every use ends its own transaction
    )
    event.listen(engine.sync_engine, "connect", _configure)
    db = Database(engine)
    try:
        for attempt in range(50):  # switching to WAL needs a moment alone with a new file
            try:
                async with engine.connect() as conn:
                    await conn.exec_driver_sql("PRAGMA journal_mode=WAL")
                break
            except OperationalError:
                if attempt == 49:
                    raise
                await asyncio.sleep(0.1)
    except BaseException:
        await db.close()
        raise
    return db


class SqliteRepository(Repository):
    """Every store in one SQLite file. Create with ``await SqliteRepository.open(path)``."""

    def __init__(self, db: Database, path: str) -> None:
        super().__init__(db)
        self.path = path

    @classmethod
    async def open(cls, path: str | Path) -> SqliteRepository:
        """Open (creating the file and its folder if needed) and migrate the database."""
        return cls(await migrated(await sqlite_database(path)), str(path))
