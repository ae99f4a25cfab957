"""League pictures: a standings table (by rating, or by match points with their tiebreaks)
and a rating-history plot (Pillow).

Pure functions in the language passed (column headings and axis labels from the
catalogue's ``league.ftl``); the rows arrive as plain values. Fonts from ``renderer/fonts``.
Only the first :data:`MAX_ROWS` rows are drawn, so the picture's cost does not grow with
the size of the league.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

import i18n
from renderer.text import font

MAX_ROWS = 30
BG = (24, 26, 31)
PANEL = (34, 37, 44)
STRIPE = (41, 45, 53)
INK = (232, 234, 238)
DIM = (150, 156, 168)
ACCENT = (240, 180, 60)
LINE = (90, 160, 240)
MEDALS = ((240, 196, 60), (200, 205, 212), (205, 127, 50))


@dataclass(frozen=True, slots=True)
class StandingLine:
    """One row of the standings table."""

    place: int
    name: str
    rating: float
    games: int
    wins: int
    losses: int
    draws: int
    provisional: bool = False


PAD, ROW_H = 16, 28  # a table picture's margin and row height
COLUMNS = ("league-col-place", "league-col-player", "league-col-rating", "league-col-games", "league-col-wld")


def render_standings(title: str, lines: Sequence[StandingLine], lang: str, *, subtitle: str = "") -> Image.Image:
    """The standings as a table: place, player, rating (``*``: provisional), games, W–L–D."""
    tr = i18n.translator(lang)
    rows = list(lines[:MAX_ROWS])
    head_font, body_font = font(15, "bold"), font(15)
    widths = [48, 300, 100, 80, 130]
    img, d, top = _frame(tr, title, subtitle, widths, len(rows), len(lines) - len(rows))
    x = PAD
    for col, w in zip(COLUMNS, widths, strict=True):
        d.text((x + 8, top + 6), tr(col), font=head_font, fill=DIM)
        x += w
    for i, line in enumerate(rows):
        y = top + ROW_H * (i + 1)
        cells = (
            str(line.place),
            _clip(line.name, body_font, widths[1] - 16),
            f"{line.rating:.1f}{'*' if line.provisional else ''}",
            str(line.games),
            f"{line.wins}–{line.losses}–{line.draws}",
        )
        x = PAD
        for k, (cell, w) in enumerate(zip(cells, widths, strict=True)):
            color = (
                MEDALS[line.place - 1] if k == 0 and line.place <= 3 else (DIM if line.provisional and k == 2 else INK)
            )
            d.text((x + 8, y + 6), cell, font=body_font, fill=color)
            x += w
    return img


def _frame(
    tr: i18n.Tr, title: str, subtitle: str, widths: Sequence[int], shown: int, more: int, *, fit_title: bool = False
) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    """A table's picture before its cells: the title (and subtitle), the heading's band, every
    other row striped, and "and N more" under ``shown`` rows when ``more`` were left out; the
    image, its drawing and the heading's top. ``fit_title``: as wide as the title needs."""
    title_font = font(22, "bold")
    width = (max(sum(widths), int(title_font.getlength(title)) + 8) if fit_title else sum(widths)) + 2 * PAD
    top = PAD + 34 + (22 if subtitle else 0)
    height = top + ROW_H * (shown + 1) + PAD + (22 if more > 0 else 0)
    img = Image.new("RGB", (width, height), BG)
    d = ImageDraw.Draw(img)
    d.text((PAD, PAD), title, font=title_font, fill=INK)
    if subtitle:
        d.text((PAD, PAD + 32), subtitle, font=font(13), fill=DIM)
    d.rectangle((PAD, top, width - PAD, top + ROW_H), fill=PANEL)
    for i in range(1, shown, 2):
        y = top + ROW_H * (i + 1)
        d.rectangle((PAD, y, width - PAD, y + ROW_H), fill=STRIPE)
    if more > 0:
        d.text((PAD, height - PAD - 18), tr("league-img-more", n=more), font=font(13), fill=DIM)
    return img, d, top


@dataclass(frozen=True, slots=True)
class PointsLine:
    """One row of a match-point table (a Swiss event): ``tiebreaks`` in the order of the
    columns named by :func:`render_points_standings`'s ``tiebreaks``."""

    place: int
    name: str
    points: float
    won: int
    lost: int
    drawn: int
    tiebreaks: tuple[float, ...] = ()
    withdrawn: bool = False


