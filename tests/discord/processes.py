"""Several bot processes on one database and one (fake) Discord, for the tests and the
bench of issue 32: each with its own database pool, application, outbox owner, drain and
discord.py client. A kill leaves what SIGKILL leaves: nothing released, nothing finished
(its reservations and leases stay in the database until they run out).

:func:`line_report` reads what players saw: every change's line (the words its interaction
kept with its outbox item, else the action's line rebuilt from the log, as the drain shows
it) must appear in the channel's messages as they are now."""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bot.app import App, build_app
from bot.config import Settings
from bot.discord_adapter import create_bot
from bot.rendering import RenderPool
from bot.replies import mention
from bot.storage import open_repository
from bot.storage.repository import Repository
from bot.usecases.wording import narrator
from tests.discord.conftest import ALA, PEOPLE, Clock, stub_renderer
from tests.discord.harness import BotHarness, FakeDiscord, text_of, user_payload


@dataclass
class Process:
    """One bot process (see the module docstring)."""

    name: str
    target: str
    clock: Any
    rest: FakeDiscord
    ids: Any
    seed: int
    repo: Repository | None = None
    app: App | None = None
    h: BotHarness | None = None
    pool: RenderPool | None = None
    kills: int = 0

    @property
    def alive(self) -> bool:
        return self.h is not None

    @property
    def bot(self) -> Any:
        assert self.h is not None
        return self.h.bot

    async def start(self, everyone: list[Process]) -> None:
        self.repo = await open_repository(self.target)
        if await self.repo.stores.channels.get_game_threads_default(BotHarness.GUILD_ID) is None:
            await self.repo.stores.channels.set_game_threads_default(BotHarness.GUILD_ID, False, self.clock())
        self.pool = RenderPool(workers=1, backend=stub_renderer())
        settings = Settings(dev_guild=None, quiet_channel=True)
        self.app = build_app(self.repo, self.pool, self.clock, settings=settings, rng=random.Random(self.seed))
        bot = create_bot(self.app, settings, reminder_interval=None, drain_interval=None)
        h = BotHarness(bot, people=PEOPLE, owner=ALA)
        h.rest = self.rest  # one Discord for every process
        h._ids = self.ids  # interactions numbered across processes
        self.rest.on_thread_created = lambda data: [p.h.feed("THREAD_CREATE", data) for p in everyone if p.h]
        bot.live_messages.retry_delay = 0
        self.h = h
        await h.start()

    async def stop(self) -> None:
        if self.h is not None:
            with contextlib.suppress(Exception):
                await self.h.stop()
        if self.pool is not None:
            self.pool.close()
        if self.repo is not None:
            await self.repo.close()
        self.h = self.app = self.repo = self.pool = None

    async def kill(self) -> None:
        """SIGKILL: nothing released, nothing finished."""
        if self.h is None:
            return
        self.bot.drainer._held.clear()  # the leases stay in the database, as a dead process leaves them
        await self.stop()
        self.kills += 1

    async def drain(self) -> int:
        return await self.bot.drainer.drain_once() if self.h is not None else 0


@dataclass
class Cluster:
    """``n`` processes, one database, one Discord, one clock."""

    target: str
    n: int = 2
    clock: Any = field(default_factory=Clock)
    procs: list[Process] = field(default_factory=list)

    def __post_init__(self) -> None:
        bot_user = user_payload(BotHarness.BOT_ID, "hexbot", bot=True)
        self.rest = FakeDiscord(bot_user=bot_user, application_id=BotHarness.APP_ID, owner=ALA.payload)
        self.rest.users.update({p.id: p.payload for p in PEOPLE})
        import itertools

        ids = itertools.count(1_200_000_000_000_000_000)
        self.procs = [Process(f"p{i}", self.target, self.clock, self.rest, ids, 7 + i) for i in range(self.n)]

    async def start(self) -> None:
        for p in self.procs:
            await p.start(self.procs)

    async def stop(self) -> None:
        for p in self.procs:
            await p.stop()

    def alive(self) -> list[Process]:
        return [p for p in self.procs if p.alive]

    async def repo(self) -> Any:
        return self.alive()[0].repo

    async def game(self) -> Any:
        return await (await self.repo()).stores.games.last_game(BotHarness.CHANNEL_ID)


