"""Action notation: parse and print round-trip, and readable errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.actions import Action, InvalidNotation

EXAMPLES = [
    "hq C3",
    "discard runner",
    "redraw",
    "place runner C3 NE",
    "move C3 C2 N",
    "move C3 C2 N via D2",
    "play battle",
    "play move C3 C2 SW",
    "play push-back C3 D3",
    "play sniper D3",
    "play grenade D3",
    "play air-strike C3",
    "choose E3",
    "end",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_round_trip(text: str) -> None:
    assert str(Action.parse(text)) == text
    assert Action.parse(str(Action.parse(text))) == Action.parse(text)


def test_parse_is_lenient_with_case_and_spaces() -> None:
    assert str(Action.parse("  PLACE Runner c3 ne ")) == "place runner C3 NE"
    assert str(Action.parse("battle")) == "play battle"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("fly C3", "unknown action"),
        ("place runner", "expected: place TILE HEX FACING"),  # "place TILE HEX" is a Foundation's placement
        ("place runner Z9 N", "not a hex name"),
        ("place runner C3 UP", "unknown direction"),
        ("play nuke C3", "unknown instant"),
        ("move C3 C2 N by D2", "expected: move FROM TO FACING"),
    ],
)
def test_bad_notation_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(InvalidNotation, match=message):
        Action.parse(text)


@given(st.text(max_size=30))
def test_fuzz_parse_either_parses_and_round_trips_or_raises_invalid_notation(text: str) -> None:
    try:
        a = Action.parse(text)
    except InvalidNotation:
        return
    assert Action.parse(str(a)) == a
