"""The pure part of a quiet channel: what to edit and what to post for a game's reply."""

from __future__ import annotations

from dataclasses import replace

from bot.replies import Reply
from bot.storage.base import LiveMessage
from bot.usecases.live import KEY_LOBBY, KEY_OVER, TurnView, compose, is_change, plan, repost, summary


def view(key: str, header: str = "**Turn 3** · @ala", status: str = "Turn 3: @ala to play.") -> TurnView:
    return TurnView(game_id=1, channel_id=5, version=9, key=key, header=header, status=status, lang="en")


def live(key: str, version: int = 8, done: tuple[str, ...] = ()) -> LiveMessage:
    return LiveMessage(1, 5, 77, key, version, ("**Turn 3** · @ala", "Turn 3: @ala to play.", *done))


def test_only_newer_public_game_replies_are_changes() -> None:
    assert is_change(Reply("x", game_id=1, version=9), live("k"))
    assert not is_change(Reply("x", game_id=1, version=8), live("k"))  # /hex board: the same state
    assert not is_change(Reply("x", ephemeral=True, game_id=1, version=9), live("k"))
    assert not is_change(Reply("x"), None)
    assert is_change(Reply("x", game_id=1, version=1), None)


def test_an_action_within_the_turn_edits_with_the_lines_so_far() -> None:
    todo = plan(
        live("turn:3:1", done=("@ala discarded Medic.",)),
        view("turn:3:1"),
        Reply("@ala placed Runner on C3.\nTurn 3: @ala to play.", game_id=1, version=9),
    )
    assert todo.post_text is None and todo.close_text is None
    assert todo.did == "@ala placed Runner on C3."  # the status it ended with is not repeated
    assert todo.edit_text == compose(todo.lines)
    assert todo.edit_text.splitlines() == [
        "**Turn 3** · @ala",
        "• @ala discarded Medic.",
        "• @ala placed Runner on C3.",
        "Turn 3: @ala to play.",
    ]


def test_the_turn_passing_closes_with_one_line_and_posts_the_next() -> None:
    nxt = view("turn:4:2", "**Turn 4** · @ola", "Turn 4: @ola to play.")
    reply = Reply("@ala ended their turn.\nTurn 4: @ola to play.", mentions=[2], game_id=1, version=9)
    todo = plan(live("turn:3:1", done=("@ala discarded Medic.",)), nxt, reply)
    assert todo.close_text == "**Turn 3** · @ala: @ala discarded Medic. @ala ended their turn."
    assert todo.edit_text is None and todo.post_text == "**Turn 4** · @ola\nTurn 4: @ola to play."
    assert todo.lines == ("**Turn 4** · @ola", "Turn 4: @ola to play.")


def test_a_ping_within_the_turn_carries_the_turn_on_in_a_new_message() -> None:
    reply = Reply("@ala asks to undo. @ola?", mentions=[2], game_id=1, version=9)
    todo = plan(live("turn:3:1", done=("@ala discarded Medic.",)), view("turn:3:1"), reply)
    assert todo.close_text is not None and todo.post_text is not None
    assert todo.lines[2:] == ("@ala discarded Medic.", "@ala asks to undo. @ola?")


def test_the_first_message_shows_the_reply_and_a_declined_invitation_is_only_closed() -> None:
    first = plan(None, view(KEY_LOBBY, "**New game**", "Waiting."), Reply("@ala challenges @ola", game_id=1, version=1))
    assert first.post_text == "**New game**\n• @ala challenges @ola\nWaiting."
    lobby = LiveMessage(1, 5, 77, KEY_LOBBY, 1, first.lines)
    declined = plan(lobby, view(KEY_OVER, "**Game over**", "Declined."), Reply("@ola declined", game_id=1, version=2))
    assert declined.post_text is None and declined.close_text == "**New game**: @ala challenges @ola @ola declined"


def test_board_reposts_the_turn_and_summaries_are_one_line_and_bounded() -> None:
    again = repost(live("turn:3:1", done=("a",)), view("turn:3:1"))
    assert again.close_text == "**Turn 3** · @ala: a" and again.post_text is not None and "• a" in again.post_text
    long = summary(("H", "s", *["x" * 500] * 10))
    assert "\n" not in long and len(long) <= 1800


