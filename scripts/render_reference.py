"""Regenerate the renderer's reference pictures in docs/images/ (linked from docs/renderer.md).

    python scripts/render_reference.py [--out docs/images]

The rulebook's worked example (board, every battle segment, the board after), tile
cards, army sheets (the Beasts' in Polish), a full 19-hex board with hands, a full 37-hex
board, and games of three and four players (teams of two on 37 hexes, one against a team
in Polish, a finished free-for-all with eliminated players), and a four-player board on 37
hexes in the phone layout, shrunk to the 400 pixels a phone shows. Everything is seeded, so the
files only change when the drawing changes: look at the diff.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from renderer import (  # noqa: E402
    render_army_sheet,
    render_battle,
    render_board,
    render_legend,
    render_tile_card,
    to_png,
)
from rules.ai.greedy import random_action  # noqa: E402
from rules.battle import fight  # noqa: E402
from rules.catalog import army  # noqa: E402
from rules.game import apply, new_game  # noqa: E402
from rules.scenario import load, random_scenario  # noqa: E402
from rules.state import PHASE_OVER, GameState  # noqa: E402

WORKED_EXAMPLE = ROOT / "tests" / "rules" / "examples" / "worked_example_battle.json"


def full_board(seed: int, radius: int, armies: tuple[str, str]) -> GameState:
    """Every hex filled with random tiles of ``armies`` (seeded)."""
    data = random_scenario(random.Random(seed), radius=radius, armies=armies, hq_hp=(13, 9), hand_sizes=(3, 2))
    data["current"] = 1
    return load(data)


def played(armies: tuple[str, ...], seed: int, *, stop: int, full_hand: bool = False, **options: Any) -> GameState:
    """A game after ``stop`` random legal actions (seeded); with ``full_hand``, then on to
    the first moment the player to act holds three tiles."""
    rng = random.Random(seed)
    state = new_game(armies, seed, **options)
    actions = 0
    while state.phase != PHASE_OVER:
        if actions >= stop and (not full_hand or len(state.players[state.to_act].hand) == 3):
            break
        state, _ = apply(state, random_action(state, rng))
        actions += 1
    return state


def save(img: Image.Image, path: Path) -> None:
    path.write_bytes(to_png(img))
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}  {img.width}x{img.height}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)

    state = load(json.loads(WORKED_EXAMPLE.read_text(encoding="utf-8")))
    save(render_board(state, title="Worked example: before the battle"), out / "worked_example_board.png")
    save(
        render_board(state, lang="pl", title="Przykład z instrukcji: przed bitwą"), out / "worked_example_board_pl.png"
    )
    report = fight(state.copy(), "battle_tile", 1)
    images = render_battle(state, report)
    for i, (segment, img) in enumerate(zip(report.segments, images, strict=False), start=1):
        save(img, out / f"worked_example_segment_{i}_initiative_{segment.initiative}.png")
    save(images[-1], out / "worked_example_after.png")

    save(render_tile_card(army("moloch").tile("juggernaut")), out / "tile_card_juggernaut.png")
    save(render_tile_card(army("outpost").hq, lang="pl"), out / "tile_card_outpost_hq_pl.png")
    save(render_army_sheet(army("hegemony")), out / "army_sheet_hegemony.png")
    save(render_army_sheet(army("beasts"), lang="pl"), out / "army_sheet_beasts_pl.png")
    save(render_tile_card(army("beasts").tile("cerberus")), out / "tile_card_cerberus.png")
    save(render_legend(), out / "legend.png")
    save(render_legend(lang="pl"), out / "legend_pl.png")
    save(render_army_sheet(army("steel-police")), out / "army_sheet_steel_police.png")
    save(render_legend(army_key="steel-police"), out / "legend_steel_police.png")

    save(render_board(full_board(7, 2, ("borgo", "moloch")), highlight=["C3"]), out / "board_19_full.png")
    save(render_board(full_board(11, 3, ("outpost", "hegemony")), theme="light"), out / "board_37_light.png")

    four = ("moloch", "borgo", "outpost", "hegemony")
    save(render_board(played(four, 5, stop=80, full_hand=True, radius=3, mode="2v2")), out / "board_37_2v2.png")
    save(
        render_board(played(four[:3], 1, stop=40, full_hand=True, mode="1v2"), lang="pl"),
        out / "board_19_1v2_pl.png",
    )
    save(render_board(played(four, 4, stop=10**6, radius=3, hq_hp=3)), out / "board_37_ffa_over.png")
    # a phone's picture as a phone shows it, 400 pixels wide (docs/renderer.md, "Pictures for phones")
    names = {1: "Ala", 2: "Ola", 3: "Ela", 4: "Iza"}
    phone = render_board(played(four, 6, stop=70, full_hand=True, radius=3), layout="phone", names=names)
    save(
        phone.resize((400, round(phone.height * 400 / phone.width)), Image.Resampling.LANCZOS),
        out / "phone_board_400.png",
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
