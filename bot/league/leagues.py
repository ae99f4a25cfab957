"""The league use cases together, built from their collaborators (:func:`build_leagues`);
the application (:mod:`bot.app`) holds one."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from bot.league.clock import LeagueClock
from bot.league.directory import Directory
from bot.league.divisions import Divisions
from bot.league.drafts import ArmyDrafts
from bot.league.events import SwissEvents
from bot.league.fixtures import RoundRobin
from bot.league.matchmaking import Matchmaking
from bot.league.membership import Membership
from bot.league.reports import EventReports
from bot.league.roles import RankRoles
from bot.league.rulings import Rulings
from bot.league.seasons import Seasons
from bot.league.settlement import Settlement
from bot.league.standings import Standings
from bot.replies import Press
from bot.storage.league import LeagueStore
from bot.storage.league_clock import ClockStore
from bot.storage.league_events import EventStore
from bot.usecases.clock import Clock
from bot.usecases.endings import Endings
from bot.usecases.games import GamesStore
from bot.usecases.seats import ComputerSeat
from bot.usecases.starting import GameSetup
from bot.usecases.turn_clock import TurnClock


@dataclass(frozen=True, slots=True)
class Leagues:
    """The leagues' use cases, one object per concern."""

    directory: Directory
    settlement: Settlement
    seasons: Seasons
    membership: Membership
    matchmaking: Matchmaking
    drafts: ArmyDrafts
    schedule: RoundRobin
    standings: Standings
    roles: RankRoles
    events: SwissEvents
    clock: LeagueClock
    rulings: Rulings
    reports: EventReports
    divisions: Divisions

    def parts(self) -> list[object]:
        """The use-case objects (the operators' metrics time their methods)."""
        return [
            self.settlement,
            self.seasons,
            self.membership,
            self.matchmaking,
            self.drafts,
            self.schedule,
            self.standings,
            self.roles,
            self.events,
            self.clock,
            self.rulings,
            self.reports,
        ]


def build_leagues(
    store: LeagueStore,
    event_store: EventStore,
    clocks: ClockStore,
    games: GamesStore,
    setup: GameSetup,
    endings: Endings,
    turn_clock: TurnClock,
    computer: ComputerSeat,
    rng: random.Random,
    clock: Clock,
    line_of: Callable[[Press], str],
) -> Leagues:
    """The leagues over their storage and the games' use cases; their settlement hears from
    the games store when a game ends. ``line_of`` writes a command out (see :class:`Standings`)."""
    directory = Directory(store, clock)
    divisions = Divisions(store, clocks, games)
    settlement = Settlement(directory, store, games, computer, clock, clocks)
    games.on_game_ended(settlement.on_game_ended)
    standings = Standings(directory, settlement, store, games, line_of, clocks, divisions)
    # a Swiss event hears of its games' ends after the settlement (docs/leagues.md, "Swiss events")
    events = SwissEvents(directory, store, event_store, games, clock)
    games.on_game_ended(events.on_game_ended)
    matchmaking = Matchmaking(directory, store, games, setup, computer, rng, clock, events)
    return Leagues(
        directory=directory,
        settlement=settlement,
        seasons=Seasons(directory, settlement, standings, store, turn_clock, clock, divisions),
        membership=Membership(directory, settlement, store, games, setup, endings, clock),
        matchmaking=matchmaking,
        drafts=matchmaking.drafts,
        schedule=RoundRobin(directory, store, clocks, clock, divisions),
        standings=standings,
        roles=RankRoles(directory, settlement, standings, store),
        events=events,
        rulings=Rulings(directory, store, clocks, event_store, games, endings, clock),
        clock=LeagueClock(directory, store, clocks, event_store, games, endings, turn_clock, clock),
        reports=EventReports(directory, store, event_store, clocks, events),
        divisions=divisions,
    )
