"""One database, SQLite or PostgreSQL, and how the stores' work runs on it.

A store's work is a plain function over a SQLAlchemy :class:`~sqlalchemy.engine.Connection`
(the same function for both databases); :class:`Database` runs it whole:

- :meth:`Database.reading`: reads (no transaction opened: each statement sees the latest
  commit, as before); on PostgreSQL done once more on a fresh connection when the server
  dropped the first (a restart, a network cut). :meth:`Database.fetch` is that for one
  statement.
- :meth:`Database.write`: a write transaction, committed at the end, rolled back on any
  error. SQLite takes the database's write lock at its start (``BEGIN IMMEDIATE``), so that
  the transaction's reads see what it writes over.
- :meth:`Database.snapshot`: a consistent read-only view (for ``copy-db``).

How each database runs the work is in its module: :mod:`bot.storage.sqlite` runs it in the
database's own thread, one hop from the event loop per transaction (the stdlib driver, one
connection: a transaction waits for the one before it); :mod:`bot.storage.postgres` runs it
on a pooled asyncpg connection through SQLAlchemy's async engine (``run_sync``).

Errors come out as the driver raises them (``sqlite3.*``, ``asyncpg.*``), not wrapped in
SQLAlchemy's, as the use cases and adapters have always seen them; the one exception is a
second live game in a channel, :class:`~bot.storage.base.ChannelBusy`.
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from sqlalchemy import Table
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection, Engine, Row
from sqlalchemy.exc import DBAPIError, IntegrityError, StatementError
from sqlalchemy.sql import Executable

from bot.storage.base import ChannelBusy

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T")
R = TypeVar("R", bound="DataclassInstance")
Params = Mapping[str, Any] | Sequence[Mapping[str, Any]] | None
Work = Callable[[Connection], T]
Mode = Literal["read", "write", "snapshot"]

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


class Database(abc.ABC):
    """A database and how the stores' work runs on it (see the module's docstring)."""

    dialect: str  # "sqlite" or "postgresql"
    sync_engine: Engine  # for events (tests inject failures through it)

    @property
    def is_sqlite(self) -> bool:
        return self.dialect == "sqlite"

    @abc.abstractmethod
    async def _run(self, work: Work[T], mode: Mode) -> T:
        """Run ``work`` on a connection: without a transaction (``read``), in a write
        transaction, or in a read-only snapshot."""

    @abc.abstractmethod
    async def close(self) -> None: ...

    async def reading(self, work: Work[T]) -> T:
        try:
            return await self._run(work, "read")
        except (DBAPIError, StatementError) as e:
            raise driver_error(e) from e

    async def fetch(self, stmt: Executable, params: Params = None) -> Sequence[Row[Any]]:
        """The rows of one read statement."""
        return await self.reading(lambda conn: conn.execute(stmt, params).all())

    async def write(self, work: Work[T], *, channel_id: int | None = None) -> T:
        """``work`` in one write transaction; with ``channel_id``, a second live game in
        that channel raises ChannelBusy."""
        try:
            return await self._run(work, "write")
        except IntegrityError as e:
            if channel_id is not None and _one_live_game(e):
                raise ChannelBusy(f"channel {channel_id} already has a live game") from None
            raise driver_error(e) from e
        except (DBAPIError, StatementError) as e:
            raise driver_error(e) from e

    async def snapshot(self, work: Work[T]) -> T:
        try:
            return await self._run(work, "snapshot")
        except (DBAPIError, StatementError) as e:
            raise driver_error(e) from e

    def insert(self, table: Table) -> Any:
        """``INSERT`` with the dialect's ``on_conflict_do_update``/``on_conflict_do_nothing``
        (same methods, same meaning in both)."""
        return sqlite.insert(table) if self.is_sqlite else postgresql.insert(table)
