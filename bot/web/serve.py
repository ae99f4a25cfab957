"""``python -m bot web``: serve the pages of an existing database on their own (console games,
a copy of the bot's database), and :func:`web_pages`, the bot's and the console's way of
serving them in their own process when ``HEXBOT_WEB_BIND`` is set."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from bot.config import Settings, setup_logging, utc_now
from bot.storage import StorageUnavailable


@asynccontextmanager
async def web_pages(app: Any) -> AsyncIterator[str | None]:
    """Serve ``app``'s pages on ``app.settings.web_bind`` while the block runs (nothing when
    it is unset); yields the pages' base address."""
    bind = app.settings.web_bind
    if not bind:
        yield None
        return
    from bot.web.server import site_for, start_site

    runner = await start_site(site_for(app), bind)
    try:
        yield app.settings.web_base
    finally:
        await runner.cleanup()


async def serve(settings: Settings, *, links: bool, until: asyncio.Event | None = None) -> int:
    from bot.app import open_app
    from bot.storage.web import KIND_LEAGUE
    from bot.web.links import WebLinks

    async with open_app(settings, utc_now) as app, web_pages(app) as base:
        print(f"hexbot web: serving {base} (Ctrl+C stops)", flush=True)
        if links:
            web = WebLinks(app.repo.stores.web, settings, utc_now)
            public = await app.repo.stores.web.live_tokens(KIND_LEAGUE)
            print(f"public leagues: {len(public)}", flush=True)
            for token in public:
                found = await app.league_store.get_league(token.object_id)
                name = f" ({found.name})" if found is not None else ""
                print(f"league {token.object_id}{name}: {await web.league_url(token.object_id)}", flush=True)
            ids = await app.repo.stores.web.game_ids()
            print(f"games: {len(ids)}", flush=True)
            for game_id in ids:
                print(f"game {game_id}: {await web.game_url(game_id)}", flush=True)
        await (until or asyncio.Event()).wait()
    return 0


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bot web", description="Serve the web pages of a database.")
    p.add_argument("--db", help="a SQLite path or a postgresql:// URL (default: $HEXBOT_DB or ./data/hexbot.sqlite3)")
    p.add_argument("--bind", help="host:port to listen on (default: $HEXBOT_WEB_BIND or 127.0.0.1:8080)")
    p.add_argument("--url", help="the public base address in the printed links (default: $HEXBOT_WEB_URL)")
    p.add_argument(
        "--links", action="store_true", help="print every public league's and every game's page address at start"
    )
    p.add_argument(
        "--rate", type=float, help="requests a second per address (default: $HEXBOT_WEB_RATE or 30; 0: none)"
    )
    args = p.parse_args(argv)
    settings = Settings.from_env()
    settings = dataclasses.replace(
        settings,
        db_path=args.db or settings.db_path,
        web_bind=args.bind or settings.web_bind or "127.0.0.1:8080",
        web_url=(args.url or "").rstrip("/") or settings.web_url,
        ai_workers=1,
        web_rate=settings.web_rate if args.rate is None else max(0.0, args.rate),
    )
    setup_logging(settings.log_level if "HEXBOT_LOG_LEVEL" in os.environ else "WARNING")
    try:
        return asyncio.run(serve(settings, links=args.links))
    except StorageUnavailable as e:
        print(f"hexbot web: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0
