"""Fixtures for the Discord adapter tests: a real App on a temporary SQLite file,
the real bot built by ``create_bot``, and the fake Discord of ``harness.py``.

Images come from a tiny stand-in renderer (small real PNGs: portrait in the phone layout the
bot draws for Discord, landscape in the full one), so these tests check what the adapter
does with images — attach them, replace them, post them in threads — without depending on
the board renderer's speed or looks.
"""

from __future__ import annotations

import io
import random
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image as PILImage

from bot.app import App, build_app
from bot.config import Settings
from bot.discord_adapter import create_bot
from bot.discord_adapter.client import BOT_PERMISSIONS, OPTIONAL_PERMISSIONS
from bot.rendering import RenderPool
from bot.storage import open_repository
from bot.storage.repository import Repository
from rules import scenario
from rules.game import legal_actions
from rules.state import GameState
from tests.discord.harness import (
    CALLBACK_AUTOCOMPLETE,
    PERM_ALL_TEXT,
    PERM_MANAGE_CHANNELS,
    BotHarness,
    Call,
    Person,
)
from tests.storage.backends import database, parametrize_backends

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

ALA = Person(1_000_000_000_000_000_001, "ala")
OLA = Person(1_000_000_000_000_000_002, "ola")
EWA = Person(1_000_000_000_000_000_003, "ewa")  # watches, plays nothing
MOD = Person(1_000_000_000_000_000_004, "mod", permissions=PERM_ALL_TEXT | PERM_MANAGE_CHANNELS)
PEOPLE = [ALA, OLA, EWA, MOD]


def _png(width: int, height: int, colour: tuple[int, int, int]) -> Any:
    return PILImage.new("RGB", (width, height), colour)


def stub_renderer() -> SimpleNamespace:
    """The functions ``bot.rendering.RenderPool`` calls on the ``renderer`` package."""

    def to_png(img: Any) -> bytes:
        buf = io.BytesIO()
        img.save(buf, format="PNG")
        return buf.getvalue()

    def render_battle(
        state: Any, report: Any, *, lang: str = "en", names: Any = None, then: Any = None, layout: str = "full"
    ) -> list[Any]:
        size = (8, 12) if layout == "phone" else (12, 8)
        return [_png(*size, (200, 0, 0)) for _ in range(len(report.segments) + 1)]

    def render_board(state: Any, *, layout: str = "full", **kw: Any) -> Any:
        return _png(16, 24, (30, 30, 30)) if layout == "phone" else _png(24, 16, (30, 30, 30))

    return SimpleNamespace(
        to_png=to_png,
        render_board=render_board,
        render_battle=render_battle,
        render_tile_card=lambda spec, **kw: _png(8, 12, (0, 100, 0)),
        render_army_sheet=lambda army, **kw: _png(12, 8, (0, 0, 100)),
        render_focus=lambda state, around, **kw: _png(10, 10, (30, 30, 60)),
        render_hand_tile=lambda state, player, key, **kw: _png(6, 6, (60, 30, 30)),
    )


