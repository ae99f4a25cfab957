"""The local console adapter: play the bot in a terminal, no Discord needed.

Each input line names the acting user, then a command in slash syntax, a button keyword
or plain engine notation::

    @ala /hex new opponent:@ola army:moloch opponent-army:borgo
    @ola /hex accept
    @ala /hexinfo tile name:runner          (the same groups as on Discord)
    @ala /hex place tile:hq hex:C3          (or: @ala hq C3)
    @ala /hex preview tile:runner hex:B2 facing:NE
    @ala !face-se                           (press a button on Ala's screen: [!face-se ↘ SE])
    @ala !confirm
    @ala ?hex C2                            (choose C2 in a menu on Ala's screen: [?hex: B2 C2 …])
    @ala[mod] /hexmod abort                 (act as a moderator)
    @ala[mod] /leaguemod create name:Club   (a league moderator's command)
    @ala /hexme prefs language:pl           (my language, from now on)
    @ala /hex new opponent:@bot             (play against the computer player)

Console-only lines: ``:channel NAME`` switches channel, ``:advance 25h`` moves the console
clock forward (reminders are checked after every line), ``:seed 4`` seeds the random
choices (the next game is dealt the same every time, as ``--seed``), ``:help``, ``:quit``.
``#`` starts a comment.

Buttons and menus behave as Discord's: each printed reply with controls is a message on the
screen of its viewer (a private answer's) or of everyone; ``!keyword`` presses the latest one
on the acting user's screen (private first, keywords in any case). A private message clicked
is answered in place (a Cancel leaves no Confirm behind; a panel becomes the hand), a public
one loses its buttons once the click posted something, and the live turn message's edits
replace it. Users get stable ids from their names (and the stored names of a
channel's players come back after a restart); images are written to the image folder,
numbered on from the pictures already there, and shown as ``[image: out/0003-board.png]``. Replies print with ``@name`` for mentions, buttons as
``[!keyword Label]``, menus as ``[?keyword: A1 A2 … (current C3)]`` and battle threads
indented.

Each line runs in :func:`bot.locale.acting` for its user: private answers speak the user's
language — their stored preference (``/hexme prefs language:``), else the console's
language (``python -m bot --console --lang pl``; English by default).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
import sys
from collections.abc import Callable, Collection
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import TextIO

import i18n
from bot.app import App
from bot.commands.syntax import echo, line_of
from bot.locale import acting, vt
from bot.replies import Button, ChannelPost, Reply, Select, mention, replace_mentions
from bot.storage.base import GameRecord, LiveMessage, StorageUnavailable
from bot.usecases.deliveries import battle_key
from bot.usecases.live import is_change, plan
from bot.usecases.wording import narrator

_LINE = re.compile(r"^@(?P<user>[\w.-]+)(?P<mod>\[mod\])?\s+(?P<rest>.+)$")
_MENTION_NAME = re.compile(r"(?<![<\w])@([\w.-]+)")
log = logging.getLogger(__name__)
_NUMBERED = re.compile(r"^(\d{4,})-")  # a picture the console wrote: 0007-board.png
_DURATION = re.compile(r"^(\d+(?:\.\d+)?)\s*([smhd])$")
_MAX_ADVANCE_DAYS = 3650  # ten years: beyond that a date overflows, and no game needs it


AI_NAME = "bot"  # the reserved console name of the computer player


def stable_id(name: str) -> int:
    """A stable integer id for a console user or channel name (Discord-like 18 digits)."""
    digest = hashlib.sha256(name.lower().encode()).digest()
    return 10**17 + int.from_bytes(digest[:7], "big") % (9 * 10**17)


class OffsetClock:
    """A clock that can be moved forward (``:advance``) on top of a base clock."""

    def __init__(self, base: Callable[[], datetime]) -> None:
        self.base = base
        self.offset = timedelta()

    def __call__(self) -> datetime:
        return self.base() + self.offset


@dataclass(slots=True, eq=False)
class _Message:
    """A message on screen with buttons or menus, as Discord would show it: to ``viewer``
    only (a private answer) or to everyone in the channel (``None``). Its controls are known
    by their keyword in lower case (``choose-a3``); ``live`` is the number of the live turn
    message it is (``#4``), whose edits replace it."""

    channel_id: int
    viewer: int | None
    version: int | None
    game_id: int | None
    panel: bool = False  # a private panel (the hand, a preview)
    live: int | None = None
    buttons: dict[str, str] = field(default_factory=dict)  # keyword -> the command it runs
    menus: dict[str, Select] = field(default_factory=dict)

    def controls(self, menus: bool) -> Collection[str]:
        return self.menus if menus else self.buttons


MAX_SCREEN = 200  # messages with controls the console remembers (older ones scrolled away)


class Console:
    """Reads command lines, runs them through the application and prints the replies."""

    def __init__(
        self,
        app: App,
        image_dir: Path,
        out: TextIO | None = None,
        clock: OffsetClock | None = None,
        channel: str = "console",
        lang: str = i18n.DEFAULT,
        quiet: bool = True,
    ) -> None:
        self.app = app
        # A quiet channel, as on Discord: one live message per turn, its edits printed "(edited)".
        self.quiet = quiet
        self._message_ids = 0
        self.image_dir = image_dir
        self.out = out if out is not None else sys.stdout  # read now: tests capture it
        self.clock = clock
        self.lang = i18n.normalize(lang)  # the console's language: users without a preference
        self.names: dict[int, str] = {}
        self.channel = channel
        self.channel_id = stable_id("#" + channel)
        self._images = 0
        self._recalled: set[int] = set()  # channels whose players' names were read back
        self.failures = 0  # lines that changed nothing: refused, unreadable, or failed
        self._screen: list[_Message] = []  # what is on screen with buttons or menus, oldest first
        if app.computer.user_id is None:  # the computer player is the reserved name @bot
            app.computer.user_id = self.user(AI_NAME)
        else:
            self.names[app.computer.user_id] = AI_NAME

    # ------------------------------------------------------------------ identities
    def user(self, name: str) -> int:
        uid = stable_id(name)
        self.names[uid] = name
        return uid

    def _to_markup(self, text: str) -> str:
        return _MENTION_NAME.sub(lambda m: f"<@{self.user(m.group(1))}>", text)

    async def _recall_players(self) -> None:
        """The names of the channel's players as stored: after a restart the console knows
        who @ola is before she types again (else the replies would show a bare id)."""
        if self.channel_id in self._recalled:  # once a channel: players named later type their lines
            return
        self._recalled.add(self.channel_id)
        game = await self.app.games.live_or_last(self.channel_id)
        if game is not None and any(u is not None and u not in self.names for u in game.players):
            for seat, name in (await self.app.names.of_seats(game)).items():
                uid = game.players[seat - 1]
                if uid is not None:
                    self.names.setdefault(uid, name)

    async def user_lang(self, user_id: int) -> str:
        """The language of ``user_id``'s private answers: their preference, else the console's."""
        return i18n.normalize(await self.app.people.viewer_lang(user_id, self.lang))

    # ------------------------------------------------------------------ input
    async def handle(self, line: str) -> bool:
        """Run one input line; returns False when the console should stop."""
        text = line.strip()
        if not text or text.startswith("#"):
            return True
        if text.startswith(":"):
            with acting(self.lang):
                return await self._console_command(text[1:].split())
        m = _LINE.match(text)
        if m is None:
            self.failures += 1
            self._print(i18n.t(self.lang, "cmd-console-line-help"))
            return True
        if m.group("user").lower() == AI_NAME:
            self._print(i18n.t(self.lang, "cmd-console-bot-plays-itself", name=AI_NAME))
            return True
        user_id = self.user(m.group("user"))
        for named in _MENTION_NAME.findall(m.group("rest")):
            self.user(named)  # everyone the line names becomes known
        await self.app.names.remember(dict(self.names))  # stored once each, for the pictures
        await self._recall_players()
        with acting(await self.user_lang(user_id)):
            try:
                await self._handle_user_line(user_id, m)
            except StorageUnavailable as e:  # the database stayed away: try again in a moment
                log.warning("the database did not answer: %s", e, extra={"ctx": {"line": text[:200]}})
                self.failures += 1
                self._print(vt("dc-not-answered" if e.unknown else "dc-error-storage"))
            except Exception:  # a bug must not end the console: say so in one line, log the rest
                log.exception("console line failed", extra={"ctx": {"line": text[:200]}})
                self.failures += 1
                self._print(vt("cmd-console-failed"))
        return True

    async def _handle_user_line(self, user_id: int, m: re.Match[str]) -> None:
        """Run a user's line (in that user's language) and print what the bot answers."""
        moderator = m.group("mod") is not None
        rest = m.group("rest").strip()
        clicked: _Message | None = None  # the message whose button or menu the line used
        if rest.startswith("!"):
            replies, clicked = await self._press(user_id, rest[1:].strip().lower(), moderator)
        elif rest.startswith("?"):
            keyword, _, choice = rest[1:].strip().partition(" ")
            replies, clicked = await self._choose(user_id, keyword.lower(), choice.strip(), moderator)
        else:
            replies = await self.app.commands.run(
                self.channel_id,
                user_id,
                self._to_markup(rest),
                is_moderator=moderator,
                user_name=self.names[user_id],
            )
        self.failures += any(r.refused for r in replies)
        for r in replies:
            if not await self.show_live(r):
                self.show(r, user_id)
            await self._settle(r)
        if clicked is not None:
            self._retire(clicked, replies)
            if clicked.panel and any(not r.ephemeral and r.game_id is not None for r in replies):
                # Discord refreshes the clicked panel in place with the hand: the console shows it
                self.show(await self.app.info.hand(self.channel_id, user_id), user_id)
        for r in await self.app.ai.ai_turns(self.channel_id, thinking=self._thinking):  # the computer answers
            if not await self.show_live(r):
                self.show(r, None)
            await self._settle(r)
        await self.reminders()
        await self.drain()

    def _thinking(self, game: GameRecord, player: int) -> None:
        """The computer player starts a turn: say so before its moves are printed (a hard
        turn takes seconds)."""
        army = narrator(game).army_name(player)
        self._print("bot: … " + i18n.t(game.lang, "cmd-console-thinking", name=AI_NAME, army=army))

    # ------------------------------------------------------------------ the delivery outbox
    async def _done(self, key: str) -> None:
        item = await self.app.deliveries.claim_key(key)
        if item is not None:
            await self.app.deliveries.done(item)

    async def _settle(self, reply: Reply) -> None:
        """A reply printed: its change's outbox items are delivered (a console never fails to print)."""
        if reply.ephemeral or reply.game_id is None or reply.version is None:
            return
        for item in await self.app.deliveries.claim_turn(reply.game_id, reply.version, reply.since):
            await self.app.deliveries.done(item)  # its change, and the computer's earlier actions it told
        if reply.outbox_id is not None:  # the battle was printed whole: nothing left to post
            await self.app.outbox.mark_battle_done(reply.outbox_id)
            await self._done(battle_key(reply.outbox_id))
        found = await self.app.deliveries.claim_game_post(reply.game_id)  # a league game's rating changes
        if found is not None:
            item, post = found
            self.show(post.reply, None)
            await self.app.deliveries.done(item)

    async def drain(self) -> int:
        """The console's poster of the delivery outbox: what no reply printed (a change made
        by another process on the same database, a reminder claimed and not shown) is
        printed now, as the Discord adapter would post it. How many items were delivered."""
        items = await self.app.deliveries.claim()
        for item in items:
            if item.kind == "turn":
                reply, covered = await self.app.deliveries.turn_reply(item)
                if reply is not None and not await self.show_live(reply):
                    self.show(reply, None)
                await self.app.deliveries.finish_covered(covered)
            elif item.kind == "battle":
                post_id = int(item.payload.get("post", 0))
                row = await self.app.outbox.battle_post_row(post_id)
                if row is not None and row.status == "pending":
                    battle = await self.app.outbox.battle_post(post_id)
                    self.show(Reply(text="", battle=battle, game_id=row.game_id), None)
                    await self.app.outbox.mark_battle_done(post_id)
            elif item.kind == "post" and item.game_id is not None:  # a league game's rating changes
                post = await self.app.deliveries.stored_post(item)
                if post is not None:
                    self.show(post.reply, None)
            elif item.kind in ("reminder", "post"):
                post = await self.app.deliveries.reminder_post(item)
                if post is not None:
                    self.show_post(post)
            await self.app.deliveries.done(item)
        return len(items)

    async def _press(self, user_id: int, keyword: str, moderator: bool) -> tuple[list[Reply], _Message | None]:
        """``!keyword``: press the latest button ``keyword`` on the user's screen (a private
        message first, any case); the replies, and the message pressed."""
        found = self._find(user_id, keyword, menus=False)
        if found is None:
            return [await self._not_on_screen(user_id, keyword, menus=False)], None
        replies = await self.app.commands.run(
            self.channel_id, user_id, found.buttons[keyword], is_moderator=moderator, version=found.version
        )
        return replies, found

    async def _choose(
        self, user_id: int, keyword: str, choice: str, moderator: bool
    ) -> tuple[list[Reply], _Message | None]:
        """``?keyword LABEL``: choose an option of the latest menu ``keyword`` on the user's
        screen; the replies, and the message whose menu it was."""
        found = self._find(user_id, keyword, menus=True)
        if found is None:
            return [await self._not_on_screen(user_id, keyword, menus=True)], None
        menu = found.menus[keyword]
        option = menu.option(choice)
        if option is None:
            labels = " ".join(o.label for o in menu.options)
            text = vt("cmd-console-no-option", choice=echo(choice), keyword=keyword, labels=labels)
            return [Reply(text=text, ephemeral=True, refused=True)], None
        replies = await self.app.commands.run(
            self.channel_id, user_id, option.action, is_moderator=moderator, version=found.version
        )
        return replies, found

    def _visible(self, user_id: int) -> list[_Message]:
        """The messages of this channel the user sees, newest first: their private ones, then
        everyone's."""
        here = [m for m in reversed(self._screen) if m.channel_id == self.channel_id]
        return [m for m in here if m.viewer == user_id] + [m for m in here if m.viewer is None]

    def _find(self, user_id: int, keyword: str, *, menus: bool) -> _Message | None:
        return next((m for m in self._visible(user_id) if keyword in m.controls(menus)), None)

    def _retire(self, clicked: _Message, replies: list[Reply]) -> None:
        """What Discord does to the clicked message: a private one shows the answer in place
        (a Cancel leaves no Confirm behind; a panel shows the hand again), a public one loses
        its buttons once the click posted something (the live turn message shows its edit)."""
        if clicked.viewer is not None or any(not r.ephemeral for r in replies):
            self._screen = [m for m in self._screen if m is not clicked]

    async def _not_on_screen(self, user_id: int, keyword: str, *, menus: bool) -> Reply:
        """Why ``!keyword`` (or ``?keyword``) pressed nothing: what the user can press now,
        and whose it is when another player's private message shows it."""
        sign = "?" if menus else "!"
        versions: dict[int, int | None] = {}
        for m in self._visible(user_id):
            if m.game_id is not None and m.game_id not in versions:
                game = await self.app.games.get(m.game_id)
                versions[m.game_id] = game.version if game is not None else None
        now = {
            k
            for m in self._visible(user_id)
            if m.game_id is None or m.version is None or versions.get(m.game_id) == m.version
            for k in m.controls(menus)
        }
        known = ", ".join(f"{sign}{k}" for k in sorted(now)) or vt("cmd-console-none-yet")
        owner = next(
            (
                m.viewer
                for m in reversed(self._screen)
                if m.channel_id == self.channel_id and m.viewer not in (None, user_id) and keyword in m.controls(menus)
            ),
            None,
        )
        kind = "menu" if menus else "button"
        if owner is not None:
            text = vt(f"cmd-console-{kind}-of", keyword=echo(sign + keyword), user=mention(owner), known=known)
        else:
            text = vt(f"cmd-console-no-{kind}", keyword=echo(sign + keyword), known=known)
        return Reply(text=text, ephemeral=True, refused=True)

    async def _console_command(self, words: list[str]) -> bool:
        if not words:
            return True
        cmd = words[0].lower()
        if cmd in ("quit", "exit", "q"):
            return False
        if cmd in ("help", "h", "?"):
            self._print(self._w("help"))
            return True
        if cmd == "channel" and len(words) == 2:
            self.channel = words[1].lstrip("#")
            self.channel_id = stable_id("#" + self.channel)
            self._print(self._w("now-in", channel=self.channel))
        elif cmd == "seed" and len(words) == 2 and words[1].isdigit() and len(words[1]) <= 18:
            self.app.setup.rng.seed(int(words[1]))  # as --seed: the next game is dealt the same every time
            self._print(self._w("seeded", seed=int(words[1])))
        elif cmd == "advance" and len(words) == 2 and self.clock is not None:
            m = _DURATION.match(words[1].lower())
            if m is None:
                self.failures += 1
                self._print(self._w("advance-usage"))
                return True
            amount = float(m.group(1))
            unit = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}[m.group(2)]
            step = timedelta(**{unit: min(amount, _MAX_ADVANCE_DAYS * 86400)})
            if step > timedelta(days=_MAX_ADVANCE_DAYS):
                self.failures += 1
                self._print(self._w("advance-max", days=_MAX_ADVANCE_DAYS))
                return True
            self.clock.offset += step
            self._print(self._w("clock", now=self.clock().isoformat(timespec="minutes")))
            await self.reminders()
            await self.drain()
        else:
            self.failures += 1
            self._print(self._w("commands"))
        return True

    async def reminders(self) -> None:
        await self.app.puzzles.queue_dailies()  # the daily puzzles due: posted by the drain
        for post in await self.app.pbp.due_reminders():
            self.show_post(post)
            if post.key is not None:
                await self._done(post.key)
        for post in [
            *await self.app.leagues.schedule.due_fixtures(),
            *await self.app.leagues.drafts.due_drafts(),
            *await self.app.leagues.events.due_events(),
            *await self.app.leagues.clock.due_clocks(),
            *await self.app.leagues.seasons.due_season_ends(),
        ]:
            self.show_post(post)

    # ------------------------------------------------------------------ output
    def _print(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def _save(self, filename: str, data: bytes) -> str:
        self.image_dir.mkdir(parents=True, exist_ok=True)
        if not self._images:  # numbered on from the pictures earlier runs left: never overwritten
            self._images = max(
                (int(m.group(1)) for p in self.image_dir.iterdir() if (m := _NUMBERED.match(p.name))), default=0
            )
        self._images += 1
        path = self.image_dir / f"{self._images:04d}-{filename}"
        path.write_bytes(data)
        return str(path)

    def _names(self, text: str) -> str:
        return replace_mentions(text, self.names)

    def _w(self, key: str, **args: object) -> str:
        """The console's own words (its frame around the bot's replies), in its language."""
        return i18n.t(self.lang, f"cmd-console-{key}", **args)

    def _buttons_line(self, buttons: list[Button]) -> str:
        return " ".join(f"[!{b.keyword} {b.label}]" for b in buttons)

    def _select_line(self, menu: Select) -> str:
        """``[?hex: A1 A2 C3 (current C3)]``."""
        current = menu.current
        now = f" ({self._w('current', label=current.label)})" if current is not None else ""
        return f"[?{menu.custom}: {' '.join(o.label for o in menu.options)}{now}]"

    async def show_live(self, reply: Reply) -> bool:
        """Print a public reply that changed its game as Discord shows it in a quiet channel:
        the turn's message edited in place (``bot (edited #3):``), or closed with its summary
        and a new message posted (``bot (#4):``); a held minor action (a discard) edits
        nothing: its line is printed as ``bot (held for #3):``, to show with the next edit
        of that message. ``False`` for any other reply."""
        if not self.quiet or reply.ephemeral or reply.game_id is None or reply.version is None:
            return False
        view = reply.turn or await self.app.live.turn_view(reply.game_id)
        live = await self.app.live.live_message(reply.game_id)
        if view is None or not is_change(reply, live):
            return False
        todo = plan(live, view, reply)
        shown = replace(reply, buttons=reply.buttons or view.buttons, link=reply.link or view.link)
        mentions = list(dict.fromkeys([*reply.mentions, *(view.ping_at_end if view.over else [])]))
        message_id = live.message_id if live is not None else 0
        if todo.held:  # nothing changes in the channel: the line waits for the next edit of #n
            self._print(f"bot ({self._w('held', n=message_id)}):")
            self._print("     " + self._names(f"• {todo.did}"))
        if todo.edit_text is not None or todo.close_text is not None:
            self._screen = [m for m in self._screen if m.live != message_id]  # its buttons: the edit's, or none
        if todo.edit_text is not None:
            self._print(f"bot ({self._w('edited', n=message_id)}):")
            self.show(replace(shown, text=todo.edit_text, mentions=[]), None, header=False, live=message_id)
        elif todo.close_text is not None:
            self._print(f"bot ({self._w('edited', n=message_id)}):")
            self._print("     " + self._names(todo.close_text))
        if todo.post_text is not None:
            self._message_ids += 1
            message_id = self._message_ids
            self._print(f"bot (#{message_id}):")
            if todo.again and not shown.images:  # the turn posted anew (a question): with its board
                current = await self.app.live.current_turn_reply(view.game_id)
                shown = replace(shown, images=current.images if current is not None else [])
            self.show(replace(shown, text=todo.post_text, mentions=mentions), None, header=False, live=message_id)
        await self.app.deliveries.store_live_message(
            LiveMessage(view.game_id, view.channel_id, message_id, view.key, reply.version, todo.lines),
            live,
        )
        return True

    def show_post(self, post: ChannelPost) -> None:
        if post.channel_id == self.channel_id:
            self._print(f"bot ({self._w('reminder')}):")
        else:
            self._print(f"bot ({self._w('reminder-elsewhere', channel=str(post.channel_id))}):")
        self.show(post.reply, None, header=False)

    def show(self, reply: Reply, user_id: int | None, header: bool = True, live: int | None = None) -> None:
        """Print a reply; remember its buttons for ``!keyword`` and its menus for ``?keyword``
        (``live``: the reply is the live turn message of that number)."""
        pad = "     "
        if header:
            if reply.ephemeral and user_id is not None:
                self._print(f"bot ({vt('cmd-console-only-you', name=self.names.get(user_id, str(user_id)))}):")
            else:
                self._print("bot:")
        for line in self._names(reply.text).splitlines():
            self._print(pad + line)
        for img in reply.images:
            kind = "image" if img.filename.endswith(".png") else "file"
            self._print(f"{pad}[{kind}: {self._save(img.filename, img.data)}]")
        viewer = user_id if reply.ephemeral else None
        shown = _Message(self.channel_id, viewer, reply.version, reply.game_id, reply.panel, live)
        for block in reply.blocks:  # a panel's tiles (their small pictures are Discord's only)
            self._print(f"{pad}• {self._names(block.text).replace('**', '')}")
            self._controls(shown, block.buttons, block.selects, pad + "  ")
        self._controls(shown, reply.buttons, [], pad)
        if reply.link is not None:  # Discord shows a link button: the console prints the address
            self._print(f"{pad}[link: {reply.link.label} {reply.link.url}]")
        self._controls(shown, [], reply.selects, pad)
        if shown.buttons or shown.menus:
            self._screen = [*self._screen[-MAX_SCREEN + 1 :], shown]
        if reply.mentions:
            self._print(
                pad + f"({self._w('pings', users=', '.join('@' + self.names.get(u, str(u)) for u in reply.mentions))})"
            )
        if reply.battle is not None:
            battle = reply.battle
            self._print(f"{pad}┏ {self._w('thread', title=self._names(battle.title))}")
            for post in battle.posts:
                for line in self._names(post.text).splitlines():
                    self._print(f"{pad}┃ {line}")
                if post.image is not None:
                    self._print(f"{pad}┃   [image: {self._save(post.image.filename, post.image.data)}]")
            self._print(f"{pad}┗ {self._names(battle.summary)}")

    def _controls(self, shown: _Message, buttons: list[Button], menus: list[Select], pad: str) -> None:
        """Print buttons and menus; remember them with their message for ``!keyword`` and ``?keyword``."""
        if buttons:
            self._print(pad + self._buttons_line(buttons))
            shown.buttons.update((b.keyword.lower(), line_of(b.action)) for b in buttons)
        for menu in menus:
            self._print(pad + self._select_line(menu))
            shown.menus[menu.custom.lower()] = menu

    # ------------------------------------------------------------------ loops
    async def run_script(self, lines: list[str], *, keep_going: bool = False) -> int:
        """Run a script's lines; the number of lines that changed nothing (refused, unreadable
        or failed). It stops at the first such line unless ``keep_going``."""
        for line in lines:
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            self._print("> " + line.strip())
            failures = self.failures
            if not await self.handle(line):
                break
            if self.failures > failures and not keep_going:
                break
        return self.failures

    async def interactive(self) -> None:
        self._print(i18n.t(self.lang, "cmd-console-welcome"))
        while True:
            try:
                line = await asyncio.to_thread(input, "> ")
            except EOFError:
                break
            if not await self.handle(line):
                break
