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


async def test_a_battle_gets_a_thread_with_one_post_per_segment_then_is_archived(world: World) -> None:
    calls = await _to_first_battle(world)
    channel = World.CHANNEL

    (turn,) = followups(calls)  # the turn's own message: board and whose turn
    assert not turn.ephemeral and turn.files and turn.files[0][1].startswith(PNG_MAGIC)
    turn_id = turn.response["id"]
    (opened,) = select(calls, "POST", rf"^/channels/{channel}/messages/{turn_id}/threads$")
    assert opened.json["name"].startswith("Battle")
    thread_id = opened.response["id"]

    posts = channel_posts(calls, int(thread_id))
    assert len(posts) >= 2
    segments = [p for p in posts if p.content.startswith("Initiative")]
    assert segments and all(p.files and p.files[0][1].startswith(PNG_MAGIC) for p in segments)
    assert posts[-1].content.startswith("Result:")
    assert all(p.data["allowed_mentions"] == {"parse": []} for p in posts)  # no pings from the log

    (archive,) = select(calls, "PATCH", rf"^/channels/{thread_id}$")
    assert archive.json == {"archived": True}
    assert calls.index(archive) > calls.index(posts[-1])  # archived once complete

    (link,) = channel_posts(calls, channel)
    assert f"https://discord.com/channels/{world.h.GUILD_ID}/{thread_id}" in link.content
    assert calls.index(link) > calls.index(archive)
    assert "\n" not in link.content  # one line


async def test_last_battle_can_be_posted_again(world: World) -> None:
    await _to_first_battle(world)
    calls = await world.h.slash(EWA, "hexhistory battle")
    (again,) = followups(calls)
    assert not again.ephemeral
    assert select(calls, "POST", rf"/messages/{again.response['id']}/threads$")
    assert select(calls, "PATCH", r"^/channels/\d+$")


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
    assert posts[-1].content.startswith("Result:")
    assert (await world.game()).channel_id == world.h.THREAD_ID


async def test_an_interaction_that_expired_before_the_ack_changes_nothing(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    await world.start_game()
    before = await world.game()
    world.h.rest.fail("POST", r"/callback$", lambda: api_error(404, 10062, "Unknown interaction"), times=1)
    caplog.set_level(logging.WARNING, logger="bot.discord")

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")

    assert len(calls) == 1  # the failed acknowledgement, then nothing: the use case never ran
    assert any("could not acknowledge" in r.getMessage() for r in caplog.records)
    assert (await world.game()).version == before.version


# The one-post-per-action mode (HEXBOT_QUIET=0); the quiet channel: test_quiet_channel.py.
pytestmark = pytest.mark.loud
