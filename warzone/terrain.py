"""Which cover applies (10.1, 10.2), which models count as przesłona (6.8), how far a flamer
reaches through obscuring terrain (10.1.3), and how smoke fades (6.5.1).

Area cover applies when the whole base is inside the area or the line of fire crosses at least
1" of it, never when shooter and target share the area. Obstacle cover applies within 1" of an
obstacle the line of fire crosses (Ro 4+: at least half hidden); farther away it is przesłona.
Area and obstacle cover do not add up: the stronger applies (R33).
"""

from __future__ import annotations

from dataclasses import dataclass

from warzone.errors import check_enum, check_float, check_int
from warzone.traits import COVER_MOD, Cover
from warzone.values import Msg, unique

FLAMER_OBSCURING_LIMIT = 6.0


@dataclass(frozen=True)
class CoverResult:
    """The cover class that applies to a shot, extra przesłona, and the reasons (`wz-cover-reason-*`)."""

    kind: str
    cover: Cover
    modifier: int
    przeslona: int
    reasons: tuple[str, ...]
    sections: tuple[str, ...]
    summary: Msg


def cover_check(
    *,
    area: Cover = Cover.NONE,
    whole_base_inside: bool = False,
    lof_inches: float = 0.0,
    same_area: bool = False,
    obstacle: Cover = Cover.NONE,
    obstacle_distance: float = 0.0,
    target_ro: int = 2,
    half_hidden: bool = True,
) -> CoverResult:
    """10.1–10.2: the cover a target gets from one area and one obstacle on the line of fire."""
    area = check_enum("area", Cover, area)
    obstacle = check_enum("obstacle", Cover, obstacle)
    check_float("lof_inches", lof_inches, 0, 200)
    check_float("obstacle_distance", obstacle_distance, 0, 200)
    check_int("target_ro", target_ro, 1, 10)
    reasons: list[str] = []
    area_cover = Cover.NONE
    if area is not Cover.NONE:
        if same_area:
            reasons.append("same-area")
        elif whole_base_inside:
            area_cover = area
            reasons.append("inside-area")
        elif lof_inches >= 1:
            area_cover = area
            reasons.append("lof-through-area")
        else:
            reasons.append("not-inside-area")
    obstacle_cover = Cover.NONE
    przeslona = 0
    if obstacle is not Cover.NONE:
        if obstacle_distance > 1:
            przeslona = 1
            reasons.append("obstacle-far")
        elif target_ro >= 4 and not half_hidden:
            reasons.append("obstacle-too-small")
        else:
            obstacle_cover = obstacle
            reasons.append("obstacle-close")
    best = min((area_cover, obstacle_cover), key=lambda c: COVER_MOD[c])
    sections = unique(("10.1", *(("10.2",) if obstacle is not Cover.NONE else ()), *(("10.3",) if przeslona else ())))
    return CoverResult(
        "cover",
        best,
        COVER_MOD[best],
        przeslona,
        tuple(reasons),
        sections,
        Msg(f"wz-cover-{best.value}", {"przeslona": przeslona}),
    )


@dataclass(frozen=True)
class PrzeslonaResult:
    """6.8: whether a model in the line of fire counts as przesłona (−1)."""

    kind: str
    counts: bool
    sections: tuple[str, ...]
    summary: Msg


def przeslona_model(*, model_ro: int, shooter_ro: int, model_ps: bool = False) -> PrzeslonaResult:
    """Standing models of Ro ≥ shooter's − 1 count; models in firing position need Ro ≥ shooter's + 1."""
    check_int("model_ro", model_ro, 1, 10)
    check_int("shooter_ro", shooter_ro, 1, 10)
    counts = model_ro >= shooter_ro + 1 if model_ps else model_ro >= shooter_ro - 1
    return PrzeslonaResult(
        "przeslona", counts, ("6.8",), Msg("wz-przeslona-counts" if counts else "wz-przeslona-ignored")
    )


@dataclass(frozen=True)
class FlamerResult:
    """10.1.3: a flamer template reaches at most 6" into obscuring terrain."""

    kind: str
    obscuring_inches: float
    reaches: bool
    sections: tuple[str, ...]
    summary: Msg


def flamer_reach(*, obscuring_inches: float) -> FlamerResult:
    """`obscuring_inches`: how far into obscuring terrain the target is, from where the limit starts."""
    check_float("obscuring_inches", obscuring_inches, 0, 200)
    reaches = obscuring_inches <= FLAMER_OBSCURING_LIMIT
    return FlamerResult(
        "flamer", obscuring_inches, reaches, ("10.1.3",), Msg("wz-flamer-reaches" if reaches else "wz-flamer-blocked")
    )


@dataclass(frozen=True)
class SmokeResult:
    """6.5.1: a smoke cloud's level in a later turn (0 = removed)."""

    kind: str
    level: int
    sections: tuple[str, ...]
    summary: Msg


def smoke_level(*, laid_level: int = 2, turns_since: int = 0) -> SmokeResult:
    """The level the turn it is laid, one less the next turn, removed at the start of the third."""
    check_int("laid_level", laid_level, 1, 3)
    check_int("turns_since", turns_since, 0, 20)
    level = laid_level if turns_since == 0 else (max(0, laid_level - 1) if turns_since == 1 else 0)
    return SmokeResult("smoke", level, ("6.5.1",), Msg("wz-smoke-level", {"level": level}))
