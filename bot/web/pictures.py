"""The pictures of the game pages: a step's board and its battles' segments, rendered by the
bot's render pool (threads: off the event loop) and kept in a cache bounded in bytes.

A picture is known by (game, step's row sequence, language, layout, part), its layout the
landscape one (``full``) or the portrait one for phones (``phone``): a step's row never changes
once stored (an undone one is gone, and its successor has a new sequence number), so a cached
picture never goes stale. Two viewers asking for the same picture at once wait for one render.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Mapping

from bot.rendering import Renderer
from bot.web.model import Step

DEFAULT_CACHE_BYTES = 96 * 1024 * 1024


class ByteCache:
    """A least-recently-used cache of byte strings, at most ``limit`` bytes in all."""

    def __init__(self, limit: int = DEFAULT_CACHE_BYTES) -> None:
        self.limit = limit
        self.size = 0
        self._items: OrderedDict[Hashable, bytes] = OrderedDict()
        self._pending: dict[Hashable, asyncio.Future[bytes | None]] = {}

    def __len__(self) -> int:
        return len(self._items)

    def peek(self, key: Hashable) -> bytes | None:
        data = self._items.get(key)
        if data is not None:
            self._items.move_to_end(key)
        return data

    def put(self, key: Hashable, data: bytes) -> None:
        if len(data) > self.limit:
            return
        old = self._items.pop(key, None)
        if old is not None:
            self.size -= len(old)
        self._items[key] = data
        self.size += len(data)
        while self.size > self.limit:
            _, dropped = self._items.popitem(last=False)
            self.size -= len(dropped)

    async def get(
        self, key: Hashable, make: Callable[[], Awaitable[bytes | None]], *, keep: bool = True
    ) -> bytes | None:
        """The cached bytes, or ``make()``'s (made once however many ask at the same time;
        ``keep=False``: only that, the result is not cached)."""
        data = self.peek(key) if keep else None
        if data is not None:
            return data
        pending = self._pending.get(key)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[bytes | None] = asyncio.get_running_loop().create_future()
        self._pending[key] = future
        try:
            data = await make()
            if data is not None and keep:
                self.put(key, data)
            future.set_result(data)
            return data
        except BaseException as e:
            future.set_exception(e)
            future.exception()  # retrieved: no "never retrieved" warning when nobody waits
            raise
        finally:
            del self._pending[key]


class StepPictures:
    """Boards and battle segments of the steps, in any language, cached."""

    def __init__(self, render: Renderer, cache: ByteCache | None = None) -> None:
        self.render = render
        self.cache = cache or ByteCache()

    async def board(
        self, game_id: Hashable, step: Step, lang: str, names: Mapping[int, str], layout: str = "full"
    ) -> bytes | None:
        async def make() -> bytes | None:
            img = await self.render.board(
                step.state, lang=lang, highlight=step.highlight, effects=step.events, names=dict(names), layout=layout
            )
            return None if img is None else img.data

        return await self.cache.get((game_id, step.seq, lang, layout, "board"), make)

    async def battle(
        self,
        game_id: Hashable,
        step: Step,
        lang: str,
        battle: int,
        picture: int,
        names: Mapping[int, str],
        layout: str = "full",
    ) -> bytes | None:
        """Picture ``picture`` (0-based: one per initiative segment, then the board after it)
        of battle ``battle`` (1-based) of ``step``; the step's battles are drawn together, the
        players named as on the boards, the last picture the game as the step left it."""
        key = (game_id, step.seq, lang, layout, "battle", battle, picture)
        found = self.cache.peek(key)
        if found is not None:
            return found

        async def make() -> bytes | None:
            rendered = await self.render.battles(
                step.before, step.events, lang=lang, names=names, then=step.state, layout=layout
            )
            for b, images in enumerate(rendered, start=1):
                for k, img in enumerate(images):
                    self.cache.put((game_id, step.seq, lang, layout, "battle", b, k), img.data)
            return None

        # Viewers asking at once for pictures of the same battles wait for one render, then
        # each takes their own picture (the shared render's answer is nobody's in particular).
        await self.cache.get((game_id, step.seq, lang, layout, "battles"), make, keep=False)
        return self.cache.peek(key)
