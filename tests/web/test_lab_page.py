"""The lab's page (``/lab/<code>``, docs/lab.md): a position code in the address, its board
and its battle resolved segment by segment as a game's page shows one (pictures rendered once,
then cached); ``/hexlab code`` links to it; a malformed, foreign or newer code is refused (400)
with a clear page in the visitor's language."""

from __future__ import annotations

import re

from bot.locale import acting
from bot.usecases.lab import resolve
from rules import events as ev
from rules.position import code_of, encode
from rules.scenario import load
from tests.web import test_pages
from tests.web.conftest import BASE
from tests.web.test_pages import PNG, Pages

pages = test_pages.pages  # the fixture: the pages over a copy of the web tests' database

# Outpost's Runner at D3 faces Moloch's HQ (1 hit point left) at E3: one segment, Moloch out.
FLIP = {
    "players": {"1": {"army": "outpost", "hq_hp": 1}, "2": {"army": "moloch", "hq_hp": 1}},
    "board": [
        {"hex": "C2", "player": 1, "tile": "hq"},
        {"hex": "E3", "player": 2, "tile": "hq"},
        {"hex": "D3", "player": 1, "tile": "runner", "facing": "SE"},
    ],
}


async def test_a_codes_page_shows_its_board_and_battle_and_caches_the_pictures(pages: Pages) -> None:
    code = code_of(load(FLIP))
    with acting("en"):
        [reply] = await pages.app.commands.run(1, 11, f"/hexlab code game:{pages.data.full_game} move:40")
    assert reply.link is not None and reply.link.url.startswith(f"{BASE}/lab/nh1-"), reply
    assert reply.link.url.removeprefix(f"{BASE}/lab/") in reply.text
    assert (await pages.get(reply.link.url.removeprefix(BASE)))[0] == 200

    status, html, r = await pages.get(f"/lab/{code}")
    assert status == 200 and r.headers["Content-Security-Policy"].startswith("default-src 'none'")
    assert "Rules lab" in html and code in html and "Outpost" in html and "Moloch" in html
    outcome = resolve(load(FLIP))
    [fought] = [e for e in outcome.events if isinstance(e, ev.BattleFought)]
    segments = [k for k, s in enumerate(fought.segments) if s.events]
    names = re.findall(rf'<img src="/lab/{code}/en/full/([^"]+)"', html)
    assert names == ["board.png", *(f"b1-{k}.png" for k in segments), f"b1-{len(fought.segments)}.png"]
    assert "wins" in html and "1 → 0" in html  # Moloch's HQ, before and after
    before = (pages.pool.boards, pages.pool.battle_sets)
    for _ in range(2):  # the second round from the cache
        for name in names:
            for layout in ("full", "phone"):
                status, _, r = await pages.get(f"/lab/{code}/en/{layout}/{name}")
                assert status == 200 and r.content_type == "image/png"
                assert (await r.read()).startswith(PNG)
    assert (pages.pool.boards - before[0], pages.pool.battle_sets - before[1]) == (2, 2)  # once per layout
    assert (await pages.get(f"/lab/{code}/en/full/b2-0.png"))[0] == 404

    status, html, _ = await pages.get(f"/lab/{code}", headers={"Accept-Language": "pl"})
    assert status == 200 and "Laboratorium zasad" in html and "Posterunek" in html


async def test_a_bad_code_is_refused_in_the_visitors_language(pages: Pages) -> None:
    two_hqs = encode({**FLIP, "board": [*FLIP["board"], {"hex": "A1", "player": 1, "tile": "hq"}]})
    cases = [
        ("nh1-garbage!", "That is not a position code", "To nie jest kod pozycji"),
        ("xyz", "That is not a position code", "To nie jest kod pozycji"),
        ("nh9-AAAA", "from a newer version (v9)", "z nowszej wersji (v9)"),
        (two_hqs, "a position no rule allows", "na którą nie pozwala żadna zasada"),
    ]
    for code, en, pl in cases:
        status, html, r = await pages.get(f"/lab/{code}")
        assert status == 400 and en in html and "nh1-" in html, (code, html)
        assert r.headers["Content-Language"] == "en"
        status, html, r = await pages.get(f"/lab/{code}", headers={"Accept-Language": "pl-PL"})
        assert status == 400 and pl in html and r.headers["Content-Language"] == "pl", (code, html)
        assert (await pages.get(f"/lab/{code}/en/full/board.png"))[0] == 404
    assert (await pages.client.post(f"/lab/{code_of(load(FLIP))}")).status == 405
