"""A league's Swiss events (docs/leagues.md, "Swiss events"): created by a moderator with a
number of rounds, an optional top-4 or top-8 playoff and a match scheme (single games or
two-leg duels); members join (late until half the rounds are paired) and withdraw; each
round is paired once (:mod:`bot.league.formats.swiss`) by a moderator or, when every match
of the round is decided, by the upkeep loop; the playoff (:mod:`bot.league.formats.playoff`)
follows the Swiss part. A pairing is played with an ordinary ``/league challenge`` between
its two players (:class:`~bot.league.matchmaking.Matchmaking` links the game to it, its
armies by the league's protocol; a duel's return game with the armies swapped); the end of
each game is recorded here as a leg, and the standings are those of
:mod:`bot.league.formats.scoring` (match points, HQ-point difference, head to head,
Buchholz, Sonneborn–Berger).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

import i18n
from bot.league.directory import Directory, guild_of, in_range, moderator_only, one_of
from bot.league.event_picture import event_standings_image
from bot.league.formats.playoff import Bracket
from bot.league.formats.scoring import Leg, Match, Row, Scheme, hq_balance, match_points, standings
from bot.league.formats.swiss import Entrant, NoPairing, pair_round
from bot.league.legs import game_leg
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import ChannelPost, Reply, mention
from bot.storage.base import GameRecord
from bot.storage.league import League, LeagueStore
from bot.storage.league_events import (
    ALREADY,
    EVENT_DONE,
    EVENT_OPEN,
    EVENT_PLAYOFF,
    EVENT_SWISS,
    LIVE_EVENTS,
    MATCH_DONE,
    MATCH_OPEN,
    MATCH_PLAYING,
    OK,
    STAGE_PLAYOFF,
    STAGE_SWISS,
    EntrantRow,
    EventRow,
    EventStore,
    LegRow,
    MatchRow,
)
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.games import GameEnded, GamesStore

log = logging.getLogger(__name__)

SCHEMES = (Scheme.SINGLE.value, Scheme.DUEL.value)
PLAYOFFS = {"none": 0, "top4": 4, "top8": 8}
MOD_ACTIONS = ("create", "pair")
MEMBER_ACTIONS = ("show", "join", "withdraw")
DEFAULT_ROUNDS = 4
MAX_ROUNDS = 15
SHOWN_ROWS = 16  # of the standings in /league event (a Discord message holds 2,000 characters)
TRIES = 8  # reads again after a conflict (a join, a result or a pairing a moment ago)


@dataclass(frozen=True, slots=True)
class EventGame:
    """What the next game of an event's match is: its players in seat order (the first
    moves first) and, for a duel's return game, the armies in seat order (else the
    league's protocol chooses them)."""

    event: EventRow
    match: MatchRow
    players: tuple[int, int]
    armies: tuple[str, str] | None
    leg: int  # 1 or 2


def leg_of(match: MatchRow, game: GameRecord) -> LegRow | None:
    """A finished game as a leg of ``match`` (:func:`bot.league.legs.game_leg`); None for a
    game that does not count."""
    b = match.player_b
    leg = game_leg(match.player_a, b, game) if b is not None else None
    return None if leg is None else LegRow(game.id, leg.hq_a, leg.hq_b, leg.winner)


def as_match(m: MatchRow) -> Match:
    """The pure module's record of a stored match."""
    legs = tuple(Leg(x.hq_a, x.hq_b, x.winner) for x in m.legs)  # type: ignore[arg-type]
    return Match(m.player_a, m.player_b, legs, m.forfeited, m.round)


def event_standings(event: EventRow, entrants: Sequence[EntrantRow], matches: Sequence[MatchRow]) -> list[Row]:
    """The event's standings over its decided Swiss matches (ties last broken by the seed):
    what ``/league event``, the web pages and the exports show."""
    seed = {x.user_id: x.seed if x.seed is not None else len(entrants) for x in entrants}
    swiss = [as_match(m) for m in matches if m.stage == STAGE_SWISS and m.status == MATCH_DONE]
    return standings(Scheme(event.scheme), [x.user_id for x in entrants], swiss, seed=lambda u: -float(seed.get(u, 0)))


