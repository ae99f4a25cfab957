"""Dancer without notation through the use cases: the hand's Dance button and the dance
planner (menus, preview, Confirm through ``/hex act``, stale buttons), the Action picker
(Objects, then edges or Healing), bad input answered privately, in English and Polish."""

from __future__ import annotations

from typing import Any

from bot.app import App
from bot.commands.syntax import line_of
from bot.locale import acting
from bot.replies import Select
from rules import scenario
from rules.armies.dancer.objects import objects_of
from rules.state import GameState
from tests.bot.helpers import (
    ALA,
    CHANNEL,
    OLA,
    FakeClock,
    RecordingRenderer,
    button_of,
    inject,
    live,
    make_service,
    menu_of,
    run_line,
    snapshot,
)
from tests.bot.helpers import start_game as start

DANCER: dict[str, Any] = {
    "players": {"1": {"army": "dancer"}, "2": {"army": "outpost"}},
    "hands": {"1": ["action", "battle", "move"], "2": ["medic"]},
    "board": [
        {"hex": "C3", "player": 1, "tile": "object-blue", "facing": "N"},
        {"hex": "C4", "player": 1, "tile": "object-red", "facing": "S"},
        {"hex": "C5", "player": 1, "tile": "object-yellow", "facing": "S", "wounds": 3},
        {"hex": "C1", "player": 2, "tile": "hq"},
        {"hex": "D3", "player": 2, "tile": "commando"},
    ],
}


async def _set_up(db_path: str, clock: FakeClock, position: dict[str, Any] | None = None) -> App:
    service = await make_service(db_path, clock)
    await start(service, armies=("dancer", "outpost"))
    await inject(service, scenario.load(position or DANCER))
    return service


def _option(menu: Select, starts: str) -> str:
    return next(line_of(o.action) for o in menu.options if o.label.startswith(starts))


async def _state(service: App) -> GameState:
    return (await live(service))[1]


# ---------------------------------------------------------------------- the dance planner
async def test_the_hand_offers_dance_and_the_planner_confirms_one_dance(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock)
    game, _ = await live(service)
    with acting("en"):
        hand = await service.info.hand(CHANNEL, ALA)
    dance = button_of(hand, "dance")
    assert dance.label == "Dance…" and line_of(dance.action) == "/hex dance"
    assert all(not m.custom.startswith("act-dance") for m in hand.all_selects)  # no menu of 1295 notations
    before = await snapshot(service)

    planner = await run_line(service, dance.action, hand.version)
    assert planner.ephemeral and planner.version == game.version
    assert [m.custom for m in planner.selects] == ["dance-object", "dance-to", "dance-facing"]
    assert "Blue Object stays on C3, facing N ↑" in planner.text and "3 tiles (Action, Battle, Move)" in planner.text
    assert "confirm" not in [b.keyword for b in planner.buttons]  # nothing changes yet: no Confirm
    where = menu_of(planner, "dance-to")
    assert [o.label for o in where.options] == [
        "C3 · here",
        "C4 · swap places with the Red Object",
        "C5 · swap places with the Yellow Object",
    ]
    swapped = await run_line(service, _option(where, "C4"), planner.version)
    assert "Blue Object: C3 → C4, facing N ↑" in swapped.text and "Red Object: C4 → C3, facing S ↓" in swapped.text
    red = await run_line(service, _option(menu_of(swapped, "dance-object"), "Red Object"), swapped.version)
    assert menu_of(red, "dance-facing").placeholder == "Which way does the Red Object face?"
    turned = await run_line(service, button_of(red, "rotate-right").action, red.version)
    assert "Red Object: C4 → C3, facing SW ↙" in turned.text
    assert await snapshot(service) == before  # the planner changes nothing
    renders = [c for c in service.pictures.render.calls if c[0] == "board"]  # type: ignore[attr-defined]
    assert renders[-1][1]["title"] == "Dance preview" and "Danced" in renders[-1][1]["effects"]  # the preview

    confirm = button_of(turned, "confirm")
    assert line_of(confirm.action) == "/hex act notation:dance C3 C4 N C4 C3 SW"
    done = await run_line(service, confirm.action, turned.version)
    assert not done.ephemeral and "danced" in done.text, done.text
    state = await _state(service)
    assert state.units[state.board.parse("C4")].tile == "object-blue"
    assert state.units[state.board.parse("C3")].tile == "object-red"
    assert state.players[1].hand == [] and len(state.players[1].discard) == 3
    boards = [c for c in service.pictures.render.calls if c[0] == "board"]  # type: ignore[attr-defined]
    assert "Danced" in boards[-1][1]["effects"]  # the public board draws the Dance

    stale = await run_line(service, confirm.action, turned.version)  # the same Confirm again
    assert stale.ephemeral and "The board changed" in stale.text
    again = await run_line(service, _option(where, "C5"), planner.version)  # an old planner menu
    assert again.ephemeral and "The board changed" in again.text
    assert (await _state(service)).dumps() == state.dumps()
    await service.repo.close()


