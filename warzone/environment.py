"""Environment levels (chapter 11): the effective level after Survival skills and its effects.

Effective level = table level − Survival level, never below the table's lowest row (R-env).
Each level's effects are data: a Jam shift, a Dw modifier, and flags (message `wz-env-<flag>`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from warzone.errors import check_enum, check_int
from warzone.values import Msg


class Terrain(StrEnum):
    """Environments with level tables."""

    TUNDRA = "tundra"
    JUNGLE = "jungle"
    DESERT = "desert"


@dataclass(frozen=True)
class LevelEffects:
    """What one level of an environment table does."""

    jam: int = 0
    dw: int = 0
    flags: tuple[str, ...] = ()


NO_RUN = ("no-run", "no-assault")
TABLES: Mapping[Terrain, Mapping[int, LevelEffects]] = MappingProxyType(
    {
        Terrain.TUNDRA: MappingProxyType(
            {
                -2: LevelEffects(flags=("mountain-infantry-deploy-9",)),
                -1: LevelEffects(flags=("partisans-deploy-6",)),
                0: LevelEffects(),
                1: LevelEffects(flags=("no-assault",)),
                2: LevelEffects(dw=-1, flags=NO_RUN),
                3: LevelEffects(dw=-1, flags=(*NO_RUN, "r-max-3-if-p-over-20")),
                4: LevelEffects(dw=-2, flags=(*NO_RUN, "r-max-3-if-p-over-19")),
            }
        ),
        Terrain.JUNGLE: MappingProxyType(
            {
                -3: LevelEffects(flags=("camouflage", "ambush")),
                -2: LevelEffects(flags=("camouflage", "ambush")),
                -1: LevelEffects(flags=("camouflage",)),
                0: LevelEffects(),
                1: LevelEffects(jam=-1, flags=("no-assault",)),
                2: LevelEffects(jam=-1, flags=NO_RUN),
                3: LevelEffects(jam=-1, flags=(*NO_RUN, "r-max-3", "fatigue-1-per-p-over-19")),
                4: LevelEffects(jam=-2, flags=(*NO_RUN, "r-max-3", "fatigue-2-per-p-over-19")),
            }
        ),
        Terrain.DESERT: MappingProxyType(
            {
                -3: LevelEffects(flags=("quicksand-difficult", "storm-run", "sun-minus-2")),
                -2: LevelEffects(flags=("quicksand-difficult", "storm-run")),
                -1: LevelEffects(flags=("quicksand-difficult",)),
                0: LevelEffects(),
                1: LevelEffects(jam=-1, flags=("quicksand-2",)),
                2: LevelEffects(jam=-2, flags=("quicksand-4",)),
                3: LevelEffects(jam=-3, flags=("quicksand-6",)),
                4: LevelEffects(jam=-3, flags=("quicksand-8",)),
            }
        ),
    }
)
SECTIONS = MappingProxyType({Terrain.TUNDRA: "11.3", Terrain.JUNGLE: "11.4", Terrain.DESERT: "11.5"})


@dataclass(frozen=True)
class EnvironmentResult:
    """The effective level for a model and that level's effects."""

    kind: str
    terrain: Terrain
    level: int
    survival: int
    effective: int
    effects: LevelEffects
    sections: tuple[str, ...]
    summary: Msg


def environment(*, terrain: Terrain, level: int, survival: int = 0) -> EnvironmentResult:
    """11: the table level shifted down by the model's Survival level."""
    terrain = check_enum("terrain", Terrain, terrain)
    check_int("level", level, 0, 4)
    check_int("survival", survival, 0, 8)
    table = TABLES[terrain]
    effective = max(min(table), level - survival)
    return EnvironmentResult(
        "environment", terrain, level, survival, effective, table[effective], ("11", SECTIONS[terrain]),
        Msg("wz-env-level", {"terrain": terrain.value, "level": effective}),
    )  # fmt: skip
