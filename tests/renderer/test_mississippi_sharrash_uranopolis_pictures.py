"""Mississippi, Sharrash and Uranopolis pictures: their palettes, their attacks (Poisoning,
the Shadow, the Mortar, the Explosive's blast, Demolition) and abilities as glyphs, their
module links as marks, the Toxic Bomb and the Hole as Foundations, and the states that live
in the game: a paralysed unit (a Sharrash marker or a Mississippi module), a unit
Underground, a unit without power, the venom count Mississippi shares with Neojungle; the
cards, the legends and the alt text in both languages."""

from __future__ import annotations

from dataclasses import replace

import pytest

from renderer import describe_board, describe_tile, glyphs, render_board, render_legend
from renderer.board import layout_for, unit_faces
from renderer.colors import DEFAULT_COLORS, THEMES, army_colors
from renderer.labels import effect_mark
from renderer.tile import TileFace, tile_image
from rules.armies import DRAWN_ARMIES, PICTURES_PENDING, PUZZLES_PENDING
from rules.catalog import AttackSpec, army
from rules.scenario import load
from rules.state import GameState
from tests.renderer.helpers import count, differs
from tests.renderer.test_phone import every_tile

DARK = THEMES["dark"]
NEW = ("mississippi", "sharrash", "uranopolis")
MS, SH, UR = (army(a) for a in NEW)


def _image(face: TileFace, key: str = "outpost"):  # type: ignore[no-untyped-def]
    return tile_image(face, 120, army_colors(key), DARK, "en")


def test_the_three_armies_are_drawn_with_palettes_of_their_own() -> None:
    assert set(NEW) <= set(DRAWN_ARMIES) and not set(NEW) & set(PICTURES_PENDING)
    assert not set(NEW) & set(PUZZLES_PENDING)  # the shipped puzzles have theirs too
    fills = [DEFAULT_COLORS[a].fill for a in NEW]
    assert len(set(fills)) == 3 and not set(fills) & {c.fill for k, c in DEFAULT_COLORS.items() if k not in NEW}


def test_the_new_attacks_differ_from_a_shot_and_from_each_other() -> None:
    blank = replace(army("outpost").tile("commando"), attacks=(), abilities=frozenset())
    kinds = ("ranged", "melee", "poisoning", "shadow", "mortar", "explosive", "demolition", "demolition-diagonal")
    crops = set()
    for kind in kinds:
        img = _image(TileFace(replace(blank, attacks=(AttackSpec(kind, 0, 1),))))
        crops.add(img.crop((80, 0, 170, 70)).tobytes())  # the front edge, its icon and number
    assert len(crops) == len(kinds)


def test_the_module_links_are_marks_of_their_own() -> None:
    assert effect_mark("paralysis", 1)[1] == effect_mark("paralysing", 1)[1] == "pause"
    assert effect_mark("paralysis", 1) != effect_mark("paralysing", 1)
    assert effect_mark("venom", 1) == ("", "venom") and effect_mark("power_supply", 1) == ("", "power")
    assert effect_mark("zone", 1) == ("0 INI", None) and effect_mark("wastes", 1) != effect_mark("saboteur", 1)


def test_the_toxic_bomb_and_the_hole_are_foundations_with_their_glyphs() -> None:
    assert {"toxic_bomb", "hole"} <= set(glyphs.FOUNDATION_GLYPHS)
    for spec in (MS.tile("toxic-bomb"), SH.tile("hole")):
        assert spec.is_foundation
        bare = replace(spec, abilities=frozenset())
        assert differs(_image(TileFace(spec), spec.army), _image(TileFace(bare), spec.army))
    for key in ("mississippi", "sharrash"):  # alone and under a unit, on a phone, in both languages
        state = every_tile(key, 2)
        assert state.foundations and next(iter(state.foundations)) in state.units
        assert differs(render_board(state, layout="phone"), render_board(state, layout="phone", lang="pl"))