async def test_the_planner_speaks_polish(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock)
    game, _ = await live(service)
    planner = await run_line(service, "/hex dance plan:C4-N,C3-S,C5-S object:red", game.version, lang="pl")
    assert "Obiekt Niebieski: C3 → C4, frontem na Pn ↑" in planner.text
    assert "3 żetony (Akcja, Bitwa, Ruch)" in planner.text
    assert menu_of(planner, "dance-to").placeholder == "Dokąd idzie Obiekt Czerwony?"
    assert button_of(planner, "confirm").label == "Potwierdź"
    await service.repo.close()


async def test_dance_mistakes_are_private_and_change_nothing(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock)
    game, _ = await live(service)
    before = await snapshot(service)
    for line, words in (
        ("/hex dance plan:C4-N,D3-S,C5-S", "D3 holds none of your Objects"),
        ("/hex dance plan:C4-N,C4-S,C5-S", "Two Objects cannot end on one hex"),
        ("/hex dance plan:C4-N", "each of your 3 Objects once"),
        ("/hex dance object:green", "There is no Object “green”"),
        ("dance C3 D3 N", "A Dance only swaps Objects"),  # typed notation naming a non-Object
        ("dance D3 C3 N", "There is no Object of yours on D3"),
    ):
        reply = await run_line(service, line, game.version)
        assert reply.ephemeral and words in reply.text, (line, reply.text)
        assert await snapshot(service) == before
    pl = await run_line(service, "/hex dance plan:C4-N,D3-S,C5-S", game.version, lang="pl")
    assert "Na polu D3 nie ma żadnego z twoich Obiektów" in pl.text
    # once a tile was played this turn, no Dance: no button, and the planner says why
    done = await run_line(service, "/hex act notation:play action C3 N", game.version)
    assert not done.ephemeral
    with acting("en"):
        hand = await service.info.hand(CHANNEL, ALA)
    assert "dance" not in [b.keyword for b in hand.all_buttons]
    late = await run_line(service, "/hex dance", hand.version)
    assert late.ephemeral and "Dance only right after drawing" in late.text
    late_pl = await run_line(service, "/hex dance", hand.version, lang="pl")
    assert "Taniec tylko tuż po dociągnięciu" in late_pl.text
    not_yours = await run_line(service, "/hex dance", hand.version, user=OLA)
    assert not_yours.ephemeral and "turn" in not_yours.text
    await service.repo.close()


async def test_another_army_cannot_open_the_planner(db_path: str, clock: FakeClock) -> None:
    service = await make_service(db_path, clock, RecordingRenderer())
    await start(service, armies=("moloch", "outpost"))
    game, state = await live(service)
    user = ALA if state.to_act == 1 else OLA
    reply = await run_line(service, "/hex dance", game.version, user=user)
    assert reply.ephemeral and ("Only Dancer can Dance" in reply.text or "HQ" in reply.text), reply.text
    await service.repo.close()


