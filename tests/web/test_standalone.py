"""``python -m bot web --db … --bind …``: the pages of an existing database, served by a
process of their own on a free port, fetched over HTTP."""

from __future__ import annotations

import shutil
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.web.conftest import WebData
from tests.web.serving import serve_web


def fetch(url: str, lang: str = "en") -> tuple[int, bytes, dict[str, str]]:
    request = urllib.request.Request(url, headers={"Accept-Language": lang})
    try:
        with urllib.request.urlopen(request, timeout=30) as r:
            return r.status, r.read(), dict(r.headers)
    except urllib.error.HTTPError as e:
        return e.code, e.read(), dict(e.headers)


def test_the_web_command_serves_a_database(web_data: WebData, tmp_path: Path) -> None:
    db = tmp_path / "served.sqlite3"
    shutil.copy(web_data.db, db)
    with serve_web(str(db)) as served:
        assert sorted(served.links) == [1, 2, 3, 4]  # every game of the database, with its address
        url = served.links[web_data.full_game]
        assert url.startswith(served.base + "/g/") and url.endswith(web_data.full_token)  # the token it had
        status, body, headers = fetch(url)
        assert status == 200 and b"Game #1" in body and "default-src 'none'" in headers["Content-Security-Policy"]
        status, body, _ = fetch(url, lang="pl")
        assert b"Partia #1" in body
        status, png, headers = fetch(url + "/s/0/en/phone/board-0.png")
        assert status == 200 and headers["Content-Type"] == "image/png" and png.startswith(b"\x89PNG")
        status, css, _ = fetch(served.base + "/static/app.css")
        assert status == 200 and b".timeline" in css
        # every public league's address is printed too
        assert served.leagues == {1: f"{served.base}/l/{web_data.league_token}"}
        assert fetch(served.base + "/g/nothing")[0] == 404
        assert fetch(f"{served.base}/l/{web_data.league_token}")[0] == 200


def test_the_web_command_says_why_it_cannot_open_a_database() -> None:
    import subprocess
    import sys

    r = subprocess.run(
        [sys.executable, "-m", "bot", "web", "--db", "postgresql://nobody@127.0.0.1:1/none", "--bind", "127.0.0.1:0"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).parents[2],
    )
    assert r.returncode == 2 and "cannot open the database" in r.stderr


@pytest.mark.parametrize("argv", [["web", "--help"]])
def test_the_web_command_has_help(argv: list[str]) -> None:
    from bot.__main__ import main

    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 0
