"""A whole game in Polish through the console: no English word in anything the players read
(the detector: :mod:`tests.english_words`)."""

from __future__ import annotations

from pathlib import Path

from bot.console import OffsetClock
from bot.rendering import NullRenderPool
from tests.bot.helpers import FakeClock, console_and_say, make_service
from tests.english_words import english_words_in

SCRIPT = Path(__file__).parent / "data" / "full_game.txt"


async def test_a_whole_game_in_polish_has_no_english_word(db_path: str, clock: FakeClock) -> None:
    moving = OffsetClock(clock)  # :advance moves the application's clock, as in python -m bot
    app = await make_service(db_path, moving, NullRenderPool(), seed=7)  # type: ignore[arg-type]
    console, say = console_and_say(app, Path(db_path).parent / "img", lang="pl", clock=moving)
    out = []
    for line in SCRIPT.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        line = line.replace("opponent-army:outpost", "opponent-army:outpost language:pl")
        out.append(await say(line))
    text = "".join(out)
    assert "Koniec gry" in text and "Bitwa" in text and "Przypomnienie" in text  # played to its end, in Polish
    assert english_words_in(text) == {}


def test_the_detector_finds_an_english_word() -> None:
    assert "facing" in english_words_in("bot:\n     @ala kładzie Biegacz na C3 facing NE")
    assert english_words_in("> @ala /hex place tile:runner\n     `/hex place` [!place-runner Połóż]") == {}
