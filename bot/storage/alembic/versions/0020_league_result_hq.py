"""Each rated result's HQ points at the game's end (docs/leagues.md, "Army statistics"): the
HQ-point difference of the army statistics without reading every game's final state again.
Results stored before this revision have none (NULL): the statistics read those games' final
states once instead.

Revision ID: 0020
Revises: 0018
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("league_results", sa.Column("hq", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("league_results") as batch:
        batch.drop_column("hq")
