"""Game flow: set-up, opening draws, discards, the unlucky draw, turn abilities, battles
triggered by tiles and by a full board, the end of the game and the tie-break."""

from __future__ import annotations

import pytest

from rules import IllegalAction, InvalidNotation, apply, legal_actions, new_game
from rules.catalog import army
from rules.events import BattleFought, Event, GameOver
from rules.state import PHASE_OVER, GameState
from tests.rules.helpers import board, rig, tiles_at


def start(seed: int = 1) -> GameState:
    s = new_game(("moloch", "borgo"), seed)
    s, _ = apply(s, "hq B2")
    s, _ = apply(s, "hq D3")
    return s


def battles(events: list[Event]) -> list[BattleFought]:
    return [e for e in events if isinstance(e, BattleFought)]


# ---------------------------------------------------------------- set-up and draws
def test_each_army_has_35_tiles_and_one_hq_in_play() -> None:
    s = new_game(("outpost", "hegemony"), 3)
    for p in (1, 2):
        a = army(s.players[p].army)
        assert len(s.players[p].pile) == 34  # the HQ is set aside
        assert sum(a.composition().values()) == 35


def test_seeded_shuffle_is_reproducible_and_seed_dependent() -> None:
    assert new_game(("moloch", "borgo"), 5).players[1].pile == new_game(("moloch", "borgo"), 5).players[1].pile
    assert new_game(("moloch", "borgo"), 5).players[1].pile != new_game(("moloch", "borgo"), 6).players[1].pile


def test_hq_placement_first_player_then_second() -> None:
    s = new_game(("moloch", "borgo"), 1)
    assert s.to_act == 1 and {str(a) for a in legal_actions(s)} == {f"hq {n}" for n in map(s.board.name, s.board)}
    s, _ = apply(s, "hq C3")
    assert s.to_act == 2
    with pytest.raises(IllegalAction, match="taken"):
        apply(s, "hq C3")
    s, _ = apply(s, "hq C2")  # HQs may touch (R88)
    assert s.current == 1 and s.turn_number == 1


def test_opening_draws_one_then_two_then_up_to_three() -> None:
    s = start()
    assert len(s.players[1].hand) == 1 and not s.turn.needs_discard
    kept = s.players[1].hand[0]
    s, _ = apply(s, "end")  # keep it
    assert len(s.players[2].hand) == 2 and not s.turn.needs_discard
    s, _ = apply(s, f"discard {s.players[2].hand[0]}")
    s, _ = apply(s, "end")
    # Player 1 kept one tile: draws two to hold three, and must discard one.
    assert len(s.players[1].hand) == 3 and kept in s.players[1].hand
    assert s.turn.needs_discard
    assert {a.verb for a in legal_actions(s)} <= {"discard", "redraw"}
    tile = (
        next(t for t in s.players[1].hand if army("moloch").tile(t).is_board_tile)
        if any(army("moloch").tile(t).is_board_tile for t in s.players[1].hand)
        else None
    )
    if tile:
        with pytest.raises(IllegalAction, match="discard one of your three tiles first"):
            apply(s, f"place {tile} A1 N")
    with pytest.raises(IllegalAction, match="discard"):
        apply(s, "end")


def test_tile_not_in_hand_and_occupied_hex_are_rejected_without_change() -> None:
    s = start()
    rig_hand(s, 1, ["hybrid"])
    before = s.dumps()
    with pytest.raises(IllegalAction, match="do not hold"):
        apply(s, "place blocker A1 N")
    with pytest.raises(IllegalAction, match="taken"):
        apply(s, "place hybrid B2 N")
    with pytest.raises(IllegalAction, match="not a hex on this board"):
        apply(s, "place hybrid E5 N")
    with pytest.raises(InvalidNotation, match="not a hex name"):
        apply(s, "place hybrid F99 N")
    assert s.dumps() == before


def rig_hand(s: GameState, player: int, tiles: list[str]) -> None:
    ps = s.players[player]
    ps.pile.extend(ps.hand)
    ps.hand.clear()
    for t in tiles:
        ps.pile.remove(t)
        ps.hand.append(t)


def test_unlucky_draw_all_instants_may_be_redrawn_repeatedly() -> None:
    s = new_game(("moloch", "borgo"), 1)
    rig(s, 1, ["battle", "push-back", "battle", "hybrid"])
    s, _ = apply(s, "hq B2")
    s, _ = apply(s, "hq D3")
    assert s.players[1].hand == ["battle"]
    assert "redraw" in {str(a) for a in legal_actions(s)}
    s, _ = apply(s, "redraw")  # even in the one-tile opening turn
    assert s.players[1].hand == ["push-back"] and s.players[1].discard == ["battle"]
    s, _ = apply(s, "redraw")  # repeatable within one turn
    assert s.players[1].hand == ["battle"]
    s, _ = apply(s, "redraw")
    assert s.players[1].hand == ["hybrid"]
    with pytest.raises(IllegalAction, match="instant tiles only"):
        apply(s, "redraw")


