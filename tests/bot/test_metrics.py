"""Operators' metrics: use cases counted and timed, gauges from storage, the text format."""

from __future__ import annotations

from bot.app import App
from bot.metrics import Metrics, instrument
from tests.bot.helpers import ALA, CHANNEL, OLA, start_game


def _value(metrics: Metrics, name: str, **labels: str) -> float:
    got = metrics.registry.get_sample_value(name, labels)
    return 0.0 if got is None else got


async def test_use_cases_are_counted_and_timed(service: App) -> None:
    metrics = Metrics()
    instrument(service, metrics)
    await start_game(service)
    await service.info.hand(CHANNEL, ALA)  # private
    await service.turns.act(CHANNEL, OLA, "end")  # a mistake: not their turn (private)
    await service.turns.hq(CHANNEL, ALA, "C2")  # public
    assert _value(metrics, "hexbot_commands_total", command="new_game", outcome="public") == 1
    assert _value(metrics, "hexbot_commands_total", command="hand", outcome="private") == 1
    assert _value(metrics, "hexbot_commands_total", command="act", outcome="private") == 1
    assert _value(metrics, "hexbot_commands_total", command="hq", outcome="public") == 1
    assert _value(metrics, "hexbot_command_seconds_count", command="hq") == 1
    service.computer.user_id = 999  # the instrumented application is the application itself
    assert service.ai.user_id == 999
    await metrics.refresh(service.outbox)
    assert _value(metrics, "hexbot_live_games") == 1
    assert _value(metrics, "hexbot_outbox_backlog") == 0
    metrics.discord_error(403)
    text = metrics.exposition().decode()
    assert 'hexbot_discord_http_errors_total{status="403"} 1.0' in text
    assert "hexbot_reminder_lag_seconds_bucket" in text


async def test_the_delivery_outbox_metrics(service: App) -> None:
    metrics = Metrics()
    await start_game(service)
    await service.turns.hq(CHANNEL, ALA, "C2")  # stored: its turn message waits in the outbox (no adapter here)
    stats = await service.deliveries.stats()
    metrics.refresh_deliveries(stats)
    assert _value(metrics, "hexbot_deliveries", status="pending") == stats["pending"] >= 1
    assert await service.deliveries.claim() == []  # not due yet: its interaction has its grace period
    service.deliveries.counts["done"] += 2
    metrics.refresh_deliveries(await service.deliveries.stats())
    metrics.refresh_deliveries(await service.deliveries.stats())  # counted once
    assert _value(metrics, "hexbot_deliveries_outcomes_total", outcome="done") == 2
    assert "hexbot_deliveries_oldest_pending_seconds" in metrics.exposition().decode()
