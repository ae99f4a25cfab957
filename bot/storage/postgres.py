"""Opening a PostgreSQL database: for deployments that outgrow one machine, several bot
processes share one database, each with a pool of asyncpg connections. A store operation
runs on one pooled connection: reads without a transaction, writes in one; the store's
work (plain functions, the same as on SQLite) runs in a greenlet that waits for asyncpg on
the event loop for each statement. The stores' guarantees are the same as on SQLite; what
several processes need on top — migrations under an advisory lock, reminders claimed with
``FOR UPDATE SKIP LOCKED`` — is in :mod:`bot.storage.migrate` and :mod:`bot.storage.reminders`.
SQLAlchemy's async engine (over asyncpg too) runs the migrations and copy-db.

Open with ``await PostgresRepository.open("postgresql://user@host/db")``; a ``schema``
(tests use one per test) is created if needed and put first on the search path.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import asyncpg
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool
from sqlalchemy.util import await_only, greenlet_spawn

from bot.storage.base import StorageUnavailable
from bot.storage.database import CoreMode, CoreWork, Database, Mode, T, Work
from bot.storage.migrate import MIGRATION_LOCK, migrated
from bot.storage.repository import Repository
from bot.storage.sql import Connection, Plans

log = logging.getLogger(__name__)

_SCHEMA = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
# What a connection the server dropped (a restart, a network cut) raises, as the driver says it
_BROKEN: tuple[type[BaseException], ...] = (
    asyncpg.exceptions.ConnectionDoesNotExistError,
    asyncpg.exceptions.AdminShutdownError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.InternalClientError,
    ConnectionError,
    OSError,
)


RETRY_FIRST_S = 0.05  # the first retry of an operation whose connection dropped waits this long, doubling
RETRY_MAX_S = 1.0  # ... up to this
RETRY_FOR_S = 5.0  # then StorageUnavailable (the player is told to try again)


class _Retry(Exception):
    """One try of an operation failed (a dropped connection, a deadlock); nothing of it was committed."""

    def __init__(self, *, unknown: bool = False) -> None:
        super().__init__()
        self.unknown = unknown


def _consume(task: asyncio.Future[Any]) -> None:
    """A shielded operation whose caller went away: its exception is retrieved (not logged twice)."""
    if not task.cancelled():
        task.exception()


# Transactions the server aborted for a conflict with another one: done again
_CONFLICT: tuple[type[BaseException], ...] = (
    asyncpg.exceptions.DeadlockDetectedError,
    asyncpg.exceptions.SerializationError,
)
# ... of which these say the connection itself is gone whatever its state looks like
_DROPPED: tuple[type[BaseException], ...] = (
    asyncpg.exceptions.ConnectionDoesNotExistError,
    asyncpg.exceptions.AdminShutdownError,
)


def _count(status: str) -> int:
    """The rows a command changed, from its status (``UPDATE 3``, ``INSERT 0 1``)."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else -1


class PgConnection(Connection):
    """A pooled asyncpg connection, used from the greenlet of one operation."""

    def __init__(self, plans: Plans, engine: Any, raw: asyncpg.Connection) -> None:
        super().__init__(plans, engine)
        self.raw = raw

    def _query(self, sql: str, args: list[Any]) -> tuple[list[Any], Callable[[], list[str]]]:
        records = await_only(self.raw.fetch(sql, *args))
        return records, lambda: list(records[0].keys())

    def _command(self, sql: str, args: list[Any]) -> int:
        return _count(await_only(self.raw.execute(sql, *args)))

    def _many(self, sql: str, argsets: list[list[Any]]) -> None:
        await_only(self.raw.executemany(sql, argsets))

    def exec_driver_sql(self, sql: str) -> None:
        await_only(self.raw.execute(sql))