class Clock:
    """An injected clock the tests move forward."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


class World:
    """One database, one clock; a bot (restartable) on the fake Discord."""

    CHANNEL = BotHarness.CHANNEL_ID

    def __init__(
        self,
        db_path: str,
        *,
        reminder_interval: float | None = None,
        sync: bool = False,
        quiet: bool = True,
        backend: Any = None,
        channel_games: bool = True,
    ) -> None:
        self.db_path = db_path
        self.backend = backend  # the renderer (None: the tests' stub that draws blank pictures)
        # True: the server's moderators set /hexmod threads default:off, so /hex new without
        # where: plays in the channel (most tests); False: the server kept the default (threads).
        self.channel_games = channel_games
        self.clock = Clock()
        self.settings = Settings(dev_guild=None, quiet_channel=quiet)
        self.reminder_interval = reminder_interval
        self.sync = sync
        self.repo: Repository | None = None
        self.app: App | None = None
        self.harness: BotHarness | None = None
        self.pool: RenderPool | None = None
        self.all_interactions: list[dict[str, Any]] = []
        self.all_calls: list[Call] = []

    @property
    def h(self) -> BotHarness:
        assert self.harness is not None
        return self.harness

    async def start(self, *, seed: int = 7, prepare: Callable[[BotHarness], None] | None = None) -> None:
        """Open the database, build the application and the bot, and start it on a fresh fake
        Discord (``prepare`` sets that fake Discord up before the bot logs in)."""
        self.repo = await open_repository(self.db_path)
        if self.channel_games and await self.repo.stores.channels.get_game_threads_default(BotHarness.GUILD_ID) is None:
            await self.repo.stores.channels.set_game_threads_default(BotHarness.GUILD_ID, False, self.clock())
        self.pool = RenderPool(workers=2, backend=self.backend or stub_renderer())
        self.app = build_app(
            self.repo, self.pool, self.clock, settings=self.settings, rng=random.Random(seed), layout="phone"
        )
        bot = create_bot(self.app, self.settings, sync_commands=self.sync, reminder_interval=self.reminder_interval)
        self.harness = BotHarness(bot, people=PEOPLE, owner=ALA)
        if prepare is not None:
            prepare(self.harness)
        self.harness.bot.live_messages.retry_delay = 0  # type: ignore[attr-defined]  # no waiting in tests
        transport = self.harness.bot.responder.transport  # type: ignore[attr-defined]
        transport.clock, transport.sleep = self.harness.rest.time, self.harness.rest.time.sleep  # Discord's clock
        await self.harness.start()

    async def stop(self) -> None:
        if self.harness is not None:
            self.all_calls.extend(self.harness.rest.calls)
            self.all_interactions.extend(getattr(self.harness.rest, "interactions", {}).values())
            self.check_invariants(self.harness)
            await self.harness.stop()
            self.harness = None
        if self.pool is not None:
            self.pool.close()
        if self.repo is not None:
            await self.repo.close()
            self.repo = None

    async def restart(self, prepare: Callable[[BotHarness], None] | None = None) -> BotHarness:
        """Stop the bot and close the database; open both again (the fake Discord keeps its
        messages, channels and deleted channels; ``prepare`` may change it before the new
        bot starts — e.g. delete a channel while the bot was down)."""
        old = self.h
        self.clock.advance(seconds=30)  # a restart takes a while: the outbox's first retries fall due
        messages = dict(old.rest.messages)
        channels = dict(old.rest.channels)
        deleted = set(old.rest.deleted)
        nonces, dms = dict(old.rest.nonces), set(old.rest.dm_channels)
        await self.stop()

        def carry_over(h: BotHarness) -> None:
            h.rest.messages.update(messages)
            h.rest.channels.update(channels)
            h.rest.deleted.update(deleted)
            h.rest.nonces.update(nonces)
            h.rest.dm_channels.update(dms)
            h.rest.continue_ids_after(max([*messages, *channels, *dms], default=0))
            if prepare is not None:
                prepare(h)

        await self.start(seed=99, prepare=carry_over)
        return self.h

    # ------------------------------------------------------------------ game helpers
    async def state(self) -> GameState:
        assert self.repo is not None
        game = await self.repo.stores.games.live_game(self.h.channel_id) or await self.repo.stores.games.last_game(
            self.h.channel_id
        )
        assert game is not None
        return GameState.loads(game.state_json)

    async def game(self) -> Any:
        assert self.repo is not None
        return await self.repo.stores.games.live_game(self.h.channel_id) or await self.repo.stores.games.last_game(
            self.h.channel_id
        )

    async def player_to_act(self) -> Person:
        game = await self.game()
        state = GameState.loads(game.state_json)
        uid = game.players[state.to_act - 1]
        return next(p for p in PEOPLE if p.id == uid)

    async def legal(self) -> list[Any]:
        return legal_actions(await self.state())

    async def start_game(self) -> None:
        """Ala challenges Ola (Moloch vs Borgo, Ala first) and Ola accepts with the slash command."""
        await self.h.slash(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
        await self.h.slash(OLA, "hex accept")

    async def start_at(self, position: dict[str, Any], army: str, opponent_army: str) -> None:
        """Ala (``army``, first) challenges Ola, who accepts; the game is then set to the
        crafted ``position`` (rules.scenario)."""
        await self.h.slash(ALA, "hex new", opponent=OLA, army=army, opponent_army=opponent_army, first="me")
        await self.h.slash(OLA, "hex accept")
        game = await self.game()
        assert self.repo is not None
        new = game.evolve(version=game.version + 1, state_json=scenario.load(position).dumps())
        assert await self.repo.stores.games.save(new, game.version)

    async def place_hqs(self) -> None:
        for who, hex_name in ((ALA, "C2"), (OLA, "C4")):
            calls = await self.h.slash(who, "hex place", tile="hq", hex=hex_name)
            assert not mistakes(calls), calls

    async def step(self) -> list[Call]:
        """One legal action of the player to act, through a slash command (a battle tile
        when one can be played, else a discard, a choice, a placement, the end of the turn)."""
        who = await self.player_to_act()
        state = await self.state()
        legal = legal_actions(state)
        battle = [a for a in legal if a.verb == "play" and a.tile == "battle"]
        places = [a for a in legal if a.verb == "place"]
        if battle:
            return await self.h.slash(who, "hex play", tile="battle")
        if state.turn.needs_discard:
            return await self.h.slash(who, "hex discard", tile=next(a for a in legal if a.verb == "discard").tile)
        if any(a.verb == "choose" for a in legal):
            return await self.h.slash(who, "hex choose", hex=next(a for a in legal if a.verb == "choose").hexes[0])
        if places:
            a = places[len(places) // 2]
            return await self.h.slash(who, "hex place", tile=a.tile, hex=a.hexes[0], facing=a.facing)
        return await self.h.slash(who, "hex end")

    async def play_until_battle(self, max_steps: int = 200) -> list[Call]:
        """Play legal moves through slash commands until one of them fights a battle; its calls."""
        calls = await self.play_until_battle_or_none(max_steps)
        assert calls is not None, "no battle happened"
        return calls

    async def play_until_battle_or_none(self, max_steps: int = 200) -> list[Call] | None:
        """Like :meth:`play_until_battle`, but ``None`` if the game ends first."""
        for _ in range(max_steps):
            game = await self.game()
            if game.status != "active":
                return None
            calls = await self.step()
            assert not mistakes(calls), calls
            if any(c.path.endswith("/threads") or "Initiative" in c.content for c in calls):
                return calls
        return None

    # ------------------------------------------------------------------ invariants of every test
    @staticmethod
    def check_invariants(h: BotHarness) -> None:
        rest = h.rest
        assert not h.escaped, f"exceptions escaped the bot: {h.escaped}"
        assert not rest.unknown, f"calls to routes the fake Discord does not know: {rest.unknown}"
        for token, payload in getattr(rest, "interactions", {}).items():
            mine = [c for c in rest.calls if token in c.path.split("/")]
            callbacks = [c for c in mine if c.path.endswith("/callback")]
            if any(c in rest.faulted for c in mine):  # injected faults: at most one answer got through
                assert len([c for c in callbacks if c.response is not None]) <= 1, mine
                continue
            # Every interaction is acknowledged exactly once, and before anything else is sent for it.
            assert len(callbacks) == 1, (payload["type"], mine)
            assert mine[0] is callbacks[0], mine
            if payload["type"] == 4:
                assert callbacks[0].callback_type == CALLBACK_AUTOCOMPLETE
        for c in rest.calls:
            am = c.data.get("allowed_mentions")
            if c.method in ("POST", "PATCH") and isinstance(c.json, dict) and "content" in c.data:
                # Nothing the bot says may ping @everyone or roles; users only when listed.
                assert am is not None, c
                assert "everyone" not in am.get("parse", []) and "roles" not in am.get("parse", []), c
                assert "users" not in am.get("parse", []), c
                assert len(c.content) <= 2000, c
        # Every call needs only permissions the invite link asks for (docs/discord.md).
        asked = {*BOT_PERMISSIONS, *OPTIONAL_PERMISSIONS}
        for c in rest.calls:
            assert rest.permissions_needed(c) <= asked, (rest.permissions_needed(c) - asked, c)


def mistakes(calls: list[Call]) -> list[Call]:
    """Private answers other than a quiet channel's acknowledgements (and deferrals)."""
    return [
        c
        for c in calls
        if c.ephemeral and c.callback_type is None and "turn message" not in c.content and "Done" not in c.content
    ]


@pytest.fixture
def one_segment_a_post(monkeypatch: pytest.MonkeyPatch) -> None:
    """Battles posted one segment a message (``MAX_FILES`` 1), as before they were gathered:
    the restart and fault tests cut a battle's posting between two of its messages."""
    import bot.discord_adapter.battles as battles

    monkeypatch.setattr(battles, "MAX_FILES", 1)


@pytest.fixture
async def world(request: pytest.FixtureRequest, tmp_path: Any) -> AsyncIterator[World]:
    """The bot on the fake Discord; on each storage backend in modules with ``BOTH_BACKENDS``."""
    # Modules marked ``loud`` test the one-post-per-action mode (HEXBOT_QUIET=0).
    quiet = request.node.get_closest_marker("loud") is None
    # Tests marked ``server_default`` run on a server that kept the thread default (on).
    channel_games = request.node.get_closest_marker("server_default") is None
    async for target in database(getattr(request, "param", "sqlite"), tmp_path):
        w = World(target, quiet=quiet, channel_games=channel_games)
        await w.start()
        try:
            yield w
        finally:
            await w.stop()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    parametrize_backends(metafunc, "world")
