"""Per-user preferences (ping, DM reminders, quiet hours, time zone, language) and the
list of a player's games across servers."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.app import App
from bot.locale import acting
from bot.readers import Mistake
from bot.storage.base import UserPrefs
from bot.usecases.people import parse_quiet_hours, quiet_until, timezone_choices
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, FakeClock, make_service, snapshot, start_game

BOTH_BACKENDS = True  # storage is exercised: SQLite and PostgreSQL (tests/storage/backends.py)


def test_quiet_hours_parse_and_wrap_past_midnight() -> None:
    assert parse_quiet_hours("22-7") == (22 * 60, 7 * 60)
    assert parse_quiet_hours("22:30-07:15") == (22 * 60 + 30, 7 * 60 + 15)
    assert parse_quiet_hours("off") is None
    for bad in ("25-7", "7-7", "evening", "22-7-9", "22:61-7"):
        with pytest.raises(Mistake):
            parse_quiet_hours(bad)
    prefs = UserPrefs(1, quiet_start=22 * 60, quiet_end=7 * 60, timezone="Europe/Warsaw")
    # 23:30 in Warsaw (UTC+1 in winter) is quiet until 07:00 Warsaw = 06:00 UTC
    late = datetime(2025, 1, 10, 22, 30, tzinfo=UTC)
    assert quiet_until(prefs, late) == datetime(2025, 1, 11, 6, 0, tzinfo=UTC)
    noon = datetime(2025, 1, 10, 11, 0, tzinfo=UTC)
    assert quiet_until(prefs, noon) is None
    assert quiet_until(None, late) is None
    assert timezone_choices("warsaw")[0] == "Europe/Warsaw"


async def test_preferences_are_stored_and_only_the_owner_changes_them(service: App) -> None:
    shown = await service.people.preferences(CHANNEL, ALA)
    assert shown.ephemeral and "ping on your turn on" in shown.text and "DM off" in shown.text
    saved = await service.people.preferences(
        CHANNEL, ALA, ping="off", dm_reminders="on", quiet_hours="23-8", timezone="Europe/Warsaw", language="pl"
    )
    assert saved.ephemeral and saved.text.startswith("Zapisano")  # now in Polish, the new language
    prefs = await service.repo.stores.prefs.get_prefs(ALA)
    assert prefs == UserPrefs(ALA, False, True, 23 * 60, 8 * 60, "Europe/Warsaw", "pl")
    assert await service.repo.stores.prefs.get_prefs(OLA) is None  # nobody else's preferences changed
    # mistakes change nothing and answer privately
    for bad in ({"quiet_hours": "12-12"}, {"timezone": "Mars/Olympus"}, {"language": "klingon"}, {"ping": "maybe"}):
        reply = await service.people.preferences(CHANNEL, ALA, **bad)  # type: ignore[arg-type]
        assert reply.ephemeral
        assert await service.repo.stores.prefs.get_prefs(ALA) == prefs
    with acting("en"):
        reply = await service.people.preferences(CHANNEL, OLA, timezone="Mars/Olympus")
    assert "is not a time zone" in reply.text


async def test_preferences_survive_a_restart(db_path: str, clock: FakeClock) -> None:
    service = await make_service(db_path, clock)
    await service.people.preferences(CHANNEL, ALA, language="pl")
    await service.repo.close()
    service = await make_service(db_path, clock)
    assert await service.people.viewer_lang(ALA, "en-US") == "pl"
    await service.repo.close()


async def test_ping_off_keeps_the_name_but_does_not_ping(service: App) -> None:
    await service.people.preferences(CHANNEL, OLA, ping="off")
    await start_game(service)
    reply = await service.turns.hq(CHANNEL, ALA, "C2")  # now Ola must act
    assert f"<@{OLA}>" in reply.text and reply.mentions == []
    await service.people.preferences(CHANNEL, ALA, ping="on")
    reply = await service.turns.hq(CHANNEL, OLA, "C4")
    assert reply.mentions == [ALA]


async def test_dm_reminders_and_quiet_hours(service: App, clock: FakeClock) -> None:
    await service.people.preferences(CHANNEL, ALA, dm_reminders="on")
    await start_game(service, guild_id=555)
    clock.advance(hours=25)
    [post] = await service.pbp.due_reminders()
    assert post.dm_user_id == ALA and not post.reply.buttons
    assert "https://discord.com/channels/555/1000" in post.reply.text
    # quiet hours: the second reminder waits until they end (clock: 2025-01-01 12:00 UTC + 25 h)
    now = clock()
    start = (now.hour + 23) % 24  # quiet from 23 hours after now's hour, i.e. an hour ago, for 5 hours
    await service.people.preferences(CHANNEL, ALA, quiet_hours=f"{start}-{(start + 5) % 24}", dm_reminders="off")
    clock.advance(hours=24)  # the second reminder is due now, inside the quiet hours
    assert await service.pbp.due_reminders() == []
    clock.advance(hours=3)  # still quiet
    assert await service.pbp.due_reminders() == []
    clock.advance(hours=1)  # the quiet hours are over
    [late] = await service.pbp.due_reminders()
    assert late.dm_user_id is None and late.reply.mentions == [ALA] and late.reply.text.startswith("Second reminder")


async def test_my_games_lists_every_server(service: App, clock: FakeClock) -> None:
    empty = await service.people.my_games(CHANNEL, ALA)
    assert empty.ephemeral and "no game" in empty.text
    await start_game(service, guild_id=555)
    await start_game(service, channel=2000, guild_id=777)
    await service.turns.hq(2000, ALA, "C2")  # in the second game Ola must act now
    await service.setup.new_game(3000, OLA, opponent_id=ALA)  # an invitation waiting for Ala
    clock.advance(hours=3)
    before = await snapshot(service)
    reply = await service.people.my_games(CHANNEL, ALA)
    assert await snapshot(service) == before
    lines = reply.text.splitlines()
    assert reply.ephemeral and lines[0] == "Your games in progress: 3 — 1 waits for you."
    assert "**your turn**" in lines[1] and "channels/555/1000" in lines[1] and "3 h" in lines[1]
    assert f"<@{OLA}> to play" in lines[2] and "channels/777/2000" in lines[2]
    assert "waiting for players" in lines[3]
    assert "no game" in (await service.people.my_games(CHANNEL, EVE)).text
