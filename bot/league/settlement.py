"""Settling league games: when the games store announces that a game ended, a league game is
rated (openskill Plackett–Luce, :mod:`bot.league.ratings`) when it was played out,
resigned, drawn or won on time; void when aborted or when one user held several seats.
Settling is idempotent (pending games are settled again whenever standings are read);
moderators' logged corrections of a rating go through the same season versions."""

from __future__ import annotations

import logging
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from datetime import timedelta

import i18n
from bot.league.directory import (
    SETTLE_TRIES,
    Directory,
    in_range,
    initial_rating,
    moderator_only,
    standing_key,
)
from bot.league.outcome import sides_of
from bot.league.ratings import DRAW, LOSS, WIN, Rating, ordinal, outcome_of, rate
from bot.league.stats import hq_points
from bot.locale import vt
from bot.readers import Mistake, user_id_of
from bot.replies import ChannelPost, Reply, mention
from bot.storage.base import FINISHED, GameRecord
from bot.storage.league import (
    ALREADY,
    OK,
    PENDING,
    RATED,
    VOID,
    Correction,
    League,
    LeagueStore,
    RatingRow,
    ResultRow,
)
from bot.storage.league_clock import ClockStore
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.deliveries import game_post
from bot.usecases.games import GameEnded, GamesStore
from bot.usecases.seats import ComputerSeat
from bot.usecases.wording import state_of

log = logging.getLogger(__name__)


RESULT_GRACE_S = 15.0  # the interaction that ended the game posts the result first; the drain after this


def shown(rating: float) -> float:
    """A rating as the standings show it: one decimal (never ``-0.0``)."""
    return round(rating, 1) + 0.0


def result_text(
    game: GameRecord,
    league: str,
    season: int,
    before: Mapping[int, RatingRow],
    after: Sequence[RatingRow],
    members: Collection[int],
) -> str:
    """The rating changes of a rated game, in the game's language: per player, best placed
    first, the shown rating before and after, the change with its sign, and the new place in
    the standings (counting every current member, as :meth:`Standings.table` does)."""
    tr = i18n.translator(game.lang)
    start = initial_rating()
    new = {r.user_id: r for r in after}
    table = {u: r for u, r in before.items() if u in members}
    table.update({u: r for u, r in new.items() if u in members})
    table.update({u: RatingRow(0, u, *start) for u in members if u not in table})
    order = sorted(table.values(), key=standing_key)
    rank = {r.user_id: i for i, r in enumerate(order, start=1)}
    lines = [tr("lg-result-title", league=league, n=season)]
    for row in sorted(after, key=lambda r: rank.get(r.user_id, len(rank) + 1)):
        old = shown(before[row.user_id].ordinal if row.user_id in before else ordinal(*start))
        now = shown(row.ordinal)
        change = shown(now - old)
        lines.append(
            tr(
                "lg-result-line",
                user=mention(row.user_id),
                before=old,
                after=now,
                sign="+" if change > 0 else "-" if change < 0 else "±",
                change=abs(change),
                rank=rank.get(row.user_id, 0),
                total=len(order),
            )
        )
    return "\n".join(lines)


