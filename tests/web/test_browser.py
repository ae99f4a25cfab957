"""The pages in a real headless Chromium (Debian's ``chromium`` and ``chromium-driver``,
driven by Selenium): a finished game stepped through by keyboard to a battle and through its
segments, every picture loaded with its alt text, a standings row followed to a profile and
its chart, no Content-Security-Policy violation, screenshots at 400 and 1280 px wide.

Skipped, with a one-line reason, where no browser is installed (``.ci/run`` installs it).
Set ``HEXBOT_WEB_SCREENSHOTS=docs/images`` to keep the screenshots (docs/web.md shows them).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import WebData
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
        "({src: i.src, alt: i.alt, complete: i.complete, width: i.naturalWidth}))"
    )
    WebDriverWait(driver, 60).until(lambda d: all(i["complete"] for i in d.execute_script(script)))
    return list(driver.execute_script(script))


def no_policy_violations(driver: Any) -> None:
    logs = driver.get_log("browser")
    bad = [
        entry["message"]
        for entry in logs
        if "Content Security Policy" in entry["message"] or "Refused" in entry["message"]
    ]
    assert not bad, bad
    errors = [e["message"] for e in logs if e["level"] == "SEVERE"]
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
    # through the battle's segments by keyboard (Tab)
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
        if "segment" in (active.get_attribute("class") or ""):
            reached.append(active.find_element(By.TAG_NAME, "figcaption").text)
        if len(reached) == len(segments):
            break
    assert reached == [s.find_element(By.TAG_NAME, "figcaption").text for s in segments]
    assert any(text.startswith("Initiative") for text in reached)
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
    d.set_window_size(NARROW, 900)
    d.get(d.current_url)
    wait_pictures(d)
    d.execute_script("window.scrollTo(0, 0)")
    width = d.execute_script("return document.documentElement.scrollWidth")
    assert width <= NARROW  # readable on a phone: nothing wider than the screen
    d.save_screenshot(str(out / "web-game-400.png"))
    # a click on the timeline
    d.set_window_size(WIDE, 900)
    d.get(url + "/s/0")
    link = d.find_element(By.CSS_SELECTOR, '#timeline a[data-step="2"]')
    link.click()
    WebDriverWait(d, 15).until(lambda drv: at(drv) == 2)
    no_policy_violations(d)


def test_standings_to_a_profile_with_its_chart(served: Served, web_data: WebData, browser: Any, tmp_path: Path) -> None:
    d = browser
    d.set_window_size(WIDE, 900)
    d.get(f"{served.base}/l/{web_data.league_token}?lang=pl")
    assert "Tabela" in d.find_element(By.ID, "standings").text
    rows = d.find_elements(By.CSS_SELECTOR, "table.standings tbody tr")
    assert len(rows) == 3
    rows[0].find_element(By.TAG_NAME, "a").click()
    WebDriverWait(d, 15).until(lambda drv: "/p/" in drv.current_url)
    chart = d.find_element(By.ID, "rating-chart")
    assert chart.find_element(By.TAG_NAME, "polyline").get_attribute("points")
    assert chart.get_attribute("role") == "img" and chart.find_element(By.TAG_NAME, "desc").get_attribute("textContent")
    assert chart.size["width"] > 300
    out = shots(tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    d.save_screenshot(str(out / "web-profile-1280.png"))
    d.set_window_size(NARROW, 900)
    d.get(d.current_url)
    assert d.execute_script("return document.documentElement.scrollWidth") <= NARROW
    d.save_screenshot(str(out / "web-profile-400.png"))
    # a recent game, followed to its page
    d.set_window_size(WIDE, 900)
    d.get(d.current_url)
    d.find_element(By.CSS_SELECTOR, "a[href*='/g/']").click()
    WebDriverWait(d, 15).until(lambda drv: drv.find_elements(By.ID, "timeline"))
    wait_pictures(d)
    no_policy_violations(d)


async def _console_on(db: str, lines: list[str], channel: str = "live") -> None:
    """Run console ``lines`` on ``db`` (another process serves its pages meanwhile)."""
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
        app = build_app(repo, NullRenderPool(), FakeClock(), settings=Settings(), rng=random.Random(4))
        console = Console(app, Path(db).parent / "img", out=io.StringIO(), channel=channel)
        for line in lines:
            await console.handle(line)
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
