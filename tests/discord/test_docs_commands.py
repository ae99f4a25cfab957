"""docs/discord.md's table of commands says what the registry declares: every slash command
once, with its options, the required ones without brackets (``name:``), the others in them
(``[name:]``; ``[opponent2..5:]`` for a numbered series)."""

from __future__ import annotations

import re
from pathlib import Path

from bot.commands import COMMANDS

DOC = Path(__file__).resolve().parents[2] / "docs" / "discord.md"
ROW = re.compile(r"^\| `/(?P<group>[a-z]+) (?P<command>[a-z]+)(?P<options>[^`]*)` \|", re.MULTILINE)
SERIES = re.compile(r"^\[?(?P<name>[a-z][a-z-]*?)(?P<first>\d):?\.\.(?:[a-z-]*)(?P<last>\d):?\]?$")
OPTION = re.compile(r"^(?P<open>\[)?(?P<name>[a-z][a-z0-9-]*):[^\]]*(?P<close>\])?$")

Usage = tuple[frozenset[str], frozenset[str]]  # required options, optional ones


def documented() -> dict[tuple[str, str], Usage]:
    out: dict[tuple[str, str], Usage] = {}
    for row in ROW.finditer(DOC.read_text(encoding="utf-8")):
        required: set[str] = set()
        optional: set[str] = set()
        for word in row["options"].split():
            series = SERIES.match(word)
            if series is not None:
                first, last = int(series["first"]), int(series["last"])
                optional.update(f"{series['name']}{k}" for k in range(first, last + 1))
                continue
            option = OPTION.match(word)
            assert option is not None, (row[0], word)
            (optional if option["open"] else required).add(option["name"])
        key = (row["group"], row["command"])
        assert key not in out, f"{key} is in the table twice"
        out[key] = (frozenset(required), frozenset(optional))
    return out


def declared() -> dict[tuple[str, str], Usage]:
    out: dict[tuple[str, str], Usage] = {}
    for spec in COMMANDS.values():
        if spec.slash:
            options = spec.slash_options
            required = frozenset(o.shown_as for o in options if o.required)
            out[(spec.group, spec.typed)] = (required, frozenset(o.shown_as for o in options) - required)
    return out


def test_the_table_of_commands_is_the_registry() -> None:
    doc, code = documented(), declared()
    assert sorted(set(doc) - set(code)) == [], "documented but not declared"
    assert sorted(set(code) - set(doc)) == [], "declared but not documented"
    wrong = {key: (doc[key], code[key]) for key in code if doc[key] != code[key]}
    assert wrong == {}, "documented (required, optional) != declared"


PERMISSION_NAMES = {"manage_channels": "Manage Channels", "manage_guild": "Manage Server"}  # as Discord names them


def test_the_docs_say_which_permission_shows_each_moderators_group() -> None:
    """The README said "Manage Channels or Manage Server" for both groups; docs/discord.md's
    table gives each its own: both say what the registry publishes."""
    from bot.commands.registry import GROUP_LIST

    readme = " ".join((DOC.parents[1] / "README.md").read_text(encoding="utf-8").split())
    table = DOC.read_text(encoding="utf-8")
    hidden = [g for g in GROUP_LIST if g.shown_to is not None]
    assert hidden
    for group in hidden:
        permission = PERMISSION_NAMES[str(group.shown_to)]
        assert f"`/{group.name}` to members with {permission}" in readme, group.name
        assert f"| `/{group.name}` | **{permission}** |" in table, group.name


def test_the_readme_says_how_to_run_the_tests_that_skip() -> None:
    """187 PostgreSQL tests skip without HEXBOT_TEST_POSTGRES: the README says how to run them."""
    from tests.storage.backends import SKIP_PG

    readme = (DOC.parents[1] / "README.md").read_text(encoding="utf-8")
    variable = SKIP_PG.split("set ", 1)[1].split("=", 1)[0]
    assert f"{variable}=postgresql://" in readme and "chromium" in readme
