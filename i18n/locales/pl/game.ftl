## Odpowiedzi przypadków użycia (bot/usecases): stan gry, błędy, uzgodnienia.

stale = Plansza się zmieniła — oto aktualny stan.
player-army = { $user } ({ $army })
no-tiles = brak żetonów
btn-choose-push = Odepchnij na { $hex }

status-waiting = Czekamy na drugiego gracza: { $players }.
status-over = Gra się zakończyła.
status-hq = { $who }: postaw swój Sztab (`{ -hex-place-hq }`).
status-push = { $who }: wybierz, dokąd zostanie odepchnięta twoja jednostka z { $target }: { $options } (`{ -hex-choose }`).
status-note = {" "}({ $note })
status-turn = Tura { $turn }{ $note }: ruch ma { $who }. Żetony: { $hand }.
status-turn-discard = Tura { $turn }{ $note }: ruch ma { $who }. Żetony: { $hand } — najpierw odrzuć jeden.
status-hqs = Sztaby: { $hqs } · stosy { $piles }.

err-no-game = Na tym kanale nie ma gry. Zacznij ją poleceniem `{ -hex-new }`.
err-last-game-over = Ostatnia gra na tym kanale się zakończyła: { $why } Nową zaczniesz poleceniem `{ -hex-new }`.
err-not-member = Nie grasz w tej grze ({ $players }).
err-not-started-open = Gra się jeszcze nie zaczęła: czeka na { $n ->
    [one] jeszcze jednego gracza
   *[other] jeszcze { $n } graczy
} (`{ -hex-accept }`).
err-not-started-invited = Gra się jeszcze nie zaczęła: { $user } nie przyjął(-ęła) jeszcze zaproszenia.
err-not-your-turn = To nie twoja tura: gra czeka na ruch gracza { $user }.
err-not-your-turn-push = To nie twoja tura: gra czeka, aż { $user } wybierze, dokąd trafi odepchnięta jednostka.
err-missing-option = Brak opcji { $option }:.
err-not-game-number = „{ $text }” to nie numer gry.
err-not-hours = „{ $text }” to nie liczba godzin.
err-not-user = „{ $text }” to nie użytkownik (oznacz go: @nazwa).
err-unknown-army-random = Nieznana armia „{ $name }” (armie: { $armies } albo random).
err-unknown-army = Nieznana armia „{ $name }” (armie: { $armies }).
err-no-such-tile = { $army } nie ma żetonu o nazwie „{ $name }”.

dur-days = { $n ->
    [one] { $n } dzień
   *[other] { $n } dni
}
dur-h = { $h } godz.
dur-h-min = { $h } godz. { $min } min
dur-min = { $min } min
dur-none = brak

alt-board = Plansza Neuroshima Hex: { $situation }. Wytrzymałość Sztabów: { $hqs }. Jednostki na planszy: { $units }.
alt-turn = tura { $turn }, ruch ma { $army }
alt-hq-phase = { $army } stawia Sztab
alt-over = gra się zakończyła
alt-waiting = gra czeka na drugiego gracza
alt-changed = Wyróżnione: { $hexes }.
alt-battle-result = Plansza po bitwie. { $summary }
btn-my-tiles = Moje żetony
btn-undo = Cofnij
btn-export = Eksport
err-hq-first = Najpierw postaw Sztab: `{ -hex-place-hq }`.
err-which-facing = W którą stronę ma być zwrócony? Dodaj kierunek: { dir-n }, { dir-ne }, { dir-se }, { dir-s }, { dir-sw } lub { dir-nw }.
err-move-needs = Ruch wymaga opcji jednostka: (żeton do przesunięcia), cel: (dokąd) i kierunek:.
err-push-needs = Odepchnięcie wymaga opcji jednostka: (twój odpychający) i cel: (wróg do odepchnięcia).
err-play-needs = Żeton { $tile } wymaga: { $options }.
err-needs-target = Żeton { $tile } wymaga celu: cel:.
err-time-limit-number = time-limit musi być liczbą godzin, a nie „{ $value }”.
err-answer-yes-no = answer musi mieć wartość yes albo no, a nie „{ $value }”.
err-unavailable = Polecenie { $command } jest niedostępne.

