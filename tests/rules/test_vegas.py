"""Vegas (the Duel box): every special rule as a board test written from the texts
(docs/rulings.md, "Vegas"), random whole games against every army and at tables of three
and four, and bad input.

- Control takeover (the app's help text, the Duel box): "An enemy unit in direct contact
  with Vegas HQ (notice that Vegas HQ's special Ability only works in one direction) or
  Agitator is automatically taken over and treated as friendly. Moreover, on takeover the
  Vegas player may turn that unit in any direction. The unit stays friendly for as long as
  it's in direct contact with Vegas HQ or Agitator. An enemy HQ may not be taken over."
- neuroshimahex.pl ("Vegas – podstawy taktyczne"): "Jednostka uwolniona od Przejęcia
  Kontroli nie obraca się automatycznie. Jeśli jednostka zostaje przejęta w trakcie Bitwy,
  można ją obrócić dopiero po zakończeniu wszystkich segmentów Inicjatywy. Gdy kierunki
  działania Przejęcia Kontroli i sieci są na siebie wzajemnie skierowane, Vegas przejmuje
  sieciarza."
- neuroshima.hex.free.fr (the Vegas page): "Le joueur Vegas est toujours le dernier." —
  "si un Rétiaire et un Agitateur combattent, l'Agitateur prend le contrôle du Rétiaire et
  échappe à l'effet du filet." — "s'il y a un combat entre un Dérivateur et un Agitateur,
  l'Agitateur contrôle le Dérivateur … Mais si le Dérivateur attaque l'Agitateur (dont la
  capacité prise de contrôle est orientée dans une autre direction), le Dérivateur affecte
  normalement l'Agitateur."
- The app's help text: "Castling. Two adjacent owned units (including HQs) can switch
  places, but they do not change their facing. Units caught in a net cannot castle." —
  "Rotation. A unit may turn in any direction desired. Units caught in a net cannot rotate."
"""

from __future__ import annotations

import pytest

import i18n
from rules import events as ev
from rules.ai import LEVELS, HardAI, IterationBudget, make_player
from rules.armies.vegas import mechanics
from rules.catalog import ALL_ARMIES, ARMIES, army
from rules.game import apply, legal_actions, new_game
from rules.position import code_of, state_of
from rules.scenario import board_json, load
from rules.secrecy import public_json
from rules.state import PHASE_CHOICE, PHASE_OVER, PHASE_TURN, GameState
from tests.rules.helpers import (
    TABLES,
    battle,
    board,
    of_type,
    play_checked,
    play_tables,
    random_plays,
    refused,
    tiles_at,
)

VEGAS = "vegas"


def _settled(s: GameState) -> GameState:
    """The board's Control worked out (as after any action), the turning left undone."""
    mechanics.settle(s, [])
    s.to_turn = []
    return s


def _unit(s: GameState, name: str):  # type: ignore[no-untyped-def]
    return s.units[s.board.parse(name)]


def _all(events: list[ev.Event]) -> list[ev.Event]:
    out: list[ev.Event] = []
    for e in events:
        out.append(e)
        if isinstance(e, ev.BattleFought):
            for seg in e.segments:
                out.extend(seg.events)
    return out


# ---------------------------------------------------------------------- the data
def test_the_army_is_35_tiles_with_one_takeover_edge_on_the_hq_and_each_agitator() -> None:
    a = army(VEGAS)
    assert sum(t.count for t in a.tiles) == 35
    assert VEGAS in ALL_ARMIES and VEGAS in ARMIES  # offered to players (issue 34)
    assert len(a.hq.effect_edges("takeover")) == 1 and len(a.tile("agitator").effect_edges("takeover")) == 1
    assert a.tile("agitator").count == 3 and a.tile("agitator").kind == "module"
    assert a.tile("mine").is_foundation and "mine" in a.tile("mine").abilities and a.tile("mine").count == 2
    assert a.tile("saboteur").effect_edges("saboteur") == (0, 1, 2, 3, 4, 5)
    assert {t.instant for t in a.tiles if t.instant} == {
        "battle",
        "rotation",
        "push_back",
        "castling",
        "move",
        "sniper",
    }
    assert i18n.army_name(VEGAS, "pl") == "Vegas" and i18n.tile_name(VEGAS, "saboteur", "pl") == "Dywersant"
    assert (
        i18n.tile_name(VEGAS, "castling", "pl") == "Roszada" and i18n.tile_name(VEGAS, "rotation", "en") == "Rotation"
    )
    for t in a.tiles:
        for lang in ("en", "pl"):
            assert i18n.tile_name(VEGAS, t.key, lang) != t.key


