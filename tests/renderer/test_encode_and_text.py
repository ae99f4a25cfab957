"""PNG encoding, the bundled font (Polish glyphs) and text fitting."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from renderer import render_board, to_png
from renderer.text import fit_lines, font
from tests.renderer.helpers import random_full_board

POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"


def test_png_is_small_and_decodes_to_the_same_picture_size() -> None:
    img = render_board(random_full_board(5))
    data = to_png(img)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 400_000
    back = Image.open(io.BytesIO(data))
    assert back.size == img.size
    full = to_png(img, palette=None)
    assert Image.open(io.BytesIO(full)).mode == "RGB"
    assert len(data) < len(full)


def test_palette_png_keeps_the_army_colours_close() -> None:
    img = render_board(random_full_board(6))
    back = Image.open(io.BytesIO(to_png(img))).convert("RGB")
    for xy in ((img.width // 3, img.height // 2), (5, 5)):
        a, b = img.getpixel(xy), back.getpixel(xy)
        assert isinstance(a, tuple) and isinstance(b, tuple)
        assert max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 12


@pytest.mark.parametrize("weight", ["regular", "bold", "condensed"])
def test_the_bundled_font_has_every_polish_letter(weight: str) -> None:
    f = font(20, weight)  # type: ignore[arg-type]
    missing = f.getmask("\ue000")  # a private-use code point: drawn as the "missing glyph" box
    for ch in POLISH + "→✚▶✖":
        mask = f.getmask(ch)
        assert mask.size != missing.size or bytes(mask) != bytes(missing), ch


def test_fonts_are_cached() -> None:
    assert font(17, "bold") is font(17, "bold")


def test_fit_lines_wraps_and_shrinks() -> None:
    size, lines = fit_lines("Uniwersalny Żołnierz", "condensed", 18, 110.0)
    assert lines == ("Uniwersalny", "Żołnierz") and size <= 18
    size, lines = fit_lines("Opancerzony", "condensed", 30, 60.0, 1, 8)
    assert len(lines) == 1 and size < 30
    assert fit_lines("HQ", "bold", 14, 100.0) == (14, ("HQ",))
