"""Agreements of the players still in a game: an undo request, a draw offer or a change of
settings, asked of every other player (docs/rulings.md M18) and answered with buttons."""

from __future__ import annotations

import i18n
from bot.locale import vt
from bot.readers import Mistake
from bot.replies import Reply, mention
from bot.storage.base import GameRecord
from bot.usecases.access import GameAccess
from bot.usecases.answers import oops, request_buttons
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore
from bot.usecases.seats import ComputerSeat, deciders
from rules.state import GameState


class Agreements:
    """A pending request of a game: stored, asked, answered (one at a time per game)."""

    def __init__(self, games: GamesStore, access: GameAccess, computer: ComputerSeat, clock: Clock) -> None:
        self.games = games
        self.access = access
        self.computer = computer
        self.clock = clock

    async def set_request(self, game: GameRecord, request: dict[str, object] | None) -> GameRecord | None:
        new = game.evolve(version=game.version + 1, request=request, updated_at=self.clock())
        return new if await self.games.save(new, game.version) else None

    async def ask(
        self,
        channel_id: int,
        game: GameRecord,
        state: GameState,
        user_id: int,
        request: dict[str, object],
        question: str,
    ) -> Reply:
        """Store an undo, draw or settings request and ask every other player still in the
        game (:func:`~bot.usecases.seats.deciders`), with Accept/Refuse buttons; they are all pinged."""
        kind = str(request["kind"])
        others = deciders(game, state, user_id, kind, self.computer)
        new = await self.set_request(game, {**request, "by": user_id, "yes": []})
        if new is None:
            return await self.access.stale(channel_id)
        tr = i18n.translator(game.lang)
        return Reply(
            text=tr(f"ask-{kind}", question=question, user=", ".join(mention(p) for p in others), n=len(others)),
            mentions=[p for p in others if p != self.computer.user_id],
            buttons=request_buttons(kind, tr),
            game_id=new.id,
            version=new.version,
        )

    async def answered(
        self, channel_id: int, user_id: int, accept: bool, version: int | None, kind: str
    ) -> tuple[GameRecord, GameState, dict[str, object]] | Reply:
        """Check an answer to a pending ``kind`` request; a refusal (or withdrawal) clears it.

        Only the players the request asked may answer (every other player still in the
        game); the requester may withdraw it. Returns the game, its state and the request
        when the answer is the last acceptance needed, otherwise the reply to send."""
        try:
            game, state, _ = await self.access.load_active_member(channel_id, user_id, version)
            req = game.request
            if not req or req.get("kind") != kind:
                raise Mistake(vt(f"err-no-{kind}-to-answer"))
            by = int(str(req["by"]))
            asked = deciders(game, state, by, kind, self.computer)
            if user_id == by and accept:
                raise Mistake(vt(f"err-own-{kind}"))
            if user_id != by and user_id not in asked:
                raise Mistake(vt("err-not-asked"))
            yes = [int(str(u)) for u in req.get("yes", ())]
            if accept and user_id in yes:
                raise Mistake(vt("err-already-agreed"))
        except Mistake as m:
            return m.reply or oops(str(m))
        tr = i18n.translator(game.lang)
        if accept:
            yes.append(user_id)
            waiting = [p for p in asked if p not in yes]
            if not waiting:
                return game, state, req
            new = await self.set_request(game, {**req, "yes": yes})
            if new is None:
                return await self.access.stale(channel_id)
            text = tr("agreed-waiting", user=mention(user_id), users=", ".join(mention(p) for p in waiting))
            return Reply(
                text=text,
                mentions=[p for p in waiting if p != self.computer.user_id],
                buttons=request_buttons(kind, tr),
                game_id=new.id,
                version=new.version,
            )
        new = await self.set_request(game, None)
        if new is None:
            return await self.access.stale(channel_id)
        what = "withdrew" if by == user_id else "refused"
        return Reply(text=tr(f"{kind}-{what}", user=mention(user_id)), game_id=new.id, version=new.version)
