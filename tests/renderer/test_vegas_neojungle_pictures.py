"""Vegas and Neojungle pictures: their marks and abilities as glyphs (Control takeover, the
Matrix, Venom, Roots), a unit taken over drawn in its owner's look with a frame and a magnet
badge in its controller's colour, the venom count on a poisoned unit, the Matrix links on the
board (full and phone, four players), the battle's opening segment (venom) and takeovers in
the log, the cards, the legends and the alt text in both languages."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

import pytest

from renderer import describe_board, describe_tile, glyphs, render_battle, render_board, render_legend
from renderer.battle import board_after, log_lines
from renderer.board import layout_for, unit_faces
from renderer.colors import DEFAULT_COLORS, THEMES, army_colors, player_colors
from renderer.geometry import overlap
from renderer.labels import effect_mark
from renderer.panel import object_points
from renderer.tile import TileFace, _status_items, tile_image, tile_layout
from rules import events as ev
from rules.armies import DRAWN_ARMIES, PICTURES_PENDING
from rules.catalog import army
from rules.scenario import load
from rules.state import GameState, Marker
from tests.renderer.helpers import count, differs
from tests.renderer.test_phone import every_tile
from tests.renderer.test_tile_layout import FRAMES, _sizes, _together

DARK = THEMES["dark"]
VEGAS, NJ = army("vegas"), army("neojungle")


def _image(face: TileFace, key: str = "neojungle"):  # type: ignore[no-untyped-def]
    return tile_image(face, 120, army_colors(key), DARK, "en")


def test_both_armies_are_drawn_with_palettes_of_their_own() -> None:
    assert {"vegas", "neojungle"} <= set(DRAWN_ARMIES) and not {"vegas", "neojungle"} & set(PICTURES_PENDING)
    assert DEFAULT_COLORS["vegas"] != DEFAULT_COLORS["neojungle"]
    fills = {c.fill for key, c in DEFAULT_COLORS.items() if key not in ("vegas", "neojungle")}
    assert DEFAULT_COLORS["vegas"].fill not in fills and DEFAULT_COLORS["neojungle"].fill not in fills


def test_takeover_and_matrix_marks_are_icons() -> None:
    assert effect_mark("takeover", 1) == ("", "takeover")
    assert effect_mark("motherland", 1) == ("", "matrix")
    for a, key, effect in ((VEGAS, "hq", "takeover"), (VEGAS, "agitator", "takeover"), (NJ, "hq", "motherland")):
        spec = a.tile(key)
        without = replace(spec, effects=tuple(x for x in spec.effects if x.effect != effect))
        assert differs(_image(TileFace(spec), a.key), _image(TileFace(without), a.key)), (a.key, key)
    # the takeover mark and a Medic's differ (both one link on the front)
    agitator, medic = VEGAS.tile("agitator"), VEGAS.tile("medic")
    assert differs(_image(TileFace(agitator), "vegas"), _image(TileFace(replace(medic, key="agitator")), "vegas"))


@pytest.mark.parametrize(("key", "ability"), [("nightshade", "venom"), ("roots", "matrix")])
def test_venom_and_roots_are_icons(key: str, ability: str) -> None:
    spec = NJ.tile(key)
    assert ability in _status_items(TileFace(spec))
    without = replace(spec, abilities=spec.abilities - {ability})
    assert differs(_image(TileFace(spec)), _image(TileFace(without)))
    assert "matrix" in glyphs.FOUNDATION_GLYPHS  # the Roots' badge under a unit shows its glyph


def test_roots_are_a_foundation_with_a_striped_rim() -> None:
    img = _image(TileFace(NJ.tile("roots")))
    assert count(img, (0, 0, img.width, img.height), glyphs.HAZARD) > 1500


# ---------------------------------------------------------------------- a four-player board
def _table() -> dict[str, Any]:
    """Vegas, Neojungle, Moloch and Outpost on the 37-hex board: Vegas's Agitator takes
    Moloch's Gauss Cannon (E3), the Slicer (C3) and the Commando (D6) carry venom markers,
    Neojungle's Matrix runs from its HQ through Roots (A2)."""
    return {
        "players": {
            "1": {"army": "vegas"},
            "2": {"army": "neojungle"},
            "3": {"army": "moloch"},
            "4": {"army": "outpost"},
        },
        "radius": 3,
        "board": [
            {"hex": "D4", "player": 1, "tile": "hq", "facing": "N"},
            {"hex": "B2", "player": 2, "tile": "hq", "facing": "N"},
            {"hex": "F4", "player": 3, "tile": "hq", "facing": "N"},
            {"hex": "D7", "player": 4, "tile": "hq", "facing": "N"},
            {"hex": "B3", "player": 2, "tile": "nightshade", "facing": "N"},
            {"hex": "C2", "player": 2, "tile": "symbiont-alpha", "facing": "N"},
            {"hex": "A3", "player": 2, "tile": "medic", "facing": "N"},
            {"hex": "E4", "player": 1, "tile": "agitator", "facing": "N"},
            {"hex": "E3", "player": 3, "tile": "gauss-cannon", "facing": "S", "wounds": 1},
            {"hex": "D5", "player": 1, "tile": "guard", "facing": "N"},
            {"hex": "C5", "player": 1, "tile": "mercenary", "facing": "N"},
            {
                "hex": "C3",
                "player": 3,
                "tile": "hunter-killer",
                "facing": "N",
                "markers": [{"kind": "venom", "player": 2}],
            },
            {
                "hex": "D6",
                "player": 4,
                "tile": "commando",
                "facing": "N",
                "markers": [{"kind": "venom", "player": 2}, {"kind": "venom", "player": 2}],
            },
        ],
        "foundations": [
            {"hex": "A2", "player": 2, "tile": "roots"},
            {"hex": "D5", "player": 1, "tile": "mine"},
        ],
    }


