"""Every command declared once: the registry of commands (:mod:`.registry`, declared by
group in :mod:`.play`, :mod:`.reference`, :mod:`.moderation`, :mod:`.personal`,
:mod:`.warzone` and :mod:`.league`), the model of a declaration (:mod:`.model`) and the
command-line syntax shared by the console, buttons and tests (:mod:`.syntax`).

To add a command: declare it (a :class:`~bot.commands.model.CommandSpec` in its group's
module, with its options and flags), write its handler beside it (a few lines calling a
use case), and give its names and descriptions in both languages' ``commands.ftl``. The
console's parser, the dispatch, the Discord slash command, the catalogue ids and the
documentation's table follow (docs/architecture.md, "A new command").
"""

from __future__ import annotations

from bot.command_names import HISTORY, INFO, LEAGUE, LEAGUE_MOD, ME, MOD, PLAY, WZ, shared_option_id, text_id
from bot.commands.choices import FACINGS
from bot.commands.model import Args, Call, CommandSpec, Kind, Option
from bot.commands.registry import COMMANDS, GROUP_LIST, GROUPS, Group, by_path, group_commands
from bot.commands.syntax import (
    ALIASES,
    LEGACY_LEAGUE,
    LEGACY_PLAY,
    Command,
    CommandError,
    choices_of,
    command_word,
    format_command,
    localise,
    localised_name,
    parse,
)
from bot.commands.warzone import RUN as WZ_RUN

__all__ = [
    "ALIASES",
    "COMMANDS",
    "FACINGS",
    "GROUPS",
    "GROUP_LIST",
    "HISTORY",
    "INFO",
    "LEAGUE",
    "LEAGUE_MOD",
    "LEGACY_LEAGUE",
    "LEGACY_PLAY",
    "ME",
    "MOD",
    "PLAY",
    "WZ",
    "WZ_RUN",
    "Args",
    "Call",
    "Command",
    "CommandError",
    "CommandSpec",
    "Group",
    "Kind",
    "Option",
    "by_path",
    "choices_of",
    "command_word",
    "format_command",
    "group_commands",
    "localise",
    "localised_name",
    "parse",
    "shared_option_id",
    "text_id",
]