ask-undo = { $question } { $user }, { $n ->
    [one] czy się zgadzasz?
   *[other] czy się zgadzacie?
}
ask-draw = { $question } { $user }, { $n ->
    [one] czy przyjmujesz?
   *[other] czy przyjmujecie?
}
btn-accept-undo = Zgoda na cofnięcie
btn-refuse-undo = Odmowa cofnięcia
btn-accept-draw = Przyjmij remis
btn-refuse-draw = Odrzuć remis
err-no-undo-to-answer = Nie ma prośby o cofnięcie, na którą można odpowiedzieć.
err-no-draw-to-answer = Nie ma propozycji remisu, na którą można odpowiedzieć.
err-own-undo = Twoją prośbę o cofnięcie musi przyjąć przeciwnik.
err-own-draw = Twoją propozycję remisu musi przyjąć przeciwnik.
undo-withdrew = { $user } wycofuje prośbę o cofnięcie. Nic się nie zmienia.
undo-refused = { $user } odmawia cofnięcia. Nic się nie zmienia.
draw-withdrew = { $user } wycofuje propozycję remisu. Gramy dalej.
draw-refused = { $user } odrzuca propozycję remisu. Gramy dalej.
err-undo-waiting = Prośba o cofnięcie już czeka na odpowiedź.
err-draw-waiting = Propozycja remisu już czeka na odpowiedź.
err-nothing-to-undo = Nie ma jeszcze czego cofać.
err-undo-after-leave = Od ostatniej akcji jeden z graczy opuścił grę: nie można jej już cofnąć.
err-undo-not-yours = O cofnięcie ostatniej akcji może poprosić tylko jej autor (ostatnio: { $last })
undo-asks = { $user } prosi o cofnięcie ostatniej akcji: { $action }.
err-undo-moved-on = Od prośby gra poszła dalej: niczego nie cofnięto.
undid = Cofnięto: { $user } { $action }.
draw-offers = { $user } proponuje remis.
err-abort-moderators = Tylko moderator (uprawnienie Zarządzanie kanałami) może przerwać grę.
err-no-time-limit = Ta gra nie ma limitu czasu na turę.
err-claim-own-turn = To twoja tura: nie możesz domagać się wygranej na czas.
err-claim-early = Limit czasu jeszcze nie minął: zostało { $left }.
lead-resigned = { $user } poddaje grę.
lead-agreed_draw = { $user } przyjmuje remis.
lead-aborted = { $user } przerywa grę.
lead-timeout = { $user } wygrywa na czas.

tb-hq = { $hex }: { $tile } — { $hp } PW
tb-unit = { $hex }: { $tile } ({ $army }), frontem na { DIR($facing) }
tb-wounds = , { $n ->
    [one] 1 rana
    [few] { $n } rany
   *[many] { $n } ran
}
tb-netted = , w sieci
tb-empty = Wolne ({ $n }): { $hexes }
hand = Twoje żetony ({ $army }): { $tiles }. W stosie { $pile }, odrzucone { $discarded }.
hand-discard-first = Najpierw odrzuć jeden.
hand-hq = Postaw swój Sztab: naciśnij { $button } (albo `{ -hex-place-hq }`).
hand-setup = Przygotowanie: połóż ten żeton przed początkiem gry: naciśnij { $button }.
hand-how = Połóż żeton jego przyciskiem albo wybierz pole w jego menu (albo `{ -hex-place }`); żetony natychmiastowe zagrywaj obok nich (albo `{ -hex-play }`).
btn-place = Połóż: { $tile }
btn-discard = Odrzuć: { $tile }
btn-redraw = Pechowy dociąg
btn-battle = Zagraj Bitwę
btn-end-turn = Koniec tury
err-no-tile-in = Nie ma żetonu „{ $name }” w armiach: { $armies }.
err-no-game-n = Na tym kanale nie ma gry { $game }.
err-no-battle-yet = W tej grze nie stoczono jeszcze żadnej bitwy.
row-action = { $user } ({ $army }) { $action }
row-undo = { $user } zgadza się cofnąć ostatnią akcję
row-resign = { $user } poddaje grę
row-draw = { $user } przyjmuje remis
row-timeout = { $user } wygrywa na czas
row-join = { $user } dołącza
row-abort = { $user } przerywa grę ({ $reason })
log-file-head = Neuroshima Hex, gra { $game }: { $players }
log-file-player = Gracz { $n }
log-undone = (cofnięte)
log-empty = W grze { $game } nie było jeszcze akcji.
log-head = Gra { $game }: { $players } — { $n ->
    [one] 1 wpis
    [few] { $n } wpisy
   *[many] { $n } wpisów
}
log-truncated = (pokazano ostatnie { $n }; pełna historia w załączniku)
alt-log = Cała historia akcji gry { $game } jako tekst.
export = Gra { $game } ({ $players }), { $n ->
    [one] 1 akcja
    [few] { $n } akcje
   *[many] { $n } akcji
}: odtworzysz ją z ziarna, armii i akcji.
alt-export = Gra { $game } jako JSON do odtworzenia: ziarno, armie, gracze, wynik i { $n ->
    [one] 1 akcja
    [few] { $n } akcje
   *[many] { $n } akcji
}.
export-live = Gra { $game } ({ $players }) wciąż trwa: jej jawny zapis do tej pory, { $n ->
    [one] 1 akcja
    [few] { $n } akcje
   *[many] { $n } akcji
}, z planszą, sztabami, ręką, odrzuconymi i liczbą żetonów w stosach. Ziarno i kolejność stosów pozostają tajne do końca gry; wyeksportuj ją wtedy ponownie, by ją odtworzyć.
alt-export-live = Gra { $game } jako JSON w trakcie gry: armie, gracze, { $n ->
    [one] 1 akcja
    [few] { $n } akcje
   *[many] { $n } akcji
} i jawny stan, bez ziarna.
last-battle = { $title } — po akcji: { $did } { $summary }

