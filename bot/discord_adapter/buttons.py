"""Restart-safe buttons: every button's ``custom_id`` carries all it needs.

A button's custom id is ``hex:v1:<game_id>:<version>:<action>``: the game it belongs to, the
stored state version the message showed, and the command the button runs (the service's
console-syntax line with the ``/hex `` prefix shortened to ``/``). The bot registers
:class:`GameButton` as a :class:`discord.ui.DynamicItem`, so a click is understood with no
view kept in memory — after a restart the handler just reruns the action against the game
reloaded from storage, passing the version so that a click on an older board is refused
politely ("the board changed — here is the current state").
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.replies import Button, Reply

if TYPE_CHECKING:
    from bot.discord_adapter.client import HexBot

log = logging.getLogger("bot.discord.buttons")

PREFIX = "hex:v1"
TEMPLATE = re.compile(r"hex:v1:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<action>.+)")
MAX_CUSTOM_ID = 100
MAX_BUTTONS = 25

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def encode_action(line: str) -> str:
    """``/hex place tile:runner hex:C3 facing:NE`` -> ``/place tile:runner hex:C3 facing:NE``."""
    line = " ".join(line.split())
    if line.startswith("/hex "):
        return "/" + line[len("/hex ") :]
    return line


def decode_action(text: str) -> str:
    """The inverse of :func:`encode_action`."""
    if text.startswith("/") and not text.startswith("/hex "):
        return "/hex " + text[1:]
    return text


def custom_id(game_id: int | None, version: int | None, action: str) -> str:
    """The custom id of a button; raises ValueError if it would not fit Discord's 100 characters."""
    cid = f"{PREFIX}:{game_id or 0}:{version or 0}:{encode_action(action)}"
    if len(cid) > MAX_CUSTOM_ID:
        raise ValueError(f"custom_id too long ({len(cid)} > {MAX_CUSTOM_ID}): {cid!r}")
    return cid


class GameButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TEMPLATE):
    """A button that runs one game command; rebuilt from its custom id on every click."""

    def __init__(
        self,
        game_id: int,
        version: int,
        action: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | discord.PartialEmoji | None = None,
    ) -> None:
        self.game_id = game_id
        self.version = version
        self.action = decode_action(encode_action(action))
        super().__init__(
            discord.ui.Button(
                label=(label or self.action)[:80],
                style=style,
                emoji=emoji,
                custom_id=custom_id(game_id, version, action),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameButton:
        label = getattr(item, "label", None)
        style = getattr(item, "style", discord.ButtonStyle.secondary)
        return cls(
            int(match["game"]),
            int(match["version"]),
            decode_action(match["action"]),
            label=label,
            style=style,
            emoji=getattr(item, "emoji", None),
        )

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: HexBot = interaction.client
        await bot.responder.on_button(interaction, self)


def build_view(reply: Reply) -> discord.ui.View | None:
    """The buttons of ``reply`` as a persistent view (``None`` when it has none)."""
    if not reply.buttons:
        return None
    view = discord.ui.View(timeout=None)
    for button in reply.buttons[:MAX_BUTTONS]:
        item = make_button(reply, button)
        if item is not None:
            view.add_item(item)
    if len(reply.buttons) > MAX_BUTTONS:
        log.warning("reply has %d buttons; only %d shown", len(reply.buttons), MAX_BUTTONS, extra={"ctx": {}})
    return view if view.children else None


def make_button(reply: Reply, button: Button) -> GameButton | None:
    try:
        return GameButton(
            reply.game_id or 0,
            reply.version or 0,
            button.action,
            label=button.label,
            style=STYLES.get(button.style, discord.ButtonStyle.secondary),
        )
    except ValueError:
        log.error(
            "button skipped: its action does not fit in a custom id",
            extra={"ctx": {"game": reply.game_id, "action": button.action}},
        )
        return None
