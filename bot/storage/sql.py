"""How the stores' SQLAlchemy statements run: compiled once per database, executed on the
driver's own connection.

The stores build every statement with SQLAlchemy Core over :mod:`bot.storage.schema` (one
SQL for both databases, ``with_for_update(skip_locked=True)``, ``on_conflict_do_update``);
what SQLAlchemy's engine would do at each execution — compute the statement's cache key,
look the compiled form up, build an execution context, wrap the cursor in a result and
each row in a ``Row`` — costs more CPU than the database's own work for the small
statements of a game action. Here a statement is compiled once per database into a
:class:`Plan` (see :class:`Plans`): the SQL text, the order of its parameters with the
column types' converters, and the converters of its result columns. A :class:`Connection`
runs plans on the raw driver connection (stdlib ``sqlite3`` or ``asyncpg``); the stores
see the subset of SQLAlchemy's result interface they use (:class:`Result`: ``all``,
``first``, ``one``, ``scalar``, ``scalar_one``, ``scalars``, ``rowcount``; rows with
attribute access and ``_mapping``, named as the driver names the columns, as SQLAlchemy
names its rows' keys). Rows and records are made a column at a time (the converted
columns converted as a whole), no code generated.

Of SQLAlchemy it uses the public API — the compiled statement's ``string``,
``positiontup``, ``binds``, ``bind_names``, ``literal_execute_params``,
``effective_returning``, ``construct_expanded_state``; a SELECT's ``selected_columns``; the
types' ``dialect_impl``, ``bind_processor`` and ``result_processor`` — and one private
name, for which there is no public one: a statement's cache key (``_generate_cache_key``),
by which a statement built at the call finds the plan of its structure.
tests/storage/test_sqlalchemy_api.py pins what is used of it, so that an upgrade that
changes it fails there.

Errors are the driver's own (``sqlite3.*``, ``asyncpg.*``); a value a column type refuses
(a naive datetime) is the ``ValueError`` its converter raises.
"""

from __future__ import annotations

import abc
import dataclasses
import weakref
from collections import namedtuple
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Float, Numeric
from sqlalchemy.engine import Dialect, Engine
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.expression import BindParameter, SelectBase, TextClause, UpdateBase
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


_MISSING = object()


@dataclasses.dataclass(slots=True, eq=False)
class Plan:
    """A statement compiled for one database, ready to run on its driver."""

    sql: str
    names: tuple[str, ...]  # the parameters in the order the SQL takes them
    indexes: tuple[int | None, ...]  # for an item of a spelled-out list (IN): its place in the list
    defaults: tuple[Any, ...]  # each one's value when the call does not give it (_MISSING: required)
    converters: tuple[Converter, ...]  # each one's conversion to what the driver takes
    returns_rows: bool
    columns: int  # the result columns the statement names (0: only the driver knows, text())
    convert: tuple[tuple[int, Callable[[Any], Any]], ...]  # the result columns converted, and how
    lists: tuple[tuple[str, Any], ...]  # the lists to spell out (IN), with their defaults
    compiled: SQLCompiler | None  # kept when there are lists, to spell them out
    spelled: bool = False  # its lists spelled out for one call's lengths
    row: type[RowBase] | None = None  # the row class, from the driver's column names at the first rows

    def args(self, params: Mapping[str, Any]) -> list[Any]:
        out = []
        for name, index, default, convert in zip(self.names, self.indexes, self.defaults, self.converters, strict=True):
            value = _value(params, name, default)
            if index is not None:
                value = value[index]
            out.append(value if convert is None else convert(value))
        return out


def _value(params: Mapping[str, Any], name: str, default: Any) -> Any:
    value = params.get(name, default)
    if value is _MISSING:
        raise KeyError(f"a value is required for the parameter {name!r}")
    return value


def _default(bind: BindParameter[Any]) -> Any:
    """A parameter's value when the call does not give it (_MISSING: the call must)."""
    if bind.callable is not None:
        return bind.callable()
    if bind.value is not None or not bind.required:
        return bind.value
    return _MISSING


