"""A game's history as the web pages show it: every effective row of its action log (undone
actions left out) as a step with the state before and after it and the events it caused,
worded by the bot's narrator with the players' display names (never Discord ids)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import i18n
from bot.history import game_options, replay_rows
from bot.narration import Narrator, reason_text
from bot.storage.base import (
    KIND_ABORT,
    KIND_ACTION,
    KIND_DRAW,
    KIND_RESIGN,
    KIND_TIMEOUT,
    ActionRow,
    GameRecord,
)
from bot.usecases.wording import TEAM_MODES, board_alt, hp_text, over_text, state_of
from rules import events as ev
from rules.game import check_teams
from rules.state import PHASE_HQ, PHASE_OVER, GameState


@dataclass(frozen=True, slots=True)
class Step:
    """Step ``index`` of a game: 0 is the new game, each later one a row of its log in force."""

    index: int
    seq: int  # the row's sequence number (0: the new game): identifies the step's pictures
    kind: str  # "start", or the row's kind ("action", "resign", ...)
    player: int
    notation: str
    before: GameState
    state: GameState
    events: tuple[ev.Event, ...] = ()

    @property
    def battles(self) -> list[ev.BattleFought]:
        return [e for e in self.events if isinstance(e, ev.BattleFought)]

    @property
    def highlight(self) -> list[str]:
        if self.kind != KIND_ACTION:
            return []
        return [h for h in self.notation.split()[1:] if h[:1].isalpha() and h[1:].isdigit()]


@dataclass(frozen=True, slots=True)
class History:
    """The steps of one version of a game."""

    game: GameRecord
    steps: tuple[Step, ...]

    @property
    def last(self) -> Step:
        return self.steps[-1]


def history(game: GameRecord, rows: Sequence[ActionRow]) -> History:
    """Every step of ``rows`` in force (:func:`bot.history.replay_rows`), after the new game."""
    start, replayed = replay_rows(game.armies, game.seed, rows, **game_options(game, state_of(game).radius))
    steps = [Step(0, 0, "start", 0, "", start, start)]
    for i, r in enumerate(replayed, start=1):
        row = r.row
        steps.append(Step(i, row.seq, row.kind, row.player, row.notation, r.before, r.after, r.events))
    return History(game, tuple(steps))


_SHOWN_OTHERWISE = (ev.Placed, ev.HQPlaced, ev.ObjectPlaced, ev.TurnStarted, ev.Drew, ev.GameOver, ev.Discarded)


def told(events: Sequence[ev.Event], verb: str) -> list[ev.Event]:
    """The events worth a line after the action's own (as the turn's reply tells them: what
    the action line or the result already says is left out)."""
    out = []
    for e in events:
        if isinstance(e, _SHOWN_OTHERWISE):
            continue
        if isinstance(e, ev.InstantPlayed | ev.Moved) and verb in ("play", "move"):
            continue
        if isinstance(e, ev.TurnEnded) and verb == "end":
            continue
        out.append(e)
    return out


@dataclass(frozen=True, slots=True)
class Segment:
    initiative: int
    text: str
    index: int  # the picture's index among the battle's pictures


@dataclass(frozen=True, slots=True)
class BattleView:
    number: int  # 1-based among the step's battles
    title: str
    segments: tuple[Segment, ...]
    summary: str
    result_picture: int | None  # index of the board after the battle, if drawn


@dataclass(frozen=True, slots=True)
class StepView:
    index: int
    seq: int
    turn: int
    heading: str  # the step's title: the turn its board picture shows, as the picture's footer does
    label: str  # one line for the timeline
    lines: tuple[str, ...]  # the narration
    board_alt: str
    battles: tuple[BattleView, ...] = ()
    tags: tuple[str, ...] = ()  # "battle", "end", "setup": classes for the timeline


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    army: str
    team: int | None
    hp: str
    to_act: bool = False
    winner: bool = False


@dataclass(frozen=True, slots=True)
class GameView:
    game_id: int
    status: str
    live: bool
    mode: str
    board: str
    seats: tuple[SeatView, ...]
    situation: str  # whose turn, or the result
    steps: tuple[StepView, ...]
    version: int
    extra: dict[str, Any] = field(default_factory=dict)


def seat_names(game: GameRecord, names: Mapping[int, str], tr: i18n.Tr) -> dict[int, str]:
    """Each seat's display name: the stored name, the computer (numbered when it has several
    seats: "Computer 1 (medium)"), or "Player n"."""
    out = {}
    computers = sorted(game.ai_levels)
    for seat, uid in enumerate(game.players, start=1):
        if seat in game.ai_levels:
            level = tr(f"web-level-{game.ai_levels[seat]}")
            if len(computers) > 1:
                out[seat] = tr("web-computer-n", n=computers.index(seat) + 1, level=level)
            else:
                out[seat] = tr("web-computer", level=level)
        elif uid is not None and seat in names:
            out[seat] = names[seat]
        else:
            out[seat] = tr("player-n", n=seat)
    return out


class Wording:
    """Words a game's history in one language with display names."""

    def __init__(self, game: GameRecord, names: Mapping[int, str], lang: str) -> None:
        self.game = game
        self.tr = i18n.translator(lang)
        self.names = seat_names(game, names, self.tr)
        self.n = Narrator(game.armies, lambda p: self.names.get(p, self.tr("player-n", n=p)), self.tr.lang)

    def step(self, s: Step) -> StepView:
        tr, n = self.tr, self.n
        turn = s.before.turn_number
        tags: list[str] = []
        if s.kind == "start":
            label = tr("web-step-start")
            lines = [tr("web-step-start-text", players=self.players_line())]
            tags.append("setup")
        elif s.kind == KIND_ACTION:
            label = n.did(self.names.get(s.player, "?"), s.player, s.notation)
            lines = [label, *n.events(told(s.events, s.notation.split()[0]))]
            if s.before.phase == PHASE_HQ:
                tags.append("setup")
        else:
            who = self.names.get(s.player, "?")
            simple = {KIND_RESIGN: "row-resign", KIND_DRAW: "row-draw", KIND_TIMEOUT: "row-timeout"}
            if s.kind == KIND_ABORT:
                label = tr("row-abort", user=who, reason=reason_text(tr, s.notation))
            else:
                label = tr(simple[s.kind], user=who)
            lines = [label]
        if s.state.result is not None and s.before.result is None:
            lines.append(over_text(n, s.state))
            tags.append("end")
        battles = tuple(self.battle(i, b) for i, b in enumerate(s.battles, start=1))
        if battles:
            tags.append("battle")
        return StepView(
            s.index,
            s.seq,
            turn,
            self.heading(s),
            label,
            tuple(line for line in lines if line),
            board_alt(self.game, s.state, self.tr, s.highlight),
            battles,
            tuple(tags),
        )

    def heading(self, s: Step) -> str:
        """The step's title, naming the turn its board picture's footer names (the turn the
        step left the game in; both when the step ended one)."""
        tr, state = self.tr, s.state
        if s.kind == "start":
            return tr("web-step-start")
        if state.result is not None:
            return tr("web-step-over", n=s.index)
        if state.phase == PHASE_HQ:
            return tr("web-step-hq", n=s.index)
        if 0 < s.before.turn_number != state.turn_number:
            return tr("web-step-turns", n=s.index, ended=s.before.turn_number, turn=state.turn_number)
        return tr("web-step-n", n=s.index, turn=state.turn_number)

    def battle(self, number: int, b: ev.BattleFought) -> BattleView:
        segments = tuple(
            Segment(seg.initiative, self.n.segment(seg), k) for k, seg in enumerate(b.segments) if seg.events
        )
        return BattleView(number, self.n.battle_title(b), segments, self.n.battle_summary(b), len(b.segments))

    def players_line(self) -> str:
        return ", ".join(f"{self.names[p]} ({self.n.army_name(p)})" for p in range(1, len(self.game.players) + 1))

    def view(self, h: History) -> GameView:
        game, tr, n = self.game, self.tr, self.n
        state = h.last.state
        mode = game.options.get("mode", "ffa")
        seats_ = list(range(1, len(game.players) + 1))
        team_of: dict[int, int] = {}
        if mode in TEAM_MODES:
            for t, team in enumerate(check_teams(mode, seats_, game.options.get("teams")), start=1):
                for p in team:
                    team_of[p] = t
        result = state.result
        winners = set(result.winners) if result else set()
        if result is not None and result.winner is not None:
            winners.add(result.winner)
        seats = tuple(
            SeatView(
                p,
                self.names[p],
                n.army_name(p),
                team_of.get(p),
                hp_text(state, p) if p in state.players else "",
                to_act=result is None and state.phase != PHASE_OVER and state.to_act == p,
                winner=p in winners,
            )
            for p in seats_
        )
        if result is not None:
            situation = over_text(n, state)
        elif game.status in ("open", "invited"):
            situation = tr("web-waiting")
        else:
            situation = tr("web-turn-of", turn=state.turn_number, user=self.names.get(state.to_act, "?"))
        if mode == "ffa" and len(seats_) == 2:
            mode = "duel"  # not "every player for themselves" with two players
        return GameView(
            game.id,
            game.status,
            result is None and game.status in ("open", "invited", "active"),
            tr(f"web-mode-{mode}") if i18n.has(f"web-mode-{mode}") else mode,
            tr("web-board-size", hexes=19 if state.radius == 2 else 37),
            seats,
            situation,
            tuple(self.step(s) for s in h.steps),
            game.version,
        )


