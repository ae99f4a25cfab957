"""What the execution layer (:mod:`bot.storage.sql`) takes from SQLAlchemy.

It uses SQLAlchemy's public API but for one name, a statement's cache key
(``_generate_cache_key``: no public API gives it); the first tests pin what it relies on,
so that a SQLAlchemy upgrade that changes it fails here rather than running a statement
with another's values. The others check, on every backend, what the layer derives from the
public API: one plan per structure for the statements the stores build at the call, each
run with its own values; rows keyed as SQLAlchemy's own results are."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import (
    BigInteger,
    Text,
    bindparam,
    column,
    delete,
    func,
    insert,
    literal,
    literal_column,
    select,
    text,
    update,
)
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.expression import BindParameter, CacheKey
from sqlalchemy.sql.functions import FunctionElement

import bot.storage.sql
from bot.storage.schema import user_names
from bot.storage.sql import Connection, row_class
from tests.storage.backends import Opener

NOW = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)
PINNED = {"_generate_cache_key"}  # the private names of SQLAlchemy the layer uses


@dataclass(frozen=True)
class Form:
    """A form of statement the stores build at the call, made with two pairs of values."""

    make: Callable[[Any, Any], ClauseElement]
    first: tuple[Any, Any]
    second: tuple[Any, Any]
    results: Callable[[list[list[tuple[Any, ...]]]], bool]  # the rows of first, second (, first again)
    again: bool = True  # run with the first values again


u = user_names.c
FORMS = {
    "select where": Form(
        lambda a, b: select(u.name).where(u.user_id == a, u.name != b),
        (1, "n1"),
        (2, "z"),
        lambda got: got == [[], [("n2",)], []],
    ),
    "IN a list": Form(
        lambda a, b: select(u.user_id).where(u.user_id.in_([a, 5]), u.name != b),
        (1, "n1"),
        (2, "z"),
        lambda got: got == [[(5,)], [(2,), (5,)], [(5,)]],
    ),
    "LIMIT": Form(
        lambda a, b: select(u.name).where(u.user_id > a).limit(b),
        (1, 2),
        (3, 1),
        lambda got: [len(rows) for rows in got] == [2, 1, 2] and ("n1",) not in got[0] and got[1][0][0] in ("n4", "n5"),
    ),
    "UPDATE values": Form(
        lambda a, b: update(user_names).where(u.user_id == a).values(name=b),
        (1, "p"),
        (2, "z"),
        lambda got: got == [[], [], []],
    ),
    "INSERT values": Form(
        lambda a, b: insert(user_names).values(user_id=a, name=b, updated_at=NOW),
        (7, "k1"),
        (8, "k2"),
        lambda got: got == [[], []],
        again=False,
    ),
    "UPDATE IN subquery RETURNING": Form(
        lambda a, b: (
            update(user_names)
            .where(u.user_id.in_(select(u.user_id).where(u.user_id > a).order_by(u.user_id).limit(b)))
            .values(updated_at=NOW)
            .returning(u.user_id)
        ),
        (3, 1),
        (1, 2),
        lambda got: got == [[(4,)], [(2,), (3,)], [(4,)]],
    ),
}


def _private_names(tree: ast.Module) -> set[str]:
    """The ``_names`` read as attributes in a module, less the ones it defines itself."""
    used = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr.startswith("_")}
    own = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    own |= {
        t.attr for n in ast.walk(tree) if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Attribute)
    }
    annotated = [n.target for n in ast.walk(tree) if isinstance(n, ast.AnnAssign)]
    own |= {t.id if isinstance(t, ast.Name) else t.attr for t in annotated if isinstance(t, ast.Name | ast.Attribute)}
    slots = [n.value for n in ast.walk(tree) if isinstance(n, ast.Assign) and "__slots__" in ast.unparse(n.targets[0])]
    own |= {c.value for s in slots for c in ast.walk(s) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return {name for name in used - own if not name.startswith("__")}


def test_the_layer_uses_no_private_name_of_sqlalchemy_but_the_pinned_one_and_no_eval() -> None:
    tree = ast.parse(Path(bot.storage.sql.__file__).read_text(encoding="utf-8"))
    assert _private_names(tree) == PINNED
    calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert not calls & {"eval", "exec", "compile"}
    # the check itself sees a private name of SQLAlchemy, and not the layer's own
    assert _private_names(ast.parse("def f(c):\n    return c._bind_processors, c._mine\nclass A:\n    _mine: int")) == {
        "_bind_processors"
    }


def _values(key: CacheKey, swap: dict[Any, Any]) -> list[Any]:
    return [
        [swap.get(v, v) for v in b.value] if isinstance(b.value, list) else swap.get(b.value, b.value)
        for b in key.bindparams
    ]


@pytest.mark.parametrize("form", FORMS)
def test_a_cache_key_is_the_structure_and_its_values_line_up(form: str) -> None:
    """What :class:`bot.storage.sql.Plans` relies on: two statements of one structure have
    equal keys (``key``, hashable) whose values (``bindparams``) are in the same places."""
    f = FORMS[form]
    first, second = (f.make(*values)._generate_cache_key() for values in (f.first, f.second))
    assert isinstance(first, CacheKey) and isinstance(second, CacheKey)
    assert first.key == second.key and hash(first.key) == hash(second.key)
    assert all(isinstance(b, BindParameter) for b in (*first.bindparams, *second.bindparams))
    swap = dict(zip(f.first, f.second, strict=True))
    assert _values(first, swap) == _values(second, {}) != _values(first, {})


def test_other_structures_have_other_keys() -> None:
    statements = [
        select(user_names.c.name).where(user_names.c.user_id == 1),
        select(user_names.c.name).where(user_names.c.user_id != 1),
        select(user_names.c.user_id).where(user_names.c.user_id == 1),
        select(user_names.c.name).where(user_names.c.user_id == bindparam("id")),
        insert(user_names).values(name="a"),
        insert(user_names).values(user_id=1),
        delete(user_names).where(user_names.c.user_id == 1),
    ]
    keys = [s._generate_cache_key() for s in statements]
    assert all(k is not None for k in keys)
    assert len({k.key for k in keys if k is not None}) == len(statements)


@pytest.mark.parametrize("form", FORMS)
async def test_statements_built_at_the_call_share_a_plan_and_run_with_their_values(
    open_repo: Opener, form: str
) -> None:
    repo = await open_repo()
    db = repo.db
    f = FORMS[form]
    try:
        names = [{"user_id": i, "name": f"n{i}", "updated_at": NOW} for i in (1, 2, 3, 4, 5)]
        await db.write(lambda conn: conn.execute(insert(user_names), names))

        def run(conn: Connection) -> list[list[tuple[Any, ...]]]:
            first, second = f.make(*f.first), f.make(*f.second)
            assert conn.plans.plan(first, {}) is conn.plans.plan(second, {})  # one plan for the structure
            runs = (first, second, f.make(*f.first)) if f.again else (first, second)
            return [sorted(tuple(r) for r in conn.execute(s).all()) for s in runs]

        got = await db.write(run)
        assert f.results(got), got
        if form == "UPDATE values":
            rows = await db.fetch(select(u.user_id, u.name).order_by(u.user_id))
            assert [tuple(r) for r in rows][:3] == [(1, "p"), (2, "z"), (3, "n3")]
        if form == "INSERT values":
            rows = await db.fetch(select(u.user_id, u.name).where(u.user_id > 5).order_by(u.user_id))
            assert [tuple(r) for r in rows] == [(7, "k1"), (8, "k2")]
    finally:
        await repo.close()


class _Same(FunctionElement[str]):
    """Its argument itself, in a construct SQLAlchemy may not cache (``inherit_cache`` False)."""

    type = Text()
    inherit_cache = False


@compiles(_Same)
def _same(element: _Same, compiler: Any, **kw: Any) -> str:
    return str(compiler.process(element.clauses, **kw))


async def test_a_statement_sqlalchemy_cannot_cache_is_compiled_for_itself(open_repo: Opener) -> None:
    """No cache key (a construct that says so; a dialect's INSERT ... ON CONFLICT before
    SQLAlchemy 2.1): built at the call, the statement is compiled at each call and
    runs with its own values."""
    repo = await open_repo()
    db = repo.db

    def named(name: str) -> ClauseElement:
        return select(u.user_id).where(u.name == _Same(literal(name)))

    try:
        rows = [{"user_id": i, "name": f"n{i}", "updated_at": NOW} for i in (1, 2)]
        await db.write(lambda conn: conn.execute(insert(user_names), rows))
        assert named("n1")._generate_cache_key() is None

        def run(conn: Connection) -> list[list[int]]:
            assert conn.plans.plan(named("n1"), {}) is not conn.plans.plan(named("n1"), {})
            return [conn.execute(named(name)).scalars().all() for name in ("n1", "n2", "n3")]

        assert await db.write(run) == [[1], [2], []]
    finally:
        await repo.close()


async def test_a_value_the_call_must_give_is_required_on_a_shared_plan_too(open_repo: Opener) -> None:
    repo = await open_repo()
    try:

        def stmt() -> ClauseElement:
            return select(user_names.c.name).where(user_names.c.user_id == bindparam("id"), user_names.c.name != "x")

        assert await repo.db.fetch(stmt(), {"id": 1}) == []
        with pytest.raises(KeyError, match="'id'"):
            await repo.db.fetch(stmt())
    finally:
        await repo.close()


class _Undone(Exception):
    pass


def _undone(seen: object) -> None:
    raise _Undone(seen)


async def test_rows_are_keyed_as_sqlalchemys_own_results(open_repo: Opener) -> None:
    repo = await open_repo()
    db = repo.db
    statements: list[ClauseElement] = [
        select(func.count()).select_from(user_names),
        select(func.max(u.user_id), func.min(u.name)),
        select(u.user_id, u.name.label("user_id")),
        select(u.user_id + 1, (u.user_id * 2).label("twice")),
        select(u.name, literal_column("7").label("seven")),
        select(select(u.user_id).subquery()),
        select(text("1 AS z")),
        text("SELECT user_id AS q FROM user_names").columns(column("q", BigInteger)),
        update(user_names).values(name="r").returning(u.user_id, u.name.label("n"), u.updated_at),
        delete(user_names).where(u.user_id == 2).returning(user_names),
    ]
    try:
        rows = [{"user_id": i, "name": f"n{i}", "updated_at": NOW} for i in (1, 2)]
        await db.write(lambda conn: conn.execute(insert(user_names), rows))
        for stmt in statements:  # each run in a transaction rolled back (_Undone carries what it saw)
            with pytest.raises(_Undone) as theirs:
                await db.core(lambda c, s=stmt: _undone(list(c.execute(s).keys())))
            with pytest.raises(_Undone) as ours:
                await db.write(lambda conn, s=stmt: _undone(conn.execute(s).all()))
            [row, *_] = ours.value.args[0]
            assert row._fields == row_class(theirs.value.args[0])._fields, stmt  # a name again: _1
        [row] = await db.fetch(select(u.updated_at, func.count().label("n")).group_by(u.updated_at))
        assert (row.updated_at, row.n) == (NOW, 2)  # a converted column by its place
    finally:
        await repo.close()


async def test_a_text_column_among_typed_ones_is_refused_not_converted_wrongly(open_repo: Opener) -> None:
    repo = await open_repo()
    try:
        await repo.db.write(
            lambda conn: conn.execute(insert(user_names), {"user_id": 1, "name": "a", "updated_at": NOW})
        )
        with pytest.raises(TypeError, match="literal_column"):
            await repo.db.fetch(select(user_names.c.name, text("user_id"), user_names.c.updated_at))
        [row] = await repo.db.fetch(select(literal_column("user_id"), user_names.c.updated_at))
        assert tuple(row) == (1, NOW)
    finally:
        await repo.close()
