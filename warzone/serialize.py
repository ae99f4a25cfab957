"""Plain-data views of results (dataclasses, enums and tuples to JSON-ready dicts and lists)."""

from __future__ import annotations

import dataclasses
from enum import Enum


def to_data(value: object) -> object:
    """Recursively turn a result into dicts, lists, numbers and strings."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [to_data(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_data(v) for k, v in value.items()}
    return value
