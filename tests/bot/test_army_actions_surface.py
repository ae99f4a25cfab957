"""Every Steel Police and Beasts action without notation: the hand's buttons and menus
(built from ``legal_actions``), the step picker (``/hex act notation:PREFIX ?``) and the
action autocomplete, on crafted positions (rules.scenario) injected into a live game."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import App
from bot.commands.syntax import line_of
from bot.locale import acting
from bot.replies import Reply, Select
from bot.usecases.surface import group_options, hand_menus
from rules import scenario
from rules.game import legal_actions
from rules.state import GameState
from tests.bot.helpers import (
    ALA,
    CHANNEL,
    OLA,
    FakeClock,
    button_of,
    inject,
    live,
    make_service,
    menu_of,
    run_line,
    start_game,
)

POLICE = {
    "players": {"1": {"army": "steel-police"}, "2": {"army": "beasts"}},
    "hands": {"1": ["executioner", "officer", "terror"], "2": ["grab", "hunt"]},
    "board": [
        {"hex": "A1", "player": 1, "tile": "hq"},
        {"hex": "E3", "player": 2, "tile": "hq"},
        {"hex": "C2", "player": 1, "tile": "riot-policeman", "facing": "S"},
        {"hex": "B1", "player": 1, "tile": "pacifier"},
        {"hex": "C3", "player": 2, "tile": "alpha"},
        {"hex": "D3", "player": 2, "tile": "bug"},
    ],
}
BEASTS = {
    "players": {"1": {"army": "beasts"}, "2": {"army": "steel-police"}},
    "hands": {"1": ["grab", "hunt"], "2": ["officer"]},
    "board": [
        {"hex": "C3", "player": 1, "tile": "hq"},
        {"hex": "C4", "player": 1, "tile": "scrabbler"},  # its link faces C3: the HQ may grab
        {"hex": "E2", "player": 1, "tile": "alpha"},
        {"hex": "C1", "player": 2, "tile": "predator"},
        {"hex": "A3", "player": 2, "tile": "wardog"},
        {"hex": "A1", "player": 2, "tile": "hq"},
    ],
}


async def _set_up(db_path: str, clock: FakeClock, position: dict[str, Any], armies: tuple[str, str]) -> App:
    service = await make_service(db_path, clock)
    await start_game(service, armies=armies)
    await inject(service, scenario.load(position))
    return service


async def _hand(service: App, user: int = ALA, lang: str = "en") -> Reply:
    with acting(lang):
        return await service.info.hand(CHANNEL, user)


def _labels(menu: Select) -> list[str]:
    return [o.label for o in menu.options]


async def _state(service: App) -> GameState:
    return (await live(service))[1]


# ---------------------------------------------------------------------- Steel Police
async def test_the_police_hand_offers_every_ability(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, POLICE, ("steel-police", "beasts"))
    hand = await _hand(service)
    assert "The menus below hold your abilities" in hand.text
    assert _labels(menu_of(hand, "act-net")) == ["C3 · Alpha (enemy)", "D3 · Bug (enemy)"]
    assert [line_of(o.action) for o in menu_of(hand, "act-net").options] == [
        "/hex act notation:net C3",
        "/hex act notation:net D3",
    ]
    assert _labels(menu_of(hand, "act-execute")) == ["C3 · Alpha (enemy) …", "D3 · Bug (enemy) …"]
    assert line_of(menu_of(hand, "act-execute").options[1].action) == "/hex act notation:execute D3 ?"
    assert _labels(menu_of(hand, "act-replace")) == ["Executioner B1 · Pacifier …", "Officer B1 · Pacifier …"]
    push = button_of(hand, "act-push")
    assert (push.label, line_of(push.action)) == (
        "Push Back: C2→C3 · Riot Policeman → Alpha (enemy)",
        "/hex act notation:push C2 C3",
    )
    assert line_of(button_of(hand, "act-play-terror").action) == "/hex act notation:play terror"
    # each tile's own control beside it (Terror's Play), then the turn's own and the abilities
    assert [[b.keyword for b in block.buttons] for block in hand.blocks] == [
        ["place-executioner"],
        ["place-officer"],
        ["act-play-terror"],
    ]
    assert [b.keyword for b in hand.buttons][:1] == ["end"]


async def test_net_of_steel_from_the_menu(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, POLICE, ("steel-police", "beasts"))
    hand = await _hand(service)
    option = menu_of(hand, "act-net").option("D3")
    assert option is not None
    done = await run_line(service, option.action, hand.version)
    assert not done.ephemeral and "put the Steel Net on the unit on D3" in done.text
    state = await _state(service)
    assert state.players[1].steel_net is not None and state.players[1].hq_hp == 19


async def test_execution_target_then_facing(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, POLICE, ("steel-police", "beasts"))
    hand = await _hand(service)
    option = menu_of(hand, "act-execute").option("D3")
    assert option is not None
    step = await run_line(service, option.action, hand.version)
    assert step.ephemeral and step.text == "Execution (`execute D3`): choose what comes next."
    assert [b.label for b in step.buttons] == ["N ↑", "NE ↗", "SE ↘", "S ↓", "SW ↙", "NW ↖", "Cancel"]
    assert (await live(service))[0].version == hand.version  # nothing changed yet
    done = await run_line(service, button_of(step, "face-s").action, step.version)
    assert not done.ephemeral and "Executioner" in done.text
    state = await _state(service)
    unit = state.units[state.board.parse("D3")]
    assert (unit.tile, unit.player, unit.facing.name) == ("executioner", 1, "S")
    assert state.players[1].hq_hp == 19


async def test_replacement_push_and_terror(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, POLICE, ("steel-police", "beasts"))
    hand = await _hand(service)
    option = menu_of(hand, "act-replace").option("Officer")  # the first word of its label
    assert option is not None
    step = await run_line(service, option.action, hand.version)
    done = await run_line(service, button_of(step, "face-ne").action, step.version)
    assert not done.ephemeral
    state = await _state(service)
    assert (state.units[state.board.parse("B1")].tile, state.units[state.board.parse("B1")].facing.name) == (
        "officer",
        "NE",
    )

    hand = await _hand(service)  # the Push Back ability: a button of its own
    done = await run_line(service, button_of(hand, "act-push").action, hand.version)
    assert not done.ephemeral and "pushed the unit on C3 away from C2" in done.text
    state = await _state(service)
    alpha = state.board.parse("C3")
    assert (alpha not in state.units or state.units[alpha].tile != "alpha") or state.pending is not None

    await inject(service, scenario.load(POLICE))
    hand = await _hand(service)
    done = await run_line(service, button_of(hand, "act-play-terror").action, hand.version)
    assert not done.ephemeral and "Terror" in done.text
    assert (await _state(service)).players[2].terror


async def test_a_stale_menu_changes_nothing(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, POLICE, ("steel-police", "beasts"))
    hand = await _hand(service)
    await inject(service, scenario.load(POLICE))  # the game moved on
    stale = await run_line(service, menu_of(hand, "act-net").options[0].action, hand.version)
    assert stale.ephemeral and "The board changed" in stale.text
    assert (await _state(service)).players[1].steel_net is None


async def test_not_your_turn_and_unknown_beginnings_are_refused_privately(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, POLICE, ("steel-police", "beasts"))
    before = (await live(service))[0].version
    other = await run_line(service, "/hex act notation:net ?", None, user=OLA)
    assert other.ephemeral and "turn" in other.text
    wrong = await run_line(service, "/hex act notation:net E3 ?", None)  # the Beasts HQ: no such choice
    assert wrong.ephemeral and "Net of Steel works only on other units" in wrong.text
    assert (await live(service))[0].version == before


# ---------------------------------------------------------------------- Beasts
async def test_the_beasts_hand_rotation_grab_and_the_pulled_units_facing(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, BEASTS, ("beasts", "steel-police"))
    hand = await _hand(service)
    keywords = {m.custom for m in hand.all_selects} | {b.keyword for b in hand.all_buttons}
    assert {"act-rotate", "act-grab", "act-play-grab", "act-play-hunt"} <= keywords
    rotate = menu_of(hand, "act-rotate")  # the units that can turn; their facings come next
    assert _labels(rotate) == ["C4 · Scrabbler …", "E2 · Alpha …"]
    option = rotate.option("E2")
    assert option is not None and line_of(option.action) == "/hex act notation:rotate E2 ?"
    step = await run_line(service, option.action, hand.version)
    assert [b.keyword for b in step.buttons] == ["face-ne", "face-se", "face-s", "face-sw", "face-nw", "cancel"]
    done = await run_line(service, button_of(step, "face-sw").action, step.version)
    assert "turned the unit on E2 to face SW" in done.text
    state = await _state(service)
    assert state.units[state.board.parse("E2")].facing.name == "SW"

    hand = await _hand(service)
    grab = menu_of(hand, "act-grab")
    assert _labels(grab)[:2] == ["C3→C1 · Beasts HQ → Predator (enemy)", "C3→A3 · Beasts HQ → Wardog (enemy)"]
    done = await run_line(service, grab.options[0].action, hand.version)
    assert not done.ephemeral
    state = await _state(service)
    assert state.pending is not None and state.pending.kind == "grab" and state.to_act == 2
    assert done.buttons[0].keyword == "facing"  # the pulled unit's owner may also turn it
    step = await run_line(service, done.buttons[0].action, done.version, user=OLA)
    assert step.text.startswith("Choose the hex (`choose C2`)")  # the only hex: straight to the facing
    done = await run_line(service, button_of(step, "face-s").action, step.version, user=OLA)
    state = await _state(service)
    unit = state.units[state.board.parse("C2")]
    assert (unit.tile, unit.facing.name, state.to_act) == ("predator", "S", 1)


async def test_hunt_steps_move_then_facing_or_attack(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, BEASTS, ("beasts", "steel-police"))
    state = await _state(service)
    hunts = [str(a) for a in legal_actions(state) if a.verb == "play" and a.tile == "hunt"]
    assert any(len(a.split()) == 6 for a in hunts)  # with an attack toward a hex
    hand = await _hand(service)
    menu = menu_of(hand, "act-play-hunt")
    option = next(o for o in menu.options if o.label.startswith("E2"))
    reply = await run_line(service, option.action, hand.version)
    while reply.ephemeral:  # step by step: the unit, where it goes, then a facing
        assert reply.selects or reply.buttons
        if reply.selects:
            facing = next((o for o in reply.selects[0].options if "no attack" in o.label), None)
            choice = facing or reply.selects[0].options[0]
            reply = await run_line(service, choice.action, reply.version)
        else:
            reply = await run_line(service, reply.buttons[0].action, reply.version)
    assert "played Hunt" in reply.text
    assert "hunt" not in (await _state(service)).players[1].hand


async def test_play_grab_from_the_menu(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, BEASTS, ("beasts", "steel-police"))
    hand = await _hand(service)
    menu = menu_of(hand, "act-play-grab")
    assert all("→" in label.split(" ")[0] for label in _labels(menu))
    done = await run_line(service, menu.options[0].action, hand.version)
    assert not done.ephemeral and "Grab" in done.text
    assert (await _state(service)).pending is not None


# ---------------------------------------------------------------------- autocomplete
async def test_autocomplete_lists_legal_actions_with_readable_names(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, POLICE, ("steel-police", "beasts"))
    with acting("en"):
        nets = await service.menus.autocomplete_actions(CHANNEL, ALA, "net")
        assert nets == [
            ("net C3 — Net of Steel: Alpha (enemy)", "net C3"),
            ("net D3 — Net of Steel: Bug (enemy)", "net D3"),
        ]
        everything = await service.menus.autocomplete_actions(CHANNEL, ALA, "")
        assert 0 < len(everything) <= 25
        assert ("execute C3 … — Execution: Alpha (enemy)", "execute C3 ?") in everything
        assert ("play terror — Terror", "play terror") in everything
        by_name = await service.menus.autocomplete_actions(CHANNEL, ALA, "bug")  # words of the name
        assert by_name and all("D3" in value for _, value in by_name)
        assert await service.menus.autocomplete_actions(CHANNEL, OLA, "") == []  # not their turn
    with acting("pl"):
        polish = await service.menus.autocomplete_actions(CHANNEL, ALA, "Stalowa")
    assert polish[0] == ("net C3 — Stalowa Sieć: Alfa (wróg)", "net C3")
    value = next(v for _, v in everything if v.endswith("?"))  # a partial entry opens its next step
    step = await run_line(service, "/hex act notation:" + value, None)
    assert step.ephemeral and (step.selects or len(step.buttons) > 1)


async def test_the_menus_in_polish(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock, POLICE, ("steel-police", "beasts"))
    hand = await _hand(service, lang="pl")
    assert "W menu poniżej są twoje cechy i inne akcje." in hand.text
    assert menu_of(hand, "act-net").placeholder == "Stalowa Sieć: wybierz…"
    assert _labels(menu_of(hand, "act-net"))[0] == "C3 · Alfa (wróg)"
    assert button_of(hand, "act-push").label.startswith("Odepchnięcie: C2→C3")
    with acting("pl"):
        (step,) = await service.commands.run(CHANNEL, ALA, "/hex act notation:execute C3 ?", version=hand.version)
    assert step.text == "Egzekucja (`execute C3`): wybierz, co dalej." and step.buttons[-1].label == "Anuluj"


# ---------------------------------------------------------------------- pure helpers
def test_options_group_pairs_and_stop_before_facings() -> None:
    acts = [tuple(f"execute D3 {f}".split()) for f in ("N", "S")] + [("execute", "C3", "N")]
    assert group_options(acts, ("execute",)) == [(("execute", "D3"), False), (("execute", "C3", "N"), True)]
    pairs = [("push", "C2", "C3"), ("push", "C2", "B2")]
    assert group_options(pairs, ("push",)) == [(("push", "C2", "C3"), True), (("push", "C2", "B2"), True)]
    many = [("grab", f"{c}{r}", "C3") for c in "ABCDE" for r in range(1, 6)] + [("grab", "A1", "E1")]
    assert all(not done or len(w) == 3 for w, done in group_options(many, ("grab",)))
    assert len(group_options(many, ("grab",))) <= 25


@pytest.mark.parametrize("used_rows", [0, 3, 4])
def test_menus_fit_in_five_rows(used_rows: int) -> None:
    from bot.narration import Narrator

    state = scenario.load(POLICE)
    n = Narrator(("steel-police", "beasts"), lambda p: f"p{p}", "en")
    buttons, selects = hand_menus(state, 1, legal_actions(state), n, used_rows)
    assert used_rows + -(-len(buttons) // 5) + len(selects) <= 5
    if used_rows == 4:
        assert [s.custom for s in selects] == ["act"]  # one menu of the families
        assert [o.label for o in selects[0].options] == [
            "Terror",
            "Net of Steel",
            "Execution",
            "Replacement",
            "Push Back",
        ]
        assert not buttons
