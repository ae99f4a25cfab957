"""Minefields and demining (13.3, 18.5.4).

Entering or moving in a field: one test per action and per field card, against half Dw rounded
up, +2 when moving in firing position (added after halving, E8). A failure sets off a mine:
anti-personnel Dam 12, anti-tank 12x2 Przeciwpancerna (only models of Ro 3+ trigger those).
Demining (Trening Saperski): a Dw test, +2 in firing position; success lifts one card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from warzone.checks import STAT_MAX, CheckResult, run_check
from warzone.dice import Dice
from warzone.errors import check_enum, check_int
from warzone.values import Modifier, Msg, Target, half_up


class Mine(StrEnum):
    """Minefield types (18.5.4)."""

    AP = "ap"
    AT = "at"


MINE_DAM: Mapping[Mine, tuple[int, int, tuple[str, ...]]] = MappingProxyType(
    {Mine.AP: (12, 1, ()), Mine.AT: (12, 2, ("anti-armour",))}
)


@dataclass(frozen=True)
class MinefieldResult:
    """The tests of one action in minefields, and the mines set off."""

    kind: str
    code: str
    tests: tuple[CheckResult, ...]
    explosions: int
    dam: int
    mult: int
    traits: tuple[str, ...]
    sections: tuple[str, ...]
    summary: Msg


def minefield(
    dice: Dice, *, dw: int, fields: int = 1, mine: Mine = Mine.AP, ps: bool = False, ro: int = 2, flying: bool = False
) -> MinefieldResult:
    """13.3: one ½-Dw test per field card entered or moved in during the action."""
    mine = check_enum("mine", Mine, mine)
    check_int("dw", dw, 0, STAT_MAX)
    check_int("fields", fields, 1, 10)
    check_int("ro", ro, 1, 10)
    dam, mult, traits = MINE_DAM[mine]
    if flying or (mine is Mine.AT and ro < 3):
        code = "flying-exempt" if flying else "too-small"
        return MinefieldResult("minefield", code, (), 0, dam, mult, traits, ("13.3",), Msg(f"wz-minefield-{code}"))
    target = Target.of("half-dw", half_up(dw), [Modifier("crawling", 2 if ps else 0, "13.3")])
    tests = tuple(run_check("minefield", target, dice, sections=("13.3",)) for _ in range(fields))
    explosions = sum(1 for t in tests if not t.passed)
    code = "exploded" if explosions else "safe"
    return MinefieldResult(
        "minefield",
        code,
        tests,
        explosions,
        dam,
        mult,
        traits,
        ("13.3", "18.5.4"),
        Msg(f"wz-minefield-{code}", {"n": explosions}),
    )


def demine(dice: Dice, *, dw: int, ps: bool = False) -> CheckResult:
    """13.3.3: success removes one field card; failure sets off one mine."""
    check_int("dw", dw, 0, STAT_MAX)
    target = Target.of("dw", dw, [Modifier("crawling", 2 if ps else 0, "13.3.3")])
    return run_check("demine", target, dice, sections=("13.3.3",))
