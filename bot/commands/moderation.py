"""``/hexmod``: what moderators (members with Manage Channels) may do to a channel's game
and to their server's games.

Discord shows the group only to members with Manage Channels (its
``default_member_permissions``); a hint to Discord, not a check: each command checks
again when it runs (``/hexmod abort`` needs the permission; the use cases check
``is_moderator``, which the console's ``@name[mod]`` sets).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import MOD
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option, uses
from bot.commands.play import CONFIRM
from bot.readers import float_or_none, int_or_none
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.usecases.endings import Endings
    from bot.usecases.live import LiveMessages
    from bot.usecases.play_by_post import PlayByPost
    from bot.usecases.puzzles import Puzzles
    from bot.usecases.web import WebModeration


@uses(lambda app: app.endings)
async def _abort(endings: Endings, call: Call, args: Args) -> Reply:
    return await endings.abort(
        call.channel_id,
        call.user_id,
        is_moderator=call.is_moderator,
        confirmed=args.flag("confirm"),
        version=call.version,
    )


@uses(lambda app: app.pbp)
async def _timelimit(pbp: PlayByPost, call: Call, args: Args) -> Reply:
    return await pbp.server_time_limit(
        call.channel_id,
        call.user_id,
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
        min_hours=args.number("min-hours", float_or_none),
    )


@uses(lambda app: app.live)
async def _threads(live: LiveMessages, call: Call, args: Args) -> Reply:
    return await live.server_threads(
        call.channel_id,
        call.user_id,
        guild_id=call.guild_id,
        is_moderator=call.is_moderator,
        default=args.text("default"),
    )


@uses(lambda app: app.web)
async def _web(web: WebModeration, call: Call, args: Args) -> Reply:
    return await web.game_page(
        call.channel_id,
        call.user_id,
        is_moderator=call.is_moderator,
        action=args.text("action"),
        game_id=args.whole("game", int_or_none),
    )


@uses(lambda app: app.puzzles)
async def _dailypuzzle(puzzles: Puzzles, call: Call, args: Args) -> Reply:
    return await puzzles.register(
        call.channel_id,
        call.user_id,
        call.guild_id,
        is_moderator=call.is_moderator,
        hour=args.whole("hour", int_or_none),
        off=args.switch("state") is False,
    )


COMMANDS = (
    CommandSpec(
        MOD,
        "abort",
        (CONFIRM,),
        _abort,
        changes_state=True,
        quiet=True,
        moderators=("manage_channels",),
        requires=("manage_channels",),
    ),
    CommandSpec(
        MOD,
        "timelimit",
        (Option("min-hours", Kind.INTEGER, low=0, high=720),),
        _timelimit,
        private=True,
        moderators=("manage_guild", "manage_channels", "administrator"),
    ),
    CommandSpec(
        MOD,
        "threads",
        (Option("default", Kind.CHOICE, choices=ch.SWITCH, closed=ch.ON_OFF),),
        _threads,
        private=True,
        moderators=("manage_channels", "administrator"),
    ),
    CommandSpec(
        MOD,
        "web",
        (Option("action", Kind.CHOICE, choices=ch.WEB_ACTION), Option("game", Kind.INTEGER, low=1)),
        _web,
        private=True,
        moderators=("manage_channels", "administrator"),
    ),
    CommandSpec(
        MOD,
        "dailypuzzle",
        (
            Option("hour", Kind.INTEGER, low=0, high=23),
            Option("state", Kind.CHOICE, choices=ch.SWITCH, closed=ch.ON_OFF),
        ),
        _dailypuzzle,
        private=True,
        moderators=("manage_channels", "administrator"),
    ),
)
