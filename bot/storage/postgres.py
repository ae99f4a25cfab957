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

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import asyncpg
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool
from sqlalchemy.util import await_only, greenlet_spawn

from bot.storage.database import CoreMode, CoreWork, Database, Mode, T, Work
from bot.storage.migrate import MIGRATION_LOCK, migrated
from bot.storage.repository import Repository
from bot.storage.sql import Connection, Plans

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
        for attempt in (1, 2):
            raw = await self.pool.acquire()
            begun = False  # whether the write's transaction began (then it is not done again)
            try:
                conn = PgConnection(self.plans, self.sync_engine, raw)
                if mode == "read":  # no BEGIN/COMMIT round trips around a read
                    return await greenlet_spawn(work, conn)
                await raw.execute("BEGIN")
                begun = True
                try:
                    result = await greenlet_spawn(work, conn)
                    await raw.execute("COMMIT")
                except BaseException:
                    if _open(raw) and raw.is_in_transaction():
                        try:
                            await raw.execute("ROLLBACK")
                        except Exception:  # noqa: BLE001 - the first error is the one to report
                            raw.terminate()
                    raise
                return result
            except Exception as e:
                # a connection the server dropped (a restart, a network cut), or asyncpg left
                # half-way, is thrown away and the pool opens a new one. A read is done once
                # more, and so is a write whose BEGIN failed; a write that began fails whole
                # (nothing of it was committed).
                broken = isinstance(e, _BROKEN)
                if broken and _open(raw):
                    raw.terminate()
                if not broken or attempt == 2 or (mode != "read" and begun):
                    raise
            finally:
                await self.pool.release(raw)
        raise AssertionError("unreachable")

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
