"""The execution layer under the stores (:mod:`bot.storage.sql`), on every backend: a
statement is compiled once per shape and then run on the driver's connection with the
column types' conversions; what it returns and raises is what SQLAlchemy's engine gave
the stores. On PostgreSQL, a connection the server drops is replaced: a read is tried
once more, a write fails whole."""

from __future__ import annotations

import sqlite3
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime

import pytest
from sqlalchemy import bindparam, event, func, insert, select, text, update
from sqlalchemy.util import await_only

from bot.storage.schema import games, user_names, user_prefs
from bot.storage.sql import Connection
from tests.storage.backends import PG_URL, SKIP_PG, Opener

NOW = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)


@dataclass(frozen=True)
class Named:
    user_id: int
    name: str
    updated_at: datetime


BIG = 1_234_567_890_123_456_789
_NAMES = select(user_names.c.user_id, user_names.c.name).where(
    user_names.c.user_id.in_(bindparam("ids", expanding=True))
)
_BY_ID = select(user_names.c.name).where(user_names.c.user_id == bindparam("id"))


async def test_statements_run_with_their_types_and_plans_are_kept(open_repo: Opener) -> None:
    repo = await open_repo()
    db = repo.db
    try:
        rows = [{"user_id": u, "name": f"n{u}", "updated_at": NOW} for u in (1, 2, BIG)]
        await db.write(lambda conn: conn.execute(insert(user_names), rows))
        # an IN list of each length, the same statement: one plan per length, kept
        for ids, found in (([], []), ([2], [2]), ([1, BIG, 99], [1, BIG])):
            got = await db.fetch(_NAMES.order_by(user_names.c.user_id), {"ids": ids})
            assert [r.user_id for r in got] == found
        seen: list[object] = []

        def plans(conn: Connection) -> None:
            for ids in ([1, 2], [3, 4], [5]):
                seen.append(conn.plans.plan(_NAMES, {"ids": ids}))
            seen.append(conn.plans.plan(_BY_ID, {"id": 1}))
            seen.append(conn.plans.plan(_BY_ID, {"id": 2}))

        await db.reading(plans)
        assert seen[0] is seen[1] and seen[0] is not seen[2] and seen[3] is seen[4]
        # a statement built at the call, its values written in: one plan for its structure,
        # each call with its own values
        for uid in (1, 2, BIG, 3):
            got = await db.fetch(select(user_names.c.name).where(user_names.c.user_id == uid))
            assert [r.name for r in got] == ([] if uid == 3 else [f"n{uid}"])
        for ids in ([2, 1], [BIG], []):
            got = await db.fetch(select(user_names.c.user_id).where(user_names.c.user_id.in_(ids)))
            assert sorted(r.user_id for r in got) == sorted(ids)
        same = await db.reading(
            lambda conn: [
                conn.plans.plan(select(user_names.c.name).where(user_names.c.user_id == u), {}) for u in (1, 2)
            ]
        )
        assert same[0] is same[1]
        # records straight from the driver's rows, as from rows
        by_rows = await db.reading(lambda conn: conn.execute(select(user_names)).all())
        named = await db.fetch_records(Named, select(user_names).order_by(user_names.c.user_id))
        assert named == sorted((Named(r.user_id, r.name, r.updated_at) for r in by_rows), key=lambda n: n.user_id)
        assert named[0].updated_at == NOW
        # rows: attribute access, _mapping, converted columns (an aware datetime back)
        [row] = await db.fetch(select(user_names).where(user_names.c.user_id == BIG))
        assert (row.user_id, row.name, row._mapping["updated_at"]) == (BIG, f"n{BIG}", NOW)
        assert row.updated_at.tzinfo is not None
        # changed rows are counted; scalar, scalars, first, one
        changed = update(user_names).where(user_names.c.user_id < bindparam("below")).values(name="x")
        assert await db.write(lambda conn: conn.execute(changed, {"below": 3}).rowcount) == 2
        assert await db.reading(lambda conn: conn.execute(_BY_ID, {"id": 1}).scalar()) == "x"
        assert await db.reading(lambda conn: conn.execute(_BY_ID, {"id": 7}).first()) is None
        count = select(func.count()).select_from(user_names)
        assert await db.reading(lambda conn: conn.execute(count).scalar_one()) == 3
        names = await db.reading(lambda conn: conn.execute(_NAMES, {"ids": [1, 2]}).scalars().all())
        assert sorted(names) == [1, 2]
        # text() as the stores' helpers and the tests use it
        assert (await db.fetch(text("SELECT COUNT(*) FROM user_names")))[0][0] == 3
        # a flag column comes back a bool on both databases
        prefs = {"user_id": 1, "ping": True, "dm_reminders": False, "updated_at": NOW}
        await db.write(lambda conn: conn.execute(insert(user_prefs), prefs))
        [p] = await db.fetch(select(user_prefs.c.ping, user_prefs.c.dm_reminders))
        assert (p.ping, p.dm_reminders) == (True, False)
    finally:
        await repo.close()


