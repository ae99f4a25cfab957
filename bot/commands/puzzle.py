"""``/hexpuzzle``: the engine's puzzles (docs/puzzles.md) — one given to the user (by difficulty,
theme, army, or matched to their rating), answered with the game's words or its panel, judged
by the outcome, rated (Glicko-2), voted on; the server's leaderboard; the day's puzzle. The
moderators' ``/hexmod dailypuzzle`` is declared in :mod:`.moderation`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import PUZZLE
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option, uses
from bot.readers import int_or_none
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.usecases.puzzles import Puzzles

TILE = Option("tile", Kind.TILE)
HEX = Option("hex", Kind.HEX)
FACING = Option("facing", Kind.CHOICE, choices=ch.FACING, closed=ch.FACINGS)
ID = Option("puzzle", high=20)  # a puzzle's id (its post's Solve button gives it)


@uses(lambda app: app.puzzles)
async def _play(puzzles: Puzzles, call: Call, args: Args) -> Reply:
    return await puzzles.play(
        call.channel_id,
        call.user_id,
        call.guild_id,
        puzzle_id=args.text("puzzle"),
        difficulty=args.whole("difficulty", int_or_none),
        theme=args.text("theme"),
        army=args.text("army"),
    )


@uses(lambda app: app.puzzles)
async def _try(puzzles: Puzzles, call: Call, args: Args) -> Reply:
    return await puzzles.try_play(
        call.channel_id, call.user_id, args.need("tile"), args.text("hex"), args.text("facing"), version=call.version
    )


@uses(lambda app: app.puzzles)
async def _show(puzzles: Puzzles, call: Call, args: Args) -> Reply:
    return await puzzles.show(call.channel_id, call.user_id, version=call.version)


@uses(lambda app: app.puzzles)
async def _answer(puzzles: Puzzles, call: Call, args: Args) -> Reply:
    return await puzzles.answer(
        call.channel_id,
        call.user_id,
        tile=args.text("tile"),
        hex=args.text("hex"),
        facing=args.text("facing"),
        unit=args.text("unit"),
        play=args.text("play"),
        version=call.version,
    )


@uses(lambda app: app.puzzles)
async def _vote(puzzles: Puzzles, call: Call, args: Args) -> Reply:
    return await puzzles.vote(call.user_id, args.need("puzzle"), args.need("vote"))


@uses(lambda app: app.puzzles)
async def _leaderboard(puzzles: Puzzles, call: Call, args: Args) -> Reply:
    return await puzzles.leaderboard(call.guild_id)


@uses(lambda app: app.puzzles)
async def _daily(puzzles: Puzzles, call: Call, args: Args) -> Reply:
    return await puzzles.daily(call.channel_id, call.user_id, call.guild_id)


COMMANDS = (
    CommandSpec(
        PUZZLE,
        "puzzle-play",
        (
            Option("difficulty", Kind.INTEGER, low=1, high=5),
            Option("theme", Kind.CHOICE, choices=ch.PUZZLE_THEME, closed=ch.PUZZLE_THEME.values),
            Option("army", autocomplete="armies"),
            ID,
        ),
        _play,
        word="play",
        private=True,
    ),
    CommandSpec(
        PUZZLE,
        "puzzle-answer",
        (TILE, HEX, FACING, Option("unit", Kind.HEX), Option("play", slash=False)),
        _answer,
        word="answer",
        private=True,
    ),
    CommandSpec(PUZZLE, "puzzle-try", (TILE, HEX, FACING), _try, word="try", private=True, slash=False),
    CommandSpec(PUZZLE, "puzzle-show", (), _show, word="show", private=True, slash=False),
    CommandSpec(
        PUZZLE,
        "puzzle-vote",
        (ID, Option("vote", closed=("up", "down"))),
        _vote,
        word="vote",
        private=True,
        slash=False,
    ),
    CommandSpec(PUZZLE, "puzzle-leaderboard", (), _leaderboard, word="leaderboard"),
    CommandSpec(PUZZLE, "puzzle-daily", (), _daily, word="daily", private=True),
)
