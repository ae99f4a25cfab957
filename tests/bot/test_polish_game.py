"""A whole game in Polish through the console: no English word in anything the players read.

English words are found from the catalogues themselves: every word of the English messages
that no Polish message uses. The players' own lines (echoed after ``>``), command
references in code spans (``/hex …``), button and menu keys (``!place``, ``?hex``) and file
paths are the players' or the program's words, not the bot's, and are left out.
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from fluent.syntax import FluentParser, ast

from bot.console import OffsetClock
from bot.rendering import NullRenderPool
from tests.bot.helpers import FakeClock, console_and_say, make_service

SCRIPT = Path(__file__).parent / "data" / "full_game.txt"
WORD = re.compile(r"[A-Za-zÀ-ž]{3,}")


def catalogue_words(lang: str) -> set[str]:
    words: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, ast.TextElement):
            words.update(w.lower() for w in WORD.findall(node.value))
        elif isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    walk(child)

    for f in resources.files("i18n").joinpath("locales", lang).iterdir():
        if f.name.endswith(".ftl"):
            for entry in FluentParser().parse(f.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message | ast.Term):
                    walk(entry)
    return words


def english_words_in(text: str) -> dict[str, str]:
    english = catalogue_words("en") - catalogue_words("pl")
    found: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith("> "):
            continue
        shown = re.sub(r"\[[!?][\w-]+", "[", line)  # a button's or menu's key
        shown = re.sub(r"\[(image|file): [^\]]*\]", "", shown)
        shown = re.sub(r"`/[^`]*`", "", shown)  # a command to type
        for word in WORD.findall(shown):
            if word.lower() in english:
                found.setdefault(word, line.strip())
    return found


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
