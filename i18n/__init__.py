"""The message catalogue: every sentence shown to players, in English and Polish.

Messages live in Project Fluent files, ``i18n/locales/<lang>/*.ftl`` (one file per area:
narration, errors, the renderer's captions, slash-command texts, …); each message has an
id such as ``turn-status`` and named parameters. Fluent's select expressions give Polish
its plural forms (``1 jednostka, 2 jednostki, 5 jednostek``, CLDR rules through Babel).

    t("pl", "units-died", n=5)  ->  "zginęło 5 jednostek"

``t`` never raises: an id missing in the asked language falls back to English (logged
once per id and language); an id missing everywhere comes back as the id itself (logged).
Both languages must hold the same ids: ``tests/i18n`` fails otherwise.

``qps`` is a pseudo-language for tests: English with every letter accented, so that a
sentence that bypassed the catalogue stands out as plain ASCII.

This package depends on nothing of the project's: ``rules/`` stays free of sentences,
``renderer/`` and ``bot/`` both take their texts from here.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

log = logging.getLogger(__name__)

LANGS: tuple[str, ...] = ("en", "pl")  # languages players can choose
DEFAULT = "en"
PSEUDO = "qps"  # tests only: accented English
_FLUENT_LOCALE = {"en": "en-US", "pl": "pl"}
_PSEUDO_MAP = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)


def normalize(locale: str | None) -> str:
    """A player language for any locale tag: ``pl``, ``pl-PL`` → ``pl``; anything else
    (``en-US``, ``de``, ``None``, garbage) → English."""
    if not locale:
        return DEFAULT
    base = str(locale).strip().lower().replace("_", "-").split("-")[0]
    if base == PSEUDO:
        return PSEUDO
    return base if base in LANGS else DEFAULT


def is_supported(lang: str | None) -> bool:
    return lang in LANGS


@cache
def _files(lang: str) -> tuple[tuple[str, str], ...]:
    folder = resources.files("i18n").joinpath("locales", lang)
    return tuple(sorted((f.name, f.read_text(encoding="utf-8")) for f in folder.iterdir() if f.name.endswith(".ftl")))


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([_FLUENT_LOCALE[lang]], use_isolating=False)
    for _name, text in _files(lang):
        bundle.add_resource(FluentResource(text))
    return bundle


@cache
def message_ids(lang: str) -> frozenset[str]:
    """Every message id of a language (attributes as ``id.attr``)."""
    ids: set[str] = set()
    bundle = _bundle(lang)
    for msg_id in bundle._messages:  # noqa: SLF001 - FluentBundle has no public listing
        ids.add(msg_id)
        for attr in bundle.get_message(msg_id).attributes:
            ids.add(f"{msg_id}.{attr}")
    return frozenset(ids)


def has(msg_id: str, lang: str = DEFAULT) -> bool:
    return msg_id in message_ids(DEFAULT if lang == PSEUDO else lang)


_warned: set[tuple[str, str]] = set()


def _warn_once(lang: str, msg_id: str, what: str) -> None:
    if (lang, msg_id) not in _warned:
        _warned.add((lang, msg_id))
        log.warning("i18n: %s", what, extra={"ctx": {"lang": lang, "id": msg_id}})


def _format(lang: str, msg_id: str, args: Mapping[str, Any]) -> str | None:
    bundle = _bundle(lang)
    name, _, attr = msg_id.partition(".")
    if not bundle.has_message(name):
        return None
    message = bundle.get_message(name)
    pattern = message.attributes.get(attr) if attr else message.value
    if pattern is None:
        return None
    text, errors = bundle.format_pattern(pattern, dict(args))
    if errors:
        _warn_once(lang, msg_id, f"formatting {msg_id!r} in {lang!r}: {errors[0]}")
    return str(text)


def t(lang: str | None, msg_id: str, **args: Any) -> str:
    """The message ``msg_id`` in ``lang`` with its parameters filled in."""
    lang = normalize(lang)
    if lang == PSEUDO:
        return pseudo(t(DEFAULT, msg_id, **args), args.values())
    text = _format(lang, msg_id, args)
    if text is None and lang != DEFAULT:
        text = _format(DEFAULT, msg_id, args)
        if text is not None:
            _warn_once(lang, msg_id, f"{msg_id!r} is missing in {lang!r}: English used")
    if text is None:
        _warn_once(DEFAULT, msg_id, f"{msg_id!r} is not in the catalogue")
        return msg_id
    return text


def pseudo(text: str, keep: Iterable[Any] = ()) -> str:
    """Accent every letter of ``text`` except inside the values of ``keep`` (names, hexes)
    and inside Discord markup (``<@123>``, ``` `code` ```)."""
    protected = sorted({str(v) for v in keep if isinstance(v, str) and v}, key=len, reverse=True)
    out: list[str] = []
    i = 0
    while i < len(text):
        hit = next((p for p in protected if text.startswith(p, i)), None)
        if hit is not None:
            out.append(hit)
            i += len(hit)
            continue
        ch = text[i]
        if ch in "<`":
            end = text.find(">" if ch == "<" else "`", i + 1)
            if end != -1:
                out.append(text[i : end + 1])
                i = end + 1
                continue
        out.append(ch.translate(_PSEUDO_MAP))
        i += 1
    return "".join(out)


def join_list(lang: str | None, items: Iterable[str]) -> str:
    """``a, b and c`` / ``a, b i c``."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return t(lang, "list-and", head=", ".join(words[:-1]), last=words[-1])


def translator(lang: str | None) -> Tr:
    """A callable bound to one language: ``tr = translator("pl"); tr("turn-status", ...)``."""
    return Tr(normalize(lang))


class Tr:
    """:func:`t` bound to one language (pass it where a language-dependent text is built)."""

    __slots__ = ("lang",)

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __call__(self, msg_id: str, **args: Any) -> str:
        return t(self.lang, msg_id, **args)

    def list(self, items: Iterable[str]) -> str:
        return join_list(self.lang, items)

    def __repr__(self) -> str:
        return f"Tr({self.lang!r})"
