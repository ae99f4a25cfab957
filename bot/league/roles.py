"""Rank roles: a league's tiers (a role from a rating up), the members whose role should change,
and the once-only notice when Discord refuses to manage them."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace

import i18n
from bot.league.directory import (
    Directory,
    moderator_only,
    number_of,
)
from bot.league.settlement import Settlement
from bot.league.standings import Standings
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import ChannelPost, Reply
from bot.storage.league import (
    LeagueStore,
)
from bot.usecases.answers import oops

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RoleUpdate:
    """A member's rank role to change: ``add`` (a role id, or None) and ``remove`` (the
    league's other rank roles). Apply it, then call :meth:`RankRoles.role_applied`."""

    league_id: int
    guild_id: int
    user_id: int
    add: int | None
    remove: tuple[int, ...]


class RankRoles:
    """The rank roles of the leagues."""

    def __init__(
        self,
        directory: Directory,
        settlement: Settlement,
        standings: Standings,
        store: LeagueStore,
    ) -> None:
        self.directory = directory
        self.settlement = settlement
        self.standings = standings
        self.store = store

    async def set_role(
        self,
        channel_id: int,
        user_id: int,
        role: str | None,
        rating: str | None,
        *,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
    ) -> Reply:
        """Set the rank role given from ``rating`` up (``rating:off`` removes the tier)."""
        try:
            moderator_only(is_moderator)
            lg = await self.directory.league(guild_id, channel_id, league)
            text = (role or "").strip()
            if text.startswith("<@&") and text.endswith(">"):
                text = text[3:-1]
            if not text.isdigit():
                raise Mistake(vt("lg-err-role"))
            role_id = int(text)
            off = (rating or "").strip().lower() in ("off", "none", "remove")
            value = None if off else number_of("rating", rating or "", -100, 100)
            if value is None and not off:
                raise Mistake(vt("lg-err-number", option="rating", value=rating or ""))
        except Mistake as m:
            return oops(str(m))
        tiers = [r for r in lg.setting("roles", []) if r["role"] != role_id]
        if value is not None:
            tiers.append({"role": role_id, "min": value})
        tiers.sort(key=lambda r: -float(r["min"]))
        lg = replace(lg, settings={**lg.settings, "roles": tiers}, roles_notice=False)
        await self.store.update_league(lg)
        tr = i18n.translator(viewer_lang())
        key = "lg-role-removed" if value is None else "lg-role-set"
        return Reply(text=tr(key, role=f"<@&{role_id}>", rating=value if value is not None else 0, league=lg.name))

    async def role_updates(self, guild_ids: Sequence[int] | None = None) -> list[RoleUpdate]:
        """Members whose rank role should change (after rated games, corrections, new tiers)."""
        out: list[RoleUpdate] = []
        for lg in await self.directory.all_leagues(guild_ids):
            tiers = lg.setting("roles", [])
            if not tiers or lg.roles_notice:
                continue
            season = await self.directory.season(lg, required=False)
            if season is None:
                continue
            await self.settlement.settle_pending(lg)
            all_roles = tuple(int(t["role"]) for t in tiers)
            for s in await self.standings.table(lg, season):
                want = None
                if not s.provisional:
                    want = next((int(t["role"]) for t in tiers if s.rating.ordinal >= float(t["min"])), None)
                member = await self.store.get_member(lg.id, s.user_id)
                had = member.role_tier if member else None
                if (str(want) if want is not None else None) != had:
                    out.append(
                        RoleUpdate(lg.id, lg.guild_id, s.user_id, want, tuple(r for r in all_roles if r != want))
                    )
        return out

    async def role_applied(self, update: RoleUpdate) -> None:
        await self.store.set_role_tier(
            update.league_id, update.user_id, str(update.add) if update.add is not None else None
        )

    async def roles_forbidden(self, league_id: int) -> ChannelPost | None:
        """The bot may not manage the rank roles: a notice for the moderators, once (until a
        moderator sets a role again); rank roles pause, everything else keeps working."""
        lg = await self.store.get_league(league_id)
        if lg is None or lg.roles_notice:
            return None
        await self.store.update_league(replace(lg, roles_notice=True))
        where = lg.channel_id or lg.notice_channel_id
        if where is None:
            return None
        tr = i18n.translator(lg.setting("lang"))
        return ChannelPost(where, Reply(text=tr("lg-roles-forbidden", league=lg.name)))
