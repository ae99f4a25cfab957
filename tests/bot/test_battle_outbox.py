"""The outbox of battles to post: queued with their action, rebuilt by replay, progress kept."""

from __future__ import annotations

import random

import pytest

import bot.storage.outbox
from bot.app import App
from bot.storage.base import KIND_ACTION
from rules.events import BattleFought
from rules.game import apply, legal_actions
from tests.bot.helpers import CHANNEL, FakeClock, RecordingRenderer, live, make_service, play_one, snapshot, start_game

BOTH_BACKENDS = True  # storage is exercised: SQLite and PostgreSQL (tests/storage/backends.py)


async def _to_a_battle_action(service: App, seed: int = 3) -> tuple[int, str]:
    """Play random moves until the player to act can play a Battle tile; (user, notation) of it."""
    rng = random.Random(seed)
    for _ in range(300):
        game, state = await live(service)
        for action in legal_actions(state):
            if action.verb == "play" and action.tile == "battle":
                _, events = apply(state, action)
                if any(isinstance(e, BattleFought) for e in events):
                    user = game.players[state.to_act - 1]
                    assert user is not None
                    return user, str(action)
        await play_one(service, rng)
    raise AssertionError("no Battle tile came up")


async def test_actions_without_a_battle_queue_nothing(service: App) -> None:
    reply = await start_game(service)
    assert reply.outbox_id is None
    reply = await play_one(service, random.Random(1))  # an HQ
    assert reply.battle is None and reply.outbox_id is None
    assert await service.outbox.pending_battle_posts() == []


async def test_a_battle_is_queued_with_its_action_and_rebuilt_identically(
    db_path: str, clock: FakeClock, renderer: RecordingRenderer
) -> None:
    service = await make_service(db_path, clock, renderer)
    await start_game(service)
    user, notation = await _to_a_battle_action(service)
    reply = await service.turns.act(CHANNEL, user, notation)
    assert reply.battle is not None and reply.outbox_id is not None

    game, _ = await live(service)
    rows = await service.repo.stores.games.actions(game.id)
    [post] = await service.outbox.pending_battle_posts()
    assert (post.id, post.game_id, post.channel_id) == (reply.outbox_id, game.id, CHANNEL)
    assert (post.action_seq, post.battle_index, post.delivered, post.thread_id, post.status) == (
        rows[-1].seq,
        0,
        0,
        None,
        "pending",
    )
    assert rows[-1].kind == KIND_ACTION and rows[-1].notation == notation
    assert await service.outbox.battle_post(post.id) == reply.battle  # texts and images alike

    # the game moves on: the queued battle is still the same
    rng = random.Random(4)
    await play_one(service, rng)
    assert await service.outbox.battle_post(post.id) == reply.battle
    await service.repo.close()

    service = await make_service(db_path, clock, renderer)  # a restart
    assert [p.id for p in await service.outbox.pending_battle_posts()] == [post.id]
    assert await service.outbox.battle_post(post.id) == reply.battle
    with pytest.raises(LookupError):
        await service.outbox.battle_post(post.id + 1)
    await service.repo.close()


async def test_a_battle_undone_later_is_still_rebuilt(service: App) -> None:
    await start_game(service)
    user, notation = await _to_a_battle_action(service, seed=5)
    reply = await service.turns.act(CHANNEL, user, notation)
    assert reply.outbox_id is not None
    game, _ = await live(service)
    opponent = next(p for p in game.players if p != user)
    assert opponent is not None
    assert not (await service.endings.undo(CHANNEL, user)).ephemeral
    undone = await service.endings.answer_undo(CHANNEL, opponent, True)
    assert not undone.ephemeral and "Undid" in undone.text
    assert await service.outbox.battle_post(reply.outbox_id) == reply.battle


async def test_progress_then_done(service: App, clock: FakeClock) -> None:
    await start_game(service)
    user, notation = await _to_a_battle_action(service)
    reply = await service.turns.act(CHANNEL, user, notation)
    assert reply.outbox_id is not None
    oid = reply.outbox_id

    clock.advance(seconds=5)
    await service.outbox.mark_battle_progress(oid, message_id=66)
    await service.outbox.mark_battle_progress(oid, thread_id=77)
    await service.outbox.mark_battle_progress(oid, delivered=2)
    [post] = await service.outbox.pending_battle_posts()
    assert (post.delivered, post.thread_id, post.message_id) == (2, 77, 66)
    assert post.updated_at == clock.now > post.created_at

    await service.outbox.restart_battle_post(oid)  # the thread was deleted: start over
    [post] = await service.outbox.pending_battle_posts()
    assert (post.delivered, post.thread_id, post.message_id) == (0, None, 66)

    await service.outbox.mark_battle_done(oid)
    assert await service.outbox.pending_battle_posts() == []
    done = await service.repo.stores.outbox.get_battle_post(oid)
    assert done is not None and done.status == "done"


async def test_a_failure_while_queuing_the_battle_stores_nothing(service: App, monkeypatch: pytest.MonkeyPatch) -> None:
    await start_game(service)
    user, notation = await _to_a_battle_action(service)
    before = await snapshot(service)

    def failing(*args: object, **kwargs: object) -> list[int]:
        raise OSError("disk I/O error (simulated)")  # inside the save's transaction, after the action row

    monkeypatch.setattr(bot.storage.outbox, "queue", failing)
    with pytest.raises(OSError):
        await service.turns.act(CHANNEL, user, notation)
    monkeypatch.undo()

    assert await snapshot(service) == before  # neither the action nor the battle
    assert await service.outbox.pending_battle_posts() == []
    reply = await service.turns.act(CHANNEL, user, notation)  # the same action goes through afterwards
    assert reply.outbox_id is not None and len(await service.outbox.pending_battle_posts()) == 1


async def test_the_picture_after_a_battle_shows_whose_turn_it_is_now(
    db_path: str, clock: FakeClock, renderer: RecordingRenderer
) -> None:
    """The battle's last picture is the game as the rules left it: the turn marker on the
    player to act next, not on the one who played the Battle tile (also when rebuilt)."""
    service = await make_service(db_path, clock, renderer)
    await start_game(service)
    user, notation = await _to_a_battle_action(service)
    _, state = await live(service)
    mover = state.to_act
    reply = await service.turns.act(CHANNEL, user, notation)
    assert reply.battle is not None and reply.outbox_id is not None
    _, now = await live(service)
    battles = [kw for what, kw in renderer.calls if what == "battles"]
    assert battles[-1]["then_to_act"] == now.to_act != mover
    await service.outbox.battle_post(reply.outbox_id)  # rebuilt from the log, as after a restart
    rebuilt = [kw for what, kw in renderer.calls if what == "battles"][-1]
    assert rebuilt["then_to_act"] == now.to_act
    await service.repo.close()
