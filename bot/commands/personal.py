"""``/hexme``: what is about me, in every server — my live games and my preferences
(answered privately; ``prefs`` changes only the options given)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import ME
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.app import App


async def _games(app: App, call: Call, args: Args) -> Reply:
    return await app.people.my_games(call.channel_id, call.user_id)


async def _prefs(app: App, call: Call, args: Args) -> Reply:
    return await app.people.preferences(
        call.channel_id,
        call.user_id,
        ping=args.switch("ping"),
        dm_reminders=args.switch("dm-reminders"),
        quiet_hours=args.text("quiet-hours"),
        timezone=args.text("timezone"),
        language=args.text("language"),
    )


async def _follow(app: App, call: Call, args: Args) -> Reply:
    return await app.live.follow(call.channel_id, call.user_id)


COMMANDS = (
    CommandSpec(ME, "games", (), _games, private=True),
    CommandSpec(
        ME,
        "prefs",
        (
            Option("ping", Kind.CHOICE, choices=ch.SWITCH, closed=ch.ON_OFF),
            Option("dm-reminders", Kind.CHOICE, choices=ch.SWITCH, closed=ch.ON_OFF),
            Option("quiet-hours", low=1, high=20),
            Option("timezone", low=1, high=64, autocomplete="timezones"),
            Option(
                "language",
                Kind.CHOICE,
                choices=ch.PREF_LANGUAGE,
                closed=ch.PREF_LANGUAGE.values,
                aliases=("lang",),
            ),
        ),
        _prefs,
        private=True,
    ),
    CommandSpec(ME, "follow", (), _follow, private=True),
)
