"""Delivery under faults with several real bot processes: whole games through the real bot on
the fake Discord of the tests, with faults injected into every kind of call the bot makes to
Discord, several bot *operating-system processes* on one database, and SIGKILLs and restarts.

    python bench/bench_faults.py [--games 6] [--rates 0,5,20] [--processes 3] [--postgres URL]
                                 [--sqlite] [--seed 1]

This process is Discord and the players. It holds one fake Discord (tests/discord/harness.py),
served to the bot processes over a local socket (``multiprocessing.managers``): each bot
process (``multiprocessing``, spawned: a new interpreter) runs the real discord.py client,
application, outbox drain (every 0.25 s) and database pool, and sends every REST call here.
Each interaction goes to one live bot process, chosen at random; the computer player's turns
go on by themselves (the lease per game, stretches handed over to the drains). Now and then a
bot process is SIGKILLed — in the middle of an interaction or of a drain round, whatever it was
doing: its reservations and leases stay in the database — and started again a little later.

For each fault rate it plays ``--games`` games (two players; two players against the computer;
four players with two computer seats), battles included, with faults (500, 502, 503, 504, 429
with retry-after, 403, 404, timeouts, reset connections; a third of the failures "applied then
lost": the request went through, its answer did not) injected into posts, edits, thread
creations, archives and DMs. On PostgreSQL (``--postgres``, else ``HEXBOT_TEST_POSTGRES`` when
it answers) ``--processes`` bot processes share a schema of their own; on SQLite one process
(``--sqlite``, or when no server answers). Time is real; the outbox's clocks are compressed for
the bench (a lease of 2 s, a change's own grace 1 s, retries from 0.1 s up to 2 s).

After each game the faults heal and the bench waits until every process is up and the outbox
has nothing pending; then it counts:

- items: outbox items (everything the bot had to show in Discord), and those done;
- lost: items given up or still pending, games whose live message is not their last state,
  games the computer player left stalled;
- doubled: a turn message twice in the channel, a battle with two threads, a segment twice;
- missing: changes whose line (the words their interaction kept, else the action's line from
  the log) is in no message of the channel as it reads at the end;
- unanswered: interactions without an answer (but those whose process was killed under them);
- leaked: exceptions that escaped a handler in a bot process (the event loop's "never
  retrieved", discord.py's "Ignoring exception", a program error told to a player);
- delay: from a change to its delivery (median, p99), in seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import logging
import multiprocessing
import os
import random
import re
import secrets
import signal
import statistics
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.managers import BaseManager
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

KINDS = ("send", "edit", "thread", "archive", "dm")
KILL_EVERY = 40  # about one SIGKILL per this many interactions (when faults are on)
DOWN_S = 1.5  # a killed process comes back after this long
DRAIN_S = 0.25  # each process's drain interval
LEASE_S = 2.0  # the outbox's lease (and a change's reservation), compressed for the bench
GRACE_S = 1.0  # a change's own interaction has this long before the drain shows it
AI_STALL_S = 60.0  # the computer player not done by then: counted as lost
SETTLE_S = 90.0  # the faults healed: at most this long for the outbox to empty


# ---------------------------------------------------------------------------- Discord, shared
class SharedDiscord:
    """The one fake Discord, called by every bot process (thread-safe)."""

    def __init__(self, rest: Any) -> None:
        self.rest = rest
        self.lock = threading.Lock()

    def answer(
        self, via: str, method: str, path: str, payload: Any, files: Any, params: Any, reason: Any
    ) -> tuple[str, Any]:
        import discord

        from tests.discord.harness import Call

        call = Call(via, method, path, payload, files, params, reason)
        with self.lock:
            try:
                return "ok", self.rest._answer(call)
            except discord.HTTPException as e:
                return "http", (e.status, e.code, e.text)
            except TimeoutError:
                return "fault", "timeout"
            except OSError:
                return "fault", "reset"
            except Exception as e:  # noqa: BLE001 - told to the caller as what it is
                return "other", repr(e)

    def register_interaction(self, payload: dict[str, Any]) -> None:
        with self.lock:
            self.rest.register_interaction(payload)

    def thread_payload(self, parent_id: int, thread_id: int, name: str, archived: bool = False) -> dict[str, Any]:
        with self.lock:
            data: dict[str, Any] = self.rest.thread_payload(parent_id, thread_id, name, archived=archived)
            return data


class _Manager(BaseManager):
    pass


class RemoteDiscord:
    """What a bot process's harness sees of Discord: every call goes to the shared one."""

    def __init__(self, shared: Any) -> None:
        self.shared = shared
        self.users: dict[int, Any] = {}
        self.channels: dict[int, Any] = {}
        self.deleted: set[int] = set()
        self.calls: list[Any] = []  # not kept here: the shared Discord has them
        self.on_thread_created: Any = None

    def register_interaction(self, payload: dict[str, Any]) -> None:
        self.shared.register_interaction(payload)

    def thread_payload(self, parent_id: int, thread_id: int, name: str, *, archived: bool = False) -> Any:
        return self.shared.thread_payload(parent_id, thread_id, name, archived)

    async def http_request(self, route: Any, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        from tests.discord.harness import API_BASE, _payload_from_multipart, _read_files

        payload = kwargs.get("json")
        if form:
            payload = _payload_from_multipart(form)
        path = route.url[len(API_BASE) :]
        return await self._call(
            "http", route.method, path, payload, _read_files(files), kwargs.get("params"), kwargs.get("reason")
        )

    async def webhook_request(
        self,
        route: Any,
        session: Any = None,
        *,
        payload: Any = None,
        multipart: Any = None,
        files: Any = None,
        params: Any = None,
        reason: Any = None,
        **_: Any,
    ) -> Any:
        from tests.discord.harness import API_BASE, _payload_from_multipart, _read_files

        body = _payload_from_multipart(multipart) if multipart else payload
        path = route.url[len(API_BASE) :]
        return await self._call("webhook", route.method, path, body, _read_files(files), params, reason)

    async def _call(self, *call: Any) -> Any:
        from tests.discord.harness import api_error, fault_error

        kind, value = await asyncio.to_thread(self.shared.answer, *call)
        if kind == "ok":
            method, path = call[1], call[2]
            if method == "POST" and re.fullmatch(r"/channels/\d+/threads", path) and self.on_thread_created:
                self.on_thread_created(dict(value, newly_created=True))  # the gateway's THREAD_CREATE
            return value
        if kind == "fault":
            raise fault_error(value)
        if kind == "http":
            status, code, text = value
            if status in (429, 500, 502, 503, 504):
                raise fault_error(status)
            raise api_error(status, code, text)
        raise RuntimeError(value)


# ---------------------------------------------------------------------------- a bot process
def worker(name: str, incarnation: int, target: str, address: Any, key: bytes, conn: Connection, leaks: str) -> None:
    """A bot process: the real bot on the shared Discord, answering the interactions it is
    sent (``conn``), draining the outbox every :data:`DRAIN_S`."""
    logging.basicConfig(level=logging.CRITICAL)
    leak_file = open(leaks, "a", buffering=1)  # noqa: SIM115 - kept open for the process's life

    def leak(kind: str, what: str) -> None:
        leak_file.write(json.dumps({"process": name, "kind": kind, "what": what[:300]}) + "\n")

    class Leaks(logging.Handler):
        """Exceptions that escaped a handler, as the logs tell them."""

        def emit(self, record: logging.LogRecord) -> None:
            msg = record.getMessage()
            if record.levelno >= logging.ERROR and (
                record.name.startswith("discord")  # "Ignoring exception in ...": it escaped
                or msg in ("error while handling an interaction", "app command failed")
            ):
                leak(record.name, msg)

    handler = Leaks(level=logging.ERROR)
    logging.getLogger().addHandler(handler)
    logging.getLogger().setLevel(logging.ERROR)
    for noisy in ("bot", "discord"):
        logging.getLogger(noisy).setLevel(logging.ERROR)
    trace = os.environ.get("BENCH_LOG")  # a directory: each process's log (INFO) there, to find out why
    if trace:
        from bot.config import KeyValueFormatter

        out = logging.FileHandler(Path(trace, f"{name}-{os.getpid()}.log"))
        out.setFormatter(KeyValueFormatter())
        out.setLevel(logging.INFO)
        logging.getLogger().addHandler(out)
        for noisy in ("bot", "bot.discord"):
            logging.getLogger(noisy).setLevel(logging.INFO)
    asyncio.run(_worker(name, incarnation, target, address, key, conn, leak))


async def _worker(
    name: str, incarnation: int, target: str, address: Any, key: bytes, conn: Connection, leak: Any
) -> None:
    import bot.storage.outbox as outbox
    import bot.usecases.deliveries as deliveries
    from bot.app import build_app
    from bot.config import Settings
    from bot.discord_adapter import create_bot
    from bot.rendering import RenderPool
    from bot.storage import open_repository
    from tests.discord.conftest import ALA, PEOPLE, stub_renderer
    from tests.discord.harness import BotHarness

    deliveries.LEASE_S = LEASE_S
    deliveries.BACKOFF_BASE_S, deliveries.BACKOFF_CAP_S = 0.1, 2.0
    deliveries.REFUSED_FOR_S = 5.0  # refusals given up after this long in a row (compressed too)
    outbox.TURN_GRACE_S = GRACE_S
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(
        lambda _loop, ctx: leak("loop", str(ctx.get("message")) + " " + repr(ctx.get("exception")))
    )

    _Manager.register("discord")
    manager = _Manager(address=address, authkey=key)
    manager.connect()
    rest = RemoteDiscord(manager.discord())  # type: ignore[attr-defined]
    repo = await open_repository(target)
    pool = RenderPool(workers=1, backend=stub_renderer())
    settings = Settings(dev_guild=None, quiet_channel=True)
    app = build_app(
        repo, pool, lambda: __import__("datetime").datetime.now(__import__("datetime").UTC), settings=settings
    )
    bot = create_bot(app, settings, reminder_interval=None, drain_interval=DRAIN_S)
    h = BotHarness(bot, people=PEOPLE, owner=ALA)
    h.rest = rest  # type: ignore[assignment]
    rest.on_thread_created = lambda data: h.feed("THREAD_CREATE", data)
    h._ids = itertools.count(1_200_000_000_000_000_000 + incarnation * 1_000_000_000)
    bot.live_messages.retry_delay = 0
    await h.start()
    people = {p.id: p for p in PEOPLE}
    conn.send(("ready", name))
    while True:
        msg = await loop.run_in_executor(None, conn.recv)
        if msg[0] == "stop":
            break
        _, user_id, command, options, confirm = msg
        try:
            if confirm:
                await h.confirmed(people[user_id], command, **options)
            else:
                await h.slash(people[user_id], command, **options)
        except Exception as e:  # noqa: BLE001 - the harness itself failed: reported
            leak("harness", repr(e))
        conn.send(("done", name))
    await h.stop()
    pool.close()
    await repo.close()


# ---------------------------------------------------------------------------- the bench
@dataclass
class Proc:
    name: str
    process: Any = None
    conn: Connection | None = None
    down_until: float = 0.0
    kills: int = 0
    incarnations: int = 0


@dataclass
class Tally:
    items: int = 0
    done: int = 0
    lost: int = 0
    doubled: int = 0
    lines: int = 0
    missing: int = 0
    interactions: int = 0
    unanswered: int = 0
    leaked: int = 0
    delays: list[float] = field(default_factory=list)
    faults: int = 0
    kills: int = 0
    games: int = 0
    actions: int = 0


class Bench:
    def __init__(self, target: str, processes: int, rate: float, seed: int, tmp: str) -> None:
        from tests.discord.conftest import ALA, PEOPLE
        from tests.discord.harness import BotHarness, FakeDiscord, user_payload

        bot_user = user_payload(BotHarness.BOT_ID, "hexbot", bot=True)
        self.rest = FakeDiscord(bot_user=bot_user, application_id=BotHarness.APP_ID, owner=ALA.payload)
        self.rest.users.update({p.id: p.payload for p in PEOPLE})
        # the server's channels, as a harness declares them (the bots fetch them from here)
        declared = BotHarness(SimpleNamespace(), people=PEOPLE, owner=ALA)  # type: ignore[arg-type]
        declared.rest = self.rest
        declared.guild_payload()
        self.shared = SharedDiscord(self.rest)
        self.key = secrets.token_bytes(16)
        _Manager.register("discord", callable=lambda: self.shared)
        self.manager = _Manager(address=("127.0.0.1", 0), authkey=self.key)
        self.server = self.manager.get_server()
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.address = self.server.address
        self.target = target
        self.procs = [Proc(f"p{i}") for i in range(processes)]
        self.rate = rate
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.leaks = str(Path(tmp) / "leaks.jsonl")
        self.ctx = multiprocessing.get_context("spawn")
        self.killed_tokens: set[str] = set()
        self.incarnation = itertools.count(1)

    # ------------------------------------------------------------------ processes
    def start_proc(self, p: Proc) -> None:
        parent, child = self.ctx.Pipe()
        p.incarnations += 1
        p.process = self.ctx.Process(
            target=worker,
            args=(p.name, next(self.incarnation), self.target, self.address, self.key, child, self.leaks),
            daemon=True,
        )
        p.process.start()
        p.conn = parent

    async def wait_ready(self, p: Proc) -> None:
        assert p.conn is not None
        conn = p.conn
        ok = await asyncio.to_thread(conn.poll, 120)
        if not ok:
            raise RuntimeError(f"{p.name} did not start")
        conn.recv()

    async def start(self) -> None:
        for p in self.procs:
            self.start_proc(p)
        for p in self.procs:
            await self.wait_ready(p)

    def kill(self, p: Proc) -> None:
        """SIGKILL: nothing released, nothing finished."""
        if p.process is not None and p.process.is_alive():
            os.kill(p.process.pid, signal.SIGKILL)
            p.process.join(5)
        p.process = None
        p.conn = None
        p.kills += 1
        p.down_until = time.monotonic() + DOWN_S

    async def revive(self) -> None:
        for p in self.procs:
            if p.process is None and time.monotonic() >= p.down_until:
                self.start_proc(p)
                await self.wait_ready(p)

    def alive(self) -> list[Proc]:
        return [p for p in self.procs if p.process is not None]

    async def stop(self) -> None:
        for p in self.procs:
            if p.conn is not None and p.process is not None:
                with contextlib.suppress(Exception):
                    p.conn.send(("stop",))
                    p.process.join(20)
            if p.process is not None and p.process.is_alive():
                p.process.kill()
        if hasattr(self.server, "stop_event"):
            self.server.stop_event.set()

    # ------------------------------------------------------------------ players
    async def interact(self, who: int, command: str, options: dict[str, Any], *, confirm: bool = False) -> None:
        await self.revive()
        while not self.alive():
            await asyncio.sleep(0.1)
            await self.revive()
        p = self.rng.choice(self.alive())
        assert p.conn is not None
        with self.shared.lock:
            before = set(getattr(self.rest, "interactions", {}))
        p.conn.send(("run", who, command, options, confirm))
        self.tally.actions += 1
        victim = self.rate > 0 and self.rng.random() < 1 / KILL_EVERY
        if victim and self.rng.random() < 0.5:  # killed in the middle of this very interaction
            await asyncio.sleep(self.rng.random() * 0.15)
            with self.shared.lock:
                self.killed_tokens |= set(getattr(self.rest, "interactions", {})) - before
            self.kill(p)
            return
        conn = p.conn
        if not await asyncio.to_thread(conn.poll, 120):
            raise RuntimeError(f"{p.name} did not answer")
        with contextlib.suppress(EOFError):
            conn.recv()
        if victim:  # killed afterwards, whatever it is doing (a drain round, the computer's turn)
            await asyncio.sleep(self.rng.random() * 0.3)
            self.kill(self.rng.choice(self.alive()))

    async def play(self, repo: Any, kind: int, max_actions: int = 300) -> None:
        from rules.state import GameState
        from tests.discord.conftest import ALA, OLA
        from tests.discord.harness import BotHarness
        from tests.discord.processes import choose

        bot_id = BotHarness.BOT_ID
        channel = BotHarness.CHANNEL_ID
        first_id = self.rest.snowflake()
        if kind == 0:
            await self.interact(
                ALA.id, "hex new", {"opponent": OLA, "army": "moloch", "opponent_army": "borgo", "first": "me"}
            )
            await self.interact(OLA.id, "hex accept", {})
        elif kind == 1:
            await self.interact(ALA.id, "hex new", {"opponent": _bot(), "level": "easy", "armies": "moloch,borgo"})
        else:
            await self.interact(
                ALA.id,
                "hex new",
                {
                    "opponent": OLA,
                    "opponent2": _bot(),
                    "opponent3": _bot(),
                    "level": "easy",
                    "armies": "moloch,borgo,outpost,hegemony",
                },
            )
            await self.interact(OLA.id, "hex accept", {})
        fault = (
            self.rest.inject(
                KINDS, _fault_classes(), rate=self.rate, applied=1 / 3, rng=random.Random(self.rng.random())
            )
            if self.rate
            else None
        )
        people = {ALA.id, OLA.id}
        stalled = False
        waiting_since: float | None = None
        game: Any = None
        for _ in range(max_actions):
            game = await repo.stores.games.last_game(channel)
            if game is None or game.status != "active":
                break
            state = GameState.loads(game.state_json)
            uid = game.players[state.to_act - 1]
            if uid not in people or game.request:  # the computer's turn (or its answer): it goes on by itself
                waiting_since = waiting_since or time.monotonic()
                if time.monotonic() - waiting_since > AI_STALL_S:
                    stalled = True
                    break
                await asyncio.sleep(0.1)
                await self.revive()
                continue
            waiting_since = None
            command, options = choose(state, self.rng)
            await self.interact(uid, command, options)
        game = await repo.stores.games.last_game(channel)
        if game is not None and game.status == "active" and not stalled:  # too long for the bench: resign it
            state = GameState.loads(game.state_json)
            uid = game.players[state.to_act - 1]
            if uid in people:
                await self.interact(uid, "hex resign", {}, confirm=True)
        if fault is not None:
            self.tally.faults += len(fault.log)
        with self.shared.lock:
            self.rest.heal()
        await self.settle(repo)
        await self.count(repo, first_id, stalled, bot_id)
        self.tally.games += 1

    async def settle(self, repo: Any) -> None:
        """The faults healed: every process up, the computer done, nothing pending."""
        deadline = time.monotonic() + SETTLE_S
        while time.monotonic() < deadline:
            await self.revive()
            if len(self.alive()) == len(self.procs) and not await repo.stores.deliveries.deliveries(status="pending"):
                return
            await asyncio.sleep(0.25)

    async def count(self, repo: Any, first_id: int, stalled: bool, bot_id: int) -> None:
        from tests.discord.harness import BotHarness
        from tests.discord.processes import doubled_turns, line_report

        game = await repo.stores.games.last_game(BotHarness.CHANNEL_ID)
        items = await repo.stores.deliveries.deliveries(game_id=game.id, limit=100_000)
        t = self.tally
        t.items += len(items)
        t.done += sum(1 for i in items if i.status == "done")
        for i in items:
            if i.status != "done":
                t.lost += 1
                print(
                    f"  not delivered: {i.key} {i.status} after {i.attempts + 1} tries: {i.last_error}", file=sys.stderr
                )
        t.delays += [(i.finished_at - i.created_at).total_seconds() for i in items if i.finished_at and i.kind != "ai"]
        live = await repo.stores.channels.get_live_message(game.id)
        if live is None or live.version != game.version:
            t.lost += 1
            print(f"  stale live message: game {game.id} v{game.version}, shown {live}", file=sys.stderr)
        if stalled:
            t.lost += 1
            print(f"  the computer player stalled: game {game.id} v{game.version}", file=sys.stderr)
        with self.shared.lock:
            expected, missing = await line_report(repo, self.rest, game)
            t.lines += expected
            t.missing += len(missing)
            for line in missing:
                print(f"  line missing: game {game.id} {line}", file=sys.stderr)
            turns_twice = doubled_turns(self.rest, BotHarness.CHANNEL_ID, first_id)
            mine = [m for m in self.rest.messages.values() if int(m["id"]) > first_id]
            threads = [int(c) for c in self.rest.threads if c > first_id]
            threads_more = max(0, len(threads) - len([i for i in items if i.kind == "battle"]))
            segments_twice = 0
            for thread in threads:
                posts = Counter(m["content"] for m in mine if m["channel_id"] == str(thread))
                segments_twice += sum(n - 1 for n in posts.values() if n > 1)
            doubled = turns_twice + threads_more + segments_twice
            t.doubled += doubled
            if turns_twice or threads_more or segments_twice:
                print(
                    f"  doubled: game {game.id}: {turns_twice} turn messages, {threads_more} battle threads,"
                    f" {segments_twice} segments",
                    file=sys.stderr,
                )
            dump = os.environ.get("BENCH_DUMP")
            if (missing or doubled) and dump:  # what the channel shows, and the game's items, to find out why
                from tests.discord.harness import text_of

                shown = sorted(
                    (int(m["id"]), text_of(m))
                    for m in self.rest.messages.values()
                    if m["channel_id"] == str(game.channel_id) and int(m["id"]) > first_id
                )
                rows = [
                    f"{i.id} v{i.version} {i.kind} {i.status} {i.attempts} {i.last_error} {i.payload}" for i in items
                ]
                Path(dump, f"game{game.id}.txt").write_text(
                    "\n\n".join(f"[{mid}] {text}" for mid, text in shown) + "\n\n" + "\n".join(rows)
                )
            interactions = dict(getattr(self.rest, "interactions", {}))
            answered = {
                token
                for c in self.rest.calls
                if c.path.endswith("/callback") and c.response is not None
                for token in c.path.split("/")[3:4]
            }
            self.rest.interactions = {}  # counted once
        for token in interactions:
            if token in self.killed_tokens:
                continue
            t.interactions += 1
            if token not in answered:
                t.unanswered += 1
                print(f"  unanswered: {interactions[token].get('data', {}).get('name')}", file=sys.stderr)
        for p in self.procs:
            t.kills += p.kills
            p.kills = 0

    def leaked(self) -> int:
        path = Path(self.leaks)
        if not path.exists():
            return 0
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        for row in rows[:10]:
            print(f"  leaked: {row}", file=sys.stderr)
        return len(rows)


def _bot() -> Any:
    from tests.discord.harness import BotHarness, Person

    return Person(BotHarness.BOT_ID, "hexbot", bot=True)


def _fault_classes() -> Any:
    from tests.discord.harness import FAULT_CLASSES

    return FAULT_CLASSES


# ---------------------------------------------------------------------------- databases
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


HEADER = (
    "rate  db          procs games actions  items   done lost doubled  lines missing  answers unanswered"
    " leaked  delay p50 delay p99  faults kills"
)


async def run(args: argparse.Namespace) -> None:
    from bot.storage import open_repository
    from tests.discord.harness import BotHarness

    logging.basicConfig(level=logging.CRITICAL)  # the faults are expected: their log lines are not the result
    rates = [float(r) for r in args.rates.split(",")]
    url = "" if args.sqlite else (args.postgres or os.environ.get("HEXBOT_TEST_POSTGRES", ""))
    print(HEADER, flush=True)
    for rate in rates:
        pg = await postgres_target(url) if url else None
        with tempfile.TemporaryDirectory() as tmp:
            if pg:
                target, procs, label = pg[0], args.processes, "postgresql"
            else:
                target, procs, label = str(Path(tmp) / "bench.sqlite3"), 1, "sqlite"
            repo = await open_repository(target)  # migrated once, before the bots start
            await repo.stores.channels.set_game_threads_default(
                BotHarness.GUILD_ID, False, __import__("datetime").datetime.now(__import__("datetime").UTC)
            )
            bench = Bench(target, procs, rate / 100, args.seed + int(rate), tmp)
            await bench.start()
            try:
                for g in range(args.games):
                    await bench.play(repo, g % 3)
            finally:
                await bench.stop()
                leaked = bench.leaked()
                await repo.close()
                if pg:
                    await drop(url, pg[1])
            t = bench.tally
            print(
                f"{rate:4g}% {label:11s} {procs:5d} {t.games:5d} {t.actions:7d} {t.items:6d} {t.done:6d} {t.lost:4d}"
                f" {t.doubled:7d} {t.lines:6d} {t.missing:7d} {t.interactions:8d} {t.unanswered:10d} {leaked:6d}"
                f"  {statistics.median(t.delays) if t.delays else 0:7.2f} s {pct(t.delays, 0.99):7.2f} s"
                f" {t.faults:7d} {t.kills:5d}",
                flush=True,
            )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=6, help="games per fault rate (2p, 2p vs computer, 4p in turn)")
    p.add_argument("--rates", default="0,5,20", help="fault rates in percent")
    p.add_argument("--processes", type=int, default=3, help="bot processes on PostgreSQL (SQLite: one)")
    p.add_argument("--postgres", default="", help="a PostgreSQL server URL (default: $HEXBOT_TEST_POSTGRES)")
    p.add_argument("--sqlite", action="store_true", help="SQLite (one process) even when a server answers")
    p.add_argument("--seed", type=int, default=1)
    asyncio.run(run(p.parse_args()))


if __name__ == "__main__":
    main()
