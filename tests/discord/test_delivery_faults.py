"""The delivery outbox under injected Discord faults (issue 22): each class of fault (5xx,
429 with retry-after, 403, 404, timeouts, reset connections, a request applied whose answer
was lost) on each kind of post — the next turn's message, the computer player's turn,
battle segments, reminders — leaves the game right, loses no post and doubles none once
the fault heals; and a process killed while it holds leases is relieved by another."""

from __future__ import annotations

import logging
import re
from collections import Counter
from typing import Any

import pytest

from bot.discord_adapter.loops.reminders import Reminders
from bot.storage.outbox import DONE, FAILED, PENDING
from tests.discord.conftest import ALA, World
from tests.discord.harness import FAULT_CLASSES, BotHarness, Person, buttons_of, channel_posts, select, text_of

BOTH_BACKENDS = True  # leases and claims: SQLite and PostgreSQL
TRANSIENT = (500, 502, 503, 504, 429, "timeout", "reset")
HEXBOT = Person(BotHarness.BOT_ID, "hexbot", bot=True)


def _drainer(world: World) -> Any:
    return world.h.bot.drainer  # type: ignore[attr-defined]


async def _heal_and_drain(world: World, rounds: int = 40) -> None:
    """The fault heals; time passes until the outbox has nothing pending."""
    world.h.rest.heal()
    assert world.app is not None
    for _ in range(rounds):
        if not await world.app.deliveries.items(status=PENDING):
            return
        world.clock.advance(minutes=6)  # past the longest backoff
        await _drainer(world).drain_once()
    raise AssertionError(f"still pending: {await world.app.deliveries.items(status=PENDING)}")


def _turn_messages(world: World) -> list[dict[str, Any]]:
    """The turn messages Discord holds in the games channel, oldest first."""
    found = [
        m
        for m in world.h.rest.messages.values()
        if m["channel_id"] == str(World.CHANNEL) and text_of(m).startswith("**Turn")
    ]
    return sorted(found, key=lambda m: int(m["id"]))


def _headers(world: World) -> Counter[str]:
    return Counter(text_of(m).split("\n", 1)[0].split(":", 1)[0] for m in _turn_messages(world))


async def _check_delivered(world: World) -> None:
    """Every turn has exactly one message; only the live one has buttons; it is the stored one."""
    headers = _headers(world)
    doubled = {h: n for h, n in headers.items() if n > 1}
    assert not doubled, doubled
    assert world.app is not None
    game = await world.game()
    live = await world.app.live.live_message(game.id)
    assert live is not None and live.version == game.version
    messages = _turn_messages(world)
    assert messages[-1]["id"] == str(live.message_id)
    with_buttons = [m["id"] for m in messages if buttons_of(m)]
    assert with_buttons == [str(live.message_id)]


async def _to_turn_change(world: World) -> list[Any]:
    """Play actions until the turn passes to the other player; the calls of the last one."""
    first = await world.player_to_act()
    calls: list[Any] = []
    for _ in range(10):
        calls = await world.step()
        if await world.player_to_act() != first:
            return calls
    raise AssertionError("the turn did not pass")


@pytest.mark.parametrize("fault", FAULT_CLASSES, ids=str)
async def test_the_next_turn_message_survives_each_fault(world: World, fault: int | str) -> None:
    await world.start_game()
    await world.place_hqs()
    before = await world.game()
    world.h.rest.inject(["send"], [fault], on_call=1, times=1)  # the post of the next turn's message

    calls = await _to_turn_change(world)

    assert (await world.game()).version > before.version  # the action is stored whatever Discord said
    assert not any("nothing was changed" in c.content for c in calls)
    await _heal_and_drain(world)
    await _check_delivered(world)
    to_act = await world.player_to_act()
    last = _turn_messages(world)[-1]
    pinged = [c for c in select(world.h.rest.calls, "POST", rf"^/channels/{World.CHANNEL}/messages$") if c.response]
    assert any(c.response["id"] == last["id"] and str(to_act.id) in str(c.data["allowed_mentions"]) for c in pinged)


@pytest.mark.parametrize("fault", [500, 504, "timeout", "reset"], ids=str)
async def test_a_post_applied_whose_answer_was_lost_is_not_posted_twice(world: World, fault: int | str) -> None:
    await world.start_game()
    await world.place_hqs()
    world.h.rest.inject(["send"], [fault], on_call=1, times=1, applied=1.0)

    await _to_turn_change(world)
    await _heal_and_drain(world)

    await _check_delivered(world)  # the retry found the first message by its nonce