def _untaken(state: GameState) -> GameState:
    """The same board with every unit back with its owner (no takeover drawn)."""
    out = state.copy()
    out.own_units()
    for u in out.units.values():
        u.player = out.owner(u)
    out.taken = {}
    return out


def _in_tile(img, frame, state, name: str, colour) -> int:  # type: ignore[no-untyped-def]
    """Pixels of ``colour`` inside the hex ``name`` (a box within its tile)."""
    x, y = frame.board.centre(state.board.parse(name))
    r = 0.8 * frame.tile_size
    return count(img, (round(x - r), round(y - 0.8 * r), round(x + r), round(y + 0.8 * r)), colour)


def test_the_table_takes_one_unit_and_poisons_two() -> None:
    state = load(_table())
    gauss = state.units[state.board.parse("E3")]
    assert state.taken == {gauss.uid: 3} and gauss.player == 1
    faces = unit_faces(state)
    assert faces[state.board.parse("E3")].taken and not faces[state.board.parse("E4")].taken
    assert faces[state.board.parse("C3")].venom == 1 and faces[state.board.parse("D6")].venom == 2
    assert faces[state.board.parse("B3")].venom == 0


@pytest.mark.parametrize("layout", ["full", "phone"])
def test_a_unit_taken_over_keeps_its_owners_look_with_the_controllers_marker(layout: str) -> None:
    state = load(_table())
    img, frame = render_board(state, layout=layout), layout_for(state, layout=layout)
    plain = render_board(_untaken(state), layout=layout)
    palettes = player_colors({p: s.army for p, s in state.players.items()})
    moloch, vegas = palettes[3].fill, palettes[1].fill
    # still Moloch's red tile (most of it), now with Vegas's colour on its rim and badge
    assert _in_tile(img, frame, state, "E3", moloch) > 0.8 * _in_tile(plain, frame, state, "E3", moloch)
    # (the box reaches a corner of the Agitator below: compared with the picture without)
    assert _in_tile(img, frame, state, "E3", vegas) > _in_tile(plain, frame, state, "E3", vegas) + 2 * frame.tile_size
    x, y = frame.board.centre(state.board.parse("E3"))
    r = frame.tile_size
    assert count(img, (round(x - r), round(y - r), round(x + r), round(y + r)), glyphs.HAZARD) > 0  # the poles
    assert not differs(img, plain, _box(frame, state, "C5"))  # the other tiles as they were


