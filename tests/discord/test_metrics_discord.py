"""Discord's refusals and the reminder loop feed the operators' metrics."""

from __future__ import annotations

from bot.discord_adapter.loops.reminders import Reminders
from bot.metrics import Metrics
from bot.replies import Reply
from tests.discord.conftest import World
from tests.discord.harness import api_error


async def test_refusals_and_reminder_lag_are_measured(world: World) -> None:
    metrics = Metrics()
    world.h.bot.metrics = metrics  # type: ignore[attr-defined]
    world.h.rest.fail("POST", r"^/channels/\d+/messages$", api_error(500), times=1)
    await world.h.bot.delivery.post_to_channel(World.CHANNEL, Reply("hello"))  # type: ignore[attr-defined]
    assert metrics.registry.get_sample_value("hexbot_discord_http_errors_total", {"status": "500"}) == 1
    await world.start_game()
    world.clock.advance(hours=25)
    reminders = Reminders(world.h.bot, world.h.bot.context, interval=3600)  # type: ignore[attr-defined]
    assert await reminders.post_due() == 1
    assert metrics.registry.get_sample_value("hexbot_reminder_lag_seconds_count") == 1
    assert metrics.registry.get_sample_value("hexbot_live_games") == 1
