"""The delivery outbox: every post or edit in Discord that follows a state change, queued
in the transaction of the change (``deliveries``, see :mod:`bot.storage.outbox`).

Revision ID: 0013
Revises: 0012
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from bot.storage.schema import ID, Time

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None

_PENDING = sa.text("status = 'pending'")


def upgrade() -> None:
    op.create_table(
        "deliveries",
        sa.Column("id", ID, sa.Identity(), primary_key=True),
        sa.Column("key", sa.Text(), nullable=False),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("game_id", ID),
        sa.Column("league_id", ID),
        sa.Column("channel_id", ID, nullable=False),
        sa.Column("version", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("step", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("payload_json", sa.Text()),
        sa.Column("progress_json", sa.Text()),
        sa.Column("status", sa.Text(), nullable=False, server_default="pending"),
        sa.Column("attempts", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("due_at", Time(), nullable=False),
        sa.Column("lease_owner", sa.Text()),
        sa.Column("lease_until", Time()),
        sa.Column("last_error", sa.Text()),
        sa.Column("created_at", Time(), nullable=False),
        sa.Column("updated_at", Time(), nullable=False),
        sa.Column("finished_at", Time()),
        sa.UniqueConstraint("key", name="deliveries_key"),
        sqlite_autoincrement=True,
    )
    op.create_index("deliveries_due", "deliveries", ["due_at"], sqlite_where=_PENDING, postgresql_where=_PENDING)
    op.create_index("deliveries_by_game", "deliveries", ["game_id", "id"])
    op.create_index("deliveries_finished", "deliveries", ["finished_at"])


def downgrade() -> None:
    op.drop_table("deliveries")
