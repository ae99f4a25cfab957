"""The worker processes of the computer player: made once at bot start, injected into the
application (``build_app(..., ai_executor=...)``), shut down at exit.

The hard level searches for seconds of CPU per decision: in a worker process the bot's
event loop (Discord heartbeats, other channels' commands) never waits on it. Workers are
spawned (not forked: the parent runs threads such as the SQLite database's) and import only ``rules``.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor


def ai_process_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes for :func:`rules.ai.levels.choose_notation` and hints."""
    return ProcessPoolExecutor(max_workers=max(1, workers), mp_context=multiprocessing.get_context("spawn"))