# ---------------------------------------------------------------------- the order of play
def test_vegas_always_plays_last() -> None:
    # "Le joueur Vegas est toujours le dernier."
    assert new_game([VEGAS, "outpost"], 1).order == [2, 1]
    assert new_game(["outpost", VEGAS], 1).order == [1, 2]
    assert new_game([VEGAS, "moloch", "borgo"], 1).order == [2, 3, 1]
    assert new_game(["moloch", VEGAS, "borgo", "outpost"], 1, mode="2v2").order == [3, 4, 1, 2]
    # Dancer always starts (S004): with Vegas the two rules agree.
    assert new_game([VEGAS, "dancer"], 1).order == [2, 1]


# ---------------------------------------------------------------------- takeover by an Agitator
def _agitator_board(**extra: object) -> GameState:
    # Vegas's Agitator on C3 faces N: its takeover edge meets C2.
    return board(
        {1: VEGAS, 2: "outpost"},
        [("A1", 1, "hq", "N"), ("C3", 1, "agitator", "N"), ("E3", 2, "hq", "N")],
        **extra,
    )


def test_an_enemy_unit_placed_in_contact_is_taken_over_and_may_be_turned() -> None:
    s = _agitator_board(hands={"2": ["runner"]}, current=2)
    s, events = apply(s, "place runner C2 S")
    runner = _unit(s, "C2")
    assert runner.player == 1 and s.taken == {runner.uid: 2} and s.owner(runner) == 2
    assert s.spec(runner).army == "outpost"
    [taken] = [e for e in events if isinstance(e, ev.TakenOver)]
    assert (taken.controller, taken.owner, taken.tile, taken.hex, taken.source) == (1, 2, "runner", "C2", "C3")
    # Vegas chooses its facing before Outpost goes on.
    assert s.phase == PHASE_CHOICE and s.to_act == 1 and s.pending is not None and s.pending.kind == "takeover"
    assert len(legal_actions(s)) == 6
    refused(s, "end")
    s, events = apply(s, "choose C2 N")
    assert _unit(s, "C2").facing.name == "N" and s.phase == PHASE_TURN and s.to_act == 2
    assert [(e.means, e.facing) for e in events if isinstance(e, ev.Moved)] == [("takeover", "N")]


def test_leaving_the_facing_as_it_is_turns_nothing() -> None:
    s = _agitator_board(hands={"2": ["runner"]}, current=2)
    s, _ = apply(s, "place runner C2 S")
    s, events = apply(s, "choose C2 S")
    assert _unit(s, "C2").facing.name == "S" and not any(isinstance(e, ev.Moved) for e in events)


