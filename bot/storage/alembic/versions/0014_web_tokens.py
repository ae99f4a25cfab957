"""The web companion's tokens: one unguessable, revocable address per game (shown to its
channel) and per league made public by its moderators (docs/web.md).

Revision ID: 0014
Revises: 0013
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from bot.storage.schema import ID, Time

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "web_tokens",
        sa.Column("token", sa.Text(), primary_key=True),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("object_id", ID, nullable=False),
        sa.Column("created_at", Time(), nullable=False),
        sa.Column("revoked_at", Time()),
    )
    op.create_index("web_tokens_by_object", "web_tokens", ["kind", "object_id"])


def downgrade() -> None:
    op.drop_index("web_tokens_by_object", table_name="web_tokens")
    op.drop_table("web_tokens")
