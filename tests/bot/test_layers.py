"""The application's layers (docs/architecture.md): the use cases, the leagues, the command
registry, the dispatch and the console know nothing of Discord; the use cases are objects
given their collaborators, not mixins; and the arrows point down only: the use cases
(``bot/usecases``) and the leagues (``bot/league``) import neither the command registry, nor
the dispatch of command lines, nor the web package, nor the application, nor an adapter,
and the leaves they share with the registry (the mistake and the readers, the commands'
names) import nothing of the bot above the locale and the replies."""

from __future__ import annotations

import ast
import inspect
import random
import subprocess
import sys
from pathlib import Path

import pytest

import bot.usecases
from bot.app import build_app
from bot.rendering import NullRenderPool
from tests.bot.helpers import FakeClock

ROOT = Path(bot.usecases.__file__).resolve().parents[2]
WITHOUT_DISCORD = ["bot/usecases", "bot/league", "bot/commands", "bot/app.py", "bot/dispatch.py", "bot/console.py"]


def _files(where: str) -> list[Path]:
    path = ROOT / where
    return sorted(path.rglob("*.py")) if path.is_dir() else [path]


def _imported(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


def test_the_use_cases_import_nothing_of_discord() -> None:
    for where in WITHOUT_DISCORD:
        for path in _files(where):
            wrong = {m for m in _imported(path) if m.split(".")[0] == "discord" or m.startswith("bot.discord_adapter")}
            assert not wrong, (path.relative_to(ROOT), wrong)


def test_the_console_runs_without_discord_installed() -> None:
    """The whole application imports with discord.py blocked (as on a machine without it)."""
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'discord' or name.startswith('discord.'):\n"
        "            raise ImportError('no discord here')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import bot.app, bot.console, bot.dispatch, bot.commands\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_every_use_case_is_an_object_of_its_own() -> None:
    """No use case inherits another (no mixins): each is built with its collaborators."""

    class NoStorage:
        """Nothing is stored: building the application touches no database."""

        class stores:  # noqa: N801 - the repository's stores, as the app hands them out
            games = outbox = deliveries = reminders = prefs = names = channels = rolls = leagues = web = events = (
                puzzles
            ) = clocks = None

    app = build_app(NoStorage(), NullRenderPool(), FakeClock(), rng=random.Random(1))  # type: ignore[arg-type]
    assert len(app.use_cases()) >= 20
    for obj_type in {type(o) for o in app.use_cases()}:
        assert inspect.getmro(obj_type)[1:] == (object,), obj_type.__name__


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
