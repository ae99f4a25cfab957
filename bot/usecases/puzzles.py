"""``/hexpuzzle`` (docs/puzzles.md): the engine's verified puzzles (``rules/puzzle/puzzles.json``)
given to players, answered with the game's own words and panel (a tile of the hand on a hex
with a facing, or an instant on its target: a menu of hexes, a compass, Confirm), judged by
the outcome as the verifier judges it (:func:`rules.puzzle.resolve` and the puzzle's goal:
any winning play counts), then the battle told segment by segment with the lab's pictures
and every winning play shown.

Ratings are Glicko-2 (:mod:`bot.puzzles.glicko2`): a user's first answer of a puzzle is a
game between the solver and the puzzle, and moves both ratings; later answers move nothing.
A puzzle nobody answered yet is rated from its difficulty (:func:`seed_of`).

The daily puzzle: a moderator registers a channel and a UTC hour (``/hexmod dailypuzzle``);
every process's periodic round (:meth:`Puzzles.queue_dailies`) chooses each due channel's
puzzle of the day and queues its post in the delivery outbox in one transaction, keyed
``daily:<channel>:<day>``: posted once whichever process gets there first, and still posted
after a restart (the round sees the day without its puzzle). Harder through the week
(:data:`WEEKDAY_DIFFICULTY`), never a puzzle the channel had before.
"""

from __future__ import annotations

import asyncio
import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import cache

import i18n
from bot.command_names import PUZZLE, localised_name
from bot.locale import viewer_lang, vt
from bot.narration import Narrator, tile_name
from bot.puzzles.glicko2 import Rating, attempt
from bot.readers import Mistake
from bot.replies import MAX_SELECT_OPTIONS, Block, Button, ChannelPost, Image, Press, Reply, Select, SelectOption
from bot.storage.base import GameRecord
from bot.storage.outbox import KIND_POST, NewDelivery
from bot.storage.puzzles import Answered, Attempt, Glicko, PuzzleStore
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.deliveries import BoardOf, post_payload
from bot.usecases.lab import lab_record
from bot.usecases.pictures import Pictures
from bot.usecases.placement import compass, facing_at, read_facing
from bot.usecases.turns import play_notation
from bot.usecases.util import army_key as find_army
from bot.usecases.util import army_names, board_hex, rules_error_text, tile_key
from bot.usecases.wording import accent_of, narrator
from rules import events as ev
from rules.actions import Action, RulesError
from rules.battle import fight
from rules.catalog import army
from rules.game import apply
from rules.position import state_of
from rules.puzzle import THEMES, Outcome, Puzzle, resolve, solve
from rules.puzzle import plays as puzzle_plays
from rules.puzzle.__main__ import load
from rules.state import GameState

WEEKDAY_DIFFICULTY = (1, 2, 3, 3, 4, 4, 5)  # Monday the easiest, Sunday the hardest
SOLVER_SEED = Rating(1500.0, 350.0, 0.06)
NEAREST = 5  # a puzzle matched to a rating is drawn from the nearest this many
LEADERBOARD = 10
CAUSE = "puzzle"


def seed_of(puzzle: Puzzle) -> Rating:
    """A puzzle's rating before anyone answered it: 200 points a step of difficulty around 1500."""
    return Rating(1500.0 + 200.0 * (puzzle.difficulty - 3), 300.0, 0.06)


def weekday_difficulty(day: date) -> int:
    return WEEKDAY_DIFFICULTY[day.weekday()]


@cache
def catalogue() -> dict[str, Puzzle]:
    """The puzzles the bot ships, by id."""
    return {p.id: p for p in load()}


def _glicko(r: Rating) -> Glicko:
    return (r.rating, r.rd, r.volatility)


def _rate(solver: Glicko, puzzle: Glicko, solved: bool) -> tuple[Glicko, Glicko]:
    s, p = attempt(Rating(*solver), Rating(*puzzle), solved)
    return _glicko(s), _glicko(p)


