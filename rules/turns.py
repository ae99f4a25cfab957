"""Turn flow and the end of the game: drawing, starting and ending turns, battles and what
they decide, the Final Battle and the tie-break, players leaving, the result.

These steps are shared by the verbs (rules.game), the instants (rules.instants) and the
armies' mechanics (rules/armies/*); where an army takes part it is through the steps it
registered (rules.registry: after each fight, after the battles, at a turn's end, when a
pending choice's chooser leaves the game).
"""

from __future__ import annotations

from rules import events as ev
from rules import registry
from rules.battle import fight
from rules.state import (
    MODE_1V2,
    MODE_POINTS,
    PHASE_OVER,
    PHASE_TURN,
    POINTS_TO_WIN,
    VARIANT_ALT_START,
    VARIANT_REINFORCEMENTS,
    GameState,
    Result,
    TurnState,
)

Events = list[ev.Event]


# ====================================================================== set-up
def next_hq(s: GameState, events: Events) -> None:
    """The next player to place an HQ (in turn order; placing one is not a turn), or, once
    every player still in the game has one, the first turn."""
    placed = {u.player for u in s.units.values() if u.tile == "hq"}
    for p, ps in s.players.items():
        if registry.rules_of(ps.army).setup_done(s, p):
            placed.add(p)
    waiting = [p for p in dict.fromkeys(s.order) if p not in placed and not s.players[p].out]
    if waiting:
        s.current = waiting[0]
        s.pos = s.order.index(s.current)
    else:
        s.phase = PHASE_TURN
        s.pos = next(i for i, p in enumerate(s.order) if not s.players[p].out)
        start_turn(s, s.order[s.pos], events)


# ====================================================================== turn flow
def full_hand(s: GameState) -> int:
    """The number of tiles a normal turn draws up to: 3, or 6 with reinforcements."""
    return 6 if VARIANT_REINFORCEMENTS in s.variants else 3


def _opening_size(s: GameState) -> tuple[int, int | None]:
    """The hand size of the turn starting now and how many tiles it may play (None: no limit
    beyond the hand). Openings 1, 2 (4, 5 with reinforcements), then full; the alternative
    start: a full first draw of which one tile may be used."""
    full = full_hand(s)
    limit = 2 if VARIANT_REINFORCEMENTS in s.variants else None
    if VARIANT_ALT_START in s.variants:
        return full, (1 if s.turn_number == 1 else limit)
    openings = (4, 5) if full == 6 else (1, 2)
    if s.turn_number <= 2:
        return openings[s.turn_number - 1], limit
    return full, limit


def draw(s: GameState, events: Events) -> None:
    ps = s.players[s.current]
    drawn = []
    had_tiles = bool(ps.pile)
    while len(ps.hand) < s.turn.hand_size and ps.pile:
        t = ps.pile.pop()
        ps.hand.append(t)
        drawn.append(t)
    if drawn:
        events.append(ev.Drew(s.current, drawn, len(ps.pile)))
    if had_tiles and not ps.pile and s.last_draw_by is None:
        s.last_draw_by = s.current
        if not s.final_done:
            s.final_wait = _last_turns(s, s.current)
    full = full_hand(s)
    s.turn.needs_discard = s.turn.hand_size == full and len(ps.hand) == full


def _last_turns(s: GameState, drawer: int) -> list[int]:
    """Who still plays before the Final Battle once ``drawer`` drew their last tile: every
    other player in turn order, stopping at the drawer's next turn (so in one against a team
    only the next opponent plays when the single player ran out: NI-FAQ mp.11)."""
    out: list[int] = []
    n = len(s.order)
    for i in range(1, n + 1):
        p = s.order[(s.pos + i) % n]
        if p == drawer:
            break
        if s.players[p].plays and p not in out:
            out.append(p)
    return out or [drawer]


def next_pos(s: GameState) -> int:
    """The position in the turn order of the next player who still takes turns (in the
    tie-break: the next tied player still owed an extra turn)."""
    n = len(s.order)
    for i in range(1, n + 1):
        q = (s.pos + i) % n
        p = s.order[q]
        if s.players[p].plays and (s.overtime_turns_left is None or p in s.final_wait):
            return q
    return s.pos


