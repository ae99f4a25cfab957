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
cmd-hex-decline-desc = Odrzuć zaproszenie albo wycofaj grę, do której nikt nie dołączył
cmd-hex-hand = ręka
cmd-hex-hand-desc = Pokaż twoje żetony (widzisz je tylko ty)
cmd-hex-place = połóż
cmd-hex-place-desc = Połóż żeton (żeton hq to twój sztab); bez kierunku: podgląd
cmd-hex-preview = podgląd
cmd-hex-preview-desc = Zobacz położenie żetonu przed decyzją, z przyciskami obrotu
cmd-hex-play = zagraj
cmd-hex-play-desc = Zagraj żeton natychmiastowy: bitwa, snajper, granat, atak powietrzny, odepchnięcie, ruch
cmd-hex-move = ruch
cmd-hex-move-desc = Przesuń swoją ruchomą jednostkę (albo przewożoną przez Transport)
cmd-hex-discard = odrzuć
cmd-hex-discard-desc = Odrzuć żeton z ręki
cmd-hex-redraw = dobierz-ponownie
cmd-hex-redraw-desc = Pechowe losowanie: odrzuć rękę samych natychmiastowych i dobierz ponownie
cmd-hex-choose = wybierz
cmd-hex-choose-desc = Wybierz, dokąd trafi twoja odepchnięta jednostka
cmd-hex-end = koniec
cmd-hex-end-desc = Zakończ turę, zatrzymując pozostałe żetony w ręce
cmd-hex-board = plansza
cmd-hex-board-desc = Pokaż planszę, czyja jest tura i punkty wytrzymałości sztabów
cmd-hex-undo = cofnij
cmd-hex-undo-desc = Poproś o cofnięcie ostatniego ruchu albo odpowiedz na taką prośbę
cmd-hex-draw = remis
cmd-hex-draw-desc = Zaproponuj remis albo odpowiedz na propozycję przeciwnika
cmd-hex-resign = poddaj
cmd-hex-resign-desc = Poddaj grę
cmd-hex-claim = wygrana-na-czas
cmd-hex-claim-desc = Ogłoś wygraną, gdy przeciwnik przekroczył limit czasu na turę
cmd-hex-settings = ustawienia
cmd-hex-settings-desc = Przypomnienia i limit czasu na turę gry na tym kanale
cmd-hex-new-opt-language-desc = Język wiadomości gry, planszy i nazw żetonów (domyślnie: języka serwera)
cmd-hex-settings-opt-time-limit-desc = Godziny na turę, zanim czekający gracz może ogłosić wygraną (0: bez limitu)
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
cmd-opt-time-limit-desc = Ile godzin ma gracz na turę, zanim przeciwnik może ogłosić wygraną (opcjonalnie)
cmd-opt-tile-desc = Żeton z twojej ręki
cmd-opt-hex-desc = Gdzie, np. C3
cmd-opt-facing-desc = Dokąd zwrócony jest przód (puste: podgląd i obracanie)
cmd-opt-target-desc = Heks celu (snajper, granat, atak powietrzny; odepchnięcie: wróg; ruch: dokąd)
cmd-opt-unit-desc = Twoja działająca jednostka (odepchnięcie: odpychająca; ruch: przesuwana)
cmd-opt-from-desc = Heks jednostki
cmd-opt-to-desc = Dokąd idzie
cmd-opt-via-desc = Heks Transportu
cmd-opt-format-desc = Obraz (domyślnie) albo tekst, heks po heksie (czytniki ekranu, wolne łącze)
cmd-opt-answer-desc = Odpowiedź na prośbę przeciwnika (puste: poproś o cofnięcie swojego ruchu)
cmd-opt-action-desc = Zaproponuj, przyjmij albo odrzuć
cmd-opt-reminder-hours-desc = Przypomnij graczowi o ruchu po tylu godzinach (0: bez przypomnień)
cmd-opt-name-desc = Nazwa żetonu, np. biegacz
cmd-opt-game-desc = Numer gry (domyślnie: bieżąca albo ostatnia gra na tym kanale)
cmd-opt-ping-desc = Oznaczaj mnie, gdy jest moja tura
cmd-opt-dm-reminders-desc = Wysyłaj mi przypomnienia w wiadomości prywatnej
cmd-opt-quiet-hours-desc = Bez oznaczeń w tych godzinach, np. 22-7 (off: zawsze oznaczaj)
cmd-opt-timezone-desc = Moja strefa czasowa, np. Europe/Warsaw

