"""Agreements and endings: undo with consent, draw offers, resignation, abort, time-limit claims."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import timedelta

import i18n
from bot import commands
from bot.history import effective_actions, game_options
from bot.locale import vt
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
)
from bot.usecases.core import ServiceCore
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
        game = await self._live(channel_id)
        await self._check_version(channel_id, game, version)
        self._require_started(game)
        seats = self._require_member(game, user_id)
        return game, self._state(game), seats

    async def _set_request(self, game: GameRecord, request: dict[str, object] | None) -> GameRecord | None:
        new = game.evolve(version=game.version + 1, request=request, updated_at=self.clock())
        return new if await self.repo.save(new, game.version) else None

    async def _ask(
        self, channel_id: int, game: GameRecord, user_id: int, request: dict[str, object], question: str
    ) -> Reply:
        """Store an undo/draw request and ask every other player, with Accept/Refuse buttons."""
        kind = str(request["kind"])
        others = [p for p in dict.fromkeys(game.players) if p is not None and p != user_id]
        new = await self._set_request(game, request)
        if new is None:
            return await self._stale(channel_id)
        tr = i18n.translator(game.lang)
        return Reply(
            text=tr(f"ask-{kind}", question=question, user=", ".join(mention(p) for p in others)),
            mentions=[p for p in others if p != self.ai_user_id],
            buttons=[
                Button(
                    tr(f"btn-accept-{kind}"), commands.format_command(kind, answer="yes"), "success", f"accept-{kind}"
                ),
                Button(
                    tr(f"btn-refuse-{kind}"), commands.format_command(kind, answer="no"), "danger", f"refuse-{kind}"
                ),
            ],
            game_id=new.id,
            version=new.version,
        )

    async def _answered(
        self, channel_id: int, user_id: int, accept: bool, version: int | None, kind: str
    ) -> tuple[GameRecord, GameState, dict[str, object]] | Reply:
        """Check an answer to a pending ``kind`` request; a refusal (or withdrawal) clears it.

        Returns the game, its state and the request when the answer is the last acceptance
        needed (every other player must accept), otherwise the reply to send."""
        try:
            game, state, _ = await self._load_active_member(channel_id, user_id, version)
            req = game.request
            if not req or req.get("kind") != kind:
                raise Mistake(vt(f"err-no-{kind}-to-answer"))
            if req.get("by") == user_id and accept:
                raise Mistake(vt(f"err-own-{kind}"))
            yes = [int(str(u)) for u in req.get("yes", ())]
            if accept and user_id in yes:
                raise Mistake(vt("err-already-agreed"))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        if accept:
            yes.append(user_id)
            waiting = [p for p in self._others(game, int(str(req["by"]))) if p not in yes]
            if not waiting:
                return game, state, req
            new = await self._set_request(game, {**req, "yes": yes})
            if new is None:
                return await self._stale(channel_id)
            tr = i18n.translator(game.lang)
            text = tr("agreed-waiting", user=mention(user_id), users=", ".join(mention(p) for p in waiting))
            return Reply(text=text, mentions=waiting, game_id=new.id, version=new.version)
        new = await self._set_request(game, None)
        if new is None:
            return await self._stale(channel_id)
        what = "withdrew" if req.get("by") == user_id else "refused"
        text = i18n.t(game.lang, f"{kind}-{what}", user=mention(user_id))
        return Reply(text=text, game_id=new.id, version=new.version)

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
        request: dict[str, object] = {"kind": "undo", "by": user_id, "seq": last.seq}
        n = self._narrator(game)
        question = n.tr("undo-asks", user=mention(user_id), action=n.action(last.player, last.notation))
        return await self._ask(channel_id, game, user_id, request, question)

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
            turn_started_at=now if turn_changed else game.turn_started_at,
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

    async def offer_draw(self, channel_id: int, user_id: int) -> Reply:
        """Offer a draw; the opponent answers with a button."""
        try:
            game, state, seats = await self._load_active_member(channel_id, user_id)
            if game.request:
                raise Mistake(vt(f"err-{game.request['kind']}-waiting"))
        except Mistake as m:
            return m.reply or self._oops(str(m))
        if self._hotseat(game):
            return await self._finish(channel_id, game, state, user_id, None, "agreed_draw", KIND_DRAW, "draw")
        return await self._ask(
            channel_id,
            game,
            user_id,
            {"kind": "draw", "by": user_id},
            i18n.t(game.lang, "draw-offers", user=mention(user_id)),
        )

    async def answer_draw(self, channel_id: int, user_id: int, accept: bool, *, version: int | None = None) -> Reply:
        """The opponent accepts (the game ends in a draw) or refuses a draw offer."""
        answered = await self._answered(channel_id, user_id, accept, version, "draw")
        if isinstance(answered, Reply):
            return answered
        game, state, _ = answered
        return await self._finish(channel_id, game, state, user_id, None, "agreed_draw", KIND_DRAW, "draw")

    async def resign(self, channel_id: int, user_id: int, *, version: int | None = None) -> Reply:
        """Resign: the opponent wins."""
        try:
            game, state, seats = await self._load_active_member(channel_id, user_id, version)
        except Mistake as m:
            return m.reply or self._oops(str(m))
        player = state.to_act if state.to_act in seats else seats[0]
        try:
            after, events = resign(state, player)
        except RulesError as e:
            return self._oops(rules_error_text(e))
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
            request=None,
            updated_at=now,
            turn_started_at=now if turn_changed else game.turn_started_at,
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

    async def abort(self, channel_id: int, user_id: int, *, is_moderator: bool) -> Reply:
        """A moderator stops the channel's game (no result)."""
        if not is_moderator:
            return self._oops(vt("err-abort-moderators"))
        try:
            game = await self._live(channel_id)
        except Mistake as m:
            return self._oops(str(m))
        state = self._state(game)
        return await self._finish(
            channel_id, game, state, user_id, None, "aborted", KIND_ABORT, "abort", status=ABORTED
        )

    async def claim_timeout(self, channel_id: int, user_id: int) -> Reply:
        """With a turn time limit, the waiting player claims the win once it has passed."""
        try:
            game, state, seats = await self._load_active_member(channel_id, user_id)
            if not game.turn_limit_s:
                raise Mistake(vt("err-no-time-limit"))
            if game.players[state.to_act - 1] == user_id:
                raise Mistake(vt("err-claim-own-turn"))
            started = game.turn_started_at or game.updated_at
            due = started + timedelta(seconds=game.turn_limit_s)
            now = self.clock()
            if now < due:
                left = due - now
                raise Mistake(vt("err-claim-early", left=duration(left)))
        except Mistake as m:
            return m.reply or self._oops(str(m))
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
