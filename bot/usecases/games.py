"""The games store: a game's row loaded and saved with its version, an action committed with
its log row, reminders and battle post, and the event that a game ended, published after
the commit that ended it.

Every change of a game is ``save(new, expected_version)``: written only when the stored
version is still the one loaded (optimistic concurrency; a lost race writes nothing). Whoever
must know that a game ended — the leagues settle their games — subscribes with
:meth:`GamesStore.on_game_ended`; a subscriber's failure is logged and never fails the
command that ended the game.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.storage.base import (
    ABORTED,
    ACTIVE,
    FINISHED,
    KIND_ACTION,
    ActionRow,
    GameRecord,
    NewAction,
    NewBattlePost,
    NewReminder,
)
from bot.storage.games import GameStore
from bot.usecases.clock import Clock
from bot.usecases.turn_clock import TurnClock
from rules import events as ev
from rules.actions import Action
from rules.state import PHASE_OVER, GameState

log = logging.getLogger(__name__)

ENDED = (FINISHED, ABORTED)


@dataclass(frozen=True, slots=True)
class GameEnded:
    """A game was stored finished or aborted (published after the commit)."""

    game: GameRecord


GameEndedHandler = Callable[[GameEnded], Awaitable[object]]


@dataclass(frozen=True, slots=True)
class Committed:
    """An action stored: the new record, whether the turn changed, the battle post queued."""

    game: GameRecord
    turn_changed: bool
    outbox_id: int | None


def turn_starts(game: GameRecord, now: datetime) -> dict[str, Any]:
    """The record's changes when a new turn starts at ``now``: the turn's clock, and the
    settings the players agreed to change from the next turn on."""
    changes: dict[str, Any] = {"turn_started_at": now}
    if game.next_settings:
        changes.update(game.next_settings)
        changes["next_settings"] = {}
        if changes.get("turn_limit_s") == 0:
            changes["turn_limit_s"] = None
    return changes


def request_after_action(game: GameRecord) -> dict[str, Any] | None:
    """What becomes of a pending request when the game moves on: an undo request or a draw
    offer lapses (it was about the position before), a settings request stays."""
    req = game.request
    return req if req is not None and req.get("kind") == "settings" else None


class GamesStore:
    """Games by channel or id, saved with versions; ended games announced to subscribers."""

    def __init__(self, game_store: GameStore, clock: Clock, turn_clock: TurnClock) -> None:
        self.game_store = game_store
        self.clock = clock
        self.turn_clock = turn_clock
        self._ended: list[GameEndedHandler] = []

    def on_game_ended(self, handler: GameEndedHandler) -> None:
        """Call ``handler`` after every commit that finishes or aborts a game."""
        self._ended.append(handler)

    # ------------------------------------------------------------------ reading
    async def get(self, game_id: int) -> GameRecord | None:
        return await self.game_store.get_game(game_id)

    async def live(self, channel_id: int) -> GameRecord | None:
        """The channel's game waiting for players or in play."""
        return await self.game_store.live_game(channel_id)

    async def last(self, channel_id: int) -> GameRecord | None:
        return await self.game_store.last_game(channel_id)

    async def live_or_last(self, channel_id: int) -> GameRecord | None:
        """The channel's live game, else its last one."""
        return await self.game_store.live_game(channel_id) or await self.game_store.last_game(channel_id)

    async def actions(self, game_id: int) -> list[ActionRow]:
        return await self.game_store.actions(game_id)

    async def active_games_of(self, user_id: int) -> list[GameRecord]:
        """The games in play where ``user_id`` holds a seat."""
        return await self.game_store.active_games_of(user_id)

    # ------------------------------------------------------------------ writing
    async def create(self, game: GameRecord) -> GameRecord:
        """Store a new game (raises ``ChannelBusy`` when the channel has a live one)."""
        return await self.game_store.create_game(game)

    async def save(
        self,
        game: GameRecord,
        expected_version: int,
        actions: Sequence[NewAction] = (),
        reminders: Sequence[NewReminder] | None = None,
    ) -> bool:
        """Write ``game`` when the stored version is ``expected_version`` (see
        :meth:`bot.storage.games.GameStore.save`); announce it when it ended."""
        if not await self.game_store.save(game, expected_version, actions, reminders):
            return False
        await self._announce(game)
        return True

    async def commit(
        self,
        game: GameRecord,
        state: GameState,
        after: GameState,
        events: Sequence[ev.Event],
        user_id: int,
        player: int,
        action: Action,
    ) -> Committed | None:
        """Save an applied action (a person's or the computer's): the new state if the version
        is unchanged, the log row, the rescheduled reminders and the queued battle post, in
        one transaction. ``None`` when the race was lost (nothing written)."""
        now = self.clock()
        turn_changed = after.to_act != state.to_act or any(isinstance(e, ev.TurnStarted) for e in events)
        over = after.phase == PHASE_OVER
        new = game.evolve(
            status=FINISHED if over else ACTIVE,
            version=game.version + 1,
            state_json=after.dumps(),
            updated_at=now,
            **(turn_starts(game, now) if turn_changed else {}),
            request=request_after_action(game),
            winner=after.result.winner if after.result else None,
            result_reason=after.result.reason if after.result else None,
            turns=after.turn_number,
        )
        reminders = self.turn_clock.schedule(new, after, now) if (turn_changed or over) else None
        # A battle is queued for posting in the same transaction as the action that caused it.
        battles = [NewBattlePost(0)] if any(isinstance(e, ev.BattleFought) for e in events) else []
        post_ids = await self.game_store.save_with_battle_posts(
            new, game.version, [NewAction(user_id, player, KIND_ACTION, str(action))], reminders, battles
        )
        if post_ids is None:
            return None
        log.info(
            "action applied",
            extra={"ctx": {"game": new.id, "version": new.version, "user": user_id, "action": str(action)}},
        )
        await self._announce(new)
        return Committed(new, turn_changed, post_ids[0] if post_ids else None)

    async def _announce(self, game: GameRecord) -> None:
        if game.status not in ENDED:
            return
        for handler in self._ended:
            try:
                await handler(GameEnded(game))
            except Exception:
                log.exception("a game-ended subscriber failed", extra={"ctx": {"game": game.id}})
