"""The Discord adapter: slash commands, buttons, board posts and battle threads over the use cases.

``python -m bot`` imports this package only when a Discord token is configured, and calls
:func:`run_discord`. Tests build the bot with :func:`create_bot` around their own service
and drive it in-process (see ``tests/discord/harness.py``). Set-up of the Discord
application (token, invite, permissions, command sync) is described in ``docs/discord.md``.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from bot.discord_adapter.client import HexBot, create_bot

__all__ = ["HexBot", "create_bot", "run_discord"]

log = logging.getLogger("bot.discord")

_TRUE = ("1", "true", "yes", "on")


async def run_discord(config: Any, *, sync_commands: bool | None = None) -> None:
    """Open the storage, build the service and run the bot until it is stopped.

    The token comes from ``config.discord_token`` (``DISCORD_TOKEN``). Commands are synced
    only if ``sync_commands`` is true, or ``HEXBOT_SYNC_COMMANDS=1`` is set (to the
    development guild ``HEXBOT_DEV_GUILD`` when given, else globally).
    """
    from bot.ai_workers import ai_process_pool
    from bot.config import utc_now
    from bot.rendering import RenderPool
    from bot.service import GameService
    from bot.storage import open_repository

    token = getattr(config, "discord_token", None) or os.environ.get("DISCORD_TOKEN")
    if not token:
        raise RuntimeError("no Discord token: set DISCORD_TOKEN (see docs/discord.md)")
    if sync_commands is None:
        sync_commands = os.environ.get("HEXBOT_SYNC_COMMANDS", "").strip().lower() in _TRUE

    repo = await open_repository(config.db_path)
    renderer = RenderPool(workers=getattr(config, "render_threads", 2))
    ai_pool = ai_process_pool(getattr(config, "ai_workers", 1))
    try:
        service: Any = GameService(repo, renderer, utc_now, settings=config, ai_executor=ai_pool)
        metrics = None
        port = getattr(config, "metrics_port", None)
        if port:
            from bot.metrics import MeteredService, Metrics

            metrics = Metrics()
            metrics.serve(port)
            service = MeteredService(service, metrics)
        bot = create_bot(service, config, sync_commands=sync_commands)
        bot.metrics = metrics
        log.info("starting the Discord bot", extra={"ctx": {"config": repr(config), "sync": sync_commands}})
        async with bot:
            await bot.start(token)
    finally:
        renderer.close()
        ai_pool.shutdown(wait=False, cancel_futures=True)
        await repo.close()
