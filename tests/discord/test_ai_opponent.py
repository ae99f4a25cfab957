"""Playing against the bot itself on Discord: its turns are posted as channel messages."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord_adapter.delivery import Delivery
from tests.discord.conftest import ALA, World
from tests.discord.harness import BotHarness, Person, callbacks, channel_posts

HEXBOT = Person(BotHarness.BOT_ID, "hexbot", bot=True)


async def test_a_game_against_the_bot_user(world: World) -> None:
    calls = await world.h.slash(ALA, "hex new", opponent=HEXBOT, army="moloch", opponent_army="borgo", first="me")
    (answer,) = callbacks(calls)
    assert not answer.ephemeral
    game = await world.game()
    assert game.status == "active" and game.players == (ALA.id, BotHarness.BOT_ID)

    calls = await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    (hq,) = [c for c in channel_posts(calls, World.CHANNEL) if "placed their HQ" in c.content]
    assert hq.content.startswith(f"<@{BotHarness.BOT_ID}> placed their HQ on")
    assert (await world.player_to_act()) == ALA

    calls = await world.h.slash(ALA, "hex end")
    posts = [c.content for c in channel_posts(calls, World.CHANNEL)]
    assert any(p.startswith(f"<@{BotHarness.BOT_ID}> ") and "ended their turn" in p for p in posts), posts
    assert (await world.player_to_act()) == ALA

    # Other bots are still refused.
    robot = Person(1_000_000_000_000_000_099, "robot", bot=True)
    calls = await world.h.slash(ALA, "hex new", opponent=robot)
    (refused,) = callbacks(calls)
    assert refused.ephemeral and "Bots cannot play" in refused.content


async def test_a_restart_resumes_a_game_waiting_for_the_bot(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    await world.h.slash(ALA, "hex new", opponent=HEXBOT, army="moloch", opponent_army="borgo", first="me")

    async def crash(self: Delivery, channel_id: int) -> None:  # the process dies before the bot acts
        del self, channel_id

    with monkeypatch.context() as m:
        m.setattr(Delivery, "post_ai_turns", crash)
        await world.h.slash(ALA, "hex place", tile="hq", hex="C2")
    state = await world.state()
    assert state.to_act == 2  # the bot's HQ is still to place

    h = await world.restart()
    await h.bot._resume_task  # type: ignore[attr-defined]
    posts: list[Any] = [c for c in channel_posts(h.rest.calls, World.CHANNEL) if "placed their HQ" in c.content]
    assert len(posts) == 1
    assert (await world.player_to_act()) == ALA


# The one-post-per-action mode (HEXBOT_QUIET=0); the quiet channel: test_quiet_channel.py.
pytestmark = pytest.mark.loud
