"""What the adapters call, as typed interfaces: the Discord adapter and the console depend
on these, and the application's use cases (:mod:`bot.app`) provide them."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Protocol

from bot.replies import BattleLog, ChannelPost, Reply, TurnView
from bot.storage.base import BattlePost, GameThread, LiveMessage


class LiveTurns(Protocol):
    """A game's live turn message, its thread, its followers (:class:`~bot.usecases.live.LiveMessages`)."""

    async def turn_view(self, game_id: int) -> TurnView | None: ...
    async def live_message(self, game_id: int) -> LiveMessage | None: ...
    async def save_live_message(self, message: LiveMessage) -> None: ...
    async def current_turn_reply(self, game_id: int, note: str = "") -> Reply | None: ...
    async def channel_lang(self, channel_id: int) -> str | None: ...
    async def followers_of(self, game_id: int) -> list[int]: ...
    async def live_game_id(self, channel_id: int) -> int | None: ...
    async def game_thread(self, channel_id: int) -> GameThread | None: ...
    async def add_game_thread(self, thread_id: int, parent_id: int, guild_id: int | None) -> None: ...
    async def move_game_thread(self, old_thread_id: int, new_thread_id: int) -> int | None: ...
    async def game_threads_default(self, guild_id: int | None) -> bool: ...


class BattlePosts(Protocol):
    """The outbox of battles to post (:class:`~bot.usecases.outbox.BattleOutbox`)."""

    async def live_game_count(self) -> int: ...
    async def pending_battle_posts(self) -> list[BattlePost]: ...
    async def battle_post(self, outbox_id: int) -> BattleLog: ...
    async def mark_battle_progress(
        self,
        outbox_id: int,
        *,
        delivered: int | None = None,
        thread_id: int | None = None,
        message_id: int | None = None,
    ) -> None: ...
    async def restart_battle_post(self, outbox_id: int) -> None: ...
    async def mark_battle_done(self, outbox_id: int) -> None: ...


class ComputerTurns(Protocol):
    """The computer player's turns (:class:`~bot.usecases.ai.ComputerPlayer`)."""

    async def ai_turns(self, channel_id: int) -> list[Reply]: ...
    async def ai_games_to_resume(self) -> list[int]: ...


class Viewers(Protocol):
    """Whose language a private answer speaks (:class:`~bot.usecases.people.People`)."""

    async def viewer_lang(self, user_id: int, client_locale: str | None = None) -> str: ...


class Names(Protocol):
    """How users are called (:class:`~bot.usecases.names.NameBook`)."""

    async def remember(self, names: Mapping[int, str]) -> None: ...


class Lines(Protocol):
    """Command lines: buttons and menus carry one (:class:`~bot.dispatch.CommandLine`)."""

    async def run(
        self,
        channel_id: int,
        user_id: int,
        line: str,
        *,
        is_moderator: bool = False,
        version: int | None = None,
        user_name: str | None = None,
        guild_id: int | None = None,
    ) -> list[Reply]: ...


class DueReminders(Protocol):
    """Play-by-post reminders that fall due (:class:`~bot.usecases.play_by_post.PlayByPost`)."""

    async def due_reminders(self, now: datetime | None = None) -> list[ChannelPost]: ...


class UseCases(Protocol):
    """What the Discord adapter calls, by concern (:class:`bot.app.App` provides it)."""

    @property
    def live(self) -> LiveTurns: ...
    @property
    def outbox(self) -> BattlePosts: ...
    @property
    def ai(self) -> ComputerTurns: ...
    @property
    def people(self) -> Viewers: ...
    @property
    def names(self) -> Names: ...
    @property
    def commands(self) -> Lines: ...
    @property
    def pbp(self) -> DueReminders: ...


__all__ = [
    "BattlePosts",
    "ComputerTurns",
    "DueReminders",
    "LiveTurns",
    "Lines",
    "Names",
    "UseCases",
    "Viewers",
]
