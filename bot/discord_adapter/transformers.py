"""App-command option transformers: hex names and tile names typed by players.

A transformer turns the raw option text into the engine's notation (``c3`` -> ``C3``,
``Push-Back`` -> ``push-back``) or raises :class:`PlayerMistake`, which the command tree's
error handler answers ephemerally; the command callback only ever sees clean values.
Facings, armies and other closed sets use Discord choices instead, which Discord validates;
they are declared with the commands (:mod:`bot.commands.choices`) and named in the catalogue.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from bot.discord_adapter.errors import PlayerMistake

_HEX = re.compile(r"^[A-Ga-g][1-7]$")
_TILE = re.compile(r"^[a-z0-9][a-z0-9 -]*$")


class HexTransformer(app_commands.Transformer):
    """A board hex such as ``C3`` (case-insensitive)."""

    async def transform(self, interaction: discord.Interaction[Any], value: Any, /) -> str:
        text = str(value).strip()
        if not _HEX.match(text):
            raise PlayerMistake("dc-error-not-a-hex", value=text)
        return text.upper()


class TileTransformer(app_commands.Transformer):
    """A tile key such as ``runner`` or ``push-back`` (case-insensitive, spaces become dashes)."""

    async def transform(self, interaction: discord.Interaction[Any], value: Any, /) -> str:
        text = str(value).strip().lower()
        if not _TILE.match(text):
            raise PlayerMistake("dc-error-not-a-tile", value=str(value))
        return re.sub(r"\s+", "-", text)


HexName = app_commands.Transform[str, HexTransformer]
TileName = app_commands.Transform[str, TileTransformer]


def choices(pairs: list[tuple[str, str]], limit: int = 25) -> list[app_commands.Choice[str]]:
    """(display name, value) pairs from the use cases as Discord autocomplete choices (≤ 25)."""
    out = []
    for name, value in pairs[:limit]:
        out.append(app_commands.Choice(name=(name or value)[:100], value=str(value)[:100]))
    return out
