## Panel boczny gier na trzech do sześciu graczy, drużyny, wyniki i opis planszy
## (renderer/panel.py, renderer/describe.py).
img-team = Drużyna { $team }
img-points = Punkty
img-out = POZA GRĄ
img-out-line = Poza grą
img-no-turns = Przegrana dogrywka: bez kolejnych tur
img-hand-count = Ręka { $n }
img-place = { $n }. miejsce
img-players-win = wygrywają gracze { $players }
img-players-win-named = wygrywają: { $players }
img-team-wins = wygrywa drużyna { $team }
img-mode-ffa = Każdy na każdego
img-mode-points = Na punkty, do { $goal }
img-mode-1v2 = Jeden przeciw drużynie
img-mode-2v2 = Drużyny dwuosobowe
img-order = Kolejność tur: { $order }
img-final-after = Finałowa Bitwa po turze gracza { $n }

## Obrazy bitwy w trybie na punkty i z wieloma graczami.
imglog-points = { $who } zdobywa { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
} na sztabie: { $target } (razem { $total })
imglog-points-line = { $who } · punkty { $before } → { $after }
imglog-out-line = { $who }: poza grą
img-after-points = Punkty

## Opis planszy (tekst alternatywny) wymieniający każdego gracza.
img-alt-board = Plansza Neuroshima Hex, { $hexes } pól, { $mode }. { $situation }. { $players }.
img-alt-turn = Tura { $turn }: gra gracz { $n } ({ $army })
img-alt-choice = Gracz { $n } ({ $army }) wybiera, dokąd odepchnąć jednostkę
img-alt-hq-phase = Gracz { $n } ({ $army }) ustawia Sztab
img-alt-over = Koniec gry: { $result }
img-alt-player = Gracz { $n }, { $army }: { $details }
img-alt-team = drużyna { $team }
img-alt-hq = Sztab { $hp }
img-alt-points = { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
} z { $goal }
img-alt-out = poza grą
img-alt-units = { $n ->
    [one] { $n } jednostka na planszy
    [few] { $n } jednostki na planszy
   *[many] { $n } jednostek na planszy
}
img-alt-pile-hand = w stosie { $pile }, na ręce { $hand }
img-alt-place = { $place }

## Wpis legendy o Sztabie w trybie na punkty.
legend-hq-points = Sztab w trybie na punkty: ★ i punkty gracza