class Settlement:
    """Ratings from ended league games, and moderators' corrections."""

    def __init__(
        self,
        directory: Directory,
        store: LeagueStore,
        games: GamesStore,
        computer: ComputerSeat,
        clock: Clock,
        clocks: ClockStore,
    ) -> None:
        self.clocks = clocks
        self.directory = directory
        self.store = store
        self.games = games
        self.computer = computer
        self.clock = clock

    async def on_game_ended(self, event: GameEnded) -> None:
        """The games store's announcement that a game ended: settle it if it is a league game."""
        await self.game_over(event.game.id)

    async def game_over(self, game_id: int) -> str | None:
        """Settle the league game ``game_id`` if it is one and has ended: ``rated``, ``void``,
        or None (not a league game, still live, or settled before). Never raises: a
        failure is logged and the game stays pending (settled again later)."""
        try:
            return await self._settle(game_id)
        except Exception:
            log.exception("league settlement failed", extra={"ctx": {"game": game_id}})
            return None

    async def _settle(self, game_id: int) -> str | None:
        store = self.store
        lg = await store.league_game(game_id)
        if lg is None or lg.status != PENDING:
            return None
        game = await self.games.get(game_id)
        if game is None or game.is_live:
            return None
        state = state_of(game)
        now = self.clock()
        sides = None
        # a game decided by the league clock (a timeout) or a moderator's ruling is a
        # forfeit: it counts in the standings, never in the ratings (L13, L15)
        forfeited = bool(await self.clocks.forfeits_of_game(game_id))
        if lg.rated and game.status == FINISHED and state.result is not None and not forfeited:
            try:
                # the engine's teams: the lobby's default seating is not stored in the options
                sides = sides_of(game.players, state.result, game.options.get("mode", "ffa"), state.teams)
                if any(u == self.computer.user_id for s in sides for u in s.users):
                    sides = None
                elif len({u for s in sides for u in s.users}) < sum(len(s.users) for s in sides):
                    sides = None  # hot-seat or self-play: never rated
            except ValueError:
                sides = None
        if sides is None:
            # a forfeit's fixture is played (decided), a void game's waits for another game
            done = await store.settle(game_id, lg.season_id, 0, VOID, [], [], now, decided=forfeited)
            return VOID if done == OK else None
        reason = state.result.reason if state.result else ""
        # a two-player game's HQ points, for the army statistics (bot/league/stats.py)
        hq = hq_points(game) if len(game.players) == 2 else None
        league = await store.get_league(lg.league_id)
        members = {m.user_id for m in await store.members(lg.league_id)}
        for _ in range(SETTLE_TRIES):
            season = await store.get_season(lg.season_id)
            assert season is not None
            current = {r.user_id: r for r in await store.ratings(lg.season_id)}
            before = {u: Rating(r.mu, r.sigma) for u, r in current.items()}
            after = rate(sides, before)
            rows, results = [], []
            for side in sides:
                for user in side.users:
                    old = current.get(user) or RatingRow(lg.season_id, user, *initial_rating())
                    what = outcome_of(sides, user)
                    new = after[user]
                    rows.append(
                        RatingRow(
                            lg.season_id,
                            user,
                            new.mu,
                            new.sigma,
                            old.games + 1,
                            old.wins + (what == WIN),
                            old.losses + (what == LOSS),
                            old.draws + (what == DRAW),
                        )
                    )
                    seat = game.players.index(user)
                    results.append(
                        ResultRow(
                            game_id,
                            lg.season_id,
                            user,
                            game.armies[seat],
                            side.place,
                            what,
                            new.mu,
                            new.sigma,
                            now,
                            reason,
                            hq.get(user) if hq else None,
                        )
                    )
            posts = []
            if league is not None:
                text = result_text(game, league.name, season.number, current, rows, members)
                post = ChannelPost(game.channel_id, Reply(text=text))
                posts.append(game_post(game_id, post, now + timedelta(seconds=RESULT_GRACE_S)))
            done = await store.settle(game_id, lg.season_id, season.version, RATED, rows, results, now, posts)
            if done == OK:
                log.info("league game rated", extra={"ctx": {"game": game_id, "season": lg.season_id}})
                return RATED
            if done == ALREADY:
                return None
        log.warning("league game left pending after repeated conflicts", extra={"ctx": {"game": game_id}})
        return None

    async def settle_pending(self, league: League) -> None:
        for lg in await self.store.league_games(league.id, status=PENDING):
            await self.game_over(lg.game_id)

    async def correct(
        self,
        channel_id: int,
        user_id: int,
        player: str | None,
        *,
        mu: float | None = None,
        sigma: float | None = None,
        reason: str | None = None,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
    ) -> Reply:
        """A moderator's correction of a player's rating (mu and/or sigma), logged with the reason."""
        try:
            moderator_only(is_moderator)
            lg = await self.directory.league(guild_id, channel_id, league)
            target = user_id_of(player or "")
            new_mu = in_range("mu", mu, -100, 150)
            new_sigma = in_range("sigma", sigma, 0.1, 30)
            if new_mu is None and new_sigma is None:
                raise Mistake(vt("lg-err-correct-what"))
            why = " ".join((reason or "").split())
            if not why:
                raise Mistake(vt("lg-err-reason"))
            season = await self.directory.season(lg)
            assert season is not None
            m = await self.store.get_member(lg.id, target)
            if m is None:
                raise Mistake(vt("lg-err-player-not-member", user=mention(target), league=lg.name))
        except Mistake as e:
            return oops(str(e))
        for _ in range(SETTLE_TRIES):
            fresh = await self.store.get_season(season.id)
            assert fresh is not None
            rows = {r.user_id: r for r in await self.store.ratings(season.id)}
            old = rows.get(target) or RatingRow(season.id, target, *initial_rating())
            new = replace(old, mu=new_mu if new_mu is not None else old.mu, sigma=new_sigma or old.sigma)
            c = Correction(
                0, lg.id, season.id, target, user_id, old.mu, old.sigma, new.mu, new.sigma, why, self.clock()
            )
            if await self.store.correct(season.id, fresh.version, new, c) == OK:
                log.info("league rating corrected", extra={"ctx": {"league": lg.id, "user": target, "by": user_id}})
                tr = i18n.translator(lg.setting("lang"))
                return Reply(
                    text=tr(
                        "lg-corrected",
                        user=mention(target),
                        moderator=mention(user_id),
                        before=tr.decimal(old.ordinal),
                        after=tr.decimal(new.ordinal),
                        reason=why,
                    )
                )
        return oops(vt("stale"))  # pragma: no cover - only under a storm of concurrent results
