"""Fixed texts: the short how-to-play and the text of /hexinfo tile and /hexinfo army.

The sentences live in the message catalogue (``help.ftl``); a tile's features are worded
by the same messages as its card image (``renderer.cards.describe_tile``), so the picture
and its text never disagree.
"""

from __future__ import annotations

import i18n
from renderer.cards import describe_tile as card_lines
from renderer.labels import kind_name
from rules.catalog import Army, TileSpec

_SWAP = {"en": "pl", "pl": "en"}


def rules_text(lang: str) -> str:
    """How to play, in a few lines."""
    return i18n.t(lang, "help-rules")


def describe_tile(spec: TileSpec, army_obj: Army, lang: str = "en") -> str:
    """A few lines on a tile: its names, army, kind, count, then one line per feature."""
    lang = i18n.normalize(lang)
    name_lang = lang if lang in i18n.LANGS else i18n.DEFAULT
    name = spec.name(name_lang).split(" (")[0]
    other = spec.name(_SWAP[name_lang]).split(" (")[0]
    head = i18n.t(
        lang,
        "help-tile-head",
        name=name,
        other=other,
        army=army_obj.name(name_lang),
        kind=kind_name(spec.kind, lang),
        count=spec.count,
    )
    return "\n".join([head, *(f"• {line}" for line in card_lines(spec, lang))])


def describe_army(army_obj: Army, lang: str = "en") -> str:
    lang = i18n.normalize(lang)
    name_lang = lang if lang in i18n.LANGS else i18n.DEFAULT
    tiles = ", ".join(f"{t.name(name_lang).split(' (')[0]} ×{t.count}" for t in army_obj.tiles)
    total = sum(t.count for t in army_obj.tiles)
    return i18n.t(lang, "help-army", army=army_obj.name(name_lang), n=total, tiles=tiles)
