## How to play, tile and army texts (bot/texts.py).

help-rules =
    {"**"}Neuroshima Hex in two minutes**
    Each player leads an army of { $tiles } tiles: an HQ ({ $hp } hit points) and { $pile } tiles drawn from a pile. Destroy the enemy HQ, or have more HQ hit points when the last battle is over.
    • Start: each player places their HQ (`{ -hex-place-hq }`).
    • Your turn: draw up to 3 tiles (1 on the very first turn, 2 on the second), discard one of three (`{ -hex-discard }`), then place board tiles (`{ -hex-place }` — the buttons under `{ -hex-hand }` show a preview first), play instants (`{ -hex-play }`), move mobile units (`{ -hex-move }`) and end the turn (`{ -hex-end }`; tiles you keep stay in your hand).
    • Battles happen when a Battle tile is played or the board is full: units act by initiative, highest first; units of the same initiative act at once. HQs act at 0.
    • When a player draws their last tile, the other player has one last turn, then the Final Battle decides.
    • Undo needs your opponent's consent (`{ -hex-undo }`); `{ -hex-resign }` and `{ -hex-draw }` offer a way out. `{ -hexinfo-tile }` and `{ -hexinfo-army }` show the tiles; `{ -hexhistory-log }` the history.
    Board: columns A–E, rows from the top; facings N, NE, SE, S, SW, NW.
help-tile-head = **{ $name }** — { $army }, { $kind }, ×{ $count }
help-army = **{ $army }** — { $n } tiles: { $tiles }.
