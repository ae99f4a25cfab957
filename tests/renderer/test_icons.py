"""Every icon a tile can carry is drawn, on the right edge, and looks different from the others."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import Image

from renderer.board import layout_for, render_board, unit_faces
from renderer.colors import BLACK, THEMES, army_colors, player_colors
from renderer.geometry import in_frame
from renderer.labels import effect_mark
from renderer.tile import ROW, TileFace, tile_box, tile_image
from rules.catalog import AttackSpec, ModuleEffect, TileSpec, army
from tests.renderer.helpers import PICTURED, around, board, count, differs, hex_box

THEME = THEMES["dark"]
SIZE = 100


def draw(spec: TileSpec, **face: object) -> Image.Image:
    return tile_image(TileFace(spec, **face), SIZE, army_colors(spec.army), THEME, "en")  # type: ignore[arg-type]


def centre() -> tuple[float, float]:
    w, h = tile_box(SIZE)
    return w / 2, h / 2


def at_edge(direction: int, u: float = ROW + 0.02, half: float = 0.11) -> tuple[int, int, int, int]:
    return around(in_frame(centre(), direction, u, 0, SIZE), half * SIZE)


def plain(spec: TileSpec) -> TileSpec:
    """The same tile with nothing on it."""
    return replace(spec, attacks=(), armor=frozenset(), nets=frozenset(), effects=(), abilities=frozenset())


BASE = plain(army("outpost").tile("commando"))  # a green warrior with initiative 3
INK = army_colors("outpost").ink


@pytest.mark.parametrize("kind", ["melee", "ranged", "gauss"])
def test_each_attack_kind_is_drawn_on_its_edge(kind: str) -> None:
    spec = replace(BASE, attacks=(AttackSpec(kind, 1, 1),))
    img = draw(spec)
    assert differs(img, draw(BASE))
    assert count(img, at_edge(1), INK) > 15
    assert count(img, at_edge(4), INK) == 0


def test_melee_ranged_and_gauss_look_different() -> None:
    images = [draw(replace(BASE, attacks=(AttackSpec(k, 0, 1),))) for k in ("melee", "ranged", "gauss")]
    box = at_edge(0, half=0.2)
    crops = {im.crop(box).tobytes() for im in images}
    assert len(crops) == 3


def test_attack_strength_is_printed() -> None:
    one = draw(replace(BASE, attacks=(AttackSpec("melee", 0, 1),)))
    two = draw(replace(BASE, attacks=(AttackSpec("melee", 0, 2),)))
    assert differs(one, two, at_edge(0, half=0.25))


def test_facing_rotates_the_edges() -> None:
    spec = replace(BASE, attacks=(AttackSpec("melee", 0, 1),))
    for facing in range(6):
        img = draw(spec, facing=facing)
        assert count(img, at_edge(facing), INK) > 15
        assert count(img, at_edge((facing + 3) % 6), INK) == 0


def test_armor_is_a_bar_on_its_edges_only() -> None:
    spec = replace(BASE, armor=frozenset({0, 2}))
    img = draw(spec, facing=1)  # edges 0 and 2 point NE and S
    for d, expected in ((1, True), (3, True), (0, False), (2, False), (4, False), (5, False)):
        bar = count(img, at_edge(d, u=0.83, half=0.05), THEME.steel)
        assert (bar > 10) == expected, d


def test_a_net_is_drawn_on_its_edge() -> None:
    img = draw(replace(BASE, nets=frozenset({5})))
    assert count(img, at_edge(5), INK) > 15
    assert count(img, at_edge(2), INK) == 0


def test_every_module_effect_of_the_catalog_has_its_own_mark() -> None:
    effects = {(e.effect, e.value) for a in PICTURED for t in army(a).tiles for e in t.effects}
    marks = {effect_mark(e, v) for e, v in effects}
    assert len(marks) == len(effects)
    for e, _ in effects:
        assert effect_mark(e, 1)[0] != e[:3].upper(), f"{e} has no mark of its own"


def test_dancer_healing_has_its_own_mark() -> None:
    assert effect_mark("healing", 2) == ("+2♥", None)


@pytest.mark.parametrize(
    "effect",
    sorted({e.effect for a in PICTURED for t in army(a).tiles for e in t.effects}),
)
def test_each_module_effect_is_drawn_on_its_link_edges(effect: str) -> None:
    module = replace(plain(army("outpost").tile("medic")), effects=(ModuleEffect(effect, (1,), 1),))
    img = draw(module)
    # A white mark with a black outline sits on the link edge, and nowhere else.
    assert count(img, at_edge(1, u=ROW - 0.05, half=0.2), THEME.badge) > 30
    assert count(img, at_edge(4, half=0.2), THEME.badge) == 0
    other = "speed" if effect != "speed" else "medic"
    assert differs(img, draw(replace(module, effects=(ModuleEffect(other, (1,), 1),))))


def test_an_all_round_effect_is_shown_once_in_the_middle() -> None:
    module = replace(plain(army("outpost").tile("medic")), effects=(ModuleEffect("saboteur", tuple(range(6)), 1),))
    img = draw(module)
    c = centre()
    assert count(img, around(c, 0.5 * SIZE), THEME.badge) > 100
    for d in range(6):
        assert count(img, at_edge(d), THEME.badge) == 0


def test_double_initiative_shows_two_badges() -> None:
    middle = around(centre(), 0.5 * SIZE)
    none, one, two = (count(draw(replace(BASE, initiative=i)), middle, THEME.badge) for i in ((), (2,), (2, 1)))
    assert two - none > 1.6 * (one - none) > 0


def test_current_initiative_is_shown_next_to_the_printed_one() -> None:
    plain_badge = draw(BASE)
    changed = draw(BASE, initiative_now=(4, 3))
    assert count(plain_badge, around(centre(), 0.5 * SIZE), THEME.changed) == 0
    assert count(changed, around(centre(), 0.5 * SIZE), THEME.changed) > 100


def test_toughness_and_wounds() -> None:
    tough = replace(BASE, hp=3)
    middle = around(centre(), 0.6 * SIZE)
    assert count(draw(BASE), middle, INK) < count(draw(tough), middle, INK)  # hit-point pips
    assert count(draw(tough), middle, THEME.killed) == 0
    assert (
        count(draw(tough, wounds=2), middle, THEME.killed) >= 2 * count(draw(tough, wounds=1), middle, THEME.killed) > 0
    )


def test_netted_marker() -> None:
    box = around(centre(), 0.6 * SIZE)
    assert count(draw(BASE, netted=True), box, BLACK) > count(draw(BASE), box, BLACK) + 500


def test_mobility_and_explosion_markers() -> None:
    mobile = replace(BASE, abilities=frozenset({"mobility"}))
    explosive = replace(BASE, abilities=frozenset({"explosion"}))
    assert differs(draw(BASE), draw(mobile))
    assert count(draw(explosive), around(centre(), 0.6 * SIZE), THEME.explosion) > 20
    assert differs(draw(mobile), draw(explosive))


def test_hq_hit_points_are_printed_large() -> None:
    hq = army("borgo").hq
    assert differs(draw(hq, hq_hp=20), draw(hq, hq_hp=3), around(centre(), 0.3 * SIZE))


def test_unknown_abilities_and_effects_still_render() -> None:
    odd = replace(BASE, abilities=frozenset({"reflection"}), effects=(ModuleEffect("steroids", (0,), 2),))
    assert differs(draw(odd), draw(BASE))


# ---------------------------------------------------------------------- on real boards
COVERAGE = [
    # Moloch against Hegemony: gauss, armor, nets, both officers (Brain), mother, medic,
    # scout, clown (explosion), two badges, toughness with a wound, a netted unit; Boss,
    # Transport, Quartermaster, Runner (mobility).
    (
        ("moloch", "hegemony"),
        [
            ("C3", 1, "hq", "N"),
            ("C2", 1, "gauss-cannon", "SW"),
            ("D2", 1, "juggernaut", "S", 1),
            ("B2", 1, "net-fighter", "N"),  # nets the Boss on B1
            ("C4", 1, "brain", "N"),
            ("B3", 1, "mother", "NE"),
            ("D3", 1, "medic", "NW"),
            ("E3", 1, "scout", "N"),
            ("A2", 1, "clown", "S"),
            ("D4", 1, "stormtrooper", "N"),
            ("C1", 2, "hq", "S"),
            ("B1", 2, "boss", "SE"),
            ("D1", 2, "transport", "N"),
            ("E1", 2, "quartermaster", "SW"),
            ("E2", 2, "runner", "NW"),
            ("A3", 2, "gladiator", "N"),
            ("B4", 2, "net-master", "N"),
            ("C5", 2, "universal-soldier", "N"),
        ],
    ),
    # Outpost against Borgo: saboteur, recon centre, scoper, all-round officer, HMG's two
    # badges, assassin's mobility, Borgo's net-and-melee Net Fighter and armored Super-Mutant.
    (
        ("outpost", "borgo"),
        [
            ("C3", 1, "hq", "N"),
            ("C2", 1, "saboteur", "N"),
            ("D2", 1, "recon-center", "N"),
            ("B2", 1, "scoper", "N"),
            ("B3", 1, "officer", "N"),
            ("C4", 1, "hmg", "NE"),
            ("D3", 1, "mobile-armor", "S"),
            ("A1", 2, "hq", "N"),
            ("B1", 2, "net-fighter", "N"),
            ("C1", 2, "super-mutant", "S"),
            ("D1", 2, "assassin", "SW"),
            ("E2", 2, "super-officer", "NW"),
            ("A2", 2, "medic", "NE"),
            ("D4", 2, "claws", "NW"),
        ],
    ),
]


@pytest.mark.parametrize(("armies", "units"), COVERAGE)
@pytest.mark.parametrize("radius", [2, 3])
def test_coverage_boards_render_every_unit(armies: tuple[str, str], units: list, radius: int) -> None:
    state = board(units, armies=armies, radius=radius)
    faces = unit_faces(state)
    img = render_board(state, lang="pl")
    frame = layout_for(state)
    palettes = player_colors({p: s.army for p, s in state.players.items()})
    for h, u in state.units.items():
        assert count(img, hex_box(frame, state, state.board.name(h)), palettes[u.player].fill) > 400
    kinds = {a.kind for f in faces.values() for a in f.spec.attacks}
    assert kinds == {"melee", "ranged", "gauss"} or armies == ("outpost", "borgo")
    if armies == ("moloch", "hegemony"):
        assert any(f.netted for f in faces.values())
        assert any(f.wounds for f in faces.values())
        assert any(len(f.spec.initiative) == 2 for f in faces.values())


def test_each_dancer_object_shows_its_own_hit_points() -> None:
    """An Object is an HQ of 10 hit points: the board shows each Object's own, not the sum."""
    from renderer.board import unit_faces
    from rules.game import apply, new_game

    s = new_game(["dancer", "moloch"], 3)
    for line in ("place object-red C3 N", "place object-blue B3 N", "place object-yellow D3 N", "hq A1"):
        s, _ = apply(s, line)
    red = next(u for u in s.units.values() if u.tile == "object-red")
    red.wounds = 3
    faces = unit_faces(s)
    shown = {u.tile: faces[h].hq_hp for h, u in s.units.items()}
    assert shown == {"object-red": 7, "object-blue": 10, "object-yellow": 10, "hq": 20}
