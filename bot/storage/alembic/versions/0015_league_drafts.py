"""The leagues' army drafts: one row per two-player league game's draft (blind pick or
ban–pick), its state moved on under a version (docs/leagues.md, "Armies").

Revision ID: 0015
Revises: 0014
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from bot.storage.schema import ID, IsoTime

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None

_OPEN = sa.text("status = 'open'")


def upgrade() -> None:
    op.create_table(
        "league_drafts",
        sa.Column("id", ID, sa.Identity(), primary_key=True),
        sa.Column("league_id", ID, sa.ForeignKey("leagues.id"), nullable=False),
        sa.Column("season_id", ID, sa.ForeignKey("league_seasons.id"), nullable=False),
        sa.Column("channel_id", ID, nullable=False),
        sa.Column("guild_id", ID),
        sa.Column("fixture_id", ID),
        sa.Column("state_json", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("due_at", IsoTime(), nullable=False),
        sa.Column("game_id", ID),
        sa.Column("created_at", IsoTime(), nullable=False),
        sqlite_autoincrement=True,
    )
    op.create_index("league_drafts_by_status", "league_drafts", ["status", "due_at"])
    op.create_index(
        "league_drafts_open_channel",
        "league_drafts",
        ["channel_id"],
        unique=True,
        sqlite_where=_OPEN,
        postgresql_where=_OPEN,
    )


def downgrade() -> None:
    op.drop_index("league_drafts_open_channel", table_name="league_drafts")
    op.drop_index("league_drafts_by_status", table_name="league_drafts")
    op.drop_table("league_drafts")
