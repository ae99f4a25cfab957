"""The rules lab (/hexlab, docs/lab.md): a position's battle from its code, resolved as a
game resolves it, told segment by segment with its pictures; the channel's game's code;
bad codes answered privately; nothing of a game changes and no secret leaves it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.locale import acting
from rules import events as ev
from rules.position import code_of, decode
from rules.scenario import load
from rules.turns import battles
from tests.bot.helpers import ALA, CHANNEL, FakeClock, RecordingRenderer, make_service, snapshot, start_game

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _position(name: str) -> dict:
    data = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))
    for key in ("actions", "expect", "rule", "source", "battle"):
        data.pop(key, None)
    return data


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_a_positions_battle_is_the_games_own(db_path: str, lang: str) -> None:
    service = await make_service(db_path, FakeClock(), renderer=RecordingRenderer())
    state = load(_position("neojungle_venom_opening_wound"))
    code = code_of(state)
    line = f"/hexlab battle code:{code}" if lang == "en" else f"/hexlab bitwa kod:{code}"
    with acting(lang):
        [reply] = await service.commands.run(CHANNEL, ALA, line)
    assert not reply.ephemeral and reply.battle is not None, reply.text
    assert code in reply.text
    # the same battle as the engine's own, every segment told with its picture
    after, events = state.copy(), []
    battles(after, "lab", after.current, events)
    [fought] = [e for e in events if isinstance(e, ev.BattleFought)]
    told = reply.battle.posts[:-1]  # then the result, with the board after the battle
    assert len(told) == len([s for s in fought.segments if s.events]) and all(p.image for p in told)
    opening = {"en": "Before the battle — Venom: ", "pl": "Przed bitwą — Jad: "}[lang]
    assert told[0].text.startswith(opening) and "venom" not in told[0].text.split(":", 1)[1].lower(), told[0].text
    title = {"en": "lab", "pl": "laboratorium"}[lang]
    assert title in reply.battle.title.lower(), reply.battle.title


async def test_the_channels_game_gives_its_code_and_its_battle_changing_nothing(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    await start_game(service)
    before = await snapshot(service)
    with acting("en"):
        [coded] = await service.commands.run(CHANNEL, ALA, "/hexlab code")
    assert coded.ephemeral and "`nh1-" in coded.text, coded.text
    code = coded.text.split("`")[1]
    setup = decode(code)
    assert "seed" not in setup and "piles" not in setup and "pile" not in json.dumps(setup)  # nothing secret
    with acting("en"):
        [fought] = await service.commands.run(CHANNEL, ALA, "/hexlab battle")
    assert not fought.ephemeral and fought.battle is not None and code in fought.text, fought.text
    assert await snapshot(service) == before  # the game itself is untouched


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        ("en", "/hexlab battle code:nh1-garbage", "not a position code"),
        ("pl", "/hexlab bitwa kod:xyz", "nie umie odczytać"),
        ("en", "/hexlab battle", "Give a position code"),
        ("en", "/hexlab code", "There is no game in this channel"),
    ],
)
async def test_bad_input_is_a_short_private_answer(db_path: str, lang: str, line: str, expected: str) -> None:
    service = await make_service(db_path, FakeClock())
    with acting(lang):
        [reply] = await service.commands.run(CHANNEL, ALA, line)
    assert reply.ephemeral and reply.refused and expected in reply.text, reply.text
    assert await service.repo.stores.games.last_game(CHANNEL) is None
