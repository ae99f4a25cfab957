"""Community leagues: seasons, Plackett–Luce ratings, standings, challenges and rank roles.

``ratings`` is pure (placements in, new ratings out, with ``openskill``); ``outcome`` turns a
finished game into placements; the use cases live in :mod:`bot.usecases.league` and the
storage in :mod:`bot.storage.league`. See docs/leagues.md.
"""
