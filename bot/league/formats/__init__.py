"""League and tournament formats as pure functions on plain records (docs/leagues.md,
"Formats"): how a match of one game, a two-leg duel or a two-game match is scored
(:mod:`.scoring`), standings with match points and Neuroshima Hex tiebreaks (:mod:`.scoring`),
Swiss pairings (:mod:`.swiss`), a single-elimination playoff (:mod:`.playoff`), divisions
with promotion and relegation (:mod:`.divisions`), and the protocols by which a league game's
armies are chosen (:mod:`.armies`).

Nothing here reads a clock, a database or a random source of its own: the league's use cases
give each function what it needs (members as ids, results as records, a seeded ``Random``)
and store what it returns. This package imports nothing of the project's outside itself.
"""
