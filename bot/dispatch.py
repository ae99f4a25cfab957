"""Command lines run against the application: a console line, a button's or a menu option's
command (``/hex place tile:runner hex:C3 facing:NE``), or plain engine notation.

The line is parsed by :func:`bot.commands.parse`, and the command's handler (declared with
it in :mod:`bot.commands`) runs with the options as given, for a :class:`LineCall`: the
user, the channel, and the game version a button showed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot import commands
from bot.commands.model import Args, Call, CommandSpec
from bot.commands.syntax import line_of
from bot.locale import viewer_lang, vt
from bot.readers import Mistake, cap
from bot.replies import Press, Reply
from bot.usecases.answers import oops

if TYPE_CHECKING:
    from bot.app import App


@dataclass(frozen=True, slots=True)
class LineCall:
    """A command line's run (:class:`bot.commands.Call`): the console's, or a button's or
    menu option's on Discord. A line speaks the acting user's language and plays where it
    was typed (a game thread is Discord's, opened by its slash command)."""

    channel_id: int
    user_id: int
    guild_id: int | None = None
    version: int | None = None
    is_moderator: bool = False
    user_name: str | None = None
    previews: bool = False  # a line names the facing of a placement (it is asked for otherwise)

    def game_language(self) -> str:
        return viewer_lang()

    async def game_channel(self, where: str | None) -> int:
        if (where or "channel").lower() == "thread":
            raise Mistake(vt("quiet-err-thread-console"))
        return self.channel_id

    async def game_created(self, channel_id: int, reply: Reply) -> None:
        return None


async def run_handler(spec: CommandSpec, app: App, call: Call, args: Args) -> Reply:
    """Run a command's handler; a player's mistake becomes its private answer. A public
    reply that ended its game carries a link to the game's web page (docs/web.md)."""
    try:
        reply = await spec.handler(app, call, args)
    except Mistake as m:
        return replace(m.reply, refused=True) if m.reply is not None else oops(str(m))
    if spec.changes_state and reply.game_id is not None and not reply.ephemeral and reply.link is None:
        reply = await app.web.with_game_page(reply, when_over=True)
    return reply


class CommandLine:
    """Runs one command line for a user in a channel (see :mod:`bot.commands`)."""

    def __init__(self, app: App) -> None:
        self.app = app

    async def run(
        self,
        channel_id: int,
        user_id: int,
        line: str | Press,
        *,
        is_moderator: bool = False,
        version: int | None = None,
        user_name: str | None = None,
        guild_id: int | None = None,
    ) -> list[Reply]:
        """Run one command line (slash syntax or engine notation; see :mod:`bot.commands`),
        or what a button of a reply asks for (a :class:`~bot.replies.Press`, written out first).
        ``version`` (a button's) makes a command fail politely when the game moved on;
        ``user_name``: how the user is called (a league remembers it for its pictures);
        ``guild_id``: the server (a button's league command finds its league there)."""
        try:
            cmd = commands.parse(line if isinstance(line, str) else line_of(line))
        except commands.CommandError as e:
            return [oops(cap(str(e)) + ".")]
        call = LineCall(channel_id, user_id, guild_id, version, is_moderator, user_name)
        return [await run_handler(commands.COMMANDS[cmd.name], self.app, call, Args(cmd.options))]
