"""Finding a server's leagues and their seasons and members, and the league's shared
constants and small readers (dates, numbers, a moderator's check)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import i18n
from bot.league.ratings import initial
from bot.locale import vt
from bot.readers import Mistake
from bot.storage.league import (
    League,
    LeagueStore,
    RatingRow,
    Season,
)
from bot.usecases.clock import Clock
from bot.usecases.util import army_key
from rules.catalog import ARMIES

log = logging.getLogger(__name__)

CONSOLE_GUILD = 0  # the console is one server of its own
MODES = ("1v1", "ffa", "teams")
SCHEDULE_ACTIONS = ("show", "make", "clear")
FIXTURE_REMINDER = timedelta(days=1)  # a round-robin game's reminder, before its deadline
DEFAULTS: dict[str, Any] = {
    "season_days": 30,
    "modes": ["1v1", "ffa", "teams"],
    "armies": [],  # empty: every army
    "banned_armies": [],  # never offered (docs/leagues.md, "Armies")
    "army_protocol": "random",  # random, blind, ban-pick
    "draft_hours": 24,  # each step of a draft
    "turn_limit_hours": None,
    "reminder_hours": None,
    "rematch_limit": 3,
    "provisional": 5,
    "roles": [],  # [{"role": id, "min": rating}], best first
    "lang": i18n.DEFAULT,
}
TEXT_ROWS = 20
SETTLE_TRIES = 8
MEDALS = ("🥇", "🥈", "🥉")


def guild_of(guild_id: int | None) -> int:
    return CONSOLE_GUILD if guild_id is None else guild_id


def date_of(text: str | None, default: datetime) -> datetime:
    if text is None or not text.strip():
        return default
    try:
        day = datetime.strptime(text.strip(), "%Y-%m-%d")
    except ValueError:
        raise Mistake(vt("lg-err-date", value=text)) from None
    return day.replace(tzinfo=UTC)


def day_of(dt: datetime) -> str:
    return dt.astimezone(UTC).strftime("%Y-%m-%d")


def number_text(option: str) -> Callable[[str], float]:
    """Reads a league option's number from a console line (``lg-err-number`` otherwise)."""

    def parse(text: str) -> float:
        try:
            return float(text)
        except ValueError:
            raise Mistake(vt("lg-err-number", option=option, value=text)) from None

    return parse


def whole_text(option: str) -> Callable[[str], int]:
    """Reads a league option's whole number from a console line (``lg-err-number`` otherwise)."""

    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise Mistake(vt("lg-err-number", option=option, value=text)) from None

    return parse


def in_range(option: str, value: float | None, lo: float, hi: float) -> float | None:
    """A league option's number within its range (Discord checks the range; a console line may
    not have): ``lg-err-range`` otherwise."""
    if value is not None and not lo <= value <= hi:
        raise Mistake(vt("lg-err-range", option=option, min=lo, max=hi))
    return value


def one_of(option: str, value: str | None, choices: Collection[str], default: str = "") -> str:
    """A league option's word among ``choices`` (``default`` when not given), in lower case:
    ``lg-err-choice`` naming them otherwise."""
    word = (value or default).strip().lower()
    if word not in choices:
        raise Mistake(vt("lg-err-choice", option=option, value=value or "", values=", ".join(choices)))
    return word


def army_list(option: str, value: str, none_words: Collection[str]) -> list[str]:
    """A league option's list of armies (names or keys, by commas or spaces) in the armies'
    order; ``[]`` for one of ``none_words``; ``lg-err-choice`` naming them for an unknown one."""
    if value.strip().lower() in none_words:
        return []
    keys = [army_key(a) for a in value.replace(",", " ").split()]
    if any(k is None for k in keys):
        raise Mistake(vt("lg-err-choice", option=option, value=value, values=", ".join(ARMIES)))
    return sorted({k for k in keys if k is not None}, key=list(ARMIES).index)


def number_of(option: str, text: str | None, lo: float, hi: float) -> float | None:
    """A number written in a text option that may hold something else (``rating:off``)."""
    if text is None or text == "":
        return None
    return in_range(option, number_text(option)(text), lo, hi)


def initial_rating() -> tuple[float, float]:
    r = initial()
    return r.mu, r.sigma


def standing_key(r: RatingRow) -> tuple[float, int, int]:
    """The standings' order: the best conservative rating first, then the most games."""
    return (-r.ordinal, -r.games, r.user_id)


def moderator_only(is_moderator: bool) -> None:
    """A Mistake for a member who is not a moderator (Manage Server; the console's ``[mod]``)."""
    if not is_moderator:
        raise Mistake(vt("lg-err-moderators"))


class Directory:
    """The leagues of a server, their seasons and members, as the use cases look for them."""

    def __init__(
        self,
        store: LeagueStore,
        clock: Clock,
    ) -> None:
        self.store = store
        self.clock = clock

    async def league(self, guild_id: int | None, channel_id: int, name: str | None) -> League:
        """The league named, else the one tied to the channel, else the server's only one."""
        found = await self.store.leagues(guild_of(guild_id))
        if not found:
            raise Mistake(vt("lg-err-no-league"))
        names = ", ".join(x.name for x in found)
        if name:
            wanted = name.strip().lower()
            match = next((x for x in found if x.name.lower() == wanted), None)
            if match is None:
                raise Mistake(vt("lg-err-unknown-league", name=name, names=names))
            return match
        tied = next((x for x in found if x.channel_id == channel_id), None)
        if tied is not None:
            return tied
        if len(found) == 1:
            return found[0]
        raise Mistake(vt("lg-err-which-league", names=names))

    async def season(self, league: League, *, required: bool = True) -> Season | None:
        """The running season: the latest not archived that has started."""
        now = self.clock()
        running = [s for s in await self.store.seasons(league.id) if s.archived_at is None and s.starts_at <= now]
        if not running:
            if required:
                raise Mistake(vt("lg-err-no-season", league=league.name))
            return None
        return running[-1]

    async def season_to_show(self, league: League, number: int | None) -> Season:
        seasons = await self.store.seasons(league.id)
        if number:
            n = number
            match = next((s for s in seasons if s.number == n), None)
            if match is None:
                raise Mistake(vt("lg-err-no-season-n", league=league.name, n=n))
            return match
        season = await self.season(league, required=False)
        if season is None and seasons:
            season = seasons[-1]
        if season is None:
            raise Mistake(vt("lg-err-no-season", league=league.name))
        return season

    async def member(self, league: League, user_id: int) -> None:
        m = await self.store.get_member(league.id, user_id)
        if m is None or m.left_at is not None:
            raise Mistake(vt("lg-err-not-member", league=league.name))

    async def all_leagues(self, guild_ids: Sequence[int] | None) -> list[League]:
        if guild_ids is None:
            guild_ids = [CONSOLE_GUILD]
        out: list[League] = []
        for g in guild_ids:
            out.extend(await self.store.leagues(g))
        return out