def _plan(stmt: ClauseElement, dialect: Dialect, keys: tuple[str, ...], many: bool) -> tuple[Plan, SQLCompiler]:
    compiled = stmt.compile(dialect=dialect, column_keys=list(keys), for_executemany=many)
    assert isinstance(compiled, SQLCompiler)
    names = tuple(compiled.positiontup or ())
    binds = [compiled.binds[n] for n in names]
    # the result columns: a SELECT's, or what an INSERT/UPDATE/DELETE returns (RETURNING,
    # also the key PostgreSQL's INSERT returns unasked)
    columns: list[Any] = []
    if isinstance(stmt, SelectBase):
        columns = list(stmt.selected_columns)
    elif isinstance(stmt, UpdateBase):
        columns = list(compiled.effective_returning or ())
    if isinstance(stmt, TextClause):
        returns_rows = compiled.string.lstrip().upper().startswith(_ROWS_SQL) or " RETURNING " in compiled.string
    else:
        returns_rows = isinstance(stmt, SelectBase) or bool(columns)
    lists = tuple((n, _default(b)) for n, b in zip(names, binds, strict=True) if b.expanding)
    converted = ((i, _result_converter(c.type, dialect)) for i, c in enumerate(columns))
    plan = Plan(
        sql=compiled.string,
        names=names,
        indexes=(None,) * len(names),
        defaults=tuple(_default(b) for b in binds),
        converters=tuple(_bind_converter(b, compiled, dialect) for b in binds),
        returns_rows=returns_rows,
        columns=len(columns),
        convert=tuple((i, f) for i, f in converted if f is not None),
        lists=lists,
        compiled=compiled if lists or compiled.literal_execute_params else None,
    )
    return plan, compiled


def _bind_converter(bind: BindParameter[Any], compiled: SQLCompiler, dialect: Dialect) -> Converter:
    """A parameter's conversion by its type (a list's items are converted once it is spelled
    out; a value written into the SQL is not a parameter)."""
    if bind.expanding or bind in compiled.literal_execute_params:
        return None
    return bind.type.dialect_impl(dialect).bind_processor(dialect)


def _spelled_out(plan: Plan, params: Mapping[str, Any]) -> Plan:
    """``plan`` with its lists spelled out for lists as long as those of ``params``."""
    compiled = plan.compiled
    assert compiled is not None
    state = compiled.construct_expanded_state(compiled.construct_params(dict(params)))
    origin = {n: (name, i) for name, items in (state.parameter_expansion or {}).items() for i, n in enumerate(items)}
    defaults = dict(zip(plan.names, plan.defaults, strict=True))
    converters = dict(zip(plan.names, plan.converters, strict=True))
    order = state.positiontup or ()
    positions = [origin.get(n, (n, None)) for n in order]
    return dataclasses.replace(
        plan,
        sql=state.statement,
        names=tuple(name for name, _ in positions),
        indexes=tuple(i for _, i in positions),
        defaults=tuple(defaults[name] for name, _ in positions),
        # a list's items: the conversion SQLAlchemy gives each (a tuple's items have their own)
        converters=tuple(state.processors.get(n) if n in origin else converters[n] for n in order),
        lists=(),
        compiled=None,
        spelled=True,
    )


def _result_converter(type_: TypeEngine[Any], dialect: Dialect) -> Converter:
    """A column type's conversion of what the driver gives (not NULL). The schema's own
    types say theirs (``from_driver``); SQLAlchemy's give their result processor. A
    PostgreSQL number's depends on the driver's type code: a float is asked as ``float8``
    (asyncpg gives floats), a decimal as ``numeric``."""
    own = getattr(type_, "from_driver", None)
    if own is not None:
        return own(dialect)
    impl = type_.dialect_impl(dialect)
    code = None
    if dialect.name == "postgresql" and isinstance(impl, Float | Numeric):  # (a Float is no Numeric in 2.1)
        code = 701 if isinstance(impl, Float) else 1700
    return impl.result_processor(dialect, code)


def _literals(compiled: SQLCompiler, values: Sequence[BindParameter[Any]]) -> tuple[tuple[str, ...], ...] | None:
    """For each value of a statement's cache key, the SQL parameters that take it; None if
    one is not in the SQL (then the plan is the statement's own, not shared).

    A value is in the SQL by itself or as a copy SQLAlchemy made of it (an INSERT's or an
    UPDATE's values), which keeps its key. The SQL's other parameters are the call's or the
    structure's own (SQLite's ``OFFSET`` after a ``LIMIT``)."""
    by_key: dict[str, list[str]] = {}
    for bind, name in compiled.bind_names.items():
        by_key.setdefault(bind.key, []).append(name)
    literals = tuple(tuple(by_key.get(v.key, ())) for v in values)
    return literals if all(literals) else None


Shape = tuple[tuple[str, ...], bool]  # the parameters' names, executemany
_MAX_SHARED = 2000  # distinct statement structures kept (then forgotten all at once)


