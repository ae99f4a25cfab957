"""Typed values shared by every resolver: modifiers, target numbers, die outcomes, messages.

Nothing here is a sentence: a `Modifier.key` is shown with the catalogue message
`wz-mod-<key>`, an `Outcome` with `wz-outcome-<value>`, a `Msg` with its own id and args.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum


@dataclass(frozen=True)
class Modifier:
    """One named modifier to a target number (or to Dam / P), with the section that grants it."""

    key: str
    value: int
    section: str


@dataclass(frozen=True)
class Target:
    """A target number: the base characteristic, every modifier named, and their sum."""

    base_key: str
    base: int
    modifiers: tuple[Modifier, ...]
    total: int

    @classmethod
    def of(cls, base_key: str, base: int, modifiers: Iterable[Modifier] = ()) -> Target:
        """Build a target, dropping zero modifiers and summing the rest onto `base`."""
        kept = tuple(m for m in modifiers if m.value != 0)
        return cls(base_key=base_key, base=base, modifiers=kept, total=base + sum(m.value for m in kept))

    def sections(self) -> tuple[str, ...]:
        """The sections named by the modifiers, in order, without repeats."""
        return unique(m.section for m in self.modifiers)


class Outcome(StrEnum):
    """The four results of a d20 test (1.1.1)."""

    ABSOLUTE_SUCCESS = "absolute-success"
    SUCCESS = "success"
    FAILURE = "failure"
    ABSOLUTE_FAILURE = "absolute-failure"

    @property
    def passed(self) -> bool:
        """Whether the test succeeded."""
        return self in (Outcome.ABSOLUTE_SUCCESS, Outcome.SUCCESS)


class Status(StrEnum):
    """A unit's morale status (8.1)."""

    OK = "ok"
    PINNED = "pinned"
    PANICKED = "panicked"
    BROKEN = "broken"


MsgArg = int | float | str


@dataclass(frozen=True)
class Msg:
    """A catalogue message id with its arguments (the sentence itself lives in the .ftl files)."""

    id: str
    args: dict[str, MsgArg] = field(default_factory=dict)


def unique(items: Iterable[str]) -> tuple[str, ...]:
    """Items in first-seen order without repeats."""
    seen: dict[str, None] = {}
    for item in items:
        seen.setdefault(item, None)
    return tuple(seen)


def half_up(value: int) -> int:
    """Half of a value rounded up (1.1.1)."""
    return -(-value // 2)


def status_modifier(status: Status, section_pinned: str = "8.1.2", section_panic: str = "8.1.3") -> Modifier:
    """The −2 (Pinned) or −4 (Panicked) to WW, WS and Dw; panic replaces pinned (8.1)."""
    if status is Status.PINNED:
        return Modifier("pinned", -2, section_pinned)
    if status in (Status.PANICKED, Status.BROKEN):
        return Modifier("panicked", -4, section_panic)
    return Modifier("status-ok", 0, "8.1")
