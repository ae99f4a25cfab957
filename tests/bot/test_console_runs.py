"""The console across runs: pictures numbered on (never overwritten), the players' names
back after a restart, ``:seed`` dealing the same tiles every time."""

from __future__ import annotations

from pathlib import Path

from bot.rendering import NullRenderPool
from tests.bot.helpers import FakeClock, RecordingRenderer, console_and_say, make_service


async def test_pictures_are_numbered_on_from_an_earlier_run(db_path: str, clock: FakeClock, tmp_path: Path) -> None:
    images = tmp_path / "out"
    images.mkdir()
    (images / "0007-board.png").write_bytes(b"an earlier run's picture")
    app = await make_service(db_path, clock, RecordingRenderer())
    console, say = console_and_say(app, images)
    out = await say("@ala /hexinfo tile name:runner")  # a tile card: a picture
    assert "out/0008-tile.png" in out, out
    assert (images / "0007-board.png").read_bytes() == b"an earlier run's picture"
    await app.repo.close()


async def test_the_players_names_come_back_after_a_restart(db_path: str, clock: FakeClock, tmp_path: Path) -> None:
    app = await make_service(db_path, clock, NullRenderPool())
    _, say = console_and_say(app, tmp_path / "img")
    await say("@ala /hex new opponent:@ola")
    await say("@ola /hex accept")
    await app.repo.close()
    app = await make_service(db_path, clock, NullRenderPool())  # a new run: nobody has typed yet
    _, say = console_and_say(app, tmp_path / "img")
    out = await say("@ala /hex board")
    assert "@ola" in out and "@user-" not in out, out
    await app.repo.close()


async def test_seed_deals_the_same_tiles_every_time(tmp_path: Path, clock: FakeClock) -> None:
    hands = []
    for run in range(2):
        app = await make_service(str(tmp_path / f"run{run}.sqlite3"), clock, NullRenderPool(), seed=run + 100)
        _, say = console_and_say(app, tmp_path / "img")
        assert "seeded with 4" in await say(":seed 4")
        await say("@ala /hex new opponent:@ola army:outpost opponent-army:hegemony")
        await say("@ola /hex accept")
        await say("@ala /hex place tile:hq hex:C3")
        await say("@ola /hex place tile:hq hex:E3")
        hands.append(await say("@ala /hex hand"))
        await app.repo.close()
    assert hands[0] == hands[1] and "Runner" in hands[0], hands  # the README's first example
