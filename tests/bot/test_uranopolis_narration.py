"""Uranopolis's events in the battle log and the turn's lines, in English and Polish: a unit losing
its power (placed without it, or its Mechanic killed in battle), a unit powered again, the
Ravager's Demolition, the Gauss Transformer's conversion and the Ray."""

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


def _fought(board: list[dict[str, Any]]) -> ev.BattleFought:
    s = load({"players": {"1": {"army": "uranopolis"}, "2": {"army": "moloch"}}, "board": board})
    events: list[ev.Event] = []
    battles(s, "battle_tile", 1, events)
    return next(e for e in events if isinstance(e, ev.BattleFought))


def _narrator(lang: str) -> Narrator:
    return Narrator(["uranopolis", "moloch"], _user, lang)


@pytest.mark.parametrize(
    ("lang", "lost"),
    [
        ("en", "Inferno (D2) loses its power: it counts as netted"),
        ("pl", "Inferno (D2) traci zasilanie: działa jak zasieciowany"),
    ],
)
def test_a_unit_losing_its_mechanic_in_battle_is_told_losing_its_power(lang: str, lost: str) -> None:
    report = _fought(
        [
            _u("A1", 1, "hq"),
            _u("C3", 1, "mechanic"),
            _u("D2", 1, "inferno"),
            _u("A3", 2, "hq"),
            _u("C4", 2, "hunter-killer"),
        ]
    )
    seg = next(s for s in report.segments if s.initiative == 3)
    text = _narrator(lang).segment(seg)
    assert lost in text, text


@pytest.mark.parametrize(
    ("lang", "restored"),
    [("en", "Inferno (D2) has power again"), ("pl", "Inferno (D2) znów ma zasilanie")],
)
def test_a_unit_powered_again_in_battle_is_told(lang: str, restored: str) -> None:
    report = _fought(
        [
            _u("C3", 1, "hq"),
            _u("D2", 1, "inferno"),
            _u("A3", 2, "hq"),
            _u("C4", 2, "net-fighter"),
            _u("B4", 1, "mercenary"),
        ]
    )
    seg = next(s for s in report.segments if s.initiative == 3)
    text = _narrator(lang).segment(seg)
    assert restored in text, text


@pytest.mark.parametrize(
    ("lang", "placed", "powered"),
    [
        ("en", "Guard (C2) has no power: it counts as netted", "Guard (C2) has power again."),
        ("pl", "Strażnik (C2) nie ma zasilania: działa jak zasieciowany", "Strażnik (C2) znów ma zasilanie."),
    ],
)
def test_placing_without_power_and_powering_by_a_placed_mechanic_are_told(lang: str, placed: str, powered: str) -> None:
    s = load(
        {
            "players": {"1": {"army": "uranopolis"}, "2": {"army": "moloch"}},
            "board": [_u("E3", 1, "hq"), _u("A1", 2, "hq")],
            "hands": {"1": ["guard", "mechanic", "battle"]},
        }
    )
    n = _narrator(lang)
    s, events = apply(s, "place guard C2 N")
    assert any(placed in line for line in n.events(events)), n.events(events)
    s, events = apply(s, "place mechanic B2 N")  # its NE socket faces C2
    lines = n.events(events)
    assert any(powered in line for line in lines), lines


@pytest.mark.parametrize(
    ("lang", "diagonal"),
    [("en", "Ravager (C3) hits Hunter-Killer (E2) for 1"), ("pl", "Wyburzacz (C3) → Łowca (E2): 1 rana")],
)
def test_the_ravagers_diagonal_demolition_is_told_as_a_hit(lang: str, diagonal: str) -> None:
    report = _fought(
        [
            _u("B3", 1, "hq"),
            _u("C3", 1, "ravager"),
            _u("D2", 2, "armored-guard", "SW"),
            _u("E2", 2, "hunter-killer"),
            _u("A1", 2, "hq"),
        ]
    )
    seg = next(s for s in report.segments if s.initiative == 3)
    text = _narrator(lang).segment(seg)
    assert diagonal in text, text


@pytest.mark.parametrize(
    ("lang", "gauss"),
    [("en", "Guard (C3) switches its N attack to Gauss"), ("pl", "działo Gaussa")],
)
def test_the_gauss_conversion_is_told(lang: str, gauss: str) -> None:
    report = _fought(
        [
            _u("B3", 1, "hq"),
            _u("C3", 1, "guard"),
            _u("C4", 1, "gauss-transformer"),
            _u("C2", 2, "hunter-killer", "NE"),
            _u("C1", 2, "hunter-killer"),
            _u("A1", 2, "hq"),
        ]
    )
    seg = next(s for s in report.segments if s.initiative == 3)
    text = _narrator(lang).segment(seg)
    assert gauss in text, text


@pytest.mark.parametrize(("lang", "ray"), [("en", "Ray"), ("pl", "Promień")])
def test_the_ray_is_told(lang: str, ray: str) -> None:
    s = load(
        {
            "players": {"1": {"army": "uranopolis"}, "2": {"army": "moloch"}},
            "board": [_u("C3", 1, "hq"), _u("C2", 2, "hunter-killer"), _u("E3", 2, "hq")],
            "hands": {"1": ["ray", "battle"]},
        }
    )
    s, events = apply(s, "play ray C2")
    lines = _narrator(lang).events(events)
    assert any(ray in line and "C2" in line for line in lines), lines
