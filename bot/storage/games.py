"""The games store: a game's row, its seats and its append-only action log.

:meth:`GameStore.save` is the conditional write the use cases rely on (``UPDATE games ...
WHERE id = :id AND version = :expected``), with the new log rows, the game's reminders and
the battles to post, all in one transaction. The ``seq`` of the new log rows continues the
game's log: it is read inside the same transaction, after the game's row was updated (in
PostgreSQL that update holds the row's lock; in SQLite the write lock is held from the
start), so two saves of one game cannot number rows alike.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Integer, Text, bindparam, cast, func, insert, or_, select, update

from bot.storage import outbox, reminders
from bot.storage.base import (
    LIVE_STATUSES,
    ActionRow,
    GameRecord,
    NewAction,
    NewBattlePost,
    NewReminder,
    normal_joined,
)
from bot.storage.database import Database, record
from bot.storage.schema import ID, Time, battle_posts, deliveries, game_threads, games, live_messages, seats
from bot.storage.schema import actions as action_log
from bot.storage.schema import reminders as reminders_table
from bot.storage.sql import Connection, Row

_GAME = select(games)
_SEAT_COLUMNS = select(seats.c.game_id, seats.c.seat, seats.c.user_id, seats.c.army, seats.c.joined)
_SEATS = _SEAT_COLUMNS.where(seats.c.game_id.in_(bindparam("ids", expanding=True)))
_SEATS_OF_ONE = _SEAT_COLUMNS.where(seats.c.game_id == bindparam("id"))  # the usual load: no list to spell out
_HELD_BY = games.c.id.in_(select(seats.c.game_id).where(seats.c.user_id == bindparam("user")))
_LIVE_GAME = _GAME.where(games.c.channel_id == bindparam("channel"), games.c.status.in_(LIVE_STATUSES))
_ACTIVE_OF = _GAME.where(games.c.status == "active", _HELD_BY).order_by(games.c.id)
_LIVE_OF = _GAME.where(games.c.status.in_(LIVE_STATUSES), _HELD_BY).order_by(games.c.id)
_LAST = _GAME.where(games.c.channel_id == bindparam("channel")).order_by(games.c.id.desc()).limit(1)
_BY_ID = _GAME.where(games.c.id == bindparam("id"))
_ACTIONS = select(action_log).where(action_log.c.game_id == bindparam("id")).order_by(action_log.c.seq)
_LAST_SEQ = select(func.max(action_log.c.seq)).where(action_log.c.game_id == bindparam("id"))
_INSERT_GAME = insert(games).returning(games.c.id)
_INSERT_SEAT = insert(seats)
_INSERT_ACTION = insert(action_log)
_APPEND_ONE = (
    insert(action_log)
    .from_select(
        ["game_id", "seq", "user_id", "player", "kind", "notation", "created_at"],
        select(
            cast(bindparam("game"), ID),
            func.coalesce(func.max(action_log.c.seq), 0) + 1,
            cast(bindparam("user"), ID),
            cast(bindparam("player_"), Integer),
            cast(bindparam("kind_"), Text),
            cast(bindparam("notation_"), Text),
            cast(bindparam("at", type_=Time), Time),
        ).where(action_log.c.game_id == bindparam("game")),
    )
    .returning(action_log.c.seq)
)
_SAVE = (
    update(games)
    .where(games.c.id == bindparam("id_"), games.c.version == bindparam("expected"))
    .values(
        {
            c: bindparam(c)
            for c in (
                "status",
                "version",
                "state_json",
                "player1",
                "player2",
                "turn_limit_s",
                "turn_started_at",
                "request_json",
                "winner",
                "result_reason",
                "turns",
                "updated_at",
                "reminder_s",
                "ai_levels_json",
                "next_settings_json",
            )
        }
    )
)
_SEAT_CHANGE = (
    update(seats)
    .where(
        seats.c.game_id == bindparam("game"),
        seats.c.seat == bindparam("seat_"),
        or_(
            seats.c.user_id.is_distinct_from(bindparam("user_")),
            seats.c.joined.is_distinct_from(bindparam("joined_", type_=seats.c.joined.type)),
        ),
    )
    .values(user_id=bindparam("user_"), joined=bindparam("joined_", type_=seats.c.joined.type))
)


def _json(value: dict[Any, Any] | None) -> str | None:
    return json.dumps(value, sort_keys=True) if value else None


def _levels(text_: str | None) -> dict[int, str]:
    """The computer seats' levels from their JSON column (``{"2": "hard"}``); NULL: none stored."""
    if not text_:
        return {}
    return {int(seat): str(level) for seat, level in json.loads(text_).items()}


