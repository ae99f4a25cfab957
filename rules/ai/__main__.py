"""``python -m rules.ai duel ...``: see :mod:`rules.ai.duel`."""

from __future__ import annotations

import sys

from rules.ai.duel import main

if __name__ == "__main__":
    argv = sys.argv[1:]
    if not argv or argv[0] != "duel":
        print(
            "usage: python -m rules.ai duel (--seats L1,L2,... [--mode M] [--board 19|37] | --a LEVEL --b LEVEL) --games N --seed S [--budget-ms M] [--clock cpu] [--armies a,b,... | --army-pool all]"
        )
        sys.exit(2)
    sys.exit(main(argv[1:]))
