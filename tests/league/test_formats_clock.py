"""The league clock (bot/league/formats/clock.py): time per turn, the bank, vacation days."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.league.formats.clock import (
    ClockError,
    ClockRules,
    bank_after,
    counted,
    mark_vacation,
    runs_out,
    turn,
    unmark_vacation,
)

H = timedelta(hours=1)
MON = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)  # a Monday, noon
TUE, WED = date(2026, 12, 1), date(2026, 12, 2)
A_DAY = ClockRules(per_turn=24 * H, bank=48 * H, vacation_days=3, warn_before=6 * H)


def test_a_turn_a_day_with_a_bank() -> None:
    t = turn(MON, bank_left=48 * H, rules=A_DAY, away=())
    assert t.bank_from == MON + 24 * H
    assert t.deadline == MON + 72 * H
    assert t.warning == MON + 66 * H
    # the player answered after 30 hours: six of them came out of the bank
    assert bank_after(MON, MON + 30 * H, 48 * H, A_DAY, ()) == 42 * H
    assert bank_after(MON, MON + 20 * H, 48 * H, A_DAY, ()) == 48 * H
    assert bank_after(MON, MON + 100 * H, 48 * H, A_DAY, ()) == timedelta(0)


def test_a_vacation_day_stops_the_clock() -> None:
    # Monday noon to Tuesday midnight: 12 hours; Tuesday is not counted; 12 more on Wednesday
    t = turn(MON, bank_left=timedelta(0), rules=A_DAY, away={TUE})
    assert t.deadline == datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
    assert counted(MON, datetime(2026, 12, 2, 12, 0, tzinfo=UTC), {TUE}) == 24 * H
    # a turn that starts during a vacation day starts counting when the day ends
    during = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)
    assert runs_out(during, 24 * H, {TUE}) == datetime(2026, 12, 3, 0, 0, tzinfo=UTC)
    # two days in a row
    assert runs_out(MON, 24 * H, {TUE, WED}) == datetime(2026, 12, 3, 12, 0, tzinfo=UTC)


@given(
    start_minutes=st.integers(0, 60 * 24 * 10),
    left_minutes=st.integers(0, 60 * 24 * 6),
    days=st.sets(st.integers(0, 12), max_size=5),
)
def test_the_deadline_is_exactly_when_the_counted_time_is_used(
    start_minutes: int, left_minutes: int, days: set[int]
) -> None:
    base = datetime(2026, 11, 28, tzinfo=UTC)
    away = {base.date() + timedelta(days=d) for d in days}
    start = base + timedelta(minutes=start_minutes)
    left = timedelta(minutes=left_minutes)
    end = runs_out(start, left, away)
    assert counted(start, end, away) == left
    # and not a minute earlier: the end is never inside a vacation day (unless nothing was left)
    if left:
        assert counted(start, end - timedelta(minutes=1), away) < left


def test_vacations_are_marked_ahead_within_the_allowance() -> None:
    today = date(2026, 11, 30)
    marked = mark_vacation((), [TUE, WED], today, A_DAY)
    assert marked == {TUE, WED}
    with pytest.raises(ClockError) as e:
        mark_vacation(marked, [today], today, A_DAY)
    assert e.value.code == "past"
    with pytest.raises(ClockError) as e:
        mark_vacation(marked, [date(2026, 12, 5), date(2026, 12, 6)], today, A_DAY)
    assert e.value.code == "too-many" and e.value.args_["left"] == 1
    assert unmark_vacation(marked, [WED], today) == {TUE}
    with pytest.raises(ClockError) as e:
        unmark_vacation(marked, [TUE], TUE)  # begun: it stays
    assert e.value.code == "past"
    with pytest.raises(ClockError) as e:
        unmark_vacation(marked, [date(2026, 12, 9)], today)
    assert e.value.code == "not-marked"
    with pytest.raises(ValueError):
        ClockRules(per_turn=timedelta(0))
