"""Tile cards, army sheets and the legend: what a tile does, in a picture and in words.

:func:`render_tile_card` draws one tile large (facing up, its edges named around it) and
explains every ability in text; :func:`render_army_sheet` shows all tiles of an army with
their counts; :func:`render_legend` explains every icon. :func:`describe_tile` gives the
card's sentences for text-only replies.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from PIL import Image, ImageDraw

from renderer import glyphs
from renderer.colors import ArmyColors, army_colors, player_colors, theme_for
from renderer.geometry import APOTHEM, in_frame
from renderer.labels import (
    army_name,
    card_text,
    check_lang,
    edge_names,
    effect_mark,
    has_card_text,
    kind_name,
    legend_text,
    text,
    tile_name,
)
from renderer.panel import paste_small
from renderer.text import draw_text, font, wrap_text
from renderer.tile import RIM, TileFace, hex_mask, tile_box, tile_image, tile_layout
from rules.armies import ALL_ARMIES
from rules.catalog import Army, AttackSpec, ModuleEffect, TileSpec, army
from rules.state import GameState

CARD_WIDTH = 1000
CARD_TILE = 165
SHEET_TILE = 84
SHEET_COLUMNS = 6


def _edges(spec_edges: Iterable[int], lang: str) -> str:
    edges = sorted(spec_edges)
    if len(edges) == 6:
        return card_text("all_edges", lang)
    names = edge_names(lang)
    return ", ".join(names[e] for e in edges)


_EFFECT_CARD: Mapping[str, str] = MappingProxyType(
    # effects named like an instant or an ability
    {
        "mobility": "mobility_effect",
        "grab": "grab_effect",
        "toughness": "toughness_effect",
        "paralysis": "paralysis_module",
        "venom": "venom_module",
    }
)
_MARK_ICONS: Mapping[str, str] = MappingProxyType(
    {
        "melee": "▲",
        "ranged": "↑",
        "hp": "■",
        "takeover": "∩",
        "matrix": "∴",
        "pause": "‖",
        "venom": "☣",
        "power": "⚡",
        "gauss": "⇈",
        "wastes": "☢",
    }
)
# Abilities whose card text differs from an instant's of the same key.
_ABILITY_TEXTS: Mapping[str, str] = MappingProxyType(
    {"push_back": "push_ability", "open": "replacement", "explosive": "explosive_ability"}
)
# Instants whose card text differs from an ability's of the same key (Vegas's Rotation, Beasts' ability).
_INSTANT_TEXTS: Mapping[str, str] = MappingProxyType({"rotation": "rotation_instant", "paralysis": "paralysis_instant"})


def describe_tile(spec: TileSpec, lang: str = "en") -> list[str]:
    """Every ability of ``spec`` as a sentence (edges named relative to the tile's front)."""
    lang = check_lang(lang)
    if not spec.is_board_tile:
        key = _INSTANT_TEXTS.get(spec.instant or "", spec.instant or "")
        if has_card_text(key):
            return [card_text(key, lang)]
        return [card_text("unknown_instant", lang, name=tile_name(spec, lang))]
    out: list[str] = []
    if spec.initiative:
        out.append(card_text("initiative", lang, values=" / ".join(str(i) for i in spec.initiative)))
    elif spec.kind == "warrior":
        out.append(card_text("no_initiative", lang))
    if spec.is_foundation:
        out.append(card_text("foundation", lang))
    if spec.is_hq:
        out.append(card_text("hq_hp", lang))
    elif spec.hp > 1:
        out.append(card_text("toughness", lang, hp=spec.hp))
    groups: dict[tuple[str, int], list[int]] = {}
    for a in spec.attacks:
        groups.setdefault((a.kind, a.strength), []).append(a.edge)

    def order(kind: str) -> int:
        glyph = glyphs.EDGE_GLYPHS.get(kind)
        return glyph.order if glyph is not None else 9

    for (kind, strength), edges in sorted(groups.items(), key=lambda kv: (order(kv[0][0]), kv[0][1])):
        key = kind if has_card_text(kind) else "ranged"
        out.append(card_text(key, lang, n=strength, edges=_edges(edges, lang)))
    if spec.armor:
        out.append(card_text("armor", lang, edges=_edges(spec.armor, lang)))
    if spec.nets:
        out.append(card_text("net", lang, edges=_edges(spec.nets, lang)))
    if spec.reflects:
        out.append(card_text("reflection", lang, edges=_edges(spec.reflects, lang)))
    for eff in spec.effects:
        key = _EFFECT_CARD.get(eff.effect, eff.effect)
        mark, icon = effect_mark(eff.effect, eff.value, lang)
        what = card_text(key, lang, v=eff.value) if has_card_text(key) else eff.effect.replace("_", " ")
        links = card_text("links", lang, edges=_edges(eff.edges, lang))
        out.append(f"[{mark}{_MARK_ICONS.get(icon or '', '')}] {what} ({links}).")
    covered = {c for a in spec.abilities if a in glyphs.STATUS_GLYPHS for c in glyphs.STATUS_GLYPHS[a].covers}
    for ability in sorted(spec.abilities - covered):
        ability = _ABILITY_TEXTS.get(ability, ability)
        if has_card_text(ability):
            out.append(card_text(ability, lang))
        else:
            out.append(card_text("unknown_ability", lang, name=ability.replace("_", " ").capitalize()))
    if spec.is_hq:
        out.append(card_text("hq_rules", lang))
    return out


TOKEN_TILE = 44  # a hand's tile picture: the tile's size (its hex's circumradius) in pixels


def render_hand_tile(state: GameState, player: int, key: str, *, lang: str = "en", theme: str = "dark") -> Image.Image:
    """Tile ``key`` of ``player``'s army alone, as it looks in the hand (facing up; an
    instant as its round token) in the player's own colours (a mirror match's shade too):
    the small picture beside each tile of the private hand."""
    lang = check_lang(lang)
    th = theme_for(theme)
    palette = player_colors({p: s.army for p, s in state.players.items()})[player]
    spec = army(state.players[player].army).tile(key)
    w, h = tile_box(TOKEN_TILE)
    side = max(w, h) + 8
    img = Image.new("RGB", (side, side), th.background)
    paste_small(img, (side / 2, side / 2), spec, TOKEN_TILE, palette, th, lang)
    return img


def render_tile_card(
    spec: TileSpec,
    *,
    lang: str = "en",
    theme: str = "dark",
    colors: Mapping[str, ArmyColors] | None = None,
) -> Image.Image:
    """One tile drawn large beside its name, army and every ability in words."""
    lang = check_lang(lang)
    th = theme_for(theme)
    palette = army_colors(spec.army, colors)
    lines = describe_tile(spec, lang)
    title_font, sub_font, body_font = font(36, "bold"), font(20), font(20)
    text_x, text_w = 490, CARD_WIDTH - 490 - 30
    wrapped = [wrap_text(line, body_font, text_w - 22) for line in lines]
    title_lines = wrap_text(tile_name(spec, lang), title_font, text_w)
    text_h = 30 + 44 * len(title_lines) + 40 + sum(27 * len(w) + 10 for w in wrapped) + 20
    height = max(470, text_h)
    img = Image.new("RGB", (CARD_WIDTH, height), th.background)
    draw = ImageDraw.Draw(img)
    centre = (245.0, height / 2)
    paste_small(img, centre, spec, CARD_TILE, palette, th, lang)
    if spec.is_board_tile:
        names = edge_names(lang)
        f = font(16)
        for e in range(6):
            x, y = in_frame(centre, e, APOTHEM + 0.12, 0, CARD_TILE)
            anchor = "mm" if e in (0, 3) else "lm" if e in (1, 2) else "rm"
            draw_text(draw, (x, y), names[e], f, th.muted, anchor)
    y = 30.0
    for line in title_lines:
        draw_text(draw, (text_x, y), line, title_font, th.text, "la")
        y += 44
    kind = kind_name(spec.kind, lang)
    sub = f"{army_name(spec.army, lang)} · {kind} · {card_text('in_army', lang, n=spec.count)}"
    draw.rounded_rectangle((text_x, y + 4, text_x + 18, y + 22), radius=4, fill=palette.fill, outline=th.rim)
    draw_text(draw, (text_x + 28, y + 13), sub, sub_font, th.muted, "lm")
    y += 44
    for block in wrapped:
        draw_text(draw, (text_x, y), "•", body_font, th.text, "la")
        for line in block:
            draw_text(draw, (text_x + 22, y), line, body_font, th.text, "la")
            y += 27
        y += 10
    return img


def render_army_sheet(
    army_or_key: Army | str,
    *,
    lang: str = "en",
    theme: str = "dark",
    colors: Mapping[str, ArmyColors] | None = None,
) -> Image.Image:
    """All tiles of an army, board tiles first and instants last, each with its count."""
    lang = check_lang(lang)
    a = army(army_or_key) if isinstance(army_or_key, str) else army_or_key
    th = theme_for(theme)
    palette = army_colors(a.key, colors)
    tiles = sorted(a.tiles, key=lambda t: (not t.is_hq, not t.is_board_tile, t.kind != "warrior"))
    w, h = tile_box(SHEET_TILE)
    cell_w, cell_h = w + 16, h + 44
    rows = (len(tiles) + SHEET_COLUMNS - 1) // SHEET_COLUMNS
    margin, header = 24, 86
    width = margin * 2 + SHEET_COLUMNS * cell_w
    height = header + rows * cell_h + margin
    img = Image.new("RGB", (width, height), th.background)
    draw = ImageDraw.Draw(img)
    total = sum(t.count for t in a.tiles)
    draw.rounded_rectangle((margin, 22, margin + 26, 48), radius=6, fill=palette.fill, outline=th.rim)
    draw_text(draw, (margin + 38, 35), army_name(a.key, lang), font(34, "bold"), th.text, "lm")
    draw_text(draw, (width - margin, 35), text("tiles", lang, n=total), font(20), th.muted, "rm")
    count_font = font(20, "bold")
    for i, spec in enumerate(tiles):
        col, row = i % SHEET_COLUMNS, i // SHEET_COLUMNS
        cx = margin + col * cell_w + cell_w / 2
        cy = header + row * cell_h + h / 2
        paste_small(img, (cx, cy), spec, SHEET_TILE, palette, th, lang)
        draw_text(draw, (cx, cy + h / 2 + 18), text("count", lang, n=spec.count), count_font, th.text, "mm")
    return img


def _legend_entries(army_key: str = "outpost") -> list[tuple[str, TileFace]]:
    """One small sample tile per thing a tile can show, keyed by its legend sentence."""
    base = army("outpost").tile("commando")
    blank = replace(
        base,
        key="",  # a tile with no name in the catalogue: the sample shows no name
        initiative=(),
        attacks=(),
        armor=frozenset(),
        nets=frozenset(),
        effects=(),
        abilities=frozenset(),
    )
    module = replace(blank, kind="module")
    out: list[tuple[str, TileFace]] = [
        ("melee", TileFace(replace(blank, attacks=(AttackSpec("melee", 0, 2),)))),
        ("ranged", TileFace(replace(blank, attacks=(AttackSpec("ranged", 0, 1),)))),
        ("gauss", TileFace(replace(blank, attacks=(AttackSpec("gauss", 0, 1),)))),
        ("armor", TileFace(replace(blank, armor=frozenset({0})))),
        ("net", TileFace(replace(blank, nets=frozenset({0})))),
        ("initiative", TileFace(replace(blank, initiative=(2, 1)))),
        ("changed", TileFace(replace(blank, initiative=(2,)), initiative_now=(3, 2))),
        ("boosted", TileFace(replace(blank, attacks=(AttackSpec("melee", 0, 1),)), melee_bonus=1)),
        ("toughness", TileFace(replace(blank, hp=3), wounds=1)),
        ("mobility", TileFace(replace(blank, abilities=frozenset({"mobility"})))),
        ("explosion", TileFace(replace(blank, abilities=frozenset({"explosion"})))),
        ("melee_ff", TileFace(replace(blank, attacks=(AttackSpec("melee_ff", 0, 1),)))),
        ("spider_net", TileFace(replace(blank, nets=frozenset({0}), abilities=frozenset({"spider_net"})))),
        ("agony", TileFace(replace(blank, abilities=frozenset({"agony"})))),
        ("flying", TileFace(replace(blank, abilities=frozenset({"flying"})))),
        ("scavenger", TileFace(replace(blank, abilities=frozenset({"scavenger"})))),
        ("rotation", TileFace(replace(blank, abilities=frozenset({"rotation"})))),
        ("lair", TileFace(replace(blank, abilities=frozenset({"lair"})))),
        ("netted", TileFace(replace(blank, initiative=(2,)), netted=True)),
        ("hq", TileFace(army("outpost").hq, hq_hp=17)),
        ("hq_points", TileFace(army("outpost").hq, hq_points=7)),
    ]
    for effect in (
        "melee_officer",
        "ranged_officer",
        "speed",
        "saboteur",
        "medic",
        "additional_initiative",
        "mobility",
        "quartermaster",
        "scoper",
        "grab",
    ):
        key = _EFFECT_CARD.get(effect, effect)
        out.append((key, TileFace(replace(module, effects=(ModuleEffect(effect, (0,), 1),)))))
    out.append(("move_doubler", TileFace(replace(module, effects=(ModuleEffect("move_doubler", tuple(range(6)), 1),)))))
    if army_key in ALL_ARMIES:  # the army's own icons and markers: its data says which
        out.extend((entry["key"], _sample(blank, army_key, entry)) for entry in army(army_key).legend)
    return out


# What a legend entry of an army's data may set on its sample: the tile's printed features
# (a module when it has effects) and, on the face, markers and states as the board shows them.
_SAMPLE_FACE = (
    "netted",
    "steel_net",
    "extra_hp",
    "foundation",
    "taken",
    "venom",
    "paralysed",
    "underground",
    "unpowered",
)


def _sample(blank: TileSpec, army_key: str, entry: Mapping[str, Any]) -> TileFace:
    """The sample tile of one entry of ``army_key``'s legend (rules.catalog.Army.legend)."""
    if "tile" in entry:
        return TileFace(army(army_key).tile(entry["tile"]))
    spec = blank
    if "effects" in entry:
        effects = tuple(ModuleEffect(e, tuple(edges), 1) for e, edges in entry["effects"])
        spec = replace(spec, kind="module", effects=effects)
    if "attacks" in entry:
        spec = replace(spec, attacks=tuple(AttackSpec(k, edge, strength) for k, edge, strength in entry["attacks"]))
    if "abilities" in entry:
        spec = replace(spec, abilities=frozenset(entry["abilities"]))
    if "reflects" in entry:
        spec = replace(spec, reflects=frozenset(entry["reflects"]))
    if "initiative" in entry:
        spec = replace(spec, initiative=tuple(entry["initiative"]))
    if "hp" in entry:
        spec = replace(spec, hp=entry["hp"])
    return TileFace(spec, **{k: entry[k] for k in _SAMPLE_FACE if k in entry})


def render_legend(*, lang: str = "en", theme: str = "dark", army_key: str = "outpost") -> Image.Image:
    """Every icon, badge and marker a tile can show, each with a sentence saying what it means."""
    lang = check_lang(lang)
    th = theme_for(theme)
    palette = army_colors(army_key)
    entries = _legend_entries(army_key)
    own = army(army_key).legend if army_key in ALL_ARMIES else ()
    links = {e["key"]: e["link"] for e in own if "link" in e}  # the board's bars across a group's edges
    owners = {e["key"]: e["owner"] for e in own if "owner" in e}  # a taken unit's owner
    columns, size = 3, 72
    w, h = tile_box(size)
    cell_w, cell_h = 408, h + 8
    margin, header = 20, 64
    rows = (len(entries) + 1 + columns - 1) // columns
    img = Image.new("RGB", (margin * 2 + columns * cell_w, header + rows * cell_h + margin), th.background)
    draw = ImageDraw.Draw(img)
    draw_text(draw, (margin, header / 2), legend_text("title", lang), font(28, "bold"), th.text, "lm")
    body = font(16)
    mask = hex_mask(size, RIM)
    for i, (key, face) in enumerate(entries):
        col, row = i % columns, i // columns
        x, y = margin + col * cell_w, header + row * cell_h
        look = army_colors(owners[key]) if face.taken and key in owners else palette
        img.paste(tile_image(face, size, look, th, lang), (x, y), mask)
        placed = tile_layout(face, size, lang)
        if placed.foundation is not None:  # the board draws this badge: so does the legend
            at = (x + w / 2 + placed.foundation[0], y + h / 2 + placed.foundation[1])
            paint = glyphs.FOUNDATION_GLYPHS.get(face.foundation or "")
            glyphs.foundation_badge(draw, at, placed.foundation_r, palette.fill, paint, th)
        if placed.taken is not None:  # a unit taken over: another army's tile, the board's badge in this army's colour
            glyphs.taken_frame(draw, (x + w / 2, y + h / 2), size, palette.fill)
            at = (x + w / 2 + placed.taken[0], y + h / 2 + placed.taken[1])
            glyphs.taken_badge(draw, at, placed.taken_r, palette.fill, palette.ink)
        if key in links:  # the board's bars across the edges a group shares (Neojungle's Matrix)
            c = (x + w / 2, y + h / 2)
            for d in (0, 3):
                far = in_frame(c, d, 2 * APOTHEM, 0.0, size / 0.95)
                glyphs.LINK_GLYPHS[links[key]](draw, c, far, size / 0.95, palette.fill)
        lines = wrap_text(legend_text(key, lang), body, cell_w - w - 24)
        top = y + h / 2 - 10 * (len(lines) - 1)
        for k, line in enumerate(lines):
            draw_text(draw, (x + w + 10, top + 20 * k), line, body, th.text, "lm")
    i = len(entries)
    x, y = margin + (i % columns) * cell_w, header + (i // columns) * cell_h
    instant = next(t for t in army("outpost").tiles if not t.is_board_tile)
    paste_small(img, (x + w / 2, y + h / 2), instant, size, palette, th, lang)
    draw_text(draw, (x + w + 10, y + h / 2), legend_text("instant", lang), body, th.text, "lm")
    return img
