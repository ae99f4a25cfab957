"""Fonts shipped with the package (DejaVu, open licence, covers Polish) and text fitting.

Fonts are read once through importlib.resources and cached per size; nothing else is
kept between calls.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache
from importlib import resources
from io import BytesIO
from types import MappingProxyType
from typing import Literal

from PIL import Image, ImageDraw, ImageFont

Weight = Literal["regular", "bold", "condensed"]

_FILES: Mapping[str, str] = MappingProxyType(
    {
        "regular": "DejaVuSans.ttf",
        "bold": "DejaVuSans-Bold.ttf",
        "condensed": "DejaVuSansCondensed-Bold.ttf",
    }
)


@cache
def _font_bytes(weight: str) -> bytes:
    return resources.files("renderer").joinpath("fonts", _FILES[weight]).read_bytes()


@lru_cache(maxsize=256)
def font(size: int, weight: Weight = "regular") -> ImageFont.FreeTypeFont:
    """The package font of ``weight`` at ``size`` pixels (cached)."""
    return ImageFont.truetype(BytesIO(_font_bytes(weight)), max(1, int(size)))


def px(fraction: float, scale: float, minimum: int = 9) -> int:
    """A font size as a fraction of ``scale`` (a hex size), never below ``minimum`` pixels."""
    return max(minimum, round(fraction * scale))


@lru_cache(maxsize=2048)
def fit_lines(
    text: str, weight: Weight, size: int, max_width: float, max_lines: int = 2, min_size: int = 8
) -> tuple[int, tuple[str, ...]]:
    """Wrap ``text`` on spaces into at most ``max_lines`` lines no wider than ``max_width``.

    Returns the font size used (``size`` or smaller, down to ``min_size``) and the lines.
    """
    words = text.split()
    for s in range(size, min_size - 1, -1):
        f = font(s, weight)
        lines = _wrap(words, f, max_width)
        if len(lines) <= max_lines and all(f.getlength(line) <= max_width for line in lines):
            return s, tuple(lines)
    f = font(min_size, weight)
    lines = _wrap(words, f, max_width)
    head = lines[: max_lines - 1]
    head.append(" ".join(lines[max_lines - 1 :]))
    return min_size, tuple(head)


def _wrap(words: list[str], f: ImageFont.FreeTypeFont, max_width: float) -> list[str]:
    lines: list[str] = []
    current = ""
    for w in words:
        candidate = f"{current} {w}" if current else w
        if current and f.getlength(candidate) > max_width:
            lines.append(current)
            current = w
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines or [""]


def wrap_text(text: str, f: ImageFont.FreeTypeFont, max_width: float) -> list[str]:
    """Greedy word wrap of one paragraph for the given font (no line limit)."""
    return _wrap(text.split(), f, max_width)


@lru_cache(maxsize=4096)
def _mask(text: str, f: ImageFont.FreeTypeFont, anchor: str) -> tuple[Image.Image, int, int]:
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor=anchor)
    return mask, left, top


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    f: ImageFont.FreeTypeFont,
    fill: tuple[int, int, int],
    anchor: str = "la",
) -> None:
    """``draw.text`` with the rendered glyphs cached: the same labels recur on every board."""
    mask, left, top = _mask(text, f, anchor)
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


@lru_cache(maxsize=4096)
def text_width(text: str, f: ImageFont.FreeTypeFont) -> float:
    return f.getlength(text)
