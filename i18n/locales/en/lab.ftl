# The rules lab (bot/usecases/lab.py, docs/lab.md).
lab-battle = { $title } — position `{ $code }`. { $summary }
lab-code = The position of game #{ $game }: `{ $code }` — try it with `/hexlab battle code:`, or share it.
lab-err-code = That is not a position code the lab can read: { $error }.
lab-err-no-code = This position has no code (a player has left the game): the lab takes positions of players still in play.
lab-err-what = Give a position code (`/hexlab battle code:nh1-…`), or use the lab in a channel with a game.
lab-err-over = This channel's game is over: give a position code (`/hexlab code` gives one while a game is played).
