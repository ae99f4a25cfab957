"""``/wz``: the Warzone 4.1 companion — roll a procedure, read the roll log, ask for help.

The most used procedures have subcommands of their own (``test``, ``shoot``, ``melee``,
``armour``, ``morale``, ``scatter``): on a console line they take every key of their
procedure (``weapon-mod``, or the package's ``weapon_mod``), on Discord their main keys
(every other key fits in ``options:``, ``key=value …``). ``/wz roll`` runs any procedure;
``rolls:`` gives the player's own dice. The keys come from the ``warzone`` package, so a
new key of a procedure is a new option here with no code.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.command_names import WZ
from bot.commands.model import Args, Call, CommandSpec, Handler, Kind, Option, uses
from bot.locale import vt
from bot.readers import MAX_ID, Mistake
from bot.replies import Reply
from warzone import cli as wz_cli

if TYPE_CHECKING:
    from bot.usecases.warzone import Warzone

PROCEDURES = wz_cli.COMMANDS
DIRECT = ("test", "shoot", "melee", "armour", "morale", "scatter")  # procedures with a subcommand of their own
RUN = ("rolls", "options")  # what every rolling /wz command takes beside the procedure's keys
TEXT = 100  # Discord: the longest value of one key
LONG = 400  # Discord: the longest ``options:``
# The keys Discord shows for each direct procedure, in its order, and which it requires.
SHOWN: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "test": (("stat", "stat-key", "mods", "half"), ("stat",)),
    "shoot": (("ws", "distance", "shots", "weapon-mod", "jam", "dam", "cover"), ("ws",)),
    "melee": (("ww", "attacks", "dam", "weapon-mod", "charge"), ("ww",)),
    "armour": (("p", "dam", "mult", "crit"), ("p", "dam")),
    "morale": (("dw", "start", "current", "threshold"), ("dw", "start", "current")),
    "scatter": (("max-distance",), ()),
}


def keys_of(procedure: str) -> tuple[str, ...]:
    """The keys of a Warzone procedure as the bot spells options (``weapon-mod``)."""
    command = PROCEDURES[procedure]
    names = [p for p in inspect.signature(command.func).parameters if p not in wz_cli.INTERNAL]
    return tuple(n.replace("_", "-") for n in names)


def whole(field: str) -> Callable[[str], int]:
    """A whole number of a ``/wz`` option (``limit:``, ``roll:``; ``#`` allowed)."""

    def parse(text: str) -> int:
        try:
            number = int(text.strip().lstrip("#"))
        except ValueError:
            number = None
        if number is None or abs(number) > MAX_ID:  # no roll has a number the database cannot hold
            raise Mistake(vt("wz-error-not-a-number", field=field, allowed="1, 2, 3…", value=text))
        return number

    return parse


def _rolls_and_more(args: Args) -> tuple[str | None, str | None]:
    return args.text("rolls"), args.text("options")


def _procedure(procedure: str) -> Handler:
    @uses(lambda app: app.warzone)
    async def roll(warzone: Warzone, call: Call, args: Args) -> Reply:
        keys = {name: args.text(name) for name in keys_of(procedure) if args.given(name)}
        rolls, more = _rolls_and_more(args)
        return await warzone.wz_run(call.channel_id, call.user_id, procedure, keys, more=more, rolls=rolls)

    return roll


@uses(lambda app: app.warzone)
async def _roll(warzone: Warzone, call: Call, args: Args) -> Reply:
    rolls, more = _rolls_and_more(args)
    return await warzone.wz_run(call.channel_id, call.user_id, args.need("command"), more=more, rolls=rolls)


@uses(lambda app: app.warzone)
async def _log(warzone: Warzone, call: Call, args: Args) -> Reply:
    limit = args.whole("limit", whole("limit"))
    if limit is None:
        return await warzone.wz_log(call.channel_id, call.user_id)
    return await warzone.wz_log(call.channel_id, call.user_id, limit)


@uses(lambda app: app.warzone)
async def _help(warzone: Warzone, call: Call, args: Args) -> Reply:
    return await warzone.wz_help(call.channel_id, call.user_id, args.text("command"))


@uses(lambda app: app.warzone)
async def _details(warzone: Warzone, call: Call, args: Args) -> Reply:
    roll = args.whole("roll", whole("roll"))
    if roll is None:
        raise Mistake(vt("err-missing-option", option="roll"))
    return await warzone.wz_details(call.channel_id, call.user_id, roll)


ROLLS = Option("rolls", high=TEXT, low=1, autocomplete="wz-rolls")
MORE = Option("options", high=LONG, low=1, autocomplete="wz-more")
COMMAND = Option("command", low=1, high=TEXT, autocomplete="wz-command")


def _direct(procedure: str) -> CommandSpec:
    shown, required = SHOWN[procedure]
    keys = [
        Option(
            key,
            required=key in required,
            low=1,
            high=TEXT,
            autocomplete="wz-value",
            slash=key in shown,
            aliases=(key.replace("-", "_"),) if "-" in key else (),
        )
        for key in keys_of(procedure)
    ]
    return CommandSpec(
        WZ,
        f"wz-{procedure}",
        (*keys, ROLLS, MORE),
        _procedure(procedure),
        word=procedure,
        slash_order=(*shown, "rolls", "options"),
    )


COMMANDS = (
    *(_direct(p) for p in DIRECT),
    CommandSpec(
        WZ,
        "wz-roll",
        (Option("command", required=True, low=1, high=TEXT, autocomplete="wz-command"), ROLLS, MORE),
        _roll,
        word="roll",
        slash_order=("command", "options", "rolls"),
    ),
    CommandSpec(WZ, "wz-log", (Option("limit", Kind.INTEGER, low=1, high=25),), _log, word="log"),
    CommandSpec(WZ, "wz-help", (COMMAND,), _help, word="help", private=True, defer=False),
    CommandSpec(WZ, "wz-details", (Option("roll", Kind.INTEGER, low=1),), _details, word="details", slash=False),
)
