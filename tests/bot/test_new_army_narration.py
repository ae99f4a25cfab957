"""The events of the armies whose rules came last (Vegas's Control, Neojungle's venom, the
Foundations) are told by their catalogue messages alone, in English and Polish: what a
player reads in the turn's lines and in a battle's segments."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.narration import Narrator
from rules import events as ev
from rules.battle import fight
from rules.game import apply
from rules.scenario import load

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _load(name: str) -> dict:
    data = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))
    data.pop("actions", None)
    return data


def _user(player: int) -> str:
    return f"@p{player}"


@pytest.mark.parametrize(
    ("lang", "taken", "choice", "turned"),
    [
        (
            "en",
            "Runner (C2) of @p2 is taken over by @p1 (from C3).",
            "@p1 may turn Runner (C2), just taken over: choose its facing.",
            "Runner on C2 is turned to face N",
        ),
        (
            "pl",
            "gracza @p2 przechodzi pod Kontrolę @p1 (z C3).",
            "@p1 może obrócić przejętą jednostkę",
            "(Kontrola).",
        ),
    ],
)
def test_a_takeover_and_its_turning_are_told(lang: str, taken: str, choice: str, turned: str) -> None:
    state = load(_load("vegas_agitator_takes_a_placed_enemy"))
    n = Narrator(["vegas", "outpost"], _user, lang)
    state, events = apply(state, "place runner C2 S")
    assert any(isinstance(e, ev.TakenOver) for e in events)
    lines = n.events(events)
    assert any(taken in line for line in lines), lines
    assert any(choice in line for line in lines), lines
    state, events = apply(state, "choose C2 N")
    lines = n.events(events)
    assert any(turned in line for line in lines), lines


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "Before the battle — Venom: "), ("pl", "Przed bitwą — Jad: ")],
)
def test_the_opening_segment_tells_the_venom_wound(lang: str, expected: str) -> None:
    state = load(_load("neojungle_venom_opening_wound"))
    report = fight(state, "scenario", state.current)
    opening = report.segments[0]
    assert opening.initiative == ev.OPENING
    text = Narrator(["neojungle", "moloch"], _user, lang).segment(opening)
    assert text.startswith(expected), text
    wound = {"en": "takes 1 wound", "pl": "otrzymuje 1 ranę"}[lang]
    assert wound in text and "(C2)" in text, text


def test_a_poisoning_hit_is_told_with_the_count_of_markers() -> None:
    n = Narrator(["neojungle", "moloch"], _user, "en")
    text = n.worded(ev.Poisoned(1, "blocker", "C2", 2, 2), "seg")
    assert text == "Blocker (C2) is poisoned (2 venom markers)", text
    pl = Narrator(["neojungle", "moloch"], _user, "pl").worded(ev.Poisoned(1, "blocker", "C2", 2, 5), "seg")
    assert "5 żetonów jadu" in pl, pl


def test_a_control_lost_and_a_foundation_gone_are_told() -> None:
    n = Narrator(["vegas", "outpost", "new-york"], _user, "en")
    assert n.events([ev.ControlLost(1, 2, "runner", "C2")]) == ["Runner (C2) returns to @p2."]
    mine = n.events([ev.FoundationDestroyed(3, "mine", "D4", "explosion")])
    assert mine and mine[0].endswith("on D4 goes off."), mine
    shot = n.events([ev.FoundationDestroyed(3, "mine", "D4", "sniper")])
    assert shot and shot[0].endswith("on D4 is destroyed."), shot


def test_an_event_without_a_message_says_nothing() -> None:
    """The fallback never invents text: an event the catalogue does not word stays silent."""
    n = Narrator(["moloch", "outpost"], _user, "en")
    assert n.events([ev.HQDamaged(1, 2, 18)]) == []


TAKEOVER: dict = {
    "players": {"1": {"army": "vegas"}, "2": {"army": "outpost"}},
    "current": 2,
    "hands": {"2": ["runner"]},
    "board": [
        {"hex": "A1", "player": 1, "tile": "hq", "facing": "N"},
        {"hex": "C3", "player": 1, "tile": "agitator", "facing": "N"},
        {"hex": "E3", "player": 2, "tile": "hq", "facing": "N"},
    ],
}


@pytest.mark.parametrize(("lang", "stay"), [("en", "Leave C2 facing as it does"), ("pl", "Zostaw C2 bez obrotu")])
async def test_the_controller_turns_the_unit_taken_with_buttons(db_path: str, lang: str, stay: str) -> None:
    """Vegas's Agitator takes a Runner placed before it: the turn message tells it and gives
    Vegas's player the turning's buttons (a facing, or as it is); only they may choose."""
    from bot.locale import acting
    from rules.state import GameState
    from tests.bot.helpers import ALA, CHANNEL, OLA, FakeClock, inject, make_service, start_game

    service = await make_service(db_path, FakeClock())
    await start_game(service, armies=("moloch", "outpost"), lang=lang)
    await inject(service, load(TAKEOVER))
    with acting(lang):
        [reply] = await service.commands.run(CHANNEL, OLA, "/hex place tile:runner hex:C2 facing:S")
    assert not reply.ephemeral and ALA in reply.mentions, reply.text
    assert {"C2", "C3"} <= {w.strip("().,") for w in reply.text.split()}, reply.text
    keys = {b.keyword: b for b in reply.buttons}
    assert keys["choose-C2"].label == stay and "facing" in keys, [b.label for b in reply.buttons]
    with acting(lang):
        [refused] = await service.commands.run(CHANNEL, OLA, keys["choose-C2"].action, version=reply.version)
    assert refused.ephemeral, refused.text
    with acting(lang):
        [done] = await service.commands.run(CHANNEL, ALA, "choose C2 N", version=reply.version)
    assert not done.ephemeral, done.text
    game = await service.repo.stores.games.live_game(CHANNEL)
    assert game is not None
    state = GameState.loads(game.state_json)
    runner = state.units[state.board.parse("C2")]
    assert runner.player == 1 and runner.facing.name == "N" and state.taken == {runner.uid: 2}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_poisoners_hit_is_told_once_as_the_poisoning(lang: str) -> None:
    """A Poisoner marks without wounding: its segment tells the poisoning, not a hit for 0."""
    data = _load("mississippi_poisoning_marks_without_wounding")
    data.pop("expect", None)
    state = load(data)
    report = fight(state, "scenario", state.current)
    armies = [state.players[p].army for p in sorted(state.players)]
    n = Narrator(armies, _user, lang)
    text = " ".join(n.segment(s) for s in report.segments if s.events)
    poisoned = {"en": "is poisoned (1 venom marker)", "pl": "zostaje zatruty (1 żeton jadu)"}[lang]
    assert poisoned in text, text
    assert "for 0" not in text and ": 0 " not in text, text
