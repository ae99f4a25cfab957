"""Seed 004 (Dancer) names how Dancer meets the armies that had nothing to meet before:
Smart's Terror, New York's Spy and Mine, Neojungle's Small Bomb, Vegas's Control (S004, the passages quoted
in each test)."""

from __future__ import annotations

from rules import events as ev
from rules.game import apply, legal_actions
from tests.rules.helpers import battle, board, refused


def test_smarts_terror_stops_dancers_dance_and_action() -> None:
    # "Terror (Smart, Stalowa Policja) — … Terror sprawia, że Dancer nie może w swojej turze
    # wykonać Tańca, ani użyć żetonu Akcji."
    s = board(
        {1: "smart", 2: "dancer"},
        [
            ("A1", 1, "hq", "N"),
            ("C3", 2, "object-blue", "N"),
            ("C4", 2, "object-red", "S"),
            ("E3", 2, "object-yellow", "N"),
        ],
        hands={"1": ["terror"]},
    )
    s.players[2].pile = ["battle", "move", "action"]
    s, _ = apply(s, "play terror")
    s, _ = apply(s, "end")
    assert s.current == 2 and s.players[2].terror and "action" in s.players[2].hand
    assert not legal_actions(s, verb="dance")  # right after drawing: no Dance
    s, _ = apply(s, "discard battle")
    assert not legal_actions(s, verb="dance") and not legal_actions(s, verb="play", tile="action")


def test_a_spy_takes_the_module_feature_of_an_object() -> None:
    # "Zdolność szpiega (Nowy Jork) — działa normalnie, więc jednostka z tą zdolnością może
    # otrzymywać bonus wynikający z cech Modułów poszczególnych Obiektów Dancer, z wyjątkiem
    # Leczenia." The Red Object on C2 facing N gives +1 melee on its back edge, to C3.
    def strengths(tile: str, facing: str) -> set[int]:
        s = board(
            {1: "new-york", 2: "dancer"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, tile, facing),
                ("C2", 2, "object-red", "N"),
                ("E2", 2, "object-blue", "N"),
                ("E3", 2, "object-yellow", "N"),
            ],
        )
        _, report = battle(s)
        return {e.strength for seg in report.segments for e in seg.events if isinstance(e, ev.Hit) and e.tile == tile}

    assert strengths("spy-cleaner", "N") == {2}
    assert strengths("cop", "N") == {1}


def test_a_mine_deals_one_wound_to_an_object() -> None:
    # "Natychmiastowe lub efekty, które nie zadają ran Sztabom, a tylko Wojownikom i Modułom
    # (Granat, Snajper, Bomba, Mała bomba, Mina), zadają 1 ranę Obiektowi Dancer."
    s = board(
        {1: "dancer", 2: "new-york"},
        [
            ("C3", 1, "object-blue", "N"),
            ("C4", 1, "object-red", "S"),
            ("E3", 1, "object-yellow", "N"),
            ("A1", 2, "hq", "N"),
        ],
        hands={"1": ["move"]},
        foundations=[{"hex": "C2", "player": 2, "tile": "mine"}],
    )
    s, events = apply(s, "play move C3 C2 N")
    damaged = [(e.tile, e.damage, e.hp) for e in events if isinstance(e, ev.ObjectDamaged)]
    assert damaged == [("object-blue", 1, 9)] and s.players[1].hq_hp == 29 and not s.foundations


def test_neojungles_small_bomb_deals_one_wound_to_each_object_it_reaches() -> None:
    # S004: "Natychmiastowe lub efekty, które nie zadają ran Sztabom, a tylko Wojownikom i
    # Modułom (Granat, Snajper, Bomba, Mała bomba, Mina), zadają 1 ranę Obiektowi Dancer."
    s = board(
        {1: "neojungle", 2: "dancer"},
        [
            ("A1", 1, "hq", "N"),
            ("C3", 2, "object-blue", "N"),
            ("C4", 2, "object-red", "S"),
            ("E3", 2, "object-yellow", "N"),
        ],
        hands={"1": ["small-bomb"]},
    )
    s, events = apply(s, "play small-bomb C3 C4 D3")
    damaged = sorted((e.tile, e.damage, e.hp) for e in events if isinstance(e, ev.ObjectDamaged))
    assert damaged == [("object-blue", 1, 9), ("object-red", 1, 9)] and s.players[2].hq_hp == 28


# ---------------------------------------------------------------------- Vegas's Control takeover
def _settled(s):  # type: ignore[no-untyped-def]
    from rules.armies.vegas import mechanics

    mechanics.settle(s, [])
    s.to_turn = []
    return s


