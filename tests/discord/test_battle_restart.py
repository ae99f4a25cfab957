"""Battles whose posting was cut short are finished by the next start, exactly once."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.discord_adapter.battles import BattlePoster
from bot.replies import BattleLog
from bot.storage.base import BattlePost
from tests.discord.conftest import World
from tests.discord.harness import BotHarness, Call, api_error, channel_posts, select

BOTH_BACKENDS = True  # a restart resumes from storage: SQLite and PostgreSQL

THREAD_POSTS = r"^/channels/13\d+/messages$"  # battle threads get snowflakes from the fake Discord


def _server_error() -> Exception:
    return api_error(500, 0, "Internal Server Error")


async def _battle_cut_short(world: World, *, delivered: int) -> tuple[list[Call], BattlePost, BattleLog]:
    """Play to the first battle with the thread refusing its post number ``delivered + 1``."""
    await world.start_game()
    await world.place_hqs()
    world.h.rest.fail("POST", THREAD_POSTS, _server_error, times=1, after=delivered)
    calls = await world.play_until_battle()
    assert world.app is not None
    [pending] = await world.app.outbox.pending_battle_posts()
    assert pending.delivered == delivered
    return calls, pending, await world.app.outbox.battle_post(pending.id)


def _links(calls: list[Call]) -> list[Call]:
    return [c for c in channel_posts(calls, World.CHANNEL) if "battle log:" in c.content]


def _channel_calls(h: BotHarness) -> list[Call]:
    return [c for c in h.rest.calls if c.path.startswith("/channels/")]


async def test_a_battle_cut_short_is_finished_after_a_restart_in_the_same_thread(world: World) -> None:
    calls, pending, battle = await _battle_cut_short(world, delivered=2)
    (opened,) = select(calls, "POST", r"/threads$")
    thread_id = int(opened.response["id"])
    first_run = channel_posts(calls, thread_id)
    assert len(first_run) == 3 and len(battle.posts) >= 3  # two delivered, the third refused
    assert pending.thread_id == thread_id and pending.message_id == thread_id  # the thread of the turn's message
    assert not _links(calls)  # left for later

    h = await world.restart()  # a new process on the same database

    resumed = h.rest.calls
    assert not select(resumed, "POST", r"/threads$")  # the same thread, no new one
    second_run = channel_posts(resumed, thread_id)
    delivered = [c.content for c in first_run[:2]] + [c.content for c in second_run]
    assert delivered == [p.text for p in battle.posts]  # every post once, in order
    assert all(c.files for c in second_run if c.content.startswith("Initiative"))
    assert not select(resumed, "PATCH", rf"^/channels/{thread_id}$")  # it archives itself
    (link,) = _links(world.all_calls + resumed)  # the one-line summary in the channel, once
    assert link in resumed and resumed.index(link) > resumed.index(second_run[-1])
    assert f"/{thread_id}" in link.content and battle.summary in link.content
    assert world.app is not None and await world.app.outbox.pending_battle_posts() == []

    h = await world.restart()  # nothing is posted twice
    assert not _channel_calls(h)


async def test_a_restart_with_nothing_pending_posts_nothing(world: World) -> None:
    await world.start_game()
    await world.place_hqs()
    await world.play_until_battle()
    assert world.app is not None and await world.app.outbox.pending_battle_posts() == []

    h = await world.restart()

    assert not _channel_calls(h)


async def test_a_deleted_channel_gives_the_pending_battle_up(world: World, caplog: pytest.LogCaptureFixture) -> None:
    await _battle_cut_short(world, delivered=1)
    caplog.set_level(logging.INFO, logger="bot.discord")

    h = await world.restart(lambda h: h.rest.delete_channel(World.CHANNEL))

    assert not select(h.rest.calls, "POST", r"^/channels/")  # nothing posted anywhere
    assert any("gone: giving the battle up" in r.getMessage() for r in caplog.records)
    assert world.app is not None and await world.app.outbox.pending_battle_posts() == []
    h = await world.restart()  # given up for good
    assert not _channel_calls(h)


async def test_a_deleted_thread_gets_the_whole_battle_again(world: World) -> None:
    calls, pending, battle = await _battle_cut_short(world, delivered=2)
    assert pending.thread_id is not None

    h = await world.restart(lambda h: h.rest.delete_channel(pending.thread_id or 0))

    (opened,) = select(h.rest.calls, "POST", rf"^/channels/{World.CHANNEL}/threads$")  # a thread of its own
    new_thread = int(opened.response["id"])
    assert new_thread != pending.thread_id
    assert [c.content for c in channel_posts(h.rest.calls, new_thread)] == [p.text for p in battle.posts]
    (link,) = _links(h.rest.calls)
    assert f"/{new_thread}" in link.content
    assert world.app is not None and await world.app.outbox.pending_battle_posts() == []


async def test_a_battle_never_started_is_posted_whole_after_a_restart(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The process dies after the turn's reply, before the battle's thread: the next start posts it all."""
    await world.start_game()
    await world.place_hqs()

    async def died(self: BattlePoster, *args: Any, **kwargs: Any) -> None:
        return None

    assert world.app is not None
    with monkeypatch.context() as m:
        m.setattr(BattlePoster, "post_battle", died)
        for _ in range(200):  # one action at a time, up to the first battle
            await world.play_until_battle_or_none(max_steps=1)
            if await world.app.outbox.pending_battle_posts():
                break
    [pending] = await world.app.outbox.pending_battle_posts()
    assert (pending.delivered, pending.thread_id, pending.message_id) == (0, None, None)
    battle = await world.app.outbox.battle_post(pending.id)

    h = await world.restart()

    (opened,) = select(h.rest.calls, "POST", rf"^/channels/{World.CHANNEL}/threads$")
    thread_id = int(opened.response["id"])
    assert [c.content for c in channel_posts(h.rest.calls, thread_id)] == [p.text for p in battle.posts]
    assert opened.json["auto_archive_duration"] == 60  # archived by Discord an hour after its last post
    assert len(_links(h.rest.calls)) == 1
    assert await world.app.outbox.pending_battle_posts() == []


# The one-post-per-action mode (HEXBOT_QUIET=0); the quiet channel: test_quiet_channel.py. A
# battle is posted one segment a message here, to cut its posting between two of them.
pytestmark = [pytest.mark.loud, pytest.mark.usefixtures("one_segment_a_post")]


async def test_a_stray_404_for_the_thread_does_not_post_the_battle_again(world: World) -> None:
    """Discord answers 'Unknown Channel' once for the battle's thread (a fault, not a
    deletion): asked again a moment later it is there, and the battle goes on in it."""
    calls, pending, battle = await _battle_cut_short(world, delivered=2)
    assert pending.thread_id is not None

    def stray(h: BotHarness) -> None:
        h.rest.fail("GET", rf"^/channels/{pending.thread_id}$", api_error(404, 10003, "Unknown Channel"), times=1)

    h = await world.restart(stray)

    assert len(select(h.rest.calls, "GET", rf"^/channels/{pending.thread_id}$")) == 2  # asked twice
    assert not select(h.rest.calls, "POST", r"/threads$")  # no thread of its own
    resumed = [c.content for c in channel_posts(h.rest.calls, pending.thread_id)]
    assert [c.content for c in channel_posts(calls, pending.thread_id)][:2] + resumed == [p.text for p in battle.posts]
    assert world.app is not None and await world.app.outbox.pending_battle_posts() == []
