"""Mississippi, Sharrash, Uranopolis and the Doomsday Machine through the hand panel in the console (issue 35: "the hand
panel's choices by buttons"): each instant of theirs is a button or a menu beside its tile, in
English and Polish, and pressing it plays it (Transposition swaps two units, Paralysis lays its
marker, the Ray wounds the unit in its beam, the Doomsday Machine's HQ turns a unit)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.rendering import NullRenderPool
from rules import scenario
from rules.state import GameState
from tests.bot.helpers import FakeClock, console_and_say, inject, make_service


def _case(army: str, ally: str, hand: list[str]) -> dict[str, Any]:
    return {
        "players": {"1": {"army": army}, "2": {"army": "moloch"}},
        "board": [
            {"hex": "C3", "player": 1, "tile": "hq"},
            {"hex": "C2", "player": 2, "tile": "juggernaut"},
            {"hex": "A1", "player": 2, "tile": "hq"},
            {"hex": "D3", "player": 1, "tile": ally},
        ],
        "hands": {"1": hand},
    }


CASES = {  # army: (set-up, the line that presses the instant, {lang: what the hand shows})
    "mississippi": (
        _case("mississippi", "guard", ["smokescreen", "transposition", "push-back"]),
        "!act-play-transposition",
        {
            "en": "[!act-play-transposition Transposition: C3→D3 · Mississippi HQ → Guard]",
            "pl": "[!act-play-transposition Podmiana: C3→D3 · Sztab Missisipi → Strażnik]",
        },
    ),
    "sharrash": (
        _case("sharrash", "rats", ["paralysis", "move", "battle"]),
        "?act-play-paralysis C2",
        {
            "en": "[?act-play-paralysis: A1 · Moloch HQ (enemy) C2 · Juggernaut (enemy)]",
            "pl": "[?act-play-paralysis: A1 · ",
        },
    ),
    "doomsday-machine": (  # the HQ's turning: the unit's button, then a facing of the step picker
        _case("doomsday-machine", "omega-shooter", ["battle", "push-back", "small-bomb"]),
        "!act-turn\n!face-s",
        {
            "en": "[!act-turn HQ's turning: D3 · Omega Shooter …]",
            "pl": "[!act-turn Obrót Sztabu: D3 · Strzelec Omega …]",
        },
    ),
    "uranopolis": (
        _case("uranopolis", "guard", ["ray", "push-back", "move"]),
        "!act-play-ray",
        {"en": "[!act-play-ray Ray: C2 · Juggernaut (enemy)]", "pl": "[!act-play-ray Promień: C2 · Juggernaut (wróg)]"},
    ),
}


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("army", sorted(CASES))
async def test_their_instants_are_buttons_and_menus_of_the_hand(db_path: str, army: str, lang: str) -> None:
    setup, press, shown = CASES[army]
    service = await make_service(db_path, FakeClock(), NullRenderPool())
    console, say = console_and_say(service, Path(db_path).parent / "img", lang=lang)
    await say(f"@ala /hex new opponent:@ola army:{army} opponent-army:moloch first:me")
    await say("@ola /hex accept")
    await inject(service, scenario.load(setup), channel=console.channel_id)
    hand = await say("@ala /hex hand")
    assert shown[lang] in hand, hand
    for line in press.splitlines():
        await say(f"@ala {line}")
    game = await service.repo.stores.games.live_game(console.channel_id)
    assert game is not None
    s = GameState.loads(game.state_json)
    c2, c3, d3 = (s.units.get(s.board.parse(h)) for h in ("C2", "C3", "D3"))
    if army == "mississippi":  # the HQ and the Guard change places
        assert c3 is not None and d3 is not None and (c3.tile, d3.tile) == ("guard", "hq")
    elif army == "doomsday-machine":  # the Omega Shooter turned to face S, no tile played
        assert d3 is not None and d3.facing.name == "S"
    elif army == "sharrash":  # the Juggernaut under a paralysis marker
        assert c2 is not None and [m.kind for m in s.markers_on(c2.uid)] == ["paralysis"]
    else:  # the Ray: a wound on the Juggernaut in its beam
        assert c2 is not None and c2.wounds == 1
    assert len(s.players[1].hand) == (3 if army == "doomsday-machine" else 2)  # the turning is no tile
    await service.repo.close()
