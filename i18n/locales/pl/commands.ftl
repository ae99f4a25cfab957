## Komendy: nazwy, opisy, opcje i wybory (Discord i konsola).
## Identyfikatory wynikają z drzewa komend: zob. bot/discord_adapter/translator.py.


# /hex
cmd-hex = hex
cmd-hex-desc = Graj w Neuroshimę Hex na tym kanale
cmd-hex-new = nowa
cmd-hex-new-desc = Zacznij grę na tym kanale (bez przeciwnika: wolne miejsce dla chętnego)
cmd-hex-accept = przyjmij
cmd-hex-accept-desc = Przyjmij zaproszenie albo zajmij wolne miejsce
cmd-hex-decline = odmów
cmd-hex-decline-desc = Odrzuć zaproszenie albo wycofaj grę bez chętnych
cmd-hex-hand = ręka
cmd-hex-hand-desc = Pokaż twoje żetony (widzisz je tylko ty)
cmd-hex-place = połóż
cmd-hex-place-desc = Połóż żeton (żeton hq to twój sztab); bez kierunku: podgląd
cmd-hex-preview = podgląd
cmd-hex-preview-desc = Zobacz położenie żetonu przed decyzją, z przyciskami obrotu
cmd-hex-play = zagraj
cmd-hex-play-desc = Zagraj żeton natychmiastowy (bitwa, snajper, granat, ruch…)
cmd-hex-move = ruch
cmd-hex-move-desc = Przesuń swoją ruchomą jednostkę (albo przewożoną przez Transport)
cmd-hex-discard = odrzuć
cmd-hex-discard-desc = Odrzuć żeton z ręki
cmd-hex-redraw = dobierz-ponownie
cmd-hex-redraw-desc = Pechowe losowanie: odrzuć same natychmiastowe i dobierz znowu
cmd-hex-choose = wybierz
cmd-hex-choose-desc = Wybierz, dokąd trafi twoja odepchnięta jednostka
cmd-hex-end = koniec
cmd-hex-end-desc = Zakończ turę, zatrzymując pozostałe żetony w ręce
cmd-hex-board = plansza
cmd-hex-board-desc = Pokaż planszę, czyja jest tura i punkty wytrzymałości sztabów
cmd-hex-undo = cofnij
cmd-hex-undo-desc = Poproś o cofnięcie ruchu albo odpowiedz na prośbę
cmd-hex-draw = remis
cmd-hex-draw-desc = Zaproponuj remis albo odpowiedz na propozycję przeciwnika
cmd-hex-resign = poddaj
cmd-hex-resign-desc = Poddaj grę
cmd-hex-claim = wygrana-na-czas
cmd-hex-claim-desc = Ogłoś wygraną, gdy przeciwnik przekroczył limit czasu na turę
cmd-hex-settings = ustawienia
cmd-hex-settings-desc = Przypomnienia i limit czasu na turę gry na tym kanale
cmd-hex-new-opt-language-desc = Język gry, planszy i nazw żetonów (domyślnie: serwera)
cmd-hex-settings-opt-time-limit-desc = Godziny na turę, po których można ogłosić wygraną (0: bez limitu)
cmd-hex-play-opt-tile-desc = Żeton natychmiastowy do zagrania
cmd-hex-choose-opt-hex-desc = Wolny heks, na który odepchnięta jest twoja jednostka
cmd-hex-preview-opt-facing-desc = Dokąd na początku zwrócony jest przód
cmd-hex-play-opt-facing-desc = ruch: dokąd zwrócona jest przesunięta jednostka
cmd-hex-move-opt-facing-desc = Dokąd jest zwrócona po ruchu

# /hexinfo
cmd-hexinfo = hexinfo
cmd-hexinfo-desc = Neuroshima Hex w pigułce: żetony, armie, zasady
cmd-hexinfo-tile = żeton
cmd-hexinfo-tile-desc = Karta żetonu: co robi i jak jest silny
cmd-hexinfo-army = armia
cmd-hexinfo-army-desc = Arkusz armii: wszystkie jej żetony
cmd-hexinfo-rules = zasady
cmd-hexinfo-rules-desc = Krótko: jak grać
cmd-hexinfo-version = wersja
cmd-hexinfo-version-desc = Wersja bota i jego silnika zasad
info-version = hexbot { $bot }; silnik zasad: format gry { $engine }.
cmd-hexinfo-tile-opt-army-desc = Żeton której armii, jeśli ma go kilka
cmd-hexinfo-army-opt-name-desc = Armia

