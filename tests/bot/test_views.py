"""Placement previews, autocomplete, hands and information replies."""

from __future__ import annotations

import pytest

from bot.app import App
from bot.commands.syntax import line_of
from bot.usecases import placement
from rules.catalog import army
from rules.game import legal_actions
from rules.hexes import Direction
from rules.scenario import load
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, RecordingRenderer, button_of, inject, live, snapshot, start_game


async def _midgame(
    service: App, hand: list[str], board: list[dict[str, object]] | None = None, *, start: bool = True
) -> None:
    if start:
        await start_game(service)
        await service.turns.hq(CHANNEL, ALA, "C2")
        await service.turns.hq(CHANNEL, OLA, "C4")
    state = load(
        {
            "players": {"1": {"army": "moloch"}, "2": {"army": "outpost"}},
            "board": board
            or [
                {"hex": "C2", "player": 1, "tile": "hq"},
                {"hex": "C4", "player": 2, "tile": "hq"},
                {"hex": "D3", "player": 2, "tile": "runner", "facing": "N"},
            ],
            "hands": {"1": hand},
        }
    )
    state.players[1].pile = ["guard", "medic"]
    await inject(service, state)


async def test_preview_compass_confirm(service: App, renderer: RecordingRenderer) -> None:
    await _midgame(service, ["hunter-killer", "battle"])
    before = await snapshot(service)
    p = await service.placement.preview_place(CHANNEL, ALA, "Hunter-Killer", "b2", "ne")
    assert p.ephemeral and p.panel and p.images and await snapshot(service) == before
    # only the part of the board around the hex is drawn: turning the tile uploads little
    assert renderer.calls[-1] == ("focus", {"around": "B2", "highlight": ("B2",), "lang": "en"})
    assert p.images[0].description == "Preview: Hunter-Killer on B2 facing NE: melee N/NE/SE/SW"
    keys = {b.custom: b for b in p.buttons}
    assert list(keys) == ["face-nw", "face-n", "face-ne", "face-sw", "face-s", "face-se", "confirm", "cancel"]
    assert [b.row for b in p.buttons] == [0, 0, 0, 1, 1, 1, 2, 2]  # a compass: NW N NE over SW S SE
    assert [b.style for b in p.buttons if b.style == "primary"] == ["primary"] and keys["face-ne"].style == "primary"
    assert line_of(keys["face-se"].action) == "/hex preview tile:hunter-killer hex:B2 facing:SE"
    assert line_of(keys["cancel"].action) == "/hex hand"  # back to the hand
    [rot] = await service.commands.run(CHANNEL, ALA, keys["face-se"].action, version=p.version)
    assert rot.ephemeral and "facing SE" in rot.text
    confirm = next(b for b in rot.buttons if b.custom == "confirm")
    [done] = await service.commands.run(CHANNEL, ALA, confirm.action, version=rot.version)
    assert not done.ephemeral and done.text.startswith(f"<@{ALA}> placed Hunter-Killer on B2 facing SE")
    _, state = await live(service)
    assert any(u.tile == "hunter-killer" for u in state.units.values())
    # pressing confirm again is stale: the board changed
    [again] = await service.commands.run(CHANNEL, ALA, confirm.action, version=rot.version)
    assert again.ephemeral and "board changed" in again.text


async def test_autocomplete(service: App) -> None:
    await _midgame(service, ["hunter-killer", "push-back", "air-strike"])
    tiles = await service.placement.autocomplete_tiles(CHANNEL, ALA, "")
    assert [v for _, v in tiles] == ["air-strike", "hunter-killer", "push-back"]
    assert [v for _, v in await service.placement.autocomplete_tiles(CHANNEL, ALA, "hun")] == ["hunter-killer"]
    assert await service.placement.autocomplete_tiles(CHANNEL, OLA, "") == []  # not Ola's turn
    hexes = [v for _, v in await service.placement.autocomplete_hexes(CHANNEL, ALA, "hunter-killer")]
    assert "C2" not in hexes and "B2" in hexes and len(hexes) == 16
    assert [v for _, v in await service.placement.autocomplete_hexes(CHANNEL, ALA, "hunter-killer", "a")] == [
        "A1",
        "A2",
        "A3",
    ]
    strikes = [v for _, v in await service.placement.autocomplete_hexes(CHANNEL, ALA, "air-strike", field="target")]
    assert strikes == ["B2", "B3", "C2", "C3", "C4", "D2", "D3"]
    assert (
        await service.placement.autocomplete_hexes(CHANNEL, ALA, "push-back", field="unit") == []
    )  # no pusher next to an enemy
    assert len(await service.placement.autocomplete_facings(CHANNEL, ALA)) == 6


