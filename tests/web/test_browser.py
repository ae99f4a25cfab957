"""The pages in a real headless Chromium (Debian's ``chromium`` and ``chromium-driver``,
driven by Selenium): a finished game stepped through by keyboard to a battle and through its
segments, every picture loaded with its alt text, a standings row followed to a profile and
its chart; on a phone (Chromium's mobile emulation: 400 px wide, a touch screen) the portrait
pictures with tile names read at 9 px or more on 19 and 37 hexes, › that keeps the step in
view, the language switch that keeps the step, a replaced address's notice, tables that fit;
no Content-Security-Policy violation, screenshots at 400 and 1280 px wide.

Skipped, with a one-line reason, where no browser is installed (``.ci/run`` installs it).
Set ``HEXBOT_WEB_SCREENSHOTS=docs/images`` to keep the screenshots (docs/web.md shows them).
"""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import BASE, EventData, WebData
from tests.web.serving import Served, serve_web

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:  # pragma: no cover - the dev extra brings it
    webdriver = None  # type: ignore[assignment]

pytestmark = pytest.mark.skipif(
    webdriver is None or CHROMIUM is None or DRIVER is None,
    reason="no headless browser here (apt-get install chromium chromium-driver; pip install selenium)",
)
WIDE, NARROW = 1280, 400
PHONE_HEIGHT = 860


