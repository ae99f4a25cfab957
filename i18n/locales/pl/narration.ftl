## Co się wydarzyło w grze, opisane ze zdarzeń silnika (bot/narration.py).
## Czas teraźniejszy: nie zależy od płci gracza.

player-n = gracz { $n }
unit-at = { $tile } ({ $hex })

action-hq = stawia Sztab na { $hex }
action-discard = odrzuca żeton: { $tile }
action-redraw = korzysta z pechowego dociągu
action-place = kładzie żeton { $tile } na { $hex }, frontem na { DIR($facing) }
action-move = przesuwa jednostkę z { $from } na { $to }, frontem na { DIR($facing) }
action-move-via = przesuwa jednostkę z { $from } na { $to }, frontem na { DIR($facing) } (Mobilność dana z { $via })
action-play = zagrywa żeton: { $tile }
action-play-at = zagrywa żeton { $tile } na { $hex }
action-play-move = zagrywa żeton { $tile }: z { $from } na { $to }, frontem na { DIR($facing) }
action-play-push-back = zagrywa żeton { $tile }: { $from } odpycha { $to }
action-choose = wybiera pole { $hex } dla odepchniętej jednostki
action-end = kończy turę
did = { $user } { $action }.

ev-hq-placed = { $user } stawia { $hq } na { $hex }.
ev-discarded = { $user } odrzuca żeton: { $tile }.
ev-redrew = { $user } korzysta z pechowego dociągu (odrzucone: { $tiles }).
ev-placed = { $user } kładzie żeton { $tile } na { $hex }, frontem na { DIR($facing) }.
ev-moved = { $tile }: ruch { $from } → { $to }, frontem na { DIR($facing) }.
ev-moved-transport = { $tile }: ruch { $from } → { $to }, frontem na { DIR($facing) }, Transporterem.
ev-instant = { $user } zagrywa żeton: { $tile }.
ev-instant-at = { $user } zagrywa żeton { $tile } ({ $target }).
ev-instant-push = { $user } zagrywa żeton { $tile } ({ $from } odpycha { $to }).
ev-push-choice = { $user } wybiera, dokąd trafi jednostka z { $target }: { $options }.
ev-pushed = { $tile }: odepchnięcie { $from } → { $to }.
ev-killed = { $unit } ginie.
ev-wounded = { $unit } otrzymuje ranę.
ev-freed = { $unit } nie jest już w sieci.
ev-turn-ended = { $user } kończy turę.
ev-turn-ended-kept = { $user } kończy turę i zachowuje: { $tiles }.
ev-turn-started = Tura { $turn }: { $user } ({ $army }).
ev-turn-started-note = Tura { $turn }: { $user } ({ $army }) ({ $note }).
ev-drew = { $user } dobiera: { $tiles } (w stosie { $left ->
    [one] został { $left } żeton
    [few] zostały { $left } żetony
   *[many] zostało { $left } żetonów
}).
note-overtime = dogrywka
note-last-turn = ostatnia tura przed Ostatnią Bitwą

game-over-draw = Koniec gry: remis ({ $why }).
game-over-aborted = Koniec gry bez wyniku: moderator przerwał grę.
game-over-win = Koniec gry: wygrywa { $user } ({ $army }) ({ $why }).
game-over-hqs = Sztaby: { $hqs }.
reason-hq_destroyed = zniszczony Sztab
reason-both_hq_destroyed = zniszczone oba Sztaby
reason-hp = więcej punktów wytrzymałości Sztabu po Ostatniej Bitwie
reason-hp_tie = równa wytrzymałość Sztabów
reason-resigned = poddanie się
reason-agreed_draw = remis za zgodą graczy
reason-aborted = gra przerwana przez moderatora
reason-deadlock = pełna plansza, której żadna bitwa nie zmieni
reason-timeout = minął limit czasu na turę
reason-withdrawn = gra wycofana
reason-declined = zaproszenie odrzucone
reason-other = { $reason }