def _record(row: Row, seat_rows: Sequence[Row]) -> GameRecord:
    if seat_rows:
        ordered = sorted(seat_rows, key=lambda r: r.seat)
        armies: tuple[str, ...] = tuple(r.army for r in ordered)
        players: tuple[int | None, ...] = tuple(r.user_id for r in ordered)
        joined = normal_joined(players, tuple(bool(r.joined) and r.user_id is not None for r in ordered))
    else:  # no seat rows: the two seats of the games table
        armies, players, joined = (row.army1, row.army2), (row.player1, row.player2), ()
    return record(
        GameRecord,
        row,
        armies=armies,
        players=players,
        request=None if row.request_json is None else json.loads(row.request_json),
        ai_levels=_levels(row.ai_levels_json),
        joined=joined,
        options=json.loads(row.options_json) if row.options_json else {},
        next_settings=json.loads(row.next_settings_json) if row.next_settings_json else {},
    )


def _changing(game: GameRecord) -> dict[str, Any]:
    """The columns a save may change (seats and the set-up are fixed at creation)."""
    return {
        "status": game.status,
        "version": game.version,
        "state_json": game.state_json,
        "player1": game.players[0],
        "player2": game.players[1],
        "turn_limit_s": game.turn_limit_s,
        "turn_started_at": game.turn_started_at,
        "request_json": None if game.request is None else json.dumps(game.request),
        "winner": game.winner,
        "result_reason": game.result_reason,
        "turns": game.turns,
        "updated_at": game.updated_at,
        "reminder_s": game.reminder_s,
        "ai_levels_json": _json({str(s): lv for s, lv in sorted(game.ai_levels.items())}),
        "next_settings_json": _json(game.next_settings),
    }


