"""The storage backends every storage test runs on: SQLite always, PostgreSQL when
``HEXBOT_TEST_POSTGRES`` holds a server URL (``.ci/run`` sets it when the project's
server answers). Each PostgreSQL test gets a schema of its own, dropped afterwards."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.storage.postgres import PostgresRepository
from bot.storage.repository import Repository
from bot.storage.sqlite import SqliteRepository

PG_URL = os.environ.get("HEXBOT_TEST_POSTGRES", "").strip()
BACKENDS = ("sqlite", "postgres")
SKIP_PG = "PostgreSQL not tested: set HEXBOT_TEST_POSTGRES=postgresql://postgres@127.0.0.1:5432/postgres"

Opener = Callable[[], Awaitable[Repository]]


async def drop_schema(schema: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(PG_URL)
    try:
        await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
    finally:
        await conn.close()


async def opener(backend: str, tmp_path: Path) -> AsyncIterator[Opener]:
    """A function that opens (and reopens, like a restart) one database of ``backend``."""
    if backend == "sqlite":
        path = str(tmp_path / "hexbot.sqlite3")

        async def open_sqlite() -> Repository:
            return await SqliteRepository.open(path)

        yield open_sqlite
        return
    if not PG_URL:
        pytest.skip(SKIP_PG)
    schema = "t_" + uuid.uuid4().hex[:16]

    async def open_pg() -> Repository:
        return await PostgresRepository.open(PG_URL, schema=schema, max_size=4)

    try:
        yield open_pg
    finally:
        await drop_schema(schema)


async def database(backend: str, tmp_path: Path) -> AsyncIterator[str]:
    """A database target for ``bot.storage.open_repository``: a SQLite path, or a
    PostgreSQL URL whose search path is a fresh schema (dropped afterwards)."""
    if backend == "sqlite":
        yield str(tmp_path / "hexbot.sqlite3")
        return
    if not PG_URL:
        pytest.skip(SKIP_PG)
    import asyncpg

    schema = "t_" + uuid.uuid4().hex[:16]
    conn = await asyncpg.connect(PG_URL)
    try:
        await conn.execute(f"CREATE SCHEMA {schema}")
    finally:
        await conn.close()
    try:
        yield f"{PG_URL}{'&' if '?' in PG_URL else '?'}search_path={schema}"
    finally:
        await drop_schema(schema)


def parametrize_backends(metafunc: pytest.Metafunc, fixture: str = "db_path") -> None:
    """Run a test module's tests on both backends when it sets ``BOTH_BACKENDS = True``."""
    if fixture in metafunc.fixturenames and getattr(metafunc.module, "BOTH_BACKENDS", False):
        metafunc.parametrize(fixture, BACKENDS, indirect=True)
