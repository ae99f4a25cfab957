"""An arrangement without notation: the planner of an army's arrangement (Dancer's Dance:
``/hex dance``, a button of the hand).

An arrangement (:class:`rules.registry.Arrangement`, registered by the army) is a verb whose
one action re-arranges a set of the player's units among their hexes, each with a facing;
the planner reads which units from the registration, its sentences from the catalogue's
``<verb>-…`` messages (``dance-title``…), and never asks which army the player leads.

The planner is a private preview, like the placement preview: it holds a *plan*, where each
of the units goes and how it faces, and shows the board as the action would leave it (the
units' paths drawn over it) with three menus — which unit to change, where it goes (its own
hex, or another unit's: the two swap places) and how it faces — and the buttons ⟲ ⟳ (turn
the chosen unit), Start over, Confirm and Cancel. Every choice reruns the planner with the
new plan (``/hex dance plan:D4-S,C3-N,E2-NE object:red``: one ``HEX-FACING`` per unit, in the
order of the arrangement's ``units``); nothing is done until Confirm, which runs exactly one
``VERB FROM TO FACING ...`` action through ``/hex act`` (the changed units only). Buttons and
menus carry the game's version, so a planner shown before the game moved on answers "the
board changed" and changes nothing.
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
from bot.usecases.surface import ARROWS, FACINGS, PLANNER
from bot.usecases.util import rules_error_text
from bot.usecases.wording import viewer_narrator
from rules import events as ev
from rules import registry
from rules.actions import Action, RulesError
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


def arrangement_for(state: GameState, player: int) -> registry.Arrangement | None:
    """The arrangement of ``player``'s army, if it has one."""
    return registry.arrangement_of(state.players[player].army)


def _verb(arrangement: registry.Arrangement | None) -> str:
    """The verb the planner speaks of: the player's arrangement's, else the first registered
    (to say why none is legal in the engine's words)."""
    if arrangement is not None:
        return arrangement.verb
    verbs = registry.arrangement_verbs()
    return verbs[0] if verbs else ""


def format_plan(steps: list[Step]) -> str:
    return ",".join(f"{s.to}-{s.facing}" for s in steps)


def parse_plan(state: GameState, units: list[Unit], plan: str | None, verb: str) -> list[Step]:
    """The plan's steps, one per unit (``None``: everything as it stands); a Mistake when it
    names a hex that holds none of the units, a bad facing, or two units on one hex (in the
    arrangement's words: ``<verb>-plan-…``)."""
    b = state.board
    here = [b.name(u.hex) for u in units]
    if not plan:
        return [Step(u, h, u.facing.name) for u, h in zip(units, here, strict=True)]
    parts = [p for p in plan.replace(" ", "").split(",") if p]
    if len(parts) != len(units):
        raise Mistake(vt(f"{verb}-plan-count", n=len(units)))
    steps: list[Step] = []
    for u, part in zip(units, parts, strict=True):
        hex_word, _, facing_word = part.partition("-")
        try:
            name = b.name(b.parse(hex_word))
        except ValueError:
            raise Mistake(vt("rules-bad-hex", word=hex_word)) from None
        if name not in here:
            raise Mistake(vt(f"{verb}-plan-not-object", hex=name))
        try:
            facing = Direction.parse(facing_word or u.facing.name).name
        except ValueError:
            raise Mistake(vt("rules-bad-facing", word=facing_word)) from None
        steps.append(Step(u, name, facing))
    if len({s.to for s in steps}) != len(steps):
        raise Mistake(vt(f"{verb}-plan-twice"))
    return steps


def notation(state: GameState, steps: list[Step], verb: str) -> str:
    """The action of a plan: the changed units only ("" when nothing changes)."""
    b = state.board
    words = [f"{b.name(s.unit.hex)} {s.to} {s.facing}" for s in steps if s.changed(b.name(s.unit.hex))]
    return f"{verb} {' '.join(words)}" if words else ""


