"""Who sits at a game: the computer player's identity and the checks on a game's players."""

from __future__ import annotations

from dataclasses import dataclass

from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import mention
from bot.storage.base import INVITED, OPEN, GameRecord
from bot.usecases.wording import players_text
from rules.state import GameState


@dataclass(slots=True)
class ComputerSeat:
    """The user id the computer player plays under (Discord: the bot's own user, set once the
    bot knows it; console: the reserved name ``@bot``); ``None``: no computer player. One
    object shared by every use case that must tell the computer from the people."""

    user_id: int | None = None


def hotseat(game: GameRecord) -> bool:
    """One user plays every seat."""
    return game.players[0] is not None and len(set(game.players)) == 1


def in_game(game: GameRecord, state: GameState) -> list[int]:
    """The users still in the game: holding a seat whose player has not left it (resigned,
    eliminated, out of time), each once, in seat order."""
    return list(
        dict.fromkeys(
            u for seat, u in enumerate(game.players, start=1) if u is not None and not state.players[seat].out
        )
    )


def require_member(game: GameRecord, user_id: int) -> list[int]:
    """The user's seats; a Mistake for a user who does not play in the game."""
    seats = game.seats_of(user_id)
    if not seats:
        raise Mistake(vt("err-not-member", players=players_text(game, viewer_lang())))
    return seats


def require_in_game(game: GameRecord, state: GameState, user_id: int) -> list[int]:
    """The user's seats, when they are still in the game; a Mistake for a user who is not a
    player or has left the game."""
    seats = require_member(game, user_id)
    if user_id not in in_game(game, state):
        raise Mistake(vt("err-left-game"))
    return seats


def require_started(game: GameRecord) -> None:
    """A Mistake while the game waits for players."""
    if game.status == OPEN:
        missing = sum(1 for seat in range(1, len(game.players) + 1) if not game.has_joined(seat))
        raise Mistake(vt("err-not-started-open", n=missing))
    if game.status == INVITED:
        waiting = [p for i, p in enumerate(game.players, start=1) if p is not None and not game.has_joined(i)]
        raise Mistake(vt("err-not-started-invited", user=", ".join(mention(p) for p in dict.fromkeys(waiting))))


def deciders(game: GameRecord, state: GameState, by: int, kind: str, computer: ComputerSeat) -> list[int]:
    """Who must accept ``by``'s request of ``kind``: every other user still in the game (the
    computer player too, but not for a change of settings, which it leaves to the people)."""
    out = [u for u in in_game(game, state) if u != by]
    if kind == "settings":
        out = [u for u in out if u != computer.user_id]
    return out
