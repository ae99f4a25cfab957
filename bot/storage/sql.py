"""How the stores' SQLAlchemy statements run: compiled once per database, executed on the
driver's own connection.

The stores build every statement with SQLAlchemy Core over :mod:`bot.storage.schema` (one
SQL for both databases, ``with_for_update(skip_locked=True)``, ``on_conflict_do_update``);
what SQLAlchemy's engine would do at each execution — compute the statement's cache key,
look the compiled form up, build an execution context, wrap the cursor in a result and
each row in a ``Row`` — costs more CPU than the database's own work for the small
statements of a game action. Here a statement is compiled once per database (the stores'
statements are module constants; a statement built at the call is compiled at the call)
into a :class:`Plan`: the SQL text, the order of its parameters with the column types'
converters, and a row class for its result columns with their converters. A
:class:`Connection` runs plans on the raw driver connection (stdlib ``sqlite3`` or
``asyncpg``); the stores see the subset of SQLAlchemy's result interface they use
(:class:`Result`: ``all``, ``first``, ``one``, ``scalar``, ``scalar_one``, ``scalars``,
``rowcount``; rows with attribute access and ``_mapping``).

Errors are the driver's own (``sqlite3.*``, ``asyncpg.*``); a value a column type refuses
(a naive datetime) is the ``ValueError`` its converter raises.
"""

from __future__ import annotations

import abc
import dataclasses
import weakref
from collections import namedtuple
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from sqlalchemy import Float, Numeric
from sqlalchemy.engine import Dialect, Engine
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.cache_key import CacheKey
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.elements import TextClause
from sqlalchemy.types import TypeEngine

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Params = Mapping[str, Any] | Sequence[Mapping[str, Any]] | None
Converter = Callable[[Any], Any] | None
R = TypeVar("R", bound="DataclassInstance")

_ROWS_SQL = ("SELECT", "WITH", "VALUES", "PRAGMA", "SHOW")


class RowBase(tuple[Any, ...]):
    """What every row class adds to its named tuple: ``_mapping`` (column name → value)."""

    __slots__ = ()
    _fields: tuple[str, ...]

    @property
    def _mapping(self) -> dict[str, Any]:
        return dict(zip(self._fields, self, strict=True))

    if TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any: ...


Row = RowBase  # what the stores' functions take


_ROW_CLASSES: dict[tuple[str, ...], type[RowBase]] = {}


def row_class(names: Sequence[str]) -> type[RowBase]:
    """The row class of a result with these column names (one class per set of names)."""
    key = tuple(names)
    cls = _ROW_CLASSES.get(key)
    if cls is None:
        base = namedtuple("_Row", key, rename=True)  # type: ignore[misc]  # noqa: PYI024
        cls = _ROW_CLASSES[key] = type("Row", (RowBase, base), {"__slots__": ()})
    return cls


class Plan(NamedTuple):
    """A statement compiled for one database, ready to run on its driver."""

    sql: str
    names: tuple[str, ...]  # the parameters in the order the SQL takes them
    indexes: tuple[int | None, ...]  # for an item of a spelled-out list (IN): its place in the list
    defaults: tuple[Any, ...]  # each one's value when the call does not give it (_MISSING: required)
    converters: tuple[Converter, ...]  # each one's conversion to what the driver takes
    returns_rows: bool
    row: type[RowBase] | None  # the row class (None: the driver tells the columns, text() statements)
    make: Callable[[Any], Any] | None  # a row of the row class from the driver's (see _writer)
    convert: tuple[tuple[int, Callable[[Any], Any]], ...]  # the result columns converted, and how
    lists: tuple[tuple[str, Any], ...]  # the lists to spell out (IN), with their defaults
    compiled: SQLCompiler | None  # kept when there are lists, to spell them out
    spelled: bool = False  # its lists spelled out for one call's lengths
    compiled_for: SQLCompiler | None = None  # while the plan is made: the compiled statement
    makers: dict[type[Any], Callable[[Any], Any] | None] | None = None  # records straight from the driver's rows

    def record_maker(self, cls: type[Any]) -> Callable[[Any], Any] | None:
        """A function making a ``cls`` (a dataclass whose fields are named as the columns)
        straight from the driver's row, the columns converted; None if a field is not a column."""
        assert self.makers is not None and self.row is not None
        if cls not in self.makers:
            columns = {name: i for i, name in enumerate(self.row._fields)}
            fields = [f.name for f in dataclasses.fields(cls) if f.init]
            if all(name in columns for name in fields):
                self.makers[cls] = _writer("cls({})", [columns[name] for name in fields], self.convert, {"cls": cls})
            else:
                self.makers[cls] = None
        return self.makers[cls]

    def args(self, params: Mapping[str, Any]) -> list[Any]:
        out = []
        for name, index, default, convert in zip(self.names, self.indexes, self.defaults, self.converters, strict=True):
            value = params.get(name, default)
            if value is _MISSING:
                raise KeyError(f"a value is required for the parameter {name!r}")
            if index is not None:
                value = value[index]
            out.append(value if convert is None else convert(value))
        return out


