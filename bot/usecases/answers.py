"""Replies every use case builds alike: a private mistake, a question with Confirm and
Cancel, and the buttons of a game's turn."""

from __future__ import annotations

import i18n
from bot.locale import vt
from bot.replies import Button, Press, Reply
from bot.storage.base import ABORTED, FINISHED, GameRecord
from rules.state import PHASE_OVER, GameState


def oops(text: str, game: GameRecord | None = None) -> Reply:
    """A private answer that changed nothing (a player's mistake)."""
    return Reply(
        text=text,
        ephemeral=True,
        game_id=None if game is None else game.id,
        version=None if game is None else game.version,
        refused=True,
    )


def confirm(game: GameRecord, question: str, line: Press) -> Reply:
    """A private question with Confirm (runs ``line``; the button carries the game's version,
    so a Confirm from before a change of the game changes nothing) and Cancel."""
    return Reply(
        text=question,
        ephemeral=True,
        buttons=[
            Button(vt("btn-confirm"), line, "danger", "confirm"),
            Button(vt("btn-cancel"), Press("cancel"), "secondary", "cancel"),
        ],
        game_id=game.id,
        version=game.version,
    )


def push_choice_buttons(state: GameState, tr: i18n.Tr) -> list[Button]:
    """One button per hex the pushed player may choose, when a push waits for that choice."""
    if state.pending is None:
        return []
    names = [state.board.name(h) for h in state.pending.options]
    kind = state.pending.kind  # each kind of choice words its buttons in its army's catalogue
    label = f"btn-choose-{kind}" if i18n.has(f"btn-choose-{kind}") else "btn-choose-push"
    stay = f"btn-stay-{kind}"  # the option of staying where it is, for the kinds that have one
    here = state.board.name(state.pending.target) if i18n.has(stay) else ""
    # A pulled unit or the Vulture may also turn: the step picker asks the hex, then the facing.
    facing = (
        [Button(tr("surface-hex-and-facing"), Press("act", notation="choose ?"), "success", "facing")]
        if state.pending.kind != "push"
        else []
    )
    return facing + [
        Button(
            tr(stay if n == here else label, hex=n),
            Press("choose", hex=n),
            "secondary" if n == here else "primary",
            f"choose-{n}",
        )
        for n in names
    ]


def request_buttons(kind: str, tr: i18n.Tr) -> list[Button]:
    """Accept and Refuse for a pending undo, draw or settings request."""
    return [
        Button(tr(f"btn-accept-{kind}"), Press(kind, answer="yes"), "success", f"accept-{kind}"),
        Button(tr(f"btn-refuse-{kind}"), Press(kind, answer="no"), "danger", f"refuse-{kind}"),
    ]


def turn_buttons(game: GameRecord, state: GameState, tr: i18n.Tr, *, undo: bool = True) -> list[Button]:
    """The buttons of a game's turn as every public reply of it shows them: a push choice's
    hexes; else Accept/Refuse of a pending request, My tiles and (``undo``) Undo; Export
    once the game is over."""
    if state.phase == PHASE_OVER or game.status in (FINISHED, ABORTED):
        return [Button(tr("btn-export"), Press("export"), "secondary", "export")]
    if state.pending is not None:
        return push_choice_buttons(state, tr)
    out = request_buttons(str(game.request["kind"]), tr) if game.request else []
    out.append(Button(tr("btn-my-tiles"), Press("hand"), "primary", "tiles"))
    if undo:
        out.append(Button(tr("btn-undo"), Press("undo"), "secondary", "undo"))
    return out
