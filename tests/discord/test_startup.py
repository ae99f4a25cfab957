"""Start-up: intents, the entry point's wiring, and the settings command."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest

from bot.config import Settings
from bot.discord_adapter import HexBot, create_bot, run_discord
from bot.discord_adapter.client import intents
from tests.discord.conftest import ALA, OLA, World
from tests.discord.harness import button, channel_posts


def test_no_privileged_intent_is_needed() -> None:
    value = intents()
    assert not value.message_content and not value.members and not value.presences
    assert value.guilds


def test_the_bot_asks_for_no_message_events() -> None:
    """Slash commands and buttons arrive as interactions, whatever the intents: the guilds
    intent (channels, threads, roles) is the only one."""
    value = intents()
    assert not value.messages and not value.guild_messages and not value.dm_messages
    assert not value.message_content and not value.reactions and not value.typing
    assert value == discord.Intents(guilds=True)


def test_create_bot_takes_the_dev_guild_from_the_settings() -> None:
    bot = create_bot(app=None, config=Settings(dev_guild=42), reminder_interval=None)
    assert isinstance(bot, HexBot) and bot.dev_guild == 42 and not bot.sync_commands
    assert bot.allowed_mentions is not None and bot.allowed_mentions.users is False  # pings nobody by default


async def test_run_discord_needs_a_token(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    with pytest.raises(RuntimeError, match="DISCORD_TOKEN"):
        await run_discord(Settings(db_path=tmp_path / "x.sqlite3"))


async def test_run_discord_wires_storage_service_and_bot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started: dict[str, Any] = {}

    async def fake_start(self: HexBot, token: str, *, reconnect: bool = True) -> None:
        started.update(token=token, app=self.app, sync=self.sync_commands)

    monkeypatch.setattr(HexBot, "start", fake_start)
    monkeypatch.setenv("HEXBOT_SYNC_COMMANDS", "1")
    db = tmp_path / "data" / "hex.sqlite3"

    await run_discord(Settings(discord_token="secret-token", db_path=db))

    assert started["token"] == "secret-token" and started["sync"] is True
    assert type(started["app"]).__name__ == "App"
    assert db.exists()  # the database was created and migrated


async def test_settings_command_changes_the_games_reminders_and_time_limit(world: World) -> None:
    await world.start_game()
    calls = await world.h.slash(ALA, "hex settings", reminder_hours=12, time_limit=48)
    (asked,) = [c for c in channel_posts(calls, World.CHANNEL) if "asks to change" in c.content]
    assert asked.data["allowed_mentions"]["users"] == [OLA.id]  # during a game: Ola must agree
    message = world.h.message(asked.response["id"])
    calls = await world.h.click(OLA, message, button(message, "accept change"))
    sent = " ".join(str(c.json) for c in calls if c.json is not None)
    assert "from the next turn, reminders after 12 h and 24 h; turn time limit 2 days." in sent
    calls = await world.h.slash(ALA, "hex settings")  # no option: shows what is set
    shown = " ".join(str(c.json) for c in calls if c.json is not None)
    assert "From the next turn: reminders after 12 h and 24 h; turn time limit 2 days." in shown
