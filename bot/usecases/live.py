"""A quiet channel: one live turn message per turn, games in threads, followers.

The adapters (Discord, console) show a game's public replies as **one live message per
turn**: the reply of an action during a turn *edits* that turn's message (board, what was
done so far, whose turn); when the turn passes (or the game ends, or someone must be
pinged) the message is *closed* — it keeps its last board and a one-line summary of the
turn, loses its buttons — and a new message is posted with the ping and the buttons.

This module holds what both adapters share:

* :meth:`LiveMessages.turn_view` — the game's turn as the live message shows it: a key
  naming the turn (a reply of another turn starts a new message), the heading, the
  status, the buttons of the turn, who to ping at the end, the thread's names;
* :func:`plan` — pure: given the stored :class:`~bot.storage.base.LiveMessage`, the turn
  view and the reply, what to edit and what to post (:class:`LivePlan`);
* the stored live message, the game threads, the server's thread default and followers
  (``/hexme follow``).

A reply is a change of the game (and so goes to the live message) when it is public and
carries a ``game_id`` and a ``version`` newer than the live message's; other public
replies (``/hex board``, ``/hexhistory log``) are ordinary posts.

**Held lines.** A minor action — a discard that changes nothing on the board
(:attr:`Reply.minor`) — does not edit the turn message by itself: :func:`plan` answers
:attr:`LivePlan.held` (nothing to edit, nothing to post) and the acting player gets only a
private note. Its line shows with the next change of the turn (a placement, the end of the
turn, a question, ``/hex board``). That line is never kept in memory: the turn view
rebuilds it from the stored action log (:func:`held_rows`, :attr:`TurnView.held`), so a
restart between the discard and the next action loses nothing; :func:`plan` adds the
held lines the message does not show yet, in the order they were played.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

import i18n
from bot.locale import vt
from bot.narration import clip
from bot.readers import Mistake
from bot.replies import KEY_OVER, Button, Press, Reply, TurnView, mention
from bot.storage.base import (
    ABORTED,
    FINISHED,
    INVITED,
    KIND_ACTION,
    KIND_UNDO,
    OPEN,
    ActionRow,
    GameRecord,
    GameThread,
    LiveMessage,
)
from bot.storage.channels import ChannelStore
from bot.storage.games import GameStore
from bot.usecases.addresses import WebAddresses
from bot.usecases.answers import oops, turn_buttons
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore
from bot.usecases.legal import LegalActions
from bot.usecases.pictures import Pictures
from bot.usecases.seats import ComputerSeat
from bot.usecases.wording import accent_of, narrator, state_of, status_text, table_text
from rules.state import PHASE_HQ, PHASE_OVER, GameState

log = logging.getLogger(__name__)

KEY_LOBBY = "lobby"
MAX_SUMMARY = 1800  # a closed turn's line (Discord's limit is 2000 per message)


@dataclass(frozen=True, slots=True)
class LivePlan:
    """What an adapter does with a public game reply.

    ``close``: the current live message is closed — ``close_text`` is its one-line summary
    (no buttons, the reply's board); ``edit_text``: the current live message is edited in
    place (the reply's board and buttons); ``post_text``: a new live message is posted (the
    reply's board, buttons and pings); ``held``: none of them, the reply's line waits for
    the next change of the turn. ``lines`` are the lines to store with the message that is
    live afterwards (:func:`live_lines`)."""

    edit_text: str | None = None
    close_text: str | None = None
    post_text: str | None = None
    lines: tuple[str, ...] = ()
    did: str = ""
    held: bool = False  # a minor action: nothing is edited or posted, its line waits (see above)
    # The posted message carries on the same turn (someone is asked a question): it shows the
    # turn's board even when the reply brings none (the closed message shed it).
    again: bool = False

    @property
    def posts(self) -> bool:
        return self.post_text is not None


def turn_key_of(game: GameRecord, state: GameState) -> str:
    """The key of the turn ``state`` is in (the live message's ``turn_key``; see
    :meth:`LiveMessages.view_of`): a state of ``game`` now or earlier in its log."""
    if game.status in (OPEN, INVITED):
        return KEY_LOBBY
    if state.phase == PHASE_OVER or (game.status in (FINISHED, ABORTED) and state.result is not None):
        return KEY_OVER
    if state.phase == PHASE_HQ:
        return f"hq:{state.to_act}"
    return f"turn:{state.turn_number}:{state.current}"


def live_lines(header: str, status: str, done: tuple[str, ...] = ()) -> tuple[str, ...]:
    """What a live message stores: its heading, its status, then one line per action."""
    return (header, status, *done)


def compose(lines: tuple[str, ...]) -> str:
    """The live message's text from its stored lines: heading, what was done, status."""
    header, status, *done = lines
    body = [header, *(f"• {d}" for d in done), status]
    return clip("\n".join(p for p in body if p))


def summary(lines: tuple[str, ...]) -> str:
    """The one line a closed turn message keeps: its heading and what was done."""
    header, _, *done = lines
    text = " ".join(" ".join(d.split()) for d in done)
    line = f"{header}: {text}" if text else header
    return line if len(line) <= MAX_SUMMARY else line[: MAX_SUMMARY - 1] + "…"


def did_of(reply: Reply, status: str) -> str:
    """What the reply says happened: its text without the status it ends with."""
    text = reply.text.strip()
    if status and text.endswith(status.strip()):
        text = text[: len(text) - len(status.strip())]
    return text.strip()


def is_change(reply: Reply, live: LiveMessage | None) -> bool:
    """Whether a reply shows a change of its game (and so belongs in the live message)."""
    if reply.ephemeral or reply.game_id is None or reply.version is None:
        return False
    return live is None or reply.version > live.version


def is_discard(row: ActionRow) -> bool:
    return row.kind == KIND_ACTION and row.notation.split()[:1] == ["discard"]


def held_rows(rows: Sequence[ActionRow], player: int, ai_user_id: int | None = None) -> list[ActionRow]:
    """The action-log rows of ``player``'s discards that a quiet channel may not have shown
    yet: the run of discards at the end of the log — before its last row when that is any
    other row but an undo (the action being shown now; a resignation). A discard is never
    shown by itself (:attr:`Reply.minor`), so these are exactly the held ones (a line shown
    already is not shown twice: :func:`plan` leaves out what the message has). The computer
    player's own replies tell all of its actions: its rows are never held."""
    i = len(rows) - 1
    if i >= 0 and not is_discard(rows[i]) and rows[i].kind != KIND_UNDO:
        i -= 1
    out: list[ActionRow] = []
    while i >= 0 and is_discard(rows[i]) and rows[i].player == player and rows[i].user_id != ai_user_id:
        out.append(rows[i])
        i -= 1
    return out[::-1]


def _with_held(done: tuple[str, ...], held: Sequence[str], did: str) -> tuple[str, ...]:
    """The lines so far, the held lines not shown yet, then the reply's own line."""
    missing = tuple(h for h in held if h not in done and h != did)
    return (*done, *missing, did) if did else (*done, *missing)


def plan(live: LiveMessage | None, view: TurnView, reply: Reply) -> LivePlan:
    """What to do with a public game reply (see :class:`LivePlan`); ``reply`` must be a
    change of the game (:func:`is_change`)."""
    did = did_of(reply, view.status)
    if live is None:  # the game's first message (or the first since this feature)
        done: tuple[str, ...] = _with_held((), view.held, did)
        lines = live_lines(view.header, view.panel, done)
        return LivePlan(post_text=compose(lines), lines=lines, did=did)
    old = tuple(live.lines) if len(live.lines) >= 2 else live_lines(live.turn_key, "")
    same_turn = live.turn_key == view.key and not reply.mentions and not view.over
    if same_turn and reply.minor and reply.battle is None:
        # A discard: the message stays as it is; the line shows with the next change.
        return LivePlan(lines=old, did=did, held=True)
    # the discards a message does not show yet: the turn's own, or (when the reply ends the
    # turn the message shows) those of the turn that has just passed
    held = view.held if live.turn_key == view.key else (*view.held_before, *view.held)
    done = _with_held(old[2:], held, did)
    if same_turn:
        lines = live_lines(view.header, view.panel, done)
        return LivePlan(edit_text=compose(lines), lines=lines, did=did)
    closed = (old[0], old[1], *done)
    if view.over and live.turn_key == KEY_LOBBY:
        # Declined or withdrawn before it started: the invitation is closed, nothing else is posted.
        return LivePlan(close_text=summary(closed), lines=live_lines(view.header, view.panel), did=did)
    if live.turn_key == view.key and not view.over:
        # Someone must be pinged within the turn (an undo or draw question): a new message
        # that carries the turn on, with everything done so far.
        lines = live_lines(view.header, view.panel, done)
        return LivePlan(close_text=summary(closed), post_text=compose(lines), lines=lines, did=did, again=True)
    lines = live_lines(view.header, view.panel)
    return LivePlan(close_text=summary(closed), post_text=compose(lines), lines=lines, did=did)


def repost(live: LiveMessage, view: TurnView) -> LivePlan:
    """``/hex board`` during a turn: the live message comes again at the bottom of the channel
    (the old one is closed with its summary so far), nothing else changes."""
    old = tuple(live.lines) if len(live.lines) >= 2 else live_lines(view.header, view.panel)
    lines = live_lines(view.header, view.panel, _with_held(old[2:], view.held, ""))
    return LivePlan(close_text=summary(old), post_text=compose(lines), lines=lines)


class LiveMessages:
    """The live turn message, game threads, the server's default and followers."""

    def __init__(
        self,
        game_store: GameStore,
        channels: ChannelStore,
        games: GamesStore,
        pictures: Pictures,
        legal: LegalActions,
        computer: ComputerSeat,
        clock: Clock,
        links: WebAddresses | None = None,
    ) -> None:
        self.links = links  # the game page's link button (docs/web.md)
        self.game_store = game_store
        self.channels = channels
        self.games = games
        self.pictures = pictures
        self.legal = legal
        self.computer = computer
        self.clock = clock

    async def channel_lang(self, channel_id: int) -> str | None:
        """The language of the channel's game (live, else its last one); ``None`` without a
        game. The adapters word their own public posts in it (permission notices, battle links)."""
        game = await self.games.live_or_last(channel_id)
        return game.lang if game is not None else None

    async def turn_view(self, game_id: int) -> TurnView | None:
        """The game's current turn as its live message shows it; ``None`` for no such game."""
        game = await self.games.get(game_id)
        if game is None:
            return None
        return await self.view_of(game)

    async def view_of(self, game: GameRecord) -> TurnView:
        """The turn of ``game`` (a record in hand) as its live message shows it."""
        state = state_of(game)
        n = narrator(game)
        tr = n.tr
        players = [(uid, n.army_name(seat)) for seat, uid in enumerate(game.players, start=1)]
        names = tr.versus(
            tr("player-army", user=n.user_of(seat), army=army) for seat, (_, army) in enumerate(players, 1)
        )
        buttons: list[Button] = []
        held: tuple[str, ...] = ()
        held_before = await self._held_before(game)
        winners: list[int] = []
        draw = False
        ping: list[int] = []
        status = status_text(game, state, self.legal)
        if game.status in (OPEN, INVITED):
            key, header = KEY_LOBBY, tr("quiet-header-lobby", players=names)
        elif game.status in (FINISHED, ABORTED) or state.phase == PHASE_OVER:
            key, header = KEY_OVER, tr("quiet-header-over", players=names)
            if game.status == ABORTED and state.result is None:
                status = tr("quiet-status-aborted")
            if state.result is not None and state.result.winner is not None:
                winners = [u for u in (game.user_of(state.result.winner),) if u is not None]
            draw = state.result is not None and state.result.winner is None and state.result.reason != "aborted"
            members = [u for u in game.players if u is not None and u != self.computer.user_id]
            ping = list(dict.fromkeys([*members, *await self.channels.followers(game.id)]))
            buttons = [Button(tr("btn-export"), Press("export"), "secondary", "export")]
            held = await self._held_lines(game, state.current)  # a discard held when the game ended
        else:
            p = state.to_act
            who = tr("player-army", user=n.user_of(p), army=n.army_name(p))
            if state.phase == PHASE_HQ:
                key, header = f"hq:{p}", tr("quiet-header-hq", who=who)
            else:
                held = await self._held_lines(game, state.current)
                key, header = (
                    f"turn:{state.turn_number}:{state.current}",
                    tr("quiet-header-turn", turn=state.turn_number, who=who),
                )
            buttons = turn_buttons(game, state, tr)
        return TurnView(
            game_id=game.id,
            channel_id=game.channel_id,
            version=game.version,
            key=key,
            header=header,
            status=status,
            lang=game.lang,
            buttons=buttons,
            players=players,
            winners=winners,
            draw=draw,
            ping_at_end=ping,
            link=None if self.links is None else await self.links.game_link(game.id, game.lang),
            held=held,
            held_before=held_before,
            table=table_text(game, state) if self.pictures.layout == "phone" else "",
            accent=None if game.status in (OPEN, INVITED) else accent_of(state, state.current),
        )

    async def held_before(self, game_id: int, seq: int) -> tuple[str, ...] | None:
        """The lines of the discards right before the action ``seq`` of the game's log (the
        same player's run of them): the ones a change's message shows with that action,
        whatever the game did after it (a change shown late, by another process or the
        drain, must not take its held lines from the game as it is now). ``None``: no such action."""
        game = await self.games.get(game_id)
        if game is None:
            return None
        rows = await self.games.actions(game_id)
        at = next((i for i, r in enumerate(rows) if r.seq == seq), None)
        if at is None:
            return None
        run: list[ActionRow] = []
        i = at - 1
        while i >= 0 and is_discard(rows[i]) and rows[i].user_id != self.computer.user_id:
            if run and rows[i].player != run[-1].player:
                break
            run.append(rows[i])
            i -= 1
        n = narrator(game)
        return tuple(n.did(mention(r.user_id), r.player, r.notation) for r in reversed(run))

    async def _held_before(self, game: GameRecord) -> tuple[str, ...]:
        """The discards held in the turn the log's last action ended (its player's), when it
        passed the turn to another player: the summary closing that turn shows them."""
        if game.status in (OPEN, INVITED):
            return ()
        rows = await self.games.actions(game.id)
        if not rows or rows[-1].player == state_of(game).current:
            return ()
        found = held_rows(rows, rows[-1].player, self.computer.user_id)
        n = narrator(game)
        return tuple(n.did(mention(r.user_id), r.player, r.notation) for r in found)

    async def _held_lines(self, game: GameRecord, player: int) -> tuple[str, ...]:
        """The lines of the discards a quiet channel may not have shown yet, from the action log."""
        rows = held_rows(await self.games.actions(game.id), player, self.computer.user_id)
        n = narrator(game)
        return tuple(n.did(mention(r.user_id), r.player, r.notation) for r in rows)

    async def live_message(self, game_id: int) -> LiveMessage | None:
        """The game's live turn message, if one was posted."""
        return await self.channels.get_live_message(game_id)

    async def save_live_message(self, message: LiveMessage) -> None:
        """Remember the game's live turn message (after an adapter posted or edited it)."""
        await self.channels.put_live_message(message, self.clock())

    async def current_turn_reply(self, game_id: int, note: str = "") -> Reply | None:
        """The game's current turn as a reply (board, status, the turn's buttons), to post
        a live message anew (its thread was recreated); ``note`` comes first."""
        game = await self.games.get(game_id)
        if game is None:
            return None
        view = await self.view_of(game)
        img = await self.pictures.board(game, state_of(game), i18n.translator(game.lang))
        text = "\n".join(p for p in (note, view.panel) if p)
        return Reply(
            text=text, images=[img] if img else [], buttons=view.buttons, game_id=game.id, version=game.version
        )

    # ------------------------------------------------------------------ game threads
    async def game_thread(self, channel_id: int) -> GameThread | None:
        """The thread record when ``channel_id`` is a game's own thread."""
        return await self.channels.get_game_thread(channel_id)

    async def add_game_thread(self, thread_id: int, parent_id: int, guild_id: int | None) -> None:
        await self.channels.add_game_thread(GameThread(thread_id, parent_id, guild_id), self.clock())

    async def move_game_thread(self, old_thread_id: int, new_thread_id: int) -> int | None:
        """The live game of a deleted thread goes on in a new one; its id (``None``: no live game)."""
        game = await self.games.live(old_thread_id)
        if game is None:
            return None
        await self.game_store.move_game(game.id, old_thread_id, new_thread_id)
        log.info(
            "game moved to a new thread", extra={"ctx": {"game": game.id, "from": old_thread_id, "to": new_thread_id}}
        )
        return game.id

    async def game_version(self, channel_id: int) -> int | None:
        """The version of the channel's live game (``None``: none), to tell after a failure
        whether an action was stored."""
        game = await self.games.live_or_last(channel_id)
        return game.version if game is not None else None

    async def live_game_id(self, channel_id: int) -> int | None:
        game = await self.games.live(channel_id)
        return game.id if game is not None else None

    async def game_threads_default(self, guild_id: int | None) -> bool:
        """Whether ``/hex new`` opens a thread by default in this server (on unless its
        moderators set ``/hexmod threads default:off``)."""
        if guild_id is None:
            return False
        setting = await self.channels.get_game_threads_default(guild_id)
        return True if setting is None else bool(setting)

    async def server_threads(
        self, channel_id: int, user_id: int, *, guild_id: int | None, is_moderator: bool, default: str | None = None
    ) -> Reply:
        """``/hexmod threads [default:on|off]``: show or set (moderators) whether new games
        open in a thread of their own in this server."""
        try:
            if guild_id is None:
                raise Mistake(vt("quiet-err-server-only"))
            if default is None:
                on = await self.game_threads_default(guild_id)
                return Reply(vt("quiet-threads-shown", state="on" if on else "off"), ephemeral=True)
            choice = default.strip().lower()
            if choice not in ("on", "off"):
                raise Mistake(vt("quiet-err-on-off", value=default))
            if not is_moderator:
                raise Mistake(vt("quiet-err-moderators"))
        except Mistake as m:
            return m.reply or oops(str(m))
        await self.channels.set_game_threads_default(guild_id, choice == "on", self.clock())
        log.info("server thread default set", extra={"ctx": {"guild": guild_id, "on": choice, "user": user_id}})
        return Reply(vt("quiet-threads-set", state=choice), ephemeral=True)

    # ------------------------------------------------------------------ followers
    async def follow(self, channel_id: int, user_id: int) -> Reply:
        """``/hexme follow``: follow this channel's game (pinged on battles and results only);
        again: stop following."""
        game = await self.games.live(channel_id)
        if game is None:
            return oops(vt("err-no-game"))
        if user_id in game.players:
            return oops(vt("quiet-err-follow-own"), game)
        if await self.channels.add_follower(game.id, user_id, self.clock()):
            return Reply(vt("quiet-following"), ephemeral=True)
        await self.channels.remove_follower(game.id, user_id)
        return Reply(vt("quiet-unfollowed"), ephemeral=True)

    async def followers_of(self, game_id: int) -> list[int]:
        """Who follows the game (to ping on battles and results)."""
        return await self.channels.followers(game_id)


def user_mentions(users: list[int]) -> str:
    return " ".join(mention(u) for u in users)