def test_a_taken_unit_fights_for_vegas_and_vegas_units_spare_it() -> None:
    # Outpost's Runner on C2 is Vegas's: it hits Outpost's Brawler on C1 (facing away); Vegas's
    # Bodyguard on B2 (facing N: its NE melee meets C2) does not hit it.
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "runner", "N"),
                ("C1", 2, "brawler", "N"),
                ("B2", 1, "bodyguard", "N"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    after, report = battle(s)
    hits = [(e.tile, e.target_tile, e.player, e.target_player) for e in _all([report]) if isinstance(e, ev.Hit)]
    assert ("runner", "brawler", 1, 2) in hits
    assert not any(t == "runner" for _, t, _, _ in hits)  # no Vegas unit hits it
    assert "brawler" in after.players[2].discard


def test_a_taken_unit_that_dies_goes_to_its_owners_discard_pile() -> None:
    # The Brawler on C1 faces the taken Runner on C2 and kills it at initiative 3.
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "runner", "N"),
                ("C1", 2, "brawler", "S"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    after, report = battle(s)
    assert any(isinstance(e, ev.Killed) and e.tile == "runner" and e.player == 1 for e in _all([report]))
    assert "runner" in after.players[2].discard and "runner" not in after.players[1].discard
    assert not after.taken


def _with_taken(s: GameState, hex_name: str, owner: int, tile: str, facing: str, controller: int) -> GameState:
    """``s`` with one more unit: ``owner``'s ``tile`` on ``hex_name``, under ``controller``'s Control."""
    data = {
        "players": {str(p): {"army": ps.army} for p, ps in s.players.items()},
        "board": [
            *board_json(s),
            {"hex": hex_name, "player": owner, "tile": tile, "facing": facing, "taken_by": controller},
        ],
        "hands": {str(p): list(ps.hand) for p, ps in s.players.items() if ps.hand},
        "current": s.current,
    }
    return load(data)


def test_the_unit_returns_unturned_when_the_agitator_moves_away() -> None:
    s = _with_taken(_agitator_board(hands={"1": ["move"]}), "C2", 2, "runner", "SW", 1)
    runner = _unit(s, "C2")
    assert runner.player == 1 and s.taken == {runner.uid: 2}
    s, events = apply(s, "play move C3 D3 N")
    assert _unit(s, "C2").player == 2 and not s.taken and _unit(s, "C2").facing.name == "SW"
    [lost] = [e for e in events if isinstance(e, ev.ControlLost)]
    assert (lost.controller, lost.owner, lost.tile, lost.hex) == (1, 2, "runner", "C2")


def test_vegas_may_move_a_taken_unit_and_its_owner_may_not() -> None:
    s = _with_taken(_agitator_board(hands={"1": ["move"], "2": ["move"]}), "C2", 2, "runner", "N", 1)
    theirs = s.copy()
    theirs.current = 2
    theirs.pos = theirs.order.index(2)
    assert refused(theirs, "play move C2 C1 N").code == "not-yours"
    # Vegas moves it out of contact: it is Outpost's again, facing as Vegas left it.
    s, _ = apply(s, "play move C2 D1 NE")
    assert _unit(s, "D1").player == 2 and not s.taken and _unit(s, "D1").facing.name == "NE"


def test_vegas_may_use_the_mobility_of_a_taken_unit() -> None:
    # Outpost's Runner has Mobility; taken, it moves in Vegas's turn (and leaves the contact).
    s = _with_taken(_agitator_board(), "C2", 2, "runner", "N", 1)
    moves = {str(a) for a in legal_actions(s, verb="move")}
    assert "move C2 D1 N" in moves
    s, _ = apply(s, "move C2 D1 N")
    assert _unit(s, "D1").player == 2 and not s.taken


def test_an_hq_is_never_taken_over() -> None:
    s = _settled(
        board({1: VEGAS, 2: "outpost"}, [("A1", 1, "hq", "N"), ("C3", 1, "agitator", "N"), ("C2", 2, "hq", "S")])
    )
    assert not s.taken and _unit(s, "C2").player == 2


def test_the_hq_takes_over_in_its_one_direction_only() -> None:
    # The HQ's takeover edge is its edge 2: facing N, it meets D3 (SE). C2 (N) is not taken.
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost"},
            [("C3", 1, "hq", "N"), ("D3", 2, "runner", "N"), ("C2", 2, "brawler", "S"), ("E1", 2, "hq", "N")],
        )
    )
    assert _unit(s, "D3").player == 1 and _unit(s, "C2").player == 2


def test_an_own_or_allied_unit_is_not_taken() -> None:
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost", 3: "moloch", 4: "borgo"},
            [("A1", 1, "hq", "N"), ("C3", 1, "agitator", "N"), ("C2", 3, "hunter-killer", "S"), ("E3", 2, "hq", "N")],
            mode="2v2",
            teams=[[1, 3], [2, 4]],
        )
    )
    assert not s.taken


# ---------------------------------------------------------------------- takeover and nets
def test_takeover_beats_the_net_of_the_net_fighter_it_faces() -> None:
    # "Gdy kierunki działania Przejęcia Kontroli i sieci są na siebie wzajemnie skierowane,
    # Vegas przejmuje sieciarza." Moloch's Net Fighter on C2 faces S: its front net edge meets
    # C3, the Agitator, whose takeover edge meets C2.
    s = _settled(
        board(
            {1: VEGAS, 2: "moloch"},
            [("A1", 1, "hq", "N"), ("C3", 1, "agitator", "N"), ("C2", 2, "net-fighter", "S"), ("E3", 2, "hq", "N")],
        )
    )
    assert _unit(s, "C2").player == 1
    from rules.battle import analyse

    assert not analyse(s).netted(_unit(s, "C3").uid)