def _open(raw: asyncpg.Connection) -> bool:
    """Whether a pooled connection is still open (one the server closed went back to the
    pool already, and its proxy answers nothing)."""
    try:
        return not raw.is_closed()
    except asyncpg.InterfaceError:
        return False


async def _reset(conn: asyncpg.Connection) -> None:
    """What a connection needs before it goes back to the pool: nothing but the end of a
    transaction an error left open (the stores take no session locks, listen to nothing and
    set nothing), instead of asyncpg's four-statement reset: one round trip less per operation."""
    if conn.is_in_transaction():
        await conn.execute("ROLLBACK")


class PostgresDatabase(Database):
    """A pool of up to ``max_size`` connections to ``url``, each made with ``settings``."""

    dialect = "postgresql"
    integrity_errors = (asyncpg.IntegrityConstraintViolationError,)

    def __init__(self, url: str, settings: dict[str, str], pool: asyncpg.Pool) -> None:
        async def connect() -> asyncpg.Connection:
            return await asyncpg.connect(url, server_settings=settings)

        self.pool = pool
        self.engine = create_async_engine("postgresql+asyncpg://", async_creator=connect, poolclass=NullPool)
        self.sync_engine = self.engine.sync_engine
        self.plans = Plans(self.sync_engine.dialect)

    async def _run(self, work: Work[T], mode: Mode) -> T:
        """``work`` on a pooled connection, done again on a fresh one while the server drops
        them (see :meth:`_attempt`), for about :data:`RETRY_FOR_S` seconds; then
        :class:`~bot.storage.base.StorageUnavailable`. The operation is shielded from its
        caller's cancellation: a connection is never handed back (or used again) while a
        statement of it is still under way, and a write is committed or rolled back whole."""
        task = asyncio.ensure_future(self._retrying(work, mode))
        try:
            return await asyncio.shield(task)
        except asyncio.CancelledError:
            task.add_done_callback(_consume)  # it finishes on its own; its outcome is nobody's now
            raise

    async def _retrying(self, work: Work[T], mode: Mode) -> T:
        delay = RETRY_FIRST_S
        waited = 0.0
        unknown = False
        while True:
            try:
                return await self._attempt(work, mode)
            except _Retry as retry:
                unknown = unknown or retry.unknown
                if waited >= RETRY_FOR_S:
                    log.warning(
                        "the database stays away",
                        extra={"ctx": {"mode": mode, "error": str(retry.__cause__), "waited_s": round(waited, 2)}},
                    )
                    raise StorageUnavailable(f"the database does not answer: {retry.__cause__}", unknown=unknown) from (
                        retry.__cause__
                    )
                log.info(
                    "a dropped database connection: the operation is done again",
                    extra={"ctx": {"mode": mode, "error": str(retry.__cause__)}},
                )
            await asyncio.sleep(delay)
            waited += delay
            delay = min(delay * 2, RETRY_MAX_S)

    async def _attempt(self, work: Work[T], mode: Mode) -> T:
        """One try. A transaction the server aborted for a conflict (a deadlock) ends in
        :class:`_Retry`; so does a dropped connection (a restart, a network cut), thrown
        away: a read, a write whose transaction did not reach its COMMIT (the server rolls it
        back with the connection), and a write whose COMMIT went unanswered once the server
        says the transaction did not commit (``txid_status``); one that did commit returns
        its result."""
        try:
            raw = await self.pool.acquire()
        except _BROKEN as e:  # the server refuses new connections (down, restarting)
            raise _Retry() from e
        xid: int | None = None
        committing = False
        try:
            conn = PgConnection(self.plans, self.sync_engine, raw)
            if mode == "read":  # no BEGIN/COMMIT round trips around a read
                return await greenlet_spawn(work, conn)
            await raw.execute("BEGIN")
            try:
                result = await greenlet_spawn(work, conn)
                xid = await raw.fetchval("SELECT txid_current()")
                committing = True
                await raw.execute("COMMIT")
            except BaseException:
                if not committing and _open(raw) and raw.is_in_transaction():
                    try:
                        await raw.execute("ROLLBACK")
                    except Exception:  # noqa: BLE001 - the first error is the one to report
                        raw.terminate()
                raise
            return result
        except _CONFLICT as e:  # the server aborted the transaction (nothing of it committed): again
            raise _Retry() from e
        except _BROKEN as e:
            if _open(raw) and not isinstance(e, _DROPPED):
                raise  # an error of the work itself (the connection is fine, the write rolled back)
            if _open(raw):
                raw.terminate()
            if not committing:
                raise _Retry() from e
            if await self._committed(xid):  # the answer to COMMIT was lost, not the commit
                return result
            raise _Retry(unknown=False) from e
        finally:
            await self.pool.release(raw)

    async def _committed(self, xid: int | None) -> bool:
        """Whether transaction ``xid`` committed, asked on a new connection until the server
        knows (it may not have seen the old connection go yet); a server that stays away
        leaves the outcome unknown: :class:`StorageUnavailable` with ``unknown``."""
        delay = RETRY_FIRST_S
        waited = 0.0
        while True:
            try:
                raw = await self.pool.acquire()
                try:
                    status = await raw.fetchval("SELECT txid_status($1)", xid)
                finally:
                    await self.pool.release(raw)
                if status == "committed":
                    return True
                if status != "in progress":
                    return False  # aborted (or too old to know: never for a transaction this young)
                # still in progress: its backend has not noticed the cut yet; ask again
            except _BROKEN as e:
                if waited >= RETRY_FOR_S:
                    raise StorageUnavailable(f"a commit's outcome is unknown: {e}", unknown=True) from e
            await asyncio.sleep(delay)
            waited += delay
            delay = min(delay * 2, RETRY_MAX_S)

    async def _core(self, work: CoreWork[T], mode: CoreMode) -> T:
        async with self.engine.connect() as conn:
            if mode == "snapshot":
                conn = await conn.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)
            async with conn.begin():
                return await conn.run_sync(work)

    async def close(self) -> None:
        await self.pool.close()
        await self.engine.dispose()


