"""Range bands (6.2.1) and every table keyed by them: detection (9.2.3), night (11.1), FO (13.1.3).

PB is up to 6", SR over 6 up to 12", MR to 24", LR to 36", ER beyond; the edges belong to the
shorter band ("do 6 cali").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from warzone.errors import WarzoneError, check_enum, check_float
from warzone.values import Msg


class Band(StrEnum):
    """Shooting range bands (CC, melee, is not a band)."""

    PB = "pb"
    SR = "sr"
    MR = "mr"
    LR = "lr"
    ER = "er"


BAND_ORDER = (Band.PB, Band.SR, Band.MR, Band.LR, Band.ER)
BAND_LIMITS = MappingProxyType({Band.PB: 6.0, Band.SR: 12.0, Band.MR: 24.0, Band.LR: 36.0})
DETECTION_MOD: Mapping[Band, int | None] = MappingProxyType(
    {Band.PB: 2, Band.SR: 0, Band.MR: -2, Band.LR: -4, Band.ER: None}
)
NIGHT_MOD: Mapping[Band, int | None] = MappingProxyType(
    {Band.PB: -1, Band.SR: -2, Band.MR: None, Band.LR: None, Band.ER: None}
)
FO_MOD_LITERAL: Mapping[Band, int] = MappingProxyType({Band.PB: -3, Band.SR: -2, Band.MR: -3, Band.LR: -4, Band.ER: -5})
MAX_DISTANCE = 200.0


def band_for(distance: float) -> Band:
    """The band of a measured distance in inches (6.2.1)."""
    check_float("distance", distance, 0, MAX_DISTANCE)
    for band, limit in BAND_LIMITS.items():
        if distance <= limit:
            return band
    return Band.ER


def resolve_band(distance: float | None, band: Band | None) -> Band:
    """The band given directly, or derived from a distance; one of the two is required."""
    if band is not None:
        return check_enum("band", Band, band)
    if distance is None:
        raise WarzoneError(field="distance", allowed="distance or band", code="missing")
    return band_for(distance)


def fo_modifier(band: Band, pb_variant: str = "literal") -> int:
    """The FO / indirect-direction distance modifier (13.1.3); PB is −3 as printed, or −1 (E3)."""
    if band is Band.PB and pb_variant == "monotone":
        return -1
    return FO_MOD_LITERAL[band]


@dataclass(frozen=True)
class RangeResult:
    """Every range-keyed value for one distance; `None` means impossible / not visible."""

    kind: str
    distance: float | None
    band: Band
    detection_mod: int | None
    night_mod: int | None
    fo_mod: int
    sections: tuple[str, ...]
    summary: Msg


def range_info(*, distance: float | None = None, band: Band | None = None) -> RangeResult:
    """The band of a distance and its detection, night and fire-support modifiers."""
    resolved = resolve_band(distance, band)
    return RangeResult(
        "range",
        distance,
        resolved,
        DETECTION_MOD[resolved],
        NIGHT_MOD[resolved],
        FO_MOD_LITERAL[resolved],
        ("6.2.1", "9.2.3", "11.1", "13.1.3"),
        Msg("wz-range-band", {"band": resolved.value}),
    )
