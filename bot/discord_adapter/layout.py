"""Private panels (the hand, a placement preview) as Components V2 layouts.

A :class:`~bot.replies.Reply` marked ``panel`` becomes a :class:`discord.ui.LayoutView`
(discord.py 2.6): one container in the player's colour holding the reply's text, its
pictures as a media gallery (each with its alt text), one section per block (a tile of the
hand: its line, its small picture beside it) followed by the block's buttons and menus,
then the panel's own buttons (rows kept together: a preview's compass of six facings is two
rows of three) and menus. The buttons and menus are the same restart-safe
:class:`~bot.discord_adapter.buttons.GameButton` and ``GameSelect`` as everywhere else.

Discord's limits: at most 40 components in a message (every nested one counts: the
container, texts, sections, thumbnails, rows, buttons, menus), 5 buttons to a row, 4000
characters of text. When a panel would hold more, the tiles' menus go first (each tile
keeps its Place button, which opens the preview with the same menu), then the tiles'
pictures, then the last menus, each loss logged.

Such a message has no ``content``: its text lives in the layout (Discord's rule for
``IS_COMPONENTS_V2``), and once a message is a layout it stays one.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.discord_adapter.buttons import make_button, make_select
from bot.replies import Block, Button, Image, Reply

log = logging.getLogger("bot.discord.layout")

MAX_COMPONENTS = 40
MAX_TEXT = 4000
ROW = 5  # buttons to an action row


def panel_files(reply: Reply) -> list[Image]:
    """The pictures a panel attaches: its gallery, then each block's picture (once each)."""
    seen: dict[str, Image] = {}
    for img in [*reply.images, *(b.picture for b in reply.blocks if b.picture is not None)]:
        seen.setdefault(img.filename, img)
    return list(seen.values())[:10]


def button_rows(buttons: Sequence[Button]) -> list[list[Button]]:
    """Buttons on rows: those sharing a ``row`` number together, the others five to a row,
    in order; a row of more than five is split."""
    rows: list[list[Button]] = []
    numbered: dict[int, list[Button]] = {}
    for b in buttons:
        if b.row is not None:
            if b.row not in numbered:
                numbered[b.row] = []
                rows.append(numbered[b.row])
            numbered[b.row].append(b)
            continue
        if not rows or any(rows[-1] is r for r in numbered.values()) or len(rows[-1]) >= ROW:
            rows.append([])
        rows[-1].append(b)
    return [row[i : i + ROW] for row in rows for i in range(0, len(row), ROW)]


def count(reply: Reply) -> int:
    """How many components :func:`build_layout` makes of ``reply`` (Discord allows 40)."""
    total = 2  # the container and its text
    total += 1 if reply.images else 0
    for block in reply.blocks:
        total += 3 if block.picture is not None else 1
        total += sum(1 + len(r) for r in button_rows(block.buttons))
        total += 2 * len(block.selects)
    total += sum(1 + len(r) for r in button_rows(reply.buttons))
    total += 2 if reply.link is not None else 0  # its row and the link button
    total += 2 * len(reply.selects)
    return total


def fit(reply: Reply) -> Reply:
    """``reply`` within Discord's 40 components (see the module docstring)."""
    if count(reply) <= MAX_COMPONENTS:
        return reply
    log.info("panel over %d components: trimmed", MAX_COMPONENTS, extra={"ctx": {"game": reply.game_id}})
    blocks = list(reply.blocks)
    for i in reversed(range(len(blocks))):  # the tiles' menus first, the last tile's first
        blocks[i] = replace(blocks[i], selects=[])
        reply = replace(reply, blocks=list(blocks))
        if count(reply) <= MAX_COMPONENTS:
            return reply
    reply = replace(reply, blocks=[replace(b, picture=None) for b in reply.blocks])
    while count(reply) > MAX_COMPONENTS and reply.selects:
        reply = replace(reply, selects=reply.selects[:-1])
    while count(reply) > MAX_COMPONENTS and reply.buttons:
        reply = replace(reply, buttons=reply.buttons[:-1])
    return reply


def _clip(text: str, room: int) -> str:
    return text if len(text) <= room else text[: max(0, room - 1)] + "…"


def build_layout(reply: Reply) -> discord.ui.LayoutView:
    """The panel ``reply`` as a layout (see the module docstring)."""
    reply = fit(reply)
    view = discord.ui.LayoutView(timeout=None)
    colour = discord.Colour(reply.accent) if reply.accent is not None else None
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
    room = MAX_TEXT - sum(len(b.text) for b in reply.blocks)
    box.add_item(discord.ui.TextDisplay(_clip(reply.text or "…", max(1, room))))
    if reply.images:
        box.add_item(
            discord.ui.MediaGallery(
                *(
                    discord.MediaGalleryItem(f"attachment://{img.filename}", description=img.description or None)
                    for img in reply.images[:10]
                )
            )
        )
    for block in reply.blocks:
        _add_block(box, reply, block)
    _add_controls(box, reply, reply.buttons, reply.selects)
    if reply.link is not None:
        link = discord.ui.Button[Any](style=discord.ButtonStyle.link, label=reply.link.label, url=reply.link.url)
        box.add_item(discord.ui.ActionRow(link))
    view.add_item(box)
    return view


def _add_block(box: discord.ui.Container[Any], reply: Reply, block: Block) -> None:
    text = discord.ui.TextDisplay[Any](block.text)
    if block.picture is not None:
        thumb = discord.ui.Thumbnail[Any](
            f"attachment://{block.picture.filename}", description=block.picture.description or None
        )
        box.add_item(discord.ui.Section(text, accessory=thumb))
    else:
        box.add_item(text)
    _add_controls(box, reply, block.buttons, block.selects)


def _add_controls(
    box: discord.ui.Container[Any], reply: Reply, buttons: Iterable[Button], selects: Iterable[Any]
) -> None:
    for row in button_rows(list(buttons)):
        items = [item for item in (make_button(reply, b) for b in row) if item is not None]
        if items:
            box.add_item(discord.ui.ActionRow(*items))
    for menu in selects:
        item = make_select(reply, menu)
        if item is not None:
            box.add_item(discord.ui.ActionRow(item))


def message_text(message: Any) -> str:
    """What a message says: its content, or its layout's text displays (one per line)."""
    if getattr(message, "content", ""):
        return str(message.content)
    out: list[str] = []

    def walk(items: Iterable[Any]) -> None:
        for c in items:
            if isinstance(c, discord.components.TextDisplay):
                out.append(c.content)
            walk(getattr(c, "children", None) or [])

    walk(getattr(message, "components", None) or [])
    return "\n".join(out)


def message_accent(message: Any) -> int | None:
    """The accent colour of a layout's container (``None``: none, or not a layout)."""
    for c in getattr(message, "components", None) or []:
        colour = getattr(c, "accent_colour", None)
        if colour is not None:
            return int(colour.value)
    return None
