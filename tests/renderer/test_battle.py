"""Battle pictures: one per segment plus the board after, drawn from the report's events."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

from renderer import board_after, layout_for, render_battle, render_battle_gif
from renderer.battle import log_lines
from renderer.colors import THEMES
from rules import events as ev
from rules.battle import fight
from rules.scenario import load
from rules.state import GameState
from tests.renderer.helpers import board, count, differs, hex_box

DARK = THEMES["dark"]
WORKED_EXAMPLE = Path(__file__).parents[1] / "rules" / "examples" / "worked_example_battle.json"


def worked_example() -> tuple[GameState, ev.BattleFought, GameState]:
    state = load(json.loads(WORKED_EXAMPLE.read_text(encoding="utf-8")))
    after = state.copy()
    report = fight(after, "battle_tile", 1)
    return state, report, after


def test_worked_example_has_one_image_per_segment_and_a_final_board() -> None:
    state, report, _ = worked_example()
    assert len(report.segments) >= 3
    images = render_battle(state, report)
    assert len(images) == len(report.segments) + 1
    for img in images:
        assert 1000 <= img.width <= 1400
    assert len({img.tobytes() for img in images}) == len(images)


def test_board_after_matches_the_engine() -> None:
    state, report, after = worked_example()
    derived = state
    for segment in report.segments:
        derived = board_after(derived, segment.events)
    assert {h: (u.tile, u.player, u.wounds) for h, u in derived.units.items()} == {
        h: (u.tile, u.player, u.wounds) for h, u in after.units.items()
    }
    assert {p: s.hq_hp for p, s in derived.players.items()} == {p: s.hq_hp for p, s in after.players.items()}
    assert {p: sorted(s.discard) for p, s in derived.players.items()} == {
        p: sorted(s.discard) for p, s in after.players.items()
    }
    assert len(state.units) == 14  # the state before the battle is left alone


def test_segment_images_show_the_board_at_the_segment_start() -> None:
    state, report, _ = worked_example()
    images = render_battle(state, report)
    frame = layout_for(state, title="x")
    # The Net Fighter on D1 dies in the first segment: drawn in it, gone from the second.
    first = report.segments[0]
    assert any(isinstance(e, ev.Killed) and e.hex == "D1" for e in first.events)
    d1 = hex_box(frame, state, "D1")
    hegemony_blue = (92, 165, 230)
    assert count(images[0], d1, hegemony_blue) > 500
    assert count(images[1], d1, hegemony_blue) == 0
    # ... and is marked as dying in the segment it dies in.
    assert count(images[0], hex_box(frame, state, "D1", 1.0), DARK.killed) > 300


def test_hits_are_arrows_and_medic_saves_are_green() -> None:
    state, report, _ = worked_example()
    images = render_battle(state, report)
    frame = layout_for(state, title="x")
    board_area = (0, 0, frame.panel[0] if frame.panel else images[0].width, images[0].height)
    for segment, img in zip(report.segments, images, strict=False):
        hits = [e for e in segment.events if isinstance(e, ev.Hit) and e.damage > 0]
        saves = [e for e in segment.events if isinstance(e, ev.MedicSaved)]
        assert (count(img, board_area, DARK.hit) > 300) == bool(hits)
        assert (count(img, board_area, DARK.medic) > 100) == bool(saves)


def test_a_shot_stopped_by_armor_is_drawn_differently() -> None:
    # A Commando (ranged 1 on edge 2) facing N shoots SE at a Blocker whose armored front faces it.
    state = board([("C3", 1, "commando", "N"), ("D3", 2, "blocker", "NW")], armies=("outpost", "moloch"))
    report = fight(state.copy(), "battle_tile", 1)
    hits = [e for s in report.segments for e in s.events if isinstance(e, ev.Hit)]
    assert [(h.armor, h.damage) for h in hits] == [(1, 0)]
    img = render_battle(state, report)[0]
    frame = layout_for(state, title="x")
    between = hex_box(frame, state, "C3", 2.0)
    assert count(img, between, DARK.blocked) > 100
    assert count(img, between, DARK.hit) == 0


def test_an_explosion_is_drawn() -> None:
    data = json.loads((Path(__file__).parents[1] / "scenarios" / "clown_explodes.json").read_text(encoding="utf-8"))
    state = load(data)
    report = fight(state.copy(), "battle_tile", 1)
    assert any(isinstance(e, ev.Exploded) for s in report.segments for e in s.events)
    img = render_battle(state, report)[0]
    frame = layout_for(state, title="x")
    assert count(img, hex_box(frame, state, "C3", 1.0), DARK.explosion) > 500


def test_a_battle_without_segments_gives_only_the_final_board() -> None:
    state = board([("C3", 1, "scout", "N")])
    report = fight(state.copy(), "battle_tile", 1)
    assert report.segments == []
    assert len(render_battle(state, report)) == 1


def test_log_lines_name_tiles_in_the_chosen_language() -> None:
    state, report, _ = worked_example()
    en = [line for _, line in log_lines(state, report.segments[1], "en")]
    pl = [line for _, line in log_lines(state, report.segments[1], "pl")]
    assert any("Universal Soldier E3 → Annihilator D3: 3" in line for line in en)
    assert any("Uniwersalny Żołnierz E3 → Likwidator D3: 3" in line for line in pl)
    assert any("Medic B3" in line for line in en)
    images_pl = render_battle(state, report, lang="pl")
    images_en = render_battle(state, report)
    assert differs(images_en[1], images_pl[1])


def test_battle_pictures_name_the_players_as_the_board_does() -> None:
    """The log's hit-point lines, an HQ's wounds and the title after the battle say the
    players' names when the bot gives them; without names, "Player N" as before."""
    state, report, _ = worked_example()
    names = {1: "Ala", 2: "Ola"}
    hits = [line for segment in report.segments for _, line in log_lines(state, segment, "en", names)]
    assert any(line.startswith(("Ala: HQ −", "Ola: HQ −")) for line in hits), hits
    assert not any("player" in line.lower() for line in hits)
    plain = [line for segment in report.segments for _, line in log_lines(state, segment, "pl")]
    assert any(line.startswith(("Gracz 1: sztab −", "Gracz 2: sztab −")) for line in plain), plain
    named, unnamed = render_battle(state, report, names=names), render_battle(state, report)
    assert all(differs(a, b) for a, b in zip(named, unnamed, strict=True))  # every picture names them


