"""Sharrash's events in the battle log and the turn's lines, in English and Polish: the
paralysis on a hit and its end, an Explosive blowing up, the Hole dragging and swallowing, the
HQ's Underground Castling."""

from __future__ import annotations

from typing import Any

import pytest

from bot.narration import Narrator
from rules import events as ev
from rules.game import apply
from rules.scenario import load
from rules.turns import battles


def _user(player: int) -> str:
    return f"@p{player}"


def _u(h: str, p: int, tile: str, facing: str = "N") -> dict[str, Any]:
    return {"hex": h, "player": p, "tile": tile, "facing": facing}


def _fought(data: dict[str, Any]) -> tuple[ev.BattleFought, list[ev.Event]]:
    s = load(data)
    events: list[ev.Event] = []
    battles(s, "battle_tile", 1, events)
    report = next(e for e in events if isinstance(e, ev.BattleFought))
    return report, [e for e in events if not isinstance(e, ev.BattleFought)]


@pytest.mark.parametrize(
    ("lang", "paralysed", "ended"),
    [
        ("en", "Stormtrooper (C2) is paralysed: no attack until the end of the battle", "is no longer paralysed"),
        ("pl", "zostaje sparaliżowany: nie atakuje do końca bitwy", "nie jest już sparaliżowany"),
    ],
)
def test_a_paralysing_hit_and_the_end_of_the_paralysis_are_told(lang: str, paralysed: str, ended: str) -> None:
    report, after = _fought(
        {
            "players": {"1": {"army": "sharrash"}, "2": {"army": "moloch"}},
            "board": [_u("E3", 1, "hq"), _u("C3", 1, "mutant"), _u("C2", 2, "stormtrooper", "S"), _u("A1", 2, "hq")],
        }
    )
    n = Narrator(["sharrash", "moloch"], _user, lang)
    seg = next(s for s in report.segments if s.initiative == 3)
    assert paralysed in n.segment(seg), n.segment(seg)
    lines = n.events(after)
    assert any(ended in line and "(C2)" in line for line in lines), lines


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "Explosive (C3) blows up at C2"), ("pl", "Ładunek wybuchowy (C3) wybucha w stronę C2")],
)
def test_an_explosive_is_told_in_the_opening_segment(lang: str, expected: str) -> None:
    report, _ = _fought(
        {
            "players": {"1": {"army": "sharrash"}, "2": {"army": "moloch"}},
            "board": [_u("E3", 1, "hq"), _u("C3", 1, "explosive"), _u("C2", 2, "blocker", "S"), _u("A1", 2, "hq")],
        }
    )
    opening = report.segments[0]
    assert opening.initiative == ev.OPENING
    text = Narrator(["sharrash", "moloch"], _user, lang).segment(opening)
    assert expected in text, text


@pytest.mark.parametrize(
    ("lang", "dragged", "swallowed", "tunnel"),
    [
        ("en", "The Hole drags Blocker in: C2 → C3", "The Hole swallows Blocker (C3)", "(Underground Castling)"),
        ("pl", "Dziura wciąga: Bloker C2 → C3", "Dziura pochłania: Bloker (C3)", "(Podziemna Roszada)"),
    ],
)
def test_the_hole_and_the_castling_are_told(lang: str, dragged: str, swallowed: str, tunnel: str) -> None:
    s = load(
        {
            "players": {"1": {"army": "sharrash"}, "2": {"army": "moloch"}},
            "board": [_u("E3", 1, "hq"), _u("E2", 1, "medic"), _u("C2", 2, "blocker", "S"), _u("A1", 2, "hq")],
            "foundations": [{"hex": "C3", "player": 1, "tile": "hole"}],
            "hands": {"1": ["battle"]},
        }
    )
    n = Narrator(["sharrash", "moloch"], _user, lang)
    s, events = apply(s, "drag C3 C2")
    assert any(dragged in line for line in n.events(events)), n.events(events)
    s, events = apply(s, "tunnel E3 E2")
    assert any(tunnel in line for line in n.events(events)), n.events(events)
    s, events = apply(s, "play battle")
    assert any(swallowed in line for line in n.events(events)), n.events(events)
