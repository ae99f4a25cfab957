"""The rules lab (docs/lab.md): a position set up from its code, from an attached scenario
file, from move N of a game the user may see, or the channel's game as it stands — and its
battle resolved exactly as a game resolves it (every initiative segment with its picture and
narrated line, then the aftermath: eliminations, the game's end), so that players settle a
rules argument by looking; "what if" (one change, both outcomes side by side); the code of a
position, to share; and a moderator's ruling saved as a scenario test (tests/scenarios).

A position code (:mod:`rules.position`) carries only what the board shows (units, hit points,
nets, markers, hands, whose turn), never the piles: the lab reveals nothing of a live game.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

import i18n
from bot.history import game_options, rebuild
from bot.locale import viewer_lang, vt
from bot.narration import Narrator, clip
from bot.readers import Mistake
from bot.replies import Image, Link, Reply
from bot.storage.base import ABORTED, FINISHED, GameRecord
from bot.usecases.addresses import WebAddresses
from bot.usecases.answers import oops
from bot.usecases.games import GamesStore
from bot.usecases.pictures import Pictures
from bot.usecases.placement import read_facing
from bot.usecases.util import board_hex, rules_error_text, tile_key
from bot.usecases.wording import narrator, state_of
from rules import events as ev
from rules.actions import RulesError
from rules.position import PositionCodeError, code_of, position
from rules.position import state_of as position_state
from rules.scenario import ScenarioError, load, run, set_up
from rules.state import PHASE_OVER, GameState
from rules.turns import battles

CAUSE = "lab"  # the battle's cause, as its title names it (cause-lab)
MAX_CODE = 4000  # characters of a code read (a code of a full 37-hex board is far shorter)
MAX_FILE = 64 * 1024  # characters of a scenario file read (the repository's largest is ~5 KB)
MAX_CHANGE = 200  # characters of a what-if change
MAX_RULE = 500  # characters of a saved ruling's rule and source
_NAME = re.compile(r"^[a-z0-9][a-z0-9_]{0,59}$")  # a saved scenario's file name (tests/scenarios/NAME.json)
CHANGES = ("place", "remove", "turn", "hq", "net")  # the what-if verbs (lab-verb-* in every language)


@dataclass(frozen=True, slots=True)
class Outcome:
    """A resolved battle: the state after it, its events, who died, the HQs, the result."""

    after: GameState
    events: list[ev.Event]
    dead: Counter[tuple[int, str, str]]  # (player, tile, hex) of each unit killed
    hq_hp: dict[str, int]
    result: str  # worded by outcome_result


class Lab:
    """The rules lab's use cases: a position's battle, what if, its code, a ruling saved."""

    def __init__(self, games: GamesStore, pictures: Pictures, links: WebAddresses | None = None) -> None:
        self.games = games
        self.pictures = pictures
        self.links = links  # the lab's web page of a code (docs/web.md), when the pages are on

    # ------------------------------------------------------------------ commands
    async def code(
        self,
        channel_id: int,
        user_id: int,
        *,
        guild_id: int | None = None,
        game_id: int | None = None,
        move: int | None = None,
    ) -> Reply:
        """The position code of the channel's game as it stands, or of a game the user may see
        after its move ``move`` (privately)."""
        if game_id is None and move is None:
            game = await self.games.live_or_last(channel_id)
            if game is None:
                return oops(vt("err-no-game"))
            shared = shared_code(state_of(game))
            return Reply(text=vt("lab-code", game=game.id, code=shared), ephemeral=True, link=self.link(shared))
        game, state, n = await self._game_at(channel_id, user_id, guild_id, game_id, move)
        shared = shared_code(state)
        return Reply(
            text=vt("lab-code-move", game=str(game.id), move=str(n), code=shared),
            ephemeral=True,
            link=self.link(shared),
        )

    def link(self, code: str) -> Link | None:
        """The lab's web page of ``code`` in the viewer's language (None: the pages are off)."""
        return None if self.links is None else self.links.lab_link(code, viewer_lang())

    async def battle(
        self,
        channel_id: int,
        user_id: int,
        code: str | None = None,
        *,
        guild_id: int | None = None,
        game_id: int | None = None,
        move: int | None = None,
        scenario: str | None = None,
    ) -> Reply:
        """The battle of a position — the code ``code``, the scenario file ``scenario``, the game
        ``game_id`` (else the channel's) after its move ``move``, else the channel's game as it
        stands — resolved as a game resolves it; bad input is a short private answer."""
        state = await self._position(channel_id, user_id, guild_id, code, game_id, move, scenario)
        shared = shared_code(state)
        outcome = resolve(state)
        lang = viewer_lang()
        record = lab_record(channel_id, user_id, state, lang)
        log = await self.pictures.battle_log(record, state, outcome.events, outcome.after)
        return Reply(text=vt("lab-battle", title=log.title, code=shared, summary=log.summary), battle=log)

    async def whatif(self, channel_id: int, user_id: int, code: str | None, change: str) -> Reply:
        """The position ``code`` (else the channel's game as it stands) resolved as it is and
        with one change (:func:`changed`), the two final boards side by side and what differs."""
        # both sides from the position's set-up (a game's state also holds its turn's progress)
        state = read_code(shared_code(await self._position(channel_id, user_id, None, code, None, None, None)))
        other, where = changed(state, change)
        first, second = resolve(state), resolve(other)
        lang = viewer_lang()
        tr = i18n.translator(lang)
        record = lab_record(channel_id, user_id, state, lang)
        n = narrator(record)
        images = []
        for k, (label, outcome) in enumerate((("lab-whatif-as-is", first), ("lab-whatif-changed", second)), start=1):
            img = await self.pictures.board(
                record, outcome.after, tr, title=tr(label), filename=f"whatif-{k}.png", highlight=where
            )
            if img is not None:
                images.append(img.described(tr(label) + ": " + outcome_text(n, outcome)))
        text = vt(
            "lab-whatif",
            code=shared_code(state),
            change=" ".join(change.split())[:MAX_CHANGE],
            other=shared_code(other),
            first=outcome_text(n, first),
            second=outcome_text(n, second),
            difference=difference_text(n, first, second),
        )
        return Reply(text=clip(text), images=images)

    async def save(
        self,
        channel_id: int,
        user_id: int,
        code: str,
        rule: str,
        source: str,
        name: str | None = None,
        *,
        is_moderator: bool,
    ) -> Reply:
        """A moderator's ruling: the position ``code`` as a scenario file of tests/scenarios with
        its ``rule``, ``source`` and the outcome the engine resolves (``expect``), privately
        as an attachment."""
        if not is_moderator:
            return oops(vt("lab-err-moderators"))
        state = read_code(code)
        rule, source = " ".join(rule.split()), " ".join(source.split())
        if not rule or not source or len(rule) > MAX_RULE or len(source) > MAX_RULE:
            return oops(vt("lab-err-rule", n=MAX_RULE))
        stem = scenario_name(name) if name and name.strip() else "lab_" + hashlib.sha256(code.encode()).hexdigest()[:10]
        data = ruling(state, rule, source)
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        filename = f"{stem}.json"
        return Reply(
            text=vt("lab-saved", file=filename, segments=len(data["expect"]["segments"])),
            ephemeral=True,
            images=[Image(filename, text.encode(), vt("lab-saved-alt", file=filename, rule=rule))],
        )

    # ------------------------------------------------------------------ positions
    async def _position(
        self,
        channel_id: int,
        user_id: int,
        guild_id: int | None,
        code: str | None,
        game_id: int | None,
        move: int | None,
        scenario: str | None,
    ) -> GameState:
        """The position the options name (one source at most); a Mistake for bad input."""
        given = [code is not None and bool(code.strip()), scenario is not None, game_id is not None or move is not None]
        if sum(given) > 1:
            raise Mistake(vt("lab-err-one-source"))
        if code is not None and code.strip():
            return read_code(code)
        if scenario is not None:
            return read_scenario(scenario)
        if game_id is not None or move is not None:
            _, state, n = await self._game_at(channel_id, user_id, guild_id, game_id, move)
            return state
        game = await self.games.live_or_last(channel_id)
        if game is None:
            raise Mistake(vt("lab-err-what"))
        state = state_of(game)
        if state.phase == PHASE_OVER:
            raise Mistake(vt("lab-err-over"))
        return state

    async def _game_at(
        self, channel_id: int, user_id: int, guild_id: int | None, game_id: int | None, move: int | None
    ) -> tuple[GameRecord, GameState, int]:
        """A game the user may see (``game_id``, else the channel's) as it was after line
        ``move`` of its log (the numbering of ``/hexhistory log``; default: its last), rebuilt
        by replaying the log; a Mistake for a game they may not see or a move out of range."""
        if game_id is None:
            game = await self.games.live_or_last(channel_id)
            if game is None:
                raise Mistake(vt("err-no-game"))
        else:
            game = await self.games.get(game_id)
            if game is None or not may_see(game, channel_id, user_id, guild_id):
                raise Mistake(vt("lab-err-game", game=str(game_id)))
        rows = await self.games.actions(game.id)
        n = len(rows) if move is None else move
        if not 1 <= n <= len(rows):
            raise Mistake(vt("lab-err-move", game=str(game.id), move=str(n), count=len(rows)))
        now = state_of(game)
        state = now if n == len(rows) else rebuild(game.armies, game.seed, rows[:n], **game_options(game, now.radius))
        if state.phase == PHASE_OVER:
            raise Mistake(vt("lab-err-over-move", game=str(game.id), move=str(n)))
        return game, state, n


def may_see(game: GameRecord, channel_id: int, user_id: int, guild_id: int | None) -> bool:
    """Whether a user may open ``game`` in the lab: a game of this channel or this server, a
    finished (or aborted) one, or one they play in."""
    return (
        game.channel_id == channel_id
        or (guild_id is not None and game.guild_id == guild_id)
        or game.status in (FINISHED, ABORTED)
        or user_id in game.players
    )


def read_code(code: str) -> GameState:
    """The position of a code; a Mistake saying what is wrong with a bad one."""
    try:
        return position_state(code.strip()[:MAX_CODE])
    except (PositionCodeError, ScenarioError) as e:
        raise Mistake(vt("lab-err-code", error=str(e))) from None


def read_scenario(text: str) -> GameState:
    """The position of a scenario file (docs/scenarios.md) once its actions are applied; a
    Mistake for a file too large, not JSON, a game export, or a set-up no rule allows."""
    if len(text) > MAX_FILE:
        raise Mistake(vt("lab-err-file-size", kb=MAX_FILE // 1024))
    try:
        data = json.loads(text)
    except ValueError as e:
        error = f"{e.msg} (line {e.lineno})" if isinstance(e, json.JSONDecodeError) else str(e)
        raise Mistake(vt("lab-err-file-json", error=error)) from None
    if isinstance(data, dict) and str(data.get("format", "")).startswith("hexbot-game"):
        raise Mistake(vt("lab-err-file-export"))
    try:
        state, _ = set_up(data)
    except ScenarioError as e:
        raise Mistake(vt("lab-err-file", error=str(e))) from None
    except (AttributeError, TypeError, KeyError, ValueError) as e:
        raise Mistake(vt("lab-err-file", error=f"{type(e).__name__}: {e}")) from None
    if state.phase == PHASE_OVER:
        raise Mistake(vt("lab-err-file", error="the game is over"))
    return state


def shared_code(state: GameState) -> str:
    """``state``'s position code; a Mistake for a state that has none (a player is out)."""
    try:
        return code_of(state)
    except PositionCodeError:
        raise Mistake(vt("lab-err-no-code")) from None


def resolve(state: GameState) -> Outcome:
    """The lab's battle of ``state`` (the engine's own: :func:`rules.turns.battles`), on a copy."""
    after = state.copy()
    events: list[ev.Event] = []
    try:
        battles(after, CAUSE, after.current, events)
    except RulesError as e:
        raise Mistake(rules_error_text(e)) from None
    dead: Counter[tuple[int, str, str]] = Counter(
        (e.player, e.tile, e.hex)
        for b in events
        if isinstance(b, ev.BattleFought)
        for seg in b.segments
        for e in seg.events
        if isinstance(e, ev.Killed)
    )
    hq_hp = {str(p): ps.hq_hp for p, ps in sorted(after.players.items())}
    if after.phase != PHASE_OVER or after.result is None:
        result = ""
    elif after.result.winner is not None:
        result = f"win:{after.result.winner}"
    else:
        result = "draw"
    return Outcome(after, events, dead, hq_hp, result)


# ------------------------------------------------------------------ what if
def _verbs() -> dict[str, str]:
    """Each what-if verb as typed in any language (``place``, ``postaw``) -> its key."""
    out = {key: key for key in CHANGES}
    for lang in i18n.LANGS:
        for key in CHANGES:
            for word in i18n.t(lang, f"lab-verb-{key}").split("|"):
                out[word.strip().lower()] = key
    return out


def _player(state: GameState, word: str) -> int:
    if word.isdigit() and int(word) in state.players:
        return int(word)
    raise Mistake(vt("lab-err-player", word=word[:20], players=", ".join(map(str, sorted(state.players)))))


def _hex_of(state: GameState, word: str) -> str | None:
    try:
        return state.board.name(state.board.parse(word))
    except ValueError:
        return None


def changed(state: GameState, change: str) -> tuple[GameState, list[str]]:
    """``state`` with one change (docs/lab.md, "What if"), and the hexes it touched:
    ``place [P] TILE HEX [FACING]``, ``remove HEX``, ``turn HEX FACING``, ``hq P HP``,
    ``net HEX [P]`` (P's Steel Net marker on that unit) — verbs, tiles and facings in any
    language. The change is made on the position's scenario set-up and loaded again, so
    every rule of a set-up holds (a Mistake says which is broken)."""
    words = change.split()
    verb = _verbs().get(words[0].lower()) if words else None
    if verb is None:
        raise Mistake(vt("lab-err-change-what", change=" ".join(words)[:60]))
    try:
        setup: dict[str, Any] = position(state)
    except PositionCodeError:
        raise Mistake(vt("lab-err-no-code")) from None
    board: list[dict[str, Any]] = setup["board"]
    rest = words[1:]

    def unit_at(word: str) -> dict[str, Any]:
        name = board_hex(state, word)
        found = next((u for u in board if u["hex"] == name), None)
        if found is None:
            raise Mistake(vt("lab-err-empty-hex", hex=name))
        return found

    def usage() -> Mistake:
        return Mistake(vt(f"lab-err-change-{verb}"))

    touched: list[str] = []
    if verb == "place":
        player = state.current
        if rest and rest[0].isdigit():
            player, rest = _player(state, rest[0]), rest[1:]
        at = next((i for i in range(len(rest) - 1, 0, -1) if _hex_of(state, rest[i]) is not None), None)
        if at is None or len(rest) - at > 2:
            raise usage()
        tile = tile_key(state, player, " ".join(rest[:at]))
        facing = read_facing(rest[at + 1]).name if len(rest) > at + 1 else "N"
        hex_name = board_hex(state, rest[at])
        board.append({"hex": hex_name, "player": player, "tile": tile, "facing": facing})
        touched.append(hex_name)
    elif verb == "remove":
        if len(rest) != 1:
            raise usage()
        unit = unit_at(rest[0])
        board.remove(unit)
        touched.append(unit["hex"])
    elif verb == "turn":
        if len(rest) != 2:
            raise usage()
        unit = unit_at(rest[0])
        unit["facing"] = read_facing(rest[1]).name
        touched.append(unit["hex"])
    elif verb == "hq":
        if len(rest) != 2 or not rest[1].isdigit():
            raise usage()
        setup["players"][str(_player(state, rest[0]))]["hq_hp"] = int(rest[1])
    else:  # net
        if len(rest) not in (1, 2):
            raise usage()
        police = [p for p, ps in sorted(state.players.items()) if ps.army == "steel-police"]
        owner = _player(state, rest[1]) if len(rest) == 2 else (police[0] if police else 0)
        unit = unit_at(rest[0])
        unit["steel_net"] = owner
        touched.append(unit["hex"])
    try:
        return load(setup), touched
    except ScenarioError as e:
        raise Mistake(vt("lab-err-change", error=str(e))) from None


def outcome_text(n: Narrator, outcome: Outcome) -> str:
    """Who died, the HQs and the result of one outcome, in ``n``'s language."""
    tr = n.tr
    dead = [n.unit(p, tile, hx) for (p, tile, hx), k in sorted(outcome.dead.items()) for _ in range(k)]
    return tr(
        "lab-outcome",
        dead=", ".join(dead) or tr("lab-nobody-died"),
        hqs=n.hqs(outcome.hq_hp),
        result=result_text(n, outcome.result),
    )


def result_text(n: Narrator, result: str) -> str:
    if result.startswith("win:"):
        p = int(result[4:])
        return n.tr("lab-result-win", user=n.user_of(p), army=n.army_name(p))
    return n.tr("lab-result-draw" if result == "draw" else "lab-result-none")


def difference_text(n: Narrator, first: Outcome, second: Outcome) -> str:
    """What the change changed: units that die only in one outcome, HQs, the result."""
    tr = n.tr
    parts = []
    only_first = first.dead - second.dead
    only_second = second.dead - first.dead
    if only_first:
        parts.append(tr("lab-diff-survive", units=", ".join(n.unit(*k) for k in sorted(only_first.elements()))))
    if only_second:
        parts.append(tr("lab-diff-die", units=", ".join(n.unit(*k) for k in sorted(only_second.elements()))))
    for p in sorted(set(first.hq_hp) | set(second.hq_hp), key=int):
        a, b = first.hq_hp.get(p), second.hq_hp.get(p)
        if a != b:
            parts.append(tr("lab-diff-hq", army=n.army_name(int(p)), first=str(a), second=str(b)))
    if first.result != second.result:
        parts.append(tr("lab-diff-result", first=result_text(n, first.result), second=result_text(n, second.result)))
    return " ".join(parts) if parts else tr("lab-diff-none")


# ------------------------------------------------------------------ rulings
def scenario_name(name: str) -> str:
    """A saved scenario's file name from what a moderator typed (``Net stops Gauss`` ->
    ``net_stops_gauss``); a Mistake for one that cannot be a file of tests/scenarios."""
    stem = re.sub(r"[\s-]+", "_", name.strip().lower())
    if stem.endswith(".json"):
        stem = stem[:-5]
    if not _NAME.match(stem):
        raise Mistake(vt("lab-err-name", name=name[:60]))
    return stem


def ruling(state: GameState, rule: str, source: str) -> dict[str, Any]:
    """The scenario file (tests/scenarios, docs/scenarios.md) of ``state``'s position with its
    ``rule`` and ``source``, and what the scenario tests must find (``expect``): every HQ's
    hit points, the surviving units, the segments' initiatives and each unit killed (by
    segment), as
    :func:`rules.scenario.run` resolves the position."""
    try:
        setup = position(state)
    except PositionCodeError:
        raise Mistake(vt("lab-err-no-code")) from None
    data: dict[str, Any] = {"rule": rule, "source": source, **setup}
    out = run(data)
    killed = [
        {"type": "killed", "segment": seg["initiative"], "player": e["player"], "tile": e["tile"], "hex": e["hex"]}
        for seg in out["segments"]
        for e in seg["events"]
        if e.get("type") == "killed"
    ]
    expect: dict[str, Any] = {
        "players": {p: {"hq_hp": v["hq_hp"]} for p, v in out["players"].items()},
        "board": out["board"],
        "segments": [seg["initiative"] for seg in out["segments"]],
    }
    if killed:
        expect["events"] = _unique(killed)
    data["expect"] = expect
    return data


def _unique(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    seen: list[dict[str, Any]] = []
    for item in items:
        if item not in seen:
            seen.append(item)
    return seen


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
