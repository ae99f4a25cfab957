"""The cogs: one per top-level slash command (RoboDanny style), plus the reminders and
league upkeep loops.

=====================  ==============================================================
``play.py``            ``/hex``: starting, playing and ending games
``info.py``            ``/hexinfo``: tile cards, army sheets, the rules
``history.py``         ``/hexhistory``: a game's log, its last battle, its export
``moderation.py``      ``/hexmod``: moderators' commands
``personal.py``        ``/hexme``: my games everywhere, my preferences
``warzone.py``         ``/wz``: the Warzone 4.1 companion's rolls, roll log and help
``league.py``          ``/league``: community leagues; ``/leaguemod``: their moderators;
                       the upkeep loop (rank roles, season ends)
``reminders.py``       the play-by-post reminders loop
=====================  ==============================================================

Each cog is built with a :class:`~bot.discord_adapter.context.CogContext` (the application and
the responder): cogs never import the client.
"""

from __future__ import annotations

from discord.ext import commands

from bot.discord_adapter.cogs.history import HistoryCommands
from bot.discord_adapter.cogs.info import InfoCommands
from bot.discord_adapter.cogs.league import LeagueCommands, LeagueModerationCommands
from bot.discord_adapter.cogs.moderation import ModerationCommands
from bot.discord_adapter.cogs.personal import PersonalCommands
from bot.discord_adapter.cogs.play import PlayCommands
from bot.discord_adapter.cogs.warzone import WarzoneCommands
from bot.discord_adapter.context import CogContext

__all__ = ["command_cogs"]


def command_cogs(ctx: CogContext) -> list[commands.Cog]:
    """The slash-command cogs, in the order their groups are listed."""
    return [
        PlayCommands(ctx),
        InfoCommands(ctx),
        HistoryCommands(ctx),
        ModerationCommands(ctx),
        PersonalCommands(ctx),
        WarzoneCommands(ctx),
        LeagueCommands(ctx),
        LeagueModerationCommands(ctx),
    ]
