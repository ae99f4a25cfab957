"""``/hex``: starting, playing and ending the game of a channel (or thread).

The console's and buttons' own commands live here too (``hq``, ``cancel``, ``act``,
``dance``): they have no slash command.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import PLAY
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option, uses
from bot.locale import vt
from bot.readers import Mistake, float_or_none, user_id_of
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.usecases.dance import DancePlanner
    from bot.usecases.endings import Endings
    from bot.usecases.info import Information
    from bot.usecases.placement import Placement
    from bot.usecases.play_by_post import PlayByPost
    from bot.usecases.starting import GameSetup
    from bot.usecases.turns import Turns

NOBODY = ("none", "open", "anyone")  # a seat left open


def _time_limit(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise Mistake(vt("err-time-limit-number", value=text)) from None


def _players(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise Mistake(vt("err-players-number", value=text)) from None


def _seat(text: str) -> int | None:
    """A seat's user: ``<@id>``, or nobody (an open seat)."""
    return None if text in NOBODY else user_id_of(text)


def answer_of(value: str | None) -> bool | None:
    """``answer:`` of a request: yes (accept) or no (refuse); ``None`` when not given."""
    if value is None or value == "":
        return None
    answer = value.strip().lower()
    if answer not in ch.ANSWERS:
        raise Mistake(vt("err-answer-yes-no", value=value))
    return answer in ("yes", "accept", "y")


# ---------------------------------------------------------------------------------- starting
@uses(lambda app: app.setup)
async def _new(setup: GameSetup, call: Call, args: Args) -> Reply:
    channel_id = await call.game_channel(args.text("where"))
    opponent = args.whole("opponent", _seat)
    limit = args.number("time-limit", _time_limit)
    players = args.whole("players", _players)
    seats = [args.whole(f"opponent{k}", _seat) for k in range(2, 6)]
    armies = args.text("armies")
    reply = await setup.new_game(
        channel_id,
        call.user_id,
        opponent_id=opponent,
        army=args.text("army"),
        opponent_army=args.text("opponent-army"),
        first=args.text("first", "me") or "me",
        lang=args.text("language") or call.game_language(),
        turn_limit_hours=limit,
        guild_id=call.guild_id,
        level=args.text("level"),
        more_opponents=seats,
        players=players,
        mode=args.text("mode"),
        board=args.text("board"),
        variant=args.text("variant"),
        armies=armies.split(",") if armies else None,
    )
    await call.game_created(channel_id, reply)
    return reply


@uses(lambda app: app.setup)
async def _accept(setup: GameSetup, call: Call, args: Args) -> Reply:
    return await setup.accept(call.channel_id, call.user_id)


@uses(lambda app: app.setup)
async def _decline(setup: GameSetup, call: Call, args: Args) -> Reply:
    return await setup.decline(call.channel_id, call.user_id)


# ---------------------------------------------------------------------------------- turns
@uses(lambda app: (app.info, app.turns))
async def _hand(uc: tuple[Information, Turns], call: Call, args: Args) -> Reply:
    info, turns = uc
    action = args.text("action")
    if action:  # any action in notation, autocompleted: the armies' abilities too
        return await turns.act(call.channel_id, call.user_id, action, version=call.version)
    return await info.hand(call.channel_id, call.user_id)


def _previews(args: Args) -> bool:
    """``/hex place`` without a facing (and not the HQ): a private preview to turn it."""
    return not args.given("facing") and (args.text("tile") or "").strip().lower() != "hq"


@uses(lambda app: (app.placement, app.turns))
async def _place(uc: tuple[Placement, Turns], call: Call, args: Args) -> Reply:
    placement, turns = uc
    tile, where = args.need("tile"), args.need("hex")
    if call.previews and _previews(args):
        return await placement.preview_place(call.channel_id, call.user_id, tile, where, version=call.version)
    facing = args.text("facing") or ""
    return await turns.place(call.channel_id, call.user_id, tile, where, facing, version=call.version)


@uses(lambda app: app.placement)
async def _preview(placement: Placement, call: Call, args: Args) -> Reply:
    """The hand's Place buttons and menus: without a hex the preview starts where a player
    would likely place it, without a facing it turns toward what matters there."""
    tile = args.need("tile")
    return await placement.preview_place(
        call.channel_id, call.user_id, tile, args.text("hex"), args.text("facing"), version=call.version
    )


@uses(lambda app: app.turns)
async def _hq(turns: Turns, call: Call, args: Args) -> Reply:
    return await turns.hq(call.channel_id, call.user_id, args.need("hex"), version=call.version)


@uses(lambda app: app.turns)
async def _discard(turns: Turns, call: Call, args: Args) -> Reply:
    return await turns.discard(call.channel_id, call.user_id, args.need("tile"), version=call.version)


@uses(lambda app: app.turns)
async def _redraw(turns: Turns, call: Call, args: Args) -> Reply:
    return await turns.redraw(call.channel_id, call.user_id, version=call.version)


