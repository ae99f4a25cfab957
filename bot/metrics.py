"""Prometheus metrics (the ``prometheus-client`` library), served on an optional port.

``HEXBOT_METRICS_PORT=9108`` makes the Discord bot serve ``/metrics`` there:

- ``hexbot_commands_total{command, outcome}``: use cases run (``public`` when they posted
  to the channel, ``private`` when they only answered the user — a hand, a preview, a
  player's mistake —, ``error`` for a program error);
- ``hexbot_command_seconds{command}``: their latency (rendering included);
- ``hexbot_live_games``, ``hexbot_outbox_backlog``: games open or in play, battle posts not
  completely delivered (updated by the reminder loop);
- ``hexbot_reminder_lag_seconds``: how late reminders are posted after they fall due;
- ``hexbot_discord_http_errors_total{status}``: what Discord refused;
- ``hexbot_interaction_failures_total{reason}``: what went wrong while answering an
  interaction (docs/discord.md, "When Discord's answer fails"): a call to Discord that
  failed (``timeout``, ``reset``, ``server_error``, ``rate_limited``, ``expired``, ``refused``,
  ``already_acknowledged``: an earlier try had gone through), what it came to
  (``unanswered``: never acknowledged, ``undelivered``: a private answer lost), and
  ``error``: an exception in a handler, logged once and answered generically;
- the delivery outbox (docs/operations.md), refreshed by each process's drain:
  ``hexbot_deliveries{status}`` (rows pending, done, failed: the database's, all
  processes), ``hexbot_deliveries_leased``, ``hexbot_deliveries_retrying`` (pending after a
  failed attempt), ``hexbot_deliveries_oldest_pending_seconds``, and this process's
  ``hexbot_deliveries_outcomes_total{outcome}`` (done, retried, failed: given up).

The metrics live in a registry of their own (no global state); :func:`instrument` times
the use cases of an application built by :func:`bot.app.build_app`.
"""

from __future__ import annotations

import functools
import inspect
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest, start_http_server

from bot.replies import Reply

if TYPE_CHECKING:
    from bot.app import App
    from bot.usecases.outbox import BattleOutbox

_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


class Metrics:
    """The bot's metrics in one registry."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        r = self.registry
        self.commands = Counter("hexbot_commands", "Use cases run", ["command", "outcome"], registry=r)
        self.latency = Histogram(
            "hexbot_command_seconds", "Use case latency", ["command"], buckets=_LATENCY_BUCKETS, registry=r
        )
        self.live_games = Gauge("hexbot_live_games", "Games open or in play", registry=r)
        self.outbox_backlog = Gauge("hexbot_outbox_backlog", "Battle posts not completely delivered", registry=r)
        self.reminder_lag = Histogram(
            "hexbot_reminder_lag_seconds", "Delay between a reminder falling due and its post", registry=r
        )
        self.discord_errors = Counter("hexbot_discord_http_errors", "Requests Discord refused", ["status"], registry=r)
        self.interaction_failures = Counter(
            "hexbot_interaction_failures", "Failures while answering interactions", ["reason"], registry=r
        )
        self.deliveries = Gauge("hexbot_deliveries", "Delivery outbox rows by status", ["status"], registry=r)
        self.deliveries_leased = Gauge("hexbot_deliveries_leased", "Outbox rows leased now", registry=r)
        self.deliveries_retrying = Gauge("hexbot_deliveries_retrying", "Pending outbox rows tried before", registry=r)
        self.deliveries_oldest = Gauge(
            "hexbot_deliveries_oldest_pending_seconds", "Age of the oldest pending outbox row", registry=r
        )
        self.delivery_outcomes = Counter(
            "hexbot_deliveries_outcomes", "Outbox attempts of this process", ["outcome"], registry=r
        )
        self._outcomes_seen: dict[str, int] = {}

    def serve(self, port: int) -> None:
        """Serve ``/metrics`` on ``port`` (a background thread of prometheus-client)."""
        start_http_server(port, registry=self.registry)

    def exposition(self) -> bytes:
        """The metrics in Prometheus' text format."""
        return bytes(generate_latest(self.registry))

    def discord_error(self, status: int) -> None:
        self.discord_errors.labels(status=str(status)).inc()

    def interaction_failure(self, reason: str) -> None:
        self.interaction_failures.labels(reason=reason).inc()

    async def refresh(self, outbox: BattleOutbox) -> None:
        """Update the gauges from storage (called by the reminder loop)."""
        self.live_games.set(await outbox.live_game_count())
        self.outbox_backlog.set(len(await outbox.pending_battle_posts()))

    def refresh_deliveries(self, stats: dict[str, Any]) -> None:
        """Update the outbox's metrics from :meth:`bot.usecases.deliveries.Deliveries.stats`."""
        for status in ("pending", "done", "failed"):
            self.deliveries.labels(status=status).set(stats.get(status, 0))
        self.deliveries_leased.set(stats.get("leased", 0))
        self.deliveries_retrying.set(stats.get("retrying", 0))
        self.deliveries_oldest.set(stats.get("oldest_pending_s", 0.0))
        for outcome, total in dict(stats.get("process", {})).items():
            seen = self._outcomes_seen.get(outcome, 0)
            if total > seen:
                self.delivery_outcomes.labels(outcome=outcome).inc(total - seen)
                self._outcomes_seen[outcome] = total


def _outcome(result: Any) -> str:
    replies = result if isinstance(result, list) else [result]
    if replies and all(isinstance(r, Reply) and r.ephemeral for r in replies):
        return "private"
    return "public"


def instrument(app: App, metrics: Metrics) -> None:
    """Count and time every use case of ``app``: each public coroutine method of its use-case
    objects is replaced, on that object, by a timed one labelled with the method's name
    (``new_game``, ``hand``, ``run``, …). The objects keep their types; nothing else changes."""
    for use_case in app.use_cases():
        for name, method in inspect.getmembers(use_case, inspect.iscoroutinefunction):
            if not name.startswith("_"):
                setattr(use_case, name, _timed(metrics, name, method))


def _timed(metrics: Metrics, name: str, call: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
    @functools.wraps(call)
    async def timed(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            result = await call(*args, **kwargs)
        except Exception:
            metrics.commands.labels(command=name, outcome="error").inc()
            raise
        finally:
            metrics.latency.labels(command=name).observe(time.perf_counter() - t0)
        metrics.commands.labels(command=name, outcome=_outcome(result)).inc()
        return result

    return timed