def _box(frame, state, name: str):  # type: ignore[no-untyped-def]
    x, y = frame.board.centre(state.board.parse(name))
    r = 0.7 * frame.tile_size
    return round(x - r), round(y - r), round(x + r), round(y + r)


@pytest.mark.parametrize("layout", ["full", "phone"])
def test_the_venom_count_shows_on_a_poisoned_unit(layout: str) -> None:
    state = load(_table())
    img, frame = render_board(state, layout=layout), layout_for(state, layout=layout)
    clean = state.copy()
    clean.markers = {}
    plain = render_board(clean, layout=layout)
    for name in ("C3", "D6"):
        assert _in_tile(img, frame, state, name, glyphs.VENOM_GREEN) > 0.25 * frame.tile_size, name
        assert _in_tile(plain, frame, state, name, glyphs.VENOM_GREEN) == 0, name
    # one marker and two read differently
    face = unit_faces(state)[state.board.parse("D6")]
    assert differs(_image(face, "outpost"), _image(replace(face, venom=1), "outpost"))


def test_the_matrix_links_its_units_and_roots() -> None:
    state = load(_table())
    frame = layout_for(state)
    img = render_board(state)
    fill = player_colors({p: s.army for p, s in state.players.items()})[2].fill

    def between(a: str, b: str):  # type: ignore[no-untyped-def]
        (x0, y0), (x1, y1) = (frame.board.centre(state.board.parse(n)) for n in (a, b))
        return img.getpixel((round((x0 + x1) / 2), round((y0 + y1) / 2)))

    for a, b in (("B2", "B3"), ("B2", "C2"), ("A2", "A3"), ("B2", "A2")):  # HQ, units, through the Roots
        assert between(a, b) == fill, (a, b)
    assert between("B3", "C3") != fill  # Moloch's unit beside the Matrix is no part of it
    assert between("D4", "E4") != fill  # nor is any other army linked


def test_a_four_player_phone_board_in_both_languages() -> None:
    state = load(_table())
    en, pl = render_board(state, layout="phone"), render_board(state, layout="phone", lang="pl")
    assert en.width == 800 and differs(en, pl)


def test_the_alt_text_names_the_taken_and_the_poisoned() -> None:
    state = load(_table())
    en, pl = describe_board(state), describe_board(state, "pl")
    assert "Gauss Cannon on E3 of player 3 under the Control of player 1" in en
    assert "Hunter-Killer on C3: 1 venom marker" in en or "on C3: 1 venom marker" in en
    assert "on D6: 2 venom markers" in en
    assert "pod kontrolą gracza 1" in pl and "2 znaczniki jadu" in pl
    assert "Control" not in describe_board(_untaken(load({**_table(), "board": _table()["board"][:4]})))


# ---------------------------------------------------------------------- badges stay clear
def _badge_clashes(layout: str, radius: int, **marks: Any) -> tuple[int, int]:
    """How many (tile, facing) of every army's units, with ``marks``, have a badge or any
    other part overlapping another (an armor bar may lie under a badge, as under a
    Foundation's), and how many were tried. Each tile is tried in every facing, the
    facings alternating between the two languages (three facings each: the names' lengths
    differ by language, the edge items by facing), to keep the run short."""
    size, legible = _sizes(layout, radius)
    badges = {"taken", "venom", "foundation"}
    bad = tried = 0
    for key in DRAWN_ARMIES:
        for spec in army(key).tiles:
            if not spec.is_board_tile or spec.is_foundation or spec.is_hq:
                continue
            for facing in range(6):
                lang = ("en", "pl")[facing % 2]
                placed = tile_layout(TileFace(spec, facing, **marks), size, lang, legible)
                assert (placed.taken is not None) is bool(marks.get("taken"))
                assert (placed.venom is not None) is bool(marks.get("venom"))
                tried += 1
                for a, b in itertools.combinations(placed.parts, 2):
                    pair = sorted((a.group, b.group))
                    armor = pair[0].startswith("armor-") and pair[1] in badges
                    if overlap(a.shape, b.shape) > 0.25 and not _together(a, b) and not armor:
                        bad += 1
                        break
    return bad, tried