class _Compiled:
    """One compiled statement structure: its plan, which SQL parameters take the values of
    its cache key (by their place in the key), its plans per length of lists."""

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
    uses — and runs with its own literal values in the plan's parameters; one SQLAlchemy
    gives no key (a dialect's ``INSERT ... ON CONFLICT`` before SQLAlchemy 2.1) is
    compiled at each call (0.2 to 0.3 ms), as a module constant only once."""

    def __init__(self, dialect: Dialect) -> None:
        self.dialect = dialect
        # a statement → per shape: its compiled structure and its literal values by parameter
        self._statements: weakref.WeakKeyDictionary[ClauseElement, dict[Shape, tuple[_Compiled, dict[str, Any]]]] = (
            weakref.WeakKeyDictionary()
        )
        self._structures: dict[tuple[Any, Shape], _Compiled] = {}

    def _compile(self, stmt: ClauseElement, shape: Shape) -> tuple[_Compiled, dict[str, Any]]:
        keys, many = shape
        # the one private name of SQLAlchemy used (no public API gives a statement's cache
        # key; tests/storage/test_sqlalchemy_api.py pins what is used of it)
        key = stmt._generate_cache_key()
        if key is None:  # SQLAlchemy cannot cache it: compiled for itself
            return _Compiled(_plan(stmt, self.dialect, keys, many)[0], ()), {}
        found = self._structures.get((key.key, shape))
        if found is not None:
            values = {n: _default(b) for b, names in zip(key.bindparams, found.literals, strict=True) for n in names}
            return found, values
        plan, compiled = _plan(stmt, self.dialect, keys, many)
        literals = _literals(compiled, key.bindparams)
        if literals is None:  # compiled for itself
            return _Compiled(plan, ()), {}
        if len(self._structures) >= _MAX_SHARED:
            self._structures.clear()
        shared = self._structures[(key.key, shape)] = _Compiled(plan, literals)
        return shared, {}

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
        lengths = tuple(len(_value(params, name, default)) for name, default in plan.lists)
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


def _row_class(plan: Plan, names: Callable[[], Sequence[str]]) -> type[RowBase]:
    """The row class of a plan's rows: named as the driver names the columns (as SQLAlchemy
    names its rows' keys), kept with the plan when the statement names its columns."""
    row = plan.row
    if row is None:
        row = row_class(names())
        if plan.columns:  # the statement names its columns: the same at every run
            if len(row._fields) != plan.columns:
                raise TypeError(
                    f"{len(row._fields)} result columns, {plan.columns} of them named by the statement"
                    f" (a text() column in a select? literal_column() names it): {plan.sql}"
                )
            plan.row = row
    return row


def _columns(plan: Plan, raw: Sequence[Sequence[Any]]) -> list[Sequence[Any]]:
    """The driver's rows (at least one) as columns, each the plan converts converted (a NULL
    stays None): a conversion is mapped over its column, not called from a loop per row."""
    columns: list[Sequence[Any]] = list(zip(*raw, strict=True))
    for i, convert in plan.convert:
        column = columns[i]
        if None in column:
            columns[i] = [None if value is None else convert(value) for value in column]
        else:
            columns[i] = list(map(convert, column))
    return columns


def rows_of(plan: Plan, raw: Sequence[Sequence[Any]], names: Callable[[], Sequence[str]]) -> list[Any]:
    """The driver's rows as the plan's row class, each column that needs it converted."""
    if not raw:
        return []
    make = partial(tuple.__new__, _row_class(plan, names))
    if not plan.convert:
        return list(map(make, raw))
    return list(map(make, zip(*_columns(plan, raw), strict=True)))


# for a record class and a row class: the columns of the record's fields, in their order
# (None: a field is not a column)
_RECORD_COLUMNS: dict[tuple[type[Any], type[RowBase]], tuple[int, ...] | None] = {}


def _record_columns(cls: type[Any], row: type[RowBase]) -> tuple[int, ...] | None:
    key = (cls, row)
    if key not in _RECORD_COLUMNS:
        columns = {name: i for i, name in enumerate(row._fields)}
        fields = [f.name for f in dataclasses.fields(cls) if f.init]
        found = bool(fields) and all(name in columns for name in fields)
        _RECORD_COLUMNS[key] = tuple(columns[name] for name in fields) if found else None
    return _RECORD_COLUMNS[key]


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
        the columns), made straight from the driver's rows a column at a time."""
        plan, one = self.plans.prepare(stmt, params or {})
        args = plan.args(one)
        self._before(plan.sql, args)
        raw, names = self._query(plan.sql, args)
        if not raw:
            return []
        positions = _record_columns(cls, _row_class(plan, names))
        if positions is None:  # a field that is not a column: by name, its default kept
            from bot.storage.database import records

            return records(cls, rows_of(plan, raw, names))
        columns = _columns(plan, raw)
        return list(map(cls, *(columns[i] for i in positions)))

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
