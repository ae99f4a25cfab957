"""Army points checks (16.1–16.2, 17.2.2) and elimination scoring (17.4.3).

Elite:core at most 1:1, each elite unit paired with a distinct core unit at least its size;
support units at most one per two core units (a Konsultant takes two slots); single models at
most one per core or elite unit; a Battalion commander needs 3/4/5 Pluton or Kompania officers
(by points), one fewer per unused support slot; blank deployment cards max(1, limit // 500).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import IntEnum

from warzone.errors import WarzoneError, check_int
from warzone.values import Msg


@dataclass(frozen=True)
class Violation:
    """One broken army-building rule: a code (message `wz-army-<code>`) and its numbers."""

    code: str
    section: str
    args: dict[str, int]


@dataclass(frozen=True)
class ArmyCheckResult:
    """Every violation found (empty means legal), with the limits that were computed."""

    kind: str
    legal: bool
    violations: tuple[Violation, ...]
    support_slots: int
    single_slots: int
    blank_cards: int
    battalion_officers_needed: int | None
    sections: tuple[str, ...]
    summary: Msg


def blank_cards(limit: int) -> int:
    """17.2.2: one blank deployment card per full 500 points, at least one."""
    return max(1, limit // 500)


def per_points_cap(limit: int, per: int) -> int:
    """16.2: "1/X pkt" allows one unit per started X points."""
    return math.ceil(limit / per)


def battalion_officers_needed(limit: int) -> int:
    """16.2.3: officers a Battalion commander needs; the 0–500 value is missing in the source (E16)."""
    if limit <= 500:
        raise WarzoneError(field="limit", allowed="501..", code="battalion-unknown-below-500", value=limit)
    if limit <= 1000:
        return 3
    if limit <= 2000:
        return 4
    return 5


def pair_elites(elites: list[int], cores: list[int]) -> list[int]:
    """Elite units left without a distinct core unit of at least their size (smallest fitting core first)."""
    free = sorted(cores)
    unpaired: list[int] = []
    for size in sorted(elites, reverse=True):
        fit = next((i for i, c in enumerate(free) if c >= size), None)
        if fit is None:
            unpaired.append(size)
        else:
            free.pop(fit)
    return unpaired


def _sizes(field: str, values: tuple[int, ...]) -> list[int]:
    for i, v in enumerate(values):
        check_int(f"{field}[{i}]", v, 1, 50)
    return list(values)


def army_check(
    *,
    limit: int,
    core: tuple[int, ...] = (),
    elite: tuple[int, ...] = (),
    support: tuple[int, ...] = (),
    consultants: int = 0,
    singles: int = 0,
    battalion: bool = False,
    officers: int = 0,
) -> ArmyCheckResult:
    """16.2: check the force-organisation ratios of an army list (sizes are models per unit)."""
    check_int("limit", limit, 100, 10000)
    cores = _sizes("core", core)
    elites = _sizes("elite", elite)
    supports = _sizes("support", support)
    check_int("consultants", consultants, 0, len(supports))
    check_int("singles", singles, 0, 100)
    check_int("officers", officers, 0, 100)
    violations: list[Violation] = []
    if len(elites) > len(cores):
        violations.append(Violation("too-many-elite", "16.2.1", {"n": len(elites), "max": len(cores)}))
    else:
        for size in pair_elites(elites, cores):
            violations.append(Violation("elite-without-core", "16.2.1", {"size": size}))
    slots = len(cores) // 2
    used = len(supports) + consultants
    if used > slots:
        violations.append(Violation("too-many-support", "16.2.1", {"n": used, "max": slots}))
    biggest = max(cores, default=0)
    for size in supports:
        if size > biggest:
            violations.append(Violation("support-without-core", "16.2.1", {"size": size}))
    single_slots = len(cores) + len(elites)
    if singles > single_slots:
        violations.append(Violation("too-many-singles", "16.2.1", {"n": singles, "max": single_slots}))
    needed: int | None = None
    if battalion:
        needed = max(0, battalion_officers_needed(limit) - max(0, slots - used))
        if officers < needed:
            violations.append(Violation("battalion-needs-officers", "16.2.3", {"n": officers, "min": needed}))
    code = "legal" if not violations else "illegal"
    return ArmyCheckResult(
        "army-check", not violations, tuple(violations), slots, single_slots, blank_cards(limit), needed,
        ("16.2.1", "16.2.3", "16.2.4", "17.2.2"), Msg(f"wz-army-{code}", {"n": len(violations)}),
    )  # fmt: skip


class Rank(IntEnum):
    """Command ranks, highest first in precedence (2.1.8)."""

    SEKCJA = 1
    DRUZYNA = 2
    PLUTON = 3
    KOMPANIA = 4
    BATALION = 5


@dataclass(frozen=True)
class CommanderOrderResult:
    """16.2.2: who commands the army, then who takes over, in order."""

    kind: str
    order: tuple[str, ...]
    sections: tuple[str, ...]
    summary: Msg


def commander_order(*, officers: str) -> CommanderOrderResult:
    """Officers as "name:rank:dw,..." (rank sekcja/druzyna/pluton/kompania/batalion): highest rank, then Dw."""
    parsed: list[tuple[int, int, int, str]] = []
    for i, part in enumerate(p for p in officers.split(",") if p.strip()):
        bits = [b.strip() for b in part.split(":")]
        ranks = {r.name.lower(): r for r in Rank}
        if len(bits) != 3 or bits[1].lower() not in ranks or not bits[2].isdigit():
            raise WarzoneError(
                field="officers", allowed="name:" + "|".join(ranks) + ":dw", code="bad-officers", value=part
            )
        parsed.append((-ranks[bits[1].lower()], -int(bits[2]), i, bits[0]))
    if not parsed:
        raise WarzoneError(field="officers", allowed="name:rank:dw,...", code="missing")
    order = tuple(name for *_, name in sorted(parsed))
    return CommanderOrderResult("commander", order, ("16.2.2", "2.1.8"), Msg("wz-commander-is", {"name": order[0]}))


@dataclass(frozen=True)
class ScoreResult:
    """17.4.3 elimination: victory points from the difference of points left, +1 for the enemy commander."""

    kind: str
    difference: int
    thresholds: tuple[float, float, float]
    points_a: int
    points_b: int
    sections: tuple[str, ...]
    summary: Msg


def elimination_score(
    *, limit: int, left_a: int, left_b: int, a_killed_commander: bool = False, b_killed_commander: bool = False
) -> ScoreResult:
    """A difference of at least 5% / 15% / 25% of the limit gives 1 / 2 / 3 PZ to the side ahead (E1)."""
    check_int("limit", limit, 100, 10000)
    check_int("left_a", left_a, 0, 2 * limit)
    check_int("left_b", left_b, 0, 2 * limit)
    diff = abs(left_a - left_b)
    thresholds = (limit * 0.05, limit * 0.15, limit * 0.25)
    pz = sum(1 for t in thresholds if diff >= t)
    a = (pz if left_a > left_b else 0) + (1 if a_killed_commander else 0)
    b = (pz if left_b > left_a else 0) + (1 if b_killed_commander else 0)
    return ScoreResult("score", diff, thresholds, a, b, ("17.4.3",), Msg("wz-score", {"a": a, "b": b}))
