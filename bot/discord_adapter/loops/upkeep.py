"""The league upkeep loop: seasons closed on their end date (their podium posted), the
round-robin's reminders and missed games posted, Swiss events' next rounds paired, rank roles given and taken as the ratings
say (see :mod:`bot.usecases.league` and docs/leagues.md)."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.discord_adapter.context import CogContext
from bot.discord_adapter.loops.periodic import Periodic
from bot.replies import ChannelPost

log = logging.getLogger("bot.discord.league")

DEFAULT_UPKEEP_INTERVAL = 60.0


class LeagueUpkeep(Periodic):
    """Every ``interval`` seconds: seasons past their end closed, round-robin reminders and
    missed games posted, rank roles brought up to date."""

    failure = "league upkeep failed"

    def __init__(self, bot: commands.Bot, ctx: CogContext, interval: float = DEFAULT_UPKEEP_INTERVAL) -> None:
        super().__init__(bot, ctx, interval)

    async def round(self) -> None:
        await self.close_seasons()
        await self.post_fixtures()
        await self.post_drafts()
        await self.post_events()
        await self.run_clocks()
        await self.sync_roles()

    def _guild_ids(self) -> list[int]:
        return [g.id for g in self.bot.guilds]

    async def close_seasons(self) -> int:
        """Seasons past their end archived, their podiums posted."""
        return await self._post_due(await self.ctx.use_cases.leagues.seasons.due_season_ends(self._guild_ids()))

    async def post_fixtures(self) -> int:
        """Round-robin reminders and missed games, each posted once."""
        return await self._post_due(await self.ctx.use_cases.leagues.schedule.due_fixtures(self._guild_ids()))

    async def post_drafts(self) -> int:
        """Army drafts whose step's time ran out: the defaults given, the next step or the game posted."""
        return await self._post_due(await self.ctx.use_cases.leagues.drafts.due_drafts(self._guild_ids()))

    async def post_events(self) -> int:
        """Swiss events whose round is decided: the next round (or the playoff, or the end) paired once and posted."""
        return await self._post_due(await self.ctx.use_cases.leagues.events.due_events(self._guild_ids()))

    async def run_clocks(self) -> int:
        """The league clock: turns charged to the bank, low-time warnings queued once, timeouts."""
        return await self._post_due(await self.ctx.use_cases.leagues.clock.due_clocks(self._guild_ids()))

    async def _post_due(self, posts: list[ChannelPost]) -> int:
        """Post what the leagues say is due in this process's servers, through the delivery
        outbox (a post Discord refuses now is posted by the drain later, once)."""
        for post in posts:
            await self.ctx.delivery.post_own(post, "league", post.channel_id)
        return len(posts)

    async def sync_roles(self) -> int:
        """Give and take rank roles as the ratings say; returns how many members changed.
        Without Manage Roles (or with the rank roles above the bot's), the moderators are
        told once and the league's rank roles pause until a moderator sets one again."""
        roles = self.ctx.use_cases.leagues.roles
        changed = 0
        paused: set[int] = set()
        for update in await roles.role_updates(self._guild_ids()):
            if update.league_id in paused:
                continue
            guild = self.bot.get_guild(update.guild_id)
            if guild is None:
                continue
            try:
                member = guild.get_member(update.user_id) or await guild.fetch_member(update.user_id)
            except discord.NotFound:
                await roles.role_applied(update)  # gone from the server: nothing to give
                continue
            except discord.HTTPException as exc:
                log.warning("cannot fetch member %s: %s", update.user_id, exc)
                continue
            held = {r.id for r in member.roles}
            try:
                remove = [discord.Object(r) for r in update.remove if r in held]
                if remove:
                    await member.remove_roles(*remove, reason="league rank")
                if update.add is not None and update.add not in held:
                    await member.add_roles(discord.Object(update.add), reason="league rank")
            except discord.Forbidden:
                paused.add(update.league_id)
                post = await roles.roles_forbidden(update.league_id)
                if post is not None:
                    await self.ctx.delivery.post_to_channel(post.channel_id, post.reply)
                continue
            except discord.HTTPException as exc:
                log.warning("rank role change failed: %s", exc, extra={"ctx": {"user": update.user_id}})
                continue
            await roles.role_applied(update)
            changed += 1
        return changed