class GameStore:
    """Games with their seats and action logs (see the module's docstring)."""

    def __init__(self, db: Database) -> None:
        self.db = db
        # (owner, seconds): the delivery items a save queues are reserved for this process's
        # interactions (bot.storage.outbox.game_deliveries); None: not reserved (the console).
        self.reserve: tuple[str, float] | None = None

    def reserve_deliveries(self, owner: str | None, lease_s: float = 0.0) -> None:
        """The delivery items a save queues are reserved for ``owner``'s interactions (for
        ``lease_s`` seconds; see :func:`bot.storage.outbox.game_deliveries`); ``None``: not."""
        self.reserve = (owner, lease_s) if owner is not None else None

    # ------------------------------------------------------------------ reads
    async def _games(self, stmt: Any, params: dict[str, Any]) -> list[GameRecord]:
        """Games with their seats (one more query for all of them)."""

        def read(conn: Connection) -> tuple[Sequence[Row], Sequence[Row]]:
            rows = conn.execute(stmt, params).all()
            if not rows:
                return rows, ()
            if len(rows) == 1:
                return rows, conn.execute(_SEATS_OF_ONE, {"id": rows[0].id}).all()
            return rows, conn.execute(_SEATS, {"ids": [r.id for r in rows]}).all()

        rows, seat_rows = await self.db.reading(read)
        by_game: dict[int, list[Row]] = {}
        for s in seat_rows:
            by_game.setdefault(s.game_id, []).append(s)
        return [_record(r, by_game.get(r.id, ())) for r in rows]

    async def _one(self, stmt: Any, params: dict[str, Any]) -> GameRecord | None:
        found = await self._games(stmt, params)
        return found[0] if found else None

    async def live_game(self, channel_id: int) -> GameRecord | None:
        """The channel's open, invited or active game."""
        return await self._one(_LIVE_GAME, {"channel": channel_id})

    async def active_games_of(self, user_id: int) -> list[GameRecord]:
        """The active games in which ``user_id`` holds a seat, oldest first (e.g. the
        games of the computer player, to resume those waiting for it after a restart)."""
        return await self._games(_ACTIVE_OF, {"user": user_id})

    async def live_games_of(self, user_id: int) -> list[GameRecord]:
        """The open, invited and active games in which ``user_id`` holds a seat, in every
        channel and server, oldest first."""
        return await self._games(_LIVE_OF, {"user": user_id})

    async def last_game(self, channel_id: int) -> GameRecord | None:
        """The channel's most recent game, whatever its status."""
        return await self._one(_LAST, {"channel": channel_id})

    async def get_game(self, game_id: int) -> GameRecord | None:
        return await self._one(_BY_ID, {"id": game_id})

    async def actions(self, game_id: int) -> list[ActionRow]:
        """The game's action log in order."""
        return await self.db.fetch_records(ActionRow, _ACTIONS, {"id": game_id})

    async def count_games(self, status: str | None = None) -> int:
        """How many games there are (with ``status``: in that status)."""
        stmt = select(func.count()).select_from(games)
        if status is not None:
            stmt = stmt.where(games.c.status == status)
        return int((await self.db.fetch(stmt))[0][0])

    # ------------------------------------------------------------------ writes
    async def create_game(self, game: GameRecord, actions: Sequence[NewAction] = ()) -> GameRecord:
        """Insert ``game`` (its ``id`` is ignored) and return it with its id.
        Raises :class:`ChannelBusy` if the channel already has a live game."""
        values = {
            **_changing(game),
            "channel_id": game.channel_id,
            "seed": game.seed,
            "army1": game.armies[0],
            "army2": game.armies[1],
            "creator_id": game.creator_id,
            "lang": game.lang,
            "created_at": game.created_at,
            "guild_id": game.guild_id,
            "options_json": _json(game.options),
        }

        def create(conn: Connection) -> int:
            gid: int = conn.execute(_INSERT_GAME, values).scalar_one()
            conn.execute(
                _INSERT_SEAT,
                [
                    {"game_id": gid, "seat": s, "user_id": u, "army": a, "team": t, "turn_order": o, "joined": j}
                    for s, u, a, t, o, j in game.seat_rows()
                ],
            )
            _append(conn, gid, actions, game, need_last=False)
            return gid

        return game.evolve(id=await self.db.write(create, channel_id=game.channel_id))

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
        return await self._save(game, expected_version, actions, reminders, ()) is not None

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
        if battle_posts and not actions:
            raise ValueError("a battle post needs the action that caused it")
        return await self._save(game, expected_version, actions, reminders, battle_posts)

    async def _save(
        self,
        game: GameRecord,
        expected_version: int,
        actions_: Sequence[NewAction],
        reminders_: Sequence[NewReminder] | None,
        posts: Sequence[NewBattlePost],
    ) -> list[int] | None:
        """The conditional save, all in one transaction: None if the version no longer
        matched (nothing written), else the ids of the queued battle posts."""
        if game.version <= expected_version:
            raise ValueError("the saved version must be greater than the expected one")
        values = {**_changing(game), "id_": game.id, "expected": expected_version}

        def save(conn: Connection) -> list[int] | None:
            if conn.execute(_SAVE, values).rowcount != 1:
                return None  # the version moved on: nothing was written
            conn.execute(
                _SEAT_CHANGE,
                [{"game": game.id, "seat_": s, "user_": u, "joined_": j} for s, u, _, _, _, j in game.seat_rows()],
            )
            last_seq = _append(conn, game.id, actions_, game, need_last=bool(posts))
            if reminders_ is not None:
                reminders.replace_unsent(conn, game.id, game.channel_id, reminders_)
            post_ids = outbox.queue(conn, game, last_seq, posts)
            outbox.game_deliveries(conn, game, last_seq, post_ids, posts, self.reserve)  # what Discord must be shown
            return post_ids

        return await self.db.write(save, channel_id=game.channel_id)

    async def move_game(self, game_id: int, old_channel_id: int, new_channel_id: int) -> None:
        """The game's thread was recreated: the game and everything tied to its channel
        (reminders, battle posts, live message, thread record) move to ``new_channel_id``."""

        def move(conn: Connection) -> None:
            conn.execute(update(games).where(games.c.id == game_id).values(channel_id=new_channel_id))
            for table in (reminders_table, battle_posts, live_messages, deliveries):
                conn.execute(update(table).where(table.c.game_id == game_id).values(channel_id=new_channel_id))
            conn.execute(
                update(game_threads).where(game_threads.c.thread_id == old_channel_id).values(thread_id=new_channel_id)
            )

        await self.db.write(move)


def _append(
    conn: Connection, game_id: int, rows: Sequence[NewAction], game: GameRecord, *, need_last: bool
) -> int | None:
    """Append ``rows`` to the game's log inside the caller's transaction; the ``seq`` of the
    game's last row afterwards (None: the log is empty, or nothing was appended and
    ``need_last`` is false). One action — the usual save — is one statement that numbers
    itself; several are numbered from the log's last ``seq`` and inserted together."""
    at = game.updated_at
    if len(rows) == 1:
        a = rows[0]
        one = {"game": game_id, "user": a.user_id, "player_": a.player, "kind_": a.kind, "notation_": a.notation}
        seq: int = conn.execute(_APPEND_ONE, {**one, "at": at}).scalar_one()
        return seq
    if not rows and not need_last:
        return None
    last: int | None = conn.execute(_LAST_SEQ, {"id": game_id}).scalar()
    if not rows:
        return last
    base = last or 0
    conn.execute(
        _INSERT_ACTION,
        [
            {
                "game_id": game_id,
                "seq": base + n,
                "user_id": a.user_id,
                "player": a.player,
                "kind": a.kind,
                "notation": a.notation,
                "created_at": at,
            }
            for n, a in enumerate(rows, start=1)
        ],
    )
    return base + len(rows)
