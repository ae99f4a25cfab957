"""``python -m bot copy-db FROM TO``: move every stored row from one database to another.

SQLite → PostgreSQL when a server outgrows one machine, PostgreSQL → SQLite for a local
copy or a backup. Both ends are opened through their repositories first, so the target
is migrated to the same schema; the target must hold no games yet. Tables are copied in
the order their migrations create them (so foreign keys always find their rows), every
column the two ends share, converting what the backends store differently (times as ISO
text in SQLite and ``timestamptz`` in PostgreSQL, booleans as 0/1 in SQLite). Identity
counters are moved past the copied ids. At the end the row counts of every table are
compared; any difference is an error.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from bot.storage import is_postgres, open_repository
from bot.storage.migrations import MIGRATIONS

_CREATE = re.compile(r"CREATE TABLE (?:IF NOT EXISTS )?(\w+)", re.IGNORECASE)


class CopyError(RuntimeError):
    """The copy cannot be made (non-empty target, same database) or did not verify."""


def tables_in_order() -> list[str]:
    """Every table of the schema, in the order the migrations create them."""
    names: list[str] = []
    for _, statements in MIGRATIONS:
        for stmt in statements:
            names.extend(n for n in _CREATE.findall(stmt) if n not in names)
    return names


class _End(Protocol):
    async def columns(self, table: str) -> dict[str, str]: ...

    async def rows(self, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]: ...

    async def insert(self, table: str, columns: Sequence[str], rows: Sequence[tuple[Any, ...]]) -> None: ...

    async def count(self, table: str) -> int: ...

    async def finish(self, tables: Sequence[str]) -> None: ...

    async def close(self) -> None: ...


class _Sqlite:
    def __init__(self, conn: Any) -> None:
        self.conn = conn

    @classmethod
    async def connect(cls, path: str, *, write: bool) -> _Sqlite:
        import aiosqlite

        conn = await aiosqlite.connect(path, isolation_level=None)
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")  # a consistent snapshot to read
        return cls(conn)

    async def columns(self, table: str) -> dict[str, str]:
        rows = await self.conn.execute_fetchall(f"PRAGMA table_info({table})")
        return {r[1]: str(r[2]).upper() for r in rows}

    async def rows(self, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.conn.execute_fetchall(f"SELECT {', '.join(columns)} FROM {table}")]

    async def insert(self, table: str, columns: Sequence[str], rows: Sequence[tuple[Any, ...]]) -> None:
        marks = ", ".join("?" for _ in columns)
        converted = [tuple(_to_sqlite(v) for v in row) for row in rows]
        await self.conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", converted)

    async def count(self, table: str) -> int:
        rows = await self.conn.execute_fetchall(f"SELECT COUNT(*) FROM {table}")
        return int(rows[0][0])

    async def finish(self, tables: Sequence[str]) -> None:
        await self.conn.execute("COMMIT")

    async def close(self) -> None:
        if self.conn.in_transaction:
            await self.conn.execute("ROLLBACK")
        await self.conn.close()


class _Postgres:
    def __init__(self, conn: Any, tx: Any) -> None:
        self.conn = conn
        self.tx = tx

    @classmethod
    async def connect(cls, url: str, *, write: bool) -> _Postgres:
        import asyncpg

        conn = await asyncpg.connect(url)
        tx = conn.transaction() if write else conn.transaction(isolation="repeatable_read", readonly=True)
        await tx.start()
        return cls(conn, tx)

    async def columns(self, table: str) -> dict[str, str]:
        rows = await self.conn.fetch(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_name = $1 AND table_schema = current_schema() ORDER BY ordinal_position",
            table,
        )
        return {r["column_name"]: r["data_type"].upper() for r in rows}

    async def rows(self, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.conn.fetch(f"SELECT {', '.join(columns)} FROM {table}")]

    async def insert(self, table: str, columns: Sequence[str], rows: Sequence[tuple[Any, ...]]) -> None:
        types = await self.columns(table)
        kinds = [types[c] for c in columns]
        converted = [tuple(_to_postgres(v, k) for v, k in zip(row, kinds, strict=True)) for row in rows]
        await self.conn.copy_records_to_table(table, records=converted, columns=list(columns))

    async def count(self, table: str) -> int:
        return int(await self.conn.fetchval(f"SELECT COUNT(*) FROM {table}"))

    async def finish(self, tables: Sequence[str]) -> None:
        for table in tables:  # identity counters continue after the copied ids
            if "ID" not in {c.upper() for c in await self.columns(table)}:
                continue
            seq = await self.conn.fetchval("SELECT pg_get_serial_sequence($1, 'id')", table)
            if seq is not None:
                await self.conn.execute(
                    f"SELECT setval($1, GREATEST((SELECT COALESCE(MAX(id), 0) FROM {table}), 1))", seq
                )
        await self.tx.commit()

    async def close(self) -> None:
        await self.conn.close()


def _to_sqlite(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat(timespec="microseconds")
    if isinstance(value, bool):
        return int(value)
    return value


def _to_postgres(value: Any, kind: str) -> Any:
    if value is None:
        return None
    if kind.startswith("TIMESTAMP") and isinstance(value, str):
        return datetime.fromisoformat(value)
    if kind == "BOOLEAN":
        return bool(value)
    return value


async def _open_end(target: str, *, write: bool) -> _End:
    if is_postgres(target):
        return await _Postgres.connect(target, write=write)
    return await _Sqlite.connect(target, write=write)


async def copy_database(source: str | Path, target: str | Path) -> dict[str, int]:
    """Copy every table from ``source`` to ``target`` (each a SQLite path or a PostgreSQL
    URL); returns the number of rows copied per table. Raises :class:`CopyError`."""
    src, dst = str(source), str(target)
    if src == dst:
        raise CopyError("FROM and TO are the same database")
    if not is_postgres(src) and not Path(src).exists():
        raise CopyError(f"{src} does not exist")
    for name in (src, dst):  # migrate both ends to the current schema
        repo = await open_repository(name)
        await repo.close()
    tables = tables_in_order()
    a, b = await _open_end(src, write=False), await _open_end(dst, write=True)
    try:
        if await b.count("games"):
            raise CopyError("the target already holds games: copy into an empty database")
        copied: dict[str, int] = {}
        for table in tables:
            src_cols, dst_cols = await a.columns(table), await b.columns(table)
            columns = [c for c in src_cols if c in dst_cols]
            rows = await a.rows(table, columns)
            if rows:
                await b.insert(table, columns, rows)
            copied[table] = len(rows)
        for table in tables:
            if await b.count(table) != copied[table]:
                raise CopyError(f"{table}: {copied[table]} rows read but {await b.count(table)} in the target")
        await b.finish(tables)
    finally:
        await a.close()
        await b.close()
    return copied
