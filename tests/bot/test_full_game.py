"""Complete games through the use cases, from /hex new to a result, with a restart."""

from __future__ import annotations

import json
import random

from bot.app import App
from bot.history import replay_export
from bot.storage.base import FINISHED
from rules.state import GameState
from tests.bot.helpers import ALA, CHANNEL, OLA, FakeClock, RecordingRenderer, live, make_service, play_one, start_game

BOTH_BACKENDS = True  # storage is exercised: SQLite and PostgreSQL (tests/storage/backends.py)


async def _play_to_end(service: App, rng: random.Random, limit: int = 400) -> list:
    replies = []
    for _ in range(limit):
        game, _ = await live(service)
        if game.status != "active":
            return replies
        replies.append(await play_one(service, rng))
    raise AssertionError("the game did not end")


async def test_complete_game_with_battles_and_restart(db_path: str, clock: FakeClock) -> None:
    renderer = RecordingRenderer()
    service = await make_service(db_path, clock, renderer)
    await start_game(service)
    rng = random.Random(5)
    replies = []
    for _ in range(30):  # the first part of the game
        replies.append(await play_one(service, rng))
        clock.advance(minutes=3)
    game_before, state_before = await live(service)
    await service.repo.close()  # the bot stops ...

    service = await make_service(db_path, clock, renderer)  # ... and starts again
    game_after, state_after = await live(service)
    assert (game_after.id, game_after.version) == (game_before.id, game_before.version)
    assert state_after.to_json() == state_before.to_json()
    replies += await _play_to_end(service, rng)

    game, state = await live(service)
    assert game.status == FINISHED
    assert state.result is not None and game.result_reason == state.result.reason
    assert "Game over" in replies[-1].text
    assert set(replies[-1].mentions) <= {ALA, OLA}
    # every action reply shows the board
    assert all(r.images and r.images[0].data.startswith(b"\x89PNG") for r in replies)
    # at least one battle (the final battle at least) was narrated segment by segment
    battles = [r.battle for r in replies if r.battle is not None]
    assert battles, "no battle was fought"
    for b in battles:
        assert b.posts and b.summary.startswith(("Battle", "Final", "full", "overtime")) or b.summary
        assert b.posts[-1].text.startswith("Result:")
        assert all(p.text.startswith(("Initiative", "Result", "**", "Battle", "Nobody")) for p in b.posts)
    assert any(p.image is not None for b in battles for p in b.posts)
    # the export replays to the stored final state
    exported = await service.info.export(CHANNEL, ALA)
    doc = json.loads(exported.images[0].data)
    assert doc["result"]["reason"] == state.result.reason
    assert replay_export(doc).to_json() == state.to_json()
    assert doc["turns"] == state.turn_number
    # the last battle can be posted again after a restart (rebuilt by replay)
    again = await service.info.last_battle(CHANNEL, OLA)
    assert again.battle is not None and again.battle.posts == battles[-1].posts
    other = await service.info.export(CHANNEL, ALA, game_id=game.id + 100)
    assert other.ephemeral
    # the log lists every row, numbered
    log = await service.info.log(CHANNEL, OLA)
    rows = await service.repo.stores.games.actions(game.id)
    full = log.images[0].data.decode().splitlines()
    numbered = [line for line in full if line[:1].isdigit()]
    assert len(numbered) == len(rows) and numbered[0].startswith("1. ")
    assert full[0].startswith("Neuroshima Hex, game") and "<@" not in "".join(full)
    await service.repo.close()


async def test_finished_game_frees_the_channel(service: App, clock: FakeClock) -> None:
    await start_game(service)
    rng = random.Random(8)
    await _play_to_end(service, rng)
    again = await service.setup.new_game(CHANNEL, OLA, opponent_id=ALA, army="borgo", opponent_army="hegemony")
    assert not again.ephemeral
    game, state = await live(service)
    assert game.armies == ("borgo", "hegemony") and game.players == (OLA, ALA)
    assert isinstance(state, GameState)


async def test_several_seeds_end_with_a_result(service: App) -> None:
    for i, armies in enumerate((("borgo", "hegemony"), ("hegemony", "moloch"), ("outpost", "borgo"))):
        channel = CHANNEL + 1 + i
        await start_game(service, channel, armies)
        rng = random.Random(100 + i)
        for _ in range(400):
            game, _ = await live(service, channel)
            if game.status != "active":
                break
            await play_one(service, rng, channel)
        game, state = await live(service, channel)
        assert game.status == FINISHED and state.result is not None