err-first = first musi mieć wartość me, opponent albo random, a nie „{ $value }”.
err-lang = lang musi mieć wartość en albo pl, a nie „{ $value }”.
err-hours-range = { $option } musi wynosić od 0 do 720 godzin.
err-channel-busy-short = Na tym kanale już trwa gra.
err-channel-busy = Na tym kanale już trwa gra ({ $players }): dokończcie ją, poddaj się albo poproś moderatora o jej przerwanie. Nową grę można zacząć na innym kanale lub w wątku.
new-hotseat = Gra na jednym stanowisku: { $user } gra zarówno armią { $a }, jak i { $b }.
new-vs-ai = { $user } ({ $army }) gra przeciwko botowi { $bot } ({ $bot_army }).
new-limit = Limit czasu na turę: { $limit }.
new-open = { $creator } otwiera grę w Neuroshimę Hex przeciwko armii { $army }: każdy może zająć miejsce. Zaczyna { $first }.
new-invite = { $creator } wyzywa { $user } ({ $army }) na partię Neuroshimy Hex. Zaczyna { $first }.
new-invite-question = { $user }, czy przyjmujesz wyzwanie?
btn-join = Dołącz
btn-accept = Przyjmij
btn-decline = Odrzuć
err-already-started = Gra już się zaczęła.
err-bot-no-invites = Bot nie przyjmuje zaproszeń.
err-own-invite = To twoja gra: poczekaj, aż przeciwnik przyjmie zaproszenie.
err-invite-for = To zaproszenie jest dla { $user }.
accepted = { $user } przyjmuje wyzwanie: { $players }.
err-decline-started = Gra już trwa: użyj `{ -hex-resign }` albo zaproponuj remis.
err-decline-not-yours = To nie twoja gra, nie możesz jej odrzucić.
withdrawn = { $user } wycofuje grę. Kanał jest wolny na nową.
declined = { $user } odrzuca grę. Kanał jest wolny na nową.

preview-title = Podgląd: { $tile } na { $hex }, frontem na { DIR($facing) }
preview-title-hq = Podgląd: { $tile } na { $hex }
preview-text = { $title }. Jeszcze nie położono: wybierz kierunek (róża kierunków), inne pole (menu), potem Potwierdź.
preview-nowhere = { $tile }: tego żetonu nie można teraz nigdzie położyć.
btn-back-to-hand = Wróć do żetonów
select-place-on = { $tile }: połóż na polu…
hand-waiting = Czekamy na { $user }.
preview-cancelled = Anulowano: nic się nie zmieniło.
btn-rotate-left = ⟲ Obróć w lewo
btn-rotate-right = ⟳ Obróć w prawo
btn-confirm = Potwierdź
btn-cancel = Anuluj
select-another-hex = Inne pole dla: { $tile }

reminders-after = po { $first } i po { $second }
reminders-off = wyłączone
settings = Ustawienia — przypomnienia: { $reminders }; limit czasu na turę: { $limit }
settings-changed = Zmieniono ustawienia — przypomnienia: { $reminders }; limit czasu na turę: { $limit }
reminder-timeout = { $late } nie wykonał(-a) ruchu w limicie czasu na turę ({ $limit }). { $user }, możesz ogłosić wygraną poleceniem `{ -hex-claim }`.
reminder-first = Przypomnienie: { $user }, gra na tym kanale czeka na ciebie (od { $waited }).
reminder-second = Drugie przypomnienie: { $user }, gra na tym kanale czeka na ciebie (od { $waited }).
btn-claim = Ogłoś wygraną