_MISSING = object()


def _default(compiled: SQLCompiler, name: str) -> Any:
    bind = compiled.binds[name]
    if bind.callable is not None:
        return bind.callable()
    if bind.value is not None or not bind.required:
        return bind.value
    return _MISSING


def _plan(stmt: ClauseElement, dialect: Dialect, keys: tuple[str, ...], many: bool, key: CacheKey | None) -> Plan:
    compiled = stmt.compile(dialect=dialect, column_keys=list(keys), for_executemany=many, cache_key=key)
    assert isinstance(compiled, SQLCompiler)
    names = tuple(compiled.positiontup or ())
    processors = compiled._bind_processors
    columns = compiled._result_columns
    if isinstance(stmt, TextClause):
        returns_rows = compiled.string.lstrip().upper().startswith(_ROWS_SQL) or " RETURNING " in compiled.string
    else:
        returns_rows = bool(columns)
    lists = tuple((n, _default(compiled, n)) for n in names if compiled.binds[n].expanding)
    row = row_class([c.keyname for c in columns]) if columns else None
    convert = [(i, f) for i, f in enumerate(_result_converter(c.type, dialect) for c in columns) if f is not None]
    return Plan(
        sql=compiled.string,
        names=names,
        indexes=(None,) * len(names),
        defaults=tuple(_default(compiled, n) for n in names),
        converters=tuple(processors.get(n) for n in names),  # type: ignore[misc]
        returns_rows=returns_rows,
        row=row,
        make=_row_maker(row, len(columns), convert),
        convert=tuple(convert),
        makers={},
        lists=lists,
        compiled=compiled if lists or compiled.literal_execute_params else None,
        compiled_for=compiled,
    )


def _spelled_out(plan: Plan, params: Mapping[str, Any]) -> Plan:
    """``plan`` with its lists spelled out for lists as long as those of ``params``."""
    compiled = plan.compiled
    assert compiled is not None
    state = compiled.construct_expanded_state(compiled.construct_params(dict(params)))
    origin = {n: (name, i) for name, items in (state.parameter_expansion or {}).items() for i, n in enumerate(items)}
    processors: dict[str, Any] = {**compiled._bind_processors, **state.processors}
    defaults = dict(zip(plan.names, plan.defaults, strict=True))
    positions = [origin.get(n, (n, None)) for n in state.positiontup or ()]
    return plan._replace(
        sql=state.statement,
        names=tuple(name for name, _ in positions),
        indexes=tuple(i for _, i in positions),
        defaults=tuple(defaults[name] for name, _ in positions),
        converters=tuple(processors.get(n) for n in state.positiontup or ()),
        lists=(),
        compiled=None,
        spelled=True,
        makers={},
    )


def _result_converter(type_: TypeEngine[Any], dialect: Dialect) -> Converter:
    """A column type's conversion of what the driver gives (not NULL). The schema's own
    types say theirs (``from_driver``); SQLAlchemy's give their result processor. A
    PostgreSQL number's depends on the driver's type code: a float is asked as ``float8``
    (asyncpg gives floats), a decimal as ``numeric``."""
    own = getattr(type_, "from_driver", None)
    if own is not None:
        return own(dialect)
    code = None
    if dialect.name == "postgresql" and isinstance(type_.dialect_impl(dialect), Numeric):
        code = 701 if isinstance(type_.dialect_impl(dialect), Float) else 1700
    return type_._cached_result_processor(dialect, code)


Shape = tuple[tuple[str, ...], bool]  # the parameters' names, executemany
_MAX_SHARED = 2000  # distinct statement structures kept (then forgotten all at once)


class _Compiled:
    """One compiled statement structure: its plan, which SQL parameters take the values of
    its cache key's literals (by their place in the key), its plans per length of lists."""

    __slots__ = ("plan", "literals", "spelled")

    def __init__(self, plan: Plan, literals: tuple[tuple[str, ...], ...]) -> None:
        self.plan = plan
        self.literals = literals
        self.spelled: dict[tuple[int, ...], Plan] = {}


