"""The web companion's aiohttp application (docs/web.md).

Read-only: every route is a GET, none changes anything. A game page is reached only through
its token (``/g/<token>``); a league's only once its moderators made it public
(``/l/<token>``), and that league's games through it (``/l/<token>/g/<game>``). Pages are
Jinja2 templates (autoescaped) with one stylesheet and one script from ``/static`` under a
strict Content-Security-Policy (no inline script or style); every response carries the
security headers; each address is rate-limited (a token bucket); the replayed histories and
the pictures are held in bounded caches.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import jinja2
from aiohttp import web
from markupsafe import Markup, escape

import i18n
from bot.config import utc_now
from bot.history import export
from bot.league.reports import Document
from bot.readers import Mistake
from bot.rendering import Renderer
from bot.storage.base import GameRecord
from bot.storage.league import League, LeagueStore
from bot.storage.web import KIND_GAME, KIND_LEAGUE, WebStore, WebToken
from bot.usecases.lab import Outcome, lab_record, outcome_text, resolve
from bot.usecases.names import NameBook
from bot.usecases.wording import state_of
from bot.web import assets
from bot.web.leagues import OUTCOMES, LeaguePages, rating_chart
from bot.web.model import GameView, History, LabView, Step, Wording, history, lab_view, public_export, seat_names
from bot.web.pictures import ByteCache, StepPictures
from renderer import layout_for
from rules.position import PositionCodeError
from rules.position import state_of as position_state
from rules.scenario import ScenarioError
from rules.state import GameState

log = logging.getLogger(__name__)

HERE = Path(__file__).parent
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
# A picture opened on its own (a tap on it opens it full size) is shown in the browser's own
# image page, which styles itself inline: a PNG carries no markup to guard, so it may.
PICTURE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'"
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",  # the addresses carry the tokens
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "X-Robots-Tag": "noindex, nofollow",  # the addresses carry tokens: no search engine lists them
}
LANG_COOKIE = "hexbot_lang"
HISTORIES = 64  # replayed games kept (by game and version), and worded views (by game, version, language)
POLL_SECONDS = 10  # how often a live game's page asks whether a new action was stored (default)
TOKEN_SECONDS = 2.0  # a resolved address is trusted this long (a revoked one stops working after it)
GAME_SECONDS = 1.0  # a game's record is read again after this long (its new actions show then)
RECORDS = 4096  # resolved addresses and game records kept
LAYOUTS = ("full", "phone")  # the pictures: landscape (wide screens) and portrait (phones, below 700 px)
YEAR = 365 * 86400
NUMBER = re.compile(r"[0-9]+")


def picture_sizes(state: GameState) -> dict[str, tuple[int, int]]:
    """The board picture's size in pixels in each layout (the page reserves its room)."""
    frames = {layout: layout_for(state, layout=layout) for layout in LAYOUTS}
    return {layout: (f.width, f.height) for layout, f in frames.items()}


def markup(tr: i18n.Tr, msg_id: str, **parts: Any) -> Markup:
    """A message with HTML in its placeables (``<time>`` elements): the message's own text
    escaped, the parts (already safe markup) set in."""
    marks = {key: f"\ue000{i}\ue001" for i, key in enumerate(parts)}
    text = escape(tr(msg_id, **marks))
    for key, mark in marks.items():
        text = text.replace(mark, escape(parts[key]))
    return Markup(text)


def accept_language(header: str | None) -> str | None:
    """The first of our languages in an ``Accept-Language`` header (by its q-values)."""
    if not header:
        return None
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")):
        bits = part.strip().split(";")
        tag = bits[0].strip().lower()
        q = 1.0
        for b in bits[1:]:
            b = b.strip()
            if b.startswith("q="):
                try:
                    q = float(b[2:])
                except ValueError:
                    q = 0.0
        if tag and q > 0:
            ranked.append((-q, i, tag))
    for _, _, tag in sorted(ranked):
        base = tag.split("-")[0]
        if base in i18n.LANGS:
            return base
    return None


