"""Puzzles in the bot (docs/puzzles.md): the solvers' and puzzles' ratings (:mod:`.glicko2`)."""
