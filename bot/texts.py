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


def rules_text(lang: str) -> str:
    """How to play, in a few lines."""
    return i18n.t(lang, "help-rules")


def describe_tile(spec: TileSpec, army_obj: Army, lang: str = i18n.DEFAULT) -> str:
    """A few lines on a tile: its names (in ``lang``, then in the other languages), army,
    kind, count, then one line per feature."""
    lang = i18n.normalize(lang)
    name_lang = lang if lang in i18n.LANGS else i18n.DEFAULT
    name = i18n.tile_name(spec.army, spec.key, name_lang)
    other = " / ".join(i18n.tile_name(spec.army, spec.key, x) for x in i18n.LANGS if x != name_lang)
    head = i18n.t(
        lang,
        "help-tile-head",
        name=name,
        other=other,
        army=i18n.army_name(army_obj.key, name_lang),
        kind=kind_name(spec.kind, lang),
        count=spec.count,
    )
    return "\n".join([head, *(f"• {line}" for line in card_lines(spec, lang))])


def describe_army(army_obj: Army, lang: str = i18n.DEFAULT) -> str:
    lang = i18n.normalize(lang)
    name_lang = lang if lang in i18n.LANGS else i18n.DEFAULT
    tiles = ", ".join(f"{i18n.tile_name(t.army, t.key, name_lang)} ×{t.count}" for t in army_obj.tiles)
    total = sum(t.count for t in army_obj.tiles)
    return i18n.t(lang, "help-army", army=i18n.army_name(army_obj.key, name_lang), n=total, tiles=tiles)
