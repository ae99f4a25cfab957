"""Databases made by the bot before Alembic upgrade in place, on both backends.

Each test makes a database the way an older bot did — the frozen legacy migrations up to
some version, recorded the old way (SQLite's ``PRAGMA user_version``, PostgreSQL's
``schema_migrations``), with rows written after each migration as that bot wrote them —
then opens it with the current code: every row is still there and reads back right, the
database is on Alembic's head (and still says version 12 the old way), and every store
works on it. A second test checks that the schema the migrations make is the one the
stores are written against (:mod:`bot.storage.schema`), on both backends.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import text
from sqlalchemy.engine import Connection

from bot.storage.base import GameThread, LiveMessage, NewAction, NewBattlePost, NewReminder, UserPrefs
from bot.storage.database import Database
from bot.storage.league import RATED, RatingRow, ResultRow
from bot.storage.legacy import LAST, legacy_version, upgrade_to
from bot.storage.migrate import SCHEMA_VERSION, rowid_quirk
from bot.storage.postgres import PostgresRepository, postgres_database
from bot.storage.repository import Repository
from bot.storage.schema import iso, metadata
from bot.storage.sqlite import SqliteRepository, sqlite_database
from tests.storage.backends import BACKENDS, PG_URL, SKIP_PG, drop_schema
from tests.storage.test_contract import BIG, record

NOW = datetime(2025, 3, 1, 9, 30, tzinfo=UTC)
LATER = NOW + timedelta(hours=6)
VERSIONS = (1, 3, 6, 8, 10, 12)
LEGACY_BOOKS = ("alembic_version", "schema_migrations")  # where each scheme records its version

# What an older bot wrote right after each legacy migration (":t" binds a time as that
# backend stored it: timestamptz in PostgreSQL, ISO text in SQLite; league times are text on both).
ROWS: dict[int, list[str]] = {
    1: [
        "INSERT INTO games (channel_id, status, version, state_json, seed, army1, army2, player1, player2, "
        "creator_id, lang, turn_started_at, request_json, turns, created_at, updated_at) VALUES "
        f"(77, 'active', 5, '{{}}', 7, 'moloch', 'borgo', {BIG}, 2, {BIG}, 'pl', :t, NULL, 3, :t, :t)",
        "INSERT INTO actions (game_id, seq, user_id, player, kind, notation, created_at) VALUES "
        f"(1, 1, {BIG}, 1, 'action', 'hq C2', :t), (1, 2, 2, 2, 'action', 'hq C4', :t)",
        "INSERT INTO reminders (game_id, channel_id, user_id, kind, due_at, sent_at) VALUES "
        f"(1, 77, {BIG}, 'first', :later, NULL), (1, 77, 2, 'first', :t, :t)",
    ],
    2: ["UPDATE games SET reminder_s = 3600"],
    3: [
        "INSERT INTO battle_posts (game_id, channel_id, action_seq, battle_index, delivered, status, created_at, "
        "updated_at) VALUES (1, 77, 2, 0, 1, 'pending', :t, :t)"
    ],
    4: [
        "UPDATE games SET guild_id = 900",
        f"INSERT INTO user_prefs (user_id, quiet_start, quiet_end, timezone, lang, updated_at) "
        f"VALUES ({BIG}, 1320, 420, 'Europe/Warsaw', 'pl', :t)",
    ],
    5: ["""UPDATE games SET ai_levels_json = '{"2": "hard"}'"""],
    6: [
        "INSERT INTO wz_rolls (channel_id, user_id, command, result_json, created_at) VALUES (77, 2, 'shoot', '{}', :t)"
    ],
    8: [
        "INSERT INTO live_messages (game_id, channel_id, message_id, turn_key, version, lines_json, updated_at) "
        """VALUES (1, 77, 555, '1:3', 5, '["a line"]', :t)""",
        "INSERT INTO game_threads (thread_id, parent_id, guild_id, created_at) VALUES (77, 70, 900, :t)",
        "INSERT INTO followers (game_id, user_id, created_at) VALUES (1, 3, :t)",
    ],
    9: [
        "INSERT INTO leagues (guild_id, name, settings_json, created_by, created_at) "
        f"VALUES (900, 'Old League', '{{}}', {BIG}, :iso)",
        "INSERT INTO league_seasons (league_id, number, starts_at, ends_at, version) VALUES (1, 1, :iso, :iso, 0)",
        f"INSERT INTO league_members (league_id, user_id, joined_at) VALUES (1, {BIG}, :iso), (1, 2, :iso)",
        "INSERT INTO league_games (game_id, league_id, season_id, rated, status, created_at) "
        "VALUES (1, 1, 1, 1, 'pending', :iso)",
        f"INSERT INTO league_game_players (game_id, seat, user_id) VALUES (1, 1, {BIG}), (1, 2, 2)",
    ],
    10: [
        "INSERT INTO league_fixtures (season_id, round, player_a, player_b, due_at, status, game_id) "
        f"VALUES (1, 1, 2, {BIG}, :iso, 'playing', 1)"
    ],
    11: [f"INSERT INTO user_names (user_id, name, updated_at) VALUES ({BIG}, 'ala', :iso)"],
    12: ["""UPDATE games SET next_settings_json = '{"turn_limit_s": 86400}'"""],
}


def _make_legacy(version: int) -> Callable[[Connection], None]:
    def make(conn: Connection) -> None:
        times = {"t": iso(NOW), "later": iso(LATER)} if conn.dialect.name == "sqlite" else {"t": NOW, "later": LATER}
        for number in range(1, version + 1):
            upgrade_to(conn, number)
            for stmt in ROWS.get(number, ()):
                params = {**times, "iso": iso(NOW)}
                conn.execute(text(stmt), {k: v for k, v in params.items() if f":{k}" in stmt})

    return make


async def _legacy(backend: str, tmp_path: Path, version: int) -> AsyncIterator[Callable[[], Any]]:
    """A database as a bot of legacy ``version`` left it, and how to open it now."""
    if backend == "sqlite":
        path = tmp_path / "old.sqlite3"
        db: Database = await sqlite_database(path)
        opener: Callable[[], Any] = lambda: SqliteRepository.open(path)  # noqa: E731
    else:
        if not PG_URL:
            pytest.skip(SKIP_PG)
        schema = "t_" + uuid.uuid4().hex[:16]
        db = await postgres_database(PG_URL, schema=schema, max_size=2)
        opener = lambda: PostgresRepository.open(PG_URL, schema=schema, max_size=4)  # noqa: E731
    try:
        await db.core(_make_legacy(version))
        await db.close()
        yield opener
    finally:
        if backend != "sqlite":
            await drop_schema(schema)


async def _check_old_rows(repo: Repository, version: int) -> None:
    game = await repo.stores.games.get_game(1)
    assert game is not None
    assert (game.channel_id, game.status, game.version, game.players, game.armies) == (
        77,
        "active",
        5,
        (BIG, 2),
        ("moloch", "borgo"),
    )
    assert (game.created_at, game.turn_started_at, game.turns, game.lang) == (NOW, NOW, 3, "pl")
    assert game.reminder_s == (3600 if version >= 2 else None)
    assert game.guild_id == (900 if version >= 4 else None)
    assert game.ai_levels == ({2: "hard"} if version >= 5 else {})
    assert game.next_settings == ({"turn_limit_s": 86400} if version >= 12 else {})
    assert await repo.stores.games.live_game(77) == game
    assert [(a.seq, a.user_id, a.notation, a.created_at) for a in await repo.stores.games.actions(1)] == [
        (1, BIG, "hq C2", NOW),
        (2, 2, "hq C4", NOW),
    ]
    assert [(r.user_id, r.due_at) for r in await repo.stores.reminders.pending_reminders(1)] == [(BIG, LATER)]
    assert await repo.stores.reminders.reminder_sent_at(1, "first", NOW) == NOW
    posts = await repo.stores.outbox.pending_battle_posts()
    assert [(p.action_seq, p.delivered, p.created_at) for p in posts] == ([(2, 1, NOW)] if version >= 3 else [])
    prefs = await repo.stores.prefs.get_prefs(BIG)
    assert prefs == (UserPrefs(BIG, None, None, 1320, 420, "Europe/Warsaw", "pl") if version >= 4 else None)
    assert [r.command for r in await repo.stores.rolls.rolls(77, 5)] == (["shoot"] if version >= 6 else [])
    live = await repo.stores.channels.get_live_message(1)
    assert live == (LiveMessage(1, 77, 555, "1:3", 5, ("a line",)) if version >= 8 else None)
    assert await repo.stores.channels.get_game_thread(77) == (GameThread(77, 70, 900) if version >= 8 else None)
    assert await repo.stores.channels.followers(1) == ([3] if version >= 8 else [])
    leagues = await repo.stores.leagues.leagues(900)
    assert [(x.name, x.created_at) for x in leagues] == ([("Old League", NOW)] if version >= 9 else [])
    if version >= 9:
        lg = await repo.stores.leagues.league_game(1)
        assert lg is not None and (lg.status, lg.players, lg.created_at) == ("pending", (BIG, 2), NOW)
        assert [(f.player_a, f.player_b, f.status) for f in await repo.stores.leagues.fixtures(1)] == (
            [(2, BIG, "playing")] if version >= 10 else []
        )
    assert await repo.stores.names.names_of([BIG]) == ({BIG: "ala"} if version >= 11 else {})


async def _every_store_works(repo: Repository) -> None:
    """One use of each store on the upgraded database."""
    game = await repo.stores.games.create_game(
        record(channel=88, players=(BIG, 5)), [NewAction(BIG, 1, "join", "join")]
    )
    assert game.id == 2 and len(game.seat_rows()) == 2
    later = game.evolve(version=2, updated_at=LATER)
    ids = await repo.stores.games.save_with_battle_posts(
        later, 1, [NewAction(5, 2, "action", "play battle")], [NewReminder(5, "first", LATER)], [NewBattlePost()]
    )
    assert ids is not None and len(ids) == 1
    await repo.stores.outbox.update_battle_post(ids[0], LATER, {"delivered": 2})
    assert (await repo.stores.outbox.get_battle_post(ids[0])).delivered == 2  # type: ignore[union-attr]
    assert [r.game_id for r in await repo.stores.reminders.claim_due_reminders(LATER)] == [1, 2]
    await repo.stores.prefs.save_prefs(UserPrefs(5, ping=False, lang="en"), NOW)
    assert (await repo.stores.prefs.get_prefs(5)) == UserPrefs(5, ping=False, lang="en")
    await repo.stores.names.remember_names({5: "ola"}, NOW)
    assert await repo.stores.names.names_of([5]) == {5: "ola"}
    await repo.stores.channels.put_live_message(LiveMessage(2, 88, 9, "2:1", 2), NOW)
    assert (await repo.stores.channels.get_live_message(2)) == LiveMessage(2, 88, 9, "2:1", 2)
    await repo.stores.channels.set_min_turn_limit(900, 43200, NOW)
    await repo.stores.channels.set_game_threads_default(900, True, NOW)
    assert (
        await repo.stores.channels.get_min_turn_limit(900),
        await repo.stores.channels.get_game_threads_default(900),
    ) == (43200, True)
    assert await repo.stores.channels.add_follower(2, 7, NOW) and not await repo.stores.channels.add_follower(2, 7, NOW)
    assert (
        await repo.stores.rolls.get_roll(await repo.stores.rolls.add_roll(88, 5, "test", "{}", NOW))
    ).command == "test"  # type: ignore[union-attr]
    await repo.stores.channels.add_game_thread(GameThread(99, 88, 900), NOW)
    await repo.stores.games.move_game(2, 88, 99)
    assert (await repo.stores.games.get_game(2)).channel_id == 99  # type: ignore[union-attr]
    league = await repo.stores.leagues.create_league(900, "New League", BIG, {}, NOW)
    assert league is not None
    season = await repo.stores.leagues.add_season(league.id, NOW, LATER)
    assert await repo.stores.leagues.join_league(league.id, 5, NOW)
    await repo.stores.leagues.add_league_game(2, league.id, season.id, True, [BIG, 5], NOW)
    ratings = [RatingRow(season.id, BIG, 27.0, 8.0, 1, 1), RatingRow(season.id, 5, 23.0, 8.0, 1, 0, 1)]
    results = [ResultRow(2, season.id, BIG, "moloch", 1, "win", 27.0, 8.0, LATER)]
    assert await repo.stores.leagues.settle(2, season.id, 0, RATED, ratings, results, LATER) == "ok"
    assert [r.user_id for r in await repo.stores.leagues.ratings(season.id)] == [BIG, 5]
    assert await repo.stores.games.count_games() == 2


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_database_of_an_older_bot_upgrades_in_place(backend: str, version: int, tmp_path: Path) -> None:
    async for open_ in _legacy(backend, tmp_path, version):
        repo: Repository = await open_()
        try:
            assert await repo.schema_version() == SCHEMA_VERSION

            def versions(conn: Connection) -> tuple[int, str | None]:
                return legacy_version(conn), MigrationContext.configure(conn).get_current_revision()

            assert await repo.db.core(versions) == (LAST, f"{SCHEMA_VERSION:04d}")
            await _check_old_rows(repo, version)
            await _every_store_works(repo)
        finally:
            await repo.close()
        again: Repository = await open_()  # a restart applies nothing twice
        try:
            assert await again.schema_version() == SCHEMA_VERSION and await again.stores.games.count_games() == 2
        finally:
            await again.close()


@pytest.mark.parametrize("backend", BACKENDS)
async def test_the_migrated_schema_is_the_one_the_stores_use(backend: str, tmp_path: Path) -> None:
    """Alembic's comparison of the migrated database with :data:`bot.storage.schema.metadata`
    finds no table, column, type, nullability or index that differs."""
    async for open_ in _legacy(backend, tmp_path, 0):
        repo: Repository = await open_()
        try:

            def differences(conn: Connection) -> list[Any]:
                context = MigrationContext.configure(conn, opts={"compare_type": True})
                # each difference is a tuple, or a list of tuples (a column's changes)
                changes = [c for d in compare_metadata(context, metadata) for c in (d if isinstance(d, list) else [d])]
                return [
                    c
                    for c in changes
                    if not (c[0] == "remove_table" and c[1].name in LEGACY_BOOKS)
                    # SQLite reports an INTEGER PRIMARY KEY (the rowid: never NULL) as nullable
                    and not (c[0] == "modify_nullable" and rowid_quirk(conn.dialect.name, c[2], c[3]))
                ]

            assert await repo.db.core(differences) == []
        finally:
            await repo.close()
