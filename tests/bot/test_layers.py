"""The bot's layers point down only (docs/architecture.md): the use cases (``bot/usecases``)
and the leagues (``bot/league``) import neither the command registry, nor the dispatch of
command lines, nor the web package, nor the application, nor an adapter; the leaves they
share with the registry (the mistake and the readers, the commands' names) import nothing
of the bot above the locale and the replies."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UPPER = ("bot.commands", "bot.dispatch", "bot.web", "bot.app", "bot.console", "bot.discord_adapter", "bot.__main__")


def imports_of(path: Path) -> set[str]:
    """The modules ``path`` imports (``from bot import commands`` counts as ``bot.commands``;
    imports under ``if TYPE_CHECKING:`` and inside functions included)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


def _upward(path: Path) -> set[str]:
    return {m for m in imports_of(path) if any(m == u or m.startswith(u + ".") for u in UPPER)}


LOWER = sorted([*ROOT.glob("bot/usecases/*.py"), *ROOT.glob("bot/league/**/*.py")])


def test_the_lower_layers_are_where_they_were() -> None:
    assert len(LOWER) > 40  # the use cases and the leagues, found


@pytest.mark.parametrize("path", LOWER, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_use_case_imports_nothing_above_it(path: Path) -> None:
    assert not _upward(path), f"{path.relative_to(ROOT)} imports {sorted(_upward(path))}"


@pytest.mark.parametrize("leaf", ["bot/readers.py", "bot/command_names.py", "bot/replies.py", "bot/locale.py"])
def test_the_shared_leaves_stand_on_nothing_of_the_bot_but_each_other(leaf: str) -> None:
    allowed = {"bot.locale", "bot.replies"}
    of_bot = {m for m in imports_of(ROOT / leaf) if m.startswith("bot.") or m == "bot"}
    assert of_bot <= allowed | {f"{a}.{n}" for a in allowed for n in ("vt", "viewer_lang", "Reply", "Link")}, of_bot


def test_the_registry_borrows_nothing_from_the_use_cases_but_their_objects() -> None:
    """The registry reads options with the leaf's readers, not the use cases' helpers."""
    for path in ROOT.glob("bot/commands/*.py"):
        assert not {m for m in imports_of(path) if m.startswith("bot.usecases.util")}, path.name
