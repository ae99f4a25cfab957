"""Slash commands in Polish: a discord.py :class:`~discord.app_commands.Translator` over the catalogue.

The commands are built in English from the command registry (:mod:`bot.discord_adapter.tree`,
the English catalogue's texts), as discord.py expects (the English name is what Discord
sends back). When the tree is synced, discord.py asks the translator for
every name, description and choice in every locale; :class:`CatalogueTranslator` answers
for Discord's ``pl`` locale from ``i18n/locales/pl/commands.ftl`` and returns ``None``
otherwise (Discord then shows the English text).

Message ids are derived from where the string sits (:func:`bot.commands.text_id`, which
the console uses to read Polish names back), so the declarations carry no ids:

==========================  ===========================================
the string                  its id
==========================  ===========================================
top-level command ``/hex``  ``cmd-hex``, ``cmd-hex-desc``
subcommand ``/hex new``     ``cmd-hex-new``, ``cmd-hex-new-desc``
option ``opponent-army``    ``cmd-hex-new-opt-opponent-army`` (+ ``-desc``), falling back to
                            the shared ``cmd-opt-opponent-army`` (+ ``-desc``)
a choice                    its set's key: ``cmd-choice-<set>-<value>`` (:class:`bot.commands.model.ChoiceSet`)
==========================  ===========================================

A string made with ``locale_str("…", key="some-id")`` uses that id instead. The English
file holds the same ids with the English texts (tests check that they match the code, and
that every string has a Polish translation that fits Discord's limits).
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

import i18n
from bot.commands import shared_option_id, text_id

log = logging.getLogger("bot.discord.translator")


# Discord locales the catalogue translates to, and the catalogue's language for each.
def _locales() -> dict[discord.Locale, str]:
    """Each catalogue language but the default (English, what Discord shows otherwise) as the
    Discord locale of the same code: adding a language's catalogue adds its translations."""
    out: dict[discord.Locale, str] = {}
    for lang in i18n.LANGS:
        if lang == i18n.DEFAULT:
            continue
        try:
            out[discord.Locale(lang)] = lang
        except ValueError:  # not a locale Discord knows by that code
            log.warning("no Discord locale for the catalogue language %r", lang)
    return out


LOCALES: dict[discord.Locale, str] = _locales()


def message_ids(string: app_commands.locale_str, context: app_commands.TranslationContextTypes) -> list[str]:
    """The catalogue ids to try for ``string`` at ``context``, most specific first."""
    key = string.extras.get("key")
    if key:
        return [str(key)]
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name, Where.command_description, Where.group_description):
        assert isinstance(data, app_commands.Command | app_commands.ContextMenu | app_commands.Group)
        suffix = "-desc" if where in (Where.command_description, Where.group_description) else ""
        return [text_id(*data.qualified_name.split()) + suffix]
    if where in (Where.parameter_name, Where.parameter_description):
        assert isinstance(data, app_commands.Parameter)
        suffix = "" if where is Where.parameter_name else "-desc"
        path, option = data.command.qualified_name.split(), data.display_name
        return [text_id(*path, option=option) + suffix, shared_option_id(option) + suffix]
    return []


class CatalogueTranslator(app_commands.Translator):
    """Names, descriptions and choices of the command tree from ``commands.ftl``."""

    def __init__(self) -> None:
        self.missing: set[tuple[str, str]] = set()  # (lang, first id tried): what a sync lacked

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        lang = LOCALES.get(locale)
        if lang is None:
            return None
        return self.lookup(string, lang, context)

    def lookup(
        self, string: app_commands.locale_str, lang: str, context: app_commands.TranslationContextTypes
    ) -> str | None:
        """The catalogue's text for ``string`` in ``lang``; ``None`` (and a warning, once) if it has none."""
        ids = message_ids(string, context)
        for msg_id in ids:
            if i18n.has(msg_id, lang):
                return i18n.t(lang, msg_id)
        first = ids[0] if ids else repr(string.message)
        if (lang, first) not in self.missing:
            self.missing.add((lang, first))
            log.warning("no %s translation for the command text %r (id %s)", lang, string.message, first)
        return None
