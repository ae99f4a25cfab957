"""Smart (the Duel box): every special rule as a board test written from the rulebooks' text
(docs/rulings.md, "Smart"), random whole games against every army, and bad input.

- HQ: "every friendly unit adjacent to Smart's HQ has the ability to move" / "à votre tour,
  chaque Unité amie adjacente peut effectuer un mouvement additionnel et/ou pivoter, comme
  si elle avait la capacité Mobilité. L'Unité peut également quitter les cases adjacentes
  autour du QG. Le QG ne peut pas utiliser sa propre capacité pour bouger."
- Transporter: "On tiles deployment, player controlling Transporter may place their other
  unit onto the hex occupied by Transporter (Transporter is discarded). If Transporter is
  damaged damage is not transferred to new unit."
- Bio-Droid: "Upon death Bio-Droid is not discarded as normal, but it returns to the top of
  Smart player's draw pile, so it's the first tile to draw next round."
- Terror: "After Terror was played, enemy players are not allowed to play board tiles on
  their next turn. Instant tiles and turn abilities can be used normally."
"""

from __future__ import annotations

import pytest

import i18n
from rules import events as ev
from rules.battle import analyse
from rules.catalog import ALL_ARMIES, ARMIES, army
from rules.game import apply, legal_actions
from rules.hexes import Direction
from rules.state import GameState
from tests.rules.helpers import TABLES, battle, board, play_checked, play_tables, random_plays, refused, tiles_at

SMART = "smart"


# ---------------------------------------------------------------------- the data
def test_the_army_is_35_tiles_and_offered_to_players() -> None:
    a = army(SMART)
    assert sum(t.count for t in a.tiles) == 35
    assert a.composition()["transporter"] == 3 and a.composition()["terror"] == 2
    assert SMART in ALL_ARMIES and SMART in ARMIES  # offered to players (issue 34)
    assert i18n.army_name(SMART, "pl") == "Smart" and i18n.tile_name(SMART, "ripper", "pl") == "Rozpruwacz"
    for t in a.tiles:
        for lang in ("en", "pl"):
            assert i18n.tile_name(SMART, t.key, lang) != t.key


# ---------------------------------------------------------------------- the HQ: Mobility
def _hq_board(**extra: object) -> GameState:
    # Smart HQ on C3, a Cyborg next to it on C2 and one away from it on A1; Hegemony's HQ on E3.
    return board(
        {1: SMART, 2: "hegemony"},
        [("C3", 1, "hq", "N"), ("C2", 1, "cyborg", "N"), ("A1", 1, "cyborg", "N"), ("E3", 2, "hq", "N")],
        **extra,
    )


def test_the_hq_lets_an_adjacent_unit_move_and_leave_its_side() -> None:
    s = _hq_board()
    moves = {str(a) for a in legal_actions(s, verb="move")}
    assert "move C2 C1 NE via C3" in moves and "move C2 C2 S via C3" in moves  # a move and/or a rotation
    assert not any(m.startswith("move A1") for m in moves)  # not adjacent: nothing
    assert not any(m.startswith("move C3") for m in moves)  # the HQ does not move itself
    s, events = apply(s, "move C2 C1 NE via C3")
    assert tiles_at(s)["C1"] == "cyborg" and s.units[s.board.parse("C1")].facing.name == "NE"
    assert [e.means for e in events if isinstance(e, ev.Moved)] == ["transport"]
    # once a turn per unit, and only while it stands next to the HQ
    assert refused(s, "move C1 C2 N via C3").code == "no-transport"


def test_a_unit_uses_the_hq_once_a_turn_and_its_own_mobility_besides() -> None:
    s = board(
        {1: SMART, 2: "hegemony"},
        [("C3", 1, "hq", "N"), ("C2", 1, "transporter", "N"), ("E3", 2, "hq", "N")],
    )
    s, _ = apply(s, "move C2 B2 N via C3")  # the HQ's move: B2 is next to C3 as well
    assert refused(s, "move B2 C2 N via C3").code == "transport-used"
    s, _ = apply(s, "move B2 B1 N")  # the Transporter's own Mobility is another move
    assert refused(s, "move B1 B2 N").code == "mobility-used"


