"""``/hexinfo`` (reference cards that need no game: a tile, an army, the rules) and
``/hexhistory`` (the record of a channel's game: its log, its last battle, its export)."""

from __future__ import annotations

from importlib import metadata
from typing import TYPE_CHECKING

from bot.command_names import HISTORY, INFO
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option, uses
from bot.locale import vt
from bot.readers import int_or_none
from bot.replies import Reply
from rules.state import STATE_VERSION

if TYPE_CHECKING:
    from bot.usecases.hint import Hints
    from bot.usecases.info import Information
    from bot.usecases.web import WebModeration

LANGUAGE = Option("language", Kind.CHOICE, choices=ch.LANGUAGE, closed=ch.LANGUAGE.values, aliases=("lang",))


@uses(lambda app: app.info)
async def _tile(info: Information, call: Call, args: Args) -> Reply:
    return await info.tile_info(
        call.channel_id, call.user_id, args.need("name"), army=args.text("army"), lang=args.text("language")
    )


@uses(lambda app: app.info)
async def _army(info: Information, call: Call, args: Args) -> Reply:
    return await info.army_info(call.channel_id, call.user_id, args.need("name"), lang=args.text("language"))


@uses(lambda app: app.info)
async def _rules(info: Information, call: Call, args: Args) -> Reply:
    return await info.rules_help(call.channel_id, call.user_id)


@uses(lambda app: None)
async def _version(_: None, call: Call, args: Args) -> Reply:
    try:
        bot = metadata.version("hexbot")
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        bot = "?"
    return Reply(vt("info-version", bot=bot, engine=STATE_VERSION), ephemeral=True)


@uses(lambda app: (app.info, app.web))
async def _log(uc: tuple[Information, WebModeration], call: Call, args: Args) -> Reply:
    info, web = uc
    return await web.with_game_page(await info.log(call.channel_id, call.user_id))


@uses(lambda app: (app.info, app.web))
async def _battle(uc: tuple[Information, WebModeration], call: Call, args: Args) -> Reply:
    info, web = uc
    return await web.with_game_page(await info.last_battle(call.channel_id, call.user_id))


@uses(lambda app: (app.info, app.web))
async def _export(uc: tuple[Information, WebModeration], call: Call, args: Args) -> Reply:
    info, web = uc
    return await web.with_game_page(await info.export(call.channel_id, call.user_id, args.whole("game", int_or_none)))


@uses(lambda app: app.hints)
async def _hint(hints: Hints, call: Call, args: Args) -> Reply:
    return await hints.hint(call.channel_id, call.user_id)


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
