"""Detecting hidden models (9.2): Dw − Skradanie − cover − smoke + the range modifier of 9.2.3.

Beyond 36" detection is impossible; at night beyond SR too (11.1). Bystry Wzrok counts the
range one band better (PB stays +2), Lornetka lessens a range penalty by 2, Zmysły Drapieżnika
add X within 12", a Skaner ignores Skradanie and the PB bonus (18.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from warzone.checks import STAT_MAX, CheckResult, run_check
from warzone.dice import Dice
from warzone.errors import WarzoneError, check_enum, check_int
from warzone.ranges import BAND_ORDER, DETECTION_MOD, NIGHT_MOD, Band, band_for
from warzone.traits import COVER_MOD, Cover
from warzone.values import Modifier, Msg, Status, Target, status_modifier


@dataclass(frozen=True)
class DetectResult:
    """A detection attempt: the band, the test, whether the hidden model is revealed."""

    kind: str
    band: Band
    check: CheckResult
    revealed: bool
    sections: tuple[str, ...]
    summary: Msg


def detection_target(
    *,
    dw: int,
    distance: float,
    stealth: int = 0,
    cover: Cover = Cover.NONE,
    smoke: int = 0,
    keen_sight: bool = False,
    binoculars: bool = False,
    predator_senses: int = 0,
    night: bool = False,
    night_vision: bool = False,
    status: Status = Status.OK,
    scanner: bool = False,
) -> tuple[Band, Target]:
    """The band and the detection target number (raises if detection is impossible)."""
    check_int("dw", dw, 0, STAT_MAX)
    cover = check_enum("cover", Cover, cover)
    status = check_enum("status", Status, status)
    check_int("stealth", stealth, 0, 10)
    check_int("smoke", smoke, 0, 3)
    check_int("predator_senses", predator_senses, 0, 10)
    if status in (Status.PANICKED, Status.BROKEN):
        raise WarzoneError(field="status", allowed="ok,pinned", code="panicked-cannot-detect", value=status.value)
    band = band_for(distance)
    if scanner and distance > 6:
        raise WarzoneError(field="distance", allowed="0..6", code="scanner-range", value=distance)
    if DETECTION_MOD[band] is None:
        raise WarzoneError(field="distance", allowed="0..36", code="detection-impossible", value=distance)
    range_band = band
    if keen_sight and band is not Band.PB:
        range_band = BAND_ORDER[BAND_ORDER.index(band) - 1]
    range_mod = DETECTION_MOD[range_band] or 0
    if scanner and band is Band.PB:
        range_mod = 0
    if binoculars and range_mod < 0:
        range_mod = min(0, range_mod + 2)
    mods = [
        Modifier("stealth", 0 if scanner else -stealth, "15"),
        Modifier(f"cover-{cover.value}", COVER_MOD[cover], "9.2.3"),
        Modifier(f"smoke-{smoke}", -smoke, "9.2.3"),
        Modifier(f"detect-{band.value}", range_mod, "9.2.3"),
        Modifier("predator-senses", predator_senses if distance <= 12 else 0, "15"),
        status_modifier(status),
    ]
    if night and not night_vision:
        night_mod = NIGHT_MOD[band]
        if night_mod is None:
            raise WarzoneError(field="distance", allowed="0..12", code="not-visible-at-night", value=distance)
        mods.append(Modifier(f"night-{band.value}", night_mod, "11.1"))
    return band, Target.of("dw", dw, mods)


def detect(
    dice: Dice,
    *,
    dw: int,
    distance: float,
    stealth: int = 0,
    cover: Cover = Cover.NONE,
    smoke: int = 0,
    keen_sight: bool = False,
    binoculars: bool = False,
    predator_senses: int = 0,
    night: bool = False,
    night_vision: bool = False,
    status: Status = Status.OK,
    scanner: bool = False,
) -> DetectResult:
    """Roll a detection test against the nearest hidden model."""
    band, target = detection_target(
        dw=dw, distance=distance, stealth=stealth, cover=cover, smoke=smoke, keen_sight=keen_sight,
        binoculars=binoculars, predator_senses=predator_senses, night=night, night_vision=night_vision,
        status=status, scanner=scanner,
    )  # fmt: skip
    check = run_check("detect", target, dice, sections=("9.2",))
    code = "revealed" if check.passed else "not-found"
    return DetectResult("detect", band, check, check.passed, check.sections, Msg(f"wz-detect-{code}"))
