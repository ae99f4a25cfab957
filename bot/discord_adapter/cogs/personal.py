"""``/hexme``: what is about me, in every server — my live games and my preferences.

Answers are private. ``prefs`` changes only the options given; ``timezone`` autocompletes
from the IANA names Python knows (``zoneinfo``).
"""

from __future__ import annotations

import zoneinfo

from discord import app_commands
from discord.ext import commands

from bot.discord_adapter.cogs.base import Choice, CommandsOfGroup, Interaction, channel_of, switch, value
from bot.discord_adapter.context import CogContext
from bot.discord_adapter.transformers import ON_OFF_CHOICES, PREF_LANGUAGE_CHOICES, choices

MAX_CHOICES = 25


def matching_timezones(zones: list[str], typed: str, limit: int = MAX_CHOICES) -> list[str]:
    """Time zone names for what was typed: names starting with it first, then containing it
    (case-insensitive; ``warsaw`` finds ``Europe/Warsaw``), at most ``limit``."""
    needle = typed.strip().lower().replace(" ", "_")
    if not needle:
        return zones[:limit]
    starts = [z for z in zones if z.lower().startswith(needle) or z.lower().split("/")[-1].startswith(needle)]
    contains = [z for z in zones if needle in z.lower() and z not in starts]
    return (starts + contains)[:limit]


@app_commands.guild_only()
class PersonalCommands(
    CommandsOfGroup,
    commands.GroupCog,
    group_name="hexme",
    group_description="Me: my games in every server, my preferences",
):
    """``/hexme …``: personal commands, answered privately."""

    def __init__(self, ctx: CogContext) -> None:
        super().__init__(ctx)
        self.timezones = sorted(zoneinfo.available_timezones())

    @app_commands.command(name="games", description="All my live games, in every server")
    async def games(self, interaction: Interaction) -> None:
        await self.run(
            interaction, lambda: self.app.people.my_games(channel_of(interaction), interaction.user.id), ephemeral=True
        )

    @app_commands.command(
        name="prefs", description="My preferences: pings, reminders, quiet hours, time zone, language"
    )
    @app_commands.describe(
        ping="Ping me when it is my turn",
        dm_reminders="Send my reminders by direct message",
        quiet_hours="No pings between these hours, e.g. 22-7 (off: always)",
        timezone="My time zone, e.g. Europe/Warsaw",
        language="The language of what only I see (auto: my Discord language)",
    )
    @app_commands.rename(dm_reminders="dm-reminders", quiet_hours="quiet-hours")
    @app_commands.choices(ping=ON_OFF_CHOICES, dm_reminders=ON_OFF_CHOICES, language=PREF_LANGUAGE_CHOICES)
    async def prefs(
        self,
        interaction: Interaction,
        ping: Choice[str] | None = None,
        dm_reminders: Choice[str] | None = None,
        quiet_hours: app_commands.Range[str, 1, 20] | None = None,
        timezone: app_commands.Range[str, 1, 64] | None = None,
        language: Choice[str] | None = None,
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.people.preferences(
                channel_of(interaction),
                interaction.user.id,
                ping=switch(ping),
                dm_reminders=switch(dm_reminders),
                quiet_hours=quiet_hours,
                timezone=timezone,
                language=value(language),
            ),
            ephemeral=True,
        )

    @prefs.autocomplete("timezone")
    async def _timezones(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return choices([(z, z) for z in matching_timezones(self.timezones, current)])
