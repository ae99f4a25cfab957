"""Turn actions: every engine action, its public reply and its battle log."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

from bot.command_names import PLAY, localised_name
from bot.locale import viewer_lang, vt
from bot.narration import clip, tile_name
from bot.readers import Mistake
from bot.replies import BattleLog, Reply, mention
from bot.storage.base import GameRecord
from bot.usecases.access import GameAccess
from bot.usecases.answers import oops, turn_buttons
from bot.usecases.games import GamesStore
from bot.usecases.legal import LegalActions
from bot.usecases.people import Preferences
from bot.usecases.pictures import Pictures
from bot.usecases.seats import ComputerSeat
from bot.usecases.surface import ActionMenus
from bot.usecases.util import board_hex, normalise, rules_error_text, tile_key
from bot.usecases.wording import narrator, status_text
from rules import events as ev
from rules import registry
from rules.actions import Action, RulesError
from rules.catalog import army
from rules.game import apply, setup_placing
from rules.state import PHASE_HQ, PHASE_OVER, GameState

log = logging.getLogger(__name__)


class Turns:
    """Turn actions: every engine action, its public reply and its battle log."""

    def __init__(
        self,
        games: GamesStore,
        access: GameAccess,
        menus: ActionMenus,
        pictures: Pictures,
        legal: LegalActions,
        prefs: Preferences,
        computer: ComputerSeat,
    ) -> None:
        self.games = games
        self.access = access
        self.menus = menus
        self.pictures = pictures
        self.legal = legal
        self.prefs = prefs
        self.computer = computer

    async def act(self, channel_id: int, user_id: int, notation: str, *, version: int | None = None) -> Reply:
        """Any engine action in notation, for the player the game waits for. The beginning of
        a legal action followed by ``?`` (or refused by the engine) answers privately with
        the next choices (:mod:`bot.usecases.surface`)."""
        return await self._engine(channel_id, user_id, lambda game, state, player: notation, version, steps=True)

    async def hq(self, channel_id: int, user_id: int, hex: str, *, version: int | None = None) -> Reply:
        return await self._engine(channel_id, user_id, lambda g, s, p: f"hq {hex}", version)

    async def discard(self, channel_id: int, user_id: int, tile: str, *, version: int | None = None) -> Reply:
        return await self._engine(channel_id, user_id, lambda g, s, p: f"discard {tile_key(s, p, tile)}", version)

    async def redraw(self, channel_id: int, user_id: int, *, version: int | None = None) -> Reply:
        return await self._engine(channel_id, user_id, lambda g, s, p: "redraw", version)

    async def place(
        self, channel_id: int, user_id: int, tile: str, hex: str, facing: str = "", *, version: int | None = None
    ) -> Reply:
        def build(game: GameRecord, state: GameState, player: int) -> str:
            key = tile_key(state, player, tile)
            where = board_hex(state, hex)  # a hex off the board is said before a facing is asked for
            if key == "hq" and facing:  # an HQ has no front: a facing is not what the player thinks
                raise Mistake(_not_taken("place", "facing", tile_name(state.players[player].army, key, viewer_lang())))
            # Beasts: Cerberus (Lair); Dancer: its Objects instead of an HQ
            if key != "hq" and setup_placing(state):
                if not facing:
                    raise Mistake(vt("err-which-facing"))
                return f"place {key} {where} {facing}"
            if key == "hq" or state.phase == PHASE_HQ:
                if key != "hq":
                    raise Mistake(vt("err-hq-first"))
                return f"hq {where}"
            if not facing:
                raise Mistake(vt("err-which-facing"))
            return f"place {key} {where} {facing}"

        return await self._engine(channel_id, user_id, build, version)

    async def move(
        self,
        channel_id: int,
        user_id: int,
        from_hex: str,
        to_hex: str,
        facing: str,
        via: str | None = None,
        *,
        version: int | None = None,
    ) -> Reply:
        tail = f" via {via}" if via else ""
        return await self._engine(
            channel_id, user_id, lambda g, s, p: f"move {from_hex} {to_hex} {facing}{tail}", version
        )

    async def play(
        self,
        channel_id: int,
        user_id: int,
        tile: str,
        target: str | None = None,
        unit: str | None = None,
        facing: str | None = None,
        *,
        version: int | None = None,
    ) -> Reply:
        def build(game: GameRecord, state: GameState, player: int) -> str:
            return play_notation(state, player, tile, target=target, unit=unit, facing=facing)

        return await self._engine(channel_id, user_id, build, version)

    async def choose(
        self, channel_id: int, user_id: int, hex: str, facing: str = "", *, version: int | None = None
    ) -> Reply:
        """The awaited choice: a pushed unit's hex; a pulled unit's hex and facing, or the
        Vulture's after a battle (without a facing the unit keeps its own)."""
        tail = f" {facing}" if facing else ""
        return await self._engine(channel_id, user_id, lambda g, s, p: f"choose {hex}{tail}", version)

    async def end_turn(self, channel_id: int, user_id: int, *, version: int | None = None) -> Reply:
        return await self._engine(channel_id, user_id, lambda g, s, p: "end", version)

    async def _engine(
        self,
        channel_id: int,
        user_id: int,
        build: Callable[[GameRecord, GameState, int], str],
        version: int | None,
        *,
        steps: bool = False,
    ) -> Reply:
        try:
            game, state, player = await self.access.load_turn(channel_id, user_id, version)
            notation = build(game, state, player)
            asked = steps and notation.split()[-1:] == ["?"]
            if asked:
                menu = self.menus.step_reply(game, state, player, notation, asked=True)
                if menu is not None:
                    return menu
                notation = notation.rsplit("?", 1)[0]  # no such choice: the engine says why
            try:
                action = Action.parse(notation)
                action = normalise(state, player, action)
                after, events = apply(state, action)
            except RulesError as e:
                menu = self.menus.step_reply(game, state, player, notation, asked=False) if steps else None
                if menu is not None:
                    return menu
                raise Mistake(rules_error_text(e)) from None
        except Mistake as m:
            return m.reply or oops(str(m))
        committed = await self.games.commit(game, state, after, events, user_id, player, action)
        if committed is None:
            return await self.access.stale(channel_id)
        return await self._action_reply(
            committed.game,
            state,
            after,
            events,
            user_id,
            player,
            action,
            committed.turn_changed,
            outbox_id=committed.outbox_id,
        )

    async def _action_reply(
        self,
        game: GameRecord,
        before: GameState,
        after: GameState,
        events: Sequence[ev.Event],
        user_id: int,
        player: int,
        action: Action,
        turn_changed: bool,
        prefix: str = "",
        outbox_id: int | None = None,
    ) -> Reply:
        n = narrator(game)
        lines = [prefix] if prefix else []
        lines.append(n.did(mention(user_id), player, str(action)))
        quiet_so_far = len(lines)
        for e in events:
            if isinstance(
                e, ev.Placed | ev.HQPlaced | ev.ObjectPlaced | ev.TurnStarted | ev.Drew | ev.GameOver | ev.Discarded
            ):
                continue
            if isinstance(e, ev.InstantPlayed | ev.Moved) and action.verb in ("play", "move"):
                continue
            if isinstance(e, ev.TurnEnded) and action.verb == "end":
                continue
            line = n.events([e])
            if line:
                lines.extend(line)
        battles = [e for e in events if isinstance(e, ev.BattleFought)]
        over = after.phase == PHASE_OVER
        # A discard that did nothing else (no event to tell, the turn goes on) may be held by
        # a quiet channel until the next change of the turn (``bot.usecases.live.held_lines``).
        minor = (
            action.verb == "discard"
            and not prefix
            and len(lines) == quiet_so_far
            and not battles
            and not turn_changed
            and not over
            and after.pending is None
        )
        lines.append(status_text(game, after, self.legal))
        effects = events if any(e.marks_board for e in events) else ()  # a Dance's paths, an Action's hits
        board_job = self.pictures.board(game, after, n.tr, highlight=_hexes_of(action), effects=effects)
        battle: BattleLog | None = None
        if battles:  # the board and the battle's segments render side by side
            img, battle = await asyncio.gather(board_job, self.pictures.battle_log(game, before, events, after))
        else:
            img = await board_job
        mentions: list[int] = []
        if over:
            mentions = sorted({p for p in game.players if p is not None and p not in (user_id, self.computer.user_id)})
        elif turn_changed:
            nxt = game.players[after.to_act - 1]
            if nxt is not None and nxt not in (user_id, self.computer.user_id):
                mentions = await self.prefs.pingable([nxt])
        buttons = turn_buttons(game, after, n.tr)
        return Reply(
            text=clip("\n".join(lines)),
            images=[img] if img else [],
            mentions=mentions,
            buttons=buttons,
            battle=battle,
            game_id=game.id,
            version=game.version,
            outbox_id=outbox_id if battle is not None else None,
            minor=minor,
        )