class Plans:
    """The plans of one database's statements.

    A statement is compiled once per shape of its parameters (an INSERT's columns are the
    keys it is given; an IN list is spelled out once per length). The stores' statements are
    module constants: each is found by its identity. A statement built at the call (a
    literal value in it: ``where(id == 5)``) is found by SQLAlchemy's cache key — the
    statement's structure without its literal values, which the engine's own compiled cache
    uses — and runs with its own literal values in the plan's parameters."""

    def __init__(self, dialect: Dialect) -> None:
        self.dialect = dialect
        # a statement → per shape: its compiled structure and its literal values by parameter
        self._statements: weakref.WeakKeyDictionary[ClauseElement, dict[Shape, tuple[_Compiled, dict[str, Any]]]] = (
            weakref.WeakKeyDictionary()
        )
        self._structures: dict[tuple[Any, Shape], _Compiled] = {}

    def _compile(self, stmt: ClauseElement, shape: Shape) -> tuple[_Compiled, dict[str, Any]]:
        keys, many = shape
        key = stmt._generate_cache_key()
        if key is None:  # SQLAlchemy cannot cache it: compiled for itself
            return _Compiled(_plan(stmt, self.dialect, keys, many, None), ()), {}
        found = self._structures.get((key.key, shape))
        if found is not None:
            values = {
                n: b.effective_value for b, names in zip(key.bindparams, found.literals, strict=True) for n in names
            }
            return found, values
        plan = _plan(stmt, self.dialect, keys, many, key)
        assert plan.compiled_for is not None
        matches, _ = plan.compiled_for._cache_key_bind_match or ({}, {})
        bind_names = plan.compiled_for.bind_names
        literals = tuple(tuple(bind_names[b] for b in matches.get(p, ()) if b in bind_names) for p in key.bindparams)
        if len(self._structures) >= _MAX_SHARED:
            self._structures.clear()
        compiled = self._structures[(key.key, shape)] = _Compiled(plan._replace(compiled_for=None), literals)
        return compiled, {}

    def prepare(
        self, stmt: ClauseElement, params: Mapping[str, Any], many: bool = False
    ) -> tuple[Plan, Mapping[str, Any]]:
        """The plan of ``stmt`` for ``params``, and the parameters to run it with (``params``
        and the statement's literal values)."""
        shape = (tuple(sorted(params)), many)
        shapes = self._statements.get(stmt)
        if shapes is None:
            shapes = self._statements[stmt] = {}
        found = shapes.get(shape)
        if found is None:
            found = shapes[shape] = self._compile(stmt, shape)
        compiled, values = found
        if values:
            params = {**values, **params}
        plan = compiled.plan
        if plan.compiled is None:
            return plan, params
        if plan.compiled.literal_execute_params:  # values written into the SQL: not kept
            return _spelled_out(plan, params), params
        lengths = tuple(len(params.get(name, default)) for name, default in plan.lists)
        spelled = compiled.spelled.get(lengths)
        if spelled is None:
            spelled = compiled.spelled[lengths] = _spelled_out(plan, params)
        return spelled, params

    def plan(self, stmt: ClauseElement, params: Mapping[str, Any], many: bool = False) -> Plan:
        return self.prepare(stmt, params, many)[0]


class Result:
    """The rows (or the count of changed rows) of one statement."""

    __slots__ = ("_rows", "rowcount")

    def __init__(self, rows: list[Any], rowcount: int = -1) -> None:
        self._rows = rows
        self.rowcount = rowcount

    def all(self) -> list[Any]:
        return self._rows

    def __iter__(self) -> Iterator[Any]:
        return iter(self._rows)

    def first(self) -> Any:
        return self._rows[0] if self._rows else None

    def one(self) -> Any:
        if len(self._rows) != 1:
            raise LookupError(f"expected one row, got {len(self._rows)}")
        return self._rows[0]

    def scalar(self) -> Any:
        return self._rows[0][0] if self._rows else None

    def scalar_one(self) -> Any:
        return self.one()[0]

    def scalars(self) -> Result:
        return Result([r[0] for r in self._rows], self.rowcount)


def _row_maker(
    row: type[RowBase] | None, width: int, convert: Sequence[tuple[int, Callable[[Any], Any]]]
) -> Callable[[Any], Any] | None:
    if row is None:
        return None
    if not convert:
        return lambda r: tuple.__new__(row, r)
    return _writer("new(row, ({},))", range(width), convert, {"new": tuple.__new__, "row": row})


