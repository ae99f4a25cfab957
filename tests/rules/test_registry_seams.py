"""The seams the other layers read (rules.registry): what an army registers for the pictures
and the bot — a group of hexes the board links, how an instant's words are asked, its
arrangement — and its look as data (rules.catalog)."""

from __future__ import annotations

import pytest

from rules import registry
from rules.actions import Action
from rules.ai import play_random_game
from rules.armies import ALL_ARMIES
from rules.armies.dancer.objects import objects_of
from rules.armies.neojungle.mechanics import matrix_hexes
from rules.catalog import army
from rules.game import apply, new_game


def test_the_board_links_the_matrix_by_its_registration() -> None:
    """Neojungle's Matrix is a group of linked hexes of the kind ``matrix``: the groups the
    board draws are its Matrix's hexes, in games where it plays only."""
    seen = 0
    for seed in range(6):
        armies = ("neojungle", "outpost")
        _, played = play_random_game(armies, seed)
        s = new_game(armies, seed)
        for a in played:
            s, _ = apply(s, a)
            groups = registry.linked_groups(s)
            expected = [("matrix", 1, matrix_hexes(s, 1))] if len(matrix_hexes(s, 1)) >= 2 else []
            assert groups == expected
            seen += bool(groups)
    assert seen > 0
    _, played = play_random_game(("moloch", "borgo"), 1)
    s = new_game(("moloch", "borgo"), 1)
    for a in played[:30]:
        s, _ = apply(s, a)
        assert registry.linked_groups(s) == []


def test_an_instant_says_how_its_words_are_asked() -> None:
    assert registry.INSTANTS["hunt"].asks == ("", "", "aim")
    assert registry.INSTANTS["action"].asks == ("own", "edge")
    assert registry.INSTANTS["sniper"].asks == ()

    def play(*args: object) -> None:
        raise AssertionError("never played")

    def options(*args: object) -> list[Action]:
        return []

    with pytest.raises(ValueError, match="unknown ways"):
        registry.instant("seam-probe", play, options, asks=("path",))
    assert "seam-probe" not in registry.INSTANTS


def test_dancer_registers_its_dance_as_an_arrangement() -> None:
    arrangement = registry.arrangement_of("dancer")
    assert arrangement is not None and arrangement.verb == "dance"
    assert registry.arrangement_verbs() == ("dance",)
    assert all(registry.arrangement_of(a) is None for a in ALL_ARMIES if a != "dancer")
    _, played = play_random_game(("dancer", "outpost"), 3)
    s = new_game(("dancer", "outpost"), 3)
    for a in played[:12]:
        s, _ = apply(s, a)
    units = arrangement.units(s, 1)
    assert units == objects_of(s, 1) and units
    assert {arrangement.short(u) for u in units} <= {"red", "blue", "yellow"}


@pytest.mark.parametrize("key", ALL_ARMIES)
def test_every_army_brings_its_colour(key: str) -> None:
    colour = army(key).colour
    assert colour is not None and all(0 <= c <= 255 for c in colour)
    for entry in army(key).legend:
        assert isinstance(entry["key"], str)
        if "tile" in entry:
            assert army(key).has_tile(entry["tile"])
