"""Seed 004 (Dancer) names how Dancer meets the armies that had nothing to meet before:
Smart's Terror, New York's Spy and Mine, Neojungle's Small Bomb (S004, the passages quoted in each test)."""

from __future__ import annotations

from rules import events as ev
from rules.game import apply, legal_actions
from tests.rules.helpers import battle, board


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