async def change_lines(repo: Any, game: Any) -> dict[int, str]:
    """The line of each of ``game``'s turn items (by version) as players should see it: the
    words its interaction kept, else the action's line rebuilt from the log ("": told by a
    later item's words, the computer's stretch of actions)."""
    rows = {r.seq: r for r in await repo.stores.games.actions(game.id)}
    turns = [i for i in await repo.stores.deliveries.deliveries(game_id=game.id, limit=100_000) if i.kind == "turn"]
    while turns and _is_discard(rows.get(turns[-1].payload.get("seq"))):
        turns.pop()  # the game's last changes are discards: held until its next change (a quiet channel)
    lines: dict[int, str] = {}
    for item in turns:
        did = item.payload.get("did")
        if did is None:
            row = rows.get(item.payload.get("seq"))
            if row is None:
                continue
            did = narrator(game).did(mention(row.user_id), row.player, row.notation)
        lines[item.version] = " ".join(str(did).split())
    return lines


async def line_report(repo: Any, rest: FakeDiscord, game: Any) -> tuple[int, list[str]]:
    """(lines expected, lines missing) of ``game``'s changes: every turn item that is done
    must have its line in some message of the game's channel as it reads now."""
    shown = [
        " ".join(text_of(m).split())
        for m in rest.messages.values()
        if m["channel_id"] == str(game.channel_id) and int(m["id"]) not in rest.deleted_messages
    ]
    expected, missing = 0, []
    for version, line in (await change_lines(repo, game)).items():
        if not line:
            continue  # told by a later item's words (the computer's stretch of actions)
        expected += 1
        if not any(line in text for text in shown):
            missing.append(f"v{version}: {line}")
    return expected, missing


def choose(state: Any, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A legal action of the player to act as a slash command and its options: a battle tile
    often, an HQ, a discard, a choice, a placement, else the end of the turn."""
    from rules.game import legal_actions

    legal = legal_actions(state)
    if any(a.verb == "hq" for a in legal):
        return "hex place", {"tile": "hq", "hex": rng.choice([a for a in legal if a.verb == "hq"]).hexes[0]}
    battle = [a for a in legal if a.verb == "play" and a.tile == "battle"]
    if battle and rng.random() < 0.6:
        return "hex play", {"tile": "battle"}
    if state.turn.needs_discard:
        return "hex discard", {"tile": rng.choice([a for a in legal if a.verb == "discard"]).tile}
    chooses = [a for a in legal if a.verb == "choose"]
    if chooses:
        return "hex choose", {"hex": rng.choice(chooses).hexes[0]}
    places = [a for a in legal if a.verb == "place"]
    if places and rng.random() < 0.75:
        a = rng.choice(places)
        return "hex place", {"tile": a.tile, "hex": a.hexes[0], "facing": a.facing}
    return "hex end", {}


def _is_discard(row: Any) -> bool:
    return row is not None and row.notation.split()[:1] == ["discard"]


def doubled_turns(rest: FakeDiscord, channel_id: int, after_id: int = 0) -> int:
    """Turn messages posted twice (the same heading twice in the channel)."""
    headers = Counter(
        text_of(m).split("\n", 1)[0].split(":", 1)[0]
        for m in rest.messages.values()
        if m["channel_id"] == str(channel_id) and int(m["id"]) > after_id and text_of(m).startswith("**")
    )
    return sum(n - 1 for n in headers.values() if n > 1)


def with_buttons(rest: FakeDiscord, channel_id: int) -> list[str]:
    """The ids of the channel's messages that carry buttons now."""
    from tests.discord.harness import buttons_of

    return [m["id"] for m in rest.messages.values() if m["channel_id"] == str(channel_id) and buttons_of(m)]
