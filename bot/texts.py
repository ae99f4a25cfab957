"""Fixed texts: the short how-to-play and the text of /hexinfo tile and /hexinfo army.

The sentences live in the message catalogue (``help.ftl``); a tile's features are worded
by the same messages as its card image (``renderer.cards.describe_tile``), so the picture
and its text never disagree.
"""

from __future__ import annotations

import i18n
from renderer.cards import describe_tile as card_lines
from renderer.labels import kind_name
from rules.catalog import Army, TileSpec, army


def rules_text(lang: str) -> str:
    """How to play, in a few lines; the army's numbers are a base army's (Moloch's)."""
    base = army("moloch")
    tiles = sum(t.count for t in base.tiles)
    return i18n.t(lang, "help-rules", tiles=tiles, pile=tiles - 1, hp=base.hq.hp)


def describe_tile(spec: TileSpec, army_obj: Army, lang: str = i18n.DEFAULT) -> str:
    """A few lines on a tile: its name in ``lang`` (only: a reply speaks one language; any
    language's name finds the tile), army, kind, count, then one line per feature."""
    lang = i18n.normalize(lang)
    name_lang = lang if lang in i18n.LANGS else i18n.DEFAULT
    name = i18n.tile_name(spec.army, spec.key, name_lang)
    head = i18n.t(
        lang,
        "help-tile-head",
        name=name,
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
