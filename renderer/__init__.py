"""Pillow pictures of Neuroshima Hex games: board, battle segments, tile cards, army sheets.

Pure functions from :mod:`rules` state (and battle events) to ``PIL.Image`` objects;
:func:`to_png` encodes one for Discord. Tiles are drawn procedurally (no tile art) with a
bundled open-licensed font (DejaVu) that covers Polish. See docs/renderer.md.
"""

from renderer.battle import battle_starts, board_after, render_battle, render_battle_gif
from renderer.board import layout_for, render_board, render_focus
from renderer.cards import describe_tile, render_army_sheet, render_hand_tile, render_legend, render_tile_card
from renderer.colors import DEFAULT_COLORS, THEMES, ArmyColors, Theme
from renderer.describe import describe_board
from renderer.encode import to_png

__all__ = [
    "DEFAULT_COLORS",
    "THEMES",
    "ArmyColors",
    "Theme",
    "battle_starts",
    "board_after",
    "describe_board",
    "describe_tile",
    "layout_for",
    "render_army_sheet",
    "render_battle",
    "render_battle_gif",
    "render_board",
    "render_focus",
    "render_hand_tile",
    "render_legend",
    "render_tile_card",
    "to_png",
]
