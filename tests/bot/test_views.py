"""Placement previews, autocomplete, hands and information replies."""

from __future__ import annotations

from bot.service import GameService
from rules.scenario import load
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, RecordingRenderer, inject, live, snapshot, start_game


async def _midgame(service: GameService, hand: list[str], board: list[dict[str, object]] | None = None) -> None:
    await start_game(service)
    await service.hq(CHANNEL, ALA, "C2")
    await service.hq(CHANNEL, OLA, "C4")
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


async def test_preview_rotate_confirm(service: GameService, renderer: RecordingRenderer) -> None:
    await _midgame(service, ["hunter-killer", "battle"])
    before = await snapshot(service)
    p = await service.preview_place(CHANNEL, ALA, "Hunter-Killer", "b2", "ne")
    assert p.ephemeral and p.images and await snapshot(service) == before
    assert renderer.calls[-1] == (
        "board",
        {"highlight": ("B2",), "title": "Preview: Hunter-Killer on B2 facing NE", "lang": "en"},
    )
    keys = {b.custom: b for b in p.buttons}
    assert set(keys) == {"rotate-left", "rotate-right", "confirm", "cancel"}
    assert keys["rotate-right"].action == "/hex preview tile:hunter-killer hex:B2 facing:SE"
    assert keys["rotate-left"].action == "/hex preview tile:hunter-killer hex:B2 facing:N"
    [rot] = await service.run(CHANNEL, ALA, keys["rotate-right"].action, version=p.version)
    assert rot.ephemeral and "facing SE" in rot.text
    confirm = next(b for b in rot.buttons if b.custom == "confirm")
    [done] = await service.run(CHANNEL, ALA, confirm.action, version=rot.version)
    assert not done.ephemeral and done.text.startswith(f"<@{ALA}> placed Hunter-Killer on B2 facing SE")
    _, state = await live(service)
    assert any(u.tile == "hunter-killer" for u in state.units.values())
    # pressing confirm again is stale: the board changed
    [again] = await service.run(CHANNEL, ALA, confirm.action, version=rot.version)
    assert again.ephemeral and "board changed" in again.text


async def test_autocomplete(service: GameService) -> None:
    await _midgame(service, ["hunter-killer", "push-back", "air-strike"])
    tiles = await service.autocomplete_tiles(CHANNEL, ALA, "")
    assert [v for _, v in tiles] == ["air-strike", "hunter-killer", "push-back"]
    assert [v for _, v in await service.autocomplete_tiles(CHANNEL, ALA, "hun")] == ["hunter-killer"]
    assert await service.autocomplete_tiles(CHANNEL, OLA, "") == []  # not Ola's turn
    hexes = [v for _, v in await service.autocomplete_hexes(CHANNEL, ALA, "hunter-killer")]
    assert "C2" not in hexes and "B2" in hexes and len(hexes) == 16
    assert [v for _, v in await service.autocomplete_hexes(CHANNEL, ALA, "hunter-killer", "a")] == ["A1", "A2", "A3"]
    strikes = [v for _, v in await service.autocomplete_hexes(CHANNEL, ALA, "air-strike", field="target")]
    assert strikes == ["B2", "B3", "C2", "C3", "C4", "D2", "D3"]
    assert await service.autocomplete_hexes(CHANNEL, ALA, "push-back", field="unit") == []  # no pusher next to an enemy
    assert len(await service.autocomplete_facings(CHANNEL, ALA)) == 6


async def test_hand_buttons(service: GameService) -> None:
    await _midgame(service, ["battle", "air-strike"])
    h = await service.hand(CHANNEL, ALA)
    assert h.ephemeral and "Battle, Air Strike" in h.text
    assert {b.custom for b in h.buttons} >= {"battle", "end", "redraw"}
    other = await service.hand(CHANNEL, OLA)
    assert other.ephemeral and other.buttons == []
    spectator = await service.hand(CHANNEL, EVE)
    assert spectator.ephemeral and "not playing" in spectator.text


async def test_information(service: GameService) -> None:
    await _midgame(service, ["battle"])
    b = await service.board(CHANNEL, EVE)
    assert not b.ephemeral and b.images and "Turn 3" in b.text
    t = await service.tile_info(CHANNEL, EVE, "biegacz")
    assert "**Runner** (Biegacz) — Outpost warrior" in t.text and t.images
    t = await service.tile_info(CHANNEL, EVE, "medic", army="borgo")
    assert "Borgo" in t.text
    assert (await service.tile_info(CHANNEL, EVE, "dragon")).ephemeral
    a = await service.army_info(CHANNEL, EVE, "Posterunek")
    assert a.text.startswith("**Outpost** — 35 tiles") and a.images
    assert (await service.army_info(CHANNEL, EVE, "elves")).ephemeral
    r = await service.rules_help(CHANNEL, EVE)
    assert "Final Battle" in r.text and len(r.text) < 2000
