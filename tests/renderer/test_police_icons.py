"""Steel Police pictures: Reflection on its edge, the ability icons (Push Back, Execution,
Replacement, Net of Steel), the Steel Net marker on a board unit, cards and the legend."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from renderer import describe_tile, render_battle, render_board, render_legend
from renderer.battle import log_lines
from renderer.colors import THEMES, army_colors
from renderer.tile import TileFace, _status_items, tile_image
from rules.battle import fight
from rules.catalog import army
from rules.scenario import load
from tests.renderer.helpers import differs

SP = army("steel-police")
DARK = THEMES["dark"]


def _image(face: TileFace):  # type: ignore[no-untyped-def]
    return tile_image(face, 120, army_colors("steel-police"), DARK, "en")


def test_reflection_is_drawn_on_the_judges_back_edge_and_turns_with_it() -> None:
    judge = SP.tile("judge")
    plain = replace(judge, reflects=frozenset())
    assert differs(_image(TileFace(judge)), _image(TileFace(plain)))
    assert differs(_image(TileFace(judge)), _image(TileFace(judge, facing=3)))


def test_abilities_are_icons_not_words() -> None:
    for key, ability in (
        ("hq", "net_of_steel"),
        ("riot-policeman", "push_back"),
        ("executioner", "execution"),
        ("pacifier", "open"),
    ):
        spec = SP.tile(key)
        items = _status_items(TileFace(spec))
        assert ability in items and not any(i.startswith("text:") for i in items), (key, items)
        without = replace(spec, abilities=spec.abilities - {ability})
        assert differs(_image(TileFace(spec)), _image(TileFace(without)))


def test_the_steel_net_marker_shows_on_the_board() -> None:
    data = {
        "players": {"1": {"army": "steel-police"}, "2": {"army": "outpost"}},
        "board": [
            {"hex": "A1", "player": 1, "tile": "hq"},
            {"hex": "C4", "player": 2, "tile": "runner", "steel_net": 1},
            {"hex": "E3", "player": 2, "tile": "hq"},
        ],
    }
    marked = render_board(load(data))
    data["board"][1].pop("steel_net")  # type: ignore[attr-defined]
    assert differs(marked, render_board(load(data)))
    face = TileFace(army("outpost").tile("runner"), netted=True)
    assert differs(_image(face), _image(replace(face, steel_net=True)))


def test_cards_explain_the_new_abilities_in_both_languages() -> None:
    assert any(line.startswith("Reflection (back)") for line in describe_tile(SP.tile("judge")))
    assert any(line.startswith("Odbicie (tył)") for line in describe_tile(SP.tile("judge"), "pl"))
    assert any("Push Back: once in each" in line for line in describe_tile(SP.tile("riot-policeman")))
    assert any(line.startswith("Execution:") for line in describe_tile(SP.tile("executioner")))
    assert any(line.startswith("Replacement:") for line in describe_tile(SP.tile("pacifier")))
    assert any(line.startswith("Net of Steel:") for line in describe_tile(SP.hq))
    assert describe_tile(SP.tile("terror")) == ["Your opponents cannot put units on the board in their next turn."]


def test_the_steel_police_legend_adds_its_icons() -> None:
    base, police = render_legend(), render_legend(army_key="steel-police")
    assert police.height > base.height and police.width == base.width
    assert differs(police, render_legend(army_key="steel-police", lang="pl"))


def test_a_reflection_is_drawn_and_logged_on_the_battle_images() -> None:
    path = Path(__file__).parents[1] / "scenarios" / "steel_police_reflection_turns_a_shot_back_one_hex.json"
    before = load(json.loads(path.read_text(encoding="utf-8")))
    after = before.copy()
    report = fight(after, "battle_tile", 1)
    first = report.segments[0]
    assert ("blocked", "Judge C3 reflects Assassin C5 back to C4") in log_lines(before, first)
    assert ("blocked", "Sędzia C3 odbija atak: Zabójca C5 → C4") in log_lines(before, first, "pl")
    assert any("nikogo nie trafia" in line for _, line in log_lines(before, report.segments[1], "pl"))
    images = render_battle(before, report)
    plain = replace(first, events=[e for e in first.events if e.type != "reflected"])
    without = render_battle(before, replace(report, segments=[plain, *report.segments[1:]]))
    assert differs(images[0], without[0])  # the bounce off the Judge is drawn
