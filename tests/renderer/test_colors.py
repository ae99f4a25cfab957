"""Army colours stay apart for colour-blind players and readable in both themes."""

from __future__ import annotations

from itertools import combinations

from renderer.colors import DEFAULT_COLORS, FALLBACK_COLORS, THEMES, army_colors, contrast, lightness, player_colors
from rules.armies import DRAWN_ARMIES


def test_every_base_army_has_a_palette() -> None:
    assert set(DRAWN_ARMIES) <= set(DEFAULT_COLORS)


BASE_ARMIES = ("moloch", "outpost", "hegemony", "borgo")


def test_armies_differ_in_lightness_not_hue_alone() -> None:
    # the four armies of the base box; seven armies cannot all differ by 15 in lightness,
    # so the newer ones are checked in colour-blind simulation (test_multiplayer_panel.py)
    for a, b in combinations(BASE_ARMIES, 2):
        assert abs(lightness(DEFAULT_COLORS[a].fill) - lightness(DEFAULT_COLORS[b].fill)) >= 15, (a, b)


def test_ink_is_readable_on_every_fill() -> None:
    for colors in (*DEFAULT_COLORS.values(), *FALLBACK_COLORS):
        assert contrast(colors.ink, colors.fill) >= 4.5, colors


def test_tiles_stand_out_from_both_themes() -> None:
    for theme in THEMES.values():
        assert contrast(theme.rim, theme.background) >= 7
        assert contrast(theme.text, theme.background) >= 7
        assert contrast(theme.text, theme.panel) >= 7


def test_future_armies_get_a_stable_fallback() -> None:
    a = army_colors("x-future-army")
    assert a in FALLBACK_COLORS
    assert army_colors("x-future-army") == a
    assert army_colors("moloch") == DEFAULT_COLORS["moloch"]
    custom = {"moloch": FALLBACK_COLORS[0]}
    assert army_colors("moloch", custom) == FALLBACK_COLORS[0]


def test_a_mirror_match_gets_two_lightnesses() -> None:
    for a in DRAWN_ARMIES:
        p = player_colors({1: a, 2: a})
        assert abs(lightness(p[1].fill) - lightness(p[2].fill)) >= 15
        assert contrast(p[2].ink, p[2].fill) >= 4.5
    different = player_colors({1: "moloch", 2: "borgo"})
    assert different[1] == DEFAULT_COLORS["moloch"] and different[2] == DEFAULT_COLORS["borgo"]
