"""Words and marks the pictures use, in English and Polish.

Tile and army names come from the rules catalog (the data files are their single
source); this module only holds the renderer's own vocabulary: panel captions, the
abbreviations printed on module links, and the sentences of the tile card.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal

from rules.catalog import TileSpec, army

Lang = Literal["en", "pl"]
LANGS: tuple[str, ...] = ("en", "pl")


def check_lang(lang: str) -> Lang:
    if lang == "en":
        return "en"
    if lang == "pl":
        return "pl"
    raise ValueError(f"unknown language {lang!r} (use 'en' or 'pl')")


def tile_name(spec: TileSpec, lang: str) -> str:
    """The tile's name without the parenthesised aliases of the data files."""
    return spec.short_name if lang != "pl" else spec.name_pl.split(" (")[0]


def army_name(key: str, lang: str) -> str:
    try:
        return army(key).name(lang)
    except KeyError:
        return key.replace("-", " ").title()


# Marks printed on module link edges (see docs/renderer.md for the legend): a text and
# an optional icon drawn after it ("melee" arrowhead or "ranged" arrow, as on the edges).
Mark = tuple[str, str | None]

_EFFECT_MARKS: Mapping[str, tuple[str, str | None, str]] = MappingProxyType(
    {
        # effect: (template, icon, Polish template when it differs)
        "melee_officer": ("+{v}", "melee", ""),
        "ranged_officer": ("+{v}", "ranged", ""),
        "speed": ("+{v} INI", None, ""),
        "saboteur": ("−{v} INI", None, ""),
        "medic": ("✚", None, ""),
        "additional_initiative": ("x2", None, ""),
        "mobility": ("T", None, ""),
        "quartermaster": ("Q", None, "K"),
        "scoper": ("S", None, ""),
        "move_doubler": ("R", None, ""),
    }
)


def effect_mark(effect: str, value: int, lang: str = "en") -> Mark:
    """The short mark of a module effect, e.g. ``("+1", "melee")`` for a melee officer."""
    entry = _EFFECT_MARKS.get(effect)
    if entry is None:
        return effect[:3].upper(), None
    template, icon, polish = entry
    if lang == "pl" and polish:
        template = polish
    return template.format(v=value), icon


_TEXT: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "netted": "NETTED",
                "all": "all",
                "player": "Player {n}",
                "hq": "HQ",
                "hp": "HP",
                "pile": "Pile",
                "discard": "Discard",
                "hand": "Hand",
                "empty_hand": "(no tiles)",
                "to_move": "to move",
                "to_choose": "to choose",
                "turn": "Turn {n}",
                "hq_phase": "Placing HQs",
                "battles": "battles fought: {n}",
                "initiative": "Initiative {n}",
                "segment": "segment {i} of {n}",
                "after_battle": "After the battle",
                "battle_log": "What happens",
                "no_events": "(nothing happens)",
                "board": "Board",
                "killed": "dies",
                "instant": "instant",
                "count": "×{n}",
                "tiles": "{n} tiles",
                "over": "Game over: {text}",
                "winner": "player {n} wins",
                "draw": "draw",
            }
        ),
        "pl": MappingProxyType(
            {
                "netted": "W SIECI",
                "all": "wokół",
                "player": "Gracz {n}",
                "hq": "Sztab",
                "hp": "PŻ",
                "pile": "Stos",
                "discard": "Odrzucone",
                "hand": "Ręka",
                "empty_hand": "(brak żetonów)",
                "to_move": "ruch",
                "to_choose": "wybiera",
                "turn": "Tura {n}",
                "hq_phase": "Wystawianie sztabów",
                "battles": "stoczone bitwy: {n}",
                "initiative": "Inicjatywa {n}",
                "segment": "segment {i} z {n}",
                "after_battle": "Po bitwie",
                "battle_log": "Co się dzieje",
                "no_events": "(nic się nie dzieje)",
                "board": "Plansza",
                "killed": "ginie",
                "instant": "natychmiastowy",
                "count": "×{n}",
                "tiles": "żetonów: {n}",
                "over": "Koniec gry: {text}",
                "winner": "wygrywa gracz {n}",
                "draw": "remis",
            }
        ),
    }
)


def text(key: str, lang: str, **values: object) -> str:
    table = _TEXT["pl" if lang == "pl" else "en"]
    return table[key].format(**values)


