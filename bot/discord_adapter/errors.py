"""Errors of the Discord adapter and how each layer of them is told to the user.

Three layers, as in discord.py's transformers example:

* **player mistakes** (a malformed hex, a missing permission, a check that failed): a short
  ephemeral explanation in the player's language; nothing is logged above INFO and nothing
  changes;
* **program errors** (an exception in our code or in a use case): logged with the command,
  its options, the user, channel and guild, and the user is told generically that nothing
  was changed;
* **Discord API failures** (Forbidden, NotFound, HTTPException): logged; they never reach
  the game, which the use cases have already stored before anything is posted.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

import i18n
from bot.storage import StorageUnavailable

log = logging.getLogger("bot.discord")

GENERIC_ERROR = "dc-error-generic"  # message id: nothing was changed, try again


def storage_message(exc: StorageUnavailable) -> str:
    """The message id for a database that stayed away: try again in a moment (nothing was
    written), or look before trying again (a commit whose outcome is unknown)."""
    return "dc-not-answered" if exc.unknown else "dc-error-storage"


# Discord's names of permissions, as a moderator sees them in the server settings (message ids).
PERMISSION_NAMES = {
    "view_channel": "dc-perm-view-channel",
    "read_messages": "dc-perm-view-channel",
    "send_messages": "dc-perm-send-messages",
    "send_messages_in_threads": "dc-perm-send-messages-in-threads",
    "create_public_threads": "dc-perm-create-public-threads",
    "attach_files": "dc-perm-attach-files",
    "embed_links": "dc-perm-embed-links",
    "read_message_history": "dc-perm-read-message-history",
    "manage_threads": "dc-perm-manage-threads",
    "manage_channels": "dc-perm-manage-channels",
}


class PlayerMistake(app_commands.AppCommandError):
    """Input a player can fix: a message id and its arguments, told to them ephemerally in
    their language (``str()`` of it is the English text, for logs)."""

    def __init__(self, msg_id: str, **args: Any) -> None:
        super().__init__(i18n.t(i18n.DEFAULT, msg_id, **args))
        self.msg_id = msg_id
        self.params = args

    def text(self, lang: str) -> str:
        return i18n.t(lang, self.msg_id, **self.params)


def permission_names(perms: list[str], lang: str = i18n.DEFAULT) -> str:
    """``['attach_files', 'manage_channels']`` -> ``'Attach Files, Manage Channels'`` (Discord's
    names of the permissions in ``lang``, as the server settings show them)."""
    return ", ".join(
        i18n.t(lang, PERMISSION_NAMES[p]) if p in PERMISSION_NAMES else p.replace("_", " ").title() for p in perms
    )


def explain_app_command_error(error: app_commands.AppCommandError, lang: str = i18n.DEFAULT) -> str | None:
    """The text (in ``lang``) for an error a player caused, or ``None`` for a program error."""
    if isinstance(error, PlayerMistake):
        return error.text(lang)
    if isinstance(getattr(error, "original", None), StorageUnavailable):
        return i18n.t(lang, storage_message(error.original))  # type: ignore[attr-defined]
    if isinstance(error, app_commands.TransformerError):
        cause = error.__cause__
        if isinstance(cause, PlayerMistake):
            return cause.text(lang)
        return i18n.t(lang, "dc-error-unreadable-option", value=repr(error.value))
    if isinstance(error, app_commands.MissingPermissions):
        return i18n.t(lang, "dc-error-user-missing-permission", perms=permission_names(error.missing_permissions, lang))
    if isinstance(error, app_commands.BotMissingPermissions):
        return i18n.t(lang, "dc-error-bot-missing-permission", perms=permission_names(error.missing_permissions, lang))
    if isinstance(error, app_commands.NoPrivateMessage):
        return i18n.t(lang, "dc-error-no-private-message")
    if isinstance(error, app_commands.CommandOnCooldown):
        return i18n.t(lang, "dc-error-cooldown", seconds=round(error.retry_after))
    if isinstance(error, app_commands.CheckFailure):
        return i18n.t(lang, "dc-error-check-failed")
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return i18n.t(lang, "dc-error-command-changed")
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
