"""Rendering off the event loop, with bounded concurrency.

:class:`RenderPool` calls the ``renderer`` package (Pillow, CPU-bound) in a thread pool;
an ``asyncio.Semaphore`` bounds how many renders wait or run at once. A failed render is
logged with its context and yields ``None``: a reply then goes out without its image,
and no game is ever affected (rendering happens after the state is stored).
:class:`NullRenderPool` renders nothing (benchmarks, text-only tests).
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from types import ModuleType
from typing import Any, Protocol, TypeVar

import i18n
from bot.replies import Image
from rules.catalog import Army, TileSpec
from rules.events import BattleFought, Event
from rules.state import GameState

log = logging.getLogger(__name__)
T = TypeVar("T")
MAX_CACHED_TILES = 512  # hand tiles' pictures kept (a few KB each)


def _png(mod: Any, img: Any) -> bytes:
    return bytes(mod.to_png(img))


class Renderer(Protocol):
    """What the use cases need from a render pool."""

    async def board(
        self,
        state: GameState,
        *,
        lang: str = i18n.DEFAULT,
        highlight: Sequence[str] = (),
        title: str | None = None,
        filename: str = "board.png",
        effects: Sequence[Event] = (),
        names: Mapping[int, str] | None = None,
        layout: str = "full",
    ) -> Image | None:
        """The board; ``effects``: the events of the action that led to it (a Dance, an
        Action or Healing is drawn over the board, see ``renderer.effects``); ``names``: the
        players' names by seat, for the panel; ``layout``: ``full`` (landscape, side panel)
        or ``phone`` (portrait, read 400 pixels wide: docs/renderer.md)."""
        ...

    async def battles(
        self,
        before: GameState,
        events: Sequence[Event],
        *,
        lang: str = i18n.DEFAULT,
        names: Mapping[int, str] | None = None,
        then: GameState | None = None,
        layout: str = "full",
    ) -> list[list[Image]]:
        """For each battle among ``events`` (which an action on ``before`` produced): one
        image per initiative segment, then the board after the battle; ``names``: the
        players' names by seat, for the log and the panel; ``then``: the game after the
        action (the last battle's last picture shows it: whose turn it is now); ``layout``
        as for :meth:`board`."""
        ...

    async def tile_card(self, spec: TileSpec, *, lang: str = i18n.DEFAULT) -> Image | None: ...

    async def focus(
        self,
        state: GameState,
        around: str,
        *,
        lang: str = i18n.DEFAULT,
        highlight: Sequence[str] = (),
        filename: str = "preview.png",
    ) -> Image | None:
        """The part of the board around hex ``around`` (a placement preview)."""
        ...

    async def hand_tile(self, state: GameState, player: int, key: str, *, lang: str = i18n.DEFAULT) -> Image | None:
        """Tile ``key`` of ``player``'s army alone, in the player's colours (the hand's pictures)."""
        ...

    async def army_sheet(self, army: Army, *, lang: str = i18n.DEFAULT) -> Image | None: ...

    def close(self) -> None: ...


class NullRenderPool:
    """A renderer that draws nothing."""

    async def board(
        self,
        state: GameState,
        *,
        lang: str = i18n.DEFAULT,
        highlight: Sequence[str] = (),
        title: str | None = None,
        filename: str = "board.png",
        effects: Sequence[Event] = (),
        names: Mapping[int, str] | None = None,
        layout: str = "full",
    ) -> Image | None:
        return None

    async def battles(
        self,
        before: GameState,
        events: Sequence[Event],
        *,
        lang: str = i18n.DEFAULT,
        names: Mapping[int, str] | None = None,
        then: GameState | None = None,
        layout: str = "full",
    ) -> list[list[Image]]:
        return [[] for e in events if isinstance(e, BattleFought)]

    async def tile_card(self, spec: TileSpec, *, lang: str = i18n.DEFAULT) -> Image | None:
        return None

    async def focus(
        self,
        state: GameState,
        around: str,
        *,
        lang: str = i18n.DEFAULT,
        highlight: Sequence[str] = (),
        filename: str = "preview.png",
    ) -> Image | None:
        return None

    async def hand_tile(self, state: GameState, player: int, key: str, *, lang: str = i18n.DEFAULT) -> Image | None:
        return None

    async def army_sheet(self, army: Army, *, lang: str = i18n.DEFAULT) -> Image | None:
        return None

    def close(self) -> None:
        return None


class RenderPool:
    """Runs ``renderer`` functions in ``workers`` threads; at most ``workers * 4`` queued."""

    def __init__(self, workers: int = 2, backend: ModuleType | Any | None = None) -> None:
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="render")
        self._semaphore = asyncio.Semaphore(workers * 4)
        self._backend = backend
        self._missing = False
        self._tiles: dict[tuple[object, ...], bytes] = {}  # hand tiles' PNGs (see hand_tile)

    def _module(self) -> Any | None:
        if self._backend is None and not self._missing:
            try:
                self._backend = importlib.import_module("renderer")
            except ImportError:
                self._missing = True
                log.warning("the renderer package is not importable: replies go out without images")
        return self._backend

    async def _run(self, what: str, fn: Callable[[], T]) -> T | None:
        async with self._semaphore:
            loop = asyncio.get_running_loop()
            try:
                return await loop.run_in_executor(self._executor, fn)
            except Exception:
                log.exception("render failed", extra={"ctx": {"what": what}})
                return None

    async def board(
        self,
        state: GameState,
        *,
        lang: str = i18n.DEFAULT,
        highlight: Sequence[str] = (),
        title: str | None = None,
        filename: str = "board.png",
        effects: Sequence[Event] = (),
        names: Mapping[int, str] | None = None,
        layout: str = "full",
    ) -> Image | None:
        mod = self._module()
        if mod is None:
            return None
        hl = tuple(highlight)
        extra: dict[str, Any] = {"effects": tuple(effects)} if effects else {}  # a minimal backend takes
        if names:  # neither effects nor names nor a layout
            extra["names"] = dict(names)
        if layout != "full":
            extra["layout"] = layout

        def draw() -> bytes:
            img = mod.render_board(state, lang=lang, highlight=hl, title=title, **extra)
            return bytes(mod.to_png(img))

        data = await self._run("board", draw)
        return None if data is None else Image(filename, data)

    async def battles(
        self,
        before: GameState,
        events: Sequence[Event],
        *,
        lang: str = i18n.DEFAULT,
        names: Mapping[int, str] | None = None,
        then: GameState | None = None,
        layout: str = "full",
    ) -> list[list[Image]]:
        count = sum(1 for e in events if isinstance(e, BattleFought))
        mod = self._module()
        if mod is None or count == 0:
            return [[] for _ in range(count)]

        def draw() -> list[list[Any]]:
            if hasattr(mod, "battle_starts"):
                starts = mod.battle_starts(before, events)
            else:  # a minimal backend (test doubles): every battle drawn from the action's start
                starts = [(before, e) for e in events if isinstance(e, BattleFought)]
            extra: dict[str, Any] = {"names": dict(names)} if names else {}  # a minimal backend takes none
            if layout != "full":
                extra["layout"] = layout
            last = len(starts) - 1
            return [
                list(
                    mod.render_battle(
                        start, report, lang=lang, **extra, **({"then": then} if i == last and then else {})
                    )
                )
                for i, (start, report) in enumerate(starts)
            ]

        frames = await self._run("battle", draw)
        if frames is None:
            return [[] for _ in range(count)]
        # PNG encoding is about half the work and Pillow releases the GIL: encode in parallel.
        out: list[list[Image]] = []
        for b, images in enumerate(frames, start=1):
            encoded = await asyncio.gather(*(self._run("png", partial(_png, mod, img)) for img in images))
            out.append([Image(f"battle{b}-{i}.png", d) for i, d in enumerate(encoded, start=1) if d is not None])
        return out

    async def tile_card(self, spec: TileSpec, *, lang: str = i18n.DEFAULT) -> Image | None:
        mod = self._module()
        if mod is None:
            return None
        data = await self._run("tile", lambda: bytes(mod.to_png(mod.render_tile_card(spec, lang=lang))))
        return None if data is None else Image(f"{spec.army}-{spec.key}.png", data)

    async def focus(
        self,
        state: GameState,
        around: str,
        *,
        lang: str = i18n.DEFAULT,
        highlight: Sequence[str] = (),
        filename: str = "preview.png",
    ) -> Image | None:
        mod = self._module()
        if mod is None or not hasattr(mod, "render_focus"):  # a minimal backend: the whole board
            return await self.board(state, lang=lang, highlight=highlight, filename=filename)
        hl = tuple(highlight)

        def draw() -> bytes:
            return bytes(mod.to_png(mod.render_focus(state, around, lang=lang, highlight=hl)))

        data = await self._run("focus", draw)
        return None if data is None else Image(filename, data)

    async def hand_tile(self, state: GameState, player: int, key: str, *, lang: str = i18n.DEFAULT) -> Image | None:
        mod = self._module()
        if mod is None or not hasattr(mod, "render_hand_tile"):
            return None
        # A tile's picture depends only on the armies (the player's shade), the tile and the
        # language: drawn once, since every refresh of every hand shows a few of them.
        cache_key = (tuple(ps.army for _, ps in sorted(state.players.items())), player, key, lang)
        data = self._tiles.get(cache_key)
        if data is None:

            def draw() -> bytes:
                return bytes(mod.to_png(mod.render_hand_tile(state, player, key, lang=lang)))

            data = await self._run("hand tile", draw)
            if data is None:
                return None
            if len(self._tiles) >= MAX_CACHED_TILES:
                self._tiles.pop(next(iter(self._tiles)))
            self._tiles[cache_key] = data
        return Image(f"tile-{key}.png", data)

    async def army_sheet(self, army: Army, *, lang: str = i18n.DEFAULT) -> Image | None:
        mod = self._module()
        if mod is None:
            return None
        data = await self._run("army", lambda: bytes(mod.to_png(mod.render_army_sheet(army, lang=lang))))
        return None if data is None else Image(f"{army.key}.png", data)

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