# ---------------------------------------------------------------------- tile cards
EDGE_NAMES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "en": ("front", "front-right", "back-right", "back", "back-left", "front-left"),
        "pl": ("przód", "przód-prawo", "tył-prawo", "tył", "tył-lewo", "przód-lewo"),
    }
)

KIND_NAMES: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType({"hq": "HQ", "warrior": "Warrior", "module": "Module", "instant": "Instant"}),
        "pl": MappingProxyType({"hq": "Sztab", "warrior": "Wojownik", "module": "Moduł", "instant": "Natychmiastowy"}),
    }
)

_CARD: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "in_army": "{n} in the army",
                "initiative": "Initiative {values}: acts in that battle segment.",
                "no_initiative": "No initiative: never attacks.",
                "toughness": "Toughness: {hp} hit points (dies at {hp} wounds).",
                "hq_hp": "20 hit points on the HQ track; loses one per wound.",
                "melee": "Melee {n} ({edges}): hits the adjacent enemy on that edge.",
                "ranged": "Ranged {n} ({edges}): hits the first enemy in that line.",
                "gauss": "Gauss {n} ({edges}): hits every enemy in that line, to the board edge.",
                "armor": "Armor ({edges}): −1 to each ranged hit coming through that edge.",
                "net": "Net ({edges}): the adjacent enemy there is netted: no attacks, moves or module effects.",
                "mobility": "Mobility: once in its owner's turn, moves one hex and/or rotates.",
                "explosion": "Explosion: in its segment may explode instead of attacking: "
                "1 wound to every adjacent unit, and it is destroyed.",
                "hq_rules": "HQ: never damages another HQ. The game is lost when it is destroyed.",
                "links": "links: {edges}",
                "all_edges": "all six edges",
                "melee_officer": "Officer: +{v} melee strength to linked friendly units",
                "ranged_officer": "Officer: +{v} ranged strength to linked friendly units",
                "speed": "Scout: +{v} initiative to linked friendly units",
                "saboteur": "Saboteur: −{v} initiative to linked enemy units",
                "medic": "Medic: takes one attack aimed at a linked friendly unit and dies instead",
                "additional_initiative": "Linked friendly units attack again one initiative lower",
                "mobility_effect": "Transport: each linked friendly unit may move one hex once per turn",
                "quartermaster": "Quartermaster: once per battle a linked unit turns one edge's melee "
                "into a shot (or a shot into melee)",
                "scoper": "Scoper: a linked enemy module works for you instead",
                "move_doubler": "Recon Centre: all your units move up to two hexes when they move",
                "battle": "Starts a battle at once and ends the turn.",
                "move": "Moves one of your tiles one hex to an empty hex and/or rotates it.",
                "push_back": "One of your units pushes an adjacent enemy unit one hex away.",
                "sniper": "1 wound to any enemy unit on the board except an HQ; armor does not help.",
                "grenade": "Destroys one enemy unit adjacent to your HQ (not an HQ).",
                "air_strike": "1 wound to every unit but HQs on a chosen hex and the six around it.",
                "unknown_instant": "Instant: {name}.",
                "unknown_ability": "{name}",
            }
        ),
        "pl": MappingProxyType(
            {
                "in_army": "{n} w armii",
                "initiative": "Inicjatywa {values}: działa w tym segmencie bitwy.",
                "no_initiative": "Brak inicjatywy: nigdy nie atakuje.",
                "toughness": "Wytrzymałość: {hp} (ginie po {hp} ranach).",
                "hq_hp": "20 punktów na torze sztabu; każda rana odbiera jeden.",
                "melee": "Cios {n} ({edges}): rani sąsiedniego wroga z tej strony.",
                "ranged": "Strzał {n} ({edges}): rani pierwszego wroga na tej linii.",
                "gauss": "Działko Gaussa {n} ({edges}): rani każdego wroga na tej linii, do końca planszy.",
                "armor": "Pancerz ({edges}): −1 do każdego strzału wchodzącego z tej strony.",
                "net": "Sieć ({edges}): sąsiedni wróg jest w sieci: nie atakuje, nie rusza się, jego moduły nie działają.",
                "mobility": "Mobilność: raz w turze właściciela rusza się o jedno pole i/lub obraca.",
                "explosion": "Wybuch: w swoim segmencie może wybuchnąć zamiast atakować: "
                "1 rana dla każdej sąsiedniej jednostki, a sam ginie.",
                "hq_rules": "Sztab: nigdy nie rani innego sztabu. Jego zniszczenie przegrywa grę.",
                "links": "połączenia: {edges}",
                "all_edges": "wszystkie sześć boków",
                "melee_officer": "Oficer: +{v} do siły ciosu połączonych jednostek",
                "ranged_officer": "Oficer: +{v} do siły strzału połączonych jednostek",
                "speed": "Zwiadowca: +{v} do inicjatywy połączonych jednostek",
                "saboteur": "Dywersant: −{v} do inicjatywy połączonych wrogich jednostek",
                "medic": "Medyk: przyjmuje jeden atak na połączoną jednostkę i ginie zamiast niej",
                "additional_initiative": "Połączone jednostki atakują ponownie o jeden segment inicjatywy niżej",
                "mobility_effect": "Transport: każda połączona jednostka może raz na turę ruszyć się o pole",
                "quartermaster": "Kwatermistrz: raz na bitwę połączona jednostka zamienia cios z jednego boku "
                "na strzał (lub strzał na cios)",
                "scoper": "Skoper: połączony wrogi moduł działa na twoją korzyść",
                "move_doubler": "Centrum Rozpoznania: wszystkie twoje jednostki ruszają się o dwa pola",
                "battle": "Natychmiast rozpoczyna bitwę i kończy turę.",
                "move": "Przesuwa jeden twój żeton o pole na wolne miejsce i/lub obraca go.",
                "push_back": "Twoja jednostka odpycha sąsiednią wrogą jednostkę o jedno pole.",
                "sniper": "1 rana dla dowolnej wrogiej jednostki oprócz sztabu; pancerz nie chroni.",
                "grenade": "Niszczy jedną wrogą jednostkę sąsiadującą z twoim sztabem (nie sztab).",
                "air_strike": "1 rana dla każdej jednostki (poza sztabami) na wybranym polu i sześciu wokół.",
                "unknown_instant": "Natychmiastowy: {name}.",
                "unknown_ability": "{name}",
            }
        ),
    }
)


