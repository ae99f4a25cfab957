"""Play-by-post: per-game reminder and time-limit settings, due reminders."""

from __future__ import annotations

from datetime import datetime

import i18n
from bot import commands
from bot.locale import vt
from bot.replies import Button, ChannelPost, Reply, mention
from bot.storage.base import (
    ACTIVE,
)
from bot.usecases.core import ServiceCore, jump_link
from bot.usecases.people import quiet_until
from bot.usecases.util import (
    Mistake,
    duration,
    hours,
)


class PlayByPostUseCases(ServiceCore):
    """Play-by-post: per-game reminder and time-limit settings, due reminders."""

    async def settings(
        self,
        channel_id: int,
        user_id: int,
        *,
        reminder_hours: float | None = None,
        turn_limit_hours: float | None = None,
    ) -> Reply:
        """A player changes the game's reminder delay (0: none; the second comes at twice
        the delay) and/or turn time limit (0: none). Pending reminders are rescheduled from
        the start of the current turn. With no option, shows the current settings."""
        try:
            game = await self._live(channel_id)
            self._require_member(game, user_id)
            for value, what in ((reminder_hours, "reminder-hours"), (turn_limit_hours, "time-limit")):
                if value is not None and not 0 <= value <= 720:
                    raise Mistake(vt("err-hours-range", option=what))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        new = game
        if reminder_hours is not None:
            new = new.evolve(reminder_s=round(reminder_hours * 3600))
        if turn_limit_hours is not None:
            new = new.evolve(turn_limit_s=round(turn_limit_hours * 3600) or None)
        if new != game:
            new = new.evolve(version=game.version + 1, updated_at=self.clock())
            reminders = None
            if game.status == ACTIVE:
                reminders = self._schedule(new, self._state(game), game.turn_started_at or self.clock())
            if not await self.repo.save(new, game.version, reminders=reminders):
                return await self._stale(channel_id)
        tr = i18n.translator(new.lang)
        if new.reminder_s is None:
            first, second = self.config.reminder_first, self.config.reminder_second
            reminders_text = tr("reminders-after", first=duration(first, tr.lang), second=duration(second, tr.lang))
        elif new.reminder_s == 0:
            reminders_text = tr("reminders-off")
        else:
            first_text, second_text = hours(new.reminder_s, tr.lang), hours(2 * new.reminder_s, tr.lang)
            reminders_text = tr("reminders-after", first=first_text, second=second_text)
        return Reply(
            text=tr(
                "settings-changed" if new is not game else "settings",
                reminders=reminders_text,
                limit=hours(new.turn_limit_s, tr.lang),
            ),
            game_id=new.id,
            version=new.version,
        )

    async def due_reminders(self, now: datetime | None = None) -> list[ChannelPost]:
        """Reminders and time-limit notices due at ``now``: each returned once."""
        now = now or self.clock()
        posts: list[ChannelPost] = []
        for r in await self.repo.claim_due_reminders(now, self.config.shards):
            game = await self.repo.get_game(r.game_id)
            if game is None or game.status != ACTIVE:
                continue
            state = self._state(game)
            tr = i18n.translator(game.lang)
            waited = duration(now - (game.turn_started_at or game.updated_at), tr.lang)
            if r.kind == "timeout":
                late = game.players[state.to_act - 1]
                text = tr(
                    "reminder-timeout",
                    late=mention(late or 0),
                    limit=hours(game.turn_limit_s, tr.lang),
                    user=mention(r.user_id),
                )
                buttons = [Button(tr("btn-claim"), commands.format_command("claim"), "danger", "claim")]
            else:
                text = (
                    tr(f"reminder-{r.kind}", user=mention(r.user_id), waited=waited) + "\n" + self._status(game, state)
                )
                buttons = [Button(tr("btn-my-tiles"), commands.format_command("hand"), "primary", "tiles")]
            prefs = await self.prefs_of(r.user_id)
            later = quiet_until(prefs, now)
            if later is not None:  # the user's quiet hours: the reminder waits for their end
                await self.repo.postpone_reminder(r.id, later)
                continue
            if prefs is not None and prefs.dm_reminders:
                lang = prefs.lang or game.lang
                dm_text = i18n.t(
                    lang,
                    "reminder-dm",
                    game=game.id,
                    waited=duration(now - (game.turn_started_at or game.updated_at), lang),
                    link=jump_link(game),
                )
                if r.kind == "timeout":
                    dm_text = i18n.t(
                        lang,
                        "reminder-dm-timeout",
                        game=game.id,
                        limit=hours(game.turn_limit_s, lang),
                        link=jump_link(game),
                    )
                posts.append(
                    ChannelPost(r.channel_id, Reply(text=dm_text, game_id=game.id, version=game.version), r.user_id)
                )
                continue
            posts.append(
                ChannelPost(
                    r.channel_id,
                    Reply(text=text, mentions=[r.user_id], buttons=buttons, game_id=game.id, version=game.version),
                    due_at=r.due_at,
                )
            )
        return posts