# /hexhistory
cmd-hexhistory = hexhistoria
cmd-hexhistory-desc = Zapis gry na tym kanale: dziennik, bitwy, eksport
cmd-hexhistory-log = dziennik
cmd-hexhistory-log-desc = Historia ruchów w grze
cmd-hexhistory-battle = bitwa
cmd-hexhistory-battle-desc = Opublikuj jeszcze raz ostatnią bitwę gry na tym kanale, w wątku
cmd-hexhistory-export = eksport
cmd-hexhistory-export-desc = Gra jako plik JSON do odtworzenia
cmd-hexlab = hexlab
cmd-hexlab-desc = Laboratorium zasad: bitwa dowolnej pozycji, segment po segmencie
cmd-hexlab-battle = bitwa
cmd-hexlab-battle-desc = Rozstrzygnij bitwę pozycji tak jak w grze (jej kod albo gra na tym kanale teraz)
cmd-hexlab-battle-opt-code = kod
cmd-hexlab-battle-opt-code-desc = Kod pozycji (nh1-…); bez niego gra na tym kanale w obecnym stanie
cmd-hexlab-code = kod
cmd-hexlab-code-desc = Kod pozycji gry na tym kanale, do udostępnienia albo do laboratorium
cmd-hexlab-battle-opt-game-desc = Numer gry: jej pozycja po ruchu `ruch:` (domyślnie gra na tym kanale)
cmd-hexlab-battle-opt-move = ruch
cmd-hexlab-battle-opt-move-desc = Wiersz historii gry (/hexhistory log): pozycja tuż po nim
cmd-hexlab-battle-opt-file = plik
cmd-hexlab-battle-opt-file-desc = Plik scenariusza (JSON, jak w tests/scenarios projektu)
cmd-hexlab-code-opt-game-desc = Numer gry (domyślnie gra na tym kanale)
cmd-hexlab-code-opt-move = ruch
cmd-hexlab-code-opt-move-desc = Wiersz historii gry (/hexhistory log): pozycja tuż po nim
cmd-hexlab-whatif = cojeśli
cmd-hexlab-whatif-desc = Bitwa pozycji taka, jaka jest, i po jednej zmianie, obok siebie
cmd-hexlab-whatif-opt-change = zmiana
cmd-hexlab-whatif-opt-change-desc = postaw [gracz] ŻETON HEKS [kier.], usuń HEKS, obróć HEKS KIER., sztab GRACZ PŻ, sieć HEKS [gracz]
cmd-hexlab-whatif-opt-code = kod
cmd-hexlab-whatif-opt-code-desc = Kod pozycji (nh1-…); bez niego gra na tym kanale w obecnym stanie
cmd-hexlab-save = zapisz
cmd-hexlab-save-desc = Moderatorzy: rozstrzygnięcie pozycji jako plik testu scenariusza (zasada, źródło, oczekiwany wynik)
cmd-hexlab-save-opt-code = kod
cmd-hexlab-save-opt-code-desc = Kod pozycji (nh1-…)
cmd-hexlab-save-opt-rule = zasada
cmd-hexlab-save-opt-rule-desc = Zasada w jednym zdaniu
cmd-hexlab-save-opt-source = źródło
cmd-hexlab-save-opt-source-desc = Skąd pochodzi zasada (strona instrukcji, FAQ, rozstrzygnięcie)
cmd-hexlab-save-opt-name = nazwa
cmd-hexlab-save-opt-name-desc = Nazwa pliku (litery, cyfry i _; domyślnie z kodu)
cmd-hexlab-new = nowa
cmd-hexlab-new-desc = Plansza laboratorium ustawiana przyciskami: pusta z dwiema armiami albo z kodu pozycji
cmd-hexlab-new-opt-army = armia
cmd-hexlab-new-opt-army-desc = Armia gracza 1
cmd-hexlab-new-opt-opponent-army = armia-przeciwnika
cmd-hexlab-new-opt-opponent-army-desc = Armia gracza 2
cmd-hexlab-new-opt-code = kod
cmd-hexlab-new-opt-code-desc = Kod pozycji (nh1-…) do ustawienia zamiast pustej planszy
cmd-hexlab-pick = wybierz
cmd-hexlab-pick-desc = Twoja plansza laboratorium: czyje żetony, który żeton, który heks
cmd-hexlab-pick-opt-player = gracz
cmd-hexlab-pick-opt-player-desc = Gracz pozycji (1 albo 2)
cmd-hexlab-pick-opt-tile = żeton
cmd-hexlab-pick-opt-tile-desc = Żeton z armii tego gracza
cmd-hexlab-pick-opt-hex = heks
cmd-hexlab-pick-opt-hex-desc = Heks planszy, np. C3
cmd-hexlab-put = postaw
cmd-hexlab-put-desc = Twoja plansza laboratorium: postaw żeton (wybrany, na wybranym heksie) w danym kierunku
cmd-hexlab-put-opt-facing = kierunek
cmd-hexlab-put-opt-facing-desc = W którą stronę jest zwrócony (domyślnie Pn)
cmd-hexlab-put-opt-player = gracz
cmd-hexlab-put-opt-player-desc = Czyj żeton (domyślnie wybranej armii)
cmd-hexlab-put-opt-tile = żeton
cmd-hexlab-put-opt-tile-desc = Który żeton (domyślnie wybrany)
cmd-hexlab-put-opt-hex = heks
cmd-hexlab-put-opt-hex-desc = Gdzie (domyślnie wybrany heks)
cmd-hexlab-remove = usuń
cmd-hexlab-remove-desc = Twoja plansza laboratorium: zdejmij żeton z heksu
cmd-hexlab-remove-opt-hex = heks
cmd-hexlab-remove-opt-hex-desc = Który heks (domyślnie wybrany)
cmd-hexlab-hq = sztab
cmd-hexlab-hq-desc = Twoja plansza laboratorium: punkty życia sztabu
cmd-hexlab-hq-opt-hp = pż
cmd-hexlab-hq-opt-hp-desc = Punkty życia, od 1 do 20
cmd-hexlab-hq-opt-player = gracz
cmd-hexlab-hq-opt-player-desc = Czyj sztab (domyślnie wybranej armii)
cmd-hexlab-mark = znacznik
cmd-hexlab-mark-desc = Twoja plansza laboratorium: znacznik, znacznik Sieci Stali albo rana na jednostce
cmd-hexlab-mark-opt-mark = znacznik
cmd-hexlab-mark-opt-mark-desc = net, venom (jad), paralysis (paraliż), wound albo clear
cmd-hexlab-mark-opt-player = gracz
cmd-hexlab-mark-opt-player-desc = Czyj znacznik (domyślnie pierwszego gracza, który go ma)
cmd-hexlab-mark-opt-hex = heks
cmd-hexlab-mark-opt-hex-desc = Heks jednostki (domyślnie wybrany heks)
cmd-hexlab-resolve = rozstrzygnij
cmd-hexlab-resolve-desc = Bitwa twojej planszy laboratorium, segment po segmencie
cmd-hexlab-boardcode = kodplanszy
cmd-hexlab-boardcode-desc = Kod pozycji twojej planszy laboratorium