def play_notation(
    state: GameState, player: int, tile: str, *, target: str | None, unit: str | None, facing: str | None
) -> str:
    """The engine notation of ``player`` playing the instant ``tile`` (a key or a name) with
    the options given (``/hex play``'s, a puzzle's answer); a Mistake when the tile is a board
    tile, or an option is given that the instant does not take, or one it needs is missing."""
    key = tile_key(state, player, tile)
    spec = army(state.players[player].army).tile(key)
    name = tile_name(spec.army, key, viewer_lang())
    if spec.is_board_tile:
        raise Mistake(vt("rules-is-board-tile", tile=name))
    instant = registry.INSTANTS.get(spec.instant or "")
    words = instant.words if instant is not None else ("target",)  # what the instant takes
    given = {"unit": unit, "target": target, "facing": facing}
    wrong = next((o for o, v in given.items() if v and o not in words), None)
    if wrong is not None:
        raise Mistake(_not_taken("play", wrong, name))
    missing = [w for w in words if not given[w]]
    if missing:
        raise Mistake(_needs(instant.needs if instant is not None else "", name, words))
    return " ".join(["play", key, *(str(given[w]) for w in words)])


def _needs(message: str, tile: str, words: tuple[str, ...]) -> str:
    """What an instant still needs: its army's sentence (``message``, e.g. ``err-grab-needs``),
    ``err-needs-target`` for a target alone, else the options named as the player's client shows them."""
    if message:
        return vt(message, tile=tile)
    if words == ("target",):
        return vt("err-needs-target", tile=tile)
    lang = viewer_lang()
    options = ", ".join(f"{localised_name(lang, PLAY, 'play', option=w) or w}:" for w in words)
    return vt("err-play-needs", tile=tile, options=options)


def _not_taken(command: str, option: str, tile: str) -> str:
    """ "facing: does not apply to HQ" with the option named as the player's client shows it."""
    lang = viewer_lang()
    word = localised_name(lang, PLAY, command, option=option) or option
    return vt("err-option-not-taken", option=f"{word}:", tile=tile)


def _hexes_of(action: Action) -> list[str]:
    """The hexes to highlight after ``action`` (a Dance's words hold facings too)."""
    return [h for h in action.hexes if h[:1].isalpha() and h[1:].isdigit()]
