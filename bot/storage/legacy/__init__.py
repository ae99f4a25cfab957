"""The schema history before Alembic, frozen, and the one step that still uses it.

Until Alembic took over, each backend had its own numbered migrations (``legacy/sqlite.py``,
``legacy/postgres.py``), recorded in SQLite's ``PRAGMA user_version`` and in PostgreSQL's
``schema_migrations`` table. :func:`upgrade_to` brings any database — a new, empty one
or one made by an older bot at any version from 1 to 12 — to version 12 with exactly those
statements, recording each version the old way too (so that the previous release of the bot
still opens the database). It runs as the upgrade of Alembic's baseline revision ``0012``;
everything after it is Alembic's.
"""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.engine import Connection

from bot.storage.legacy.postgres import PG_MIGRATIONS
from bot.storage.legacy.sqlite import MIGRATIONS as SQLITE_MIGRATIONS

LAST = 12
assert SQLITE_MIGRATIONS[-1][0] == PG_MIGRATIONS[-1][0] == LAST


def legacy_version(conn: Connection) -> int:
    """The last legacy migration applied to the database (0: none, a new database)."""
    if conn.dialect.name == "sqlite":
        return int(conn.exec_driver_sql("PRAGMA user_version").scalar() or 0)
    if conn.execute(text("SELECT to_regclass('schema_migrations')")).scalar() is None:
        return 0
    return int(conn.exec_driver_sql("SELECT COALESCE(MAX(version), 0) FROM schema_migrations").scalar() or 0)


def upgrade_to(conn: Connection, version: int = LAST) -> int:
    """Apply the legacy migrations the database lacks up to ``version``, inside the caller's
    transaction, recording each the old way; the version it had. (The baseline applies them
    all; the upgrade tests stop earlier, to make the databases older bots made.)"""
    sqlite = conn.dialect.name == "sqlite"
    current = legacy_version(conn)
    if not sqlite:
        conn.exec_driver_sql("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)")
    for number, statements in SQLITE_MIGRATIONS if sqlite else PG_MIGRATIONS:
        if not current < number <= version:
            continue
        for stmt in statements:
            conn.exec_driver_sql(stmt)
        if sqlite:
            conn.exec_driver_sql(f"PRAGMA user_version = {int(number)}")
        else:
            conn.execute(text("INSERT INTO schema_migrations (version) VALUES (:n)"), {"n": number})
    return current
