"""The owner's maintenance commands, as mention commands (``@bot sync``): no message-content
intent is needed, since Discord includes the text of messages that mention the bot.

Only the application's owner may use them, and they answer in English.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

log = logging.getLogger("bot.discord")

Sync = Callable[[int | None], Awaitable[list[app_commands.AppCommand]]]


class Admin(commands.Cog):
    """``@bot sync [global|guild|dev|clear]``: publish the slash commands."""

    def __init__(self, bot: commands.Bot, sync: Sync, dev_guild: int | None) -> None:
        self.bot = bot
        self.sync_to = sync  # publish to a guild (its id) or globally (None)
        self.dev_guild = dev_guild

    @commands.command(name="sync")
    @commands.is_owner()
    async def sync(self, ctx: commands.Context[commands.Bot], scope: str = "global") -> None:
        """Sync the slash commands: ``global`` (default), ``guild`` (this server), ``dev`` or ``clear``."""
        scope = scope.lower()
        if scope == "guild" and ctx.guild is not None:
            synced = await self.sync_to(ctx.guild.id)
            where = "this server"
        elif scope == "dev" and self.dev_guild:
            synced = await self.sync_to(self.dev_guild)
            where = "the development server"
        elif scope == "clear" and ctx.guild is not None:
            self.bot.tree.clear_commands(guild=ctx.guild)
            synced = await self.bot.tree.sync(guild=ctx.guild)
            where = "this server (cleared)"
        elif scope == "global":
            synced = await self.sync_to(None)
            where = "all servers (may take up to an hour to appear)"
        else:
            await ctx.reply("Usage: `sync [global|guild|dev|clear]`", mention_author=False)
            return
        await ctx.reply(f"Synced {len(synced)} command(s) to {where}.", mention_author=False)

    async def cog_command_error(self, ctx: commands.Context[commands.Bot], error: Exception) -> None:  # type: ignore[override]
        if isinstance(error, commands.NotOwner):
            log.info("non-owner tried %s", ctx.message.content, extra={"ctx": {"user": ctx.author.id}})
            return
        log.error(
            "admin command failed",
            exc_info=(type(error), error, error.__traceback__),
            extra={"ctx": {"user": ctx.author.id, "command": ctx.message.content}},
        )
        with contextlib.suppress(discord.HTTPException):
            await ctx.reply(f"Failed: {error}", mention_author=False)
