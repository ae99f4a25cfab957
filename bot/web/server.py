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
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
from aiohttp import web

import i18n
from bot.config import utc_now
from bot.history import export
from bot.rendering import Renderer
from bot.storage.base import GameRecord
from bot.storage.league import League, LeagueStore
from bot.storage.web import KIND_GAME, KIND_LEAGUE, WebStore, WebToken
from bot.usecases.names import NameBook
from bot.usecases.wording import state_of
from bot.web.leagues import OUTCOMES, LeaguePages, rating_chart
from bot.web.model import GameView, History, Wording, history, public_export, seat_names
from bot.web.pictures import ByteCache, StepPictures

log = logging.getLogger(__name__)

HERE = Path(__file__).parent
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",  # the addresses carry the tokens
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
}
LANG_COOKIE = "hexbot_lang"
HISTORIES = 64  # replayed games kept (by game and version), and worded views (by game, version, language)
POLL_SECONDS = 10  # how often a live game's page asks whether a new action was stored (default)
TOKEN_SECONDS = 2.0  # a resolved address is trusted this long (a revoked one stops working after it)
GAME_SECONDS = 1.0  # a game's record is read again after this long (its new actions show then)
RECORDS = 4096  # resolved addresses and game records kept


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
        self.names = NameBook(repo, utc_now)  # it only reads here
        self.pictures = StepPictures(renderer, ByteCache(picture_bytes) if picture_bytes else None)
        self.pages = pages
        self.limiter = limiter if limiter is not None else RateLimiter()
        self._histories: OrderedDict[tuple[int, int], History] = OrderedDict()
        self._views: OrderedDict[tuple[int, int, str], GameView] = OrderedDict()
        self.timings: list[tuple[str, float]] | None = None  # (route, seconds) when a bench asks
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(HERE / "templates"),
            autoescape=jinja2.select_autoescape(["html", "svg"]),
            trim_blocks=True,
            lstrip_blocks=True,
        )

    # ------------------------------------------------------------------ the application
    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._limit, self._errors])
        r = app.router
        r.add_get("/", self.index)
        r.add_get("/healthz", self.health)
        r.add_static("/static", HERE / "static", append_version=False)
        for prefix, scope in (("/g/{token}", self._game_scope), ("/l/{token}/g/{game}", self._league_game_scope)):
            r.add_get(prefix, self._with(scope, self.game_page))
            r.add_get(prefix + "/s/{step}", self._with(scope, self.game_page))
            r.add_get(prefix + "/s/{step}/board-{seq}.png", self._with(scope, self.board_png))
            r.add_get(prefix + "/s/{step}/b{battle}-{picture}-{seq}.png", self._with(scope, self.battle_png))
            r.add_get(prefix + "/version.json", self._with(scope, self.version_json))
            r.add_get(prefix + "/export.json", self._with(scope, self.export_json))
        r.add_get("/l/{token}", self.league_page)
        r.add_get("/l/{token}/season/{number}", self.league_page)
        r.add_get("/l/{token}/p/{ref}", self.profile_page)
        app.on_response_prepare.append(self._headers)
        return app

    @staticmethod
    async def _headers(request: web.Request, response: web.StreamResponse) -> None:
        response.headers.update(SECURITY_HEADERS)
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
            self._games, game_id, GAME_SECONDS, lambda: self.repo.get_game(game_id)
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
        try:
            game_id = int(request.match_info["game"])
        except ValueError:
            raise web.HTTPNotFound() from None
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
        rows = await self.repo.actions(game.id)
        made = history(game, rows)
        self._histories[key] = made
        while len(self._histories) > HISTORIES:
            self._histories.popitem(last=False)
        return made

    @staticmethod
    def _step_of(request: web.Request, h: History) -> int:
        raw = request.match_info.get("step")
        if raw is None:
            return len(h.steps) - 1
        try:
            n = int(raw)
        except ValueError:
            raise web.HTTPNotFound() from None
        if not 0 <= n < len(h.steps):
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
        return self._page(
            request,
            "game.html",
            {
                "g": view,
                "step": view.steps[at],
                "at": at,
                "last": len(view.steps) - 1,
                "base": scope.base,
                "league_base": scope.league_base,
                "league": scope.league,
                "poll": self.poll,
            },
        )

    async def _step(self, request: web.Request, scope: GameScope) -> tuple[History, int]:
        h = await self.history(scope.game)
        at = self._step_of(request, h)
        if request.match_info.get("seq") != str(h.steps[at].seq):
            raise web.HTTPNotFound()  # an undone step's picture: gone
        return h, at

    @staticmethod
    def _png(data: bytes | None) -> web.Response:
        if data is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=data, content_type="image/png", headers={"Cache-Control": "private, max-age=86400, immutable"}
        )

    async def board_png(self, request: web.Request, scope: GameScope) -> web.Response:
        h, at = await self._step(request, scope)
        lang = self._lang(request)
        names = seat_names(scope.game, await self.names.of_seats(scope.game), i18n.translator(lang))
        return self._png(await self.pictures.board(scope.game.id, h.steps[at], lang, names))

    async def battle_png(self, request: web.Request, scope: GameScope) -> web.Response:
        h, at = await self._step(request, scope)
        try:
            battle, picture = int(request.match_info["battle"]), int(request.match_info["picture"])
        except ValueError:
            raise web.HTTPNotFound() from None
        step = h.steps[at]
        if not 1 <= battle <= len(step.battles):
            raise web.HTTPNotFound()
        lang = self._lang(request)
        names = seat_names(scope.game, await self.names.of_seats(scope.game), i18n.translator(lang))
        return self._png(await self.pictures.battle(scope.game.id, step, lang, battle, picture, names))

    async def version_json(self, request: web.Request, scope: GameScope) -> web.Response:
        game = scope.game
        return web.json_response({"version": game.version, "status": game.status})

    async def export_json(self, request: web.Request, scope: GameScope) -> web.Response:
        game = scope.game
        doc = public_export(export(game, await self.repo.actions(game.id), state_of(game)))
        return web.Response(
            text=json.dumps(doc, indent=1),
            content_type="application/json",
            headers={"Content-Disposition": f'inline; filename="hexbot-game-{game.id}.json"'},
        )

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
        number = request.match_info.get("number")
        try:
            chosen = int(number) if number is not None else None
        except ValueError:
            raise web.HTTPNotFound() from None
        season = await self.pages.season(lg, chosen, lang)
        if number is not None and season is None:
            raise web.HTTPNotFound()
        seasons = await self.pages.seasons(lg)
        return self._page(request, "league.html", {"league": lg, "base": base, "season": season, "seasons": seasons})

    async def profile_page(self, request: web.Request) -> web.Response:
        lg, base = await self._league(request)
        try:
            ref = int(request.match_info["ref"])
        except ValueError:
            raise web.HTTPNotFound() from None
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
                "chart": rating_chart(profile.points),
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
    pages = LeaguePages(app.leagues, app.league_store)
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
