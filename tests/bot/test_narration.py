"""Battle and turn narration from engine events."""

from __future__ import annotations

from bot.narration import Narrator
from rules import events as ev


def _narrator() -> Narrator:
    return Narrator(("outpost", "hegemony"), lambda p: f"<@{p}>")


def test_segment_with_medic() -> None:
    seg = ev.Segment(
        3,
        [
            ev.Hit(2, "runner", "B1", 1, "hq", "C3", ["melee"], "SE", 2, 0, 2),
            ev.Hit(2, "ganger", "B4", 1, "hmg", "C4", ["ranged"], "SE", 1, 0, 1),
            ev.MedicSaved(1, "B3", "hmg", "C4", 1, "ganger", "B4", 1),
            ev.Killed(1, "medic", "B3", "medic"),
            ev.HQDamaged(1, 2, 18),
        ],
    )
    assert _narrator().segment(seg) == (
        "Initiative 3 — Runner (B1) hits Outpost HQ for 2 · Ganger (B4) hits HMG (C4) for 1 — Medic (B3) dies instead"
    )


def test_segment_kills_and_armor() -> None:
    seg = ev.Segment(
        1,
        [
            ev.Hit(1, "hmg", "C4", 2, "guard", "C2", ["ranged"], "N", 2, 1, 1),
            ev.Killed(2, "guard", "C2"),
        ],
    )
    text = _narrator().segment(seg)
    assert text == "Initiative 1 — HMG (C4) hits Guard (C2) for 1 (armor stops 1). Guard (C2) dies"
    assert _narrator().segment(ev.Segment(0, [])) == "Initiative 0 — nothing happens"


def test_actions_and_summary() -> None:
    n = _narrator()
    assert n.action(1, "place runner C3 NE") == "placed Runner on C3 facing NE: melee NE"
    assert n.action(2, "move C3 C2 N via D2") == "moved the unit on C3 to C2 facing N (Mobility given from D2)"
    assert n.action(1, "play sniper D3") == "played Sniper on D3"
    assert n.action(2, "play push-back C3 D3") == "played Push Back: C3 pushes D3"
    b = ev.BattleFought("battle_tile", 1, [ev.Segment(1, [ev.Killed(2, "thug", "A1")])], {"1": 20, "2": 17})
    assert n.battle_summary(b) == "Battle (Battle tile) by <@1>: 1 unit died; HQs Outpost 20, Hegemony 17."
    assert n.game_over(None, "agreed_draw") == "Game over: a draw (agreed draw)."


def test_polish_names() -> None:
    n = Narrator(("outpost", "moloch"), lambda p: f"<@{p}>", lang="pl")
    assert n.action(1, "place runner C3 NE") == "kładzie żeton Biegacz na C3, frontem na Pn-Wsch: wręcz Pn-Wsch"
    b = ev.BattleFought("full_board", 1, [ev.Segment(1, [ev.Killed(2, "thug", "A1")] * 5)], {"1": 20, "2": 17})
    assert n.battle_summary(b) == "Bitwa (pełna plansza): zginęło 5 jednostek; Sztaby: Posterunek 20, Moloch 17."
    seg = ev.Segment(3, [ev.Hit(1, "runner", "B1", 2, "hq", "C3", ["ranged"], "SE", 2, 0, 2)])
    assert n.segment(seg).startswith("Inicjatywa 3 — Biegacz (B1) → ")
    assert n.segment(seg).endswith(": 2 rany")
    assert n.game_over(2, "hq_destroyed") == "Koniec gry: wygrywa <@2> (Moloch) (zniszczony Sztab)."


def test_medic_of_the_other_army() -> None:
    """An Outpost Scoper can make a Moloch Medic save an Outpost unit: still narrated."""
    n = Narrator(("moloch", "outpost"), lambda p: f"<@{p}>")
    seg = ev.Segment(
        2,
        [
            ev.Hit(1, "armored-hunter", "C3", 2, "recon-center", "B3", ["melee"], "SW", 1, 0, 1),
            ev.MedicSaved(1, "B4", "recon-center", "B3", 2, "armored-hunter", "C3", 1),
            ev.Killed(1, "medic", "B4", "medic"),
        ],
    )
    assert n.segment(seg) == (
        "Initiative 2 — Armored Hunter (C3) hits Recon Centre (B3) for 1 — Medic (B4) dies instead"
    )


def test_a_placement_says_where_the_unit_acts_by_world_direction() -> None:
    """The rulebook's Juggernaut facing S hits S and shoots SW; its armour turns with it."""
    n = Narrator(("moloch", "hegemony"), lambda p: f"<@{p}>")
    assert (
        n.action(1, "place juggernaut C3 S") == "placed Juggernaut on C3 facing S: melee S, shoots SW, armour NE/S/NW"
    )
    assert n.reach(1, "juggernaut", "N") == "melee N, shoots NE, armour N/SE/SW"
    assert n.reach(2, "net-fighter", "S") == "nets SW"  # a net fighter nets its front-right edge
    assert Narrator(("outpost", "moloch"), str).reach(1, "medic", "N") == "links N/NE/NW"  # a module: whom it links
    assert n.reach(2, "hq", "N") == ""  # an HQ acts all round: nothing to point out
    pl = Narrator(("moloch", "hegemony"), lambda p: f"<@{p}>", lang="pl")
    assert pl.reach(1, "juggernaut", "S") == "wręcz Pd, strzela Pd-Zach, pancerz Pn-Wsch/Pd/Pn-Zach"
    (said,) = pl.events([ev.Placed(1, "juggernaut", "C3", "S")])
    assert said.endswith("frontem na Pd: wręcz Pd, strzela Pd-Zach, pancerz Pn-Wsch/Pd/Pn-Zach."), said
