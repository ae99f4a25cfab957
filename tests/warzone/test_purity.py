"""The package stays pure: no rules/, bot/, asyncio or I/O imports, frozen results, docstrings."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "warzone"
MODULES = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem not in ("__main__",))
FORBIDDEN = {
    "rules",
    "bot",
    "renderer",
    "asyncio",
    "discord",
    "PIL",
    "os",
    "pathlib",
    "io",
    "socket",
    "sqlite3",
    "time",
}
IO_MODULES = {"cli"}  # the command line alone prints and reads argv


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("name", MODULES)
def test_module_imports_nothing_impure(name: str) -> None:
    path = PACKAGE / f"{name}.py"
    assert not imported_roots(path) & FORBIDDEN
    if name not in IO_MODULES:
        source = path.read_text(encoding="utf-8")
        assert "print(" not in source and "open(" not in source and "import sys" not in source


@pytest.mark.parametrize("name", MODULES)
def test_module_has_a_docstring_and_frozen_dataclasses(name: str) -> None:
    module = importlib.import_module(f"warzone.{name}")
    assert module.__doc__ and module.__doc__.strip()
    for _, obj in inspect.getmembers(module, inspect.isclass):
        if dataclasses.is_dataclass(obj) and obj.__module__ == module.__name__:
            assert obj.__dataclass_params__.frozen, obj  # type: ignore[attr-defined]
