"""The standings picture of a Swiss event: match points, W–L–D and the tiebreaks in the order
they break ties (:func:`renderer.table.render_points_standings`), drawn off the event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Collection, Mapping, Sequence

import i18n
from bot.league.formats.scoring import DEFAULT_TIEBREAKS, Row, Tiebreak
from bot.replies import Image
from renderer.encode import to_png
from renderer.table import PointsLine, render_points_standings


async def event_standings_image(
    event_id: int,
    event: str,
    round_: int,
    rows: Sequence[Row],
    names: Mapping[int, str],
    withdrawn: Collection[int],
    lang: str,
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS,
) -> Image:
    """``rows`` (best first) as a picture, with its alt text (the first five and their points)."""
    tr = i18n.translator(lang)

    def name(user: int) -> str:
        return names.get(user) or f"#{str(user)[-4:]}"

    lines = [
        PointsLine(
            r.place,
            name(r.member),
            r.points,
            r.won,
            r.lost,
            r.drawn,
            tuple(r.value(t) for t in tiebreaks),
            r.member in withdrawn,
        )
        for r in rows
    ]
    title = tr("lg-event-picture-title", event=event, round=round_)
    keys = [t.value for t in tiebreaks]
    png = await asyncio.to_thread(lambda: to_png(render_points_standings(title, lines, lang, tiebreaks=keys)))
    top = ", ".join(
        f"{x.place}. {x.name} {tr.decimal(x.points, 0 if x.points == int(x.points) else 1)}" for x in lines[:5]
    )
    return Image(f"event-{event_id}-round-{round_}.png", png, tr("lg-alt-event-standings", title=title, top=top))
