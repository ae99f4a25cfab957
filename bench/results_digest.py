"""A digest of the engine's results, to check that a speed-up changed none of them.

    python bench/results_digest.py            # on this checkout
    python bench/results_digest.py /path/to/other/checkout
    python bench/results_digest.py --new   # the armies that came after the seven

Prints one SHA-256 over 400 complete random games (final states and action lists), every
legal-action list and event along 30 random games, and 1,500 random full-board battles
(battle reports and resulting states). Two checkouts that print the same digest play the
same games. The optional path puts another checkout's ``rules`` first on ``sys.path``.

Without a flag the games and battles are those of the seven armies the bot first offered
(:data:`SEVEN`, whatever ``rules.armies.ARMIES`` holds now), so that their digest stays
comparable across versions (``2821dc95…`` since the armies became plug-ins). With ``--new``
they are those of every later army (Smart, Vegas, New York, Neojungle, Mississippi, Sharrash,
Uranopolis, the Doomsday Machine…) against every army: a digest of their own (``f19c462f…``
since the Doomsday Machine joined them; ``668e73dd…`` before).
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path

_ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
sys.path.insert(0, _ARGS[0] if _ARGS else str(Path(__file__).resolve().parent.parent))

from rules.ai import play_random_game, random_action  # noqa: E402
from rules.armies import ALL_ARMIES  # noqa: E402
from rules.battle import fight  # noqa: E402
from rules.game import apply, legal_actions, new_game  # noqa: E402
from rules.scenario import load, random_scenario  # noqa: E402
from rules.state import PHASE_OVER  # noqa: E402

SEVEN = ("moloch", "borgo", "outpost", "hegemony", "beasts", "steel-police", "dancer")
NEW = "--new" in sys.argv


def _pair(seed: int) -> tuple[str, str]:
    """Two armies for a game: two of the seven, or with --new one later army and any other."""
    rng = random.Random(seed)
    if not NEW:
        return tuple(rng.sample(SEVEN, 2))  # type: ignore[return-value]
    new = rng.choice([a for a in ALL_ARMIES if a not in SEVEN])
    return (new, rng.choice([a for a in ALL_ARMIES if a != new]))[:: rng.choice((1, -1))]  # type: ignore[return-value]


def digest() -> str:
    h = hashlib.sha256()
    for seed in range(400):
        armies = _pair(seed)
        state, played = play_random_game(armies, seed)  # type: ignore[arg-type]
        h.update(state.dumps().encode())
        h.update(" ".join(map(str, played)).encode())
    for seed in range(30):
        armies = _pair(seed)
        s = new_game(armies, seed)  # type: ignore[arg-type]
        rng = random.Random(seed)
        while s.phase != PHASE_OVER:
            h.update(repr(legal_actions(s)).encode())
            s, events = apply(s, random_action(s, rng))
            h.update(repr([e.to_json() for e in events]).encode())
    rng = random.Random(2026)
    for i in range(1500):
        b = load(random_scenario(rng, armies=_pair(i) if NEW else None, pool=SEVEN))
        report = fight(b, "battle_tile", 1)
        h.update(repr(report.to_json()).encode())
        h.update(b.dumps().encode())
    return h.hexdigest()


if __name__ == "__main__":
    print(digest())