def start_turn(s: GameState, player: int, events: Events) -> None:
    s.current = player
    s.turn_number += 1
    size, limit = _opening_size(s)
    s.turn = TurnState(hand_size=size, plays_left=limit)
    note = ""
    if s.overtime_turns_left is not None:
        note = "overtime"
    elif player in s.final_wait and len(s.final_wait) == 1 and not s.final_done:
        note = "last turn before the Final Battle"
    events.append(ev.TurnStarted(player, s.turn_number, note))
    if s.pending is not None:
        s.pending.draw_after = True  # a choice the battle left (the Scavenger's) comes first, then the draw
        return
    draw(s, events)


def end_turn(s: GameState, events: Events) -> None:
    player = s.current
    events.append(ev.TurnEnded(player, list(s.players[player].hand)))
    registry.run_turn_end(s, player)
    if s.overtime_turns_left is not None:
        if player in s.final_wait:
            s.final_wait.remove(player)
        s.overtime_turns_left = len(s.final_wait)
        if not s.final_wait:
            battles(s, "overtime", player, events)
            if s.phase != PHASE_OVER:
                finish(s, events, allow_overtime=False)
            return
    elif s.last_draw_by is not None and not s.final_done:
        if player in s.final_wait:
            s.final_wait.remove(player)
        if not s.final_wait:
            s.final_done = True
            battles(s, "final", s.last_draw_by, events)
            if s.phase == PHASE_OVER:
                return
            if finish(s, events, allow_overtime=True):
                return
    s.pos = next_pos(s)
    start_turn(s, s.order[s.pos], events)


# ====================================================================== the end of the game
def sides_of(s: GameState) -> list[list[int]]:
    """The sides that can win: teams, or every player on their own."""
    if s.teams is not None:
        return [list(t) for t in s.teams]
    return [[p] for p in sorted(s.players)]


def _score(s: GameState, side: list[int]) -> int:
    """What decides a game that no HQ destruction decided: points, or HQ hit points (summed for a team)."""
    if s.mode == MODE_POINTS:
        return sum(s.players[p].points for p in side)
    return sum(max(0, s.players[p].hq_hp) for p in side if not s.players[p].out)


def finish(s: GameState, events: Events, allow_overtime: bool, reason: str | None = None) -> bool:
    """Decide the game on points or HQ hit points after the Final Battle (or the battle
    after the tie-break turns). A tie for the lead sends the tied players to one extra turn
    each, starting after the player who ended the game, and one more battle; the others
    leave the scoring but their tiles stay and fight. Returns False when that happens."""
    sides = [side for side in sides_of(s) if any(s.players[p].plays for p in side)]
    best = max(_score(s, side) for side in sides)
    top = [side for side in sides if _score(s, side) == best]
    if len(top) == 1:
        win(s, top[0], reason or ("points" if s.mode == MODE_POINTS else "hp"), events)
        return True
    tied = [p for side in top for p in side]
    if not allow_overtime or (s.mode == MODE_POINTS and best >= POINTS_TO_WIN):
        win(s, tied, reason or ("points_tie" if s.mode == MODE_POINTS else "hp_tie"), events)
        return True
    dropped = [p for p in sorted(s.players) if s.players[p].plays and p not in tied]
    for p in dropped:
        s.players[p].scoring = False
    turns = []
    q = s.pos
    for _ in range(len(s.order)):
        q = (q + 1) % len(s.order)
        p = s.order[q]
        if p in tied and p not in turns:
            turns.append(p)
    s.final_wait = turns  # the tie-break turns, in order
    s.overtime_turns_left = len(turns)
    events.append(ev.TieBreak(turns, dropped))
    return False


