"""``python -m bot web`` started as its own process on a free port, for the tests that fetch
pages over HTTP or drive a browser."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass(frozen=True)
class Served:
    base: str
    links: dict[int, str]  # game id -> its page's address, as printed
    leagues: dict[int, str]  # public league id -> its pages' address, as printed
    process: subprocess.Popen[str]


@contextmanager
def serve_web(
    db: str, *, timeout: float = 60.0, extra: tuple[str, ...] = (), env: dict[str, str] | None = None
) -> Iterator[Served]:
    """The stand-alone web command on ``db``, until the block ends (then stopped)."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HEXBOT_", "DISCORD_"))} | (env or {})
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "web", "--db", db, "--bind", f"127.0.0.1:{port}", "--links", *extra],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert proc.stdout is not None
        base = f"http://127.0.0.1:{port}"
        links: dict[int, str] = {}
        leagues: dict[int, str] = {}
        deadline = time.monotonic() + timeout
        seen = []
        total = None
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                raise AssertionError("the web command stopped: " + "".join(seen))
            seen.append(line)
            if line.startswith("hexbot web: serving"):
                assert base in line
            m = re.match(r"game (\d+): (\S+)", line)
            if m:
                links[int(m.group(1))] = m.group(2)
            m = re.match(r"league (\d+) .*: (\S+)", line)
            if m:
                leagues[int(m.group(1))] = m.group(2)
            if line.startswith("games: "):
                total = int(line.split()[1])
            if total is not None and len(links) == total:
                break
        else:
            raise AssertionError("the web command did not start: " + "".join(seen))
        yield Served(base, links, leagues, proc)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
