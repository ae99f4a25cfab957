"""A live game keeps its secrets (rules.secrecy; docs/web.md, "What leaves a game").

Two games are dealt so that every tile drawn so far is the same but the rest of each pile
lies in another order (and the games have different seeds); the same moves are played in
both. Every way out of a live game — ``/hexhistory export``, ``/hexhistory log`` and its
file, ``/hex board format:text``, the console, every web page, the web export, the logs at
info level — must then read the same in both, while the next tile each player will draw
differs: nothing that leaves a live game lets anyone predict a draw. Once the game is over
its export carries the seed again and replays."""

from __future__ import annotations

import io
import json
import logging
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from prometheus_client import CollectorRegistry

import rules.game
from bot.app import App, build_app
from bot.config import KeyValueFormatter, Settings
from bot.console import Console
from bot.history import NotReplayable, in_force, replay_export
from bot.metrics import Metrics, instrument
from bot.storage import open_repository
from bot.storage.web import KIND_GAME
from bot.web.server import RateLimiter, site_for
from rules.catalog import army
from rules.game import new_game
from rules.secrecy import derived_seed, is_live, public_json
from rules.state import GameState
from tests.bot.helpers import OPENED, FakeClock, choose
from tests.web.test_pages import CountingPool

ARMIES = ("moloch", "outpost")
ACTIONS = 30  # played in each game: HQs, a dozen turns, a battle or two


def _pile_of(army_key: str) -> list[str]:
    spec = army(army_key)
    return sorted(t.key for t in spec.tiles if not t.is_hq for _ in range(t.count))


class _Dealer:
    """Stands in for ``rules.game``'s ``random`` module: the first game (seed ``first``)
    is dealt as always; any other game gets the first game's piles with their top ``drawn``
    tiles kept and the rest in another order, its next tile a different one."""

    def __init__(self) -> None:
        self.first: int | None = None
        self.piles: dict[str, list[str]] = {}  # the first game's piles, by army
        self.drawn: dict[str, int] = {}

    def Random(self, seed: int) -> random.Random:  # noqa: N802 - the name rules.game calls
        dealer = self

        class Dealt(random.Random):
            def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
                super().shuffle(x)
                key = next(k for k in ARMIES if _pile_of(k) == sorted(x))
                if dealer.first is None or seed == dealer.first:
                    dealer.first = seed
                    dealer.piles[key] = list(x)
                    return
                first, k = dealer.piles[key], dealer.drawn[key]
                rest = first[: len(first) - k]
                # another order below the drawn tiles: rotated until the next tile differs
                turn = next(i for i in range(1, len(rest)) if rest[-i - 1 :][0] != rest[-1])
                x[:] = rest[-turn:] + rest[:-turn] + first[len(first) - k :]

        return Dealt(seed)


@dataclass
class Seen:
    """Everything a live game showed, and what it hides."""

    texts: dict[str, str]
    logs: str  # what the bot logged at info level while the game was played and read, and its metrics
    seed: int
    next_draws: dict[int, str]
    piles: dict[int, list[str]]


_POOLS: list[CountingPool] = []
_METRICS: dict[int, Metrics] = {}


@pytest.fixture(autouse=True)
def _close_pools() -> Iterator[None]:
    yield
    while _POOLS:
        _POOLS.pop().close()


async def _open(tmp: Path, rng_seed: int) -> tuple[App, Console, io.StringIO]:
    repo = await open_repository(str(tmp / "game.sqlite3"))
    OPENED.append(repo)
    _POOLS.append(CountingPool())
    settings = Settings(web_url="http://pages.test")
    app = build_app(repo, _POOLS[-1], FakeClock(), settings=settings, rng=random.Random(rng_seed))
    _METRICS[id(app)] = Metrics(CollectorRegistry())
    instrument(app, _METRICS[id(app)])
    out = io.StringIO()
    return app, Console(app, tmp / "img", out=out), out