def _writer(
    call: str, columns: Sequence[int], convert: Sequence[tuple[int, Callable[[Any], Any]]], names: dict[str, Any]
) -> Callable[[Any], Any]:
    """``lambda r: call`` with ``r[i], ...`` for ``columns`` of the driver's row ``r`` in the ``{}``
    of ``call``, the columns
    ``convert`` names converted (a NULL stays None): written out once per plan, as
    SQLAlchemy writes its result processing, because a loop per row costs more than the
    rest of a read."""
    by_column = dict(convert)
    parts = [f"(None if r[{i}] is None else f{i}(r[{i}]))" if i in by_column else f"r[{i}]" for i in columns]
    scope = {**names, **{f"f{i}": f for i, f in convert}}
    return eval("lambda r: " + call.replace("{}", ", ".join(parts)), scope)


def rows_of(plan: Plan, raw: Sequence[Sequence[Any]], names: Callable[[], Sequence[str]]) -> list[Any]:
    """The driver's rows as the plan's row class, each column that needs it converted (a
    NULL stays None)."""
    make = plan.make
    if make is not None:
        return [make(r) for r in raw]
    cls = row_class(names())  # a text() statement: the driver names the columns, nothing converted
    return [tuple.__new__(cls, r) for r in raw]


class Connection(abc.ABC):
    """A raw driver connection that runs the stores' statements (see the module's docstring).
    ``execute`` is synchronous: on SQLite the work runs in the database's thread, on
    PostgreSQL in a greenlet that waits for asyncpg on the event loop."""

    def __init__(self, plans: Plans, engine: Engine) -> None:
        self.plans = plans
        self.dialect = plans.dialect
        self._engine = engine  # whose before_cursor_execute listeners see each statement (tests)

    def execute(self, stmt: ClauseElement, params: Params = None) -> Result:
        if params is None or isinstance(params, Mapping):
            plan, one = self.plans.prepare(stmt, params or {})
            args = plan.args(one)
            self._before(plan.sql, args)
            if not plan.returns_rows:
                return Result([], self._command(plan.sql, args))
            raw, names = self._query(plan.sql, args)
            rows = rows_of(plan, raw, names)
            return Result(rows, len(rows))
        many = list(params)
        if not many:
            return Result([], 0)
        if len(many) == 1:
            return self.execute(stmt, many[0])
        plan, first = self.plans.prepare(stmt, many[0], not isinstance(stmt, TextClause))
        if plan.returns_rows or plan.spelled:  # row by row, the rows in order
            rows = []
            for p in many:
                rows.extend(self.execute(stmt, p).all())
            return Result(rows, len(rows))
        values = {k: v for k, v in first.items() if k not in many[0]}  # the statement's literal values
        argsets = [plan.args({**values, **p} if values else p) for p in many]
        self._before(plan.sql, argsets)
        self._many(plan.sql, argsets)
        return Result([], len(argsets))

    def records(self, cls: type[R], stmt: ClauseElement, params: Mapping[str, Any] | None = None) -> list[R]:
        """The rows of a read as records of ``cls`` (a dataclass whose fields are named as
        the columns), made straight from the driver's rows."""
        plan, one = self.plans.prepare(stmt, params or {})
        make = plan.record_maker(cls) if plan.row is not None else None
        if make is None:  # a field that is not a column: by name, its default kept
            from bot.storage.database import records

            return records(cls, self.execute(stmt, params).all())
        args = plan.args(one)
        self._before(plan.sql, args)
        return [make(r) for r in self._query(plan.sql, args)[0]]

    def _before(self, sql: str, args: Any) -> None:
        listeners = self._engine.dispatch.before_cursor_execute
        if listeners:  # the hook tests inject failures through
            for listener in listeners:
                listener(None, None, sql, args, None, False)

    @abc.abstractmethod
    def _query(self, sql: str, args: list[Any]) -> tuple[Sequence[Sequence[Any]], Callable[[], Sequence[str]]]:
        """The driver's rows of a read, and (asked only when needed) its column names."""

    @abc.abstractmethod
    def _command(self, sql: str, args: list[Any]) -> int:
        """Run a statement that returns no rows; the number of rows it changed."""

    @abc.abstractmethod
    def _many(self, sql: str, argsets: list[list[Any]]) -> None: ...

    @abc.abstractmethod
    def exec_driver_sql(self, sql: str) -> None:
        """A statement of the database's own SQL, no parameters (``BEGIN``, ``COMMIT``)."""
