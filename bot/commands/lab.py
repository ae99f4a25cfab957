"""``/hexlab``: the rules lab (docs/lab.md) — a position's battle resolved segment by segment
(from a code, an attached scenario file, move N of a game, or this channel's game), "what if"
side by side, a position's code, and a moderator's ruling saved as a scenario test."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import LAB
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option, uses
from bot.locale import vt
from bot.readers import Mistake, int_or_none
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.usecases.lab import Lab
    from bot.usecases.lab_board import LabBoards

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


@uses(lambda app: app.lab_boards)
async def _new(boards: LabBoards, call: Call, args: Args) -> Reply:
    return await boards.new(
        call.channel_id, call.user_id, args.text("army"), args.text("opponent-army"), args.text("code")
    )


def _seat(text: str) -> int | None:
    """A whole number typed (a seat, hit points); a Mistake for anything else."""
    if text.strip().isdigit() and len(text.strip()) <= 6:
        return int(text)
    raise Mistake(vt("lab-err-number", text=text[:20]))


@uses(lambda app: app.lab_boards)
async def _pick(boards: LabBoards, call: Call, args: Args) -> Reply:
    return await boards.pick(
        call.channel_id,
        call.user_id,
        player=args.whole("player", _seat),
        tile=args.text("tile"),
        hex_name=args.text("hex"),
        version=call.version,
    )


@uses(lambda app: app.lab_boards)
async def _put(boards: LabBoards, call: Call, args: Args) -> Reply:
    return await boards.put(
        call.channel_id,
        call.user_id,
        player=args.whole("player", _seat),
        tile=args.text("tile"),
        hex_name=args.text("hex"),
        facing=args.text("facing"),
        version=call.version,
    )


@uses(lambda app: app.lab_boards)
async def _remove(boards: LabBoards, call: Call, args: Args) -> Reply:
    return await boards.remove(call.channel_id, call.user_id, args.text("hex"), version=call.version)


@uses(lambda app: app.lab_boards)
async def _hq(boards: LabBoards, call: Call, args: Args) -> Reply:
    return await boards.hq(
        call.channel_id, call.user_id, args.whole("hp", _seat), args.whole("player", _seat), version=call.version
    )


@uses(lambda app: app.lab_boards)
async def _mark(boards: LabBoards, call: Call, args: Args) -> Reply:
    return await boards.mark(
        call.channel_id,
        call.user_id,
        args.text("mark"),
        args.whole("player", _seat),
        args.text("hex"),
        version=call.version,
    )


@uses(lambda app: app.lab_boards)
async def _resolve(boards: LabBoards, call: Call, args: Args) -> Reply:
    return await boards.resolve(call.channel_id, call.user_id, version=call.version)


@uses(lambda app: app.lab_boards)
async def _board_code(boards: LabBoards, call: Call, args: Args) -> Reply:
    return await boards.code(call.channel_id, call.user_id, version=call.version)


PLAYER = Option("player", Kind.INTEGER, low=1, high=6)  # a seat of the lab's position
TILE = Option("tile", Kind.TILE)
HEX = Option("hex", Kind.HEX)
FACING = Option("facing", Kind.CHOICE, choices=ch.FACING, closed=ch.FACINGS)

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
    CommandSpec(
        LAB,
        "lab-new",
        (Option("army", autocomplete="armies"), Option("opponent-army", autocomplete="armies"), CODE),
        _new,
        word="new",
        private=True,
    ),
    CommandSpec(LAB, "lab-pick", (PLAYER, TILE, HEX), _pick, word="pick", private=True, slash=False),
    CommandSpec(LAB, "lab-put", (FACING, PLAYER, TILE, HEX), _put, word="put", private=True, slash=False),
    CommandSpec(LAB, "lab-remove", (HEX,), _remove, word="remove", private=True, slash=False),
    CommandSpec(
        LAB,
        "lab-hq",
        (Option("hp", Kind.INTEGER, required=True, low=1, high=20), PLAYER),
        _hq,
        word="hq",
        private=True,
        slash=False,
    ),
    CommandSpec(
        LAB,
        "lab-mark",
        (Option("mark", required=True, high=40), PLAYER, HEX),
        _mark,
        word="mark",
        private=True,
        slash=False,
    ),
    CommandSpec(LAB, "lab-resolve", (), _resolve, word="resolve", slash=False),
    CommandSpec(LAB, "lab-boardcode", (), _board_code, word="boardcode", private=True, slash=False),
)