def daily_key(channel_id: int, day: str) -> str:
    """The outbox key of a channel's daily puzzle post: one per channel and day."""
    return f"daily:{channel_id}:{day}"


def pick_daily(puzzles: Sequence[Puzzle], used: set[str], day: date, channel_id: int) -> str | None:
    """The channel's puzzle of ``day``: one it has not had, of the weekday's difficulty (else
    the nearest), the same whichever process chooses (drawn by the channel and the day)."""
    left = [p for p in puzzles if p.id not in used]
    if not left:
        return None
    target = weekday_difficulty(day)

    def order(p: Puzzle) -> tuple[int, str]:
        return abs(p.difficulty - target), hashlib.sha256(f"{channel_id}:{day}:{p.id}".encode()).hexdigest()

    return min(left, key=order).id


@dataclass(frozen=True, slots=True)
class _Judged:
    action: Action
    solved: bool
    before: GameState  # the position the battle starts from (the play made)
    events: list[ev.Event]
    after: GameState


class Puzzles:
    """The puzzles' use cases: play, answer, vote, leaderboard, the daily puzzle."""

    def __init__(self, store: PuzzleStore, pictures: Pictures, clock: Clock, rng: random.Random) -> None:
        self.store = store
        self.pictures = pictures
        self.clock = clock
        self.rng = rng

    # ------------------------------------------------------------------ giving a puzzle
    async def play(
        self,
        channel_id: int,
        user_id: int,
        guild_id: int | None,
        *,
        puzzle_id: str | None = None,
        difficulty: int | None = None,
        theme: str | None = None,
        army: str | None = None,
    ) -> Reply:
        """A puzzle for the user (privately): ``puzzle_id``, else one they have not tried, of
        ``difficulty`` or matched to their rating, of ``theme`` and ``army`` (a key or a
        name the player typed) when given."""
        if puzzle_id:
            puzzle = catalogue().get(puzzle_id.strip().lower())
            if puzzle is None:
                return oops(vt("puzzle-err-unknown", id=puzzle_id.strip()[:20]))
        else:
            armies = sorted({p.army for p in catalogue().values()})
            army_key = find_army(army, armies) if army else None
            if army and army_key is None:
                return oops(vt("puzzle-err-army", army=army[:30], armies=army_names(armies)))
            if theme is not None and theme not in THEMES:
                themes = ", ".join(vt(f"puzzle-theme-{t}") for t in THEMES)
                return oops(vt("puzzle-err-theme", theme=theme[:30], themes=themes))
            found = await self._choose(user_id, difficulty, theme, army_key)
            if found is None:
                return oops(vt("puzzle-err-none"))
            puzzle = found
        started = await self.store.start(user_id, puzzle.id, guild_id, channel_id, self.clock())
        return await self._panel(puzzle, started)

    async def _choose(
        self, user_id: int, difficulty: int | None, theme: str | None, army_key: str | None
    ) -> Puzzle | None:
        pool = [
            p
            for p in catalogue().values()
            if (difficulty is None or p.difficulty == difficulty)
            and (theme is None or theme in p.themes)
            and (army_key is None or p.army == army_key)
        ]
        if not pool:
            return None
        tried = await self.store.tried(user_id)
        fresh = [p for p in pool if p.id not in tried] or [p for p in pool if not tried[p.id]] or pool
        if difficulty is not None:
            return self.rng.choice(sorted(fresh, key=lambda p: p.id))
        mine = await self.store.solver(user_id)
        rating = mine[0] if mine is not None else SOLVER_SEED.rating
        rated = await self.store.puzzle_ratings()

        def distance(p: Puzzle) -> tuple[float, str]:
            return abs((rated[p.id][0] if p.id in rated else seed_of(p).rating) - rating), p.id

        return self.rng.choice(sorted(fresh, key=distance)[:NEAREST])

    async def show(self, channel_id: int, user_id: int, *, version: int | None = None) -> Reply:
        """The user's puzzle again (a Back button)."""
        try:
            current, puzzle = await self._current(user_id, version)
        except Mistake as m:
            return oops(str(m))
        return await self._panel(puzzle, current)

    async def _panel(self, puzzle: Puzzle, current: Attempt) -> Reply:
        """The puzzle as a private panel: its board, goal and hand, a block per tile of the
        hand with a menu of where it goes (or how an instant is played)."""
        state = state_of(puzzle.code)
        lang = viewer_lang()
        tr = i18n.translator(lang)
        record = lab_record(current.channel_id, current.user_id, state, lang)
        me = state.to_act
        hand = state.players[me].hand
        n = narrator(record, lang)
        rating = await self.store.puzzle_rating(puzzle.id)
        shown = str(round(rating[0] if rating is not None else seed_of(puzzle).rating))  # a rating: no grouping
        enemy = next(p for p in state.players if p != me)
        text = "\n".join(
            [
                tr(
                    "puzzle-title",
                    id=puzzle.id,
                    army=i18n.army_name(puzzle.army, lang),
                    enemy=i18n.army_name(state.players[enemy].army, lang),
                    difficulty=puzzle.difficulty,
                    rating=shown,
                ),
                _goal(puzzle, tr),
                tr(
                    "puzzle-how",
                    hand=", ".join(n.tile(me, k) for k in hand) or tr("no-tiles"),
                    own=state.players[me].hq_hp,
                    enemy=state.players[enemy].hq_hp,
                ),
            ]
        )
        board = await self.pictures.board(record, state, tr, title=tr("puzzle-board-title", id=puzzle.id))
        tiles = await self.pictures.hand_tiles(state, me, hand, lang)
        legal = puzzle_plays(state)
        blocks = []
        for key in dict.fromkeys(hand):
            name = n.tile(me, key)
            starts = list(dict.fromkeys(a.hexes[0] for a in legal if a.tile == key and a.hexes))
            ordered = [h for h in (state.board.name(x) for x in state.board.hexes) if h in starts]
            selects = []
            buttons = []
            if ordered:
                options = [SelectOption(h, Press("puzzle-try", tile=key, hex=h)) for h in ordered[:MAX_SELECT_OPTIONS]]
                ask = "puzzle-pick-hex" if army(state.players[me].army).tile(key).is_board_tile else "puzzle-pick-play"
                selects.append(Select(tr(ask, tile=name), options, f"hex-{key}"))
            elif any(a.tile == key for a in legal):  # an instant with no target (a Battle)
                buttons.append(
                    Button(tr("puzzle-btn-play", tile=name), Press("puzzle-try", tile=key), "primary", f"play-{key}")
                )
            blocks.append(Block(name, tiles.get(key), buttons, selects))
        return Reply(
            text=text,
            ephemeral=True,
            images=[board] if board else [],
            blocks=blocks,
            version=current.id,
            panel=True,
            accent=accent_of(state, me),
        )

    async def _current(self, user_id: int, version: int | None) -> tuple[Attempt, Puzzle]:
        """The user's open attempt and its puzzle; a Mistake when they solve none, or a button
        (``version``: the attempt it was shown for) belongs to another attempt."""
        current = await self.store.open_attempt(user_id)
        if current is None:
            raise Mistake(vt("puzzle-err-not-solving", command=_command("play")))
        if version is not None and version != current.id:
            raise Mistake(vt("puzzle-err-changed", id=current.puzzle_id))
        return current, catalogue()[current.puzzle_id]

    # ------------------------------------------------------------------ trying a play
    async def try_play(
        self,
        channel_id: int,
        user_id: int,
        tile: str,
        hex: str | None = None,
        facing: str | None = None,
        *,
        version: int | None = None,
    ) -> Reply:
        """A play shown before it is answered, as the game's placement preview: the part of the
        board around it, six facing buttons, Confirm, Back; an instant: each way to play it."""
        try:
            current, puzzle = await self._current(user_id, version)
            state = state_of(puzzle.code)
            me = state.to_act
            key = tile_key(state, me, tile)
            where = board_hex(state, hex) if hex else None
            spec = army(state.players[me].army).tile(key)
            legal = [a for a in puzzle_plays(state) if a.tile == key]
            if spec.is_board_tile:
                if where is None:
                    raise Mistake(vt("puzzle-err-where", tile=narrator(self._record(current, state)).tile(me, key)))
                d = read_facing(facing) if facing else facing_at(state, me, where, key)
                if Action("place", key, (where,), d.name) not in legal:
                    raise Mistake(vt("puzzle-err-illegal", play=f"{key} {where} {d.name}"))
            else:
                legal = [a for a in legal if where is None or (a.hexes and a.hexes[0] == where)]
                if not legal:
                    raise Mistake(vt("puzzle-err-illegal", play=f"{key} {where or ''}".strip()))
        except Mistake as m:
            return oops(str(m))
        tr = i18n.translator(viewer_lang())
        record = self._record(current, state)
        name = narrator(record).tile(me, key)
        if not spec.is_board_tile:  # an instant: each way to play it from there, answered at once
            options = [
                SelectOption(" ".join([*a.hexes, a.facing]).strip() or name, Press("puzzle-answer", play=str(a)))
                for a in legal[:MAX_SELECT_OPTIONS]
            ]
            return Reply(
                text=tr("puzzle-try-instant", tile=name),
                ephemeral=True,
                selects=[Select(tr("puzzle-pick-play", tile=name), options, "play")],
                buttons=[Button(tr("puzzle-btn-back"), Press("puzzle-show"), "secondary", "back")],
                version=current.id,
                panel=True,
            )
        assert where is not None
        shown, _ = apply(state, Action("place", key, (where,), d.name))
        title = tr("preview-title", tile=name, hex=where, facing=d.name)
        img = await self.pictures.focus(record, shown, tr, where, alt=title)
        facings = {a.facing for a in legal if a.hexes[0] == where}
        buttons = compass(tr, lambda code: Press("puzzle-try", tile=key, hex=where, facing=code), d.name, facings)
        buttons += [
            Button(
                tr("btn-confirm"), Press("puzzle-answer", tile=key, hex=where, facing=d.name), "success", "confirm", 2
            ),
            Button(tr("puzzle-btn-back"), Press("puzzle-show"), "secondary", "back", row=2),
        ]
        hexes = list(dict.fromkeys(a.hexes[0] for a in legal))
        options = [SelectOption(h, Press("puzzle-try", tile=key, hex=h), h == where) for h in hexes][
            :MAX_SELECT_OPTIONS
        ]
        return Reply(
            text=tr("puzzle-try", title=title),
            ephemeral=True,
            images=[img] if img else [],
            buttons=buttons,
            selects=[Select(tr("select-another-hex", tile=name), options, "hex")] if len(options) > 1 else [],
            version=current.id,
            panel=True,
            accent=accent_of(state, me),
        )

    def _record(self, current: Attempt, state: GameState) -> GameRecord:
        return lab_record(current.channel_id, current.user_id, state, viewer_lang())

    # ------------------------------------------------------------------ answering
    async def answer(
        self,
        channel_id: int,
        user_id: int,
        *,
        tile: str | None = None,
        hex: str | None = None,
        facing: str | None = None,
        unit: str | None = None,
        play: str | None = None,
        version: int | None = None,
    ) -> Reply:
        """The user's answer to their puzzle: judged by its outcome, stored (rated when it is
        their first answer of the puzzle), then the battle and every winning play shown."""
        try:
            current, puzzle = await self._current(user_id, version)
            state = state_of(puzzle.code)
            action = _action(state, tile, hex, facing, unit, play)
        except Mistake as m:
            return oops(str(m))
        judged = await asyncio.to_thread(_judge, puzzle, state, action)  # the engine's work, off the event loop
        done = await self.store.answer(
            current.id,
            user_id,
            str(judged.action),
            judged.solved,
            self.clock(),
            _glicko(SOLVER_SEED),
            _glicko(seed_of(puzzle)),
            _rate,
        )
        if done is None:  # answered a moment ago (a second click): nothing more
            return oops(vt("puzzle-err-changed", id=current.puzzle_id))
        return await self._verdict(puzzle, state, judged, done)

    async def _verdict(self, puzzle: Puzzle, state: GameState, judged: _Judged, done: Answered) -> Reply:
        lang = viewer_lang()
        tr = i18n.translator(lang)
        record = lab_record(done.attempt.channel_id, done.attempt.user_id, state, lang)
        n = narrator(record, lang)
        me = state.to_act
        enemy = next(p for p in state.players if p != me)
        play = _play_words(n, me, judged.action)
        hqs = tr(
            "puzzle-after",
            own=max(0, judged.after.players[me].hq_hp),
            enemy=max(0, judged.after.players[enemy].hq_hp),
        )
        lines = [tr("puzzle-solved" if judged.solved else "puzzle-failed", play=play, hqs=hqs)]
        solution = await asyncio.to_thread(solve, state)
        winning = solution.winning(puzzle.goal)
        lines.append(tr("puzzle-solutions", plays="; ".join(_solution_words(n, me, winning))))
        if puzzle.themes:
            lines.append(tr("puzzle-themes", themes=", ".join(tr(f"puzzle-theme-{t}") for t in puzzle.themes)))
        if done.solver is not None:
            (before, after) = done.solver
            lines.append(tr("puzzle-rated", before=str(round(before[0])), after=str(round(after[0]))))
        else:
            lines.append(tr("puzzle-not-rated"))
        log = await self.pictures.battle_log(record, judged.before, judged.events, judged.after)
        told = [p.text for p in log.posts]
        images: list[Image] = [p.image for p in log.posts if p.image is not None]
        up, down = await self.store.votes(puzzle.id)
        return Reply(
            text="\n".join([*lines, "", f"**{log.title}**", *told]),
            ephemeral=True,
            images=images[:10],
            buttons=[
                Button(f"👍 {up}", Press("puzzle-vote", puzzle=puzzle.id, vote="up"), "success", "vote-up"),
                Button(f"👎 {down}", Press("puzzle-vote", puzzle=puzzle.id, vote="down"), "danger", "vote-down"),
                Button(tr("puzzle-btn-next"), Press("puzzle-play"), "primary", "next"),
            ],
        )

    # ------------------------------------------------------------------ votes, leaderboard
    async def vote(self, user_id: int, puzzle_id: str, vote: str) -> Reply:
        """👍 or 👎 on a puzzle the user has answered (again: the vote changes)."""
        pid = puzzle_id.strip().lower()
        if pid not in catalogue():
            return oops(vt("puzzle-err-unknown", id=puzzle_id.strip()[:20]))
        if vote not in ("up", "down"):
            return oops(vt("puzzle-err-vote-word"))
        if not await self.store.answered(user_id, pid):
            return oops(vt("puzzle-err-vote"))
        await self.store.vote(pid, user_id, 1 if vote == "up" else -1, self.clock())
        up, down = await self.store.votes(pid)
        return Reply(text=vt("puzzle-voted", id=pid, up=up, down=down), ephemeral=True)

    async def leaderboard(self, guild_id: int | None) -> Reply:
        """The server's best solvers by rating (those who answered a puzzle here)."""
        rows = await self.store.leaderboard(guild_id, LEADERBOARD)
        if not rows:
            return Reply(text=vt("puzzle-board-empty"))
        lines = [vt("puzzle-leaderboard-title")]
        for i, r in enumerate(rows, start=1):
            lines.append(
                vt(
                    "puzzle-board-line",
                    rank=i,
                    user=f"<@{r.user_id}>",
                    rating=str(round(r.rating)),
                    rd=str(round(r.rd)),
                    solved=r.solved,
                    rated=r.rated,
                )
            )
        return Reply(text="\n".join(lines))

    # ------------------------------------------------------------------ the daily puzzle
    async def daily(self, channel_id: int, user_id: int, guild_id: int | None) -> Reply:
        """Today's puzzle: this channel's when it has one, else the day's puzzle for everyone."""
        today = self.clock().date()
        pid = await self.store.daily(channel_id, today.isoformat())
        if pid is None:
            pid = pick_daily(list(catalogue().values()), set(), today, 0)
        if pid is None:
            return oops(vt("puzzle-err-none"))
        return await self.play(channel_id, user_id, guild_id, puzzle_id=pid)

    async def register(
        self, channel_id: int, user_id: int, guild_id: int | None, *, is_moderator: bool, hour: int | None, off: bool
    ) -> Reply:
        """A moderator registers the channel for the daily puzzle at ``hour`` (UTC), or stops it."""
        if not is_moderator:
            return oops(vt("puzzle-err-moderators"))
        if off:
            dropped = await self.store.drop_channel(channel_id)
            return Reply(text=vt("puzzle-daily-off" if dropped else "puzzle-daily-was-off"), ephemeral=True)
        if hour is None:
            found = await self.store.channel(channel_id)
            if found is None:
                return Reply(text=vt("puzzle-daily-was-off"), ephemeral=True)
            return Reply(text=vt("puzzle-daily-on", hour=found.hour), ephemeral=True)
        if not 0 <= hour <= 23:
            return oops(vt("puzzle-err-hour"))
        await self.store.set_channel(channel_id, guild_id, hour, viewer_lang(), user_id, self.clock())
        return Reply(text=vt("puzzle-daily-on", hour=hour), ephemeral=True)

    async def queue_dailies(self, guild_ids: Sequence[int] | None = None) -> list[str]:
        """Each registered channel whose hour has come today and that has no puzzle today gets
        one, its post queued in the delivery outbox in the same transaction (``guild_ids``:
        only those servers'). The keys queued (none twice, whatever processes run this)."""
        now = self.clock()
        today = now.date()
        day = today.isoformat()
        puzzles = list(catalogue().values())
        queued = []
        for ch in await self.store.channels():
            if guild_ids is not None and ch.guild_id not in guild_ids:
                continue
            if now < datetime.combine(today, datetime.min.time(), now.tzinfo) + timedelta(hours=ch.hour):
                continue

            def pick(used: set[str], channel_id: int = ch.channel_id) -> str | None:
                return pick_daily(puzzles, used, today, channel_id)

            def delivery(pid: str, channel_id: int = ch.channel_id, lang: str = ch.lang) -> NewDelivery:
                puzzle = catalogue()[pid]
                post = self.daily_post(channel_id, puzzle, today, lang)
                board = BoardOf(puzzle.code, lang, i18n.t(lang, "puzzle-board-title", id=puzzle.id))
                payload = post_payload(post, board)  # its board drawn when it is posted
                return NewDelivery(daily_key(channel_id, day), KIND_POST, channel_id, payload=payload)

            if await self.store.claim_daily(ch.channel_id, day, pick, delivery, now) is not None:
                queued.append(daily_key(ch.channel_id, day))
        return queued

    def daily_post(self, channel_id: int, puzzle: Puzzle, day: date, lang: str) -> ChannelPost:
        """The daily puzzle's post: the day, the armies, the difficulty and goal, a Solve button
        (the puzzle privately, with its board)."""
        tr = i18n.translator(lang)
        state = state_of(puzzle.code)
        enemy = next(p for p in state.players if p != state.to_act)
        text = tr(
            "puzzle-daily-post",
            weekday=tr(f"puzzle-weekday-{day.weekday()}"),
            army=i18n.army_name(puzzle.army, lang),
            enemy=i18n.army_name(state.players[enemy].army, lang),
            difficulty=puzzle.difficulty,
            goal=_goal(puzzle, tr),
            id=puzzle.id,
        )
        button = Button(tr("puzzle-btn-solve"), Press("puzzle-play", puzzle=puzzle.id), "primary", "solve")
        return ChannelPost(channel_id, Reply(text=text, buttons=[button]))


