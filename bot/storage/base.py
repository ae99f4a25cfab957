"""The repository interface the use cases depend on, and the records it stores.

A game is one row (a :class:`GameRecord`) with a ``version`` integer for optimistic
concurrency: :meth:`GameRepository.save` writes only if the stored version is still the
expected one, together with the new rows of the append-only action log and the game's
reminders, in one transaction. Battles to post form an outbox (:class:`BattlePost`):
:meth:`GameRepository.save_with_battle_posts` queues them in the same transaction as the
action that caused them, and the adapters record how far their posting got, so that a
restart resumes it.

One Protocol per store (:class:`Games`, :class:`BattleOutbox`, :class:`ReminderQueue`,
:class:`Preferences`, :class:`PlayerNames`, :class:`ChannelRecords`, :class:`RollLog`);
:class:`GameRepository` is all of them at once. Each is implemented once, for both
databases, in its own module (:mod:`bot.storage.repository` composes them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from bot.sharding import ShardSet
    from bot.storage.repository import Stores

# Game statuses.
OPEN = "open"  # waiting for anyone to take the free seat
INVITED = "invited"  # waiting for the invited opponent to accept
ACTIVE = "active"
FINISHED = "finished"
ABORTED = "aborted"  # stopped by a moderator or declined before it started
LIVE_STATUSES = (OPEN, INVITED, ACTIVE)  # at most one of these per channel

# Kinds of action-log rows.
KIND_ACTION = "action"  # an engine action in notation
KIND_UNDO = "undo"  # undoes the last effective engine action; notation "undo SEQ"
KIND_RESIGN = "resign"  # notation "resign PLAYER"
KIND_DRAW = "draw"  # agreed draw
KIND_ABORT = "abort"
KIND_TIMEOUT = "timeout"  # notation "timeout WINNER"
KIND_JOIN = "join"  # a player took their seat

# Statuses of a battle post (the outbox of battles to post).
POST_PENDING = "pending"  # not completely posted yet
POST_DONE = "done"  # posted (or given up: its channel is gone)
BATTLE_POST_FIELDS = ("delivered", "thread_id", "message_id", "status")  # what update_battle_post may change


class ChannelBusy(Exception):
    """The channel already has a live game."""


class StorageUnavailable(RuntimeError):
    """The database cannot be reached or opened (the message says why, without a password),
    or it stayed away through every retry of an operation (a dropped connection
    is retried: reads, and writes that did not commit). Nothing was written, unless
    ``unknown`` (a commit whose outcome could not be learned): the adapters tell the player
    to try again in a moment (a retried action is refused by the game's version if the
    first one was stored after all)."""

    def __init__(self, message: str, *, unknown: bool = False) -> None:
        super().__init__(message)
        self.unknown = unknown


def normal_joined(players: tuple[int | None, ...], joined: tuple[bool, ...]) -> tuple[bool, ...]:
    """``GameRecord.joined`` in its one stored form: empty when every taken seat has joined
    (an open seat's flag means nothing: it is stored as not joined)."""
    if all(j or p is None for p, j in zip(players, joined, strict=True)):
        return ()
    return tuple(j and p is not None for p, j in zip(players, joined, strict=True))


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One stored game. ``players[i]`` / ``armies[i]`` belong to engine player (seat) ``i + 1``
    (two to six seats); a ``None`` player is an open seat; ``joined[i]`` says whether the seat's
    player has taken it (an invited player has not yet; empty: every seat taken). ``options``
    are how the game was set up (``mode``, ``teams``, ``radius``, ``variants``, ``hq_hp``: the
    keyword arguments of :func:`rules.game.new_game`; empty for a plain two-player game).
    ``request`` is a pending undo, draw or settings request; ``next_settings`` the settings
    the players agreed to change from the next turn on (``turn_limit_s``, ``reminder_s``)."""

    id: int
    channel_id: int
    status: str
    version: int
    state_json: str
    seed: int
    armies: tuple[str, ...]
    players: tuple[int | None, ...]
    creator_id: int
    lang: str
    created_at: datetime
    updated_at: datetime
    turn_started_at: datetime | None = None
    turn_limit_s: int | None = None
    reminder_s: int | None = None  # first reminder delay; None: the bot's default, 0: none
    request: dict[str, Any] | None = None
    winner: int | None = None  # engine player number, None for a draw or no result
    result_reason: str | None = None
    turns: int = 0
    guild_id: int | None = None  # the Discord server; None in the console
    ai_levels: dict[int, str] = field(default_factory=dict)  # computer seat -> easy/medium/hard
    joined: tuple[bool, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    next_settings: dict[str, int | None] = field(default_factory=dict)

    def has_joined(self, seat: int) -> bool:
        """Whether seat ``seat`` (1-based) is taken by its player (not open, not only invited)."""
        if self.players[seat - 1] is None:
            return False
        return not self.joined or self.joined[seat - 1]

    def seat_rows(self) -> list[tuple[int, int | None, str, int, int, bool]]:
        """(seat, user, army, team, turn order, joined) per seat, as the seats table stores them."""
        from rules.game import check_teams, turn_order

        mode = self.options.get("mode", "ffa")
        teams = check_teams(mode, list(range(1, len(self.players) + 1)), self.options.get("teams"))
        order = turn_order(mode, teams)
        out = []
        for i, (user, army) in enumerate(zip(self.players, self.armies, strict=True), start=1):
            team = next(k + 1 for k, t in enumerate(teams) if i in t)
            out.append((i, user, army, team, order.index(i) + 1, self.has_joined(i) or user is None))
        return out

    def seats_of(self, user_id: int) -> list[int]:
        """Engine player numbers held by ``user_id`` (two in a hot-seat game)."""
        return [i + 1 for i, p in enumerate(self.players) if p == user_id]

    def user_of(self, player: int) -> int | None:
        return self.players[player - 1]

    def evolve(self, **changes: Any) -> GameRecord:
        return replace(self, **changes)

    @property
    def is_live(self) -> bool:
        return self.status in LIVE_STATUSES


@dataclass(frozen=True, slots=True)
class NewAction:
    """An action-log row to append; the repository numbers it (``seq`` 1, 2, ... per game)."""

    user_id: int
    player: int
    kind: str
    notation: str


@dataclass(frozen=True, slots=True)
class ActionRow:
    game_id: int
    seq: int
    user_id: int
    player: int
    kind: str
    notation: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class NewReminder:
    user_id: int
    kind: str  # first, second (to the player to act), late (the time limit passed: to the
    # player to act), timeout (a claim is open: to the player who may claim)
    due_at: datetime


@dataclass(frozen=True, slots=True)
class Reminder:
    id: int
    game_id: int
    channel_id: int
    user_id: int
    kind: str
    due_at: datetime
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class NewBattlePost:
    """A battle to post, queued with the action that caused it (the last of the saved actions).

    ``battle_index`` numbers the battle logs of that action; the use cases post all the
    battles of one action as one log (index 0), the key leaves room for more.
    """

    battle_index: int = 0


@dataclass(frozen=True, slots=True)
class BattlePost:
    """A battle in the outbox and how far its posting got.

    ``delivered`` counts the steps done: the battle log's posts one by one, then one more
    for the finish (summary and archive). ``thread_id`` is the battle thread once created
    (``None``: not yet, or the posts go to the channel itself), ``message_id`` the turn's
    message the thread starts from, once known.
    """

    id: int
    game_id: int
    channel_id: int
    action_seq: int
    battle_index: int
    delivered: int
    thread_id: int | None
    message_id: int | None
    status: str
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class UserPrefs:
    """A user's preferences, the same in every server. ``None`` means "the default":
    pinged on their turn, no DM reminders, no quiet hours, UTC, language from the client.
    Quiet hours are minutes of the day in the user's time zone, ``quiet_start`` to
    ``quiet_end`` (which may wrap past midnight)."""

    user_id: int
    ping: bool | None = None
    dm_reminders: bool | None = None
    quiet_start: int | None = None
    quiet_end: int | None = None
    timezone: str | None = None
    lang: str | None = None

    def evolve(self, **changes: Any) -> UserPrefs:
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class RollRow:
    """One stored Warzone result (``/wz``): who ran which procedure where and when, and the
    result as the JSON text the use case stored (see :mod:`bot.usecases.warzone`)."""

    id: int
    channel_id: int
    user_id: int
    command: str
    result_json: str
    at: datetime


@dataclass(frozen=True, slots=True)
class LiveMessage:
    """A game's live turn message (a quiet channel): the one public message the adapter edits
    while a turn is played. ``turn_key`` names the turn it shows (a reply of another turn
    closes it and starts a new one), ``version`` the game version it last showed, ``lines``
    what was done in that turn so far (one line per action)."""

    game_id: int
    channel_id: int
    message_id: int
    turn_key: str
    version: int
    lines: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameThread:
    """A game played in a thread of its own: the thread (the game's ``channel_id``) and the
    lobby channel it was opened in."""

    thread_id: int
    parent_id: int
    guild_id: int | None = None


class Games(Protocol):
    """Games with their seats and append-only action logs (:class:`bot.storage.games.GameStore`).
    :meth:`save` must be atomic and conditional."""

    async def create_game(self, game: GameRecord, actions: Sequence[NewAction] = ()) -> GameRecord:
        """Insert ``game`` (its ``id`` is ignored) and return it with its id.
        Raises :class:`ChannelBusy` if the channel already has a live game."""
        ...

    async def live_game(self, channel_id: int) -> GameRecord | None:
        """The channel's open, invited or active game."""
        ...

    async def active_games_of(self, user_id: int) -> list[GameRecord]:
        """The active games in which ``user_id`` holds a seat, oldest first (e.g. the
        games of the computer player, to resume those waiting for it after a restart)."""
        ...

    async def live_games_of(self, user_id: int) -> list[GameRecord]:
        """The open, invited and active games in which ``user_id`` holds a seat, in every
        channel and server, oldest first."""
        ...

    async def last_game(self, channel_id: int) -> GameRecord | None:
        """The channel's most recent game, whatever its status."""
        ...

    async def get_game(self, game_id: int) -> GameRecord | None: ...

    async def save(
        self,
        game: GameRecord,
        expected_version: int,
        actions: Sequence[NewAction] = (),
        reminders: Sequence[NewReminder] | None = None,
    ) -> bool:
        """Write ``game`` if the stored version is ``expected_version`` (``game.version``
        must be greater); append ``actions`` to the game's log (numbered on) and,
        unless ``reminders`` is None, replace the game's unsent reminders. All or nothing:
        returns False, writing nothing, when the version no longer matches."""
        ...

    async def save_with_battle_posts(
        self,
        game: GameRecord,
        expected_version: int,
        actions: Sequence[NewAction],
        reminders: Sequence[NewReminder] | None = None,
        battle_posts: Sequence[NewBattlePost] = (),
    ) -> list[int] | None:
        """Like :meth:`save`, and queue ``battle_posts`` (caused by the last of ``actions``,
        which must not be empty) in the same transaction. The new posts' ids in order, or
        None, writing nothing, when the version no longer matches."""
        ...

    async def actions(self, game_id: int) -> list[ActionRow]:
        """The game's action log in order."""
        ...

    async def count_games(self, status: str | None = None) -> int:
        """How many games there are (with ``status``: in that status)."""
        ...

    async def move_game(self, game_id: int, old_channel_id: int, new_channel_id: int) -> None:
        """The game's thread was recreated: the game, its reminders, its battle posts, its live
        message and its thread record now belong to ``new_channel_id``."""
        ...


class BattleOutbox(Protocol):
    """Battles to post and how far their posting got (:class:`bot.storage.outbox.OutboxStore`)."""

    async def pending_battle_posts(self, shards: ShardSet | None = None) -> list[BattlePost]:
        """Battle posts not completely delivered, oldest first (with ``shards``: only those
        of games in the servers those shards serve)."""
        ...

    async def get_battle_post(self, post_id: int) -> BattlePost | None: ...

    async def update_battle_post(self, post_id: int, at: datetime, changes: Mapping[str, int | str | None]) -> None:
        """Set some of the post's :data:`BATTLE_POST_FIELDS` (``None`` clears a thread or
        message id) and its ``updated_at``."""
        ...


class ReminderQueue(Protocol):
    """Reminders of games, each claimed once (:class:`bot.storage.reminders.ReminderStore`)."""

    async def claim_due_reminders(self, now: datetime, shards: ShardSet | None = None) -> list[Reminder]:
        """Reminders due at ``now`` that were not sent yet, marked sent in the same step;
        with ``shards``, only those of games in the servers those shards serve."""
        ...

    async def pending_reminders(self, game_id: int) -> list[Reminder]: ...

    async def reminder_sent_at(self, game_id: int, kind: str, since: datetime) -> datetime | None:
        """When the first ``kind`` reminder of the game was sent (claimed for posting) at or
        after ``since`` (a turn's start); ``None`` if none was."""
        ...

    async def add_reminders(self, game_id: int, channel_id: int, reminders: Sequence[NewReminder]) -> None:
        """Add reminders to a game without touching the game (a notice the turn lacks)."""
        ...

    async def postpone_reminder(self, reminder_id: int, due_at: datetime) -> None:
        """Make a claimed reminder due again at ``due_at`` (e.g. after the user's quiet hours)."""
        ...


class Preferences(Protocol):
    """Users' preferences (:class:`bot.storage.people.PrefsStore`)."""

    async def get_prefs(self, user_id: int) -> UserPrefs | None:
        """The user's stored preferences, or None if they never set any."""
        ...

    async def save_prefs(self, prefs: UserPrefs, at: datetime) -> None:
        """Store (insert or replace) the user's preferences."""
        ...


class PlayerNames(Protocol):
    """How the players are called (:class:`bot.storage.people.NameStore`)."""

    async def remember_names(self, names: Mapping[int, str], at: datetime) -> None:
        """Store how each user is called (their display name), for the pictures."""
        ...

    async def names_of(self, user_ids: Sequence[int]) -> dict[int, str]:
        """The stored names of those of ``user_ids`` that have one."""
        ...


class ChannelRecords(Protocol):
    """Live turn messages, game threads, followers and server settings
    (:class:`bot.storage.channels.ChannelStore`)."""

    async def get_live_message(self, game_id: int) -> LiveMessage | None:
        """The game's live turn message, if one was posted."""
        ...

    async def put_live_message(self, message: LiveMessage, at: datetime) -> None:
        """Store (insert or replace) the game's live turn message."""
        ...

    async def add_game_thread(self, thread: GameThread, at: datetime) -> None:
        """Record that a game is played in ``thread.thread_id``, opened in ``thread.parent_id``."""
        ...

    async def get_game_thread(self, thread_id: int) -> GameThread | None: ...

    async def get_game_threads_default(self, guild_id: int) -> bool | None:
        """Whether ``/hex new`` opens a thread by default in this server (``None``: not set)."""
        ...

    async def set_game_threads_default(self, guild_id: int, on: bool | None, at: datetime) -> None: ...

    async def get_min_turn_limit(self, guild_id: int) -> int | None:
        """The server's minimum turn time limit in seconds (``None``: the bot's default)."""
        ...

    async def set_min_turn_limit(self, guild_id: int, seconds: int | None, at: datetime) -> None: ...

    async def add_follower(self, game_id: int, user_id: int, at: datetime) -> bool:
        """``user_id`` follows the game; ``False`` if they already did."""
        ...

    async def remove_follower(self, game_id: int, user_id: int) -> bool:
        """``user_id`` no longer follows the game; ``False`` if they did not."""
        ...

    async def followers(self, game_id: int) -> list[int]:
        """Who follows the game, in the order they started."""
        ...


class RollLog(Protocol):
    """The Warzone roll log (:class:`bot.storage.rolls.RollStore`)."""

    async def add_roll(self, channel_id: int, user_id: int, command: str, result_json: str, at: datetime) -> int:
        """Store one Warzone result in the channel's roll log; its id."""
        ...

    async def rolls(self, channel_id: int, limit: int) -> list[RollRow]:
        """The channel's ``limit`` most recent rolls, oldest first."""
        ...

    async def get_roll(self, roll_id: int) -> RollRow | None: ...


class GameRepository(Games, BattleOutbox, ReminderQueue, Preferences, PlayerNames, ChannelRecords, RollLog, Protocol):
    """Everything the use cases store, as one object: every store's methods, and each store
    on its own in :attr:`stores` (the league's store is there: ``repo.stores.leagues``)."""

    @property
    def stores(self) -> Stores: ...

    async def close(self) -> None: ...
