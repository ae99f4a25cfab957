"""The board in words: a description (alt text) that names every player.

``describe_board(state, lang)`` says what a board picture shows for a screen reader: the
board size and mode, whose turn it is (or the result), and for every player in turn order
the army, the team, the HQ's hit points (points in points mode) or that the player is
out, the units on the board, pile and hand, and the place once the game is over. Every
word comes from the message catalogue (``panel.ftl``).
"""

from __future__ import annotations

from collections.abc import Mapping

from renderer.board import unit_faces
from renderer.colors import team_letter
from renderer.labels import army_name, check_lang, text, tile_name
from renderer.panel import places, result_text, seats_in_order, team_index
from rules import registry
from rules.catalog import army
from rules.state import MODE_POINTS, PHASE_HQ, PHASE_OVER, POINTS_TO_WIN, GameState
from rules.venom import VENOM


def describe_board(state: GameState, lang: str = "en", *, names: Mapping[int, str] | None = None) -> str:
    """The alt text of :func:`renderer.render_board`'s picture of ``state``.

    ``names`` may replace the army name of a player (e.g. ``{1: "Ala (Moloch)"}``).
    """
    lang = check_lang(lang)

    def who(p: int) -> str:
        if names is not None and p in names:
            return names[p]
        return army_name(state.players[p].army, lang)

    p = state.to_act
    if state.phase == PHASE_OVER or state.result is not None:
        situation = text("alt_over", lang, result=result_text(state, lang))
    elif state.phase == PHASE_HQ:
        situation = text("alt_hq_phase", lang, n=p, army=who(p))
    elif state.pending is not None:
        situation = text("alt_choice", lang, n=p, army=who(p))
    else:
        situation = text("alt_turn", lang, turn=state.turn_number, n=p, army=who(p))
    ranks = places(state) if state.phase == PHASE_OVER else {}
    players = "; ".join(
        text("alt_player", lang, n=q, army=who(q), details=", ".join(_details(state, q, ranks.get(q), lang)))
        for q in seats_in_order(state)
    )
    mode = text(f"mode_{state.mode}", lang, goal=POINTS_TO_WIN)
    out = text("alt_board", lang, hexes=len(state.board), mode=mode, situation=situation, players=players)
    if state.foundations:
        out += " " + _foundations(state, lang)
    if state.taken or state.markers or registry.unit_state_tests(state):
        out += " " + _markers(state, lang)
    return out.rstrip()


def _markers(state: GameState, lang: str) -> str:
    """The units taken over (Vegas), the poisoned ones (venom markers), the paralysed, the
    Underground and those without power, in the board's order."""
    # the armies' own states (paralysed, Underground, without power: rules.registry.unit_state)
    faces = unit_faces(state) if registry.unit_state_tests(state) else {}
    items = []
    for h in sorted(state.units, key=lambda h: state.board.name(h)):
        u = state.units[h]
        name = tile_name(state.spec(u), lang)
        if state.taken and u.uid in state.taken:
            items.append(text("alt_taken", lang, tile=name, hex=state.board.name(h), owner=state.owner(u), n=u.player))
        venom = len(state.markers_on(u.uid, VENOM)) if state.markers else 0
        if venom:
            items.append(text("alt_venom", lang, tile=name, hex=state.board.name(h), count=venom))
        face = faces.get(h)
        if face is not None:
            for key, on in (
                ("paralysed", face.paralysed),
                ("underground", face.underground),
                ("unpowered", face.unpowered),
            ):
                if on:
                    items.append(text(f"alt_{key}", lang, tile=name, hex=state.board.name(h)))
    return "; ".join(items) + "." if items else ""


def _foundations(state: GameState, lang: str) -> str:
    """Every Foundation on the board, in the board's order, with the unit standing on it."""
    items = []
    for h in sorted(state.foundations, key=lambda h: state.board.name(h)):
        f = state.foundations[h]
        name = tile_name(army(state.players[f.player].army).tile(f.tile), lang)
        unit = state.units.get(h)
        if unit is None:
            items.append(text("alt_foundation", lang, tile=name, n=f.player, hex=state.board.name(h)))
        else:
            under = tile_name(state.spec(unit), lang) if unit.tile != "hq" else text("hq", lang)
            items.append(text("alt_foundation_under", lang, tile=name, n=f.player, hex=state.board.name(h), unit=under))
    return text("alt_foundations", lang, list="; ".join(items)) + "."


def _details(state: GameState, p: int, place: int | None, lang: str) -> list[str]:
    ps = state.players[p]
    out: list[str] = []
    team = team_index(state, p)
    if team is not None:
        out.append(text("alt_team", lang, team=team_letter(team)))
    if ps.out:
        out.append(text("alt_out", lang))
    elif state.mode == MODE_POINTS:
        out.append(text("alt_points", lang, points=ps.points, goal=POINTS_TO_WIN))
    else:
        out.append(text("alt_hq", lang, hp=ps.hq_hp))
    if not ps.out:
        units = sum(1 for u in state.units.values() if u.player == p and u.tile != "hq")
        out.append(text("alt_units", lang, n=units))
        out.append(text("alt_pile_hand", lang, pile=len(ps.pile), hand=len(ps.hand)))
    if place is not None:
        out.append(text("alt_place", lang, place=text("place", lang, n=place)))
    return out
