"""The armies, one package each: ``rules/armies/<army>/`` holds ``army.json`` (the tiles:
kinds, counts, edges, initiative, abilities; keys, no names) and, for an army that brings
mechanics of its own, a module that registers them into the generic flow's dispatch tables
(:mod:`rules.registry`, :data:`rules.battle.REACH`, :data:`rules.analysis.EFFECTS`, the
notation's parsers in :mod:`rules.actions`).

:data:`ALL_ARMIES` is the one declaration of which armies exist: :data:`ARMIES`, those offered
to players (in the order they see them), then :data:`RULES_ONLY`, those whose rules only are
ready.
:func:`load` imports every army's package, which registers its mechanics; ``rules/__init__``
calls it once every generic module is loaded, so the tables are full whatever a caller
imports first. Adding an army: a folder ``rules/armies/<army>/`` with its ``army.json`` and
``__init__.py`` (importing its mechanics module, if it has one), its entry here (in
:data:`RULES_ONLY` until every layer is ready for it, then in :data:`ARMIES`), and its names in
the catalogues (``i18n/locales/<lang>/names.ftl``).

This module imports nothing of the project's, so that the catalog may read the list.
"""

from __future__ import annotations

import importlib

ARMIES: tuple[str, ...] = (
    "moloch",
    "borgo",
    "outpost",
    "hegemony",
    "beasts",
    "steel-police",
    "dancer",
    "smart",
    "vegas",
    "new-york",
    "neojungle",
    "mississippi",
    "sharrash",
    "uranopolis",
    "doomsday-machine",
)
# Armies whose rules are done and tested but whose other layers (the bot's menus and the
# computer players, the pictures' markers, /hexinfo cards) are not: the engine plays them
# (rules.game, rules.scenario, the tests), nothing offers them to players yet. The bot, the
# league, the benches and the computer players' duels read ARMIES, the armies every layer
# is ready for; the engine reads ALL_ARMIES.
RULES_ONLY: tuple[str, ...] = ()
ALL_ARMIES: tuple[str, ...] = ARMIES + RULES_ONLY
# Armies of RULES_ONLY that the pictures (palettes, glyphs, marks) do not know yet: the
# renderer's tests leave them out until the layer that draws them takes them off this list.
PICTURES_PENDING: tuple[str, ...] = ()
DRAWN_ARMIES: tuple[str, ...] = tuple(a for a in ALL_ARMIES if a not in PICTURES_PENDING)
# Armies the shipped puzzles (rules/puzzle/puzzles.json) have none of yet: the puzzles' tests
# ask ten of every other army.
PUZZLES_PENDING: tuple[str, ...] = ()
PUZZLED_ARMIES: tuple[str, ...] = tuple(a for a in ALL_ARMIES if a not in PUZZLES_PENDING)


def package(key: str) -> str:
    """The folder (and Python package) of the army ``key``: ``steel-police`` -> ``steel_police``."""
    return key.replace("-", "_")


def load() -> None:
    """Import every army's package, in the order of :data:`ALL_ARMIES` (each registers its
    mechanics), then check that the armies' data asks only for registered mechanics."""
    for key in ALL_ARMIES:
        importlib.import_module(f"{__name__}.{package(key)}")
    _check_attacks()


def _check_attacks() -> None:
    """Every kind of attack in the data has a reach in battle (ValueError otherwise)."""
    from rules.battle import REACH  # here, not at the top: see the module's docstring
    from rules.catalog import army

    for key in ALL_ARMIES:
        for t in army(key).tiles:
            for a in t.attacks:
                if a.kind not in REACH:
                    raise ValueError(f"{key}.{t.key}: unsupported attack {a.kind!r} (no army registered it)")