# /hexmod
cmd-hexmod = hexmod
cmd-hexmod-desc = Moderatorzy: zarządzanie grą na tym kanale
cmd-hexmod-abort = przerwij
cmd-hexmod-abort-desc = Zatrzymaj grę na tym kanale bez wyniku (Zarządzanie kanałami)

# /hexme
cmd-hexme = hexmoje
cmd-hexme-desc = Moje: moje gry na wszystkich serwerach, moje preferencje
cmd-hexme-games = gry
cmd-hexme-games-desc = Wszystkie moje trwające gry, na wszystkich serwerach
cmd-hexme-prefs = preferencje
cmd-hexme-prefs-desc = Moje preferencje: oznaczenia, przypomnienia, godziny ciszy, strefa czasowa, język
cmd-hexme-prefs-opt-language-desc = Język tego, co widzę tylko ja (auto: język mojego Discorda)

# options shared by several commands
cmd-opt-opponent = przeciwnik
cmd-opt-army = armia
cmd-opt-opponent-army = armia-przeciwnika
cmd-opt-first = pierwszy
cmd-opt-language = język
cmd-opt-time-limit = limit-czasu
cmd-opt-tile = żeton
cmd-opt-hex = heks
cmd-opt-facing = kierunek
cmd-opt-target = cel
cmd-opt-unit = jednostka
cmd-opt-from = skąd
cmd-opt-to = dokąd
cmd-opt-via = przez
cmd-opt-format = format
cmd-opt-answer = odpowiedź
cmd-opt-action = akcja
cmd-opt-reminder-hours = przypomnienie-po
cmd-opt-name = nazwa
cmd-opt-game = gra
cmd-opt-ping = oznaczaj
cmd-opt-dm-reminders = przypomnienia-dm
cmd-opt-quiet-hours = godziny-ciszy
cmd-opt-timezone = strefa-czasowa
cmd-opt-opponent-desc = Z kim grasz (puste: każdy może dołączyć; ty sam: gra przy jednym komputerze)
cmd-opt-army-desc = Twoja armia
cmd-opt-opponent-army-desc = Armia przeciwnika
cmd-opt-first-desc = Kto zaczyna
cmd-opt-language-desc = Język
cmd-opt-time-limit-desc = Godziny na turę, po których przeciwnik może ogłosić wygraną
cmd-opt-tile-desc = Żeton z twojej ręki
cmd-opt-hex-desc = Gdzie, np. C3
cmd-opt-facing-desc = Dokąd zwrócony jest przód (puste: podgląd i obracanie)
cmd-opt-target-desc = Heks celu (snajper, granat, atak powietrzny; odepchnięcie: wróg; ruch: dokąd)
cmd-opt-unit-desc = Twoja działająca jednostka (odepchnięcie: odpychająca; ruch: przesuwana)
cmd-opt-from-desc = Heks jednostki
cmd-opt-to-desc = Dokąd idzie
cmd-opt-via-desc = Heks Transportu
cmd-opt-format-desc = Obraz (domyślnie), pełny albo tekst
cmd-opt-answer-desc = Odpowiedź na prośbę (puste: poproś o cofnięcie ruchu)
cmd-opt-action-desc = Zaproponuj, przyjmij albo odrzuć
cmd-opt-reminder-hours-desc = Przypomnij graczowi o ruchu po tylu godzinach (0: bez przypomnień)
cmd-opt-name-desc = Nazwa żetonu, np. biegacz
cmd-opt-game-desc = Numer gry (domyślnie: bieżąca albo ostatnia gra na tym kanale)
cmd-opt-ping-desc = Oznaczaj mnie, gdy jest moja tura
cmd-opt-dm-reminders-desc = Wysyłaj mi przypomnienia w wiadomości prywatnej
cmd-opt-quiet-hours-desc = Bez oznaczeń w tych godzinach, np. 22-7 (off: zawsze oznaczaj)
cmd-opt-timezone-desc = Moja strefa czasowa, np. Europe/Warsaw