def test_unlucky_draw_only_right_after_drawing() -> None:
    s = new_game(("moloch", "borgo"), 1)
    s, _ = apply(s, "hq B2")
    s, _ = apply(s, "hq D3")
    s, _ = apply(s, "end")
    rig_hand(s, 2, ["battle", "move"])
    s, _ = apply(s, "discard battle")
    with pytest.raises(IllegalAction, match="right after drawing"):
        apply(s, "redraw")


# ---------------------------------------------------------------- instants and abilities
def test_instant_needs_targets_and_is_discarded_after_use() -> None:
    s = board({1: "hegemony", 2: "borgo"}, [("C3", 2, "mutant", "N"), ("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")])
    s.players[1].hand = ["sniper"]
    with pytest.raises(IllegalAction, match="never damage an HQ"):
        apply(s, "play sniper E3")
    with pytest.raises(IllegalAction, match="no enemy tile"):
        apply(s, "play sniper B2")
    s2, _ = apply(s, "play sniper C3")
    assert "C3" not in tiles_at(s2)
    assert s2.players[1].discard == ["sniper"] and s2.players[2].discard == ["mutant"]


def test_mobility_once_per_turn_move_and_or_rotate() -> None:
    s = board({1: "outpost", 2: "borgo"}, [("C3", 1, "runner", "N"), ("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")])
    s2, _ = apply(s, "move C3 C2 NE")
    assert s2.units[s2.board.parse("C2")].facing.name == "NE"
    with pytest.raises(IllegalAction, match="already used its Mobility"):
        apply(s2, "move C2 C1 N")
    s3, _ = apply(s, "move C3 C3 S")  # rotating in place is a move too
    assert tiles_at(s3)["C3"] == "runner"
    with pytest.raises(IllegalAction, match="changes nothing"):
        apply(s, "move C3 C3 N")
    with pytest.raises(IllegalAction, match="not a free hex within 1 hex"):
        apply(s, "move C3 C1 N")
    with pytest.raises(IllegalAction, match="no Mobility"):
        apply(s, "move A1 A2 N")


def test_netted_unit_cannot_move() -> None:
    s = board(
        {1: "outpost", 2: "hegemony"},
        [("C3", 1, "runner", "N"), ("B3", 2, "net-fighter", "N"), ("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")],
    )
    with pytest.raises(IllegalAction, match="netted"):
        apply(s, "move C3 C2 N")
    assert not [a for a in legal_actions(s) if a.verb == "move"]


