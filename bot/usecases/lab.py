"""The rules lab (docs/lab.md): a position set up from its code — or the channel's game as it
stands — and its battle resolved exactly as a game resolves it (every initiative segment with
its picture and narrated line, then the aftermath: eliminations, the game's end), so that
players settle a rules argument by looking; and the code of the channel's game, to share.

A position code (:mod:`rules.position`) carries only what the board shows (units, hit points,
nets, markers, hands, whose turn), never the piles: the lab reveals nothing of a live game.
"""

from __future__ import annotations

from bot.locale import viewer_lang, vt
from bot.replies import Reply
from bot.storage.base import GameRecord
from bot.usecases.answers import oops
from bot.usecases.games import GamesStore
from bot.usecases.pictures import Pictures
from bot.usecases.util import rules_error_text
from bot.usecases.wording import state_of
from rules import events as ev
from rules.actions import RulesError
from rules.position import PositionCodeError, code_of
from rules.position import state_of as position_state
from rules.scenario import ScenarioError
from rules.state import PHASE_OVER, GameState
from rules.turns import battles

CAUSE = "lab"  # the battle's cause, as its title names it (cause-lab)
MAX_CODE = 4000  # characters of a code read (a code of a full 37-hex board is far shorter)


class Lab:
    """The rules lab's use cases: a position's battle, the channel's game's code."""

    def __init__(self, games: GamesStore, pictures: Pictures) -> None:
        self.games = games
        self.pictures = pictures

    async def code(self, channel_id: int, user_id: int) -> Reply:
        """The position code of the channel's game as it stands (privately)."""
        game = await self.games.live_or_last(channel_id)
        if game is None:
            return oops(vt("err-no-game"))
        try:
            code = code_of(state_of(game))
        except PositionCodeError:
            return oops(vt("lab-err-no-code"))
        return Reply(text=vt("lab-code", game=game.id, code=code), ephemeral=True)

    async def battle(self, channel_id: int, user_id: int, code: str | None = None) -> Reply:
        """The battle of the position ``code`` (else of the channel's game as it stands),
        resolved as a game resolves it; a bad code is a short private answer."""
        if code is None or not code.strip():
            game = await self.games.live_or_last(channel_id)
            if game is None:
                return oops(vt("lab-err-what"))
            state = state_of(game)
            if state.phase == PHASE_OVER:
                return oops(vt("lab-err-over"))
        else:
            try:
                state = position_state(code.strip()[:MAX_CODE])
            except (PositionCodeError, ScenarioError) as e:
                return oops(vt("lab-err-code", error=str(e)))
        try:
            shared = code_of(state)
        except PositionCodeError:
            return oops(vt("lab-err-no-code"))
        after = state.copy()
        events: list[ev.Event] = []
        try:
            battles(after, CAUSE, after.current, events)
        except RulesError as e:
            return oops(rules_error_text(e))
        lang = viewer_lang()
        log = await self.pictures.battle_log(lab_record(channel_id, user_id, state, lang), state, events, after)
        return Reply(text=vt("lab-battle", title=log.title, code=shared, summary=log.summary), battle=log)


def lab_record(channel_id: int, user_id: int, state: GameState, lang: str) -> GameRecord:
    """A game record for the lab's position (or a puzzle's): its armies, no players (seats are named
    "player 1", …), the acting user's language."""
    from datetime import UTC, datetime

    now = datetime.now(UTC)
    seats = sorted(state.players)
    return GameRecord(
        id=0,
        channel_id=channel_id,
        status="lab",
        version=0,
        state_json="",
        seed=0,
        armies=tuple(state.players[p].army for p in seats),
        players=tuple(None for _ in seats),
        creator_id=user_id,
        lang=lang,
        created_at=now,
        updated_at=now,
    )