@pytest.fixture(scope="module")
def served(web_data: WebData, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    db = tmp_path_factory.mktemp("browser") / "pages.sqlite3"
    shutil.copy(web_data.db, db)
    with serve_web(str(db)) as s:
        yield s


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=en-US"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(str(DRIVER)), options=options)
    driver.set_window_size(WIDE, 900)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def phone() -> Iterator[Any]:
    """Chromium as a phone: 400 CSS px wide, a touch screen (coarse pointer, no hover)."""
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=en-US"):
        options.add_argument(arg)
    metrics = {"width": NARROW, "height": PHONE_HEIGHT, "pixelRatio": 1.0, "touch": True}
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(str(DRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def shots(tmp_path: Path) -> Path:
    keep = os.environ.get("HEXBOT_WEB_SCREENSHOTS")
    return Path(keep) if keep else tmp_path


def at(driver: Any) -> int:
    """The step the page shows (read in the page: the script swaps the element)."""
    return int(driver.execute_script("return document.getElementById('game').dataset.at"))


def press(driver: Any, key: str) -> None:
    """Press ``key`` on the page and wait for the step it shows to change."""
    before = at(driver)
    driver.find_element(By.TAG_NAME, "body").send_keys(key)
    WebDriverWait(driver, 15).until(lambda d: at(d) != before)


def wait_pictures(driver: Any) -> list[dict[str, Any]]:
    """Every picture of the page, scrolled into view (lazy ones load then), once loaded."""
    for img in driver.find_elements(By.CSS_SELECTOR, "main img"):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", img)
    script = (
        "return Array.from(document.querySelectorAll('main img')).map(i => "
        "({src: i.src, current: i.currentSrc, alt: i.alt, complete: i.complete, width: i.naturalWidth}))"
    )
    WebDriverWait(driver, 60).until(lambda d: all(i["complete"] for i in d.execute_script(script)))
    return list(driver.execute_script(script))


def fits(driver: Any) -> None:
    """Nothing wider than the phone's screen: a table too wide scrolls inside its own box."""
    assert driver.execute_script("return document.documentElement.scrollWidth") <= NARROW
    boxes = driver.execute_script(
        "return Array.from(document.querySelectorAll('table')).map(t => "
        "[t.parentElement.className, t.parentElement.getBoundingClientRect().right])"
    )
    assert boxes and all(wrapper == "scroll" and right <= NARROW for wrapper, right in boxes), boxes


def in_view(driver: Any, css: str) -> bool:
    """Whether the element is wholly inside the window."""
    script = (
        "var r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.top, r.bottom, innerHeight]"
    )
    top, bottom, height = driver.execute_script(script, css)
    return bool(top >= 0 and bottom <= height)


def no_policy_violations(driver: Any, expected: str = "\0") -> None:
    """No Content-Security-Policy violation and no error in the console (but ``expected``)."""
    logs = driver.get_log("browser")
    bad = [
        entry["message"]
        for entry in logs
        if "Content Security Policy" in entry["message"] or "Refused" in entry["message"]
    ]
    assert not bad, bad
    errors = [e["message"] for e in logs if e["level"] == "SEVERE" and expected not in e["message"]]
    assert not errors, errors


def test_a_finished_game_by_keyboard_to_a_battle_and_its_segments(
    served: Served, web_data: WebData, browser: Any, tmp_path: Path
) -> None:
    d = browser
    url = served.links[web_data.full_game]
    d.set_window_size(WIDE, 900)
    d.get(url + "/s/0?lang=en")
    assert at(d) == 0 and d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    last = int(d.execute_script("return document.getElementById('game').dataset.last"))
    assert last == 96
    press(d, Keys.END)
    assert at(d) == last and "Game over" in d.find_element(By.CLASS_NAME, "narration").text
    press(d, Keys.HOME)
    assert at(d) == 0
    # → until the first step with a battle, the address following each step
    while not d.find_elements(By.CSS_SELECTOR, "section.battle"):
        press(d, Keys.ARROW_RIGHT)
        assert d.current_url.endswith(f"/s/{at(d)}")
    battle_step = at(d)
    assert battle_step > 0
    current = d.find_element(By.CSS_SELECTOR, "#timeline [aria-current=step]")
    assert "battle" in current.find_element(By.XPATH, "..").get_attribute("class")
    # ← and → again
    press(d, Keys.ARROW_LEFT)
    assert at(d) == battle_step - 1
    press(d, Keys.ARROW_RIGHT)
    assert at(d) == battle_step
    # through the battle's segments by keyboard (Tab): each segment's picture is a link (to the
    # picture full size) named by the segment's text
    segments = d.find_elements(By.CSS_SELECTOR, "section.battle .segment")
    assert len(segments) >= 2
    d.execute_script(
        "document.getElementById('step-title').setAttribute('tabindex','-1');"
        "document.getElementById('step-title').focus()"
    )
    reached = []
    for _ in range(len(segments) + 10):
        d.switch_to.active_element.send_keys(Keys.TAB)
        active = d.switch_to.active_element
        if d.execute_script("return arguments[0].matches('.segment a.zoom')", active):
            reached.append(active.find_element(By.TAG_NAME, "img").get_attribute("alt"))
        if len(reached) == len(segments):
            break
    assert reached[:-1] == [s.find_element(By.TAG_NAME, "figcaption").text for s in segments][:-1]
    assert any(text.startswith("Initiative") for text in reached)
    assert reached[-1].startswith("The board after the battle")
    pictures = wait_pictures(d)
    assert len(pictures) == 1 + len(segments)
    for p in pictures:
        assert p["width"] > 0, p["src"]  # loaded
        assert p["alt"].strip(), p["src"]  # described
    out = shots(tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    d.execute_script("document.querySelector('section.battle').scrollIntoView()")
    d.save_screenshot(str(out / "web-battle-1280.png"))
    d.execute_script("window.scrollTo(0, 0)")
    d.save_screenshot(str(out / "web-game-1280.png"))
    assert d.find_element(By.CSS_SELECTOR, ".keys").is_displayed()  # a keyboard here
    assert "/en/full/" in d.execute_script("return document.querySelector('#board img').currentSrc")
    # a click on the timeline
    d.set_window_size(WIDE, 900)
    d.get(url + "/s/0")
    link = d.find_element(By.CSS_SELECTOR, '#timeline a[data-step="2"]')
    link.click()
    WebDriverWait(d, 15).until(lambda drv: at(drv) == 2)
    no_policy_violations(d)


def test_standings_to_a_profile_with_its_chart(
    served: Served, web_data: WebData, browser: Any, phone: Any, tmp_path: Path
) -> None:
    d = browser
    d.set_window_size(WIDE, 900)
    d.get(f"{served.base}/l/{web_data.league_token}?lang=pl")
    assert "Tabela" in d.find_element(By.ID, "standings").text
    rows = d.find_elements(By.CSS_SELECTOR, "table.standings tbody tr")
    assert len(rows) == 3
    # the season's army table (and, when two armies met, the army-against-army grid)
    armies = d.find_element(By.ID, "armies")
    assert armies.text == "Armie" and d.find_elements(By.CSS_SELECTOR, "table.armies tbody tr")
    assert "% wygr." in d.find_element(By.CSS_SELECTOR, "table.armies thead").text
    out = shots(tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    d.save_screenshot(str(out / "web-league-armies-1280.png"))
    rows[0].find_element(By.TAG_NAME, "a").click()
    WebDriverWait(d, 15).until(lambda drv: "/p/" in drv.current_url)
    chart = d.find_element(By.ID, "rating-chart")
    assert chart.find_element(By.TAG_NAME, "polyline").get_attribute("points")
    assert chart.get_attribute("role") == "img" and chart.find_element(By.TAG_NAME, "desc").get_attribute("textContent")
    assert chart.size["width"] > 300
    assert d.find_elements(By.CSS_SELECTOR, "#by-army + .scroll table.armies tbody tr")  # the member's armies
    d.save_screenshot(str(out / "web-profile-1280.png"))
    phone.get(d.current_url.split("?")[0] + "?lang=pl")
    meta = phone.find_element(By.CSS_SELECTOR, ".meta").text
    assert re.search(r"ranking \d+,\d\b", meta), meta  # a decimal comma in Polish
    fits(phone)
    phone.save_screenshot(str(out / "web-profile-400.png"))
    no_policy_violations(phone)
    # a recent game, followed to its page
    d.find_element(By.CSS_SELECTOR, "a[href*='/g/']").click()
    WebDriverWait(d, 15).until(lambda drv: drv.find_elements(By.ID, "timeline"))
    wait_pictures(d)
    no_policy_violations(d)


def board_label(driver: Any) -> float:
    """How tall, in CSS pixels, the board picture's tile names are on the screen: the ink of
    "Hg" in the phone layout's smallest name font (as tests/renderer/test_phone.py measures it
    for Discord), scaled from the picture's own width to the width it is shown at."""
    from renderer.board import PHONE_VIEW, PHONE_WIDTH, phone_font
    from tests.renderer.test_phone import label_height

    script = "var i = document.querySelector('#board img'); return [i.getBoundingClientRect().width, i.naturalWidth]"
    shown, natural = driver.execute_script(script)
    return float(label_height(phone_font()) * PHONE_WIDTH / PHONE_VIEW * shown / natural)


def board_picture(driver: Any) -> tuple[str, int, int]:
    """The board picture the page shows, once loaded: its address, natural width and height."""
    script = "var i = document.querySelector('#board img'); return [i.complete, i.currentSrc, i.naturalWidth, i.naturalHeight]"
    WebDriverWait(driver, 60).until(lambda d: d.execute_script(script)[0] and d.execute_script(script)[2] > 0)
    _, src, width, height = driver.execute_script(script)
    return str(src), int(width), int(height)


def portrait_and_readable(driver: Any, lang: str) -> None:
    from renderer.board import PHONE_LABEL, PHONE_WIDTH

    src, width, height = board_picture(driver)
    assert f"/{lang}/phone/board-" in src and width == PHONE_WIDTH and height > width  # the portrait picture
    assert board_label(driver) >= PHONE_LABEL  # tile names as readable as in Discord


def current_in_timeline(driver: Any) -> bool:
    """Whether the timeline's current entry is inside the list's visible box."""
    script = (
        "var l = document.querySelector('#game .timeline'), c = l.querySelector('[aria-current]');"
        "var a = l.getBoundingClientRect(), b = c.getBoundingClientRect();"
        "return b.top >= a.top - 1 && b.bottom <= a.bottom + 1"
    )
    return bool(driver.execute_script(script))


def stepper_top(driver: Any) -> float:
    return float(driver.execute_script("return document.querySelector('#step .stepper').getBoundingClientRect().top"))


def test_on_a_phone_the_portrait_picture_and_the_step_stay_in_view(
    served: Served, web_data: WebData, phone: Any, tmp_path: Path
) -> None:
    d = phone
    url = served.links[web_data.full_game]
    # first load far down the game: the timeline shows its entry, the window stays at the top
    d.get(url + "/s/60?lang=en")
    assert current_in_timeline(d) and d.execute_script("return window.scrollY") == 0
    assert not d.find_element(By.CSS_SELECTOR, ".keys").is_displayed()  # no keyboard on a touch screen
    d.get(url + "/s/5")
    portrait_and_readable(d, "en")  # the 19-hex board
    fits(d)
    # › from step 5, the page as it opened (the window used to jump 1,116 px there), through a
    # battle and on: the step's heading and buttons stay where they were, only the timeline
    # scrolls (inside itself)
    assert d.execute_script("return window.scrollY") == 0
    top = stepper_top(d)
    battles = 0
    for n in range(6, 13):
        d.find_element(By.CSS_SELECTOR, "#step .nav.next").click()
        WebDriverWait(d, 15).until(lambda drv, n=n: at(drv) == n)
        assert in_view(d, "#step-title") and in_view(d, "#step .nav.next"), n
        assert abs(stepper_top(d) - top) <= 1 and current_in_timeline(d), n
        battles += bool(d.find_elements(By.CSS_SELECTOR, "section.battle"))
    assert battles >= 1
    portrait_and_readable(d, "en")
    # the language switch keeps the step
    d.find_element(By.CSS_SELECTOR, ".langs a[hreflang=pl]").click()
    WebDriverWait(d, 15).until(lambda drv: drv.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl")
    assert at(d) == 12 and d.find_element(By.ID, "step-title").text.startswith("Krok 12")
    portrait_and_readable(d, "pl")
    # a tap on the picture opens it full size
    shown = board_picture(d)[0]
    d.find_element(By.CSS_SELECTOR, "#board a.zoom").click()
    WebDriverWait(d, 15).until(lambda drv: drv.current_url == shown)
    d.back()
    WebDriverWait(d, 15).until(lambda drv: drv.find_elements(By.ID, "game"))
    # the Final Battle's pictures, loaded together: each segment's own (none shown twice)
    d.get(url + "/s/96")
    pictures = wait_pictures(d)
    assert len(pictures) == 4 and all("/phone/" in p["current"] for p in pictures)
    drawn = (
        "return Array.from(document.querySelectorAll('.segment img')).map(i => {"
        "var c = document.createElement('canvas'); c.width = i.naturalWidth; c.height = i.naturalHeight;"
        "c.getContext('2d').drawImage(i, 0, 0); return c.toDataURL(); })"
    )
    segments = d.execute_script(drawn)
    assert len(segments) == 3 and len(set(segments)) == 3
    # the screenshot: the step before the Final Battle (a full board), from its buttons down
    d.get(url + "/s/95?lang=en")
    portrait_and_readable(d, "en")
    d.execute_script(
        "window.scrollTo(0, document.querySelector('#step .stepper').getBoundingClientRect().top + scrollY - 8)"
    )
    out = shots(tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    d.save_screenshot(str(out / "web-game-400.png"))
    no_policy_violations(d)


async def _console_on(db: str, lines: list[str], channel: str = "live") -> str:
    """Run console ``lines`` on ``db`` (another process serves its pages meanwhile); what the
    console printed."""
    import io
    import random

    from bot.app import build_app
    from bot.config import Settings
    from bot.console import Console
    from bot.rendering import NullRenderPool
    from bot.storage import open_repository
    from tests.bot.helpers import FakeClock

    repo = await open_repository(db)
    try:
        settings = Settings(web_url=BASE)
        app = build_app(repo, NullRenderPool(), FakeClock(), settings=settings, rng=random.Random(4))
        out = io.StringIO()
        console = Console(app, Path(db).parent / "img", out=out, channel=channel)
        for line in lines:
            await console.handle(line)
        return out.getvalue()
    finally:
        await repo.close()


async def _long_names(db: str, game_player: str, member: str, name: str) -> None:
    """Give ``game_player`` the display name ``name``, and make ``member`` (so named) join league 1."""
    from bot.console import stable_id
    from bot.storage import open_repository
    from tests.bot.helpers import FakeClock

    repo = await open_repository(db)
    try:
        at = FakeClock()()
        await repo.stores.names.remember_names({stable_id(game_player): name}, at)
        await repo.stores.leagues.join_league(1, stable_id(member), at, name=name)
    finally:
        await repo.close()


def test_a_live_game_shows_a_new_action_without_a_reload(web_data: WebData, browser: Any, tmp_path: Path) -> None:
    import asyncio

    db = str(tmp_path / "live.sqlite3")
    shutil.copy(web_data.db, db)
    asyncio.run(
        _console_on(db, ["@ala /hex new opponent:@ola army:moloch opponent-army:borgo first:me", "@ola /hex accept"])
    )
    with serve_web(db, env={"HEXBOT_WEB_POLL_S": "1"}) as served:
        url = served.links[max(served.links)]  # the new game
        d = browser
        d.set_window_size(WIDE, 900)
        d.get(url + "?lang=en")
        assert at(d) == 0 and d.find_element(By.CSS_SELECTOR, ".badge").text == "live"
        d.execute_script("window.hexbotMarker = 1")  # gone if the page were reloaded
        asyncio.run(_console_on(db, ["@ala /hex place tile:hq hex:C1"]))
        WebDriverWait(d, 30).until(lambda drv: at(drv) == 1)
        assert d.execute_script("return window.hexbotMarker") == 1  # updated in place
        assert "placed their HQ on C1" in d.find_element(By.CLASS_NAME, "narration").text
        wait_pictures(d)
        no_policy_violations(d)


def test_a_phone_on_37_hexes_with_long_names_then_the_address_replaced(
    web_data: WebData, phone: Any, tmp_path: Path
) -> None:
    """A live game on the 37-hex board read on a phone: the portrait picture, names readable;
    a display name longer than the screen wraps in its table; then a moderator replaces the
    page's address: the page stops asking for news and says why."""
    import asyncio

    db = str(tmp_path / "phone.sqlite3")
    shutil.copy(web_data.db, db)
    lines = ["@ala /hex new opponent:@ola army:moloch opponent-army:borgo board:37 first:me", "@ola /hex accept"]
    asyncio.run(_console_on(db, [*lines, "@ala /hex place tile:hq hex:C3"]))
    long = "Aleksandra-Konstantynopolitańczykowianeczka-Szczebrzeszyńska"
    asyncio.run(_long_names(db, "ola", "zed", long))
    with serve_web(db, env={"HEXBOT_WEB_POLL_S": "1"}) as served:
        d = phone
        d.get(served.links[max(served.links)] + "?lang=en")
        assert "board of 37 hexes" in d.find_element(By.CSS_SELECTOR, ".meta").text
        portrait_and_readable(d, "en")
        fits(d)
        wrapped = "var s = document.querySelector('.scroll'); return s.scrollWidth <= s.clientWidth"
        assert long in d.find_element(By.CSS_SELECTOR, "table.seats").text and d.execute_script(wrapped)
        # the league's standings with that name: it wraps too, nothing wider than the screen
        d.get(served.leagues[1] + "?lang=en")
        fits(d)
        assert long in d.find_element(By.CSS_SELECTOR, "table.standings").text and d.execute_script(wrapped)
        no_policy_violations(d)
        # the game's address replaced by a moderator: within a poll, the page says so and stops
        d.get(served.links[max(served.links)])
        assert not d.find_element(By.ID, "replaced").is_displayed()
        revoked = asyncio.run(_console_on(db, ["@mod[mod] /hexmod web action:revoke"]))
        assert "no longer works" in revoked
        WebDriverWait(d, 30).until(lambda drv: drv.find_element(By.ID, "replaced").is_displayed())
        assert "address was replaced" in d.find_element(By.ID, "replaced").text
        asks = "return performance.getEntriesByType('resource').filter(e => e.name.endsWith('/version.json')).length"
        before = d.execute_script(asks)
        time.sleep(3)  # three polls' time: none asked
        assert d.execute_script(asks) == before
        no_policy_violations(
            d, expected="/version.json - Failed to load resource: the server responded with a status of 404"
        )


def test_a_lab_page_from_its_code_and_a_bad_code(served: Served, browser: Any, phone: Any, tmp_path: Path) -> None:
    """The lab's page (docs/lab.md): a position's board and each initiative segment's picture
    with its narrated line, loaded on a wide screen and a phone; a bad code's page in Polish."""
    import json

    from rules.position import code_of
    from rules.scenario import set_up

    setup = json.loads((Path(__file__).parents[1] / "scenarios" / "outpost_hq_gives_third_attack.json").read_text())
    code = code_of(set_up(setup)[0])
    d = browser
    d.set_window_size(WIDE, 900)
    for driver in (d, phone):  # what earlier tests' pages logged (a live page polling its stopped server)
        driver.get("about:blank")
        driver.get_log("browser")
    d.get(f"{served.base}/lab/{code}")
    assert d.find_element(By.TAG_NAME, "h1").text == "Rules lab"
    assert code in d.find_element(By.CSS_SELECTOR, "code.code").text
    captions = [c.text for c in d.find_elements(By.CSS_SELECTOR, ".segment figcaption")]
    assert len(captions) == 4 and all(captions), captions  # three segments, then the board after the battle
    pictures = wait_pictures(d)
    assert len(pictures) == 5 and all(p["width"] > 0 and p["alt"] for p in pictures), pictures
    assert all(f"/lab/{code}/en/full/" in p["current"] for p in pictures)
    no_policy_violations(d)
    out = shots(tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    d.execute_script("window.scrollTo(0, 0)")
    d.save_screenshot(str(out / "web-lab-1280.png"))
    phone.get(f"{served.base}/lab/{code}?lang=pl")
    assert phone.find_element(By.TAG_NAME, "h1").text == "Laboratorium zasad"
    pictures = wait_pictures(phone)
    assert all(f"/lab/{code}/pl/phone/" in p["current"] and p["width"] > 0 for p in pictures), pictures
    fits(phone)
    no_policy_violations(phone)
    phone.get(f"{served.base}/lab/nh1-not!a!code")
    assert phone.find_element(By.TAG_NAME, "h1").text == "To nie jest kod pozycji"
    no_policy_violations(phone, expected="400")


@pytest.fixture(scope="module")
def served_events(event_data: EventData, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    db = tmp_path_factory.mktemp("browser-events") / "events.sqlite3"
    shutil.copy(event_data.db, db)
    with serve_web(str(db)) as s:
        yield s


def boxes(driver: Any) -> list[list[tuple[float, float, float, float]]]:
    """Each bracket round's match boxes (left, top, right, bottom), first round first."""
    script = (
        "return Array.from(document.querySelectorAll('.bracket-round')).map(c => "
        "Array.from(c.querySelectorAll('.bracket-match')).map(m => { var r = m.getBoundingClientRect();"
        " return [r.left, r.top, r.right, r.bottom]; }))"
    )
    return [[tuple(b) for b in column] for column in driver.execute_script(script)]


def test_an_event_from_the_league_page_its_rounds_and_its_bracket(
    served_events: Served, event_data: EventData, browser: Any, phone: Any, tmp_path: Path
) -> None:
    """The league page's event link, followed; the playoff drawn as a bracket (the final to
    the right of the semi-finals, between them) on a wide screen, its rounds stacked on a
    phone with nothing wider than the screen; the duel's page with both legs."""
    d = browser
    d.set_window_size(WIDE, 900)
    for driver in (d, phone):  # what earlier pages logged (a live page polling a server since stopped)
        driver.get("about:blank")
        driver.get_log("browser")
    d.get(served_events.leagues[1] + "?lang=en")
    history = d.find_element(By.ID, "history").find_element(By.XPATH, "..").text
    assert "Moderator's ruling" in history and "Reason: No show" in history and "No-show" in history
    d.find_element(By.LINK_TEXT, "Spring").click()
    WebDriverWait(d, 15).until(lambda drv: drv.current_url.endswith("/e/1"))
    assert d.find_element(By.TAG_NAME, "h1").text == "Spring"
    assert f"Won by {event_data.final[1]}" in d.find_element(By.CSS_SELECTOR, ".champion").text
    semis, (final,) = boxes(d)
    assert len(semis) == 2 and final[0] > semis[0][2] and final[0] > semis[1][2]  # a column to the right
    middle = (final[1] + final[3]) / 2
    assert (semis[0][1] + semis[0][3]) / 2 < middle < (semis[1][1] + semis[1][3]) / 2  # between its two semis
    through = [e.text for e in d.find_elements(By.CSS_SELECTOR, ".bracket .through")]
    assert [t.split()[1] for t in through] == [event_data.semis[0][0], event_data.semis[1][0], event_data.final[1]]
    out = shots(tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    d.save_screenshot(str(out / "web-event-1280.png"))
    no_policy_violations(d)
    # on a phone: the rounds one under the other, first to final, nothing wider than the screen
    phone.get(d.current_url + "?lang=pl")
    assert phone.find_element(By.ID, "bracket").text == "Faza pucharowa"
    semis, (final,) = boxes(phone)
    assert final[1] > max(b[3] for b in semis) and max(b[2] for b in (*semis, final)) <= NARROW
    fits(phone)
    phone.save_screenshot(str(out / "web-event-400.png"))
    no_policy_violations(phone)
    # the duels: each game of the duel linked, with its HQ points
    d.get(served_events.leagues[1].rstrip("/") + "/e/2?lang=en")
    legs = [e.text for e in d.find_elements(By.CSS_SELECTOR, "table.pairings .leg")]
    first, second = event_data.games["Duels"]
    assert [leg.split(" #")[1].split()[0] for leg in legs] == [str(first), str(second)]
    assert legs[0].startswith("Game 1") and legs[1].startswith("Game 2")
    no_policy_violations(d)
