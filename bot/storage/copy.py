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

from sqlalchemy import func, insert, select, text

from bot.storage import engine_for, is_postgres, open_repository
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
    a, b = await engine_for(src), await engine_for(dst)
    try:
        async with a.snapshot() as read, b.write() as write:
            if (await write.execute(select(func.count()).select_from(games))).scalar():
                raise CopyError("the target already holds games: copy into an empty database")
            copied: dict[str, int] = {}
            for table in metadata.sorted_tables:
                rows = [dict(r) for r in (await read.execute(select(table))).mappings()]
                if rows:
                    await write.execute(insert(table), rows)
                copied[table.name] = len(rows)
            for table in metadata.sorted_tables:
                count = (await write.execute(select(func.count()).select_from(table))).scalar()
                if count != copied[table.name]:
                    raise CopyError(f"{table.name}: {copied[table.name]} rows read but {count} in the target")
            if not b.is_sqlite:  # identity counters continue after the copied ids
                for table in metadata.sorted_tables:
                    if "id" in table.c and table.c.id.identity is not None:
                        await write.execute(
                            text(
                                f"SELECT setval(pg_get_serial_sequence(:t, 'id'), "
                                f"GREATEST((SELECT COALESCE(MAX(id), 0) FROM {table.name}), 1))"
                            ),
                            {"t": table.name},
                        )
    finally:
        await a.close()
        await b.close()
    return copied
