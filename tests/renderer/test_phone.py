"""The phone layout: pictures read where a phone shows them 400 pixels wide."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from renderer import board_after, layout_for, render_battle, render_board
from renderer.battle import PHONE, log_lines
from renderer.board import PHONE_LABEL, PHONE_VIEW, PHONE_WIDTH
from renderer.text import draw_text, fit_lines, font, wrap_text
from renderer.tile import name_layout
from rules.catalog import SMALL_BOARD_ONLY, army
from rules.hexes import board_for
from rules.scenario import load
from rules.state import GameState
from tests.renderer.helpers import PICTURED
from tests.renderer.test_battle import worked_example


def every_tile(army_key: str, radius: int) -> GameState:
    """The army's HQ and as many of its other board tiles as the board holds, against Outpost."""
    board = board_for(radius)
    names = [board.name(h) for h in board]
    spec = army(army_key)
    hq = next(t for t in spec.tiles if t.is_hq)
    tiles = [t for t in spec.tiles if not t.is_hq and t.is_board_tile and not t.is_foundation][: len(names) - 2]
    units = [{"hex": names[0], "player": 2, "tile": "hq", "facing": "N"}]
    units.append({"hex": names[1], "player": 1, "tile": hq.key, "facing": "N"})
    units += [{"hex": names[i + 2], "player": 1, "tile": t.key, "facing": "S"} for i, t in enumerate(tiles)]
    # a Foundation (New York's Mine) under the last unit, and one alone where a hex is free
    bases = [t.key for t in spec.tiles if t.is_foundation]
    spots = [names[len(units) - 1], *names[len(units) :]]
    foundations = [{"hex": spots[i], "player": 1, "tile": key} for i, key in enumerate(bases[: len(spots)])]
    other = "moloch" if army_key == "outpost" else "outpost"
    data = {"radius": radius, "players": {"1": {"army": army_key}, "2": {"army": other}}, "board": units}
    return load({**data, "foundations": foundations} if foundations else data)


def label_height(size: int) -> float:
    """How tall a label of ``size`` is on a phone: the ink of "Hg" (a capital's top to a
    descender's bottom), rendered, at the width a phone shows a phone picture."""
    img = Image.new("L", (4 * size, 3 * size), 0)
    draw_text(ImageDraw.Draw(img), (size, size), "Hg", font(size, "condensed"), 255, "lm")
    bbox = img.getbbox()
    assert bbox is not None
    return (bbox[3] - bbox[1]) * PHONE_VIEW / PHONE_WIDTH


BOARDS = [(a, r) for a in PICTURED for r in (2, 3) if not (r == 3 and a in SMALL_BOARD_ONLY)]


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize(("army_key", "radius"), BOARDS)
def test_every_tile_name_is_nine_pixels_tall_at_phone_width(lang: str, army_key: str, radius: int) -> None:
    state = every_tile(army_key, radius)
    img = render_board(state, lang=lang, layout="phone")
    assert img.width == PHONE_WIDTH and img.height > img.width  # portrait: the players below the board
    frame = layout_for(state, layout="phone")
    for unit in state.units.values():
        spec = army(state.players[unit.player].army).tile(unit.tile)
        if spec.is_hq:
            continue
        size, lines = name_layout(spec, frame.tile_size, lang, frame.legible)
        assert label_height(size) >= PHONE_LABEL, (spec.key, size)
        assert 1 <= len(lines) <= 3, lines
        assert all(font(size, "condensed").getlength(line) <= 1.45 * frame.tile_size for line in lines), lines


def test_the_full_picture_keeps_its_small_names() -> None:
    """The landscape picture (console, exports, ``format:full``) is unchanged: names as before."""
    state = every_tile("moloch", 3)
    frame = layout_for(state)
    assert frame.legible == 0 and not frame.phone
    spec = army("moloch").tile("armored-guard")
    size, lines = name_layout(spec, frame.tile_size, "pl")
    assert label_height(size) < PHONE_LABEL  # why the phone layout exists
    assert lines == ("Opancerzony", "Wartownik")


def test_long_words_are_hyphenated_in_the_tiles_language() -> None:
    assert fit_lines("Funkcjonariusz", "condensed", 20, 100, 3, 20, "pl") == (20, ("Funkcjo-", "nariusz"))
    # a word's own hyphen ends the line; no second one is added
    assert fit_lines("Super-Mutant", "condensed", 20, 70, 3, 20, "en") == (20, ("Super-", "Mutant"))
    # pieces of one word on one line join without a space
    size, lines = fit_lines("Centrum Rozpoznania", "condensed", 20, 98, 3, 20, "pl")
    assert "".join(lines).replace("-", "") == "CentrumRozpoznania" and len(lines) == 3
    # without hyphenation patterns for the language, the word stays whole
    assert fit_lines("Funkcjonariusz", "condensed", 20, 100, 3, 20, None)[1] == ("Funkcjonariusz",)


def test_a_long_name_takes_its_short_form_on_a_phone_only() -> None:
    spec = army("moloch").tile("armored-guard")
    assert name_layout(spec, 68, "pl", 20)[1][0].startswith("Opanc.")
    assert name_layout(spec, 68, "en", 20)[1] == ("Armored", "Guard")  # English needs none


def test_phone_battle_pictures_show_the_whole_log_in_large_type() -> None:
    state, report, _ = worked_example()
    full = render_battle(state, report, lang="pl")
    phone = render_battle(state, report, lang="pl", layout="phone")
    assert len(phone) == len(full) == len(report.segments) + 1
    f = font(PHONE.size)
    width = PHONE_WIDTH - 2 * 8 - 16 - 34  # the log box's lines, as _paint_log wraps them
    current = state
    for img, segment in zip(phone, report.segments, strict=False):
        assert img.width == PHONE_WIDTH
        lines = log_lines(current, segment, "pl")
        wrapped = sum(len(wrap_text(sentence, f, width)) for _, sentence in lines)
        board = layout_for(current, layout="phone", title="x", below=0).height
        assert img.height >= board + wrapped * PHONE.line  # every line shown, none cut
        current = board_after(current, segment.events)
    assert PHONE.size * PHONE_VIEW / PHONE_WIDTH >= 12  # the log's type on a phone


def test_unknown_layout_is_refused() -> None:
    with pytest.raises(ValueError, match="layout"):
        render_board(every_tile("moloch", 2), layout="tablet")