def battles(s: GameState, cause: str, player: int, events: Events) -> None:
    """One battle, then more while the board stays full (R96, R97); after each, destroyed
    HQs decide the game or leave it."""
    s.own_units()  # a battle wounds units: they must not be shared with the state before the action
    while True:
        before = _snapshot(s)
        report = fight(s, cause, player)
        s.battles += 1
        events.append(report)
        registry.run_after_fight(s, events)
        if after_battle(s, events):
            return
        if not s.core_full():
            registry.run_after_battles(s, events)
            return
        if _snapshot(s) == before:
            # A full board that a battle cannot change would repeat forever: the game ends.
            finish(s, events, allow_overtime=False, reason="deadlock")
            return
        cause = "full_board"
        # A full board fights again at once (R96): no hex for a Scavenger to fly to in between.


def _snapshot(s: GameState) -> tuple[object, ...]:
    return (
        tuple((p, ps.hq_hp, ps.points) for p, ps in sorted(s.players.items())),
        {u.uid: u.wounds for u in s.units.values()},
    )


def after_battle(s: GameState, events: Events) -> bool:
    """Apply what the battle did to HQs; True when the game is over."""
    if s.mode == MODE_POINTS:
        leaders = [p for p in s.players if s.players[p].points >= POINTS_TO_WIN]
        if leaders:
            win(s, leaders, "points_tie" if len(leaders) > 1 else "points", events)
            return True
        return False
    dead = [p for p in sorted(s.players) if not s.players[p].out and s.players[p].hq_hp <= 0]
    if not dead:
        return False
    if s.teams is not None:
        return _team_hq_destroyed(s, dead, events)
    alive = [p for p in sorted(s.players) if not s.players[p].out and s.players[p].hq_hp > 0]
    if len(alive) == 1:
        win(s, alive, "hq_destroyed", events, losers_last=dead)
        return True
    if not alive:
        win(s, dead, "both_hq_destroyed", events)
        return True
    for p in dead:
        eliminate(s, p, "hq_destroyed", events)
    return False


def _team_hq_destroyed(s: GameState, dead: list[int], events: Events) -> bool:
    """Team modes: the side that destroys an enemy HQ first wins. One against a team: if
    HQs of both sides die in one battle, the team wins. Teams of two: then the remaining
    HQs' hit points decide."""
    assert s.teams is not None
    hit = [i for i, team in enumerate(s.teams) if any(p in dead for p in team)]
    if len(hit) == 1:
        winners = s.teams[1 - hit[0]]
        win(s, winners, "hq_destroyed", events)
        return True
    if s.mode == MODE_1V2:
        win(s, s.teams[1], "both_hq_destroyed", events)
        return True
    left = [sum(max(0, s.players[p].hq_hp) for p in team) for team in s.teams]
    if left[0] == left[1]:
        win(s, [p for team in s.teams for p in team], "both_hq_destroyed", events)
    else:
        win(s, s.teams[0 if left[0] > left[1] else 1], "both_hq_destroyed", events)
    return True


def eliminate(s: GameState, player: int, reason: str, events: Events) -> None:
    """Take a player out of a game that goes on: their HQ and every tile of theirs leave the
    board (S000 "Zniszczony Sztab"); their turns are skipped."""
    ps = s.players[player]
    ps.out = True
    s.out_order.append(player)
    if s.taken:  # units under Control: the player's own leave with them, those they took go home
        s.own_units()  # the units may be shared with the state before the action
        for u in sorted(s.units.values(), key=lambda u: u.uid):
            owner = s.taken.get(u.uid)
            if owner is not None and u.player == player and owner != player:
                u.player = owner
                del s.taken[u.uid]
                events.append(ev.ControlLost(player, owner, u.tile, s.board.name(u.hex)))
    removed = sorted((u for u in s.units.values() if s.owner(u) == player), key=lambda u: u.uid)
    for u in removed:
        del s.units[u.hex]
        if not s.spec(u).is_hq:
            ps.discard.append(u.tile)  # every tile stays accounted for
        s.taken.pop(u.uid, None)
    for f in sorted((f for f in s.foundations.values() if f.player == player), key=lambda f: f.uid):
        del s.foundations[f.hex]  # their Foundations leave with them (docs/rulings.md, "Foundations")
        ps.discard.append(f.tile)
    if s.markers:  # and their markers on other players' units (docs/rulings.md NJ5)
        s.markers = {uid: tuple(m for m in found if m.player != player) for uid, found in s.markers.items()}
        s.prune_markers()
    events.append(ev.PlayerOut(player, reason, [s.board.name(u.hex) for u in removed]))
    if player in s.final_wait:
        s.final_wait.remove(player)  # when nobody is left waiting, the current turn's end brings the battle
    if s.pending is not None and s.pending.player == player:
        pending = s.pending
        s.pending = None
        s.phase = PHASE_TURN
        dropped = registry.PENDING[pending.kind].dropped
        if dropped is not None:  # e.g. the other Vultures still fly, then the waiting draw
            dropped(s, pending, events)


