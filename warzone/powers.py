"""Supernatural powers (14), resisting them (15) and healing skills (Medyk, Nekromanta, Technomancja, 15).

Power test: d20 ≤ M + difficulty (+3 with Koncentracja). A natural 1 costs one action fewer; a
failure costs 1 action; a natural 20 also bars powers until the end of the turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from warzone.checks import STAT_MAX, CheckResult, run_check
from warzone.dice import Dice
from warzone.errors import WarzoneError, check_enum, check_int
from warzone.values import Modifier, Msg, Outcome, Status, Target


@dataclass(frozen=True)
class PowerResult:
    """A power test and the actions it costs."""

    kind: str
    code: str
    check: CheckResult
    actions_spent: int
    free_next_technique: bool
    no_more_powers: bool
    sections: tuple[str, ...]
    summary: Msg


def power(
    dice: Dice,
    *,
    m: int,
    difficulty: int = 0,
    actions: int = 1,
    concentration: bool = False,
    technique: bool = False,
    status: Status = Status.OK,
) -> PowerResult:
    """14.1: cast a power of `actions` actions (not while Pinned or Panicked, 8.1.2–8.1.3)."""
    check_int("m", m, 0, STAT_MAX)
    status = check_enum("status", Status, status)
    if status is not Status.OK:
        raise WarzoneError(field="status", allowed="ok", code="no-powers-when-shaken", value=status.value)
    check_int("difficulty", difficulty, -10, 10)
    check_int("actions", actions, 1, 3)
    mods = [Modifier("difficulty", difficulty, "14.1"), Modifier("concentration", 3 if concentration else 0, "14.2")]
    check = run_check("power", Target.of("m", m, mods), dice, sections=("14.1",))
    if check.outcome is Outcome.ABSOLUTE_SUCCESS:
        code, spent = "absolute-success", actions - 1
    elif check.passed:
        code, spent = "success", actions
    elif check.outcome is Outcome.ABSOLUTE_FAILURE:
        code, spent = "critical-failure", 1
    else:
        code, spent = "failure", 1
    free = technique and check.outcome is Outcome.ABSOLUTE_SUCCESS
    no_more = check.outcome is Outcome.ABSOLUTE_FAILURE
    return PowerResult(
        "power", code, check, spent, free, no_more, check.sections, Msg(f"wz-power-{code}", {"n": spent})
    )


def resist(dice: Dice) -> CheckResult:
    """15 Odporny na Sztukę / Moc: d20 1–10 ignores the power (no absolute results)."""
    return run_check("resist", Target.of("resist", 10), dice, crit_max=0, fumble_min=None, sections=("15",))


class Healer(StrEnum):
    """Skills that bring a downed model back (15)."""

    MEDIC = "medic"
    NECROMANCER = "necromancer"
    TECHNOMANCER = "technomancer"


@dataclass(frozen=True)
class HealResult:
    """A healing test: restored (1 Zw, Ciężko Ranny), nothing, removed, or destroyed."""

    kind: str
    code: str
    check: CheckResult
    sections: tuple[str, ...]
    summary: Msg


def heal(dice: Dice, *, skill: Healer, level: int) -> HealResult:
    """15: test the skill level; success restores 1 Zw (the model stays prone, Ciężko Ranny)."""
    skill = check_enum("skill", Healer, skill)
    check_int("level", level, 1, 20)
    check = run_check("heal", Target.of(skill.value, level), dice, sections=("15",))
    if check.passed:
        code = "restored"
    elif skill is Healer.NECROMANCER:
        code = "removed"
    elif skill is Healer.TECHNOMANCER and check.outcome is Outcome.ABSOLUTE_FAILURE:
        code = "destroyed"
    else:
        code = "not-healed"
    return HealResult("heal", code, check, ("15",), Msg(f"wz-heal-{code}"))
