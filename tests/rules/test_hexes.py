"""Board geometry as DESIGN.md defines it: names, neighbours, lines, both board sizes."""

from __future__ import annotations

import pytest

from rules.hexes import ENLARGED, STANDARD, Direction


def names(hexes) -> list[str]:  # type: ignore[no-untyped-def]
    return [STANDARD.name(h) for h in hexes]


def test_standard_board_has_19_hexes_in_columns_of_3_4_5_4_3() -> None:
    assert len(STANDARD) == 19
    cols = {}
    for h in STANDARD:
        n = STANDARD.name(h)
        cols.setdefault(n[0], []).append(int(n[1:]))
    assert {c: len(v) for c, v in cols.items()} == {"A": 3, "B": 4, "C": 5, "D": 4, "E": 3}


def test_enlarged_board_has_37_hexes_in_columns_a_to_g() -> None:
    assert len(ENLARGED) == 37
    counts = {}
    for h in ENLARGED:
        counts[ENLARGED.name(h)[0]] = counts.get(ENLARGED.name(h)[0], 0) + 1
    assert counts == {"A": 4, "B": 5, "C": 6, "D": 7, "E": 6, "F": 5, "G": 4}
    assert len(ENLARGED.core) == 19
    assert ENLARGED.name(next(iter(h for h in ENLARGED if h.q == 0 and h.r == 0))) == "D4"


@pytest.mark.parametrize(
    ("hex_name", "expected"),
    [
        ("C3", {"N": "C2", "NE": "D2", "SE": "D3", "S": "C4", "SW": "B3", "NW": "B2"}),
        ("B1", {"NE": "C1", "SE": "C2", "S": "B2", "SW": "A1"}),
        ("A1", {"N": None, "NE": "B1", "SE": "B2", "S": "A2"}),
        ("E3", {"N": "E2", "NW": "D3", "SW": "D4", "S": None}),
    ],
)
def test_neighbours_as_in_design_md(hex_name: str, expected: dict[str, str | None]) -> None:
    h = STANDARD.parse(hex_name)
    for d, n in expected.items():
        got = STANDARD.neighbour(h, Direction[d])
        assert (STANDARD.name(got) if got else None) == n, d


def test_lines_of_fire_run_to_the_board_edge() -> None:
    assert names(STANDARD.line(STANDARD.parse("C5"), Direction.N)) == ["C4", "C3", "C2", "C1"]
    assert names(STANDARD.line(STANDARD.parse("A2"), Direction.NE)) == ["B2", "C2", "D1"]
    assert names(STANDARD.line(STANDARD.parse("A1"), Direction.SE)) == ["B2", "C3", "D3", "E3"]
    assert names(STANDARD.line(STANDARD.parse("C1"), Direction.N)) == []


def test_parse_is_case_insensitive_and_rejects_off_board_names() -> None:
    assert STANDARD.parse("c3") == STANDARD.parse("C3")
    for bad in ("A4", "E4", "F1", "", "C0"):
        with pytest.raises(ValueError):
            STANDARD.parse(bad)
    assert ENLARGED.name(ENLARGED.parse("G4")) == "G4"


def test_direction_rotation_and_distance() -> None:
    assert Direction.N.rotated(2) is Direction.SE
    assert Direction.NW.rotated(1) is Direction.N
    assert Direction.SW.opposite is Direction.NE
    assert STANDARD.parse("A1").distance(STANDARD.parse("E3")) == 4
    assert STANDARD.parse("C3").direction_to(STANDARD.parse("C1")) is Direction.N
    assert STANDARD.parse("C3").direction_to(STANDARD.parse("D1")) is None