@pytest.mark.parametrize(("layout", "radius"), FRAMES)
@pytest.mark.parametrize("marks", [{"taken": True}, {"venom": 2}], ids=["taken", "venom"])
def test_a_taken_or_venom_badge_lies_on_no_text_or_icon(layout: str, radius: int, marks: dict[str, Any]) -> None:
    """Any unit of any army, in every facing and language: the badge takes a corner clear of
    the edge items, the name and the hex name."""
    assert _badge_clashes(layout, radius, **marks)[0] == 0


@pytest.mark.parametrize(("layout", "radius"), [("phone", 2), ("full", 2), ("full", 3)])
def test_both_badges_together_lie_on_no_text_or_icon(layout: str, radius: int) -> None:
    assert _badge_clashes(layout, radius, taken=True, venom=2)[0] == 0


def test_both_badges_on_the_large_phone_board_overlap_rarely() -> None:
    """The 37-hex phone picture's tiles are small and their names large: a unit both taken
    over and poisoned there may overlap on the most crowded tiles (the Spy-Cleaner); fewer
    than one in twenty-five."""
    bad, tried = _badge_clashes("phone", 3, taken=True, venom=2)
    assert bad < tried / 25, (bad, tried)


# ---------------------------------------------------------------------- battles
def test_the_opening_segment_shows_the_venom_wounds() -> None:
    from rules.battle import fight

    state = load(_table())
    before = state.copy()
    report = fight(state.copy(), "battle_tile", 1)
    opening = report.segments[0]
    assert opening.initiative == ev.OPENING
    lines = log_lines(before, opening, "en")
    assert ("hit", "Commando D6: venom, 2 wounds") in lines
    assert not any(line.startswith("venom") for _, line in lines)  # no second line for the marker's hit
    assert any("jad, 2 rany" in line for _, line in log_lines(before, opening, "pl"))
    images = render_battle(before, report, layout="phone")
    assert len(images) == len(report.segments) + 1
    plain = render_battle(before, replace(report, segments=[ev.Segment(ev.OPENING, [])]), layout="phone")[0]
    assert differs(images[0], plain)  # the drops on the poisoned units, the log
    en = render_battle(before, report)[0]
    pl = render_battle(before, report, lang="pl")[0]
    assert differs(en, pl)


def _takeover_events(state: GameState) -> list[ev.Event]:
    return [
        ev.ControlLost(1, 3, "gauss-cannon", "E3"),
        ev.TakenOver(1, 3, "gauss-cannon", "E3", "E4"),
        ev.Poisoned(2, "commando", "D6", 4, 3),
    ]


def test_takeovers_and_poison_follow_the_battle_report() -> None:
    state = load(_table())
    lost = board_after(state, _takeover_events(state)[:1])
    gauss = lost.units[lost.board.parse("E3")]
    assert gauss.player == 3 and not lost.taken
    again = board_after(lost, _takeover_events(state)[1:])
    gauss = again.units[again.board.parse("E3")]
    assert gauss.player == 1 and again.taken == {gauss.uid: 3}
    commando = again.units[again.board.parse("D6")]
    assert again.markers_on(commando.uid) == (Marker("venom", 2),) * 3
    # a unit taken over that dies goes to its owner's discard pile
    dead = board_after(again, [ev.Killed(1, "gauss-cannon", "E3")])
    assert dead.players[3].discard[-1] == "gauss-cannon" and not dead.taken


def test_takeovers_and_poison_are_logged_and_drawn() -> None:
    state = load(_table())
    lost = board_after(state, _takeover_events(state)[:1])
    segment = ev.Segment(2, _takeover_events(state)[1:])
    lines = log_lines(lost, segment, "en", {1: "Ala"})
    assert ("info", "Gauss Cannon E3 is taken over by Ala") in lines
    assert ("hit", "Commando D6 is poisoned: 3 venom markers") in lines
    back = log_lines(state, ev.Segment(2, _takeover_events(state)[:1]), "pl", {3: "Ola"})
    assert back == [("info", "Działko Gaussa E3 wraca do: Ola")]
    report = ev.BattleFought("battle_tile", 1, [segment], {})
    drawn = render_battle(lost, report)[0]
    quiet = render_battle(lost, replace(report, segments=[ev.Segment(2, [])]))[0]
    assert differs(drawn, quiet)


