"""Dancer on the pictures: each Object's own hit points in the side panel (two players and
the compact layout), a Dance's paths and an Action's attack drawn over the board, and an
Object's damage in a battle segment (its wounds, the log line naming the Object)."""

from __future__ import annotations

from typing import Any

from PIL import ImageStat

from renderer import render_board
from renderer.battle import board_after, hp_line, log_lines
from renderer.board import layout_for
from renderer.effects import DANCE_COLOUR, drawn
from renderer.panel import OBJECT_SWATCHES, object_points
from rules import events as ev
from rules import scenario
from rules.game import apply, new_game
from tests.renderer.helpers import changed_pixels, count

POSITION: dict[str, Any] = {
    "players": {"1": {"army": "dancer"}, "2": {"army": "outpost"}},
    "hands": {"1": ["action", "battle"], "2": []},
    "board": [
        {"hex": "C3", "player": 1, "tile": "object-blue", "facing": "N", "wounds": 3},
        {"hex": "C4", "player": 1, "tile": "object-red", "facing": "S"},
        {"hex": "C5", "player": 1, "tile": "object-yellow", "facing": "S", "wounds": 1},
        {"hex": "C2", "player": 2, "tile": "hq"},
        {"hex": "D3", "player": 2, "tile": "commando"},
    ],
}


def test_the_panel_shows_each_objects_own_hit_points() -> None:
    s = scenario.load(POSITION)
    shown = [(spec.key, hp) for spec, hp in object_points(s, 1)]
    assert shown == [("object-red", 10), ("object-blue", 7), ("object-yellow", 9)]
    img = render_board(s)
    frame = layout_for(s)
    assert frame.panel is not None
    x0, y0, x1, y1 = frame.panel
    first_block = (x0, y0, x1, y0 + 140)
    for colour in OBJECT_SWATCHES.values():  # each Object's swatch and track in Dancer's block
        assert count(img, first_block, colour) > 60, colour


def test_objects_not_placed_yet_show_their_printed_hit_points_in_the_compact_panel() -> None:
    s = new_game(["dancer", "moloch", "outpost"], 3)
    s, _ = apply(s, "place object-red C3 N")
    assert [hp for _, hp in object_points(s, 1)] == [10, 10, 10]
    img = render_board(s)
    frame = layout_for(s)
    assert frame.panel is not None
    x0, y0, x1, _ = frame.panel
    assert count(img, (x0, y0, x1, y0 + 120), OBJECT_SWATCHES["object-yellow"]) > 40


def test_a_dance_draws_the_objects_paths() -> None:
    s = scenario.load(POSITION)
    after, events = apply(s, "dance C3 C4 S C4 C3 N C5 C5 NW")
    assert [type(e) for e in drawn(events)] == [ev.Danced]
    plain = render_board(after, side_panel=False)
    marked = render_board(after, side_panel=False, effects=events)
    frame = layout_for(after, side_panel=False)
    between = frame.board.centre(after.board.parse("C3"))  # the swap's arrows start there
    x, y = round(between[0]), round(between[1] + 0.5 * frame.board.size)
    box = (x - 20, y - 20, x + 20, y + 20)
    assert changed_pixels(plain.crop(box), marked.crop(box)) > 150
    r, g, b = ImageStat.Stat(marked.crop(box).convert("RGB")).mean
    assert b > r > g  # violet, see-through
    assert DANCE_COLOUR[2] > DANCE_COLOUR[0] > DANCE_COLOUR[1]


def test_an_action_draws_its_attack() -> None:
    s = scenario.load(POSITION)
    after, events = apply(s, "play action C3 N")
    kinds = [type(e) for e in drawn(events)]
    assert kinds[0] is ev.ActionAttack and ev.Hit in kinds
    plain = render_board(after, side_panel=False)
    marked = render_board(after, side_panel=False, effects=events)
    diff = changed_pixels(plain, marked)
    assert diff > 2000


def test_a_battle_segment_wounds_an_object_and_names_it() -> None:
    s = scenario.load(POSITION)
    seg = ev.Segment(0, [ev.ObjectDamaged(1, "object-red", "C4", 2, 8)])
    after = board_after(s, seg.events)
    assert after.units[after.board.parse("C4")].wounds == 2
    assert after.players[1].hq_hp == 8 + 7 + 9
    for lang, words in (("en", "Red Object (C4): −2, 8 left"), ("pl", "Obiekt Czerwony (C4): −2, zostaje 8")):
        assert (("hit", words)) in log_lines(s, seg, lang)
    # the log's heading line gives each Object's hit points, red/blue/yellow, not their sum
    assert hp_line(s, after, 1, "en") == "Player 1 · Dancer · Objects 10/7/9 → 8/7/9"
    assert hp_line(s, after, 1, "pl") == "Gracz 1 · Dancer · Obiekty 10/7/9 → 8/7/9"
    assert hp_line(s, after, 2, "en").endswith("HQ 20 → 20")
    # with the players' names, as the board's panel shows them
    assert hp_line(s, after, 1, "pl", {1: "Ala", 2: "Ola"}) == "Ala · Dancer · Obiekty 10/7/9 → 8/7/9"
