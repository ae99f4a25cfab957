"""The English-word detector of the Polish tests: finds words of the bot's English that a
Polish text should not hold.

English words are found from the catalogues themselves: every word of the English messages
that no Polish message uses. The players' own lines (echoed after ``>``), command
references in code spans (``/hex …``), button and menu keys (``!place``, ``?hex``), links
and file paths are the players' or the program's words, not the bot's, and are left out.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from fluent.syntax import FluentParser, ast

WORD = re.compile(r"[A-Za-zÀ-ž]{3,}")


@cache
def catalogue_words(lang: str) -> frozenset[str]:
    """Every word (three letters or more, lower case) of the catalogue of ``lang``."""
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
    return frozenset(words)


@cache
def english_only() -> frozenset[str]:
    """Words of the English catalogue that no Polish message uses."""
    return catalogue_words("en") - catalogue_words("pl")


def english_words_in(text: str) -> dict[str, str]:
    """Each English word of ``text`` with the line it is on (empty: none)."""
    english = english_only()
    found: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith("> "):
            continue
        shown = re.sub(r"\[[!?][\w-]+", "[", line)  # a button's or menu's key
        shown = re.sub(r"\[(image|file): [^\]]*\]", "", shown)
        shown = re.sub(r"`/[^`]*`", "", shown)  # a command to type
        shown = re.sub(r"https?://\S+", "", shown)  # a link
        for word in WORD.findall(shown):
            if word.lower() in english:
                found.setdefault(word, line.strip())
    return found
