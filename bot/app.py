"""The application, wired in one place: every use case built with its collaborators.

``build_app(repo, renderer, clock, ...)`` is how the console, the Discord adapter, the
benchmarks and the tests make the application; :func:`open_app` also opens the storage, the
render pool and the computer player's worker processes from :class:`~bot.config.Settings`
and closes them afterwards. What the use cases share is built once here and handed to
each constructor: a reader finds who uses what from the constructors, and the type
checker sees every call.

::

    repo ─ GamesStore ─ GameAccess ─┬─ GameSetup, Turns (ActionMenus), Placement, DancePlanner
           (GameEnded) │             ├─ Agreements ─ Endings ─ PlayByPost
                       │             └─ Information, Hints
                       ├─ LiveMessages, BattleOutbox, ComputerPlayer
                       └─ Leagues (bot/league/: settles a game when the store announces its end)
    Preferences ─ People     NameBook ─ Pictures (renderer) ─ Lab, Puzzles     Warzone (repo, rng)
    WebLinks (the web pages' addresses: LiveMessages, /hexhistory, /league standings) ─ WebModeration
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from concurrent.futures import Executor
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from bot.chance import Chance
from bot.commands.syntax import line_of
from bot.config import Settings
from bot.dispatch import CommandLine
from bot.league.leagues import Leagues, build_leagues
from bot.rendering import NullRenderPool, Renderer, RenderPool
from bot.storage import open_repository
from bot.storage.league import LeagueStore
from bot.storage.repository import Repository
from bot.usecases.access import GameAccess
from bot.usecases.agreements import Agreements
from bot.usecases.ai import ComputerPlayer
from bot.usecases.clock import Clock
from bot.usecases.dance import DancePlanner
from bot.usecases.deliveries import Deliveries
from bot.usecases.endings import Endings
from bot.usecases.games import GamesStore
from bot.usecases.hint import Hints
from bot.usecases.info import Information
from bot.usecases.lab import Lab
from bot.usecases.lab_board import LabBoards
from bot.usecases.legal import LegalActions
from bot.usecases.live import LiveMessages
from bot.usecases.names import NameBook
from bot.usecases.outbox import BattleOutbox
from bot.usecases.people import People, Preferences
from bot.usecases.pictures import Pictures
from bot.usecases.placement import Placement
from bot.usecases.play_by_post import PlayByPost
from bot.usecases.puzzles import Puzzles
from bot.usecases.seats import ComputerSeat
from bot.usecases.starting import GameSetup
from bot.usecases.surface import ActionMenus
from bot.usecases.turn_clock import TurnClock
from bot.usecases.turns import Turns
from bot.usecases.warzone import Warzone
from bot.usecases.web import WebModeration
from bot.web.links import WebLinks


@dataclass(eq=False)
class App:
    """The use cases of the bot, each an object of its own (see the module docstring)."""

    repo: Repository
    league_store: LeagueStore
    clock: Clock
    settings: Settings
    computer: ComputerSeat
    games: GamesStore
    legal: LegalActions
    names: NameBook
    pictures: Pictures
    prefs: Preferences
    setup: GameSetup
    turns: Turns
    menus: ActionMenus
    placement: Placement
    dance: DancePlanner
    agreements: Agreements
    endings: Endings
    pbp: PlayByPost
    live: LiveMessages
    outbox: BattleOutbox
    deliveries: Deliveries
    info: Information
    lab: Lab
    lab_boards: LabBoards
    puzzles: Puzzles
    people: People
    ai: ComputerPlayer
    hints: Hints
    warzone: Warzone
    leagues: Leagues
    links: WebLinks
    web: WebModeration
    commands: CommandLine = field(init=False)

    def __post_init__(self) -> None:
        self.commands = CommandLine(self)  # command lines: the console, buttons and menus

    def use_cases(self) -> list[object]:
        """The objects the adapters call (the operators' metrics time their methods)."""
        return [
            self.setup,
            self.turns,
            self.menus,
            self.placement,
            self.dance,
            self.endings,
            self.pbp,
            self.live,
            self.outbox,
            self.info,
            self.lab,
            self.lab_boards,
            self.puzzles,
            self.people,
            self.names,
            self.ai,
            self.hints,
            self.warzone,
            *self.leagues.parts(),
            self.web,
            self.commands,
        ]


def build_app(
    repo: Repository,
    renderer: Renderer,
    clock: Clock,
    *,
    settings: Settings | None = None,
    rng: random.Random | None = None,
    ai_user_id: int | None = None,
    ai_executor: Executor | None = None,
    layout: str = "full",
) -> App:
    """The application over ``repo`` (see :func:`bot.storage.open_repository`), drawing with
    ``renderer`` (a :class:`~bot.rendering.RenderPool`, or ``NullRenderPool`` for no images),
    reading the time from ``clock``. ``rng`` seeds new games and random choices (default: unpredictable, :class:`bot.chance.Chance`);
    ``ai_user_id`` is the computer player's user id (settable later: ``app.computer.user_id``);
    ``ai_executor`` runs its decisions (a process pool in the bot; ``None``: a thread);
    ``layout``: the pictures' layout, ``full`` (the console) or ``phone`` (Discord)."""
    settings = settings or Settings()
    rng = rng or Chance()
    stores = repo.stores
    league_store = stores.leagues
    computer = ComputerSeat(ai_user_id)
    legal = LegalActions()
    turn_clock = TurnClock(stores.reminders, stores.channels, clock, settings, computer)
    games = GamesStore(stores.games, clock, turn_clock)
    names = NameBook(stores.names, clock)
    pictures = Pictures(renderer, names, layout)
    prefs = Preferences(stores.prefs)
    access = GameAccess(games, pictures, legal)
    setup = GameSetup(games, access, pictures, legal, prefs, turn_clock, computer, rng, clock)
    menus = ActionMenus(access, legal)
    turns = Turns(games, access, menus, pictures, legal, prefs, computer)
    agreements = Agreements(games, access, computer, clock)
    endings = Endings(games, access, agreements, pictures, legal, prefs, turn_clock, computer, clock)
    pbp = PlayByPost(
        stores.reminders,
        stores.channels,
        games,
        access,
        agreements,
        legal,
        prefs,
        turn_clock,
        computer,
        league_store,
        settings,
        clock,
    )
    links = WebLinks(stores.web, settings, clock)  # the web pages' addresses (docs/web.md)
    live = LiveMessages(stores.games, stores.channels, games, pictures, legal, computer, clock, links)
    leagues = build_leagues(
        league_store, stores.events, stores.clocks, games, setup, endings, turn_clock, computer, rng, clock, line_of
    )
    lab = Lab(games, pictures, links)  # the rules lab, and its boards set up with buttons
    return App(
        repo=repo,
        league_store=league_store,
        clock=clock,
        settings=settings,
        computer=computer,
        games=games,
        legal=legal,
        names=names,
        pictures=pictures,
        prefs=prefs,
        setup=setup,
        turns=turns,
        menus=menus,
        placement=Placement(access, pictures, legal, computer),
        dance=DancePlanner(access, pictures, legal),
        agreements=agreements,
        endings=endings,
        pbp=pbp,
        live=live,
        outbox=BattleOutbox(stores.games, stores.outbox, games, pictures, settings, clock),
        deliveries=Deliveries(
            stores.games, stores.deliveries, stores.reminders, games, live, pictures, pbp, clock, rng=random.Random()
        ),
        lab=lab,
        lab_boards=LabBoards(lab),
        puzzles=Puzzles(stores.puzzles, pictures, clock, rng),
        info=Information(games, access, pictures, renderer, legal, settings, clock),
        people=People(stores.games, prefs, clock),
        ai=ComputerPlayer(games, endings, live, pictures, legal, prefs, computer, settings, ai_executor),
        hints=Hints(access, computer, settings, ai_executor),
        warzone=Warzone(stores.rolls, rng, clock),
        leagues=leagues,
        links=links,
        web=WebModeration(games, links, leagues.directory),
    )


@asynccontextmanager
async def open_app(
    settings: Settings,
    clock: Clock,
    *,
    rng: random.Random | None = None,
    images: bool = True,
    layout: str = "full",
) -> AsyncIterator[App]:
    """The application on the storage ``settings.db_path`` names, with a render pool
    (``images=False``: no images) and the computer player's worker processes; all of them
    are closed when the block ends. The console and the Discord bot start this way (the
    bot with ``layout="phone"``: its pictures are read on phones)."""
    from bot.ai_workers import ai_process_pool

    repo = await open_repository(settings.db_path)
    pool: Renderer = RenderPool(settings.render_threads) if images else NullRenderPool()
    ai_pool = ai_process_pool(settings.ai_workers)
    try:
        yield build_app(repo, pool, clock, settings=settings, rng=rng, ai_executor=ai_pool, layout=layout)
    finally:
        pool.close()
        ai_pool.shutdown(wait=False, cancel_futures=True)
        await repo.close()
