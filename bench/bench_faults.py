"""Delivery under Discord faults: whole games through the real bot on the fake Discord, with
faults injected into every kind of call at a given rate, one or two bot processes on one
database, and random kills (leases left held) and restarts.

    python bench/bench_faults.py [--games 6] [--rates 0,5,20] [--postgres URL] [--seed 1]

For each fault rate it plays ``--games`` games (two players; two players against the
computer; four players with two computer seats), battles included, with faults (500, 502,
503, 504, 429 with retry-after, 403, 404, timeouts, reset connections; a third of the
failures "applied then lost": the request went through, its answer did not) injected into
posts, edits, thread creations, archives and DMs. With a PostgreSQL server (``--postgres``,
else ``HEXBOT_TEST_POSTGRES``, when it answers) two bot processes share one database and
one Discord, each interaction going to one of them; otherwise one process on SQLite. Now
and then a process is killed in the middle of a drain round (its in-flight work cancelled,
its leases kept, nothing released) and started again a few seconds later.

After each game the faults heal and time passes until the outbox is empty; then it counts:

- expected: outbox items (everything the bot had to show in Discord);
- delivered: items done (shown by the interaction, or by a drain);
- doubled: messages that appear twice (a turn's message, a battle thread, a segment);
- lost: items given up or still pending, and games whose live message is not their last state;
- delay: from the change to its delivery, in the fake clock's seconds (median, p99).

The "processes" are bot instances in this one Python process, each with its own database
pool, outbox owner, drain and discord.py client; a kill cancels its tasks without any
clean-up, which is what SIGKILL leaves behind (the database sees the leases it held). The
clock is a fake one, moved one second per interaction and per drain round.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import logging
import os
import random
import statistics
import sys
import tempfile
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app import App, build_app  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.discord_adapter import create_bot  # noqa: E402
from bot.rendering import RenderPool  # noqa: E402
from bot.storage import GameRepository, open_repository  # noqa: E402
from rules.game import legal_actions  # noqa: E402
from rules.state import GameState  # noqa: E402
from tests.discord.conftest import ALA, OLA, PEOPLE, Clock, stub_renderer  # noqa: E402
from tests.discord.harness import FAULT_CLASSES, BotHarness, FakeDiscord, Person, user_payload  # noqa: E402

HEXBOT = Person(BotHarness.BOT_ID, "hexbot", bot=True)
KINDS = ("send", "edit", "thread", "archive", "dm")
KILL_EVERY = 60  # about one kill per this many ticks (when faults are on)
DOWN_TICKS = 5  # a killed process comes back after this many ticks


@dataclass
class Process:
    """One bot process: its database pool, application, bot and harness."""

    name: str
    target: str
    clock: Clock
    rest: FakeDiscord
    ids: Any
    seed: int
    repo: GameRepository | None = None
    app: App | None = None
    h: BotHarness | None = None
    pool: RenderPool | None = None
    down_until: int = -1
    kills: int = 0

    @property
    def alive(self) -> bool:
        return self.h is not None

    async def start(self, everyone: list[Process]) -> None:
        self.repo = await open_repository(self.target)
        self.pool = RenderPool(workers=1, backend=stub_renderer())
        settings = Settings(dev_guild=None, quiet_channel=True)
        self.app = build_app(self.repo, self.pool, self.clock, settings=settings, rng=random.Random(self.seed))
        bot = create_bot(self.app, settings, reminder_interval=None, drain_interval=None)
        h = BotHarness(bot, people=PEOPLE, owner=ALA)
        h.rest = self.rest  # one Discord for every process
        h._ids = self.ids  # interactions numbered across processes
        self.rest.on_thread_created = lambda data: [p.h.feed("THREAD_CREATE", data) for p in everyone if p.h]
        self.h = h
        await h.start()

    async def kill(self) -> None:
        """SIGKILL: nothing released, nothing finished."""
        if self.h is None:
            return
        bot: Any = self.h.bot
        bot.drainer._held.clear()  # the leases stay in the database, as a dead process leaves them
        with contextlib.suppress(Exception):
            await self.h.stop()
        if self.pool is not None:
            self.pool.close()
        if self.repo is not None:
            await self.repo.close()
        self.h = self.app = self.repo = self.pool = None
        self.kills += 1

    async def drain(self) -> None:
        if self.h is not None:
            await self.h.bot.drainer.drain_once()  # type: ignore[attr-defined]


@dataclass
class Tally:
    expected: int = 0
    delivered: int = 0
    doubled: int = 0
    lost: int = 0
    delays: list[float] = field(default_factory=list)
    faults: int = 0
    kills: int = 0
    games: int = 0
    actions: int = 0


def choose(state: GameState, rng: random.Random) -> tuple[str, dict[str, Any]]:
    legal = legal_actions(state)
    battle = [a for a in legal if a.verb == "play" and a.tile == "battle"]
    if battle and rng.random() < 0.7:
        return "hex play", {"tile": "battle"}
    if any(a.verb == "hq" for a in legal):
        a = rng.choice([a for a in legal if a.verb == "hq"])
        return "hex place", {"tile": "hq", "hex": a.hexes[0]}
    if state.turn.needs_discard:
        return "hex discard", {"tile": rng.choice([a for a in legal if a.verb == "discard"]).tile}
    chooses = [a for a in legal if a.verb == "choose"]
    if chooses:
        return "hex choose", {"hex": rng.choice(chooses).hexes[0]}
    places = [a for a in legal if a.verb == "place"]
    if places and rng.random() < 0.8:
        a = rng.choice(places)
        return "hex place", {"tile": a.tile, "hex": a.hexes[0], "facing": a.facing}
    return "hex end", {}


class Bench:
    def __init__(self, target: str, processes: int, rate: float, seed: int) -> None:
        self.clock = Clock()
        bot_user = user_payload(BotHarness.BOT_ID, "hexbot", bot=True)
        self.rest = FakeDiscord(bot_user=bot_user, application_id=BotHarness.APP_ID, owner=ALA.payload)
        self.rest.users.update({p.id: p.payload for p in PEOPLE})
        self.ids = itertools.count(1_200_000_000_000_000_000)
        self.procs = [Process(f"p{i}", target, self.clock, self.rest, self.ids, seed + i) for i in range(processes)]
        self.rate = rate
        self.rng = random.Random(seed)
        self.tick = 0
        self.tally = Tally()

    async def start(self) -> None:
        for p in self.procs:
            await p.start(self.procs)

    async def stop(self) -> None:
        for p in self.procs:
            if p.h is not None:
                with contextlib.suppress(Exception):
                    await p.h.stop()
                if p.pool is not None:
                    p.pool.close()
                if p.repo is not None:
                    await p.repo.close()

    def alive(self) -> list[Process]:
        return [p for p in self.procs if p.alive]

    async def step_time(self, faults_on: bool) -> None:
        """One tick: the clock moves a second, every live process drains; maybe a kill or a restart."""
        self.tick += 1
        self.clock.advance(seconds=1)
        for p in self.procs:
            if not p.alive and p.down_until <= self.tick:
                await p.start(self.procs)
        rounds = [asyncio.ensure_future(p.drain()) for p in self.alive()]
        victim = None
        if faults_on and self.rng.random() < 1 / KILL_EVERY and self.alive():
            victim = self.rng.choice(self.alive())
            await asyncio.sleep(self.rng.random() * 0.01)  # mid-round: whatever it was doing
        if victim is not None:
            for task, p in zip(rounds, [p for p in self.procs if p.alive], strict=False):
                if p is victim:
                    task.cancel()
            await victim.kill()
            victim.down_until = self.tick + DOWN_TICKS
        for task in rounds:
            with contextlib.suppress(BaseException):
                await task

    async def interact(self, who: Person, command: str, **options: Any) -> None:
        while not self.alive():  # only one process, and it is down: wait for its restart
            await self.step_time(True)
        proc = self.rng.choice(self.alive())
        assert proc.h is not None
        await proc.h.slash(who, command, **options)
        self.tally.actions += 1
        await self.step_time(self.rate > 0)

    async def repo(self) -> Any:
        while not self.alive():
            await self.step_time(True)
        return self.alive()[0].repo

    async def game(self) -> Any:
        return await (await self.repo()).last_game(BotHarness.CHANNEL_ID)

    async def play(self, kind: int, max_actions: int = 400) -> None:
        first_id = self.rest.snowflake()
        if kind == 0:
            await self.interact(ALA, "hex new", opponent=OLA, army="moloch", opponent_army="borgo", first="me")
            await self.interact(OLA, "hex accept")
        elif kind == 1:
            await self.interact(ALA, "hex new", opponent=HEXBOT, level="easy", armies="moloch,borgo")
        else:
            await self.interact(
                ALA,
                "hex new",
                opponent=OLA,
                opponent2=HEXBOT,
                opponent3=HEXBOT,
                level="easy",
                armies="moloch,borgo,outpost,hegemony",
            )
            await self.interact(OLA, "hex accept")
        fault = (
            self.rest.inject(KINDS, FAULT_CLASSES, rate=self.rate, applied=1 / 3, rng=self.rng) if self.rate else None
        )
        people = {p.id: p for p in (ALA, OLA)}
        for _ in range(max_actions):
            game = await self.game()
            if game is None or game.status != "active":
                break
            state = GameState.loads(game.state_json)
            uid = game.players[state.to_act - 1]
            if uid not in people:  # the computer's turn was not played (its process died): resume
                await self.interact(ALA, "hex board")
                continue
            command, options = choose(state, self.rng)
            await self.interact(people[uid], command, **options)
        else:  # a game too long for the bench: resign it
            game = await self.game()
            if game is not None and game.status == "active":
                state = GameState.loads(game.state_json)
                uid = game.players[state.to_act - 1]
                if uid in people:
                    await self.interact(people[uid], "hex resign")
        if fault is not None:
            self.tally.faults += len(fault.log)
        self.rest.heal()
        await self.settle()
        await self.count(first_id)
        self.tally.games += 1

    async def settle(self) -> None:
        """The faults healed: time passes until every process is up and nothing is pending."""
        for _ in range(400):
            for _ in range(5):
                await self.step_time(False)
            repo = await self.repo()
            if len(self.alive()) == len(self.procs) and not await repo.deliveries(status="pending"):
                return
            self.clock.advance(seconds=25)

    async def count(self, first_id: int) -> None:
        repo = await self.repo()
        game = await repo.last_game(BotHarness.CHANNEL_ID)
        items = await repo.deliveries(game_id=game.id, limit=100_000)
        t = self.tally
        t.expected += len(items)
        t.delivered += sum(1 for i in items if i.status == "done")
        t.lost += sum(1 for i in items if i.status != "done")
        for i in items:
            if i.status != "done":
                print(
                    f"  not delivered: {i.key} {i.status} after {i.attempts + 1} tries: {i.last_error}", file=sys.stderr
                )
        t.delays += [(i.finished_at - i.created_at).total_seconds() for i in items if i.finished_at]
        live = await repo.get_live_message(game.id)
        if live is None or live.version != game.version:
            t.lost += 1
            print(f"  stale live message: game {game.id} v{game.version}, shown {live}", file=sys.stderr)
        # Doubles: a header twice in the channel, a battle with two threads, a segment twice in a thread.
        mine = [m for m in self.rest.messages.values() if int(m["id"]) > first_id]
        channel = [m for m in mine if m["channel_id"] == str(BotHarness.CHANNEL_ID) and m["content"].startswith("**")]
        headers = Counter(m["content"].split("\n", 1)[0].split(":", 1)[0] for m in channel)
        t.doubled += sum(n - 1 for n in headers.values() if n > 1)
        threads = [int(c) for c in self.rest.threads if c > first_id]
        battles = [i for i in items if i.kind == "battle"]
        t.doubled += max(0, len(threads) - len(battles))
        for thread in threads:
            posts = Counter(m["content"] for m in mine if m["channel_id"] == str(thread))
            t.doubled += sum(n - 1 for n in posts.values() if n > 1)
        for p in self.procs:
            t.kills += p.kills
            p.kills = 0


async def postgres_target(url: str) -> tuple[str, str] | None:
    """A fresh schema on the server, if it answers."""
    try:
        import asyncpg

        conn = await asyncio.wait_for(asyncpg.connect(url), 3)
    except Exception:
        return None
    schema = "bench_" + uuid.uuid4().hex[:12]
    try:
        await conn.execute(f"CREATE SCHEMA {schema}")
    finally:
        await conn.close()
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}", schema


async def drop(url: str, schema: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
    finally:
        await conn.close()


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


async def run(args: argparse.Namespace) -> None:
    logging.basicConfig(level=logging.CRITICAL)  # the faults are expected: their log lines are not the result
    rates = [float(r) for r in args.rates.split(",")]
    url = args.postgres or os.environ.get("HEXBOT_TEST_POSTGRES", "")
    print("rate  db          procs games actions  expected delivered doubled lost  delay p50  delay p99  faults kills")
    for rate in rates:
        pg = await postgres_target(url) if url else None
        with tempfile.TemporaryDirectory() as tmp:
            target, procs, label = (pg[0], 2, "postgresql") if pg else (str(Path(tmp) / "bench.sqlite3"), 1, "sqlite")
            bench = Bench(target, procs, rate / 100, args.seed + int(rate))
            await bench.start()
            try:
                for g in range(args.games):
                    await bench.play(g % 3)
            finally:
                await bench.stop()
                if pg:
                    await drop(url, pg[1])
            t = bench.tally
            print(
                f"{rate:4g}% {label:11s} {procs:5d} {t.games:5d} {t.actions:7d}  {t.expected:8d} {t.delivered:9d}"
                f" {t.doubled:7d} {t.lost:4d}  {statistics.median(t.delays) if t.delays else 0:7.1f} s"
                f"  {pct(t.delays, 0.99):7.1f} s  {t.faults:6d} {t.kills:5d}",
                flush=True,
            )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=6, help="games per fault rate (2p, 2p vs computer, 4p in turn)")
    p.add_argument("--rates", default="0,5,20", help="fault rates in percent")
    p.add_argument("--postgres", default="", help="a PostgreSQL server URL (default: $HEXBOT_TEST_POSTGRES)")
    p.add_argument("--seed", type=int, default=1)
    asyncio.run(run(p.parse_args()))


if __name__ == "__main__":
    main()
