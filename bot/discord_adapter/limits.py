"""Discord's limits on application commands, checked on the payload the bot would sync.

Discord rejects a whole sync when one command breaks a rule, so the bot checks its tree at
start-up (and a test does too): names 1–32 characters matching ``^[-_\\w]{1,32}$`` in lower
case, descriptions 1–100 characters, at most 25 options per command, 25 subcommands per
group, 25 choices per option, and a total size of names, descriptions and choices under
4000 characters per top-level command.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from discord import app_commands

NAME = re.compile(r"^[-_\w]{1,32}$")
MAX_TOP_LEVEL = 100
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_DESCRIPTION = 100
MAX_TOTAL_CHARS = 4000
SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2


def tree_payload(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """The global commands exactly as ``tree.sync()`` would send them."""
    return [cmd.to_dict(tree) for cmd in tree.get_commands()]


def problems(payload: Iterable[dict[str, Any]]) -> list[str]:
    """Every broken limit in a list of command payloads (empty when all is well)."""
    out: list[str] = []
    commands = list(payload)
    if len(commands) > MAX_TOP_LEVEL:
        out.append(f"{len(commands)} top-level commands (max {MAX_TOP_LEVEL})")
    for cmd in commands:
        out.extend(_check(cmd, cmd["name"], depth=0))
        total = _chars(cmd)
        if total > MAX_TOTAL_CHARS:
            out.append(f"/{cmd['name']}: {total} characters of names, descriptions and choices (max {MAX_TOTAL_CHARS})")
    return out


def _check(item: dict[str, Any], path: str, depth: int) -> list[str]:
    out: list[str] = []
    name = item.get("name", "")
    if not NAME.match(name) or name != name.lower():
        out.append(f"{path}: bad name {name!r}")
    description = item.get("description", "")
    if not 1 <= len(description) <= MAX_DESCRIPTION:
        out.append(f"{path}: description of {len(description)} characters (1–{MAX_DESCRIPTION})")
    options = item.get("options", []) or []
    if len(options) > MAX_OPTIONS:
        out.append(f"{path}: {len(options)} options (max {MAX_OPTIONS})")
    subs = [o for o in options if o.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP)]
    if subs and len(subs) != len(options):
        out.append(f"{path}: mixes subcommands and options")
    if depth >= 2 and subs:
        out.append(f"{path}: nested deeper than a subcommand group")
    seen: set[str] = set()
    required_done = False
    for opt in options:
        sub_path = f"{path} {opt.get('name')}"
        if opt.get("name") in seen:
            out.append(f"{sub_path}: duplicate name")
        seen.add(opt.get("name", ""))
        if opt.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP):
            out.extend(_check(opt, sub_path, depth + 1))
            continue
        out.extend(_check({k: v for k, v in opt.items() if k != "options"}, sub_path, depth + 1))
        choices = opt.get("choices") or []
        if len(choices) > MAX_CHOICES:
            out.append(f"{sub_path}: {len(choices)} choices (max {MAX_CHOICES})")
        if choices and opt.get("autocomplete"):
            out.append(f"{sub_path}: both choices and autocomplete")
        for choice in choices:
            if not 1 <= len(str(choice.get("name", ""))) <= 100:
                out.append(f"{sub_path}: choice name {choice.get('name')!r} not 1–100 characters")
        if opt.get("required"):
            if required_done:
                out.append(f"{sub_path}: required option after an optional one")
        else:
            required_done = True
    return out


def _chars(item: dict[str, Any]) -> int:
    total = len(item.get("name", "")) + len(item.get("description", ""))
    for choice in item.get("choices", []) or []:
        total += len(str(choice.get("name", ""))) + len(str(choice.get("value", "")))
    for opt in item.get("options", []) or []:
        total += _chars(opt)
    return total
