"""The application's randomness: unpredictable unless asked to repeat itself.

A new game's seed gives the order of every pile (:mod:`rules.secrecy`), and a finished
game's export shows its seed. Drawn from an ordinary :class:`random.Random`, the seeds of
finished games would be consecutive outputs of one Mersenne Twister, enough (624 of them)
to rebuild its state and so the seeds of the games still running; and a 31-bit seed can be
searched for from the first tiles a game deals in the open. So the bot draws from the
operating system (:class:`random.SystemRandom`) and makes its seeds 62 bits long.

Tests, the console's ``--seed`` and ``:seed N`` want the same deals every time: seeded,
:class:`Chance` is an ordinary Mersenne Twister again and new games get the 31-bit seeds
they always had, so a seeded run deals what it dealt before.
"""

from __future__ import annotations

import random
from typing import Any

_SYSTEM = random.SystemRandom()
SEED_BITS_SECRET = 62  # a new game's seed from the system's randomness
SEED_LIMIT_REPRODUCIBLE = 2**31  # from a seeded generator: as games were always dealt


class Chance(random.Random):
    """A :class:`random.Random` that draws from the operating system until it is seeded
    (``Chance(4)`` or ``.seed(4)``); ``.seed(None)`` makes it unpredictable again."""

    reproducible: bool

    def __init__(self, x: Any = None) -> None:
        self.reproducible = False
        super().__init__(x)

    def seed(self, a: Any = None, version: int = 2) -> None:
        self.reproducible = a is not None
        super().seed(a, version)

    def random(self) -> float:
        return super().random() if self.reproducible else _SYSTEM.random()

    def getrandbits(self, k: int) -> int:
        return super().getrandbits(k) if self.reproducible else _SYSTEM.getrandbits(k)


def game_seed(rng: random.Random) -> int:
    """A new game's seed from ``rng``: 62 unpredictable bits from an unseeded
    :class:`Chance`, else (a seeded generator: tests, ``--seed``) one below 2**31, as
    games were always dealt."""
    if isinstance(rng, Chance) and not rng.reproducible:
        return 1 + rng.getrandbits(SEED_BITS_SECRET)
    return rng.randrange(1, SEED_LIMIT_REPRODUCIBLE)
