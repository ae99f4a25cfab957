"""``/hexlab``: the rules lab (docs/lab.md) — a position's battle resolved segment by segment,
the channel's game's position code."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import LAB
from bot.commands.model import Args, Call, CommandSpec, Option, uses
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.usecases.lab import Lab

CODE = Option("code", high=4000)  # a position code, nh1-… (the channel's game's position without it)


@uses(lambda app: app.lab)
async def _battle(lab: Lab, call: Call, args: Args) -> Reply:
    return await lab.battle(call.channel_id, call.user_id, args.text("code"))


@uses(lambda app: app.lab)
async def _code(lab: Lab, call: Call, args: Args) -> Reply:
    return await lab.code(call.channel_id, call.user_id)


COMMANDS = (
    CommandSpec(LAB, "lab-battle", (CODE,), _battle, word="battle"),
    CommandSpec(LAB, "lab-code", (), _code, word="code", private=True),
)
