"""Autocomplete of the slash commands' options: the sources the registry names.

Each source answers what was typed so far (``current``) with at most 25 choices, in the
user's language: armies and tiles from the rules' data, the acting player's legal tiles,
hexes and actions from the use cases, time zones from ``zoneinfo``, the server's leagues,
the Warzone procedures, keys and values. A source that fails answers nothing.
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Awaitable, Callable, Coroutine
from functools import cache
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from bot.discord_adapter.catalog import army_choices, tile_choices
from bot.discord_adapter.transformers import choices

if TYPE_CHECKING:
    from bot.app import App

Choice = app_commands.Choice
Interaction = discord.Interaction[Any]
Pairs = list[tuple[str, str]]
MAX_CHOICES = 25


def typed(interaction: Interaction, name: str) -> str | None:
    """The raw value typed so far for another option of the command (during autocomplete)."""
    text = getattr(interaction.namespace, name, None)
    if text is None:
        return None
    return str(text).strip() or None


def matching_timezones(zones: list[str], typed: str, limit: int = MAX_CHOICES) -> list[str]:
    """Time zone names for what was typed: names starting with it first, then containing it
    (case-insensitive; ``warsaw`` finds ``Europe/Warsaw``), at most ``limit``."""
    needle = typed.strip().lower().replace(" ", "_")
    if not needle:
        return zones[:limit]
    starts = [z for z in zones if z.lower().startswith(needle) or z.lower().split("/")[-1].startswith(needle)]
    contains = [z for z in zones if needle in z.lower() and z not in starts]
    return (starts + contains)[:limit]


@cache
def timezones() -> list[str]:
    return sorted(zoneinfo.available_timezones())


def _focused(interaction: Interaction) -> str | None:
    """The name of the option being completed (Discord marks it ``focused``)."""
    data: Any = interaction.data or {}
    stack: list[Any] = list(data.get("options", []) or [])
    while stack:
        option = stack.pop()
        if option.get("focused"):
            return str(option.get("name"))
        stack.extend(option.get("options", []) or [])
    return None


def _procedure(interaction: Interaction) -> str:
    """The Warzone procedure an interaction is about: the subcommand's, or ``command:`` of
    ``/wz roll`` and ``/wz help``."""
    name = interaction.command.name if interaction.command is not None else ""
    if name in ("roll", "help"):
        return typed(interaction, "command") or ""
    return name


Ask = Callable[[Interaction, Callable[[], Awaitable[Pairs]]], Awaitable[Pairs]]
Lang = Callable[[Interaction], Awaitable[str]]


class Completion:
    """The autocomplete sources. ``ask`` runs a use case's completion for the interaction's
    user (in their language; nothing when it fails); ``lang`` is the user's language."""

    def __init__(self, app: Callable[[], App], ask: Ask, lang: Lang) -> None:
        self._app = app
        self.ask = ask
        self.lang = lang
        self.sources: dict[str, Callable[[Interaction, str], Awaitable[Pairs]]] = {
            "armies": self.armies,
            "tiles-in-hand": self.tiles_in_hand,
            "instants-in-hand": self.instants_in_hand,
            "actions": self.actions,
            "place-hexes": self.place_hexes,
            "push-hexes": self.push_hexes,
            "targets": self.targets,
            "units": self.units,
            "movable": self.movable,
            "destinations": self.destinations,
            "tile-names": self.tile_names,
            "army-names": self.army_names,
            "timezones": self.timezones,
            "leagues": self.leagues,
            "wz-value": self.wz_value,
            "wz-more": self.wz_more,
            "wz-command": self.wz_command,
            "wz-rolls": self.wz_rolls,
        }

    def completer(self, source: str) -> Callable[[Interaction, str], Coroutine[Any, Any, list[Choice[str]]]]:
        """The autocomplete callback of ``source`` (a name the registry declares)."""
        found = self.sources[source]

        async def complete(interaction: Interaction, current: str) -> list[Choice[str]]:
            return choices(await found(interaction, current))

        return complete

    @property
    def app(self) -> App:
        return self._app()

    # ------------------------------------------------------------------ from the rules' data
    async def armies(self, interaction: Interaction, current: str) -> Pairs:
        """Every army (in the viewer's language) and "random": autocomplete costs the command
        tree nothing, so it grows with the armies."""
        lang = await self.lang(interaction)
        return [*army_choices(current, lang=lang), (i18n.t(lang, "army-random"), "random")]

    async def tile_names(self, interaction: Interaction, current: str) -> Pairs:
        return tile_choices(current, typed(interaction, "army"), lang=await self.lang(interaction))

    async def army_names(self, interaction: Interaction, current: str) -> Pairs:
        return army_choices(current, lang=await self.lang(interaction))

    async def timezones(self, interaction: Interaction, current: str) -> Pairs:
        return [(z, z) for z in matching_timezones(timezones(), current)]

    # ------------------------------------------------------------------ the acting player's game
    async def tiles_in_hand(self, interaction: Interaction, current: str) -> Pairs:
        channel, user = _where(interaction)
        return await self.ask(interaction, lambda: self.app.placement.autocomplete_tiles(channel, user, current))

    async def instants_in_hand(self, interaction: Interaction, current: str) -> Pairs:
        """The instants in the player's hand (the armies' instants are too many for a fixed list)."""
        channel, user = _where(interaction)
        return await self.ask(
            interaction, lambda: self.app.placement.autocomplete_tiles(channel, user, current, instants=True)
        )

    async def actions(self, interaction: Interaction, current: str) -> Pairs:
        """Every legal action of the player, as notation with a readable name."""
        channel, user = _where(interaction)
        return await self.ask(interaction, lambda: self.app.menus.autocomplete_actions(channel, user, current))

    async def place_hexes(self, interaction: Interaction, current: str) -> Pairs:
        return await self._hexes(interaction, current, "hex", tile=typed(interaction, "tile"))

    async def push_hexes(self, interaction: Interaction, current: str) -> Pairs:
        return await self._hexes(interaction, current, "hex", tile=None)

    async def targets(self, interaction: Interaction, current: str) -> Pairs:
        tile, unit = typed(interaction, "tile"), typed(interaction, "unit")
        return await self._hexes(interaction, current, "target", tile=tile, unit=unit)

    async def units(self, interaction: Interaction, current: str) -> Pairs:
        return await self._hexes(interaction, current, "unit", tile=typed(interaction, "tile"))

    async def movable(self, interaction: Interaction, current: str) -> Pairs:
        return await self._hexes(interaction, current, "from", tile=None)

    async def destinations(self, interaction: Interaction, current: str) -> Pairs:
        return await self._hexes(interaction, current, "to", tile=None, unit=typed(interaction, "from"))

    async def _hexes(
        self, interaction: Interaction, current: str, field: str, *, tile: str | None, unit: str | None = None
    ) -> Pairs:
        channel, user = _where(interaction)
        return await self.ask(
            interaction,
            lambda: self.app.placement.autocomplete_hexes(channel, user, tile, current, field=field, unit=unit),
        )

    # ------------------------------------------------------------------ leagues and Warzone
    async def leagues(self, interaction: Interaction, current: str) -> Pairs:
        guild_id = interaction.guild_id
        return await self.ask(interaction, lambda: self.app.leagues.membership.names(guild_id, current))

    async def wz_value(self, interaction: Interaction, current: str) -> Pairs:
        key, procedure = _focused(interaction) or "", _procedure(interaction)
        return await self.ask(interaction, lambda: self.app.warzone.wz_complete_values(procedure, key, current))

    async def wz_more(self, interaction: Interaction, current: str) -> Pairs:
        procedure = _procedure(interaction)
        return await self.ask(interaction, lambda: self.app.warzone.wz_complete_more(procedure, current))

    async def wz_command(self, interaction: Interaction, current: str) -> Pairs:
        return await self.ask(interaction, lambda: self.app.warzone.wz_complete_commands(current))

    async def wz_rolls(self, interaction: Interaction, current: str) -> Pairs:
        text = current.replace(" ", ",").strip(",")
        return [(text, text)] if text else []


def _where(interaction: Interaction) -> tuple[int, int]:
    return interaction.channel_id or 0, interaction.user.id
