"""An in-process stand-in for Discord, to drive the real discord.py bot with no network.

Two pieces replace the network:

* :class:`FakeDiscord` answers every REST call. It replaces ``bot.http.request`` (the single
  point every bot REST call goes through: messages, threads, channel edits, command sync,
  login) and ``AsyncWebhookAdapter.request`` (the single point interaction callbacks,
  follow-ups and ``@original`` edits go through). Each call is recorded as a :class:`Call`
  (method, path, JSON payload — decoded from ``payload_json`` for multipart requests —,
  attached files, query parameters) and answered with plausible JSON shaped like Discord's
  (message objects, thread channels, interaction callback resources, ...). A test can make
  a route fail with Forbidden/NotFound/HTTPException (from the n-th matching call on), or
  delete a channel (then every request to it is 404 Unknown Channel).
* Discord's time rules: :class:`FakeTime` is Discord's clock as the test sees it (it moves
  when a fault makes a request hang, or when the bot waits to try again through it); an
  interaction callback later than 3 seconds after the interaction is refused with 10062
  "Unknown interaction" (even when an earlier one went through, as Discord does at times:
  only the original answer tells), a second one within them with 40060 "already
  acknowledged"; the interaction's
  webhook (follow-ups, the original answer) answers 10015 "Unknown Webhook" until the
  interaction is acknowledged and 50027 "Invalid Webhook Token" after 15 minutes.
* Every exception that escapes the bot (a task of an event ending with one, the event
  loop's exception handler, discord.py's "Ignoring exception in …") is recorded in
  :attr:`BotHarness.escaped`; the tests' fixture fails a test that leaves one.
* :class:`BotHarness` logs the bot in (which runs its ``setup_hook``), then feeds its
  ``ConnectionState`` the gateway payloads a real client receives, through the same parser
  table the websocket uses: READY, GUILD_CREATE, then INTERACTION_CREATE for slash commands
  (type 2), autocomplete (type 4) and component interactions (type 3: button clicks and
  select menu choices). These are built from the message the bot really sent, so a test
  clicks the buttons (and chooses in the menus) the bot produced.

Nothing here knows about Neuroshima Hex: it is a small fake of Discord.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter

API_BASE = Route.BASE
EPHEMERAL = 64

# Interaction callback types (Discord documentation: "Interaction Callback Type").
CALLBACK_MESSAGE = 4
CALLBACK_DEFERRED_MESSAGE = 5
CALLBACK_DEFERRED_UPDATE = 6
CALLBACK_UPDATE_MESSAGE = 7
CALLBACK_AUTOCOMPLETE = 8

# Permission bits used below.
PERM_ALL_TEXT = (
    (1 << 10)  # view channel
    | (1 << 11)  # send messages
    | (1 << 38)  # send messages in threads
    | (1 << 35)  # create public threads
    | (1 << 15)  # attach files
    | (1 << 14)  # embed links
    | (1 << 16)  # read message history
    | (1 << 34)  # manage threads
)
PERM_MANAGE_CHANNELS = 1 << 4
PERM_ADMIN = 1 << 3


def _now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S.000000+00:00", time.gmtime())


@dataclass
class Call:
    """One recorded REST request."""

    via: str  # "http" (bot token) or "webhook" (interaction token)
    method: str
    path: str  # the formatted path, without the API base
    json: Any = None
    files: list[tuple[str, bytes]] = field(default_factory=list)
    params: dict[str, Any] | None = None
    reason: str | None = None
    response: Any = None  # what the fake Discord answered (e.g. the message object it created)

    @property
    def data(self) -> dict[str, Any]:
        """The message body of the call: ``json['data']`` for interaction callbacks, else ``json``."""
        if isinstance(self.json, dict) and "data" in self.json and self.path.endswith("/callback"):
            return self.json["data"] or {}
        return self.json if isinstance(self.json, dict) else {}

    @property
    def callback_type(self) -> int | None:
        if self.path.endswith("/callback") and isinstance(self.json, dict):
            return self.json.get("type")
        return None

    @property
    def flags(self) -> int:
        return int(self.data.get("flags", 0) or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def content(self) -> str:
        """The message's text: its content, or a Components V2 layout's text displays."""
        return self.data.get("content") or layout_text(self.data)

    @property
    def custom_ids(self) -> list[str]:
        """Every component custom_id in the payload, in order."""

        return [c["custom_id"] for c in components_of(self.data) if "custom_id" in c]

    def __repr__(self) -> str:
        extra = f" files={[f for f, _ in self.files]}" if self.files else ""
        return f"<Call {self.via} {self.method} {self.path} json={self.json!r}{extra}>"


class _FakeResponse(SimpleNamespace):
    """Enough of an aiohttp response for discord.HTTPException."""


def api_error(status: int, code: int = 0, message: str = "", retry_after: float | None = None) -> discord.HTTPException:
    """A discord.py exception exactly as its HTTP layer raises it for ``status`` (a 429 with
    ``retry_after`` carries the Retry-After header)."""
    headers = {"Retry-After": str(retry_after)} if retry_after is not None else {}
    resp = _FakeResponse(
        status=status, reason={403: "Forbidden", 404: "Not Found"}.get(status, "Error"), headers=headers
    )
    body = {"code": code, "message": message or f"fake error {status}"}
    if status == 403:
        return discord.Forbidden(resp, body)
    if status == 404:
        return discord.NotFound(resp, body)
    return discord.HTTPException(resp, body)


# Kinds of calls faults are injected into (FakeDiscord.inject): what the bot sends or edits.
FAULT_KINDS = ("send", "edit", "thread", "archive", "dm", "role", "answer")  # answer: interaction callbacks
# The fault classes: HTTP statuses, and "timeout" / "reset" as discord.py raises them unchanged.
# A 429 is Cloudflare's, from the edge (an HTML page, no Via header: discord.py retries only
# Discord's own); a 5xx is what discord.py raises once its own tries are spent.
FAULT_CLASSES: tuple[int | str, ...] = (500, 502, 503, 504, 429, 403, 404, "timeout", "reset")
# How long a failing request takes on Discord's clock before the bot sees its failure.
FAULT_SECONDS: dict[int | str, float] = {"timeout": 1.0, "reset": 0.05}
EDGE_429 = "<html><head><title>Error 1015</title></head><body>You are being rate limited.</body></html>"


def fault_error(fault: int | str, retry_after: float = 1.0) -> Exception:
    """The exception one fault class raises, as the bot sees it."""
    if fault == "timeout":
        return TimeoutError()
    if fault == "reset":
        return aiohttp.ClientOSError(104, "Connection reset by peer")
    status = int(fault)
    if status == 429:
        resp = _FakeResponse(status=429, reason="Too Many Requests", headers={"Retry-After": str(retry_after)})
        return discord.HTTPException(resp, EDGE_429)
    code = {403: 50001, 404: 10003}.get(status, 0)
    message = {403: "Missing Access", 404: "Unknown Channel"}.get(status, "")
    return api_error(status, code, message)


def _hang(exc: Exception) -> float:
    """How long the bot waited for a request that failed with ``exc`` (Discord's clock)."""
    if isinstance(exc, TimeoutError):
        return FAULT_SECONDS["timeout"]
    if isinstance(exc, OSError):
        return FAULT_SECONDS["reset"]
    return 0.0


class FakeTime:
    """Discord's clock in seconds, as the bot's answers see it (see the module's docstring):
    it moves when a fault makes a request hang and when the bot waits through :meth:`sleep`."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += max(0.0, seconds)

    async def sleep(self, seconds: float) -> None:
        self.advance(seconds)
        await asyncio.sleep(0)


CALLBACK_WINDOW = 3.0  # Discord: an interaction's callback within 3 seconds
TOKEN_LIFE = 15 * 60.0  # Discord: an interaction's token takes follow-ups for 15 minutes


@dataclass
class Fault:
    """Faults injected into calls of some kinds (see :meth:`FakeDiscord.inject`)."""

    kinds: tuple[str, ...]
    classes: tuple[int | str, ...]
    rate: float = 1.0  # the share of matching calls that fail
    on_call: int | None = None  # only the n-th matching call (1-based) fails
    times: int = -1  # failures left (-1: no limit)
    applied: float = 0.0  # the share of failures whose request went through first (the answer is lost)
    rng: Any = None  # random.Random: which calls fail, which class
    seen: int = 0
    log: list[tuple[str, int | str, bool]] = field(default_factory=list)  # (kind, class, applied)


@dataclass
class _Failure:
    """A route made to fail by :meth:`FakeDiscord.fail`."""

    method: str
    pattern: re.Pattern[str]
    factory: Callable[[], Exception]
    times: int  # failures left, -1: forever
    after: int  # matching requests still to let through first


class FakeDiscord:
    """Records REST calls and answers them like Discord would."""

    def __init__(self, *, bot_user: dict[str, Any], application_id: int, owner: dict[str, Any]) -> None:
        self.bot_user = bot_user
        self.application_id = application_id
        self.owner = owner
        self.calls: list[Call] = []
        self.unknown: list[Call] = []
        self.messages: dict[int, dict[str, Any]] = {}
        self.channels: dict[int, dict[str, Any]] = {}
        self.deleted: set[int] = set()  # channels deleted: every request to them is 404 Unknown Channel
        self.users: dict[int, dict[str, Any]] = {}  # GET /users/{id} answers these (the people of the server)
        self.deleted_messages: set[int] = set()  # messages deleted: editing or fetching them is 404 Unknown Message
        self.on_thread_created: Callable[[dict[str, Any]], None] | None = None  # the gateway's THREAD_CREATE
        self.threads: set[int] = set()  # every thread ever made, deleted ones too
        self.dm_channels: set[int] = set()  # direct-message channels opened by the bot
        self._ids = itertools.count(1_300_000_000_000_000_000)
        self._failures: list[_Failure] = []
        self.faults: list[Fault] = []  # injected faults by kind of call (inject)
        self.nonces: dict[tuple[int, str], int] = {}  # (channel, nonce) -> the message made with it
        self.answered: set[str] = set()  # interaction tokens acknowledged (a second callback is refused)
        self.time = FakeTime()
        self.received: dict[str, float] = {}  # interaction token -> when Discord sent it (self.time)
        self.loading: set[str] = set()  # tokens whose original answer still says "thinking…"
        self.faulted: list[Call] = []  # calls an injected fault failed
        self.cdn: dict[str, bytes] = {}  # attached files by address (get_from_cdn)
        self.downloads: list[str] = []  # the addresses the bot downloaded, in order

    # ------------------------------------------------------------------ helpers for tests
    def snowflake(self) -> int:
        return next(self._ids)

    def continue_ids_after(self, last: int) -> None:
        """New ids follow ``last`` (a fake Discord taking over another's messages)."""
        first = next(self._ids)
        self._ids = itertools.count(max(first, last + 1))

    def fail(
        self,
        method: str,
        path_regex: str,
        error: Callable[[], Exception] | Exception,
        times: int = -1,
        *,
        after: int = 0,
    ) -> None:
        """Make requests matching ``method`` and ``path_regex`` raise ``error`` (``times`` times,
        -1 forever), once ``after`` matching requests have succeeded."""
        if isinstance(error, Exception):
            exc = error
            factory: Callable[[], Exception] = lambda: exc  # noqa: E731
        else:
            factory = error
        self._failures.append(_Failure(method, re.compile(path_regex), factory, times, after))

    def inject(
        self,
        kinds: Iterable[str],
        classes: Iterable[int | str],
        *,
        rate: float = 1.0,
        on_call: int | None = None,
        times: int = -1,
        applied: float = 0.0,
        rng: Any = None,
    ) -> Fault:
        """Make calls of ``kinds`` (:data:`FAULT_KINDS`) fail with one of ``classes``
        (:data:`FAULT_CLASSES`): at ``rate``, or only the ``on_call``-th one; ``applied``: the
        share of failures whose request went through before the answer was lost. Returns the
        fault (its ``log`` lists what it did); :meth:`heal` removes every fault."""
        import random as _random

        fault = Fault(tuple(kinds), tuple(classes), rate, on_call, times, applied, rng or _random.Random(0))
        unknown = set(fault.kinds) - set(FAULT_KINDS)
        if unknown:
            raise ValueError(f"unknown kinds of calls: {sorted(unknown)}")
        self.faults.append(fault)
        return fault

    def heal(self) -> None:
        """No more injected faults."""
        self.faults.clear()

    def call_kind(self, call: Call) -> str | None:
        """What a call does, in the terms of :data:`FAULT_KINDS` (``None``: none of them)."""
        path, method = call.path, call.method
        if method == "POST" and path == "/users/@me/channels":
            return "dm"
        m = re.fullmatch(r"/channels/(\d+)/messages", path)
        if method == "POST" and m:
            return "dm" if int(m.group(1)) in self.dm_channels else "send"
        if method == "PATCH" and re.fullmatch(r"/channels/\d+/messages/\d+", path):
            return "edit"
        if method == "POST" and path.endswith("/threads"):
            return "thread"
        if method == "PATCH" and re.fullmatch(r"/channels/\d+", path):
            return "archive"
        if method in ("PUT", "DELETE") and "/roles/" in path:
            return "role"
        if call.via == "webhook":
            return "answer"
        return None

    def _injected(self, call: Call) -> tuple[Exception, bool] | None:
        kind = self.call_kind(call)
        if kind is None:
            return None
        for fault in self.faults:
            if kind not in fault.kinds or fault.times == 0:
                continue
            fault.seen += 1
            hit = fault.seen == fault.on_call if fault.on_call is not None else fault.rng.random() < fault.rate
            if not hit:
                continue
            if fault.times > 0:
                fault.times -= 1
            cls = fault.rng.choice(fault.classes)
            applied = fault.applied > 0 and fault.rng.random() < fault.applied and cls not in (403, 404, 429)
            fault.log.append((kind, cls, applied))
            self.faulted.append(call)
            return fault_error(cls), applied
        return None

    def delete_channel(self, channel_id: int) -> None:
        """The channel (and its threads) is deleted: from now on Discord answers 404 Unknown Channel."""
        self.deleted.add(channel_id)
        for cid, data in list(self.channels.items()):
            if cid == channel_id or data.get("parent_id") == str(channel_id):
                self.deleted.add(cid)
                del self.channels[cid]

    def delete_message(self, message_id: int | str) -> None:
        """A moderator deleted the message: from now on editing or fetching it is 404 Unknown Message."""
        self.deleted_messages.add(int(message_id))
        self.messages.pop(int(message_id), None)

    def clear(self) -> None:
        self.calls.clear()

    def permissions_needed(self, call: Call) -> set[str]:
        """The bot's permissions (``discord.Permissions`` attribute names) that Discord's API
        documentation asks for the call (developers/resources/channel.mdx, message.mdx,
        topics/permissions.mdx). Answers to interactions use the interaction's token and ask
        for none. A call this table does not know fails the test: a new kind of call must
        say what it needs (and docs/discord.md's permission table with it)."""
        method, path = call.method, call.path
        if path.startswith(("/interactions/", "/webhooks/", "/users/", "/oauth2/", "/applications/")):
            return set()
        if re.fullmatch(r"/guilds/\d+/members/\d+", path) and method == "GET":
            return set()
        if re.fullmatch(r"/guilds/\d+/members/\d+/roles/\d+", path) and method in ("PUT", "DELETE"):
            return {"manage_roles"}
        m = re.fullmatch(r"/channels/(\d+)(/.*)?", path)
        if m is None:
            raise AssertionError(f"no permission known for {method} {path}")
        cid, rest = int(m.group(1)), m.group(2) or ""
        if cid in self.dm_channels:
            return set()
        thread = cid in self.threads or self.channels.get(cid, {}).get("type") in (10, 11, 12)
        body = call.json if isinstance(call.json, dict) else {}
        need = {"view_channel"}
        if method == "POST" and rest == "/messages":
            need.add("send_messages_in_threads" if thread else "send_messages")
            if call.files:
                need.add("attach_files")
            if body.get("message_reference"):  # Create Message: a reply needs READ_MESSAGE_HISTORY
                need.add("read_message_history")
        elif method == "PATCH" and re.fullmatch(r"/messages/\d+", rest):  # its own message
            if call.files:
                need.add("attach_files")
        elif method == "DELETE" and re.fullmatch(r"/messages/\d+", rest):  # its own message
            pass
        elif method == "GET" and re.fullmatch(r"/messages/\d+", rest):
            need.add("read_message_history")
        elif method == "POST" and re.fullmatch(r"(/messages/\d+)?/threads", rest):
            need.add("create_public_threads")
        elif method == "GET" and rest == "":
            pass
        elif method == "PATCH" and rest == "" and thread:
            # Modify Channel (thread): opening an unlocked thread again needs SEND_MESSAGES only
            need.add("send_messages" if body == {"archived": False} else "manage_threads")
        elif method == "DELETE" and rest == "" and thread:
            need.add("manage_threads")
        else:
            raise AssertionError(f"no permission known for {method} {path}")
        return need

    def find(self, method: str | None = None, path: str | None = None, via: str | None = None) -> list[Call]:
        """Calls whose method equals ``method`` and whose path matches the regex ``path``."""
        out = []
        for c in self.calls:
            if method and c.method != method:
                continue
            if via and c.via != via:
                continue
            if path and not re.search(path, c.path):
                continue
            out.append(c)
        return out

    def callbacks(self) -> list[Call]:
        return self.find("POST", r"^/interactions/\d+/[^/]+/callback$")

    def channel_messages(self, channel_id: int | None = None) -> list[Call]:
        pat = rf"^/channels/{channel_id}/messages$" if channel_id else r"^/channels/\d+/messages$"
        return self.find("POST", pat)

    # ------------------------------------------------------------------ the two patched entry points
    async def get_from_cdn(self, url: str) -> bytes:
        """A file attached to an interaction (:class:`Upload`), downloaded as discord.py does."""
        self.downloads.append(url)
        if url not in self.cdn:
            raise api_error(404, 0, "Not Found")
        return self.cdn[url]

    async def http_request(self, route: Route, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        payload = kwargs.get("json")
        if form:
            payload = _payload_from_multipart(form)
        call = Call(
            "http",
            route.method,
            route.url[len(API_BASE) :],
            payload,
            _read_files(files),
            kwargs.get("params"),
            kwargs.get("reason"),
        )
        return self._answer(call)

    async def webhook_request(
        self,
        route: Route,
        session: Any = None,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        files: Any = None,
        params: dict[str, Any] | None = None,
        reason: str | None = None,
        **_: Any,
    ) -> Any:
        body = payload
        if multipart:
            body = _payload_from_multipart(multipart)
        call = Call("webhook", route.method, route.url[len(API_BASE) :], body, _read_files(files), params, reason)
        return self._answer(call)

    # ------------------------------------------------------------------ answers
    def _answer(self, call: Call) -> Any:
        self.calls.append(call)
        for failure in self._failures:
            if failure.method == call.method and failure.pattern.search(call.path) and failure.times != 0:
                if failure.after > 0:
                    failure.after -= 1
                    continue
                if failure.times > 0:
                    failure.times -= 1
                raise failure.factory()
        gone = re.match(r"^/channels/(\d+)(?:/|$)", call.path)
        if gone and int(gone.group(1)) in self.deleted:
            raise api_error(404, 10003, "Unknown Channel")
        injected = self._injected(call) if self.faults else None
        if injected is not None and not injected[1]:
            self.time.advance(_hang(injected[0]))  # the request never arrived; the bot waited
            raise injected[0]
        self._check_token(call)
        answer = self._route(call)
        if injected is not None:  # the request went through; its answer is lost on the way back
            self.time.advance(_hang(injected[0]))
            raise injected[0]
        return answer

    def _route(self, call: Call) -> Any:
        for route_method, route_path, handler in self._routes():
            if route_method != call.method:
                continue
            m = re.fullmatch(route_path, call.path)
            if m:
                call.response = handler(call, *m.groups())
                return call.response
        self.unknown.append(call)
        return {}

    def _routes(self) -> list[tuple[str, str, Callable[..., Any]]]:
        return [
            ("GET", r"/users/@me", lambda c: dict(self.bot_user)),
            ("POST", r"/users/@me/channels", self._create_dm),
            ("GET", r"/users/(\d+)", lambda c, uid: self.users.get(int(uid)) or user_payload(int(uid), f"user{uid}")),
            ("GET", r"/oauth2/applications/@me", lambda c: self._app_info()),
            ("POST", r"/channels/(\d+)/messages", self._create_message),
            ("PATCH", r"/channels/(\d+)/messages/(\d+)", self._edit_message),
            ("GET", r"/channels/(\d+)/messages/(\d+)", self._get_message),
            ("DELETE", r"/channels/(\d+)/messages/(\d+)", lambda c, ch, m: None),
            ("POST", r"/channels/(\d+)/typing", lambda c, ch: None),
            ("POST", r"/channels/(\d+)/messages/(\d+)/threads", self._start_thread_with_message),
            ("POST", r"/channels/(\d+)/threads", self._start_thread),
            ("PATCH", r"/channels/(\d+)", self._edit_channel),
            ("GET", r"/channels/(\d+)", self._get_channel),
            ("PUT", r"/channels/(\d+)/thread-members/(@me|\d+)", lambda c, ch, u: None),
            ("PUT", r"/applications/(\d+)/commands", self._bulk_upsert),
            ("PUT", r"/applications/(\d+)/guilds/(\d+)/commands", self._bulk_upsert_guild),
            ("GET", r"/applications/(\d+)/commands", lambda c, a: []),
            ("POST", r"/interactions/(\d+)/([^/]+)/callback", self._interaction_callback),
            ("POST", r"/webhooks/(\d+)/([^/]+)", self._followup),
            ("GET", r"/webhooks/(\d+)/([^/]+)/messages/@original", self._get_original),
            ("PATCH", r"/webhooks/(\d+)/([^/]+)/messages/@original", self._edit_original),
            ("DELETE", r"/webhooks/(\d+)/([^/]+)/messages/@original", lambda c, a, t: None),
            ("PATCH", r"/webhooks/(\d+)/([^/]+)/messages/(\d+)", self._edit_followup),
            ("GET", r"/guilds/(\d+)/members/(\d+)", lambda c, g, u: member_payload(user_payload(int(u), f"user{u}"))),
            ("PUT", r"/guilds/(\d+)/members/(\d+)/roles/(\d+)", lambda c, g, u, r: None),
            ("DELETE", r"/guilds/(\d+)/members/(\d+)/roles/(\d+)", lambda c, g, u, r: None),
        ]

    def _create_dm(self, call: Call) -> dict[str, Any]:
        """A direct-message channel with the recipient named in the request."""
        uid = int((call.data or {}).get("recipient_id", 0))
        channel_id = self.snowflake()
        self.dm_channels.add(channel_id)
        return {"id": str(channel_id), "type": 1, "recipients": [user_payload(uid, f"user{uid}")]}

    def _app_info(self) -> dict[str, Any]:
        return {
            "id": str(self.application_id),
            "name": "Hex test app",
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": dict(self.owner),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
        }

    def message_payload(
        self,
        channel_id: int,
        body: dict[str, Any] | None,
        files: list[tuple[str, bytes]],
        *,
        message_id: int | None = None,
        webhook_id: int | None = None,
        interaction: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """A message object as Discord returns it for a create/edit request with ``body``."""
        body = body or {}
        mid = message_id or self.snowflake()
        old = self.messages.get(mid, {})
        v2 = (int(body.get("flags", 0) or 0) | int(old.get("flags", 0) or 0)) & 32768
        if v2 and (body.get("content") or body.get("embeds")):
            # Discord: a Components V2 message (once one, always one) has no content nor embeds
            raise api_error(400, 50035, "Invalid Form Body: content and embeds cannot be used with IS_COMPONENTS_V2")
        attachments = [
            {
                "id": str(self.snowflake()),
                "filename": name,
                "size": len(data),
                "url": f"https://cdn.example/attachments/{channel_id}/{mid}/{name}",
                "proxy_url": f"https://media.example/attachments/{channel_id}/{mid}/{name}",
            }
            for name, data in files
        ]
        if not files and old:
            attachments = old.get("attachments", [])
            if isinstance(body.get("attachments"), list):  # an edit lists the attachments it keeps
                kept = {str(a.get("id")) for a in body["attachments"] if isinstance(a, dict)}
                attachments = [a for a in attachments if a["id"] in kept]
        msg: dict[str, Any] = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "type": 0 if not interaction else 20,
            "content": body.get("content", old.get("content", "")) or "",
            "author": dict(self.bot_user),
            "attachments": attachments,
            "embeds": body.get("embeds", old.get("embeds", [])) or [],
            "components": body.get("components", old.get("components", [])) or [],
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": _now_iso(),
            "edited_timestamp": None if not old else _now_iso(),
            # an edit never clears EPHEMERAL nor IS_COMPONENTS_V2 (Discord keeps both)
            "flags": int(body.get("flags", old.get("flags", 0)) or 0) | (int(old.get("flags", 0) or 0) & (64 | 32768)),
        }
        if webhook_id is not None:
            msg["webhook_id"] = str(webhook_id)
            msg["application_id"] = str(self.application_id)
        if interaction is not None:
            msg["interaction_metadata"] = interaction
        self.messages[mid] = msg
        return msg

    def _create_message(self, call: Call, channel_id: str) -> dict[str, Any]:
        body = call.json if isinstance(call.json, dict) else {}
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            # Discord: another message of the same author with this nonce is returned, none made
            made = self.nonces.get((int(channel_id), str(nonce)))
            if made is not None and made in self.messages:
                return self.messages[made]
        msg = self.message_payload(int(channel_id), call.json, call.files)
        if nonce is not None:
            msg["nonce"] = str(nonce)
            self.nonces[(int(channel_id), str(nonce))] = int(msg["id"])
        return msg

    def _edit_message(self, call: Call, channel_id: str, message_id: str) -> dict[str, Any]:
        if int(message_id) in self.deleted_messages:
            raise api_error(404, 10008, "Unknown Message")
        return self.message_payload(int(channel_id), call.json, call.files, message_id=int(message_id))

    def _get_channel(self, call: Call, channel_id: str) -> dict[str, Any]:
        channel = self.channels.get(int(channel_id))
        if channel is None:
            raise api_error(404, 10003, "Unknown Channel")
        return channel

    def _get_message(self, call: Call, channel_id: str, message_id: str) -> dict[str, Any]:
        msg = self.messages.get(int(message_id))
        if msg is None:
            raise api_error(404, 10008, "Unknown Message")
        return msg

    def thread_payload(self, parent_id: int, thread_id: int, name: str, *, archived: bool = False) -> dict[str, Any]:
        parent = self.channels.get(parent_id, {})
        data = {
            "id": str(thread_id),
            "guild_id": parent.get("guild_id"),
            "parent_id": str(parent_id),
            "owner_id": self.bot_user["id"],
            "name": name,
            "type": 11,
            "last_message_id": None,
            "message_count": 0,
            "member_count": 1,
            "rate_limit_per_user": 0,
            "flags": 0,
            "thread_metadata": {
                "archived": archived,
                "auto_archive_duration": 1440,
                "archive_timestamp": _now_iso(),
                "locked": False,
                "create_timestamp": _now_iso(),
            },
        }
        self.channels[thread_id] = data
        self.threads.add(thread_id)
        return data

    def _start_thread_with_message(self, call: Call, channel_id: str, message_id: str) -> dict[str, Any]:
        # Discord gives the thread the id of the message it starts from.
        return self.thread_payload(int(channel_id), int(message_id), (call.json or {}).get("name", "thread"))

    def _start_thread(self, call: Call, channel_id: str) -> dict[str, Any]:
        data = self.thread_payload(int(channel_id), self.snowflake(), (call.json or {}).get("name", "thread"))
        if self.on_thread_created is not None:  # Discord tells the gateway too: the bot caches the thread
            self.on_thread_created(dict(data, newly_created=True))
        return data

    def _edit_channel(self, call: Call, channel_id: str) -> dict[str, Any]:
        cid = int(channel_id)
        data = dict(self.channels.get(cid, {"id": channel_id, "type": 0, "name": "channel", "position": 0}))
        body = call.json or {}
        if "thread_metadata" in data:
            meta = dict(data["thread_metadata"])
            for key in ("archived", "locked", "auto_archive_duration"):
                if key in body:
                    meta[key] = body[key]
            data["thread_metadata"] = meta
        for key in ("name", "topic"):
            if key in body:
                data[key] = body[key]
        self.channels[cid] = data
        return data

    def _bulk_upsert(self, call: Call, app_id: str) -> list[dict[str, Any]]:
        return [self._command_payload(c, app_id, None) for c in call.json or []]

    def _bulk_upsert_guild(self, call: Call, app_id: str, guild_id: str) -> list[dict[str, Any]]:
        return [self._command_payload(c, app_id, guild_id) for c in call.json or []]

    def _command_payload(self, cmd: dict[str, Any], app_id: str, guild_id: str | None) -> dict[str, Any]:
        out = dict(cmd)
        out.update(id=str(self.snowflake()), application_id=app_id, version=str(self.snowflake()))
        if guild_id:
            out["guild_id"] = guild_id
        return out

    # Interaction responses: the interaction id/token in the path are the interaction's own.
    interactions: dict[str, dict[str, Any]]

    def register_interaction(self, payload: dict[str, Any]) -> None:
        if not hasattr(self, "interactions"):
            self.interactions = {}
        self.interactions[payload["token"]] = payload
        self.received[payload["token"]] = self.time()

    def _check_token(self, call: Call) -> None:
        """Discord's rules for an interaction's webhook: acknowledged first, 15 minutes long."""
        parts = call.path.split("/")
        if call.via != "webhook" or len(parts) < 4 or parts[1] != "webhooks":
            return
        token = parts[3]
        if token not in self.received:
            return  # not an interaction's token
        if token not in self.answered:
            raise api_error(404, 10015, "Unknown Webhook")
        if self.time() - self.received[token] > TOKEN_LIFE:
            raise api_error(401, 50027, "Invalid Webhook Token")

    def _interaction_of(self, token: str) -> dict[str, Any]:
        return getattr(self, "interactions", {}).get(token, {})

    def _interaction_channel(self, token: str) -> int:
        inter = self._interaction_of(token)
        return int(inter.get("channel_id") or inter.get("channel", {}).get("id") or 0)

    def _interaction_callback(self, call: Call, interaction_id: str, token: str) -> dict[str, Any]:
        late = token in self.received and self.time() - self.received[token] > CALLBACK_WINDOW
        if token in self.answered and not late:
            raise api_error(400, 40060, "Interaction has already been acknowledged.")
        if late:  # acknowledged or not: Discord answers a late callback 10062 (JDA #2687 saw it)
            raise api_error(404, 10062, "Unknown interaction")
        self.answered.add(token)
        body = call.json or {}
        ctype = body.get("type")
        inter = self._interaction_of(token)
        result: dict[str, Any] = {
            "interaction": {
                "id": interaction_id,
                "type": inter.get("type", 2),
                "response_message_loading": ctype == CALLBACK_DEFERRED_MESSAGE,
                "response_message_ephemeral": bool(int((body.get("data") or {}).get("flags", 0) or 0) & EPHEMERAL),
            }
        }
        if ctype in (CALLBACK_MESSAGE, CALLBACK_DEFERRED_MESSAGE):
            msg = self.message_payload(
                self._interaction_channel(token),
                body.get("data") or {},
                call.files,
                webhook_id=self.application_id,
                interaction={"id": interaction_id, "type": inter.get("type", 2), "user": _user_of(inter)},
            )
            self._originals[token] = int(msg["id"])
            if ctype == CALLBACK_DEFERRED_MESSAGE:
                self.loading.add(token)  # "thinking…": the first follow-up becomes this message
            result["interaction"]["response_message_id"] = msg["id"]
            result["resource"] = {"type": ctype, "message": msg}
        elif ctype == CALLBACK_UPDATE_MESSAGE and inter.get("message"):
            mid = int(inter["message"]["id"])
            msg = self.message_payload(
                self._interaction_channel(token), body.get("data") or {}, call.files, message_id=mid
            )
            self._originals[token] = mid
            result["resource"] = {"type": ctype, "message": msg}
        elif ctype == CALLBACK_DEFERRED_UPDATE and inter.get("message"):
            self._originals[token] = int(inter["message"]["id"])
        return result

    @property
    def _originals(self) -> dict[str, int]:
        if not hasattr(self, "_originals_map"):
            self._originals_map: dict[str, int] = {}
        return self._originals_map

    def _followup(self, call: Call, app_id: str, token: str) -> dict[str, Any]:
        if token in self.loading:  # Discord: the first follow-up after "thinking…" edits that message
            self.loading.discard(token)
            return self.message_payload(
                self._interaction_channel(token),
                call.json,
                call.files,
                message_id=self._originals[token],
                webhook_id=int(app_id),
            )
        return self.message_payload(self._interaction_channel(token), call.json, call.files, webhook_id=int(app_id))

    def _get_original(self, call: Call, app_id: str, token: str) -> dict[str, Any]:
        mid = self._originals.get(token)
        if mid is None:
            raise api_error(404, 10008, "Unknown Message")
        return self.messages[mid]

    def _edit_original(self, call: Call, app_id: str, token: str) -> dict[str, Any]:
        self.loading.discard(token)  # no longer "thinking…"
        mid = self._originals.get(token)
        if mid is None:
            mid = self.snowflake()
            self._originals[token] = mid
        return self.message_payload(
            self._interaction_channel(token), call.json, call.files, message_id=mid, webhook_id=int(app_id)
        )

    def _edit_followup(self, call: Call, app_id: str, token: str, message_id: str) -> dict[str, Any]:
        return self.message_payload(
            self._interaction_channel(token), call.json, call.files, message_id=int(message_id), webhook_id=int(app_id)
        )


def _user_of(interaction: dict[str, Any]) -> dict[str, Any]:
    if "member" in interaction:
        return interaction["member"]["user"]
    return interaction.get("user", {})


def _payload_from_multipart(form: Iterable[dict[str, Any]]) -> Any:
    for part in form:
        if part.get("name") == "payload_json":
            return json.loads(part["value"])
    return None


def _read_files(files: Any) -> list[tuple[str, bytes]]:
    out = []
    for f in files or []:
        f.reset()
        data = f.fp.read()
        f.reset()
        out.append((f.filename, data))
    return out


# ====================================================================== gateway payloads
def user_payload(user_id: int, name: str, *, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name,
        "global_name": name.title(),
        "discriminator": "0",
        "avatar": None,
        "bot": bot,
        "public_flags": 0,
    }


def member_payload(
    user: dict[str, Any], *, roles: list[int] | None = None, permissions: int | None = None
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "user": user,
        "roles": [str(r) for r in roles or []],
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "deaf": False,
        "mute": False,
        "flags": 0,
        "nick": None,
        "avatar": None,
        "pending": False,
    }
    if permissions is not None:
        data["permissions"] = str(permissions)
    return data


@dataclass(frozen=True)
class Upload:
    """A file a test user attaches to a slash command's attachment option (Discord sends its
    metadata in the interaction's ``resolved.attachments``; the bot downloads it from the CDN)."""

    filename: str
    data: bytes
    content_type: str = "application/json"


@dataclass
class Person:
    """A test user and the permissions Discord computes for them in the test channel."""

    id: int
    name: str
    permissions: int = PERM_ALL_TEXT
    bot: bool = False

    @property
    def payload(self) -> dict[str, Any]:
        return user_payload(self.id, self.name, bot=self.bot)

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


class BotHarness:
    """Runs a real ``commands.Bot`` against :class:`FakeDiscord` and feeds it gateway events."""

    GUILD_ID = 1_100_000_000_000_000_001
    CHANNEL_ID = 1_100_000_000_000_000_010
    OTHER_CHANNEL_ID = 1_100_000_000_000_000_011
    THREAD_ID = 1_100_000_000_000_000_012  # a public thread of the games channel
    APP_ID = 1_100_000_000_000_000_100
    BOT_ID = APP_ID
    EVERYONE_ROLE = GUILD_ID

    def __init__(self, bot: discord.Client, *, people: list[Person], owner: Person) -> None:
        self.bot = bot
        self.people = {p.name: p for p in people}
        self.owner = owner
        self.bot_user = user_payload(self.BOT_ID, "hexbot", bot=True)
        self.rest = FakeDiscord(bot_user=self.bot_user, application_id=self.APP_ID, owner=owner.payload)
        self.rest.on_thread_created = lambda data: self.feed("THREAD_CREATE", data)
        self.rest.users.update({p.id: p.payload for p in people})
        self.app_permissions = PERM_ALL_TEXT
        self._ids = itertools.count(1_200_000_000_000_000_000)
        self._restore: list[Callable[[], None]] = []
        self.channel_id = self.CHANNEL_ID  # where interactions happen unless told otherwise
        self.locale = "en-US"  # the acting user's Discord client language in interactions
        self.guild_locale = "en-US"  # the server's preferred locale in interactions
        self.escaped: list[str] = []  # exceptions that left the bot's handlers (see the module's docstring)

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        """Patch the network, log in (runs setup_hook), then READY and GUILD_CREATE."""
        self.bot.http.request = self.rest.http_request  # type: ignore[method-assign]
        self.bot.http.get_from_cdn = self.rest.get_from_cdn  # type: ignore[method-assign]
        original = AsyncWebhookAdapter.request
        rest = self.rest

        async def adapter_request(
            adapter: AsyncWebhookAdapter, route: Route, session: Any = None, **kwargs: Any
        ) -> Any:
            return await rest.webhook_request(route, session, **kwargs)

        AsyncWebhookAdapter.request = adapter_request  # type: ignore[method-assign,assignment]
        self._restore.append(lambda: setattr(AsyncWebhookAdapter, "request", original))
        self._watch_escapes()

        try:
            await self.bot.login("test-token")  # GET /users/@me, GET /oauth2/applications/@me, setup_hook
            self.bot._connection.guild_ready_timeout = 0.01
            self.feed("READY", self.ready_payload())
            self.feed("GUILD_CREATE", self.guild_payload())
            await asyncio.wait_for(self.bot.wait_until_ready(), timeout=5)
            await self.settle()
        except BaseException:
            await self.stop()
            raise

    async def stop(self) -> None:
        try:
            await self.bot.close()
        finally:
            for undo in reversed(self._restore):
                undo()
            self._restore.clear()

    def _watch_escapes(self) -> None:
        """Record every exception that leaves the bot: an event's task ending with one (what
        asyncio reports as "Task exception was never retrieved"), anything the event loop's
        exception handler is given, discord.py's "Ignoring exception in …" logs."""
        loop = asyncio.get_running_loop()
        old_handler, old_factory = loop.get_exception_handler(), loop.get_task_factory()
        escaped = self.escaped

        def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
            escaped.append(f"event loop: {context.get('message')} {context.get('exception')!r}")

        def done(task: asyncio.Task[Any]) -> None:
            if not task.cancelled() and task.exception() is not None and _is_event_work(task):
                escaped.append(f"task {task.get_name()}: {task.exception()!r}")

        def factory(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task[Any]:
            task: asyncio.Task[Any] = asyncio.Task(coro, loop=loop, **kwargs)
            task.add_done_callback(done)
            return task

        class Ignoring(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                if record.levelno >= logging.ERROR:
                    escaped.append(f"discord.py: {record.getMessage()} {record.exc_info and record.exc_info[1]!r}")

        ignoring = Ignoring()
        library = logging.getLogger("discord")
        loop.set_exception_handler(handler)
        loop.set_task_factory(factory)  # type: ignore[arg-type]
        library.addHandler(ignoring)

        def undo() -> None:
            loop.set_exception_handler(old_handler)
            loop.set_task_factory(old_factory)
            library.removeHandler(ignoring)

        self._restore.append(undo)

    def feed(self, event: str, payload: dict[str, Any]) -> None:
        """Hand one gateway DISPATCH to the bot, exactly as its websocket does."""
        self.bot._connection.parsers[event](payload)

    async def settle(self, timeout: float = 15.0) -> None:
        """Wait until the work the last events started (command, component and bot tasks) is done."""
        deadline = asyncio.get_running_loop().time() + timeout
        me = asyncio.current_task()
        while True:
            await asyncio.sleep(0)
            pending = [t for t in asyncio.all_tasks() if t is not me and not t.done() and _is_event_work(t)]
            if not pending:
                # one more turn of the loop, in case a finishing task scheduled another
                await asyncio.sleep(0.01)
                pending = [t for t in asyncio.all_tasks() if t is not me and not t.done() and _is_event_work(t)]
                if not pending:
                    return
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError(f"bot still busy: {[t.get_name() for t in pending]}")
            await asyncio.wait(pending, timeout=left)

    # ------------------------------------------------------------------ payloads
    def ready_payload(self) -> dict[str, Any]:
        return {
            "v": 10,
            "user": dict(self.bot_user, verified=True, mfa_enabled=False, flags=0),
            "guilds": [{"id": str(self.GUILD_ID), "unavailable": True}],
            "session_id": "fake-session",
            "resume_gateway_url": "wss://gateway.example",
            "application": {"id": str(self.APP_ID), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }

    def channel_payload(self, channel_id: int, name: str, position: int) -> dict[str, Any]:
        return {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(self.GUILD_ID),
            "name": name,
            "position": position,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "rate_limit_per_user": 0,
            "last_message_id": None,
        }

    def guild_payload(self) -> dict[str, Any]:
        channels = [
            self.channel_payload(self.CHANNEL_ID, "hex-games", 0),
            self.channel_payload(self.OTHER_CHANNEL_ID, "general", 1),
        ]
        channels = [c for c in channels if int(c["id"]) not in self.rest.deleted]
        for c in channels:
            self.rest.channels[int(c["id"])] = c
        threads = []
        if self.CHANNEL_ID not in self.rest.deleted:
            threads = [self.rest.thread_payload(self.CHANNEL_ID, self.THREAD_ID, "hex-thread")]
        roles = [
            {
                "id": str(self.EVERYONE_ROLE),
                "name": "@everyone",
                "permissions": str(PERM_ALL_TEXT),
                "position": 0,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        ]
        members = [member_payload(self.bot_user)] + [member_payload(p.payload) for p in self.people.values()]
        return {
            "id": str(self.GUILD_ID),
            "name": "Hex Club",
            "owner_id": str(self.owner.id),
            "unavailable": False,
            "member_count": len(members),
            "large": False,
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "channels": channels,
            "threads": threads,
            "roles": roles,
            "members": members,
            "emojis": [],
            "stickers": [],
            "features": [],
            "voice_states": [],
            "presences": [],
            "preferred_locale": self.guild_locale,
            "premium_tier": 0,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "system_channel_flags": 0,
        }

    def _interaction_base(self, itype: int, user: Person, channel_id: int | None = None) -> dict[str, Any]:
        cid = channel_id or self.channel_id
        channel = dict(self.rest.channels.get(cid) or self.channel_payload(cid, "channel", 0))
        iid = next(self._ids)
        return {
            "id": str(iid),
            "application_id": str(self.APP_ID),
            "type": itype,
            "token": f"itoken-{iid}",
            "version": 1,
            "guild_id": str(self.GUILD_ID),
            "guild": {"id": str(self.GUILD_ID), "locale": self.guild_locale, "features": []},
            "channel_id": str(cid),
            "channel": channel,
            "member": member_payload(user.payload, permissions=user.permissions),
            "app_permissions": str(self.app_permissions),
            "locale": self.locale,
            "guild_locale": self.guild_locale,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(self.GUILD_ID)},
            "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
        }

    def _option_types(self, path: list[str]) -> dict[str, int]:
        """Option name -> Discord option type, read from the bot's own command tree."""
        tree = self.bot.tree  # type: ignore[attr-defined]
        cmd = tree.get_command(path[0])
        assert cmd is not None, f"no command /{path[0]}"
        for name in path[1:]:
            cmd = cmd.get_command(name)
            assert cmd is not None, f"no command /{' '.join(path)}"
        return {p.display_name: p.type.value for p in cmd.parameters}

    def command_payload(
        self,
        user: Person,
        command: str,
        options: dict[str, Any] | None = None,
        *,
        focused: str | None = None,
        channel_id: int | None = None,
    ) -> dict[str, Any]:
        """An APPLICATION_COMMAND (or, with ``focused``, an AUTOCOMPLETE) interaction for ``/command``."""
        path = command.lstrip("/").split()
        types = self._option_types(path)
        resolved: dict[str, dict[str, Any]] = {}
        opts: list[dict[str, Any]] = []
        for name, value in (options or {}).items():
            otype = types.get(name)
            if otype is None:
                raise KeyError(f"/{command} has no option {name!r} (has {sorted(types)})")
            if isinstance(value, Upload):
                aid = str(next(self._ids))
                url = f"https://cdn.example/attachments/{aid}/{value.filename}"
                self.rest.cdn[url] = value.data
                resolved.setdefault("attachments", {})[aid] = {
                    "id": aid,
                    "filename": value.filename,
                    "size": len(value.data),
                    "url": url,
                    "proxy_url": url.replace("cdn.", "media."),
                    "content_type": value.content_type,
                }
                value = aid
            if isinstance(value, Person):
                resolved.setdefault("users", {})[str(value.id)] = value.payload
                member = member_payload(value.payload, permissions=value.permissions)
                member.pop("user")
                resolved.setdefault("members", {})[str(value.id)] = member
                value = str(value.id)
            opt: dict[str, Any] = {"name": name, "type": otype, "value": value}
            if focused == name:
                opt["focused"] = True
            opts.append(opt)
        for sub in reversed(path[1:]):
            opts = [{"name": sub, "type": 1, "options": opts}]
        data: dict[str, Any] = {"id": str(next(self._ids)), "name": path[0], "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        payload = self._interaction_base(4 if focused else 2, user, channel_id)
        payload["data"] = data
        return payload

    def component_payload(
        self, user: Person, message: dict[str, Any], custom_id: str, *, values: list[str] | None = None
    ) -> dict[str, Any]:
        """A MESSAGE_COMPONENT interaction: ``user`` clicks button ``custom_id`` on ``message``
        (or, with ``values``, chooses those values in the string select ``custom_id``)."""
        payload = self._interaction_base(3, user, int(message["channel_id"]))
        payload["message"] = message
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        if values is not None:
            payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        return payload

    # ------------------------------------------------------------------ high level actions
    async def run(self, payload: dict[str, Any]) -> list[Call]:
        """Feed one INTERACTION_CREATE, wait for the bot to finish, return the calls it made."""
        self.rest.register_interaction(payload)
        before = len(self.rest.calls)
        self.feed("INTERACTION_CREATE", payload)
        await self.settle()
        return self.rest.calls[before:]

    async def slash(self, user: Person, command: str, **options: Any) -> list[Call]:
        """Run ``/command`` with options given as keywords (``opponent_army`` for ``opponent-army``)."""
        return await self.run(self.command_payload(user, command, _dashed(options)))

    async def autocomplete(self, user: Person, command: str, focused: str, **options: Any) -> list[dict[str, Any]]:
        """The choices the bot offers for option ``focused`` of ``/command``."""
        payload = self.command_payload(user, command, _dashed(options), focused=focused)
        calls = await self.run(payload)
        answers = [c for c in calls if c.callback_type == CALLBACK_AUTOCOMPLETE]
        assert len(answers) == 1, calls
        return answers[0].json["data"]["choices"]

    async def click(self, user: Person, message: dict[str, Any], custom_id: str) -> list[Call]:
        return await self.run(self.component_payload(user, message, custom_id))

    async def confirmed(self, user: Person, command: str, **options: Any) -> list[Call]:
        """Run ``/command`` that asks a private Confirm / Cancel first (resign, claim, abort,
        leaving a league with a game in progress) and press Confirm: the calls of both."""
        asked = await self.slash(user, command, **options)
        return asked + await self.click(user, *ephemeral_confirm(asked))

    async def choose(self, user: Person, message: dict[str, Any], custom_id: str, *values: str) -> list[Call]:
        """``user`` chooses ``values`` in the select menu ``custom_id`` of ``message``."""
        return await self.run(self.component_payload(user, message, custom_id, values=list(values)))

    def message(self, message_id: int | str) -> dict[str, Any]:
        return self.rest.messages[int(message_id)]

    async def delete_thread(self, thread_id: int) -> None:
        """Someone deletes a thread: Discord forgets it and tells the gateway (THREAD_DELETE)."""
        data = self.rest.channels.get(thread_id, {})
        self.rest.delete_channel(thread_id)
        self.feed(
            "THREAD_DELETE",
            {"id": str(thread_id), "guild_id": str(self.GUILD_ID), "parent_id": data.get("parent_id"), "type": 11},
        )
        await self.settle()

    async def archive_thread(self, thread_id: int) -> None:
        """Someone archives a thread by hand: Discord tells the gateway (THREAD_UPDATE)."""
        data = dict(self.rest.channels[thread_id])
        data["thread_metadata"] = dict(data["thread_metadata"], archived=True)
        self.rest.channels[thread_id] = data
        self.feed("THREAD_UPDATE", data)
        await self.settle()


def _dashed(options: dict[str, Any]) -> dict[str, Any]:
    return {k.replace("_", "-"): v for k, v in options.items()}


def _is_event_work(task: asyncio.Task[Any]) -> bool:
    name = task.get_name()
    return name.startswith(("CommandTree-invoker", "discord-ui-", "discord.py: on_", "hexbot:"))


# ====================================================================== selecting recorded calls
def select(calls: Iterable[Call], method: str, path_regex: str) -> list[Call]:
    return [c for c in calls if c.method == method and re.search(path_regex, c.path)]


def callbacks(calls: Iterable[Call]) -> list[Call]:
    """Interaction responses (``POST /interactions/{id}/{token}/callback``)."""
    return select(calls, "POST", r"^/interactions/\d+/[^/]+/callback$")


def followups(calls: Iterable[Call]) -> list[Call]:
    """Follow-up messages (``POST /webhooks/{application}/{token}``)."""
    return select(calls, "POST", r"^/webhooks/\d+/[^/]+$")


def original_edits(calls: Iterable[Call]) -> list[Call]:
    return select(calls, "PATCH", r"/messages/@original$")


def original_deletes(calls: Iterable[Call]) -> list[Call]:
    return select(calls, "DELETE", r"/messages/@original$")


def channel_posts(calls: Iterable[Call], channel_id: int) -> list[Call]:
    """Messages the bot posted with its token into ``channel_id``."""
    return select(calls, "POST", rf"^/channels/{channel_id}/messages$")


COMPONENTS_V2 = 1 << 15  # the message flag of a Components V2 layout


def components_of(message: dict[str, Any]) -> list[dict[str, Any]]:
    """Every component of ``message``, depth first: rows and their buttons and menus, and a
    Components V2 layout's containers, sections (with their accessory), texts and galleries."""
    out: list[dict[str, Any]] = []

    def walk(components: Iterable[dict[str, Any]]) -> None:
        for c in components:
            out.append(c)
            walk(c.get("components", []) or [])
            if isinstance(c.get("accessory"), dict):
                walk([c["accessory"]])

    walk(message.get("components", []) or [])
    return out


def layout_text(message: dict[str, Any]) -> str:
    """The text of a Components V2 layout (its text displays, one per line); '' for others."""
    return "\n".join(c.get("content", "") for c in components_of(message) if c.get("type") == 10)


def buttons_of(message: dict[str, Any]) -> list[dict[str, Any]]:
    """The buttons and menus of ``message`` (a layout's too): what can still be clicked."""
    return [c for c in components_of(message) if c.get("type") in (2, 3)]


def text_of(message: dict[str, Any]) -> str:
    """What a message says: its content, or its layout's text."""
    return message.get("content") or layout_text(message)


def select_menu(message: dict[str, Any], keyword: str | None = None) -> dict[str, Any]:
    """The first string select menu (component type 3) of ``message`` (whose custom id ends
    with ``:keyword``, if given)."""
    for comp in components_of(message):
        if comp.get("type") == 3 and (keyword is None or comp.get("custom_id", "").endswith(":" + keyword)):
            return comp
    raise KeyError(f"no select menu on {message.get('components')}")


def ephemeral_message(calls: Iterable[Call]) -> dict[str, Any]:
    """The private message the bot answered with: the interaction's own answer (a quiet
    command) or a follow-up after a deferral."""
    for c in calls:
        if c.ephemeral and c in followups([c]):
            return dict(c.response)
        if c.ephemeral and c.callback_type == CALLBACK_MESSAGE:
            return dict(c.response["resource"]["message"])
    raise AssertionError(f"no private answer among {calls}")


def ephemeral_confirm(calls: Iterable[Call]) -> tuple[dict[str, Any], str]:
    """The private Confirm / Cancel message among ``calls`` and its Confirm button."""
    message = ephemeral_message(calls)
    return message, button(message, "confirm")


def button(message: dict[str, Any], keyword: str) -> str:
    """The custom id of the button on ``message`` whose label or action contains ``keyword``."""
    for comp in components_of(message):
        if (
            comp.get("type") == 2
            and keyword.lower() in (comp.get("label", "") + " " + comp.get("custom_id", "")).lower()
        ):
            return comp["custom_id"]
    raise KeyError(f"no button like {keyword!r} on {message.get('components')}")
