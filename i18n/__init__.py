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

Tile and army names live here too (``names.ftl``: ``army-<army>``, ``tile-<army>-<tile>``):
the rules' data holds keys only. :func:`army_name` and :func:`tile_name` look them up,
:func:`tile_key` and :func:`army_names` read a name a player typed back to its key.

The languages are declared once, in :data:`LANGUAGES`; everything else (``LANGS``, the
plural rules, what :func:`normalize` accepts) derives from it. Adding a language is a
folder of catalogues, ``i18n/locales/<code>/`` with the same files and ids as English,
and its one entry there.

This package depends on nothing of the project's: ``rules/`` stays free of sentences,
``renderer/`` and ``bot/`` both take their texts from here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any, cast

from babel import Locale
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Language:
    """A language players can choose; its catalogues are the folder ``i18n/locales/<code>/``."""

    code: str  # what players choose, and the folder's name: "pl"
    locale: str  # the CLDR locale whose plural rules Fluent applies: "pl", "en-US"
    name: str  # the language's own name, for menus: "Polski"


# The one declaration of the languages players can choose; the first is the default.
LANGUAGES: tuple[Language, ...] = (
    Language("en", "en-US", "English"),
    Language("pl", "pl", "Polski"),
)
LANGS: tuple[str, ...] = tuple(lang.code for lang in LANGUAGES)
DEFAULT = LANGS[0]
PSEUDO = "qps"  # tests only: accented English
_BY_CODE = {lang.code: lang for lang in LANGUAGES}
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


MAX_ARG = 1000  # the longest text Fluent puts into a message (fluent.runtime's limit)
DIRECTIONS: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")  # the rules' facings, clockwise


@cache
def _bundle(lang: str) -> FluentBundle:
    names: dict[str, str] = {}

    def direction(value: Any) -> str:
        """``DIR($facing)`` in a message: each facing code of the value in the language
        (``NE ↗`` → ``Pn-Wsch ↗``); anything else as it is."""
        return " ".join(names.get(word, word) for word in str(value).split(" "))

    ordinal_form = Locale.parse(_BY_CODE[lang].locale.replace("-", "_")).ordinal_form

    def ordinal(value: Any) -> str:
        """``ORDINAL($n)`` in a message: the CLDR ordinal category of the number (``one``,
        ``two``, ``few``, ``other`` in English: 1st, 2nd, 3rd, 4th), for a selector."""
        try:
            return str(ordinal_form(int(value)))
        except (TypeError, ValueError):
            return "other"

    functions = {  # Fluent takes str results too
        "DIR": cast("Callable[[Any], FluentType]", direction),
        "ORDINAL": cast("Callable[[Any], FluentType]", ordinal),
    }
    bundle = FluentBundle([_BY_CODE[lang].locale], functions=functions, use_isolating=False)
    for _name, text in _files(lang):
        bundle.add_resource(FluentResource(text))
    for code in DIRECTIONS:
        msg_id = f"dir-{code.lower()}"
        if bundle.has_message(msg_id):
            pattern = bundle.get_message(msg_id).value
            if pattern is not None:
                names[code] = str(bundle.format_pattern(pattern, {})[0])
    return bundle


def direction_name(code: str, lang: str | None) -> str:
    """A facing (``NE``) as players of ``lang`` write it (``Pn-Wsch`` in Polish)."""
    return t(lang, f"dir-{code.lower()}") if code in DIRECTIONS else code


@cache
def _direction_index() -> dict[str, str]:
    index: dict[str, str] = {}
    for lang in LANGS:
        for code in DIRECTIONS:
            name = direction_name(code, lang).lower()
            index.setdefault(name, code)
            index.setdefault(name.replace("-", ""), code)  # "pnwsch"
    for code in DIRECTIONS:
        index[code.lower()] = code
    return index


def direction_code(text: str) -> str | None:
    """The facing code a player's word names, in any language and case (``pn-wsch``,
    ``PnWsch``, ``ne`` → ``NE``); None when it names none."""
    return _direction_index().get(text.strip().lower())


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
    # Fluent refuses a value longer than MAX_ARG (the whole message becomes "{???}"): a
    # player's 5,000-character word is cut short instead.
    values = {k: f"{v[: MAX_ARG - 1]}…" if isinstance(v, str) and len(v) > MAX_ARG else v for k, v in args.items()}
    text, errors = bundle.format_pattern(pattern, values)
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

    def versus(self, sides: Iterable[str]) -> str:
        """The sides of a game, ``@a (Moloch) vs @b (Borgo)`` (``przeciw`` in Polish)."""
        return f" {self('versus')} ".join(sides)

    def decimal(self, value: float, digits: int = 1) -> str:
        """``value`` with ``digits`` decimals as this language writes it (``-1,8`` in Polish)."""
        locale = _BY_CODE[normalize(self.lang)].locale.replace("-", "_")
        return format_decimal(value, format="0." + "0" * digits if digits else "0", locale=locale)

    def direction(self, code: str) -> str:
        """A facing code in this language (:func:`direction_name`)."""
        return direction_name(code, self.lang)

    def __repr__(self) -> str:
        return f"Tr({self.lang!r})"