# ---------------------------------------------------------------- battles and the end
def full_board_minus(last: str) -> GameState:
    """A full board but for one hex: Borgo Mutants facing away, Moloch Blockers."""
    s = board({1: "moloch", 2: "borgo"}, [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")])
    for h in s.board.hexes:
        name = s.board.name(h)
        if name in ("A1", "E3", last):
            continue
        from rules.hexes import Direction
        from rules.state import Unit

        s.units[h] = Unit(s.next_uid, 1, "blocker", h, Direction.N)
        s.next_uid += 1
    s.players[1].hand = ["blocker"]
    s.players[1].pile = ["hybrid", "hybrid", "hybrid"]
    s.players[2].pile = ["mutant", "mutant", "mutant"]
    return s


def test_full_board_starts_a_battle_and_ends_the_turn_and_repeats_while_full() -> None:
    """R96: the Borgo HQ wounds its three Blocker neighbours (3 HP) once per battle; the
    board stays full, so battles repeat until they die."""
    s = full_board_minus("C3")
    s2, events = apply(s, "place blocker C3 N")
    fought = battles(events)
    assert [b.cause for b in fought] == ["full_board"] * 3
    assert {"D3", "D4", "E2"}.isdisjoint(tiles_at(s2))
    assert s2.current == 2  # the turn ended at once


def test_battle_tile_cannot_be_played_after_any_last_draw() -> None:
    s = board({1: "moloch", 2: "borgo"}, [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")])
    s.players[1].hand = ["battle"]
    s.last_draw_by = 2
    assert "play battle" not in {str(a) for a in legal_actions(s)}
    with pytest.raises(IllegalAction, match="last tile"):
        apply(s, "play battle")


def _end_game_board(pile1: list[str], pile2: list[str]) -> GameState:
    s = board(
        {1: "moloch", 2: "borgo"},
        [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N"), ("C3", 1, "hybrid", "SE")],  # shoots SE: D3, E3
    )
    s.players[1].pile = pile1
    s.players[2].pile = pile2
    return s


def test_final_battle_after_the_opponents_last_turn() -> None:
    s = _end_game_board(["blocker"], ["mutant", "mutant", "mutant", "mutant"])
    s, _ = apply(s, "end")  # player 2's turn
    s, _ = apply(s, "discard mutant")
    s, events = apply(s, "end")  # player 1 draws the last tile of the pile
    assert s.last_draw_by == 1 and s.final_after == 2 and not battles(events)
    assert "play battle" not in {str(a) for a in legal_actions(s)}
    s, events = apply(s, "end")  # player 1 finishes the turn
    assert not battles(events) and s.current == 2
    s, _ = apply(s, f"discard {s.players[2].hand[0]}")
    s, events = apply(s, "end")  # the opponent's last turn ends: the Final Battle
    [b] = battles(events)
    assert b.cause == "final" and b.player == 1  # caused by whoever ran out first (R102)
    assert s.phase == PHASE_OVER and s.result is not None
    assert (s.result.winner, s.result.reason) == (1, "hp")  # the Hybrid shot the Borgo HQ
    assert s.players[2].hq_hp == 19


def test_last_draw_and_full_board_in_the_same_turn() -> None:
    """R100: the full-board battle first, then the opponent's turn, then the Final Battle."""
    s = full_board_minus("C3")
    s.players[1].pile = []
    s.last_draw_by = 1
    s.final_after = 2
    s2, events = apply(s, "place blocker C3 N")
    assert {b.cause for b in battles(events)} == {"full_board"}
    assert s2.current == 2 and s2.phase != PHASE_OVER


def test_tie_after_final_battle_gives_one_more_turn_each_then_a_battle_then_a_draw() -> None:
    s = board({1: "moloch", 2: "borgo"}, [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")])
    s.players[1].pile = ["blocker"]
    s.players[2].pile = ["mutant"] * 6
    s, _ = apply(s, "end")
    s, _ = apply(s, "discard mutant")
    s, _ = apply(s, "end")  # player 1 draws the last tile
    s, _ = apply(s, "end")
    s, _ = apply(s, "discard mutant")
    s, events = apply(s, "end")  # Final Battle: 20-20
    assert [b.cause for b in battles(events)] == ["final"]
    assert s.phase != PHASE_OVER and s.overtime_turns_left == 2
    assert s.current == 1  # the order goes on: player 1 after player 2
    s, events = apply(s, "end")
    assert not battles(events) and s.current == 2
    s, _ = apply(s, "discard mutant")
    s, events = apply(s, "end")
    assert [b.cause for b in battles(events)] == ["overtime"]
    assert s.result is not None and (s.result.winner, s.result.reason) == (None, "hp_tie")


def test_both_hqs_destroyed_in_one_battle_is_a_draw() -> None:
    s = board(
        {1: "moloch", 2: "borgo"},
        [("C3", 1, "hq", "N"), ("C2", 2, "hq", "N"), ("B2", 1, "hybrid", "NE"), ("D2", 2, "brawler", "SW")],
    )
    s.players[1].hq_hp = 2
    s.players[2].hq_hp = 1
    s.players[1].hand = ["battle"]
    s2, events = apply(s, "play battle")
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and over[0].winner is None and over[0].reason == "both_hq_destroyed"


def test_destroyed_hq_wins_but_the_battle_is_fought_to_the_end() -> None:
    s = board(
        {1: "moloch", 2: "borgo"},
        [
            ("C3", 1, "hq", "N"),
            ("C1", 2, "hq", "N"),
            ("C4", 1, "hybrid", "N"),
            ("E3", 2, "mutant", "N"),
            ("E2", 1, "blocker", "N"),
        ],
    )
    s.players[2].hq_hp = 1
    s.players[1].hand = ["battle"]
    s2, events = apply(s, "play battle")
    [b] = battles(events)
    assert [seg.initiative for seg in b.segments] == [3, 2]  # the Mutant still acts at 2
    assert s2.units[s2.board.parse("E2")].wounds == 1
    assert s2.result is not None and (s2.result.winner, s2.result.reason) == (1, "hq_destroyed")
    assert "C1" not in tiles_at(s2)


def test_enlarged_board_battle_triggers_on_the_central_19_hexes() -> None:
    """R118: on the 37-hex board a full-board battle still counts only the central area."""
    from rules.hexes import Direction
    from rules.state import Unit

    s = new_game(("moloch", "borgo"), 4, radius=3)
    s, _ = apply(s, "hq A1")  # the outer ring is playable
    s, _ = apply(s, "hq G4")
    core = sorted(s.board.core)
    for h in core[:-1]:
        s.units[h] = Unit(s.next_uid, 1, "blocker", h, Direction.N)
        s.next_uid += 1
    rig_hand(s, 1, ["hybrid"])
    s.turn.needs_discard = False
    last = s.board.name(core[-1])
    s2, events = apply(s, f"place hybrid {last} N")
    assert battles(events) and battles(events)[0].cause == "full_board"
    assert not s2.core_full() or s2.current == 2
