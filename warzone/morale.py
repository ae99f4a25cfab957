"""Morale (chapter 8): which test a loss calls for, the test itself, rallying and the Szał table.

One loss event gives one test, the most severe that applies: Break (at or below the Morale
Threshold) > Panic (≥ 50% losses) > Pinned (8.1). The squad rolls against its commander's Dw,
−1 per model outside command range. A Szał-susceptible unit that would panic rolls on the Szał
table instead (8.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from warzone.checks import MOD_LIMIT, STAT_MAX, CheckResult, run_check
from warzone.dice import Dice
from warzone.errors import WarzoneError, check_enum, check_int
from warzone.values import Modifier, Msg, Status, Target, unique


class MoraleTest(StrEnum):
    """The three morale tests (8.1.2–8.1.4)."""

    PINNED = "pinned"
    PANIC = "panic"
    BREAK = "break"


class FrenzyEffect(StrEnum):
    """Rows of the Szał table (8.3.2)."""

    NONE = "none"
    ATTACK_ENEMY = "attack-nearest-enemy"
    ATTACK_ANY = "attack-nearest-model"


@dataclass(frozen=True)
class FrenzyResult:
    """A roll on the Szał table."""

    kind: str
    roll: int
    effect: FrenzyEffect
    sections: tuple[str, ...]
    summary: Msg


def frenzy(dice: Dice) -> FrenzyResult:
    """8.3.2: 1–5 no effect; 6–12 charge the nearest enemy; 13–20 charge the nearest model not in the unit."""
    roll = dice.roll(20, "frenzy")
    effect = FrenzyEffect.NONE if roll <= 5 else FrenzyEffect.ATTACK_ENEMY if roll <= 12 else FrenzyEffect.ATTACK_ANY
    return FrenzyResult("frenzy", roll, effect, ("8.3.2",), Msg(f"wz-frenzy-{effect.value}", {"roll": roll}))


def morale_test_type(*, single: bool, start: int, current: int, threshold: int = 0) -> MoraleTest:
    """Which test a loss calls for (8.1.2–8.1.5); single models are never Broken."""
    if not single and current <= threshold:
        return MoraleTest.BREAK
    if 2 * (start - current) >= start:
        return MoraleTest.PANIC
    return MoraleTest.PINNED


STATUS_RANK = MappingProxyType({Status.OK: 0, Status.PINNED: 1, Status.PANICKED: 2, Status.BROKEN: 3})


@dataclass(frozen=True)
class MoraleResult:
    """A morale test after losses: the type and why, the test, the resulting status."""

    kind: str
    code: str
    test_type: MoraleTest | None
    start: int
    current: int
    check: CheckResult | None
    frenzy: FrenzyResult | None
    status: Status
    removed: bool
    sections: tuple[str, ...]
    summary: Msg


def morale_modifiers(
    *,
    outside: int,
    high_morale: int,
    inspiration: int,
    hatred: int,
    fear: int,
    fear_models: int,
    repulsive: int,
    cold: int,
    status: Status,
    other: int,
) -> list[Modifier]:
    """The Dw modifiers of a morale or rally test (8.1.1, 11.3, 15)."""
    check_int("outside", outside, 0, 50)
    for name, value in (
        ("high_morale", high_morale),
        ("inspiration", inspiration),
        ("hatred", hatred),
        ("fear", fear),
        ("repulsive", repulsive),
    ):
        check_int(name, value, 0, 10)
    check_int("fear_models", fear_models, 0, 50)
    check_int("cold", cold, 0, 2)
    check_int("other", other, -MOD_LIMIT, MOD_LIMIT)
    fear_value = min(fear, fear_models)
    return [
        Modifier("outside-command", -outside, "8.1.1"),
        Modifier("high-morale", high_morale, "15"),
        Modifier("inspiration", inspiration, "15"),
        Modifier("hatred", hatred, "15"),
        # Strach and Odrażający Wygląd are not cumulative (15): the larger penalty applies.
        Modifier("fear", -fear_value if fear_value >= repulsive else 0, "15"),
        Modifier("repulsive", -repulsive if repulsive > fear_value else 0, "15"),
        Modifier("cold", -cold, "11.3"),
        Modifier(
            "pinned" if status is Status.PINNED else "panicked",
            -2 if status is Status.PINNED else (-4 if status is Status.PANICKED else 0),
            "8.1",
        ),
        Modifier("other", other, "1.1.1"),
    ]


def morale(
    dice: Dice,
    *,
    dw: int,
    start: int,
    current: int,
    single: bool = False,
    threshold: int = 0,
    status: Status = Status.OK,
    outside: int = 0,
    high_morale: int = 0,
    inspiration: int = 0,
    hatred: int = 0,
    fear: int = 0,
    fear_models: int = 0,
    repulsive: int = 0,
    cold: int = 0,
    immune: bool = False,
    frenzy_prone: bool = False,
    commander_lost: bool = False,
    other: int = 0,
) -> MoraleResult:
    """Resolve a morale test after losses (start/current are models, or Zw for a single model)."""
    check_int("dw", dw, 0, STAT_MAX)
    check_int("start", start, 1, 100)
    status = check_enum("status", Status, status)
    check_int("current", current, 0, start)
    check_int("threshold", threshold, 0, start)
    if current == start:
        raise WarzoneError(field="current", allowed=f"0..{start - 1}", code="no-losses", value=current)
    if status is Status.BROKEN:
        raise WarzoneError(field="status", allowed="ok,pinned,panicked", code="unknown-value", value=status.value)
    if immune:
        return MoraleResult(
            "morale", "immune", None, start, current, None, None, status, False, ("8.1", "15"), Msg("wz-morale-immune")
        )
    if commander_lost and not single:
        new = status if STATUS_RANK[status] >= STATUS_RANK[Status.PINNED] else Status.PINNED
        return MoraleResult(
            "morale",
            "commander-lost",
            None,
            start,
            current,
            None,
            None,
            new,
            False,
            ("2.1.9",),
            Msg(f"wz-status-{new.value}"),
        )
    if current == 0:
        return MoraleResult(
            "morale",
            "destroyed",
            None,
            start,
            current,
            None,
            None,
            Status.BROKEN,
            True,
            ("8.1",),
            Msg("wz-morale-destroyed"),
        )
    kind = morale_test_type(single=single, start=start, current=current, threshold=threshold)
    mods = morale_modifiers(
        outside=outside, high_morale=high_morale, inspiration=inspiration, hatred=hatred, fear=fear,
        fear_models=fear_models, repulsive=repulsive, cold=cold, status=status, other=other,
    )  # fmt: skip
    section = {MoraleTest.PINNED: "8.1.2", MoraleTest.PANIC: "8.1.3", MoraleTest.BREAK: "8.1.4"}[kind]
    check = run_check(
        "morale", Target.of("dw", dw, mods), dice, sections=("8.1.1", section, *(("8.1.5",) if single else ()))
    )
    if kind is MoraleTest.PINNED:
        outcome_status = Status.OK if check.passed else Status.PINNED
    elif kind is MoraleTest.PANIC:
        outcome_status = Status.OK if check.passed else Status.PANICKED
    else:
        outcome_status = Status.PANICKED if check.passed else Status.BROKEN
    # A worse status already held is kept (E19).
    new_status = outcome_status if STATUS_RANK[outcome_status] >= STATUS_RANK[status] else status
    frenzy_result = None
    if frenzy_prone and new_status is Status.PANICKED and STATUS_RANK[status] < STATUS_RANK[Status.PANICKED]:
        frenzy_result = frenzy(dice)
        new_status = status
    removed = new_status is Status.BROKEN
    code = f"{kind.value}-{'passed' if check.passed else 'failed'}"
    secs = unique((*check.sections, *(("8.3",) if frenzy_result else ())))
    summary = Msg(f"wz-morale-{code}", {"status": new_status.value})
    return MoraleResult("morale", code, kind, start, current, check, frenzy_result, new_status, removed, secs, summary)


def rally(
    dice: Dice,
    *,
    dw: int,
    half_in_range: bool = True,
    outside: int = 0,
    status: Status = Status.PINNED,
    rallier_affected: bool = True,
    high_morale: int = 0,
    inspiration: int = 0,
    cold: int = 0,
    other: int = 0,
) -> CheckResult:
    """8.2: the rallying model's Dw, −1 per model outside the squad commander's range; roll ≤ Dw (E2).

    The rallier takes every Dw modifier it is subject to, its own Pinned/Panicked penalty included
    (`rallier_affected=False` for an officer from outside the unit).
    """
    check_int("dw", dw, 0, STAT_MAX)
    status = check_enum("status", Status, status)
    if status not in (Status.PINNED, Status.PANICKED):
        raise WarzoneError(field="status", allowed="pinned,panicked", code="nothing-to-rally", value=status.value)
    if not half_in_range:
        raise WarzoneError(field="half_in_range", allowed="true", code="rally-out-of-range", value=False)
    mods = morale_modifiers(
        outside=outside, high_morale=high_morale, inspiration=inspiration, hatred=0, fear=0, fear_models=0,
        repulsive=0, cold=cold, status=status if rallier_affected else Status.OK, other=other,
    )  # fmt: skip
    return run_check("rally", Target.of("dw", dw, mods), dice, sections=("8.2",))