def _table() -> GameState:
    """Mississippi (1) against Sharrash (2) and Uranopolis (3) on the 19-hex board: B2's
    Paralysis module faces the Mercenary on B1 (paralysed, no marker); the Plague on C3
    carries a Sharrash paralysis marker… on a Uranopolis unit: the Inferno on C2; Sharrash's
    Underworlds on D3 makes its units Underground; the Guard on A3 has no power (no supply
    next to it); the Mutant on D1 carries two venom markers."""
    v = {"kind": "venom", "player": 1}
    board = [
        {"hex": "A1", "player": 1, "tile": "hq", "facing": "N"},
        {"hex": "B2", "player": 1, "tile": "paralysis", "facing": "N"},
        {"hex": "B1", "player": 3, "tile": "mercenary", "facing": "S"},
        {"hex": "E3", "player": 3, "tile": "hq", "facing": "N"},
        {"hex": "E2", "player": 3, "tile": "inferno", "facing": "N", "markers": [{"kind": "paralysis", "player": 2}]},
        {"hex": "A3", "player": 3, "tile": "guard", "facing": "N"},
        {"hex": "C4", "player": 2, "tile": "hq", "facing": "N"},
        {"hex": "D3", "player": 2, "tile": "underworlds", "facing": "N"},
        {"hex": "D1", "player": 2, "tile": "mutant", "facing": "S", "markers": [v, v]},
    ]
    players = {"1": {"army": "mississippi"}, "2": {"army": "sharrash"}, "3": {"army": "uranopolis"}}
    return load({"radius": 2, "players": players, "board": board})


def test_the_states_on_the_board_are_read_from_the_game() -> None:
    state = _table()
    faces = {state.board.name(h): f for h, f in unit_faces(state).items()}
    assert faces["B1"].paralysed and faces["E2"].paralysed  # a module's link, a marker
    assert not faces["A1"].paralysed and not faces["D1"].paralysed
    assert faces["D3"].underground and faces["D1"].underground and faces["C4"].underground
    assert not faces["B1"].underground and not faces["E2"].underground
    assert faces["A3"].unpowered and faces["A3"].netted and not faces["E2"].unpowered
    assert faces["D1"].venom == 2
    # without the Underworlds, a Sharrash warrior is not Underground
    alone = state.copy()
    del alone.units[state.board.parse("D3")]
    assert not unit_faces(alone)[state.board.parse("D1")].underground


@pytest.mark.parametrize("layout", ["full", "phone"])
def test_paralysed_underground_and_unpowered_units_look_different(layout: str) -> None:
    """Each state changes the unit's picture by a shape (the pause bars on a yellow disc, a
    ring of dots, a struck-through bolt and its NO POWER banner), not by a colour alone; the
    paralysis badge and the venom drop are large enough to read on a phone shown 400 px wide."""
    state = _table()
    frame = layout_for(state, layout=layout)
    warrior = replace(army("outpost").tile("commando"), abilities=frozenset({"powered"}))
    plain = _image(TileFace(warrior))
    assert count(_image(TileFace(warrior, paralysed=True)), (0, 0, 250, 220), glyphs.HAZARD) > 150
    assert differs(plain, _image(TileFace(warrior, underground=True)))
    netted, unpowered = _image(TileFace(warrior, netted=True)), _image(TileFace(warrior, netted=True, unpowered=True))
    assert differs(netted, unpowered)
    assert (
        count(unpowered, (0, 0, 250, 220), glyphs.HAZARD) > 20 and count(netted, (0, 0, 250, 220), glyphs.HAZARD) == 0
    )
    img = render_board(state, layout=layout)
    bare = state.copy()
    bare.markers = {}
    assert differs(img, render_board(bare, layout=layout))
    if layout == "phone":  # the paralysis badge and the venom drop at least 12 px across at 400 px
        from renderer.tile import tile_layout

        shown = 400 / frame.width
        for name, kind in (("E2", "paralysed"), ("D1", "venom")):
            face = unit_faces(state)[state.board.parse(name)]
            placed = tile_layout(face, frame.tile_size, "en", frame.legible)
            radius = placed.paralysed_r if kind == "paralysed" else placed.venom_r
            assert 2 * radius * shown >= 12, (name, 2 * radius * shown)


