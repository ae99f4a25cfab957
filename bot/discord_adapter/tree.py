"""The slash-command tree, built from the command registry (:mod:`bot.commands`).

Each group of the registry becomes an ``app_commands.Group`` (guild-only; the moderators'
groups shown to members with their permission), each command a subcommand whose
parameters are the declaration's options: their Discord types (users, roles, ranged
numbers, the hex and tile transformers, choices), required or not, their choices and
autocomplete. Names, descriptions and choices are the English texts of the catalogue
under the ids the translator uses for Polish (:mod:`bot.discord_adapter.translator`), so
the code holds no sentence. Every command runs through one callback: the
:class:`SlashCommands` it is given (the interaction, the declaration, the values).
"""

from __future__ import annotations

import inspect
import keyword
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

import discord
from discord import app_commands

import i18n
from bot.commands import COMMANDS, GROUP_LIST, CommandSpec, Group, Kind, Option, shared_option_id, text_id
from bot.discord_adapter.transformers import HexName, TileName

Choice = app_commands.Choice
Completer = Callable[[discord.Interaction[Any], str], Coroutine[Any, Any, list[Choice[str]]]]
COMPLETERS = "hexbot.completers"  # a command's extras: option name on Discord -> its Completer


class SlashCommands(Protocol):
    """What the tree's commands run: a command with its values, and autocomplete sources."""

    async def run_slash(self, interaction: discord.Interaction[Any], spec: CommandSpec, values: dict[str, Any]) -> None:
        """Run ``spec`` for ``interaction`` with the values Discord sent (by parameter name)."""
        ...

    def completer(self, source: str) -> Completer:
        """The autocomplete callback of the source named ``source``."""
        ...


def english(*ids: str) -> str:
    """The default (English) catalogue's text under the first of ``ids`` it has: what Discord
    shows unless a locale has a translation."""
    found = next((i for i in ids if i18n.has(i, i18n.DEFAULT)), None)
    if found is None:
        raise LookupError(f"commands.ftl has none of {ids}")
    return i18n.t(i18n.DEFAULT, found)


def parameter_name(option: Option) -> str:
    """The Python parameter of an option (``opponent-army`` -> ``opponent_army``, ``from`` -> ``from_``)."""
    name = option.shown_as.replace("-", "_")
    return f"{name}_" if keyword.iskeyword(name) else name


def annotation(option: Option) -> Any:
    """The Discord type of an option, as discord.py reads it from an annotation."""
    low, high = option.low, option.high
    kind = option.kind
    found: Any
    if kind is Kind.USER:
        found = discord.User
    elif kind is Kind.ROLE:
        found = discord.Role
    elif kind is Kind.HEX:
        found = HexName
    elif kind is Kind.TILE:
        found = TileName
    elif kind is Kind.CHOICE:
        found = Choice[str]
    elif kind is Kind.ATTACHMENT:
        found = discord.Attachment
    elif kind is Kind.INTEGER:
        found = _ranged(int, low, high)
    elif kind is Kind.NUMBER:
        found = _ranged(float, low, high)
    else:
        found = _ranged(str, low, high)
    return found if option.required else found | None


RANGE: Any = app_commands.Range  # subscripted with values known only here


def _ranged(kind: type, low: float | None, high: float | None) -> Any:
    if low is None and high is None:
        return kind
    bounds = [b if kind is float else int(b) for b in (low, high) if b is not None]
    return RANGE[(kind, *bounds)]


def build_command(
    spec: CommandSpec, group: app_commands.Group, runner: SlashCommands
) -> app_commands.Command[Any, ..., None]:
    """The subcommand of ``group`` for the declaration ``spec``."""
    options = spec.slash_options

    async def callback(interaction: discord.Interaction[Any], **values: Any) -> None:
        await runner.run_slash(interaction, spec, values)

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction)]
    for option in options:
        default = inspect.Parameter.empty if option.required else None
        params.append(
            inspect.Parameter(
                parameter_name(option), inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation(option)
            )
        )
    declared: Any = callback  # its parameters are the declaration's options
    declared.__signature__ = inspect.Signature(params)
    declared.__name__ = declared.__qualname__ = spec.key.replace("-", "_")
    path = (spec.group, spec.typed)
    app_commands.describe(
        **{
            parameter_name(o): english(
                text_id(*path, option=o.shown_as) + "-desc", shared_option_id(o.shown_as) + "-desc"
            )
            for o in options
        }
    )(callback)
    renames = {parameter_name(o): o.shown_as for o in options if parameter_name(o) != o.shown_as}
    if renames:
        app_commands.rename(**renames)(callback)
    chosen = {
        parameter_name(o): [
            Choice(name=app_commands.locale_str(english(o.choices.text_id(v)), key=o.choices.text_id(v)), value=v)
            for v in o.choices.values
        ]
        for o in options
        if o.choices is not None
    }
    if chosen:
        app_commands.choices(**chosen)(callback)
    completed = {parameter_name(o): runner.completer(o.autocomplete) for o in options if o.autocomplete}
    if completed:
        app_commands.autocomplete(**completed)(callback)
    if spec.requires:
        app_commands.checks.has_permissions(**dict.fromkeys(spec.requires, True))(callback)
    return app_commands.Command(
        name=spec.typed,
        description=english(text_id(*path) + "-desc"),
        callback=callback,
        parent=group,
        # by the option's name on Discord: the tree answers autocomplete itself (client.HexTree)
        extras={COMPLETERS: {o.shown_as: runner.completer(o.autocomplete) for o in options if o.autocomplete}},
    )


def build_group(group: Group, runner: SlashCommands) -> app_commands.Group:
    """A top-level command with its subcommands, in the registry's order."""
    shown_to = discord.Permissions(**{group.shown_to: True}) if group.shown_to else None
    top = app_commands.Group(
        name=group.name,
        description=english(text_id(group.name) + "-desc"),
        guild_only=True,
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False),
        default_permissions=shown_to,
    )
    for spec in COMMANDS.values():
        if spec.group == group.name and spec.slash:
            top.add_command(build_command(spec, top, runner))
    return top


def build_tree(tree: app_commands.CommandTree[Any], runner: SlashCommands) -> None:
    """Add every group of the registry to ``tree``."""
    for group in GROUP_LIST:
        tree.add_command(build_group(group, runner))
