"""Dancer's Dance without notation: the dance planner (``/hex dance``, a button of the hand).

The planner is a private preview, like the placement preview: it holds a *plan*, where each
of the player's Objects goes and how it faces, and shows the board as the Dance would leave
it (the Objects' paths drawn over it) with three menus — which Object to change, where it
goes (its own hex, or another Object's: the two swap places) and how it faces — and the
buttons ⟲ ⟳ (turn the chosen Object), Start over, Confirm and Cancel. Every choice reruns
the planner with the new plan (``/hex dance plan:D4-S,C3-N,E2-NE object:red``: one
``HEX-FACING`` per Object, in the order of :func:`rules.dancer.objects_of`); nothing is done
until Confirm, which runs exactly one ``dance FROM TO FACING ...`` action through
``/hex act`` (the changed Objects only). Buttons and menus carry the game's version, so a
planner shown before the game moved on answers "the board changed" and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import i18n
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import Button, Press, Reply, Select, SelectOption
from bot.storage.base import GameRecord
from bot.usecases.access import GameAccess
from bot.usecases.answers import oops
from bot.usecases.legal import LegalActions
from bot.usecases.pictures import Pictures
from bot.usecases.surface import ARROWS, FACINGS
from bot.usecases.util import rules_error_text
from bot.usecases.wording import viewer_narrator
from rules import events as ev
from rules.actions import Action, RulesError
from rules.dancer import objects_of
from rules.game import apply
from rules.hexes import Direction
from rules.state import GameState, Unit


@dataclass(frozen=True, slots=True)
class Step:
    """One Object in the plan: where it stands now and where it goes, facing which way."""

    unit: Unit
    to: str
    facing: str

    def changed(self, board_name: str) -> bool:
        return self.to != board_name or self.facing != self.unit.facing.name


def short_key(unit: Unit) -> str:
    """``object-red`` -> ``red``: how the planner names an Object in its commands."""
    return unit.tile.removeprefix("object-")


def format_plan(steps: list[Step]) -> str:
    return ",".join(f"{s.to}-{s.facing}" for s in steps)


def parse_plan(state: GameState, units: list[Unit], plan: str | None) -> list[Step]:
    """The plan's steps, one per Object (``None``: everything as it stands); a Mistake when
    it names a hex that holds none of the Objects, a bad facing, or two Objects on one hex."""
    b = state.board
    here = [b.name(u.hex) for u in units]
    if not plan:
        return [Step(u, h, u.facing.name) for u, h in zip(units, here, strict=True)]
    parts = [p for p in plan.replace(" ", "").split(",") if p]
    if len(parts) != len(units):
        raise Mistake(vt("dance-plan-count", n=len(units)))
    steps: list[Step] = []
    for u, part in zip(units, parts, strict=True):
        hex_word, _, facing_word = part.partition("-")
        try:
            name = b.name(b.parse(hex_word))
        except ValueError:
            raise Mistake(vt("rules-bad-hex", word=hex_word)) from None
        if name not in here:
            raise Mistake(vt("dance-plan-not-object", hex=name))
        try:
            facing = Direction.parse(facing_word or u.facing.name).name
        except ValueError:
            raise Mistake(vt("rules-bad-facing", word=facing_word)) from None
        steps.append(Step(u, name, facing))
    if len({s.to for s in steps}) != len(steps):
        raise Mistake(vt("dance-plan-twice"))
    return steps


def notation(state: GameState, steps: list[Step]) -> str:
    """The ``dance`` action of a plan: the changed Objects only ("" when nothing changes)."""
    b = state.board
    words = [f"{b.name(s.unit.hex)} {s.to} {s.facing}" for s in steps if s.changed(b.name(s.unit.hex))]
    return f"dance {' '.join(words)}" if words else ""


class DancePlanner:
    """The dance planner (see the module docstring)."""

    def __init__(self, access: GameAccess, pictures: Pictures, legal: LegalActions) -> None:
        self.access = access
        self.pictures = pictures
        self.legal = legal

    async def dance_plan(
        self,
        channel_id: int,
        user_id: int,
        plan: str | None = None,
        chosen: str | None = None,
        *,
        version: int | None = None,
    ) -> Reply:
        """The private dance planner for ``plan`` (``None``: as the Objects stand), the Object
        ``chosen`` (``red``, ``blue``, ``yellow`` or its hex; default the first) being changed."""
        try:
            game, state, player = await self.access.load_turn(channel_id, user_id, version)
            units = objects_of(state, player)
            if not any(a.verb == "dance" for a in self.legal.of(game, state)):
                raise Mistake(_why_not(state, units))
            steps = parse_plan(state, units, plan)
            pick = _chosen(state, steps, chosen)
            dance = notation(state, steps)
            after: GameState = state
            events: list[ev.Event] = []
            if dance:
                try:
                    after, events = apply(state, Action.parse(dance))
                except RulesError as e:  # pragma: no cover - every permutation is a legal Dance
                    raise Mistake(rules_error_text(e)) from None
        except Mistake as m:
            return m.reply or oops(str(m))
        return await self._planner(game, state, player, steps, pick, dance, after, events)

    async def _planner(
        self,
        game: GameRecord,
        state: GameState,
        player: int,
        steps: list[Step],
        pick: Step,
        dance: str,
        after: GameState,
        events: Sequence[ev.Event],
    ) -> Reply:
        tr = i18n.translator(viewer_lang())
        n = viewer_narrator(game)
        b = state.board
        name = {s.unit.uid: n.tile(player, s.unit.tile) for s in steps}
        plan = format_plan(steps)
        key = short_key(pick.unit)
        lines = [tr("dance-title")]
        for s in steps:
            src = b.name(s.unit.hex)
            arrow = ARROWS[s.facing]
            if s.to != src:
                lines.append(
                    tr("dance-line-move", tile=name[s.unit.uid], **{"from": src}, to=s.to, facing=f"{s.facing} {arrow}")
                )
            elif s.facing != s.unit.facing.name:
                lines.append(tr("dance-line-turn", tile=name[s.unit.uid], hex=src, facing=f"{s.facing} {arrow}"))
            else:
                lines.append(tr("dance-line-stay", tile=name[s.unit.uid], hex=src, facing=f"{s.facing} {arrow}"))
        for e in events:  # a netted Object breaking free takes wounds (Release, D8)
            if isinstance(e, ev.Released):
                lines.extend(n.events([e]))
        hand = state.players[player].hand
        lines.append(tr("dance-cost", n=len(hand), tiles=n.tiles(player, hand) or "—"))
        lines.append(tr("dance-confirm") if dance else tr("dance-nothing"))

        def run(new_steps: list[Step], chosen: Step) -> Press:
            return Press("dance", plan=format_plan(new_steps), object=short_key(chosen.unit))

        objects = Select(
            tr("dance-pick-object"),
            [
                SelectOption(
                    _object_label(tr, name[s.unit.uid], b.name(s.unit.hex), s),
                    Press("dance", plan=plan, object=short_key(s.unit)),
                    s is pick,
                )
                for s in steps
            ],
            "dance-object",
        )
        where: list[SelectOption] = []
        for s in steps:  # each Object's hex: here, or swap places with the Object planned there
            there = s.unit.hex
            target = b.name(there)
            occupant = next(o for o in steps if o.to == target)
            if occupant is pick:
                label = tr("dance-opt-here", hex=target)
            else:
                label = tr("dance-opt-swap", hex=target, tile=name[occupant.unit.uid])
            swapped = [
                Step(o.unit, target, o.facing) if o is pick else Step(o.unit, pick.to, o.facing) if o is occupant else o
                for o in steps
            ]
            where.append(SelectOption(label, run(swapped, pick), occupant is pick))
        moves = Select(tr("dance-pick-hex", tile=name[pick.unit.uid]), where, "dance-to")

        def turned(facing: str) -> list[Step]:
            return [Step(o.unit, o.to, facing) if o is pick else o for o in steps]

        now = pick.unit.facing.name
        facings = Select(
            tr("dance-pick-facing", tile=name[pick.unit.uid]),
            [
                SelectOption(
                    tr("dance-opt-facing-now", facing=f"{f} {ARROWS[f]}")
                    if f == now
                    else f"{tr.direction(f)} {ARROWS[f]}",
                    run(turned(f), pick),
                    f == pick.facing,
                )
                for f in FACINGS
            ],
            "dance-facing",
        )
        d = Direction[pick.facing]
        buttons = [
            Button(tr("btn-rotate-left"), run(turned(d.rotated(-1).name), pick), "secondary", "rotate-left"),
            Button(tr("btn-rotate-right"), run(turned(d.rotated(1).name), pick), "secondary", "rotate-right"),
            Button(
                tr("dance-btn-reset"),
                Press("dance", object=key),
                "secondary",
                "reset",
            ),
        ]
        if dance:
            buttons.append(Button(tr("btn-confirm"), Press("act", notation=dance), "success", "confirm"))
        buttons.append(Button(tr("btn-cancel"), Press("cancel"), "danger", "cancel"))
        title = tr("dance-image-title")
        changed = [s.to for s in steps if s.changed(b.name(s.unit.hex))] or [b.name(pick.unit.hex)]
        img = await self.pictures.board(
            game,
            after,
            tr,
            highlight=changed,
            title=title,
            filename="dance.png",
            alt=title + ". " + " ".join(lines[1 : 1 + len(steps)]),
            effects=events,
        )
        return Reply(
            text="\n".join(lines),
            ephemeral=True,
            images=[img] if img else [],
            buttons=buttons,
            selects=[objects, moves, facings],
            game_id=game.id,
            version=game.version,
        )


def _object_label(tr: i18n.Tr, tile: str, src: str, s: Step) -> str:
    facing = f"{s.facing} {ARROWS[s.facing]}"
    if s.to != src:
        return tr("dance-opt-object-move", tile=tile, **{"from": src}, to=s.to, facing=facing)
    return tr("dance-opt-object", tile=tile, hex=src, facing=facing)


def _chosen(state: GameState, steps: list[Step], chosen: str | None) -> Step:
    if not chosen:
        return steps[0]
    word = chosen.strip().lower()
    for s in steps:
        if word in (short_key(s.unit), s.unit.tile, state.board.name(s.unit.hex).lower()):
            return s
    raise Mistake(vt("dance-plan-which", word=chosen))


def _why_not(state: GameState, units: list[Unit]) -> str:
    """Why no Dance is legal now, in the engine's words (a probe Dance it refuses)."""
    if units:
        u = units[0]
        h = state.board.name(u.hex)
        probe = Action("dance", hexes=(h, h, u.facing.rotated(1).name))
    else:
        probe = Action("dance", hexes=("C3", "C3", "N"))
    try:
        apply(state, probe)
    except RulesError as e:
        return rules_error_text(e)
    return vt("rules-dance-late")  # pragma: no cover - the probe is legal only when a Dance is