def test_a_taken_units_attack_is_named_from_its_owners_army() -> None:
    """Vegas has a Medic too: a taken Moloch Gauss Cannon's hit names Moloch's tile."""
    state = load(_table())
    hit = ev.Hit(1, "gauss-cannon", "E3", 1, "agitator", "E4", ["gauss"], "N", 1, 0, 1)
    (_, line), *_ = log_lines(state, ev.Segment(1, [hit]), "en")
    assert line.startswith("Gauss Cannon E3 → Agitator E4")


# ---------------------------------------------------------------------- cards and legends
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_tile_has_its_own_card_text(lang: str) -> None:
    for a in (VEGAS, NJ):
        for spec in a.tiles:
            lines = describe_tile(spec, lang)
            assert lines, spec.key
            if not spec.is_board_tile:  # not the card of an instant the catalogue lacks
                assert lines != describe_tile(replace(spec, instant="?"), lang), spec.key
            for ability in spec.abilities:
                assert not any(line == ability.replace("_", " ").capitalize() for line in lines), (spec.key, lines)


def test_the_cards_of_the_new_instants_and_marks() -> None:
    assert describe_tile(VEGAS.tile("rotation"))[0].startswith("Turns one of your units")
    assert describe_tile(VEGAS.tile("castling"))[0].startswith("Two adjacent")
    assert describe_tile(NJ.tile("castling")) == describe_tile(VEGAS.tile("castling"))
    assert describe_tile(NJ.tile("small-bomb"), "pl")[0].startswith("1 rana każdej jednostce")
    assert any(line.startswith("[∩] Control takeover") for line in describe_tile(VEGAS.hq))
    assert any(line.startswith("[∴] The Matrix") for line in describe_tile(NJ.hq))
    assert any(line.startswith("Venom:") for line in describe_tile(NJ.tile("nightshade")))
    assert any(line.startswith("Korzenie:") for line in describe_tile(NJ.tile("roots"), "pl"))


def test_the_every_tile_boards_render_in_the_phone_layout() -> None:
    for key in ("vegas", "neojungle"):
        state = every_tile(key, 2)
        assert state.foundations and next(iter(state.foundations)) in state.units
        assert differs(render_board(state, layout="phone"), render_board(state, layout="phone", lang="pl"))


def test_the_legends_of_both_armies_add_their_icons() -> None:
    base = render_legend()
    for key in ("vegas", "neojungle"):
        legend = render_legend(army_key=key)
        assert legend.height > base.height and legend.width == base.width
        assert differs(legend, render_legend(army_key=key, lang="pl"))
    vegas = render_legend(army_key="vegas")
    assert count(vegas, (0, 0, vegas.width, vegas.height), DEFAULT_COLORS["moloch"].fill) > 1000  # the taken tile


def test_a_dancer_object_taken_over_keeps_its_own_hit_points() -> None:
    """Seed 004: Vegas takes an Object over; its tile and the panel still show the Object's own
    hit points (not Vegas's HQ track, not 0 as if it were destroyed)."""
    state = load(
        {
            "players": {"1": {"army": "vegas"}, "2": {"army": "dancer"}},
            "board": [
                {"hex": "C3", "player": 1, "tile": "hq", "facing": "N"},
                {"hex": "C1", "player": 1, "tile": "agitator", "facing": "S"},
                {"hex": "C2", "player": 2, "tile": "object-red", "facing": "N", "wounds": 3},
                {"hex": "A1", "player": 2, "tile": "object-blue", "facing": "N"},
                {"hex": "E1", "player": 2, "tile": "object-yellow", "facing": "N"},
            ],
        }
    )
    face = unit_faces(state)[state.board.parse("C2")]
    assert face.taken and face.hq_hp == 7
    assert [hp for _, hp in object_points(state, 2)] == [7, 10, 10]
