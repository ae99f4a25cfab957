"""The rules lab's other sources and tools (docs/lab.md, issue 37): a position from move N of a
game the user may see (rebuilt by replaying its log), from an attached scenario file, "what
if" side by side, and a moderator's ruling saved as a scenario file that the project's own
scenario tests pass unedited — in English and Polish, bad input answered privately."""

from __future__ import annotations

import json
import random
import shlex
from pathlib import Path

import pytest

from bot.history import game_options, rebuild
from bot.locale import acting
from bot.storage.base import KIND_ACTION
from rules.position import code_of, decode
from rules.scenario import load
from tests.bot.helpers import (
    ALA,
    CHANNEL,
    EVE,
    FakeClock,
    RecordingRenderer,
    make_service,
    play_one,
    snapshot,
    start_game,
)
from tests.rules import test_scenarios

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
OTHER = CHANNEL + 1

# Player 1's Runner destroys player 2's HQ (1 HP); a Moloch Hunter-Killer put on D2 facing N
# kills the Runner first and player 1's HQ falls instead: the change flips who wins.
FLIP = {
    "players": {"1": {"army": "outpost", "hq_hp": 1}, "2": {"army": "moloch", "hq_hp": 1}},
    "board": [
        {"hex": "C2", "player": 1, "tile": "hq"},
        {"hex": "E3", "player": 2, "tile": "hq"},
        {"hex": "D3", "player": 1, "tile": "runner", "facing": "SE"},
    ],
}


def _words(lang: str) -> dict[str, str]:
    return {
        "en": {"battle": "battle", "code": "code", "game": "game", "move": "move", "file": "file"},
        "pl": {"battle": "bitwa", "code": "kod", "game": "gra", "move": "ruch", "file": "plik"},
    }[lang]


async def _played(service, moves: int) -> None:  # type: ignore[no-untyped-def]
    await start_game(service)
    rng = random.Random(3)
    for _ in range(moves):
        await play_one(service, rng)


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_a_position_after_move_n_of_a_game(db_path: str, lang: str) -> None:
    service = await make_service(db_path, FakeClock(), renderer=RecordingRenderer())
    await _played(service, 12)
    stores = service.repo.stores.games
    game = await stores.live_game(CHANNEL)
    assert game is not None
    rows = await stores.actions(game.id)
    n = next(i for i, r in enumerate(rows, start=1) if i > 6 and r.kind == KIND_ACTION)
    expected = rebuild(game.armies, game.seed, rows[:n], **game_options(game))
    w = _words(lang)
    with acting(lang):
        [coded] = await service.commands.run(CHANNEL, ALA, f"/hexlab {w['code']} {w['game']}:{game.id} {w['move']}:{n}")
        [fought] = await service.commands.run(
            OTHER, EVE, f"/hexlab {w['battle']} {w['game']}:{game.id} {w['move']}:{n}"
        )
    assert coded.ephemeral and f"`{code_of(expected)}`" in coded.text, coded.text
    assert f"#{game.id}" in coded.text and str(n) in coded.text
    # Eve, in another channel, is refused: a live game of another channel and not hers
    assert fought.ephemeral and fought.refused and f"#{game.id}" in fought.text, fought.text
    with acting(lang):
        [fought] = await service.commands.run(CHANNEL, EVE, f"/hexlab {w['battle']} {w['move']}:{n}")
    assert not fought.ephemeral and fought.battle is not None, fought.text
    assert code_of(expected) in fought.text
    # out of range: a short private answer naming the range
    with acting(lang):
        [wrong] = await service.commands.run(
            CHANNEL, ALA, f"/hexlab {w['battle']} {w['game']}:{game.id} {w['move']}:999"
        )
        [nogame] = await service.commands.run(CHANNEL, ALA, f"/hexlab {w['code']} {w['game']}:4242 {w['move']}:1")
    assert wrong.refused and wrong.ephemeral and f"1 {'to' if lang == 'en' else 'do'} {len(rows)}" in wrong.text, (
        wrong.text
    )
    assert nogame.refused and "#4242" in nogame.text, nogame.text


