"""The names of the command groups and the catalogue ids of commands' and options' names:
what a text needs to name a command or an option as the reader's Discord client shows it.

A leaf module (it reads the message catalogue only): the registry (:mod:`bot.commands`) and
the use cases both use it, and neither reaches the other through it.
"""

from __future__ import annotations

import re

import i18n

PLAY, INFO, HISTORY, MOD, ME, WZ = "hex", "hexinfo", "hexhistory", "hexmod", "hexme", "wz"
LEAGUE, LEAGUE_MOD = "league", "leaguemod"
LAB = "hexlab"
PUZZLE = "hexpuzzle"


def slug(text: str) -> str:
    """A catalogue id's part: ``steel-police``, ``1v2``, ``air-strike``."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def text_id(*path: str, option: str | None = None) -> str:
    """The catalogue id of a command's name: ``text_id("hex", "new")`` -> ``cmd-hex-new``;
    of an option's: ``text_id("hex", "new", option="army")`` -> ``cmd-hex-new-opt-army``.
    Add ``-desc`` for the description. The Discord translator uses the same ids."""
    base = "cmd-" + "-".join(slug(p) for p in path)
    return base if option is None else f"{base}-opt-{slug(option)}"


def shared_option_id(option: str) -> str:
    """The id an option's name (and ``-desc``) falls back to when no command has its own."""
    return f"cmd-opt-{slug(option)}"


def localised_name(lang: str, *path: str, option: str | None = None) -> str | None:
    """A group's, command's or option's name as a Discord client in ``lang`` shows it
    (``None`` when the catalogue has no translation, e.g. in English)."""
    if lang == i18n.DEFAULT:
        return None
    ids = [text_id(*path, option=option)] + ([shared_option_id(option)] if option else [])
    return next((i18n.t(lang, i) for i in ids if i18n.has(i, lang)), None)