def test_the_alt_text_names_the_paralysed_the_underground_and_the_unpowered() -> None:
    state = _table()
    en, pl = describe_board(state), describe_board(state, "pl")
    assert "Mercenary on B1 is paralysed" in en and "Inferno on E2 is paralysed" in en
    assert "Underworlds on D3 is Underground" in en and "Guard on A3 has no power" in en
    assert "Mutant on D1: 2 venom markers" in en
    assert "Najemnik na B1: paraliż" in pl and "Strażnik na A3 nie ma zasilania" in pl and "pod ziemią" in pl


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_tile_has_its_own_card_text(lang: str) -> None:
    for a in (MS, SH, UR):
        for spec in a.tiles:
            lines = describe_tile(spec, lang)
            assert lines, spec.key
            if not spec.is_board_tile:  # not the card of an instant the catalogue lacks
                assert lines != describe_tile(replace(spec, instant="?"), lang), spec.key
            for ability in spec.abilities:  # not the bare name of an ability the catalogue lacks
                assert ability.replace("_", " ").capitalize() not in lines, (spec.key, lines)
            if not any(a.kind in ("ranged", "sharpshooter") for a in spec.attacks):  # no attack worded as a shot
                assert not any(line.startswith(("Ranged", "Strzał")) for line in lines), (spec.key, lines)
            for e in spec.effects:  # every module link is worded, not its key
                assert not any(f"] {e.effect.replace('_', ' ')} (" in line for line in lines), (spec.key, e.effect)
    assert describe_tile(SH.tile("explosive"))[-1].startswith("Explosive: blows up once")
    assert describe_tile(SH.tile("paralysis"), "pl")[0].startswith("Znacznik paraliżu")


def test_the_legends_of_the_three_armies_add_their_icons() -> None:
    base = render_legend()
    for key in NEW:
        legend = render_legend(army_key=key)
        assert legend.height > base.height and legend.width == base.width
    pl = render_legend(army_key="uranopolis", lang="pl")
    assert differs(render_legend(army_key="uranopolis"), pl)


def test_a_paralysis_and_a_blast_are_drawn_and_logged() -> None:
    from renderer import render_battle
    from renderer.battle import board_after, log_lines
    from rules import events as ev
    from rules.battle import fight

    board = [
        {"hex": "B1", "player": 1, "tile": "hq", "facing": "N"},
        {"hex": "C2", "player": 2, "tile": "explosive", "facing": "NW"},
        {"hex": "D3", "player": 2, "tile": "hq", "facing": "N"},
    ]
    state = load({"radius": 2, "players": {"1": {"army": "mississippi"}, "2": {"army": "sharrash"}}, "board": board})
    report = fight(state.copy(), "battle_tile", 1)
    opening = report.segments[0]
    assert ("explosion", "Explosive C2 blows up towards B1") in log_lines(state, opening, "en")
    assert ("explosion", "Ładunek wybuchowy C2 wybucha w stronę B1") in log_lines(state, opening, "pl")
    paralysed = ev.Segment(1, [ev.Paralysed(2, "hq", "B1", 1)])
    assert log_lines(state, paralysed, "en") == [("hit", "HQ B1 is paralysed: no attack this battle")]
    after = board_after(state, paralysed.events)
    assert unit_faces(after)[state.board.parse("B1")].paralysed
    assert not unit_faces(board_after(after, [ev.ParalysisEnded(1, "hq", "B1")]))[state.board.parse("B1")].paralysed
    images = render_battle(state, replace(report, segments=[opening, paralysed]), layout="phone")
    assert count(images[1], (0, 0, images[1].width, images[1].height), glyphs.HAZARD) > 200  # the badge
    assert count(images[0], (0, 0, images[0].width, images[0].height), glyphs.HAZARD) == 0
