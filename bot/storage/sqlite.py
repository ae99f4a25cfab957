"""Opening a SQLite database: a file (created with its folder if needed), WAL journal.

One connection per process, owned by one thread of its own: every store operation runs
there whole — its transaction, its statements, its rows — one hop from the event loop
(SQLAlchemy's aiosqlite adapter makes four thread hops per statement; this makes one per
operation). A transaction waits for the one before it, as the old repository's lock made
it; writes begin with ``BEGIN IMMEDIATE`` (other processes wait on SQLite's busy timeout).
Times are stored as ISO-8601 UTC text (:mod:`bot.storage.schema`).
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.engine import Connection
from sqlalchemy.pool import QueuePool

from bot.storage.database import Database, Mode, T, Work
from bot.storage.migrate import migrated
from bot.storage.repository import Repository

_PRAGMAS = ("busy_timeout=5000", "synchronous=NORMAL", "foreign_keys=ON")
_BEGIN = {"write": "BEGIN IMMEDIATE", "snapshot": "BEGIN"}


def _configure(dbapi_connection: Any, _record: Any) -> None:
    """Each new connection: transactions begun by us (not the driver), and the pragmas."""
    dbapi_connection.isolation_level = None
    for pragma in _PRAGMAS:
        dbapi_connection.execute(f"PRAGMA {pragma}")


def _begin(conn: Connection) -> None:
    """Begin what the connection was opened for; nothing for reads, which then see each
    commit as it lands."""
    begin = conn.get_execution_options().get("hexbot_begin")
    if begin:
        conn.exec_driver_sql(begin)


class SqliteDatabase(Database):
    """A SQLite file and the thread that works on it."""

    dialect = "sqlite"

    def __init__(self, path: str) -> None:
        self.path = path
        self.sync_engine = create_engine(
            "sqlite://",
            creator=lambda: sqlite3.connect(path, check_same_thread=False),
            poolclass=QueuePool,
            pool_size=1,
            max_overflow=0,
            pool_reset_on_return=None,  # every use ends its own transaction
        )
        event.listen(self.sync_engine, "connect", _configure)
        event.listen(self.sync_engine, "begin", _begin)
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hexbot-sqlite")
        self._closed = False

    def _work(self, work: Work[T], mode: Mode) -> T:
        with self.sync_engine.connect() as conn:
            if mode == "read":
                return work(conn)
            conn.execution_options(hexbot_begin=_BEGIN[mode])
            with conn.begin():
                return work(conn)

    async def _run(self, work: Work[T], mode: Mode) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._thread, self._work, work, mode)

    def _wal(self) -> None:
        for attempt in range(50):  # switching to WAL needs a moment alone with a new file
            try:
                with self.sync_engine.connect() as conn:
                    conn.exec_driver_sql("PRAGMA journal_mode=WAL")
                return
            except Exception as e:  # noqa: BLE001 - only "database is locked" is retried
                if attempt == 49 or "locked" not in str(e):
                    raise
                time.sleep(0.1)

    async def close(self) -> None:
        """Close the connection and end the thread (again: nothing)."""
        if self._closed:
            return
        self._closed = True
        await asyncio.get_running_loop().run_in_executor(self._thread, self.sync_engine.dispose)
        self._thread.shutdown(wait=True)


async def sqlite_database(path: str | Path) -> SqliteDatabase:
    """The SQLite database at ``path`` in WAL mode (not migrated: see :meth:`SqliteRepository.open`)."""
    p = str(path)
    if p != ":memory:":
        Path(p).parent.mkdir(parents=True, exist_ok=True)
    db = SqliteDatabase(p)
    try:
        await asyncio.get_running_loop().run_in_executor(db._thread, db._wal)
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
