"""Agreements and endings: undo with consent, draw offers, resignation, abort, time-limit claims."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime, timedelta

import i18n
from bot import commands
from bot.history import effective_actions, game_options
from bot.locale import viewer_lang, vt
from bot.replies import Button, Reply, mention
from bot.storage.base import (
    ABORTED,
    FINISHED,
    KIND_ABORT,
    KIND_DRAW,
    KIND_RESIGN,
    KIND_TIMEOUT,
    KIND_UNDO,
    ActionRow,
    GameRecord,
    NewAction,
    NewReminder,
)
from bot.usecases.core import ServiceCore, claim_grace, request_buttons
from bot.usecases.util import (
    Mistake,
    duration,
    rules_error_text,
)
from rules import events as ev
from rules.actions import RulesError
from rules.game import end_game, replay, resign
from rules.state import PHASE_OVER, GameState, other

log = logging.getLogger(__name__)


class EndingUseCases(ServiceCore):
    """Agreements and endings: undo with consent, draw offers, resignation, abort, time-limit claims."""

    async def _load_active_member(
        self, channel_id: int, user_id: int, version: int | None = None
    ) -> tuple[GameRecord, GameState, list[int]]:
        """The channel's started game, its state and the user's seats, when the user is
        still in it (not resigned, eliminated or out of time); otherwise a Mistake."""
        game = await self._live(channel_id)
        await self._check_version(channel_id, game, version)
        self._require_started(game)
        state = self._state(game)
        return game, state, self._require_in_game(game, state, user_id)

    async def _set_request(self, game: GameRecord, request: dict[str, object] | None) -> GameRecord | None:
        new = game.evolve(version=game.version + 1, request=request, updated_at=self.clock())
        return new if await self.repo.save(new, game.version) else None

    async def _ask(
        self,
        channel_id: int,
        game: GameRecord,
        state: GameState,
        user_id: int,
        request: dict[str, object],
        question: str,
    ) -> Reply:
        """Store an undo, draw or settings request and ask every other player still in the
        game (:meth:`_deciders`), with Accept/Refuse buttons; they are all pinged."""
        kind = str(request["kind"])
        others = self._deciders(game, state, user_id, kind)
        new = await self._set_request(game, {**request, "by": user_id, "yes": []})
        if new is None:
            return await self._stale(channel_id)
        tr = i18n.translator(game.lang)
        return Reply(
            text=tr(f"ask-{kind}", question=question, user=", ".join(mention(p) for p in others), n=len(others)),
            mentions=[p for p in others if p != self.ai_user_id],
            buttons=request_buttons(kind, tr),
            game_id=new.id,
            version=new.version,
        )

    async def _answered(
        self, channel_id: int, user_id: int, accept: bool, version: int | None, kind: str
    ) -> tuple[GameRecord, GameState, dict[str, object]] | Reply:
        """Check an answer to a pending ``kind`` request; a refusal (or withdrawal) clears it.

        Only the players the request asked may answer (every other player still in the
        game); the requester may withdraw it. Returns the game, its state and the request
        when the answer is the last acceptance needed, otherwise the reply to send."""
        try:
            game, state, _ = await self._load_active_member(channel_id, user_id, version)
            req = game.request
            if not req or req.get("kind") != kind:
                raise Mistake(vt(f"err-no-{kind}-to-answer"))
            by = int(str(req["by"]))
            deciders = self._deciders(game, state, by, kind)
            if user_id == by and accept:
                raise Mistake(vt(f"err-own-{kind}"))
            if user_id != by and user_id not in deciders:
                raise Mistake(vt("err-not-asked"))
            yes = [int(str(u)) for u in req.get("yes", ())]
            if accept and user_id in yes:
                raise Mistake(vt("err-already-agreed"))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        tr = i18n.translator(game.lang)
        if accept:
            yes.append(user_id)
            waiting = [p for p in deciders if p not in yes]
            if not waiting:
                return game, state, req
            new = await self._set_request(game, {**req, "yes": yes})
            if new is None:
                return await self._stale(channel_id)
            text = tr("agreed-waiting", user=mention(user_id), users=", ".join(mention(p) for p in waiting))
            return Reply(
                text=text,
                mentions=[p for p in waiting if p != self.ai_user_id],
                buttons=request_buttons(kind, tr),
                game_id=new.id,
                version=new.version,
            )
        new = await self._set_request(game, None)
        if new is None:
            return await self._stale(channel_id)
        what = "withdrew" if by == user_id else "refused"
        return Reply(text=tr(f"{kind}-{what}", user=mention(user_id)), game_id=new.id, version=new.version)

    async def undo(self, channel_id: int, user_id: int) -> Reply:
        """Ask to undo your last action; the opponent answers with a button."""
        try:
            game, state, seats = await self._load_active_member(channel_id, user_id)
            if game.request:
                raise Mistake(vt(f"err-{game.request['kind']}-waiting"))
            rows = await self.repo.actions(game.id)
            eff = effective_actions(rows)
            if not eff:
                raise Mistake(vt("err-nothing-to-undo"))
            last = eff[-1]
            if last.user_id != user_id:
                what = self._viewer_narrator(game).did(mention(last.user_id), last.player, last.notation)
                raise Mistake(vt("err-undo-not-yours", last=what))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        if self._hotseat(game):
            return await self._do_undo(channel_id, game, rows, user_id)
        request: dict[str, object] = {"kind": "undo", "seq": last.seq}
        n = self._narrator(game)
        question = n.tr("undo-asks", user=mention(user_id), action=n.action(last.player, last.notation))
        return await self._ask(channel_id, game, state, user_id, request, question)

    async def answer_undo(self, channel_id: int, user_id: int, accept: bool, *, version: int | None = None) -> Reply:
        """The opponent accepts (the last action is undone) or refuses an undo request."""
        answered = await self._answered(channel_id, user_id, accept, version, "undo")
        if isinstance(answered, Reply):
            return answered
        game, _, req = answered
        rows = await self.repo.actions(game.id)
        eff = effective_actions(rows)
        if not eff or eff[-1].seq != req.get("seq"):
            await self._set_request(game, None)
            return self._oops(vt("err-undo-moved-on"))
        return await self._do_undo(channel_id, game, rows, user_id)

    async def _do_undo(self, channel_id: int, game: GameRecord, rows: list[ActionRow], user_id: int) -> Reply:
        eff = effective_actions(rows)
        last = eff[-1]
        before = self._state(game)
        state = replay(game.armies, game.seed, [r.notation for r in eff[:-1]], **game_options(game, before.radius))
        now = self.clock()
        turn_changed = state.to_act != before.to_act or state.turn_number != before.turn_number
        new = game.evolve(
            version=game.version + 1,
            state_json=state.dumps(),
            request=None,
            updated_at=now,
            **(self._turn_starts(game, now) if turn_changed else {}),
            turns=state.turn_number,
        )
        reminders = self._schedule(new, state, now) if turn_changed else None
        seat = game.seats_of(user_id)
        ok = await self.repo.save(
            new, game.version, [NewAction(user_id, seat[0], KIND_UNDO, f"undo {last.seq}")], reminders
        )
        if not ok:
            return await self._stale(channel_id)
        n = self._narrator(new)
        img = await self._board_image(new, state, n.tr)
        nxt = new.players[state.to_act - 1]
        undid = n.tr("undid", user=mention(last.user_id), action=n.action(last.player, last.notation))
        return Reply(
            text=f"{undid}\n{self._status(new, state)}",
            images=[img] if img else [],
            mentions=await self.pingable([nxt] if nxt is not None and nxt != user_id and turn_changed else []),
            game_id=new.id,
            version=new.version,
        )

    async def offer_draw(
        self, channel_id: int, user_id: int, *, confirmed: bool = False, version: int | None = None
    ) -> Reply:
        """Offer a draw; every other player still in the game answers with a button. In a
        hot-seat game the draw is immediate, once confirmed."""
        try:
            game, state, seats = await self._load_active_member(channel_id, user_id, version)
            if game.request:
                raise Mistake(vt(f"err-{game.request['kind']}-waiting"))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        if self._hotseat(game):
            if not confirmed:
                return self._confirm(
                    game, vt("confirm-draw"), commands.format_command("draw", answer="offer", confirm="yes")
                )
            return await self._finish(channel_id, game, state, user_id, None, "agreed_draw", KIND_DRAW, "draw")
        return await self._ask(
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
        answered = await self._answered(channel_id, user_id, accept, version, "draw")
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
            game, state, seats = await self._load_active_member(channel_id, user_id, version)
        except Mistake as m:
            return m.reply or self._oops(str(m))
        player = state.to_act if state.to_act in seats else seats[0]
        try:
            after, events = resign(state, player)
        except RulesError as e:
            return self._oops(rules_error_text(e))
        if not confirmed:
            question = "confirm-resign" if after.phase == PHASE_OVER else "confirm-resign-leave"
            return self._confirm(game, vt(question), commands.format_command("resign", confirm="yes"))
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
            **(self._turn_starts(game, now) if turn_changed else {}),
            turns=after.turn_number,
        )
        seats = game.seats_of(user_id)
        reminders = self._schedule(new, after, now) if turn_changed else None
        action = NewAction(user_id, seats[0] if seats else player, kind, notation)
        if not await self.repo.save(new, game.version, [action], reminders):
            return await self._stale(channel_id)
        n = self._narrator(new)
        lines = [line for e in events for line in n.events([e])]
        img = await self._board_image(new, after, n.tr)
        nxt = new.players[after.to_act - 1]
        ping = [nxt] if turn_changed and nxt is not None and nxt not in (user_id, self.ai_user_id) else []
        return Reply(
            text="\n".join([*lines, self._status(new, after)]),
            images=[img] if img else [],
            mentions=await self.pingable(ping),
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
            return self._oops(vt("err-abort-moderators"))
        try:
            game = await self._live(channel_id)
            await self._check_version(channel_id, game, version)
        except Mistake as m:
            return m.reply or self._oops(str(m))
        if not confirmed:
            return self._confirm(
                game,
                vt("confirm-abort", players=self._players_text(game, viewer_lang())),
                commands.format_command("abort", confirm="yes"),
            )
        state = self._state(game)
        return await self._finish(
            channel_id, game, state, user_id, None, "aborted", KIND_ABORT, "abort", status=ABORTED
        )

    async def _late_told_at(self, game: GameRecord, state: GameState) -> datetime | None:
        """When the player the game waits for was told that their turn's time limit passed
        (the ``late`` notice went out); ``None`` while it has not. The computer player needs
        no notice: for it, the limit itself."""
        started = game.turn_started_at or game.updated_at
        if game.players[state.to_act - 1] == self.ai_user_id:
            return started + timedelta(seconds=game.turn_limit_s or 0)
        return await self.repo.reminder_sent_at(game.id, "late", started)

    async def _late_notice_due(self, game: GameRecord, state: GameState) -> datetime:
        """When the late player's notice will go out: its pending reminder's time (after their
        quiet hours, say); a turn that has none (started before notices existed) gets one now."""
        pending = [r.due_at for r in await self.repo.pending_reminders(game.id) if r.kind == "late"]
        if pending:
            return min(pending)
        now = self.clock()
        late = game.players[state.to_act - 1]
        if late is not None:
            await self.repo.add_reminders(game.id, game.channel_id, [NewReminder(late, "late", now)])
        return now

    async def claim_timeout(
        self, channel_id: int, user_id: int, *, version: int | None = None, confirmed: bool = False
    ) -> Reply:
        """With a turn time limit, a player still in the game claims the win (two sides) or
        the late player's removal (more) when the claim is open (docs/rulings.md M18): the
        limit passed, the late player was told, and a grace period after that passed."""
        try:
            game, state, seats = await self._load_active_member(channel_id, user_id, version)
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
            told = await self._late_told_at(game, state)
            if told is None:
                notice = await self._late_notice_due(game, state)
                raise Mistake(
                    vt("err-claim-not-told", user=mention(late_user or 0), left=duration(notice + grace - now))
                )
            if now < told + grace:
                raise Mistake(vt("err-claim-grace", user=mention(late_user or 0), left=duration(told + grace - now)))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        if not confirmed:
            return self._confirm(
                game,
                vt("confirm-claim", user=mention(late_user or 0)),
                commands.format_command("claim", confirm="yes"),
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
        ok = await self.repo.save(new, game.version, [NewAction(user_id, seats[0] if seats else 0, kind, notation)], [])
        if not ok:
            return await self._stale(channel_id)
        log.info("game ended", extra={"ctx": {"game": new.id, "reason": reason, "winner": winner}})
        n = self._narrator(new)
        lead = n.tr(f"lead-{reason}", user=mention(user_id)) if i18n.has(f"lead-{reason}") else ""
        img = await self._board_image(new, after, n.tr)
        return Reply(
            text=f"{lead}\n{self._over_text(n, after)}".strip(),
            images=[img] if img else [],
            mentions=sorted({p for p in new.players if p is not None and p != user_id}),
            buttons=[Button(n.tr("btn-export"), commands.format_command("export"), "secondary", "export")],
            game_id=new.id,
            version=new.version,
        )
