"""The drain: every bot process claims due items of the delivery outbox with a lease, renews
the lease while it delivers them, and finishes or reschedules each
(:meth:`bot.discord_adapter.delivery.Delivery.deliver_item`); it prunes finished items now
and then. Start-up is not special: what a previous run left is simply due.

Items of different games are delivered side by side (a few at a time); the items of one
game's live message come one at a time, in order (the store's claim sees to it)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from bot.discord_adapter.delivery import Delivery
from bot.metrics import Metrics
from bot.storage.outbox import Delivery as Item
from bot.usecases.ports import UseCases

log = logging.getLogger("bot.discord.drain")

PRUNE_EVERY = 500  # rounds between two prunings of finished items
METRICS_EVERY = 15  # rounds between two refreshes of the outbox's metrics
PARALLEL = 4  # items delivered at once by one process


class Drainer:
    """Delivers the outbox's due items (see the module docstring)."""

    def __init__(
        self,
        app: UseCases,
        delivery: Delivery,
        *,
        interval: float = 2.0,
        shards: Any = None,
        metrics: Callable[[], Metrics | None] = lambda: None,
    ) -> None:
        self.app = app
        self.metrics = metrics
        self.delivery = delivery
        self.interval = interval
        self.shards = shards
        self._held: set[int] = set()  # ids of the items this process is delivering
        self._task: asyncio.Task[None] | None = None
        self._rounds = 0

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="outbox-drain")

    async def stop(self, *, release: bool = True) -> None:
        """Stop draining; ``release``: give the leases back (a clean shutdown)."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if release and self._held:
            try:
                await self.app.deliveries.release(sorted(self._held))
            except Exception:
                log.exception("could not release the outbox leases")

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval)  # start-up's own round runs first (the client's resume)
            try:
                await self.drain_once()
            except asyncio.CancelledError:
                raise
            except Exception:  # the storage is away: try again next round
                log.exception("an outbox round failed")

    async def drain_once(self, limit: int = 20) -> int:
        """Claim and deliver the due items (one round); how many were claimed."""
        self._rounds += 1
        if self._rounds % PRUNE_EVERY == 1:
            await self.app.deliveries.prune()
        metrics = self.metrics()
        if metrics is not None and self._rounds % METRICS_EVERY == 1:
            metrics.refresh_deliveries(await self.app.deliveries.stats())
        items = await self.app.deliveries.claim(limit, self.shards)
        if not items:
            return 0
        self._held.update(i.id for i in items)
        renewer = asyncio.create_task(self._renew(), name="outbox-renew")
        gate = asyncio.Semaphore(PARALLEL)

        async def one(item: Item) -> None:
            async with gate:
                try:
                    await self.delivery.deliver_item(item)
                finally:
                    self._held.discard(item.id)

        try:
            await asyncio.gather(*(one(i) for i in items))
        finally:
            renewer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await renewer
        return len(items)

    async def run_key(self, key: str) -> bool:
        """Deliver the item ``key`` now if this process can claim it (a reminder's loop)."""
        item = await self.app.deliveries.claim_key(key)
        if item is None:
            return False
        self._held.add(item.id)
        try:
            await self.delivery.deliver_item(item)
        finally:
            self._held.discard(item.id)
        return True

    async def _renew(self) -> None:
        """Renew the leases of the items being delivered, every third of a lease."""
        while True:
            await asyncio.sleep(self.app.deliveries.lease_s / 3)
            held = sorted(self._held)
            if not held:
                continue
            try:
                kept = await self.app.deliveries.renew(held)
            except Exception:
                log.exception("could not renew the outbox leases")
                continue
            lost = set(held) - kept
            if lost:
                log.warning("outbox leases lost to another process", extra={"ctx": {"items": sorted(lost)}})