# choices
cmd-choice-first-me = Ja
cmd-choice-first-opponent = Mój przeciwnik
cmd-choice-first-random = Losowo
cmd-choice-language-en = Angielski (English)
cmd-choice-language-pl = Polski
cmd-choice-facing-n = Pn ↑
cmd-choice-facing-ne = Pn-Wsch ↗
cmd-choice-facing-se = Pd-Wsch ↘
cmd-choice-facing-s = Pd ↓
cmd-choice-facing-sw = Pd-Zach ↙
cmd-choice-facing-nw = Pn-Zach ↖
cmd-choice-instant-battle = Bitwa
cmd-choice-instant-sniper = Snajper
cmd-choice-instant-grenade = Granat
cmd-choice-instant-air-strike = Atak powietrzny
cmd-choice-instant-push-back = Odepchnięcie
cmd-choice-instant-move = Ruch
cmd-choice-format-image = Obraz
cmd-choice-format-full = Pełny obraz
cmd-choice-format-text = Tekst, heks po heksie
cmd-choice-answer-yes = Tak, zgoda
cmd-choice-answer-no = Nie, odmowa
cmd-choice-answer-offer = Zaproponuj remis
cmd-choice-switch-on = Włączone
cmd-choice-switch-off = Wyłączone
cmd-choice-language-auto = Automatycznie (język mojego Discorda)