# ====================================================================== held lines (a discard)
def turn_view(held: tuple[str, ...] = ()) -> TurnView:
    return TurnView(
        game_id=1,
        channel_id=5,
        version=9,
        key="turn:3:1",
        header="**Turn 3** · @ala",
        status="Turn 3: @ala to play.",
        lang="en",
        held=held,
    )


def test_a_discard_is_held_and_shown_with_the_next_change_of_the_turn() -> None:
    message = live("turn:3:1")
    discard = Reply("@ala discarded Medic.\nTurn 3: @ala to play.", game_id=1, version=9, minor=True)
    held = plan(message, turn_view(held=("@ala discarded Medic.",)), discard)
    assert held.held and held.edit_text is None and held.close_text is None and held.post_text is None
    assert held.lines == message.lines  # the message stays as it is
    # The next placement: the held line first, then the placement (the log rebuilt it).
    place = Reply("@ala placed Runner on C3.\nTurn 3: @ala to play.", game_id=1, version=10)
    todo = plan(LiveMessage(1, 5, 77, "turn:3:1", 9, held.lines), turn_view(held=("@ala discarded Medic.",)), place)
    assert todo.edit_text is not None and todo.edit_text.splitlines()[1:3] == [
        "• @ala discarded Medic.",
        "• @ala placed Runner on C3.",
    ]
    # Or the end of the turn: its one-line summary has both.
    nxt = replace(view("turn:4:2", "**Turn 4** · @ola", "Turn 4: @ola to play."), held=("@ala discarded Medic.",))
    end = Reply("@ala ended their turn.\nTurn 4: @ola to play.", mentions=[2], game_id=1, version=10)
    closed = plan(LiveMessage(1, 5, 77, "turn:3:1", 9, held.lines), nxt, end)
    assert closed.close_text == "**Turn 3** · @ala: @ala discarded Medic. @ala ended their turn."


def test_a_held_line_is_never_shown_twice_and_a_discard_that_pings_is_not_held() -> None:
    shown = live("turn:3:1", done=("@ala discarded Medic.", "@ala placed Runner on C3."))
    again = plan(shown, turn_view(held=("@ala discarded Medic.",)), Reply("@ala placed Gunner.", game_id=1, version=9))
    assert again.lines[2:] == ("@ala discarded Medic.", "@ala placed Runner on C3.", "@ala placed Gunner.")
    pinging = Reply("@ala discarded Medic.", mentions=[2], game_id=1, version=9, minor=True)
    assert not plan(live("turn:3:1"), turn_view(held=("@ala discarded Medic.",)), pinging).held
    first = plan(None, turn_view(held=("@ala discarded Medic.",)), Reply("@ala discarded Medic.", game_id=1, version=9))
    assert first.lines[2:] == ("@ala discarded Medic.",)  # not twice either


def test_board_brings_the_held_lines_down_with_the_turn() -> None:
    again = repost(live("turn:3:1"), turn_view(held=("@ala discarded Medic.",)))
    assert again.post_text is not None and "• @ala discarded Medic." in again.post_text


def test_held_rows_are_the_discards_at_the_end_of_the_log() -> None:
    from datetime import UTC, datetime

    from bot.storage.base import KIND_ACTION, KIND_RESIGN, KIND_UNDO, ActionRow
    from bot.usecases.live import held_rows

    def row(seq: int, notation: str, player: int = 1, kind: str = KIND_ACTION, user: int = 11) -> ActionRow:
        return ActionRow(1, seq, user, player, kind, notation, datetime(2026, 1, 1, tzinfo=UTC))

    end, discard, place = row(1, "end", 2), row(2, "discard medic"), row(3, "place runner C3 NE")
    assert held_rows([end, discard], 1) == [discard]  # the discard was just played
    assert held_rows([end, discard, place], 1) == [discard]  # the placement shows it now
    assert held_rows([end, discard, place, row(4, "place gunner C2 N")], 1) == []  # shown already
    assert held_rows([end, discard, row(4, "undo 2", kind=KIND_UNDO)], 1) == []  # undone
    assert held_rows([end, discard, row(4, "resign 1", kind=KIND_RESIGN)], 1) == [discard]
    assert held_rows([end, discard], 2) == []  # another player's turn
    assert held_rows([end, row(2, "discard medic", user=99)], 1, ai_user_id=99) == []  # the bot tells its own
