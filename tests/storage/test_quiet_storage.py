"""Migration 8 (a quiet channel): live turn messages, game threads, the server setting and
followers, on every backend."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.storage import NewBattlePost
from bot.storage.base import GameThread, LiveMessage, NewAction, NewReminder
from tests.storage.backends import Opener
from tests.storage.test_contract import BIG, NOW, record

LATER = datetime(2025, 3, 2, 9, 30, tzinfo=UTC)


async def test_a_live_message_is_stored_replaced_and_read_back(open_repo: Opener) -> None:
    repo = await open_repo()
    game = await repo.stores.games.create_game(record(channel=BIG))
    assert await repo.stores.channels.get_live_message(game.id) is None
    first = LiveMessage(game.id, BIG, BIG + 1, "play:1:1", 3, ("@ala placed Runner on C3",))
    await repo.stores.channels.put_live_message(first, NOW)
    assert await repo.stores.channels.get_live_message(game.id) == first
    second = LiveMessage(game.id, BIG, BIG + 2, "play:2:2", 5, ())
    await repo.stores.channels.put_live_message(second, LATER)
    assert await repo.stores.channels.get_live_message(game.id) == second
    await repo.close()
    repo = await open_repo()  # survives a restart
    assert await repo.stores.channels.get_live_message(game.id) == second
    await repo.close()


async def test_a_game_thread_records_its_lobby_and_moves_with_its_game(open_repo: Opener) -> None:
    repo = await open_repo()
    thread, lobby, new_thread = BIG, BIG - 5, BIG + 9
    game = await repo.stores.games.create_game(record(channel=thread))
    await repo.stores.channels.add_game_thread(GameThread(thread, lobby, 77), NOW)
    assert await repo.stores.channels.get_game_thread(thread) == GameThread(thread, lobby, 77)
    assert await repo.stores.channels.get_game_thread(lobby) is None
    saved = game.evolve(version=2)
    ids = await repo.stores.games.save_with_battle_posts(
        saved, 1, [NewAction(1, 1, "action", "end")], [NewReminder(1, "first", LATER)], [NewBattlePost(0)]
    )
    assert ids
    await repo.stores.channels.put_live_message(LiveMessage(game.id, thread, 123, "k", 2), NOW)

    await repo.stores.games.move_game(game.id, thread, new_thread)

    assert await repo.stores.games.live_game(thread) is None
    moved = await repo.stores.games.live_game(new_thread)
    assert moved is not None and moved.id == game.id
    assert await repo.stores.channels.get_game_thread(thread) is None
    assert await repo.stores.channels.get_game_thread(new_thread) == GameThread(new_thread, lobby, 77)
    live = await repo.stores.channels.get_live_message(game.id)
    assert live is not None and live.channel_id == new_thread
    (post,) = await repo.stores.outbox.pending_battle_posts()
    assert post.channel_id == new_thread
    (reminder,) = await repo.stores.reminders.pending_reminders(game.id)
    assert reminder.channel_id == new_thread
    await repo.close()


async def test_the_server_setting_for_game_threads(open_repo: Opener) -> None:
    repo = await open_repo()
    assert await repo.stores.channels.get_game_threads_default(BIG) is None
    await repo.stores.channels.set_game_threads_default(BIG, True, NOW)
    assert await repo.stores.channels.get_game_threads_default(BIG) is True
    await repo.stores.channels.set_game_threads_default(BIG, False, LATER)
    assert await repo.stores.channels.get_game_threads_default(BIG) is False
    assert await repo.stores.channels.get_game_threads_default(BIG + 1) is None
    await repo.stores.channels.set_game_threads_default(BIG, None, LATER)
    assert await repo.stores.channels.get_game_threads_default(BIG) is None
    await repo.close()


async def test_followers_are_added_once_and_removed(open_repo: Opener) -> None:
    repo = await open_repo()
    game = await repo.stores.games.create_game(record())
    assert await repo.stores.channels.add_follower(game.id, BIG, NOW) is True
    assert await repo.stores.channels.add_follower(game.id, BIG, LATER) is False
    assert await repo.stores.channels.add_follower(game.id, 3, LATER) is True
    assert await repo.stores.channels.followers(game.id) == [BIG, 3]
    assert await repo.stores.channels.remove_follower(game.id, BIG) is True
    assert await repo.stores.channels.remove_follower(game.id, BIG) is False
    assert await repo.stores.channels.followers(game.id) == [3]
    await repo.close()
