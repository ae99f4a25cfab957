"""Small helpers of the use cases: armies and tiles by the names players type, engine errors worded, durations."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import fields
from datetime import timedelta
from functools import lru_cache

import i18n
from bot.locale import viewer_lang, vt
from bot.narration import tile_name
from bot.readers import Mistake, cap
from rules.actions import Action, RulesError
from rules.catalog import ARMIES, Army, TileSpec, army
from rules.game import legal_actions
from rules.state import GameState


def army_names(keys: Sequence[str], lang: str | None = None) -> str:
    """The armies named as players of ``lang`` (default: the acting user's) read them:
    ``Moloch, Borgo, Posterunek``."""
    lang = lang or viewer_lang()
    return ", ".join(i18n.army_name(k, lang) for k in keys)


def board_hex(state: GameState, word: str) -> str:
    """The name of the board's hex that ``word`` names (``c3`` -> ``C3``); a Mistake for a
    word that is no hex of this board (said before anything else is asked of the player)."""
    try:
        return state.board.name(state.board.parse(word))
    except ValueError:
        raise Mistake(vt("rules-bad-hex", word=word[:40])) from None


def rules_error_text(error: RulesError, lang: str | None = None) -> str:
    """An engine error worded in ``lang`` (default: the acting user's language)."""
    lang = lang or viewer_lang()
    msg = f"rules-{error.code}"
    if not error.code or not i18n.has(msg):
        return i18n.t(lang, "rules-other", text=cap(str(error)) + ".")
    params: dict[str, object] = dict(error.params)
    army_key = str(params.get("army", ""))
    if "tile" in params:
        params["tile"] = tile_name(army_key, str(params["tile"]), lang)
    if error.code == "not-held":  # a tile the player named: its name in their language, from any army
        word = str(params["word"])
        params["word"] = next(
            (n for a in dict.fromkeys((army_key, *ARMIES)) if a and (n := tile_name(a, word, lang)) != word), word
        )
    if "hand" in params:
        keys = params["hand"]
        hand = [tile_name(army_key, str(k), lang) for k in (keys if isinstance(keys, list | tuple) else ())]
        params["hand"] = ", ".join(hand) or i18n.t(lang, "no-tiles")
    if "player" in params:
        params["user"] = i18n.t(lang, "player-n", n=params["player"])
    return i18n.t(lang, msg, **params)


def legal_actions_of(state: GameState) -> list[Action]:
    return legal_actions(state)


def army_key(name: str, among: Sequence[str] = ARMIES) -> str | None:
    """The army a player named (one of ``among``: by default the armies offered to players):
    its key or its name in any language, in any case."""
    needle = name.strip().lower()
    for key in among:
        if needle == key or needle in (n.lower() for n in i18n.army_names(key)):
            return key
    return None


def find_tile(a: Army, name: str) -> TileSpec | None:
    """The tile of ``a`` a player named: its key or its name in any language, in any case."""
    key = i18n.tile_key(a.key, name)
    return a.by_key.get(key) if key is not None else None


class NamedArmy(Army):
    """An army whose :meth:`find_tile` also reads tile names (the rules' data holds keys
    only: names are the catalogue's). What :func:`army_of` returns, for callers that look a
    tile up by the name a player typed; new code calls :func:`find_tile`."""

    __slots__ = ()

    def find_tile(self, text: str) -> TileSpec | None:
        return find_tile(self, text)


@lru_cache(maxsize=32)
def army_of(key: str) -> Army:
    """The army ``key`` (for code where a parameter named ``army`` hides the function),
    finding tiles by their names as well as their keys."""
    a = army(key)
    return NamedArmy(**{f.name: getattr(a, f.name) for f in fields(a) if f.init})


def army_name(key: str) -> str:
    """The name of an army in the default language (English)."""
    return i18n.army_name(key, i18n.DEFAULT)


def pick_army(choice: str | None, rng: random.Random, avoid: str | None) -> str:
    if choice in (None, "", "random"):
        options = [a for a in ARMIES if a != avoid]
        return rng.choice(options)
    key = army_key(choice or "")
    if key is None:
        raise Mistake(vt("err-unknown-army-random", name=choice or "", armies=army_names(ARMIES)))
    return key


def tile_key(state: GameState, player: int, name: str) -> str:
    """The tile key in ``player``'s army for a key or an English/Polish name."""
    if name.strip().lower() in ("hq", "headquarters", "sztab"):
        return "hq"
    a = army(state.players[player].army)
    spec = find_tile(a, name)
    if spec is None:
        raise Mistake(vt("err-no-such-tile", army=i18n.army_name(a.key, viewer_lang()), name=name))
    return spec.key


def normalise(state: GameState, player: int, action: Action) -> Action:
    """Accept tile names for keys (``place Runner ...``)."""
    if action.tile and action.verb in ("discard", "place", "play", "replace"):
        spec = find_tile(army(state.players[player].army), action.tile)
        if spec is not None and spec.key != action.tile:
            return Action(action.verb, spec.key, action.hexes, action.facing, action.via)
    return action


def duration(delta: timedelta, lang: str | None = None) -> str:
    """ "2 days", "3 h 5 min", "12 min" in ``lang`` (default: the acting user's)."""
    lang = lang or viewer_lang()
    seconds = max(0, int(delta.total_seconds()))
    hours, rest = divmod(seconds, 3600)
    minutes = rest // 60
    if hours >= 48:
        return i18n.t(lang, "dur-days", n=hours // 24)
    if hours:
        return i18n.t(lang, "dur-h-min", h=hours, min=minutes) if minutes else i18n.t(lang, "dur-h", h=hours)
    return i18n.t(lang, "dur-min", min=minutes)


def hours(seconds: int | None, lang: str | None = None) -> str:
    if not seconds:
        return i18n.t(lang or viewer_lang(), "dur-none")
    return duration(timedelta(seconds=seconds), lang)
