"""The standings table and the rating plot: sizes, the row cap, both languages."""

from __future__ import annotations

from PIL import ImageChops

from renderer.table import (
    MAX_ROWS,
    PointsLine,
    StandingLine,
    render_points_standings,
    render_rating_plot,
    render_standings,
)


def _lines(n: int) -> list[StandingLine]:
    return [
        StandingLine(i, f"player {i} with a rather long display name", 30 - i * 0.7, 10, 6, 3, 1, i > 5)
        for i in range(1, n + 1)
    ]


def test_the_table_grows_with_rows_up_to_the_cap() -> None:
    small = render_standings("League — season 1", _lines(3), "en")
    full = render_standings("League — season 1", _lines(MAX_ROWS), "en")
    huge = render_standings("League — season 1", _lines(1000), "en", subtitle="2026-03-01 – 2026-03-31")
    assert small.height < full.height < huge.height < full.height + 80  # 1000 rows cost no more than the cap
    assert small.width == full.width == huge.width


def test_headings_follow_the_language() -> None:
    en = render_standings("L", _lines(2), "en")
    pl = render_standings("L", _lines(2), "pl")
    assert en.size == pl.size and ImageChops.difference(en, pl).getbbox() is not None


def test_the_plot_draws_a_line_for_the_history() -> None:
    flat = render_rating_plot("Ala", [0.0], "en")
    rising = render_rating_plot("Ala", [0.0, 2.5, 4.0, 3.1, 6.0], "en")
    assert flat.size == rising.size
    assert ImageChops.difference(flat, rising).getbbox() is not None


def test_the_match_point_table_has_a_column_per_tiebreak_and_decimal_commas_in_polish() -> None:
    lines = [
        PointsLine(1, "ala", 4, 4, 0, 0, (23, 3, 6, 6)),
        PointsLine(2, "ola", 2.5, 2, 1, 1, (-2, 0, 7.5, 3.5)),
        PointsLine(3, "eve", 0, 0, 4, 0, (-19, 0, 8, 0), withdrawn=True),
    ]
    every = render_points_standings("Cup", lines, "en", tiebreaks=["hq", "h2h", "buchholz", "sb"])
    two = render_points_standings(
        "Cup",
        [PointsLine(x.place, x.name, x.points, x.won, x.lost, x.drawn, x.tiebreaks[:2]) for x in lines],
        "en",
        tiebreaks=["hq", "h2h"],
    )
    assert every.width > two.width and every.height == two.height
    polish = render_points_standings("Cup", lines, "pl", tiebreaks=["hq", "h2h", "buchholz", "sb"])
    assert polish.size == every.size and ImageChops.difference(polish, every).getbbox() is not None
