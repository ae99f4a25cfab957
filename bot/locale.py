"""Whose language a text is in: the game's for public posts, the acting user's for private ones.

A public reply speaks the game's language (chosen at ``/hex new``). A private reply
(mistakes, hands, previews) speaks the language of the user who acted: their stored
preference, else their Discord client's locale, else English. The adapters know who acts:
they wrap each interaction or console line in :func:`acting` and the use cases read it
with :func:`viewer_lang` / :func:`vt` wherever they word a private text.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

import i18n

_viewer: ContextVar[str] = ContextVar("hexbot_viewer_lang", default=i18n.DEFAULT)


@contextlib.contextmanager
def acting(lang: str | None) -> Iterator[str]:
    """Within the block, private texts are worded in ``lang`` (normalised)."""
    token = _viewer.set(i18n.normalize(lang))
    try:
        yield _viewer.get()
    finally:
        _viewer.reset(token)


def viewer_lang() -> str:
    """The acting user's language (English outside :func:`acting`)."""
    return _viewer.get()


def vt(msg_id: str, **args: Any) -> str:
    """A private text: the message in the acting user's language."""
    return i18n.t(_viewer.get(), msg_id, **args)
