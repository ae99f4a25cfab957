"""``python -m bot copy-db FROM TO``: move every stored row from one database to another.

SQLite → PostgreSQL when a server outgrows one machine, PostgreSQL → SQLite for a local
copy or a backup. Both ends are opened through the repository first, so that both are
migrated to the same schema; the target must hold no games yet. Tables are copied in the
order of their foreign keys (so that every reference finds its row), read from one
consistent snapshot of the source and written in one transaction; the schema's column
types convert what the two databases store differently (times, booleans). Identity
counters are moved past the copied ids. At the end the row counts of every table are
compared; any difference is an error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import func, insert, select, text
from sqlalchemy.engine import Connection

from bot.storage import database_for, is_postgres, open_repository
from bot.storage.schema import games, metadata


class CopyError(RuntimeError):
    """The copy cannot be made (non-empty target, same database) or did not verify."""


def tables_in_order() -> list[str]:
    """Every table of the schema, each after the tables it refers to."""
    return [t.name for t in metadata.sorted_tables]


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
    a, b = await database_for(src), await database_for(dst)

    def read(conn: Connection) -> dict[str, list[dict[str, Any]]]:
        return {t.name: [dict(r) for r in conn.execute(select(t)).mappings()] for t in metadata.sorted_tables}

    def write(conn: Connection) -> dict[str, int]:
        if conn.execute(select(func.count()).select_from(games)).scalar():
            raise CopyError("the target already holds games: copy into an empty database")
        for table in metadata.sorted_tables:
            if rows[table.name]:
                conn.execute(insert(table), rows[table.name])
        for table in metadata.sorted_tables:
            count = conn.execute(select(func.count()).select_from(table)).scalar()
            if count != len(rows[table.name]):
                raise CopyError(f"{table.name}: {len(rows[table.name])} rows read but {count} in the target")
        if conn.dialect.name == "postgresql":  # identity counters continue after the copied ids
            for table in metadata.sorted_tables:
                if "id" in table.c and table.c.id.identity is not None:
                    conn.execute(
                        text(
                            "SELECT setval(pg_get_serial_sequence(:t, 'id'), "
                            f"GREATEST((SELECT COALESCE(MAX(id), 0) FROM {table.name}), 1))"
                        ),
                        {"t": table.name},
                    )
        return {name: len(found) for name, found in rows.items()}

    try:
        rows = await a.core(read, "snapshot")  # one moment of the source
        copied = await b.core(write)  # all or nothing
    finally:
        await a.close()
        await b.close()
    return copied
