"""The shared machinery of the use cases: loading games, checks, status texts, reminders."""

from __future__ import annotations

import logging
import random
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from datetime import datetime, timedelta

from bot import commands
from bot.config import Settings
from bot.narration import Narrator, clip
from bot.rendering import Renderer
from bot.replies import BattleLog, Button, Image, Reply, SegmentPost, mention
from bot.storage.base import (
    ABORTED,
    FINISHED,
    INVITED,
    OPEN,
    GameRecord,
    GameRepository,
    NewReminder,
)
from bot.usecases.util import (
    Mistake,
    legal_actions_of,
)
from rules import events as ev
from rules.actions import Action
from rules.state import PHASE_HQ, PHASE_OVER, GameState, other

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
STALE = "The board changed — here is the current state."
NO_GAME = "There is no game in this channel. Start one with `/hex new`."
LANGS = ("en", "pl")
_LEGAL_CACHE = 256


def push_choice_buttons(state: GameState) -> list[Button]:
    """One button per hex the pushed player may choose, when a push waits for that choice."""
    if state.pending is None:
        return []
    names = [state.board.name(h) for h in state.pending.options]
    return [Button(f"Push to {n}", commands.format_command("choose", hex=n), "primary", f"choose-{n}") for n in names]


class ServiceCore:
    """The shared machinery of the use cases: loading games, checks, status texts, reminders."""

    def __init__(
        self,
        repo: GameRepository,
        renderer_pool: Renderer,
        clock: Clock,
        *,
        settings: Settings | None = None,
        rng: random.Random | None = None,
        ai_user_id: int | None = None,
        ai_executor: Executor | None = None,
    ) -> None:
        self.repo = repo
        self.ai_user_id = ai_user_id  # the computer player's user id (None: no computer player)
        # Where the computer player's searches run (a ProcessPoolExecutor made at bot start);
        # None: a thread of the default executor (tests, the console without workers).
        self.ai_executor = ai_executor
        self.render = renderer_pool
        self.clock = clock
        self.config = settings or Settings()
        self.rng = rng or random.Random()
        self._legal: OrderedDict[tuple[int, int], list[Action]] = OrderedDict()

    @staticmethod
    def _oops(text: str, game: GameRecord | None = None) -> Reply:
        return Reply(
            text=text,
            ephemeral=True,
            game_id=None if game is None else game.id,
            version=None if game is None else game.version,
        )

    def _narrator(self, game: GameRecord) -> Narrator:
        def user_of(player: int) -> str:
            uid = game.players[player - 1]
            return mention(uid) if uid is not None else f"player {player}"

        return Narrator(game.armies, user_of, game.lang)

    @staticmethod
    def _state(game: GameRecord) -> GameState:
        return GameState.loads(game.state_json)

    def _hotseat(self, game: GameRecord) -> bool:
        return game.players[0] is not None and game.players[0] == game.players[1]

    async def _live(self, channel_id: int) -> GameRecord:
        game = await self.repo.live_game(channel_id)
        if game is None:
            last = await self.repo.last_game(channel_id)
            if last is not None and last.status in (FINISHED, ABORTED):
                state = self._state(last)
                why = self._status(last, state) if state.result is not None else f"{last.result_reason or 'stopped'}."
                raise Mistake(f"The last game in this channel is over: {why} Start a new one with `/hex new`.")
            raise Mistake(NO_GAME)
        return game

    async def _stale(self, channel_id: int) -> Reply:
        game = await self.repo.live_game(channel_id) or await self.repo.last_game(channel_id)
        if game is None:
            return self._oops(STALE + " " + NO_GAME)
        state = self._state(game)
        img = await self.render.board(state, lang=game.lang)
        return Reply(
            text=STALE + "\n" + self._status(game, state),
            ephemeral=True,
            images=[img] if img else [],
            game_id=game.id,
            version=game.version,
        )

    async def _check_version(self, channel_id: int, game: GameRecord, version: int | None) -> None:
        if version is not None and version != game.version:
            raise Mistake(STALE, await self._stale(channel_id))

    def _players_text(self, game: GameRecord) -> str:
        n = self._narrator(game)
        return " vs ".join(f"{n.user_of(p)} ({n.army_name(p)})" for p in (1, 2))

    def _require_member(self, game: GameRecord, user_id: int) -> list[int]:
        seats = game.seats_of(user_id)
        if not seats:
            raise Mistake(f"You are not playing in this game ({self._players_text(game)}).")
        return seats

    def _require_started(self, game: GameRecord) -> None:
        if game.status == OPEN:
            raise Mistake("The game has not started: it waits for a second player (`/hex accept`).")
        if game.status == INVITED:
            invited = next(p for p in game.players if p != game.creator_id)
            raise Mistake(f"The game has not started: {mention(invited or 0)} has not accepted yet.")

    def _status(self, game: GameRecord, state: GameState) -> str:
        """Whose turn and what they must do, HQ hit points and piles (one or two lines)."""
        n = self._narrator(game)
        if game.status in (OPEN, INVITED):
            return f"Waiting for a second player: {self._players_text(game)}."
        if state.phase == PHASE_OVER or state.result is not None:
            if state.result is None:
                return "The game is over."
            hq_hp = {str(q): ps.hq_hp for q, ps in sorted(state.players.items())}
            return n.game_over(state.result.winner, state.result.reason, hq_hp)
        p = state.to_act
        who = f"{n.user_of(p)} ({n.army_name(p)})"
        if state.phase == PHASE_HQ:
            return f"{who}: place your HQ (`/hex place tile:hq hex:…`)."
        if state.pending is not None:
            target = state.board.name(state.pending.target)
            options = ", ".join(state.board.name(h) for h in state.pending.options)
            return f"{who}: choose where your unit on {target} is pushed: {options} (`/hex choose hex:…`)."
        ps = state.players[p]
        hand = ", ".join(n.tile(p, t) for t in ps.hand) or "no tiles"
        todo = " — discard one first" if state.turn.needs_discard else ""
        note = ""
        if state.overtime_turns_left is not None:
            note = " (overtime)"
        elif state.final_after == p and not state.final_done:
            note = " (last turn before the Final Battle)"
        hp = ", ".join(f"{n.army_name(q)} {state.players[q].hq_hp}" for q in (1, 2))
        piles = "/".join(str(len(state.players[q].pile)) for q in (1, 2))
        return f"Turn {state.turn_number}{note}: {who} to play. Tiles: {hand}{todo}.\nHQs: {hp} · piles {piles}."

    def _schedule(self, game: GameRecord, state: GameState, now: datetime) -> list[NewReminder]:
        if state.phase == PHASE_OVER:
            return []
        waiting_for = game.players[state.to_act - 1]
        if waiting_for is None or waiting_for == self.ai_user_id:
            return []  # nobody to remind (the computer player is never reminded)
        if game.reminder_s is None:
            first, second = self.config.reminder_first, self.config.reminder_second
        else:
            first = timedelta(seconds=game.reminder_s)
            second = 2 * first
        out = []
        if first > timedelta(0):
            out = [NewReminder(waiting_for, "first", now + first), NewReminder(waiting_for, "second", now + second)]
        if game.turn_limit_s:
            waiting = game.players[other(state.to_act) - 1]
            if waiting is not None and waiting != waiting_for and waiting != self.ai_user_id:
                out.append(NewReminder(waiting, "timeout", now + timedelta(seconds=game.turn_limit_s)))
        return out

    def _legal_for(self, game: GameRecord, state: GameState) -> list[Action]:
        key = (game.id, game.version)
        cached = self._legal.get(key)
        if cached is None:
            cached = legal = legal_actions_of(state)
            self._legal[key] = legal
            if len(self._legal) > _LEGAL_CACHE:
                self._legal.popitem(last=False)
        else:
            self._legal.move_to_end(key)
        return cached

    async def _load_turn(self, channel_id: int, user_id: int, version: int | None) -> tuple[GameRecord, GameState, int]:
        """The live game, its state and the acting player, or a Mistake."""
        game = await self._live(channel_id)
        await self._check_version(channel_id, game, version)
        self._require_started(game)
        self._require_member(game, user_id)
        state = self._state(game)
        player = state.to_act
        if game.players[player - 1] != user_id:
            n = self._narrator(game)
            what = "to choose where the pushed unit goes" if state.pending is not None else "to play"
            raise Mistake(f"It is not your turn: the game waits for {n.user_of(player)} {what}.")
        return game, state, player

    async def _battle_log(self, game: GameRecord, before: GameState, events: Sequence[ev.Event]) -> BattleLog:
        n = self._narrator(game)
        battles = [e for e in events if isinstance(e, ev.BattleFought)]
        rendered = await self.render.battles(before, events, lang=game.lang)
        posts: list[SegmentPost] = []
        final: Image | None = None
        for i, b in enumerate(battles, start=1):
            images = rendered[i - 1] if i - 1 < len(rendered) else []
            label = f"Battle {i} · " if len(battles) > 1 else ""
            if len(battles) > 1:
                posts.append(SegmentPost(f"**{n.battle_title(b)}** — {label.strip(' ·')}"))
            for k, seg in enumerate(b.segments):
                if not seg.events:
                    continue
                img = images[k] if k < len(images) else None
                if img is not None:
                    img = Image(f"battle{i}-initiative{seg.initiative}.png", img.data)
                posts.append(SegmentPost(label + n.segment(seg), img))
            if len(images) > len(b.segments):
                final = Image(f"battle{i}-result.png", images[-1].data)
        if not posts:
            posts.append(SegmentPost("Nobody could fire: nothing happens."))
        summary = " ".join(n.battle_summary(b) for b in battles)
        over = next((e for e in events if isinstance(e, ev.GameOver)), None)
        result_text = summary + (" " + n.game_over(over.winner, over.reason, over.hq_hp) if over else "")
        posts.append(SegmentPost("Result: " + result_text, final))
        title = n.battle_title(battles[0]) if len(battles) == 1 else f"{len(battles)} battles"
        return BattleLog(title=title, posts=posts, summary=clip(summary))