err-quiet-format = Godziny ciszy zapisz jako 22-7 albo 22:30-07:00 (albo off), a nie „{ $value }”.
err-quiet-day = Godziny ciszy muszą trwać krócej niż dobę: początek i koniec nie mogą być równe.
err-switch = { $option } musi mieć wartość on albo off, a nie „{ $value }”.
err-timezone = „{ $value }” to nie strefa czasowa. Użyj nazwy takiej jak { $examples }.
err-pref-lang = language musi mieć wartość en, pl albo auto, a nie „{ $value }”.
pref-on = wł.
pref-off = wył.
pref-quiet-range = { $start }–{ $end }
lang-en = angielski
lang-pl = polski
lang-auto = jak w aplikacji Discord
prefs = Twoje ustawienia (na każdym serwerze): powiadomienie o twojej turze { $ping }; przypomnienia w wiadomości prywatnej { $dm }; godziny ciszy { $quiet } ({ $timezone }); język { $language }.
prefs-changed = Zapisano. Twoje ustawienia (na każdym serwerze): powiadomienie o twojej turze { $ping }; przypomnienia w wiadomości prywatnej { $dm }; godziny ciszy { $quiet } ({ $timezone }); język { $language }.
my-games-none = Nie masz żadnej trwającej gry.
my-games-head = Twoje trwające gry: { $n } — { $mine ->
    [0] żadna nie czeka na ciebie.
    [one] 1 czeka na ciebie.
    [few] { $mine } czekają na ciebie.
   *[many] { $mine } czeka na ciebie.
}
my-game-your-turn = **twoja tura** — { $armies }, tura { $turn }, czeka { $waited } — { $where }
my-game-their-turn = ruch ma { $user } — { $armies }, tura { $turn }, od { $waited } — { $where }
my-game-waiting = czeka na graczy — { $armies } — { $where }
reminder-dm = Przypomnienie: gra { $game } czeka na twój ruch (od { $waited }). { $link }
reminder-dm-timeout = Gra { $game }: przeciwnik przekroczył limit czasu na turę ({ $limit }) — możesz tam ogłosić wygraną poleceniem `{ -hex-claim }`. { $link }

err-level = level musi mieć jedną z wartości { $levels }, a nie „{ $value }”.
err-level-vs-bot = Opcja poziom dotyczy gry przeciwko komputerowi (przeciwnik: bot).
err-hint-vs-bot = Podpowiedzi są tylko w grach przeciwko samemu botowi i na jednym stanowisku: nie wtedy, gdy gra inna osoba.
hint = Propozycja: { $user } { $action } — { $reason }.
hint-reason-only = to jedyna dozwolona akcja
hint-reason-hq = bezpieczne pole na start, z dala od wrogich Sztabów
hint-reason-push = najbezpieczniejsze pole dla twojej jednostki
hint-reason-enough = na tę turę wystarczy: zakończ ją
hint-reason-wins_game = to wygrywa grę od razu
hint-reason-battle = bitwa teraz zostawi twój Sztab z { $my_hp } pkt, a wrogi z { $enemy_hp } pkt; { $kills ->
    [one] zginie 1 wroga jednostka
    [few] zginą { $kills } wrogie jednostki
   *[many] zginie { $kills } wrogich jednostek
} (szansa na wygraną ok. { $chance }%)
hint-reason-best = najlepsze, co znalazło przeszukiwanie (szansa na wygraną ok. { $chance }%)
hint-reason-discard = odrzuć żeton, który najmniej się przyda (szansa na wygraną ok. { $chance }%)
hint-reason-redraw = ręka samych żetonów akcji, które teraz mało dają: dobierz nową (szansa na wygraną ok. { $chance }%)
hint-reason-place = to położenie pomaga najbardziej (szansa na wygraną ok. { $chance }%)
hint-reason-move = ten ruch pomaga najbardziej (szansa na wygraną ok. { $chance }%)
hint-reason-instant = ten żeton akcji pomaga teraz najbardziej (szansa na wygraną ok. { $chance }%)
hint-reason-end_turn = w tej turze nic więcej nie pomoże: zakończ ją (szansa na wygraną ok. { $chance }%)
hint-reason-push_ability = odepchnięcie pomaga teraz najbardziej (szansa na wygraną ok. { $chance }%)
hint-reason-dance = Taniec pomaga teraz najbardziej (szansa na wygraną ok. { $chance }%)
hint-reason-ability = akcja twojej armii pomaga teraz najbardziej (szansa na wygraną ok. { $chance }%)
hint-reason-choose = najlepsza z opcji, które dają zasady (szansa na wygraną ok. { $chance }%)
