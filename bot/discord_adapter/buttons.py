"""Restart-safe buttons: every button's ``custom_id`` carries all it needs.

A button's custom id is ``hex:v1:<game_id>:<version>:<action>``: the game it belongs to, the
stored state version the message showed, and the command the button runs (the application's
console-syntax line with the ``/hex `` prefix shortened to ``/``; other groups' commands,
such as ``/hexhistory export``, keep their group). The bot registers
:class:`GameButton` as a :class:`discord.ui.DynamicItem`, so a click is understood with no
view kept in memory — after a restart the handler just reruns the action against the game
reloaded from storage, passing the version so that a click on an older board is refused
politely ("the board changed — here is the current state"). Components reach the
responder through :func:`bot.discord_adapter.protocols.component_runner` (no import of
the responder or the client here).

A select menu (:class:`GameSelect`, e.g. the preview's menu of legal hexes) works the same
way: its custom id is ``hex:sel:v1:<game_id>:<version>:<keyword>`` and each option's value
is the command it runs (shortened like a button's action). Discord only sends values the
message offers, so choosing an option reruns that option's command, restart-safe too.
Limits respected: at most 25 options per menu, labels and values of at most 100
characters, custom ids of at most 100 characters, at most 5 action rows per message (a
menu takes a row of its own; buttons fill the rows before it).
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.commands import GROUPS
from bot.commands.syntax import line_of
from bot.discord_adapter.protocols import component_runner
from bot.replies import MAX_SELECT_OPTIONS, Button, Reply, Select

log = logging.getLogger("bot.discord.buttons")

PREFIX = "hex:v1"
TEMPLATE = re.compile(r"hex:v1:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<action>.+)")
SELECT_PREFIX = "hex:sel:v1"
SELECT_TEMPLATE = re.compile(r"hex:sel:v1:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<key>[a-z0-9-]+)")
MAX_CUSTOM_ID = 100
MAX_BUTTONS = 25
MAX_ROWS = 5
MAX_OPTION_TEXT = 100  # an option's label and value
MAX_PLACEHOLDER = 150

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def encode_action(line: str) -> str:
    """``/hex place tile:runner hex:C3 facing:NE`` -> ``/place tile:runner hex:C3 facing:NE``;
    commands of the other groups keep their group (``/hexhistory export``)."""
    line = " ".join(line.split())
    if line.startswith("/hex "):
        return "/" + line[len("/hex ") :]
    return line


def decode_action(text: str) -> str:
    """The inverse of :func:`encode_action` (``/log`` of a button made before the groups
    becomes ``/hex log``, which the command parser still accepts)."""
    first = text.split(" ", 1)[0]
    if text.startswith("/") and first[1:].lower() not in GROUPS:
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
        await component_runner(interaction.client).run_component(interaction, self.action, self.version, "button")


def build_view(reply: Reply) -> discord.ui.View | None:
    """The buttons and menus of ``reply`` as a persistent view (``None`` when it has none).

    Buttons come first (five to a row), each menu below them on a row of its own; what
    would not fit in Discord's five rows is left out (and logged). A web page's link
    (``reply.link``, docs/web.md) is a link button after the others."""
    if not reply.buttons and not reply.selects and reply.link is None:
        return None
    view = discord.ui.View(timeout=None)
    menus = [m for m in (make_select(reply, s) for s in reply.selects) if m is not None]
    room = min(MAX_BUTTONS, (MAX_ROWS - min(len(menus), MAX_ROWS)) * 5) - (reply.link is not None)
    for button in reply.buttons[:room]:
        item = make_button(reply, button)
        if item is not None:
            view.add_item(item)
    if reply.link is not None:
        view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, label=reply.link.label, url=reply.link.url))
    if len(reply.buttons) > room:
        log.warning("reply has %d buttons; only %d shown", len(reply.buttons), room, extra={"ctx": {}})
    button_rows = -(-len(view.children) // 5)
    for menu in menus[: MAX_ROWS - button_rows]:
        view.add_item(menu)
    return view if view.children else None


def make_button(reply: Reply, button: Button) -> GameButton | None:
    try:
        return GameButton(
            reply.game_id or 0,
            reply.version or 0,
            line_of(button.action),
            label=button.label,
            style=STYLES.get(button.style, discord.ButtonStyle.secondary),
        )
    except ValueError:
        log.error(
            "button skipped: its action does not fit in a custom id",
            extra={"ctx": {"game": reply.game_id, "action": button.action}},
        )
        return None


def select_custom_id(game_id: int | None, version: int | None, keyword: str) -> str:
    """The custom id of a menu; raises ValueError if it would not fit Discord's 100 characters."""
    cid = f"{SELECT_PREFIX}:{game_id or 0}:{version or 0}:{keyword}"
    if len(cid) > MAX_CUSTOM_ID or SELECT_TEMPLATE.fullmatch(cid) is None:
        raise ValueError(f"bad select custom_id: {cid!r}")
    return cid


class GameSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A menu whose options each run one game command; rebuilt from the message on every choice."""

    def __init__(
        self,
        game_id: int,
        version: int,
        keyword: str,
        options: list[discord.SelectOption],
        *,
        placeholder: str | None = None,
    ) -> None:
        self.game_id = game_id
        self.version = version
        self.keyword = keyword
        super().__init__(
            discord.ui.Select(
                custom_id=select_custom_id(game_id, version, keyword),
                placeholder=(placeholder or None) and placeholder[:MAX_PLACEHOLDER],
                options=options,
                min_values=1,
                max_values=1,
            )
        )

    @property
    def action(self) -> str | None:
        """The command of the option chosen in this interaction (``None`` if none was)."""
        values = self.item.values
        return decode_action(str(values[0])) if values else None

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameSelect:
        options = list(getattr(item, "options", []) or [])
        return cls(
            int(match["game"]),
            int(match["version"]),
            match["key"],
            options,
            placeholder=getattr(item, "placeholder", None),
        )

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await component_runner(interaction.client).run_component(interaction, self.action, self.version, "select")


def make_select(reply: Reply, menu: Select) -> GameSelect | None:
    """``menu`` as a :class:`GameSelect`: at most 25 options, labels and values cut to
    Discord's 100 characters (an option whose command does not fit is left out)."""
    options: list[discord.SelectOption] = []
    seen: set[str] = set()
    for option in menu.options:
        value = encode_action(line_of(option.action))
        if len(value) > MAX_OPTION_TEXT or value in seen:
            log.error(
                "menu option skipped: its action is too long or repeated",
                extra={"ctx": {"game": reply.game_id, "action": option.action}},
            )
            continue
        seen.add(value)
        options.append(
            discord.SelectOption(label=option.label[:MAX_OPTION_TEXT] or "?", value=value, default=option.default)
        )
        if len(options) == MAX_SELECT_OPTIONS:
            break
    if not options:
        return None
    try:
        return GameSelect(reply.game_id or 0, reply.version or 0, menu.custom, options, placeholder=menu.placeholder)
    except ValueError:
        log.error("menu skipped: bad custom id", extra={"ctx": {"game": reply.game_id, "menu": menu.custom}})
        return None