async def _everything(app: App, console: Console, out: io.StringIO) -> dict[str, str]:
    """Every way the live game can be read: replies, files, console lines, web pages (the
    folder pictures go to and the page's random address written alike in every game)."""

    def norm(text: str) -> str:
        text = text.replace(str(console.image_dir), "IMG")
        return re.sub(r"/g/[\w-]{16,}", "/g/TOKEN", re.sub(r"\d{4}-", "NNNN-", text))

    ala = console.user("ala")
    channel = console.channel_id
    shown: dict[str, str] = {}
    export = await app.info.export(channel, ala)
    shown["export"] = export.text + export.images[0].data.decode()
    log = await app.info.log(channel, ala)
    shown["log"] = log.text + log.images[0].data.decode()
    shown["board-text"] = (await app.info.board(channel, ala, text=True)).text
    for line in ("@ala /hexhistory export", "@ala /hexhistory log", "@ala /hex board format:text"):
        before = len(out.getvalue())
        await console.handle(line)
        shown[line] = norm(out.getvalue()[before:])
    for f in sorted((console.image_dir).glob("*.json")) + sorted(console.image_dir.glob("*.txt")):
        shown["file " + re.sub(r"^\d{4}-", "", f.name)] = f.read_text(encoding="utf-8")
    game = await app.repo.stores.games.live_game(channel)
    assert game is not None
    token = await app.repo.stores.web.issue_web_token(KIND_GAME, game.id, FakeClock()())  # type: ignore[attr-defined]
    site = site_for(app, limiter=RateLimiter(rate=1000, burst=1000))
    client = TestClient(TestServer(site.app()))
    await client.start_server()
    try:
        steps = len(in_force(await app.repo.stores.games.actions(game.id))) + 1
        paths = ["", "/export.json", "/version.json", *(f"/s/{n}" for n in range(steps))]
        for path in paths:
            for lang in ("en", "pl"):
                r = await client.get(f"/g/{token.token}{path}?lang={lang}")
                assert r.status == 200, path
                shown[f"web {path} {lang}"] = norm((await r.read()).decode())
        html = shown[f"web /s/{steps - 1} en"]
        found = sorted(set(re.findall(r"/s/\d+/en/(?:full|phone)/board-\d+\.png", html)))
        assert len(found) == 2, found  # the last board, landscape and portrait
        for path in found:
            r = await client.get(f"/g/{token.token}{path}")
            assert r.status == 200 and r.content_type == "image/png", path
            shown[f"web picture {path}"] = (await r.read()).hex()
    finally:
        await client.close()
    return shown


async def _play(
    tmp: Path, rng_seed: int, moves: list[str] | None, dealer: _Dealer, caplog: pytest.LogCaptureFixture
) -> tuple[Seen, list[str]]:
    app, console, out = await _open(tmp, rng_seed)
    with caplog.at_level(logging.INFO):
        await console.handle(f"@ala /hex new opponent:@ola army:{ARMIES[0]} opponent-army:{ARMIES[1]}")
        await console.handle("@ola /hex accept")
        rng = random.Random(7)
        played: list[str] = []
        for i in range(ACTIONS if moves is None else len(moves)):
            game = await app.repo.stores.games.live_game(console.channel_id)
            assert game is not None
            state = GameState.loads(game.state_json)
            notation = str(choose(state, rng)) if moves is None else moves[i]
            user = game.players[state.to_act - 1]
            assert user is not None
            reply = await app.turns.act(console.channel_id, user, notation)
            assert not reply.ephemeral, reply.text
            played.append(notation)
        game = await app.repo.stores.games.live_game(console.channel_id)
        assert game is not None
        state = GameState.loads(game.state_json)
        assert is_live(state)
        shown = await _everything(app, console, out)
        formatter = KeyValueFormatter()
        logs = "\n".join(formatter.format(r) for r in caplog.records)
        logs += "\n" + _METRICS.pop(id(app)).exposition().decode()  # what an operator's dashboard shows
        caplog.clear()
    next_draws = {p: ps.pile[-1] for p, ps in state.players.items()}
    return Seen(shown, logs, game.seed, next_draws, {p: list(ps.pile) for p, ps in state.players.items()}), played


