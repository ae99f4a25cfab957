"""Think budgets: how long a computer player may search for one decision.

A budget is started once per decision and asked, between search iterations, whether it is
spent. :class:`TimeBudget` measures with an injected clock (the bot and the duel tool pass
``time.perf_counter``; tests pass a fake clock); :class:`IterationBudget` counts iterations,
which makes a search reproducible whatever the machine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Budget(Protocol):
    """What a search asks of its budget."""

    def start(self) -> None:
        """Begin a decision: from now on the budget is being spent."""

    def tick(self) -> None:
        """One search iteration is done."""

    def spent(self) -> float:
        """The fraction of the budget spent so far (0.0 to 1.0 and beyond)."""

    def exhausted(self) -> bool:
        """True when the search must stop and answer."""


class IterationBudget:
    """A fixed number of search iterations (reproducible; used by tests)."""

    def __init__(self, iterations: int) -> None:
        if iterations < 1:
            raise ValueError("an iteration budget needs at least one iteration")
        self.iterations = iterations
        self.done = 0

    def start(self) -> None:
        self.done = 0

    def tick(self) -> None:
        self.done += 1

    def spent(self) -> float:
        return self.done / self.iterations

    def exhausted(self) -> bool:
        return self.done >= self.iterations


class TimeBudget:
    """A think time in seconds, measured with ``clock`` (a monotonic clock in seconds)."""

    def __init__(self, seconds: float, clock: Callable[[], float]) -> None:
        if seconds <= 0:
            raise ValueError("a time budget must be positive")
        self.seconds = seconds
        self.clock = clock
        self.started = clock()

    def start(self) -> None:
        self.started = self.clock()

    def tick(self) -> None:
        pass

    def spent(self) -> float:
        return (self.clock() - self.started) / self.seconds

    def exhausted(self) -> bool:
        return self.spent() >= 1.0
