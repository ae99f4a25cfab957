"""Configuration from the environment, the production clock and logging set-up.

Environment variables (none of them is required; secrets never live in the repository):

    DISCORD_TOKEN              the bot token; without it ``python -m bot`` runs the console
    HEXBOT_DB                  SQLite database path (default ./data/hexbot.sqlite3) or a
                               postgresql://user:password@host/db URL
    HEXBOT_LOG_LEVEL           DEBUG, INFO (default), WARNING, ...
    HEXBOT_DEV_GUILD           a guild id for instant command sync while developing
    HEXBOT_IMAGE_DIR           where the console writes images (default ./out)
    HEXBOT_REMINDER_HOURS      first reminder after this many hours of a turn (default 24)
    HEXBOT_REMINDER2_HOURS     second reminder after this many hours (default 48)
    HEXBOT_MIN_TIME_LIMIT_HOURS  the shortest turn time limit a game may have (default 12;
                               a server's moderators may set their own: /hexmod timelimit)
    HEXBOT_BOARD_COOLDOWN_S    seconds before /hex board may post the turn message in a
                               channel again (default 120; sooner, it answers privately)
    HEXBOT_RENDER_THREADS      concurrent renders (default 2)
    HEXBOT_SHARDS              the Discord shards this process serves, e.g. 0-3 (with ...)
    HEXBOT_SHARD_COUNT         ... the total number of shards, e.g. 8 (default: one process, all)
    HEXBOT_METRICS_PORT        serve Prometheus metrics on this port (default: none)
    HEXBOT_AI_THINK_MS         the hard computer level's think time per decision (default 2000)
    HEXBOT_AI_WORKERS          worker processes for the computer player's searches (default 1)
    HEXBOT_WEB_BIND            serve the web pages (docs/web.md) on this host:port, e.g. 127.0.0.1:8080
    HEXBOT_WEB_URL             the pages' public base address in links (default http://<bind>), for
                               a reverse proxy: https://hex.example.org
    HEXBOT_WEB_RATE            requests a second each address may make to the pages (default 30,
                               bursts of 10 s worth; 0: no limit, e.g. behind a proxy that limits)
    HEXBOT_WEB_POLL_S          how often a live game's page asks for new actions (default 10 s)
    HEXBOT_QUIET               1 (default): one live message per turn, edited in place; 0: one
                               public post per action (the behaviour before issue 15)
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.sharding import ShardSet

DEFAULT_DB = "./data/hexbot.sqlite3"


def utc_now() -> datetime:
    """The production clock: an aware UTC datetime."""
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot reads from its environment."""

    discord_token: str | None = None
    db_path: str | Path = DEFAULT_DB  # a SQLite file, or a postgresql:// URL
    log_level: str = "INFO"
    dev_guild: int | None = None
    image_dir: Path = Path("./out")
    reminder_first: timedelta = timedelta(hours=24)
    reminder_second: timedelta = timedelta(hours=48)
    min_turn_limit: timedelta = timedelta(hours=12)  # the shortest turn time limit (docs/rulings.md M18)
    board_cooldown: timedelta = timedelta(seconds=120)  # /hex board reposts per channel at most this often
    render_threads: int = 2
    ai_think_ms: int = 2000
    ai_workers: int = 1
    shards: ShardSet | None = None  # the Discord shards this process serves (None: all of them)
    metrics_port: int | None = None  # serve Prometheus metrics on this port (None: no metrics)
    quiet_channel: bool = True  # one live turn message per turn, edited in place (docs/discord.md)
    web_bind: str | None = None  # serve the web pages on host:port (docs/web.md; None: no pages)
    web_url: str | None = None  # the pages' public base address in links (None: http://<web_bind>)
    web_rate: float = 30.0  # requests a second per address to the pages (0: no limit)
    web_poll: int = 10  # seconds between a live game page's questions for new actions

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        e = os.environ if env is None else env
        guild = e.get("HEXBOT_DEV_GUILD", "").strip()
        return cls(
            discord_token=e.get("DISCORD_TOKEN") or None,
            db_path=e.get("HEXBOT_DB") or DEFAULT_DB,
            log_level=(e.get("HEXBOT_LOG_LEVEL") or "INFO").upper(),
            dev_guild=int(guild) if guild.isdigit() else None,
            image_dir=Path(e.get("HEXBOT_IMAGE_DIR") or "./out"),
            reminder_first=timedelta(hours=float(e.get("HEXBOT_REMINDER_HOURS") or 24)),
            reminder_second=timedelta(hours=float(e.get("HEXBOT_REMINDER2_HOURS") or 48)),
            min_turn_limit=timedelta(hours=float(e.get("HEXBOT_MIN_TIME_LIMIT_HOURS") or 12)),
            board_cooldown=timedelta(seconds=float(e.get("HEXBOT_BOARD_COOLDOWN_S") or 120)),
            render_threads=max(1, int(e.get("HEXBOT_RENDER_THREADS") or 2)),
            ai_think_ms=max(50, int(e.get("HEXBOT_AI_THINK_MS") or 2000)),
            ai_workers=max(1, int(e.get("HEXBOT_AI_WORKERS") or 1)),
            shards=ShardSet.from_env(e),
            metrics_port=int(e["HEXBOT_METRICS_PORT"]) if e.get("HEXBOT_METRICS_PORT", "").strip() else None,
            quiet_channel=(e.get("HEXBOT_QUIET") or "1").strip().lower() not in ("0", "off", "no", "false"),
            web_bind=(e.get("HEXBOT_WEB_BIND") or "").strip() or None,
            web_url=(e.get("HEXBOT_WEB_URL") or "").strip().rstrip("/") or None,
            web_rate=max(0.0, float(e.get("HEXBOT_WEB_RATE") or 30)),
            web_poll=max(1, int(e.get("HEXBOT_WEB_POLL_S") or 10)),
        )

    @property
    def web_base(self) -> str | None:
        """The base address of the web pages in links (None: the pages are off)."""
        if self.web_url:
            return self.web_url
        return f"http://{self.web_bind}" if self.web_bind else None

    def __repr__(self) -> str:  # never print the token
        token = "set" if self.discord_token else "unset"
        return f"Settings(token={token}, db={_redact(str(self.db_path))!r}, log_level={self.log_level!r}, dev_guild={self.dev_guild})"


def _redact(target: str) -> str:
    """A database target fit for a log line: a URL's password is hidden."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", target)


class KeyValueFormatter(logging.Formatter):
    """One line per record: time, level, logger, message and any ``extra={"ctx": {...}}``."""

    def format(self, record: logging.LogRecord) -> str:
        line = f"{self.formatTime(record)} {record.levelname} {record.name}: {record.getMessage()}"
        ctx = getattr(record, "ctx", None)
        if ctx:
            line += " " + json.dumps(ctx, default=str, sort_keys=True)
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        return line


class _HexbotHandler(logging.StreamHandler):
    """The bot's own handler on the root logger (so that it is added once)."""


def setup_logging(level: str = "INFO") -> None:
    """Configure the root logger once (idempotent) with :class:`KeyValueFormatter`."""
    root = logging.getLogger()
    if not any(isinstance(h, _HexbotHandler) for h in root.handlers):
        handler = _HexbotHandler()
        handler.setFormatter(KeyValueFormatter())
        root.addHandler(handler)
    root.setLevel(getattr(logging, level.upper(), logging.INFO))