class RateLimiter:
    """A token bucket per client address: ``rate`` requests a second, bursts of ``burst``;
    at most ``addresses`` buckets are kept (the least recently seen are forgotten)."""

    def __init__(self, rate: float = 30.0, burst: float = 300.0, addresses: int = 10_000) -> None:
        self.rate = rate
        self.burst = burst
        self.addresses = addresses
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def allow(self, address: str, now: float | None = None) -> bool:
        if self.rate <= 0:  # no limit
            return True
        now = time.monotonic() if now is None else now
        tokens, last = self._buckets.pop(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        allowed = tokens >= 1.0
        self._buckets[address] = (tokens - 1.0 if allowed else tokens, now)
        while len(self._buckets) > self.addresses:
            self._buckets.popitem(last=False)
        return allowed


@dataclass(frozen=True, slots=True)
class LabPosition:
    """A position code resolved for the lab's page: its set-up (``board``: before = state)
    and its battle (``battle``: the set-up, the events, the state after), its outcome."""

    code: str
    record: GameRecord
    board: Step
    battle: Step
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class LabRefusal:
    """Why a code has no lab page: a message id of the catalogue and its arguments."""

    message: str
    args: dict[str, Any]


@dataclass(frozen=True, slots=True)
class GameScope:
    """A game as one address shows it: ``base`` is the game page's path."""

    game: GameRecord
    base: str
    league: League | None = None
    league_base: str = ""


class WebSite:
    """The pages, over the bot's stores, name book and render pool."""

    def __init__(
        self,
        repo: Any,
        renderer: Renderer,
        pages: LeaguePages,
        *,
        limiter: RateLimiter | None = None,
        picture_bytes: int | None = None,
        monotonic: Callable[[], float] = time.monotonic,
        poll: int = POLL_SECONDS,
    ) -> None:
        self.monotonic = monotonic
        self.poll = poll
        self._tokens: OrderedDict[str, tuple[float, WebToken | None]] = OrderedDict()
        self._games: OrderedDict[int, tuple[float, GameRecord | None]] = OrderedDict()
        self._reading: dict[tuple[int, Any], asyncio.Future[Any]] = {}
        self.repo = repo
        self.tokens: WebStore = repo.stores.web
        self.league_store: LeagueStore = repo.stores.leagues
        self.names = NameBook(repo.stores.names, utc_now)  # it only reads here
        self.pictures = StepPictures(renderer, ByteCache(picture_bytes) if picture_bytes else None)
        self.pages = pages
        self.limiter = limiter if limiter is not None else RateLimiter()
        self._histories: OrderedDict[tuple[int, int], History] = OrderedDict()
        self._views: OrderedDict[tuple[int, int, str], GameView] = OrderedDict()
        self._labs: OrderedDict[str, LabPosition | LabRefusal] = OrderedDict()
        self._lab_views: OrderedDict[tuple[str, str], LabView] = OrderedDict()
        self.timings: list[tuple[str, float]] | None = None  # (route, seconds) when a bench asks
        self.assets = assets.load()
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(HERE / "templates"),
            autoescape=jinja2.select_autoescape(["html", "svg"]),
            trim_blocks=True,
            lstrip_blocks=True,
        )
        self.env.globals["static"] = lambda name: f"/static/{name}?v={self.assets[name].version}"
        self.env.globals["markup"] = markup

    # ------------------------------------------------------------------ the application
    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._limit, self._errors])
        r = app.router
        r.add_get("/", self.index)
        r.add_get("/healthz", self.health)
        r.add_get("/static/{name}", self.static)
        r.add_get("/favicon.ico", self.static)
        r.add_get("/apple-touch-icon.png", self.static)
        for prefix, scope in (("/g/{token}", self._game_scope), ("/l/{token}/g/{game}", self._league_game_scope)):
            r.add_get(prefix, self._with(scope, self.game_page))
            r.add_get(prefix + "/s/{step}", self._with(scope, self.game_page))
            # a picture's address holds its language and layout: it varies by nothing else
            pictures = prefix + "/s/{step}/{lang:[a-z]+}/{layout:full|phone}"
            r.add_get(pictures + r"/board-{seq:\d+}.png", self._with(scope, self.board_png))
            r.add_get(pictures + r"/b{battle:\d+}-{picture:\d+}-{seq:\d+}.png", self._with(scope, self.battle_png))
            r.add_get(prefix + "/version.json", self._with(scope, self.version_json))
            r.add_get(prefix + "/export.json", self._with(scope, self.export_json))
        r.add_get("/lab/{code}", self.lab_page)
        lab_pictures = "/lab/{code}/{lang:[a-z]+}/{layout:full|phone}"
        r.add_get(lab_pictures + "/board.png", self.lab_board_png)
        r.add_get(lab_pictures + r"/b{battle:\d+}-{picture:\d+}.png", self.lab_battle_png)
        r.add_get("/l/{token}", self.league_page)
        r.add_get("/l/{token}/season/{number}", self.league_page)
        r.add_get("/l/{token}/p/{ref}", self.profile_page)
        r.add_get("/l/{token}/e/{event}", self.event_page)
        r.add_get("/l/{token}/e/{event}/{what:event|event-standings}.{form:csv|json}", self.event_file)
        r.add_get("/l/{token}/rulings.{form:csv|json}", self.rulings_file)
        r.add_get("/l/{token}/season/{number}/rulings.{form:csv|json}", self.rulings_file)
        app.on_response_prepare.append(self._headers)
        return app

    @staticmethod
    async def _headers(request: web.Request, response: web.StreamResponse) -> None:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        response.headers.pop("Server", None)
        if "Cache-Control" not in response.headers:
            response.headers["Cache-Control"] = "private, no-cache"

    @web.middleware
    async def _limit(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            raise web.HTTPMethodNotAllowed(request.method, ["GET", "HEAD"])
        if not self.limiter.allow(request.remote or "?"):
            return web.Response(status=429, text="Too many requests\n", headers={"Retry-After": "5"})
        start = time.perf_counter()
        response = await handler(request)
        took = time.perf_counter() - start
        response.headers["Server-Timing"] = f"app;dur={took * 1000:.2f}"
        if self.timings is not None:
            route = request.match_info.route.resource
            self.timings.append((route.canonical if route is not None else "?", took))
        return response

    @web.middleware
    async def _errors(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        try:
            return await handler(request)
        except web.HTTPNotFound:
            return self._page(request, "error.html", {"message": self._tr(request)("web-not-found")}, status=404)

    # ------------------------------------------------------------------ language and templates
    def _lang(self, request: web.Request) -> str:
        chosen = request.query.get("lang")
        if chosen in i18n.LANGS:
            return str(chosen)
        cookie = request.cookies.get(LANG_COOKIE)
        if cookie in i18n.LANGS:
            return str(cookie)
        return accept_language(request.headers.get("Accept-Language")) or i18n.DEFAULT

    def _tr(self, request: web.Request) -> i18n.Tr:
        return i18n.translator(self._lang(request))

    def _page(self, request: web.Request, template: str, context: dict[str, Any], status: int = 200) -> web.Response:
        lang = self._lang(request)
        tr = i18n.translator(lang)
        html = self.env.get_template(template).render(
            t=tr,
            lang=lang,
            langs=[(code.code, code.name) for code in i18n.LANGUAGES],
            path=request.path,
            **context,
        )
        response = web.Response(text=html, content_type="text/html", charset="utf-8", status=status)
        response.headers["Content-Language"] = lang
        response.headers["Vary"] = "Accept-Language, Cookie"
        if request.query.get("lang") in i18n.LANGS:
            response.set_cookie(LANG_COOKIE, lang, max_age=365 * 86400, samesite="Strict", httponly=True)
        return response

    async def index(self, request: web.Request) -> web.Response:
        return self._page(request, "index.html", {})

    async def health(self, request: web.Request) -> web.Response:
        return web.Response(text="ok\n")

    async def static(self, request: web.Request) -> web.Response:
        """A fixed file by its name (nothing else under /static is found); kept a year by the
        browser when asked for with its content's version, as the pages link it."""
        asset = self.assets.get(request.match_info.get("name") or request.path.lstrip("/"))
        if asset is None:
            raise web.HTTPNotFound()
        fresh = request.query.get("v") == asset.version
        cache = f"public, max-age={YEAR}, immutable" if fresh else "public, max-age=86400"
        return web.Response(body=asset.body, content_type=asset.content_type, headers={"Cache-Control": cache})

    @staticmethod
    def _number(request: web.Request, key: str, low: int = 0) -> int:
        """The number in the address's ``key`` part: not found unless digits and at least
        ``low``; written otherwise than plainly (``00001``), the plain address's redirect."""
        raw = request.match_info[key]
        if NUMBER.fullmatch(raw) is None or int(raw) < low:
            raise web.HTTPNotFound()
        n = int(raw)
        if raw != str(n):
            resource = request.match_info.route.resource
            assert resource is not None
            url = resource.url_for(**{**request.match_info, key: str(n)}).with_query(request.query)
            raise web.HTTPMovedPermanently(location=str(url))
        return n

    # ------------------------------------------------------------------ records, briefly remembered
    async def _remembered(
        self, cache: OrderedDict[Any, tuple[float, Any]], key: Any, ttl: float, read: Callable[[], Awaitable[Any]]
    ) -> Any:
        """``read()``'s answer, kept ``ttl`` seconds: under load most requests of a page
        (its pictures) read the database once a second, not once each; requests arriving
        while it is read wait for that one read."""
        now = self.monotonic()
        found = cache.get(key)
        if found is not None and found[0] > now:
            cache.move_to_end(key)
            return found[1]
        pending = self._reading.get((id(cache), key))
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._reading[(id(cache), key)] = future
        try:
            value = await read()
        except BaseException as e:
            future.set_exception(e)
            future.exception()  # retrieved: no warning when nobody else waited
            raise
        finally:
            del self._reading[(id(cache), key)]
        future.set_result(value)
        cache[key] = (now + ttl, value)
        cache.move_to_end(key)
        while len(cache) > RECORDS:
            cache.popitem(last=False)
        return value

    async def resolve(self, token: str) -> WebToken | None:
        found: WebToken | None = await self._remembered(
            self._tokens, token, TOKEN_SECONDS, lambda: self.tokens.resolve_web_token(token)
        )
        return found

    async def game(self, game_id: int) -> GameRecord | None:
        found: GameRecord | None = await self._remembered(
            self._games, game_id, GAME_SECONDS, lambda: self.repo.stores.games.get_game(game_id)
        )
        return found

    # ------------------------------------------------------------------ games
    async def _game_scope(self, request: web.Request) -> GameScope:
        token = await self.resolve(request.match_info["token"])
        if token is None or token.kind != KIND_GAME:
            raise web.HTTPNotFound()
        game = await self.game(token.object_id)
        if game is None:
            raise web.HTTPNotFound()
        return GameScope(game, f"/g/{token.token}")

    async def _league_game_scope(self, request: web.Request) -> GameScope:
        lg, base = await self._league(request)
        game_id = self._number(request, "game", 1)
        found = await self.league_store.league_game(game_id)
        game = await self.game(game_id) if found is not None and found.league_id == lg.id else None
        if game is None:
            raise web.HTTPNotFound()
        return GameScope(game, f"{base}/g/{game_id}", lg, base)

    def _with(
        self,
        scope: Callable[[web.Request], Awaitable[GameScope]],
        handler: Callable[[web.Request, GameScope], Awaitable[web.StreamResponse]],
    ) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
        async def route(request: web.Request) -> web.StreamResponse:
            return await handler(request, await scope(request))

        return route

    async def history(self, game: GameRecord) -> History:
        """The game's steps, replayed once per stored version (a bounded cache)."""
        key = (game.id, game.version)
        found = self._histories.get(key)
        if found is not None:
            self._histories.move_to_end(key)
            return found
        rows = await self.repo.stores.games.actions(game.id)
        made = history(game, rows)
        self._histories[key] = made
        while len(self._histories) > HISTORIES:
            self._histories.popitem(last=False)
        return made

    @classmethod
    def _step_of(cls, request: web.Request, h: History) -> int:
        if "step" not in request.match_info:
            return len(h.steps) - 1
        n = cls._number(request, "step")
        if n >= len(h.steps):
            raise web.HTTPNotFound()
        return n

    async def view(self, game: GameRecord, h: History, lang: str) -> GameView:
        """The game worded in ``lang``, once per stored version (a bounded cache)."""
        key = (game.id, game.version, lang)
        found = self._views.get(key)
        if found is not None:
            self._views.move_to_end(key)
            return found
        view = Wording(game, await self.names.of_seats(game), lang).view(h)
        self._views[key] = view
        while len(self._views) > HISTORIES:
            self._views.popitem(last=False)
        return view

    async def game_page(self, request: web.Request, scope: GameScope) -> web.Response:
        game = scope.game
        h = await self.history(game)
        at = self._step_of(request, h)
        view = await self.view(game, h, self._lang(request))
        verdicts = None
        if scope.league is not None:  # a league game's forfeits and rulings
            verdicts = await self.pages.game_history(scope.league, game.id, self._lang(request))
        return self._page(
            request,
            "game.html",
            {
                "g": view,
                "step": view.steps[at],
                "sizes": picture_sizes(h.steps[at].state),
                "at": at,
                "last": len(view.steps) - 1,
                "base": scope.base,
                "league_base": scope.league_base,
                "league": scope.league,
                "poll": self.poll,
                "verdicts": verdicts,
            },
        )

    async def _picture(self, request: web.Request, scope: GameScope) -> tuple[Step, str, str, dict[int, str]]:
        """The step a picture's address names, its language and layout, the players' names."""
        h = await self.history(scope.game)
        step = h.steps[self._step_of(request, h)]
        if request.match_info["seq"] != str(step.seq):
            raise web.HTTPNotFound()  # an undone step's picture: gone
        lang = request.match_info["lang"]
        if lang not in i18n.LANGS:
            raise web.HTTPNotFound()
        names = seat_names(scope.game, await self.names.of_seats(scope.game), i18n.translator(lang))
        return step, lang, request.match_info["layout"], names

    @staticmethod
    def _png(data: bytes | None) -> web.Response:
        if data is None:
            raise web.HTTPNotFound()
        headers = {"Cache-Control": "private, max-age=86400, immutable", "Content-Security-Policy": PICTURE_CSP}
        return web.Response(body=data, content_type="image/png", headers=headers)

    async def board_png(self, request: web.Request, scope: GameScope) -> web.Response:
        step, lang, layout, names = await self._picture(request, scope)
        return self._png(await self.pictures.board(scope.game.id, step, lang, names, layout))

    async def battle_png(self, request: web.Request, scope: GameScope) -> web.Response:
        step, lang, layout, names = await self._picture(request, scope)
        battle, picture = self._number(request, "battle", 1), self._number(request, "picture")
        if battle > len(step.battles):
            raise web.HTTPNotFound()
        return self._png(await self.pictures.battle(scope.game.id, step, lang, battle, picture, names, layout))

    async def version_json(self, request: web.Request, scope: GameScope) -> web.Response:
        game = scope.game
        return web.json_response({"version": game.version, "status": game.status})

    async def export_json(self, request: web.Request, scope: GameScope) -> web.Response:
        game = scope.game
        doc = public_export(export(game, await self.repo.stores.games.actions(game.id), state_of(game)))
        return web.Response(
            text=json.dumps(doc, indent=1),
            content_type="application/json",
            headers={"Content-Disposition": f'inline; filename="hexbot-game-{game.id}.json"'},
        )

    # ------------------------------------------------------------------ the lab
    def lab(self, code: str) -> LabPosition | LabRefusal:
        """The position of a code with its battle resolved (:func:`bot.usecases.lab.resolve`:
        the lab's own), or why there is none; kept for the last :data:`HISTORIES` codes."""
        found = self._labs.get(code)
        if found is not None:
            self._labs.move_to_end(code)
            return found
        made: LabPosition | LabRefusal
        try:
            state = position_state(code)
            outcome = resolve(state)
        except PositionCodeError as e:
            if e.code == "newer":
                made = LabRefusal("web-lab-err-newer", {"version": e.args_["version"], "known": e.args_["known"]})
            else:
                made = LabRefusal("web-lab-err-malformed", {})
        except (ScenarioError, Mistake) as e:
            made = LabRefusal("web-lab-err-position", {"error": str(e)})
        else:
            record = lab_record(0, 0, state, i18n.DEFAULT)
            board = Step(0, 0, "start", 0, "", state, state)
            battle = Step(0, 0, "lab", 0, "", state, outcome.after, tuple(outcome.events))
            made = LabPosition(code, record, board, battle, outcome)
        self._labs[code] = made
        while len(self._labs) > HISTORIES:
            self._labs.popitem(last=False)
        return made

    async def lab_page(self, request: web.Request) -> web.Response:
        """A position code's page (docs/lab.md): the board, then its battle segment by segment
        as a game's page shows one; a code that cannot be read is refused (400) in words."""
        code = request.match_info["code"]
        found = self.lab(code)
        tr = self._tr(request)
        if isinstance(found, LabRefusal):
            message = tr(found.message, **found.args)
            return self._page(request, "error.html", {"message": message, "help": tr("web-lab-err-help")}, status=400)
        lang = self._lang(request)
        key = (code, lang)
        view = self._lab_views.get(key)
        if view is None:
            record = replace(found.record, lang=lang)
            outcome = outcome_text(Wording(record, {}, lang).n, found.outcome)
            view = lab_view(record, code, found.battle, outcome, lang)
            self._lab_views[key] = view
            while len(self._lab_views) > HISTORIES:
                self._lab_views.popitem(last=False)
        else:
            self._lab_views.move_to_end(key)
        return self._page(
            request,
            "lab.html",
            {"v": view, "base": f"/lab/{code}", "sizes": picture_sizes(found.board.state)},
        )

    def _lab_picture(self, request: web.Request) -> tuple[LabPosition, str, str, dict[int, str]]:
        found = self.lab(request.match_info["code"])
        lang = request.match_info["lang"]
        if isinstance(found, LabRefusal) or lang not in i18n.LANGS:
            raise web.HTTPNotFound()
        names = seat_names(found.record, {}, i18n.translator(lang))
        return found, lang, request.match_info["layout"], names

    async def lab_board_png(self, request: web.Request) -> web.Response:
        found, lang, layout, names = self._lab_picture(request)
        return self._png(await self.pictures.board(("lab", found.code), found.board, lang, names, layout))

    async def lab_battle_png(self, request: web.Request) -> web.Response:
        found, lang, layout, names = self._lab_picture(request)
        battle, picture = self._number(request, "battle", 1), self._number(request, "picture")
        if battle > len(found.battle.battles):
            raise web.HTTPNotFound()
        step = found.battle
        return self._png(await self.pictures.battle(("lab", found.code), step, lang, battle, picture, names, layout))

    # ------------------------------------------------------------------ leagues
    async def _league(self, request: web.Request) -> tuple[League, str]:
        token = await self.resolve(request.match_info["token"])
        if token is None or token.kind != KIND_LEAGUE:
            raise web.HTTPNotFound()
        lg = await self.league_store.get_league(token.object_id)
        if lg is None:
            raise web.HTTPNotFound()
        return lg, f"/l/{token.token}"

    async def league_page(self, request: web.Request) -> web.Response:
        lg, base = await self._league(request)
        lang = self._lang(request)
        chosen = self._number(request, "number", 1) if "number" in request.match_info else None
        season = await self.pages.season(lg, chosen, lang)
        if chosen is not None and season is None:
            raise web.HTTPNotFound()
        seasons = await self.pages.seasons(lg)
        events = await self.pages.events(lg)
        shown = season.number if season is not None else None
        history = await self.pages.history(lg, shown, lang) if season is not None else None
        return self._page(
            request,
            "league.html",
            {
                "league": lg,
                "base": base,
                "season": season,
                "seasons": seasons,
                "events": events,
                "history": history,
                "rulings_base": f"{base}/season/{shown}" if chosen is not None else base,
            },
        )

    async def event_page(self, request: web.Request) -> web.Response:
        lg, base = await self._league(request)
        page = await self.pages.event(lg, self._number(request, "event", 1), self._lang(request))
        if page is None:
            raise web.HTTPNotFound()
        return self._page(
            request,
            "event.html",
            {
                "league": lg,
                "base": base,
                "e": page.report,
                "n": page.names,
                "event_base": f"{base}/e/{page.report.number}",
            },
        )

    @staticmethod
    def _file(doc: Document | None) -> web.Response:
        if doc is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=doc.data,
            content_type=doc.content_type,
            charset="utf-8",
            headers={"Content-Disposition": f'inline; filename="{doc.filename}"'},
        )

    async def event_file(self, request: web.Request) -> web.Response:
        """An event's rounds and results, or its standings, as CSV or JSON (no Discord ids)."""
        lg, _ = await self._league(request)
        number = self._number(request, "event", 1)
        what, form = request.match_info["what"], request.match_info["form"]
        return self._file(await self.pages.event_file(lg, number, what, form, self._lang(request)))

    async def rulings_file(self, request: web.Request) -> web.Response:
        """The season's forfeits and rulings as CSV or JSON (no Discord ids)."""
        lg, _ = await self._league(request)
        number = self._number(request, "number", 1) if "number" in request.match_info else None
        return self._file(await self.pages.history_file(lg, number, request.match_info["form"], self._lang(request)))

    async def profile_page(self, request: web.Request) -> web.Response:
        lg, base = await self._league(request)
        ref = self._number(request, "ref", 1)
        lang = self._lang(request)
        profile = await self.pages.profile(lg, ref, lang)
        if profile is None:
            raise web.HTTPNotFound()
        return self._page(
            request,
            "profile.html",
            {
                "league": lg,
                "base": base,
                "p": profile,
                "chart": rating_chart(profile.points, number=i18n.translator(lang).decimal),
                "outcomes": OUTCOMES,
            },
        )


def site_for(
    app: Any, *, limiter: RateLimiter | None = None, monotonic: Callable[[], float] = time.monotonic
) -> WebSite:
    """The web site over a built application (:func:`bot.app.build_app`); the rate limit is
    ``app.settings.web_rate`` unless ``limiter`` is given."""
    rate = app.settings.web_rate
    limiter = limiter or RateLimiter(rate, burst=rate * 10)
    pages = LeaguePages(app.leagues, app.league_store, app.repo.stores.names)
    return WebSite(
        app.repo, app.pictures.render, pages, limiter=limiter, monotonic=monotonic, poll=app.settings.web_poll
    )


async def start_site(site: WebSite, bind: str) -> web.AppRunner:
    """Serve ``site`` on ``bind`` (``host:port``); stop it with ``await runner.cleanup()``."""
    host, _, port = bind.rpartition(":")
    runner = web.AppRunner(site.app(), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host or "127.0.0.1", int(port)).start()
    log.info("web pages served", extra={"ctx": {"bind": bind}})
    return runner
