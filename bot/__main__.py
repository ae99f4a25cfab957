"""``python -m bot``: the Discord bot when DISCORD_TOKEN is set, else the local console.

python -m bot                       Discord if DISCORD_TOKEN is set, else the console
python -m bot --console             the console even with a token
python -m bot --console --script demo.txt --db /tmp/x.sqlite3 --images out/
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import importlib
import logging
import os
import random
import sys
from pathlib import Path

from bot.config import Settings, setup_logging, utc_now

log = logging.getLogger("bot")


def _args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bot", description="Neuroshima Hex bot (Discord or console)")
    p.add_argument("--console", action="store_true", help="run the local console even if DISCORD_TOKEN is set")
    p.add_argument("--script", type=Path, help="console: run the lines of this file and exit")
    p.add_argument("--db", type=Path, help="database path (default: $HEXBOT_DB or ./data/hexbot.sqlite3)")
    p.add_argument(
        "--images", type=Path, help="console: where images are written (default: $HEXBOT_IMAGE_DIR or ./out)"
    )
    p.add_argument("--seed", type=int, help="console: seed the random choices (game seeds, random armies)")
    p.add_argument("--no-images", action="store_true", help="console: do not render images")
    p.add_argument("--sync", action="store_true", help="Discord: sync the slash commands at start")
    return p.parse_args(argv)


async def run_console(settings: Settings, args: argparse.Namespace) -> int:
    from bot.ai_workers import ai_process_pool
    from bot.console import Console, OffsetClock
    from bot.rendering import NullRenderPool, Renderer, RenderPool
    from bot.service import GameService
    from bot.storage.sqlite import SqliteRepository

    repo = await SqliteRepository.open(settings.db_path)
    pool: Renderer = NullRenderPool() if args.no_images else RenderPool(settings.render_threads)
    clock = OffsetClock(utc_now)
    ai_pool = ai_process_pool(settings.ai_workers)
    try:
        rng = random.Random(args.seed) if args.seed is not None else random.Random()
        service = GameService(repo, pool, clock, settings=settings, rng=rng, ai_executor=ai_pool)
        console = Console(service, settings.image_dir, clock=clock)
        if args.script is not None:
            await console.run_script(args.script)
        else:
            await console.interactive()
    finally:
        pool.close()
        ai_pool.shutdown(wait=False, cancel_futures=True)
        await repo.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _args(argv)
    settings = Settings.from_env()
    if args.db is not None:
        settings = dataclasses.replace(settings, db_path=args.db)
    if args.images is not None:
        settings = dataclasses.replace(settings, image_dir=args.images)
    console = args.console or args.script is not None or not settings.discord_token
    # The console prints replies on stdout: keep its log quiet unless asked.
    quiet = console and "HEXBOT_LOG_LEVEL" not in os.environ
    setup_logging("WARNING" if quiet else settings.log_level)
    if not console:
        try:
            # Imported by name: the adapter (and discord.py) load only when a token is set.
            adapter = importlib.import_module("bot.discord_adapter")
        except ImportError as e:
            print(f"The Discord adapter is not available ({e}): starting the console instead.", file=sys.stderr)
        else:
            asyncio.run(adapter.run_discord(settings, sync_commands=True if args.sync else None))
            return 0
    elif not args.console and not settings.discord_token:
        print("No DISCORD_TOKEN set: starting the local console.", file=sys.stderr)
    return asyncio.run(run_console(settings, args))


if __name__ == "__main__":
    sys.exit(main())
