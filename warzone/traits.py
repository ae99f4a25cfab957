"""Weapon traits (7.3) and cover classes (10.1.2, 10.2): closed vocabularies with their numbers.

Unknown names are refused with a WarzoneError listing the allowed ones.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from types import MappingProxyType

from warzone.errors import WarzoneError


class Trait(StrEnum):
    """Weapon traits of 7.3 (and Ogień Pośredni of 7.2)."""

    ANTI_ARMOUR = "anti-armour"
    ASSAULT = "assault"
    BANE = "bane"
    ENERGY = "energy"
    INCENDIARY = "incendiary"
    INDIRECT = "indirect"
    PIERCING = "piercing"
    REACH = "reach"
    RENDING = "rending"
    ROF1 = "rof1"
    SILENCED = "silenced"
    STUN = "stun"
    SWEEPING = "sweeping"
    TEMPLATE = "template"
    TWIN_LINKED = "twin-linked"
    TWO_HANDED = "two-handed"


def parse_traits(names: Iterable[str]) -> frozenset[Trait]:
    """Traits from their names; an unknown name is a WarzoneError(code="unknown-trait")."""
    allowed = {t.value: t for t in Trait}
    out: set[Trait] = set()
    for name in names:
        key = name.strip().lower()
        if not key:
            continue
        if key not in allowed:
            raise WarzoneError(field="traits", allowed=",".join(sorted(allowed)), code="unknown-trait", value=name)
        out.add(allowed[key])
    return frozenset(out)


class Cover(StrEnum):
    """Cover classes of area terrain and obstacles (10.1.2, 10.2)."""

    NONE = "none"
    SOFT = "soft"
    HARD = "hard"
    FORTIFICATION = "fortification"


COVER_MOD = MappingProxyType({Cover.NONE: 0, Cover.SOFT: -2, Cover.HARD: -3, Cover.FORTIFICATION: -4})
