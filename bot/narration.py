"""Plain-English texts from engine events and actions: turn summaries and battle segments.

The engine reports what happened as typed events (``rules.events``); this module only
words them, it never re-derives rules. Users are written as ``<@id>`` (see
:mod:`bot.replies`); tile names follow the game's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType

from rules import events as ev
from rules.actions import Action, InvalidNotation
from rules.catalog import army

MAX_POST = 1900  # stay under Discord's 2,000-character message limit

CAUSES: Mapping[str, str] = MappingProxyType(
    {
        "battle_tile": "Battle tile",
        "full_board": "full board",
        "final": "Final Battle",
        "overtime": "overtime battle",
    }
)
REASONS: Mapping[str, str] = MappingProxyType(
    {
        "hq_destroyed": "HQ destroyed",
        "both_hq_destroyed": "both HQs destroyed",
        "hp": "more HQ hit points after the Final Battle",
        "hp_tie": "equal HQ hit points",
        "resigned": "resignation",
        "agreed_draw": "agreed draw",
        "aborted": "aborted by a moderator",
        "deadlock": "a full board no battle can change",
        "timeout": "the turn time limit passed",
    }
)


def clip(text: str, limit: int = MAX_POST) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Narrator:
    """Words events for one game: ``armies[i]`` and ``user_of(i + 1)`` name player ``i + 1``."""

    def __init__(self, armies: Sequence[str], user_of: Callable[[int], str], lang: str = "en") -> None:
        self.armies = tuple(armies)
        self.user_of = user_of
        self.lang = lang

    # ------------------------------------------------------------------ names
    def tile(self, player: int, key: str) -> str:
        try:
            spec = army(self.armies[player - 1]).tile(key)
        except (KeyError, IndexError):
            return key
        return spec.name(self.lang).split(" (")[0]

    def army_name(self, player: int) -> str:
        return army(self.armies[player - 1]).name(self.lang)

    def unit(self, player: int, key: str, hex_name: str) -> str:
        if key == "hq":
            return self.tile(player, key)
        return f"{self.tile(player, key)} ({hex_name})"

    # ------------------------------------------------------------------ actions
    def action(self, player: int, notation: str) -> str:
        """What a player did, from the action alone: "placed Runner on C3 facing NE"."""
        try:
            a = Action.parse(notation)
        except InvalidNotation:
            return notation
        if a.verb == "hq":
            return f"placed their HQ on {a.hexes[0]}"
        if a.verb == "discard":
            return f"discarded {self.tile(player, a.tile)}"
        if a.verb == "redraw":
            return "used the unlucky draw"
        if a.verb == "place":
            return f"placed {self.tile(player, a.tile)} on {a.hexes[0]} facing {a.facing}"
        if a.verb == "move":
            via = f" (Transport on {a.via})" if a.via else ""
            return f"moved the unit on {a.hexes[0]} to {a.hexes[1]} facing {a.facing}{via}"
        if a.verb == "play":
            name = self.tile(player, a.tile)
            if a.tile == "move":
                return f"played {name}: {a.hexes[0]} to {a.hexes[1]} facing {a.facing}"
            if a.tile == "push-back":
                return f"played {name}: {a.hexes[0]} pushes {a.hexes[1]}"
            return f"played {name}" + (f" on {a.hexes[0]}" if a.hexes else "")
        if a.verb == "choose":
            return f"sent the pushed unit to {a.hexes[0]}"
        if a.verb == "end":
            return "ended their turn"
        return notation

    # ------------------------------------------------------------------ turn events
    def events(self, events: Sequence[ev.Event]) -> list[str]:
        """One line per notable event outside battles (battles get one summary line)."""
        lines: list[str] = []
        for e in events:
            line = self._event(e)
            if line:
                lines.append(line)
        return lines

    def _event(self, e: ev.Event) -> str:
        u = self.user_of
        if isinstance(e, ev.HQPlaced):
            return f"{u(e.player)} placed the {self.tile(e.player, 'hq')} on {e.hex}."
        if isinstance(e, ev.Discarded):
            return f"{u(e.player)} discarded {self.tile(e.player, e.tile)}."
        if isinstance(e, ev.Redrew):
            names = ", ".join(self.tile(e.player, t) for t in e.discarded)
            return f"{u(e.player)} used the unlucky draw (discarded {names})."
        if isinstance(e, ev.Placed):
            return f"{u(e.player)} placed {self.tile(e.player, e.tile)} on {e.hex} facing {e.facing}."
        if isinstance(e, ev.Moved):
            how = {"mobility": "", "transport": " by Transport", "move": ""}.get(e.means, "")
            return f"{self.tile(e.player, e.tile)} moved {e.from_hex} → {e.to_hex} facing {e.facing}{how}."
        if isinstance(e, ev.InstantPlayed):
            target = f" ({e.target.replace('>', ' pushes ')})" if e.target else ""
            return f"{u(e.player)} played {self.tile(e.player, e.tile)}{target}."
        if isinstance(e, ev.PushChoice):
            return f"{u(e.player)} must choose where the unit on {e.target} goes: {', '.join(e.options)}."
        if isinstance(e, ev.Pushed):
            return f"{self.tile(e.player, e.tile)} pushed {e.from_hex} → {e.to_hex}."
        if isinstance(e, ev.Hit):
            return self._hit(e) + "."
        if isinstance(e, ev.Killed):
            return f"{self.unit(e.player, e.tile, e.hex)} dies."
        if isinstance(e, ev.Wounded):
            return f"{self.unit(e.player, e.tile, e.hex)} is wounded."
        if isinstance(e, ev.Freed):
            return f"{self.unit(e.player, e.tile, e.hex)} is freed from the net."
        if isinstance(e, ev.TurnEnded):
            if e.kept:
                return f"{u(e.player)} ended the turn keeping {', '.join(self.tile(e.player, t) for t in e.kept)}."
            return f"{u(e.player)} ended the turn."
        if isinstance(e, ev.TurnStarted):
            note = f" ({e.note})" if e.note else ""
            return f"Turn {e.turn}: {u(e.player)} ({self.army_name(e.player)}){note}."
        if isinstance(e, ev.Drew):
            names = ", ".join(self.tile(e.player, t) for t in e.tiles)
            return f"{u(e.player)} drew {names} ({e.pile_left} left in the pile)."
        if isinstance(e, ev.BattleFought):
            return self.battle_summary(e)
        if isinstance(e, ev.GameOver):
            return self.game_over(e.winner, e.reason, e.hq_hp)
        return ""

    def game_over(self, winner: int | None, reason: str, hq_hp: dict[str, int] | None = None) -> str:
        why = REASONS.get(reason, reason.replace("_", " "))
        hp = ""
        if hq_hp:
            hp = " HQs: " + ", ".join(f"{self.army_name(int(p))} {v}" for p, v in sorted(hq_hp.items())) + "."
        if winner is None:
            return f"Game over: a draw ({why}).{hp}"
        return f"Game over: {self.user_of(winner)} ({self.army_name(winner)}) wins ({why}).{hp}"

    # ------------------------------------------------------------------ battles
    def _hit(self, h: ev.Hit) -> str:
        who = self.unit(h.player, h.tile, h.hex) if h.hex else self.tile(h.player, h.tile)
        target = self.unit(h.target_player, h.target_tile, h.target_hex)
        text = f"{who} hits {target} for {h.damage}"
        if h.armor:
            text += f" (armor stops {h.armor})"
        return text

    def segment(self, seg: ev.Segment) -> str:
        """'Initiative 3 — Runner (B1) hits Outpost HQ for 2 · Ganger (B4) hits HMG (C3) for 1 —
        Medic (B3) dies instead · ...'"""
        parts: list[str] = []
        saved = [e for e in seg.events if isinstance(e, ev.MedicSaved)]
        medic_dead = {(e.player, e.hex) for e in seg.events if isinstance(e, ev.Killed) and e.cause == "medic"}
        mentioned: set[tuple[int, str]] = set()
        for e in seg.events:
            if isinstance(e, ev.Hit):
                text = self._hit(e)
                for m in saved:
                    # the medic's owner may differ from the target's (an Outpost Scoper uses enemy modules)
                    if (m.attacker_hex, m.saved_hex, m.saved_tile) == (e.hex, e.target_hex, e.target_tile):
                        text += f" — {self.unit(m.player, 'medic', m.medic_hex)} dies instead"
                        mentioned.add((m.player, m.medic_hex))
                        break
                parts.append(text)
            elif isinstance(e, ev.Exploded):
                parts.append(f"{self.unit(e.player, 'clown', e.hex)} explodes")
            elif isinstance(e, ev.Converted):
                parts.append(f"{self.unit(e.player, e.tile, e.hex)} switches its {e.direction} attack to {e.to_kind}")
        deaths = []
        for e in seg.events:
            if isinstance(e, ev.Killed) and (e.player, e.hex) not in mentioned:
                if (e.player, e.hex) in medic_dead and e.cause == "medic":
                    deaths.append(f"{self.unit(e.player, e.tile, e.hex)} dies saving a unit")
                else:
                    deaths.append(f"{self.unit(e.player, e.tile, e.hex)} dies")
            elif isinstance(e, ev.HQDestroyed):
                deaths.append(f"the {self.tile(e.player, 'hq')} is destroyed")
            elif isinstance(e, ev.Freed):
                deaths.append(f"{self.unit(e.player, e.tile, e.hex)} is freed from the net")
        head = f"Initiative {seg.initiative} — "
        if not parts and not deaths:
            return head + "nothing happens"
        body = " · ".join(parts)
        if deaths:
            dead = "; ".join(deaths)
            body += (". " if body else "") + dead[0].upper() + dead[1:]
        return clip(head + body)

    def battle_title(self, b: ev.BattleFought) -> str:
        return f"Battle ({CAUSES.get(b.cause, b.cause)})"

    def battle_summary(self, b: ev.BattleFought) -> str:
        kills = sum(1 for s in b.segments for e in s.events if isinstance(e, ev.Killed))
        hp = ", ".join(f"{self.army_name(int(p))} {v}" for p, v in sorted(b.hq_hp.items()))
        by = f" by {self.user_of(b.player)}" if b.cause == "battle_tile" else ""
        dead = "no unit died" if kills == 0 else ("1 unit died" if kills == 1 else f"{kills} units died")
        return f"{self.battle_title(b)}{by}: {dead}; HQs {hp}."
