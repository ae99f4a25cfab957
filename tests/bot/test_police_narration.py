"""Narration of the Steel Police events and actions, in English and Polish."""

from __future__ import annotations

import pytest

from bot.narration import Narrator
from rules import events as ev


def _narrator(lang: str = "en") -> Narrator:
    return Narrator(("steel-police", "outpost"), lambda p: f"<@{p}>", lang)


EVENTS: list[ev.Event] = [
    ev.SteelNetPlaced(1, 2, "runner", "C3", 1, 19),
    ev.SteelNetPlaced(1, 2, "runner", "C3", 0, 20),
    ev.SteelNetReturned(1),
    ev.Executed(1, 2, "hmg", "D3", "S", 1, 18),
    ev.Replaced(1, "pacifier", "officer", "B2", "N"),
    ev.PushUsed(1, "riot-policeman", "C3", "C2"),
    ev.Terrorized(1, [2]),
]


def test_the_turn_events_in_english() -> None:
    n = _narrator()
    assert n.events(EVENTS) == [
        "<@1>'s HQ puts the Steel Net on Runner (C3) (it costs 1 HQ hit point: 19 left).",
        "<@1>'s HQ puts the Steel Net on Runner (C3) (free: the Launcher is on the board).",
        "<@1>'s Steel Net marker is back: the netted unit left the board.",
        "<@1>'s Executioner executes HMG (D3) and takes D3 (18 HQ hit points left).",
        "<@1> replaces the Pacifier on B2 with Officer facing N; the Pacifier is discarded.",
        "Riot Policeman (C3) pushes the unit on C2.",
        "Terror: <@2> cannot put units on the board in their next turn.",
    ]


def test_the_turn_events_in_polish() -> None:
    lines = _narrator("pl").events(EVENTS)
    assert len(lines) == len(EVENTS)
    assert (
        lines[0]
        == "Sztab gracza <@1> zarzuca Stalową Sieć na: Biegacz (C3) (koszt: 1 pkt Wytrzymałości Sztabu, zostaje 19)."
    )
    assert lines[3].startswith("Egzekutor gracza <@1> wykonuje egzekucję: CKM (D3)")
    assert "Pacyfikator" in lines[4] and "Oficer" in lines[4]
    assert all(line and "{" not in line and "-" not in line.split()[0] for line in lines)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_new_actions_are_worded(lang: str) -> None:
    n = _narrator(lang)
    for notation in ("net D3", "execute D3 S", "replace officer C3 N", "push C3 D3", "play terror"):
        text = n.action(1, notation)
        assert text and text != notation and "{" not in text, (lang, notation, text)


def test_a_reflection_in_a_battle_segment() -> None:
    seg = ev.Segment(
        2,
        [
            ev.Reflected(1, "judge", "C3", 2, "runner", "C4", "C4", 2, "runner"),
            ev.Hit(2, "runner", "C4", 2, "runner", "C4", ["melee"], "S", 1, 0, 1),
            ev.Killed(2, "runner", "C4"),
            ev.Reflected(1, "judge", "C3", 2, "hq", "C4", "C4"),
        ],
    )
    assert _narrator().segment(seg) == (
        "Initiative 2 — Judge (C3) reflects the attack of Runner (C4) back to C4 · Runner (C4) hits Runner (C4) for 1"
        " · Judge (C3) reflects the attack of Outpost HQ: it hits nobody. Runner (C4) dies"
    )
    assert "odbija atak" in _narrator("pl").segment(seg)
