"""The shared machinery of the use cases: loading games, checks, status texts, reminders."""

from __future__ import annotations

import logging
import random
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor
from datetime import datetime, timedelta
from typing import Any

import i18n
from bot import commands
from bot.config import Settings
from bot.locale import viewer_lang, vt
from bot.narration import Narrator, clip, reason_text
from bot.rendering import Renderer
from bot.replies import BattleLog, Button, Image, Reply, SegmentPost, mention
from bot.storage.base import (
    ABORTED,
    FINISHED,
    INVITED,
    OPEN,
    GameRecord,
    GameRepository,
    NewReminder,
    UserPrefs,
)
from bot.usecases.util import (
    Mistake,
    legal_actions_of,
)
from renderer import describe_board
from renderer.panel import objects_text
from rules import events as ev
from rules.actions import Action
from rules.dancer import has_objects
from rules.game import check_teams
from rules.state import MODE_1V2, MODE_2V2, MODE_FFA, MODE_POINTS, PHASE_HQ, PHASE_OVER, POINTS_TO_WIN, GameState

TEAM_MODES = (MODE_1V2, MODE_2V2)

log = logging.getLogger(__name__)


def hp_text(state: GameState, player: int) -> str:
    """A player's hit points as the status shows them: the HQ's (20), or for Dancer each
    Object's, red/blue/yellow (10/7/9)."""
    if has_objects(state.players[player].army):
        return objects_text(state, player)
    return str(state.players[player].hq_hp)


Clock = Callable[[], datetime]
LANGS = i18n.LANGS
_LEGAL_CACHE = 256
_PREFS_CACHE = 4096
NAMES_SEEN = 4096  # names remembered per process (remember_names skips writing them again)


def push_choice_buttons(state: GameState, tr: i18n.Tr) -> list[Button]:
    """One button per hex the pushed player may choose, when a push waits for that choice."""
    if state.pending is None:
        return []
    names = [state.board.name(h) for h in state.pending.options]
    label = {"grab": "btn-pull-to", "scavenge": "btn-fly-to"}.get(state.pending.kind, "btn-push-to")
    here = state.board.name(state.pending.target) if state.pending.kind == "scavenge" else ""
    # A pulled unit or the Vulture may also turn: the step picker asks the hex, then the facing.
    facing = (
        [Button(tr("surface-hex-and-facing"), commands.format_command("act", notation="choose ?"), "success", "facing")]
        if state.pending.kind != "push"
        else []
    )
    return facing + [
        Button(
            tr("btn-stay" if n == here else label, hex=n),
            commands.format_command("choose", hex=n),
            "secondary" if n == here else "primary",
            f"choose-{n}",
        )
        for n in names
    ]


REQUEST_KINDS = ("undo", "draw", "settings")  # what game.request may ask (docs/rulings.md M18)


def claim_grace(limit_s: int) -> timedelta:
    """How long after the late player was told that their time ran out a claim opens: a
    tenth of the turn time limit, at least an hour (docs/rulings.md M18)."""
    return max(timedelta(hours=1), timedelta(seconds=limit_s) / 10)


def request_buttons(kind: str, tr: i18n.Tr) -> list[Button]:
    """Accept and Refuse for a pending undo, draw or settings request."""
    return [
        Button(tr(f"btn-accept-{kind}"), commands.format_command(kind, answer="yes"), "success", f"accept-{kind}"),
        Button(tr(f"btn-refuse-{kind}"), commands.format_command(kind, answer="no"), "danger", f"refuse-{kind}"),
    ]


def turn_buttons(game: GameRecord, state: GameState, tr: i18n.Tr, *, undo: bool = True) -> list[Button]:
    """The buttons of a game's turn as every public reply of it shows them: a push choice's
    hexes; else Accept/Refuse of a pending request, My tiles and (``undo``) Undo; Export
    once the game is over."""
    if state.phase == PHASE_OVER or game.status in (FINISHED, ABORTED):
        return [Button(tr("btn-export"), commands.format_command("export"), "secondary", "export")]
    if state.pending is not None:
        return push_choice_buttons(state, tr)
    out = request_buttons(str(game.request["kind"]), tr) if game.request else []
    out.append(Button(tr("btn-my-tiles"), commands.format_command("hand"), "primary", "tiles"))
    if undo:
        out.append(Button(tr("btn-undo"), commands.format_command("undo"), "secondary", "undo"))
    return out


