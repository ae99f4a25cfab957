"""Issue 34's bad input with the armies of Duel and Babel 13, through the bot in both
languages: a Foundation on a unit's hex, a Transporter's drop of a module. Each is a short,
private refusal in the player's language and changes nothing (the game's version and state)."""

from __future__ import annotations

import pytest

from bot.app import App
from bot.locale import acting
from rules.scenario import load
from tests.bot.helpers import ALA, CHANNEL, OLA, live, start_game

CASES = {
    "mine on a unit": (
        ("new-york", "moloch"),
        {
            "board": [
                {"hex": "A1", "player": 1, "tile": "hq"},
                {"hex": "C2", "player": 2, "tile": "clown"},
                {"hex": "E3", "player": 2, "tile": "hq"},
            ],
            "hands": {"1": ["mine"]},
        },
        "place mine C2",
        {
            "en": "C2 is not empty: a Foundation goes only on a hex with no unit",
            "pl": "Pole C2 nie jest wolne",
        },
    ),
    "a Transporter drops a module": (
        ("smart", "moloch"),
        {
            "board": [
                {"hex": "A1", "player": 1, "tile": "hq"},
                {"hex": "B2", "player": 1, "tile": "transporter"},
                {"hex": "E3", "player": 2, "tile": "hq"},
            ],
            "hands": {"1": ["officer"]},
        },
        "replace officer B2 N",
        {
            "en": "The Officer cannot take that place",
            "pl": "nie może zająć tego miejsca",
        },
    ),
}


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("case", list(CASES))
async def test_a_refused_action_of_the_new_armies_is_private_and_changes_nothing(
    service: App, case: str, lang: str
) -> None:
    armies, position, action, expected = CASES[case]
    await start_game(service, armies=armies, lang=lang)
    game, _ = await live(service)
    players = {"1": {"army": armies[0]}, "2": {"army": armies[1]}}
    rigged = load({"players": players, "current": 1, **position})
    assert await service.repo.stores.games.save(
        game.evolve(state_json=rigged.dumps(), version=game.version + 1), game.version, reminders=[]
    )
    before, _ = await live(service)
    with acting(lang):  # the acting player's language (Discord: their client's)
        reply = await service.turns.act(CHANNEL, ALA, action)
    assert reply.ephemeral and expected[lang] in reply.text, reply.text
    assert len(reply.text) < 400, reply.text
    after, _ = await live(service)
    assert (after.version, after.state_json) == (before.version, before.state_json)
    other = await service.turns.act(CHANNEL, OLA, action)  # not Ola's turn: refused too
    assert other.ephemeral
