"""Fixtures and checks for the whole suite.

Every repository a test opened through ``tests.bot.helpers.make_service`` is closed after the
test. A test that still leaves a non-daemon thread running (an unclosed SQLite connection, a
process pool) would keep the interpreter from exiting after the summary and hang CI: the run
then fails at once and names the threads instead.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import AsyncIterator

import pytest
from hypothesis import HealthCheck, settings

from tests.bot.helpers import OPENED

# Tests never assert wall-clock time: Hypothesis's per-example deadline (200 ms) failed
# property tests on a loaded machine (the suite runs on every core), so there is none.
settings.register_profile("hexbot", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("hexbot")


@pytest.fixture(autouse=True)
async def _close_opened_repositories() -> AsyncIterator[None]:
    yield
    while OPENED:
        await OPENED.pop().close()


def _lingering() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon and t.is_alive()]


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    left = _lingering()
    if left:
        names = ", ".join(sorted(t.name for t in left))
        print(f"\nERROR: tests left {len(left)} non-daemon threads running: {names}", file=sys.stderr)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_unconfigure(config: pytest.Config) -> None:
    if _lingering():
        # they would block the interpreter's exit forever
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(int(pytest.ExitCode.TESTS_FAILED))
