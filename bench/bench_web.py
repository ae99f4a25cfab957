"""The web pages' latency: server-side time of a game page and of its pictures once they are
cached, with 50 viewers at once (docs/web.md; the issue asks ≤ 50 ms).

    python bench/bench_web.py [--viewers 50] [--requests 40] [--lab 40]

Builds a database through the console (the scripted whole game of tests/bot/data/full_game.txt
and a small league), serves it with ``python -m bot web`` on a free port (a process of its
own), renders every step's pictures once in both layouts (the warm-up: its time is printed
too), then lets ``--viewers`` concurrent viewers each open ``--requests`` random steps (the
page, its board and its battle pictures: half of the viewers on a wide screen, the landscape
pictures, half on a phone, the portrait ones). Prints p50/p99/max of the server-side time (the application's own, from
its ``Server-Timing`` header: the handler, with its database reads) per kind, and what the
viewers saw (the whole round trip, queueing included, client and server on one machine).

Then the lab's page (``/lab/<code>``, docs/lab.md; the issue asks p95 under 2 s): ``--lab``
position codes never seen before (the scenario files of tests/scenarios whose position has a
battle), each opened once by one viewer — the page (the code read, the battle resolved), then
its board and every segment's picture, rendered cold — p50/p95 of that whole time, and of the
page alone (server-side).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp  # noqa: E402

from tests.web.conftest import _build  # noqa: E402
from tests.web.serving import serve_web  # noqa: E402


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def line(name: str, seconds: list[float], high: int = 99) -> str:
    ms = [s * 1000 for s in seconds]
    return (
        f"{name:<14} n={len(ms):>5}  p50 {pct(ms, 50):6.2f} ms  p{high} {pct(ms, high):6.2f} ms  max {max(ms):6.2f} ms"
    )


async def fetch(session: aiohttp.ClientSession, url: str, timings: list[float] | None = None) -> bytes:
    async with session.get(url) as r:
        body = await r.read()
        if r.status != 200:
            raise RuntimeError(f"{url}: {r.status}")
        if timings is not None:  # the application's own time: Server-Timing: app;dur=<ms>
            timings.append(float(r.headers["Server-Timing"].split("dur=")[1]) / 1000)
        return body


def pictures(html: str, phone: bool) -> list[str]:
    """The pictures a browser loads for ``html``: the <img> ones, or on a phone (below 700
    px) the <source> ones of each <picture>."""
    found = re.findall(r'<source[^>]* srcset="([^"]+)"' if phone else r'<img[^>]* src="([^"]+)"', html)
    return [src.replace("&amp;", "&") for src in found]


async def run(base: str, origin: str, viewers: int, requests: int) -> None:
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=viewers)) as session:
        first = (await fetch(session, base)).decode()
        steps = int(re.search(r'data-last="(\d+)"', first).group(1))  # type: ignore[union-attr]
        t0 = time.perf_counter()
        urls: dict[tuple[int, bool], list[str]] = {}
        for n in range(steps + 1):  # the warm-up: every picture rendered once, in both layouts
            page = (await fetch(session, f"{base}/s/{n}")).decode()
            for phone in (False, True):
                urls[n, phone] = [origin + src for src in pictures(page, phone)]
                await asyncio.gather(*(fetch(session, u) for u in urls[n, phone]))
        warm = time.perf_counter() - t0
        print(f"warm-up: {steps + 1} steps, {sum(map(len, urls.values()))} pictures rendered in {warm:.1f} s")
        pages: list[float] = []
        pngs: list[float] = []
        seen: list[float] = []

        async def viewer(seed: int) -> None:
            rng = random.Random(seed)
            phone = seed % 2 == 1
            for _ in range(requests):
                n = rng.randrange(steps + 1)
                s = time.perf_counter()
                await fetch(session, f"{base}/s/{n}", pages)
                seen.append(time.perf_counter() - s)
                await asyncio.gather(*(fetch(session, u, pngs) for u in urls[n, phone]))

        t1 = time.perf_counter()
        await asyncio.gather(*(viewer(v) for v in range(viewers)))
        wall = time.perf_counter() - t1
    total = len(pages) + len(pngs)
    print(f"{viewers} viewers x {requests} steps each: {total} requests in {wall:.1f} s ({total / wall:.0f}/s)")
    print("server-side (the application's time, its Server-Timing header):")
    print("  " + line("game page", pages))
    print("  " + line("picture", pngs))
    print("  " + line("all", pages + pngs))
    print(f"seen by the viewers (a page among {viewers} viewers' requests, client and server on one machine):")
    print("  " + line("game page", seen))
    print(f"page size: {len(first)} bytes")


def lab_codes(count: int) -> list[str]:
    """Position codes of scenario files whose battle has at least one segment (armies the
    pictures draw), the most segments first."""
    import json

    from bot.usecases.lab import resolve
    from rules import events as ev
    from rules.armies import PICTURES_PENDING
    from rules.position import code_of, state_of
    from rules.scenario import set_up

    found: list[tuple[int, str]] = []
    for path in sorted((Path(__file__).resolve().parent.parent / "tests" / "scenarios").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if any(p.get("army") in PICTURES_PENDING for p in data.get("players", {}).values()):
            continue
        try:
            state, _ = set_up(data)
            code = code_of(state)
            fought = [e for e in resolve(state_of(code)).events if isinstance(e, ev.BattleFought)]
        except Exception:  # a position the lab refuses (players out, a finished game): not this bench's
            continue
        if fought:
            found.append((-sum(len(b.segments) for b in fought), code))
    return [code for _, code in sorted(found)[:count]]


async def run_lab(origin: str, codes: list[str]) -> None:
    async with aiohttp.ClientSession() as session:
        whole: list[float] = []
        pages: list[float] = []
        count = size = 0
        for code in codes:
            s = time.perf_counter()
            page = (await fetch(session, f"{origin}/lab/{code}", pages)).decode()
            srcs = [origin + src for src in pictures(page, False)]
            sizes = await asyncio.gather(*(fetch(session, u) for u in srcs))
            whole.append(time.perf_counter() - s)
            count += len(srcs)
            size += sum(map(len, sizes))
    print(
        f"lab page, cold (a new code each time: resolved, {count} pictures rendered, "
        f"{size // 1024} KB, for {len(codes)} codes; one viewer at a time):"
    )
    print("  " + line("page+pictures", whole, 95))
    print("  " + line("page (server)", pages, 95))


async def build(tmp: Path) -> tuple[str, str]:
    data = await _build(tmp)
    return data.db, data.full_token


def main(viewers: int, requests: int, lab: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db, token = asyncio.run(build(Path(tmp)))
        with serve_web(db, extra=("--rate", "0")) as served:  # python -m bot web, a process of its own
            if viewers:
                asyncio.run(run(f"{served.base}/g/{token}", served.base, viewers, requests))
            if lab:
                asyncio.run(run_lab(served.base, lab_codes(lab)))


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--viewers", type=int, default=50)
    p.add_argument("--requests", type=int, default=40)
    p.add_argument("--lab", type=int, default=40, help="position codes for the lab page's bench (0: none)")
    args = p.parse_args()
    main(args.viewers, args.requests, args.lab)
