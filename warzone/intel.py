"""Kontrwywiad (15): Dw tests that cancel the enemy's Rekonesans or Siatka Szpiegowska.

Each model with Kontrwywiad makes two Dw tests against Rekonesans, or one against Siatka
Szpiegowska (the book's examples: two such models give 4 and 2 rolls).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from warzone.checks import STAT_MAX, CheckResult, run_check
from warzone.dice import Dice
from warzone.errors import check_enum, check_int
from warzone.values import Msg, Target


class IntelTarget(StrEnum):
    """What the counter-intelligence tests try to cancel."""

    RECON = "recon"
    SPY_NETWORK = "spy-network"


ROLLS_PER_MODEL = MappingProxyType({IntelTarget.RECON: 2, IntelTarget.SPY_NETWORK: 1})


@dataclass(frozen=True)
class IntelResult:
    """Every Kontrwywiad test and how many succeeded."""

    kind: str
    against: IntelTarget
    tests: tuple[CheckResult, ...]
    successes: int
    sections: tuple[str, ...]
    summary: Msg


def counter_intelligence(
    dice: Dice, *, dw: int, models: int = 1, against: IntelTarget = IntelTarget.RECON
) -> IntelResult:
    """Roll the Dw tests of `models` Kontrwywiad models against Rekonesans or Siatka Szpiegowska."""
    against = check_enum("against", IntelTarget, against)
    check_int("dw", dw, 0, STAT_MAX)
    check_int("models", models, 1, 20)
    n = models * ROLLS_PER_MODEL[against]
    tests = tuple(run_check("intel", Target.of("dw", dw), dice, sections=("15",)) for _ in range(n))
    ok = sum(1 for t in tests if t.passed)
    return IntelResult("intel", against, tests, ok, ("15",), Msg("wz-intel-successes", {"n": ok, "rolls": n}))
