"""Tile cards and army sheets: every tile of every army, in both languages."""

from __future__ import annotations

import pytest

from renderer import describe_tile, render_army_sheet, render_legend, render_tile_card
from renderer.colors import army_colors
from rules.catalog import army
from tests.renderer.helpers import PICTURED, count, differs


@pytest.mark.parametrize("key", PICTURED)
def test_every_tile_has_a_card_in_both_languages(key: str) -> None:
    for spec in army(key).tiles:
        en, pl = render_tile_card(spec), render_tile_card(spec, lang="pl")
        assert en.width == 1000 and en.height >= 400
        assert differs(en, pl)
        assert count(en, (0, 0, 460, en.height), army_colors(key).fill) > 5000


def test_card_text_explains_every_ability() -> None:
    jug = army("moloch").tile("juggernaut")
    lines = describe_tile(jug)
    text = " ".join(lines)
    assert "Initiative 1" in text
    assert "Toughness: 2" in text
    assert "Melee 2 (front)" in text
    assert "Ranged 1 (front-right)" in text
    assert "Armor (front, back-right, back-left)" in text
    brain = " ".join(describe_tile(army("moloch").tile("brain")))
    assert "+1 melee" in brain and "+1 ranged" in brain and "links: front, back-right, back-left" in brain
    hq = " ".join(describe_tile(army("outpost").hq))
    assert "all six edges" in hq and "never damages another HQ" in hq
    assert "Mobility" in " ".join(describe_tile(army("hegemony").tile("runner")))
    assert "explode" in " ".join(describe_tile(army("moloch").tile("clown")))
    assert "Net (front, front-left)" in " ".join(describe_tile(army("moloch").tile("net-fighter")))
    assert "every enemy in that line" in " ".join(describe_tile(army("moloch").tile("gauss-cannon")))


def test_every_tile_gets_at_least_one_sentence_and_no_raw_keys() -> None:
    for key in PICTURED:
        for spec in army(key).tiles:
            lines = describe_tile(spec)
            assert lines, spec.key
            assert not any("_" in line for line in lines), lines
            assert describe_tile(spec, "pl") != lines


def test_polish_card_text() -> None:
    lines = " ".join(describe_tile(army("moloch").tile("juggernaut"), "pl"))
    assert "Pancerz (przód, tył-prawo, tył-lewo)" in lines
    assert "Cios 2 (przód)" in lines


@pytest.mark.parametrize("key", PICTURED)
def test_army_sheet_shows_every_tile(key: str) -> None:
    a = army(key)
    img = render_army_sheet(a)
    assert 1000 <= img.width <= 1400
    rows = (len(a.tiles) + 5) // 6
    assert img.height >= 86 + rows * 150
    assert differs(img, render_army_sheet(key, lang="pl"))
    assert count(img, (0, 80, img.width, img.height), army_colors(key).fill) > 3000 * len(a.tiles)


def test_legend_explains_every_mark_in_both_languages() -> None:
    en, pl = render_legend(), render_legend(lang="pl")
    assert 1000 <= en.width <= 1400 and en.height < 1800  # 31 entries since the Beasts
    assert differs(en, pl)
    assert count(en, (0, 0, en.width, en.height), army_colors("outpost").fill) > 20 * 5000
