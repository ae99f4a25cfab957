"""A player's mistake and the readers of what a player typed: the leaf both the use cases
and the command registry (:mod:`bot.commands`) stand on.

:class:`Mistake` is raised inside a use case or a command handler and becomes a short,
private reply (:func:`bot.usecases.answers.oops`); the readers turn an option's text into a
number, a user id or hours, raising a :class:`Mistake` worded in the acting user's language.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.locale import vt
from bot.replies import Reply


class Mistake(Exception):
    """A player mistake inside a use case: becomes an ephemeral reply."""

    def __init__(self, text: str, reply: Reply | None = None) -> None:
        super().__init__(text)
        self.reply = reply


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def req(get: Callable[[str], str | None], key: str) -> str:
    value = get(key)
    if value is None:
        raise Mistake(vt("err-missing-option", option=key))
    return value


MAX_ID = 2**63 - 1  # the largest id (a user's, a game's, a roll's) the databases hold


def int_or_none(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        number = int(text.lstrip("#"))
    except ValueError:
        raise Mistake(vt("err-not-game-number", text=text)) from None
    if not -MAX_ID <= number <= MAX_ID:  # no game (or roll) has such a number: the database could not hold it
        raise Mistake(vt("err-not-game-number", text=text))
    return number


def float_or_none(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return float(text)
    except ValueError:
        raise Mistake(vt("err-not-hours", text=text)) from None


def user_id_of(text: str) -> int:
    t = text.strip()
    if t.startswith("<@") and t.endswith(">"):
        t = t[2:-1].lstrip("!")
    if t.isdigit() and int(t) <= MAX_ID:  # a Discord id is a 64-bit number
        return int(t)
    raise Mistake(vt("err-not-user", text=text))
