"""/hexlab new (docs/lab.md, "A board from empty"): a lab board set up in the console with the
panel's menus and buttons (the commands they stand for), in English and Polish, resolved as
/hexlab battle resolves its code; bad input answered privately, nothing changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.console import OffsetClock
from bot.usecases.lab_board import LabBoards
from rules.position import decode
from tests.bot.helpers import ALA, OLA, FakeClock, console_and_say, make_service, run_line

# the same clicks in both languages: Moloch's HQ on B2 (N), Outpost's Runner on C3 (NW), Moloch at 3 HP
WORDS = {
    "en": {
        "new": "/hexlab new army:moloch opponent-army:outpost",
        "hq": "Moloch HQ",
        "runner": "Runner",
        "hp": "3 HP",
        "board": "Lab board: Moloch (1), Outpost (2)",
        "hqs": "HQ hit points: Moloch 3, Outpost 20.",
        "taken": "C3 · Runner",
        "segment": "Initiative 2 — Runner (C3) hits Moloch HQ for 1",
        "dies": "Runner (C3) dies",
        "after": "HQs Moloch 2, Outpost 20",
    },
    "pl": {
        "new": "/hexlab nowa armia:moloch armia-przeciwnika:posterunek",
        "hq": "Sztab Molocha",
        "runner": "Biegacz",
        "hp": "3 PŻ",
        "board": "Plansza laboratorium: Moloch (1), Posterunek (2)",
        "hqs": "Punkty życia sztabów: Moloch 3, Posterunek 20.",
        "taken": "C3 · Biegacz",
        "segment": "Inicjatywa 2 — Biegacz (C3) → Sztab Molocha: 1 rana",
        "dies": "Biegacz (C3) ginie",
        "after": "Sztaby: Moloch 2, Posterunek 20",
    },
}


def _told(out: str) -> list[str]:
    """What the console printed but who spoke and the pictures' file names."""
    return [line for line in out.splitlines()[1:] if "[image:" not in line]


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_a_board_from_empty_set_up_with_the_panel_and_resolved(db_path: str, lang: str) -> None:
    w = WORDS[lang]
    service = await make_service(db_path, FakeClock())
    _, say = console_and_say(service, Path(db_path).parent / "img", lang=lang, clock=OffsetClock(FakeClock()))
    out = await say(f"@ala {w['new']}")
    assert w["board"] in out and "[!army-2 " in out and "?lab-tile" in out, out
    for line in (f"?lab-tile {w['hq']}", "?lab-hex B2", "!face-n", "!army-2", "?lab-hex C3"):
        out = await say(f"@ala {line}")
        assert w["board"] in out, (line, out)
    await say(f"@ala ?lab-tile {w['runner']}")
    await say("@ala !face-nw")
    await say("@ala !army-1")
    out = await say(f"@ala ?lab-hp {w['hp']}")
    assert w["hqs"] in out and w["taken"] in out, out
    code = out.split("`")[1]
    assert decode(code)["board"] == [
        {"hex": "B2", "player": 1, "tile": "hq", "facing": "N"},
        {"hex": "C3", "player": 2, "tile": "runner", "facing": "NW"},
    ]
    out = await say("@ala !resolve")
    assert code in out and w["segment"] in out and w["dies"] in out and w["after"] in out, out
    # the same output as /hexlab battle of its code (but the pictures' file numbers)
    battle = "bitwa kod" if lang == "pl" else "battle code"
    again = await say(f"@ola /hexlab {battle}:{code}")
    assert _told(again) == _told(out) and again.count("[image:") == out.count("[image:") == 3
    pick = "wybierz" if lang == "pl" else "pick"
    out = await say(f"@ala /hexlab {pick}")  # the panel again (typed: what its buttons stand for)
    assert w["hqs"] in out, out
    out = await say("@ala !code")
    assert f"`{code}`" in out and "!back" in out, out


async def test_bad_clicks_are_answered_privately_and_change_nothing(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    boards: LabBoards = service.lab_boards
    reply = await run_line(service, "/hexlab pick player:2", None)
    assert reply.refused and "no lab board" in reply.text
    reply = await run_line(service, "/hexlab new army:moloch", None)
    assert reply.refused and "two armies" in reply.text
    reply = await run_line(service, "/hexlab new army:moloch opponent-army:zombies", None)
    assert reply.refused and "zombies" in reply.text
    panel = await run_line(service, "/hexlab new army:moloch opponent-army:outpost", None)
    assert not panel.refused and panel.ephemeral and panel.version is not None
    code = panel.text.split("`")[1]
    for line, expected in [
        ("/hexlab put facing:N", "Choose a tile and a hex first"),
        ("/hexlab remove hex:C3", "no tile on C3"),
        ("/hexlab pick tile:battle", "no tile `battle`"),  # an instant is not set on the board
        ("/hexlab pick hex:Z9", "Z9"),
        ("/hexlab hq hp:25", "20"),
    ]:
        reply = await run_line(service, line, panel.version)
        assert reply.refused and expected in reply.text, (line, reply.text)
    await run_line(service, "/hexlab put tile:hq hex:B2", panel.version)
    reply = await run_line(service, "/hexlab put tile:hq hex:D2", panel.version)  # a second Moloch HQ
    assert reply.refused and "no rule allows" in reply.text, reply.text
    reply = await run_line(service, "/hexlab put tile:hq hex:D2", None, user=OLA)  # not Ola's board
    assert reply.refused and "no lab board" in reply.text
    shown = await run_line(service, "/hexlab boardcode", panel.version)
    assert shown.text.split("`")[1] != code  # the HQ on B2, and nothing else
    assert decode(shown.text.split("`")[1])["board"] == [{"hex": "B2", "player": 1, "tile": "hq", "facing": "N"}]
    newer = await run_line(service, f"/hexlab new code:{shown.text.split('`')[1]}", None)
    reply = await run_line(service, "/hexlab remove hex:B2", panel.version)  # the first board's panel
    assert reply.refused and "earlier lab board" in reply.text
    assert (await run_line(service, "/hexlab remove hex:B2", newer.version)).text.split("`")[1] == code
    assert len(boards._boards) == 1 and ALA in next(iter(boards._boards))
