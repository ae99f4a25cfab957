"""Errors of the Discord adapter and how each layer of them is told to the user.

Three layers, as in discord.py's transformers example:

* **player mistakes** (a malformed hex, a missing permission, a check that failed): a short
  ephemeral explanation; nothing is logged above INFO and nothing changes;
* **program errors** (an exception in our code or in the service): logged with the command,
  its options, the user, channel and guild, and the user is told generically that nothing
  was changed;
* **Discord API failures** (Forbidden, NotFound, HTTPException): logged; they never reach
  the game, which the service has already stored before anything is posted.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

log = logging.getLogger("bot.discord")

GENERIC_ERROR = "Something went wrong on my side — nothing was changed. Please try again in a moment."

# Discord's names of permissions, as a moderator sees them in the server settings.
PERMISSION_NAMES = {
    "view_channel": "View Channel",
    "read_messages": "View Channel",
    "send_messages": "Send Messages",
    "send_messages_in_threads": "Send Messages in Threads",
    "create_public_threads": "Create Public Threads",
    "attach_files": "Attach Files",
    "embed_links": "Embed Links",
    "read_message_history": "Read Message History",
    "manage_threads": "Manage Threads",
    "manage_channels": "Manage Channels",
}


class PlayerMistake(app_commands.AppCommandError):
    """Input a player can fix: the message is shown to them, ephemerally, as it is."""


def permission_names(perms: list[str]) -> str:
    """``['attach_files', 'manage_channels']`` -> ``'Attach Files, Manage Channels'``."""
    return ", ".join(PERMISSION_NAMES.get(p, p.replace("_", " ").title()) for p in perms)


def explain_app_command_error(error: app_commands.AppCommandError) -> str | None:
    """The text for an error a player caused, or ``None`` for a program error."""
    if isinstance(error, PlayerMistake):
        return str(error)
    if isinstance(error, app_commands.TransformerError):
        cause = error.__cause__
        if isinstance(cause, PlayerMistake):
            return str(cause)
        return f"I could not read {error.value!r} for this option."
    if isinstance(error, app_commands.MissingPermissions):
        return f"Only members with the **{permission_names(error.missing_permissions)}** permission can do that."
    if isinstance(error, app_commands.BotMissingPermissions):
        return (
            f"I am missing the **{permission_names(error.missing_permissions)}** permission here. "
            "A moderator can grant it in the channel settings."
        )
    if isinstance(error, app_commands.NoPrivateMessage):
        return "Games are played in server channels, not in direct messages."
    if isinstance(error, app_commands.CommandOnCooldown):
        return f"Slow down a little — try again in {error.retry_after:.0f} s."
    if isinstance(error, app_commands.CheckFailure):
        return "You cannot use this command here."
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return "This command changed since your Discord loaded it. Please try again in a minute."
    return None


def interaction_context(interaction: discord.Interaction[Any]) -> dict[str, Any]:
    """What to log about an interaction: who, where, which command and options or button."""
    ctx: dict[str, Any] = {
        "interaction": interaction.id,
        "user": interaction.user.id if interaction.user else None,
        "channel": interaction.channel_id,
        "guild": interaction.guild_id,
    }
    data: Any = interaction.data or {}
    if interaction.type is discord.InteractionType.component:
        ctx["custom_id"] = data.get("custom_id")
    elif interaction.command is not None:
        ctx["command"] = interaction.command.qualified_name
        ctx["options"] = _flat_options(data.get("options", []))
    return ctx


def _flat_options(options: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for opt in options:
        if "options" in opt:
            out.update(_flat_options(opt["options"]))
        elif "value" in opt:
            out[opt["name"]] = opt["value"]
    return out


def is_missing_permission(error: discord.HTTPException) -> bool:
    """Discord's "Missing Permissions" / "Missing Access" answers."""
    return isinstance(error, discord.Forbidden) and error.code in (50001, 50013, 0)
