"""Smart and New York pictures: every attack kind and ability drawn as a glyph (not as a
word), the Foundations on the board (alone, and under a unit, clear of its icons, in the
phone picture too) and in the alt text, the hit points New York's HQ lends, the cards and
the battle log of a Shotgun."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from renderer import describe_board, describe_tile, glyphs, render_battle, render_board, render_legend
from renderer.battle import battle_starts, log_lines
from renderer.board import layout_for, unit_faces
from renderer.colors import THEMES, army_colors
from renderer.geometry import overlap
from renderer.tile import TileFace, _status_items, tile_image, tile_layout
from rules.catalog import army
from rules.game import apply
from rules.scenario import load
from tests.renderer.helpers import PICTURED, count, differs
from tests.renderer.test_phone import every_tile
from tests.renderer.test_tile_layout import FRAMES, _sizes, _together

DARK = THEMES["dark"]
NY, SMART = army("new-york"), army("smart")


def _image(face: TileFace, key: str = "new-york"):  # type: ignore[no-untyped-def]
    return tile_image(face, 120, army_colors(key), DARK, "en")


def test_every_attack_kind_and_ability_of_every_army_has_a_drawing() -> None:
    """The Rocket Launcher, Shotgun and Sharpshooter were drawn as plain ranged arrows, the
    Spy and the Mine as tiny words: each kind now has its own entry in the registries."""
    for key in PICTURED:
        for spec in army(key).tiles:
            for a in spec.attacks:
                assert a.kind in glyphs.EDGE_GLYPHS, (key, spec.key, a.kind)
            items = _status_items(TileFace(spec))
            assert not any(i.startswith("text:") for i in items), (key, spec.key, items)


@pytest.mark.parametrize("tile", ["shotgun", "rocket-launcher", "sharpshooter"])
def test_the_new_attacks_differ_from_a_shot_and_from_each_other(tile: str) -> None:
    spec = NY.tile(tile)
    shot = replace(spec, attacks=tuple(replace(a, kind="ranged") for a in spec.attacks))
    assert differs(_image(TileFace(spec)), _image(TileFace(shot)))
    others = {"shotgun", "rocket", "sharpshooter"} - {spec.attacks[0].kind}
    for kind in others:
        other = replace(spec, attacks=tuple(replace(a, kind=kind) for a in spec.attacks))
        assert differs(_image(TileFace(spec)), _image(TileFace(other)))


def test_only_ranged_officers_raise_the_sharpshooter() -> None:
    """A Sharpshooter shows a raised strength like a shot; the Shotgun and the Rocket take no
    bonus (docs/rulings.md NY3, NY5), so their printed strength stays."""
    for tile, raised in (("sharpshooter", True), ("shotgun", False), ("rocket-launcher", False)):
        face = TileFace(NY.tile(tile))
        assert differs(_image(face), _image(replace(face, ranged_bonus=1))) is raised, tile


def test_abilities_are_icons_and_the_transporter_shows_one_mark() -> None:
    for a, key, ability in (
        (NY, "spy-cleaner", "spy"),
        (NY, "spy-shooter", "spy"),
        (SMART, "bio-droid", "return"),
        (SMART, "transporter", "open_units"),
        (NY, "mine", "mine"),
    ):
        spec = a.tile(key)
        assert ability in _status_items(TileFace(spec)), (key, _status_items(TileFace(spec)))
        without = replace(spec, abilities=spec.abilities - {ability})
        assert differs(_image(TileFace(spec), a.key), _image(TileFace(without), a.key))
    # the Transporter's mark stands for its Replacement: no second "?" beside it
    assert "open" not in _status_items(TileFace(SMART.tile("transporter")))


def test_the_hqs_all_round_marks_are_their_own() -> None:
    ny, smart = describe_tile(NY.hq), describe_tile(SMART.hq)
    assert any(line.startswith("[+1■] Toughness: +1 hit point") for line in ny), ny
    assert any(line.startswith("[T] Transport") and "all six edges" in line for line in smart), smart
    assert differs(_image(TileFace(NY.hq)), _image(TileFace(replace(NY.hq, effects=()))))


def test_a_foundation_is_a_tile_with_a_striped_rim() -> None:
    img = _image(TileFace(NY.tile("mine")))
    assert count(img, (0, 0, img.width, img.height), glyphs.HAZARD) > 1500
    assert count(img, (0, 0, img.width, img.height), glyphs.HAZARD) > 5 * count(
        _image(TileFace(NY.tile("cop"))), (0, 0, img.width, img.height), glyphs.HAZARD
    )


def _mines() -> dict:  # type: ignore[type-arg]
    return {
        "players": {"1": {"army": "new-york"}, "2": {"army": "moloch"}},
        "hands": {"1": ["battle"]},
        "board": [
            {"hex": "C3", "player": 1, "tile": "hq", "facing": "N"},
            {"hex": "C2", "player": 1, "tile": "shotgun", "facing": "N"},
            {"hex": "D3", "player": 1, "tile": "cop", "facing": "N"},
            {"hex": "C1", "player": 2, "tile": "hq", "facing": "S"},
            {"hex": "A1", "player": 2, "tile": "hunter-killer", "facing": "S"},
        ],
        "foundations": [
            {"hex": "D3", "player": 1, "tile": "mine"},
            {"hex": "D4", "player": 1, "tile": "mine"},
        ],
    }


def _hazard_at(img, frame, state, name: str) -> int:  # type: ignore[no-untyped-def]
    x, y = frame.board.centre(state.board.parse(name))
    r = frame.tile_size
    return count(img, (round(x - r), round(y - r), round(x + r), round(y + r)), glyphs.HAZARD)


@pytest.mark.parametrize("layout", ["full", "phone"])
def test_foundations_show_alone_and_under_a_unit(layout: str) -> None:
    state = load(_mines())
    bare = load({**_mines(), "foundations": []})
    img, frame = render_board(state, layout=layout), layout_for(state, layout=layout)
    plain = render_board(bare, layout=layout)
    alone, under = _hazard_at(img, frame, state, "D4"), _hazard_at(img, frame, state, "D3")
    assert alone > 8 * frame.tile_size  # a striped rim round the whole hex
    assert under > 0.6 * frame.tile_size  # the striped badge in a corner of the Cop
    assert _hazard_at(plain, frame, bare, "D4") == 0 and _hazard_at(plain, frame, bare, "D3") == 0
    assert unit_faces(state)[state.board.parse("D3")].foundation == "mine"
    assert unit_faces(bare)[bare.board.parse("D3")].foundation is None


def test_the_alt_text_names_every_foundation_and_the_unit_on_it() -> None:
    state = load(_mines())
    en, pl = describe_board(state), describe_board(state, "pl")
    assert en.endswith("Foundations: Mine of player 1 on D3, under Cop; Mine of player 1 on D4.")
    assert pl.endswith("Żetony podłoża: Mina gracza 1 na D3, pod: Gliniarz; Mina gracza 1 na D4.")
    assert "Foundation" not in describe_board(load({**_mines(), "foundations": []}))


def test_the_hit_point_lent_by_the_hq_shows_in_the_row() -> None:
    """A Pusher (2 hit points) next to New York's HQ has 3 now: a third, hollow square; with
    two wounds it lives by that one alone."""
    data = _mines()
    data["board"].append({"hex": "B3", "player": 1, "tile": "pusher", "facing": "N", "wounds": 1})
    state = load(data)  # (a scenario holds no unit living by a lent hit point: wounded here)
    state.units[state.board.parse("B3")].wounds = 2
    face = unit_faces(state)[state.board.parse("B3")]
    assert (face.extra_hp, face.wounds) == (1, 2)
    assert differs(_image(face), _image(replace(face, extra_hp=0)))
    # a one-hit-point unit, unwounded, gets no row for it (the tile stays as printed)
    cop = unit_faces(state)[state.board.parse("C2")]
    assert cop.extra_hp == 1 and "hp" not in _status_items(cop)


@pytest.mark.parametrize(("layout", "radius"), FRAMES)
def test_a_foundation_badge_lies_on_no_text_or_icon(layout: str, radius: int) -> None:
    """Under any unit of any army, in every facing: the badge takes a corner clear of the edge
    items and the name, the initiative and the hex name keep clear of it (an armor bar only
    may lie under it: the Juggernaut is armored all round)."""
    size, legible = _sizes(layout, radius)
    clashes = []
    for key in PICTURED:
        for spec in army(key).tiles:
            if not spec.is_board_tile or spec.is_foundation:
                continue
            for facing, lang in itertools.product(range(6), ("en", "pl")):
                parts = tile_layout(TileFace(spec, facing, foundation="mine"), size, lang, legible).parts
                for a, b in itertools.combinations(parts, 2):
                    pair = sorted((a.group, b.group))
                    armor = pair[0].startswith("armor-") and pair[1] == "foundation"
                    if overlap(a.shape, b.shape) > 0.25 and not _together(a, b) and not armor:
                        clashes.append((key, spec.key, facing, lang, a.group, b.group))
    assert clashes == []


def test_every_tile_board_with_a_mine_renders_in_the_phone_layout() -> None:
    state = every_tile("new-york", 2)
    assert len(state.foundations) == 1 and next(iter(state.foundations)) in state.units
    assert differs(render_board(state, layout="phone"), render_board(state, layout="phone", lang="pl"))


def test_a_shotgun_hit_is_drawn_and_logged() -> None:
    state = load(_mines())
    after, events = apply(state, "play battle")
    (start, report), *_ = battle_starts(state, events)
    lines = [line for seg in report.segments for _, line in log_lines(start, seg, "en")]
    assert any("Shotgun C2 → HQ C1: 3 (shotgun)" in line for line in lines), lines
    pl = [line for seg in report.segments for _, line in log_lines(start, seg, "pl")]
    assert any("(shotgun)" in line for line in pl), pl
    images = render_battle(start, report, layout="phone")
    assert len(images) == len(report.segments) + 1


def test_the_legends_of_both_armies_add_their_icons() -> None:
    base = render_legend()
    for key in ("smart", "new-york"):
        legend = render_legend(army_key=key)
        assert legend.height > base.height and legend.width == base.width
        assert differs(legend, render_legend(army_key=key, lang="pl"))