@pytest.mark.parametrize("fault", [500, 429, "timeout"], ids=str)
async def test_an_edit_refused_then_healed_closes_the_old_turn_once(world: World, fault: int | str) -> None:
    await world.start_game()
    await world.place_hqs()
    world.h.rest.inject(["edit"], [fault], on_call=1, times=1)  # closing the turn's message

    await _to_turn_change(world)
    # The old message is not closed and no new one is posted while Discord refuses: no two live messages.
    with_buttons = [m for m in _turn_messages(world) if buttons_of(m)]
    assert len(with_buttons) == 1
    await _heal_and_drain(world)
    await _check_delivered(world)


async def test_refusals_for_a_moment_are_not_given_up(world: World) -> None:
    """Three refusals in a row within a minute (a moderator putting the bot's permission
    right, Discord having a bad minute) give nothing up: the change is shown once they stop."""
    await world.start_game()
    await world.place_hqs()
    world.h.rest.inject(["send"], [403], times=4)

    await _to_turn_change(world)
    assert world.app is not None
    for _ in range(5):
        world.clock.advance(seconds=15)  # past each backoff, within REFUSED_FOR_S
        await _drainer(world).drain_once()
    game = await world.game()
    (item,) = [i for i in await world.app.deliveries.items(game_id=game.id) if i.version == game.version]
    assert item.status == DONE and item.attempts == 4  # refused four times in a row, then shown
    await _check_delivered(world)
    assert not select(world.h.rest.calls, "POST", r"^/users/@me/channels$")  # nobody told it failed


