"""The docs name only what exists: every console line of README.md and docs/*.md (in a code
block or in a line's code) names a command, options, a button or a menu the bot has, and a
block that begins with ``:seed`` is a whole session that runs without a line failing (as the
table of slash commands is checked in tests/discord/test_docs_commands.py).

A line's note — two spaces or more, then ``(…)`` — is prose, not part of the line. The
buttons and menus the bot has are read from where the use cases make them (each
``Button(…)`` and ``Select(…)`` of ``bot/``, its keyword a text or an f-string whose
``{…}`` parts stand for a tile, a hex, a facing…); ``!keyword`` and ``?menu`` in the docs
name the syntax itself."""

from __future__ import annotations

import ast
import io
import re
from pathlib import Path

import pytest

from bot import commands
from bot.app import App
from bot.console import Console, OffsetClock
from bot.rendering import NullRenderPool
from rules.actions import Action
from tests.bot.helpers import FakeClock, make_service

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
CODE = re.compile(r"`([^`\n]+)`")
LINE = re.compile(r"^@(?P<user>[\w.-]+)(?P<mod>\[mod\])?\s+(?P<rest>.+)$")
NOTE = re.compile(r"\s{2,}\(.*$")  # "@ola !accept      (press the button)": the note is prose
PRESS = re.compile(r"(?<![\w`[/])([!?])([a-z][a-zA-Z0-9-]*)(?![\w-]*=)")  # not a web address's ?lang=pl
GENERIC = {"keyword", "menu"}  # "!keyword", "?menu OPTION": the syntax, not a button
GROUPS = tuple(f"/{g}" for g in commands.GROUPS)