class SwissEvents:
    """Swiss events of a league: created, joined, withdrawn from, paired, shown."""

    def __init__(
        self,
        directory: Directory,
        store: LeagueStore,
        events: EventStore,
        games: GamesStore,
        clock: Clock,
    ) -> None:
        self.directory = directory
        self.store = store
        self.events = events
        self.games = games
        self.clock = clock

    # ------------------------------------------------------------------ finding an event
    async def _event(self, lg: League, name: str | None) -> EventRow:
        """The event named, else the league's only live one, else its latest."""
        found = await self.events.events(lg.id)
        if not found:
            raise Mistake(vt("lg-err-event-none", league=lg.name))
        if name and name.strip():
            wanted = name.strip().lower()
            match = next((e for e in found if e.name.lower() == wanted), None)
            if match is None:
                names = ", ".join(e.name for e in found)
                raise Mistake(vt("lg-err-event-unknown", name=name.strip(), names=names))
            return match
        live = [e for e in found if e.status in LIVE_EVENTS]
        if len(live) > 1:
            raise Mistake(vt("lg-err-event-which", names=", ".join(e.name for e in live)))
        return live[0] if live else found[-1]

    async def find(self, lg: League, name: str | None) -> EventRow:
        """The event named, else the league's only live one, else its latest (for the exports)."""
        return await self._event(lg, name)

    # ------------------------------------------------------------------ moderators
    async def moderate(
        self,
        channel_id: int,
        user_id: int,
        action: str | None,
        *,
        name: str | None = None,
        rounds: float | None = None,
        playoff: str | None = None,
        match: str | None = None,
        league: str | None = None,
        guild_id: int | None = None,
        is_moderator: bool = False,
    ) -> Reply:
        """``create`` an event (``name``, ``rounds``, ``playoff`` none/top4/top8, ``match``
        single/duel) in the league's running season, or ``pair`` its next round (the first
        pairing closes the entries but for late joiners; after the Swiss rounds, the
        playoff's rounds)."""
        try:
            moderator_only(is_moderator)
            lg = await self.directory.league(guild_id, channel_id, league)
            act = one_of("action", action, MOD_ACTIONS)
            if act == "create":
                return await self._create(lg, channel_id, guild_id, user_id, name, rounds, playoff, match)
            return await self._retried(await self._event(lg, name), lambda event: self._paired(lg, event))
        except Mistake as e:
            return oops(str(e))

    async def _paired(self, lg: League, event: EventRow) -> Reply | None:
        text = await self._advance(lg, event)
        return None if text is None else Reply(text=text, mentions=await self._mentions(event))

    async def _retried(self, event: EventRow, step: Callable[[EventRow], Awaitable[Reply | None]]) -> Reply:
        """``step`` from the event as read, read again while it answers None (the event
        changed a moment ago: a join, a result, a pairing)."""
        for _ in range(TRIES):
            done = await step(event)
            if done is not None:
                return done
            fresh = await self.events.get_event(event.id)
            assert fresh is not None
            event = fresh
        raise Mistake(vt("lg-err-event-busy"))

    async def _create(
        self,
        lg: League,
        channel_id: int,
        guild_id: int | None,
        user_id: int,
        name: str | None,
        rounds: float | None,
        playoff: str | None,
        match: str | None,
    ) -> Reply:
        title = " ".join((name or "").split())
        if not 1 <= len(title) <= 40:
            raise Mistake(vt("lg-err-event-name"))
        count = in_range("rounds", rounds, 1, MAX_ROUNDS)
        n_rounds = DEFAULT_ROUNDS if count is None else int(count)
        if count is not None and count != n_rounds:
            raise Mistake(vt("lg-err-number", option="rounds", value=f"{count:g}"))
        size_word = one_of("playoff", playoff, PLAYOFFS, "none")
        scheme = one_of("match", match, SCHEMES, Scheme.SINGLE.value)
        season = await self.directory.season(lg)
        assert season is not None
        row = await self.events.create_event(
            lg.id,
            season.id,
            title,
            n_rounds,
            PLAYOFFS[size_word],
            scheme,
            channel_id,
            guild_id,
            user_id,
            self.clock(),
        )
        if row is None:
            raise Mistake(vt("lg-err-event-taken", name=title, league=lg.name))
        log.info("league event created", extra={"ctx": {"league": lg.id, "event": row.id}})
        tr = i18n.translator(lg.setting("lang"))
        return Reply(text=tr("lg-event-created", event=row.name, league=lg.name) + " " + self._format(row, tr))

    @staticmethod
    def _format(event: EventRow, tr: i18n.Tr) -> str:
        return tr(
            "lg-event-format",
            rounds=event.rounds,
            scheme=tr(f"lg-event-scheme-{event.scheme}"),
            playoff=event.playoff,
        )

    # ------------------------------------------------------------------ members
    async def member(
        self,
        channel_id: int,
        user_id: int,
        action: str | None = None,
        *,
        name: str | None = None,
        round_: int | None = None,
        league: str | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """``show`` an event (its round, pairings, standings and bracket; ``round_`` an
        earlier round's pairings), ``join`` it or ``withdraw`` from it."""
        try:
            lg = await self.directory.league(guild_id, channel_id, league)
            act = one_of("action", action, MEMBER_ACTIONS, "show")
            event = await self._event(lg, name)
            if act == "show":
                return await self._show(lg, event, round_, user_id)
            await self.directory.member(lg, user_id)
            if act == "join":
                return await self._retried(event, lambda e: self._join(lg, e, user_id))
            return await self._retried(event, lambda e: self._withdraw(lg, e, user_id))
        except Mistake as e:
            return oops(str(e))

    async def _join(self, lg: League, event: EventRow, user_id: int) -> Reply | None:
        if event.status not in (EVENT_OPEN, EVENT_SWISS) or event.round * 2 >= event.rounds:
            raise Mistake(vt("lg-err-event-closed", event=event.name))
        entrants = await self.events.entrants(event.id)
        mine = next((x for x in entrants if x.user_id == user_id), None)
        if mine is not None:
            key = "lg-err-event-withdrawn" if mine.withdrawn_round is not None else "lg-err-event-joined"
            raise Mistake(vt(key, event=event.name))
        seed = None if event.round == 0 else max((x.seed or 0 for x in entrants), default=0) + 1
        done = await self.events.join(event, user_id, self.clock(), seed)
        if done == ALREADY:
            raise Mistake(vt("lg-err-event-joined", event=event.name))
        if done != OK:
            return None
        tr = i18n.translator(lg.setting("lang"))
        key = "lg-event-joined-late" if event.round else "lg-event-joined"
        return Reply(text=tr(key, user=mention(user_id), event=event.name, n=len(entrants) + 1, round=event.round + 1))

    async def _withdraw(self, lg: League, event: EventRow, user_id: int) -> Reply | None:
        if event.status == EVENT_DONE:
            raise Mistake(vt("lg-err-event-over", event=event.name))
        mine = next((x for x in await self.events.entrants(event.id) if x.user_id == user_id), None)
        if mine is None or mine.withdrawn_round is not None:
            raise Mistake(vt("lg-err-event-not-in", event=event.name))
        current = [m for m in await self.events.matches(event.id) if m.round == event.round and m.has(user_id)]
        forfeit = None
        for m in current:
            if m.status == MATCH_PLAYING:
                raise Mistake(vt("lg-err-event-mid-game", game=m.game_id or 0))
            if m.status == MATCH_OPEN and m.legs:
                raise Mistake(vt("lg-err-event-mid-duel"))
            if m.status == MATCH_OPEN:
                forfeit = m
        done = await self.events.withdraw(event, user_id, forfeit)
        if done == ALREADY:
            raise Mistake(vt("lg-err-event-not-in", event=event.name))
        if done != OK:
            return None
        tr = i18n.translator(lg.setting("lang"))
        text = tr("lg-event-withdrawn", user=mention(user_id), event=event.name)
        if forfeit is not None and forfeit.player_b is not None:
            other = forfeit.player_b if forfeit.player_a == user_id else forfeit.player_a
            text += " " + tr("lg-event-forfeit-win", user=mention(other))
        return Reply(text=text)

    # ------------------------------------------------------------------ pairing
    async def _advance(self, lg: League, event: EventRow) -> str | None:
        """Pair ``event``'s next round (or its playoff's, or end it) from the version read:
        the text to post, or None when somebody else changed the event a moment ago. A
        round still being played is a Mistake."""
        tr = i18n.translator(lg.setting("lang"))
        if event.status == EVENT_DONE:
            raise Mistake(vt("lg-err-event-over", event=event.name))
        await self._sync(event)
        matches = await self.events.matches(event.id)
        if any(m.round > event.round for m in matches):
            return None  # paired by somebody else since the event was read: read it again
        entrants = await self.events.entrants(event.id)
        # a member who left the league withdraws: their match not begun is forfeited (their
        # games in progress were resigned when they left)
        members = {m.user_id for m in await self.store.members(lg.id)}
        for x in entrants:
            if x.withdrawn_round is None and x.user_id not in members:
                waiting = [m for m in matches if m.round == event.round and m.has(x.user_id)]
                left = next((m for m in waiting if m.status == MATCH_OPEN and m.game_id is None), None)
                await self.events.withdraw(event, x.user_id, left)
                return None  # the event changed: read it again
        if any(m.status != MATCH_DONE for m in matches if m.round == event.round):
            raise Mistake(vt("lg-err-event-round-running", event=event.name, round=event.round))
        active = [x for x in entrants if x.withdrawn_round is None]
        out = {x.user_id for x in entrants} - {x.user_id for x in active}
        scheme = Scheme(event.scheme)
        if event.status == EVENT_PLAYOFF:
            return await self._next_playoff(lg, event, matches, scheme, tr, out)
        if event.round < event.rounds:
            return await self._next_swiss(lg, event, entrants, active, matches, scheme, tr)
        rows = self._standings(event, entrants, matches)
        seeds = [r.member for r in rows if r.member in {x.user_id for x in active}]
        if event.playoff and len(seeds) >= event.playoff:
            bracket = Bracket.of(seeds, event.playoff)
            pairs = bracket.first_round()
            if await self.events.pair(event, EVENT_PLAYOFF, STAGE_PLAYOFF, pairs, bracket=bracket.seeds) != OK:
                return None
            lines = [tr("lg-event-playoff-begins", event=event.name, n=event.playoff)]
            lines.append(self._stage_title(len(pairs), tr))
            lines += [self._pair_line(a, b, bracket, tr) for a, b in pairs]
            return "\n".join(lines)
        if not await self.events.finish(event):
            return None
        lines = [tr("lg-event-over", event=event.name)]
        if event.playoff:
            lines.append(tr("lg-event-playoff-too-few", n=event.playoff, count=len(seeds)))
        lines.append(self._standings_text(rows, scheme, entrants, tr, limit=3))
        return "\n".join(lines)

    async def _next_swiss(
        self,
        lg: League,
        event: EventRow,
        entrants: Sequence[EntrantRow],
        active: Sequence[EntrantRow],
        matches: Sequence[MatchRow],
        scheme: Scheme,
        tr: i18n.Tr,
    ) -> str | None:
        seeds: dict[int, int] | None = None
        if event.round == 0:
            if len(active) < 2:
                raise Mistake(vt("lg-err-event-few", event=event.name, n=len(active)))
            if event.playoff and len(active) < event.playoff:
                raise Mistake(vt("lg-err-event-playoff-few", n=event.playoff, count=len(active)))
            ratings = {r.user_id: r.ordinal for r in await self.store.ratings(event.season_id)}
            order = sorted(active, key=lambda x: (-ratings.get(x.user_id, 0.0), x.joined_at, x.user_id))
            seeds = {x.user_id: k for k, x in enumerate(order)}
        swiss = [as_match(m) for m in matches if m.stage == STAGE_SWISS]
        rows = {r.member: r for r in standings(scheme, [x.user_id for x in entrants], swiss)}
        theirs: dict[int, list[Match]] = {}
        for m in swiss:
            for member in m.members():
                theirs.setdefault(member, []).append(m)
        players = []
        for x in active:
            mine = theirs.get(x.user_id, [])
            played = [m for m in mine if m.played]
            seed = seeds[x.user_id] if seeds is not None else x.seed if x.seed is not None else len(entrants)
            players.append(
                Entrant(
                    x.user_id,
                    rows[x.user_id].points,
                    seed,
                    opponents=frozenset(o for m in mine if (o := m.opponent(x.user_id)) is not None),
                    byes=sum(1 for m in mine if m.bye),
                    firsts=sum(1 for m in played if m.a == x.user_id),
                    games=len(played),
                    last_first=(played[-1].a == x.user_id) if played else None,
                )
            )
        try:
            pairs = pair_round(players, rounds_after=event.rounds - event.round - 1)
        except NoPairing:
            raise Mistake(vt("lg-err-event-no-pairing", event=event.name)) from None
        pairs_ = [(p.first, p.second) for p in pairs]
        if await self.events.pair(event, EVENT_SWISS, STAGE_SWISS, pairs_, seeds=seeds) != OK:
            return None
        number = event.round + 1
        log.info("league event round paired", extra={"ctx": {"event": event.id, "round": number}})
        lines = [tr("lg-event-round-paired", event=event.name, round=number, rounds=event.rounds)]
        for a, b in pairs_:
            lines.append(self._pair_line(a, b, None, tr))
        lines.append(tr("lg-event-how-to-play", scheme=tr(f"lg-event-scheme-{event.scheme}")))
        return "\n".join(lines)

    async def _next_playoff(
        self,
        lg: League,
        event: EventRow,
        matches: Sequence[MatchRow],
        scheme: Scheme,
        tr: i18n.Tr,
        out: set[int],
    ) -> str | None:
        assert event.bracket is not None
        bracket = Bracket(event.bracket)
        last = [m for m in matches if m.round == event.round]
        winners = [bracket.winner(scheme, as_match(m)) for m in last]
        if len(winners) == 1:
            if not await self.events.finish(event):
                return None
            return tr("lg-event-champion", event=event.name, user=mention(winners[0]))
        pairs = bracket.next_round(winners)
        # a withdrawn winner's next match is a walkover
        if await self.events.pair(event, EVENT_PLAYOFF, STAGE_PLAYOFF, pairs, out=out) != OK:
            return None
        lines = [tr("lg-event-playoff-next", event=event.name), self._stage_title(len(pairs), tr)]
        lines += [self._pair_line(a, b, bracket, tr) for a, b in pairs]
        return "\n".join(lines)

    @staticmethod
    def _stage_title(pairs: int, tr: i18n.Tr) -> str:
        return tr({1: "lg-event-final", 2: "lg-event-semis"}.get(pairs, "lg-event-quarters"))

    @staticmethod
    def _pair_line(a: int, b: int | None, bracket: Bracket | None, tr: i18n.Tr) -> str:
        if b is None:
            return "• " + tr("lg-event-bye", user=mention(a))
        if bracket is not None:
            return f"• ({bracket.seed_of(a)}) {mention(a)} – ({bracket.seed_of(b)}) {mention(b)}"
        return f"• {mention(a)} – {mention(b)}"

    async def _mentions(self, event: EventRow) -> list[int]:
        """The players of the event's latest round."""
        return sorted({p for m in await self.events.matches(event.id, last=True) for p in m.players()})

    # ------------------------------------------------------------------ games
    async def next_game(self, lg: League, a: int, b: int) -> EventGame | None:
        """The next game of a running event's match between ``a`` and ``b``, if they have one."""
        found = await self.events.open_match(lg.id, a, b)
        if found is None:
            return None
        event, match = found
        assert match.player_b is not None
        if not match.legs:
            return EventGame(event, match, (match.player_a, match.player_b), None, 1)
        first = await self.games.get(match.legs[0].game)
        assert first is not None
        armies = dict(zip(first.players, first.armies, strict=False))
        # the return game: the second player moves first, the armies swapped
        return EventGame(
            event,
            match,
            (match.player_b, match.player_a),
            (armies[match.player_a], armies[match.player_b]),
            2,
        )

    async def link(self, lg: League, game: GameRecord) -> str:
        """A two-player league game just created: the game of its players' event match if
        they have one waiting and the game is the one the match expects (the first named on
        the first seat; a return game's armies swapped), so that a game of the queue, say,
        seated the other way stays an ordinary league game; the line to add to the game's
        announcement ("" if none)."""
        a, b = game.players
        if a is None or b is None:
            return ""
        expected = await self.next_game(lg, a, b)
        if expected is None or expected.players != (a, b):
            return ""
        if expected.armies is not None and tuple(game.armies) != expected.armies:
            return ""
        event, match = expected.event, expected.match
        if not await self.events.link_game(match.id, game.id):
            return ""
        tr = i18n.translator(lg.setting("lang"))
        legs = Scheme(event.scheme).legs
        return tr("lg-event-game", event=event.name, round=match.round, leg=len(match.legs) + 1, legs=legs)

    async def on_game_ended(self, ended: GameEnded) -> None:
        """The games store's announcement that a game ended: a leg of an event's match."""
        match = await self.events.match_of_game(ended.game.id)
        if match is not None:
            await self._record(match, ended.game)

    async def _record(self, match: MatchRow, game: GameRecord) -> None:
        if game.is_live:
            return
        event = await self.events.get_event(match.event_id)
        assert event is not None
        leg = leg_of(match, game)
        if await self.events.record_leg(match, game.id, leg, Scheme(event.scheme).legs):
            log.info(
                "league event leg recorded",
                extra={"ctx": {"event": event.id, "match": match.id, "game": game.id, "void": leg is None}},
            )

    async def _sync(self, event: EventRow) -> None:
        """Record the games of the event that ended while nobody listened (a restart)."""
        for m in await self.events.matches(event.id, round_=event.round, status=MATCH_PLAYING):
            if m.game_id is not None:
                game = await self.games.get(m.game_id)
                if game is not None and not game.is_live:
                    await self._record(m, game)

    # ------------------------------------------------------------------ the upkeep
    async def due_events(self, guild_ids: Sequence[int] | None = None) -> list[ChannelPost]:
        """Events whose round has every match decided: the next round paired (or the playoff,
        or the end) and posted in the event's channel, by one caller only (the event's
        version). For the upkeep loop and the console."""
        posts: list[ChannelPost] = []
        wanted = None if guild_ids is None else {guild_of(g) for g in guild_ids}
        for event in await self.events.live_events():
            if event.status == EVENT_OPEN:
                continue  # the moderators pair the first round
            lg = await self.store.get_league(event.league_id)
            if lg is None or (wanted is not None and lg.guild_id not in wanted):
                continue
            try:
                reply = await self._retried(event, lambda e: self._paired(lg, e))  # noqa: B023 - awaited here
            except Mistake:
                continue  # the round is still being played (or cannot be paired: the moderators are told)
            posts.append(ChannelPost(event.channel_id, reply))
        return posts

    # ------------------------------------------------------------------ showing
    def _standings(self, event: EventRow, entrants: Sequence[EntrantRow], matches: Sequence[MatchRow]) -> list[Row]:
        return event_standings(event, entrants, matches)

    async def _show(self, lg: League, event: EventRow, round_: int | None, viewer: int = 0) -> Reply:
        tr = i18n.translator(viewer_lang())
        await self._sync(event)
        fresh = await self.events.get_event(event.id)
        assert fresh is not None
        event = fresh
        entrants = await self.events.entrants(event.id)
        matches = await self.events.matches(event.id)
        scheme = Scheme(event.scheme)
        state = tr(f"lg-event-status-{event.status}", round=event.round, rounds=event.rounds)
        lines = [tr("lg-event-title", event=event.name, league=lg.name, status=state), self._format(event, tr)]
        if event.status == EVENT_OPEN:
            entered = [x for x in entrants if x.withdrawn_round is None]
            who = ", ".join(mention(x.user_id) for x in entered) or "—"
            lines.append(tr("lg-event-entrants", n=len(entered), users=who))
            return Reply(text="\n".join(lines), ephemeral=True)
        shown = event.round if round_ is None else round_
        if not 1 <= shown <= event.round:
            raise Mistake(vt("lg-err-event-round", round=shown, rounds=event.round))
        bracket = Bracket(event.bracket) if event.bracket else None
        ms = [m for m in matches if m.round == shown]
        if ms and ms[0].stage == STAGE_PLAYOFF:
            lines.append(self._stage_title(len(ms), tr))
        else:
            lines.append(tr("lg-event-round", round=shown, rounds=event.rounds))
        # the first pairings and the viewer's own (a Discord message holds 2,000 characters)
        shown_ms = [m for k, m in enumerate(ms) if k < SHOWN_ROWS or m.has(viewer)]
        lines += [self._match_line(m, scheme, bracket if m.stage == STAGE_PLAYOFF else None, tr) for m in shown_ms]
        if len(ms) > len(shown_ms):
            lines.append(tr("lg-event-more", n=len(ms) - len(shown_ms)))
        rows = self._standings(event, entrants, matches)
        lines.append(tr("lg-event-standings"))
        lines.append(self._standings_text(rows, scheme, entrants, tr, limit=SHOWN_ROWS))
        if len(rows) > SHOWN_ROWS:
            lines.append(tr("lg-event-more", n=len(rows) - SHOWN_ROWS))
        if bracket is not None and round_ is None:
            lines.append(tr("lg-event-bracket"))
            for m in (m for m in matches if m.stage == STAGE_PLAYOFF):
                lines.append(self._match_line(m, scheme, bracket, tr, titled=True, count=self._count(matches, m)))
        # the standings picture: match points and the tiebreaks (bot/league/event_picture.py)
        names = {m.user_id: m.name for m in await self.store.members(lg.id, current=False) if m.name}
        out = {x.user_id for x in entrants if x.withdrawn_round is not None}
        played = min(event.round, event.rounds)  # the Swiss rounds: the playoff is not in the table
        img = await event_standings_image(event.id, event.name, played, rows, names, out, tr.lang)
        return Reply(text="\n".join(lines), ephemeral=True, images=[img])

    @staticmethod
    def _count(matches: Sequence[MatchRow], m: MatchRow) -> int:
        return sum(1 for x in matches if x.round == m.round)

    def _standings_text(
        self, rows: Sequence[Row], scheme: Scheme, entrants: Sequence[EntrantRow], tr: i18n.Tr, limit: int = 0
    ) -> str:
        out = {x.user_id for x in entrants if x.withdrawn_round is not None}
        lines = []
        for r in rows[:limit] if limit else rows:
            lines.append(
                tr(
                    "lg-event-row",
                    place=r.place,
                    user=mention(r.member),
                    points=_num(tr, r.points),
                    hq=f"{r.hq:+d}",
                    h2h=_num(tr, r.h2h),
                    buchholz=_num(tr, r.buchholz),
                    sb=_num(tr, r.sonneborn_berger),
                    won=r.won,
                    drawn=r.drawn,
                    lost=r.lost,
                    byes=r.byes,
                )
                + (" " + tr("lg-event-row-withdrawn") if r.member in out else "")
            )
        return "\n".join(lines)

    def _match_line(
        self,
        m: MatchRow,
        scheme: Scheme,
        bracket: Bracket | None,
        tr: i18n.Tr,
        *,
        titled: bool = False,
        count: int = 0,
    ) -> str:
        head = self._pair_line(m.player_a, m.player_b, bracket, tr)
        if titled:
            head = "• " + self._stage_title(count, tr) + ": " + head[2:]
        if m.player_b is None:
            return head
        if m.forfeited:
            state = tr("lg-event-forfeited", users=", ".join(mention(u) for u in m.forfeited))
            if bracket is not None:  # a walkover; both forfeited: the higher seed (L3, L20)
                state += " " + tr("lg-event-through", user=mention(bracket.winner(scheme, as_match(m))))
        elif m.status == MATCH_PLAYING:
            state = tr("lg-event-playing", game=m.game_id or 0, leg=len(m.legs) + 1, legs=scheme.legs)
        elif m.status == MATCH_OPEN:
            state = tr("lg-event-to-play", leg=len(m.legs) + 1, legs=scheme.legs)
        else:
            match = as_match(m)
            pa, pb = match_points(scheme, match)
            hq_a = sum(x.hq_a for x in m.legs)
            state = tr(
                "lg-event-score",
                a=_num(tr, pa),
                b=_num(tr, pb),
                hq_a=hq_a,
                hq_b=hq_a - hq_balance(match),
                games=", ".join(f"#{x.game}" for x in m.legs),
            )
            if bracket is not None:
                state += " " + tr("lg-event-through", user=mention(bracket.winner(scheme, match)))
        return f"{head}: {state}"


def _num(tr: i18n.Tr, value: float) -> str:
    return tr.decimal(value, 0 if value == int(value) else 1)