def card_text(key: str, lang: str, **values: object) -> str:
    table = _CARD["pl" if lang == "pl" else "en"]
    return table[key].format(**values)


def has_card_text(key: str) -> bool:
    return key in _CARD["en"]


# ---------------------------------------------------------------------- battle log
_LOG: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "hit": "{tile} {hex} → {target} {target_hex}: {damage} ({kinds})",
                "armor": "armor −{n}",
                "saved": "{medic} {medic_hex} takes the hit on {tile} {hex} and dies",
                "wounded": "{tile} {hex}: {wounds} of {hp} wounds",
                "killed": "{tile} {hex} dies",
                "hq_damaged": "HQ of player {n}: −{damage}, {hp} left",
                "hq_destroyed": "HQ of player {n} is destroyed",
                "exploded": "{tile} {hex} explodes",
                "converted": "{tile} {hex}: Quartermaster turns its {direction} attack into {kind}",
                "freed": "{tile} {hex} is free of the net",
                "more": "… and {n} more",
                "hq_line": "Player {n} HQ: {before} → {after}",
                "melee": "melee",
                "ranged": "ranged",
                "gauss": "gauss",
                "explosion": "explosion",
                "sniper": "sniper",
                "grenade": "grenade",
                "air-strike": "air strike",
            }
        ),
        "pl": MappingProxyType(
            {
                "hit": "{tile} {hex} → {target} {target_hex}: {damage} ({kinds})",
                "armor": "pancerz −{n}",
                "saved": "{medic} {medic_hex} przyjmuje trafienie w {tile} {hex} i ginie",
                "wounded": "{tile} {hex}: ran {wounds} z {hp}",
                "killed": "{tile} {hex} ginie",
                "hq_damaged": "Sztab gracza {n}: −{damage}, zostaje {hp}",
                "hq_destroyed": "Sztab gracza {n} zniszczony",
                "exploded": "{tile} {hex} wybucha",
                "converted": "{tile} {hex}: Kwatermistrz zamienia atak ({direction}) na {kind}",
                "freed": "{tile} {hex} wychodzi z sieci",
                "more": "… i {n} więcej",
                "hq_line": "Sztab gracza {n}: {before} → {after}",
                "melee": "cios",
                "ranged": "strzał",
                "gauss": "gauss",
                "explosion": "wybuch",
                "sniper": "snajper",
                "grenade": "granat",
                "air-strike": "nalot",
            }
        ),
    }
)