def _ranking(s: GameState, winners: list[int], losers_last: list[int]) -> tuple[tuple[int, ...], ...]:
    """Players from best to worst: winners, then the rest by side score, then those who went
    out, the last to go out first."""
    groups: list[tuple[int, ...]] = [tuple(sorted(winners))]
    gone = set(winners)
    rest = [side for side in sides_of(s) if not any(p in gone for p in side)]
    by_score: dict[int, list[int]] = {}
    for side in rest:
        live = [p for p in side if not s.players[p].out and p not in losers_last]
        if live:
            by_score.setdefault(_score(s, side), []).extend(live)
    for score in sorted(by_score, reverse=True):
        groups.append(tuple(sorted(by_score[score])))
    if losers_last:
        groups.append(tuple(sorted(p for p in losers_last if p not in gone)))
    for p in reversed(s.out_order):
        if p not in gone:
            groups.append((p,))
    seen: set[int] = set()
    out = []
    for g in groups:
        g = tuple(p for p in g if p not in seen)
        if g:
            out.append(g)
            seen.update(g)
    return tuple(out)


def win(s: GameState, winners: list[int], reason: str, events: Events, losers_last: list[int] | None = None) -> None:
    every = len(winners) == len(s.players) and len(s.players) > 1
    ranking = _ranking(s, [] if every else winners, losers_last or [])
    if every:
        ranking = (tuple(sorted(s.players)),)
    single = winners[0] if len(winners) == 1 else None
    end_game(s, single, reason, events, winners=() if every else tuple(sorted(winners)), ranking=ranking)


def end_game(
    s: GameState,
    winner: int | None,
    reason: str,
    events: Events | None = None,
    *,
    winners: tuple[int, ...] | None = None,
    ranking: tuple[tuple[int, ...], ...] = (),
) -> None:
    """Mark ``s`` (mutated) as over with a result. ``winners`` defaults to ``winner``'s team."""
    if winners is None:
        if winner is None:
            winners = ()
        else:
            side = next((t for t in sides_of(s) if winner in t), [winner])
            winners = tuple(sorted(side))
    if not ranking:
        # Players who left the game (resigned, eliminated, out of time) rank below everyone
        # still in it, the last to leave first, whatever the ending (M18).
        gone = [p for p in reversed(s.out_order) if p not in winners]
        others = tuple(sorted(p for p in s.players if p not in winners and p not in gone))
        ranking = tuple(g for g in (winners, others, *((p,) for p in gone)) if g)
    s.phase = PHASE_OVER
    s.pending = None
    s.result = Result(winner if len(winners) <= 1 else None, reason, winners, ranking)
    if events is not None:
        events.append(_game_over_event(s))


def _game_over_event(s: GameState) -> ev.GameOver:
    assert s.result is not None
    return ev.GameOver(
        s.result.winner,
        s.result.reason,
        {str(p): ps.hq_hp for p, ps in sorted(s.players.items())},
        list(s.result.winners),
        {str(p): ps.points for p, ps in sorted(s.players.items())} if s.mode == MODE_POINTS else {},
        [p for p, ps in sorted(s.players.items()) if ps.out],
    )


def check_hq_falls(s: GameState, events: Events) -> None:
    """After damage outside a battle: an HQ (or Object) at 0 decides the game as after a battle."""
    if s.mode == MODE_POINTS:
        return
    if any(not ps.out and ps.hq_hp <= 0 for ps in s.players.values()):
        after_battle(s, events)
