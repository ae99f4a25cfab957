"""The d20 procedures of chapter 1.1: characteristic test, opposed test, arbiter test.

A test succeeds when the roll is not higher than the modified target (1.1.1); a natural 1
(or the crit range) always passes, a natural 20 (or the fumble range) always fails.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from warzone.dice import Dice
from warzone.errors import check_enum, check_int
from warzone.values import Modifier, Msg, Outcome, Target, half_up, unique

ROLL_LIMIT = 20
STAT_MAX = 40
MOD_LIMIT = 20


def classify(roll: int, target: int, crit_max: int = 1, fumble_min: int | None = 20) -> Outcome:
    """The outcome of one d20 against a target (1.1.1); `fumble_min=None` means no absolute failure."""
    if roll <= crit_max:
        return Outcome.ABSOLUTE_SUCCESS
    if fumble_min is not None and roll >= fumble_min:
        return Outcome.ABSOLUTE_FAILURE
    return Outcome.SUCCESS if roll <= target else Outcome.FAILURE


class Stat(StrEnum):
    """Characteristics a plain test may be taken against (1.2)."""

    STAT = "stat"
    WW = "ww"
    WS = "ws"
    M = "m"
    DW = "dw"
    S = "s"
    P = "p"


class Reroll(StrEnum):
    """Which result a skill lets the player reroll, once only (1.1)."""

    NONE = "none"
    FAILED = "failed"
    SUCCESSFUL = "successful"


@dataclass(frozen=True)
class CheckResult:
    """A resolved d20 test: target with its modifiers, the die (and a reroll), the outcome."""

    kind: str
    target: Target
    roll: int
    outcome: Outcome
    passed: bool
    first_roll: int | None
    sections: tuple[str, ...]
    summary: Msg


def run_check(
    kind: str,
    target: Target,
    dice: Dice,
    *,
    crit_max: int = 1,
    fumble_min: int | None = 20,
    reroll: Reroll = Reroll.NONE,
    sections: Iterable[str] = ("1.1.1",),
) -> CheckResult:
    """Roll one d20 against `target`, with an optional single reroll (1.1: never reroll a reroll)."""
    roll = dice.roll(20, kind)
    outcome = classify(roll, target.total, crit_max, fumble_min)
    first: int | None = None
    if (reroll is Reroll.FAILED and not outcome.passed) or (reroll is Reroll.SUCCESSFUL and outcome.passed):
        first = roll
        roll = dice.roll(20, f"{kind}-reroll")
        outcome = classify(roll, target.total, crit_max, fumble_min)
    secs = unique((*sections, *(("1.1",) if first is not None else ()), *target.sections()))
    summary = Msg(f"wz-check-{outcome.value}", {"roll": roll, "target": target.total})
    return CheckResult(kind, target, roll, outcome, outcome.passed, first, secs, summary)


def characteristic_test(
    dice: Dice,
    *,
    stat: int,
    stat_key: Stat = Stat.STAT,
    mods: tuple[int, ...] = (),
    half: bool = False,
    crit_max: int = 1,
    reroll: Reroll = Reroll.NONE,
) -> CheckResult:
    """1.1.1: roll d20 ≤ characteristic (halved rounding up if asked) plus the sum of modifiers."""
    check_int("stat", stat, 0, STAT_MAX)
    check_int("crit_max", crit_max, 1, 19)
    stat_key = check_enum("stat_key", Stat, stat_key)
    reroll = check_enum("reroll", Reroll, reroll)
    base = half_up(stat) if half else stat
    modifiers = []
    for i, value in enumerate(mods):
        check_int(f"mods[{i}]", value, -MOD_LIMIT, MOD_LIMIT)
        modifiers.append(Modifier("other", value, "1.1.1"))
    target = Target.of(f"half-{stat_key.value}" if half else stat_key.value, base, modifiers)
    return run_check("test", target, dice, crit_max=crit_max, reroll=reroll)


@dataclass(frozen=True)
class OpposedRound:
    """One round of an opposed test: both dice and both totals."""

    roll_a: int
    roll_b: int
    total_a: int
    total_b: int


@dataclass(frozen=True)
class OpposedResult:
    """1.1.2: the higher total wins; ties are rerolled (every round is kept)."""

    kind: str
    mod_a: int
    mod_b: int
    rounds: tuple[OpposedRound, ...]
    winner: str
    sections: tuple[str, ...]
    summary: Msg


def opposed_test(dice: Dice, *, mod_a: int, mod_b: int, kind: str = "opposed", section: str = "1.1.2") -> OpposedResult:
    """Both sides roll d20 plus their modifier until the totals differ."""
    check_int("mod_a", mod_a, -STAT_MAX, STAT_MAX)
    check_int("mod_b", mod_b, -STAT_MAX, STAT_MAX)
    rounds: list[OpposedRound] = []
    while True:
        a = dice.roll(20, f"{kind}-a")
        b = dice.roll(20, f"{kind}-b")
        rounds.append(OpposedRound(a, b, a + mod_a, b + mod_b))
        if a + mod_a != b + mod_b:
            break
    last = rounds[-1]
    winner = "a" if last.total_a > last.total_b else "b"
    summary = Msg(f"wz-{kind}-winner", {"winner": winner, "total_a": last.total_a, "total_b": last.total_b})
    return OpposedResult(kind, mod_a, mod_b, tuple(rounds), winner, unique((section, "1.1.2")), summary)


@dataclass(frozen=True)
class ArbiterResult:
    """1.1.4: 1–10 the first player is right, 11–20 the second."""

    kind: str
    roll: int
    winner: str
    sections: tuple[str, ...]
    summary: Msg


def arbiter_test(dice: Dice) -> ArbiterResult:
    """Settle a rules dispute with one d20."""
    roll = dice.roll(20, "arbiter")
    winner = "first" if roll <= 10 else "second"
    return ArbiterResult("arbiter", roll, winner, ("1.1.4",), Msg(f"wz-arbiter-{winner}", {"roll": roll}))
