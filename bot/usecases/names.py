"""How users are called: the display names the adapters see, remembered for the pictures'
panel ("ala · Moloch" rather than "Player 1")."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping

from bot.storage.base import GameRecord
from bot.storage.people import NameStore
from bot.usecases.clock import Clock

log = logging.getLogger(__name__)

NAMES_SEEN = 4096  # names remembered per process (remember skips writing them again)


class NameBook:
    """Users' names: stored once each per process, read back for the players of a board."""

    def __init__(self, name_store: NameStore, clock: Clock) -> None:
        self.name_store = name_store
        self.clock = clock
        self._seen: OrderedDict[int, str] = OrderedDict()  # names stored or read

    async def remember(self, names: Mapping[int, str]) -> None:
        """Remember how users are called (the adapters pass the display names they see) for
        the pictures' panel; a name this process stored already is not written again, and a
        failure to store one never stops the command that came with it."""
        fresh = {u: n.strip() for u, n in names.items() if n and n.strip() and self._seen.get(u) != n.strip()}
        if not fresh:
            return
        try:
            await self.name_store.remember_names(fresh, self.clock())
        except Exception:
            log.warning("could not store user names", exc_info=True)
            return
        self._know(fresh)

    def _know(self, names: Mapping[int, str]) -> None:
        """Keep ``names`` in memory (the most recent :data:`NAMES_SEEN` of them)."""
        for u, n in names.items():
            self._seen[u] = n
            self._seen.move_to_end(u)
        while len(self._seen) > NAMES_SEEN:
            self._seen.popitem(last=False)

    async def of_seats(self, game: GameRecord) -> dict[int, str]:
        """The players' stored names by seat (seats without one are left out); names this
        process stored or read already come from memory, so most boards cost no query."""
        missing = [u for u in game.players if u is not None and u not in self._seen]
        if missing:
            self._know(await self.name_store.names_of(missing))
        known = self._seen
        return {seat: known[u] for seat, u in enumerate(game.players, start=1) if u is not None and u in known}
