"""A channel's game as a use case needs it: there, current (the version a button showed),
started, and waiting for the acting user; otherwise a :class:`~bot.readers.Mistake`
worded for that user ("the board changed" comes with the current board)."""

from __future__ import annotations

import i18n
from bot.locale import viewer_lang, vt
from bot.narration import reason_text
from bot.readers import Mistake
from bot.replies import Reply, mention
from bot.storage.base import ABORTED, FINISHED, GameRecord
from bot.usecases.answers import oops
from bot.usecases.games import GamesStore
from bot.usecases.legal import LegalActions
from bot.usecases.pictures import Pictures
from bot.usecases.seats import require_in_game, require_member, require_started
from bot.usecases.wording import state_of, status_text
from rules.state import GameState


class GameAccess:
    """Loads a channel's game for a use case, with the checks every use case makes."""

    def __init__(self, games: GamesStore, pictures: Pictures, legal: LegalActions) -> None:
        self.games = games
        self.pictures = pictures
        self.legal = legal

    async def live(self, channel_id: int) -> GameRecord:
        """The channel's live game; a Mistake saying why there is none (its last game's result)."""
        game = await self.games.live(channel_id)
        if game is None:
            last = await self.games.last(channel_id)
            if last is not None and last.status in (FINISHED, ABORTED):
                state = state_of(last)
                if state.result is not None:
                    why = status_text(last, state, self.legal, viewer_lang())
                else:
                    why = reason_text(i18n.translator(viewer_lang()), last.result_reason or "aborted") + "."
                raise Mistake(vt("err-last-game-over", why=why))
            raise Mistake(vt("err-no-game"))
        return game

    async def stale(self, channel_id: int) -> Reply:
        """ "The board changed — here is the current state", privately, with the board."""
        game = await self.games.live_or_last(channel_id)
        if game is None:
            return oops(vt("stale") + " " + vt("err-no-game"))
        state = state_of(game)
        img = await self.pictures.board(game, state, i18n.translator(viewer_lang()))
        return Reply(
            text=vt("stale") + "\n" + status_text(game, state, self.legal, viewer_lang()),
            ephemeral=True,
            images=[img] if img else [],
            game_id=game.id,
            version=game.version,
        )

    async def check_version(self, channel_id: int, game: GameRecord, version: int | None) -> None:
        """A Mistake (with the current board) when a button showed an older version."""
        if version is not None and version != game.version:
            raise Mistake(vt("stale"), await self.stale(channel_id))

    async def load_turn(self, channel_id: int, user_id: int, version: int | None) -> tuple[GameRecord, GameState, int]:
        """The live game, its state and the acting player, or a Mistake."""
        game = await self.live(channel_id)
        await self.check_version(channel_id, game, version)
        require_started(game)
        require_member(game, user_id)
        state = state_of(game)
        player = state.to_act
        if game.players[player - 1] != user_id:
            who = mention(game.players[player - 1] or 0)
            raise Mistake(vt("err-not-your-turn-push" if state.pending is not None else "err-not-your-turn", user=who))
        return game, state, player

    async def load_active_member(
        self, channel_id: int, user_id: int, version: int | None = None
    ) -> tuple[GameRecord, GameState, list[int]]:
        """The channel's started game, its state and the user's seats, when the user is
        still in it (not resigned, eliminated or out of time); otherwise a Mistake."""
        game = await self.live(channel_id)
        await self.check_version(channel_id, game, version)
        require_started(game)
        state = state_of(game)
        return game, state, require_in_game(game, state, user_id)