def test_a_netted_hq_gives_no_mobility() -> None:
    # Hegemony's Net Fighter on D2, turned so that its net edge points at the HQ on C3.
    for facing in Direction:
        t = board(
            {1: SMART, 2: "hegemony"},
            [("C3", 1, "hq", "N"), ("C2", 1, "cyborg", "N"), ("D2", 2, "net-fighter", facing.name)]
            + [("E3", 2, "hq", "N")],
        )
        if analyse(t).views[t.units[t.board.parse("C3")].uid].netted:
            assert legal_actions(t, verb="move") == []
            assert refused(t, "move C2 C1 N via C3").code == "no-transport"
            return
    raise AssertionError("no facing of the Net Fighter on D2 nets the HQ on C3")


# ---------------------------------------------------------------------- the Transporter
def _transporter_board(**extra: object) -> GameState:
    return board(
        {1: SMART, 2: "hegemony"},
        [("B2", 1, "hq", "N"), ("C3", 1, "transporter", "N"), ("E3", 2, "hq", "N")],
        hands={"1": ["cyborg", "officer", "sniper"]},
        **extra,
    )


def _wounded_transporter(**extra: object) -> GameState:
    s = _transporter_board(**extra)
    s.units[s.board.parse("C3")].wounds = 1  # damaged: 1 of its 2 hit points left
    return s


def test_a_unit_from_the_hand_takes_the_transporters_hex_without_its_wounds() -> None:
    s = _wounded_transporter()
    assert "replace cyborg C3 NE" in {str(a) for a in legal_actions(s, verb="replace")}
    s, events = apply(s, "replace cyborg C3 NE")
    u = s.units[s.board.parse("C3")]
    assert (u.tile, u.facing.name, u.wounds) == ("cyborg", "NE", 0)  # the damage is not transferred
    assert s.players[1].discard == ["transporter"] and s.players[1].hand == ["officer", "sniper"]
    assert [type(e) for e in events] == [ev.Replaced]
    check_tiles_in_one_place_partial(s)


def check_tiles_in_one_place_partial(s: GameState) -> None:
    """The Transporter left for the discard pile and the Cyborg for the board: nothing doubled."""
    on_board = [u.tile for u in s.units.values() if u.player == 1]
    assert on_board.count("transporter") == 0 and on_board.count("cyborg") == 1


def test_a_module_or_an_instant_cannot_take_the_transporters_hex() -> None:
    s = _transporter_board()
    offered = {str(a) for a in legal_actions(s, verb="replace")}
    assert offered and all(a.startswith("replace cyborg C3 ") for a in offered)
    assert refused(s, "replace officer C3 N").code == "replace-unit-only"
    assert refused(s, "replace sniper C3 N").code == "replace-instant"


def test_the_transporter_drop_is_a_placement_of_the_turn() -> None:
    s = _transporter_board()
    s.turn.plays_left = 0  # the turn's tiles are used up (the first turns, or reinforcements)
    assert legal_actions(s, verb="replace") == []
    assert refused(s, "replace cyborg C3 N").code == "play-limit"


def test_a_netted_transporter_cannot_be_replaced() -> None:
    for facing in Direction:
        s = board(
            {1: SMART, 2: "hegemony"},
            [("B2", 1, "hq", "N"), ("C3", 1, "transporter", "N"), ("D3", 2, "net-fighter", facing.name)]
            + [("E3", 2, "hq", "N")],
            hands={"1": ["cyborg"]},
        )
        if analyse(s).views[s.units[s.board.parse("C3")].uid].netted:
            assert legal_actions(s, verb="replace") == []
            assert refused(s, "replace cyborg C3 N").code == "netted"
            return
    raise AssertionError("no facing of the Net Fighter on D3 nets C3")


def test_the_transporter_drop_is_allowed_under_terror_like_the_pacifiers_replacement() -> None:
    s = _transporter_board()
    s.players[1].terror = True  # a Terror fell on this turn
    assert refused(s, "place cyborg A1 N").code == "terror"
    s, _ = apply(s, "replace cyborg C3 N")  # docs/rulings.md SM3
    assert tiles_at(s)["C3"] == "cyborg"


# ---------------------------------------------------------------------- the Bio-Droid
def _bio_board(**extra: object) -> GameState:
    # The Bio-Droid on C3 shoots NE and S; a Hegemony Runner on C2 hits it in melee (initiative 2).
    return board(
        {1: "hegemony", 2: SMART},
        [("A1", 1, "hq", "N"), ("C2", 1, "runner", "S"), ("C3", 2, "bio-droid", "N"), ("E3", 2, "hq", "N")],
        **extra,
    )


