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

import pyphen
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
    text: str,
    weight: Weight,
    size: int,
    max_width: float,
    max_lines: int = 2,
    min_size: int = 8,
    hyphenate: str | None = None,
) -> tuple[int, tuple[str, ...]]:
    """Wrap ``text`` on spaces into at most ``max_lines`` lines no wider than ``max_width``.

    Returns the font size used (``size`` or smaller, down to ``min_size``) and the lines.
    ``hyphenate``: a language whose hyphenation patterns may break a word too wide for a
    line at ``min_size`` (``Funkcjo-nariusz``), rather than letting it overflow.
    """
    words = text.split()
    for s in range(size, min_size - 1, -1):
        f = font(s, weight)
        lines = _wrap(words, f, max_width)
        if len(lines) <= max_lines and all(f.getlength(line) <= max_width for line in lines):
            return s, tuple(lines)
    f = font(min_size, weight)
    if hyphenate:
        words = [part for w in words for part in _hyphenated(w, f, max_width, hyphenate)]
    lines = _wrap(words, f, max_width)
    if len(lines) <= max_lines:
        return min_size, tuple(lines)
    head = lines[: max_lines - 1]
    head.append(" ".join(lines[max_lines - 1 :]))
    return min_size, tuple(head)


SOFT = "\u00ad"  # ends a piece of a hyphenated word: it joins the next piece without a space


def _hyphenated(word: str, f: ImageFont.FreeTypeFont, max_width: float, lang: str) -> list[str]:
    """``word`` as pieces no wider than ``max_width`` (with their hyphen) where the language
    allows a break, each but the last ending in :data:`SOFT`; the word whole when it fits or
    cannot be broken."""
    dic = _hyphenator(lang)
    if dic is None or f.getlength(word) <= max_width:
        return [word]
    # a word's own hyphen stays at the end of its line ("Super-" "Mutant", not "Super" "-Mutant")
    breaks = ((h + "-", t[1:]) if t.startswith("-") else (h, t) for h, t in dic.iterate(word))
    fits = [(head, tail) for head, tail in breaks if f.getlength(_shown(head + SOFT)) <= max_width]
    if not fits:
        return [word]
    head, tail = fits[0]  # the longest head that fits (pyphen gives the longest first)
    return [head + SOFT, *_hyphenated(tail, f, max_width, lang)]


def _shown(piece: str) -> str:
    """A line as printed: a piece's :data:`SOFT` end becomes a hyphen (unless it ends in one)."""
    if not piece.endswith(SOFT):
        return piece
    head = piece[:-1]
    return head if head.endswith("-") else f"{head}-"


@cache
def _hyphenator(lang: str) -> pyphen.Pyphen | None:
    found = pyphen.language_fallback(lang)
    return pyphen.Pyphen(lang=found) if found else None


def _wrap(words: list[str], f: ImageFont.FreeTypeFont, max_width: float) -> list[str]:
    lines: list[str] = []
    current = ""
    for w in words:
        candidate = (current[:-1] + w if current.endswith(SOFT) else f"{current} {w}") if current else w
        if current and f.getlength(_shown(candidate)) > max_width:
            lines.append(_shown(current))
            current = w
        else:
            current = candidate
    if current:
        lines.append(_shown(current))
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


def text_shape(
    xy: tuple[float, float], text: str, f: ImageFont.FreeTypeFont, anchor: str = "la"
) -> tuple[tuple[float, float], ...]:
    """The ink box of ``text`` as :func:`draw_text` puts it at ``xy`` (a shape: four corners)."""
    left, top, right, bottom = _ink_box(text, f, anchor)
    x, y = round(xy[0]), round(xy[1])
    return ((x + left, y + top), (x + right, y + top), (x + right, y + bottom), (x + left, y + bottom))


@lru_cache(maxsize=4096)
def _ink_box(text: str, f: ImageFont.FreeTypeFont, anchor: str) -> tuple[int, int, int, int]:
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor))
    return left, top, right, bottom
