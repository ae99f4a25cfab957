"""Absurd input reaches a one-line answer in the user's language and changes nothing: numbers
too large for the database, 5,000-character words, a console clock moved by centuries."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

import i18n
from bot.console import OffsetClock
from bot.rendering import NullRenderPool
from tests.bot.helpers import FakeClock, console_and_say, make_service, snapshot

HUGE = "9" * 23
ABSURD = [
    ("/hexhistory export game:9223372036854775808", "game:"),
    (f"/wz details roll:{HUGE}", "roll:"),
    (f"/hexinfo tile name:{'x' * 5000}", "name:"),
    (f"/hex place tile:{'y' * 5000} hex:C3", "tile:"),
    (f"/hexme prefs quiet-hours:{HUGE}-3", "quiet-hours:"),
    (f"/hex settings time-limit:{HUGE}", "time-limit:"),
    ("/hex settings time-limit:1e999", "time-limit:"),
    ("/hexinfo tile name:runner language:xx", "language:"),
]


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize(("line", "option"), ABSURD)
async def test_an_absurd_value_gets_one_line_and_changes_nothing(
    db_path: str, clock: FakeClock, line: str, option: str, lang: str
) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    console, say = console_and_say(app, Path(db_path).parent / "img", lang=lang)
    await say("@ala /hex new opponent:@ola army:outpost opponent-army:moloch")
    await say("@ola /hex accept")
    before = await snapshot(app, console.channel_id)
    out = await say(f"@ala {line}")
    body = [row for row in out.splitlines()[1:] if row.strip()]
    assert len(body) == 1 and "{???}" not in out and "Traceback" not in out, out
    assert ("Option" if lang == "en" else "opcja") in body[0].replace("Opcja", "opcja") and option in body[0], out
    assert await snapshot(app, console.channel_id) == before
    await app.repo.close()


def test_a_five_thousand_character_word_in_a_message_is_cut_not_lost() -> None:
    said = i18n.t("pl", "err-no-tile-in", name="z" * 5000, armies="moloch")
    assert "{???}" not in said and "z" * 900 in said and len(said) < 1200


async def test_the_console_clock_moves_at_most_ten_years(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    offset = OffsetClock(lambda: datetime(2026, 1, 1, tzinfo=UTC))
    console, say = console_and_say(app, Path(db_path).parent / "img", clock=offset)
    for absurd in ("99999999999d", "9999999999999999999h"):
        out = await say(f":advance {absurd}")
        assert "at most 3,650 days" in out and offset() == datetime(2026, 1, 1, tzinfo=UTC), out
    assert "2026-01-03" in await say(":advance 2d")
    await app.repo.close()


async def test_a_bug_in_a_line_is_one_line_and_the_console_goes_on(db_path: str, clock: FakeClock) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    console, say = console_and_say(app, Path(db_path).parent / "img")

    async def broken(*args: object, **kwargs: object) -> object:
        raise RuntimeError("a bug")

    app.info.rules_help = broken  # type: ignore[method-assign]
    out = await say("@ala /hexinfo rules")
    assert "failed on the bot's side" in out and "Traceback" not in out and "a bug" not in out, out
    assert "rules engine: game format" in await say("@ala /hexinfo version")  # the next line runs
    await app.repo.close()