async def test_a_finished_game_is_open_to_anyone_and_its_end_is_refused(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    await _played(service, 6)
    game = await service.repo.stores.games.live_game(CHANNEL)
    assert game is not None
    await service.commands.run(CHANNEL, ALA, "/hex resign confirm:yes")
    rows = await service.repo.stores.games.actions(game.id)
    with acting("en"):
        [fine] = await service.commands.run(OTHER, EVE, f"/hexlab code game:{game.id} move:{len(rows) - 1}")
        [over] = await service.commands.run(OTHER, EVE, f"/hexlab code game:{game.id} move:{len(rows)}")
        [two] = await service.commands.run(OTHER, EVE, f"/hexlab battle game:{game.id} code:nh1-x")
    assert fine.ephemeral and not fine.refused and "`nh1-" in fine.text, fine.text
    assert over.refused and "is over after move" in over.text, over.text
    assert two.refused and "Give one position" in two.text, two.text


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_a_scenario_file_sets_up_the_position(db_path: str, lang: str) -> None:
    service = await make_service(db_path, FakeClock(), renderer=RecordingRenderer())
    text = (SCENARIOS / "armor_turns_with_facing.json").read_text(encoding="utf-8")
    w = _words(lang)
    line = f"/hexlab {w['battle']} {w['file']}:{shlex.quote(json.dumps(json.loads(text)))}"
    with acting(lang):
        [reply] = await service.commands.run(CHANNEL, ALA, line)
    assert not reply.ephemeral and reply.battle is not None, reply.text
    assert code_of(load(json.loads(text))) in reply.text


@pytest.mark.parametrize(
    ("lang", "content", "expected"),
    [
        ("en", "{not json", "it is not JSON"),
        ("pl", "[1, 2]", "Nie da się ustawić tego scenariusza"),
        ("en", json.dumps({"format": "hexbot-game/3", "actions": []}), "a game export"),
        ("en", json.dumps({**FLIP, "board": [{"hex": "C2", "player": 1, "tile": "gauss-cannon"}]}), "no tile"),
        ("pl", json.dumps({**FLIP, "actions": ["play sniper Z9"]}), "Nie da się ustawić"),
    ],
)
async def test_a_malformed_or_foreign_file_is_refused(db_path: str, lang: str, content: str, expected: str) -> None:
    service = await make_service(db_path, FakeClock())
    w = _words(lang)
    with acting(lang):
        [reply] = await service.commands.run(CHANNEL, ALA, f"/hexlab {w['battle']} {w['file']}:{shlex.quote(content)}")
    assert reply.ephemeral and reply.refused and expected in reply.text, reply.text


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_what_if_shows_both_outcomes_and_a_flipped_winner(db_path: str, lang: str) -> None:
    service = await make_service(db_path, FakeClock(), renderer=RecordingRenderer())
    code = code_of(load(FLIP))
    line = {
        "en": f"/hexlab whatif code:{code} change:place 2 hunter-killer D2 N",
        "pl": f"/hexlab cojeśli kod:{code} zmiana:postaw 2 łowca D2 N",
    }[lang]
    with acting(lang):
        [reply] = await service.commands.run(CHANNEL, ALA, line)
    assert not reply.ephemeral, reply.text
    assert [i.filename for i in reply.images] == ["whatif-1.png", "whatif-2.png"]
    changed = dict(FLIP, board=[*FLIP["board"], {"hex": "D2", "player": 2, "tile": "hunter-killer", "facing": "N"}])
    assert code_of(load(changed)) in reply.text
    if lang == "en":
        assert "Player 1 (Outpost) wins. → Player 2 (Moloch) wins." in reply.text.replace("player", "Player"), (
            reply.text
        )
        assert "Only with the change dies: Runner (D3)" in reply.text, reply.text
        assert "Outpost HQ: 1 → 0" in reply.text and "Moloch HQ: 0 → 1" in reply.text, reply.text
    else:
        assert "Wynik się zmienia" in reply.text and "Tylko po zmianie giną" in reply.text, reply.text


@pytest.mark.parametrize(
    ("lang", "change", "expected"),
    [
        ("en", "jump C3", "not a change the lab knows"),
        ("en", "remove C4", "There is no tile on C4"),
        ("en", "turn D3", "Turn a tile like this"),
        ("en", "place 1 hq B2", "second HQ"),
        ("pl", "sztab 7 5", "to nie gracz tej pozycji"),
        ("pl", "obróć D3 XX", "XX"),
        ("en", "hq 2 99", "hq_hp must be an integer"),
        ("en", "net D3", "steel_net"),
    ],
)
async def test_a_bad_change_is_a_short_private_answer(db_path: str, lang: str, change: str, expected: str) -> None:
    service = await make_service(db_path, FakeClock())
    word = "whatif code" if lang == "en" else "cojeśli kod"
    opt = "change" if lang == "en" else "zmiana"
    with acting(lang):
        [reply] = await service.commands.run(CHANNEL, ALA, f"/hexlab {word}:{code_of(load(FLIP))} {opt}:{change}")
    assert reply.ephemeral and reply.refused and expected in reply.text, reply.text


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_a_saved_ruling_passes_the_scenario_tests_unedited(db_path: str, lang: str, tmp_path: Path) -> None:
    service = await make_service(db_path, FakeClock())
    source = json.loads((SCENARIOS / "simultaneous_shooters_kill_each_other.json").read_text(encoding="utf-8"))
    code = code_of(load(source))
    line = {
        "en": f"/hexlab save code:{code} rule:Shooters of one initiative kill each other source:R-test name:Both Die",
        "pl": f"/hexlab zapisz kod:{code} zasada:Strzelcy jednej inicjatywy giną razem źródło:R-test nazwa:oba_gina",
    }[lang]
    with acting(lang):
        [refused] = await service.commands.run(CHANNEL, ALA, line)
        [saved] = await service.commands.run(CHANNEL, ALA, line, is_moderator=True)
    assert refused.ephemeral and refused.refused and not refused.images, refused.text
    assert saved.ephemeral and len(saved.images) == 1, saved.text
    [attached] = saved.images
    assert attached.filename == {"en": "both_die.json", "pl": "oba_gina.json"}[lang]
    path = tmp_path / attached.filename
    path.write_bytes(attached.data)
    data = json.loads(attached.data)
    assert data["expect"]["board"] == [] and data["expect"]["segments"] == [3], data["expect"]
    assert decode(code_of(load(data))) == decode(code)
    test_scenarios.test_scenario(path)  # the scenario tests' own run and checker, unedited


async def test_a_saved_ruling_fails_the_checker_once_the_outcome_differs(db_path: str, tmp_path: Path) -> None:
    """The saved expectation is not empty: a position that resolves otherwise fails it."""
    service = await make_service(db_path, FakeClock())
    with acting("en"):
        [saved] = await service.commands.run(
            CHANNEL, ALA, f"/hexlab save code:{code_of(load(FLIP))} rule:r source:s", is_moderator=True
        )
    data = json.loads(saved.images[0].data)
    assert saved.images[0].filename.startswith("lab_")
    assert data["expect"]["players"]["2"] == {"hq_hp": 0}
    [runner] = [u for u in data["board"] if u["tile"] == "runner"]
    runner["facing"] = "N"  # the Runner turned away: the HQ is not hit
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(pytest.fail.Exception):
        test_scenarios.test_scenario(path)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("/hexlab save code:nh1-x rule:r source:s", "not a position code"),
        ("/hexlab save code:CODE rule:r source:s name:../../etc", "cannot be a scenario's file name"),
    ],
)
async def test_bad_rulings_are_refused(db_path: str, line: str, expected: str) -> None:
    service = await make_service(db_path, FakeClock())
    with acting("en"):
        [reply] = await service.commands.run(CHANNEL, ALA, line.replace("CODE", code_of(load(FLIP))), is_moderator=True)
    assert reply.ephemeral and reply.refused and expected in reply.text, reply.text


async def test_what_if_on_the_channels_game_changes_nothing_of_it(db_path: str) -> None:
    service = await make_service(db_path, FakeClock(), renderer=RecordingRenderer())
    await _played(service, 8)
    before = await snapshot(service)
    with acting("en"):
        [reply] = await service.commands.run(CHANNEL, ALA, "/hexlab whatif change:hq 2 5")
    assert not reply.ephemeral and "What if `hq 2 5`" in reply.text and len(reply.images) == 2, reply.text
    assert await snapshot(service) == before
