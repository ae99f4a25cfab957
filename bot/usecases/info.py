"""Information: board, hand, tile and army cards, rules, log, export, last battle."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from datetime import datetime

import i18n
from bot.config import Settings
from bot.history import export, game_options, log_lines, replay_rows
from bot.locale import viewer_lang, vt
from bot.narration import Narrator, clip, reason_text
from bot.readers import Mistake
from bot.rendering import Renderer
from bot.replies import Block, Button, Image, Press, Reply, Select, SelectOption, mention, replace_mentions
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
from bot.texts import describe_army, describe_tile, rules_text
from bot.usecases.access import GameAccess
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.games import GamesStore
from bot.usecases.legal import LegalActions
from bot.usecases.pictures import Pictures
from bot.usecases.placement import default_hex, geometric_start, nearest_hexes, placement_hexes
from bot.usecases.seats import require_member, require_started
from bot.usecases.surface import PLANNER, Labels, families, family_control, hand_menus
from bot.usecases.util import army_key, army_names, army_of, duration
from bot.usecases.wording import (
    accent_of,
    narrator,
    over_text,
    players_text,
    state_of,
    status_text,
    table_text,
    viewer_narrator,
)
from renderer.labels import kind_name
from rules import events as ev
from rules.actions import Action
from rules.battle import analyse
from rules.catalog import ARMIES, TileSpec
from rules.registry import arrangement_verbs
from rules.state import PHASE_HQ, PHASE_OVER, GameState

log = logging.getLogger(__name__)

_BOARD_POSTS_KEPT = 4096  # channels whose last /hex board post this process remembers


class Information:
    """Information: board, hand, tile and army cards, rules, log, export, last battle."""

    def __init__(
        self,
        games: GamesStore,
        access: GameAccess,
        pictures: Pictures,
        render: Renderer,
        legal: LegalActions,
        settings: Settings,
        clock: Clock,
    ) -> None:
        self.games = games
        self.access = access
        self.pictures = pictures
        self.render = render
        self.legal = legal
        self.settings = settings
        self.clock = clock
        self._board_posted: dict[int, datetime] = {}  # channel -> when /hex board last posted there

    async def board(self, channel_id: int, user_id: int, *, text: bool = False, layout: str | None = None) -> Reply:
        """The channel's game (or its last one): board image and whose turn. ``text``: a
        compact per-hex listing instead of the image (screen readers, slow connections);
        ``layout``: the picture's (``full``: the landscape one, whatever the adapter draws)."""
        game = await self.games.live_or_last(channel_id)
        if game is None:
            return oops(vt("err-no-game"))
        state = state_of(game)
        note = self._board_privately(game, user_id)
        lang = viewer_lang() if note else game.lang
        tr = i18n.translator(lang)
        head = f"{players_text(game, lang)}\n{status_text(game, state, self.legal, lang)}"
        if not text and (layout or self.pictures.layout) == "phone":  # what the phone picture leaves out
            head = "\n".join(p for p in (head, table_text(game, state, lang)) if p)
        if note:
            head += "\n" + note
        if text:
            return Reply(
                text=clip(head + "\n" + self._text_board(game, state, tr)),
                ephemeral=bool(note),
                game_id=game.id,
                version=game.version,
            )
        img = await self.pictures.board(game, state, tr, layout=layout)
        return Reply(
            text=head,
            images=[img] if img else [],
            buttons=[Button(tr("btn-my-tiles"), Press("hand"), "primary", "tiles")]
            if game.status == ACTIVE and not note
            else [],
            ephemeral=bool(note),
            game_id=game.id,
            version=game.version,
        )

    def _board_privately(self, game: GameRecord, user_id: int) -> str:
        """Why ``/hex board`` answers only the asking user (empty: it posts in the channel):
        they do not play in the game, or a player posted the live game here moments ago
        (at most once per ``Settings.board_cooldown`` per channel)."""
        if user_id not in game.players:
            return vt("board-private-spectator")
        if not game.is_live:
            return ""
        now = self.clock()
        last = self._board_posted.get(game.channel_id)
        if last is not None and now - last < self.settings.board_cooldown:
            return vt("board-private-cooldown", wait=duration(self.settings.board_cooldown - (now - last)))
        self._board_posted[game.channel_id] = now
        while len(self._board_posted) > _BOARD_POSTS_KEPT:
            self._board_posted.pop(next(iter(self._board_posted)))
        return ""

    def _text_board(self, game: GameRecord, state: GameState, tr: i18n.Tr) -> str:
        """One line per occupied hex (tile, owner, facing, wounds, net), then the empty hexes."""
        n = narrator(game, tr.lang)
        an = analyse(state)
        lines: list[str] = []
        empty: list[str] = []
        for h in state.board.hexes:
            name = state.board.name(h)
            u = state.units.get(h)
            if u is None:
                empty.append(name)
                continue
            army_name = n.army_name(u.player)
            if u.tile == "hq":
                line = tr("tb-hq", hex=name, tile=n.tile(u.player, "hq"), hp=state.players[u.player].hq_hp)
            else:
                line = tr("tb-unit", hex=name, tile=n.tile(u.player, u.tile), army=army_name, facing=u.facing.name)
                if u.wounds:
                    line += tr("tb-wounds", n=u.wounds)
            if an.netted(u.uid):
                line += tr("tb-netted")
            lines.append(line)
        lines.append(tr("tb-empty", hexes=", ".join(empty) or "—", n=len(empty)))
        return "\n".join(lines)

    async def hand(self, channel_id: int, user_id: int) -> Reply:
        """Ephemeral: the player's panel (docs/discord.md "The hand"): each tile of the hand
        with its picture and what it allows now (Place, a menu of its hexes, Discard, an
        instant's Play or its targets), then the turn's own buttons (unlucky draw, Dance…,
        End turn) and the menus of the army's abilities. A click on it that changes the game
        shows it again, refreshed, in place."""
        try:
            game = await self.access.live(channel_id)
            require_started(game)
            seats = require_member(game, user_id)
        except Mistake as m:
            return m.reply or oops(str(m))
        state = state_of(game)
        player = state.to_act if state.to_act in seats else seats[0]
        n = viewer_narrator(game)
        tr = n.tr
        ps = state.players[player]
        tiles = n.tiles(player, ps.hand) or tr("no-tiles")
        text = tr("hand", army=n.army_name(player), tiles=tiles, pile=len(ps.pile), discarded=len(ps.discard))
        acting = state.to_act == player and state.phase != PHASE_OVER
        legal = self.legal.of(game, state) if acting else []
        if acting and state.phase == PHASE_HQ:  # the HQ, then an army's set-up tiles (Beasts' Cerberus)
            keys = list(
                dict.fromkeys(a.tile if a.verb == "place" else "hq" for a in legal if a.verb in ("hq", "place"))
            )
        else:
            keys = list(dict.fromkeys(ps.hand))
        pictures = await self.pictures.hand_tiles(state, player, keys, n.lang)
        labels = Labels(state, player, n)
        by_family = families(legal)
        blocks = [
            Block(
                self._tile_line(state, player, key, n),
                pictures.get(key),
                *self._tile_controls(state, player, key, legal, by_family, labels),
            )
            for key in keys
        ]
        buttons: list[Button] = []
        selects: list[Select] = []
        if acting:
            for a in legal:
                if a.verb == "redraw":
                    buttons.append(Button(tr("btn-redraw"), Press("redraw"), "secondary", "redraw"))
                elif a.verb == "end":
                    buttons.append(Button(tr("btn-end-turn"), Press("end"), "primary", "end"))
            planned = next((v for v in arrangement_verbs() if any(a.verb == v for a in legal)), None)
            if planned is not None:  # an army's arrangement (Dancer's Dance): its planner
                at = next((i for i, b in enumerate(buttons) if b.keyword == "end"), len(buttons))
                # its keyword is the planner's command (PLANNER), written out for the docs' test
                buttons.insert(at, Button(tr(f"btn-{planned}"), Press(PLANNER), "primary", "dance"))
            on_tiles = [("play", key) for key in keys]
            more, selects = hand_menus(state, player, legal, n, used_rows=-(-len(buttons) // 5), skip=on_tiles)
            buttons = (buttons + more)[:20]
            if more or selects:
                text += " " + tr("surface-hand-abilities")
            if state.turn.needs_discard:
                text += " " + tr("hand-discard-first")
                if planned is not None and any(b.keyword == PLANNER for b in buttons):
                    text += " " + tr(f"hand-or-{planned}")
            elif state.phase == PHASE_HQ:
                first = keys[0] if keys else "hq"
                text = tr(
                    "hand-hq" if first == "hq" else "hand-setup", button=tr("btn-place", tile=n.tile(player, first))
                )
            else:
                text += " " + tr("hand-how")
        elif state.phase != PHASE_OVER:
            text += " " + tr("hand-waiting", user=n.user_of(state.to_act))
        return Reply(
            text=text,
            ephemeral=True,
            buttons=buttons,
            selects=selects,
            game_id=game.id,
            version=game.version,
            panel=True,
            blocks=blocks,
            accent=accent_of(state, player),
        )

    @staticmethod
    def _tile_line(state: GameState, player: int, key: str, n: Narrator) -> str:
        """A tile's line in the panel: its name (how many, when more than one) and kind."""
        count = state.players[player].hand.count(key)
        spec = army_of(state.players[player].army).tile(key)
        kind = kind_name("instant" if not spec.is_board_tile else spec.kind, n.lang)
        many = f" ×{count}" if count > 1 else ""
        return f"**{n.tile(player, key)}**{many} · {kind}"

    @staticmethod
    def _tile_controls(
        state: GameState,
        player: int,
        key: str,
        legal: Sequence[Action],
        by_family: dict[tuple[str, ...], list[tuple[str, ...]]],
        labels: Labels,
    ) -> tuple[list[Button], list[Select]]:
        """What tile ``key`` allows now: Discard while a discard is due; else Place (the
        preview where it would likely go) with a menu of its legal hexes, or an instant's
        Play (a battle at once; others their targets, as a button or a menu)."""
        n = labels.n
        tr = n.tr
        name = n.tile(player, key)
        buttons: list[Button] = []
        selects: list[Select] = []
        if state.turn.needs_discard and state.phase != PHASE_HQ:
            if any(a.verb == "discard" and a.tile == key for a in legal):
                buttons.append(
                    Button(
                        tr("btn-discard", tile=name),
                        Press("discard", tile=key),
                        "danger",
                        f"discard-{key}",
                    )
                )
            return buttons, selects
        hexes = placement_hexes(state.board, legal, key)
        if hexes:
            around = default_hex(state.board, hexes) if key == "hq" else geometric_start(state, player, key, hexes)[0]
            buttons.append(Button(tr("btn-place", tile=name), Press("preview", tile=key), "success", f"place-{key}"))
            shown = nearest_hexes(state.board, hexes, around or hexes[0])
            if len(shown) > 1:
                selects.append(
                    Select(
                        tr("select-place-on", tile=name),
                        [SelectOption(h, Press("preview", tile=key, hex=h)) for h in shown],
                        f"on-{key}",
                    )
                )
            return buttons, selects
        fam = ("play", key)
        if key == "battle" and fam in by_family:
            buttons.append(Button(tr("btn-battle"), Press("play", tile="battle"), "danger", "battle"))
        elif fam in by_family:
            control = family_control(labels, fam, by_family[fam])
            if isinstance(control, Button):
                buttons.append(control)
            else:
                selects.append(control)
        return buttons, selects

    async def tile_info(
        self, channel_id: int, user_id: int, name: str, army: str | None = None, lang: str | None = None
    ) -> Reply:
        """A tile card: searched in the given army, else the channel game's armies, else all."""
        game = await self.games.live_or_last(channel_id)
        lang = i18n.normalize(lang or viewer_lang())
        order: list[str] = []
        if army:
            key = army_key(army)
            if key is None:
                return oops(vt("err-unknown-army", name=army, armies=army_names(ARMIES, lang)))
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
            return oops(vt("err-no-tile-in", name=name, armies=army_names(order, lang)))
        text = describe_tile(spec, army_of(spec.army), lang)
        img = await self.render.tile_card(spec, lang=lang)
        return Reply(text=text, images=[img.described(text)] if img else [], ephemeral=True)

    async def army_info(self, channel_id: int, user_id: int, name: str, lang: str | None = None) -> Reply:
        lang = i18n.normalize(lang or viewer_lang())
        key = army_key(name)
        if key is None:
            return oops(vt("err-unknown-army", name=name, armies=army_names(ARMIES, lang)))
        a = army_of(key)
        text = clip(describe_army(a, lang))
        img = await self.render.army_sheet(a, lang=lang)
        return Reply(text=text, images=[img.described(text)] if img else [], ephemeral=True)

    async def rules_help(self, channel_id: int, user_id: int) -> Reply:
        return Reply(text=rules_text(viewer_lang()), ephemeral=True)

    def _describe_row(self, game: GameRecord, row: ActionRow) -> str:
        n = narrator(game)
        tr = n.tr
        who = mention(row.user_id)
        if row.kind == KIND_ACTION:
            return tr("row-action", user=who, army=n.army_name(row.player), action=n.action(row.player, row.notation))
        simple = {
            KIND_UNDO: "row-undo",
            KIND_RESIGN: "row-resign",
            KIND_DRAW: "row-draw",
            KIND_TIMEOUT: "row-timeout",
            KIND_JOIN: "row-join",
        }
        if row.kind in simple:
            return tr(simple[row.kind], user=who)
        if row.kind == KIND_ABORT:
            return tr("row-abort", user=who, reason=reason_text(tr, row.notation))
        return f"{who} {row.notation}"

    async def log(self, channel_id: int, user_id: int) -> Reply:
        """The numbered action history (the last lines that fit; the full log attached as text)."""
        game = await self.games.live_or_last(channel_id)
        if game is None:
            return oops(vt("err-no-game"))
        tr = i18n.translator(game.lang)
        rows = await self.games.actions(game.id)
        lines = log_lines(rows, lambda r: self._describe_row(game, r), tr("log-undone"))
        if not lines:
            return Reply(text=tr("log-empty", game=game.id), game_id=game.id, version=game.version)
        head = tr("log-head", game=game.id, players=players_text(game), n=len(lines))
        shown: list[str] = []
        budget = 1700 - len(head)
        for line in reversed(lines[-30:]):
            budget -= len(line) + 1
            if budget < 0:
                break
            shown.insert(0, line)
        if len(shown) < len(lines):
            head += " " + tr("log-truncated", n=len(shown))
        text = await self._log_file(game, rows, lines)
        full = Image(f"game-{game.id}-log.txt", text.encode(), tr("alt-log", game=game.id))
        return Reply(text=clip(head + "\n" + "\n".join(shown)), images=[full], game_id=game.id, version=game.version)

    async def _log_file(self, game: GameRecord, rows: Sequence[ActionRow], lines: list[str]) -> str:
        """The whole history as a file a player reads outside Discord: the players by name
        (not ``<@id>``), each battle's outcome under the action that fought it, and the result."""
        n = narrator(game)
        state = state_of(game)
        outcomes: dict[int, list[str]] = {}
        _, steps = replay_rows(game.armies, game.seed, rows, **game_options(game, state.radius))
        for step in steps:
            battles = [n.battle_summary(e) for e in step.events if isinstance(e, ev.BattleFought)]
            if battles:
                outcomes[step.row.seq] = battles
        out = [n.tr("log-file-head", game=game.id, players=players_text(game))]
        for row, line in zip(rows, lines, strict=True):
            out.append(line)
            out.extend(f"    ⚔ {summary}" for summary in outcomes.get(row.seq, ()))
        if state.phase == PHASE_OVER and state.result is not None:
            out.append(over_text(n, state))
        names = await self.pictures.names.of_seats(game)
        text = "\n".join(out) + "\n"
        known: dict[int, str] = {}
        for seat, uid in enumerate(game.players, start=1):
            if uid is not None and seat in names:
                known[uid] = names[seat]
            elif uid is not None:  # no name stored: the seat, as the pictures say it
                text = text.replace(f"<@{uid}>", n.tr("log-file-player", n=seat))
        return replace_mentions(text, known)

    async def export(self, channel_id: int, user_id: int, game_id: int | None = None) -> Reply:
        """The game as replayable JSON (an attachment)."""
        if game_id is not None:
            game = await self.games.get(game_id)
            if game is None or game.channel_id != channel_id:
                return oops(vt("err-no-game-n", game=game_id))
        else:
            game = await self.games.live_or_last(channel_id)
            if game is None:
                return oops(vt("err-no-game"))
        tr = i18n.translator(game.lang)
        rows = await self.games.actions(game.id)
        doc = export(game, rows, state_of(game))
        data = json.dumps(doc, indent=1).encode()
        kind = "export" if doc["replayable"] else "export-live"  # a live game keeps its seed secret
        n = len(doc["actions"])
        return Reply(
            text=tr(kind, game=game.id, players=players_text(game), n=n),
            images=[Image(f"hexbot-game-{game.id}.json", data, tr(f"alt-{kind}", game=game.id, n=n))],
            game_id=game.id,
            version=game.version,
        )

    async def last_battle(self, channel_id: int, user_id: int) -> Reply:
        """The last battle of the channel's game, rebuilt by replay (to post it again)."""
        game = await self.games.live_or_last(channel_id)
        if game is None:
            return oops(vt("err-no-game"))
        rows = await self.games.actions(game.id)
        _, steps = replay_rows(game.armies, game.seed, rows, **game_options(game, state_of(game).radius))
        for step in reversed(steps):
            row = step.row
            if any(isinstance(e, ev.BattleFought) for e in step.events):
                battle = await self.pictures.battle_log(game, step.before, step.events, step.after)
                n = narrator(game)
                return Reply(
                    text=n.tr(
                        "last-battle",
                        title=battle.title,
                        did=n.did(mention(row.user_id), row.player, row.notation),
                        summary=battle.summary,
                    ),
                    battle=battle,
                    game_id=game.id,
                    version=game.version,
                )
        return oops(vt("err-no-battle-yet"))
