"""One database, SQLite or PostgreSQL, and how the stores' work runs on it.

A store's work is a plain function over a :class:`bot.storage.sql.Connection` (the same
function for both databases: it executes SQLAlchemy Core statements, compiled once per
database and run on the driver's own connection); :class:`Database` runs it whole:

- :meth:`Database.reading`: reads (no transaction opened: each statement sees the latest
  commit, as before); on PostgreSQL done again on a fresh connection while the server
  drops them (a restart, a network cut; see :mod:`bot.storage.postgres`, as are writes that
  did not commit). :meth:`Database.fetch` is that for one statement.
- :meth:`Database.write`: a write transaction, committed at the end, rolled back on any
  error. SQLite takes the database's write lock at its start (``BEGIN IMMEDIATE``), so that
  the transaction's reads see what it writes over.
- :meth:`Database.core`: work over a SQLAlchemy :class:`~sqlalchemy.engine.Connection` in a
  write transaction or a consistent read-only snapshot: Alembic's migrations, ``copy-db``.

How each database runs the work is in its module: :mod:`bot.storage.sqlite` runs it in the
database's own thread, one hop from the event loop per operation (the stdlib driver, one
connection: a transaction waits for the one before it); :mod:`bot.storage.postgres` runs it
on a pooled asyncpg connection, in a greenlet that waits for the driver on the event loop.

Errors come out as the driver raises them (``sqlite3.*``, ``asyncpg.*``), as the use cases
and adapters have always seen them; the exceptions are a second live game in a channel,
:class:`~bot.storage.base.ChannelBusy`, and a PostgreSQL server that stays away through the
retries, :class:`~bot.storage.base.StorageUnavailable`.
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Callable, Mapping, Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from sqlalchemy import Table
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection as CoreConnection
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError, StatementError
from sqlalchemy.sql import ClauseElement

from bot.storage.base import ChannelBusy
from bot.storage.sql import Connection, Params

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T")
R = TypeVar("R", bound="DataclassInstance")
Work = Callable[[Connection], T]
CoreWork = Callable[[CoreConnection], T]
Mode = Literal["read", "write"]
CoreMode = Literal["write", "snapshot"]

# how a record class is made from a row class: the columns of its fields by name, and a
# function that makes it from a row when every field is a column (None: by name, defaults kept)
_FIELDS: dict[tuple[type[Any], type[Any]], tuple[tuple[str, int], ...]] = {}
_MAKERS: dict[tuple[type[Any], type[Any]], Callable[[Any], Any] | None] = {}


def _fields(cls: type[Any], row: Any) -> tuple[tuple[str, int], ...]:
    key = (cls, type(row))
    fields = _FIELDS.get(key)
    if fields is None:
        columns = {name: i for i, name in enumerate(row._fields)}
        names = [f.name for f in dataclasses.fields(cls) if f.init]
        fields = _FIELDS[key] = tuple((name, columns[name]) for name in names if name in columns)
        positions = tuple(i for _, i in fields)
        maker: Callable[[Any], Any] | None = None
        if len(fields) == len(names):  # every field a column: made from them in order
            if positions == tuple(range(len(columns))):
                maker = lambda r: cls(*r)  # noqa: E731
            elif len(positions) == 1:
                maker = lambda r: cls(r[positions[0]])  # noqa: E731
            else:
                pick = itemgetter(*positions)
                maker = lambda r: cls(*pick(r))  # noqa: E731
        _MAKERS[key] = maker
    return fields


def record(cls: type[R], row: Any, **overrides: Any) -> R:
    """A record (a dataclass) from a row whose columns are named as its fields; ``overrides``
    give the fields that are not a column as stored (JSON, renamed columns). A field the
    row lacks keeps its default."""
    if not overrides:
        maker = _MAKERS.get((cls, type(row)))
        if maker is not None:
            made: R = maker(row)
            return made
    values = {name: row[i] for name, i in _fields(cls, row)}
    if overrides:
        values.update(overrides)
    return cls(**values)


def records(cls: type[R], rows: Sequence[Any]) -> list[R]:
    """:func:`record` of each row (the rows of one result: one row class)."""
    if not rows:
        return []
    first = record(cls, rows[0])
    maker = _MAKERS.get((cls, type(rows[0])))
    if maker is None:
        return [first, *(record(cls, r) for r in rows[1:])]
    return [first, *map(maker, rows[1:])]


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


def _one_live_game(e: BaseException) -> bool:
    text = str(e)
    return "games_one_live_per_channel" in text or "games.channel_id" in text


class Database(abc.ABC):
    """A database and how the stores' work runs on it (see the module's docstring)."""

    dialect: str  # "sqlite" or "postgresql"
    sync_engine: Engine  # SQLAlchemy's: migrations, copy-db; tests inject failures through its events
    integrity_errors: tuple[type[BaseException], ...]  # what the driver raises for a broken constraint

    @property
    def is_sqlite(self) -> bool:
        return self.dialect == "sqlite"

    @abc.abstractmethod
    async def _run(self, work: Work[T], mode: Mode) -> T:
        """Run ``work`` on a connection: without a transaction (``read``) or in a write transaction."""

    @abc.abstractmethod
    async def _core(self, work: CoreWork[T], mode: CoreMode) -> T:
        """Run ``work`` on a SQLAlchemy connection, in a write transaction or a read-only snapshot."""

    @abc.abstractmethod
    async def close(self) -> None: ...

    async def reading(self, work: Work[T]) -> T:
        return await self._run(work, "read")

    async def fetch(self, stmt: ClauseElement, params: Params = None) -> list[Any]:
        """The rows of one read statement."""
        return await self._run(lambda conn: conn.execute(stmt, params).all(), "read")

    async def fetch_records(
        self, cls: type[R], stmt: ClauseElement, params: Mapping[str, Any] | None = None
    ) -> list[R]:
        """The rows of one read statement as records of ``cls`` (see :func:`record`)."""
        return await self._run(lambda conn: conn.records(cls, stmt, params), "read")

    async def write(self, work: Work[T], *, channel_id: int | None = None) -> T:
        """``work`` in one write transaction; with ``channel_id``, a second live game in
        that channel raises ChannelBusy."""
        try:
            return await self._run(work, "write")
        except self.integrity_errors as e:
            if channel_id is not None and _one_live_game(e):
                raise ChannelBusy(f"channel {channel_id} already has a live game") from None
            raise

    async def core(self, work: CoreWork[T], mode: CoreMode = "write") -> T:
        """``work`` over SQLAlchemy's own connection: in a write transaction, or in a
        consistent read-only ``snapshot`` (for ``copy-db``)."""
        try:
            return await self._core(work, mode)
        except (DBAPIError, StatementError) as e:
            raise driver_error(e) from e

    def insert(self, table: Table) -> Any:
        """``INSERT`` with the dialect's ``on_conflict_do_update``/``on_conflict_do_nothing``
        (same methods, same meaning in both)."""
        return sqlite.insert(table) if self.is_sqlite else postgresql.insert(table)
