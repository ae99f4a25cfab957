"""The one error type of the Warzone companion and the validators that raise it.

A `WarzoneError` names the offending field, the allowed values and a stable code; the
player-facing sentence is the catalogue message `wz-error-<code>` (i18n/locales/*/warzone.ftl).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import TypeVar

E = TypeVar("E", bound=StrEnum)


class WarzoneError(ValueError):
    """Bad input: which field, what is allowed, why (code), and the value that was given."""

    def __init__(self, *, field: str, allowed: str, code: str, value: object = None) -> None:
        super().__init__(f"{code}: {field} (allowed: {allowed}; got: {value!r})")
        self.field = field
        self.allowed = allowed
        self.code = code
        self.value = value

    def as_dict(self) -> dict[str, object]:
        """The error as plain data (what the CLI prints and the bot translates)."""
        value = (
            self.value if isinstance(self.value, int | float | str | bool) or self.value is None else str(self.value)
        )
        return {
            "error": self.code,
            "message_id": f"wz-error-{self.code}",
            "field": self.field,
            "allowed": self.allowed,
            "value": value,
        }


def check_int(field: str, value: int | None, low: int, high: int) -> int:
    """`value` if it is an int within [low, high]; otherwise a WarzoneError naming the field."""
    if value is None:
        raise WarzoneError(field=field, allowed=f"{low}..{high}", code="missing")
    if isinstance(value, bool) or not isinstance(value, int):
        raise WarzoneError(field=field, allowed=f"{low}..{high}", code="not-a-number", value=value)
    if not low <= value <= high:
        raise WarzoneError(field=field, allowed=f"{low}..{high}", code="out-of-range", value=value)
    return value


def check_float(field: str, value: float | None, low: float, high: float) -> float:
    """`value` if it is a number within [low, high]; otherwise a WarzoneError naming the field."""
    if value is None:
        raise WarzoneError(field=field, allowed=f"{low:g}..{high:g}", code="missing")
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise WarzoneError(field=field, allowed=f"{low:g}..{high:g}", code="not-a-number", value=value)
    if not low <= value <= high:
        raise WarzoneError(field=field, allowed=f"{low:g}..{high:g}", code="out-of-range", value=value)
    return float(value)


def check_choice(field: str, value: str, allowed: Iterable[str], code: str = "unknown-value") -> str:
    """`value` if it is one of `allowed`; otherwise a WarzoneError listing them."""
    options = tuple(allowed)
    if value not in options:
        raise WarzoneError(field=field, allowed=",".join(options), code=code, value=value)
    return value


def check_enum(field: str, cls: type[E], value: E | str | None) -> E:
    """`value` as a member of `cls` (accepting its string value); otherwise a WarzoneError listing them."""
    if isinstance(value, cls):
        return value
    allowed = ",".join(m.value for m in cls)
    if value is None:
        raise WarzoneError(field=field, allowed=allowed, code="missing")
    for member in cls:
        if member.value == str(value).strip().lower():
            return member
    raise WarzoneError(field=field, allowed=allowed, code="unknown-value", value=value)