# /wz: pomocnik do Warzone 4.1
cmd-wz = wz
cmd-wz-desc = Pomocnik do zasad Warzone 4.1: rzuty z wyjaśnieniem, dziennik na kanale
cmd-wz-test = test
cmd-wz-test-desc = Test cechy: k20 przeciw wartości
cmd-wz-shoot = strzał
cmd-wz-shoot-desc = Strzelanie: każdy strzał przeciw WS z modyfikatorami
cmd-wz-melee = walka-wręcz
cmd-wz-melee-desc = Walka wręcz: każdy atak przeciw WW z modyfikatorami
cmd-wz-armour = pancerz
cmd-wz-armour-desc = Testy pancerza po trafieniu: utracone rany
cmd-wz-morale = morale
cmd-wz-morale-desc = Test morale po stratach
cmd-wz-scatter = rozrzut
cmd-wz-scatter-desc = Rozrzut: odległość i kierunek na tarczy zegara
cmd-wz-roll = rzut
cmd-wz-roll-desc = Dowolna procedura Warzone, klucze jako klucz=wartość
cmd-wz-log = dziennik
cmd-wz-log-desc = Ostatnie rzuty Warzone na tym kanale
cmd-wz-help = pomoc
cmd-wz-help-desc = Procedury Warzone albo klucze jednej procedury
cmd-opt-stat = cecha
cmd-opt-stat-desc = Testowana cecha
cmd-opt-stat-key = która-cecha
cmd-opt-stat-key-desc = Która cecha: ww, ws, dw, s, p, m
cmd-opt-mods = modyfikatory
cmd-opt-mods-desc = Modyfikatory po przecinku, np. -2,1
cmd-opt-half = połowa
cmd-opt-half-desc = Połowa cechy (zaokrąglona w górę)
cmd-opt-ws = ws
cmd-opt-ws-desc = WS strzelca
cmd-opt-ww = ww
cmd-opt-ww-desc = WW atakującego
cmd-opt-dw = dw
cmd-opt-dw-desc = Dw dowódcy oddziału
cmd-opt-p = p
cmd-opt-p-desc = P (pancerz) celu
cmd-opt-distance = dystans
cmd-opt-distance-desc = Odległość do celu w calach
cmd-opt-shots = strzały
cmd-opt-shots-desc = Strzały (wielokrotność broni)
cmd-opt-attacks = ataki
cmd-opt-attacks-desc = Liczba ataków
cmd-opt-weapon-mod = mod-broni
cmd-opt-weapon-mod-desc = Modyfikator trafienia broni na tym zasięgu
cmd-opt-jam = zacięcie
cmd-opt-jam-desc = Wartość zacięcia broni
cmd-opt-dam = dam
cmd-opt-dam-desc = Dam trafienia lub broni
cmd-opt-cover = osłona
cmd-opt-cover-desc = Osłona celu
cmd-opt-charge = szarża
cmd-opt-charge-desc = Atakujący szarżował
cmd-opt-mult = mnożnik
cmd-opt-mult-desc = Mnożnik trafienia
cmd-opt-crit = krytyk
cmd-opt-crit-desc = Trafienie krytyczne (+4 Dam)
cmd-opt-start = na-początku
cmd-opt-start-desc = Modele na początku bitwy
cmd-opt-current = teraz
cmd-opt-current-desc = Modele, które zostały
cmd-opt-threshold = próg
cmd-opt-threshold-desc = Straty w tej turze, które wymagają testu
cmd-opt-max-distance = max-dystans
cmd-opt-max-distance-desc = Odległość strzelca od punktu (cale)
cmd-opt-rolls = kości
cmd-opt-rolls-desc = Twoje własne kości po kolei, np. 4,17 (puste: rzuca bot)
cmd-opt-options = opcje
cmd-opt-options-desc = Więcej kluczy jako klucz=wartość, np. aim=1 smoke=2
cmd-opt-command = procedura
cmd-opt-command-desc = Procedura Warzone
cmd-opt-limit = ile
cmd-opt-limit-desc = Ile rzutów (1–25, domyślnie 10)

# linie komend, których nie da się odczytać (konsola, przyciski); usługa dodaje kropkę na końcu
cmd-err-empty = pusta komenda
cmd-err-unreadable = nie mogę odczytać { $line }: { $error }
cmd-err-unknown-group = nieznana komenda '{ $word }': komendy zaczynają się od { $groups }
cmd-err-which = która komenda? np. /{ $group } { $example } (spróbuj { -hexinfo-rules })
cmd-err-unknown-command = nieznana komenda /{ $group } { $command } (komendy: { $commands })
cmd-err-bad-option = /{ $group } { $command } nie przyjmuje '{ $word }' (opcje: { $options })
cmd-err-no-options = /{ $group } { $command } nie przyjmuje '{ $word }' (nie ma opcji)
cmd-err-board-format = format może być image, full albo text, nie '{ $value }'

