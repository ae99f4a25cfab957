"""The Discord adapter: slash commands, buttons, board posts and battle threads over the use cases.

``python -m bot`` imports this package only when a Discord token is configured, and calls
:func:`run_discord`. Tests build the bot with :func:`create_bot` around their own application (:func:`bot.app.build_app`)
and drive it in-process (see ``tests/discord/harness.py``). Set-up of the Discord
application (token, invite, permissions, command sync) is described in ``docs/discord.md``.
"""

from __future__ import annotations

import logging
import os

import discord

from bot.config import Settings
from bot.discord_adapter.client import HexBot, create_bot

__all__ = ["DiscordUnreachable", "HexBot", "create_bot", "run_discord"]

log = logging.getLogger("bot.discord")

_TRUE = ("1", "true", "yes", "on")


class DiscordUnreachable(Exception):
    """The bot could not log in to Discord: the token was refused, or Discord could not be
    reached. Its text says which, and what to do, in one line."""


async def run_discord(config: Settings, *, sync_commands: bool | None = None) -> None:
    """Open the application (storage, render pool, the computer player's workers) and run
    the bot until it is stopped.

    The token comes from ``config.discord_token`` (``DISCORD_TOKEN``). Commands are synced
    only if ``sync_commands`` is true, or ``HEXBOT_SYNC_COMMANDS=1`` is set (to the
    development guild ``HEXBOT_DEV_GUILD`` when given, else globally).
    """
    from bot.app import open_app
    from bot.config import utc_now
    from bot.web.serve import web_pages

    token = config.discord_token or os.environ.get("DISCORD_TOKEN")
    if not token:
        raise RuntimeError("no Discord token: set DISCORD_TOKEN (see docs/discord.md)")
    if sync_commands is None:
        sync_commands = os.environ.get("HEXBOT_SYNC_COMMANDS", "").strip().lower() in _TRUE

    # Discord's pictures are read on phones (docs/discord.md); the web pages, if
    # HEXBOT_WEB_BIND is set, draw their own.
    async with open_app(config, utc_now, layout="phone") as app, web_pages(app):
        metrics = None
        if config.metrics_port:
            from bot.metrics import Metrics, instrument

            metrics = Metrics()
            metrics.serve(config.metrics_port)
            instrument(app, metrics)
        bot = create_bot(app, config, sync_commands=sync_commands)
        bot.metrics = metrics
        log.info("starting the Discord bot", extra={"ctx": {"config": repr(config), "sync": sync_commands}})
        async with bot:
            try:
                await bot.start(token)
            except discord.LoginFailure as e:
                raise DiscordUnreachable(
                    f"Discord refused the token in DISCORD_TOKEN ({e}): copy it again from the Developer Portal, "
                    "or unset it to play in the console"
                ) from None
            except (TimeoutError, OSError) as e:
                raise DiscordUnreachable(
                    f"cannot reach Discord ({type(e).__name__}: {e}): check the network, "
                    "or unset DISCORD_TOKEN to play in the console"
                ) from None
