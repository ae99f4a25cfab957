"""Bring a database to the current schema with Alembic, whatever it was made by.

One migration history for both databases (``bot/storage/alembic/versions``). Its first
revision, ``0012``, is the baseline: it brings a new database, or one made by a bot from
before Alembic (SQLite's ``PRAGMA user_version`` / PostgreSQL's ``schema_migrations`` at any
version from 1 to 12), to the schema of legacy version 12 (:mod:`bot.storage.legacy`); the
revisions after it are written once, with Alembic's operations, for both databases.

:func:`migrate` runs at every open, in one write transaction: SQLite's write lock, or
PostgreSQL's advisory lock, makes processes starting together migrate one after the other
(the second finds nothing to do). Revision ids are the schema's version numbers ("0012",
"0013", …), so :data:`SCHEMA_VERSION` and ``schema_version()`` stay integers.
"""

from __future__ import annotations

import functools
import gc
import logging
from pathlib import Path
from typing import Any

from alembic.config import Config
from alembic.operations.ops import AlterColumnOp, ModifyTableOps
from alembic.runtime.environment import EnvironmentContext
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.engine import Connection

from bot.storage.database import Database
from bot.storage.schema import metadata

log = logging.getLogger(__name__)

SCRIPTS = Path(__file__).with_name("alembic")
MIGRATION_LOCK = 0x4E48_4558  # "NHEX": one advisory lock id for every process of the bot


@functools.cache
def scripts() -> ScriptDirectory:
    return ScriptDirectory(str(SCRIPTS))


def head() -> str:
    revision = scripts().get_current_head()
    assert revision is not None
    return revision


SCHEMA_VERSION = int(head())


def rowid_quirk(dialect: str, table: str, column: str) -> bool:
    """Whether ``table.column`` is one of SQLite's ``INTEGER PRIMARY KEY`` columns (the rowid:
    never NULL), which SQLite's reflection reports as nullable: not a difference to migrate."""
    t = metadata.tables[table]
    return dialect == "sqlite" and len(t.primary_key.columns) == 1 and t.c[column].primary_key


def drop_rowid_quirks(context: MigrationContext, _revision: Any, directives: list[Any]) -> None:
    """Autogenerate's ``process_revision_directives``: leave out :func:`rowid_quirk` changes."""
    dialect = context.dialect.name
    for script in directives:
        for table_ops in script.upgrade_ops.ops:
            if isinstance(table_ops, ModifyTableOps):
                table_ops.ops = [
                    op
                    for op in table_ops.ops
                    if not (
                        isinstance(op, AlterColumnOp)
                        and op.modify_nullable is not None
                        and op.modify_type is None
                        and rowid_quirk(dialect, op.table_name, op.column_name)
                    )
                ]
        script.upgrade_ops.ops = [o for o in script.upgrade_ops.ops if not isinstance(o, ModifyTableOps) or o.ops]


def current_revision(conn: Connection) -> str | None:
    return MigrationContext.configure(conn).get_current_revision()


def upgrade(conn: Connection) -> str | None:
    """Apply the revisions the database lacks, inside the caller's transaction; the
    revision it was at (None: a new or a legacy database)."""
    before = current_revision(conn)
    script = scripts()
    config = Config()
    config.set_main_option("script_location", str(SCRIPTS))
    with EnvironmentContext(
        config, script, fn=lambda rev, _context: script._upgrade_revs("head", rev), destination_rev="head"
    ) as env:
        env.configure(connection=conn, target_metadata=metadata)
        with env.begin_transaction():
            env.run_migrations()
    return before


async def migrate(db: Database) -> None:
    """Bring ``db`` to :func:`head` (see the module's docstring)."""

    def locked_upgrade(conn: Connection) -> str | None:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        return upgrade(conn)

    before = await db.core(locked_upgrade)
    if before != head():
        log.info("database migrated", extra={"ctx": {"database": db.dialect, "from": before, "to": head()}})


_frozen = False


def _freeze_long_lived() -> None:
    """Once per process, at the first database opened: what is loaded by then (the bot's
    modules, SQLAlchemy, Alembic and the compiled schema: twice the objects the bot had
    before them) lives as long as the process, so it is moved out of the garbage
    collector's reach (``gc.freeze``). Otherwise each full collection, which reads of many
    rows set off, walks all of it: reading a league's 1,000 members cost twice the CPU."""
    global _frozen
    if not _frozen:
        _frozen = True
        gc.collect()
        gc.freeze()


async def migrated(db: Database) -> Database:
    """``db``, migrated (closed if that fails)."""
    try:
        await migrate(db)
    except BaseException:
        await db.close()
        raise
    _freeze_long_lived()
    return db


async def schema_version(db: Database) -> int:
    """The database's schema version (its Alembic revision as a number)."""
    rows = await db.fetch(text("SELECT version_num FROM alembic_version"))
    return int(rows[0][0]) if rows else 0
