"""``/hexmod``: what moderators (members with Manage Channels) can do to a channel's game."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.discord_adapter.cogs.base import CommandsOfGroup, Interaction


@app_commands.guild_only()
class ModerationCommands(
    CommandsOfGroup, commands.GroupCog, group_name="hexmod", group_description="Moderators: manage this channel's game"
):
    """``/hexmod …``: moderators' commands (checked per command: Manage Channels)."""

    @app_commands.command(name="abort", description="Stop this channel's game without a result (Manage Channels)")
    @app_commands.checks.has_permissions(manage_channels=True)
    async def abort(self, interaction: Interaction) -> None:
        await self.run(
            interaction,
            lambda: self.service.abort(interaction.channel_id, interaction.user.id, is_moderator=True),
        )
