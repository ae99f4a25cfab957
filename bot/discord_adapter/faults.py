"""What a failed call to Discord means for the delivery outbox: tried again later (5xx, 429,
a timeout, a reset connection: the request may or may not have gone through) or refused
for good (403 Missing Access/Permissions, 404 Unknown Channel, a 4xx). discord.py raises
timeouts and connection errors unchanged, so every layer that delivers must expect them,
not only :class:`discord.HTTPException`.

The rooms that swallow a refusal (they log it and go on, as a reply must not fail for a
post) note it in :data:`LAST_FAILURE`, so that the one performing an outbox item learns why
it did not complete (:func:`noted`)."""

from __future__ import annotations

import asyncio
import contextvars
from typing import Any

import aiohttp
import discord

from bot.usecases.deliveries import Failure

# The last Discord failure noted in this task (asyncio copies the context per task).
LAST_FAILURE: contextvars.ContextVar[BaseException | None] = contextvars.ContextVar("hexbot_failure", default=None)

TRANSIENT_ERRORS = (asyncio.TimeoutError, TimeoutError, aiohttp.ClientError, ConnectionError, OSError)


class DeliveryFailed(Exception):
    """A step of an outbox item did not complete (the item is tried again or given up)."""

    def __init__(self, failure: Failure) -> None:
        super().__init__(failure.error)
        self.failure = failure


def note(exc: BaseException) -> None:
    """Remember ``exc`` as the reason the current delivery may not complete."""
    LAST_FAILURE.set(exc)


def reset() -> None:
    LAST_FAILURE.set(None)


def noted(default: str) -> Failure:
    """The failure noted since :func:`reset` (``default`` describes it when none was)."""
    exc = LAST_FAILURE.get()
    return classify(exc) if exc is not None else Failure(default)


def _retry_after(exc: discord.HTTPException) -> float | None:
    response: Any = getattr(exc, "response", None)
    headers = getattr(response, "headers", None) or {}
    value = headers.get("Retry-After") or headers.get("retry-after")
    if value is None and isinstance(getattr(exc, "retry_after", None), (int, float)):
        value = exc.retry_after  # type: ignore[attr-defined]
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def classify(exc: BaseException) -> Failure:
    """Whether ``exc`` is worth trying again, and after how long at least."""
    if isinstance(exc, DeliveryFailed):
        return exc.failure
    if isinstance(exc, discord.RateLimited):
        return Failure(f"rate limited ({exc.retry_after:.1f} s)", retry_after=exc.retry_after)
    if isinstance(exc, discord.HTTPException):
        text = f"{exc.status} {exc.code}: {exc.text}"[:300]
        if exc.status == 429:
            return Failure(text, retry_after=_retry_after(exc))
        if exc.status >= 500 or exc.status == 408:
            return Failure(text)
        return Failure(text, permanent=True)  # 403, 404, 400: asking again gets the same answer
    if isinstance(exc, TRANSIENT_ERRORS):
        return Failure(f"{type(exc).__name__}: {exc}"[:300])
    return Failure(f"program error {type(exc).__name__}: {exc}"[:300])
