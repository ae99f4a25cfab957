"""Community leagues, a feature package: seasons, Plackett–Luce ratings, standings,
challenges, a round-robin and rank roles (docs/leagues.md).

Pure modules: ``ratings`` (placements in, new ratings out, with ``openskill``), ``outcome``
(a finished game as placements), ``schedule`` (the circle method). The use cases, each an
object given its collaborators, gathered in :class:`bot.league.leagues.Leagues`:
``directory`` (finding leagues, seasons, members), ``settlement`` (rating ended games,
corrections), ``seasons`` (create, configure, start and end seasons), ``membership``
(join, leave, list), ``matchmaking`` (challenges, the queue), ``fixtures`` (the
round-robin), ``divisions`` (a divisions league's cut, standings, promotion and
relegation), ``events`` (Swiss events and their playoff), ``standings`` (standings,
profiles, games, export), ``roles`` (rank roles). The storage is :mod:`bot.storage.league`
(and :mod:`bot.storage.league_events` for the events).
"""
