"""Play-by-post reminders: a loop that asks the use cases what is due and posts it.

Reminders are stored by the use cases (they survive restarts); this loop only polls
``app.pbp.due_reminders()`` every ``interval`` seconds and posts each
:class:`~bot.replies.ChannelPost`, pinging only the users the reply names. A post for a
user who chose reminders by DM goes to their direct messages (to the channel, with a
ping, when Discord refuses the DM).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import discord

from bot.discord_adapter.loops.periodic import Periodic
from bot.replies import Reply, mention

log = logging.getLogger("bot.discord.reminders")


class Reminders(Periodic):
    """Posts due reminders and time-limit notices."""

    failure = "reminder round failed"

    async def round(self) -> None:
        await self.post_due()

    async def _direct(self, user_id: int, reply: Reply) -> bool:
        """Send ``reply``'s text to the user's direct messages; False if Discord refuses
        (DMs closed, unknown user)."""
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(content=reply.text[:2000], allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("reminder DM refused: %s", exc, extra={"ctx": {"user": user_id}})
            return False
        return True

    async def post_due(self) -> int:
        """Post every due reminder now; returns how many were posted."""
        posts = await self.ctx.use_cases.pbp.due_reminders()
        metrics = getattr(self.bot, "metrics", None)
        if metrics is not None:
            now = datetime.now(UTC)
            for post in posts:
                if post.due_at is not None:
                    metrics.reminder_lag.observe(max(0.0, (now - post.due_at).total_seconds()))
            await metrics.refresh(self.ctx.use_cases.outbox)
        sent = 0
        for post in posts:
            if post.dm_user_id is not None and await self._direct(post.dm_user_id, post.reply):
                sent += 1
                continue
            reply = post.reply
            if post.dm_user_id is not None:  # the DM was refused: tell them in the channel instead
                reply = Reply(f"{mention(post.dm_user_id)} {reply.text}", mentions=[post.dm_user_id])
            reply = await self.ctx.live.pointing_to_live(reply)
            message = await self.ctx.delivery.post_to_channel(post.channel_id, reply)
            if message is not None:
                sent += 1
        if posts:
            log.info("reminders posted", extra={"ctx": {"due": len(posts), "sent": sent}})
        return sent