@uses(lambda app: app.turns)
async def _play(turns: Turns, call: Call, args: Args) -> Reply:
    return await turns.play(
        call.channel_id,
        call.user_id,
        args.need("tile"),
        target=args.text("target"),
        unit=args.text("unit"),
        facing=args.text("facing"),
        version=call.version,
    )


@uses(lambda app: app.turns)
async def _move(turns: Turns, call: Call, args: Args) -> Reply:
    return await turns.move(
        call.channel_id,
        call.user_id,
        args.need("from"),
        args.need("to"),
        args.need("facing"),
        args.text("via"),
        version=call.version,
    )


@uses(lambda app: app.turns)
async def _choose(turns: Turns, call: Call, args: Args) -> Reply:
    facing = args.text("facing") or ""
    return await turns.choose(call.channel_id, call.user_id, args.need("hex"), facing, version=call.version)


@uses(lambda app: app.turns)
async def _end(turns: Turns, call: Call, args: Args) -> Reply:
    return await turns.end_turn(call.channel_id, call.user_id, version=call.version)


@uses(lambda app: app.turns)
async def _act(turns: Turns, call: Call, args: Args) -> Reply:
    return await turns.act(call.channel_id, call.user_id, args.need("notation"), version=call.version)


@uses(lambda app: app.placement)
async def _cancel(placement: Placement, call: Call, args: Args) -> Reply:
    return await placement.cancel(call.channel_id, call.user_id)


@uses(lambda app: app.dance)
async def _dance(dance: DancePlanner, call: Call, args: Args) -> Reply:
    return await dance.dance_plan(
        call.channel_id, call.user_id, args.text("plan"), args.text("object"), version=call.version
    )


# ---------------------------------------------------------------------------------- the board
def _board_format(args: Args) -> str:
    return (args.text("format") or "image").strip().lower()


def _as_text(args: Args) -> bool:
    return _board_format(args) == "text"


@uses(lambda app: app.info)
async def _board(info: Information, call: Call, args: Args) -> Reply:
    if _as_text(args):  # a hex-by-hex listing, no image
        return await info.board(call.channel_id, call.user_id, text=True)
    if _board_format(args) == "full":  # the landscape picture with its side panel, whatever the adapter draws
        return await info.board(call.channel_id, call.user_id, layout="full")
    return await info.board(call.channel_id, call.user_id)


# ---------------------------------------------------------------------------------- agreements and endings
@uses(lambda app: app.endings)
async def _undo(endings: Endings, call: Call, args: Args) -> Reply:
    answer = (args.text("answer") or "").lower()
    if answer in ("", "request"):
        return await endings.undo(call.channel_id, call.user_id)
    ok = answer_of(answer)
    assert ok is not None
    return await endings.answer_undo(call.channel_id, call.user_id, ok, version=call.version)


@uses(lambda app: app.endings)
async def _draw(endings: Endings, call: Call, args: Args) -> Reply:
    answer = (args.text("answer") or "").lower()
    if answer in ("", "offer"):
        return await endings.offer_draw(
            call.channel_id, call.user_id, confirmed=args.flag("confirm"), version=call.version
        )
    ok = answer_of(answer)
    assert ok is not None
    return await endings.answer_draw(call.channel_id, call.user_id, ok, version=call.version)


@uses(lambda app: app.endings)
async def _resign(endings: Endings, call: Call, args: Args) -> Reply:
    return await endings.resign(call.channel_id, call.user_id, version=call.version, confirmed=args.flag("confirm"))


@uses(lambda app: app.endings)
async def _claim(endings: Endings, call: Call, args: Args) -> Reply:
    return await endings.claim_timeout(
        call.channel_id, call.user_id, version=call.version, confirmed=args.flag("confirm")
    )


@uses(lambda app: app.pbp)
async def _settings(pbp: PlayByPost, call: Call, args: Args) -> Reply:
    return await pbp.settings(
        call.channel_id,
        call.user_id,
        reminder_hours=args.number("reminder-hours", float_or_none),
        turn_limit_hours=args.number("time-limit", float_or_none),
        answer=answer_of(args.text("answer")),
        version=call.version,
    )


TILE = Option("tile", Kind.TILE, required=True, autocomplete="tiles-in-hand")
HEX = Option("hex", Kind.HEX, required=True, autocomplete="place-hexes")
FACING = Option("facing", Kind.CHOICE, choices=ch.FACING, closed=ch.FACINGS)
CONFIRM = Option("confirm", closed=("yes",), slash=False)  # only a Confirm button sends it
OPPONENTS = tuple(Option(f"opponent{k}", Kind.USER, player=True) for k in range(2, 6))

