"""Whose language the adapter speaks: a member's own for what only they see (their stored
preference, else their Discord client's), a channel's game's for what the bot posts there
(else the server's preferred locale)."""

from __future__ import annotations

import logging
from typing import Any

import discord

import i18n
from bot.discord_adapter.errors import interaction_context
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord")


class Languages:
    """The languages of the adapter's answers and posts."""

    def __init__(self, app: UseCases) -> None:
        self.app = app

    async def viewer_lang(self, interaction: discord.Interaction[Any]) -> str:
        """The language of private answers to ``interaction``'s user: their stored preference
        (``app.people.viewer_lang``), else their Discord client's locale."""
        locale = str(interaction.locale)
        try:
            return i18n.normalize(await self.app.people.viewer_lang(interaction.user.id, locale))
        except Exception:
            log.exception("could not read the user's language", extra={"ctx": interaction_context(interaction)})
        return i18n.normalize(locale)

    async def public_lang(self, channel: Any, interaction: discord.Interaction[Any] | None = None) -> str:
        """The language of what the bot posts publicly in ``channel``: its game's (when the
        use cases tell it, ``app.live.channel_lang``), else the server's preferred locale."""
        channel_id = getattr(channel, "id", None)
        if channel_id is not None:
            try:
                lang = await self.app.live.channel_lang(channel_id)
            except Exception:
                log.exception("could not read the channel's language", extra={"ctx": {"channel": channel_id}})
            else:
                if lang:
                    return i18n.normalize(lang)
        if interaction is not None and interaction.guild_locale is not None:
            return i18n.normalize(str(interaction.guild_locale))
        guild = getattr(channel, "guild", None)
        return i18n.normalize(str(getattr(guild, "preferred_locale", "") or ""))
