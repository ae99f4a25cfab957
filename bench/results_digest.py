"""A digest of the engine's results, to check that a speed-up changed none of them.

    python bench/results_digest.py            # on this checkout
    python bench/results_digest.py /path/to/other/checkout
    python bench/results_digest.py --rules-only   # the armies whose rules alone are ready

Prints one SHA-256 over 400 complete random games (final states and action lists), every
legal-action list and event along 30 random games, and 1,500 random full-board battles
(battle reports and resulting states). Two checkouts that print the same digest play the
same games. The optional path puts another checkout's ``rules`` first on ``sys.path``. With
``--rules-only`` the games and battles are those of the armies of ``rules.armies.RULES_ONLY``
(Smart, New York, Neojungle, Vegas, Mississippi, Sharrash, Uranopolis) against every army: a digest of their own, so that the seven armies'
digest stays what it was.
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path

_ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
sys.path.insert(0, _ARGS[0] if _ARGS else str(Path(__file__).resolve().parent.parent))

from rules.ai import play_random_game, random_action  # noqa: E402
from rules.battle import fight  # noqa: E402
from rules.catalog import ARMIES  # noqa: E402
from rules.game import apply, legal_actions, new_game  # noqa: E402
from rules.scenario import load, random_scenario  # noqa: E402
from rules.state import PHASE_OVER  # noqa: E402


def _pair(seed: int) -> tuple[str, str]:
    """Two armies for a game: from ARMIES, or with --rules-only one new army and any other."""
    rng = random.Random(seed)
    if "--rules-only" not in sys.argv:
        return tuple(rng.sample(ARMIES, 2))  # type: ignore[return-value]
    from rules.armies import ALL_ARMIES, RULES_ONLY

    new = rng.choice(RULES_ONLY)
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
        b = load(random_scenario(rng, armies=_pair(i) if "--rules-only" in sys.argv else None))
        report = fight(b, "battle_tile", 1)
        h.update(repr(report.to_json()).encode())
        h.update(b.dumps().encode())
    return h.hexdigest()


if __name__ == "__main__":
    print(digest())
