"""Permissions and failures: what the bot may do in a channel, what Discord refused, and the
one-time notice to a channel of a permission the bot is missing (in plain words, in the
channel's language)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

import bot.discord_adapter.faults as faults
import i18n
from bot.discord_adapter.errors import interaction_context, is_missing_permission, permission_names
from bot.discord_adapter.languages import Languages
from bot.metrics import Metrics
from bot.replies import Reply

log = logging.getLogger("bot.discord")


class Notices:
    """Reports what Discord refused; tells a channel (once) what permission is missing.
    ``metrics``: the operators' metrics, when they are served."""

    def __init__(self, languages: Languages, metrics: Callable[[], Metrics | None]) -> None:
        self.languages = languages
        self.metrics = metrics
        self._permission_reports: set[tuple[int, str]] = set()

    def my_permissions(self, channel: Any, interaction: discord.Interaction[Any] | None) -> discord.Permissions | None:
        if interaction is not None and interaction.channel_id == getattr(channel, "id", None):
            return interaction.app_permissions
        guild = getattr(channel, "guild", None)
        if guild is not None and guild.me is not None and hasattr(channel, "permissions_for"):
            return channel.permissions_for(guild.me)
        return None

    async def report_missing(
        self,
        channel: Any,
        perms: list[str],
        interaction: discord.Interaction[Any] | None = None,
        *,
        consequence: str = "",
    ) -> None:
        """Tell the channel, once per channel and permission set, what the bot is missing
        (in the channel's language; ``consequence`` is a message id: what does not work)."""
        channel_id = getattr(channel, "id", 0)
        key = (channel_id, ",".join(sorted(perms)))
        log.warning("missing permissions %s", perms, extra={"ctx": {"channel": channel_id}})
        if key in self._permission_reports:
            return
        self._permission_reports.add(key)
        lang = await self.languages.public_lang(channel, interaction)
        names = permission_names(perms, lang)
        if consequence:
            text = i18n.t(lang, "dc-missing-permission-so", perms=names, consequence=i18n.t(lang, consequence))
        else:
            text = i18n.t(lang, "dc-missing-permission", perms=names)
        reply = Reply(text)
        try:
            if interaction is not None and interaction.response.is_done():
                await interaction.followup.send(content=text, allowed_mentions=discord.AllowedMentions.none())
            elif interaction is not None:
                await interaction.response.send_message(content=text, allowed_mentions=discord.AllowedMentions.none())
            else:
                await channel.send(content=reply.text, allowed_mentions=discord.AllowedMentions.none())
        except (discord.HTTPException, *faults.TRANSIENT_ERRORS) as exc:
            log.warning("could not report missing permissions: %r", exc, extra={"ctx": {"channel": channel_id}})

    async def api_failure(
        self,
        interaction: discord.Interaction[Any] | None,
        exc: discord.HTTPException,
        doing: str,
        *,
        channel: Any = None,
    ) -> None:
        faults.note(exc)
        metrics = self.metrics()
        if metrics is not None:
            metrics.discord_error(exc.status)
        ctx = interaction_context(interaction) if interaction is not None else {}
        ctx.update(doing=doing, status=exc.status, code=exc.code, target=getattr(channel, "id", None))
        log.warning("Discord refused %s: %s", doing, exc, extra={"ctx": ctx})
        if is_missing_permission(exc) and channel is not None:
            perms = _needed_for(doing)
            await self.report_missing(channel, perms, interaction)


def _needed_for(doing: str) -> list[str]:
    if "thread" in doing:
        return ["create_public_threads", "send_messages_in_threads"]
    if "segment" in doing:
        return ["send_messages_in_threads", "attach_files"]
    return ["send_messages", "attach_files"]
