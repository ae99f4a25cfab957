"""``/hexmod``: what moderators (members with Manage Channels) can do to a channel's game.

The group is published with Manage Channels as its ``default_member_permissions``: Discord
shows it only to members who have it (a server's admins may change that under Server
Settings → Integrations). That is a hint to Discord, not a check: each command checks the
permission again when it runs.
"""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.discord_adapter.cogs.base import Choice, CommandsOfGroup, Interaction, channel_of, value
from bot.discord_adapter.transformers import ON_OFF_CHOICES


@app_commands.guild_only()
@app_commands.default_permissions(manage_channels=True)
class ModerationCommands(
    CommandsOfGroup, commands.GroupCog, group_name="hexmod", group_description="Moderators: manage this channel's game"
):
    """``/hexmod …``: moderators' commands (checked per command: Manage Channels)."""

    @app_commands.command(name="abort", description="Stop this channel's game without a result (Manage Channels)")
    @app_commands.checks.has_permissions(manage_channels=True)
    async def abort(self, interaction: Interaction) -> None:
        await self.run(
            interaction,
            lambda: self.app.endings.abort(channel_of(interaction), interaction.user.id, is_moderator=True),
        )

    @app_commands.command(name="timelimit", description="The shortest turn time limit games of this server may have")
    @app_commands.describe(min_hours="Hours (0: the bot's default of 12 h); empty: show it")
    @app_commands.rename(min_hours="min-hours")
    async def timelimit(
        self, interaction: Interaction, min_hours: app_commands.Range[int, 0, 720] | None = None
    ) -> None:
        perms = interaction.permissions
        await self.run(
            interaction,
            lambda: self.app.pbp.server_time_limit(
                channel_of(interaction),
                interaction.user.id,
                guild_id=interaction.guild_id,
                is_moderator=bool(perms.manage_guild or perms.manage_channels or perms.administrator),
                min_hours=min_hours,
            ),
            ephemeral=True,
        )

    @app_commands.command(name="threads", description="Whether new games open in a thread of their own in this server")
    @app_commands.describe(default="On: /hex new opens a thread; off: the game is played in the channel")
    @app_commands.choices(default=ON_OFF_CHOICES)
    async def threads(self, interaction: Interaction, default: Choice[str] | None = None) -> None:
        perms = interaction.permissions
        await self.run(
            interaction,
            lambda: self.app.live.server_threads(
                channel_of(interaction),
                interaction.user.id,
                guild_id=interaction.guild_id,
                is_moderator=bool(perms.manage_channels or perms.administrator),
                default=value(default),
            ),
            ephemeral=True,
        )
