"""The computer player: the bot plays a seat at one of the levels of :mod:`rules.ai`.

A game against the bot stores the bot's user id (:class:`~bot.usecases.seats.ComputerSeat`:
on Discord the application's own user, on the console the reserved name ``@bot``) as a player like
any other, and the seat's level (easy, medium, hard) in ``GameRecord.ai_levels`` (games
stored before levels existed play at the default level, medium). Each decision runs in
the executor given to :func:`bot.app.build_app` (a process pool made at bot start: the hard level searches for
``Settings.ai_think_ms`` per decision and the event loop never waits on it), or in a
thread when no executor is given. The AI never acts inside
a use case: adapters call :meth:`ComputerPlayer.ai_turns` after posting a reply, and it plays
every action the game waits the bot for (its turn, its HQ, a push choice) through the
same path as a human's (:meth:`~bot.usecases.games.GamesStore.commit`: optimistic concurrency, the action log under the
bot's user id, battles queued in the outbox), and answers pending undo requests (always
yes) and draw offers (yes when the bot's side is behind: fewer HQ hit points, or points in
points mode, a team's summed, than the strongest enemy side).

A decision never stalls a game: when the worker dies (a broken process pool, an error in
it) or overruns its think time by far (:attr:`ComputerPlayer.deadline_s`: five times
``Settings.ai_think_ms`` plus ten seconds), the seat plays the medium level's move for that
decision, computed in a thread of this process, and the fallback is logged. A seat that
is out (eliminated, resigned) or a finished game never gets a decision.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace

from bot.config import Settings
from bot.narration import clip
from bot.replies import BattleLog, Reply, mention
from bot.storage.base import ACTIVE, GameRecord
from bot.usecases.answers import turn_buttons
from bot.usecases.endings import Endings
from bot.usecases.games import GamesStore
from bot.usecases.legal import LegalActions
from bot.usecases.live import LiveMessages
from bot.usecases.people import Preferences
from bot.usecases.pictures import Pictures
from bot.usecases.seats import ComputerSeat, deciders
from bot.usecases.wording import narrator, state_of, status_text
from rules import events as ev
from rules.actions import Action
from rules.ai.greedy import standing
from rules.ai.levels import DEFAULT_LEVEL, choose_notation
from rules.game import apply
from rules.secrecy import derived_seed
from rules.state import PHASE_OVER, GameState

log = logging.getLogger(__name__)

MAX_AI_ACTIONS = 40  # the actions of one stretch (ai_stretch): then its replies are shown and it goes on
OVERRUN_FACTOR = 5  # a decision may take this many times the think time ...
OVERRUN_GRACE_S = 10.0  # ... plus this, before the medium level's move is played instead
FALLBACK_LEVEL = "medium"


@dataclass(slots=True)
class Stretch:
    """What one stretch of the computer player's work did: its replies, and whether it is
    finished (the game waits for a person, or is over) or must go on (:data:`MAX_AI_ACTIONS`
    reached, its lease lost): the adapter then hands it over (Discord: to the drain)."""

    replies: list[Reply] = field(default_factory=list)
    finished: bool = True
    actions: int = 0  # the actions it played


class ComputerPlayer:
    """The computer player (see the module docstring)."""

    def __init__(
        self,
        games: GamesStore,
        endings: Endings,
        live: LiveMessages,
        pictures: Pictures,
        legal: LegalActions,
        prefs: Preferences,
        computer: ComputerSeat,
        settings: Settings,
        executor: Executor | None,
    ) -> None:
        self.games = games
        self.endings = endings
        self.live = live
        self.pictures = pictures
        self.legal = legal
        self.prefs = prefs
        self.computer = computer
        self.settings = settings
        self.executor = executor
        self.deadline_s = settings.ai_think_ms / 1000 * OVERRUN_FACTOR + OVERRUN_GRACE_S

    @property
    def user_id(self) -> int | None:
        """The computer player's user id (``None``: no computer player)."""
        return self.computer.user_id

    async def ai_turns(
        self, channel_id: int, *, thinking: Callable[[GameRecord, int], None] | None = None
    ) -> list[Reply]:
        """Let the bot act in the channel's game until a person must act or the game ends,
        whatever the number of its actions (stretch after stretch, see :meth:`ai_stretch`).

        Returns the replies to post in the channel (one per stretch of the bot's actions:
        a narration of what it did, the board, a battle log when a battle was fought), or
        ``[]`` when the bot is not to act (or there is no computer player). ``thinking(game,
        seat)`` is called as the bot begins each of its turns (an adapter may show it: a
        hard turn takes seconds)."""
        replies: list[Reply] = []
        while True:
            stretch = await self.ai_stretch(channel_id, thinking=thinking)
            replies += stretch.replies
            if stretch.finished or not stretch.actions:  # done, or stuck: never a loop without progress
                return replies

    async def waits_for_ai(self, channel_id: int) -> bool:
        """Whether the channel's live game waits for the computer player (to act or answer)."""
        if self.computer.user_id is None:
            return False
        game = await self.games.live(channel_id)
        if game is None or game.status != ACTIVE or self.computer.user_id not in game.players:
            return False
        state = state_of(game)
        if game.request and self._ai_asked(game, state):
            return True
        if game.request and game.request.get("kind") != "settings":
            return False
        return (
            state.phase != PHASE_OVER
            and game.players[state.to_act - 1] == self.computer.user_id
            and not state.players[state.to_act].out
        )

    async def ai_stretch(
        self,
        channel_id: int,
        *,
        thinking: Callable[[GameRecord, int], None] | None = None,
        keep: Callable[[], Awaitable[bool]] | None = None,
    ) -> Stretch:
        """At most :data:`MAX_AI_ACTIONS` of the bot's actions in the channel's game (see
        :meth:`ai_turns`). ``keep()`` is asked before each decision whether this process
        may still play (its lease on the game's computer work, renewed): ``False`` stops it,
        unfinished."""
        if self.computer.user_id is None:
            return Stretch()
        ai_id = self.computer.user_id
        replies: list[Reply] = []
        acted: dict[int, int] = {}  # actions played per turn number
        lines: list[str] = []
        told: list[ev.Event] = []  # the events of the actions in ``lines``
        first: GameState | None = None
        since: int | None = None  # the first version of the stretch of actions told in one reply
        last: GameRecord | None = None  # the game as the bot's last action left it
        finished = True
        played = 0
        for _ in range(MAX_AI_ACTIONS):
            game = await self.games.live(channel_id)
            if game is None or game.status != ACTIVE or ai_id not in game.players:
                break
            state = state_of(game)
            if game.request:
                if self._ai_asked(game, state):
                    if keep is not None and not await keep():
                        finished = False
                        break
                    replies.append(await self._with_turn(await self._ai_answer(channel_id, game)))
                    continue
                if game.request.get("kind") != "settings":
                    break  # it answered an undo or draw the others still think over: it waits for them
            if state.phase == PHASE_OVER or game.players[state.to_act - 1] != ai_id or state.players[state.to_act].out:
                break
            if keep is not None and not await keep():
                finished = False
                break
            player = state.to_act
            done = acted.get(state.turn_number, 0)
            if done == 0 and thinking is not None:
                thinking(game, player)
            action = await self._ai_decide(game, state, player, done)
            after, events = apply(state, action)
            committed = await self.games.commit(game, state, after, events, ai_id, player, action)
            if committed is None:  # lost a race with a human click: look again
                continue
            new, outbox_id = committed.game, committed.outbox_id
            last = new
            played += 1
            acted[state.turn_number] = done + 1
            first = first or state
            since = since or new.version
            lines.append(narrator(new).action(player, str(action)))
            told.extend(events)
            if outbox_id is not None or after.phase == PHASE_OVER or after.to_act != player:
                reply = await self._ai_reply(new, first, state, after, events, lines, outbox_id, told)
                replies.append(replace(await self._with_turn(reply, new), since=since))
                lines, told, first, since = [], [], None, None
        else:  # the stretch's last action played: it goes on, unless that action ended the game
            if last is None or state_of(last).phase != PHASE_OVER:
                finished = False
                log.info("the computer player goes on in another stretch", extra={"ctx": {"channel": channel_id}})
        if lines and last is not None:  # actions not told yet (the stretch stopped within a turn)
            after = state_of(last)
            reply = await self._ai_reply(last, first or after, after, after, [], lines, None, told)
            replies.append(replace(await self._with_turn(reply, last), since=since))
        return Stretch(replies, finished, played)

    async def _with_turn(self, reply: Reply, game: GameRecord | None = None) -> Reply:
        """The reply with its game's turn as it is now (``game``: the record the reply was
        made from; read when not given): the adapters show the bot's replies once all its
        turns are played, and each must reach the live message of its own turn."""
        if reply.ephemeral or reply.game_id is None:
            return reply
        if game is None:
            game = await self.games.get(reply.game_id)
        if game is None:
            return reply
        return replace(reply, turn=await self.live.view_of(game))

    async def _ai_decide(self, game: GameRecord, state: GameState, player: int, acted: int) -> Action:
        """The computer seat's next action, computed off the event loop (see the module
        docstring); the medium level's when the worker dies or overruns :attr:`deadline_s`."""
        level = game.ai_levels.get(player, DEFAULT_LEVEL)
        loop = asyncio.get_running_loop()
        state_json = state.dumps()
        seed = derived_seed(game.seed, "computer")  # its own randomness: nothing in common with the piles' shuffle
        job = loop.run_in_executor(
            self.executor,
            choose_notation,
            level,
            state_json,
            seed,
            acted,
            self.settings.ai_think_ms,
            time.perf_counter,
        )
        try:
            notation = await asyncio.wait_for(job, self.deadline_s)
        except Exception as e:  # noqa: BLE001 - a dead or late worker must not stall the game
            why = "overran its time" if isinstance(e, TimeoutError) else f"failed: {type(e).__name__}: {e}"
            log.warning(
                "the computer player's worker %s: the %s level plays this decision",
                why,
                FALLBACK_LEVEL,
                extra={"ctx": {"channel": game.channel_id, "game": game.id, "seat": player, "level": level}},
            )
            notation = await asyncio.to_thread(choose_notation, FALLBACK_LEVEL, state_json, seed, acted)
        return Action.parse(notation)

    async def ai_games_to_resume(self) -> list[int]:
        """The channels whose active game waits for the bot (to act, or to answer a
        request): after a restart in the middle of the bot's turn, call ``ai_turns`` there."""
        if self.computer.user_id is None:
            return []
        out = []
        for game in await self.games.active_games_of(self.computer.user_id):
            if self.settings.shards is not None and not self.settings.shards.owns(game.guild_id):
                continue  # another process serves that server
            state = state_of(game)
            waiting = state.phase != PHASE_OVER and game.players[state.to_act - 1] == self.computer.user_id
            if waiting or self._ai_asked(game, state):
                out.append(game.channel_id)
        return out

    def _ai_asked(self, game: GameRecord, state: GameState) -> bool:
        """Whether a pending request waits for the computer player's answer: it is asked
        (an undo or a draw: never a change of settings) and has not answered yet."""
        req = game.request
        if not req or self.computer.user_id is None:
            return False
        asked = deciders(game, state, int(str(req["by"])), str(req["kind"]), self.computer)
        return self.computer.user_id in asked and self.computer.user_id not in [int(str(u)) for u in req.get("yes", ())]

    async def _ai_answer(self, channel_id: int, game: GameRecord) -> Reply:
        """Answer the human's undo request (yes) or draw offer (yes when the bot's side is behind)."""
        assert self.computer.user_id is not None and game.request is not None
        if game.request.get("kind") == "undo":
            return await self.endings.answer_undo(channel_id, self.computer.user_id, True)
        state = state_of(game)
        me = game.players.index(self.computer.user_id) + 1
        mine, theirs = standing(state, me)  # HQ hit points (points in points mode), a team's summed
        behind = mine < theirs
        return await self.endings.answer_draw(channel_id, self.computer.user_id, behind)

    async def _ai_reply(
        self,
        game: GameRecord,
        first: GameState,
        before: GameState,
        after: GameState,
        events: Sequence[ev.Event],
        actions: list[str],
        outbox_id: int | None,
        told: Sequence[ev.Event],
    ) -> Reply:
        """One public reply for a stretch of the bot's actions: "<@bot> placed …, ended their
        turn", then what they caused beyond themselves (``told``: the events of every action
        of the stretch — a unit taken over, pushed or killed by an instant; ``events``: the
        last action's, whose battle the reply carries)."""
        assert self.computer.user_id is not None
        n = narrator(game)
        text = [n.tr("did", user=mention(self.computer.user_id), action=", ".join(actions))]
        for e in told:
            if isinstance(
                e, ev.InstantPlayed | ev.Moved | ev.Placed | ev.HQPlaced | ev.ObjectPlaced | ev.TurnStarted | ev.Drew
            ):
                continue
            if isinstance(e, ev.TurnEnded | ev.Discarded | ev.GameOver):
                continue
            text.extend(n.events([e]))
        text.append(status_text(game, after, self.legal))
        effects = events if any(e.marks_board for e in events) else ()  # a Dance's paths, an Action's hits
        board_job = self.pictures.board(game, after, n.tr, highlight=_changed_hexes(first, after), effects=effects)
        battle: BattleLog | None = None
        if outbox_id is not None:
            img, battle = await asyncio.gather(board_job, self.pictures.battle_log(game, before, events, after))
        else:
            img = await board_job
        over = after.phase == PHASE_OVER
        human = [p for p in dict.fromkeys(game.players) if p is not None and p != self.computer.user_id]
        if len(game.players) > 2 and not over:  # ping only the human whose turn it is
            human = [p for p in human if p == game.players[after.to_act - 1]]
        buttons = turn_buttons(game, after, n.tr, undo=False) if not over else []
        return Reply(
            text=clip("\n".join(text)),
            images=[img] if img else [],
            mentions=await self.prefs.pingable(human),
            buttons=buttons,
            battle=battle,
            game_id=game.id,
            version=game.version,
            outbox_id=outbox_id if battle is not None else None,
        )


def _changed_hexes(first: GameState, after: GameState) -> list[str]:
    """The hexes whose tile changed between ``first`` and ``after`` (highlighted on the board)."""
    b = after.board
    out = []
    for h in b.hexes:
        u, v = first.units.get(h), after.units.get(h)
        if (u is None) != (v is None) or (u is not None and v is not None and (u.uid, u.facing) != (v.uid, v.facing)):
            out.append(b.name(h))
    return out
