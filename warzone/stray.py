"""Transferring fire (6.2.4) and stray hits when shooting into melee (6.9).

Transfer: shots still available = min(multiplier at the old band, at the new band) − shots
already fired. Stray hits: a missed shot into a melee hits one of the other models, drawn on a
d20 with bands proportional to Ro (the book's example: Ro 2 and Ro 3 give 1–8 and 9–20).
"""

from __future__ import annotations

from dataclasses import dataclass

from warzone.dice import Dice
from warzone.errors import WarzoneError, check_enum, check_int
from warzone.ranges import Band
from warzone.values import Msg


@dataclass(frozen=True)
class TransferResult:
    """How many shots of a burst may move to a new target within 4" of the dead one."""

    kind: str
    mult_old: int
    mult_new: int
    fired: int
    remaining: int
    sections: tuple[str, ...]
    summary: Msg


def transfer(*, mult_old: int, mult_new: int, fired: int) -> TransferResult:
    """6.2.4: the burst shrinks to the smaller multiplier of the two bands."""
    check_int("mult_old", mult_old, 1, 12)
    check_int("mult_new", mult_new, 1, 12)
    check_int("fired", fired, 1, mult_old)
    remaining = max(0, min(mult_old, mult_new) - fired)
    return TransferResult(
        "transfer", mult_old, mult_new, fired, remaining, ("6.2.4",), Msg("wz-transfer-remaining", {"n": remaining})
    )


@dataclass(frozen=True)
class StrayBand:
    """One model of the melee and the d20 range that sends the stray shot into it."""

    name: str
    ro: int
    low: int
    high: int


@dataclass(frozen=True)
class StrayResult:
    """Which other model in the melee takes a missed shot."""

    kind: str
    code: str
    bands: tuple[StrayBand, ...]
    roll: int | None
    hit: str | None
    sections: tuple[str, ...]
    summary: Msg


def parse_models(spec: str) -> tuple[tuple[str, int], ...]:
    """Models as "name:ro,name:ro" (Ro 1..10)."""
    out: list[tuple[str, int]] = []
    for part in spec.split(","):
        name, sep, ro = part.strip().partition(":")
        if not sep or not name:
            raise WarzoneError(field="models", allowed="name:ro,name:ro", code="bad-models", value=part)
        try:
            size = int(ro)
        except ValueError:
            raise WarzoneError(field="models", allowed="name:ro with ro 1..10", code="bad-models", value=part) from None
        out.append((name.strip(), check_int(f"models.{name.strip()}", size, 1, 10)))
    if not out:
        raise WarzoneError(field="models", allowed="name:ro,name:ro", code="missing")
    return tuple(out)


def stray_bands(models: tuple[tuple[str, int], ...], by_size: bool = True) -> tuple[StrayBand, ...]:
    """d20 bands: each model gets round(20·Ro/ΣRo) faces (equal shares if not by size); the last takes the rest."""
    total = sum(ro for _, ro in models) if by_size else len(models)
    bands: list[StrayBand] = []
    low = 1
    acc = 0
    for i, (name, ro) in enumerate(models):
        acc += ro if by_size else 1
        high = 20 if i == len(models) - 1 else round(20 * acc / total)
        bands.append(StrayBand(name, ro, low, high))
        low = high + 1
    return tuple(bands)


def stray_hit(
    dice: Dice,
    *,
    models: str,
    by_size: bool = True,
    sure_shot: bool = False,
    band: Band | None = None,
    template: bool = False,
) -> StrayResult:
    """6.9: roll d20 and find which other model in the melee is hit.

    Pewny Strzał (15) removes the risk at PB and SR for weapons without a template.
    """
    bands = stray_bands(parse_models(models), by_size)
    if len(bands) > 20:
        raise WarzoneError(field="models", allowed="at most 20 models", code="out-of-range", value=len(bands))
    if sure_shot:
        if band is None:
            raise WarzoneError(field="band", allowed="pb,sr,mr,lr,er", code="missing")
        if check_enum("band", Band, band) in (Band.PB, Band.SR) and not template:
            return StrayResult("stray", "no-risk", bands, None, None, ("6.9", "15"), Msg("wz-stray-no-risk"))
    roll = dice.roll(20, "stray-hit")
    hit = next(b.name for b in bands if b.low <= roll <= b.high)
    return StrayResult(
        "stray", "stray-hit", bands, roll, hit, ("6.9",), Msg("wz-stray-hit", {"model": hit, "roll": roll})
    )
