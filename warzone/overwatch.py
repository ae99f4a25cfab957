"""Overwatch reactions (Czekanie, 9.1): whether a Dw test is needed, and the test.

Refleks +2, Spojrzenie Drapieżnika −4 (and it forces a test where none was needed), Zasadzka
needs no test; detecting, and counter-charge / guard / flee by the charged model itself, need none.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from warzone.checks import STAT_MAX, CheckResult, run_check
from warzone.dice import Dice
from warzone.errors import WarzoneError, check_enum, check_int
from warzone.values import Modifier, Msg, Status, Target, status_modifier


class Reaction(StrEnum):
    """Reactions available from overwatch (9.1.2, 5.7)."""

    SHOOT = "shoot"
    MELEE = "melee"
    CHARGE = "charge"
    COUNTER_CHARGE_SELF = "counter-charge-self"
    COUNTER_CHARGE_OTHER = "counter-charge-other"
    GUARD = "guard"
    FLEE = "flee"
    COVER_DIVE = "cover-dive"
    DETECT = "detect"


NO_TEST = frozenset({Reaction.DETECT, Reaction.COUNTER_CHARGE_SELF, Reaction.GUARD, Reaction.FLEE})


@dataclass(frozen=True)
class OverwatchResult:
    """An overwatch reaction: needed a test or not, the test, may the model act."""

    kind: str
    reaction: Reaction
    test_needed: bool
    check: CheckResult | None
    acts: bool
    sections: tuple[str, ...]
    summary: Msg


def overwatch(
    dice: Dice,
    *,
    dw: int,
    reaction: Reaction = Reaction.SHOOT,
    reflexes: bool = False,
    predator_gaze: bool = False,
    ambush: bool = False,
    status: Status = Status.OK,
) -> OverwatchResult:
    """9.1: react to a visible action of a visible enemy."""
    check_int("dw", dw, 0, STAT_MAX)
    reaction = check_enum("reaction", Reaction, reaction)
    status = check_enum("status", Status, status)
    if status is not Status.OK:
        raise WarzoneError(field="status", allowed="ok", code="overwatch-lost", value=status.value)
    needed = predator_gaze or (reaction not in NO_TEST and not ambush)
    if not needed:
        return OverwatchResult("overwatch", reaction, False, None, True, ("9.1",), Msg("wz-overwatch-no-test"))
    mods = [
        Modifier("reflexes", 2 if reflexes else 0, "15"),
        Modifier("predator-gaze", -4 if predator_gaze else 0, "15"),
        status_modifier(status),
    ]
    check = run_check("overwatch", Target.of("dw", dw, mods), dice, sections=("9.1",))
    code = "acts" if check.passed else "lost"
    return OverwatchResult(
        "overwatch", reaction, True, check, check.passed, check.sections, Msg(f"wz-overwatch-{code}")
    )