def log_text(key: str, lang: str, **values: object) -> str:
    table = _LOG["pl" if lang == "pl" else "en"]
    return table.get(key, key).format(**values)


# ---------------------------------------------------------------------- legend
_LEGEND: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "title": "How to read a tile",
                "melee": "Melee, strength 2: strikes the adjacent hex on that edge",
                "ranged": "Ranged shot, strength 1: the first enemy in that line",
                "gauss": "Gauss: every enemy in that line",
                "armor": "Armor on that edge: −1 to each shot",
                "net": "Net on that edge: the enemy there is netted",
                "initiative": "Initiative badges: acts in segments 2 and 1",
                "changed": "Printed → current initiative (scouts, saboteurs, extra attacks)",
                "boosted": "Yellow number: strength raised by an officer",
                "toughness": "Toughness: one square per hit point, red = wound",
                "mobility": "Mobility: may move one hex in its turn",
                "explosion": "Explosion: may blow up (the Clown)",
                "netted": "Netted: no attacks, moves or module effects",
                "hq": "HQ: its hit points, large",
                "melee_officer": "Module link: +1 melee strength",
                "ranged_officer": "Module link: +1 ranged strength",
                "speed": "Module link: +1 initiative",
                "saboteur": "Module link: −1 initiative to enemies",
                "medic": "Module link: medic",
                "additional_initiative": "Module link: attacks again one segment lower",
                "mobility_effect": "Module link: transport (an extra move)",
                "quartermaster": "Module link: quartermaster (melee ↔ shot)",
                "scoper": "Module link: scoper (takes over enemy modules)",
                "move_doubler": "Recon Centre: your units move two hexes",
                "all": "⬡ in a mark: on all six edges",
                "instant": "Instant tile (in hand)",
            }
        ),
        "pl": MappingProxyType(
            {
                "title": "Jak czytać żeton",
                "melee": "Cios o sile 2: rani sąsiednie pole z tej strony",
                "ranged": "Strzał o sile 1: pierwszy wróg na tej linii",
                "gauss": "Gauss: każdy wróg na tej linii",
                "armor": "Pancerz z tej strony: −1 do każdego strzału",
                "net": "Sieć z tej strony: wróg na tym polu jest w sieci",
                "initiative": "Inicjatywa: działa w segmentach 2 i 1",
                "changed": "Nadrukowana → obecna inicjatywa (zwiadowcy, dywersanci, dodatkowe ataki)",
                "boosted": "Żółta liczba: siła podniesiona przez oficera",
                "toughness": "Wytrzymałość: kwadrat na punkt, czerwony = rana",
                "mobility": "Mobilność: może ruszyć się o pole w swojej turze",
                "explosion": "Wybuch: może eksplodować (Klaun)",
                "netted": "W sieci: nie atakuje, nie rusza się, moduł nie działa",
                "hq": "Sztab: punkty wytrzymałości, duże",
                "melee_officer": "Połączenie modułu: +1 do siły ciosu",
                "ranged_officer": "Połączenie modułu: +1 do siły strzału",
                "speed": "Połączenie modułu: +1 do inicjatywy",
                "saboteur": "Połączenie modułu: −1 do inicjatywy wrogów",
                "medic": "Połączenie modułu: medyk",
                "additional_initiative": "Połączenie modułu: atakuje ponownie segment niżej",
                "mobility_effect": "Połączenie modułu: transport (dodatkowy ruch)",
                "quartermaster": "Połączenie modułu: kwatermistrz (cios ↔ strzał)",
                "scoper": "Połączenie modułu: skoper (przejmuje wrogie moduły)",
                "move_doubler": "Centrum Rozpoznania: twoje jednostki ruszają się o dwa pola",
                "all": "⬡ w oznaczeniu: na wszystkich sześciu bokach",
                "instant": "Żeton natychmiastowy (w ręce)",
            }
        ),
    }
)


def legend_text(key: str, lang: str) -> str:
    return _LEGEND["pl" if lang == "pl" else "en"][key]