def _docs() -> list[tuple[str, str]]:
    return [(path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")) for path in DOCS]


def _blocks(text: str) -> list[list[str]]:
    """The lines of each fenced code block, notes cut off."""
    return [[NOTE.sub("", line).strip() for line in block.splitlines()] for block in FENCE.findall(text)]


def _spans(text: str) -> list[str]:
    """The code spans of the prose (outside code blocks)."""
    return CODE.findall(FENCE.sub("", text))


def _console_lines(text: str) -> list[str]:
    lines = [line for block in _blocks(text) for line in block if line.startswith(("@", ":"))]
    return lines + [NOTE.sub("", span).strip() for span in _spans(text) if LINE.match(span)]


def _keyword_patterns() -> tuple[list[re.Pattern[str]], list[re.Pattern[str]]]:
    """The keywords of every button and menu the bot makes, as patterns: read from each
    ``Button(label, action, style, keyword)`` and ``Select(placeholder, options, keyword)``."""
    buttons: list[re.Pattern[str]] = []
    menus: list[re.Pattern[str]] = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            kind = {"Button": (3, buttons), "Select": (2, menus)}.get(node.func.id)
            if kind is None or any(isinstance(a, ast.Starred) for a in node.args):
                continue  # not a control, or one rebuilt from a stored one
            index, found = kind
            keyword = node.args[index] if len(node.args) > index else None
            keyword = next((k.value for k in node.keywords if k.arg == "custom"), keyword)
            assert keyword is not None, f"{path.name}:{node.lineno}: a control without a keyword"
            found.extend(_patterns(keyword, f"{path.name}:{node.lineno}"))
    return buttons, menus


def _patterns(node: ast.expr, where: str) -> list[re.Pattern[str]]:
    if isinstance(node, ast.IfExp):
        return _patterns(node.body, where) + _patterns(node.orelse, where)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [re.compile(re.escape(node.value.lower()) + "$")]
    if isinstance(node, ast.JoinedStr):
        parts = [
            re.escape(p.value.lower()) if isinstance(p, ast.Constant) else "[a-z0-9][a-z0-9-]*" for p in node.values
        ]
        return [re.compile("".join(parts) + "$")]
    raise AssertionError(f"{where}: a keyword the docs test cannot read: {ast.unparse(node)}")


def test_the_keywords_are_read_from_the_code() -> None:
    buttons, menus = _keyword_patterns()
    for word in ("confirm", "cancel", "accept-undo", "place-runner", "choose-a3", "face-ne", "act-push", "details"):
        assert any(p.match(word) for p in buttons), word
    for word in ("hex", "on-runner", "act-step", "act-net", "dance-to"):
        assert any(p.match(word) for p in menus), word
    assert not any(p.match("rotate-right-now") for p in buttons)


@pytest.mark.parametrize(("doc", "text"), _docs(), ids=[d for d, _ in _docs()])
def test_every_console_line_names_a_command_the_bot_has(doc: str, text: str) -> None:
    wrong = []
    for line in _console_lines(text):
        m = LINE.match(line)
        if m is None:
            continue
        rest = re.sub(r"@([\w.-]+)", "<@1>", m.group("rest"))
        try:
            if rest.startswith("/"):
                commands.parse(rest)
            elif not rest.startswith(("!", "?")):
                Action.parse(rest)  # plain engine notation
        except (commands.CommandError, ValueError) as e:
            wrong.append(f"{line}: {e}")
    for span in _spans(text):
        if span.startswith(GROUPS) and " " in span and not re.search(r"[\[|<]|\.\.\.", span):  # a command in prose
            try:
                commands.parse(span.replace("…", "x"))
            except commands.CommandError as e:
                wrong.append(f"`{span}`: {e}")
    assert wrong == [], doc


@pytest.mark.parametrize(("doc", "text"), _docs(), ids=[d for d, _ in _docs()])
def test_every_button_and_menu_the_docs_name_exists(doc: str, text: str) -> None:
    buttons, menus = _keyword_patterns()
    named = [line for block in _blocks(text) for line in block] + _spans(text)
    wrong = []
    for piece in named:
        for sign, word in PRESS.findall(piece):
            if word in GENERIC:
                continue
            known = buttons if sign == "!" else menus
            if not any(p.match(word.lower()) for p in known):
                wrong.append(f"{sign}{word} (in `{piece}`)")
    assert wrong == [], doc


SESSIONS = [
    (doc, i, block)
    for doc, text in _docs()
    for i, block in enumerate(_blocks(text))
    if block and block[0].startswith(":seed")
]


def test_the_readme_and_the_bot_docs_hold_sessions() -> None:
    assert {doc for doc, _, _ in SESSIONS} >= {"README.md", "docs/bot.md"}


@pytest.mark.parametrize(("doc", "index", "block"), SESSIONS, ids=[f"{d}#{i}" for d, i, _ in SESSIONS])
async def test_a_documented_session_runs_without_a_failing_line(
    db_path: str, clock: FakeClock, doc: str, index: int, block: list[str]
) -> None:
    now = OffsetClock(clock)  # :advance moves the application's clock
    app: App = await make_service(db_path, now, NullRenderPool())  # type: ignore[arg-type]
    out = io.StringIO()
    console = Console(app, Path(db_path).parent / "img", out=out, clock=now)
    for line in block:
        if not line or line.startswith("#"):
            continue
        failures = console.failures
        if not await console.handle(line):
            break
        assert console.failures == failures, f"{doc}: `{line}` failed:\n{out.getvalue()[-1500:]}"
    await app.repo.close()


async def test_every_console_command_the_docs_name_exists(db_path: str, clock: FakeClock) -> None:
    """``:seed 4``, ``:advance 25h``, ``:channel NAME``, ``:help``, ``:quit``: each one the
    docs name is one the console has (an unknown one counts as a failed line)."""
    now = OffsetClock(clock)
    app: App = await make_service(db_path, now, NullRenderPool())  # type: ignore[arg-type]
    console = Console(app, Path(db_path).parent / "img", out=io.StringIO(), clock=now)
    named = {
        line.replace("NAME", "lounge").replace("NAZWA", "lounge")
        for _, text in _docs()
        for line in [*_console_lines(text), *(span for span in _spans(text) if re.match(r"^:[a-z]", span))]
        if line.startswith(":")
    }
    assert {":seed 4", ":help", ":quit"} <= named, named
    for line in sorted(named):
        failures = console.failures
        await console.handle(line)
        assert console.failures == failures, line
    await app.repo.close()