# choices
cmd-choice-army-moloch = Moloch
cmd-choice-army-borgo = Borgo
cmd-choice-army-outpost = Posterunek
cmd-choice-army-hegemony = Hegemonia
cmd-choice-army-random = Losowa
cmd-choice-first-me = Ja
cmd-choice-first-opponent = Mój przeciwnik
cmd-choice-first-random = Losowo
cmd-choice-language-en = Angielski (English)
cmd-choice-language-pl = Polski
cmd-choice-facing-n = N ↑
cmd-choice-facing-ne = NE ↗
cmd-choice-facing-se = SE ↘
cmd-choice-facing-s = S ↓
cmd-choice-facing-sw = SW ↙
cmd-choice-facing-nw = NW ↖
cmd-choice-instant-battle = Bitwa
cmd-choice-instant-sniper = Snajper
cmd-choice-instant-grenade = Granat
cmd-choice-instant-air-strike = Atak powietrzny
cmd-choice-instant-push-back = Odepchnięcie
cmd-choice-instant-move = Ruch
cmd-choice-format-image = Obraz
cmd-choice-format-text = Tekst, heks po heksie
cmd-choice-answer-yes = Tak, zgoda
cmd-choice-answer-no = Nie, odmowa
cmd-choice-answer-offer = Zaproponuj remis
cmd-choice-switch-on = Włączone
cmd-choice-switch-off = Wyłączone
cmd-choice-language-auto = Automatycznie (język mojego Discorda)

# linie komend, których nie da się odczytać (konsola, przyciski); usługa dodaje kropkę na końcu
cmd-err-empty = pusta komenda
cmd-err-unreadable = nie mogę odczytać { $line }: { $error }
cmd-err-unknown-group = nieznana komenda '{ $word }': komendy zaczynają się od { $groups }
cmd-err-which = która komenda? np. /{ $group } { $example } (spróbuj /hexinfo rules)
cmd-err-unknown-command = nieznana komenda /{ $group } { $command } (komendy: { $commands })
cmd-err-bad-option = /{ $group } { $command } nie przyjmuje '{ $word }' (opcje: { $options })
cmd-err-no-options = /{ $group } { $command } nie przyjmuje '{ $word }' (nie ma opcji)
cmd-err-board-format = format może być image albo text, nie '{ $value }'

# odpowiedzi samej konsoli
cmd-console-no-button = Nie ma na ekranie przycisku '{ $keyword }' (przyciski: { $known }).
cmd-console-no-menu = Nie ma na ekranie menu '{ $keyword }' (menu: { $known }).
cmd-console-no-option = Nie ma opcji '{ $choice }' w ?{ $keyword } (opcje: { $labels }).
cmd-console-none-yet = jeszcze żadnych
cmd-console-line-help = konsola: zacznij linię od @imię, np. `@ala /hexinfo rules` (albo :quit)
cmd-console-bot-plays-itself = konsola: @{ $name } to gracz komputerowy: gra sam (/hex new opponent:@{ $name })
cmd-console-welcome = Konsola Neuroshimy Hex. Linie wyglądają tak: @ala /hex new opponent:@ola  (:quit, by wyjść)
cmd-console-only-you = widzi to tylko @{ $name }

cmd-hex-hint = podpowiedź
cmd-hex-hint-desc = Zaproponuj ruch (gry przeciwko temu botowi i na jednym stanowisku)
cmd-opt-level = poziom
cmd-hex-new-opt-level-desc = Jak dobrze gra ten bot, gdy jest twoim przeciwnikiem (domyślnie: średni)
cmd-choice-level-easy = Łatwy
cmd-choice-level-medium = Średni
cmd-choice-level-hard = Trudny
