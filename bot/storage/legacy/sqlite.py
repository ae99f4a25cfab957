"""FROZEN — the SQLite schema history before Alembic (versions 1 to 12). Never edit.

Only :mod:`bot.storage.legacy` reads it, for the baseline revision ``0012`` of
:mod:`bot.storage.alembic`: a new database and a database made by the bot before Alembic
are brought to version 12 with these very statements, so that both have the same schema,
then Alembic's revisions carry them on. A schema change is a new Alembic revision, never a
new entry here.
"""

from __future__ import annotations

MIGRATIONS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (
        1,
        (
            """
            CREATE TABLE games (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                channel_id INTEGER NOT NULL,
                status TEXT NOT NULL,
                version INTEGER NOT NULL,
                state_json TEXT NOT NULL,
                seed INTEGER NOT NULL,
                army1 TEXT NOT NULL,
                army2 TEXT NOT NULL,
                player1 INTEGER,
                player2 INTEGER,
                creator_id INTEGER NOT NULL,
                lang TEXT NOT NULL DEFAULT 'en',
                turn_limit_s INTEGER,
                turn_started_at TEXT,
                request_json TEXT,
                winner INTEGER,
                result_reason TEXT,
                turns INTEGER NOT NULL DEFAULT 0,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE UNIQUE INDEX games_one_live_per_channel
                ON games (channel_id) WHERE status IN ('open', 'invited', 'active')
            """,
            "CREATE INDEX games_by_channel ON games (channel_id, id)",
            """
            CREATE TABLE actions (
                game_id INTEGER NOT NULL REFERENCES games (id),
                seq INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                player INTEGER NOT NULL,
                kind TEXT NOT NULL,
                notation TEXT NOT NULL,
                created_at TEXT NOT NULL,
                PRIMARY KEY (game_id, seq)
            ) WITHOUT ROWID
            """,
            """
            CREATE TABLE reminders (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                game_id INTEGER NOT NULL REFERENCES games (id),
                channel_id INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                kind TEXT NOT NULL,
                due_at TEXT NOT NULL,
                sent_at TEXT
            )
            """,
            "CREATE INDEX reminders_due ON reminders (due_at) WHERE sent_at IS NULL",
            "CREATE INDEX reminders_by_game ON reminders (game_id)",
        ),
    ),
    (
        2,
        (
            # Per-game reminder delay in seconds: NULL uses the bot's default, 0 turns reminders off.
            "ALTER TABLE games ADD COLUMN reminder_s INTEGER",
        ),
    ),
    (
        3,
        (
            # The outbox of battles to post: written with the action that caused the battle,
            # updated as its posts are delivered, so that a restart resumes the posting.
            """
            CREATE TABLE battle_posts (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                game_id INTEGER NOT NULL REFERENCES games (id),
                channel_id INTEGER NOT NULL,
                action_seq INTEGER NOT NULL,
                battle_index INTEGER NOT NULL DEFAULT 0,
                delivered INTEGER NOT NULL DEFAULT 0,
                thread_id INTEGER,
                message_id INTEGER,
                status TEXT NOT NULL DEFAULT 'pending',
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL,
                UNIQUE (game_id, action_seq, battle_index),
                FOREIGN KEY (game_id, action_seq) REFERENCES actions (game_id, seq)
            )
            """,
            "CREATE INDEX battle_posts_pending ON battle_posts (id) WHERE status = 'pending'",
        ),
    ),
    (
        4,
        (
            # The server a game is played in (jump links in "my games"); NULL for the console.
            "ALTER TABLE games ADD COLUMN guild_id INTEGER",
            "CREATE INDEX games_live_by_player1 ON games (player1) WHERE status IN ('open', 'invited', 'active')",
            "CREATE INDEX games_live_by_player2 ON games (player2) WHERE status IN ('open', 'invited', 'active')",
            # Per-user preferences, applied in every server (NULL: the default).
            """
            CREATE TABLE user_prefs (
                user_id INTEGER PRIMARY KEY,
                ping INTEGER,
                dm_reminders INTEGER,
                quiet_start INTEGER,
                quiet_end INTEGER,
                timezone TEXT,
                lang TEXT,
                updated_at TEXT NOT NULL
            )
            """,
        ),
    ),
    (
        5,
        (
            # The level of each computer-played seat, as JSON {"2": "hard"}; NULL (older games):
            # the default level.
            "ALTER TABLE games ADD COLUMN ai_levels_json TEXT",
        ),
    ),
    (
        6,
        (
            # The Warzone companion's roll log: every public /wz result, per channel, so that
            # nobody rerolls in secret; "Details" buttons rebuild their text from result_json.
            """
            CREATE TABLE wz_rolls (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                channel_id INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                command TEXT NOT NULL,
                result_json TEXT NOT NULL,
                created_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX wz_rolls_by_channel ON wz_rolls (channel_id, id)",
        ),
    ),
    (
        7,
        (
            # Three to six players: one row per seat (the user, null for an open seat; the army;
            # the team, a number shared by allies; the first position in the turn order; whether
            # the seat's player has taken it: an invited player has not yet). Every existing game
            # keeps its two seats. options_json: how the game was set up (mode, teams, board,
            # variants, HQ hit points), to replay it from its seed; NULL: a plain two-player game.
            """
            CREATE TABLE seats (
                game_id INTEGER NOT NULL REFERENCES games (id),
                seat INTEGER NOT NULL,
                user_id INTEGER,
                army TEXT NOT NULL,
                team INTEGER NOT NULL,
                turn_order INTEGER NOT NULL,
                joined INTEGER NOT NULL DEFAULT 1,
                PRIMARY KEY (game_id, seat)
            )
            """,
            "CREATE INDEX seats_by_user ON seats (user_id)",
            "INSERT INTO seats (game_id, seat, user_id, army, team, turn_order, joined) "
            "SELECT id, 1, player1, army1, 1, 1, 1 FROM games",
            "INSERT INTO seats (game_id, seat, user_id, army, team, turn_order, joined) "
            "SELECT id, 2, player2, army2, 2, 2, CASE WHEN status = 'invited' AND player2 <> creator_id THEN 0 ELSE 1 END "
            "FROM games",
            "UPDATE seats SET joined = 0 WHERE seat = 1 AND game_id IN "
            "(SELECT id FROM games WHERE status = 'invited' AND player1 <> creator_id)",
            "ALTER TABLE games ADD COLUMN options_json TEXT",
        ),
    ),
    (
        8,
        (
            # A quiet channel (issue 15). The live turn message of each game: the one public
            # message the bot edits while a turn is played (its channel, message, the turn it
            # shows, the game version it last showed and the lines of the turn so far).
            """
            CREATE TABLE live_messages (
                game_id INTEGER PRIMARY KEY REFERENCES games (id),
                channel_id INTEGER NOT NULL,
                message_id INTEGER NOT NULL,
                turn_key TEXT NOT NULL,
                version INTEGER NOT NULL,
                lines_json TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
            # Games played in a thread of their own: the thread (the game's channel_id) and the
            # lobby channel it was opened in (where the finished game's line is posted).
            """
            CREATE TABLE game_threads (
                thread_id INTEGER PRIMARY KEY,
                parent_id INTEGER NOT NULL,
                guild_id INTEGER,
                created_at TEXT NOT NULL
            )
            """,
            # Per-server settings: whether /hex new opens a thread by default (NULL: no).
            """
            CREATE TABLE guild_settings (
                guild_id INTEGER PRIMARY KEY,
                game_threads INTEGER,
                updated_at TEXT NOT NULL
            )
            """,
            # Spectators who follow a game (/hex follow): pinged on battles and results only.
            """
            CREATE TABLE followers (
                game_id INTEGER NOT NULL REFERENCES games (id),
                user_id INTEGER NOT NULL,
                created_at TEXT NOT NULL,
                PRIMARY KEY (game_id, user_id)
            )
            """,
        ),
    ),
    (
        9,
        (
            # Community leagues (bot/storage/league.py; docs/leagues.md): leagues of a server,
            # their seasons (a version counter guards rating updates), members, rated games
            # keyed by game id with their players, ratings per season, each player's results
            # (their rating history), moderators' logged corrections and the pairing queue.
            # Times are ISO-8601 UTC text, as the shared SQL of both backends reads them.
            """
            CREATE TABLE leagues (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                guild_id INTEGER NOT NULL,
                name TEXT NOT NULL,
                channel_id INTEGER,
                settings_json TEXT NOT NULL,
                created_by INTEGER NOT NULL,
                created_at TEXT NOT NULL,
                roles_notice INTEGER NOT NULL DEFAULT 0,
                notice_channel_id INTEGER
            )
            """,
            "CREATE INDEX leagues_by_guild ON leagues (guild_id)",
            """
            CREATE TABLE league_seasons (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                league_id INTEGER NOT NULL REFERENCES leagues (id),
                number INTEGER NOT NULL,
                starts_at TEXT NOT NULL,
                ends_at TEXT NOT NULL,
                archived_at TEXT,
                final_json TEXT,
                version INTEGER NOT NULL DEFAULT 0,
                UNIQUE (league_id, number)
            )
            """,
            """
            CREATE TABLE league_members (
                league_id INTEGER NOT NULL REFERENCES leagues (id),
                user_id INTEGER NOT NULL,
                joined_at TEXT NOT NULL,
                left_at TEXT,
                role_tier TEXT,
                name TEXT,
                PRIMARY KEY (league_id, user_id)
            )
            """,
            """
            CREATE TABLE league_games (
                game_id INTEGER PRIMARY KEY REFERENCES games (id),
                league_id INTEGER NOT NULL REFERENCES leagues (id),
                season_id INTEGER NOT NULL REFERENCES league_seasons (id),
                rated INTEGER NOT NULL,
                status TEXT NOT NULL,
                created_at TEXT NOT NULL,
                settled_at TEXT
            )
            """,
            "CREATE INDEX league_games_by_league ON league_games (league_id, status)",
            """
            CREATE TABLE league_game_players (
                game_id INTEGER NOT NULL REFERENCES league_games (game_id),
                seat INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                PRIMARY KEY (game_id, seat)
            )
            """,
            "CREATE INDEX league_game_players_by_user ON league_game_players (user_id)",
            """
            CREATE TABLE league_ratings (
                season_id INTEGER NOT NULL REFERENCES league_seasons (id),
                user_id INTEGER NOT NULL,
                mu REAL NOT NULL,
                sigma REAL NOT NULL,
                games INTEGER NOT NULL DEFAULT 0,
                wins INTEGER NOT NULL DEFAULT 0,
                losses INTEGER NOT NULL DEFAULT 0,
                draws INTEGER NOT NULL DEFAULT 0,
                PRIMARY KEY (season_id, user_id)
            )
            """,
            """
            CREATE TABLE league_results (
                game_id INTEGER NOT NULL REFERENCES league_games (game_id),
                season_id INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                army TEXT NOT NULL,
                place INTEGER NOT NULL,
                outcome TEXT NOT NULL,
                mu REAL NOT NULL,
                sigma REAL NOT NULL,
                at TEXT NOT NULL,
                reason TEXT,
                PRIMARY KEY (game_id, user_id)
            )
            """,
            "CREATE INDEX league_results_by_user ON league_results (season_id, user_id, at)",
            """
            CREATE TABLE league_corrections (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                league_id INTEGER NOT NULL REFERENCES leagues (id),
                season_id INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                moderator_id INTEGER NOT NULL,
                mu_before REAL NOT NULL,
                sigma_before REAL NOT NULL,
                mu_after REAL NOT NULL,
                sigma_after REAL NOT NULL,
                reason TEXT NOT NULL,
                at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE league_queue (
                league_id INTEGER NOT NULL REFERENCES leagues (id),
                user_id INTEGER NOT NULL,
                channel_id INTEGER NOT NULL,
                at TEXT NOT NULL,
                PRIMARY KEY (league_id, user_id)
            )
            """,
        ),
    ),
    (
        10,
        (
            # A season's round-robin (docs/leagues.md): one row per pairing with its round,
            # deadline, status (open, playing, played, missed), game and reminder flag.
            """
            CREATE TABLE league_fixtures (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                season_id INTEGER NOT NULL REFERENCES league_seasons (id),
                round INTEGER NOT NULL,
                player_a INTEGER NOT NULL,
                player_b INTEGER NOT NULL,
                due_at TEXT NOT NULL,
                status TEXT NOT NULL,
                game_id INTEGER,
                reminded INTEGER NOT NULL DEFAULT 0,
                UNIQUE (season_id, player_a, player_b)
            )
            """,
            "CREATE INDEX league_fixtures_by_status ON league_fixtures (status, due_at)",
        ),
    ),
    (
        11,
        (
            # How the players are called (bot/storage/names.py): the display name a user last
            # showed the bot, for the pictures' panel.
            """
            CREATE TABLE user_names (
                user_id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
        ),
    ),
    (
        12,
        (
            # Fair play (docs/rulings.md M18): a server's minimum turn time limit, set by its
            # moderators (NULL: the bot's default, HEXBOT_MIN_TIME_LIMIT_HOURS).
            "ALTER TABLE guild_settings ADD COLUMN min_turn_limit_s INTEGER",
            # Settings the players agreed to change from the next turn on ({"turn_limit_s": ...}).
            "ALTER TABLE games ADD COLUMN next_settings_json TEXT",
            # Finding the time-limit notice of the turn under way (the claim waits for it).
            "CREATE INDEX reminders_sent ON reminders (game_id, kind, sent_at)",
        ),
    ),
)
