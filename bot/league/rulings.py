"""Moderators' rulings (``/leaguemod ruling``, docs/rulings.md L17): a moderator sets the
result of a league game of the running season, or of a round-robin fixture or a Swiss
match that was not played, with a reason. The ruling is stored with what the game, fixture
or match counted before (the audit), replaces its earlier forfeits and counts in the
standings as a forfeit does (never in the ratings); a game still running is stopped first.
A rated game's result stands: its rating is corrected with ``/leaguemod correct``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import i18n
from bot.league.directory import Directory, moderator_only
from bot.league.ratings import DRAW, LOSS, WIN
from bot.locale import vt
from bot.readers import Mistake, user_id_of
from bot.replies import Reply, mention
from bot.storage.league import FIXTURE_MISSED, FIXTURE_OPEN, RATED, League, LeagueStore, Season
from bot.storage.league_clock import RULING, ClockStore, Forfeit, Ruling
from bot.storage.league_events import EVENT_SWISS, MATCH_DONE, MATCH_OPEN, EventStore, MatchRow
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.endings import Endings
from bot.usecases.games import GamesStore

log = logging.getLogger(__name__)


class Rulings:
    """Moderators' rulings on league games, fixtures and event matches."""

    def __init__(
        self,
        directory: Directory,
        store: LeagueStore,
        clocks: ClockStore,
        events: EventStore,
        games: GamesStore,
        endings: Endings,
        clock: Clock,
    ) -> None:
        self.directory = directory
        self.store = store
        self.clocks = clocks
        self.events = events
        self.games = games
        self.endings = endings
        self.clock = clock

    async def rule(
        self,
        channel_id: int,
        user_id: int,
        *,
        game: int | None = None,
        player: str | None = None,
        opponent: str | None = None,
        winner: str | None = None,
        reason: str | None = None,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
    ) -> Reply:
        """Record a ruling: ``game`` (a league game's id) or ``player`` and ``opponent`` (their
        unplayed fixture or Swiss match of the running round), ``winner`` (none: a draw)."""
        try:
            moderator_only(is_moderator)
            lg = await self.directory.league(guild_id, channel_id, league)
            season = await self.directory.season(lg)
            assert season is not None
            why = " ".join((reason or "").split())
            if not why:
                raise Mistake(vt("lg-err-reason"))
            won = user_id_of(winner) if winner else None
            if game is not None:
                return await self._on_game(lg, season, game, won, why, user_id)
            if not player or not opponent:
                raise Mistake(vt("lg-err-ruling-what"))
            pair = (user_id_of(player), user_id_of(opponent))
            if won is not None and won not in pair:
                raise Mistake(vt("lg-err-ruling-winner", user=mention(won)))
            return await self._on_pairing(lg, season, pair, won, why, user_id)
        except Mistake as m:
            return oops(str(m))

    async def _on_game(
        self, lg: League, season: Season, game_id: int, won: int | None, why: str, moderator: int
    ) -> Reply:
        lgame = await self.store.league_game(game_id)
        if lgame is None or lgame.league_id != lg.id:
            raise Mistake(vt("lg-err-ruling-not-league", game=game_id, league=lg.name))
        if lgame.season_id != season.id:
            raise Mistake(vt("lg-err-ruling-season", game=game_id))
        players = tuple(dict.fromkeys(lgame.players))
        if len(players) != 2:
            raise Mistake(vt("lg-err-ruling-two", game=game_id))
        if won is not None and won not in players:
            raise Mistake(vt("lg-err-ruling-winner", user=mention(won)))
        if lgame.status == RATED:
            raise Mistake(vt("lg-err-ruling-rated", game=game_id))
        record = await self.games.get(game_id)
        assert record is not None
        match = await self.events.match_of_game(game_id) if record.is_live else None
        if match is not None and won is None:
            raise Mistake(vt("lg-err-ruling-event-draw"))
        pair = (players[0], players[1])
        before = [{"status": lgame.status, "live": record.is_live}]
        before += [_audit(f) for f in await self.clocks.forfeits_of_game(game_id)]
        # an event match whose game runs is decided by the loser's forfeit in the ruling's
        # transaction (the game's end then finds no match to record a leg in)
        decide = None if match is None else (match, [p for p in pair if p != won])
        ruling_id = await self._record(lg, season, pair, won, why, moderator, before, decide, game_id=game_id)
        if ruling_id is None:
            raise Mistake(vt("stale"))
        if record.is_live:
            # the game stops with no result of its own: the ruling is its result
            await self.endings.abort(record.channel_id, moderator, is_moderator=True, confirmed=True)
        return self._said(lg, ruling_id, pair, won, why, moderator, tr_key="lg-ruling-game", game=game_id)

    async def _on_pairing(
        self, lg: League, season: Season, pair: tuple[int, int], won: int | None, why: str, moderator: int
    ) -> Reply:
        fixture = next(
            (
                f
                for f in await self.store.fixtures(season.id)
                if {f.player_a, f.player_b} == set(pair) and f.status in (FIXTURE_OPEN, FIXTURE_MISSED)
            ),
            None,
        )
        if fixture is not None:
            # the ruling decides a waiting fixture (never missed later) in its transaction
            before = [{"fixture": fixture.id, "status": fixture.status}]
            before += [_audit(f) for f in await self.clocks.forfeits_of(fixture_id=fixture.id)]
            ruling_id = await self._record(lg, season, pair, won, why, moderator, before, fixture_id=fixture.id)
            assert ruling_id is not None
            return self._said(lg, ruling_id, pair, won, why, moderator, tr_key="lg-ruling-fixture", round=fixture.round)
        match = await self._open_match(lg, pair)
        if match is None:
            raise Mistake(vt("lg-err-ruling-nothing", a=mention(pair[0]), b=mention(pair[1])))
        if won is None:
            raise Mistake(vt("lg-err-ruling-event-draw"))
        before = [{"match": match.id, "status": match.status, "forfeited": list(match.forfeited)}]
        before += [_audit(f) for f in await self.clocks.forfeits_of(match_id=match.id)]
        # the match decided by the loser's forfeit with the ruling's record, in one transaction
        loser = [p for p in pair if p != won]
        ruling_id = await self._record(
            lg, season, pair, won, why, moderator, before, decide=(match, loser), match_id=match.id
        )
        if ruling_id is None:
            raise Mistake(vt("stale"))
        return self._said(lg, ruling_id, pair, won, why, moderator, tr_key="lg-ruling-match", round=match.round)

    async def _open_match(self, lg: League, pair: tuple[int, int]) -> MatchRow | None:
        """The pair's match of a running Swiss round not being played: waiting for its game,
        or decided by forfeit (a no-show to overturn)."""
        for event in await self.events.events(lg.id):
            if event.status != EVENT_SWISS:
                continue
            for m in await self.events.matches(event.id):
                if m.round != event.round or set(m.players()) != set(pair) or m.game_id is not None:
                    continue
                if m.status == MATCH_OPEN or (m.status == MATCH_DONE and m.forfeited):
                    return m
        return None

    async def _record(
        self,
        lg: League,
        season: Season,
        pair: tuple[int, int],
        won: int | None,
        why: str,
        moderator: int,
        before: list[dict[str, object]],
        decide: tuple[MatchRow, Sequence[int]] | None = None,
        **where: int | None,
    ) -> int | None:
        """The ruling and its results recorded (with ``decide``, the event match decided by
        forfeit in the same transaction): its id, or None (the match changed a moment ago)."""
        now = self.clock()
        ruling = Ruling(
            0,
            lg.id,
            season.id,
            where.get("game_id"),
            where.get("fixture_id"),
            where.get("match_id"),
            "draw" if won is None else "win",
            won,
            why,
            moderator,
            before,
            now,
        )
        results = [
            Forfeit(
                lg.id,
                season.id,
                p,
                DRAW if won is None else WIN if p == won else LOSS,
                RULING,
                now,
                game_id=where.get("game_id"),
                fixture_id=where.get("fixture_id"),
                match_id=where.get("match_id"),
            )
            for p in pair
        ]
        ruling_id = await self.clocks.rule(ruling, results, decide=decide)
        if ruling_id is None:
            return None
        log.info("league ruling", extra={"ctx": {"league": lg.id, "ruling": ruling_id, "by": moderator, **where}})
        return ruling_id

    def _said(
        self,
        lg: League,
        ruling_id: int,
        pair: tuple[int, int],
        won: int | None,
        why: str,
        moderator: int,
        *,
        tr_key: str,
        **what: int,
    ) -> Reply:
        tr = i18n.translator(lg.setting("lang"))
        result = (
            tr("lg-ruling-draw", a=mention(pair[0]), b=mention(pair[1]))
            if won is None
            else tr("lg-ruling-win", user=mention(won))
        )
        head = tr(tr_key, id=ruling_id, moderator=mention(moderator), a=mention(pair[0]), b=mention(pair[1]), **what)
        return Reply(text=f"{head} {result}\n{tr('lg-ruling-reason', reason=why)}", mentions=list(pair))


def _audit(f: Forfeit) -> dict[str, object]:
    """A forfeit as the ruling's audit keeps it."""
    return {"user": f.user_id, "outcome": f.outcome, "kind": f.kind, "strike": f.strike, "at": f.at.isoformat()}
