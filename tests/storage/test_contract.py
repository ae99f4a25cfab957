"""The repository contract, run against every backend (SQLite; PostgreSQL when configured).

Each test names the guarantee the use cases rely on: conditional saves, one live game per
channel, the append-only log, reminders claimed once, the battle outbox, preferences, and
that all of it survives a restart and concurrent writers.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import ChannelBusy, GameRecord, NewAction, NewBattlePost, NewReminder
from bot.storage.base import FINISHED, POST_DONE, UserPrefs
from bot.storage.legacy.postgres import PG_MIGRATIONS
from bot.storage.legacy.sqlite import MIGRATIONS
from bot.storage.migrate import SCHEMA_VERSION
from tests.storage.backends import Opener

NOW = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)
BIG = 1_234_567_890_123_456_789  # Discord ids need 64 bits


def record(channel: int = 5, players: tuple[int | None, int | None] = (1, 2), status: str = "active") -> GameRecord:
    return GameRecord(
        id=0,
        channel_id=channel,
        status=status,
        version=1,
        state_json="{}",
        seed=7,
        armies=("moloch", "borgo"),
        players=players,
        creator_id=players[0] or 1,
        lang="pl",
        created_at=NOW,
        updated_at=NOW,
        turn_started_at=NOW,
        request={"kind": "undo", "by": 1, "seq": 3},
        guild_id=BIG,
    )


def test_both_backends_have_the_same_migrations() -> None:
    assert [n for n, _ in MIGRATIONS] == [n for n, _ in PG_MIGRATIONS]


async def test_migrations_apply_once(open_repo: Opener) -> None:
    repo = await open_repo()
    assert await repo.schema_version() == SCHEMA_VERSION  # type: ignore[attr-defined]
    await repo.close()
    repo = await open_repo()  # reopening applies nothing twice
    assert await repo.schema_version() == SCHEMA_VERSION  # type: ignore[attr-defined]
    await repo.close()


async def test_round_trip_and_conditional_save(open_repo: Opener) -> None:
    repo = await open_repo()
    game = await repo.stores.games.create_game(record(players=(BIG, 2)), [NewAction(BIG, 1, "join", "join")])
    assert game.id > 0
    assert await repo.stores.games.get_game(game.id) == game
    newer = game.evolve(version=2, state_json='{"a":1}', request=None, turn_started_at=None)
    assert await repo.stores.games.save(newer, 1, [NewAction(BIG, 1, "action", "hq C3")])
    assert not await repo.stores.games.save(
        game.evolve(version=2), 1, [NewAction(2, 2, "action", "hq C4")]
    )  # lost race
    assert await repo.stores.games.live_game(5) == newer
    assert [(r.seq, r.user_id, r.notation) for r in await repo.stores.games.actions(game.id)] == [
        (1, BIG, "join"),
        (2, BIG, "hq C3"),
    ]
    with pytest.raises(ValueError):
        await repo.stores.games.save(newer, 2)  # the saved version must grow
    await repo.close()


async def test_one_live_game_per_channel(open_repo: Opener) -> None:
    repo = await open_repo()
    game = await repo.stores.games.create_game(record())
    with pytest.raises(ChannelBusy):
        await repo.stores.games.create_game(record())
    assert await repo.stores.games.create_game(record(channel=6))  # another channel is free
    assert await repo.stores.games.save(game.evolve(version=2, status=FINISHED), 1)
    again = await repo.stores.games.create_game(record())  # the channel is free once the game is over
    assert (await repo.stores.games.last_game(5)) == again
    assert await repo.stores.games.live_game(5) == again
    await repo.close()


async def test_games_of_a_user(open_repo: Opener) -> None:
    repo = await open_repo()
    a = await repo.stores.games.create_game(record(channel=1, players=(7, 8)))
    b = await repo.stores.games.create_game(record(channel=2, players=(9, 7), status="invited"))
    c = await repo.stores.games.create_game(record(channel=3, players=(8, 9)))
    assert [g.id for g in await repo.stores.games.live_games_of(7)] == [a.id, b.id]
    assert [g.id for g in await repo.stores.games.active_games_of(7)] == [a.id]
    assert [g.id for g in await repo.stores.games.live_games_of(9)] == [b.id, c.id]
    await repo.close()


async def test_reminders_are_replaced_claimed_once_and_postponed(open_repo: Opener) -> None:
    repo = await open_repo()
    game = await repo.stores.games.create_game(record())
    first = [NewReminder(1, "first", NOW + timedelta(hours=24)), NewReminder(1, "second", NOW + timedelta(hours=48))]
    assert await repo.stores.games.save(game.evolve(version=2), 1, reminders=first)
    assert [r.kind for r in await repo.stores.reminders.pending_reminders(game.id)] == ["first", "second"]
    assert await repo.stores.games.save(game.evolve(version=3), 2, reminders=None)  # None leaves them alone
    assert len(await repo.stores.reminders.pending_reminders(game.id)) == 2
    assert await repo.stores.reminders.claim_due_reminders(NOW + timedelta(hours=1)) == []
    (due,) = await repo.stores.reminders.claim_due_reminders(NOW + timedelta(hours=25))
    assert (due.kind, due.user_id, due.channel_id) == ("first", 1, 5)
    assert await repo.stores.reminders.claim_due_reminders(NOW + timedelta(hours=25)) == []  # once
    await repo.stores.reminders.postpone_reminder(due.id, NOW + timedelta(hours=30))
    assert await repo.stores.reminders.claim_due_reminders(NOW + timedelta(hours=29)) == []
    (again,) = await repo.stores.reminders.claim_due_reminders(NOW + timedelta(hours=30))
    assert again.id == due.id and again.due_at == NOW + timedelta(hours=30)
    assert await repo.stores.games.save(game.evolve(version=4), 3, reminders=[])  # a new turn clears the unsent ones
    assert await repo.stores.reminders.pending_reminders(game.id) == []
    await repo.close()


async def test_battle_outbox(open_repo: Opener) -> None:
    repo = await open_repo()
    game = await repo.stores.games.create_game(record())
    ids = await repo.stores.games.save_with_battle_posts(
        game.evolve(version=2), 1, [NewAction(1, 1, "action", "play battle")], None, [NewBattlePost(0)]
    )
    assert ids is not None and len(ids) == 1
    lost = await repo.stores.games.save_with_battle_posts(
        game.evolve(version=2), 1, [NewAction(1, 1, "action", "play battle")], None, [NewBattlePost(0)]
    )
    assert lost is None  # a lost race queues nothing
    with pytest.raises(ValueError):
        await repo.stores.games.save_with_battle_posts(game.evolve(version=3), 2, [], None, [NewBattlePost(0)])
    (post,) = await repo.stores.outbox.pending_battle_posts()
    assert (post.id, post.game_id, post.action_seq, post.delivered, post.thread_id) == (ids[0], game.id, 1, 0, None)
    later = NOW + timedelta(minutes=1)
    await repo.stores.outbox.update_battle_post(post.id, later, {"delivered": 3, "thread_id": BIG, "message_id": 42})
    got = await repo.stores.outbox.get_battle_post(post.id)
    assert got is not None and (got.delivered, got.thread_id, got.message_id, got.updated_at) == (3, BIG, 42, later)
    await repo.stores.outbox.update_battle_post(post.id, later, {"thread_id": None, "status": POST_DONE})
    got = await repo.stores.outbox.get_battle_post(post.id)
    assert got is not None and got.thread_id is None and got.status == POST_DONE
    assert await repo.stores.outbox.pending_battle_posts() == []
    with pytest.raises(ValueError):
        await repo.stores.outbox.update_battle_post(post.id, later, {"game_id": 1})
    await repo.close()


async def test_preferences(open_repo: Opener) -> None:
    repo = await open_repo()
    assert await repo.stores.prefs.get_prefs(BIG) is None
    prefs = UserPrefs(BIG, False, True, 22 * 60, 7 * 60, "Europe/Warsaw", "pl")
    await repo.stores.prefs.save_prefs(prefs, NOW)
    assert await repo.stores.prefs.get_prefs(BIG) == prefs
    await repo.stores.prefs.save_prefs(prefs.evolve(ping=None, lang=None), NOW)  # saving again replaces
    assert await repo.stores.prefs.get_prefs(BIG) == prefs.evolve(ping=None, lang=None)
    await repo.close()


async def test_everything_survives_a_restart(open_repo: Opener) -> None:
    repo = await open_repo()
    game = await repo.stores.games.create_game(record(), [NewAction(1, 1, "join", "join")])
    await repo.stores.games.save(
        game.evolve(version=2), 1, [NewAction(1, 1, "action", "hq C3")], [NewReminder(2, "first", NOW)]
    )
    await repo.stores.prefs.save_prefs(UserPrefs(1, lang="pl"), NOW)
    await repo.close()
    repo = await open_repo()
    stored = await repo.stores.games.get_game(game.id)
    assert stored == game.evolve(version=2)
    assert len(await repo.stores.games.actions(game.id)) == 2
    assert len(await repo.stores.reminders.pending_reminders(game.id)) == 1
    assert await repo.stores.prefs.get_prefs(1) == UserPrefs(1, lang="pl")
    await repo.close()


async def test_concurrent_writers_never_corrupt_a_game(open_repo: Opener) -> None:
    repo = await open_repo()
    game = await repo.stores.games.create_game(record())
    results = await asyncio.gather(
        *(
            repo.stores.games.save(
                game.evolve(version=2, state_json=f'{{"w":{i}}}'), 1, [NewAction(i, 1, "action", f"a{i}")]
            )
            for i in range(8)
        )
    )
    assert sum(results) == 1  # exactly one writer wins
    rows = await repo.stores.games.actions(game.id)
    assert len(rows) == 1
    stored = await repo.stores.games.get_game(game.id)
    assert stored is not None and stored.state_json == f'{{"w":{rows[0].user_id}}}'
    # creating games in one channel at once: one wins, the others find the channel busy
    outcomes = await asyncio.gather(
        *(repo.stores.games.create_game(record(channel=77)) for _ in range(5)), return_exceptions=True
    )
    assert sum(isinstance(o, GameRecord) for o in outcomes) == 1
    assert all(isinstance(o, GameRecord | ChannelBusy) for o in outcomes)
    await repo.close()


async def test_two_processes_claim_each_reminder_once(open_repo: Opener) -> None:
    one, two = await open_repo(), await open_repo()  # two connections, like two bot processes
    game = await one.stores.games.create_game(record())
    due = [NewReminder(u, "first", NOW) for u in range(1, 21)]
    assert await one.stores.games.save(game.evolve(version=2), 1, reminders=due)
    a, b = await asyncio.gather(
        one.stores.reminders.claim_due_reminders(NOW), two.stores.reminders.claim_due_reminders(NOW)
    )
    ids = [r.id for r in a] + [r.id for r in b]
    assert len(ids) == 20 and len(set(ids)) == 20
    await one.close()
    await two.close()


async def test_two_processes_starting_together_migrate_once(open_repo: Opener) -> None:
    one, two = await asyncio.gather(open_repo(), open_repo())
    assert await one.schema_version() == await two.schema_version() == SCHEMA_VERSION  # type: ignore[attr-defined]
    game = await one.stores.games.create_game(record())
    assert await two.stores.games.get_game(game.id) == game
    await one.close()
    await two.close()


async def test_the_warzone_roll_log(open_repo: Opener) -> None:
    repo = await open_repo()
    ids = [
        await repo.stores.rolls.add_roll(BIG, 7, f"shoot {i}", f'{{"n": {i}}}', NOW + timedelta(seconds=i))
        for i in range(5)
    ]
    await repo.stores.rolls.add_roll(9, 7, "test", "{}", NOW)  # another channel
    assert ids == sorted(ids)
    last3 = await repo.stores.rolls.rolls(BIG, 3)
    assert [r.command for r in last3] == ["shoot 2", "shoot 3", "shoot 4"]  # the latest, oldest first
    got = await repo.stores.rolls.get_roll(ids[0])
    assert got is not None and (got.channel_id, got.user_id, got.result_json, got.at) == (BIG, 7, '{"n": 0}', NOW)
    assert await repo.stores.rolls.get_roll(10_000) is None
    await repo.close()


async def test_seats_for_three_to_six_players(open_repo: Opener) -> None:
    """Migration 7: one row per seat; open and invited seats; games found by any seat's user."""
    repo = await open_repo()
    four = GameRecord(
        id=0,
        channel_id=44,
        status="open",
        version=1,
        state_json="{}",
        seed=9,
        armies=("moloch", "borgo", "outpost", "hegemony"),
        players=(BIG, None, 33, None),
        creator_id=BIG,
        lang="en",
        created_at=NOW,
        updated_at=NOW,
        joined=(True, False, False, False),
        options={"mode": "2v2", "radius": 3},
    )
    game = await repo.stores.games.create_game(four)
    back = await repo.stores.games.get_game(game.id)
    assert back == game
    assert back.players == (BIG, None, 33, None) and not back.has_joined(3) and back.has_joined(1)
    assert [g.id for g in await repo.stores.games.live_games_of(33)] == [game.id]  # invited, not joined yet
    joined = game.evolve(version=2, players=(BIG, 44, 33, 55), joined=())
    assert await repo.stores.games.save(joined, 1, [NewAction(44, 2, "join", "join")])
    back = await repo.stores.games.get_game(game.id)
    assert back is not None and back.players == (BIG, 44, 33, 55) and back.joined == ()
    assert [g.id for g in await repo.stores.games.live_games_of(55)] == [game.id]
    assert back.options == {"mode": "2v2", "radius": 3}
    assert back.seat_rows()[1] == (2, 44, "borgo", 2, 2, True)  # teams [[1, 3], [2, 4]]: A-C-B-D
    await repo.close()


async def test_user_names(open_repo: Opener) -> None:
    """How users are called: stored, replaced by a newer name, read for several users at once."""
    repo = await open_repo()
    try:
        assert await repo.stores.names.names_of([1, 2]) == {}
        await repo.stores.names.remember_names({1: "ala", 2: "ola"}, NOW)
        await repo.stores.names.remember_names({2: "Ola K."}, NOW + timedelta(days=1))
        assert await repo.stores.names.names_of([1, 2, 3]) == {1: "ala", 2: "Ola K."}
        assert await repo.stores.names.names_of([]) == {}
    finally:
        await repo.close()
