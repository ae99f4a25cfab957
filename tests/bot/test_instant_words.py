"""/hex play asks each instant for what its army registered it to take (rules.registry.Instant
``words``): a Vegas Rotation takes a unit and a facing, a Castling two units, a Small Bomb
three hexes in one target; what is missing or not taken is said privately, naming the
options as the player's client shows them, and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import App
from bot.locale import acting
from rules import registry, scenario
from rules.state import GameState
from tests.bot.helpers import ALA, CHANNEL, FakeClock, inject, make_service, snapshot, start_game

VEGAS: dict[str, Any] = {
    "players": {"1": {"army": "vegas"}, "2": {"army": "neojungle"}},
    "hands": {"1": ["rotation", "castling", "sniper"], "2": ["small-bomb"]},
    "board": [
        {"hex": "C3", "player": 1, "tile": "hq", "facing": "N"},
        {"hex": "C2", "player": 1, "tile": "guard", "facing": "S"},
        {"hex": "E3", "player": 2, "tile": "hq", "facing": "N"},
        {"hex": "D4", "player": 2, "tile": "crusher", "facing": "N"},
    ],
}


async def _service(db_path: str) -> App:
    service = await make_service(db_path, FakeClock())
    await start_game(service, armies=("moloch", "outpost"))
    await inject(service, scenario.load(VEGAS))
    return service


async def _state(service: App) -> GameState:
    game = await service.repo.stores.games.live_game(CHANNEL)
    assert game is not None
    return GameState.loads(game.state_json)


def test_every_instant_says_what_it_takes() -> None:
    assert registry.INSTANTS["rotation"].words == ("unit", "facing")
    assert registry.INSTANTS["castling"].words == ("unit", "target")
    assert registry.INSTANTS["small_bomb"].words == ("target",)
    assert registry.INSTANTS["battle"].words == registry.INSTANTS["terror"].words == ()
    for kind, instant in registry.INSTANTS.items():
        assert set(instant.words) <= {"unit", "target", "facing"}, kind


async def test_a_rotation_through_hex_play(db_path: str) -> None:
    service = await _service(db_path)
    with acting("en"):
        [reply] = await service.commands.run(CHANNEL, ALA, "/hex play tile:rotation unit:C2 facing:N")
    assert not reply.ephemeral, reply.text
    state = await _state(service)
    assert state.units[state.board.parse("C2")].facing.name == "N"
    assert "rotation" not in state.players[1].hand


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        ("en", "/hex play tile:rotation unit:C2", "needs unit:, facing:"),
        ("pl", "/hex play tile:rotation unit:C2", "wymaga: "),
        ("en", "/hex play tile:castling unit:C2", "needs unit:, target:"),
        ("en", "/hex play tile:rotation unit:C2 facing:N target:C4", "target:"),
        ("en", "/hex play tile:castling unit:C3 target:C2 facing:N", "facing:"),
    ],
)
async def test_what_is_missing_or_not_taken_is_said_privately(
    db_path: str, lang: str, line: str, expected: str
) -> None:
    service = await _service(db_path)
    before = await snapshot(service)
    with acting(lang):
        [reply] = await service.commands.run(CHANNEL, ALA, line)
    assert reply.ephemeral and reply.refused and expected in reply.text, reply.text
    assert await snapshot(service) == before


async def test_castling_through_hex_play(db_path: str) -> None:
    service = await _service(db_path)
    with acting("en"):
        [reply] = await service.commands.run(CHANNEL, ALA, "/hex play tile:castling unit:C2 target:C3")
    assert not reply.ephemeral, reply.text
    state = await _state(service)
    assert state.units[state.board.parse("C2")].tile == "hq" and state.units[state.board.parse("C3")].tile == "guard"
