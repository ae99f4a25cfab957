"""Battle threads and what happens when Discord refuses something."""

from __future__ import annotations

import logging

import pytest

from tests.discord.conftest import ALA, EWA, OLA, PNG_MAGIC, World
from tests.discord.harness import (
    PERM_ALL_TEXT,
    api_error,
    channel_posts,
    followups,
    select,
)

CREATE_PUBLIC_THREADS = 1 << 35


async def _to_first_battle(world: World) -> list:
    await world.start_game()
    await world.place_hqs()
    return await world.play_until_battle()


async def test_a_battle_gets_a_thread_with_its_segments_gathered_in_one_post(world: World) -> None:
    calls = await _to_first_battle(world)
    channel = World.CHANNEL

    (turn,) = followups(calls)  # the turn's own message: board and whose turn
    assert not turn.ephemeral and turn.files and turn.files[0][1].startswith(PNG_MAGIC)
    turn_id = turn.response["id"]
    (opened,) = select(calls, "POST", rf"^/channels/{channel}/messages/{turn_id}/threads$")
    assert opened.json["name"].startswith("Battle")
    assert opened.json["auto_archive_duration"] == 60  # it archives itself an hour after its last post
    thread_id = opened.response["id"]

    # Every segment and the result in one message: their texts in order, one image each.
    (post,) = channel_posts(calls, int(thread_id))
    parts = post.content.split("\n\n")
    assert len(parts) >= 2 and all(p.startswith("Initiative") for p in parts[:-1])
    assert parts[-1].startswith("Result:")
    assert len(post.files) == len(parts) and all(data.startswith(PNG_MAGIC) for _, data in post.files)
    assert post.data["allowed_mentions"] == {"parse": []}  # no pings from the log
    assert not select(calls, "PATCH", rf"^/channels/{thread_id}$")  # no archive call of its own

    (link,) = channel_posts(calls, channel)
    assert f"https://discord.com/channels/{world.h.GUILD_ID}/{thread_id}" in link.content
    assert calls.index(link) > calls.index(post)
    assert "\n" not in link.content  # one line


async def test_a_long_log_is_gathered_into_as_few_posts_as_discord_takes(world: World) -> None:
    """Ten files and 2,000 characters a message: a longer log takes several, in order."""
    from bot.discord_adapter.battles import batches
    from bot.replies import Image, SegmentPost

    png = Image("x.png", PNG_MAGIC)
    twelve = [SegmentPost(f"Initiative {12 - i}", png) for i in range(11)] + [SegmentPost("Result: …", png)]
    assert batches(twelve) == [(0, 10), (10, 12)]
    assert batches(twelve, 10) == [(10, 12)]  # resumed where the posting stopped: the same message
    long = [SegmentPost("x" * 900, png) for _ in range(5)]
    assert batches(long) == [(0, 2), (2, 4), (4, 5)]  # 900 + 2 + 900 fits, a third would not
    assert batches(long, reserve=200) == [(0, 2), (2, 4), (4, 5)]
    assert batches([SegmentPost("x" * 1900, png), SegmentPost("y" * 100, None)], reserve=30) == [(0, 1), (1, 2)]
    assert batches([SegmentPost("x" * 3000, png)]) == [(0, 1)]  # too long alone: alone (clipped)
    assert batches([]) == []


async def test_last_battle_can_be_posted_again(world: World) -> None:
    await _to_first_battle(world)
    calls = await world.h.slash(EWA, "hexhistory battle")
    (again,) = followups(calls)
    assert not again.ephemeral
    (opened,) = select(calls, "POST", rf"/messages/{again.response['id']}/threads$")
    assert channel_posts(calls, int(opened.response["id"]))


async def test_without_thread_permission_the_battle_goes_to_the_channel_and_it_is_said_once(world: World) -> None:
    world.h.app_permissions = PERM_ALL_TEXT & ~CREATE_PUBLIC_THREADS
    calls = await _to_first_battle(world)

    assert not select(calls, "POST", r"/threads$")
    notes = [c for c in followups(calls) if "missing" in c.content]
    assert len(notes) == 1 and "**Create Public Threads**" in notes[0].content and not notes[0].ephemeral
    segments = [p for p in channel_posts(calls, World.CHANNEL) if p.content.startswith("Initiative")]
    assert segments and all(p.files for p in segments)

    later = await world.play_until_battle_or_none()
    assert later is not None
    assert not [c for c in followups(later) if "missing" in c.content]  # told once, not at every battle


