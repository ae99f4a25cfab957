"""The league clock and forfeits (docs/leagues.md, "The league clock"): each clocked league
game's clock, the vacation days members marked, the forfeits and the moderators' rulings
(with what they replaced) that count in the standings, and the deadline of each event round.

Revision ID: 0018
Revises: 0017
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from bot.storage.schema import ID, IsoTime

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "league_clocks",
        sa.Column("game_id", ID, sa.ForeignKey("games.id"), primary_key=True, autoincrement=False),
        sa.Column("league_id", ID, sa.ForeignKey("leagues.id"), nullable=False),
        sa.Column("turn_started_at", IsoTime(), nullable=False),
        sa.Column("user_id", ID, nullable=False),
        sa.Column("banks_json", sa.Text(), nullable=False),
        sa.Column("warned", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("out_user", ID),
        sa.Column("last_turn", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("version", sa.Integer(), nullable=False, server_default="0"),
    )
    op.create_table(
        "league_vacations",
        sa.Column("season_id", ID, sa.ForeignKey("league_seasons.id"), nullable=False),
        sa.Column("user_id", ID, nullable=False),
        sa.Column("day", sa.Text(), nullable=False),
        sa.Column("marked_at", IsoTime(), nullable=False),
        sa.PrimaryKeyConstraint("season_id", "user_id", "day"),
    )
    op.create_table(
        "league_rulings",
        sa.Column("id", ID, sa.Identity(), primary_key=True),
        sa.Column("league_id", ID, sa.ForeignKey("leagues.id"), nullable=False),
        sa.Column("season_id", ID, sa.ForeignKey("league_seasons.id"), nullable=False),
        sa.Column("game_id", ID),
        sa.Column("fixture_id", ID),
        sa.Column("match_id", ID),
        sa.Column("result", sa.Text(), nullable=False),
        sa.Column("winner_id", ID),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("moderator_id", ID, nullable=False),
        sa.Column("before_json", sa.Text(), nullable=False),
        sa.Column("at", IsoTime(), nullable=False),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "league_forfeits",
        sa.Column("id", ID, sa.Identity(), primary_key=True),
        sa.Column("league_id", ID, sa.ForeignKey("leagues.id"), nullable=False),
        sa.Column("season_id", ID, sa.ForeignKey("league_seasons.id"), nullable=False),
        sa.Column("user_id", ID, nullable=False),
        sa.Column("outcome", sa.Text(), nullable=False),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("game_id", ID),
        sa.Column("fixture_id", ID),
        sa.Column("match_id", ID),
        sa.Column("ruling_id", ID),
        sa.Column("strike", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("void", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("at", IsoTime(), nullable=False),
        sqlite_autoincrement=True,
    )
    op.create_index("league_forfeits_by_season", "league_forfeits", ["season_id", "user_id"])
    op.create_index("league_forfeits_by_game", "league_forfeits", ["game_id"])
    op.create_table(
        "league_event_deadlines",
        sa.Column("event_id", ID, sa.ForeignKey("league_events.id"), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("due_at", IsoTime(), nullable=False),
        sa.Column("done", sa.Integer(), nullable=False, server_default="0"),
        sa.PrimaryKeyConstraint("event_id", "round"),
    )


def downgrade() -> None:
    op.drop_table("league_event_deadlines")
    op.drop_index("league_forfeits_by_game", table_name="league_forfeits")
    op.drop_index("league_forfeits_by_season", table_name="league_forfeits")
    op.drop_table("league_forfeits")
    op.drop_table("league_rulings")
    op.drop_table("league_vacations")
    op.drop_table("league_clocks")
