"""The leagues' Swiss events: the event (rounds paired under its version), its entrants and
the matches of its rounds and playoff (docs/leagues.md, "Swiss events").

Revision ID: 0016
Revises: 0015
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from bot.storage.schema import ID, IsoTime

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "league_events",
        sa.Column("id", ID, sa.Identity(), primary_key=True),
        sa.Column("league_id", ID, sa.ForeignKey("leagues.id"), nullable=False),
        sa.Column("season_id", ID, sa.ForeignKey("league_seasons.id"), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("playoff", sa.Integer(), nullable=False),
        sa.Column("scheme", sa.Text(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("bracket_json", sa.Text()),
        sa.Column("channel_id", ID, nullable=False),
        sa.Column("guild_id", ID),
        sa.Column("created_by", ID, nullable=False),
        sa.Column("created_at", IsoTime(), nullable=False),
        sa.UniqueConstraint("league_id", "name"),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "league_event_entrants",
        sa.Column("event_id", ID, sa.ForeignKey("league_events.id"), nullable=False),
        sa.Column("user_id", ID, nullable=False),
        sa.Column("seed", sa.Integer()),
        sa.Column("joined_round", sa.Integer(), nullable=False),
        sa.Column("withdrawn_round", sa.Integer()),
        sa.Column("joined_at", IsoTime(), nullable=False),
        sa.PrimaryKeyConstraint("event_id", "user_id"),
    )
    op.create_table(
        "league_event_matches",
        sa.Column("id", ID, sa.Identity(), primary_key=True),
        sa.Column("event_id", ID, sa.ForeignKey("league_events.id"), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("stage", sa.Text(), nullable=False),
        sa.Column("player_a", ID, nullable=False),
        sa.Column("player_b", ID),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("legs_json", sa.Text(), nullable=False),
        sa.Column("forfeited_json", sa.Text(), nullable=False),
        sa.Column("game_id", ID),
        sa.UniqueConstraint("event_id", "round", "player_a"),
        sqlite_autoincrement=True,
    )
    op.create_index("league_event_matches_by_game", "league_event_matches", ["game_id"])


def downgrade() -> None:
    op.drop_index("league_event_matches_by_game", table_name="league_event_matches")
    op.drop_table("league_event_matches")
    op.drop_table("league_event_entrants")
    op.drop_table("league_events")
