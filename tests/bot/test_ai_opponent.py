"""Games against the computer player through the use cases: start, play, undo, restart."""

from __future__ import annotations

import random

from bot.app import App
from bot.storage.base import KIND_ACTION, KIND_UNDO
from tests.bot.helpers import ALA, CHANNEL, FakeClock, RecordingRenderer, live, make_service

BOT = 99  # the computer player's user id in these tests


async def _service(db_path: str, clock: FakeClock) -> App:
    svc = await make_service(db_path, clock, RecordingRenderer())
    svc.computer.user_id = BOT
    return svc


async def _human_move(service: App, rng: random.Random) -> None:
    """One random legal action of the human (ending the turn now and then)."""
    game, state = await live(service)
    assert game.players[state.to_act - 1] == ALA
    legal = service.legal.of(game, state)
    non_end = [a for a in legal if a.verb != "end"]
    action = rng.choice(non_end) if non_end and rng.random() < 0.6 else rng.choice(legal)
    reply = await service.turns.act(CHANNEL, ALA, str(action))
    assert not reply.ephemeral, reply.text


async def test_a_game_against_the_bot_from_new_to_result(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock)
    rng = random.Random(5)
    start = await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="outpost", opponent_army="moloch")
    assert not start.ephemeral and "plays against the bot" in start.text
    assert await service.ai.ai_turns(CHANNEL) == []  # the human places the first HQ
    ai_replies = 0
    for _ in range(600):
        game, state = await live(service)
        if state.result is not None:
            break
        await _human_move(service, rng)
        replies = await service.ai.ai_turns(CHANNEL)
        ai_replies += len(replies)
        assert all(not r.ephemeral and r.text.startswith(f"<@{BOT}> ") for r in replies)
        assert all(BOT not in r.mentions for r in replies)
    game, state = await live(service)
    assert state.result is not None and game.status == "finished"
    assert ai_replies > 5
    rows = await service.repo.stores.games.actions(game.id)
    assert any(r.user_id == BOT and r.kind == KIND_ACTION for r in rows)
    assert not [r for r in await service.repo.stores.reminders.pending_reminders(game.id) if r.user_id == BOT]
    await service.repo.close()


async def test_the_bot_plays_first_and_accepts_an_undo(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock)
    await service.setup.new_game(
        CHANNEL, ALA, opponent_id=BOT, army="borgo", opponent_army="hegemony", first="opponent"
    )
    (hq,) = await service.ai.ai_turns(CHANNEL)
    assert "placed their HQ" in hq.text
    game, state = await live(service)
    assert game.players == (BOT, ALA) and state.to_act == 2
    free = next(state.board.name(h) for h in state.board.hexes if h not in state.units)
    await service.turns.act(CHANNEL, ALA, f"hq {free}")
    turn = await service.ai.ai_turns(CHANNEL)
    assert turn and "ended their turn" in turn[-1].text
    # The human places a tile, then asks to undo it: the bot agrees at once.
    game, state = await live(service)
    place = next(a for a in service.legal.of(game, state) if a.verb == "place")
    await service.turns.act(CHANNEL, ALA, str(place))
    asked = await service.endings.undo(CHANNEL, ALA)
    assert not asked.ephemeral and BOT not in asked.mentions
    (answer,) = await service.ai.ai_turns(CHANNEL)
    assert "Undid" in answer.text
    rows = await service.repo.stores.games.actions(game.id)
    assert rows[-1].kind == KIND_UNDO and rows[-1].user_id == BOT
    await service.repo.close()


async def test_a_restart_with_the_bot_to_act_resumes(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock)
    await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="moloch", opponent_army="borgo")
    await service.turns.act(CHANNEL, ALA, "hq C2")
    await service.repo.close()  # the process stops before the bot placed its HQ
    service = await _service(db_path, clock)
    assert await service.ai.ai_games_to_resume() == [CHANNEL]
    replies = await service.ai.ai_turns(CHANNEL)
    assert replies and "placed their HQ" in replies[0].text
    assert await service.ai.ai_games_to_resume() == []
    await service.repo.close()


async def test_draw_offers_are_accepted_only_when_the_bot_is_behind(db_path: str, clock: FakeClock) -> None:
    service = await _service(db_path, clock)
    await service.setup.new_game(CHANNEL, ALA, opponent_id=BOT, army="moloch", opponent_army="borgo")
    await service.turns.act(CHANNEL, ALA, "hq C2")
    await service.ai.ai_turns(CHANNEL)
    await service.endings.offer_draw(CHANNEL, ALA)
    (answer,) = await service.ai.ai_turns(CHANNEL)
    assert "refused" in answer.text  # even on hit points: play on
    game, _ = await live(service)
    assert game.status == "active"
    await service.repo.close()
