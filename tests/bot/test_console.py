"""The console adapter: a script plays a whole game through ``python -m bot --console``."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

from bot.app import App
from bot.console import Console, stable_id
from bot.rendering import NullRenderPool
from tests.bot.gamegen import SEED, generate
from tests.bot.helpers import FakeClock, make_service

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).parent / "data" / "full_game.txt"


def _renderer_ready() -> bool:
    try:
        import renderer
    except ImportError:
        return False
    return all(hasattr(renderer, f) for f in ("render_board", "render_battle", "to_png"))


async def test_script_file_is_current() -> None:
    """The committed script is what the generator writes (regenerate after rules changes:
    ``python -m tests.bot.gamegen > tests/bot/data/full_game.txt``)."""
    assert SCRIPT.read_text(encoding="utf-8").splitlines() == await generate()


def test_console_script_plays_a_whole_game(tmp_path: Path) -> None:
    db = tmp_path / "console.sqlite3"
    images = tmp_path / "out"
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "HEXBOT_LOG_LEVEL")}
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot",
            "--console",
            "--seed",
            str(SEED),
            "--script",
            str(SCRIPT),
            "--db",
            str(db),
            "--images",
            str(images),
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = proc.stdout
    # every script line is echoed and answered; no line was refused except none expected
    lines = [x for x in SCRIPT.read_text().splitlines() if x and not x.startswith("#")]
    assert out.count("\n> ") + out.startswith("> ") == len(lines)
    refusals = re.findall(r"bot \(only @\w+ sees this\):\n\s+(.*)", out)
    assert all(r.startswith(("**Neuroshima", "Your tiles", "Preview:")) for r in refusals), refusals
    assert "@ola, do you accept?" in out and "(pings @ola)" in out
    assert "Undid: @ala placed" in out
    assert "Reminder: @" in out
    assert "┏ thread: Battle" in out and "┃ Initiative" in out
    assert re.search(r"Game over: @\w+ \(\w+\) wins|Game over: a draw", out)
    assert "<@" not in out  # every mention is shown as @name
    # the console prints battles whole: none is left pending in the outbox
    with contextlib.closing(sqlite3.connect(db)) as conn:
        posts = conn.execute("SELECT status, COUNT(*) FROM battle_posts GROUP BY status").fetchall()
    assert [status for status, _ in posts] == ["done"], posts
    # the export replays
    export_path = re.findall(r"\[file: (.*hexbot-game-1\.json)\]", out)[-1]
    doc = json.loads(Path(export_path).read_text())
    assert doc["result"] is not None and doc["players"] == [str(stable_id("ala")), str(stable_id("ola"))]
    # the game log file reads outside Discord: names, each battle's outcome, the result
    log_path = re.findall(r"\[file: (.*game-1-log\.txt)\]", out)[-1]
    log_text = Path(log_path).read_text(encoding="utf-8")
    assert "<@" not in log_text and "@ala (Moloch)" in log_text
    assert re.search(r"\n    ⚔ Battle \(", log_text) and "Final Battle" in log_text
    assert log_text.rstrip().splitlines()[-1].startswith("Game over: ")
    # images named in the output exist (when the renderer is installed, every board is one)
    shown = re.findall(r"\[image: (.*?)\]", out)
    files = sorted(images.iterdir())
    assert {str(p) for p in files} >= set(shown)
    if _renderer_ready():
        assert len(shown) > 80  # one per edit or post (a held discard shows none)
        assert all(Path(p).read_bytes().startswith(b"\x89PNG") for p in shown)
        from PIL import Image

        with Image.open(shown[-1]) as img:
            assert img.width >= 300 and img.height >= 300


async def test_console_buttons_and_names(db_path: str, clock: FakeClock) -> None:
    service: App = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out)
    for line in [
        "@ala /hex new opponent:@ola army:borgo opponent-army:hegemony",
        "@ola !decline",
        "@ala !nothing",
        "ala forgot the at sign",
        ":channel other",
        "@ala /hex new opponent:@ala",
        "@ala hq C3",
    ]:
        await console.handle(line)
    text = out.getvalue()
    assert "@ola declined the game" in text
    assert "No button '!nothing' on your screen" in text
    assert "start a line with @name" in text
    assert "now in #other" in text and "Hot-seat game: @ala plays both" in text
    assert "@ala placed their HQ on C3." in text
    await service.repo.close()


async def test_console_place_button_and_hex_menu(db_path: str, clock: FakeClock) -> None:
    service: App = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out)

    async def say(line: str) -> str:
        """What the console printed for ``line``."""
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    for line in ["@ala /hex new opponent:@ala army:moloch opponent-army:borgo", "@ala hq C2", "@ala hq C4"]:
        await say(line)
    place = re.findall(r"\[!(place-[\w-]+) Place ", await say("@ala /hex hand"))
    assert place
    shown = await say(f"@ala !{place[0]}")
    menu = re.findall(r"\[\?hex: ([A-E0-9 ]+) \(current (\w+)\)\]", shown)
    assert shown.startswith("bot (only @ala sees this):") and menu, shown
    options, current = menu[0][0].split(), menu[0][1]
    # hot-seat (no other person plays): the preview starts where the medium level would place
    assert current in options and "C2" not in options and "C4" not in options and len(options) == 17
    assert "No option 'Z9' in ?hex" in await say("@ala ?hex Z9")
    moved = await say("@ala ?hex b2")
    assert "Preview: " in moved and "on B2 facing" in moved and "(current B2)" in moved
    assert "[!face-nw ↖ NW] [!face-n ↑ N] [!face-ne ↗ NE] [!face-sw ↙ SW] [!face-s ↓ S] [!face-se ↘ SE]" in moved
    assert "on B2 facing NE" in await say("@ala !face-ne")
    placed = await say("@ala !confirm")
    assert re.search(r"@ala placed .* on B2 facing NE", placed)
    assert "Your tiles (Moloch)" in placed.split("@ala placed", 1)[1]  # the panel again: the hand
    # the preview became the hand (as on Discord), which has no menus: it has no tiles left
    assert "No menu '?hex' on your screen (you can choose in: none now)" in await say("@ala ?hex C3")
    assert "No menu '?size' on your screen (you can choose in: " in await say("@ala ?size 3")
    await service.repo.close()


async def test_console_game_against_the_bot(db_path: str, clock: FakeClock) -> None:
    service: App = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out)
    for line in [
        "@ala /hex new opponent:@bot army:outpost opponent-army:moloch first:opponent",
        "@ala hq E3",
        "@ala end",
        "@bot end",
    ]:
        await console.handle(line)
    text = out.getvalue()
    assert "@ala (Outpost) plays against the bot, @bot (Moloch)." in text
    assert "@bot placed their HQ on" in text
    assert len(re.findall(r"@bot .*ended their turn\.", text)) >= 2  # a bot turn after each of the human's
    assert "@bot is the computer player" in text
    await service.repo.close()


async def test_console_groups_and_language(db_path: str, clock: FakeClock) -> None:
    """The console takes the Discord groups' lines and answers each user in their language:
    their preference, else the console's (``--lang``)."""
    service: App = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, lang="pl")

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    assert "Nieznana komenda /hexinfo fly (komendy: żeton, armia, zasady, wersja, podpowiedź)." in await say(
        "@ala /hexinfo fly"
    )
    assert "bot (widzi to tylko @ala):" in await say("@ala !nothing")
    assert "Nie masz na ekranie przycisku '!nothing'" in await say("@ala !nothing")
    assert "`@ala /hexinfo zasady`" in await say("ala forgot the at sign")  # as a Polish client names it
    console.lang = "en"
    assert "Unknown command /hexmod log (commands: abort, timelimit, threads, web, dailypuzzle)." in await say(
        "@ala /hexmod log"
    )
    await service.repo.close()


async def test_console_preferences_games_and_text_board(db_path: str, clock: FakeClock) -> None:
    service: App = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out)

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    assert "only @ala sees this" in await say("@ala /hexme games")
    await say("@ala /hex new opponent:@ola")
    await say("@ola /hex accept")
    games = await say("@ola /hexme games")
    assert "only @ola sees this" in games and f"<#{console.channel_id}>" in games
    assert "format: takes image, full, text" in await say("@ala /hex board format:map")
    text_board = await say("@ala /hex board format:text")
    assert "Empty (19): A1, A2" in text_board and "[image:" not in text_board
    await say("@ola /hexme prefs language:pl")
    assert "widzi to tylko @ola" in await say("@ola /hexinfo fly")  # her preference beats the console's
    assert "only @ala sees this" in await say("@ala /hexinfo fly")
    await service.repo.close()
