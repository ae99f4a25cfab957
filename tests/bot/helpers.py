"""Helpers for the bot tests: a settable clock, a recording renderer, a game driver."""

from __future__ import annotations

import io
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot.app import App, build_app
from bot.console import Console
from bot.locale import acting
from bot.rendering import NullRenderPool
from bot.replies import Button, Image, Reply, Select
from bot.storage import open_repository
from bot.storage.base import GameRecord
from bot.storage.repository import Repository
from rules.actions import Action
from rules.catalog import Army, TileSpec
from rules.events import BattleFought, Event
from rules.game import legal_actions
from rules.state import PHASE_HQ, GameState

Say = Callable[[str], Awaitable[str]]

CHANNEL = 1000
ALA = 11
OLA = 22
EVE = 33
PNG = b"\x89PNG\r\n\x1a\nfake"

# Every repository ``make_service`` opened; tests/conftest.py closes them after each test (an
# open SQLite connection keeps a thread alive that would stop the test run from exiting).
OPENED: list[Repository] = []


class FakeClock:
    """An aware clock the test moves by hand."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2025, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **kwargs: float) -> None:
        self.now += timedelta(**kwargs)


@dataclass
class RecordingRenderer(NullRenderPool):
    """Returns tiny fake PNGs and records what was drawn."""

    calls: list[tuple[str, dict[str, object]]] = field(default_factory=list)

    async def board(
        self,
        state: GameState,
        *,
        lang: str = "en",
        highlight: Sequence[str] = (),
        title: str | None = None,
        filename: str = "board.png",
        effects: Sequence[Event] = (),
        names: Mapping[int, str] | None = None,
        layout: str = "full",
    ) -> Image | None:
        call: dict[str, object] = {"highlight": tuple(highlight), "title": title, "lang": lang}
        if layout != "full":
            call["layout"] = layout
        if effects:
            call["effects"] = [type(e).__name__ for e in effects]
        if names:
            call["names"] = dict(names)
        self.calls.append(("board", call))
        return Image(filename, PNG)

    async def battles(
        self,
        before: GameState,
        events: Sequence[Event],
        *,
        lang: str = "en",
        names: Mapping[int, str] | None = None,
        then: GameState | None = None,
        layout: str = "full",
    ) -> list[list[Image]]:
        reports = [e for e in events if isinstance(e, BattleFought)]
        call: dict[str, object] = {"battles": len(reports)}
        if layout != "full":
            call["layout"] = layout
        if names:
            call["names"] = dict(names)
        if then is not None:
            call["then_to_act"] = then.to_act
        self.calls.append(("battles", call))
        return [[Image(f"segment-{i}.png", PNG) for i in range(len(r.segments) + 1)] for r in reports]

    async def tile_card(self, spec: TileSpec, *, lang: str = "en") -> Image | None:
        self.calls.append(("tile", {"key": spec.key}))
        return Image("tile.png", PNG)

    async def focus(
        self,
        state: GameState,
        around: str,
        *,
        lang: str = "en",
        highlight: Sequence[str] = (),
        filename: str = "preview.png",
    ) -> Image | None:
        self.calls.append(("focus", {"around": around, "highlight": tuple(highlight), "lang": lang}))
        return Image(filename, PNG)

    async def hand_tile(self, state: GameState, player: int, key: str, *, lang: str = "en") -> Image | None:
        self.calls.append(("hand tile", {"key": key, "player": player}))
        return Image(f"tile-{key}.png", PNG)

    async def army_sheet(self, army: Army, *, lang: str = "en") -> Image | None:
        self.calls.append(("army", {"key": army.key}))
        return Image("army.png", PNG)


async def make_service(path: str, clock: FakeClock, renderer: NullRenderPool | None = None, seed: int = 1) -> App:
    repo = await open_repository(path)
    OPENED.append(repo)
    return build_app(repo, renderer or RecordingRenderer(), clock, rng=random.Random(seed))


async def start_game(
    service: App, channel: int = CHANNEL, armies: tuple[str, str] = ("moloch", "outpost"), **kw: object
) -> Reply:
    r = await service.setup.new_game(channel, ALA, opponent_id=OLA, army=armies[0], opponent_army=armies[1], **kw)  # type: ignore[arg-type]
    assert not r.ephemeral, r.text
    r = await service.setup.accept(channel, OLA)
    assert not r.ephemeral, r.text
    return r


async def live(service: App, channel: int = CHANNEL) -> tuple[GameRecord, GameState]:
    game = await service.repo.stores.games.live_game(channel) or await service.repo.stores.games.last_game(channel)
    assert game is not None
    return game, GameState.loads(game.state_json)


def choose(state: GameState, rng: random.Random) -> Action:
    """A random legal action that fills the board and ends games: prefers placing tiles."""
    legal = legal_actions(state)
    by_verb: dict[str, list[Action]] = {}
    for a in legal:
        by_verb.setdefault(a.verb, []).append(a)
    for verb in ("hq", "choose"):
        if verb in by_verb:
            return rng.choice(by_verb[verb])
    if state.phase == PHASE_HQ:  # an army's own set-up step (Cerberus next to the HQ, an Object)
        return rng.choice(legal)
    if state.turn.needs_discard:
        return rng.choice(by_verb["discard"])
    roll = rng.random()
    if "place" in by_verb and roll < 0.75:
        return rng.choice(by_verb["place"])
    plays = [a for a in by_verb.get("play", []) if a.tile != "battle" or rng.random() < 0.5]
    if plays and roll < 0.9:
        return rng.choice(plays)
    if "move" in by_verb and roll < 0.93:
        return rng.choice(by_verb["move"])
    if "discard" in by_verb and roll < 0.96:
        return rng.choice(by_verb["discard"])
    return Action("end")


async def play_one(service: App, rng: random.Random, channel: int = CHANNEL) -> Reply:
    """Play one random legal action for whoever must act; asserts it was accepted."""
    game, state = await live(service, channel)
    action = choose(state, rng)
    user = game.players[state.to_act - 1]
    assert user is not None
    reply = await service.turns.act(channel, user, str(action))
    assert not reply.ephemeral, f"{action}: {reply.text}"
    return reply


async def inject(service: App, state: GameState, channel: int = CHANNEL) -> GameRecord:
    """Replace the live game's state (a test set-up: a crafted position)."""
    game = await service.repo.stores.games.live_game(channel)
    assert game is not None
    new = game.evolve(version=game.version + 1, state_json=state.dumps())
    assert await service.repo.stores.games.save(new, game.version)
    return new


async def snapshot(service: App, channel: int = CHANNEL) -> tuple[int, str, int, str | None]:
    """What must not change after a mistake: version, state, log length, request."""
    game = await service.repo.stores.games.live_game(channel) or await service.repo.stores.games.last_game(channel)
    assert game is not None
    rows = await service.repo.stores.games.actions(game.id)
    return game.version, game.state_json, len(rows), repr(game.request)


def console_and_say(service: App, image_dir: Path, **options: Any) -> tuple[Console, Say]:
    """A console on ``service`` and ``say(line)``: what the console printed for that line."""
    out = io.StringIO()
    console = Console(service, image_dir, out=out, **options)

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    return console, say


async def run_line(service: App, line: str, version: int | None, lang: str = "en", user: int = ALA) -> Reply:
    """The one reply to ``user``'s command ``line`` (a button's or menu's action), worded in ``lang``."""
    with acting(lang):
        (reply,) = await service.commands.run(CHANNEL, user, line, version=version)
    return reply


def button_of(reply: Reply, keyword: str) -> Button:
    return next(b for b in reply.all_buttons if b.keyword == keyword)


def menu_of(reply: Reply, keyword: str) -> Select:
    return next(m for m in reply.all_selects if m.custom == keyword)