async def test_nothing_that_leaves_a_live_game_predicts_a_draw(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    dealer = _Dealer()
    monkeypatch.setattr(rules.game, "random", SimpleNamespace(Random=dealer.Random))
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    a, moves = await _play(tmp_path / "a", 4, None, dealer, caplog)
    for key, pile in dealer.piles.items():  # what the first game has drawn of each pile so far
        player = ARMIES.index(key) + 1
        dealer.drawn[key] = len(pile) - len(a.piles[player])
    b, _ = await _play(tmp_path / "b", 5, moves, dealer, caplog)

    assert a.seed != b.seed and a.next_draws != b.next_draws  # the hidden parts differ
    assert set(a.texts) == set(b.texts)
    for key in a.texts:
        assert a.texts[key] == b.texts[key], key  # ... and nothing shown tells them apart
    for seen in (a, b):
        assert "action applied" in seen.logs and "hexbot_commands_total" in seen.logs
        for key, text in [*seen.texts.items(), ("logs", seen.logs)]:
            assert str(seen.seed) not in text, key
            for pile in seen.piles.values():
                assert json.dumps(pile) not in text and ", ".join(pile) not in text, key
    doc = json.loads(a.texts["file hexbot-game-1.json"])
    assert doc["replayable"] is False and "seed" not in doc and doc["state"]["players"]["1"]["pile_size"] > 0
    assert "still being played" in a.texts["export"] and "secret" in a.texts["export"]
    with pytest.raises(NotReplayable):
        replay_export(doc)


async def test_a_finished_game_exports_its_seed_and_replays(tmp_path: Path) -> None:
    app, console, _ = await _open(tmp_path, 4)
    await console.handle(f"@ala /hex new opponent:@ola army:{ARMIES[0]} opponent-army:{ARMIES[1]}")
    await console.handle("@ola /hex accept")
    await console.handle("@ala /hex place tile:hq hex:C3")
    await console.handle("@ola /hex place tile:hq hex:E3")
    await console.handle("@ola /hex resign")
    await console.handle("@ola !confirm")
    game = await app.repo.stores.games.last_game(console.channel_id)
    assert game is not None and game.status == "finished"
    reply = await app.info.export(console.channel_id, console.user("ala"))
    doc = json.loads(reply.images[0].data)
    assert doc["replayable"] is True and doc["seed"] == game.seed and "state" not in doc
    assert replay_export(doc).to_json() == GameState.loads(game.state_json).to_json()
    assert [a["kind"] for a in doc["actions"]] == ["action", "action", "resign"]


def test_the_public_part_of_a_state_hides_the_seed_and_the_piles() -> None:
    one = new_game(list(ARMIES), 11)
    other = one.copy()
    other.seed = 12
    for ps in other.players.values():
        ps.pile.reverse()
    assert one.dumps() != other.dumps()
    assert public_json(one) == public_json(other)
    data = public_json(one)
    assert "seed" not in data and all("pile" not in ps for ps in data["players"].values())
    assert data["players"]["1"]["pile_size"] == len(one.players[1].pile)
    assert data["players"]["1"]["hand"] == one.players[1].hand  # hands are open


def test_derived_seeds_share_nothing_with_the_piles_shuffle() -> None:
    seed = 123456789
    assert derived_seed(seed, "computer") == derived_seed(seed, "computer")
    assert len({derived_seed(seed, "computer"), derived_seed(seed, "hint", 1), derived_seed(seed, "hint", 2)}) == 3
    assert 0 < derived_seed(seed, "computer") < 2**62
    piles = random.Random(seed)
    computer = random.Random(derived_seed(seed, "computer"))
    assert [piles.getrandbits(32) for _ in range(8)] != [computer.getrandbits(32) for _ in range(8)]


def test_the_bot_deals_unpredictable_62_bit_seeds_unless_seeded() -> None:
    from bot.chance import Chance, game_seed

    bot = Chance()
    seeds = {game_seed(bot) for _ in range(50)}
    assert len(seeds) == 50 and max(seeds) > 2**40  # not a 31-bit seed: too many to search
    seeded, plain = Chance(4), random.Random(4)
    assert [game_seed(seeded) for _ in range(5)] == [game_seed(plain) for _ in range(5)]  # --seed deals as before
    seeded.seed(None)
    assert not seeded.reproducible and game_seed(seeded) != game_seed(random.Random(4))
