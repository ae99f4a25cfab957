"""Alembic's entry point for its command line (``alembic -c bot/storage/alembic.ini ...``):
the bot itself migrates through :func:`bot.storage.migrate.migrate` at every open.

The database is ``$HEXBOT_DB`` (a SQLite path or a ``postgresql://`` URL), as for the bot.
"""

from __future__ import annotations

import asyncio
import os

from alembic import context
from sqlalchemy.engine import Connection

from bot.config import DEFAULT_DB
from bot.storage import database_for
from bot.storage.migrate import drop_rowid_quirks
from bot.storage.schema import metadata


def _run(conn: Connection) -> None:
    context.configure(
        connection=conn,
        target_metadata=metadata,
        render_as_batch=conn.dialect.name == "sqlite",  # SQLite alters a table by copying it
        process_revision_directives=drop_rowid_quirks,
        # the legacy scheme's book of versions (PostgreSQL) is not part of the schema
        include_name=lambda name, kind, _parent: not (kind == "table" and name == "schema_migrations"),
    )
    with context.begin_transaction():
        context.run_migrations()


async def _online() -> None:
    db = await database_for(os.environ.get("HEXBOT_DB", DEFAULT_DB))
    try:
        await db.core(_run)
    finally:
        await db.close()


if context.is_offline_mode():
    raise SystemExit("offline (--sql) migrations are not supported: run them against the database")
asyncio.run(_online())
