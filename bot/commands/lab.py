"""``/hexlab``: the rules lab (docs/lab.md) — a position's battle resolved segment by segment
(from a code, an attached scenario file, move N of a game, or this channel's game), "what if"
side by side, a position's code, and a moderator's ruling saved as a scenario test."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import LAB
from bot.commands.model import Args, Call, CommandSpec, Kind, Option, uses
from bot.readers import int_or_none
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.usecases.lab import Lab

CODE = Option("code", high=4000)  # a position code, nh1-… (the channel's game's position without it)
GAME = Option("game", Kind.INTEGER, low=1)  # a game's number (default: this channel's)
MOVE = Option("move", Kind.INTEGER, low=1, high=100_000)  # a line of the game's log (/hexhistory log)
FILE = Option("file", Kind.ATTACHMENT, high=64 * 1024)  # a scenario file (docs/scenarios.md)
MODERATORS = ("manage_channels", "administrator")  # as /hexmod dailypuzzle


@uses(lambda app: app.lab)
async def _battle(lab: Lab, call: Call, args: Args) -> Reply:
    return await lab.battle(
        call.channel_id,
        call.user_id,
        args.text("code"),
        guild_id=call.guild_id,
        game_id=args.whole("game", int_or_none),
        move=args.whole("move", int_or_none),
        scenario=args.text("file"),
    )


@uses(lambda app: app.lab)
async def _code(lab: Lab, call: Call, args: Args) -> Reply:
    return await lab.code(
        call.channel_id,
        call.user_id,
        guild_id=call.guild_id,
        game_id=args.whole("game", int_or_none),
        move=args.whole("move", int_or_none),
    )


@uses(lambda app: app.lab)
async def _whatif(lab: Lab, call: Call, args: Args) -> Reply:
    return await lab.whatif(call.channel_id, call.user_id, args.text("code"), args.need("change"))


@uses(lambda app: app.lab)
async def _save(lab: Lab, call: Call, args: Args) -> Reply:
    return await lab.save(
        call.channel_id,
        call.user_id,
        args.need("code"),
        args.need("rule"),
        args.need("source"),
        args.text("name"),
        is_moderator=call.is_moderator,
    )


COMMANDS = (
    CommandSpec(LAB, "lab-battle", (CODE, GAME, MOVE, FILE), _battle, word="battle"),
    CommandSpec(LAB, "lab-code", (GAME, MOVE), _code, word="code", private=True),
    CommandSpec(LAB, "lab-whatif", (Option("change", required=True, high=200), CODE), _whatif, word="whatif"),
    CommandSpec(
        LAB,
        "lab-save",
        (
            Option("code", required=True, high=4000),
            Option("rule", required=True, high=500),
            Option("source", required=True, high=500),
            Option("name", high=60),
        ),
        _save,
        word="save",
        private=True,
        moderators=MODERATORS,
    ),
)
