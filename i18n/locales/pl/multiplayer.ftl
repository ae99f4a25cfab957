# Od trzech do sześciu graczy: poczekalnia, tryby, stany i błędy (bot/usecases/starting.py, core.py, endings.py).

mode-ffa = Każdy na każdego
mode-points = Na punkty
mode-1v2 = Jeden na drużynę
mode-2v2 = Drużyny dwuosobowe
setup-players = { $n ->
    [one] { $n } gracz
    [few] { $n } graczy
   *[many] { $n } graczy
}
setup-board = { $n } heksów
variant-alt-start = alternatywny początek
variant-reinforcements = posiłki

new-lobby = { $creator } zakłada grę w Neuroshimę Hex: { $setup }.
new-multi-started = Zaczyna się gra w Neuroshimę Hex: { $setup }. { $players }.
seat-open = { $n }. wolne miejsce ({ $army })
seat-taken = { $n }. { $user } ({ $army })
seat-invited = { $n }. { $user } ({ $army }), zaproszenie
seat-army = miejsce { $n } ({ $army })
lobby-footer-open = Dołącz przez `{ -hex-accept }` albo przycisk; gra zacznie się, gdy wszystkie miejsca będą zajęte. Twórca może ją wycofać przez `/hex odmów`.
lobby-footer-invited = Zaproszeni: przyjmijcie przez `{ -hex-accept }` albo przycisk, albo odrzućcie. Gra zacznie się, gdy wszystkie miejsca będą zajęte.
lobby-joined = { $user } zajmuje miejsce { $n } ({ $army }).
lobby-left = { $user } opuszcza poczekalnię: { $seats } znów jest wolne.
status-waiting-lobby = Czekamy na graczy: { $players }.

status-points = Punkty: { $points } (wygrywa pierwszy z { $goal }) · stosy { $piles }.
status-out-of = { $army } poza grą

agreed-waiting = { $user } się zgadza. Czekamy jeszcze na: { $users }.

ev-player-out-timeout = { $user } ({ $army }) przekracza limit czasu i odpada z gry: z planszy { $n ->
    [one] schodzi { $n } żeton
    [few] schodzą { $n } żetony
   *[many] schodzi { $n } żetonów
}. Gra toczy się dalej.

err-mode = Nie ma trybu „{ $value }”. Tryby: { $modes }.
err-players-count = W grze bierze udział od 2 do 6 graczy, nie { $n }.
err-players-number = „{ $value }” to nie liczba graczy (od 2 do 6).
err-seats-too-few = Podano graczy dla { $named } miejsc, a gra ma tylko { $n }: zwiększ `gracze` albo podaj mniej przeciwników.
err-board = Nie ma planszy z { $value } heksów: wybierz 19 albo 37.
err-variant = Nie ma wariantu „{ $value }”. Warianty: { $variants }.
err-same-user-twice = { $user } nie może zająć dwóch miejsc, chyba że to sojusznicy (drużyny dwuosobowe) albo jedna osoba gra na wszystkich miejscach.
err-armies-count = Gra ma { $n } miejsc, a podano { $given } armii.
err-not-enough-armies = { $n } graczy potrzebuje { $n } różnych armii, a bot ma ich { $armies }.
err-first-teams = W grach drużynowych rozsadzenie tworzy drużyny i zaczynasz ty; pomiń `pierwszy`.
err-already-joined = Masz już miejsce w tej grze.
err-lobby-full = Wszystkie miejsca w tej grze są zajęte albo czekają na zaproszonych graczy.
err-already-agreed = Już się zgodziłeś; pozostali jeszcze nie odpowiedzieli.

cmd-opt-players = gracze
cmd-opt-players-desc = Od 2 do 6
cmd-opt-mode = tryb
cmd-opt-mode-desc = Tryb gry
cmd-opt-board = plansza
cmd-opt-board-desc = Wielkość planszy
cmd-opt-variant = wariant
cmd-opt-variant-desc = Wariant z instrukcji
cmd-opt-opponent2 = przeciwnik2
cmd-opt-opponent2-desc = Miejsce 3
cmd-opt-opponent3 = przeciwnik3
cmd-opt-opponent3-desc = Miejsce 4
cmd-opt-opponent4 = przeciwnik4
cmd-opt-opponent4-desc = Miejsce 5
cmd-opt-opponent5 = przeciwnik5
cmd-opt-opponent5-desc = Miejsce 6
cmd-opt-armies = armie
cmd-opt-armies-desc = Armie według miejsc, np. moloch,random,borgo
cmd-choice-mode-ffa = Każdy na każdego
cmd-choice-mode-points = Punkty
cmd-choice-mode-1v2 = 1 na 2
cmd-choice-mode-2v2 = 2 na 2
cmd-choice-board-19 = 19
cmd-choice-board-37 = 37
cmd-choice-variant-alt-start = Alt. początek
cmd-choice-variant-reinforcements = Posiłki
cmd-choice-variant-both = Oba
army-random = Losowa
status-objects = { $who }: postaw swoje Obiekty, po jednym: { $objects } (`/hex połóż żeton:… heks:… kierunek:…`).