async def test_hand_buttons(service: App) -> None:
    await _midgame(service, ["battle", "air-strike"])
    h = await service.info.hand(CHANNEL, ALA)
    assert h.ephemeral and h.panel and "Battle, Air Strike" in h.text
    assert [b.text for b in h.blocks] == ["**Battle** · Instant", "**Air Strike** · Instant"]
    assert [b.picture.filename for b in h.blocks if b.picture] == ["tile-battle.png", "tile-air-strike.png"]
    assert [b.custom for b in h.blocks[0].buttons] == ["battle"]  # each tile's own button beside it
    assert {b.custom for b in h.all_buttons} >= {"battle", "end", "redraw"}
    other = await service.info.hand(CHANNEL, OLA)
    assert other.ephemeral and other.all_buttons == [] and "Waiting for" in other.text
    spectator = await service.info.hand(CHANNEL, EVE)
    assert spectator.ephemeral and "not playing" in spectator.text


async def test_information(service: App) -> None:
    await _midgame(service, ["battle"])
    b = await service.info.board(CHANNEL, ALA)
    assert not b.ephemeral and b.images and "Turn 3" in b.text
    b = await service.info.board(CHANNEL, EVE)  # a spectator sees it privately
    assert b.ephemeral and b.images and "Turn 3" in b.text
    t = await service.info.tile_info(CHANNEL, EVE, "biegacz")
    assert (
        "**Runner** — Outpost, Warrior, ×2" in t.text
        and "Biegacz" not in t.text
        and t.images
        and t.images[0].description
    )
    t = await service.info.tile_info(CHANNEL, EVE, "medic", army="borgo")
    assert "Borgo" in t.text
    assert (await service.info.tile_info(CHANNEL, EVE, "dragon")).ephemeral
    a = await service.info.army_info(CHANNEL, EVE, "Posterunek")
    assert a.text.startswith("**Outpost** — 35 tiles") and a.images
    assert (await service.info.army_info(CHANNEL, EVE, "elves")).ephemeral
    r = await service.info.rules_help(CHANNEL, EVE)
    assert "Final Battle" in r.text and len(r.text) < 2000


async def test_hand_place_buttons_only_when_placing_is_legal(service: App) -> None:
    await start_game(service)
    hq = await service.info.hand(CHANNEL, ALA)  # the HQ phase: a Place HQ button opening the preview
    [place_hq] = [b for b in hq.all_buttons if b.custom.startswith("place-")]
    assert place_hq.custom == "place-hq" and line_of(place_hq.action) == "/hex preview tile:hq"
    await service.turns.hq(CHANNEL, ALA, "C2")
    await service.turns.hq(CHANNEL, OLA, "C4")
    await _midgame(service, ["hunter-killer", "medic", "battle"], start=False)
    _, state = await live(service)
    state.turn.needs_discard = True  # the mandatory discard first: no placing yet
    await inject(service, state)
    h = await service.info.hand(CHANNEL, ALA)
    assert not [b for b in h.all_buttons if b.custom.startswith("place-")] and not h.all_selects
    assert [[b.custom for b in block.buttons] for block in h.blocks] == [
        ["discard-hunter-killer"],
        ["discard-medic"],
        ["discard-battle"],
    ]

    state.turn.needs_discard = False
    state.players[1].hand = ["hunter-killer", "medic", "medic"]
    await inject(service, state)
    h = await service.info.hand(CHANNEL, ALA)
    assert [b.text for b in h.blocks] == ["**Hunter-Killer** · Warrior", "**Medic** ×2 · Module"]
    places = [b for b in h.all_buttons if b.custom.startswith("place-")]
    assert [b.label for b in places] == ["Place Hunter-Killer", "Place Medic"]  # one per distinct tile
    assert line_of(places[0].action) == "/hex preview tile:hunter-killer"  # the preview chooses where it starts
    menus = {m.custom: m for m in h.all_selects}
    assert set(menus) == {"on-hunter-killer", "on-medic"}  # each tile's hexes: a placement in two choices
    assert line_of(menus["on-medic"].options[0].action).startswith("/hex preview tile:medic hex:")
    assert not (await service.info.hand(CHANNEL, OLA)).all_buttons  # not Ola's turn


