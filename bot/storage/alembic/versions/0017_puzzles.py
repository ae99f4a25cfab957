"""Puzzles (/hexpuzzle, docs/puzzles.md): the solvers' and the puzzles' Glicko-2 ratings,
each user's attempts, the votes, the channels registered for the daily puzzle and the
puzzle each of them was given each day.

Revision ID: 0017
Revises: 0016
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from bot.storage.schema import FLOAT, ID, Flag, Time

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None

_OPEN = sa.text("status = 'open'")


def _rating(name: str, key: sa.Column[object]) -> None:
    op.create_table(
        name,
        key,
        sa.Column("rating", FLOAT, nullable=False),
        sa.Column("rd", FLOAT, nullable=False),
        sa.Column("volatility", FLOAT, nullable=False),
        sa.Column("rated", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("solved", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("updated_at", Time(), nullable=False),
    )


def upgrade() -> None:
    _rating("puzzle_solvers", sa.Column("user_id", ID, primary_key=True, autoincrement=False))
    _rating("puzzle_ratings", sa.Column("puzzle_id", sa.Text(), primary_key=True))
    op.create_table(
        "puzzle_attempts",
        sa.Column("id", ID, sa.Identity(), primary_key=True),
        sa.Column("user_id", ID, nullable=False),
        sa.Column("puzzle_id", sa.Text(), nullable=False),
        sa.Column("guild_id", ID),
        sa.Column("channel_id", ID, nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("answer", sa.Text()),
        sa.Column("rated", Flag(), nullable=False, server_default="0"),
        sa.Column("created_at", Time(), nullable=False),
        sa.Column("answered_at", Time()),
        sqlite_autoincrement=True,
    )
    op.create_index(
        "puzzle_attempts_open_user",
        "puzzle_attempts",
        ["user_id"],
        unique=True,
        sqlite_where=_OPEN,
        postgresql_where=_OPEN,
    )
    op.create_index("puzzle_attempts_by_user", "puzzle_attempts", ["user_id", "puzzle_id"])
    op.create_index("puzzle_attempts_by_guild", "puzzle_attempts", ["guild_id", "user_id"])
    op.create_table(
        "puzzle_votes",
        sa.Column("puzzle_id", sa.Text(), nullable=False),
        sa.Column("user_id", ID, nullable=False),
        sa.Column("vote", sa.Integer(), nullable=False),
        sa.Column("updated_at", Time(), nullable=False),
        sa.PrimaryKeyConstraint("puzzle_id", "user_id"),
    )
    op.create_table(
        "puzzle_channels",
        sa.Column("channel_id", ID, primary_key=True, autoincrement=False),
        sa.Column("guild_id", ID),
        sa.Column("hour", sa.Integer(), nullable=False),
        sa.Column("lang", sa.Text(), nullable=False),
        sa.Column("created_by", ID, nullable=False),
        sa.Column("created_at", Time(), nullable=False),
    )
    op.create_table(
        "puzzle_dailies",
        sa.Column("channel_id", ID, nullable=False),
        sa.Column("day", sa.Text(), nullable=False),
        sa.Column("puzzle_id", sa.Text(), nullable=False),
        sa.Column("created_at", Time(), nullable=False),
        sa.PrimaryKeyConstraint("channel_id", "day"),
        sa.UniqueConstraint("channel_id", "puzzle_id", name="puzzle_dailies_once"),
    )


def downgrade() -> None:
    op.drop_table("puzzle_dailies")
    op.drop_table("puzzle_channels")
    op.drop_table("puzzle_votes")
    for name in ("puzzle_attempts_by_guild", "puzzle_attempts_by_user", "puzzle_attempts_open_user"):
        op.drop_index(name, table_name="puzzle_attempts")
    op.drop_table("puzzle_attempts")
    op.drop_table("puzzle_ratings")
    op.drop_table("puzzle_solvers")
