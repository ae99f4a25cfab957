"""Where a public reply goes: its game's live turn message (then its battle and, when the
game starts or ends in a thread of its own, that thread's name), or a post of its own in
a channel (then its battle); and the computer player's turns, posted after any reply."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.discord_adapter.battles import BattlePoster
from bot.discord_adapter.channels import Channels
from bot.discord_adapter.live import LiveOutcome, LiveTurnMessages
from bot.discord_adapter.threads import GameThreads
from bot.replies import Reply
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord")


class Delivery:
    """Posts public replies where they belong (see the module docstring)."""

    def __init__(
        self,
        app: UseCases,
        live: LiveTurnMessages,
        battles: BattlePoster,
        threads: GameThreads,
        channels: Channels,
    ) -> None:
        self.app = app
        self.live = live
        self.battles = battles
        self.threads = threads
        self.channels = channels

    async def deliver_live(
        self, reply: Reply, interaction: discord.Interaction[Any] | None = None
    ) -> LiveOutcome | None:
        """Show a public reply that changed its game in the game's live turn message: edit
        it in place, or close it (summary, no buttons) and post a new one (see
        :mod:`bot.usecases.live`); then its battle, then the finish of a game thread.
        ``None`` when the reply is not such a change (the caller posts it as usual)."""
        if not self.live.quiet or reply.ephemeral or reply.game_id is None or reply.version is None:
            return None
        async with self.live.lock(reply.game_id):
            outcome = await self.live.show(reply, interaction)
        if outcome is None or outcome.view is None:
            return outcome
        view, channel = outcome.view, outcome.channel
        if reply.battle is not None:
            await self.battles.post_battle(
                channel,
                outcome.turn_message_id,
                reply.battle,
                interaction=interaction,
                outbox_id=reply.outbox_id,
                game_id=reply.game_id,
            )
        if view.over:
            await self.threads.finish_game_thread(channel, view)
        elif outcome.started:
            await self.threads.name_game_thread(channel, view)
        return outcome

    async def post_to_channel(self, channel_id: int, reply: Reply) -> discord.Message | None:
        """Post a reply the bot makes on its own (a reminder, the computer player's turn) into a
        channel by id, then its battle."""
        channel = await self.channels.messageable(channel_id)
        if channel is None:
            return None
        message = await self.channels.send_to(channel, reply)
        if message is not None and reply.battle is not None:
            await self.battles.post_battle(
                channel, message.id, reply.battle, outbox_id=reply.outbox_id, game_id=reply.game_id
            )
        return message

    async def post_ai_turns(self, channel_id: int) -> None:
        """Let the computer player act in the channel's game (if it waits for it) and post
        what it did as channel messages, battles in threads. Never fails the interaction."""
        try:
            replies = await self.app.ai.ai_turns(channel_id)
            for reply in replies:
                if not reply.ephemeral and await self.deliver_live(reply) is None:
                    await self.post_to_channel(channel_id, reply)
        except Exception:
            log.exception("the computer player failed", extra={"ctx": {"channel": channel_id}})
