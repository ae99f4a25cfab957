"""Opening a PostgreSQL database: for deployments that outgrow one machine, several bot
processes share one database, each with a pool of asyncpg connections (SQLAlchemy's async
engine). A store operation runs on one pooled connection (``run_sync``): reads without a
transaction, writes in one. The stores' guarantees are the same as on SQLite; what several
processes need on top — migrations under an advisory lock, reminders claimed with ``FOR
UPDATE SKIP LOCKED`` — is in :mod:`bot.storage.migrate` and :mod:`bot.storage.reminders`.

Open with ``await PostgresRepository.open("postgresql://user@host/db")``; a ``schema``
(tests use one per test) is created if needed and put first on the search path.
"""

from __future__ import annotations

import re

import asyncpg
from sqlalchemy.ext.asyncio import create_async_engine

from bot.storage.database import Database, Mode, T, Work, driver_error
from bot.storage.migrate import MIGRATION_LOCK, migrated
from bot.storage.repository import Repository

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


class PostgresDatabase(Database):
    """A pool of up to ``max_size`` connections to ``url``, each made with ``settings``."""

    dialect = "postgresql"

    def __init__(self, url: str, settings: dict[str, str], max_size: int) -> None:
        async def connect() -> asyncpg.Connection:
            return await asyncpg.connect(url, server_settings=settings)

        self.engine = create_async_engine(
            "postgresql+asyncpg://", async_creator=connect, pool_size=max_size, max_overflow=0, pool_timeout=600
        )
        self.sync_engine = self.engine.sync_engine

    async def _run(self, work: Work[T], mode: Mode) -> T:
        for attempt in (1, 2):
            async with self.engine.connect() as conn:
                try:
                    if mode == "read":  # no BEGIN/ROLLBACK round trips around a read
                        conn = await conn.execution_options(isolation_level="AUTOCOMMIT")
                        return await conn.run_sync(work)
                    if mode == "snapshot":
                        conn = await conn.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)
                    async with conn.begin():
                        return await conn.run_sync(work)
                except Exception as e:
                    # a connection the server dropped (or left half-way) is thrown away and the
                    # pool opens a new one; a read is tried once more, a write fails whole
                    # (nothing of it was committed)
                    broken = isinstance(driver_error(e), _BROKEN)
                    if broken and not conn.invalidated:
                        await conn.invalidate()
                    if mode != "read" or attempt == 2 or not (broken or conn.invalidated):
                        raise
        raise AssertionError("unreachable")

    async def close(self) -> None:
        await self.engine.dispose()


async def _create_schema(url: str, schema: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction():  # processes starting together: one creates it
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
    finally:
        await conn.close()


async def postgres_database(url: str, *, schema: str | None = None, max_size: int = 10) -> PostgresDatabase:
    """The database at ``url`` (not migrated: see :meth:`PostgresRepository.open`)."""
    settings = {"application_name": f"hexbot:{schema}" if schema else "hexbot"}
    if schema is not None:
        if not _SCHEMA.match(schema):
            raise ValueError(f"bad schema name {schema!r}")
        await _create_schema(url, schema)
        settings["search_path"] = schema
    return PostgresDatabase(url, settings, max_size)


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
