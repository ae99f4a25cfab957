"""The league clock of play-by-post games: a time per turn, a time bank for the whole game,
vacation days, low-time warnings (docs/rulings.md L8).

A turn has its own time (``per_turn``, e.g. a day); when it runs over, the overrun comes out
of the player's bank, and when the bank is empty too the player is out of time. Days a
player marked as vacation (whole days, in UTC) stop their clock: none of a vacation day's
time counts. A member marks days ahead (from tomorrow on), at most ``vacation_days`` a season;
a day already begun cannot be marked nor taken back. The players never change the clock's
rules; moderators set them per league.

What happens when a player is out of time is the league's choice (:class:`Timeout`): the
game is lost at once, or the opponent takes a last turn and the Final Battle decides.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from bot.league.formats.errors import FormatError

DAY = timedelta(days=1)


class Timeout(enum.StrEnum):
    LOSS = "loss"
    LAST_TURN = "last-turn"


class ClockError(FormatError):
    """A vacation the clock refuses; ``code``: ``past``, ``too-many``, ``not-marked``."""


@dataclass(frozen=True)
class ClockRules:
    per_turn: timedelta
    bank: timedelta = timedelta(0)
    vacation_days: int = 0
    warn_before: timedelta = timedelta(hours=6)
    timeout: Timeout = Timeout.LOSS

    def __post_init__(self) -> None:
        if self.per_turn <= timedelta(0) or self.bank < timedelta(0) or self.vacation_days < 0:
            raise ValueError("a turn needs time; the bank and the vacation days are never negative")


def _day_start(day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def counted(start: datetime, end: datetime, away: Iterable[date]) -> timedelta:
    """The time from ``start`` to ``end`` that the clock counts: all of it but the vacation days."""
    if end <= start:
        return timedelta(0)
    total = end - start
    for day in set(away):
        lo, hi = max(start, _day_start(day)), min(end, _day_start(day) + DAY)
        if hi > lo:
            total -= hi - lo
    return total


def runs_out(start: datetime, left: timedelta, away: Iterable[date]) -> datetime:
    """When ``left`` of counted time, started at ``start``, is used up (vacation days skipped)."""
    days = sorted(set(away))
    moment, left = start, max(left, timedelta(0))
    for day in days:
        lo, hi = _day_start(day), _day_start(day) + DAY
        if hi <= moment:
            continue
        if lo >= moment:
            if moment + left <= lo:
                break
            left -= lo - moment
        moment = hi
    return moment + left


@dataclass(frozen=True)
class Turn:
    """Where a player's turn stands on the clock."""

    deadline: datetime  # when the player is out of time (turn time and bank used up)
    warning: datetime  # when the low-time warning is due
    bank_from: datetime  # when the turn's own time is used up and the bank starts running


def turn(start: datetime, bank_left: timedelta, rules: ClockRules, away: Iterable[date]) -> Turn:
    """The clock of a turn that started at ``start`` with ``bank_left`` in the bank."""
    away = frozenset(away)
    total = rules.per_turn + bank_left
    return Turn(
        deadline=runs_out(start, total, away),
        warning=runs_out(start, max(timedelta(0), total - rules.warn_before), away),
        bank_from=runs_out(start, rules.per_turn, away),
    )


def bank_after(
    start: datetime, end: datetime, bank_left: timedelta, rules: ClockRules, away: Iterable[date]
) -> timedelta:
    """The bank after a turn from ``start`` to ``end``: what the turn used beyond its own time
    comes out of it (never below nothing)."""
    over = counted(start, end, away) - rules.per_turn
    return max(timedelta(0), bank_left - max(timedelta(0), over))


def mark_vacation(marked: Iterable[date], days: Iterable[date], today: date, rules: ClockRules) -> frozenset[date]:
    """``marked`` with ``days`` added: only days after ``today``, at most the season's allowance."""
    now = frozenset(marked)
    new = frozenset(days) - now
    if any(day <= today for day in new):
        raise ClockError("past", day=min(new).isoformat())
    if len(now | new) > rules.vacation_days:
        raise ClockError("too-many", allowed=rules.vacation_days, left=max(0, rules.vacation_days - len(now)))
    return now | new


def unmark_vacation(marked: Iterable[date], days: Iterable[date], today: date) -> frozenset[date]:
    """``marked`` without ``days``: only days not begun and that were marked."""
    now = frozenset(marked)
    gone = frozenset(days)
    if gone - now:
        raise ClockError("not-marked", day=min(gone - now).isoformat())
    if any(day <= today for day in gone):
        raise ClockError("past", day=min(gone).isoformat())
    return now - gone