async def test_place_button_preview_select_then_confirm(service: App, renderer: RecordingRenderer) -> None:
    await _midgame(service, ["hunter-killer", "battle"])
    before = await snapshot(service)
    h = await service.info.hand(CHANNEL, ALA)
    assert not [b for b in h.all_buttons if b.custom == "place-battle"]  # an instant is not placed
    place = next(b for b in h.all_buttons if b.custom == "place-hunter-killer")
    [p] = await service.commands.run(CHANNEL, ALA, place.action, version=h.version)
    # Ala plays Ola, a person: the preview starts by the board's geometry alone (no evaluation),
    # on the legal hex nearest Ola's HQ (C4; then nearest the centre), its melee reaching it
    assert p.ephemeral and p.images and p.text.startswith("Preview: Hunter-Killer on C3 facing SE: melee NE/SE/S/NW")
    [menu] = p.selects
    _, state = await live(service)
    legal = sorted(a.hexes[0] for a in legal_actions(state, verb="place", tile="hunter-killer"))
    assert menu.custom == "hex" and [o.label for o in menu.options] == sorted(set(legal))
    assert [o.label for o in menu.options if o.default] == ["C3"]
    assert menu.option("b2") is not None and menu.option("C2") is None  # C2 holds the HQ

    # another hex from the menu: the preview turns there as the board suggests
    b2 = menu.option("B2")
    assert b2 is not None and line_of(b2.action) == "/hex preview tile:hunter-killer hex:B2"
    [moved] = await service.commands.run(CHANNEL, ALA, b2.action, version=p.version)
    assert moved.ephemeral and moved.text.startswith("Preview: Hunter-Killer on B2 facing")
    assert renderer.calls[-1][1]["highlight"] == ("B2",)
    assert [o.label for o in moved.selects[0].options if o.default] == ["B2"]
    face = next(b for b in moved.buttons if b.custom == "face-s")
    [turned] = await service.commands.run(CHANNEL, ALA, face.action, version=moved.version)
    assert turned.text.startswith("Preview: Hunter-Killer on B2 facing S")
    assert await snapshot(service) == before  # nothing placed before Confirm

    confirm = next(b for b in turned.buttons if b.custom == "confirm")
    [done] = await service.commands.run(CHANNEL, ALA, confirm.action, version=turned.version)
    assert not done.ephemeral and done.text.startswith(f"<@{ALA}> placed Hunter-Killer on B2 facing S")
    _, state = await live(service)
    unit = state.units[state.board.parse("B2")]
    assert (unit.tile, unit.facing.name) == ("hunter-killer", "S")
    # the old menu is stale now: choosing in it answers "the board changed"
    [stale] = await service.commands.run(CHANNEL, ALA, b2.action, version=turned.version)
    assert stale.ephemeral and "board changed" in stale.text


def test_the_hex_menu_lists_the_25_nearest_on_the_big_board() -> None:
    from bot.usecases.placement import default_hex, nearest_hexes
    from rules.hexes import ENLARGED, STANDARD

    small = [STANDARD.name(h) for h in STANDARD.hexes]
    assert nearest_hexes(STANDARD, small, "A1") == small  # 19 hexes fit
    assert default_hex(STANDARD, small) == "C3" and default_hex(STANDARD, ["E3", "A1"]) == "A1"
    big = [ENLARGED.name(h) for h in ENLARGED.hexes]
    near = nearest_hexes(ENLARGED, big, "A1")
    assert len(near) == 25 and "A1" in near and near == [n for n in big if n in near]  # board order
    corner = ENLARGED.parse("A1")
    worst = max(ENLARGED.parse(n).distance(corner) for n in near)
    assert all(ENLARGED.parse(n).distance(corner) >= worst for n in big if n not in near)
    assert default_hex(ENLARGED, big) == "D4"


