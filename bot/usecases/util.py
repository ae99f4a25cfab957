"""Small helpers of the use cases: the player-mistake exception and option parsing."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import timedelta

from bot.replies import Reply
from rules.actions import Action
from rules.catalog import ARMIES, Army, army
from rules.game import legal_actions
from rules.state import GameState


class Mistake(Exception):
    """A player mistake inside a use case: becomes an ephemeral reply."""

    def __init__(self, text: str, reply: Reply | None = None) -> None:
        super().__init__(text)
        self.reply = reply


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def legal_actions_of(state: GameState) -> list[Action]:
    return legal_actions(state)


def req(get: Callable[[str], str | None], key: str) -> str:
    value = get(key)
    if value is None:
        raise Mistake(f"Missing option {key}:.")
    return value


def int_or_none(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(text.lstrip("#"))
    except ValueError:
        raise Mistake(f"{text!r} is not a game number.") from None


def float_or_none(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return float(text)
    except ValueError:
        raise Mistake(f"{text!r} is not a number of hours.") from None


def user_id_of(text: str) -> int:
    t = text.strip()
    if t.startswith("<@") and t.endswith(">"):
        t = t[2:-1].lstrip("!")
    if t.isdigit():
        return int(t)
    raise Mistake(f"{text!r} is not a user (mention them: @name).")


def army_key(name: str) -> str | None:
    needle = name.strip().lower()
    for key in ARMIES:
        a = army(key)
        if needle in (key, a.name_en.lower(), a.name_pl.lower()):
            return key
    return None


def army_of(key: str) -> Army:
    """The army ``key`` (for code where a parameter named ``army`` hides the function)."""
    return army(key)


def army_name(key: str) -> str:
    """The English name of an army."""
    return army(key).name_en


def pick_army(choice: str | None, rng: random.Random, avoid: str | None) -> str:
    if choice in (None, "", "random"):
        options = [a for a in ARMIES if a != avoid]
        return rng.choice(options)
    key = army_key(choice or "")
    if key is None:
        raise Mistake(f"Unknown army {choice!r} (armies: {', '.join(ARMIES)}, or random).")
    return key


def tile_key(state: GameState, player: int, name: str) -> str:
    """The tile key in ``player``'s army for a key or an English/Polish name."""
    if name.strip().lower() in ("hq", "headquarters", "sztab"):
        return "hq"
    a = army(state.players[player].army)
    spec = a.find_tile(name)
    if spec is None:
        raise Mistake(f"{a.name_en} has no tile called {name!r}.")
    return spec.key


def normalise(state: GameState, player: int, action: Action) -> Action:
    """Accept tile names for keys (``place Runner ...``)."""
    if action.tile and action.verb in ("discard", "place", "play"):
        spec = army(state.players[player].army).find_tile(action.tile)
        if spec is not None and spec.key != action.tile:
            return Action(action.verb, spec.key, action.hexes, action.facing, action.via)
    return action


def duration(delta: timedelta) -> str:
    seconds = max(0, int(delta.total_seconds()))
    hours, rest = divmod(seconds, 3600)
    minutes = rest // 60
    if hours >= 48:
        return f"{hours // 24} days"
    if hours:
        return f"{hours} h {minutes} min" if minutes else f"{hours} h"
    return f"{minutes} min"


def hours(seconds: int | None) -> str:
    if not seconds:
        return "none"
    return duration(timedelta(seconds=seconds))
