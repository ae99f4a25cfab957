"""The Doomsday Machine's events in the battle log, in English and Polish: a shot turned by a
Fireblast, split by a Tripler, going round an endless loop, the Trap exploding, and the HQ
turning a unit."""

from __future__ import annotations

from typing import Any

import pytest

from bot.narration import Narrator
from rules import events as ev
from rules.game import apply
from rules.scenario import load
from rules.turns import battles

DM = "doomsday-machine"


def _user(player: int) -> str:
    return f"@p{player}"


def _u(h: str, p: int, tile: str, facing: str = "N") -> dict[str, Any]:
    return {"hex": h, "player": p, "tile": tile, "facing": facing}


def _fought(board: list[dict[str, Any]]) -> ev.BattleFought:
    s = load({"players": {"1": {"army": DM}, "2": {"army": "moloch"}}, "board": board})
    events: list[ev.Event] = []
    battles(s, "battle_tile", 1, events)
    return next(e for e in events if isinstance(e, ev.BattleFought))


def _told(report: ev.BattleFought, k: int, lang: str) -> str:
    seg = next(s for s in report.segments if s.initiative == k)
    return Narrator([DM, "moloch"], _user, lang).segment(seg)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Fireblast (C3) takes the shot from C4 and sends it on towards NE"),
        ("pl", "Stanowisko Ogniowe (C3) przejmuje strzał z C4 i kieruje go dalej na Pn-Wsch"),
    ],
)
def test_a_turned_shot_is_told_before_its_hit(lang: str, line: str) -> None:
    report = _fought([_u("C4", 1, "delta-shooter"), _u("C3", 1, "fireblast", "NE"), _u("D2", 2, "blocker")])
    text = _told(report, 1, lang)
    assert line in text, text
    assert text.index(line) < text.index("D2", text.index(line) + len(line))  # then the hit on D2


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Tripler (C3) takes the shot from C4 and splits it 3 ways"),
        ("pl", "Roztrajacz (C3) przejmuje strzał z C4 i roztraja go na 3 strony"),
    ],
)
def test_a_tripled_shot_is_told(lang: str, line: str) -> None:
    report = _fought([_u("C4", 1, "delta-shooter"), _u("C3", 1, "tripler"), _u("C2", 2, "blocker")])
    assert line in _told(report, 1, lang)


@pytest.mark.parametrize(("lang", "words"), [("en", "an endless loop"), ("pl", "nieskończona pętla")])
def test_the_endless_loop_is_told(lang: str, words: str) -> None:
    report = _fought(
        [
            _u("B2", 1, "delta-shooter", "SE"),
            _u("C3", 1, "tripler", "SE"),
            _u("D2", 1, "fireblast", "NW"),
            _u("C2", 1, "fireblast", "S"),
            _u("C4", 2, "hq"),
        ]
    )
    assert words in _told(report, 1, lang)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Trap (C3) is hit on its marked side from C2 and explodes"),
        ("pl", "Pułapka (C3) zostaje trafiona w oznaczoną ściankę z C2 i wybucha"),
    ],
)
def test_the_trap_exploding_is_told(lang: str, line: str) -> None:
    report = _fought([_u("C3", 1, "trap"), _u("C2", 2, "hornet", "S"), _u("D3", 2, "blocker")])
    assert line in _told(report, 2, lang)


@pytest.mark.parametrize(("lang", "line"), [("en", "Fireblast on C3 turns to face SE"), ("pl", "Stanowisko Ogniowe")])
def test_the_hq_turning_a_unit_is_told_as_a_rotation(lang: str, line: str) -> None:
    s = load(
        {
            "players": {"1": {"army": DM}, "2": {"army": "moloch"}},
            "board": [_u("A1", 1, "hq"), _u("C3", 1, "fireblast"), _u("E3", 2, "hq")],
            "hands": {"1": ["battle"]},
        }
    )
    _, events = apply(s, "turn C3 SE")
    narrator = Narrator([DM, "moloch"], _user, lang)
    lines = narrator.events(events)
    assert any(line in x for x in lines), lines
