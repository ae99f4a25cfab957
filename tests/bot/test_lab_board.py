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


MARKS = {  # Steel Police (1) against Neojungle (2): a Steel Net marker, venom, a wound, Roots beneath
    "en": {
        "new": "/hexlab new army:steel-police opponent-army:neojungle",
        "monster": "Monster",
        "roots": "Roots",
        "policeman": "Executioner",
        "net": "Steel Net marker of Steel Police (1)",
        "net-off": "Take off the Steel Net marker of Steel Police (1)",
        "venom": "A venom marker of Neojungle (2) (→ 1)",
        "venom-2": "A venom marker of Neojungle (2) (→ 2)",
        "wound": "A wound (→ 1)",
        "clear": "Take every marker and wound off",
        "hex": "C3 · Executioner / Roots",
    },
    "pl": {
        "new": '/hexlab nowa armia:"Stalowa Policja" armia-przeciwnika:Neodżungla',
        "monster": "Monstrum",
        "roots": "Korzenie",
        "policeman": "Egzekutor",
        "net": "Znacznik Sieci Stali: Stalowa Policja (1)",
        "net-off": "Zdejmij znacznik Sieci Stali: Stalowa Policja (1)",
        "venom": "Znacznik: jad, Neodżungla (2) (→ 1)",
        "venom-2": "Znacznik: jad, Neodżungla (2) (→ 2)",
        "wound": "Rana (→ 1)",
        "clear": "Zdejmij wszystkie znaczniki i rany",
        "hex": "C3 · Egzekutor / Korzenie",
    },
}


def _code(out: str) -> dict:
    return decode(out.split("`")[1])


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_markers_nets_wounds_and_foundations_set_with_the_panel(db_path: str, lang: str) -> None:
    """The panel's menu of what lies on the chosen unit: another army's Steel Net marker (one
    per player: it moves), venom from the supply of an army that has it, wounds, clearing them;
    a Foundation goes beneath the unit on its hex, and Remove takes the unit first."""
    w = MARKS[lang]
    service = await make_service(db_path, FakeClock())
    _, say = console_and_say(service, Path(db_path).parent / "img", lang=lang, clock=OffsetClock(FakeClock()))
    out = await say(f"@ala {w['new']}")
    assert "?lab-mark" not in out  # no unit chosen: no menu of markers
    for line in ("!army-2", f"?lab-tile {w['monster']}", "?lab-hex B2", "!face-s", "?lab-tile " + w["roots"]):
        await say(f"@ala {line}")
    out = await say("@ala ?lab-hex C3")
    out = await say("@ala !face-n")  # Roots on C3: a Foundation, no unit there yet
    assert _code(out)["foundations"] == [{"hex": "C3", "player": 2, "tile": "roots"}] and "?lab-mark" not in out
    for line in ("!army-1", f"?lab-tile {w['policeman']}", "?lab-hex C3", "!face-n"):
        out = await say(f"@ala {line}")
    assert w["hex"] in out, out
    assert _code(out)["foundations"] == [{"hex": "C3", "player": 2, "tile": "roots"}]
    # the Executioner is Steel Police's own: no net of its own side offered; venom of Neojungle is
    assert w["net"] not in out and w["venom"] in out and w["wound"] in out
    await say(f"@ala ?lab-mark {w['venom']}")
    out = await say(f"@ala ?lab-mark {w['venom-2']}")
    out = await say(f"@ala ?lab-mark {w['wound']}")
    unit = next(u for u in _code(out)["board"] if u["hex"] == "C3")
    assert unit["markers"] == [{"kind": "venom", "player": 2}] * 2 and unit["wounds"] == 1
    assert w["wound"].replace("1", "2") not in out  # an Executioner has 2 hit points: one wound at most
    assert w["venom-2"].replace("2)", "3)") not in out  # Neojungle's box has two venom markers
    out = await say("@ala ?lab-hex B2")  # Neojungle's Monster: Steel Police's net goes on it
    assert w["venom"] not in out  # both markers lie on the Executioner
    out = await say(f"@ala ?lab-mark {w['net']}")
    assert next(u for u in _code(out)["board"] if u["hex"] == "B2")["steel_net"] == 1 and w["net-off"] in out
    out = await say(f"@ala ?lab-mark {w['net-off']}")
    assert "steel_net" not in next(u for u in _code(out)["board"] if u["hex"] == "B2")
    out = await say("@ala ?lab-hex C3")
    out = await say(f"@ala ?lab-mark {w['clear']}")
    assert next(u for u in _code(out)["board"] if u["hex"] == "C3") == {
        "hex": "C3",
        "player": 1,
        "tile": "executioner",
        "facing": "N",
    }
    out = await say("@ala !remove")  # the unit first, then the Foundation
    assert [u["hex"] for u in _code(out)["board"]] == ["B2"] and _code(out)["foundations"]
    out = await say("@ala !remove")
    assert "foundations" not in _code(out)


async def test_markers_refused_where_no_rule_puts_them(db_path: str) -> None:
    service = await make_service(db_path, FakeClock())
    panel = await run_line(service, "/hexlab new army:steel-police opponent-army:moloch", None)
    v = panel.version
    await run_line(service, "/hexlab put player:2 tile:hq hex:B2", v)
    await run_line(service, "/hexlab put player:2 tile:juggernaut hex:C3", v)
    await run_line(service, "/hexlab put player:1 tile:judge hex:C2", v)
    before = (await run_line(service, "/hexlab boardcode", v)).text.split("`")[1]
    for line, expected in [
        ("/hexlab mark mark:net hex:D4", "no tile on D4"),
        ("/hexlab mark mark:net hex:B2", "cannot be put on the unit on B2"),  # an HQ: never under the marker
        ("/hexlab mark mark:net hex:C2", "cannot be put"),  # Steel Police's own Judge
        ("/hexlab mark mark:venom hex:C3", "cannot be put"),  # neither army has venom
        ("/hexlab mark mark:wound hex:C2", "cannot be put"),  # a Judge has one hit point
        ("/hexlab mark mark:net player:2 hex:C3", "cannot be put"),  # Moloch lays no Steel Net marker
    ]:
        reply = await run_line(service, line, v)
        assert reply.refused and expected in reply.text, (line, reply.text)
    await run_line(service, "/hexlab mark mark:net hex:C3", v)
    await run_line(service, "/hexlab put player:2 tile:gauss-cannon hex:D2", v)
    moved = await run_line(service, "/hexlab mark mark:net hex:D2", v)  # one marker a player: it moves
    nets = {u["hex"]: u.get("steel_net") for u in decode(moved.text.split("`")[1])["board"]}
    assert nets == {"B2": None, "C3": None, "C2": None, "D2": 1}
    stale = await run_line(service, "/hexlab mark mark:clear hex:D2", v - 1)
    assert stale.refused
    assert (await run_line(service, "/hexlab boardcode", v)).text.split("`")[1] != before
