"""Fixed texts: the short how-to-play and tile descriptions for /hex tile and /hex army."""

from __future__ import annotations

from rules.catalog import Army, TileSpec

RULES = """\
**Neuroshima Hex in two minutes**
Each player leads an army of 35 tiles and an HQ (20 hit points). Destroy the enemy HQ, \
or have more HQ hit points when the last battle is over.
• Start: each player places their HQ (`/hex place tile:hq hex:C3`).
• Your turn: draw up to 3 tiles (1 on the very first turn, 2 on the second), discard one \
of three (`/hex discard tile:…`), then place board tiles (`/hex place tile:runner hex:C3 \
facing:NE` — try `/hex preview` first), play instants (`/hex play tile:sniper target:D3`), \
move mobile units (`/hex move from:C3 to:C2 facing:N`) and `/hex end` (tiles you keep stay \
in your hand).
• Battles happen when a Battle tile is played or the board is full: units act by \
initiative, highest first; units of the same initiative act at once. HQs act at 0.
• When a player draws their last tile, the other player has one last turn, then the \
Final Battle decides.
• Undo needs your opponent's consent (`/hex undo`); `/hex resign`, `/hex draw` offer a \
way out. `/hex tile name:…` and `/hex army name:…` show the tiles; `/hex log` the history.
Board: columns A–E, rows from the top; facings N, NE, SE, S, SW, NW."""

_EDGES = ("front", "front-right", "back-right", "back", "back-left", "front-left")


def describe_tile(spec: TileSpec, army_obj: Army, lang: str = "en") -> str:
    """A few lines on a tile: kind, count, initiative, attacks by edge, armor, nets, abilities."""
    name = spec.name(lang).split(" (")[0]
    other = spec.name_pl if lang != "pl" else spec.name_en
    lines = [f"**{name}** ({other.split(' (')[0]}) — {army_obj.name(lang)} {spec.kind}, ×{spec.count}"]
    if spec.instant:
        lines.append(f"Instant: {spec.instant.replace('_', ' ')}.")
    if spec.initiative:
        lines.append("Initiative " + ", ".join(str(i) for i in spec.initiative) + f"; hit points {spec.hp}.")
    if spec.attacks:
        lines.append("Attacks: " + ", ".join(f"{a.kind} {a.strength} ({_EDGES[a.edge]})" for a in spec.attacks) + ".")
    if spec.armor:
        lines.append("Armor: " + ", ".join(_EDGES[e] for e in sorted(spec.armor)) + ".")
    if spec.nets:
        lines.append("Nets: " + ", ".join(_EDGES[e] for e in sorted(spec.nets)) + ".")
    for eff in spec.effects:
        edges = "all sides" if len(eff.edges) == 6 else ", ".join(_EDGES[e] for e in eff.edges)
        lines.append(f"Module: {eff.effect.replace('_', ' ')} {eff.value} ({edges}).")
    if spec.abilities:
        lines.append("Abilities: " + ", ".join(sorted(a.replace("_", " ") for a in spec.abilities)) + ".")
    return "\n".join(lines)


def describe_army(army_obj: Army, lang: str = "en") -> str:
    tiles = ", ".join(f"{t.name(lang).split(' (')[0]} ×{t.count}" for t in army_obj.tiles)
    text = f"**{army_obj.name(lang)}** — {sum(t.count for t in army_obj.tiles)} tiles: {tiles}."
    if army_obj.hq_summary:
        text += f"\nHQ: {army_obj.hq_summary}"
    return text
