"""The delivery outbox's store on both databases: queued in a save's transaction and only
once per key, claimed with leases by one process at a time (two processes claiming at
once get disjoint items), a game's turns one at a time and in order, leases renewed,
expired and taken over, retries, pruning, the operators' figures, and the live message's
compare-and-set."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

from bot.storage import NewAction, NewBattlePost
from bot.storage.base import LiveMessage
from bot.storage.outbox import DONE, FAILED, PENDING, TURN_GRACE_S, NewDelivery, delivery_key
from tests.storage.backends import Opener
from tests.storage.test_contract import NOW, record

LATER = NOW + timedelta(seconds=TURN_GRACE_S + 1)


async def _game(repo: Any, channel: int = 5) -> Any:
    return await repo.stores.games.create_game(record(channel))


async def _save(repo: Any, game: Any, *, battle: bool = False) -> Any:
    new = game.evolve(version=game.version + 1, updated_at=NOW)
    posts = [NewBattlePost(0)] if battle else []
    assert (
        await repo.stores.games.save_with_battle_posts(
            new, game.version, [NewAction(1, 1, "action", "end")], None, posts
        )
        is not None
    )
    return new


async def test_a_save_queues_its_turn_and_battle_once(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    try:
        game = await _game(repo)
        new = await _save(repo, game, battle=True)
        items = await repo.stores.deliveries.deliveries(game_id=game.id)
        assert [(i.kind, i.version, i.status) for i in items] == [
            ("turn", new.version, PENDING),
            ("battle", new.version, PENDING),
        ]
        turn = items[0]
        assert turn.key == delivery_key("game", game.id, new.version, "turn") and turn.payload == {"seq": 1}
        assert turn.due_at == NOW + timedelta(seconds=TURN_GRACE_S)  # its interaction shows it first
        again = NewDelivery(turn.key, "turn", game.channel_id, game.id, version=new.version)
        assert await repo.stores.deliveries.queue([again], NOW) == 0  # the same key: a no-op
        assert len(await repo.stores.deliveries.deliveries(game_id=game.id)) == 2
    finally:
        await repo.close()


async def test_leases_one_process_at_a_time_and_taken_over_when_they_expire(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    try:
        game = await _game(repo)
        await _save(repo, game)
        assert await repo.stores.deliveries.claim("a", NOW, 60) == []  # not due yet (the grace)
        [item] = await repo.stores.deliveries.claim("a", LATER, 60)
        assert item.lease_owner == "a"
        assert await repo.stores.deliveries.claim("b", LATER, 60) == []
        assert await repo.stores.deliveries.claim_key(item.key, "b", LATER, 60) is None
        assert await repo.stores.deliveries.renew([item.id], "a", LATER + timedelta(seconds=50), 60) == {item.id}
        assert await repo.stores.deliveries.claim("b", LATER + timedelta(seconds=70), 60) == []  # renewed
        [taken] = await repo.stores.deliveries.claim("b", LATER + timedelta(seconds=200), 60)  # "a" died
        assert taken.id == item.id and taken.lease_owner == "b"
        assert await repo.stores.deliveries.renew([item.id], "a", LATER + timedelta(seconds=201), 60) == set()
        assert not await repo.stores.deliveries.progress(item.id, "a", {"posted": 1}, LATER)  # not "a"'s any more
        assert await repo.stores.deliveries.progress(item.id, "b", {"posted": 1}, LATER)
        assert await repo.stores.deliveries.finish(item.id, LATER)
        done = await repo.stores.deliveries.delivery(item.key)
        assert done.status == DONE and done.progress == {"posted": 1} and done.lease_owner is None
    finally:
        await repo.close()


async def test_a_games_turns_go_one_at_a_time_in_order(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    try:
        game = await _game(repo)
        one = await _save(repo, game)
        two = await _save(repo, one)
        claimed = await repo.stores.deliveries.claim("a", LATER, 60)
        assert [i.version for i in claimed] == [one.version]  # the second waits for the first
        second = delivery_key("game", game.id, two.version, "turn")
        assert await repo.stores.deliveries.claim_key(second, "a", LATER, 60) is None
        await repo.stores.deliveries.retry(claimed[0].id, "a", LATER, LATER + timedelta(seconds=5), "503")
        assert await repo.stores.deliveries.claim("a", LATER, 60) == []  # still in order while it waits
        [first] = await repo.stores.deliveries.claim("a", LATER + timedelta(seconds=5), 60)
        assert first.attempts == 1 and first.last_error == "503"
        await repo.stores.deliveries.finish(first.id, LATER)
        [then] = await repo.stores.deliveries.claim("a", LATER + timedelta(seconds=5), 60)
        assert then.version == two.version
    finally:
        await repo.close()


async def test_a_later_turn_never_closes_an_earlier_one_it_does_not_show(open_repo: Opener) -> None:
    """Issue 32: a later change claimed at once never marks an earlier one done without its
    line; a reply that tells several changes (the computer's stretch) claims them together."""
    repo: Any = await open_repo()
    try:
        game = await _game(repo)
        one = await _save(repo, game)  # shown by nobody yet (its interaction is slow, or died)
        two = await _save(repo, one)
        key_one = delivery_key("game", game.id, one.version, "turn")
        key_two = delivery_key("game", game.id, two.version, "turn")
        assert await repo.stores.deliveries.claim_key(key_two, "a", NOW, 60) is None  # waits for the first
        assert await repo.stores.deliveries.claim_turns(game.id, "a", NOW, 60, upto=key_two, since=two.version) == []
        assert (await repo.stores.deliveries.delivery(key_one)).status == PENDING  # never closed behind its back
        # one reply telling both changes (since the first): both claimed, in order
        both = await repo.stores.deliveries.claim_turns(game.id, "a", NOW, 60, upto=key_two, since=one.version)
        assert [i.key for i in both] == [key_one, key_two] and {i.lease_owner for i in both} == {"a"}
        assert await repo.stores.deliveries.claim_turns(game.id, "b", NOW, 60, upto=key_one, since=one.version) == []
    finally:
        await repo.close()


async def test_a_change_is_reserved_for_the_process_that_saved_it(open_repo: Opener) -> None:
    """The items a save queues are leased to the saving process's interactions from the start:
    no other process's claim, drain or later change takes them until the reservation runs out."""
    first: Any = await open_repo()
    second: Any = await open_repo()
    try:
        first.stores.games.reserve_deliveries("a", 30)
        second.stores.games.reserve_deliveries("b", 30)
        game = await _game(first)
        one = await _save(first, game, battle=True)
        key_one = delivery_key("game", game.id, one.version, "turn")
        turn, battle = await first.stores.deliveries.deliveries(game_id=game.id)
        assert turn.lease_owner == battle.lease_owner == "a~reserved"
        assert await second.stores.deliveries.claim_key(key_one, "b", NOW, 60) is None
        assert await second.stores.deliveries.claim("b", LATER, 60) == []  # due, but reserved
        two = await _save(second, one)  # another process's change after it
        key_two = delivery_key("game", game.id, two.version, "turn")
        assert await second.stores.deliveries.claim_turns(game.id, "b", NOW, 60, upto=key_two, since=two.version) == []
        # "b" leaves its change to the drain: its words kept, its reservation given up at once
        assert await second.stores.deliveries.set_payload(key_two, {"did": "b's line"}, NOW, release="b")
        left = await second.stores.deliveries.delivery(key_two)
        assert left.lease_owner is None and left.payload["did"] == "b's line"
        [mine] = await first.stores.deliveries.claim_turns(game.id, "a", NOW, 60, upto=key_one, since=one.version)
        assert mine.key == key_one and mine.lease_owner == "a"
        # words left for the drain are not kept on a row another process shows already
        assert not await second.stores.deliveries.set_payload(key_one, {"did": "late words"}, NOW, release="b")
        assert "did" not in (await first.stores.deliveries.delivery(key_one)).payload
        assert await first.stores.deliveries.claim_key(battle.key, "a", NOW, 60) is None  # waits for its turn message
        await first.stores.deliveries.finish(mine.id, NOW)
        fight = await first.stores.deliveries.claim_key(battle.key, "a", NOW, 60)
        assert fight.lease_owner == "a"
        # the next change waits for the battle (its line goes into the live message), here
        # and in any process's drain
        assert (
            await first.stores.deliveries.claim_turns(
                game.id, "a", NOW, 60, upto=key_two, since=two.version, take_reserved=False
            )
            == []
        )
        assert await second.stores.deliveries.claim("b", LATER, 60) == []
        await first.stores.deliveries.finish(fight.id, NOW)
        # then "a" goes on with it at once (nobody holds it now)
        [following] = await first.stores.deliveries.claim_turns(
            game.id, "a", NOW, 60, upto=key_two, since=two.version, take_reserved=False
        )
        assert following.key == key_two and following.payload["did"] == "b's line"
        # a process that died: its reservation runs out, and the drain of another takes it
        three = await _save(first, two)
        await first.stores.deliveries.finish(following.id, NOW)
        assert await second.stores.deliveries.claim("b", LATER, 60) == []
        [taken] = await second.stores.deliveries.claim("b", NOW + timedelta(seconds=31), 60)
        assert taken.version == three.version and taken.lease_owner == "b"
    finally:
        await first.close()
        await second.close()


async def test_a_games_computer_work_is_leased_to_one_process(open_repo: Opener) -> None:
    first: Any = await open_repo()
    second: Any = await open_repo()
    try:
        game = await _game(first)
        work = NewDelivery(delivery_key("game", game.id, 0, "ai"), "ai", game.channel_id, game.id)
        a, b = await asyncio.gather(
            first.stores.deliveries.lease_game_work(work, "a", NOW, 20),
            second.stores.deliveries.lease_game_work(work, "b", NOW, 20),
        )
        assert (a is None) != (b is None)  # one of them plays
        held = a or b
        await first.stores.deliveries.finish(held.id, NOW)
        again = await second.stores.deliveries.lease_game_work(work, "b", NOW, 20)  # the next turn of the computer
        assert again is not None and again.id == held.id and again.status == PENDING
        assert await first.stores.deliveries.lease_game_work(work, "a", NOW, 20) is None
        # handed over (its bound reached): due at once, free for the drain of any process
        await second.stores.deliveries.retry(again.id, "b", NOW, NOW, "handed over")
        [drained] = await first.stores.deliveries.claim("a", NOW, 20)
        assert drained.key == work.key and drained.lease_owner == "a"
    finally:
        await first.close()
        await second.close()


async def test_two_processes_claiming_at_once_never_share_an_item(open_repo: Opener) -> None:
    first: Any = await open_repo()
    second: Any = await open_repo()
    try:
        for channel in range(10, 22):  # twelve games, two changes each
            game = await _game(first, channel)
            await _save(first, await _save(first, game))
        a, b = await asyncio.gather(
            first.stores.deliveries.claim("a", LATER, 60, 50), second.stores.deliveries.claim("b", LATER, 60, 50)
        )
        ids_a, ids_b = {i.id for i in a}, {i.id for i in b}
        assert not ids_a & ids_b
        games = [i.game_id for i in a + b]
        assert len(games) == len(set(games)) == 12  # one turn per game at a time, each game served once
    finally:
        await first.close()
        await second.close()


async def test_retry_give_up_prune_and_figures(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    try:
        game = await _game(repo)
        await _save(repo, game, battle=True)
        [turn] = await repo.stores.deliveries.claim("a", LATER, 60)  # the battle waits for its turn message (issue 32)
        stats = await repo.stores.deliveries.delivery_stats(LATER)
        assert stats[PENDING] == 2 and stats["leased"] == 1 and stats["retrying"] == 0
        await repo.stores.deliveries.finish(turn.id, LATER)
        [battle] = await repo.stores.deliveries.claim("a", LATER, 60)
        await repo.stores.deliveries.retry(battle.id, "a", LATER, LATER + timedelta(minutes=1), "timeout")
        stats = await repo.stores.deliveries.delivery_stats(LATER)
        assert stats[PENDING] == 1 and stats["leased"] == 0 and stats["retrying"] == 1
        assert stats["oldest_pending_s"] == (LATER - NOW).total_seconds()
        await repo.stores.deliveries.finish(battle.id, LATER, error="403 Missing Access")
        assert (await repo.stores.deliveries.delivery(battle.key)).status == FAILED
        stats = await repo.stores.deliveries.delivery_stats(LATER)
        assert (stats[PENDING], stats[DONE], stats[FAILED]) == (0, 1, 1)
        assert await repo.stores.deliveries.prune(LATER) == 0  # finished at LATER: kept until after it
        assert await repo.stores.deliveries.prune(LATER + timedelta(seconds=1)) == 2
        assert await repo.stores.deliveries.deliveries(game_id=game.id) == []
    finally:
        await repo.close()


async def test_the_live_message_moves_by_compare_and_set(open_repo: Opener) -> None:
    repo: Any = await open_repo()
    try:
        put = repo.stores.deliveries.put_live_message_if
        game = await _game(repo)
        first = LiveMessage(game.id, 5, 100, "turn:1:1", 2, ("h", "s"))
        assert await put(first, None, NOW)
        assert not await put(LiveMessage(game.id, 5, 101, "turn:1:1", 2), None, NOW)  # taken
        newer = LiveMessage(game.id, 5, 102, "turn:2:2", 3, ("h2", "s2"))
        assert await put(newer, first, NOW)
        assert not await put(LiveMessage(game.id, 5, 103, "turn:2:2", 3), first, NOW)  # a racer
        assert not await put(first, first, NOW)  # never back
        with_line = LiveMessage(game.id, 5, 102, "turn:2:2", 3, ("h2", "s2", "x"))
        assert await put(with_line, newer, NOW)  # a line added (a battle's)
        # A writer that read the row before the line was added (its edit of the message may
        # have covered the line): refused, it reads again and writes both.
        assert not await put(LiveMessage(game.id, 5, 102, "turn:2:2", 4, ("h2", "s2", "y")), newer, NOW)
        assert await put(LiveMessage(game.id, 5, 102, "turn:2:2", 4, ("h2", "s2", "x", "y")), with_line, NOW)
        stored = await repo.stores.channels.get_live_message(game.id)
        assert stored.message_id == 102 and stored.lines == ("h2", "s2", "x", "y") and stored.version == 4
    finally:
        await repo.close()
