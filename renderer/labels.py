"""Words and marks the pictures use, in every language of the catalogue.

Tile and army names, and the renderer's sentences and captions (panel, tile cards, the
battle log on segment images, the legend), come from the message catalogue (``i18n``:
``names.ftl``, ``renderer.ftl``); this module holds the marks printed on module links
and the lookups.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

import i18n
from rules.catalog import TileSpec

Lang = str


def check_lang(lang: str) -> Lang:
    """``lang`` if the pictures can be drawn in it (a language of the catalogue, or its
    test pseudo-language); ValueError otherwise."""
    if lang in i18n.LANGS or lang == i18n.PSEUDO:
        return lang
    raise ValueError(f"unknown language {lang!r} (use one of {', '.join(i18n.LANGS)})")


def tile_name(spec: TileSpec, lang: str, *, short: bool = False) -> str:
    """The tile's name without the parenthesised aliases of the catalogue (``short``: its
    short form, where the catalogue has one, for a phone picture)."""
    return (i18n.tile_short_name if short else i18n.tile_name)(spec.army, spec.key, lang)


def army_name(key: str, lang: str) -> str:
    return i18n.army_name(key, lang, default=key.replace("-", " ").title())


# Marks printed on module link edges (see docs/renderer.md for the legend): a text and
# an optional icon drawn after it ("melee" arrowhead or "ranged" arrow, as on the edges).
# A mark that is a word's initial ("Q"uartermaster, "P"rzyciągnięcie) is a catalogue
# message (``mark-*`` in renderer.ftl), so that each language has its own.
Mark = tuple[str, str | None]

_EFFECT_MARKS: Mapping[str, tuple[str, str | None]] = MappingProxyType(
    {
        # effect: (template, or the catalogue's message id of the mark; icon)
        "melee_officer": ("+{v}", "melee"),
        "ranged_officer": ("+{v}", "ranged"),
        "speed": ("+{v} INI", None),
        "saboteur": ("−{v} INI", None),
        "medic": ("✚", None),
        "additional_initiative": ("x2", None),
        "mobility": ("T", None),
        "quartermaster": ("mark-quartermaster", None),
        "scoper": ("S", None),
        "move_doubler": ("R", None),
        "grab": ("mark-grab", None),  # the Scrabbler's Grab
        "net_of_steel_launcher": ("#", None),
        "healing": ("+{v}♥", None),  # Dancer's Yellow Object heals the other Objects
        "toughness": ("+{v}", "hp"),  # New York's HQ: +1 hit point (a toughness square)
        "takeover": ("", "takeover"),  # Vegas's HQ and Agitators: Control takeover (a magnet)
        "motherland": ("", "matrix"),  # Neojungle's HQ: the Matrix grows from it (three linked nodes)
        "paralysis": ("", "pause"),  # Mississippi's Paralysis: linked enemy units do not attack
        "zone": ("0 INI", None),  # Mississippi's Zone: linked enemy units' initiative is 0
        "venom": ("", "venom"),  # Mississippi's Boiler: linked units poison what they wound
        "paralysing": ("+", "pause"),  # Sharrash's Landfill: linked units paralyse what they wound
        "power_supply": ("", "power"),  # Uranopolis: the edge gives power (a lightning bolt)
        "gauss_transformer": ("", "gauss"),  # Uranopolis: linked units' shots may be Gauss shots
        "wastes": ("−{v} INI", "wastes"),  # Uranopolis's Wastes: every enemy around loses 1 initiative (a trefoil)
        "redirect_in": ("mark-redirect-in", None),  # the Doomsday Machine: a friendly shot comes in here
        "redirect_out": ("mark-redirect-out", None),  # and leaves here
        "trap": ("mark-trap", None),  # the Trap's marked edge: an enemy hit there sets it off
    }
)


@lru_cache(maxsize=256)
def effect_mark(effect: str, value: int, lang: str = "en") -> Mark:
    """The short mark of a module effect, e.g. ``("+1", "melee")`` for a melee officer."""
    entry = _EFFECT_MARKS.get(effect)
    if entry is None:
        return effect[:3].upper(), None
    template, icon = entry
    if template.startswith("mark-"):
        return i18n.t(lang if lang in i18n.LANGS else i18n.DEFAULT, template), icon
    return template.format(v=value), icon


def _id(prefix: str, key: str) -> str:
    return f"{prefix}-{key.replace('_', '-')}"


def text(key: str, lang: str, **values: object) -> str:
    """A caption of the pictures (``img-*`` messages of the catalogue)."""
    return i18n.t(lang, _id("img", key), **values)


# ---------------------------------------------------------------------- tile cards
def edge_names(lang: str) -> tuple[str, ...]:
    """The six edges of a tile from its front, clockwise (front, front-right, …)."""
    return tuple(i18n.t(lang, f"edge-{i}") for i in range(6))


def kind_name(kind: str, lang: str) -> str:
    """HQ, Warrior, Module or Instant."""
    msg = f"tile-kind-{kind}"
    return i18n.t(lang, msg) if i18n.has(msg) else kind


def card_text(key: str, lang: str, **values: object) -> str:
    """A sentence of a tile card (``card-*`` messages)."""
    return i18n.t(lang, _id("card", key), **values)


def has_card_text(key: str) -> bool:
    return i18n.has(_id("card", key))


# ---------------------------------------------------------------------- battle log
def log_text(key: str, lang: str, **values: object) -> str:
    """A line of the battle log drawn on segment images (``imglog-*`` messages)."""
    msg = _id("imglog", key)
    return i18n.t(lang, msg, **values) if i18n.has(msg) else key


# ---------------------------------------------------------------------- legend
def legend_text(key: str, lang: str) -> str:
    """An entry of the icon legend (``legend-*`` messages)."""
    return i18n.t(lang, _id("legend", key))
