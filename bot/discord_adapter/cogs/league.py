"""``/league``: community leagues (see :mod:`bot.usecases.league` and docs/leagues.md);
``/leaguemod``: their moderators' commands; and the league upkeep loop: rank roles after
rated games, seasons closed on their end date.

The English texts of the commands are read from the catalogue (``league.ftl``), the same
ids the translator uses for Polish, so code and catalogue cannot drift apart.

Moderators are members with Manage Server. ``/leaguemod`` is published with that as its
``default_member_permissions``, so Discord shows it to them only (a server's admins may
change who sees it under Server Settings → Integrations); the use cases check it again
(``is_moderator``) and answer anyone else privately.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from bot.discord_adapter.cogs.base import Choice, CommandsOfGroup, Interaction, channel_of, value
from bot.discord_adapter.context import CogContext
from bot.discord_adapter.errors import PlayerMistake
from bot.discord_adapter.transformers import ARMY_CHOICES, LANGUAGE_CHOICES, MODE_CHOICES
from bot.discord_adapter.translator import choice
from bot.replies import ChannelPost

log = logging.getLogger("bot.discord.league")

DEFAULT_UPKEEP_INTERVAL = 60.0


def _en(msg_id: str) -> str:
    return i18n.t("en", msg_id)


def _desc(command: str, *options: str, group: str = "league") -> dict[str, str]:
    return {o.replace("-", "_"): _en(f"cmd-{group}-{command}-opt-{o}-desc") for o in options}


def _mod_desc(command: str, *options: str) -> dict[str, str]:
    return _desc(command, *options, group="leaguemod")


def _renames(*options: str) -> dict[str, str]:
    return {o.replace("-", "_"): o for o in options if "-" in o}


CHANNEL_CHOICES = [
    choice("lgchannel", "here", _en("cmd-choice-lgchannel-here")),
    choice("lgchannel", "none", _en("cmd-choice-lgchannel-none")),
]
ACTION_CHOICES = [
    choice("lgaction", "start", _en("cmd-choice-lgaction-start")),
    choice("lgaction", "end", _en("cmd-choice-lgaction-end")),
]
WHAT_CHOICES = [
    choice("lgwhat", "standings", _en("cmd-choice-lgwhat-standings")),
    choice("lgwhat", "games", _en("cmd-choice-lgwhat-games")),
]
SCHEDULE_CHOICES = [
    choice("lgschedule", "make", _en("cmd-choice-lgschedule-make")),
    choice("lgschedule", "clear", _en("cmd-choice-lgschedule-clear")),
]
FORMAT_CHOICES = [
    choice("lgformat", "csv", _en("cmd-choice-lgformat-csv")),
    choice("lgformat", "json", _en("cmd-choice-lgformat-json")),
]


def _moderator(interaction: Interaction) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.administrator)


def _text(number: float | None) -> str | None:
    return None if number is None else f"{number:g}"


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class LeagueModerationCommands(
    CommandsOfGroup, commands.GroupCog, group_name="leaguemod", group_description=_en("cmd-leaguemod-desc")
):
    """``/leaguemod …``: the leagues' moderators (Manage Server): create, settings, rank roles,
    seasons, corrections, the round-robin."""

    async def _leagues(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self.complete(interaction, lambda: self.app.leagues.league_names(interaction.guild_id, current))

    @app_commands.command(name="create", description=_en("cmd-leaguemod-create-desc"))
    @app_commands.describe(**_mod_desc("create", "name"))
    async def create(self, interaction: Interaction, name: app_commands.Range[str, 1, 40]) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_create(
                channel_of(interaction),
                interaction.user.id,
                name,
                guild_id=interaction.guild_id,
                is_moderator=_moderator(interaction),
            ),
        )

    @app_commands.command(name="config", description=_en("cmd-leaguemod-config-desc"))
    @app_commands.describe(
        **_mod_desc(
            "config",
            "league",
            "season-days",
            "modes",
            "armies",
            "time-limit",
            "reminder-hours",
            "rematch-limit",
            "provisional",
            "channel",
            "language",
        )
    )
    @app_commands.rename(**_renames("season-days", "time-limit", "reminder-hours", "rematch-limit"))
    @app_commands.choices(channel=CHANNEL_CHOICES, language=LANGUAGE_CHOICES)
    async def config(
        self,
        interaction: Interaction,
        league: str | None = None,
        season_days: app_commands.Range[int, 1, 366] | None = None,
        modes: str | None = None,
        armies: str | None = None,
        time_limit: app_commands.Range[int, 0, 720] | None = None,
        reminder_hours: app_commands.Range[int, 0, 720] | None = None,
        rematch_limit: app_commands.Range[int, 1, 1000] | None = None,
        provisional: app_commands.Range[int, 0, 100] | None = None,
        channel: Choice[str] | None = None,
        language: Choice[str] | None = None,
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_config(
                channel_of(interaction),
                interaction.user.id,
                league=league,
                guild_id=interaction.guild_id,
                is_moderator=_moderator(interaction),
                season_days=_text(season_days),
                modes=modes,
                armies=armies,
                turn_limit=_text(time_limit),
                reminder_hours=_text(reminder_hours),
                rematch_limit=_text(rematch_limit),
                provisional=_text(provisional),
                channel=value(channel),
                language=value(language),
            ),
        )

    @app_commands.command(name="role", description=_en("cmd-leaguemod-role-desc"))
    @app_commands.describe(**_mod_desc("role", "role", "rating", "league"))
    async def role(self, interaction: Interaction, role: discord.Role, rating: str, league: str | None = None) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_role(
                channel_of(interaction),
                interaction.user.id,
                str(role.id),
                rating,
                league=league,
                guild_id=interaction.guild_id,
                is_moderator=_moderator(interaction),
            ),
        )

    @app_commands.command(name="season", description=_en("cmd-leaguemod-season-desc"))
    @app_commands.describe(**_mod_desc("season", "action", "start", "end", "league"))
    @app_commands.choices(action=ACTION_CHOICES)
    async def season(
        self,
        interaction: Interaction,
        action: Choice[str],
        start: str | None = None,
        end: str | None = None,
        league: str | None = None,
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_season(
                channel_of(interaction),
                interaction.user.id,
                action.value,
                start=start,
                end=end,
                league=league,
                guild_id=interaction.guild_id,
                is_moderator=_moderator(interaction),
            ),
        )

    @app_commands.command(name="correct", description=_en("cmd-leaguemod-correct-desc"))
    @app_commands.describe(**_mod_desc("correct", "player", "reason", "mu", "sigma", "league"))
    async def correct(
        self,
        interaction: Interaction,
        player: discord.User,
        reason: str,
        mu: app_commands.Range[float, -100.0, 150.0] | None = None,
        sigma: app_commands.Range[float, 0.1, 30.0] | None = None,
        league: str | None = None,
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_correct(
                channel_of(interaction),
                interaction.user.id,
                str(player.id),
                mu=_text(mu),
                sigma=_text(sigma),
                reason=reason,
                league=league,
                guild_id=interaction.guild_id,
                is_moderator=_moderator(interaction),
            ),
        )

    @app_commands.command(name="schedule", description=_en("cmd-leaguemod-schedule-desc"))
    @app_commands.describe(**_mod_desc("schedule", "action", "days", "league"))
    @app_commands.choices(action=SCHEDULE_CHOICES)
    async def schedule(
        self,
        interaction: Interaction,
        action: Choice[str],
        days: app_commands.Range[int, 1, 60] | None = None,
        league: str | None = None,
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_schedule(
                channel_of(interaction),
                interaction.user.id,
                action.value,
                days,
                league=league,
                guild_id=interaction.guild_id,
                is_moderator=_moderator(interaction),
            ),
        )

    # league names autocomplete everywhere a league is named
    for _cmd in (config, role, season, correct, schedule):
        _cmd.autocomplete("league")(_leagues)
    del _cmd


@app_commands.guild_only()
class LeagueCommands(CommandsOfGroup, commands.GroupCog, group_name="league", group_description=_en("cmd-league-desc")):
    """``/league …``: leagues, seasons, ratings and standings of this server, for every member."""

    async def _leagues(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await self.complete(interaction, lambda: self.app.leagues.league_names(interaction.guild_id, current))

    # ================================================================== members
    @app_commands.command(name="list", description=_en("cmd-league-list-desc"))
    async def list_(self, interaction: Interaction) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_list(
                channel_of(interaction), interaction.user.id, guild_id=interaction.guild_id
            ),
            ephemeral=True,
        )

    @app_commands.command(name="join", description=_en("cmd-league-join-desc"))
    @app_commands.describe(**_desc("join", "league"))
    async def join(self, interaction: Interaction, league: str | None = None) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_join(
                channel_of(interaction),
                interaction.user.id,
                league=league,
                guild_id=interaction.guild_id,
                name=interaction.user.display_name,
            ),
        )

    @app_commands.command(name="leave", description=_en("cmd-league-leave-desc"))
    @app_commands.describe(**_desc("leave", "league"))
    async def leave(self, interaction: Interaction, league: str | None = None) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_leave(
                channel_of(interaction), interaction.user.id, league=league, guild_id=interaction.guild_id
            ),
        )

    @app_commands.command(name="challenge", description=_en("cmd-league-challenge-desc"))
    @app_commands.describe(
        **_desc(
            "challenge",
            "opponent",
            "army",
            "opponent-army",
            "league",
            "mode",
            "opponent2",
            "opponent3",
            "opponent4",
            "opponent5",
        )
    )
    @app_commands.rename(**_renames("opponent-army"))
    @app_commands.choices(army=ARMY_CHOICES, opponent_army=ARMY_CHOICES, mode=MODE_CHOICES)
    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.User,
        army: Choice[str] | None = None,
        opponent_army: Choice[str] | None = None,
        league: str | None = None,
        mode: Choice[str] | None = None,
        opponent2: discord.User | None = None,
        opponent3: discord.User | None = None,
        opponent4: discord.User | None = None,
        opponent5: discord.User | None = None,
    ) -> None:
        me = interaction.client.user
        more = [opponent2, opponent3, opponent4, opponent5]
        for someone in (opponent, *more):
            if someone is not None and someone.bot and (me is None or someone.id != me.id):
                raise PlayerMistake("dc-error-bots-cannot-play")
        await self.run(
            interaction,
            lambda: self.app.leagues.league_challenge(
                channel_of(interaction),
                interaction.user.id,
                opponent.id,
                army=value(army),
                opponent_army=value(opponent_army),
                league=league,
                guild_id=interaction.guild_id,
                more_opponents=[u.id if u else None for u in more],
                mode=value(mode),
            ),
            others=[opponent, *more],
        )

    @app_commands.command(name="queue", description=_en("cmd-league-queue-desc"))
    @app_commands.describe(**_desc("queue", "league"))
    async def queue(self, interaction: Interaction, league: str | None = None) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_queue(
                channel_of(interaction), interaction.user.id, league=league, guild_id=interaction.guild_id
            ),
        )

    @app_commands.command(name="schedule", description=_en("cmd-league-schedule-desc"))
    @app_commands.describe(**_desc("schedule", "league"))
    async def schedule(self, interaction: Interaction, league: str | None = None) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_schedule(
                channel_of(interaction), interaction.user.id, None, None, league=league, guild_id=interaction.guild_id
            ),
        )

    # ================================================================== showing
    @app_commands.command(name="standings", description=_en("cmd-league-standings-desc"))
    @app_commands.describe(**_desc("standings", "league", "season"))
    async def standings(
        self,
        interaction: Interaction,
        league: str | None = None,
        season: app_commands.Range[int, 1, 1000] | None = None,
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_standings(
                channel_of(interaction),
                interaction.user.id,
                league=league,
                season=_text(season),
                guild_id=interaction.guild_id,
            ),
        )

    @app_commands.command(name="profile", description=_en("cmd-league-profile-desc"))
    @app_commands.describe(**_desc("profile", "player", "league"))
    async def profile(
        self, interaction: Interaction, player: discord.User | None = None, league: str | None = None
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_profile(
                channel_of(interaction),
                interaction.user.id,
                player.id if player else None,
                league=league,
                guild_id=interaction.guild_id,
            ),
        )

    @app_commands.command(name="games", description=_en("cmd-league-games-desc"))
    @app_commands.describe(**_desc("games", "player", "league"))
    async def games(
        self, interaction: Interaction, player: discord.User | None = None, league: str | None = None
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_games(
                channel_of(interaction),
                interaction.user.id,
                player.id if player else None,
                league=league,
                guild_id=interaction.guild_id,
            ),
            ephemeral=True,
        )

    @app_commands.command(name="export", description=_en("cmd-league-export-desc"))
    @app_commands.describe(**_desc("export", "what", "format", "league"))
    @app_commands.choices(what=WHAT_CHOICES, format=FORMAT_CHOICES)
    async def export(
        self,
        interaction: Interaction,
        what: Choice[str] | None = None,
        format: Choice[str] | None = None,
        league: str | None = None,
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.leagues.league_export(
                channel_of(interaction),
                interaction.user.id,
                value(what),
                value(format),
                league=league,
                guild_id=interaction.guild_id,
            ),
            ephemeral=True,
        )

    # league names autocomplete everywhere a league is named
    for _cmd in (join, leave, challenge, queue, schedule, standings, profile, games, export):
        _cmd.autocomplete("league")(_leagues)
    del _cmd


class LeagueUpkeep(commands.Cog):
    """Every ``interval`` seconds: seasons past their end closed, round-robin reminders and
    missed games posted, rank roles brought up to date."""

    def __init__(self, bot: commands.Bot, ctx: CogContext, interval: float = DEFAULT_UPKEEP_INTERVAL) -> None:
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
            await self.close_seasons()
            await self.post_fixtures()
            await self.sync_roles()
        except Exception:  # keep the loop alive whatever happens
            log.exception("league upkeep failed")

    def _guild_ids(self) -> list[int]:
        return [g.id for g in self.bot.guilds]

    async def close_seasons(self) -> int:
        """Seasons past their end archived, their podiums posted."""
        return await self._post_due(await self.ctx.use_cases.leagues.league_due_season_ends(self._guild_ids()))

    async def post_fixtures(self) -> int:
        """Round-robin reminders and missed games, each posted once."""
        return await self._post_due(await self.ctx.use_cases.leagues.league_due_fixtures(self._guild_ids()))

    async def _post_due(self, posts: list[ChannelPost]) -> int:
        """Post what the leagues say is due in this process's servers."""
        for post in posts:
            await self.ctx.responder.post_to_channel(post.channel_id, post.reply)
        return len(posts)

    async def sync_roles(self) -> int:
        """Give and take rank roles as the ratings say; returns how many members changed.
        Without Manage Roles (or with the rank roles above the bot's), the moderators are
        told once and the league's rank roles pause until a moderator sets one again."""
        service = self.ctx.use_cases.leagues
        changed = 0
        paused: set[int] = set()
        for update in await service.league_role_updates(self._guild_ids()):
            if update.league_id in paused:
                continue
            guild = self.bot.get_guild(update.guild_id)
            if guild is None:
                continue
            try:
                member = guild.get_member(update.user_id) or await guild.fetch_member(update.user_id)
            except discord.NotFound:
                await service.league_role_applied(update)  # gone from the server: nothing to give
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
                post = await service.league_roles_forbidden(update.league_id)
                if post is not None:
                    await self.ctx.responder.post_to_channel(post.channel_id, post.reply)
                continue
            except discord.HTTPException as exc:
                log.warning("rank role change failed: %s", exc, extra={"ctx": {"user": update.user_id}})
                continue
            await service.league_role_applied(update)
            changed += 1
        return changed
