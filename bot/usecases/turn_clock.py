"""Time in play-by-post: the reminders of a turn, the turn time limit and when a claim on
time opens (docs/rulings.md M18)."""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.config import Settings
from bot.storage.base import GameRecord, NewReminder
from bot.storage.channels import ChannelStore
from bot.storage.reminders import ReminderStore
from bot.usecases.clock import Clock
from bot.usecases.seats import ComputerSeat
from bot.usecases.wording import state_of
from rules.state import PHASE_OVER, GameState


def claim_grace(limit_s: int) -> timedelta:
    """How long after the late player was told that their time ran out a claim opens: a
    tenth of the turn time limit, at least an hour (docs/rulings.md M18)."""
    return max(timedelta(hours=1), timedelta(seconds=limit_s) / 10)


class TurnClock:
    """A turn's reminders and time limit, for every use case that starts a turn or reads it."""

    def __init__(
        self, reminders: ReminderStore, channels: ChannelStore, clock: Clock, settings: Settings, computer: ComputerSeat
    ) -> None:
        self.reminders = reminders
        self.channels = channels
        self.clock = clock
        self.settings = settings
        self.computer = computer

    def schedule(self, game: GameRecord, state: GameState, now: datetime) -> list[NewReminder]:
        """The reminders of the turn that starts at ``now`` (none once the game is over, or
        when the computer player is to act)."""
        if state.phase == PHASE_OVER:
            return []
        waiting_for = game.players[state.to_act - 1]
        if waiting_for is None or waiting_for == self.computer.user_id:
            return []  # nobody to remind (the computer player is never reminded)
        if game.reminder_s is None:
            first, second = self.settings.reminder_first, self.settings.reminder_second
        else:
            first = timedelta(seconds=game.reminder_s)
            second = 2 * first
        out = []
        if first > timedelta(0):
            out = [NewReminder(waiting_for, "first", now + first), NewReminder(waiting_for, "second", now + second)]
        if game.turn_limit_s:
            # The late player is told when the limit passes; a claim opens a grace period
            # after that notice (M18), when the waiting player is told in turn.
            limit = timedelta(seconds=game.turn_limit_s)
            out.append(NewReminder(waiting_for, "late", now + limit))
            waiting = game.players[state.next_enemy(state.to_act) - 1]
            if waiting is not None and waiting != waiting_for and waiting != self.computer.user_id:
                out.append(NewReminder(waiting, "timeout", now + limit + claim_grace(game.turn_limit_s)))
        return out

    async def min_turn_limit_s(self, guild_id: int | None) -> int:
        """The shortest turn time limit a game of this server may have, in seconds: the
        server's own (``/hexmod timelimit``; the console is server 0), else the bot's default."""
        stored = await self.channels.get_min_turn_limit(guild_id or 0)
        return stored if stored is not None else int(self.settings.min_turn_limit.total_seconds())

    async def late_told_at(self, game: GameRecord, state: GameState) -> datetime | None:
        """When the player the game waits for was told that their turn's time limit passed
        (the ``late`` notice went out); ``None`` while it has not. The computer player needs
        no notice: for it, the limit itself."""
        started = game.turn_started_at or game.updated_at
        if game.players[state.to_act - 1] == self.computer.user_id:
            return started + timedelta(seconds=game.turn_limit_s or 0)
        return await self.reminders.reminder_sent_at(game.id, "late", started)

    async def late_notice_due(self, game: GameRecord, state: GameState) -> datetime:
        """When the late player's notice will go out: its pending reminder's time (after their
        quiet hours, say); a turn that has none (started before notices existed) gets one now."""
        pending = [r.due_at for r in await self.reminders.pending_reminders(game.id) if r.kind == "late"]
        if pending:
            return min(pending)
        now = self.clock()
        late = game.players[state.to_act - 1]
        if late is not None:
            await self.reminders.add_reminders(game.id, game.channel_id, [NewReminder(late, "late", now)])
        return now

    async def claim_opens(self, game: GameRecord, now: datetime) -> datetime | None:
        """When a claim on time opens in the turn under way (``None``: no limit); a notice to
        the late player that has not gone out yet counts from when it will."""
        if not game.turn_limit_s:
            return None
        state = state_of(game)
        told = await self.late_told_at(game, state)
        if told is None:
            told = max(now, await self.late_notice_due(game, state))
        return told + claim_grace(game.turn_limit_s)
