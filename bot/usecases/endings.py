"""Agreements and endings: undo with consent, draw offers, resignation, abort, time-limit claims."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import timedelta

import i18n
from bot.history import game_options, in_force, rebuild
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import Button, Press, Reply, mention
from bot.storage.base import (
    ABORTED,
    FINISHED,
    KIND_ABORT,
    KIND_ACTION,
    KIND_DRAW,
    KIND_RESIGN,
    KIND_TIMEOUT,
    KIND_UNDO,
    ActionRow,
    GameRecord,
    NewAction,
)
from bot.usecases.access import GameAccess
from bot.usecases.agreements import Agreements
from bot.usecases.answers import confirm, oops
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore, turn_starts
from bot.usecases.legal import LegalActions
from bot.usecases.people import Preferences
from bot.usecases.pictures import Pictures
from bot.usecases.seats import ComputerSeat, hotseat
from bot.usecases.turn_clock import TurnClock, claim_grace
from bot.usecases.util import duration, rules_error_text
from bot.usecases.wording import narrator, over_text, players_text, state_of, status_text, viewer_narrator
from rules import events as ev
from rules.actions import RulesError
from rules.game import end_game, resign
from rules.state import PHASE_OVER, GameState, other
from rules.turns import battles

log = logging.getLogger(__name__)


def _undoable(rows: Sequence[ActionRow]) -> ActionRow:
    """The action an undo would take back: the last row in force, which must be an engine
    action (a resignation or a timeout after it took a player out, and what they took with
    them cannot be given back: Mistake)."""
    kept = in_force(rows)
    if not any(r.kind == KIND_ACTION for r in kept):
        raise Mistake(vt("err-nothing-to-undo"))
    if kept[-1].kind != KIND_ACTION:
        raise Mistake(vt("err-undo-after-leave"))
    return kept[-1]


class Endings:
    """Agreements and endings: undo with consent, draw offers, resignation, abort, time-limit claims."""

    def __init__(
        self,
        games: GamesStore,
        access: GameAccess,
        agreements: Agreements,
        pictures: Pictures,
        legal: LegalActions,
        prefs: Preferences,
        turn_clock: TurnClock,
        computer: ComputerSeat,
        clock: Clock,
    ) -> None:
        self.games = games
        self.access = access
        self.agreements = agreements
        self.pictures = pictures
        self.legal = legal
        self.prefs = prefs
        self.turn_clock = turn_clock
        self.computer = computer
        self.clock = clock

    async def undo(self, channel_id: int, user_id: int) -> Reply:
        """Ask to undo your last action; the opponent answers with a button."""
        try:
            game, state, seats = await self.access.load_active_member(channel_id, user_id)
            if game.request:
                raise Mistake(vt(f"err-{game.request['kind']}-waiting"))
            rows = await self.games.actions(game.id)
            last = _undoable(rows)
            if last.user_id != user_id:
                what = viewer_narrator(game).did(mention(last.user_id), last.player, last.notation)
                raise Mistake(vt("err-undo-not-yours", last=what))
        except Mistake as m:
            return m.reply or oops(str(m))
        if hotseat(game):
            return await self._do_undo(channel_id, game, rows, user_id)
        request: dict[str, object] = {"kind": "undo", "seq": last.seq}
        n = narrator(game)
        question = n.tr("undo-asks", user=mention(user_id), action=n.action(last.player, last.notation))
        return await self.agreements.ask(channel_id, game, state, user_id, request, question)

    async def answer_undo(self, channel_id: int, user_id: int, accept: bool, *, version: int | None = None) -> Reply:
        """The opponent accepts (the last action is undone) or refuses an undo request."""
        answered = await self.agreements.answered(channel_id, user_id, accept, version, "undo")
        if isinstance(answered, Reply):
            return answered
        game, _, req = answered
        rows = await self.games.actions(game.id)
        kept = in_force(rows)
        if not kept or kept[-1].kind != KIND_ACTION or kept[-1].seq != req.get("seq"):
            await self.agreements.set_request(game, None)
            return oops(vt("err-undo-moved-on"))
        return await self._do_undo(channel_id, game, rows, user_id)

    async def _do_undo(self, channel_id: int, game: GameRecord, rows: list[ActionRow], user_id: int) -> Reply:
        kept = in_force(rows)
        last = kept[-1]  # an engine action (checked by the callers)
        before = state_of(game)
        state = rebuild(game.armies, game.seed, kept[:-1], **game_options(game, before.radius))
        now = self.clock()
        turn_changed = state.to_act != before.to_act or state.turn_number != before.turn_number
        new = game.evolve(
            version=game.version + 1,
            state_json=state.dumps(),
            request=None,
            updated_at=now,
            **(turn_starts(game, now) if turn_changed else {}),
            turns=state.turn_number,
        )
        reminders = self.turn_clock.schedule(new, state, now) if turn_changed else None
        seat = game.seats_of(user_id)
        ok = await self.games.save(
            new, game.version, [NewAction(user_id, seat[0], KIND_UNDO, f"undo {last.seq}")], reminders
        )
        if not ok:
            return await self.access.stale(channel_id)
        n = narrator(new)
        img = await self.pictures.board(new, state, n.tr)
        nxt = new.players[state.to_act - 1]
        undid = n.tr("undid", user=mention(last.user_id), action=n.action(last.player, last.notation))
        return Reply(
            text=f"{undid}\n{status_text(new, state, self.legal)}",
            images=[img] if img else [],
            mentions=await self.prefs.pingable([nxt] if nxt is not None and nxt != user_id and turn_changed else []),
            game_id=new.id,
            version=new.version,
        )

    async def offer_draw(
        self, channel_id: int, user_id: int, *, confirmed: bool = False, version: int | None = None
    ) -> Reply:
        """Offer a draw; every other player still in the game answers with a button. In a
        hot-seat game the draw is immediate, once confirmed."""
        try:
            game, state, seats = await self.access.load_active_member(channel_id, user_id, version)
            if game.request:
                raise Mistake(vt(f"err-{game.request['kind']}-waiting"))
        except Mistake as m:
            return m.reply or oops(str(m))
        if hotseat(game):
            if not confirmed:
                return confirm(game, vt("confirm-draw"), Press("draw", answer="offer", confirm="yes"))
            return await self._finish(channel_id, game, state, user_id, None, "agreed_draw", KIND_DRAW, "draw")
        return await self.agreements.ask(
            channel_id,
            game,
            state,
            user_id,
            {"kind": "draw"},
            i18n.t(game.lang, "draw-offers", user=mention(user_id)),
        )

    async def answer_draw(self, channel_id: int, user_id: int, accept: bool, *, version: int | None = None) -> Reply:
        """A player accepts (once everyone asked has, the game ends in a draw among the
        players still in it) or refuses a draw offer."""
        answered = await self.agreements.answered(channel_id, user_id, accept, version, "draw")
        if isinstance(answered, Reply):
            return answered
        game, state, _ = answered
        return await self._finish(channel_id, game, state, user_id, None, "agreed_draw", KIND_DRAW, "draw")

    async def resign(
        self, channel_id: int, user_id: int, *, version: int | None = None, confirmed: bool = False
    ) -> Reply:
        """Resign, once confirmed: with two sides left the other side wins; in a larger
        free-for-all only this player leaves."""
        try:
            game, state, seats = await self.access.load_active_member(channel_id, user_id, version)
        except Mistake as m:
            return m.reply or oops(str(m))
        player = state.to_act if state.to_act in seats else seats[0]
        try:
            after, events = resign(state, player)
        except RulesError as e:
            return oops(rules_error_text(e))
        if not confirmed:
            question = "confirm-resign" if after.phase == PHASE_OVER else "confirm-resign-leave"
            return confirm(game, vt(question), Press("resign", confirm="yes"))
        if after.phase != PHASE_OVER:  # more than two sides: only this player leaves
            return await self._leave(
                channel_id, game, state, after, events, user_id, player, KIND_RESIGN, f"resign {player}"
            )
        winner = after.result.winner if after.result else None
        return await self._finish(
            channel_id, game, state, user_id, winner, "resigned", KIND_RESIGN, f"resign {player}", after
        )

    async def _leave(
        self,
        channel_id: int,
        game: GameRecord,
        state: GameState,
        after: GameState,
        events: Sequence[ev.Event],
        user_id: int,
        player: int,
        kind: str,
        notation: str,
    ) -> Reply:
        """A player left a game of more than two sides that goes on (resigned, out of time)."""
        now = self.clock()
        turn_changed = after.to_act != state.to_act or after.turn_number != state.turn_number
        new = game.evolve(
            version=game.version + 1,
            state_json=after.dumps(),
            request=None,  # who must answer a request changed: it lapses
            updated_at=now,
            **(turn_starts(game, now) if turn_changed else {}),
            turns=after.turn_number,
        )
        seats = game.seats_of(user_id)
        reminders = self.turn_clock.schedule(new, after, now) if turn_changed else None
        action = NewAction(user_id, seats[0] if seats else player, kind, notation)
        if not await self.games.save(new, game.version, [action], reminders):
            return await self.access.stale(channel_id)
        n = narrator(new)
        lines = [line for e in events for line in n.events([e])]
        img = await self.pictures.board(new, after, n.tr)
        nxt = new.players[after.to_act - 1]
        ping = [nxt] if turn_changed and nxt is not None and nxt not in (user_id, self.computer.user_id) else []
        return Reply(
            text="\n".join([*lines, status_text(new, after, self.legal)]),
            images=[img] if img else [],
            mentions=await self.prefs.pingable(ping),
            game_id=new.id,
            version=new.version,
        )

    async def abort(
        self,
        channel_id: int,
        user_id: int,
        *,
        is_moderator: bool,
        confirmed: bool = False,
        version: int | None = None,
    ) -> Reply:
        """A moderator stops the channel's game (no result), once confirmed."""
        if not is_moderator:
            return oops(vt("err-abort-moderators"))
        try:
            game = await self.access.live(channel_id)
            await self.access.check_version(channel_id, game, version)
        except Mistake as m:
            return m.reply or oops(str(m))
        if not confirmed:
            return confirm(
                game,
                vt("confirm-abort", players=players_text(game, viewer_lang())),
                Press("abort", confirm="yes"),
            )
        state = state_of(game)
        return await self._finish(
            channel_id, game, state, user_id, None, "aborted", KIND_ABORT, "abort", status=ABORTED
        )

    async def claim_timeout(
        self, channel_id: int, user_id: int, *, version: int | None = None, confirmed: bool = False
    ) -> Reply:
        """With a turn time limit, a player still in the game claims the win (two sides) or
        the late player's removal (more) when the claim is open (docs/rulings.md M18): the
        limit passed, the late player was told, and a grace period after that passed."""
        try:
            game, state, seats = await self.access.load_active_member(channel_id, user_id, version)
            if not game.turn_limit_s:
                raise Mistake(vt("err-no-time-limit"))
            late_user = game.players[state.to_act - 1]
            if late_user == user_id:
                raise Mistake(vt("err-claim-own-turn"))
            started = game.turn_started_at or game.updated_at
            due = started + timedelta(seconds=game.turn_limit_s)
            now = self.clock()
            if now < due:
                raise Mistake(vt("err-claim-early", left=duration(due - now)))
            grace = claim_grace(game.turn_limit_s)
            told = await self.turn_clock.late_told_at(game, state)
            if told is None:
                notice = await self.turn_clock.late_notice_due(game, state)
                raise Mistake(
                    vt("err-claim-not-told", user=mention(late_user or 0), left=duration(notice + grace - now))
                )
            if now < told + grace:
                raise Mistake(vt("err-claim-grace", user=mention(late_user or 0), left=duration(told + grace - now)))
        except Mistake as m:
            return m.reply or oops(str(m))
        if not confirmed:
            return confirm(
                game,
                vt("confirm-claim", user=mention(late_user or 0)),
                Press("claim", confirm="yes"),
            )
        if len(state.players) == 2:
            claimer = other(state.to_act)
            return await self._finish(
                channel_id, game, state, user_id, claimer, "timeout", KIND_TIMEOUT, f"timeout {claimer}"
            )
        late = state.to_act  # out of time: that player leaves as if resigning
        after, events = resign(state, late, reason="timeout")
        notation = f"timeout out {late}"
        if after.phase != PHASE_OVER:
            return await self._leave(channel_id, game, state, after, events, user_id, late, KIND_TIMEOUT, notation)
        winner = after.result.winner if after.result else None
        return await self._finish(channel_id, game, state, user_id, winner, "timeout", KIND_TIMEOUT, notation, after)

    async def end_on_time(self, game: GameRecord, winner: int, *, final_battle: bool = False) -> Reply:
        """The league clock ends a two-player game on time (docs/rulings.md L13): seat
        ``winner`` wins at once, or (``final_battle``) after the Final Battle is fought."""
        state = state_of(game)
        user = game.players[winner - 1] or 0
        if not final_battle:
            return await self._finish(
                game.channel_id, game, state, user, winner, "timeout", KIND_TIMEOUT, f"timeout {winner}"
            )
        after = state.copy()
        battles(after, "final", winner, [])
        end_game(after, winner, "timeout")  # the player out of time loses whatever the battle did
        notation = f"timeout final {winner}"
        return await self._finish(game.channel_id, game, state, user, winner, "timeout", KIND_TIMEOUT, notation, after)

    async def _finish(
        self,
        channel_id: int,
        game: GameRecord,
        state: GameState,
        user_id: int,
        winner: int | None,
        reason: str,
        kind: str,
        notation: str,
        after: GameState | None = None,
        status: str = FINISHED,
    ) -> Reply:
        if after is None:
            after = state.copy()
            if after.phase != PHASE_OVER:
                end_game(after, winner, reason)
        now = self.clock()
        if after.result is not None and len(after.result.winners) > 1:
            winner = None  # a shared (team) win: the state's result names every winner
        new = game.evolve(
            status=status,
            version=game.version + 1,
            state_json=after.dumps(),
            request=None,
            updated_at=now,
            winner=winner,
            result_reason=reason,
            turns=after.turn_number,
        )
        seats = game.seats_of(user_id)
        ok = await self.games.save(
            new, game.version, [NewAction(user_id, seats[0] if seats else 0, kind, notation)], []
        )
        if not ok:
            return await self.access.stale(channel_id)
        log.info("game ended", extra={"ctx": {"game": new.id, "reason": reason, "winner": winner}})
        n = narrator(new)
        lead = n.tr(f"lead-{reason}", user=mention(user_id)) if i18n.has(f"lead-{reason}") else ""
        img = await self.pictures.board(new, after, n.tr)
        return Reply(
            text=f"{lead}\n{over_text(n, after)}".strip(),
            images=[img] if img else [],
            mentions=sorted({p for p in new.players if p is not None and p != user_id}),
            buttons=[Button(n.tr("btn-export"), Press("export"), "secondary", "export")],
            game_id=new.id,
            version=new.version,
        )