class DancePlanner:
    """The planner of an army's arrangement (see the module docstring)."""

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
        """The private planner for ``plan`` (``None``: as the units stand), the unit ``chosen``
        (its short word, such as an Object's ``red``, or its hex; default the first) being changed."""
        try:
            game, state, player = await self.access.load_turn(channel_id, user_id, version)
            arrangement = arrangement_for(state, player)
            verb = _verb(arrangement)
            units = arrangement.units(state, player) if arrangement is not None else []
            if arrangement is None or not any(a.verb == verb for a in self.legal.of(game, state)):
                raise Mistake(_why_not(state, units, verb))
            steps = parse_plan(state, units, plan, verb)
            pick = _chosen(state, steps, chosen, arrangement)
            dance = notation(state, steps, verb)
            after: GameState = state
            events: list[ev.Event] = []
            if dance:
                try:
                    after, events = apply(state, Action.parse(dance))
                except RulesError as e:  # pragma: no cover - every permutation is a legal Dance
                    raise Mistake(rules_error_text(e)) from None
        except Mistake as m:
            return m.reply or oops(str(m))
        return await self._planner(game, state, player, arrangement, steps, pick, dance, after, events)

    async def _planner(
        self,
        game: GameRecord,
        state: GameState,
        player: int,
        arrangement: registry.Arrangement,
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
        verb = arrangement.verb
        short = arrangement.short
        key = short(pick.unit)

        def msg(suffix: str) -> str:  # the arrangement's own sentences: dance-title…
            return f"{verb}-{suffix}"

        lines = [tr(msg("title"))]
        for s in steps:
            src = b.name(s.unit.hex)
            arrow = ARROWS[s.facing]
            if s.to != src:
                lines.append(
                    tr(msg("line-move"), tile=name[s.unit.uid], **{"from": src}, to=s.to, facing=f"{s.facing} {arrow}")
                )
            elif s.facing != s.unit.facing.name:
                lines.append(tr(msg("line-turn"), tile=name[s.unit.uid], hex=src, facing=f"{s.facing} {arrow}"))
            else:
                lines.append(tr(msg("line-stay"), tile=name[s.unit.uid], hex=src, facing=f"{s.facing} {arrow}"))
        for e in events:  # a netted Object breaking free takes wounds (Release, D8)
            if isinstance(e, ev.Released):
                lines.extend(n.events([e]))
        hand = state.players[player].hand
        lines.append(tr(msg("cost"), n=len(hand), tiles=n.tiles(player, hand) or "—"))
        lines.append(tr(msg("confirm")) if dance else tr(msg("nothing")))

        def run(new_steps: list[Step], chosen: Step) -> Press:
            return Press(PLANNER, plan=format_plan(new_steps), object=short(chosen.unit))

        objects = Select(
            tr(msg("pick-object")),
            [
                SelectOption(
                    _object_label(tr, verb, name[s.unit.uid], b.name(s.unit.hex), s),
                    Press(PLANNER, plan=plan, object=short(s.unit)),
                    s is pick,
                )
                for s in steps
            ],
            f"{verb}-object",
        )
        where: list[SelectOption] = []
        for s in steps:  # each Object's hex: here, or swap places with the Object planned there
            there = s.unit.hex
            target = b.name(there)
            occupant = next(o for o in steps if o.to == target)
            if occupant is pick:
                label = tr(msg("opt-here"), hex=target)
            else:
                label = tr(msg("opt-swap"), hex=target, tile=name[occupant.unit.uid])
            swapped = [
                Step(o.unit, target, o.facing) if o is pick else Step(o.unit, pick.to, o.facing) if o is occupant else o
                for o in steps
            ]
            where.append(SelectOption(label, run(swapped, pick), occupant is pick))
        moves = Select(tr(msg("pick-hex"), tile=name[pick.unit.uid]), where, f"{verb}-to")

        def turned(facing: str) -> list[Step]:
            return [Step(o.unit, o.to, facing) if o is pick else o for o in steps]

        now = pick.unit.facing.name
        facings = Select(
            tr(msg("pick-facing"), tile=name[pick.unit.uid]),
            [
                SelectOption(
                    tr(msg("opt-facing-now"), facing=f"{f} {ARROWS[f]}")
                    if f == now
                    else f"{tr.direction(f)} {ARROWS[f]}",
                    run(turned(f), pick),
                    f == pick.facing,
                )
                for f in FACINGS
            ],
            f"{verb}-facing",
        )
        d = Direction[pick.facing]
        buttons = [
            Button(tr("btn-rotate-left"), run(turned(d.rotated(-1).name), pick), "secondary", "rotate-left"),
            Button(tr("btn-rotate-right"), run(turned(d.rotated(1).name), pick), "secondary", "rotate-right"),
            Button(
                tr(msg("btn-reset")),
                Press(PLANNER, object=key),
                "secondary",
                "reset",
            ),
        ]
        if dance:
            buttons.append(Button(tr("btn-confirm"), Press("act", notation=dance), "success", "confirm"))
        buttons.append(Button(tr("btn-cancel"), Press("cancel"), "danger", "cancel"))
        title = tr(msg("image-title"))
        changed = [s.to for s in steps if s.changed(b.name(s.unit.hex))] or [b.name(pick.unit.hex)]
        img = await self.pictures.board(
            game,
            after,
            tr,
            highlight=changed,
            title=title,
            filename=f"{verb}.png",
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


def _object_label(tr: i18n.Tr, verb: str, tile: str, src: str, s: Step) -> str:
    facing = f"{s.facing} {ARROWS[s.facing]}"
    if s.to != src:
        return tr(f"{verb}-opt-object-move", tile=tile, **{"from": src}, to=s.to, facing=facing)
    return tr(f"{verb}-opt-object", tile=tile, hex=src, facing=facing)


def _chosen(state: GameState, steps: list[Step], chosen: str | None, arrangement: registry.Arrangement) -> Step:
    if not chosen:
        return steps[0]
    word = chosen.strip().lower()
    for s in steps:
        if word in (arrangement.short(s.unit), s.unit.tile, state.board.name(s.unit.hex).lower()):
            return s
    raise Mistake(vt(f"{arrangement.verb}-plan-which", word=chosen))


def _why_not(state: GameState, units: list[Unit], verb: str) -> str:
    """Why no arrangement is legal now, in the engine's words (a probe it refuses)."""
    if units:
        u = units[0]
        h = state.board.name(u.hex)
        probe = Action(verb, hexes=(h, h, u.facing.rotated(1).name))
    else:
        probe = Action(verb, hexes=("C3", "C3", "N"))
    try:
        apply(state, probe)
    except RulesError as e:
        return rules_error_text(e)
    return vt(f"rules-{verb}-late")  # pragma: no cover - the probe is legal only when an arrangement is
