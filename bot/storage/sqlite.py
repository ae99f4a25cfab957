"""Opening a SQLite database: a file (created with its folder if needed), WAL journal.

One connection per process (the stdlib driver), owned by one thread of its own: every store
operation runs there whole — its transaction, its statements, its rows — one hop from the
event loop. (aiosqlite, which the bot used before, hops to its thread and back for each
statement and each fetch: a game's save is eight hops, and the hops cost more CPU than
SQLite's own work; docs/operations.md has the figures.) A transaction waits for the one
before it, as the old repository's lock made it; writes begin with ``BEGIN IMMEDIATE``
(other processes wait on SQLite's busy timeout). Times are stored as ISO-8601 UTC text
(:mod:`bot.storage.schema`).
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.engine import Connection as CoreConnection
from sqlalchemy.pool import StaticPool

from bot.storage.database import CoreMode, CoreWork, Database, Mode, T, Work
from bot.storage.migrate import migrated
from bot.storage.repository import Repository
from bot.storage.sql import Connection, Plans

_PRAGMAS = ("busy_timeout=5000", "synchronous=NORMAL", "foreign_keys=ON")


def _begin(conn: CoreConnection) -> None:
    """SQLAlchemy's transactions (migrations, copy-db) begin as asked; nothing for reads."""
    begin = conn.get_execution_options().get("hexbot_begin")
    if begin:
        conn.exec_driver_sql(begin)


class SqliteConnection(Connection):
    """The stdlib connection, used only in the database's thread."""

    def __init__(self, plans: Plans, engine: Any, raw: sqlite3.Connection) -> None:
        super().__init__(plans, engine)
        self.raw = raw

    def _query(self, sql: str, args: list[Any]) -> tuple[list[Any], Callable[[], list[str]]]:
        cursor = self.raw.execute(sql, args)
        return cursor.fetchall(), lambda: [d[0] for d in cursor.description]

    def _command(self, sql: str, args: list[Any]) -> int:
        return self.raw.execute(sql, args).rowcount

    def _many(self, sql: str, argsets: list[list[Any]]) -> None:
        self.raw.executemany(sql, argsets)

    def exec_driver_sql(self, sql: str) -> None:
        self.raw.execute(sql)


class SqliteDatabase(Database):
    """A SQLite file and the thread that works on it."""

    dialect = "sqlite"
    integrity_errors = (sqlite3.IntegrityError,)

    def __init__(self, path: str) -> None:
        self.path = path
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hexbot-sqlite")
        self._raw: sqlite3.Connection | None = None
        # SQLAlchemy's engine over the same connection, for migrations and copy-db
        self.sync_engine = create_engine(
            "sqlite://", creator=lambda: self._connection(), poolclass=StaticPool, pool_reset_on_return=None
        )
        event.listen(self.sync_engine, "begin", _begin)
        self._conn: SqliteConnection | None = None
        self._closed = False

    def _connection(self) -> sqlite3.Connection:
        if self._raw is None:
            raw = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, cached_statements=256)
            for pragma in _PRAGMAS:
                raw.execute(f"PRAGMA {pragma}")
            self._raw = raw
        return self._raw

    def _work(self, work: Work[T], mode: Mode) -> T:
        conn = self._conn
        if conn is None:
            conn = self._conn = SqliteConnection(Plans(self.sync_engine.dialect), self.sync_engine, self._connection())
        if mode == "read":
            return work(conn)
        raw = conn.raw
        raw.execute("BEGIN IMMEDIATE")
        try:
            result = work(conn)
            raw.execute("COMMIT")
        except BaseException:
            if raw.in_transaction:
                raw.execute("ROLLBACK")
            raise
        return result

    async def _run(self, work: Work[T], mode: Mode) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._thread, self._work, work, mode)

    def _core_work(self, work: CoreWork[T], mode: CoreMode) -> T:
        with self.sync_engine.connect() as conn:
            conn.execution_options(hexbot_begin="BEGIN IMMEDIATE" if mode == "write" else "BEGIN")
            with conn.begin():
                return work(conn)

    async def _core(self, work: CoreWork[T], mode: CoreMode) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._thread, self._core_work, work, mode)

    def _wal(self) -> None:
        for attempt in range(50):  # switching to WAL needs a moment alone with a new file
            try:
                self._connection().execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as e:
                if attempt == 49 or "locked" not in str(e):
                    raise
                time.sleep(0.1)

    def _close(self) -> None:
        self.sync_engine.dispose()  # closes the connection it holds
        if self._raw is not None:
            self._raw.close()

    async def close(self) -> None:
        """Close the connection and end the thread (again: nothing)."""
        if self._closed:
            return
        self._closed = True
        await asyncio.get_running_loop().run_in_executor(self._thread, self._close)
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
