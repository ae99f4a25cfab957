"""Starting the bot: a refused token and an unreachable Discord become one line
(:class:`bot.discord_adapter.DiscordUnreachable`), not a traceback."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest

from bot.config import Settings
from bot.discord_adapter import DiscordUnreachable, HexBot, run_discord


@pytest.mark.parametrize(
    ("error", "said"),
    [
        (discord.LoginFailure("Improper token has been passed."), "Discord refused the token in DISCORD_TOKEN"),
        (OSError("Name or service not known"), "cannot reach Discord (OSError: Name or service not known)"),
        (TimeoutError(), "cannot reach Discord (TimeoutError"),
    ],
)
async def test_a_start_that_cannot_log_in_says_why_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: BaseException, said: str
) -> None:
    async def start(self: HexBot, token: str, *, reconnect: bool = True) -> None:
        raise error

    monkeypatch.setattr(HexBot, "start", start)
    settings = Settings(db_path=str(tmp_path / "x.sqlite3"), discord_token="tok")
    with pytest.raises(DiscordUnreachable) as caught:
        await run_discord(settings, sync_commands=False)
    text = str(caught.value)
    assert said in text and "\n" not in text and "unset" in text