# In Discord's order (the console lists them so too; hq, cancel, dance and act have no slash command).
COMMANDS = (
    CommandSpec(
        PLAY,
        "new",
        (
            Option("opponent", Kind.USER, player=True),
            Option("army", autocomplete="armies"),
            Option("opponent-army", autocomplete="armies"),
            Option("first", Kind.CHOICE, choices=ch.FIRST, closed=ch.FIRST.values),
            Option("language", Kind.CHOICE, choices=ch.LANGUAGE, closed=ch.LANGUAGE.values, aliases=("lang",)),
            Option("time-limit", Kind.INTEGER, low=1, high=720),
            Option("level", Kind.CHOICE, choices=ch.LEVEL, closed=ch.LEVEL.values),
            Option("players", Kind.INTEGER, low=2, high=6),
            Option("mode", Kind.CHOICE, choices=ch.MODE, closed=ch.MODE.values),
            Option("board", Kind.CHOICE, choices=ch.BOARD, closed=ch.BOARD.values),
            Option("variant", Kind.CHOICE, choices=ch.VARIANT, closed=(*ch.VARIANT.values, "none")),
            *OPPONENTS,
            Option("armies"),
            Option("where", Kind.CHOICE, choices=ch.WHERE, closed=ch.WHERE.values),
        ),
        _new,
        changes_state=True,
        quiet=True,
        slow=True,
    ),
    CommandSpec(PLAY, "accept", (), _accept, changes_state=True, quiet=True),
    CommandSpec(PLAY, "decline", (), _decline, changes_state=True, quiet=True),
    CommandSpec(
        PLAY,
        "hand",
        (Option("action", autocomplete="actions"),),
        _hand,
        private=lambda args: not args.given("action"),
    ),
    CommandSpec(PLAY, "place", (TILE, HEX, FACING), _place, changes_state=True, quiet=True, private=_previews),
    CommandSpec(PLAY, "hq", (Option("hex", Kind.HEX, required=True),), _hq, changes_state=True, slash=False),
    # /hex place without a facing shows the same preview: on Discord, preview is its buttons' command
    CommandSpec(PLAY, "preview", (TILE, Option("hex", Kind.HEX), FACING), _preview, private=True, slash=False),
    CommandSpec(PLAY, "cancel", (), _cancel, slash=False),
    CommandSpec(PLAY, "dance", (Option("plan"), Option("object")), _dance, slash=False),
    CommandSpec(
        PLAY,
        "play",
        (
            Option("tile", Kind.TILE, required=True, autocomplete="instants-in-hand"),
            Option("unit", Kind.HEX, autocomplete="units"),
            Option("target", Kind.HEX, autocomplete="targets"),
            FACING,
        ),
        _play,
        changes_state=True,
        quiet=True,
        slash_order=("tile", "target", "unit", "facing"),
    ),
    CommandSpec(
        PLAY,
        "move",
        (
            Option("from", Kind.HEX, required=True, autocomplete="movable"),
            Option("to", Kind.HEX, required=True, autocomplete="destinations"),
            Option("facing", Kind.CHOICE, required=True, choices=ch.FACING, closed=ch.FACINGS),
            Option("via", Kind.HEX),
        ),
        _move,
        changes_state=True,
        quiet=True,
    ),
    CommandSpec(PLAY, "discard", (TILE,), _discard, changes_state=True, quiet=True),
    CommandSpec(PLAY, "redraw", (), _redraw, changes_state=True, quiet=True),
    CommandSpec(
        PLAY,
        "choose",
        (Option("hex", Kind.HEX, required=True, autocomplete="push-hexes"), FACING),
        _choose,
        changes_state=True,
        quiet=True,
    ),
    CommandSpec(PLAY, "end", (), _end, changes_state=True, quiet=True),
    CommandSpec(PLAY, "act", (Option("notation", required=True),), _act, changes_state=True, slash=False),
    CommandSpec(
        PLAY,
        "board",
        (Option("format", Kind.CHOICE, choices=ch.BOARD_FORMAT, closed=ch.BOARD_FORMAT.values),),
        _board,
        quiet=True,
        reposts_turn=True,
        defer=lambda args: not _as_text(args),  # no image to render: answered at once
    ),
    CommandSpec(
        PLAY,
        "undo",
        (Option("answer", Kind.CHOICE, choices=ch.ANSWER, closed=(*ch.ANSWERS, "request")),),
        _undo,
        changes_state=True,
        quiet=True,
    ),
    CommandSpec(
        PLAY,
        "draw",
        (
            Option(
                "answer",
                Kind.CHOICE,
                required=True,
                choices=ch.DRAW,
                closed=(*ch.ANSWERS, "offer"),
                slash_name="action",
            ),
            CONFIRM,
        ),
        _draw,
        changes_state=True,
        quiet=True,
    ),
    CommandSpec(PLAY, "resign", (CONFIRM,), _resign, changes_state=True, quiet=True),
    CommandSpec(PLAY, "claim", (CONFIRM,), _claim, changes_state=True, quiet=True),
    CommandSpec(
        PLAY,
        "settings",
        (
            Option("reminder-hours", Kind.INTEGER, low=0, high=720),
            Option("time-limit", Kind.INTEGER, low=0, high=720),
            Option("answer", closed=ch.ANSWERS, slash=False),
        ),
        _settings,
        changes_state=True,
        quiet=True,
    ),
)
