"""The league clock (docs/leagues.md, "The league clock"; rulings L8, L13-L15): a league's
moderators set a time per turn and a time bank (``/leaguemod config``) for every two-player
league game; members mark vacation days ahead (``/league vacation``), which stop their
clock; the upkeep loop charges each finished turn's overrun to the bank, sends each turn's
low-time warning once through the delivery outbox, and times a player out by the league's
rule: a loss at once, or a last turn for the opponent and the Final Battle. A timeout is a
forfeit: it counts in the standings, never in the ratings (:mod:`bot.storage.league_clock`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from datetime import date, datetime, timedelta

import i18n
from bot.league.directory import Directory, date_of, day_of
from bot.league.events import as_match
from bot.league.formats.clock import ClockError, ClockRules, Timeout, bank_after, mark_vacation, turn
from bot.league.formats.playoff import Bracket
from bot.league.formats.scoring import Scheme
from bot.league.ratings import LOSS, WIN
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import ChannelPost, Reply, mention
from bot.storage.base import KIND_ACTION, GameRecord, NewAction
from bot.storage.league import PENDING, League, LeagueStore, Season
from bot.storage.league_clock import NO_SHOW, TIMEOUT, ClockRow, ClockStore, Forfeit
from bot.storage.league_events import EVENT_PLAYOFF, EVENT_SWISS, EventRow, EventStore, MatchRow
from bot.storage.outbox import KIND_POST, NewDelivery, delivery_key
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.deliveries import post_payload
from bot.usecases.endings import Endings
from bot.usecases.games import GamesStore, turn_starts
from bot.usecases.turn_clock import TurnClock
from bot.usecases.wording import state_of
from rules.actions import Action
from rules.game import apply
from rules.state import PHASE_TURN, GameState

log = logging.getLogger(__name__)

TIMEOUT_RULES = (Timeout.LOSS.value, Timeout.LAST_TURN.value)
DEFAULT_WARN_HOURS = 6


def rules_of(lg: League) -> ClockRules | None:
    """The league's clock (None: the league has none)."""
    hours = lg.settings.get("clock_turn_hours")
    if not hours:
        return None
    return ClockRules(
        per_turn=timedelta(hours=float(hours)),
        bank=timedelta(hours=float(lg.settings.get("clock_bank_hours") or 0)),
        vacation_days=int(lg.settings.get("vacation_days") or 0),
        warn_before=timedelta(hours=float(lg.settings.get("clock_warn_hours") or DEFAULT_WARN_HOURS)),
        timeout=Timeout(lg.settings.get("clock_timeout") or Timeout.LOSS.value),
    )


def _pass_turn(state: GameState) -> list[Action] | None:
    """The actions that end the turn of the player to act without playing (the turn's
    discard, if due, of the first tile, then ``end``); None when the turn cannot be passed so
    (an HQ to place, a choice pending): the player then loses at once (L13)."""
    if state.phase != PHASE_TURN or state.pending is not None:
        return None
    out = []
    if state.turn.needs_discard:
        hand = sorted(state.players[state.current].hand)
        if not hand:
            return None
        out.append(Action("discard", hand[0]))
    out.append(Action("end"))
    return out


