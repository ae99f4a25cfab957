"""``/hexinfo hint``: the hard level's suggestion for the player to act, as data.

Only in games where every other seat is the computer player, or the asking user's own
(hot-seat): a hint in a game with another person would be help from outside. The search runs in the computer player's executor (``ai_executor`` of :func:`bot.app.build_app`) like
the computer player's decisions, for ``Settings.ai_think_ms``, from what the asking seat
can see (:mod:`rules.ai.infoset`). The reply is ephemeral, in the asking player's language: the
action in words, as the game's log would tell it (:meth:`bot.narration.Narrator.action`), and a
one-line reason; ``Reply.hint`` carries the same as data (the action in notation, a reason
code and its arguments).
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import Executor

import i18n
from bot.config import Settings
from bot.locale import vt
from bot.readers import Mistake
from bot.replies import Hint, Reply, mention
from bot.usecases.access import GameAccess
from bot.usecases.answers import oops
from bot.usecases.seats import ComputerSeat
from bot.usecases.wording import viewer_narrator
from rules.ai.levels import suggest_plain
from rules.secrecy import derived_seed
from rules.state import PHASE_OVER


class Hints:
    """The hint use case (see the module docstring)."""

    def __init__(
        self, access: GameAccess, computer: ComputerSeat, settings: Settings, executor: Executor | None
    ) -> None:
        self.access = access
        self.computer = computer
        self.settings = settings
        self.executor = executor

    async def hint(self, channel_id: int, user_id: int) -> Reply:
        """The suggested action for the asking player, whose turn it must be."""
        try:
            game, state, player = await self.access.load_turn(channel_id, user_id, None)
            people = {p for p in game.players if p is not None and p != self.computer.user_id}
            if people != {user_id}:  # another person plays too: a hint would be help from outside
                raise Mistake(vt("err-hint-vs-bot"))
            if state.phase == PHASE_OVER:
                raise Mistake(vt("status-over"))
        except Mistake as m:
            return m.reply or oops(str(m))
        loop = asyncio.get_running_loop()
        notation, reason, args = await loop.run_in_executor(
            self.executor,
            suggest_plain,
            game.state_json,
            derived_seed(game.seed, "hint", player),
            0,
            self.settings.ai_think_ms,
            time.perf_counter,
        )
        n = viewer_narrator(game)
        words = dict(args)
        if "tile" in words:
            words["tile"] = n.tile(player, str(words["tile"]))
        msg = f"hint-reason-{reason}"
        why = n.tr(msg, **words) if i18n.has(msg) else n.tr("hint-reason-best", **words)
        return Reply(
            text=n.tr("hint", user=mention(user_id), action=n.action(player, notation), reason=why),
            ephemeral=True,
            game_id=game.id,
            version=game.version,
            hint=Hint(notation, reason, args),
        )
