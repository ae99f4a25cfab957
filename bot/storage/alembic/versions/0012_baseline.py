"""Baseline: the schema of legacy version 12 (games, seats, the action log, reminders, the
battle outbox, preferences, names, rolls, live messages, game threads, followers, server
settings, leagues and fixtures).

A new database gets it from the frozen legacy statements, and so does a database made by
an older bot (from whatever legacy version it was at): see :mod:`bot.storage.legacy`.

Revision ID: 0012
Revises: -
"""

from __future__ import annotations

from alembic import op

from bot.storage.legacy import LAST, upgrade_to

revision = "0012"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    upgrade_to(op.get_bind(), LAST)


def downgrade() -> None:
    raise NotImplementedError("the baseline cannot be undone: restore a backup instead")
