"""Play-by-post reminders: due after the delay, a second one later, stored across restarts."""

from __future__ import annotations

from bot.app import App
from bot.commands.syntax import line_of
from tests.bot.helpers import ALA, CHANNEL, OLA, FakeClock, make_service, start_game

BOTH_BACKENDS = True  # storage is exercised: SQLite and PostgreSQL (tests/storage/backends.py)


async def test_reminders_after_the_delays(service: App, clock: FakeClock) -> None:
    await start_game(service)
    assert await service.pbp.due_reminders() == []
    clock.advance(hours=23)
    assert await service.pbp.due_reminders() == []
    clock.advance(hours=2)
    [post] = await service.pbp.due_reminders()
    assert post.channel_id == CHANNEL and post.reply.mentions == [ALA]
    assert post.reply.text.startswith(f"Reminder: <@{ALA}>")
    assert await service.pbp.due_reminders() == []  # each reminder is posted once
    clock.advance(hours=24)
    [second] = await service.pbp.due_reminders()
    assert second.reply.text.startswith("Second reminder")


async def test_turn_change_reschedules(service: App, clock: FakeClock) -> None:
    await start_game(service)
    clock.advance(hours=20)
    await service.turns.hq(CHANNEL, ALA, "C2")  # now Ola must act: Ala's reminders are replaced
    clock.advance(hours=5)
    assert await service.pbp.due_reminders() == []
    clock.advance(hours=20)
    [post] = await service.pbp.due_reminders()
    assert post.reply.mentions == [OLA]


async def test_reminders_survive_a_restart(db_path: str, clock: FakeClock) -> None:
    service = await make_service(db_path, clock)
    await start_game(service)
    await service.repo.close()
    clock.advance(hours=30)
    service = await make_service(db_path, clock)
    [post] = await service.pbp.due_reminders()
    assert post.reply.mentions == [ALA]
    await service.repo.close()
    service = await make_service(db_path, clock)
    assert await service.pbp.due_reminders() == []  # marked sent in the database
    await service.repo.close()


async def test_no_reminders_after_the_end(service: App, clock: FakeClock) -> None:
    await start_game(service)
    await service.endings.resign(CHANNEL, ALA, confirmed=True)
    clock.advance(days=5)
    assert await service.pbp.due_reminders() == []


async def test_time_limit_notice(service: App, clock: FakeClock) -> None:
    await start_game(service, turn_limit_hours=12)
    clock.advance(hours=12, seconds=1)
    [told] = await service.pbp.due_reminders()  # first the late player is told (M18)
    assert told.reply.mentions == [ALA] and "time limit (12 h) has passed" in told.reply.text
    assert await service.pbp.due_reminders() == []
    clock.advance(hours=1, minutes=12)  # the grace: a tenth of the limit, at least an hour
    [post] = await service.pbp.due_reminders()
    assert post.reply.mentions == [OLA] and "claim" in post.reply.text
    assert line_of(post.reply.buttons[0].action) == "/hex claim"
    [ask] = await service.commands.run(CHANNEL, OLA, post.reply.buttons[0].action, version=post.reply.version)
    assert ask.ephemeral and "cannot be undone" in ask.text
    [claim] = await service.commands.run(CHANNEL, OLA, ask.buttons[0].action, version=ask.version)
    assert "wins (the turn time limit passed)" in claim.text


async def test_per_game_settings(service: App, clock: FakeClock) -> None:
    await start_game(service)
    shown = await service.pbp.settings(CHANNEL, OLA)
    assert shown.text == "Settings: reminders after 24 h and 2 days; turn time limit none."
    [asked] = await service.commands.run(CHANNEL, OLA, "/hex settings reminder-hours:2 time-limit:12")
    assert not asked.ephemeral and asked.mentions == [ALA]  # a change during a game: Ala must agree
    assert [b.custom for b in asked.buttons] == ["accept-settings", "refuse-settings"]
    [agreed] = await service.commands.run(CHANNEL, ALA, asked.buttons[0].action, version=asked.version)
    assert agreed.text == f"Agreed (<@{ALA}>): from the next turn, reminders after 2 h and 4 h; turn time limit 12 h."
    shown = await service.pbp.settings(CHANNEL, OLA)
    assert shown.text.startswith("Settings: reminders after 24 h and 2 days; turn time limit none. From the next")
    clock.advance(hours=2, seconds=1)
    assert await service.pbp.due_reminders() == []  # the turn under way keeps its settings
    await service.turns.hq(CHANNEL, ALA, "C2")  # Ola's turn: the agreed settings apply
    clock.advance(hours=2, seconds=1)
    [post] = await service.pbp.due_reminders()
    assert post.reply.mentions == [OLA]
    off = await service.pbp.settings(CHANNEL, ALA, reminder_hours=0)  # asks Ola
    [yes] = await service.commands.run(CHANNEL, OLA, "/hex settings answer:yes", version=off.version)
    assert "reminders off" in yes.text
    await service.turns.hq(CHANNEL, OLA, "C4")  # Ala's turn: no reminders any more
    clock.advance(hours=5)
    assert await service.pbp.due_reminders() == []
    clock.advance(hours=7, seconds=1)
    [limit] = await service.pbp.due_reminders()  # but the 12 h time limit still applies
    assert limit.reply.mentions == [ALA] and "time limit (12 h) has passed" in limit.reply.text
    outsider = await service.pbp.settings(CHANNEL, 999, reminder_hours=1)
    assert outsider.ephemeral
    bad = await service.pbp.settings(CHANNEL, ALA, turn_limit_hours=-3)
    assert bad.ephemeral and "between 0 and 720" in bad.text
