"""The application's layers: the use cases, the leagues, the command registry, the dispatch
and the console know nothing of Discord (docs/architecture.md); the use cases are objects
given their collaborators, not mixins."""

from __future__ import annotations

import ast
import inspect
import random
import subprocess
import sys
from pathlib import Path

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

        class stores:  # noqa: N801 - the repository's stores, as the app picks the league's
            leagues = None
            web = None

    app = build_app(NoStorage(), NullRenderPool(), FakeClock(), rng=random.Random(1))  # type: ignore[arg-type]
    assert len(app.use_cases()) >= 20
    for obj_type in {type(o) for o in app.use_cases()}:
        assert inspect.getmro(obj_type)[1:] == (object,), obj_type.__name__