# ---------------------------------------------------------------------- the Action picker
async def test_the_action_menu_lists_objects_then_edges_and_healing(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock)
    with acting("en"):
        hand = await service.info.hand(CHANNEL, ALA)
    menu = menu_of(hand, "act-play-action")
    assert [o.label for o in menu.options] == ["Blue Object (C3) …", "Red Object (C4) …", "Yellow Object (C5) …"]
    blue = await run_line(service, _option(menu, "Blue"), hand.version)
    assert blue.text.startswith("Action: the Blue Object on C3 attacks from one edge")
    assert [b.label for b in blue.buttons][:-1] == [
        "↑ N · melee 2",
        "↗ NE · melee 1",
        "↘ SE · melee 2",
        "↙ SW · melee 2",
        "↖ NW · melee 1",
    ]  # the Blue Object has no attack on its back edge: S is not offered
    yellow = await run_line(service, _option(menu, "Yellow"), hand.version)
    assert [b.label for b in yellow.buttons][:-1] == ["↓ S · ranged 2", "♥ Healing: itself (+2)"]
    with acting("pl"):
        hand_pl = await service.info.hand(CHANNEL, ALA)
    labels = [o.label for o in menu_of(hand_pl, "act-play-action").options]
    assert labels == ["Obiekt Niebieski (C3) …", "Obiekt Czerwony (C4) …", "Obiekt Żółty (C5) …"]
    yellow_pl = await run_line(
        service, _option(menu_of(hand_pl, "act-play-action"), "Obiekt Żółty"), hand.version, "pl"
    )
    assert [b.label for b in yellow_pl.buttons][:-1] == ["↓ Pd · dystansowy 2", "♥ Leczenie: siebie (+2)"]
    heal = await run_line(service, button_of(yellow, "heal-c5").action, yellow.version)
    assert not heal.ephemeral and "Healing" in heal.text
    state = await _state(service)
    assert state.units[state.board.parse("C5")].wounds == 1
    await service.repo.close()


async def test_an_action_attack_is_drawn_on_the_public_board(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock)
    game, _ = await live(service)
    done = await run_line(service, "/hex act notation:play action C4 S", game.version)
    assert not done.ephemeral
    boards = [c for c in service.pictures.render.calls if c[0] == "board"]  # type: ignore[attr-defined]
    assert "ActionAttack" in boards[-1][1]["effects"]
    await service.repo.close()


async def test_the_planner_warns_of_the_release_wounds(db_path: str, clock: FakeClock) -> None:
    position = {
        "players": {"1": {"army": "dancer"}, "2": {"army": "hegemony"}},
        "hands": {"1": ["battle", "move"]},
        "board": [
            {"hex": "C3", "player": 1, "tile": "object-blue", "facing": "N"},
            {"hex": "B3", "player": 1, "tile": "object-red", "facing": "N"},
            {"hex": "E1", "player": 2, "tile": "hq"},
            {"hex": "C2", "player": 2, "tile": "net-fighter", "facing": "SE"},
        ],
    }
    service = await make_service(db_path, clock)
    await start(service, armies=("dancer", "hegemony"))
    await inject(service, scenario.load(position))
    game, state = await live(service)
    swapped = {"C3": "B3", "B3": "C3"}  # the netted Blue Object swaps places with the Red one
    plan = ",".join(f"{swapped[state.board.name(u.hex)]}-N" for u in objects_of(state, 1))
    planner = await run_line(service, f"/hex dance plan:{plan}", game.version)
    assert "breaks free of a net and takes a wound" in planner.text, planner.text
    await service.repo.close()


async def test_right_after_drawing_the_hand_offers_dance_instead_of_the_discard(db_path: str, clock: FakeClock) -> None:
    service = await _set_up(db_path, clock)
    game, state = await live(service)
    state.turn.needs_discard = True  # three tiles just drawn: one must go, or Dance
    await inject(service, state)
    for lang, words in (("en", "Or Dance instead"), ("pl", "Albo zamiast tego zatańcz")):
        with acting(lang):
            hand = await service.info.hand(CHANNEL, ALA)
        assert words in hand.text and "dance" in [b.keyword for b in hand.all_buttons]
        assert any(b.keyword.startswith("discard-") for b in hand.all_buttons)
    await service.repo.close()
