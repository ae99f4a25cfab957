"""``/wz`` through the console: the same lines as on Discord, the Details button as
``!details``, Polish command names read back, and whole turns of a small skirmish."""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.app import App
from bot.commands import Command, format_command, parse
from bot.console import Console
from bot.rendering import NullRenderPool
from tests.bot.helpers import FakeClock, make_service

Say = Callable[[str], Awaitable[str]]


async def _console(db_path: str, clock: FakeClock, lang: str = "en") -> tuple[App, Say]:
    service = await make_service(db_path, clock, NullRenderPool())
    out = io.StringIO()
    console = Console(service, Path(db_path).parent / "img", out=out, lang=lang)

    async def say(line: str) -> str:
        before = len(out.getvalue())
        await console.handle(line)
        return out.getvalue()[before:]

    return service, say


def test_wz_lines_parse_like_the_slash_commands() -> None:
    assert parse("/wz shoot ws:12 weapon-mod:-1 rolls:3,10") == Command(
        "wz-shoot", {"ws": "12", "weapon-mod": "-1", "rolls": "3,10"}
    )
    assert parse("/wz shoot ws:12 weapon_mod:-1").options == {"ws": "12", "weapon-mod": "-1"}
    assert parse("/wz roll command:opposed options:mod_a=14 mod_b=12").options == {
        "command": "opposed",
        "options": "mod_a=14 mod_b=12",
    }
    assert parse("/wz log").name == "wz-log" and parse("/hexhistory log").name == "log"
    assert parse("/wz help command:shoot").name == "wz-help" and parse("/hex help").name == "rules"
    assert parse("/wz strzał ws:12 dystans:8 kości:4") == Command(
        "wz-shoot", {"ws": "12", "distance": "8", "rolls": "4"}
    )
    assert parse("/wz dziennik").name == "wz-log"
    assert format_command("wz-details", roll="4") == "/wz details roll:4"


async def test_a_roll_its_details_and_the_log_in_the_console(db_path: str, clock: FakeClock) -> None:
    service, say = await _console(db_path, clock)
    shown = await say("@ala /wz shoot ws:12 distance:14 weapon-mod:-1 shots:2 jam:19 dam:12 cover:soft rolls:3,10")
    assert shown.splitlines() == [
        "bot:",
        "     🎲 @ala · shoot #1: 1 hit out of 2 (target 9).",
        "     Dice (the player's own): 3, 10",
        "     [!details Details]",
    ]
    details = await say("@ola !details")
    assert details.startswith("bot (only @ola sees this):")
    assert "die 2: 10 — miss" in details and "soft cover −2 (10.1.2)" in details
    assert "only @ala sees" in await say("@ala /wz shoot ws:12 cover:mud")
    log = await say("@ola /wz log")
    assert "#1 · 2025-01-01 12:00 UTC · @ala · shoot (own dice): 1 hit out of 2 (target 9)." in log
    assert "#2" not in log  # the mistake was not stored
    assert "Bad" not in await say("@ala /wz details roll:1")
    await service.repo.close()


async def test_polish_console_answers_in_polish(db_path: str, clock: FakeClock) -> None:
    service, say = await _console(db_path, clock, lang="pl")
    shown = await say("@ala /wz pancerz p:14 dam:12 kości:5")
    assert (
        "🎲 @ala · test pancerza #1: Utracona 1 rana (wartość docelowa P 2)." in shown
        and "Kości (własne gracza): 5" in shown
    )
    assert "[!details Szczegóły]" in shown
    assert "wartość docelowa 2 (P (Pancerz) 14)" in await say("@ola !details")
    assert "Ostatni rzut na tym kanale:" in await say("@ola /wz dziennik")
    await service.repo.close()


async def test_two_turns_of_a_skirmish_through_the_console(db_path: str, clock: FakeClock) -> None:
    """The skirmish of tests/warzone/test_skirmish.py (Capitol's Sea Lions against Bauhaus's
    Hussars), typed into the console by both players; the table state is theirs to keep."""
    service, say = await _console(db_path, clock)
    turn = [
        ("@cap /wz roll command:support-buy options:artillery=1", "Fire support costs 10 points."),
        (
            "@cap /wz roll command:initiative options:dw_a=13 dw_b=12 rolls:9,8",
            "The first player has the initiative, 22 to 20.",
        ),
        (
            "@cap /wz shoot ws:12 distance:14 weapon-mod:-1 shots:2 jam:19 dam:12 cover:soft rolls:3,10",
            "1 hit out of 2 (target 9).",
        ),
        (
            "@cap /wz shoot ws:12 distance:14 weapon-mod:-1 shots:2 jam:19 dam:12 cover:soft rolls:1,15",
            "1 hit out of 2 (target 9).",
        ),
        ("@cap /wz armour p:13 dam:12 zw:1 rolls:6", "The model is killed (1 wound, armour target 1)."),
        ("@cap /wz armour p:13 dam:16 zw:1 rolls:1", "The armour holds (target -3)."),
        ("@bau /wz morale dw:12 start:5 current:4 threshold:1 rolls:15", "Pinned test failed: the unit is Pinned."),
        (
            "@bau /wz shoot ws:11 distance:14 weapon-mod:-1 shots:2 jam:19 dam:12 options:status=pinned rolls:8,9",
            "1 hit out of 2 (target 8).",
        ),
        ("@bau /wz armour p:14 dam:12 zw:1 rolls:5", "The model is killed (1 wound, armour target 2)."),
        (
            "@cap /wz morale dw:13 start:5 current:4 threshold:1 rolls:10",
            "Pinned test passed: the unit is in good order.",
        ),
        (
            "@cap /wz roll command:support-call options:support=artillery fo_skill=12 distance=20 aim=point rolls:4",
            "On target.",
        ),
        # Turn 2
        (
            "@bau /wz roll command:initiative options:dw_a=13 dw_b=12 turn=2 rolls:11,16",
            "The second player has the initiative, 24 to 28.",
        ),
        ("@bau /wz roll command:rally options:dw=12 status=pinned rolls:9", "Success: 9 against 10."),
        (
            "@cap /wz roll command:overwatch options:dw=13 reaction=counter-charge-self",
            "The reaction needs no Dw test.",
        ),
        ("@bau /wz melee ww:10 charge:true dam:10 options:supporters=1 rolls:11", "1 hit out of 1 (target 12)."),
        ("@cap /wz armour p:14 dam:11 zw:1 rolls:3", "The armour holds (target 3)."),
        (
            "@cap /wz roll command:detect options:dw=13 stealth=2 distance=20 rolls:9",
            "The hidden model is detected by every enemy.",
        ),
        (
            "@bau /wz morale dw:12 start:5 current:2 threshold:1 rolls:13",
            "Panic test failed: the unit is Panicked.",
        ),
    ]
    for line, outcome in turn:
        shown = await say(line)
        assert outcome in shown, (line, shown)
        assert "only @" not in shown, (line, shown)  # every roll was public
    log = await say("@bau /wz log limit:25")
    assert len([line for line in log.splitlines() if line.strip().startswith("#")]) == len(turn)
    assert "#4 · 2025-01-01 12:00 UTC · @cap · shoot (own dice): 1 hit out of 2 (target 9)." in log
    assert "die 1: 1 — critical hit (+4 Dam), Dam 16" in await say("@bau /wz details roll:4")
    details = await say("@bau /wz details roll:8")  # Bauhaus's pinned volley, explained
    assert "Pinned −2 (8.1.2)" in details and "die 2: 9 — miss" in details
    await service.repo.close()
