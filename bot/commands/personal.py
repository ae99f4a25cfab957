"""``/hexme``: what is about me, in every server — my live games and my preferences
(answered privately; ``prefs`` changes only the options given)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.command_names import ME
from bot.commands import choices as ch
from bot.commands.model import Args, Call, CommandSpec, Kind, Option, uses
from bot.replies import Reply

if TYPE_CHECKING:
    from bot.usecases.live import LiveMessages
    from bot.usecases.people import People


@uses(lambda app: app.people)
async def _games(people: People, call: Call, args: Args) -> Reply:
    return await people.my_games(call.channel_id, call.user_id)


@uses(lambda app: app.people)
async def _prefs(people: People, call: Call, args: Args) -> Reply:
    return await people.preferences(
        call.channel_id,
        call.user_id,
        ping=args.switch("ping"),
        dm_reminders=args.switch("dm-reminders"),
        quiet_hours=args.text("quiet-hours"),
        timezone=args.text("timezone"),
        language=args.text("language"),
    )


@uses(lambda app: app.live)
async def _follow(live: LiveMessages, call: Call, args: Args) -> Reply:
    return await live.follow(call.channel_id, call.user_id)


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
