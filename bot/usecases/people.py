"""A player across servers: preferences (ping, DM reminders, quiet hours, time zone,
language) and the list of all their live games.

Preferences belong to one user and apply in every server; only their owner changes them
(every use case acts for the ``user_id`` that called it). They are read often (every
interaction asks for the user's language), so they are cached in memory and the cache is
refreshed whenever the user saves them.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterable
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

import i18n
from bot.locale import viewer_lang, vt
from bot.narration import army_name
from bot.readers import Mistake
from bot.replies import Reply, mention
from bot.storage.base import ACTIVE, UserPrefs
from bot.storage.games import GameStore
from bot.storage.people import PrefsStore
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.util import duration
from bot.usecases.wording import jump_link
from rules.state import GameState

_QUIET = re.compile(r"^\s*(\d{1,2})(?::(\d{2}))?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*$")
_ON = {"on", "yes", "true", "1", "tak", "wł", "włącz"}
_OFF = {"off", "no", "false", "0", "nie", "wył", "wyłącz", "none"}
_PREFS_CACHE = 4096  # users whose preferences this process keeps in memory


def parse_quiet_hours(text: str) -> tuple[int, int] | None:
    """``"22-7"`` / ``"22:30-07:00"`` → (start, end) in minutes of the day; ``"off"`` → None.
    Raises :class:`Mistake` (in the acting user's language) for anything else."""
    t = text.strip().lower()
    if t in _OFF:
        return None
    m = _QUIET.match(t)
    if m is None:
        raise Mistake(vt("err-quiet-format", value=text))
    h1, m1, h2, m2 = (int(g) if g else 0 for g in m.groups())
    if not (0 <= h1 <= 23 and 0 <= h2 <= 23 and 0 <= m1 <= 59 and 0 <= m2 <= 59):
        raise Mistake(vt("err-quiet-format", value=text))
    start, end = h1 * 60 + m1, h2 * 60 + m2
    if start == end:
        raise Mistake(vt("err-quiet-day"))
    return start, end


def parse_switch(text: str | bool | None, option: str) -> bool | None:
    if text is None or isinstance(text, bool):
        return text
    t = text.strip().lower()
    if t in _ON:
        return True
    if t in _OFF:
        return False
    raise Mistake(vt("err-switch", option=option, value=text))


def zone(name: str | None) -> ZoneInfo:
    """The user's time zone (UTC when unset or unknown)."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def quiet_until(prefs: UserPrefs | None, now: datetime) -> datetime | None:
    """When the user's quiet hours end, if ``now`` falls within them; else None."""
    if prefs is None or prefs.quiet_start is None or prefs.quiet_end is None:
        return None
    local = now.astimezone(zone(prefs.timezone))
    minute = local.hour * 60 + local.minute
    start, end = prefs.quiet_start, prefs.quiet_end
    inside = start <= minute < end if start < end else minute >= start or minute < end
    if not inside:
        return None
    wait = (end - minute) % (24 * 60)
    ends = local.replace(second=0, microsecond=0) + timedelta(minutes=wait)
    return ends.astimezone(now.tzinfo)


def timezone_choices(prefix: str, limit: int = 25) -> list[str]:
    """IANA time zone names containing ``prefix`` (case-insensitive), best matches first."""
    needle = prefix.strip().lower().replace(" ", "_")
    names = sorted(available_timezones())
    starts = [n for n in names if n.lower().startswith(needle)]
    contains = [n for n in names if needle in n.lower() and n not in starts]
    return (starts + contains)[:limit]


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


class Preferences:
    """Users' stored preferences, read often (every interaction asks for the user's
    language), so cached in memory; the cache is refreshed whenever a user saves them."""

    def __init__(self, prefs_store: PrefsStore, size: int = _PREFS_CACHE) -> None:
        self.prefs_store = prefs_store
        self.size = size
        self._cache: OrderedDict[int, UserPrefs | None] = OrderedDict()

    async def of(self, user_id: int) -> UserPrefs | None:
        """The user's preferences (``None``: never set)."""
        cache = self._cache
        if user_id in cache:
            cache.move_to_end(user_id)
            return cache[user_id]
        prefs = await self.prefs_store.get_prefs(user_id)
        cache[user_id] = prefs
        if len(cache) > self.size:
            cache.popitem(last=False)
        return prefs

    async def save(self, prefs: UserPrefs, at: datetime) -> None:
        await self.prefs_store.save_prefs(prefs, at)
        self._cache[prefs.user_id] = prefs

    async def pingable(self, user_ids: Iterable[int]) -> list[int]:
        """The users among ``user_ids`` who want a ping on their turn (the default)."""
        out = []
        for uid in user_ids:
            prefs = await self.of(uid)
            if prefs is None or prefs.ping is not False:
                out.append(uid)
        return out


class People:
    """Preferences and the cross-server list of a player's games."""

    def __init__(self, game_store: GameStore, prefs: Preferences, clock: Clock) -> None:
        self.game_store = game_store
        self.prefs = prefs
        self.clock = clock

    async def viewer_lang(self, user_id: int, client_locale: str | None = None) -> str:
        """The language of the user's private replies: their preference, else their client's."""
        prefs = await self.prefs.of(user_id)
        if prefs is not None and prefs.lang in i18n.LANGS:
            return prefs.lang
        return i18n.normalize(client_locale)

    async def preferences(
        self,
        channel_id: int,
        user_id: int,
        *,
        ping: str | bool | None = None,
        dm_reminders: str | bool | None = None,
        quiet_hours: str | None = None,
        timezone: str | None = None,
        language: str | None = None,
    ) -> Reply:
        """Change the acting user's preferences (only the given ones); no option shows them.
        ``ping`` and ``dm_reminders`` are switches: a bool, or on/off as typed."""
        try:
            old = await self.prefs.of(user_id) or UserPrefs(user_id)
            new = old
            if ping is not None:
                new = new.evolve(ping=parse_switch(ping, "ping"))
            if dm_reminders is not None:
                new = new.evolve(dm_reminders=parse_switch(dm_reminders, "dm-reminders"))
            if quiet_hours is not None:
                quiet = parse_quiet_hours(quiet_hours)
                new = new.evolve(quiet_start=quiet[0] if quiet else None, quiet_end=quiet[1] if quiet else None)
            if timezone is not None:
                name = timezone.strip()
                if name.lower() in ("utc", "off", "none"):
                    new = new.evolve(timezone=None)
                else:
                    if name not in available_timezones():
                        close = ", ".join(timezone_choices(name, 3)) or "Europe/Warsaw, UTC"
                        raise Mistake(vt("err-timezone", value=name, examples=close))
                    new = new.evolve(timezone=name)
            if language is not None:
                lang = language.strip().lower()
                if lang not in (*i18n.LANGS, "auto"):
                    raise Mistake(vt("err-pref-lang", value=language))
                new = new.evolve(lang=None if lang == "auto" else lang)
        except Mistake as m:
            return oops(str(m))
        if new != old:
            await self.prefs.save(new, self.clock())
        lang = new.lang or viewer_lang()
        return Reply(text=self._prefs_text(new, lang, changed=new != old), ephemeral=True)

    def _prefs_text(self, p: UserPrefs, lang: str, *, changed: bool) -> str:
        tr = i18n.translator(lang)
        on_off = {True: tr("pref-on"), False: tr("pref-off")}
        quiet = (
            tr("pref-quiet-range", start=_clock(p.quiet_start), end=_clock(p.quiet_end))
            if p.quiet_start is not None and p.quiet_end is not None
            else tr("pref-off")
        )
        return tr(
            "prefs-changed" if changed else "prefs",
            ping=on_off[p.ping is not False],
            dm=on_off[p.dm_reminders is True],
            quiet=quiet,
            timezone=p.timezone or "UTC",
            language=tr(f"lang-{p.lang}") if p.lang else tr("lang-auto"),
        )

    async def my_games(self, channel_id: int, user_id: int) -> Reply:
        """All the acting user's live games, in every server: whose turn, how long it has
        waited, a jump link. Games waiting for the user come first, longest wait first."""
        tr = i18n.translator(viewer_lang())
        games = await self.game_store.live_games_of(user_id)
        if not games:
            return Reply(text=tr("my-games-none"), ephemeral=True)
        now = self.clock()
        rows: list[tuple[int, float, str]] = []
        for game in games:
            state = GameState.loads(game.state_json)
            since = game.turn_started_at or game.updated_at
            waited = duration(now - since, tr.lang)
            armies = tr.versus(army_name(a, tr.lang) for a in game.armies)
            where = jump_link(game)
            if game.status != ACTIVE:
                rows.append((2, -since.timestamp(), tr("my-game-waiting", armies=armies, where=where)))
                continue
            waiting_for = game.players[state.to_act - 1]
            if waiting_for == user_id:
                line = tr("my-game-your-turn", armies=armies, waited=waited, where=where, turn=state.turn_number)
                rows.append((0, since.timestamp(), line))
            else:
                who = mention(waiting_for) if waiting_for is not None else tr("player-n", n=state.to_act)
                line = tr(
                    "my-game-their-turn", armies=armies, user=who, waited=waited, where=where, turn=state.turn_number
                )
                rows.append((1, since.timestamp(), line))
        rows.sort()
        mine = sum(1 for r in rows if r[0] == 0)
        head = tr("my-games-head", n=len(rows), mine=mine)
        return Reply(text="\n".join([head, *(f"• {r[2]}" for r in rows)])[:1900], ephemeral=True)
