"""Information: board, hand, tile and army cards, rules, log, export, last battle."""

from __future__ import annotations

import json
import logging

from bot import commands
from bot.history import export, log_lines, replay_until
from bot.narration import clip
from bot.replies import Button, Image, Reply, mention
from bot.storage.base import (
    ACTIVE,
    KIND_ABORT,
    KIND_ACTION,
    KIND_DRAW,
    KIND_JOIN,
    KIND_RESIGN,
    KIND_TIMEOUT,
    KIND_UNDO,
    ActionRow,
    GameRecord,
)
from bot.texts import RULES, describe_army, describe_tile
from bot.usecases.core import NO_GAME, ServiceCore
from bot.usecases.placement import default_hex, placement_hexes
from bot.usecases.util import (
    Mistake,
    army_key,
    army_of,
)
from rules import events as ev
from rules.actions import Action
from rules.catalog import ARMIES, TileSpec
from rules.state import PHASE_HQ, PHASE_OVER, GameState

log = logging.getLogger(__name__)


class InfoUseCases(ServiceCore):
    """Information: board, hand, tile and army cards, rules, log, export, last battle."""

    async def board(self, channel_id: int, user_id: int) -> Reply:
        """The channel's game (or its last one): board image and whose turn."""
        game = await self.repo.live_game(channel_id) or await self.repo.last_game(channel_id)
        if game is None:
            return self._oops(NO_GAME)
        state = self._state(game)
        img = await self.render.board(state, lang=game.lang)
        return Reply(
            text=f"{self._players_text(game)}\n{self._status(game, state)}",
            images=[img] if img else [],
            buttons=[Button("My tiles", commands.format_command("hand"), "primary", "tiles")]
            if game.status == ACTIVE
            else [],
            game_id=game.id,
            version=game.version,
        )

    async def hand(self, channel_id: int, user_id: int) -> Reply:
        """Ephemeral: your tiles, with buttons for what they allow right now."""
        try:
            game = await self._live(channel_id)
            self._require_started(game)
            seats = self._require_member(game, user_id)
        except Mistake as m:
            return m.reply or self._oops(str(m))
        state = self._state(game)
        player = state.to_act if state.to_act in seats else seats[0]
        n = self._narrator(game)
        ps = state.players[player]
        tiles = ", ".join(n.tile(player, t) for t in ps.hand) or "none"
        text = f"Your tiles ({n.army_name(player)}): {tiles}. Pile {len(ps.pile)}, discarded {len(ps.discard)}."
        buttons: list[Button] = []
        if state.to_act == player and state.phase != PHASE_OVER:
            legal = self._legal_for(game, state)
            if not state.turn.needs_discard:
                buttons.extend(self._place_buttons(game, state, player, legal))
            for a in legal:
                if a.verb == "discard" and state.turn.needs_discard:
                    buttons.append(
                        Button(
                            f"Discard {n.tile(player, a.tile)}",
                            commands.format_command("discard", tile=a.tile),
                            "danger",
                            f"discard-{a.tile}",
                        )
                    )
                elif a.verb == "redraw":
                    buttons.append(Button("Unlucky draw", commands.format_command("redraw"), "secondary", "redraw"))
                elif a.verb == "play" and a.tile == "battle":
                    buttons.append(
                        Button("Play Battle", commands.format_command("play", tile="battle"), "danger", "battle")
                    )
                elif a.verb == "end":
                    buttons.append(Button("End turn", commands.format_command("end"), "primary", "end"))
            if self.ai_user_id in game.players or self._hotseat(game):  # /hex hint (no room in the slash tree)
                buttons.append(Button("Hint", commands.format_command("hint"), "secondary", "hint"))
            if state.turn.needs_discard:
                text += " Discard one first."
            elif state.phase == PHASE_HQ:
                text = "Place your HQ: press Place HQ (or `/hex place tile:hq hex:…`)."
            else:
                text += " Place a tile with its button (or `/hex place`), play instants with `/hex play`."
        return Reply(text=text, ephemeral=True, buttons=buttons[:20], game_id=game.id, version=game.version)

    def _place_buttons(self, game: GameRecord, state: GameState, player: int, legal: list[Action]) -> list[Button]:
        """One "Place <tile>" button per distinct tile of the hand that can be placed now (the
        HQ in the HQ phase): it opens the placement preview on the legal hex nearest the
        centre, facing N."""
        n = self._narrator(game)
        keys = ["hq"] if state.phase == PHASE_HQ else list(dict.fromkeys(state.players[player].hand))
        buttons: list[Button] = []
        for key in keys:
            start = default_hex(state.board, placement_hexes(state.board, legal, key))
            if start is None:  # an instant, or nowhere to put it
                continue
            facing = None if key == "hq" else "N"
            buttons.append(
                Button(
                    f"Place {n.tile(player, key)}",
                    commands.format_command("preview", tile=key, hex=start, facing=facing),
                    "success",
                    f"place-{key}",
                )
            )
        return buttons

    async def tile_info(
        self, channel_id: int, user_id: int, name: str, army: str | None = None, lang: str | None = None
    ) -> Reply:
        """A tile card: searched in the given army, else the channel game's armies, else all."""
        game = await self.repo.live_game(channel_id) or await self.repo.last_game(channel_id)
        lang = (lang or (game.lang if game else "en")).lower()
        order: list[str] = []
        if army:
            key = army_key(army)
            if key is None:
                return self._oops(f"Unknown army {army!r} (armies: {', '.join(ARMIES)}).")
            order = [key]
        else:
            if game is not None:
                order.extend(a for a in game.armies if a not in order)
            order.extend(a for a in ARMIES if a not in order)
        spec: TileSpec | None = None
        for a in order:
            spec = army_of(a).find_tile(name)
            if spec is not None:
                break
        if spec is None:
            return self._oops(f"No tile called {name!r} in {', '.join(order)}.")
        img = await self.render.tile_card(spec, lang=lang)
        return Reply(text=describe_tile(spec, army_of(spec.army), lang), images=[img] if img else [])

    async def army_info(self, channel_id: int, user_id: int, name: str, lang: str | None = None) -> Reply:
        key = army_key(name)
        if key is None:
            return self._oops(f"Unknown army {name!r} (armies: {', '.join(ARMIES)}).")
        a = army_of(key)
        lang = (lang or "en").lower()
        img = await self.render.army_sheet(a, lang=lang)
        return Reply(text=clip(describe_army(a, lang)), images=[img] if img else [])

    async def rules_help(self, channel_id: int, user_id: int) -> Reply:
        return Reply(text=RULES, ephemeral=True)

    def _describe_row(self, game: GameRecord, row: ActionRow) -> str:
        n = self._narrator(game)
        who = mention(row.user_id)
        if row.kind == KIND_ACTION:
            return f"{who} ({n.army_name(row.player)}) {n.action(row.player, row.notation)}"
        if row.kind == KIND_UNDO:
            return f"{who} agreed to undo the last action"
        if row.kind == KIND_RESIGN:
            return f"{who} resigned"
        if row.kind == KIND_DRAW:
            return f"{who} accepted a draw"
        if row.kind == KIND_ABORT:
            return f"{who} stopped the game ({row.notation})"
        if row.kind == KIND_TIMEOUT:
            return f"{who} claimed the win on time"
        if row.kind == KIND_JOIN:
            return f"{who} joined"
        return f"{who} {row.notation}"

    async def log(self, channel_id: int, user_id: int) -> Reply:
        """The numbered action history (the last lines that fit; the full log attached as text)."""
        game = await self.repo.live_game(channel_id) or await self.repo.last_game(channel_id)
        if game is None:
            return self._oops(NO_GAME)
        rows = await self.repo.actions(game.id)
        lines = log_lines(rows, lambda r: self._describe_row(game, r))
        if not lines:
            return Reply(text=f"No actions yet in game {game.id}.", game_id=game.id, version=game.version)
        head = f"Game {game.id}: {self._players_text(game)} — {len(lines)} entries"
        shown: list[str] = []
        budget = 1700 - len(head)
        for line in reversed(lines[-30:]):
            budget -= len(line) + 1
            if budget < 0:
                break
            shown.insert(0, line)
        if len(shown) < len(lines):
            head += f" (the last {len(shown)} shown; the full log is attached)"
        full = Image(f"game-{game.id}-log.txt", ("\n".join(lines) + "\n").encode())
        return Reply(text=clip(head + "\n" + "\n".join(shown)), images=[full], game_id=game.id, version=game.version)

    async def export(self, channel_id: int, user_id: int, game_id: int | None = None) -> Reply:
        """The game as replayable JSON (an attachment)."""
        if game_id is not None:
            game = await self.repo.get_game(game_id)
            if game is None or game.channel_id != channel_id:
                return self._oops(f"No game {game_id} in this channel.")
        else:
            game = await self.repo.live_game(channel_id) or await self.repo.last_game(channel_id)
            if game is None:
                return self._oops(NO_GAME)
        rows = await self.repo.actions(game.id)
        doc = export(game, rows, self._state(game))
        data = json.dumps(doc, indent=1).encode()
        return Reply(
            text=f"Game {game.id} ({self._players_text(game)}), {len(doc['actions'])} actions: replay it with "
            "seed, armies and actions.",
            images=[Image(f"hexbot-game-{game.id}.json", data)],
            game_id=game.id,
            version=game.version,
        )

    async def last_battle(self, channel_id: int, user_id: int) -> Reply:
        """The last battle of the channel's game, rebuilt by replay (to post it again)."""
        game = await self.repo.live_game(channel_id) or await self.repo.last_game(channel_id)
        if game is None:
            return self._oops(NO_GAME)
        rows = await self.repo.actions(game.id)
        steps = replay_until(game.armies, game.seed, rows, self._state(game).radius)
        for row, before, events in reversed(steps):
            if any(isinstance(e, ev.BattleFought) for e in events):
                battle = await self._battle_log(game, before, events)
                who = mention(row.user_id)
                return Reply(
                    text=f"{battle.title}, after {who} {self._narrator(game).action(row.player, row.notation)}: {battle.summary}",
                    battle=battle,
                    game_id=game.id,
                    version=game.version,
                )
        return self._oops("No battle has been fought in this game yet.")
