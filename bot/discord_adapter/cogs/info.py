"""``/hexinfo``: reference cards that need no game — a tile, an army, the rules."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.discord_adapter.catalog import army_choices, tile_choices
from bot.discord_adapter.cogs.base import Choice, CommandsOfGroup, Interaction, channel_of, value
from bot.discord_adapter.transformers import ARMY_CHOICES, LANGUAGE_CHOICES, choices


@app_commands.guild_only()
class InfoCommands(
    CommandsOfGroup,
    commands.GroupCog,
    group_name="hexinfo",
    group_description="Neuroshima Hex reference: tiles, armies, rules",
):
    """``/hexinfo …``: tile cards, army sheets and the short how-to-play."""

    @app_commands.command(name="tile", description="A tile's card: what it does and how strong it is")
    @app_commands.describe(
        name="Tile name, e.g. runner", army="Which army's tile, if several have it", language="Language"
    )
    @app_commands.choices(army=ARMY_CHOICES[:-1], language=LANGUAGE_CHOICES)
    async def tile(
        self, interaction: Interaction, name: str, army: Choice[str] | None = None, language: Choice[str] | None = None
    ) -> None:
        await self.run(
            interaction,
            lambda: self.app.info.tile_info(
                channel_of(interaction), interaction.user.id, name, army=value(army), lang=value(language)
            ),
        )

    @tile.autocomplete("name")
    async def _tile_names(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        army = getattr(interaction.namespace, "army", None) or None
        lang = await self.responder.viewer_lang(interaction)
        return choices(tile_choices(current, army, lang=lang))

    @app_commands.command(name="army", description="An army's sheet: all its tiles")
    @app_commands.describe(name="The army", language="Language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def army(self, interaction: Interaction, name: str, language: Choice[str] | None = None) -> None:
        await self.run(
            interaction,
            lambda: self.app.info.army_info(channel_of(interaction), interaction.user.id, name, lang=value(language)),
        )

    @army.autocomplete("name")
    async def _army_names(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return choices(army_choices(current, lang=await self.responder.viewer_lang(interaction)))

    @app_commands.command(name="rules", description="A short how-to-play")
    async def rules(self, interaction: Interaction) -> None:
        await self.run(
            interaction, lambda: self.app.info.rules_help(channel_of(interaction), interaction.user.id), defer=False
        )