cause-battle_tile = żeton Bitwy
cause-full_board = pełna plansza
cause-final = Ostatnia Bitwa
cause-lab = laboratorium
cause-puzzle = zagadka
cause-overtime = bitwa w dogrywce
battle-title = Bitwa ({ $cause })
battle-by = { $title }, zagrywa { $user }
battle-summary = { $title }: { $dead }; Sztaby: { $hqs }.
battles-n = { $n ->
    [one] { $n } bitwa
    [few] { $n } bitwy
   *[many] { $n } bitew
}
battle-n-of = Bitwa { $n }
battle-part = **{ $title }** — { $label }
battle-nobody = Nikt nie może strzelać: nic się nie dzieje.
battle-result = Wynik: { $text }
hit = { $who } → { $target }: { $damage ->
    [one] { $damage } rana
    [few] { $damage } rany
   *[many] { $damage } ran
}
hit-armor = { $who } → { $target }: { $damage ->
    [one] { $damage } rana
    [few] { $damage } rany
   *[many] { $damage } ran
} (pancerz zatrzymuje { $armor })
medic-instead = { $hit } — { $medic } ginie w zastępstwie
exploded = { $unit } wybucha
converted = { $unit } zmienia atak ({ DIR($dir) }) na { $kind }
kind-melee = wręcz
kind-ranged = strzał
kind-gauss = działo Gaussa
kind-other = { $kind }
seg-dies = { $unit } ginie
seg-dies-saving = { $unit } ginie, ratując jednostkę
seg-hq-destroyed = { $hq } zostaje zniszczony
seg-freed = { $unit } nie jest już w sieci
segment = Inicjatywa { $n } — { $body }
segment-nothing = Inicjatywa { $n } — nic się nie dzieje
segment-opening = Przed bitwą — { $body }
segment-opening-nothing = Przed bitwą — nic się nie dzieje

ev-player-out = { $user } ({ $army }) odpada z gry: Sztab został zniszczony, a z planszy { $n ->
    [one] schodzi { $n } żeton
    [few] schodzą { $n } żetony
   *[many] schodzi { $n } żetonów
}. Gra toczy się dalej.
ev-player-out-resigned = { $user } ({ $army }) poddaje się i odpada z gry: z planszy { $n ->
    [one] schodzi { $n } żeton
    [few] schodzą { $n } żetony
   *[many] schodzi { $n } żetonów
}. Gra toczy się dalej.
ev-tie-break = Remis o prowadzenie: { $users } { $n ->
    [one] rozgrywa
   *[other] rozgrywają
} jeszcze po jednej turze, a potem rozstrzyga dodatkowa Bitwa.
game-over-shared = Koniec gry: { $users } dzielą się zwycięstwem ({ $why }).
game-over-points = Punkty: { $points }.
game-over-draw-shared = Koniec gry: { $n ->
    [one] remis dla: { $users }
   *[other] { $users } dzielą się remisem
} ({ $why }).
game-over-left = Poza grą przed końcem: { $users }.
hq-out = poza grą
seg-points = { $user } zdobywa { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
   *[many] { $n } punktów
} (razem { $total })
reason-points = najwięcej punktów
reason-points_tie = równa liczba punktów

## Gdzie działa położony żeton, według stron świata (po położeniu: „kładzie żeton Juggernaut
## na C3, frontem na Pd: wręcz Pd, strzela Pd-Zach”). $dirs: kierunki rozdzielone „/”.
placed-reach = { $placed }: { $reach }
reach-melee = wręcz { $dirs }
reach-melee_ff = wręcz { $dirs }
reach-ranged = strzela { $dirs }
reach-gauss = Gauss { $dirs }
reach-off-front = { $reach } ({ $where ->
    [2] tyłem
    [1] bokiem
   *[3] bokami i tyłem
}, nie frontem)
reach-net = sieć { $dirs }
reach-armor = pancerz { $dirs }
reach-reflect = odbija { $dirs }
reach-links = łączy { $dirs }
