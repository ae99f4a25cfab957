"""Every command of the bot, in its groups: the one table the console's parser, the dispatch,
the Discord slash-command tree and the documentation are derived from."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from bot.command_names import HISTORY, INFO, LAB, LEAGUE, LEAGUE_MOD, ME, MOD, PLAY, PUZZLE, WZ
from bot.commands import lab, league, moderation, personal, play, puzzle, reference, warzone
from bot.commands.model import CommandSpec


@dataclass(frozen=True, slots=True)
class Group:
    """A top-level command: its name and, for the moderators' groups, the permission Discord
    shows it to (``default_member_permissions``)."""

    name: str
    shown_to: str | None = None


GROUP_LIST: tuple[Group, ...] = (
    Group(PLAY),
    Group(INFO),
    Group(HISTORY),
    Group(LAB),
    Group(PUZZLE),
    Group(MOD, shown_to="manage_channels"),
    Group(ME),
    Group(WZ),
    Group(LEAGUE),
    Group(LEAGUE_MOD, shown_to="manage_guild"),
)
GROUPS: tuple[str, ...] = tuple(g.name for g in GROUP_LIST)

_ALL: tuple[CommandSpec, ...] = (
    *play.COMMANDS,
    *reference.INFO_COMMANDS,
    *reference.HISTORY_COMMANDS,
    *lab.COMMANDS,
    *puzzle.COMMANDS,
    *moderation.COMMANDS,
    *personal.COMMANDS,
    *warzone.COMMANDS,
    *league.COMMANDS,
    *league.MOD_COMMANDS,
)
COMMANDS: Mapping[str, CommandSpec] = MappingProxyType({spec.key: spec for spec in _ALL})
_BY_PATH: Mapping[str, CommandSpec] = MappingProxyType({spec.path: spec for spec in _ALL})
assert len(COMMANDS) == len(_ALL) == len(_BY_PATH), "two commands with one name"


def group_commands(group: str) -> list[str]:
    """The commands of one group, in order (console-only ones included)."""
    return [key for key, spec in COMMANDS.items() if spec.group == group]


def by_path(path: str) -> CommandSpec | None:
    """The command Discord names ``path`` (``hex new``), if it is one of ours."""
    return _BY_PATH.get(path)