def _command(word: str) -> str:
    lang = viewer_lang()
    group = localised_name(lang, PUZZLE) or PUZZLE
    return f"/{group} {localised_name(lang, PUZZLE, word) or word}"


def _goal(puzzle: Puzzle, tr: i18n.Tr) -> str:
    if puzzle.goal.kind == "hq":
        return tr("puzzle-goal-hq")
    return tr("puzzle-goal-margin", n=puzzle.goal.n)


def _action(
    state: GameState, tile: str | None, hex: str | None, facing: str | None, unit: str | None, play: str | None
) -> Action:
    """The play answered (a menu's engine notation, or the options typed), checked to be one
    of the position's plays; a Mistake otherwise."""
    me = state.to_act
    legal = puzzle_plays(state)
    if play:
        try:
            action = Action.parse(play)
        except (RulesError, ValueError) as e:
            raise Mistake(rules_error_text(e) if isinstance(e, RulesError) else str(e)) from None
    else:
        if not tile:
            raise Mistake(vt("err-missing-option", option="tile"))
        key = tile_key(state, me, tile)
        spec = army(state.players[me].army).tile(key)
        if spec.is_board_tile:
            if not hex:
                raise Mistake(vt("err-missing-option", option="hex"))
            if not facing:
                raise Mistake(vt("puzzle-err-facing", tile=tile_name(spec.army, key, viewer_lang())))
            action = Action("place", key, (board_hex(state, hex),), read_facing(facing).name)
        else:
            target = board_hex(state, hex) if hex else None
            where = board_hex(state, unit) if unit else None
            notation = play_notation(state, me, key, target=target, unit=where, facing=facing)
            try:
                action = Action.parse(notation)
            except (RulesError, ValueError) as e:
                raise Mistake(rules_error_text(e) if isinstance(e, RulesError) else str(e)) from None
    if action not in legal:
        raise Mistake(vt("puzzle-err-illegal", play=str(action)[:80]))
    return action