async def _create_schema(url: str, schema: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction():  # processes starting together: one creates it
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
    finally:
        await conn.close()


def application_name(url: str, schema: str | None = None) -> str:
    """What the server shows as the bot's connections' name: ``hexbot``, or ``hexbot:SCHEMA``
    for a schema given here or as the URL's ``search_path`` (so that one bot's connections
    can be told from another's on a shared server, e.g. by a test that cuts its own)."""
    if schema is None:
        schema = parse_qs(urlsplit(url).query).get("search_path", [""])[0] or None
    return f"hexbot:{schema}" if schema else "hexbot"


async def postgres_database(url: str, *, schema: str | None = None, max_size: int = 10) -> PostgresDatabase:
    """The database at ``url`` (not migrated: see :meth:`PostgresRepository.open`)."""
    settings = {"application_name": application_name(url, schema)}
    if schema is not None:
        if not _SCHEMA.match(schema):
            raise ValueError(f"bad schema name {schema!r}")
        await _create_schema(url, schema)
        settings["search_path"] = schema
    pool = await asyncpg.create_pool(url, min_size=1, max_size=max_size, server_settings=settings, reset=_reset)
    return PostgresDatabase(url, settings, pool)


class PostgresRepository(Repository):
    """Every store in one PostgreSQL database (a pool of connections shared by them all)."""

    def __init__(self, db: Database, url: str, schema: str | None) -> None:
        super().__init__(db)
        self.url = url
        self.schema = schema

    @classmethod
    async def open(cls, url: str, *, schema: str | None = None, max_size: int = 10) -> PostgresRepository:
        """Connect, create ``schema`` if asked, and apply pending migrations."""
        return cls(await migrated(await postgres_database(url, schema=schema, max_size=max_size)), url, schema)