# odpowiedzi samej konsoli
cmd-console-no-button = Nie masz na ekranie przycisku '{ $keyword }' (możesz nacisnąć: { $known }).
cmd-console-no-menu = Nie masz na ekranie menu '{ $keyword }' (możesz wybrać w: { $known }).
cmd-console-button-of = '{ $keyword }' jest na wiadomości, którą widzi tylko { $user }: tylko on(a) może go nacisnąć (możesz nacisnąć: { $known }).
cmd-console-menu-of = '{ $keyword }' jest na wiadomości, którą widzi tylko { $user }: tylko on(a) może w nim wybrać (możesz wybrać w: { $known }).
cmd-console-thinking = @{ $name } ({ $army }) myśli…
cmd-console-no-option = Nie ma opcji '{ $choice }' w ?{ $keyword } (opcje: { $labels }).
cmd-console-none-yet = teraz żadnych
cmd-console-line-help = konsola: zacznij linię od @imię, np. `@ala { -hexinfo-rules }` (:help pokazuje więcej)
cmd-console-failed = Ten wiersz zawiódł po stronie bota (jest w dzienniku). Gra jest taka, jak zapisana: pokaże ją { -hex-board }.
cmd-console-bot-plays-itself = konsola: @{ $name } to gracz komputerowy: gra sam (/hex new opponent:@{ $name })
cmd-console-welcome = Konsola Neuroshimy Hex. Linie wyglądają tak: @ala /hex nowa przeciwnik:@ola  (:help mówi, jak naciskać przyciski, :quit kończy)
cmd-console-now-in = konsola: teraz na #{ $channel }
cmd-console-seeded = konsola: losowanie ustalone ziarnem { $seed }
cmd-console-advance-usage = konsola: :advance przyjmuje czas, np. 30m, 25h albo 2d
cmd-console-advance-max = konsola: :advance przesuwa zegar najwyżej o { $days } dni naraz
cmd-console-clock = konsola: zegar wskazuje teraz { $now }
cmd-cli-epilog =
    Konsola: każda linia mówi, kto działa, a potem komenda jak na Discordzie, np.
      @ala /hex nowa przeciwnik:@ola
    Przyciski odpowiedzi wyglądają jak [!słowo Etykieta]: naciśnij go przez  @ala !słowo
    menu jak [?menu: B2 C3 …]: wybierz przez  @ala ?menu C3
    W konsoli :help mówi więcej (:seed 4 rozdaje następną grę zawsze tak samo).
cmd-console-commands = konsola: polecenia to :channel NAZWA, :advance 25h, :seed 4, :help, :quit
cmd-console-help =
    Każda linia mówi, kto działa i co robi, jak na Discordzie:
      @ala /hex nowa przeciwnik:@ola      komenda (`@ala { -hexinfo-rules }`: jak grać)
      @ala !confirm                       naciśnij przycisk z ekranu Ali, pokazany jako [!confirm Potwierdź]
      @ala ?hex C3                        wybierz C3 w menu z ekranu Ali, pokazanym jako [?hex: B2 C3 …]
      @ala place runner B2 SE             zapis ruchu silnika
      @eve[mod] /hexmod przerwij          jako moderator
    Przycisk albo menu, które widzi tylko Ala (odpowiedź prywatna), naciska tylko Ala; działa najnowsze.
    Polecenia samej konsoli: :channel NAZWA (inny kanał), :advance 25h (zegar), :seed 4 (następna gra rozdana zawsze tak samo), :help, :quit.
cmd-console-current = teraz { $label }
cmd-console-held = czeka na #{ $n }
cmd-console-edited = zmieniona #{ $n }
cmd-console-pings = powiadamia { $users }
cmd-console-thread = wątek: { $title }
cmd-console-reminder = przypomnienie
cmd-console-reminder-elsewhere = przypomnienie na innym kanale ({ $channel })
cmd-console-only-you = widzi to tylko @{ $name }

cmd-hexinfo-hint = podpowiedź
cmd-hexinfo-hint-desc = Zaproponuj ruch (gry przeciwko temu botowi i na jednym stanowisku)
cmd-opt-level = poziom
cmd-hex-new-opt-level-desc = Jak dobrze gra bot, gdy jest przeciwnikiem (domyślnie: średni)
cmd-choice-level-easy = Łatwy
cmd-choice-level-medium = Średni
cmd-choice-level-hard = Trudny
