"""Play-by-post reminders: a loop that asks the use cases what is due and posts it.

Reminders are stored by the use cases (they survive restarts); this loop only polls
``app.pbp.due_reminders()`` every ``interval`` seconds and posts each
:class:`~bot.replies.ChannelPost`, pinging only the users the reply names. A post for a
user who chose reminders by DM goes to their direct messages (to the channel, with a
ping, when Discord refuses the DM). Each claimed reminder is an item of the delivery
outbox (queued in the claim's transaction): one that cannot be posted now is posted by the
drain later, never lost.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

from bot.discord_adapter.loops.periodic import Periodic
from bot.usecases.deliveries import post_payload

log = logging.getLogger("bot.discord.reminders")


class Reminders(Periodic):
    """Posts due reminders and time-limit notices."""

    failure = "reminder round failed"

    async def round(self) -> None:
        await self.post_due()

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
        outbox = self.ctx.use_cases.deliveries
        for post in posts:
            if post.key is None:
                sent += await self.ctx.delivery.post_reminder(post)
                continue
            # Its outbox item (queued when it was claimed) keeps these words; delivered now,
            # or by the drain if this fails.
            await outbox.attach(post.key, post_payload(post))
            item = await outbox.claim_key(post.key)
            if item is None:
                continue
            await self.ctx.delivery.deliver_item(item)
            done = await outbox.item(post.key)
            sent += done is not None and done.status == "done"
        if posts:
            log.info("reminders posted", extra={"ctx": {"due": len(posts), "sent": sent}})
        return sent
