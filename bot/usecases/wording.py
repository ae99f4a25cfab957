"""How a game is worded: its narrator, its players, its status, the alt text of its board.

Pure functions of a stored game and its state (no storage, no clock); a public text speaks
the game's language, a private one the acting user's (:func:`bot.locale.viewer_lang`).
"""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from bot.locale import viewer_lang
from bot.narration import Narrator
from bot.replies import mention
from bot.storage.base import INVITED, OPEN, GameRecord
from bot.usecases.legal import LegalActions
from renderer import describe_board
from renderer.colors import player_colors
from renderer.panel import objects_text
from rules.catalog import has_objects
from rules.game import check_teams
from rules.state import MODE_1V2, MODE_2V2, MODE_FFA, MODE_POINTS, PHASE_HQ, PHASE_OVER, POINTS_TO_WIN, GameState

TEAM_MODES = (MODE_1V2, MODE_2V2)


def state_of(game: GameRecord) -> GameState:
    """The game's stored state."""
    return GameState.loads(game.state_json)


def narrator(game: GameRecord, lang: str | None = None) -> Narrator:
    """Words the game's events in ``lang`` (default: the game's language, for public posts)."""
    tr = i18n.translator(lang or game.lang)

    def user_of(player: int) -> str:
        uid = game.players[player - 1]
        return mention(uid) if uid is not None else tr("player-n", n=player)

    return Narrator(game.armies, user_of, tr.lang)


def viewer_narrator(game: GameRecord) -> Narrator:
    """Words the game for the acting user (private replies)."""
    return narrator(game, viewer_lang())


def hp_text(state: GameState, player: int) -> str:
    """A player's hit points as the status shows them: the HQ's (20), or for Dancer each
    Object's, red/blue/yellow (10/7/9)."""
    if has_objects(state.players[player].army):
        return objects_text(state, player)
    return str(state.players[player].hq_hp)


def jump_link(game: GameRecord) -> str:
    """A link to the game's channel: a Discord URL, or a channel mention without a server."""
    if game.guild_id:
        return f"https://discord.com/channels/{game.guild_id}/{game.channel_id}"
    return f"<#{game.channel_id}>"


def players_text(game: GameRecord, lang: str | None = None) -> str:
    """ "@a (Moloch) vs @b (Borgo)" (in the game's language); allies joined by "&" in team games."""
    n = narrator(game, lang)
    seats = list(range(1, len(game.players) + 1))
    mode = game.options.get("mode", "ffa")
    teams = check_teams(mode, seats, game.options.get("teams")) if mode in TEAM_MODES else [[p] for p in seats]
    return n.tr.versus(
        " & ".join(n.tr("player-army", user=n.user_of(p), army=n.army_name(p)) for p in team) for team in teams
    )


def over_text(n: Narrator, state: GameState) -> str:
    """ "Game over: … wins (…). HQs: …" for a finished state (shared wins, points)."""
    assert state.result is not None
    r = state.result
    hq_hp = {str(q): ps.hq_hp for q, ps in sorted(state.players.items())}
    points = {str(q): ps.points for q, ps in sorted(state.players.items())} if state.mode == MODE_POINTS else None
    out = [q for q, ps in sorted(state.players.items()) if ps.out]
    return n.game_over(r.winner, r.reason, hq_hp, r.winners, points, out)


def status_text(game: GameRecord, state: GameState, legal: LegalActions, lang: str | None = None) -> str:
    """Whose turn and what they must do, HQ hit points and piles (one or two lines), in
    ``lang`` (default: the game's language)."""
    n = narrator(game, lang)
    tr = n.tr
    if game.status in (OPEN, INVITED):
        waiting = "status-waiting" if len(game.players) == 2 else "status-waiting-lobby"
        return tr(waiting, players=players_text(game, lang))
    if state.phase == PHASE_OVER or state.result is not None:
        if state.result is None:
            return tr("status-over")
        return over_text(n, state)
    p = state.to_act
    who = tr("player-army", user=n.user_of(p), army=n.army_name(p))
    if state.phase == PHASE_HQ:
        if has_objects(state.players[p].army):  # Dancer sets up its three Objects instead
            left = sorted({a.tile for a in legal.of(game, state) if a.verb == "place" and a.tile})
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


def table_text(game: GameRecord, state: GameState, lang: str | None = None) -> str:
    """What the phone picture's strip leaves out of the full picture's side panel, for the
    text beside it (Discord): the teams and their mode, the turn order when a seat plays
    twice a round, whose turn brings the Final Battle. Empty for a game that has none of
    them (every two-player game); the rest (HQs, points, piles, hands, whose turn) is in
    the status and in the strip."""
    if game.status in (OPEN, INVITED) or state.phase in (PHASE_HQ, PHASE_OVER):
        return ""
    n = narrator(game, lang)
    tr = n.tr
    lines: list[str] = []
    if state.teams is not None and state.mode in (MODE_1V2, MODE_2V2):
        teams = " · ".join(
            f"{chr(ord('A') + i)}: "
            + ", ".join(tr("player-army", user=n.user_of(p), army=n.army_name(p)) for p in team)
            for i, team in enumerate(state.teams)
        )
        lines.append(tr(f"quiet-mode-{state.mode}", teams=teams))
    if len(set(state.order)) < len(state.order):
        lines.append(tr("quiet-order", order=" → ".join(n.user_of(p) for p in state.order)))
    if state.final_wait and not state.final_done and state.final_after is not None:
        lines.append(tr("quiet-final-after", who=n.user_of(state.final_after)))
    return "\n".join(lines)


def board_alt(game: GameRecord, state: GameState, tr: i18n.Tr, highlight: Sequence[str] = ()) -> str:
    """The alt text of a board image: whose turn, HQ hit points, units, what changed."""
    n = narrator(game, tr.lang)
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


def accent_of(state: GameState, player: int) -> int:
    """The colour of ``player``'s tiles as 0xRRGGBB (a private panel's accent in Discord)."""
    r, g, b = player_colors({p: ps.army for p, ps in state.players.items()})[player].fill[:3]
    return (r << 16) | (g << 8) | b