async def test_errors_are_the_drivers_and_roll_the_write_back(open_repo: Opener) -> None:
    repo = await open_repo()
    db = repo.db
    try:
        row = {"user_id": 1, "name": "a", "updated_at": NOW}
        await db.write(lambda conn: conn.execute(insert(user_names), row))

        def twice(conn: Connection) -> None:
            conn.execute(update(user_names).values(name="changed"))
            conn.execute(insert(user_names), row)  # the same key again

        with pytest.raises(db.integrity_errors):
            await db.write(twice)
        assert (await db.fetch(_BY_ID, {"id": 1}))[0].name == "a"  # nothing of it was kept
        naive = {"user_id": 2, "name": "b", "updated_at": datetime(2025, 3, 1)}  # noqa: DTZ001
        with pytest.raises(ValueError, match="naive"):
            await db.write(lambda conn: conn.execute(insert(user_names), naive))
        with pytest.raises(KeyError):
            await db.fetch(_BY_ID)  # a parameter without a value
        # the engine's before_cursor_execute listeners see each statement (tests inject failures so)
        statements: list[str] = []

        def listen(conn: object, cursor: object, sql: str, *args: object) -> None:
            statements.append(sql)

        event.listen(db.sync_engine, "before_cursor_execute", listen)
        try:
            await db.fetch(_BY_ID, {"id": 1})
        finally:
            event.remove(db.sync_engine, "before_cursor_execute", listen)
        assert len(statements) == 1 and statements[0].startswith("SELECT user_names.name")
        assert await repo.stores.games.count_games() == 0 and games.name == "games"
    finally:
        await repo.close()


async def test_sqlite_errors_are_sqlite3s(tmp_path: object) -> None:
    from bot.storage.sqlite import SqliteRepository

    repo = await SqliteRepository.open(f"{tmp_path}/x.sqlite3")
    try:
        with pytest.raises(sqlite3.OperationalError):
            await repo.db.fetch(text("SELECT nothing FROM nowhere"))
    finally:
        await repo.close()


@pytest.mark.skipif(not PG_URL, reason=SKIP_PG)
async def test_postgres_replaces_a_dropped_connection(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server drops the pool's connection (a restart): the next read is done again on a
    new connection, and so is a write (its BEGIN fails on the dropped one); a write whose
    connection is dropped half-way is done again, whole, and when the connection drops
    every time it ends in StorageUnavailable having committed nothing; the next one works."""
    import asyncpg

    import bot.storage.postgres as pg
    from bot.storage import StorageUnavailable
    from bot.storage.postgres import PostgresRepository
    from tests.storage.backends import drop_schema

    schema = "t_" + uuid.uuid4().hex[:16]
    repo = await PostgresRepository.open(PG_URL, schema=schema, max_size=1)
    admin = await asyncpg.connect(PG_URL)
    try:
        row = {"user_id": 1, "name": "a", "updated_at": NOW}
        await repo.db.write(lambda conn: conn.execute(insert(user_names), row))

        async def drop() -> None:
            [pid] = await repo.db.fetch(text("SELECT pg_backend_pid()"))
            await admin.execute("SELECT pg_terminate_backend($1)", pid[0])

        await drop()
        assert (await repo.db.fetch(_BY_ID, {"id": 1}))[0].name == "a"  # read again on a new connection
        renamed = update(user_names).values(name="b")

        def dropped_half_way(conn: Connection) -> None:
            conn.execute(renamed)
            pid = conn.execute(text("SELECT pg_backend_pid()")).scalar()
            await_only(admin.execute("SELECT pg_terminate_backend($1)", pid))
            conn.execute(renamed)

        # Issue 32: a write whose connection drops before its COMMIT is done again on a new
        # one; this one drops its connection every time: the database "stays away"
        monkeypatch.setattr(pg, "RETRY_FOR_S", 0.2)
        with pytest.raises(StorageUnavailable):
            await repo.db.write(dropped_half_way)
        assert (await repo.db.fetch(_BY_ID, {"id": 1}))[0].name == "a"  # nothing of it was committed
        await drop()  # dropped between two operations: the write is done on a new connection
        assert await repo.db.write(lambda conn: conn.execute(renamed).rowcount) == 1
        assert (await repo.db.fetch(_BY_ID, {"id": 1}))[0].name == "b"
    finally:
        await admin.close()
        await repo.close()
        await drop_schema(schema)
