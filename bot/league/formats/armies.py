"""How the two armies of a league game are chosen: nobody ever chooses the other player's army.

- ``random``: a random pair of different armies among those the league allows.
- ``blind``: each player picks an army privately; both are shown together when both picked
  (the same army on both sides is allowed: a mirror match).
- ``ban-pick``: each player names three different armies privately; when both named them,
  each bans one of the other's three; then each picks one of their own two left. When both
  pick the same army, the player the draft's coin chose (drawn when the draft began) plays
  their other army, their backup, instead.

A player who does not answer in the league's time gets the documented default
(:meth:`Draft.fill`): a random allowed army to name or pick, a random ban. Every step is
checked here (an army the league does not offer, a ban of an army the opponent did not name,
a pick out of turn, a step done twice): :class:`DraftError` carries a code the use case words.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.league.formats.errors import FormatError
from bot.league.formats.scoring import Member

NAMED = 3


class Protocol(enum.StrEnum):
    RANDOM = "random"
    BLIND = "blind"
    BAN_PICK = "ban-pick"

    def fewest(self) -> int:
        """The fewest armies a league must offer for this protocol."""
        return NAMED if self is Protocol.BAN_PICK else 1 if self is Protocol.BLIND else 2


class Step(enum.StrEnum):
    NAME = "name"
    BAN = "ban"
    PICK = "pick"
    DONE = "done"


class DraftError(FormatError):
    """A step the draft refuses; ``code`` says why (``not-offered``, ``not-named``,
    ``out-of-turn``, ``done-already``, ``not-a-player``, ``name-three``)."""


@dataclass(frozen=True)
class Draft:
    """One game's army draft between ``players`` (two members)."""

    protocol: Protocol
    offered: tuple[str, ...]
    players: tuple[Member, Member]
    coin: Member  # who plays their backup on a mirror pick (ban-pick)
    named: dict[Member, tuple[str, ...]] = field(default_factory=dict)
    bans: dict[Member, str] = field(default_factory=dict)  # member -> the army they banned of the other's
    picks: dict[Member, str] = field(default_factory=dict)

    @classmethod
    def begin(
        cls, protocol: Protocol, offered: Sequence[str], players: tuple[Member, Member], rng: random.Random
    ) -> Draft:
        armies = tuple(dict.fromkeys(offered))
        if len(armies) < protocol.fewest():
            raise DraftError("too-few-armies", fewest=protocol.fewest())
        if players[0] == players[1]:
            raise DraftError("not-a-player")
        draft = cls(protocol, armies, players, coin=rng.choice(players))
        if protocol is Protocol.RANDOM:
            pair = rng.sample(armies, 2)
            draft = replace(draft, picks={players[0]: pair[0], players[1]: pair[1]})
        return draft

    # -- where the draft stands ------------------------------------------------------------

    @property
    def step(self) -> Step:
        if len(self.picks) == 2:
            return Step.DONE
        if self.protocol is Protocol.BAN_PICK:
            if len(self.named) < 2:
                return Step.NAME
            if len(self.bans) < 2:
                return Step.BAN
        return Step.PICK

    def waiting_for(self) -> list[Member]:
        """The players who still have to act in this step."""
        done: dict[Step, Collection[Member]] = {
            Step.NAME: self.named,
            Step.BAN: self.bans,
            Step.PICK: self.picks,
            Step.DONE: self.players,
        }
        return [p for p in self.players if p not in done[self.step]]

    def other(self, member: Member) -> Member:
        self._player(member)
        return self.players[1] if member == self.players[0] else self.players[0]

    def choices(self, member: Member) -> tuple[str, ...]:
        """What ``member`` may choose in the current step."""
        step = self.step
        if step is Step.NAME or (step is Step.PICK and self.protocol is Protocol.BLIND):
            return self.offered
        if step is Step.BAN:
            return self.named[self.other(member)]
        if step is Step.PICK:
            return self.left(member)
        return ()

    def left(self, member: Member) -> tuple[str, ...]:
        """``member``'s named armies that the opponent did not ban (ban-pick)."""
        banned = self.bans.get(self.other(member))
        return tuple(a for a in self.named.get(member, ()) if a != banned)

    def armies(self) -> dict[Member, str]:
        """Each player's army once the draft is done (a mirror pick already resolved)."""
        if self.step is not Step.DONE:
            raise DraftError("out-of-turn")
        return dict(self.picks)

    # -- steps -----------------------------------------------------------------------------

    def name(self, member: Member, armies: Sequence[str]) -> Draft:
        self._expect(member, Step.NAME, self.named)
        chosen = tuple(dict.fromkeys(armies))
        if len(chosen) != NAMED or len(armies) != NAMED:
            raise DraftError("name-three", n=NAMED)
        for army in chosen:
            self._offered(army)
        return replace(self, named={**self.named, member: chosen})

    def ban(self, member: Member, army: str) -> Draft:
        self._expect(member, Step.BAN, self.bans)
        if army not in self.named[self.other(member)]:
            raise DraftError("not-named", army=army)
        return replace(self, bans={**self.bans, member: army})

    def pick(self, member: Member, army: str) -> Draft:
        self._expect(member, Step.PICK, self.picks)
        if self.protocol is Protocol.BAN_PICK:
            if army not in self.left(member):
                raise DraftError("not-named", army=army)
        else:
            self._offered(army)
        picks = {**self.picks, member: army}
        if self.protocol is Protocol.BAN_PICK and len(picks) == 2 and len(set(picks.values())) == 1:
            backup = next(a for a in self.left(self.coin) if a != army)
            picks[self.coin] = backup
        return replace(self, picks=picks)

    def fill(self, rng: random.Random) -> Draft:
        """The defaults for everyone who did not act in the current step (the league's time ran
        out): a random army to name or pick, a random ban."""
        draft = self
        for member in self.waiting_for():
            options = list(draft.choices(member))
            step = draft.step
            if step is Step.NAME:
                draft = draft.name(member, rng.sample(options, NAMED))
            elif step is Step.BAN:
                draft = draft.ban(member, rng.choice(options))
            elif step is Step.PICK:
                draft = draft.pick(member, rng.choice(options))
        return draft

    # -- storage ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "protocol": self.protocol.value,
            "offered": list(self.offered),
            "players": list(self.players),
            "coin": self.coin,
            "named": {str(m): list(a) for m, a in self.named.items()},
            "bans": {str(m): a for m, a in self.bans.items()},
            "picks": {str(m): a for m, a in self.picks.items()},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Draft:
        a, b = data["players"]
        return cls(
            Protocol(data["protocol"]),
            tuple(data["offered"]),
            (int(a), int(b)),
            int(data["coin"]),
            {int(m): tuple(v) for m, v in data["named"].items()},
            {int(m): v for m, v in data["bans"].items()},
            {int(m): v for m, v in data["picks"].items()},
        )

    # -- checks ----------------------------------------------------------------------------

    def _player(self, member: Member) -> None:
        if member not in self.players:
            raise DraftError("not-a-player")

    def _expect(self, member: Member, step: Step, done: dict[Member, Any]) -> None:
        self._player(member)
        if self.step is not step:
            raise DraftError("done-already" if self.step is Step.DONE else "out-of-turn")
        if member in done:
            raise DraftError("done-already")

    def _offered(self, army: str) -> None:
        if army not in self.offered:
            raise DraftError("not-offered", army=army)
