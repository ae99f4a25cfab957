"""``python -m rules.puzzle generate|verify`` (docs/puzzles.md).

    python -m rules.puzzle generate [--games 40] [--seed 1] [--per-army 12] [--out FILE]
    python -m rules.puzzle verify [FILE]

``generate`` plays two-player self-play games between the medium computer players over every
pair of the armies the engine plays, tries each position right after a player's discard,
keeps the puzzles (:func:`rules.puzzle.make`), asks the easy and medium players whether they
find the solution (for the difficulty), and writes them, with those already in FILE, to FILE
(default: the puzzles the bot ships, ``rules/puzzle/puzzles.json``). It prints how many
positions it searched per CPU-minute and its yield. ``verify`` solves every stored puzzle
again and names each one whose solution changed (exit status 1).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

from rules.ai import make_player
from rules.armies import ALL_ARMIES
from rules.game import apply, new_game
from rules.position import state_of
from rules.puzzle import Puzzle, make, verify
from rules.state import PHASE_OVER, PHASE_TURN, GameState

STORE = Path(__file__).with_name("puzzles.json")


def load(path: Path = STORE) -> list[Puzzle]:
    if not path.exists():
        return []
    return [Puzzle.from_json(p) for p in json.loads(path.read_text(encoding="utf-8"))["puzzles"]]


def save(puzzles: list[Puzzle], path: Path = STORE) -> None:
    data = {"format": "hexbot-puzzles/1", "puzzles": [p.to_json() for p in sorted(puzzles, key=lambda p: p.id)]}
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _finders(state: GameState, puzzle: Puzzle, seed: int) -> list[bool]:
    found = []
    for level in ("easy", "medium"):
        action = make_player(level, seed=seed).choose(state)
        found.append((action.tile, action.hexes[0] if action.hexes else "") in puzzle.keys)
    return found


def generate(games: int, seed: int, per_army: int, known: list[Puzzle]) -> tuple[list[Puzzle], dict[str, float]]:
    """New puzzles from ``games`` self-play games (armies paired in turn), until every army
    has ``per_army`` puzzles or the games are played."""
    have = {p.id for p in known}
    count = {a: sum(1 for p in known if p.army == a) for a in ALL_ARMIES}
    pairs = list(itertools.permutations(ALL_ARMIES, 2))
    found: list[Puzzle] = []
    searched = 0
    started = time.process_time()
    for g in range(games):
        if all(n >= per_army for n in count.values()):
            break
        armies = pairs[(seed + g) % len(pairs)]
        if all(count[a] >= per_army for a in armies):
            continue
        state = new_game(list(armies), seed=seed * 1000 + g)
        players = {1: make_player("medium", seed=g), 2: make_player("medium", seed=g + 1)}
        for n in itertools.count(1):
            if state.phase == PHASE_OVER or n > 600:
                break
            action = players[state.to_act].choose(state)
            state, _ = apply(state, action)
            if action.verb != "discard" or state.phase != PHASE_TURN or state.pending is not None:
                continue
            searched += 1
            puzzle = make(state, f"self-play {armies[0]} v {armies[1]}, seed {seed * 1000 + g}, action {n}")
            if puzzle is None:
                continue
            if puzzle.id in have:
                continue
            harder = sum(1 for f in _finders(state_of(puzzle.code), puzzle, seed) if not f)
            puzzle = replace(puzzle, difficulty=min(5, puzzle.difficulty + harder))
            have.add(puzzle.id)
            found.append(puzzle)
            count[puzzle.army] += 1
    cpu = time.process_time() - started
    return found, {"searched": searched, "found": len(found), "cpu_s": cpu}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m rules.puzzle", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--games", type=int, default=600)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--per-army", type=int, default=12)
    g.add_argument("--out", type=Path, default=STORE)
    v = sub.add_parser("verify")
    v.add_argument("file", type=Path, nargs="?", default=STORE)
    args = p.parse_args(argv)
    if args.command == "generate":
        known = load(args.out)
        new, stats = generate(args.games, args.seed, args.per_army, known)
        save(known + new, args.out)
        per_minute = stats["searched"] / stats["cpu_s"] * 60 if stats["cpu_s"] else 0.0
        share = stats["found"] / stats["searched"] if stats["searched"] else 0.0
        print(
            f"{stats['searched']} positions searched in {stats['cpu_s']:.1f} s of CPU "
            f"({per_minute:.0f} a CPU-minute), {stats['found']} new puzzles ({share:.1%}); "
            f"{len(known) + len(new)} in {args.out}"
        )
        return 0
    failures = 0
    puzzles = load(args.file)
    for puzzle in puzzles:
        problems = verify(puzzle)
        if problems:
            failures += 1
            print(f"puzzle {puzzle.id} ({puzzle.source}): {'; '.join(problems)}", file=sys.stderr)
    print(f"{len(puzzles) - failures} of {len(puzzles)} puzzles verified")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