async def test_a_refused_thread_is_reported_and_the_game_goes_on(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    world.h.rest.fail("POST", r"/threads$", lambda: api_error(403, 50013, "Missing Permissions"))
    caplog.set_level(logging.WARNING, logger="bot.discord")

    calls = await _to_first_battle(world)

    assert any("Discord refused opening a battle thread" in r.getMessage() for r in caplog.records)
    notes = [c for c in followups(calls) if "missing" in c.content]
    assert len(notes) == 1 and "Create Public Threads" in notes[0].content
    assert [p for p in channel_posts(calls, World.CHANNEL) if p.content.startswith("Initiative")]
    # The game was stored before anything was posted and carries on normally.
    who = await world.player_to_act()
    calls = await world.h.slash(who, "hex board")
    assert followups(calls) and not followups(calls)[0].ephemeral


async def test_an_expired_interaction_token_loses_nothing(world: World, caplog: pytest.LogCaptureFixture) -> None:
    await world.start_game()
    # Discord answers the follow-up with 404 Unknown Webhook (the 15-minute token expired).
    world.h.rest.fail("POST", r"^/webhooks/\d+/[^/]+$", lambda: api_error(404, 10015, "Unknown Webhook"), times=1)
    caplog.set_level(logging.WARNING, logger="bot.discord")

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")

    assert any("Discord refused sending a reply" in r.getMessage() for r in caplog.records)
    (fallback,) = channel_posts(calls, World.CHANNEL)  # the board is posted in the channel instead
    assert fallback.files and fallback.data["allowed_mentions"] == {"users": [OLA.id], "parse": []}
    state = await world.state()
    assert state.board.parse("C2") in state.units and await world.player_to_act() == OLA


async def test_a_failing_segment_post_stops_the_log_but_not_the_game(world: World) -> None:
    world.h.rest.fail("POST", r"^/channels/13\d+/messages$", lambda: api_error(500, 0, "Internal Server Error"))
    calls = await _to_first_battle(world)
    thread_posts = [c for c in calls if c.path.startswith("/channels/13") and c.path.endswith("/messages")]
    assert len(thread_posts) == 1  # the first failure stops the segment posts
    # ... and the rest (archive, the channel's link) waits for the next start: the battle is pending
    assert not select(calls, "PATCH", r"^/channels/13\d+$")
    assert not channel_posts(calls, World.CHANNEL)
    assert world.app is not None
    [pending] = await world.app.outbox.pending_battle_posts()
    assert pending.delivered == 0 and pending.thread_id is not None
    who = await world.player_to_act()
    calls = await world.h.slash(who, "hex board")
    (board,) = followups(calls)
    assert not board.ephemeral and board.files


async def test_in_a_thread_the_battle_is_posted_in_that_thread(world: World) -> None:
    world.h.channel_id = world.h.THREAD_ID  # the game is played inside a thread
    calls = await _to_first_battle(world)

    assert not select(calls, "POST", r"/threads$")  # no thread inside a thread
    assert not select(calls, "PATCH", r"^/channels/\d+$")  # and the players' thread is not archived
    posts = channel_posts(calls, world.h.THREAD_ID)
    assert [p for p in posts if p.content.startswith("Initiative")]
    assert posts[-1].content.split("\n\n")[-1].startswith("Result:")
    assert (await world.game()).channel_id == world.h.THREAD_ID


async def test_an_interaction_that_expired_before_the_ack_still_plays_its_action_once(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 32: the action's key, not Discord's answer, decides whether it runs. Discord
    says the interaction is unknown (too late): the placement is stored once and its public
    line reaches the channel with the bot's token; nothing goes to the dead token again."""
    await world.start_game()
    before = await world.game()
    world.h.rest.fail("POST", r"/callback$", lambda: api_error(404, 10062, "Unknown interaction"), times=1)
    caplog.set_level(logging.WARNING, logger="bot.discord")

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")

    assert [c.via for c in calls] == ["webhook", "http"]  # the refused acknowledgement, then the channel
    assert channel_posts(calls, World.CHANNEL) and "C2" in channel_posts(calls, World.CHANNEL)[0].content
    assert any("could not be acknowledged" in r.getMessage() for r in caplog.records)
    assert (await world.game()).version == before.version + 1


# The one-post-per-action mode (HEXBOT_QUIET=0); the quiet channel: test_quiet_channel.py.
pytestmark = pytest.mark.loud
