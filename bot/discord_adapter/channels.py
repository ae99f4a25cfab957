"""Posting in channels: a reply as a message with the bot's token (its images, buttons and
pings), and a channel or thread reached by id."""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord
from discord.utils import MISSING

import bot.discord_adapter.faults as faults
from bot.discord_adapter.buttons import build_view
from bot.discord_adapter.layout import build_layout, panel_files
from bot.discord_adapter.notices import Notices
from bot.replies import Image, Reply

log = logging.getLogger("bot.discord")

MAX_CONTENT = 2000


def content(text: str) -> str:
    text = text or ""
    return text if len(text) <= MAX_CONTENT else text[: MAX_CONTENT - 1] + "…"


def files(images: Sequence[Image]) -> list[discord.File]:
    return [
        discord.File(io.BytesIO(img.data), filename=img.filename, description=img.description or None)
        for img in images[:10]
    ]


def allowed_mentions(reply: Reply) -> discord.AllowedMentions:
    """Ping exactly the users the reply names in ``mentions``; never roles or @everyone."""
    users: list[discord.abc.Snowflake] | bool = [discord.Object(uid) for uid in dict.fromkeys(reply.mentions)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users or False, replied_user=False)


def thread_name(title: str, fallback: str) -> str:
    name = " ".join((title or fallback).split())
    return name[:100] or fallback


class Channels:
    """Messages the bot posts on its own: the channel's answer to nobody in particular."""

    def __init__(self, client: discord.Client, notices: Notices) -> None:
        self.client = client
        self.notices = notices

    async def _fetch(self, channel_id: int) -> Any:
        """A channel (or thread) by id, from the cache or Discord; ``None`` (logged) if unreachable."""
        channel: Any = self.client.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(channel_id)
            except discord.HTTPException as exc:
                faults.note(exc)
                log.warning("cannot reach channel %s: %s", channel_id, exc, extra={"ctx": {"channel": channel_id}})
                return None
        return channel

    async def reach(self, channel_id: int) -> Any:
        """A channel (or thread) by id that can hold messages; ``None`` if unreachable."""
        channel = await self._fetch(channel_id)
        return channel if isinstance(channel, discord.abc.Messageable) else None

    async def send_to(
        self,
        channel: discord.abc.Messageable,
        reply: Reply,
        *,
        interaction: discord.Interaction[Any] | None = None,
        nonce: str | None = None,
    ) -> discord.Message | None:
        """Post ``reply`` in ``channel`` with the bot token; ``None`` if Discord refused.
        ``nonce``: Discord makes no second message with it (a post tried again after an
        answer was lost returns the first)."""
        images = reply.images
        perms = self.notices.my_permissions(channel, interaction)
        if images and perms is not None and not perms.attach_files:
            await self.notices.report_missing(channel, ["attach_files"], interaction)
            images = []
        try:
            if reply.panel:  # a layout (the live turn message): its text lives in its components
                return await channel.send(
                    files=files(panel_files(replace(reply, images=images))),
                    view=build_layout(replace(reply, images=images)),
                    allowed_mentions=allowed_mentions(reply),
                    nonce=nonce if nonce else MISSING,
                )
            return await channel.send(
                content=content(reply.text),
                files=files(images),
                view=build_view(reply) or MISSING,
                allowed_mentions=allowed_mentions(reply),
                nonce=nonce if nonce else MISSING,
            )
        except discord.HTTPException as exc:
            await self.notices.api_failure(interaction, exc, "posting in the channel", channel=channel)
            return None

    async def messageable(self, channel_id: int) -> discord.abc.Messageable | None:
        """A channel (or thread) by id that can hold messages; ``None`` (logged) otherwise."""
        channel = await self._fetch(channel_id)
        if channel is None:
            return None
        if not isinstance(channel, discord.abc.Messageable):
            log.warning("channel %s cannot hold messages", channel_id, extra={"ctx": {"channel": channel_id}})
            return None
        return channel
