"""One database, SQLite or PostgreSQL, behind SQLAlchemy's async engine: the few things the
stores need from it, each written once.

- :meth:`Database.reading`: reads on one connection (no transaction opened on SQLite: each
  statement sees the latest commit, as before), done once more on a fresh connection when
  PostgreSQL dropped the first; :meth:`Database.fetch` is that for one statement.
- :meth:`Database.write`: a write transaction. SQLite takes the database's write lock at
  the start (``BEGIN IMMEDIATE``), so that a transaction's reads see what it will write
  over; the single pooled connection is what the ``asyncio.Lock`` of the old repository
  was: one transaction at a time per process. PostgreSQL runs it on a pooled connection.
- :meth:`Database.snapshot`: a consistent read-only view for ``copy-db``.
- :meth:`Database.insert`: an ``INSERT`` that can say ``ON CONFLICT`` (the two dialects
  spell the same clause with their own construct).

Errors come out as the driver raises them (``sqlite3.*``, ``asyncpg.*``), not wrapped in
SQLAlchemy's, as the use cases and adapters have always seen them; the one exception is a
second live game in a channel, :class:`~bot.storage.base.ChannelBusy`.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Table, event
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection as SyncConnection
from sqlalchemy.engine import Row
from sqlalchemy.exc import DBAPIError, IntegrityError, StatementError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.sql import Executable

from bot.storage.base import ChannelBusy

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T")
R = TypeVar("R", bound="DataclassInstance")
Params = Mapping[str, Any] | Sequence[Mapping[str, Any]] | None

_WRITE = {"hexbot_begin": "BEGIN IMMEDIATE"}
_SNAPSHOT = {"hexbot_begin": "BEGIN"}


_FIELDS: dict[type[Any], tuple[str, ...]] = {}  # a record's field names, by its class


def record(cls: type[R], row: Row[Any], **overrides: Any) -> R:
    """A record (a dataclass) from a row whose columns are named as its fields; ``overrides``
    give the fields that are not a column as stored (JSON, renamed columns). A field the
    row lacks keeps its default."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls) if f.init)
    mapping = row._mapping
    values = {name: mapping[name] for name in names if name in mapping}
    return cls(**{**values, **overrides})


def driver_error(e: BaseException) -> BaseException:
    """The driver's own exception behind SQLAlchemy's wrapper (``e`` itself otherwise).

    A value our column types refused (a naive datetime) comes out as the ValueError it is."""
    if isinstance(e, DBAPIError) and e.orig is not None:
        orig: BaseException = e.orig
        # the asyncpg adapter raises its DBAPI class "from" asyncpg's own exception
        cause = orig.__cause__
        return cause if isinstance(cause, Exception) and type(cause).__module__.startswith("asyncpg") else orig
    if isinstance(e, StatementError) and isinstance(e.orig, ValueError):
        return e.orig
    return e


def _one_live_game(e: IntegrityError) -> bool:
    text = str(e.orig)
    return "games_one_live_per_channel" in text or "games.channel_id" in text


class Database:
    """An async engine and how it must be used on its dialect (see the module's docstring)."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self.dialect = engine.dialect.name  # "sqlite" or "postgresql"
        self.is_sqlite = self.dialect == "sqlite"
        if self.is_sqlite:
            # SQLite: the driver leaves transactions to us, and we begin them as the use asks
            event.listen(engine.sync_engine, "begin", _sqlite_begin)

    async def close(self) -> None:
        await self.engine.dispose()

    # ------------------------------------------------------------------ connections
    async def reading(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """``work`` done on a connection for reads (no transaction on SQLite: each statement
        sees the latest commit); done again once on a fresh connection when the server
        dropped the first (PostgreSQL restarted, a network cut)."""
        for attempt in (1, 2):
            try:
                async with self.engine.connect() as conn:
                    return await work(conn)
            except DBAPIError as e:
                if attempt == 2 or not e.connection_invalidated:
                    raise driver_error(e) from e
            except StatementError as e:
                raise driver_error(e) from e
        raise AssertionError("unreachable")

    async def fetch(self, stmt: Executable, params: Params = None) -> Sequence[Row[Any]]:
        """The rows of one read statement (see :meth:`reading`)."""

        async def rows(conn: AsyncConnection) -> Sequence[Row[Any]]:
            return (await conn.execute(stmt, params)).all()

        return await self.reading(rows)

    @contextlib.asynccontextmanager
    async def write(self, *, channel_id: int | None = None) -> AsyncIterator[AsyncConnection]:
        """A write transaction, committed at the end, rolled back on any error. With
        ``channel_id``, a second live game in that channel raises ChannelBusy."""
        try:
            async with self.engine.connect() as conn:
                conn = await conn.execution_options(**_WRITE) if self.is_sqlite else conn
                async with conn.begin():
                    yield conn
        except IntegrityError as e:
            if channel_id is not None and _one_live_game(e):
                raise ChannelBusy(f"channel {channel_id} already has a live game") from None
            raise driver_error(e) from e
        except (DBAPIError, StatementError) as e:
            raise driver_error(e) from e

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[AsyncConnection]:
        """A read-only transaction that sees one moment of the database (for a copy)."""
        async with self.engine.connect() as conn:
            if self.is_sqlite:
                conn = await conn.execution_options(**_SNAPSHOT)
            else:
                conn = await conn.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)
            async with conn.begin():
                yield conn

    # ------------------------------------------------------------------ dialect constructs
    def insert(self, table: Table) -> Any:
        """``INSERT`` with the dialect's ``on_conflict_do_update``/``on_conflict_do_nothing``
        (same methods, same meaning in both)."""
        return sqlite.insert(table) if self.is_sqlite else postgresql.insert(table)


def _sqlite_begin(conn: SyncConnection) -> None:
    """Begin what the connection was asked for: ``BEGIN IMMEDIATE`` for a write, ``BEGIN``
    for a snapshot; nothing for reads, which then see each commit as it lands."""
    begin = conn.get_execution_options().get("hexbot_begin")
    if begin:
        conn.exec_driver_sql(begin)