# ---------------------------------------------------------------------- names
def _name_lang(lang: str | None) -> str:
    """The language names are shown in: ``lang`` if players can choose it, else the default
    (the pseudo-language keeps names plain, as it keeps every parameter)."""
    code = normalize(lang)
    return code if code in _BY_CODE else DEFAULT


@lru_cache(maxsize=4096)
def _name(msg_id: str, lang: str) -> str | None:
    text = _format(lang, msg_id, {})
    return _format(DEFAULT, msg_id, {}) if text is None else text


def _army_id(army: str) -> str:
    return f"army-{army}"


def _tile_id(army: str, key: str) -> str:
    return f"tile-{army}-{key}"


@lru_cache(maxsize=1024)
def army_name(army: str, lang: str | None, default: str | None = None) -> str:
    """The army ``army`` (a key such as ``steel-police``) named in ``lang``; ``default``
    (else the key) when the catalogue has no such army."""
    name = _name(_army_id(army), _name_lang(lang))
    return name if name is not None else (army if default is None else default)


def tile_full_name(army: str, key: str, lang: str | None) -> str:
    """The tile ``key`` of ``army`` named in ``lang`` as the catalogue has it, aliases in
    parentheses included (``Hornet (a.k.a. Ripper)``); the key when there is no such tile."""
    name = _name(_tile_id(army, key), _name_lang(lang))
    return key if name is None else name


@lru_cache(maxsize=4096)
def tile_name(army: str, key: str, lang: str | None) -> str:
    """The tile ``key`` of ``army`` named in ``lang``, without aliases (``Hornet``); the key
    when there is no such tile."""
    return tile_full_name(army, key, lang).split(" (")[0]


@lru_cache(maxsize=1024)
def tile_short_name(army: str, key: str, lang: str | None) -> str:
    """The tile's name where room is short (a tile on a phone picture): the catalogue's
    ``.short`` attribute of the name in ``lang`` when it has one, else :func:`tile_name`."""
    short = _format(_name_lang(lang), f"{_tile_id(army, key)}.short", {})
    return short if short is not None else tile_name(army, key, lang)


def army_names(army: str) -> tuple[str, ...]:
    """The army's names in every language (for reading a name a player typed)."""
    return tuple(dict.fromkeys(army_name(army, lang) for lang in LANGS))


def tile_names(army: str, key: str) -> tuple[str, ...]:
    """The tile's names in every language, without aliases."""
    return tuple(dict.fromkeys(tile_name(army, key, lang) for lang in LANGS))


@cache
def _tile_index(army: str) -> dict[str, str]:
    """Keys and lowercased names in every language -> tile key, for one army (the first tile
    in the catalogue's order wins a name two tiles share)."""
    ids = list(_bundle(DEFAULT)._messages)  # noqa: SLF001 - in the catalogue's order
    prefix = _tile_id(army, "")
    # another army whose key starts with this one's ("steel" and "steel-police") owns its tiles
    longer = [_tile_id(m[len("army-") :], "") for m in ids if m.startswith(f"army-{army}-")]
    keys = [m[len(prefix) :] for m in ids if m.startswith(prefix) and not any(m.startswith(x) for x in longer)]
    index: dict[str, str] = {}
    for key in keys:
        for word in (key, *(n.lower() for n in tile_names(army, key))):
            index.setdefault(word, key)
    if "hq" in keys:  # an army's HQ by the word for an HQ, in any language ("Sztab")
        for lang in LANGS:
            index.setdefault(t(lang, "tile-kind-hq").lower(), "hq")
    return index


def tile_key(army: str, text: str) -> str | None:
    """The key of the tile of ``army`` that ``text`` names: its key or its name in any
    language, in any case (``Sęp`` -> ``vulture``); None when no tile of the army matches."""
    return _tile_index(army).get(text.strip().lower())
