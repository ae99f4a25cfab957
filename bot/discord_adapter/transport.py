"""How an interaction's answers travel to Discord when the network fails (docs/discord.md,
"When Discord's answer fails").

Discord's rules, and what discord.py (2.6) does about failures:

* the **interaction callback** (a deferral, an answer, the clicked message's edit) must reach
  Discord within 3 seconds of the interaction; one per interaction. A callback whose answer
  was lost (a timeout, a reset connection, a 5xx) may have gone through: a second one is then
  refused with 40060 "Interaction has already been acknowledged" (which means the first did);
  after the 3 seconds Discord answers 10062 "Unknown interaction";
* **follow-ups** and edits of the original answer go through the interaction's webhook for
  15 minutes once the interaction is acknowledged (10015 "Unknown Webhook" when it never
  was, 50027 "Invalid Webhook Token" after);
* discord.py retries a webhook's 5xx (up to five times, 1 to 7 seconds apart) and Discord's
  own 429s, but neither a reset connection on Linux (errno 104; it retries only 54 and
  10054), nor a timeout, nor a 429 from Cloudflare's edge (no ``Via`` header, an HTML body).

:class:`Transport` sends each call of an answer through these rules: the callback is tried
again on a transient failure while its 3 seconds last (40060 on a later try counts as
acknowledged), a follow-up or an edit for up to two minutes while the token lives (the
first answer after a deferral tried again as an edit of the original, which cannot make a
second message). It
never decides whether the action runs: the responder runs it whatever comes of the answer.
Every failure is counted in ``hexbot_interaction_failures_total{reason}``.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.discord_adapter.answering import Answering
from bot.discord_adapter.errors import interaction_context
from bot.discord_adapter.faults import TRANSIENT_ERRORS
from bot.metrics import Metrics

log = logging.getLogger("bot.discord")

T = TypeVar("T")


CALLBACK_WINDOW = 3.0  # seconds Discord waits for the callback
CALLBACK_MARGIN = 0.3  # kept for the interaction's way to us (gateway, dispatch)
CALLBACK_ATTEMPT = 5.0  # seconds one try of a callback may take at most (aiohttp's default: 5 minutes)
TOKEN_ATTEMPT = 60.0  # seconds one try of a follow-up may take at most
TOKEN_LIFE = 15 * 60.0  # seconds the interaction's token takes follow-ups
TOKEN_MARGIN = 30.0
FOLLOWUP_BACKOFF = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0, 60.0)  # seconds between tries of a follow-up
# A follow-up is tried for at most this long (within the token's life): the handler's next
# steps (the computer's turn) wait for it, and an edge that refuses for minutes refuses for an hour.
FOLLOWUP_BUDGET = 120.0

ALREADY_ACKNOWLEDGED = 40060
UNKNOWN_INTERACTION = 10062
UNKNOWN_WEBHOOK = 10015
INVALID_WEBHOOK_TOKEN = 50027


class NotAcknowledged(Exception):
    """The interaction could not be acknowledged within Discord's 3 seconds: its token takes
    no answer (its public replies go to the channel with the bot's token)."""


def reason(exc: BaseException) -> str:
    """The metric's reason for a failed call to Discord."""
    if isinstance(exc, discord.HTTPException):
        if exc.code == ALREADY_ACKNOWLEDGED:
            return "already_acknowledged"
        if exc.code in (UNKNOWN_INTERACTION, UNKNOWN_WEBHOOK, INVALID_WEBHOOK_TOKEN) or exc.status == 401:
            return "expired"
        if exc.status == 429:
            return "rate_limited"
        if exc.status >= 500 or exc.status == 408:
            return "server_error"
        return "refused"
    if isinstance(exc, (asyncio.TimeoutError, TimeoutError)):
        return "timeout"
    if isinstance(exc, TRANSIENT_ERRORS):
        return "reset"
    return "error"


def transient(exc: BaseException) -> bool:
    """Whether asking again may succeed (and the request may have gone through)."""
    return reason(exc) in ("timeout", "reset", "server_error", "rate_limited")


def _retry_after(exc: BaseException) -> float:
    response: Any = getattr(exc, "response", None)
    headers = getattr(response, "headers", None) or {}
    try:
        return max(0.0, float(headers.get("Retry-After") or 0.0))
    except ValueError:
        return 0.0


class Transport:
    """Sends an interaction's callback and follow-ups through Discord's faults; one per bot.

    ``clock`` (seconds, monotonic) and ``sleep`` are the transport's time (the tests give
    the fake Discord's)."""

    def __init__(
        self,
        metrics: Callable[[], Metrics | None],
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        self.metrics = metrics
        self.clock = clock
        self.sleep = sleep

    def count(self, why: str) -> None:
        metrics = self.metrics()
        if metrics is not None:
            metrics.interaction_failure(why)

    def arrived(self, interaction: discord.Interaction[Any]) -> float:
        """When the interaction reached us (noted the first time it is asked)."""
        state = Answering.of(interaction)
        if state.received is None:
            state.received = self.clock()
        return state.received

    @staticmethod
    def acknowledged(interaction: discord.Interaction[Any]) -> bool:
        """Whether Discord has the interaction's callback (perhaps from a try whose answer was lost)."""
        return interaction.response.is_done() or Answering.of(interaction).ack == "yes"

    @staticmethod
    def unanswerable(interaction: discord.Interaction[Any]) -> bool:
        """Whether the interaction was never acknowledged and no longer can be."""
        return Answering.of(interaction).ack == "never"

    async def callback(self, interaction: discord.Interaction[Any], send: Callable[[], Awaitable[T]]) -> T | None:
        """Send the interaction's callback (``send``: a deferral, an answer, the clicked
        message's edit), tried again on transient failures within Discord's 3 seconds.
        Returns what ``send`` returned, ``None`` when an earlier try had gone through (then
        the answer it carried shows); raises :class:`NotAcknowledged` when the interaction
        cannot be acknowledged any more, and Discord's refusals (4xx) unchanged."""
        if self.unanswerable(interaction):
            raise NotAcknowledged()
        deadline = self.arrived(interaction) + CALLBACK_WINDOW - CALLBACK_MARGIN
        pause = 0.05
        maybe_applied = False  # a try failed in a way that may have reached Discord
        while True:
            try:
                # Discord decides whether a try came in time; one that hangs is given up
                async with asyncio.timeout(CALLBACK_ATTEMPT):
                    result = await send()
            except discord.HTTPException as exc:
                if exc.code == ALREADY_ACKNOWLEDGED:
                    # an earlier try went through (its answer was lost): the interaction is answered
                    self.count("already_acknowledged")
                    Answering.of(interaction).ack = "yes"
                    return None
                if not transient(exc):
                    if exc.code == UNKNOWN_INTERACTION:
                        await self._give_up(interaction, exc, maybe_applied)
                        return None  # an earlier try went through after all
                    raise
                failure: BaseException = exc
            except TRANSIENT_ERRORS as exc:
                failure = exc
            else:
                Answering.of(interaction).ack = "yes"
                return result
            self.count(reason(failure))
            maybe_applied = maybe_applied or reason(failure) != "rate_limited"
            wait = max(pause, _retry_after(failure))
            if self.clock() + wait >= deadline:
                await self._give_up(interaction, failure, maybe_applied)
                return None  # an earlier try went through after all
            log.info(
                "the interaction's callback failed (%s), trying again",
                reason(failure),
                extra={"ctx": interaction_context(interaction)},
            )
            await self.sleep(wait)
            pause *= 2

    async def _give_up(self, interaction: discord.Interaction[Any], exc: BaseException, maybe_applied: bool) -> None:
        """No more tries: when one of them may have gone through, Discord is asked whether the
        interaction has an original answer (it has one once acknowledged); else it never will."""
        if maybe_applied:
            try:
                async with asyncio.timeout(CALLBACK_ATTEMPT):
                    await interaction.original_response()
            except Exception as probe:  # 10015 Unknown Webhook: never acknowledged
                log.info("no original answer: %s", probe, extra={"ctx": interaction_context(interaction)})
            else:
                self.count("already_acknowledged")
                Answering.of(interaction).ack = "yes"
                return
        self._never(interaction, exc)
        raise NotAcknowledged() from exc

    def _never(self, interaction: discord.Interaction[Any], exc: BaseException) -> None:
        Answering.of(interaction).ack = "never"
        self.count("unanswered")
        log.warning(
            "the interaction could not be acknowledged: %s: %s",
            type(exc).__name__,
            exc,
            extra={"ctx": interaction_context(interaction)},
        )

    async def token_call(
        self,
        interaction: discord.Interaction[Any],
        send: Callable[[], Awaitable[T]],
        *,
        again: Callable[[], Awaitable[T]] | None = None,
    ) -> T:
        """A follow-up, or an edit or deletion of the original answer: tried again on transient
        failures for up to :data:`FOLLOWUP_BUDGET` seconds while the interaction's token
        lives (``again``: what to send instead once a
        try may have gone through, e.g. an edit of the original rather than a second message).
        Raises the last failure when it is not transient or the token dies."""
        if self.unanswerable(interaction):
            raise NotAcknowledged()
        end = min(self.arrived(interaction) + TOKEN_LIFE - TOKEN_MARGIN, self.clock() + FOLLOWUP_BUDGET)
        attempt = 0
        call = send
        while True:
            try:
                async with asyncio.timeout(TOKEN_ATTEMPT):
                    return await call()
            except Exception as exc:
                if not transient(exc):
                    if isinstance(exc, discord.HTTPException):
                        self.count(reason(exc))
                    raise
                self.count(reason(exc))
                wait = max(FOLLOWUP_BACKOFF[min(attempt, len(FOLLOWUP_BACKOFF) - 1)], _retry_after(exc))
                if self.clock() + wait >= end:
                    raise
                log.info(
                    "an answer to the interaction failed (%s), trying again in %.1f s",
                    reason(exc),
                    wait,
                    extra={"ctx": interaction_context(interaction)},
                )
                await self.sleep(wait)
                attempt += 1
                if again is not None:
                    call = again
