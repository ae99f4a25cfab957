"""The Discord adapter's modules form layers: no import circle, the client on top, loops
never reaching back into it, buttons below the responder (docs/architecture.md)."""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import bot.discord_adapter as adapter

PACKAGE = "bot.discord_adapter"
ROOT = Path(adapter.__file__).parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _imports() -> dict[str, set[str]]:
    """Module -> the adapter's modules it imports (type-checking-only imports included)."""
    graph: dict[str, set[str]] = {}
    for path in ROOT.rglob("*.py"):
        name = _module_name(path)
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PACKAGE):
                found.add(node.module)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name.startswith(PACKAGE))
        graph[name] = found - {name}
    return graph


def test_there_is_no_import_circle() -> None:
    try:
        order = list(TopologicalSorter(_imports()).static_order())
    except CycleError as e:  # pragma: no cover - the failure message
        raise AssertionError(f"import circle: {e.args[1]}") from None
    assert f"{PACKAGE}.client" in order


def test_only_the_package_entry_point_imports_the_client() -> None:
    importers = {m for m, deps in _imports().items() if f"{PACKAGE}.client" in deps}
    assert importers == {PACKAGE}


def test_lower_layers_do_not_import_upper_ones() -> None:
    graph = _imports()
    upper = {f"{PACKAGE}.{m}" for m in ("client", "context", "responder")} | {
        m for m in graph if m.startswith(f"{PACKAGE}.loops")
    }
    for low in ("buttons", "protocols", "translator", "limits", "errors", "transformers", "catalog"):
        assert not graph[f"{PACKAGE}.{low}"] & upper, low
    for loop in (m for m in graph if m.startswith(f"{PACKAGE}.loops.")):
        assert f"{PACKAGE}.client" not in graph[loop], loop


def test_the_collaborators_sit_below_the_interaction_runner() -> None:
    """The small rooms of the adapter (languages, notices, channels, threads, the live turn
    message, battles, delivery) import neither the runner of interactions, nor the slash
    commands, nor the client: the client composes them."""
    graph = _imports()
    upper = {f"{PACKAGE}.{m}" for m in ("client", "context", "responder", "slash", "tree", "completion")} | {
        m for m in graph if m.startswith(f"{PACKAGE}.loops")
    }
    rooms = ("languages", "notices", "channels", "threads", "live", "battles", "delivery")
    for room in rooms:
        assert not graph[f"{PACKAGE}.{room}"] & upper, (room, graph[f"{PACKAGE}.{room}"] & upper)