def jump_link(game: GameRecord) -> str:
    """A link to the game's channel: a Discord URL, or a channel mention without a server."""
    if game.guild_id:
        return f"https://discord.com/channels/{game.guild_id}/{game.channel_id}"
    return f"<#{game.channel_id}>"


class ServiceCore:
    """The shared machinery of the use cases: loading games, checks, status texts, reminders."""

    def __init__(
        self,
        repo: GameRepository,
        renderer_pool: Renderer,
        clock: Clock,
        *,
        settings: Settings | None = None,
        rng: random.Random | None = None,
        ai_user_id: int | None = None,
        ai_executor: Executor | None = None,
    ) -> None:
        self.repo = repo
        self.ai_user_id = ai_user_id  # the computer player's user id (None: no computer player)
        # Where the computer player's searches run (a ProcessPoolExecutor made at bot start);
        # None: a thread of the default executor (tests, the console without workers).
        self.ai_executor = ai_executor
        self.render = renderer_pool
        self.clock = clock
        self.config = settings or Settings()
        self.rng = rng or random.Random()
        self._legal: OrderedDict[tuple[int, int], list[Action]] = OrderedDict()
        self._prefs_cache: OrderedDict[int, UserPrefs | None] = OrderedDict()  # see PeopleUseCases
        self._names_seen: OrderedDict[int, str] = OrderedDict()  # names stored or read (remember_names)
        self._board_posted: dict[int, datetime] = {}  # channel -> when /hex board last posted there

    async def remember_names(self, names: Mapping[int, str]) -> None:
        """Remember how users are called (the adapters pass the display names they see) for
        the pictures' panel; a name this process stored already is not written again, and a
        failure to store one never stops the command that came with it."""
        fresh = {u: n.strip() for u, n in names.items() if n and n.strip() and self._names_seen.get(u) != n.strip()}
        if not fresh:
            return
        try:
            await self.repo.remember_names(fresh, self.clock())
        except Exception:
            log.warning("could not store user names", exc_info=True)
            return
        self._know_names(fresh)

    def _know_names(self, names: Mapping[int, str]) -> None:
        """Keep ``names`` in memory (the most recent :data:`NAMES_SEEN` of them)."""
        for u, n in names.items():
            self._names_seen[u] = n
            self._names_seen.move_to_end(u)
        while len(self._names_seen) > NAMES_SEEN:
            self._names_seen.popitem(last=False)

    async def _seat_names(self, game: GameRecord) -> dict[int, str]:
        """The players' stored names by seat (seats without one are left out); names this
        process stored or read already come from memory, so most boards cost no query."""
        missing = [u for u in game.players if u is not None and u not in self._names_seen]
        if missing:
            self._know_names(await self.repo.names_of(missing))
        known = self._names_seen
        return {seat: known[u] for seat, u in enumerate(game.players, start=1) if u is not None and u in known}

    async def prefs_of(self, user_id: int) -> UserPrefs | None:
        """The user's preferences (cached; :class:`PeopleUseCases` refreshes the cache on save)."""
        cache = self._prefs_cache
        if user_id in cache:
            cache.move_to_end(user_id)
            return cache[user_id]
        prefs = await self.repo.get_prefs(user_id)
        cache[user_id] = prefs
        if len(cache) > _PREFS_CACHE:
            cache.popitem(last=False)
        return prefs

    async def pingable(self, user_ids: Iterable[int]) -> list[int]:
        """The users among ``user_ids`` who want a ping on their turn (the default)."""
        out = []
        for uid in user_ids:
            prefs = await self.prefs_of(uid)
            if prefs is None or prefs.ping is not False:
                out.append(uid)
        return out

    @staticmethod
    def _oops(text: str, game: GameRecord | None = None) -> Reply:
        return Reply(
            text=text,
            ephemeral=True,
            game_id=None if game is None else game.id,
            version=None if game is None else game.version,
        )

    def _confirm(self, game: GameRecord, question: str, line: str) -> Reply:
        """A private question with Confirm (runs ``line``; the button carries the game's
        version, so a Confirm from before a change of the game changes nothing) and Cancel."""
        return Reply(
            text=question,
            ephemeral=True,
            buttons=[
                Button(vt("btn-confirm"), line, "danger", "confirm"),
                Button(vt("btn-cancel"), commands.format_command("cancel"), "secondary", "cancel"),
            ],
            game_id=game.id,
            version=game.version,
        )

    def _narrator(self, game: GameRecord, lang: str | None = None) -> Narrator:
        """Words the game's events in ``lang`` (default: the game's language, for public posts)."""
        tr = i18n.translator(lang or game.lang)

        def user_of(player: int) -> str:
            uid = game.players[player - 1]
            return mention(uid) if uid is not None else tr("player-n", n=player)

        return Narrator(game.armies, user_of, tr.lang)

    def _viewer_narrator(self, game: GameRecord) -> Narrator:
        """Words the game for the acting user (private replies)."""
        return self._narrator(game, viewer_lang())

    @staticmethod
    def _state(game: GameRecord) -> GameState:
        return GameState.loads(game.state_json)

    def _hotseat(self, game: GameRecord) -> bool:
        """One user plays every seat."""
        return game.players[0] is not None and len(set(game.players)) == 1

    def _others(self, game: GameRecord, user_id: int) -> list[int]:
        """The other human players of ``game`` (each once; not the computer player)."""
        return sorted({p for p in game.players if p is not None and p not in (user_id, self.ai_user_id)})

    @staticmethod
    def _in_game(game: GameRecord, state: GameState) -> list[int]:
        """The users still in the game: holding a seat whose player has not left it
        (resigned, eliminated, out of time), each once, in seat order."""
        return list(
            dict.fromkeys(
                u for seat, u in enumerate(game.players, start=1) if u is not None and not state.players[seat].out
            )
        )

    def _require_in_game(self, game: GameRecord, state: GameState, user_id: int) -> list[int]:
        """The user's seats, when they are still in the game; a Mistake for a user who is not
        a player or has left the game."""
        seats = self._require_member(game, user_id)
        if user_id not in self._in_game(game, state):
            raise Mistake(vt("err-left-game"))
        return seats

    def _deciders(self, game: GameRecord, state: GameState, by: int, kind: str) -> list[int]:
        """Who must accept ``by``'s request of ``kind``: every other user still in the game
        (the computer player too, but not for a change of settings, which it leaves to the
        people)."""
        out = [u for u in self._in_game(game, state) if u != by]
        if kind == "settings":
            out = [u for u in out if u != self.ai_user_id]
        return out

    @staticmethod
    def _request_after_action(game: GameRecord) -> dict[str, Any] | None:
        """What becomes of a pending request when the game moves on: an undo request or a
        draw offer lapses (it was about the position before), a settings request stays."""
        req = game.request
        return req if req is not None and req.get("kind") == "settings" else None

    def _turn_starts(self, game: GameRecord, now: datetime) -> dict[str, Any]:
        """The record's changes when a new turn starts at ``now``: the turn's clock, and the
        settings the players agreed to change from the next turn on."""
        changes: dict[str, Any] = {"turn_started_at": now}
        if game.next_settings:
            changes.update(game.next_settings)
            changes["next_settings"] = {}
            if changes.get("turn_limit_s") == 0:
                changes["turn_limit_s"] = None
        return changes

    async def _min_turn_limit_s(self, guild_id: int | None) -> int:
        """The shortest turn time limit a game of this server may have, in seconds: the
        server's own (``/hexmod timelimit``; the console is server 0), else the bot's default."""
        stored = await self.repo.get_min_turn_limit(guild_id or 0)
        return stored if stored is not None else int(self.config.min_turn_limit.total_seconds())

    async def _live(self, channel_id: int) -> GameRecord:
        game = await self.repo.live_game(channel_id)
        if game is None:
            last = await self.repo.last_game(channel_id)
            if last is not None and last.status in (FINISHED, ABORTED):
                state = self._state(last)
                if state.result is not None:
                    why = self._status(last, state, viewer_lang())
                else:
                    why = reason_text(i18n.translator(viewer_lang()), last.result_reason or "aborted") + "."
                raise Mistake(vt("err-last-game-over", why=why))
            raise Mistake(vt("err-no-game"))
        return game

    def _board_alt(self, game: GameRecord, state: GameState, tr: i18n.Tr, highlight: Sequence[str] = ()) -> str:
        """The alt text of a board image: whose turn, HQ hit points, units, what changed."""
        n = self._narrator(game, tr.lang)
        if len(state.players) > 2 or state.mode != MODE_FFA:  # every player, teams, points, places
            text = describe_board(state, tr.lang)
            return text + (" " + tr("alt-changed", hexes=", ".join(highlight)) if highlight else "")
        if state.phase == PHASE_OVER or state.result is not None:
            situation = tr("alt-over")
        elif game.status in (OPEN, INVITED):
            situation = tr("alt-waiting")
        elif state.phase == PHASE_HQ:
            situation = tr("alt-hq-phase", army=n.army_name(state.to_act))
        else:
            situation = tr("alt-turn", turn=state.turn_number, army=n.army_name(state.to_act))
        hqs = ", ".join(f"{n.army_name(q)} {hp_text(state, q)}" for q in sorted(state.players))
        units = {q: sum(1 for u in state.units.values() if u.player == q and u.tile != "hq") for q in state.players}
        counts = ", ".join(f"{n.army_name(q)} {c}" for q, c in sorted(units.items()))
        text = tr("alt-board", situation=situation, hqs=hqs, units=counts)
        if highlight:
            text += " " + tr("alt-changed", hexes=", ".join(highlight))
        return text

    async def _board_image(
        self,
        game: GameRecord,
        state: GameState,
        tr: i18n.Tr,
        *,
        highlight: Sequence[str] = (),
        title: str | None = None,
        filename: str = "board.png",
        alt: str | None = None,
        effects: Sequence[ev.Event] = (),
    ) -> Image | None:
        """The board rendered in ``tr``'s language, with its alt text and the players' names;
        ``effects``: the events of the action that led to it (Dance, Action and Healing are
        drawn over the board)."""
        names = await self._seat_names(game)
        img = await self.render.board(
            state,
            lang=tr.lang,
            highlight=highlight,
            title=title,
            filename=filename,
            effects=effects,
            names=names,
        )
        if img is None:
            return None
        return img.described(alt or self._board_alt(game, state, tr, highlight))

    async def _stale(self, channel_id: int) -> Reply:
        game = await self.repo.live_game(channel_id) or await self.repo.last_game(channel_id)
        if game is None:
            return self._oops(vt("stale") + " " + vt("err-no-game"))
        state = self._state(game)
        img = await self._board_image(game, state, i18n.translator(viewer_lang()))
        return Reply(
            text=vt("stale") + "\n" + self._status(game, state, viewer_lang()),
            ephemeral=True,
            images=[img] if img else [],
            game_id=game.id,
            version=game.version,
        )

    async def _check_version(self, channel_id: int, game: GameRecord, version: int | None) -> None:
        if version is not None and version != game.version:
            raise Mistake(vt("stale"), await self._stale(channel_id))

    def _players_text(self, game: GameRecord, lang: str | None = None) -> str:
        """ "@a (Moloch) vs @b (Borgo)"; allies joined by "&" in team games."""
        n = self._narrator(game, lang)
        seats = list(range(1, len(game.players) + 1))
        mode = game.options.get("mode", "ffa")
        teams = check_teams(mode, seats, game.options.get("teams")) if mode in TEAM_MODES else [[p] for p in seats]
        return " vs ".join(
            " & ".join(n.tr("player-army", user=n.user_of(p), army=n.army_name(p)) for p in team) for team in teams
        )

    def _require_member(self, game: GameRecord, user_id: int) -> list[int]:
        seats = game.seats_of(user_id)
        if not seats:
            raise Mistake(vt("err-not-member", players=self._players_text(game, viewer_lang())))
        return seats

    def _require_started(self, game: GameRecord) -> None:
        if game.status == OPEN:
            raise Mistake(vt("err-not-started-open"))
        if game.status == INVITED:
            waiting = [p for i, p in enumerate(game.players, start=1) if p is not None and not game.has_joined(i)]
            raise Mistake(vt("err-not-started-invited", user=", ".join(mention(p) for p in dict.fromkeys(waiting))))

    def _status(self, game: GameRecord, state: GameState, lang: str | None = None) -> str:
        """Whose turn and what they must do, HQ hit points and piles (one or two lines), in
        ``lang`` (default: the game's language)."""
        n = self._narrator(game, lang)
        tr = n.tr
        if game.status in (OPEN, INVITED):
            waiting = "status-waiting" if len(game.players) == 2 else "status-waiting-lobby"
            return tr(waiting, players=self._players_text(game, lang))
        if state.phase == PHASE_OVER or state.result is not None:
            if state.result is None:
                return tr("status-over")
            return self._over_text(n, state)
        p = state.to_act
        who = tr("player-army", user=n.user_of(p), army=n.army_name(p))
        if state.phase == PHASE_HQ:
            if has_objects(state.players[p].army):  # Dancer sets up its three Objects instead
                left = sorted({a.tile for a in self._legal_for(game, state) if a.verb == "place" and a.tile})
                return tr("status-objects", who=who, objects=", ".join(n.tile(p, k) for k in left))
            return tr("status-hq", who=who)
        if state.pending is not None:
            target = state.board.name(state.pending.target)
            options = ", ".join(state.board.name(h) for h in state.pending.options)
            if state.pending.kind != "push":  # Beasts: a pulled unit, or the Scavenger after a battle
                return tr(f"status-{state.pending.kind}", who=who, target=target, options=options)
            return tr("status-push", who=who, target=target, options=options)
        ps = state.players[p]
        hand = n.tiles(p, ps.hand) or tr("no-tiles")
        note = ""
        if state.overtime_turns_left is not None:
            note = tr("note-overtime")
        elif p in state.final_wait and not state.final_done:
            note = tr("note-last-turn")
        seats = sorted(state.players) if len(state.players) == 2 else list(dict.fromkeys(state.order))
        piles = "/".join(str(len(state.players[q].pile)) for q in seats)
        if state.mode == MODE_POINTS:
            pts = ", ".join(f"{n.army_name(q)} {state.players[q].points}" for q in seats)
            totals = tr("status-points", points=pts, goal=POINTS_TO_WIN, piles=piles)
        else:
            hp = ", ".join(
                tr("status-out-of", army=n.army_name(q))
                if state.players[q].out
                else f"{n.army_name(q)} {hp_text(state, q)}"
                for q in seats
            )
            totals = tr("status-hqs", hqs=hp, piles=piles)
        return (
            tr(
                "status-turn-discard" if state.turn.needs_discard else "status-turn",
                turn=state.turn_number,
                note=tr("status-note", note=note) if note else "",
                who=who,
                hand=hand,
            )
            + "\n"
            + totals
        )

    @staticmethod
    def _over_text(n: Narrator, state: GameState) -> str:
        """ "Game over: … wins (…). HQs: …" for a finished state (shared wins, points)."""
        assert state.result is not None
        r = state.result
        hq_hp = {str(q): ps.hq_hp for q, ps in sorted(state.players.items())}
        points = {str(q): ps.points for q, ps in sorted(state.players.items())} if state.mode == MODE_POINTS else None
        return n.game_over(r.winner, r.reason, hq_hp, r.winners, points)

    def _schedule(self, game: GameRecord, state: GameState, now: datetime) -> list[NewReminder]:
        if state.phase == PHASE_OVER:
            return []
        waiting_for = game.players[state.to_act - 1]
        if waiting_for is None or waiting_for == self.ai_user_id:
            return []  # nobody to remind (the computer player is never reminded)
        if game.reminder_s is None:
            first, second = self.config.reminder_first, self.config.reminder_second
        else:
            first = timedelta(seconds=game.reminder_s)
            second = 2 * first
        out = []
        if first > timedelta(0):
            out = [NewReminder(waiting_for, "first", now + first), NewReminder(waiting_for, "second", now + second)]
        if game.turn_limit_s:
            # The late player is told when the limit passes; a claim opens a grace period
            # after that notice (M18), when the waiting player is told in turn.
            limit = timedelta(seconds=game.turn_limit_s)
            out.append(NewReminder(waiting_for, "late", now + limit))
            waiting = game.players[state.next_enemy(state.to_act) - 1]
            if waiting is not None and waiting != waiting_for and waiting != self.ai_user_id:
                out.append(NewReminder(waiting, "timeout", now + limit + claim_grace(game.turn_limit_s)))
        return out

    def _legal_for(self, game: GameRecord, state: GameState) -> list[Action]:
        key = (game.id, game.version)
        cached = self._legal.get(key)
        if cached is None:
            cached = legal = legal_actions_of(state)
            self._legal[key] = legal
            if len(self._legal) > _LEGAL_CACHE:
                self._legal.popitem(last=False)
        else:
            self._legal.move_to_end(key)
        return cached

    async def _load_turn(self, channel_id: int, user_id: int, version: int | None) -> tuple[GameRecord, GameState, int]:
        """The live game, its state and the acting player, or a Mistake."""
        game = await self._live(channel_id)
        await self._check_version(channel_id, game, version)
        self._require_started(game)
        self._require_member(game, user_id)
        state = self._state(game)
        player = state.to_act
        if game.players[player - 1] != user_id:
            who = mention(game.players[player - 1] or 0)
            raise Mistake(vt("err-not-your-turn-push" if state.pending is not None else "err-not-your-turn", user=who))
        return game, state, player

    async def _battle_log(self, game: GameRecord, before: GameState, events: Sequence[ev.Event]) -> BattleLog:
        n = self._narrator(game)
        battles = [e for e in events if isinstance(e, ev.BattleFought)]
        rendered = await self.render.battles(before, events, lang=game.lang)
        posts: list[SegmentPost] = []
        final: Image | None = None
        tr = n.tr
        for i, b in enumerate(battles, start=1):
            images = rendered[i - 1] if i - 1 < len(rendered) else []
            label = tr("battle-n-of", n=i) + " · " if len(battles) > 1 else ""
            if len(battles) > 1:
                posts.append(SegmentPost(tr("battle-part", title=n.battle_title(b), label=tr("battle-n-of", n=i))))
            for k, seg in enumerate(b.segments):
                if not seg.events:
                    continue
                img = images[k] if k < len(images) else None
                text = n.segment(seg)
                if img is not None:
                    img = Image(f"battle{i}-initiative{seg.initiative}.png", img.data).described(text)
                posts.append(SegmentPost(label + text, img))
            if len(images) > len(b.segments):
                # alt text names armies, not users: a screen reader cannot resolve a mention
                by_army = Narrator(game.armies, n.army_name, tr.lang)
                final = Image(f"battle{i}-result.png", images[-1].data).described(
                    tr("alt-battle-result", summary=by_army.battle_summary(b))
                )
        if not posts:
            posts.append(SegmentPost(tr("battle-nobody")))
        summary = " ".join(n.battle_summary(b) for b in battles)
        over = next((e for e in events if isinstance(e, ev.GameOver)), None)
        result_text = summary + (" " + n.game_over(over.winner, over.reason, over.hq_hp) if over else "")
        posts.append(SegmentPost(tr("battle-result", text=result_text), final))
        title = n.battle_title(battles[0]) if len(battles) == 1 else tr("battles-n", n=len(battles))
        return BattleLog(title=title, posts=posts, summary=clip(summary))
