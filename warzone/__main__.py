"""`python -m warzone COMMAND key=value …` (see warzone/cli.py and docs/warzone.md)."""

import sys

from warzone.cli import main

sys.exit(main())
