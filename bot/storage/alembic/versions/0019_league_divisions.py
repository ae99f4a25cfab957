"""Divisions with promotion and relegation (docs/leagues.md, "Divisions"): each member's
division in a season, and at its end their place in it and whether they go up or down.

Revision ID: 0019
Revises: 0018
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from bot.storage.schema import ID

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "league_divisions",
        sa.Column("season_id", ID, sa.ForeignKey("league_seasons.id"), nullable=False),
        sa.Column("user_id", ID, nullable=False),
        sa.Column("division", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("place", sa.Integer()),
        sa.Column("move", sa.Text()),
        sa.PrimaryKeyConstraint("season_id", "user_id"),
    )


def downgrade() -> None:
    op.drop_table("league_divisions")
