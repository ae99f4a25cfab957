"""The clock the use cases are given: a callable returning an aware ``datetime``
(``bot.config.utc_now`` in production, a settable one in tests and the console)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

Clock = Callable[[], datetime]
