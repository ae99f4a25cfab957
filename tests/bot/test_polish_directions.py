"""Facings in the players' language: Polish replies say Pn, Pn-Wsch, Pd-Wsch, Pd, Pd-Zach,
Pn-Zach, and commands take a facing written either way."""

from __future__ import annotations

from pathlib import Path

import pytest

import i18n
from bot.rendering import NullRenderPool
from rules import scenario
from rules.state import GameState
from tests.bot.helpers import FakeClock, console_and_say, inject, make_service

POLISH = {"N": "Pn", "NE": "Pn-Wsch", "SE": "Pd-Wsch", "S": "Pd", "SW": "Pd-Zach", "NW": "Pn-Zach"}
POSITION = {
    "players": {"1": {"army": "outpost"}, "2": {"army": "hegemony"}},
    "board": [
        {"hex": "A1", "player": 1, "tile": "hq", "facing": "N"},
        {"hex": "E3", "player": 2, "tile": "hq", "facing": "N"},
    ],
    "hands": {"1": ["runner", "runner", "medic"]},
}


@pytest.mark.parametrize(("code", "polish"), POLISH.items())
def test_each_facing_reads_in_polish_and_back(code: str, polish: str) -> None:
    assert i18n.direction_name(code, "pl") == polish
    assert i18n.direction_name(code, "en") == code
    for typed in (polish, polish.lower(), polish.upper(), polish.replace("-", ""), code, code.lower()):
        assert i18n.direction_code(typed) == code, typed


def test_a_word_that_is_no_facing_is_none() -> None:
    for typed in ("", "north", "Wsch", "Pn-", "C3", "x" * 5000):
        assert i18n.direction_code(typed) is None


async def test_a_polish_game_places_with_a_polish_facing_and_says_it_in_polish(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    console, say = console_and_say(app, Path(db_path).parent / "img", lang="pl")
    await say("@ala /hex new opponent:@ola army:outpost opponent-army:hegemony language:pl")
    await say("@ola /hex accept")
    await inject(app, scenario.load(POSITION), channel=console.channel_id)
    placed = await say("@ala /hex place tile:runner hex:B2 facing:Pd-Wsch")
    assert "frontem na Pd-Wsch" in placed and "SE" not in placed, placed
    again = await say("@ala /hex place tile:runner hex:C3 facing:pnzach")  # any spelling, any case
    assert "frontem na Pn-Zach" in again, again
    game = await app.repo.stores.games.live_game(console.channel_id)
    assert game is not None
    state = GameState.loads(game.state_json)
    assert state.units[state.board.parse("B2")].facing.name == "SE"
    assert state.units[state.board.parse("C3")].facing.name == "NW"
    wrong = await say("@ala /hex place tile:medic hex:C2 facing:Wschód")
    assert "Pn, Pn-Wsch, Pd-Wsch, Pd, Pd-Zach, Pn-Zach" in wrong and "Wschód" in wrong, wrong  # in Polish
    assert state.units.get(state.board.parse("C2")) is None
    await app.repo.close()


async def test_english_keeps_the_compass_codes(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    console, say = console_and_say(app, Path(db_path).parent / "img")
    await say("@ala /hex new opponent:@ola army:outpost opponent-army:hegemony")
    await say("@ola /hex accept")
    await inject(app, scenario.load(POSITION), channel=console.channel_id)
    placed = await say("@ala /hex place tile:runner hex:B2 facing:Pd-Wsch")  # a Polish word works here too
    assert "facing SE" in placed, placed
    await app.repo.close()