def test_a_bio_droid_killed_in_battle_goes_back_on_top_of_its_pile() -> None:
    s = _bio_board()
    s.players[2].pile = ["ripper", "cyborg"]  # the cyborg on top
    after, report = battle(s)
    assert "C3" not in tiles_at(after)
    kills = [e for seg in report.segments for e in seg.events if isinstance(e, ev.Killed)]
    assert [(k.tile, k.hex) for k in kills] == [("bio-droid", "C3")]
    assert after.players[2].pile == ["ripper", "cyborg", "bio-droid"]  # the top is the end of the list
    assert "bio-droid" not in after.players[2].discard


def test_a_bio_droid_sniped_is_the_next_tile_its_owner_draws() -> None:
    s = board(
        {1: "outpost", 2: SMART},
        [("A1", 1, "hq", "N"), ("C3", 2, "bio-droid", "N"), ("E3", 2, "hq", "N")],
        hands={"1": ["sniper"]},
    )
    s.players[2].pile = ["ripper", "cyborg", "battle"]
    s, _ = apply(s, "play sniper C3")
    assert s.players[2].pile[-1] == "bio-droid" and "bio-droid" not in s.players[2].discard
    s, events = apply(s, "end")
    drew = next(e for e in events if isinstance(e, ev.Drew))
    assert drew.player == 2 and drew.tiles[0] == "bio-droid"


def test_a_bio_droid_returns_to_an_empty_pile_and_is_drawn() -> None:
    s = _bio_board()
    assert s.players[2].pile == []
    after, _ = battle(s)
    assert after.players[2].pile == ["bio-droid"]


def test_a_bio_droid_executed_by_the_steel_police_returns_to_its_pile_too() -> None:
    s = board(
        {1: "steel-police", 2: SMART},
        [("A1", 1, "hq", "N"), ("C3", 2, "bio-droid", "N"), ("E3", 2, "hq", "N")],
        hands={"1": ["executioner"]},
    )
    s, _ = apply(s, "execute C3 N")
    assert s.players[2].pile == ["bio-droid"] and s.players[2].discard == []


# ---------------------------------------------------------------------- Terror
def test_smarts_terror_is_the_steel_polices_instant() -> None:
    assert army(SMART).tile("terror").instant == army("steel-police").tile("terror").instant == "terror"
    s = board(
        {1: SMART, 2: "hegemony"},
        [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")],
        hands={"1": ["terror"], "2": []},
    )
    s.players[2].pile = ["runner", "sniper", "thug"]
    s, events = apply(s, "play terror")
    assert any(isinstance(e, ev.Terrorized) and e.players == [2] for e in events)
    s, _ = apply(s, "end")
    assert sorted(s.players[2].hand) == ["runner", "sniper", "thug"]
    s, _ = apply(s, "discard sniper")
    assert legal_actions(s, verb="place") == []
    assert refused(s, "place thug C3 N").code == "terror"
    s, _ = apply(s, "end")
    assert not s.players[2].terror  # one turn only


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", [a for a in ALL_ARMIES if a != SMART])
def test_random_games_against_every_army_terminate_keep_every_tile_and_replay(other: str) -> None:
    used: set[str] = set()
    for seed in range(4):
        armies = [SMART, other] if seed % 2 else [other, SMART]
        _, played = play_checked(armies, 3400 + seed)
        used.update(a.verb + (" via" if a.via else "") for a in played)
    assert "place" in used and "play" in used


def test_random_games_use_every_smart_mechanic() -> None:
    seen = {"replace": 0, "via": 0, "terror": 0, "bio-droid back": 0}
    for seed in range(12):
        for s, a, events in random_plays([SMART, "outpost"] if seed % 2 else ["moloch", SMART], seed):
            seen["replace"] += a.verb == "replace"
            seen["via"] += bool(a.via)
            seen["terror"] += a.tile == "terror"
            seen["bio-droid back"] += any(
                isinstance(e, ev.Drew) and "bio-droid" in e.tiles and s.players[e.player].army == SMART for e in events
            )
    assert all(seen.values()), seen


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_tables_of_three_and_four_with_smart_terminate_and_replay(players: int, options: dict) -> None:
    play_tables(SMART, players, options, 5100)
