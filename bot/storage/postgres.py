"""Opening a PostgreSQL database: for deployments that outgrow one machine, several bot
processes share one database, each with a pool of connections. The stores' guarantees are
the same as on SQLite; what several processes need on top — migrations under an advisory
lock, reminders claimed with ``FOR UPDATE SKIP LOCKED`` — is in :mod:`bot.storage.migrate`
and :mod:`bot.storage.reminders`.

Open with ``await PostgresRepository.open("postgresql://user@host/db")``; a ``schema``
(tests use one per test) is created if needed and put first on the search path.
"""

from __future__ import annotations

import re

import asyncpg
from sqlalchemy.ext.asyncio import create_async_engine

from bot.storage.database import Database
from bot.storage.migrate import MIGRATION_LOCK, migrated
from bot.storage.repository import Repository

_SCHEMA = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


async def _create_schema(url: str, schema: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction():  # processes starting together: one creates it
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
    finally:
        await conn.close()


async def postgres_database(url: str, *, schema: str | None = None, max_size: int = 10) -> Database:
    """A pool of up to ``max_size`` connections to ``url`` (not migrated: see :func:`open`).
    A connection the server dropped is thrown away and replaced (:mod:`bot.storage.database`)."""
    settings = {"application_name": f"hexbot:{schema}" if schema else "hexbot"}
    if schema is not None:
        if not _SCHEMA.match(schema):
            raise ValueError(f"bad schema name {schema!r}")
        await _create_schema(url, schema)
        settings["search_path"] = schema

    async def connect() -> asyncpg.Connection:
        return await asyncpg.connect(url, server_settings=settings)

    engine = create_async_engine(
        "postgresql+asyncpg://", async_creator=connect, pool_size=max_size, max_overflow=0, pool_timeout=600
    )
    return Database(engine)


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