def test_a_netted_agitator_facing_elsewhere_takes_nothing() -> None:
    # The Net Fighter on C2 nets the Agitator on C3, which faces NE (D2), where a Moloch Clown
    # stands: the netted Agitator does not take it.
    s = _settled(
        board(
            {1: VEGAS, 2: "moloch"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "NE"),
                ("C2", 2, "net-fighter", "S"),
                ("D2", 2, "clown", "N"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    assert not s.taken


def test_a_net_from_another_unit_stops_the_takeover_even_of_the_netter_it_faces() -> None:
    # A second Net Fighter on C4 (facing N: its N edge meets C3) also nets the Agitator: only
    # the net of the unit the takeover faces is beaten (V3).
    s = _settled(
        board(
            {1: VEGAS, 2: "moloch"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "net-fighter", "S"),
                ("C4", 2, "net-fighter", "N"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    assert not s.taken


def test_a_taken_net_fighter_nets_for_vegas() -> None:
    # Taken over, Moloch's Net Fighter on C2 (turned N) nets Moloch's unit on C1.
    s = _settled(
        board(
            {1: VEGAS, 2: "moloch"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "net-fighter", "N"),
                ("C1", 2, "clown", "S"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    from rules.battle import analyse

    assert _unit(s, "C2").player == 1 and analyse(s).netted(_unit(s, "C1").uid)


# ---------------------------------------------------------------------- Outpost's Scoper, other modules
def test_an_agitator_facing_a_scoper_takes_it_over() -> None:
    # "s'il y a un combat entre un Dérivateur et un Agitateur, l'Agitateur contrôle le Dérivateur."
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost"},
            [("A1", 1, "hq", "N"), ("C3", 1, "agitator", "N"), ("C2", 2, "scoper", "S"), ("E3", 2, "hq", "N")],
        )
    )
    assert _unit(s, "C2").player == 1 and _unit(s, "C3").player == 1


def test_a_scoper_takes_an_agitator_that_faces_elsewhere_and_it_takes_for_outpost() -> None:
    # "si le Dérivateur attaque l'Agitateur (dont la capacité … est orientée dans une autre
    # direction), le Dérivateur affecte normalement l'Agitateur": the Agitator on C3, facing
    # S (C4), works for Outpost and takes Vegas's Bodyguard on C4.
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "S"),
                ("C2", 2, "scoper", "S"),
                ("C4", 1, "bodyguard", "N"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    assert _unit(s, "C4").player == 2 and s.taken == {_unit(s, "C4").uid: 1}
    assert _unit(s, "C3").player == 1  # the Agitator itself stays Vegas's (a Scoper takes its feature)


def test_a_taken_officer_boosts_vegas_units() -> None:
    # Hegemony's Officer on C2, facing SE (+1 melee on its edges 5 and 0: NE and SE, D1 and
    # D2), is taken: it gives +1 melee to Vegas's Bodyguard on D2, which hits Hegemony's
    # Runner on D1 for 2, and none to the Runner, which hits the Bodyguard for 1.
    s = _settled(
        board(
            {1: VEGAS, 2: "hegemony"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "officer-1", "SE"),
                ("D2", 1, "bodyguard", "N"),
                ("D1", 2, "runner", "S"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    assert _unit(s, "C2").player == 1
    _, report = battle(s)
    strengths = {(e.tile, e.strength) for e in _all([report]) if isinstance(e, ev.Hit)}
    assert ("bodyguard", 2) in strengths and ("runner", 1) in strengths


def test_a_taken_borgo_medic_saves_a_vegas_unit_and_dies_for_borgos_discard_pile() -> None:
    # Borgo's Medic on C2 faces S, where the Agitator takes it: its SW edge meets Vegas's
    # Bodyguard on B2, which Borgo's Mutant on A2 hits at initiative 2.
    s = _settled(
        board(
            {1: VEGAS, 2: "borgo"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "medic", "S"),
                ("B2", 1, "bodyguard", "N"),
                ("A2", 2, "mutant", "NE"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    assert _unit(s, "C2").player == 1
    after, report = battle(s)
    [saved] = [e for e in _all([report]) if isinstance(e, ev.MedicSaved)]
    assert saved.player == 1 and saved.saved_tile == "bodyguard"
    assert tiles_at(after)["B2"] == "bodyguard" and "C2" not in tiles_at(after)
    assert "medic" in after.players[2].discard and "medic" not in after.players[1].discard


def test_in_points_mode_a_taken_unit_scores_for_vegas() -> None:
    # Outpost's Runner on C2, taken, hits Outpost's HQ on C1: the point is Vegas's.
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost", 3: "borgo"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "runner", "N"),
                ("C1", 2, "hq", "N"),
                ("E3", 3, "hq", "N"),
            ],
            mode="points",
        )
    )
    after, report = battle(s)
    scored = [(e.player, e.hq_player, e.points) for e in _all([report]) if isinstance(e, ev.PointsScored)]
    assert (1, 2, 1) in scored and after.players[1].points >= 1


def test_two_takeover_edges_facing_each_other_take_nothing() -> None:
    # Two Vegas players (V6): their Agitators on C3 and C2 face each other.
    s = _settled(
        board(
            {1: VEGAS, 2: VEGAS},
            [("A1", 1, "hq", "N"), ("C3", 1, "agitator", "N"), ("C2", 2, "agitator", "S"), ("E3", 2, "hq", "N")],
        )
    )
    assert not s.taken


def test_a_taken_agitator_takes_for_its_new_controller() -> None:
    # Player 1's Agitator on C3 takes player 2's Agitator on C2 (facing N, to C1): that one
    # then takes player 2's Bodyguard on C1 for player 1.
    s = _settled(
        board(
            {1: VEGAS, 2: VEGAS},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "agitator", "N"),
                ("C1", 2, "bodyguard", "S"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    assert _unit(s, "C2").player == 1 and _unit(s, "C1").player == 1 and set(s.taken.values()) == {2}


# ---------------------------------------------------------------------- in battle
def test_a_unit_released_mid_battle_fights_for_its_owner_afterwards() -> None:
    # Outpost's Commando (initiative 3, shot on its edge 2) kills the Agitator on C3 at 3; the
    # Runner on C2 (initiative 2) is Outpost's again at 2 and hits Vegas's Guardian on C1.
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "runner", "N"),
                ("C1", 1, "guard", "S"),
                ("C5", 2, "commando", "SW"),
                ("E3", 2, "hq", "N"),
            ],
        )
    )
    assert _unit(s, "C2").player == 1
    after, report = battle(s)
    seg3 = [e for seg in report.segments if seg.initiative == 3 for e in seg.events]
    assert any(isinstance(e, ev.Killed) and e.tile == "agitator" for e in seg3)
    assert any(isinstance(e, ev.ControlLost) and e.tile == "runner" for e in seg3)
    seg2 = [e for seg in report.segments if seg.initiative == 2 for e in seg.events]
    assert any(
        isinstance(e, ev.Hit) and e.tile == "runner" and e.target_tile == "guard" and e.player == 2 for e in seg2
    )
    assert _unit(after, "C2").player == 2 and not after.taken


def test_a_unit_taken_during_a_battle_is_turned_once_the_battle_is_over() -> None:
    # "Jeśli jednostka zostaje przejęta w trakcie Bitwy, można ją obrócić dopiero po
    # zakończeniu wszystkich segmentów Inicjatywy." Moloch's Net Fighter on C4 nets the
    # Agitator on C3; Vegas's Shooter on C5 kills it at initiative 3; the Agitator then takes
    # the Clown on C2, and Vegas may turn it once the battle is over.
    s = board(
        {1: VEGAS, 2: "moloch"},
        [
            ("A1", 1, "hq", "N"),
            ("C3", 1, "agitator", "N"),
            ("C4", 2, "net-fighter", "N"),
            ("C5", 1, "marksman", "NW"),
            ("C2", 2, "clown", "N"),
            ("E3", 2, "hq", "N"),
        ],
        hands={"1": ["battle"]},
    )
    s = _settled(s)
    assert not s.taken
    s, events = apply(s, "play battle")
    assert of_type(events, "taken_over")
    assert s.pending is not None and s.pending.kind == "takeover" and s.to_act == 1
    assert s.board.name(s.pending.target) == "C2"


# ---------------------------------------------------------------------- Dancer's Objects (S004)
def _dancer_board(**extra: object) -> GameState:
    # Vegas's Agitator on C3 faces Dancer's Blue Object on C2; Vegas's Bodyguard on B2 (facing
    # N) has a melee edge on C2; the Red Object on D1 and the Blue one face each other's edges.
    return board(
        {1: VEGAS, 2: "dancer"},
        [
            ("A1", 1, "hq", "N"),
            ("C3", 1, "agitator", "N"),
            ("B2", 1, "bodyguard", "N"),
            ("C2", 2, "object-blue", "S"),
            ("D1", 2, "object-red", "SW"),
            ("E3", 2, "object-yellow", "N"),
        ],
        **extra,
    )


def test_vegas_takes_a_dancer_object_and_it_fights_the_other_objects() -> None:
    # S004: "Vegas w normalny sposób przejmuje Kontrolę nad Obiektami Dancer - w momencie
    # przejęcia Kontroli może obrócić przejmowany Obiekt i jest on traktowany jak jednostka
    # Vegas, więc w trakcie Bitwy zadaje obrażenia pozostałym Obiektom i sam otrzymuje od nich
    # obrażenia, jednocześnie nie otrzymuje obrażeń od jednostek Vegas."
    s = _settled(_dancer_board())
    blue = _unit(s, "C2")
    assert blue.player == 1 and s.players[2].hq_hp == 30
    after, report = battle(s)
    hits = [(e.tile, e.target_tile, e.damage) for e in _all([report]) if isinstance(e, ev.Hit)]
    assert ("object-blue", "object-red", 2) in hits  # it wounds the other Objects
    assert ("object-red", "object-blue", 2) in hits  # and they wound it
    assert not any(target == "object-blue" and tile == "bodyguard" for tile, target, _ in hits)  # not Vegas's units
    # Dancer's hit points are still the sum of its three Objects, the taken one included
    assert after.players[2].hq_hp == 26 and _unit(after, "C2").wounds == 2


def test_dancer_cannot_play_an_action_on_its_taken_object() -> None:
    # "nie można zagrać żetonu Akcji na zasieciowany czy przejęty Obiekt"
    s = _settled(_dancer_board(hands={"2": ["action"]}, current=2))
    assert refused(s, "play action C2 N").code == "action-not-object"


# ---------------------------------------------------------------------- Rotation and Castling
def test_rotation_turns_an_own_unit_the_hq_too() -> None:
    s = board({1: VEGAS, 2: "outpost"}, [("C3", 1, "hq", "N"), ("E3", 2, "hq", "N")], hands={"1": ["rotation"]})
    s, events = apply(s, "play rotation C3 S")
    assert _unit(s, "C3").facing.name == "S" and s.players[1].discard == ["rotation"]
    assert [(e.means, e.facing) for e in events if isinstance(e, ev.Moved)] == [("rotation", "S")]


def test_rotation_refuses_a_netted_unit_an_enemy_and_no_change() -> None:
    s = board(
        {1: VEGAS, 2: "moloch"},
        [("C3", 1, "hq", "N"), ("C2", 2, "net-fighter", "S"), ("E3", 2, "hq", "N")],
        hands={"1": ["rotation"]},
    )
    assert refused(s, "play rotation C3 S").code == "netted"
    assert refused(s, "play rotation C2 N").code == "not-yours"
    s2 = board({1: VEGAS, 2: "outpost"}, [("C3", 1, "hq", "N"), ("E3", 2, "hq", "N")], hands={"1": ["rotation"]})
    assert refused(s2, "play rotation C3 N").code == "move-nothing"


def test_castling_swaps_two_adjacent_own_units_without_turning_them() -> None:
    s = board(
        {1: VEGAS, 2: "outpost"},
        [("C3", 1, "hq", "N"), ("C2", 1, "guard", "S"), ("E3", 2, "hq", "N")],
        hands={"1": ["castling"]},
    )
    assert {str(a) for a in legal_actions(s, verb="play", tile="castling")} == {
        "play castling C2 C3"
    }  # board order (NJ7)
    s, events = apply(s, "play castling C3 C2")
    assert tiles_at(s)["C2"] == "hq" and tiles_at(s)["C3"] == "guard"
    assert _unit(s, "C2").facing.name == "N" and _unit(s, "C3").facing.name == "S"
    assert sorted(e.means for e in events if isinstance(e, ev.Moved)) == ["castling", "castling"]


def test_castling_refuses_units_apart_netted_or_not_own() -> None:
    s = board(
        {1: VEGAS, 2: "moloch"},
        [
            ("C3", 1, "hq", "N"),
            ("C5", 1, "guard", "S"),
            ("B2", 1, "bodyguard", "N"),
            ("B1", 2, "net-fighter", "S"),
            ("E3", 2, "hq", "N"),
        ],
        hands={"1": ["castling"]},
    )
    assert refused(s, "play castling C3 C5").code == "castling-adjacent"  # one Castling for both armies (NJ7)
    assert refused(s, "play castling C3 B2").code == "netted"  # B1's net (edges NW, N facing S) holds B2
    assert refused(s, "play castling C3 E3").code == "not-yours"


# ---------------------------------------------------------------------- the Mine and the Saboteur
def test_an_enemy_placed_on_a_vegas_mine_takes_a_wound_and_the_mine_is_discarded() -> None:
    s = board(
        {1: VEGAS, 2: "outpost"},
        [("A1", 1, "hq", "N"), ("E3", 2, "hq", "N")],
        hands={"2": ["runner"]},
        current=2,
        foundations=[{"hex": "C3", "player": 1, "tile": "mine"}],
    )
    s, events = apply(s, "place runner C3 N")
    assert "C3" not in tiles_at(s) and not s.foundations and "mine" in s.players[1].discard


def test_the_saboteur_slows_every_adjacent_enemy() -> None:
    from rules.battle import analyse

    s = board(
        {1: VEGAS, 2: "outpost"},
        [
            ("A1", 1, "hq", "N"),
            ("C3", 1, "saboteur", "N"),
            ("C2", 2, "runner", "S"),
            ("D3", 2, "brawler", "N"),
            ("E1", 2, "hq", "N"),
        ],
    )
    an = analyse(s)
    assert an.views[_unit(s, "C2").uid].slow == 1 and an.views[_unit(s, "D3").uid].slow == 1


# ---------------------------------------------------------------------- the state: JSON, scenario, position, secrecy
def _taken_state() -> GameState:
    s = _agitator_board(hands={"2": ["runner"]}, current=2)
    s, _ = apply(s, "place runner C2 S")
    return s


def test_taken_units_round_trip_through_json_scenario_and_position_codes() -> None:
    s = _taken_state()
    assert GameState.loads(s.dumps()) == s
    assert s.to_json()["taken"] == {str(_unit(s, "C2").uid): 2}
    entry = next(e for e in board_json(s) if e["hex"] == "C2")
    assert entry["player"] == 2 and entry["taken_by"] == 1
    again = state_of(code_of(s))
    assert _unit(again, "C2").player == 1 and again.owner(_unit(again, "C2")) == 2
    assert public_json(s)["taken"] == s.to_json()["taken"]


def test_a_loaded_position_is_settled_at_once() -> None:
    # No taken_by in the scenario: the Runner facing the Agitator is Vegas's on loading, and
    # a taken_by without the contact is dropped; nothing waits to be turned.
    s = board(
        {1: VEGAS, 2: "outpost"},
        [("A1", 1, "hq", "N"), ("C3", 1, "agitator", "N"), ("C2", 2, "runner", "N"), ("E3", 2, "hq", "N")],
    )
    assert _unit(s, "C2").player == 1 and not s.to_turn and s.pending is None
    far = load(
        {
            "players": {"1": {"army": VEGAS}, "2": {"army": "outpost"}},
            "board": [
                {"hex": "A1", "player": 1, "tile": "hq"},
                {"hex": "C4", "player": 2, "tile": "runner", "taken_by": 1},
                {"hex": "E3", "player": 2, "tile": "hq"},
            ],
        }
    )
    assert _unit(far, "C4").player == 2 and not far.taken


def test_a_game_without_takeovers_keeps_its_json() -> None:
    s = new_game(["moloch", "borgo"], 3)
    assert "taken" not in s.to_json() and "to_turn" not in s.to_json()


def test_a_scenario_refuses_an_hq_taken_over() -> None:
    from rules.scenario import ScenarioError

    with pytest.raises(ScenarioError):
        load(
            {
                "players": {"1": {"army": VEGAS}, "2": {"army": "outpost"}},
                "board": [{"hex": "C2", "player": 2, "tile": "hq", "facing": "N", "taken_by": 1}],
            }
        )


# ---------------------------------------------------------------------- leaving the game
def test_when_vegas_goes_out_its_taken_units_go_home() -> None:
    # Three players: Vegas's HQ (1 hit point left) falls; the Runner it held is Outpost's again.
    s = _settled(
        board(
            {1: VEGAS, 2: "outpost", 3: "borgo"},
            [
                ("A1", 1, "hq", "N"),
                ("C3", 1, "agitator", "N"),
                ("C2", 2, "runner", "N"),
                ("A2", 3, "mutant", "N"),
                ("E3", 2, "hq", "N"),
                ("E1", 3, "hq", "N"),
            ],
            hands={"3": ["battle"]},
            current=3,
        )
    )
    s.players[1].hq_hp = 1
    s, events = apply(s, "play battle")
    assert s.players[1].out and _unit(s, "C2").player == 2 and not s.taken
    assert "runner" not in s.players[1].discard


def test_when_the_owner_goes_out_its_taken_unit_leaves_with_its_tiles() -> None:
    # Three players: Borgo's Mutant on E2 destroys Outpost's HQ on E3 (1 hit point left);
    # Outpost's Runner, held by Vegas on C2, leaves the board into Outpost's discard pile.
    s = board(
        {1: VEGAS, 2: "outpost", 3: "borgo"},
        [
            ("A1", 1, "hq", "N"),
            ("C3", 1, "agitator", "N"),
            ("C2", 2, "runner", "NW"),
            ("E3", 2, "hq", "N"),
            ("E2", 3, "mutant", "S"),
            ("A3", 3, "hq", "N"),
        ],
        hands={"3": ["battle"]},
        current=3,
    )
    s.players[2].hq_hp = 1
    assert _unit(s, "C2").player == 1
    s, _ = apply(s, "play battle")
    assert s.players[2].out and "C2" not in tiles_at(s) and not s.taken
    assert "runner" in s.players[2].discard and "runner" not in s.players[1].discard


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("other", [a for a in ALL_ARMIES if a != VEGAS])
def test_random_games_against_every_army_terminate_keep_every_tile_and_replay(other: str) -> None:
    for seed in range(4):
        armies = [VEGAS, other] if seed % 2 else [other, VEGAS]
        play_checked(armies, 5400 + seed)


def test_random_mirror_games_terminate_keep_every_tile_and_replay() -> None:
    for seed in range(4):
        play_checked([VEGAS, VEGAS], 5500 + seed)


def test_random_games_use_every_vegas_mechanic() -> None:
    seen = {"taken": 0, "lost": 0, "turned": 0, "rotation": 0, "castling": 0, "mine placed": 0}
    for seed in range(20):
        for _, a, events in random_plays([VEGAS, "hegemony"] if seed % 2 else ["moloch", VEGAS], seed):
            flat = _all(events)
            seen["taken"] += any(isinstance(e, ev.TakenOver) for e in flat)
            seen["lost"] += any(isinstance(e, ev.ControlLost) for e in flat)
            seen["turned"] += a.verb == "choose" and any(
                isinstance(e, ev.Moved) and e.means == "takeover" for e in flat
            )
            seen["rotation"] += a.verb == "play" and a.tile == "rotation"
            seen["castling"] += a.verb == "play" and a.tile == "castling"
            seen["mine placed"] += a.verb == "place" and a.tile == "mine"
    assert all(seen.values()), seen


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_tables_of_three_and_four_with_vegas_terminate_and_replay(players: int, options: dict) -> None:
    play_tables(VEGAS, players, options, 7100)


# ---------------------------------------------------------------------- the computer players
@pytest.mark.parametrize("level", LEVELS)
def test_every_computer_level_plays_legal_moves_with_vegas_against_every_army(level: str) -> None:
    for i, other in enumerate(a for a in ALL_ARMIES if a != VEGAS):
        armies = [VEGAS, other] if i % 2 else [other, VEGAS]
        state = new_game(armies, 90 + i)
        player = HardAI(i, lambda: IterationBudget(2), root_sample=20) if level == "hard" else make_player(level, i)
        for _ in range(40 if level != "hard" else 10):
            if state.phase == PHASE_OVER:
                break
            action = player.choose(state)
            assert action in legal_actions(state), f"{level} played the illegal {action} for {armies}"
            state, _ = apply(state, action)


def test_the_computer_players_finish_whole_games_with_vegas_and_answer_the_turning() -> None:
    turned = 0
    for seed in range(3):
        state = new_game([VEGAS, "hegemony"] if seed % 2 else ["moloch", VEGAS], 300 + seed)
        players = {1: make_player("medium", seed), 2: make_player("easy", seed)}
        while state.phase != PHASE_OVER:
            if state.pending is not None and state.pending.kind == "takeover":
                turned += 1
            action = players[state.to_act].choose(state)
            state, _ = apply(state, action)
        assert state.result is not None
    assert turned
