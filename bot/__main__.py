"""``python -m bot``: the Discord bot when DISCORD_TOKEN is set, else the local console.

python -m bot                       Discord if DISCORD_TOKEN is set, else the console
python -m bot --console             the console even with a token
python -m bot --console --script demo.txt --db /tmp/x.sqlite3 --images out/
python -m bot --console --lang pl   the console in Polish (for users with no preference)
python -m bot copy-db FROM TO       copy the whole database (SQLite path or postgresql:// URL)
python -m bot web --db ./data/hexbot.sqlite3 --bind 127.0.0.1:8080 [--links]
                                    serve the web pages of a database (docs/web.md)
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import importlib
import logging
import os
import sys
import tempfile
from pathlib import Path

import i18n
from bot.chance import Chance
from bot.config import Settings, setup_logging, utc_now
from bot.storage import StorageUnavailable

log = logging.getLogger("bot")


def _args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bot",
        description="Neuroshima Hex bot (Discord or console)",
        epilog=i18n.t(_lang_asked(argv), "cmd-cli-epilog"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--console", action="store_true", help="run the local console even if DISCORD_TOKEN is set")
    p.add_argument(
        "--script",
        type=Path,
        help="console: run the lines of this file and exit (in a fresh database unless --db or HEXBOT_DB says which); "
        "it stops at the first line that fails, and exits 1",
    )
    p.add_argument("--keep-going", action="store_true", help="console: a script goes on after a line that fails")
    p.add_argument("--db", help="a SQLite path or a postgresql:// URL (default: $HEXBOT_DB or ./data/hexbot.sqlite3)")
    p.add_argument(
        "--images", type=Path, help="console: where images are written (default: $HEXBOT_IMAGE_DIR or ./out)"
    )
    p.add_argument("--seed", type=int, help="console: seed the random choices (game seeds, random armies)")
    p.add_argument("--no-images", action="store_true", help="console: do not render images")
    p.add_argument(
        "--lang",
        default=i18n.DEFAULT,
        help=f"console: the language of private answers for users with no preference ({', '.join(i18n.LANGS)})",
    )
    p.add_argument("--sync", action="store_true", help="Discord: sync the slash commands at start")
    return p.parse_args(argv)


def _lang_asked(argv: list[str] | None) -> str:
    """The language ``--lang`` asks for, read before the options are (``--help`` speaks it)."""
    words = sys.argv[1:] if argv is None else argv
    for i, word in enumerate(words):
        if word.startswith("--lang="):
            return i18n.normalize(word.split("=", 1)[1])
        if word == "--lang" and i + 1 < len(words):
            return i18n.normalize(words[i + 1])
    return i18n.DEFAULT


async def run_console(settings: Settings, args: argparse.Namespace) -> int:
    from bot.app import open_app
    from bot.console import Console, OffsetClock
    from bot.web.serve import web_pages

    clock = OffsetClock(utc_now)
    rng = Chance(args.seed)  # unpredictable unless --seed asks for the same deals
    async with open_app(settings, clock, rng=rng, images=not args.no_images) as app, web_pages(app) as base:
        if base is not None:
            print(i18n.t(args.lang, "web-console-link", url=base), file=sys.stderr)
        console = Console(app, settings.image_dir, clock=clock, lang=args.lang)
        if args.script is None:
            await console.interactive()
            return 0
        failures = await console.run_script(args.script_lines, keep_going=args.keep_going)
    if failures:
        print(f"hexbot: {failures} line(s) of {args.script} failed", file=sys.stderr)
    return 1 if failures else 0


def copy_db(argv: list[str]) -> int:
    """``python -m bot copy-db FROM TO``: copy every game, log, reminder and setting."""
    from bot.storage.copy import CopyError, copy_database

    p = argparse.ArgumentParser(prog="python -m bot copy-db", description=copy_db.__doc__)
    p.add_argument("source", metavar="FROM", help="a SQLite path or a postgresql:// URL")
    p.add_argument("target", metavar="TO", help="a SQLite path or a postgresql:// URL (with no games yet)")
    args = p.parse_args(argv)
    try:
        copied = asyncio.run(copy_database(args.source, args.target))
    except (CopyError, OSError) as e:
        print(f"copy-db: {e}", file=sys.stderr)
        return 1
    for table, n in copied.items():
        print(f"{table}: {n}")
    print("copied and verified")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["copy-db"]:
        return copy_db(argv[1:])
    if argv[:1] == ["web"]:
        from bot.web.serve import main as web_main

        return web_main(argv[1:])
    args = _args(argv)
    settings = Settings.from_env()
    if args.db is not None:
        settings = dataclasses.replace(settings, db_path=args.db)
    if args.images is not None:
        settings = dataclasses.replace(settings, image_dir=args.images)
    if args.script is not None:
        try:
            args.script_lines = args.script.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as e:
            print(
                f"hexbot: cannot read the script {args.script}: {e.strerror if isinstance(e, OSError) else e}",
                file=sys.stderr,
            )
            return 2
        if args.db is None and "HEXBOT_DB" not in os.environ:  # a script never continues another run's game
            scratch = tempfile.TemporaryDirectory(prefix="hexbot-script-")
            settings = dataclasses.replace(settings, db_path=str(Path(scratch.name) / "hexbot.sqlite3"))
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
            try:
                asyncio.run(adapter.run_discord(settings, sync_commands=True if args.sync else None))
            except StorageUnavailable as e:
                print(f"hexbot: {e}", file=sys.stderr)
                return 2
            except adapter.DiscordUnreachable as e:
                print(f"hexbot: {e}", file=sys.stderr)
                return 1
            return 0
    elif not args.console and not settings.discord_token:
        print("No DISCORD_TOKEN set: starting the local console.", file=sys.stderr)
    try:
        return asyncio.run(run_console(settings, args))
    except StorageUnavailable as e:
        print(f"hexbot: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