def test_vegas_takes_over_an_object_which_fights_for_vegas() -> None:
    # "Vegas w normalny sposób przejmuje Kontrolę nad Obiektami Dancer - w momencie przejęcia
    # Kontroli może obrócić przejmowany Obiekt i jest on traktowany jak jednostka Vegas, więc w
    # trakcie Bitwy zadaje obrażenia pozostałym Obiektom i sam otrzymuje od nich obrażenia,
    # jednocześnie nie otrzymuje obrażeń od jednostek Vegas." Dancer moves its Blue Object
    # onto C2, where Vegas's Agitator on C3 faces: Vegas takes it and turns it NE, to D1.
    s = board(
        {1: "vegas", 2: "dancer"},
        [
            ("A1", 1, "hq", "N"),
            ("C3", 1, "agitator", "N"),
            ("B2", 1, "bodyguard", "N"),
            ("C1", 2, "object-blue", "S"),
            ("D1", 2, "object-red", "SW"),
            ("E3", 2, "object-yellow", "N"),
        ],
        hands={"2": ["move"]},
        current=2,
    )
    s, events = apply(s, "play move C1 C2 S")
    assert [e.tile for e in events if isinstance(e, ev.TakenOver)] == ["object-blue"]
    assert s.pending is not None and s.pending.kind == "takeover" and s.to_act == 1
    s, _ = apply(s, "choose C2 NE")
    _, report = battle(s)
    hits = [(e.tile, e.target_tile) for seg in report.segments for e in seg.events if isinstance(e, ev.Hit)]
    assert ("object-blue", "object-red") in hits and ("object-red", "object-blue") in hits
    assert ("bodyguard", "object-blue") not in hits


def test_a_taken_yellow_object_cannot_heal_and_a_taken_object_cannot_be_healed() -> None:
    # "Jeżeli Obiekt Żółty jest zasieciowany (albo został przejęty przez Vegas), to nie może
    # leczyć, ponieważ nie można zagrać żetonu Akcji na zasieciowany czy przejęty Obiekt.
    # Jeżeli inny Obiekt został zasieciowany (albo została przejęta nad nim Kontrola), to
    # również nie może być leczony." Yellow on C3 faces S: its healing edge (its back) meets
    # the wounded Blue Object on C2.
    def dancer_board(agitator: tuple[str, str]):  # type: ignore[no-untyped-def]
        s = board(
            {1: "dancer", 2: "vegas"},
            [
                ("C3", 1, "object-yellow", "S"),
                ("C2", 1, "object-blue", "N"),
                ("E3", 1, "object-red", "N"),
                ("A3", 2, "hq", "N"),
                (agitator[0], 2, "agitator", agitator[1]),
            ],
            hands={"1": ["action"]},
        )
        s.units[s.board.parse("C2")].wounds = 3
        s.units[s.board.parse("C3")].wounds = 1
        return _settled(s)

    blue_taken = dancer_board(("C1", "S"))  # the Agitator on C1 faces C2
    assert blue_taken.units[blue_taken.board.parse("C2")].player == 2
    assert refused(blue_taken, "play action C3 C2").code == "heal-reach"
    yellow_taken = dancer_board(("C4", "N"))  # the Agitator on C4 faces C3
    assert yellow_taken.units[yellow_taken.board.parse("C3")].player == 2
    assert refused(yellow_taken, "play action C3 C3").code == "action-not-object"


def test_an_object_under_control_may_still_dance_and_takes_a_wound_for_the_control() -> None:
    # "zasieciowany Obiekt wciąż może wykonać Taniec … otrzymuje 1 ranę za każdą sieć …
    # Powyższą zasadę stosuje się w analogiczny sposób przy Przejęciu Kontroli przez Vegas."
    # Vegas's Agitator on C3 holds the Blue Object on C2; Dancer swaps Blue and Red (on D1):
    # Blue takes 1 wound and is Dancer's again; Red, now on C2, is taken over.
    s = _settled(
        board(
            {1: "dancer", 2: "vegas"},
            [
                ("C2", 1, "object-blue", "N"),
                ("D1", 1, "object-red", "N"),
                ("E3", 1, "object-yellow", "N"),
                ("A1", 2, "hq", "N"),
                ("C3", 2, "agitator", "N"),
            ],
        )
    )
    assert s.units[s.board.parse("C2")].player == 2
    assert any(str(a) == "dance C2 D1 N D1 C2 N" for a in legal_actions(s, verb="dance"))
    s, events = apply(s, "dance C2 D1 N D1 C2 N")
    released = [(e.player, e.tile, e.nets) for e in events if isinstance(e, ev.Released)]
    assert released == [(1, "object-blue", 1)]
    blue, red = s.units[s.board.parse("D1")], s.units[s.board.parse("C2")]
    assert (blue.tile, blue.player, blue.wounds) == ("object-blue", 1, 1)
    assert (red.tile, red.player) == ("object-red", 2) and s.players[1].hq_hp == 29
    assert [e.tile for e in events if isinstance(e, ev.TakenOver)] == ["object-red"]