class LeagueClock:
    """The league clock: vacations, warnings, timeouts (see the module's docstring)."""

    def __init__(
        self,
        directory: Directory,
        store: LeagueStore,
        clocks: ClockStore,
        events: EventStore,
        games: GamesStore,
        endings: Endings,
        turn_clock: TurnClock,
        clock: Clock,
    ) -> None:
        self.directory = directory
        self.store = store
        self.clocks = clocks
        self.events = events
        self.games = games
        self.endings = endings
        self.turn_clock = turn_clock
        self.clock = clock

    # ------------------------------------------------------------------ vacations
    async def vacation(
        self,
        channel_id: int,
        user_id: int,
        start: str | None,
        end: str | None = None,
        *,
        league: str | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """Mark the days from ``start`` to ``end`` (YYYY-MM-DD, both included; no ``end``:
        one day) as vacation in the running season: from tomorrow on, within the season, none
        marked before, at most the league's allowance (L8, L14). No date: the days marked."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            await self.directory.member(lg, user_id)
            season = await self.directory.season(lg)
            assert season is not None
            rules = rules_of(lg)
            if rules is None:
                raise Mistake(vt("lg-err-no-clock", league=lg.name))
            marked = await self.clocks.vacation(season.id, user_id)
            if not start:
                return self._vacation_text(lg, season, marked, rules, user_id, private=True)
            first = date_of(start, self.clock()).date()
            last = date_of(end, self.clock()).date() if end else first
            if last < first:
                raise Mistake(vt("lg-err-vacation-order", start=first.isoformat(), end=last.isoformat()))
            if first <= self.clock().date():
                raise Mistake(vt("lg-err-vacation-past", day=first.isoformat()))
            if last.toordinal() - first.toordinal() >= max(rules.vacation_days, 1):
                raise Mistake(
                    vt(
                        "lg-err-vacation-too-many",
                        allowed=rules.vacation_days,
                        left=max(0, rules.vacation_days - len(marked)),
                    )
                )
            days = [date.fromordinal(d) for d in range(first.toordinal(), last.toordinal() + 1)]
            if last > season.ends_at.date():
                raise Mistake(vt("lg-err-vacation-season", end=day_of(season.ends_at)))
            overlap = sorted(set(days) & marked)
            if overlap:
                raise Mistake(vt("lg-err-vacation-overlap", day=overlap[0].isoformat()))
            try:
                mark_vacation(marked, days, self.clock().date(), rules)
            except ClockError as e:
                key = {"past": "lg-err-vacation-past", "too-many": "lg-err-vacation-too-many"}[e.code]
                raise Mistake(vt(key, **e.args_)) from None
            if not await self.clocks.mark_vacation(season.id, user_id, days, self.clock()):
                raise Mistake(vt("lg-err-vacation-overlap", day=days[0].isoformat()))
        except Mistake as m:
            return oops(str(m))
        log.info("league vacation marked", extra={"ctx": {"league": lg.id, "user": user_id, "days": len(days)}})
        return self._vacation_text(lg, season, marked | set(days), rules, user_id, private=False)

    def _vacation_text(
        self, lg: League, season: Season, days: frozenset[date] | set[date], rules: ClockRules, user: int, private: bool
    ) -> Reply:
        tr = i18n.translator(viewer_lang() if private else lg.setting("lang"))  # private: the viewer's
        shown = ", ".join(d.isoformat() for d in sorted(days)) or tr("lg-none")
        text = tr(
            "lg-vacation",
            user=mention(user),
            league=lg.name,
            n=season.number,
            days=shown,
            used=len(days),
            allowed=rules.vacation_days,
        )
        return Reply(text=text, ephemeral=private)

    # ------------------------------------------------------------------ the upkeep
    async def due_clocks(self, guild_ids: Sequence[int] | None = None) -> list[ChannelPost]:
        """Every clocked league game's clock brought up to date: a finished turn's overrun
        charged to the bank, the turn's warning queued once in the outbox, a player out of
        time timed out by the league's rule. What to post (the games' ends) for the
        adapters' periodic loop and the console."""
        posts: list[ChannelPost] = []
        for lg in await self.directory.all_leagues(guild_ids):
            rules = rules_of(lg)
            season = await self.directory.season(lg, required=False)
            if season is None:
                continue
            posts += await self._event_deadlines(lg, season)
            if rules is None:
                continue
            for lgame in await self.store.league_games(lg.id, status=PENDING):
                game = await self.games.get(lgame.game_id)
                if game is None or not game.is_live or len(game.players) != 2 or None in game.players:
                    continue
                try:
                    posts += await self._tick(lg, season, rules, game)
                except Exception:
                    log.exception("league clock failed", extra={"ctx": {"game": game.id}})
        return posts

    async def _event_deadlines(self, lg: League, season: Season) -> list[ChannelPost]:
        """With the league's ``match-days``, the matches of an event's round (Swiss or
        playoff) still waiting for their (next) game that many days after the upkeep first
        saw the round are lost by both, a forfeit and a no-show strike each (L16, L20): the
        round is decided, the next one paired (a playoff match so forfeited sends the higher
        seed through, L3). Decided, recorded and announced (through the outbox) in one
        transaction, by one process."""
        days = lg.settings.get("match_days")
        if not days:
            return []
        now = self.clock()
        for event in await self.events.events(lg.id):
            if event.status not in (EVENT_SWISS, EVENT_PLAYOFF) or event.round < 1:
                continue
            due, done = await self.clocks.round_deadline(event.id, event.round, now + timedelta(days=float(days)))
            if done or now < due:
                continue

            def forfeits_of(m: MatchRow) -> list[Forfeit]:
                return [
                    Forfeit(lg.id, season.id, p, LOSS, NO_SHOW, now, match_id=m.id, strike=True) for p in m.players()
                ]

            def posts_of(missed: Sequence[MatchRow], event: EventRow = event) -> list[NewDelivery]:
                text = self._deadline_text(lg, event, missed)
                post = ChannelPost(event.channel_id, Reply(text=text))
                key = delivery_key("event", event.id, event.round, KIND_POST, "deadline")
                return [NewDelivery(key, KIND_POST, event.channel_id, league_id=lg.id, payload=post_payload(post))]

            missed = await self.clocks.miss_round(event.id, event.round, forfeits_of, posts_of, now)
            if missed:
                log.info("league event round deadline", extra={"ctx": {"event": event.id, "missed": len(missed)}})
        return []

    @staticmethod
    def _deadline_text(lg: League, event: EventRow, missed: Sequence[MatchRow]) -> str:
        tr = i18n.translator(lg.setting("lang"))
        if event.status != EVENT_PLAYOFF or event.bracket is None:
            lines = [tr("lg-event-deadline", event=event.name, round=event.round)]
            lines += [f"• {mention(m.player_a)} – {mention(m.player_b or 0)}" for m in missed]
            return "\n".join(lines)
        bracket = Bracket(event.bracket)
        scheme = Scheme(event.scheme)
        lines = [tr("lg-event-playoff-deadline", event=event.name)]
        for m in missed:
            b = m.player_b or 0
            through = bracket.winner(scheme, as_match(m))
            lines.append(
                f"• ({bracket.seed_of(m.player_a)}) {mention(m.player_a)} – ({bracket.seed_of(b)}) {mention(b)}: "
                + tr("lg-event-through", user=mention(through))
            )
        return "\n".join(lines)

    async def _row(self, lg: League, rules: ClockRules, game: GameRecord, user: int, start: datetime) -> ClockRow:
        row = await self.clocks.clock(game.id)
        if row is None:
            bank = rules.bank.total_seconds()
            banks = {int(u): bank for u in game.players if u is not None}
            await self.clocks.start_clock(ClockRow(game.id, lg.id, start, user, banks, False, None, False, 0))
            row = await self.clocks.clock(game.id)
            assert row is not None
        return row

    async def _tick(self, lg: League, season: Season, rules: ClockRules, game: GameRecord) -> list[ChannelPost]:
        state = state_of(game)
        now = self.clock()
        user = int(game.players[state.to_act - 1] or 0)
        start = game.turn_started_at or game.updated_at
        row = await self._row(lg, rules, game, user, start)
        if row.out_user is not None:
            return await self._after_timeout(lg, season, rules, game, row, user, start)
        if row.turn_started_at != start:
            # the turn the clock saw ended: its overrun comes out of that player's bank
            away = await self.clocks.vacation(season.id, row.user_id)
            left = timedelta(seconds=row.banks.get(row.user_id, 0.0))
            spent = bank_after(row.turn_started_at, start, left, rules, away)
            banks = {**row.banks, row.user_id: spent.total_seconds()}
            new = replace(row, turn_started_at=start, user_id=user, banks=banks, warned=False)
            if not await self.clocks.move_clock(row, new, now):
                return []  # another process moved it a moment ago
            row = replace(new, version=row.version + 1)
        away = await self.clocks.vacation(season.id, user)
        clock = turn(start, timedelta(seconds=row.banks.get(user, 0.0)), rules, away)
        if now >= clock.deadline:
            return await self._time_out(lg, season, rules, game, row, user)
        if now >= clock.warning and not row.warned:
            tr = i18n.translator(game.lang)
            text = tr(
                "lg-clock-warning", user=mention(user), game=game.id, due=clock.deadline.strftime("%Y-%m-%d %H:%M")
            )
            post = ChannelPost(game.channel_id, Reply(text=text, mentions=[user]))
            item = NewDelivery(
                key=delivery_key("game", game.id, row.version, KIND_POST, f"clock-warning-{start.isoformat()}"),
                kind=KIND_POST,
                channel_id=game.channel_id,
                game_id=game.id,
                payload=post_payload(post),
            )
            if await self.clocks.move_clock(row, replace(row, warned=True), now, posts=[item]):
                log.info("league clock warning", extra={"ctx": {"game": game.id, "user": user}})
        return []

    async def _time_out(
        self, lg: League, season: Season, rules: ClockRules, game: GameRecord, row: ClockRow, late: int
    ) -> list[ChannelPost]:
        """``late`` is out of time: the forfeit recorded with the clock (one process only),
        then the game ended or, under the last-turn rule, the late turn passed."""
        now = self.clock()
        opponent = next(int(u or 0) for u in game.players if u != late)
        forfeits = [
            Forfeit(lg.id, season.id, late, LOSS, TIMEOUT, now, game_id=game.id),
            Forfeit(lg.id, season.id, opponent, WIN, TIMEOUT, now, game_id=game.id),
        ]
        last_turn = rules.timeout == Timeout.LAST_TURN and _pass_turn(state_of(game)) is not None
        new = replace(row, out_user=late, last_turn=last_turn)
        if not await self.clocks.move_clock(row, new, now, forfeits=forfeits):
            return []
        log.info("league clock timeout", extra={"ctx": {"game": game.id, "user": late, "rule": rules.timeout.value}})
        tr = i18n.translator(game.lang)
        if not last_turn:
            reply = await self.endings.end_on_time(game, game.players.index(opponent) + 1)
            if reply.ephemeral:
                return []  # the game moved a moment ago: the next round of the upkeep ends it
            lead = tr("lg-clock-timeout-loss", user=mention(late))
            return [ChannelPost(game.channel_id, replace(reply, text=f"{lead}\n{reply.text}"))]
        return await self._pass_late_turn(game, replace(new, version=row.version + 1), late, opponent, tr)

    async def _pass_late_turn(
        self, game: GameRecord, row: ClockRow, late: int, opponent: int, tr: i18n.Tr
    ) -> list[ChannelPost]:
        """The late player's turn passed (their clock is out) so the opponent takes the last turn."""
        state = state_of(game)
        steps = _pass_turn(state)
        if steps is None or state.players[state.to_act] is None:
            return []
        after = state
        for step in steps:
            after, _ = apply(after, step)
        now = self.clock()
        seat = state.to_act
        new = game.evolve(
            version=game.version + 1,
            state_json=after.dumps(),
            request=None,
            updated_at=now,
            turns=after.turn_number,
            **turn_starts(game, now),
        )
        actions = [NewAction(late, seat, KIND_ACTION, str(step)) for step in steps]
        if not await self.games.save(new, game.version, actions, self.turn_clock.schedule(new, after, now)):
            return []  # the game moved a moment ago: the next round of the upkeep passes it
        await self.clocks.move_clock(row, replace(row, turn_started_at=now, user_id=opponent), now)
        text = tr("lg-clock-timeout-last-turn", user=mention(late), opponent=mention(opponent), game=game.id)
        return [ChannelPost(game.channel_id, Reply(text=text, mentions=[opponent]))]

    async def _after_timeout(
        self,
        lg: League,
        season: Season,
        rules: ClockRules,
        game: GameRecord,
        row: ClockRow,
        user: int,
        start: datetime,
    ) -> list[ChannelPost]:
        """A game whose player ran out of time and that still runs: under the last-turn rule,
        the Final Battle once the opponent's last turn ended (or their own time did); else
        (the end failed a moment ago) the game ended now."""
        late = int(row.out_user or 0)
        opponent = next(int(u or 0) for u in game.players if u != late)
        winner = game.players.index(opponent) + 1
        tr = i18n.translator(game.lang)
        if not row.last_turn:
            reply = await self.endings.end_on_time(game, winner)
            return [] if reply.ephemeral else [ChannelPost(game.channel_id, reply)]
        if user == late and row.user_id == late and row.turn_started_at == start:
            return await self._pass_late_turn(game, row, late, opponent, tr)  # the pass failed a moment ago
        if row.user_id == late and row.turn_started_at != start:
            # the late turn was passed but the clock not moved on (a crash between the two
            # writes): the opponent's last turn began when the pass was saved
            new = replace(row, turn_started_at=start, user_id=user)
            if not await self.clocks.move_clock(row, new, self.clock()):
                return []
            row = replace(new, version=row.version + 1)
        if user == opponent and row.user_id == opponent and row.turn_started_at == start:
            away = await self.clocks.vacation(season.id, opponent)
            clock = turn(start, timedelta(seconds=row.banks.get(opponent, 0.0)), rules, away)
            if self.clock() < clock.deadline:
                return []  # the last turn is being played
        reply = await self.endings.end_on_time(game, winner, final_battle=True)
        if reply.ephemeral:
            return []  # the game moved a moment ago: the next round of the upkeep ends it
        lead = tr("lg-clock-final-battle", user=mention(late))
        return [ChannelPost(game.channel_id, replace(reply, text=f"{lead}\n{reply.text}"))]
