"""Army catalog: immutable tile specs loaded from each army's ``rules/armies/<army>/army.json``.

The data files are derived from the reference tile data (one per army). They hold keys,
never names: tile and army names live in the message catalogue (``i18n``, ``names.ftl``).
Edge numbers are tile-relative: 0 is the tile's front, clockwise. Which armies exist is
declared once, in :mod:`rules.armies` (``ARMIES``: offered to players; ``ALL_ARMIES``: every
army the engine plays).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from types import MappingProxyType
from typing import Any

from rules.armies import ALL_ARMIES, ARMIES, package  # noqa: F401  ARMIES: read from here by the bot

TILE_KINDS = ("hq", "warrior", "module", "instant", "foundation")
# Attack kinds are the battle's (rules.battle.REACH, where an army adds its own, e.g. the
# Beasts' friendly-fire melee ``melee_ff``); rules.armies.load checks the data against them.


@dataclass(frozen=True, slots=True)
class AttackSpec:
    kind: str  # melee | ranged | gauss, or an army's own kind (melee_ff)
    edge: int
    strength: int


@dataclass(frozen=True, slots=True)
class ModuleEffect:
    effect: str  # melee_officer, ranged_officer, speed, saboteur, additional_initiative, ...
    edges: tuple[int, ...]
    value: int


@dataclass(frozen=True, slots=True)
class TileSpec:
    army: str
    key: str
    kind: str
    count: int
    initiative: tuple[int, ...]
    hp: int
    attacks: tuple[AttackSpec, ...]
    armor: frozenset[int]
    nets: frozenset[int]
    effects: tuple[ModuleEffect, ...]
    abilities: frozenset[str]
    instant: str | None
    effect_names: frozenset[str] = frozenset()
    reflects: frozenset[int] = frozenset()  # edges with Reflection (Steel Police Judge)
    # Derived from the fields above when the spec is made (read very often by the engine):
    is_board_tile: bool = field(init=False)  # anything but an instant (units and Foundations)
    is_unit: bool = field(init=False)  # an HQ, a warrior or a module: a unit on the board
    is_foundation: bool = field(init=False)  # a Foundation tile: lies under units, is no unit (New York's Mine)
    is_hq: bool = field(init=False)
    is_object: bool = field(init=False)  # a Dancer Object: a unit, an HQ and a module at once (abilities.md §7.1)
    is_spy: bool = field(init=False)  # links to enemy modules and HQs as if they were its own (Spy)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_board_tile", self.kind != "instant")
        object.__setattr__(self, "is_unit", self.kind in ("hq", "warrior", "module"))
        object.__setattr__(self, "is_foundation", self.kind == "foundation")
        object.__setattr__(self, "is_hq", self.kind == "hq")
        object.__setattr__(self, "is_object", "object" in self.abilities)
        object.__setattr__(self, "is_spy", "spy" in self.abilities)

    def effect_edges(self, effect: str) -> tuple[int, ...]:
        for e in self.effects:
            if e.effect == effect:
                return e.edges
        return ()


@dataclass(frozen=True, slots=True)
class Army:
    key: str
    tiles: tuple[TileSpec, ...]
    by_key: dict[str, TileSpec]
    small_board_only: bool = False  # cannot play on the enlarged 37-hex board (NI-FAQ mp.38: the Beasts)
    fights_allies: bool = False  # in team play its units attack, net and push allies too (Moloch)
    # The fill colour of its tiles in the pictures (sRGB; the renderer derives the border and
    # the ink, renderer.colors): None for an army without one (the pictures pick a fallback).
    colour: tuple[int, int, int] | None = None
    # What the army's legend picture explains besides every army's icons: one sample tile per
    # entry (``key``: its legend sentence; the sample's attacks, abilities, module effects,
    # markers and states, or ``tile``: one of its own tiles), read by renderer.cards.
    legend: tuple[Mapping[str, Any], ...] = ()
    # Tiles that show a colour of their own (a dot on the tile and in the panel: Dancer's
    # Objects), by tile key, in the order the panel lists them.
    swatches: Mapping[str, tuple[int, int, int]] = field(default_factory=dict)
    # Derived from the tiles when the army is made. ``objects``: Dancer's Objects, placed at
    # set-up instead of one HQ (empty for other armies); ``lair``: the warrior set aside with
    # the HQ and placed next to it at set-up (Beasts' Cerberus).
    objects: tuple[TileSpec, ...] = field(init=False)
    lair: TileSpec | None = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "objects", tuple(t for t in self.tiles if t.is_object))
        lair = next((t for t in self.tiles if "lair" in t.abilities and t.kind != "hq"), None)
        object.__setattr__(self, "lair", lair)

    def tile(self, key: str) -> TileSpec:
        try:
            return self.by_key[key]
        except KeyError:
            raise KeyError(f"army {self.key!r} has no tile {key!r}") from None

    def has_tile(self, key: str) -> bool:
        return key in self.by_key

    @property
    def hq(self) -> TileSpec:
        return next(t for t in self.tiles if t.kind == "hq")

    def composition(self) -> dict[str, int]:
        return {t.key: t.count for t in self.tiles}

    def find_tile(self, text: str) -> TileSpec | None:
        """A tile by its key, in any case (names are the catalogue's: ``i18n.tile_key``)."""
        return self.by_key.get(text.strip().lower())


_ALL = "all_adjacent"


def _tile_from_json(army: str, raw: dict) -> TileSpec:
    kind = raw["type"]
    if kind not in TILE_KINDS:
        raise ValueError(f"{army}.{raw['key']}: unsupported tile type {kind!r}")
    attacks = [AttackSpec(a["type"], int(a["dir"]), int(a["strength"])) for a in raw.get("attacks", [])]
    grouped: dict[tuple[str, int], list[int]] = {}
    for e in raw.get("module_effects", []):
        edges = list(range(6)) if e["dir"] == _ALL else [int(e["dir"])]
        grouped.setdefault((e["effect"], int(e.get("value", 1))), []).extend(edges)
    effects = tuple(
        ModuleEffect(effect, tuple(sorted(set(edges))), value) for (effect, value), edges in grouped.items()
    )
    initiative = tuple(int(i) for i in raw.get("initiative", []))
    return TileSpec(
        army=army,
        key=raw["key"],
        kind=kind,
        count=int(raw["count"]),
        initiative=initiative,
        hp=int(raw.get("hp", 1)),
        attacks=tuple(attacks),
        armor=frozenset(int(d) for d in raw.get("armor", [])),
        nets=frozenset(int(d) for d in raw.get("nets", [])),
        effects=effects,
        abilities=frozenset(raw.get("abilities", [])),
        instant=raw.get("instant_action"),
        effect_names=frozenset(e.effect for e in effects),
        reflects=frozenset(int(o["dir"]) for o in raw.get("other_directed", []) if o.get("skill") == "reflection"),
    )


@cache
def load_army(key: str) -> Army:
    try:
        # read through the parent package: an army's own package registers mechanics when imported
        text = resources.files("rules.armies").joinpath(package(key), "army.json").read_text("utf-8")
    except FileNotFoundError:
        raise KeyError(f"unknown army {key!r} (known: {', '.join(ALL_ARMIES)})") from None
    raw = json.loads(text)
    tiles = tuple(_tile_from_json(key, t) for t in raw["tiles"])
    return Army(
        key,
        tiles,
        {t.key: t for t in tiles},
        small_board_only=bool(raw.get("small_board_only", False)),
        fights_allies=bool(raw.get("fights_allies", False)),
        colour=_colour(key, raw.get("colour")),
        legend=tuple(MappingProxyType(e) for e in raw.get("legend", ())),
        swatches=_swatches(key, raw.get("swatches", {})),
    )


def _colour(key: str, raw: object) -> tuple[int, int, int] | None:
    if raw is None:
        return None
    if not (isinstance(raw, list) and len(raw) == 3 and all(isinstance(c, int) and 0 <= c <= 255 for c in raw)):
        raise ValueError(f"{key}: colour must be three integers 0-255, not {raw!r}")
    return (raw[0], raw[1], raw[2])


def _swatches(key: str, raw: dict[str, object]) -> Mapping[str, tuple[int, int, int]]:
    out = {}
    for tile, value in raw.items():
        colour = _colour(f"{key}.{tile}", value)
        if colour is not None:
            out[tile] = colour
    return MappingProxyType(out)


# Armies that cannot play on the enlarged 37-hex board (``small_board_only`` in their data).
SMALL_BOARD_ONLY: frozenset[str] = frozenset(k for k in ALL_ARMIES if load_army(k).small_board_only)


@lru_cache(maxsize=64)
def army(key: str) -> Army:
    norm = key.strip().lower()
    if norm not in ALL_ARMIES:
        raise KeyError(f"unknown army {key!r} (known: {', '.join(ALL_ARMIES)})")
    return load_army(norm)


def has_objects(army_key: str) -> bool:
    """Whether the army stands on Objects (units, HQs and modules at once, each with hit
    points of its own: ``object`` in their data) instead of one HQ: the pictures and the
    status then show each Object's hit points rather than one HQ's."""
    return bool(army(army_key).objects)


def object_hp(spec: TileSpec, wounds: int) -> int:
    """An Object's own hit points left after ``wounds``."""
    return max(0, spec.hp - wounds)