def public_export(doc: dict[str, Any]) -> dict[str, Any]:
    """:func:`bot.history.export` without Discord ids (still replayable: users become 0)."""
    out = dict(doc)
    out["channel_id"] = "0"
    out["players"] = [None for _ in doc.get("players", [])]
    if isinstance(out.get("result"), dict):
        out["result"] = {**out["result"], "winner_user": None}
    out["log"] = [{**row, "user": "0"} for row in doc.get("log", [])]
    return out


@dataclass(frozen=True, slots=True)
class LabView:
    """A lab position's page (``/lab/<code>``, docs/lab.md): its seats, the board before the
    battle, the battle segment by segment as a game's page shows it, and the outcome."""

    code: str
    board: str  # the board's size
    seats: tuple[SeatView, ...]
    board_alt: str
    battles: tuple[BattleView, ...]
    outcome: str


def lab_view(game: GameRecord, code: str, step: Step, outcome: str, lang: str) -> LabView:
    """The lab's position ``step`` (before: the set-up, state: after its battle, events: the
    battle's) worded in ``lang``; ``game`` is the lab's record (:func:`bot.usecases.lab.lab_record`)."""
    w = Wording(game, {}, lang)
    before, after = step.before, step.state
    winners: set[int] = set()
    if after.result is not None:
        winners = set(after.result.winners) | ({after.result.winner} if after.result.winner is not None else set())
    seats = tuple(
        SeatView(
            p,
            w.names[p],
            w.n.army_name(p),
            None,
            w.tr("web-lab-hp", before=hp_text(before, p), after=hp_text(after, p)),
            to_act=before.current == p,
            winner=p in winners,
        )
        for p in sorted(before.players)
    )
    return LabView(
        code,
        w.tr("web-board-size", hexes=19 if before.radius == 2 else 37),
        seats,
        board_alt(game, before, w.tr, []),
        tuple(w.battle(i, b) for i, b in enumerate(step.battles, start=1)),
        outcome,
    )