async def test_hq_preview_has_a_menu_of_hq_hexes(service: App) -> None:
    await start_game(service)
    p = await service.placement.preview_place(CHANNEL, ALA, "hq", "C3")
    assert p.ephemeral and {b.custom for b in p.buttons} == {"confirm", "cancel"}  # an HQ does not turn
    [menu] = p.selects
    assert len(menu.options) == 19 and menu.current is not None and menu.current.label == "C3"
    assert line_of(menu.options[0].action) == "/hex preview tile:hq hex:A1"


async def test_between_people_the_preview_start_never_consults_an_evaluation(
    service: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start chosen by the medium level's evaluation would be help from outside in a game
    between people: there it comes from the board's geometry alone."""
    await _midgame(service, ["hunter-killer", "battle"])

    def forbidden(*args: object) -> float:
        raise AssertionError("an evaluation was consulted in a game between people")

    monkeypatch.setattr(placement, "evaluate", forbidden)
    h = await service.info.hand(CHANNEL, ALA)
    [p] = await service.commands.run(CHANNEL, ALA, button_of(h, "place-hunter-killer").action, version=h.version)
    assert p.text.startswith("Preview: Hunter-Killer on C3 facing SE")
    [moved] = await service.commands.run(CHANNEL, ALA, "/hex preview tile:hunter-killer hex:B3", version=h.version)
    assert moved.text.startswith("Preview: Hunter-Killer on B3 facing")


async def test_where_hints_are_allowed_the_preview_starts_where_the_medium_level_places(service: App) -> None:
    r = await service.setup.new_game(CHANNEL, ALA, opponent_id=ALA, army="moloch", opponent_army="outpost")
    assert not r.ephemeral, r.text
    await service.turns.hq(CHANNEL, ALA, "C2")
    await service.turns.hq(CHANNEL, ALA, "C4")
    await _midgame(service, ["hunter-killer", "battle"], start=False)
    _, state = await live(service)
    best = placement.assisted_start(state, 1, "hunter-killer", legal_actions(state))
    assert best is not None
    h = await service.info.hand(CHANNEL, ALA)
    [p] = await service.commands.run(CHANNEL, ALA, button_of(h, "place-hunter-killer").action, version=h.version)
    assert p.text.startswith(f"Preview: Hunter-Killer on {best[0]} facing {best[1].name}")
    # on a hex chosen from the menu: its best facing there
    [there] = await service.commands.run(CHANNEL, ALA, "/hex preview tile:hunter-killer hex:B3", version=h.version)
    on_b3 = placement.assisted_start(state, 1, "hunter-killer", legal_actions(state), "B3")
    assert on_b3 is not None and there.text.startswith(f"Preview: Hunter-Killer on B3 facing {on_b3[1].name}")


def test_the_geometric_facing_points_the_attacks_at_the_enemy() -> None:
    state = load(
        {
            "players": {"1": {"army": "moloch"}, "2": {"army": "outpost"}},
            "board": [{"hex": "A1", "player": 1, "tile": "hq"}, {"hex": "E3", "player": 2, "tile": "hq"}],
            "hands": {"1": ["gauss-cannon"]},
        }
    )
    (shot,) = army("moloch").tile("gauss-cannon").attacks  # it shoots from its edge 4 (front left)
    board = state.board
    # from C4 no line reaches E3: the shot points as near the enemy HQ as it can (NE)
    d = placement.facing_at(state, 1, "C4", "gauss-cannon")
    assert Direction((shot.edge + d) % 6) == placement.toward(board, board.parse("C4"), board.parse("E3"))
    # from C3 the enemy HQ lies in a line (SE): the shot reaches it
    d = placement.facing_at(state, 1, "C3", "gauss-cannon")
    assert board.parse("E3") in board.line(board.parse("C3"), Direction((shot.edge + d) % 6))