def _judge(puzzle: Puzzle, state: GameState, action: Action) -> _Judged:
    """The play's outcome as the verifier judges it, and its battle to show."""
    solved = puzzle.goal.reached(resolve(state, action))
    played, events = apply(state, action)
    if any(isinstance(e, ev.BattleFought) for e in events):
        return _Judged(action, solved, state, events, played)
    after = played.copy()
    after.own_units()
    fought = fight(after, CAUSE, state.to_act)
    return _Judged(action, solved, played, [fought], after)


def _play_words(n: Narrator, me: int, action: Action) -> str:
    """``Saboteur C3 N``: the play as the reader says it (facings in their language)."""
    facing = i18n.direction_name(action.facing, n.tr.lang) if action.facing else ""
    return " ".join([n.tile(me, action.tile), *action.hexes, facing]).strip()


def _solution_words(n: Narrator, me: int, winning: Sequence[Outcome]) -> list[str]:
    """Every winning play, facings of one tile on one hex together: ``Saboteur C3 NE/SE``."""
    grouped: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    for o in winning:
        a = o.action
        grouped.setdefault((a.tile, a.hexes), []).append(a.facing)
    out = []
    for (tile, hexes), facings in grouped.items():
        shown = "/".join(i18n.direction_name(f, n.tr.lang) for f in facings if f)
        out.append(" ".join([n.tile(me, tile), *hexes, shown]).strip())
    return out
