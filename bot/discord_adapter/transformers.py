"""App-command option transformers: hex names and tile names typed by players.

A transformer turns the raw option text into the engine's notation (``c3`` -> ``C3``,
``Push-Back`` -> ``push-back``) or raises :class:`PlayerMistake`, which the command tree's
error handler answers ephemerally; the command callback only ever sees clean values.
Facings, armies and other closed sets use Discord choices instead, which Discord validates;
their names are translated (see :func:`bot.discord_adapter.translator.choice`).
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from bot.discord_adapter.errors import PlayerMistake
from bot.discord_adapter.translator import choice

_HEX = re.compile(r"^[A-Ga-g][1-7]$")
_TILE = re.compile(r"^[a-z0-9][a-z0-9 -]*$")

FACINGS = ("N", "NE", "SE", "S", "SW", "NW")
FACING_CHOICES = [  # short: four commands carry them, and Discord counts every character
    choice("facing", f, f"{f} {arrow}") for f, arrow in zip(FACINGS, "↑↗↘↓↙↖", strict=True)
]
ARMY_CHOICES = [
    choice("army", n, n.replace("-", " ").title())
    for n in ("moloch", "borgo", "outpost", "hegemony", "beasts", "steel-police", "random")
]
FIRST_CHOICES = [
    choice("first", "me", "Me"),
    choice("first", "opponent", "My opponent"),
    choice("first", "random", "Random"),
]
LANGUAGE_CHOICES = [choice("language", "en", "English"), choice("language", "pl", "Polski")]
PREF_LANGUAGE_CHOICES = [*LANGUAGE_CHOICES, choice("language", "auto", "Automatic (my Discord language)")]
ON_OFF_CHOICES = [choice("switch", "on", "On"), choice("switch", "off", "Off")]
ANSWER_CHOICES = [choice("answer", "yes", "Yes, accept"), choice("answer", "no", "No, refuse")]
DRAW_CHOICES = [choice("answer", "offer", "Offer a draw"), *ANSWER_CHOICES]
BOARD_FORMAT_CHOICES = [choice("format", "image", "Image"), choice("format", "text", "Text, hex by hex")]
MODE_CHOICES = [
    choice("mode", "ffa", "Free-for-all"),
    choice("mode", "points", "Points"),
    choice("mode", "1v2", "1 vs 2"),
    choice("mode", "2v2", "2 vs 2"),
]
BOARD_CHOICES = [choice("board", "19", "19"), choice("board", "37", "37")]
VARIANT_CHOICES = [
    choice("variant", "alt-start", "Alt. start"),
    choice("variant", "reinforcements", "Reinforcements"),
    choice("variant", "both", "Both"),
]
WHERE_CHOICES = [choice("where", "thread", "A thread of its own"), choice("where", "channel", "This channel")]
LEVEL_CHOICES = [choice("level", "easy", "Easy"), choice("level", "medium", "Medium"), choice("level", "hard", "Hard")]


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
    """(display name, value) pairs from the service as Discord autocomplete choices (≤ 25)."""
    out = []
    for name, value in pairs[:limit]:
        out.append(app_commands.Choice(name=(name or value)[:100], value=str(value)[:100]))
    return out
