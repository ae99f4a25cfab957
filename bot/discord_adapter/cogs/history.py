"""``/hexhistory``: the record of this channel's game — its log, its last battle, its export."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.discord_adapter.cogs.base import CommandsOfGroup, Interaction, channel_of


@app_commands.guild_only()
class HistoryCommands(
    CommandsOfGroup,
    commands.GroupCog,
    group_name="hexhistory",
    group_description="The record of this channel's game: log, battles, export",
):
    """``/hexhistory …``: what happened in a game."""

    @app_commands.command(name="log", description="The game's action history")
    async def log(self, interaction: Interaction) -> None:
        await self.run(
            interaction, lambda: self.app.info.log(channel_of(interaction), interaction.user.id), defer=False
        )

    @app_commands.command(name="battle", description="Post the last battle of this channel's game again, in a thread")
    async def battle(self, interaction: Interaction) -> None:
        await self.run(interaction, lambda: self.app.info.last_battle(channel_of(interaction), interaction.user.id))

    @app_commands.command(name="export", description="The game as a replayable JSON file")
    @app_commands.describe(game="A game number (default: this channel's current or last game)")
    async def export(self, interaction: Interaction, game: app_commands.Range[int, 1] | None = None) -> None:
        await self.run(
            interaction, lambda: self.app.info.export(channel_of(interaction), interaction.user.id, game_id=game)
        )
