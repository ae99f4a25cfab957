"""The records the stores keep, and the storage's errors.

A game is one row (a :class:`GameRecord`) with a ``version`` integer for optimistic
concurrency: :meth:`bot.storage.games.GameStore.save` writes only if the stored version is
still the expected one, together with the new rows of the append-only action log and the
game's reminders, in one transaction. Battles to post form an outbox (:class:`BattlePost`):
:meth:`~bot.storage.games.GameStore.save_with_battle_posts` queues them in the same
transaction as the action that caused them, and the adapters record how far their posting
got, so that a restart resumes it.

Each store is one class, written once for both databases, in its own module; the use cases
take the stores they use, typed by those classes (:mod:`bot.storage.repository` composes
them over one database: ``repo.stores.games``, ``repo.stores.outbox``, …).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    pass

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
