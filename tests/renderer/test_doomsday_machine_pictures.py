"""The Doomsday Machine's pictures: its palette, the redirecting units' inlets and outlets and
the Trap's marked edge as link marks, the Long Distance Modules' and the HQ's turning glyphs,
the cards, and the battle log's lines for a redirected shot and the Trap (EN/PL)."""

from __future__ import annotations

from typing import Any

from renderer import glyphs
from renderer.arrows import hit_arrows
from renderer.battle import log_lines, render_battle
from renderer.cards import describe_tile
from renderer.colors import DEFAULT_COLORS, THEMES
from renderer.labels import effect_mark
from renderer.tile import TileFace, _status_items
from rules import events as ev
from rules.armies import DRAWN_ARMIES, PICTURES_PENDING
from rules.catalog import army
from rules.scenario import load
from rules.turns import battles

DM = "doomsday-machine"


def _u(h: str, p: int, tile: str, facing: str = "N") -> dict[str, Any]:
    return {"hex": h, "player": p, "tile": tile, "facing": facing}


def test_the_army_is_drawn_with_a_palette_of_its_own() -> None:
    assert DM in DRAWN_ARMIES and DM not in PICTURES_PENDING
    fill = DEFAULT_COLORS[DM].fill
    assert fill not in {c.fill for k, c in DEFAULT_COLORS.items() if k != DM}


def test_inlets_outlets_and_the_trap_are_marks_of_their_own_in_each_language() -> None:
    for lang in ("en", "pl"):
        marks = {effect_mark(e, 1, lang) for e in ("redirect_in", "redirect_out", "trap")}
        assert len(marks) == 3
    assert effect_mark("redirect_in", 1, "en")[0] == "IN" and effect_mark("redirect_in", 1, "pl")[0] == "WE"


def test_every_ability_has_a_glyph_and_the_cards_say_what_each_tile_does() -> None:
    a = army(DM)
    assert _status_items(TileFace(a.tile("medic"))) == ("long_range",)
    assert _status_items(TileFace(a.tile("hq"))) == ("hq_turning",)
    assert {"long_range", "hq_turning"} <= set(glyphs.STATUS_GLYPHS)
    for lang, words in (("en", ("Inlet", "Outlet")), ("pl", ("Wlot", "Wylot"))):
        text = " ".join(describe_tile(a.tile("tripler"), lang))
        assert all(w in text for w in words), text
        assert "Long Distance" in " ".join(describe_tile(a.tile("officer"), "en"))


def test_the_battle_log_tells_the_redirected_shot_before_its_hits() -> None:
    s = load(
        {
            "players": {"1": {"army": DM}, "2": {"army": "moloch"}},
            "board": [_u("C4", 1, "delta-shooter"), _u("C3", 1, "tripler"), _u("C2", 2, "hq"), _u("A1", 1, "hq")],
        }
    )
    before = s.copy()
    events: list[ev.Event] = []
    battles(s, "battle_tile", 1, events)
    report = next(e for e in events if isinstance(e, ev.BattleFought))
    seg = report.segments[0]
    en = [line for _, line in log_lines(before, seg, "en")]
    pl = [line for _, line in log_lines(before, seg, "pl")]
    assert en[0] == "Tripler (C3) takes the shot from C4 and splits it 3 ways", en
    assert pl[0] == "Roztrajacz (C3) przejmuje strzał z C4 i roztraja go na 3 strony", pl
    assert render_battle(before, report, lang="pl")


def test_a_redirected_shot_is_drawn_leg_by_leg() -> None:
    # C5 -> Fireblast C4 (out NE) -> Tripler D3: dashed legs to each redirector, then the hits
    # from the Tripler, not from the shooter
    s = load(
        {
            "players": {"1": {"army": DM}, "2": {"army": "moloch"}},
            "board": [
                _u("C5", 1, "delta-shooter"),
                _u("C4", 1, "fireblast", "NE"),
                _u("D3", 1, "tripler"),
                _u("D1", 2, "blocker"),
                _u("E2", 2, "blocker"),
                _u("A1", 1, "hq"),
                _u("C1", 2, "hq"),
            ],
        }
    )
    events: list[ev.Event] = []
    before = s.copy()
    battles(s, "battle_tile", 1, events)
    report = next(e for e in events if isinstance(e, ev.BattleFought))
    arrows = hit_arrows(report.segments[0].events, THEMES["dark"], before.board)
    legs = {(a.start, a.end) for a in arrows if a.label == "↪"}
    hits = {(a.start, a.end) for a in arrows if a.label == "2"}
    assert legs == {("C5", "C4"), ("C4", "D3")} and hits == {("D3", "D1"), ("D3", "E2")}
    straight = hit_arrows(report.segments[0].events, THEMES["dark"])  # without the board: from the shooter
    assert {(a.start, a.end) for a in straight if a.label == "2"} == {("C5", "D1"), ("C5", "E2")}