async def test_a_refusal_for_good_is_given_up_after_a_few_tries_and_the_player_told_by_dm(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    world.h.rest.inject(["send"], [403])  # the bot lost its permissions in the channel

    await _to_turn_change(world)
    assert world.app is not None
    for _ in range(5):
        world.clock.advance(minutes=6)
        await _drainer(world).drain_once()
    game = await world.game()
    (item,) = [i for i in await world.app.deliveries.items(game_id=game.id) if i.version == game.version]
    assert item.status == FAILED and item.attempts == 2 and "403" in (item.last_error or "")  # three tries
    to_act = await world.player_to_act()
    (dm,) = select(world.h.rest.calls, "POST", r"^/users/@me/channels$")
    assert str(dm.data["recipient_id"]) == str(to_act.id)
    notes = [c for c in channel_posts(world.h.rest.calls, int(dm.response["id"]))]
    assert notes and f"#{game.id}" in notes[0].content  # one clear note
    assert len(notes) == 1


@pytest.mark.parametrize("applied", [0.0, 1.0], ids=("lost", "applied"))
async def test_the_computer_players_turn_reaches_the_human_exactly_once(world: World, applied: float) -> None:
    """The post that pings the human after the computer's stretch times out (``applied``: it
    went through, its answer was lost): the drain, whose run of the stretch's changes starts
    at its first while the reply's own item was its last, posts it once (one nonce per
    message, not per item)."""
    h = world.h
    await h.slash(ALA, "hex new", opponent=HEXBOT, level="easy", armies="moloch,borgo")
    await h.slash(ALA, "hex place", tile="hq", hex="C2")
    assert (await world.player_to_act()) == ALA
    # The human ends the turn: the bot's turn message is post 1, the post pinging the human is post 2.
    h.rest.inject(["send"], ["timeout"], on_call=2, times=1, applied=applied)
    start = len(h.rest.calls)

    await h.slash(ALA, "hex end")

    assert (await world.player_to_act()) == ALA  # the computer's move is stored
    await _heal_and_drain(world)
    pings = [
        c
        for c in select(h.rest.calls[start:], "POST", rf"^/channels/{World.CHANNEL}/messages$")
        if c.response and c.data["allowed_mentions"].get("users") == [ALA.id]
    ]
    assert len({c.response["id"] for c in pings}) == 1  # pinged once, on one message
    await _check_delivered(world)


THREAD_POSTS = r"^/channels/13\d+/messages$"


@pytest.mark.parametrize("fault", ["timeout", 503, 429], ids=str)
@pytest.mark.usefixtures("one_segment_a_post")  # cut between two of the battle's messages
async def test_a_battle_cut_by_a_fault_is_finished_by_the_drain_each_segment_once(
    world: World, fault: int | str
) -> None:
    await world.start_game()
    await world.place_hqs()
    from tests.discord.harness import fault_error

    world.h.rest.fail("POST", THREAD_POSTS, lambda: fault_error(fault), times=1, after=1)
    await world.play_until_battle()
    assert world.app is not None
    [post] = await world.app.outbox.pending_battle_posts()
    battle = await world.app.outbox.battle_post(post.id)

    await _heal_and_drain(world)

    thread = post.thread_id
    assert thread is not None
    segments = [
        text_of(m)
        for m in sorted(world.h.rest.messages.values(), key=lambda m: int(m["id"]))
        if m["channel_id"] == str(thread)
    ]
    assert segments == [p.text for p in battle.posts]  # every post once, in order
    assert not select(world.h.rest.calls, "PATCH", rf"^/channels/{thread}$")  # it archives itself
    assert await world.app.outbox.pending_battle_posts() == []


@pytest.mark.parametrize("fault", ["timeout", 500, 429], ids=str)
async def test_a_reminder_whose_post_fails_is_posted_later_once(world: World, fault: int | str) -> None:
    await world.start_game()
    reminders = Reminders(world.h.bot, world.h.bot.context, interval=3600)  # type: ignore[attr-defined]
    world.clock.advance(hours=25)
    world.h.rest.inject(["send"], [fault], on_call=1, times=1)

    assert await reminders.post_due() == 0  # refused now ...
    await _heal_and_drain(world)  # ... posted later, not lost

    posts = [m for m in world.h.rest.messages.values() if "Reminder" in text_of(m)]
    assert len(posts) == 1 and ALA.mention in text_of(posts[0])
    assert await reminders.post_due() == 0  # and once


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
async def test_no_exception_reaches_the_event_loop_under_faults(
    world: World, caplog: pytest.LogCaptureFixture, seed: int
) -> None:
    import random

    caplog.set_level(logging.WARNING)
    await world.start_game()
    await world.place_hqs()
    world.h.rest.inject(
        ["send", "edit", "thread", "archive", "dm", "answer"],
        FAULT_CLASSES,
        rate=0.3,
        applied=0.3,
        rng=random.Random(seed),
    )
    for _ in range(25):
        if (await world.game()).status != "active":
            break
        await world.step()
    await _heal_and_drain(world)
    escaped = [r for r in caplog.records if r.levelno >= logging.ERROR]  # discord.py's "Ignoring exception", ours
    assert not escaped, [r.getMessage() for r in escaped]
    assert not [r for r in caplog.records if "nothing was changed" in r.getMessage()]
    await _check_delivered(world)


async def test_a_process_killed_holding_leases_is_relieved_exactly_once(world: World) -> None:
    """Process A claims the due items and dies before delivering them (its leases stay); a
    second process takes them over once the leases expire, and delivers each once."""
    await world.start_game()
    await world.place_hqs()
    world.h.rest.inject(["send"], [503], on_call=1, times=1)
    await _to_turn_change(world)  # the next turn's message is left to the outbox
    world.h.rest.heal()
    assert world.app is not None
    world.clock.advance(minutes=6)
    world.app.deliveries.lease_s = 120  # process A's lease: longer than its restart takes
    held = await world.app.deliveries.claim()  # process A takes the item ...
    assert [i.kind for i in held] == ["turn"]
    # ... and is killed: no delivery, no release. Process B starts on the same database.
    h = await world.restart()
    assert world.app is not None
    assert await world.app.deliveries.claim() == []  # A's lease still holds
    world.clock.advance(seconds=91)  # the lease expires
    assert await _drainer(world).drain_once() == 1
    assert [i.status for i in await world.app.deliveries.items(status=PENDING)] == []
    await _check_delivered(world)
    # and nothing more happens afterwards
    calls = len(h.rest.calls)
    world.clock.advance(minutes=10)
    assert await _drainer(world).drain_once() == 0 and len(h.rest.calls) == calls
    assert all(i.status == DONE for i in await world.app.deliveries.items() if i.kind == "turn")


def test_fault_kinds_are_recognised() -> None:
    from tests.discord.harness import Call, FakeDiscord

    rest = FakeDiscord(bot_user={}, application_id=1, owner={})
    rest.dm_channels.add(5)
    kinds = {
        ("POST", "/channels/1/messages"): "send",
        ("POST", "/channels/5/messages"): "dm",
        ("PATCH", "/channels/1/messages/2"): "edit",
        ("POST", "/channels/1/messages/2/threads"): "thread",
        ("PATCH", "/channels/3"): "archive",
        ("PUT", "/guilds/1/members/2/roles/3"): "role",
        ("POST", "/users/@me/channels"): "dm",
    }
    for (method, path), kind in kinds.items():
        assert rest.call_kind(Call("http", method, path, None, [], None, None)) == kind, path
    assert re.match(r"^\d", "1")


@pytest.mark.parametrize("fault", ["reset", 502, 403], ids=str)
async def test_a_league_fixture_reminder_refused_is_posted_later_once(world: World, fault: int | str) -> None:
    from bot.discord_adapter.loops.upkeep import LeagueUpkeep
    from tests.discord.conftest import OLA
    from tests.discord.test_league_commands import BOSS

    h = world.h
    await h.slash(BOSS, "leaguemod create", name="Ring")
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    await h.slash(BOSS, "leaguemod schedule", action="make", days=2)
    upkeep = LeagueUpkeep(h.bot, h.bot.context)  # type: ignore[attr-defined]
    world.clock.advance(days=1, hours=1)
    h.rest.inject(["send"], [fault], on_call=1, times=1)

    await upkeep.post_fixtures()
    await _heal_and_drain(world)

    reminders = [m for m in h.rest.messages.values() if "⏰" in text_of(m)]
    assert len(reminders) == 1 and f"<@{OLA.id}>" in text_of(reminders[0])
    assert await upkeep.post_fixtures() == 0


@pytest.mark.parametrize("fault", [503, "timeout", 403], ids=str)
async def test_a_deleted_game_thread_that_cannot_be_made_again_now_is_made_later(
    world: World, fault: int | str
) -> None:
    """No game stranded: the thread's recreation is an outbox item, tried again until Discord
    lets it (a single refusal is not taken for good)."""
    from tests.discord.conftest import OLA
    from tests.discord.test_quiet_channel import start_thread_game

    thread = await start_thread_game(world, where="thread")
    world.h.channel_id = thread
    await world.h.slash(OLA, "hex accept")
    await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    world.h.rest.inject(["thread"], [fault], on_call=1, times=1)

    await world.h.delete_thread(thread)
    game = await world.game()
    assert game.channel_id == thread  # not moved yet: Discord refused the new thread

    await _heal_and_drain(world)

    assert world.repo is not None
    game = await world.repo.stores.games.get_game(game.id)
    assert game.channel_id != thread  # the game goes on in a new thread
    made = [c for c in select(world.h.rest.calls, "POST", rf"^/channels/{World.CHANNEL}/threads$") if c.response]
    assert len(made) == 2  # the game's first thread, and its one replacement
    world.h.channel_id = game.channel_id
    calls = await world.h.slash(OLA, "hex place", tile="hq", hex="C4")
    assert select(calls, "PATCH", rf"^/channels/{game.channel_id}/messages/\d+$") or channel_posts(
        calls, game.channel_id
    )


async def test_a_game_thread_that_cannot_be_made_again_for_good_tells_the_players(world: World) -> None:
    from tests.discord.conftest import OLA
    from tests.discord.test_quiet_channel import start_thread_game

    thread = await start_thread_game(world, where="thread")
    world.h.channel_id = thread
    await world.h.slash(OLA, "hex accept")
    await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    world.h.rest.inject(["thread"], [403])  # the bot may no longer create threads there

    await world.h.delete_thread(thread)
    for _ in range(4):
        world.clock.advance(minutes=6)
        await _drainer(world).drain_once()

    assert world.app is not None
    game = await world.game()
    (item,) = [i for i in await world.app.deliveries.items(game_id=game.id) if i.kind == "thread"]
    assert item.status == FAILED
    to_act = await world.player_to_act()
    notes = [m for m in world.h.rest.messages.values() if f"#{game.id}" in text_of(m) and "cannot post" in text_of(m)]
    assert len(notes) == 1 and str(to_act.id) in text_of(notes[0])  # one note, in the lobby channel
    assert notes[0]["channel_id"] == str(World.CHANNEL)


async def test_a_game_forfeited_by_leaving_the_league_gets_its_game_over_post(world: World) -> None:
    """``/league leave`` ends the member's game where it is not played: the end is stored
    with its outbox item, and the game's channel shows "Game over" without anyone asking."""
    from tests.discord.conftest import OLA
    from tests.discord.test_league_commands import BOSS

    h = world.h
    await h.slash(BOSS, "leaguemod create", name="Ring")
    for who in (ALA, OLA):
        await h.slash(who, "league join")
    await h.slash(ALA, "league challenge", opponent=OLA)
    await h.slash(OLA, "hex accept")
    game = await world.game()
    h.channel_id = h.OTHER_CHANNEL_ID  # Ola leaves from another channel
    await h.confirmed(OLA, "league leave")
    h.channel_id = World.CHANNEL
    assert world.repo is not None
    game = await world.repo.stores.games.get_game(game.id)
    assert game.status == "finished"

    await _heal_and_drain(world)

    over = [m for m in h.rest.messages.values() if text_of(m).startswith("**Game over**")]
    assert len(over) == 1 and over[0]["channel_id"] == str(World.CHANNEL)
    assert world.app is not None
    live = await world.app.live.live_message(game.id)
    assert live is not None and live.version == game.version and str(live.message_id) == over[0]["id"]
