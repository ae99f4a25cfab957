"""Discord's limits on application commands, checked on the payload the bot would sync.

Discord rejects a whole sync when one command breaks a rule, so the bot checks its tree at
start-up (and a test does too): names 1–32 characters matching ``^[-_\\w]{1,32}$`` in lower
case (localised names too, and unique among their siblings in every locale), descriptions
1–100 characters, at most 25 options per command, 25 subcommands per group, 25 choices
per option, choice names 1–100 characters, and a total size of names, descriptions and
choices under 4000 characters per top-level command, where each field counts with its
longest localisation.

:func:`translated_payload` builds the payload with the tree's translator exactly as
``tree.sync()`` does; :func:`room_to_grow` is the project's own rule that every group keeps
some free subcommand slots for features to come.
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
MAX_CHOICE_NAME = 100
MAX_TOTAL_CHARS = 4000
MIN_FREE_SLOTS = 8  # subcommand slots every group keeps free (hexbot's rule, not Discord's)
MIN_FREE_CHARS = 800  # and characters of the 4000 in the longest locale: room for a third language or new options
SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2


def tree_payload(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """The global commands as ``tree.sync()`` would send them without a translator."""
    return [cmd.to_dict(tree) for cmd in tree.get_commands()]


async def translated_payload(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """The global commands exactly as ``tree.sync()`` sends them: with the localisations
    of the tree's translator (``name_localizations``, ``description_localizations``)."""
    translator = tree.translator
    if translator is None:
        return tree_payload(tree)
    return [await cmd.get_translated_payload(tree, translator) for cmd in tree.get_commands()]


def problems(payload: Iterable[dict[str, Any]]) -> list[str]:
    """Every broken limit in a list of command payloads (empty when all is well)."""
    out: list[str] = []
    commands = list(payload)
    if len(commands) > MAX_TOP_LEVEL:
        out.append(f"{len(commands)} top-level commands (max {MAX_TOP_LEVEL})")
    out.extend(_unique_names(commands, "top level"))
    for cmd in commands:
        out.extend(_check(cmd, cmd["name"], depth=0))
        total = _chars(cmd)
        if total > MAX_TOTAL_CHARS:
            out.append(f"/{cmd['name']}: {total} characters of names, descriptions and choices (max {MAX_TOTAL_CHARS})")
    return out


def room_to_grow(
    payload: Iterable[dict[str, Any]], free: int = MIN_FREE_SLOTS, free_chars: int = MIN_FREE_CHARS
) -> list[str]:
    """Groups with fewer than ``free`` of Discord's 25 subcommand slots left, or fewer than
    ``free_chars`` of the 4000 characters."""
    out: list[str] = []
    for cmd in payload:
        subs = [o for o in cmd.get("options", []) or [] if o.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP)]
        if subs and MAX_OPTIONS - len(subs) < free:
            out.append(f"/{cmd['name']}: {len(subs)} subcommands, fewer than {free} free slots")
        if MAX_TOTAL_CHARS - _chars(cmd) < free_chars:
            out.append(f"/{cmd['name']}: {_chars(cmd)} characters, fewer than {free_chars} free")
    return out


def _localised(item: dict[str, Any], key: str) -> dict[str, str]:
    return dict(item.get(f"{key}_localizations") or {})


def _unique_names(items: list[dict[str, Any]], path: str) -> list[str]:
    """Sibling names must differ, in the default language and in every locale."""
    out: list[str] = []
    locales = {loc for item in items for loc in _localised(item, "name")}
    for locale in [None, *sorted(locales)]:
        seen: set[str] = set()
        for item in items:
            name = (
                item.get("name", "") if locale is None else _localised(item, "name").get(locale, item.get("name", ""))
            )
            if name in seen:
                out.append(f"{path}: duplicate name {name!r}" + (f" in {locale}" if locale else ""))
            seen.add(name)
    return out


def _check(item: dict[str, Any], path: str, depth: int) -> list[str]:
    out: list[str] = []
    name = item.get("name", "")
    for locale, text in [(None, name), *_localised(item, "name").items()]:
        if not NAME.match(text) or text != text.lower():
            out.append(f"{path}: bad name {text!r}" + (f" in {locale}" if locale else ""))
    description = item.get("description", "")
    for locale, text in [(None, description), *_localised(item, "description").items()]:
        if not 1 <= len(text) <= MAX_DESCRIPTION:
            where = f" in {locale}" if locale else ""
            out.append(f"{path}: description of {len(text)} characters{where} (1–{MAX_DESCRIPTION})")
    options = item.get("options", []) or []
    if len(options) > MAX_OPTIONS:
        out.append(f"{path}: {len(options)} options (max {MAX_OPTIONS})")
    subs = [o for o in options if o.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP)]
    if subs and len(subs) != len(options):
        out.append(f"{path}: mixes subcommands and options")
    if depth >= 2 and subs:
        out.append(f"{path}: nested deeper than a subcommand group")
    out.extend(_unique_names(options, path))
    required_done = False
    for opt in options:
        sub_path = f"{path} {opt.get('name')}"
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
            for locale, text in [(None, str(choice.get("name", ""))), *_localised(choice, "name").items()]:
                if not 1 <= len(text) <= MAX_CHOICE_NAME:
                    where = f" in {locale}" if locale else ""
                    out.append(f"{sub_path}: choice name {text!r}{where} not 1–{MAX_CHOICE_NAME} characters")
        if opt.get("required"):
            if required_done:
                out.append(f"{sub_path}: required option after an optional one")
        else:
            required_done = True
    return out


def _longest(item: dict[str, Any], key: str) -> int:
    """A field's size as Discord counts it: its longest version, default or localised."""
    return max([len(str(item.get(key, "") or ""))] + [len(v) for v in _localised(item, key).values()])


def _chars(item: dict[str, Any]) -> int:
    total = _longest(item, "name") + _longest(item, "description")
    for choice in item.get("choices", []) or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    for opt in item.get("options", []) or []:
        total += _chars(opt)
    return total