def test_battle_gif_has_every_frame() -> None:
    state, report, _ = worked_example()
    data = render_battle_gif(state, report)
    assert data[:6] == b"GIF89a"
    gif = Image.open(io.BytesIO(data))
    assert gif.n_frames == len(report.segments) + 1


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_worked_example_renders_in_both_languages_and_themes(lang: str) -> None:
    state, report, _ = worked_example()
    for theme in ("dark", "light"):
        images = render_battle(state, report, lang=lang, theme=theme)
        assert images[0].getpixel((2, 2)) == THEMES[theme].background


def test_wounds_carry_into_the_next_segments_board() -> None:
    # The Commando shoots the Gladiator (toughness 2) in segment 3; it is drawn wounded after.
    state = board([("C3", 1, "commando", "N"), ("D3", 2, "gladiator", "SE")])
    after = state.copy()
    report = fight(after, "battle_tile", 1)
    wounded = [e for s in report.segments for e in s.events if isinstance(e, ev.Wounded)]
    assert wounded and wounded[0].hex == "D3"
    derived = board_after(state, report.segments[0].events)
    assert derived.units[state.board.parse("D3")].wounds == 1
    assert after.units[state.board.parse("D3")].wounds == derived.units[state.board.parse("D3")].wounds
    images = render_battle(state, report)
    frame = layout_for(state, title="x")
    assert count(images[0], hex_box(frame, state, "D3"), DARK.killed) == 0
    assert count(images[1], hex_box(frame, state, "D3"), DARK.killed) > 20


def test_the_last_picture_is_the_game_the_rules_left() -> None:
    """Given the state after the action, the last picture is that state's board (whose turn
    it is now), titled as after the battle; the segments are unchanged."""
    state, report, after = worked_example()
    then = after.copy()
    then.current = 2 if state.current == 1 else 1
    plain, told = render_battle(state, report), render_battle(state, report, then=then)
    assert [differs(a, b) for a, b in zip(plain[:-1], told[:-1], strict=True)] == [False] * len(report.segments)
    assert differs(plain[-1], told[-1])
