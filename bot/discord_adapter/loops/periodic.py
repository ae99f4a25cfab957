"""A cog that runs one round of work every ``interval`` seconds once the bot is ready, and
keeps running whatever a round raises (logged)."""

from __future__ import annotations

import logging

from discord.ext import commands, tasks

from bot.discord_adapter.context import CogContext

log = logging.getLogger("bot.discord")


class Periodic(commands.Cog):
    """The loop of a periodic task; a subclass says what one round does (:meth:`round`)."""

    failure = "periodic round failed"  # the log line when a round raises

    def __init__(self, bot: commands.Bot, ctx: CogContext, interval: float) -> None:
        self.bot = bot
        self.ctx = ctx
        self.loop = tasks.loop(seconds=interval)(self._tick)
        self.loop.before_loop(self._before)

    async def cog_load(self) -> None:
        self.loop.start()

    async def cog_unload(self) -> None:
        self.loop.cancel()

    async def _before(self) -> None:
        await self.bot.wait_until_ready()

    async def _tick(self) -> None:
        try:
            await self.round()
        except Exception:  # keep the loop alive whatever happens
            log.exception(self.failure)

    async def round(self) -> None:
        """One round of the task."""
        raise NotImplementedError
