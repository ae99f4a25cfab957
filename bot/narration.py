"""Texts from engine events and actions, in the game's language: turn summaries and battles.

The engine reports what happened as typed events (``rules.events``); this module only
words them through the message catalogue (``i18n``), it never re-derives rules. An event
with no wording of its own here is worded by its catalogue message alone (``ev-<type>``
outside battles, ``seg-<type>`` in a battle's segment: :meth:`Narrator.worded`), so an
army's new event needs only its sentences in the catalogue. Users are
written as ``<@id>`` (see :mod:`bot.replies`); tile and army names come from the catalogue
(``names.ftl``) in the narrator's language.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import fields

import i18n
from rules import events as ev
from rules.actions import Action, InvalidNotation
from rules.catalog import army
from rules.hexes import Direction
from rules.registry import arrangement_verbs

MAX_POST = 1900  # stay under Discord's 2,000-character message limit
_NOTES = {"overtime": "note-overtime", "last turn before the Final Battle": "note-last-turn"}
DIRECTIONS = tuple(d.name for d in Direction)  # N, NE, … clockwise: edge e of a tile facing f points to (e + f) % 6
_REACH_KINDS = ("melee", "melee_ff", "ranged", "gauss")  # in the order a placement names them
_PLAYER_FIELDS = frozenset({"controller", "owner"})  # fields besides player and *_player that name a player
# The events a segment tells after its hits (deaths, HQs, points, releases), not among them.
_TOLD_AFTER = (ev.Killed, ev.HQDestroyed, ev.PointsScored, ev.Freed, ev.LairLost, ev.ObjectDamaged)


def clip(text: str, limit: int = MAX_POST) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def tile_name(army_key: str, key: str, lang: str) -> str:
    """A tile's name in ``lang`` without the catalogue's parenthesised aliases (the key
    when the army has no such tile)."""
    return i18n.tile_name(army_key, key, lang)


def army_name(army_key: str, lang: str) -> str:
    return i18n.army_name(army_key, lang)


def reason_text(tr: i18n.Tr, reason: str) -> str:
    msg = f"reason-{reason}"
    return tr(msg) if i18n.has(msg) else tr("reason-other", reason=reason.replace("_", " "))


class Narrator:
    """Words events for one game: ``armies[i]`` and ``user_of(i + 1)`` name player ``i + 1``."""

    def __init__(self, armies: Sequence[str], user_of: Callable[[int], str], lang: str = i18n.DEFAULT) -> None:
        self.armies = tuple(armies)
        self.user_of = user_of
        self.lang = i18n.normalize(lang)
        self.tr = i18n.translator(self.lang)

    # ------------------------------------------------------------------ names
    def tile(self, player: int, key: str) -> str:
        """The name of tile ``key`` of ``player``'s army; player 0 (an instant's hit, whose
        event names no player), or a player whose army has no such tile (a unit taken over,
        named by its controller), takes the first army that has the tile."""
        if 0 < player <= len(self.armies) and army(self.armies[player - 1]).has_tile(key):
            return tile_name(self.armies[player - 1], key, self.lang)
        for a in self.armies:
            if army(a).has_tile(key):
                return tile_name(a, key, self.lang)
        return key

    def tiles(self, player: int, keys: Sequence[str]) -> str:
        return ", ".join(self.tile(player, k) for k in keys)

    def army_name(self, player: int) -> str:
        return army_name(self.armies[player - 1], self.lang)

    def unit(self, player: int, key: str, hex_name: str) -> str:
        if key == "hq":
            return self.tile(player, key)
        return self.tr("unit-at", tile=self.tile(player, key), hex=hex_name)

    def reach(self, player: int, key: str, facing: str) -> str:
        """Where a tile placed facing ``facing`` attacks and what it covers, by world
        direction: ``melee S, shoots SW/NW, armour N`` (empty for a tile with none)."""
        if not 0 < player <= len(self.armies) or not army(self.armies[player - 1]).has_tile(key):
            return ""
        spec = army(self.armies[player - 1]).tile(key)
        if spec.is_hq:  # an HQ acts all round (and is placed by its own words)
            return ""
        try:
            turn = DIRECTIONS.index(facing)
        except ValueError:
            return ""

        def dirs(edges: Iterable[int]) -> str:
            return "/".join(self.tr.direction(DIRECTIONS[d]) for d in sorted({(e + turn) % 6 for e in edges}))

        parts = [
            self.tr(f"reach-{kind}", dirs=dirs(a.edge for a in spec.attacks if a.kind == kind))
            for kind in _REACH_KINDS
            if any(a.kind == kind for a in spec.attacks)
        ]
        edges = {a.edge for a in spec.attacks if a.kind in _REACH_KINDS}
        if parts and 0 not in edges:
            # "facing SW: shoots N" reads as a contradiction: say the attack is not its front's
            where = 2 if edges == {3} else 1 if 3 not in edges else 3  # a side, the back, both
            parts[-1] = self.tr("reach-off-front", reach=parts[-1], where=where)
        covered = [
            (spec.nets, "reach-net"),
            (spec.armor, "reach-armor"),
            (spec.reflects, "reach-reflect"),
            ({e for eff in spec.effects if len(eff.edges) < 6 for e in eff.edges}, "reach-links"),
        ]
        parts += [self.tr(msg, dirs=dirs(edges)) for edges, msg in covered if edges]
        return ", ".join(parts)

    def placed(self, text: str, player: int, key: str, facing: str) -> str:
        """``text`` (a placement said) followed by the tile's :meth:`reach`, if it has one."""
        reach = self.reach(player, key, facing)
        return (
            self.tr("placed-reach", placed=text.rstrip("."), reach=reach) + ("." if text.endswith(".") else "")
            if reach
            else text
        )

    def hqs(self, hq_hp: Mapping[str, int], out: Collection[int] = ()) -> str:
        """ "Moloch 12, Borgo 9": each player's HQ hit points; a player who left with their HQ
        standing (resigned, out of time) is "out" instead."""
        return ", ".join(
            f"{self.army_name(int(p))} {self.tr('hq-out') if int(p) in out and v > 0 else v}"
            for p, v in sorted(hq_hp.items())
        )

    # ------------------------------------------------------------------ actions
    def action(self, player: int, notation: str) -> str:
        """What a player did, from the action alone: "placed Runner on C3 facing NE"."""
        tr = self.tr
        try:
            a = Action.parse(notation)
        except InvalidNotation:
            return notation
        if a.verb == "hq":
            return tr("action-hq", hex=a.hexes[0])
        if a.verb == "discard":
            return tr("action-discard", tile=self.tile(player, a.tile))
        if a.verb == "redraw":
            return tr("action-redraw")
        if a.verb == "place":
            text = tr("action-place", tile=self.tile(player, a.tile), hex=a.hexes[0], facing=a.facing)
            return self.placed(text, player, a.tile, a.facing)
        if a.verb == "move":
            where = {"from": a.hexes[0], "to": a.hexes[1], "facing": a.facing}
            return tr("action-move-via", via=a.via, **where) if a.via else tr("action-move", **where)
        if a.verb == "play":
            name = self.tile(player, a.tile)
            worded = self._worded_instant(player, a, name)
            if worded:
                return worded
            return tr("action-play-at", tile=name, hex=a.hexes[0]) if a.hexes else tr("action-play", tile=name)
        if a.verb == "choose":
            if a.facing:
                return tr("action-choose-facing", hex=a.hexes[0], facing=a.facing)
            return tr("action-choose", hex=a.hexes[0])
        if a.verb == "end":
            return tr("action-end")
        return self._worded_verb(player, a) or notation

    def _words(self, player: int, a: Action) -> dict[str, object]:
        """An action's words as the arguments of its message: ``hex`` and ``from`` (the first
        hex), ``to`` and ``target`` (the second), ``toward`` (the third), ``facing`` and
        ``dir`` (its facing), ``tile`` (its tile's name), ``via``."""
        args: dict[str, object] = {}
        if a.hexes:
            args["hex"] = args["from"] = a.hexes[0]
        if len(a.hexes) > 1:
            args["to"] = args["target"] = a.hexes[1]
        if len(a.hexes) > 2:
            args["toward"] = a.hexes[2]
        if a.facing:
            args["facing"] = args["dir"] = a.facing
        if a.tile:
            args["tile"] = self.tile(player, a.tile)
        if a.via:
            args["via"] = a.via
        return args

    def _worded_instant(self, player: int, a: Action, name: str) -> str:
        """``play TILE ...`` by its instant's message: ``action-play-<kind>-<hexes>`` (a Hunt
        with a target: ``action-play-hunt-3``), else ``action-play-<kind>``; "" when the
        catalogue has neither (the caller says "played TILE on HEX")."""
        kind = self._instant_kind(player, a.tile or "").replace("_", "-")
        if not kind:
            return ""
        for msg in (f"action-play-{kind}-{len(a.hexes)}", f"action-play-{kind}"):
            if i18n.has(msg):
                return self.tr(msg, **{**self._words(player, a), "tile": name})
        return ""

    def _worded_verb(self, player: int, a: Action) -> str:
        """An army's verb by its message ``action-<verb>`` (an arrangement's moves as
        ``moves``: Dancer's Dance); "" when the catalogue has none."""
        msg = f"action-{a.verb}"
        if not i18n.has(msg):
            return ""
        args = self._words(player, a)
        if a.verb in arrangement_verbs():
            args["moves"] = self._dance_moves(a.hexes, a.verb)
        return self.tr(msg, **args)

    def _dance_moves(self, words: Sequence[str], verb: str = "dance") -> str:
        """An arrangement's words (FROM TO FACING per unit: a Dance) as "C3 to C4 facing S, ..."."""
        parts = []
        for i in range(0, len(words) - 2, 3):
            where = {"from": words[i], "to": words[i + 1], "facing": words[i + 2]}
            parts.append(self.tr(f"action-{verb}-move", **where))
        return ", ".join(parts)

    def did(self, user: str, player: int, notation: str) -> str:
        """ "<@1> placed Runner on C3 facing NE." """
        return self.tr("did", user=user, action=self.action(player, notation))

    # ------------------------------------------------------------------ turn events
    def events(self, events: Sequence[ev.Event]) -> list[str]:
        """One line per notable event outside battles (battles get one summary line)."""
        return [line for line in (self._event(e) for e in events) if line]

    def _event(self, e: ev.Event) -> str:
        u, tr = self.user_of, self.tr
        if isinstance(e, ev.HQPlaced):
            return tr("ev-hq-placed", user=u(e.player), hq=self.tile(e.player, "hq"), hex=e.hex)
        if isinstance(e, ev.Discarded):
            return tr("ev-discarded", user=u(e.player), tile=self.tile(e.player, e.tile))
        if isinstance(e, ev.Redrew):
            return tr("ev-redrew", user=u(e.player), tiles=self.tiles(e.player, e.discarded))
        if isinstance(e, ev.Placed):
            text = tr("ev-placed", user=u(e.player), tile=self.tile(e.player, e.tile), hex=e.hex, facing=e.facing)
            return self.placed(text, e.player, e.tile, e.facing)
        if isinstance(e, ev.Moved):
            if e.means == "rotation":
                return tr("ev-rotated", tile=self.tile(e.player, e.tile), hex=e.to_hex, facing=e.facing)
            msg = f"ev-moved-{e.means}" if i18n.has(f"ev-moved-{e.means}") else "ev-moved"  # by what means
            return tr(msg, tile=self.tile(e.player, e.tile), facing=e.facing, **{"from": e.from_hex, "to": e.to_hex})
        if isinstance(e, ev.InstantPlayed):
            name = self.tile(e.player, e.tile)
            if ">" in e.target and self._instant_kind(e.player, e.tile) == "grab":
                src, _, dst = e.target.partition(">")
                return tr("ev-instant-grab", user=u(e.player), tile=name, **{"from": src, "to": dst})
            if ">" in e.target:
                src, _, dst = e.target.partition(">")
                return tr("ev-instant-push", user=u(e.player), tile=name, **{"from": src, "to": dst})
            if e.target:
                return tr("ev-instant-at", user=u(e.player), tile=name, target=e.target)
            return tr("ev-instant", user=u(e.player), tile=name)
        if isinstance(e, ev.PushChoice):
            return tr("ev-push-choice", user=u(e.player), target=e.target, options=", ".join(e.options))
        if isinstance(e, ev.Pushed):
            return tr("ev-pushed", tile=self.tile(e.player, e.tile), **{"from": e.from_hex, "to": e.to_hex})
        if isinstance(e, ev.Hit):
            return self._hit(e) + "."
        if isinstance(e, ev.Killed):
            return tr("ev-killed", unit=self.unit(e.player, e.tile, e.hex))
        if isinstance(e, ev.Wounded):
            return tr("ev-wounded", unit=self.unit(e.player, e.tile, e.hex))
        if isinstance(e, ev.Freed):
            return tr("ev-freed", unit=self.unit(e.player, e.tile, e.hex))
        if isinstance(e, ev.TurnEnded):
            if e.kept:
                return tr("ev-turn-ended-kept", user=u(e.player), tiles=self.tiles(e.player, e.kept))
            return tr("ev-turn-ended", user=u(e.player))
        if isinstance(e, ev.TurnStarted):
            who = {"turn": e.turn, "user": u(e.player), "army": self.army_name(e.player)}
            if e.note:
                return tr("ev-turn-started-note", note=tr(_NOTES.get(e.note, "note-overtime")), **who)
            return tr("ev-turn-started", **who)
        if isinstance(e, ev.Drew):
            return tr("ev-drew", user=u(e.player), tiles=self.tiles(e.player, e.tiles), left=e.pile_left)
        if isinstance(e, ev.BattleFought):
            return self.battle_summary(e)
        if isinstance(e, ev.GameOver):
            return self.game_over(e.winner, e.reason, e.hq_hp, e.winners, e.points, e.out)
        if isinstance(e, ev.PlayerOut):
            who = {"user": u(e.player), "army": self.army_name(e.player), "n": len(e.removed)}
            msg = {"resigned": "ev-player-out-resigned", "timeout": "ev-player-out-timeout"}.get(
                e.reason, "ev-player-out"
            )
            return tr(msg, **who)
        if isinstance(e, ev.TieBreak):
            return tr("ev-tie-break", users=", ".join(u(p) for p in e.players), n=len(e.players))
        return self._beasts_event(e)

    # ------------------------------------------------------------------ Beasts
    def _instant_kind(self, player: int, key: str) -> str:
        """The instant of tile ``key`` of ``player``'s army (else of the first army that has
        such a tile, as :meth:`tile` names it), "" when none."""
        armies = ([self.armies[player - 1]] if 0 < player <= len(self.armies) else []) + list(self.armies)
        for a in armies:
            if army(a).has_tile(key):
                return army(a).tile(key).instant or ""
        return ""

    def _beasts_event(self, e: ev.Event) -> str:
        u, tr = self.user_of, self.tr
        if isinstance(e, ev.GrabChoice):
            return tr("ev-grab-choice", user=u(e.player), target=e.target, options=", ".join(e.options))
        if isinstance(e, ev.Grabbed):
            where = {"from": e.from_hex, "to": e.to_hex}
            return tr("ev-grabbed", tile=self.tile(e.player, e.tile), facing=e.facing, by=e.by_hex, **where)
        if isinstance(e, ev.ScavengerChoice):
            return tr("ev-scavenger-choice", user=u(e.player), tile=self.tile(e.player, e.tile), hex=e.hex)
        if isinstance(e, ev.LairLost):
            if not e.hex:
                return tr("ev-lair-no-room", tile=self.tile(e.player, e.tile))
            return tr("ev-lair-lost", unit=self.unit(e.player, e.tile, e.hex))
        if isinstance(e, ev.Hunted):
            return tr("ev-hunted", unit=self.unit(e.player, e.tile, e.hex), dir=e.direction)
        if isinstance(e, ev.Agony):
            return tr("seg-agony", unit=self.unit(e.player, e.tile, e.hex)) + "."
        return self._police_event(e)

    def _police_event(self, e: ev.Event) -> str:
        """Steel Police events (police.ftl): Net of Steel, Execution, Replacement, pushes, Terror."""
        u, tr = self.user_of, self.tr
        if isinstance(e, ev.SteelNetPlaced):
            unit = self.unit(e.target_player, e.tile, e.hex)
            return tr("ev-steel-net", user=u(e.player), unit=unit, cost=e.cost, hp=e.hq_hp)
        if isinstance(e, ev.SteelNetReturned):
            return tr("ev-steel-net-back", user=u(e.player))
        if isinstance(e, ev.Executed):
            unit = self.unit(e.target_player, e.target_tile, e.hex)
            return tr("ev-executed", user=u(e.player), unit=unit, hex=e.hex, hp=e.hq_hp)
        if isinstance(e, ev.Replaced):
            old, new = self.tile(e.player, e.old_tile), self.tile(e.player, e.tile)
            return tr("ev-replaced", user=u(e.player), old=old, tile=new, hex=e.hex, facing=e.facing)
        if isinstance(e, ev.PushUsed):
            return tr("ev-push-used", unit=self.unit(e.player, e.tile, e.hex), target=e.target_hex)
        if isinstance(e, ev.Terrorized):
            return tr("ev-terrorized", users=", ".join(u(p) for p in e.players), n=len(e.players))
        return self._dancer_event(e)

    def _dancer_event(self, e: ev.Event) -> str:
        """Dancer events (dancer.ftl): Objects placed and damaged, Action, Healing, Dance, Release."""
        u, tr = self.user_of, self.tr
        if isinstance(e, ev.ObjectPlaced):
            return tr(
                "ev-object-placed", user=u(e.player), tile=self.tile(e.player, e.tile), hex=e.hex, facing=e.facing
            )
        if isinstance(e, ev.ObjectDamaged):
            return tr("ev-object-damaged", unit=self.unit(e.player, e.tile, e.hex), damage=e.damage, hp=e.hp)
        if isinstance(e, ev.ActionAttack):
            return tr("ev-action-attack", unit=self.unit(e.player, e.tile, e.hex), dir=e.direction)
        if isinstance(e, ev.Healed):
            unit = self.unit(e.target_player or e.player, e.tile, e.hex)
            return tr("ev-healed", unit=unit, amount=e.amount, hp=e.hp)
        if isinstance(e, ev.Danced):
            words = [w for m in e.moves for w in m.replace(">", " ").split()]
            moves = self._dance_moves(words)
            tiles = self.tiles(e.player, e.discarded)
            return tr("ev-danced", user=u(e.player), moves=moves, n=len(e.discarded), tiles=tiles)
        if isinstance(e, ev.Released):
            return tr("ev-released", unit=self.unit(e.player, e.tile, e.hex), nets=e.nets)
        return self.worded(e, "ev")

    def worded(self, e: ev.Event, prefix: str) -> str:
        """``e`` worded by its catalogue message ``<prefix>-<type>`` alone (``""`` when the
        catalogue has none): every field of the event is an argument, the players
        (``player``, ``controller``, ``owner``, ``target_player``…) as users, ``tile`` as the
        tile's name in its owner's army (``owner``, else ``target_player``, else ``player``),
        and ``unit`` the tile on its hex."""
        msg = f"{prefix}-{e.type.replace('_', '-')}"
        if not i18n.has(msg):
            return ""
        values = {f.name: getattr(e, f.name) for f in fields(e)}
        args: dict[str, object] = dict(values)
        for name, value in values.items():
            if (name == "player" or name.endswith("_player") or name in _PLAYER_FIELDS) and isinstance(value, int):
                args[name] = self.user_of(value)
        if isinstance(values.get("tile"), str):
            whose = next((values[k] for k in ("owner", "target_player", "player") if isinstance(values.get(k), int)), 0)
            args["tile"] = self.tile(whose, values["tile"])
            if isinstance(values.get("hex"), str):
                args["unit"] = self.unit(whose, values["tile"], values["hex"])
        return self.tr(msg, **args)

    def _reflected(self, e: ev.Reflected) -> str:
        unit = self.unit(e.player, e.tile, e.hex)
        attacker = self.unit(e.attacker_player, e.attacker_tile, e.attacker_hex)
        if e.target_tile:
            return self.tr("reflected", unit=unit, attacker=attacker, hex=e.to_hex)
        return self.tr("reflected-nobody", unit=unit, attacker=attacker)

    def game_over(
        self,
        winner: int | None,
        reason: str,
        hq_hp: Mapping[str, int] | None = None,
        winners: Sequence[int] = (),
        points: Mapping[str, int] | None = None,
        out: Collection[int] = (),
    ) -> str:
        """The game-over line: who won or shares the win or the draw, why, and the HQs (or
        points). ``out``: the players who left before the end (resigned, out of time,
        eliminated): a draw is shared by the others, and those who left are named as such."""
        tr = self.tr
        why = reason_text(tr, reason)

        def named(players: Iterable[int]) -> str:
            return ", ".join(f"{self.user_of(p)} ({self.army_name(p)})" for p in players)

        if winner is None and len(winners) > 1:
            text = tr("game-over-shared", users=named(winners), why=why)
        elif winner is None and reason == "aborted":
            text = tr("game-over-aborted")  # stopped, not drawn: nobody won or drew
        elif winner is None and out and hq_hp:
            sharing = [int(p) for p in sorted(hq_hp, key=int) if int(p) not in out]
            text = tr("game-over-draw-shared", users=named(sharing), why=why, n=len(sharing))
            text += " " + tr("game-over-left", users=named(sorted(out)), n=len(out))
        elif winner is None:
            text = tr("game-over-draw", why=why)
        else:
            text = tr("game-over-win", user=self.user_of(winner), army=self.army_name(winner), why=why)
        if points:
            text += " " + tr("game-over-points", points=self.hqs(points))
        elif hq_hp:
            text += " " + tr("game-over-hqs", hqs=self.hqs(hq_hp, out))
        return text

    # ------------------------------------------------------------------ battles
    def _hit(self, h: ev.Hit) -> str:
        who = self.unit(h.player, h.tile, h.hex) if h.hex else self.tile(h.player, h.tile)
        target = self.unit(h.target_player, h.target_tile, h.target_hex)
        if h.armor:
            return self.tr("hit-armor", who=who, target=target, damage=h.damage, armor=h.armor)
        return self.tr("hit", who=who, target=target, damage=h.damage)

    def _kind(self, kind: str) -> str:
        msg = f"kind-{kind}"
        return self.tr(msg) if i18n.has(msg) else self.tr("kind-other", kind=kind)

    def segment(self, seg: ev.Segment) -> str:
        """'Initiative 3 — Runner (B1) hits Outpost HQ for 2 · Ganger (B4) hits HMG (C3) for 1 —
        Medic (B3) dies instead · ...'"""
        tr = self.tr
        parts: list[str] = []
        saved = [e for e in seg.events if isinstance(e, ev.MedicSaved)]
        medic_dead = {(e.player, e.hex) for e in seg.events if isinstance(e, ev.Killed) and e.cause == "medic"}
        mentioned: set[tuple[int, str]] = set()
        # The hexes an army's own event of this segment tells (Venom's wound, a poisoning): a hit
        # there with no unit behind it (the poison itself), or one that wounds nothing (a
        # Poisoner's), is that event, not told twice.
        told = {
            h
            for e in seg.events
            if not isinstance(e, _TOLD_AFTER)
            and isinstance(h := getattr(e, "hex", None), str)
            and self.worded(e, "seg")
        }
        for e in seg.events:
            if isinstance(e, ev.Hit) and e.target_hex in told and (not e.hex or (e.damage == 0 and not e.armor)):
                continue
            if isinstance(e, ev.Hit):
                text = self._hit(e)
                for m in saved:
                    # the medic's owner may differ from the target's (an Outpost Scoper uses enemy modules)
                    if (m.attacker_hex, m.saved_hex, m.saved_tile) == (e.hex, e.target_hex, e.target_tile):
                        text = tr("medic-instead", hit=text, medic=self.unit(m.player, "medic", m.medic_hex))
                        mentioned.add((m.player, m.medic_hex))
                        break
                parts.append(text)
            elif isinstance(e, ev.Exploded):
                parts.append(tr("exploded", unit=self.unit(e.player, "clown", e.hex)))
            elif isinstance(e, ev.Converted):
                unit = self.unit(e.player, e.tile, e.hex)
                parts.append(tr("converted", unit=unit, dir=e.direction, kind=self._kind(e.to_kind)))
            elif isinstance(e, ev.Agony):
                parts.append(tr("seg-agony", unit=self.unit(e.player, e.tile, e.hex)))
            elif isinstance(e, ev.Reflected):
                parts.append(self._reflected(e))
            elif not isinstance(e, _TOLD_AFTER) and (
                text := self.worded(e, "seg")
            ):  # an army's event, by the catalogue
                parts.append(text)
        deaths = []
        for e in seg.events:
            if isinstance(e, ev.Killed) and (e.player, e.hex) not in mentioned:
                unit = self.unit(e.player, e.tile, e.hex)
                saving = (e.player, e.hex) in medic_dead and e.cause == "medic"
                deaths.append(tr("seg-dies-saving" if saving else "seg-dies", unit=unit))
            elif isinstance(e, ev.HQDestroyed):
                deaths.append(tr("seg-hq-destroyed", hq=self.tile(e.player, "hq")))
            elif isinstance(e, ev.PointsScored):
                deaths.append(tr("seg-points", user=self.user_of(e.player), n=e.points, total=e.total))
            elif isinstance(e, ev.Freed):
                deaths.append(tr("seg-freed", unit=self.unit(e.player, e.tile, e.hex)))
            elif isinstance(e, ev.LairLost):
                deaths.append(tr("seg-lair-lost", unit=self.unit(e.player, e.tile, e.hex)))
            elif isinstance(e, ev.ObjectDamaged) and e.hp > 0:
                deaths.append(tr("seg-object-hp", unit=self.unit(e.player, e.tile, e.hex), hp=e.hp))
        opening = seg.initiative == ev.OPENING  # before initiative 0..N (Venom)
        if not parts and not deaths:
            return tr("segment-opening-nothing") if opening else tr("segment-nothing", n=seg.initiative)
        body = " · ".join(parts)
        if deaths:
            dead = "; ".join(deaths)
            body += (". " if body else "") + dead[0].upper() + dead[1:]
        return clip(tr("segment-opening", body=body) if opening else tr("segment", n=seg.initiative, body=body))

    def battle_title(self, b: ev.BattleFought) -> str:
        msg = f"cause-{b.cause}"
        cause = self.tr(msg) if i18n.has(msg) else b.cause
        return self.tr("battle-title", cause=cause)

    def battle_summary(self, b: ev.BattleFought) -> str:
        kills = sum(1 for s in b.segments for e in s.events if isinstance(e, ev.Killed))
        title = self.battle_title(b)
        if b.cause == "battle_tile":
            title = self.tr("battle-by", title=title, user=self.user_of(b.player))
        return self.tr("battle-summary", title=title, dead=self.tr("units-died", n=kills), hqs=self.hqs(b.hq_hp))