# a tiebreak's column heading (its key as bot.league.formats.scoring.Tiebreak names it)
TIEBREAK_COLUMNS = (
    ("hq", "league-col-hq"),
    ("h2h", "league-col-h2h"),
    ("buchholz", "league-col-buchholz"),
    ("sb", "league-col-sb"),
)


def render_points_standings(
    title: str, lines: Sequence[PointsLine], lang: str, *, tiebreaks: Sequence[str], subtitle: str = ""
) -> Image.Image:
    """A match-point table: place, player, match points, W–L–D, then one column per tiebreak
    in the order they break ties (the HQ difference signed; a withdrawn member dimmed)."""
    tr = i18n.translator(lang)
    rows = list(lines[:MAX_ROWS])
    head_font, body_font = font(15, "bold"), font(15)
    heads = ["league-col-place", "league-col-player", "league-col-points", "league-col-wld"]
    heads += [dict(TIEBREAK_COLUMNS)[t] for t in tiebreaks]
    widths = [48, 240, 80, 100] + [104] * len(tiebreaks)
    img, d, top = _frame(tr, title, subtitle, widths, len(rows), len(lines) - len(rows), fit_title=True)
    x = PAD
    for k, (col, w) in enumerate(zip(heads, widths, strict=True)):
        text = tr(col)
        if k >= 2:  # numbers: right-aligned under their heading
            d.text((x + w - 8 - head_font.getlength(text), top + 6), text, font=head_font, fill=DIM)
        else:
            d.text((x + 8, top + 6), text, font=head_font, fill=DIM)
        x += w

    def number(value: float) -> str:
        return tr.decimal(value, 0 if value == int(value) else 1)

    for i, line in enumerate(rows):
        y = top + ROW_H * (i + 1)
        cells = [
            str(line.place),
            _clip(line.name, body_font, widths[1] - 16),
            number(line.points),
            f"{line.won}–{line.lost}–{line.drawn}",
        ]
        for key, value in zip(tiebreaks, line.tiebreaks, strict=True):
            cells.append(f"{int(value):+d}" if key == "hq" else number(value))
        x = PAD
        for k, (cell, w) in enumerate(zip(cells, widths, strict=True)):
            color = MEDALS[line.place - 1] if k == 0 and line.place <= 3 else DIM if line.withdrawn else INK
            if k == 2:
                color = ACCENT if not line.withdrawn else DIM
            f = font(15, "bold") if k == 2 else body_font
            if k >= 2:
                d.text((x + w - 8 - f.getlength(cell), y + 6), cell, font=f, fill=color)
            else:
                d.text((x + 8, y + 6), cell, font=f, fill=color)
            x += w
    return img


def render_rating_plot(title: str, ratings: Sequence[float], lang: str) -> Image.Image:
    """A player's rating after each rated game (the first point: before any), as a line."""
    tr = i18n.translator(lang)
    width, height, pad, left, bottom = 640, 320, 16, 56, 36
    img = Image.new("RGB", (width, height), BG)
    d = ImageDraw.Draw(img)
    d.text((pad, pad), title, font=font(18, "bold"), fill=INK)
    x0, y0, x1, y1 = left, pad + 36, width - pad, height - bottom
    d.rectangle((x0, y0, x1, y1), fill=PANEL)
    points = list(ratings) or [0.0]
    lo, hi = min(points), max(points)
    if hi - lo < 1.0:
        lo, hi = lo - 0.5, hi + 0.5
    small = font(12)
    for k in range(5):  # horizontal grid with values
        v = lo + (hi - lo) * k / 4
        y = y1 - (y1 - y0) * k / 4
        d.line((x0, y, x1, y), fill=STRIPE)
        d.text((pad, y - 7), f"{v:.1f}", font=small, fill=DIM)
    n = len(points)
    xy = [
        (x0 + (x1 - x0) * (i / (n - 1) if n > 1 else 0.5), y1 - (y1 - y0) * (p - lo) / (hi - lo))
        for i, p in enumerate(points)
    ]
    if len(xy) > 1:
        d.line(xy, fill=LINE, width=3)
    for px, py in xy[-60:]:
        d.ellipse((px - 3, py - 3, px + 3, py + 3), fill=ACCENT)
    d.text((x0, y1 + 8), tr("league-img-games-axis", n=n - 1), font=small, fill=DIM)
    return img


def _clip(text: str, f: object, width: float) -> str:
    getlength = f.getlength  # type: ignore[attr-defined]
    if getlength(text) <= width:
        return text
    while text and getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"
