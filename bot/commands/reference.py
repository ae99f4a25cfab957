"""``/hexinfo`` (reference cards that need no game: a tile, an army, the rules) and
``/hexhistory`` (the record of a channel's game: its log, its last battle, its export)."""

from __future__ import annotations

from dataclasses import replace
from importlib import metadata
from typing import TYPE_CHECKING

from bot.command_names import HISTORY, INFO
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option
from bot.locale import vt
from bot.readers import int_or_none
from bot.replies import Reply
from rules.state import STATE_VERSION

if TYPE_CHECKING:
    from bot.app import App

LANGUAGE = Option("language", Kind.CHOICE, choices=ch.LANGUAGE, closed=ch.LANGUAGE.values, aliases=("lang",))


async def _tile(app: App, call: Call, args: Args) -> Reply:
    return await app.info.tile_info(
        call.channel_id, call.user_id, args.need("name"), army=args.text("army"), lang=args.text("language")
    )


async def _army(app: App, call: Call, args: Args) -> Reply:
    return await app.info.army_info(call.channel_id, call.user_id, args.need("name"), lang=args.text("language"))


async def _rules(app: App, call: Call, args: Args) -> Reply:
    return await app.info.rules_help(call.channel_id, call.user_id)


async def _version(app: App, call: Call, args: Args) -> Reply:
    try:
        bot = metadata.version("hexbot")
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        bot = "?"
    return Reply(vt("info-version", bot=bot, engine=STATE_VERSION), ephemeral=True)


async def _with_page(app: App, reply: Reply) -> Reply:
    """``reply`` with a link to its game's web page (docs/web.md), when the pages are on."""
    if reply.game_id is None or reply.ephemeral:
        return reply
    game = await app.games.get(reply.game_id)
    link = None if game is None else await app.links.game_link(game.id, game.lang)
    return reply if link is None else replace(reply, link=link)


async def _log(app: App, call: Call, args: Args) -> Reply:
    return await _with_page(app, await app.info.log(call.channel_id, call.user_id))


async def _battle(app: App, call: Call, args: Args) -> Reply:
    return await _with_page(app, await app.info.last_battle(call.channel_id, call.user_id))


async def _export(app: App, call: Call, args: Args) -> Reply:
    return await _with_page(app, await app.info.export(call.channel_id, call.user_id, args.whole("game", int_or_none)))


async def _hint(app: App, call: Call, args: Args) -> Reply:
    return await app.hints.hint(call.channel_id, call.user_id)


INFO_COMMANDS = (
    CommandSpec(
        INFO,
        "tile",
        (
            Option("name", required=True, high=100, autocomplete="tile-names"),
            Option("army", Kind.CHOICE, choices=ch.ARMY_NOT_RANDOM),
            LANGUAGE,
        ),
        _tile,
    ),
    CommandSpec(INFO, "army", (Option("name", required=True, high=100, autocomplete="army-names"), LANGUAGE), _army),
    CommandSpec(INFO, "rules", (), _rules, defer=False),
    CommandSpec(INFO, "version", (), _version, private=True, defer=False),
    CommandSpec(INFO, "hint", (), _hint, private=True),
)
HISTORY_COMMANDS = (
    CommandSpec(HISTORY, "log", (), _log, defer=False),
    CommandSpec(HISTORY, "battle", (), _battle),
    CommandSpec(HISTORY, "export", (Option("game", Kind.INTEGER, low=1),), _export),
)
