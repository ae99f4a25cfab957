"""Scatter (1.1.3) and Desant scatter (15): distance from a d20, capped at half the shot's length.

The distance is the units digit of the d20, 0 counting as 10; Desant uses ceil(roll/4).
The direction cannot be read from a die's top vertex in a chat, so a d12 gives a clock
direction (12 o'clock = from the shooter towards the aimed point); see docs/warzone-rulings.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from warzone.dice import Dice
from warzone.errors import check_enum, check_float
from warzone.values import Msg


class ScatterKind(StrEnum):
    """Which distance table a scatter uses."""

    STANDARD = "standard"
    DESANT = "desant"


@dataclass(frozen=True)
class ScatterResult:
    """A scatter: the d20, the rolled distance, the cap and the final distance, and a clock direction."""

    kind: str
    table: ScatterKind
    roll: int
    rolled_distance: int
    cap: float | None
    distance: float
    capped: bool
    clock: int | None
    sections: tuple[str, ...]
    summary: Msg


def scatter_distance(roll: int, table: ScatterKind = ScatterKind.STANDARD) -> int:
    """Inches for a d20 roll: units digit with 0 → 10 (1.1.3), or ceil(roll/4) for Desant (15)."""
    if table is ScatterKind.DESANT:
        return -(-roll // 4)
    return (roll - 1) % 10 + 1


def scatter(
    dice: Dice,
    *,
    max_distance: float | None = None,
    table: ScatterKind = ScatterKind.STANDARD,
    clock: bool = True,
    section: str = "1.1.3",
) -> ScatterResult:
    """Roll a scatter; `max_distance` is the shooter-to-point distance (the cap is half of it)."""
    table = check_enum("table", ScatterKind, table)
    cap = None if max_distance is None else check_float("max_distance", max_distance, 0, 200) / 2
    roll = dice.roll(20, "scatter")
    rolled = scatter_distance(roll, table)
    distance = float(rolled) if cap is None else min(float(rolled), cap)
    direction = dice.roll(12, "scatter-direction") if clock else None
    capped = cap is not None and cap < rolled
    sections = (section, "1.1.3") if section != "1.1.3" else ("1.1.3",)
    if table is ScatterKind.DESANT:
        sections = ("15",)
    args: dict[str, int | float | str] = {"distance": distance, "clock": direction if direction is not None else 0}
    summary = Msg("wz-scatter-clock" if direction is not None else "wz-scatter-distance", args)
    return ScatterResult("scatter", table, roll, rolled, cap, distance, capped, direction, sections, summary)
