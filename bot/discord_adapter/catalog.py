"""Autocomplete for the reference commands (``/hexinfo tile``, ``/hexinfo army``) from the army catalog.

These lists do not depend on any game, only on the rules' data files and the names in the
message catalogue, so they are read straight from :mod:`rules.catalog` and :mod:`i18n`
(immutable, cached) rather than through the service.
"""

from __future__ import annotations

import i18n
from rules.catalog import ARMIES, army


def army_choices(prefix: str = "", lang: str = i18n.DEFAULT) -> list[tuple[str, str]]:
    """(display name in ``lang``, army key) for the armies whose key or name starts with ``prefix``."""
    needle = prefix.strip().lower()
    out = []
    for key in ARMIES:
        names = (key, *(n.lower() for n in i18n.army_names(key)))
        if not needle or any(n.startswith(needle) for n in names):
            out.append((i18n.army_name(key, lang), key))
    return out


def tile_choices(
    prefix: str = "", army_key: str | None = None, limit: int = 25, lang: str = i18n.DEFAULT
) -> list[tuple[str, str]]:
    """(``"Runner — Outpost"``, tile key) for tiles whose key or name in any language matches
    ``prefix``, named in ``lang`` (``"Biegacz — Posterunek"``).

    Names starting with ``prefix`` come first, then names containing it. A tile several
    armies share (``battle``, ``sniper``) is listed once, with no army.
    """
    needle = prefix.strip().lower()
    keys = [army_key] if army_key in ARMIES else list(ARMIES)
    found: dict[str, tuple[str, list[str], bool]] = {}  # key -> (name, armies, starts)
    for key in keys:
        army_name = i18n.army_name(key, lang)
        for t in army(key).tiles:
            full = [i18n.tile_full_name(key, t.key, x) for x in i18n.LANGS]
            names = (t.key, *dict.fromkeys(n.lower() for n in full))
            starts = not needle or any(n.startswith(needle) for n in names)
            if not starts and not any(needle in n for n in names):
                continue
            if t.key in found:
                found[t.key][1].append(army_name)
            else:
                found[t.key] = (i18n.tile_full_name(key, t.key, lang), [army_name], starts)
    ordered = sorted(found.items(), key=lambda kv: (not kv[1][2], kv[1][0]))
    out = []
    for key, (name, armies, _) in ordered[:limit]:
        out.append((f"{name} — {armies[0]}" if len(armies) == 1 else name, key))
    return out
