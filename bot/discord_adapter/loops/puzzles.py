"""The daily puzzle's loop (docs/puzzles.md): every ``interval`` seconds, each registered
channel of this process's servers whose hour has come gets its puzzle of the day, its post
queued in the delivery outbox (the drain posts it: once, whichever process queued it)."""

from __future__ import annotations

from discord.ext import commands

from bot.discord_adapter.context import CogContext
from bot.discord_adapter.loops.periodic import Periodic

DEFAULT_DAILY_INTERVAL = 60.0


class DailyPuzzles(Periodic):
    """Queues the daily puzzles that fall due."""

    failure = "daily puzzle round failed"

    def __init__(self, bot: commands.Bot, ctx: CogContext, interval: float = DEFAULT_DAILY_INTERVAL) -> None:
        super().__init__(bot, ctx, interval)

    async def round(self) -> None:
        await self.ctx.use_cases.puzzles.queue_dailies([g.id for g in self.bot.guilds])
