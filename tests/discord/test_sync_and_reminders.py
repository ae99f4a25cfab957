"""Command sync on demand only (``--sync``), and the play-by-post reminders loop."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.discord_adapter.loops.reminders import Reminders
from tests.discord.conftest import ALA, World
from tests.discord.harness import BotHarness, Person, channel_posts, select

BOTH_BACKENDS = True  # reminders are stored: SQLite and PostgreSQL

SYNC_GLOBAL = rf"^/applications/{BotHarness.APP_ID}/commands$"


def _mention_message(h: BotHarness, author: Person, text: str) -> dict[str, Any]:
    """A MESSAGE_CREATE as the gateway delivered it when someone mentioned the bot (the bot
    no longer asks for message events; fed here by hand to prove nothing reads them)."""
    return {
        "id": str(h.rest.snowflake()),
        "channel_id": str(h.CHANNEL_ID),
        "guild_id": str(h.GUILD_ID),
        "author": author.payload,
        "member": {"roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": False, "mute": False},
        "content": f"<@{h.BOT_ID}> {text}",
        "timestamp": "2025-03-01T12:00:00.000000+00:00",
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [h.bot_user],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": False,
        "type": 0,
        "flags": 0,
    }


async def test_commands_are_not_synced_at_start(world: World) -> None:
    assert not select(world.h.rest.calls, "PUT", r"/commands$")


async def test_no_message_is_a_command_not_even_the_owners(world: World) -> None:
    """The owner's ``@bot sync`` is gone with the message intent: ``--sync`` publishes."""
    start = len(world.h.rest.calls)
    world.h.feed("MESSAGE_CREATE", _mention_message(world.h, ALA, "sync"))  # Ala owns the application
    await world.h.settle()
    assert world.h.rest.calls[start:] == []


async def test_sync_at_start_publishes_every_group_with_who_may_see_it(tmp_path: Any) -> None:
    """``--sync`` without a development guild: the global commands, as Discord receives them."""
    w = World(str(tmp_path / "hex.sqlite3"), sync=True)
    await w.start()
    try:
        (put,) = select(w.h.rest.calls, "PUT", SYNC_GLOBAL)
        assert not select(w.h.rest.calls, "PUT", r"/guilds/\d+/commands$")
    finally:
        await w.stop()
    names = ["hex", "hexinfo", "hexhistory", "hexlab", "hexpuzzle", "hexmod", "hexme", "wz", "league", "leaguemod"]
    assert [c["name"] for c in put.json] == names
    # Moderators' groups are shown to members with Manage Channels / Manage Server only.
    shown_to = {c["name"]: c["default_member_permissions"] for c in put.json}
    assert {n: None if v is None else str(v) for n, v in shown_to.items()} == {
        **dict.fromkeys(names),
        "hexmod": "16",
        "leaguemod": "32",
    }
    # The sync carries the Polish names and descriptions from the catalogue.
    hex_cmd = put.json[0]
    assert hex_cmd["description_localizations"]["pl"] == "Graj w Neuroshimę Hex na tym kanale"
    new = next(o for o in hex_cmd["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"pl": "nowa"}
    assert put.json[-1]["name_localizations"] == {"pl": "ligamod"}


async def test_sync_at_start_when_asked_goes_to_the_dev_guild(tmp_path: Any) -> None:
    from bot.config import Settings

    w = World(str(tmp_path / "hex.sqlite3"), sync=True)
    w.settings = Settings(dev_guild=BotHarness.GUILD_ID)
    await w.start()
    try:
        assert select(w.h.rest.calls, "PUT", rf"/guilds/{BotHarness.GUILD_ID}/commands$")
        assert not select(w.h.rest.calls, "PUT", SYNC_GLOBAL)
    finally:
        await w.stop()


async def test_due_reminders_are_posted_once_pinging_only_the_player(world: World) -> None:
    await world.start_game()
    reminders = Reminders(world.h.bot, world.h.bot.context, interval=3600)  # type: ignore[attr-defined]
    assert await reminders.post_due() == 0

    world.clock.advance(hours=25)
    start = len(world.h.rest.calls)
    assert await reminders.post_due() == 1
    (post,) = channel_posts(world.h.rest.calls[start:], World.CHANNEL)
    assert ALA.mention in post.content and "Reminder" in post.content
    assert post.data["allowed_mentions"] == {"users": [ALA.id], "parse": []}
    # A quiet channel: no buttons of its own, a link to the turn message that has them.
    assert not post.custom_ids and f"/channels/{BotHarness.GUILD_ID}/{World.CHANNEL}/" in post.content

    assert await reminders.post_due() == 0  # each reminder once


async def test_a_reminder_for_a_deleted_channel_is_dropped_quietly(world: World) -> None:
    from bot.replies import Reply

    message = await world.h.bot.delivery.post_to_channel(999, Reply("hello"))  # type: ignore[attr-defined]
    assert message is None
    assert select(world.h.rest.calls, "GET", r"^/channels/999$")


async def test_the_reminder_loop_runs_in_the_background(tmp_path: Any) -> None:
    w = World(str(tmp_path / "hex.sqlite3"), reminder_interval=0.05, quiet=False)
    await w.start()
    try:
        await w.start_game()
        w.clock.advance(hours=25)
        for _ in range(100):
            if channel_posts(w.h.rest.calls, World.CHANNEL):
                break
            await asyncio.sleep(0.02)
        (post,) = channel_posts(w.h.rest.calls, World.CHANNEL)
        assert ALA.mention in post.content
    finally:
        await w.stop()


async def test_a_reminder_by_dm_and_its_fallback_when_dms_are_closed(world: World) -> None:
    from tests.discord.harness import api_error

    await world.start_game()
    assert world.app is not None
    await world.app.people.preferences(World.CHANNEL, ALA.id, dm_reminders="on")
    reminders = Reminders(world.h.bot, world.h.bot.context, interval=3600)  # type: ignore[attr-defined]
    world.clock.advance(hours=25)
    start = len(world.h.rest.calls)
    assert await reminders.post_due() == 1
    calls = world.h.rest.calls[start:]
    assert channel_posts(calls, World.CHANNEL) == []  # nothing in the channel
    (dm,) = select(calls, "POST", r"^/users/@me/channels$")
    assert dm.data["recipient_id"] in (ALA.id, str(ALA.id))
    dm_channel = dm.response["id"]
    (post,) = channel_posts(calls, int(dm_channel))
    assert "waits for your move" in post.content and f"/channels/{BotHarness.GUILD_ID}/" in post.content
    assert not post.custom_ids  # no buttons in a DM: they act on a channel's game
    # closed DMs: the second reminder goes to the channel, with a ping
    world.h.rest.fail(
        "POST", r"^/channels/\d+/messages$", api_error(403, 50007, "Cannot send messages to this user"), times=1
    )
    world.clock.advance(hours=24)
    start = len(world.h.rest.calls)
    assert await reminders.post_due() == 1
    (fallback,) = [c for c in channel_posts(world.h.rest.calls[start:], World.CHANNEL) if c.response]
    assert ALA.mention in fallback.content and fallback.data["allowed_mentions"]["users"] == [ALA.id]
