"""The refusal the formats raise: a ``code`` the league's use case words in the player's
language, with the values the sentence needs."""

from __future__ import annotations


class FormatError(ValueError):
    def __init__(self, code: str, **args: object) -> None:
        super().__init__(code)
        self.code = code
        self.args_ = args
