## Ligi społeczności (/league): bot/usecases/league.py, renderer/table.py, cog /league.

# /league: nazwy, opisy, opcje i wybory komend
cmd-league = liga
cmd-league-desc = Ligi społeczności: sezony, rankingi, tabele, wyzwania
cmd-league-list = lista
cmd-league-list-desc = Ligi tego serwera
cmd-league-join = dołącz
cmd-league-join-desc = Dołącz do ligi
cmd-league-join-opt-league = liga
cmd-league-join-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-leave = opuść
cmd-league-leave-desc = Opuść ligę (trwająca gra ligowa liczy się jako poddana)
cmd-league-leave-opt-league = liga
cmd-league-leave-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-challenge = wyzwanie
cmd-league-challenge-desc = Rozpocznij na tym kanale grę rankingową z członkiem ligi
cmd-league-challenge-opt-opponent = przeciwnik
cmd-league-challenge-opt-opponent-desc = Kogo wyzywasz (przyjmuje przez /hex przyjmij)
cmd-league-challenge-opt-league = liga
cmd-league-challenge-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-challenge-opt-mode = tryb
cmd-league-challenge-opt-mode-desc = Tryb gry 3–6 graczy
cmd-league-challenge-opt-opponent2 = przeciwnik2
cmd-league-challenge-opt-opponent2-desc = Miejsce 3
cmd-league-challenge-opt-opponent3 = przeciwnik3
cmd-league-challenge-opt-opponent3-desc = Miejsce 4
cmd-league-challenge-opt-opponent4 = przeciwnik4
cmd-league-challenge-opt-opponent4-desc = Miejsce 5
cmd-league-challenge-opt-opponent5 = przeciwnik5
cmd-league-challenge-opt-opponent5-desc = Miejsce 6
cmd-league-draft = wybór
cmd-league-draft-desc = Twój krok wyboru armii w grze ligowej (przyciski jego panelu)
cmd-league-draft-opt-draft = wybór
cmd-league-draft-opt-draft-desc = Numer wyboru armii
cmd-league-draft-opt-name = zgłoś
cmd-league-draft-opt-name-desc = Ban–pick: twoje trzy armie, np. moloch,borgo,posterunek
cmd-league-draft-opt-ban = banuj
cmd-league-draft-opt-ban-desc = Ban–pick: armia przeciwnika, którą banujesz
cmd-league-draft-opt-pick = wybierz
cmd-league-draft-opt-pick-desc = Armia, którą wybierasz
cmd-league-queue = kolejka
cmd-league-queue-desc = Czekaj na przeciwnika o podobnym rankingu (ponownie: wyjdź z kolejki)
cmd-league-queue-opt-league = liga
cmd-league-queue-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-schedule = terminarz
cmd-league-schedule-desc = Terminarz sezonu (każdy z każdym)
cmd-league-schedule-opt-league = liga
cmd-league-schedule-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-standings = tabela
cmd-league-standings-desc = Tabela ligi jako tekst i jako obraz
cmd-league-standings-opt-league = liga
cmd-league-standings-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-standings-opt-season = sezon
cmd-league-standings-opt-season-desc = Numer sezonu (domyślnie: trwający)
cmd-league-profile = profil
cmd-league-profile-desc = Historia rankingu członka, wyniki według armii i bilans bezpośredni
cmd-league-profile-opt-player = gracz
cmd-league-profile-opt-player-desc = Czyj profil (domyślnie: twój)
cmd-league-profile-opt-league = liga
cmd-league-profile-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-games = gry
cmd-league-games-desc = Ostatnie gry ligi z odnośnikami do eksportu
cmd-league-games-opt-player = gracz
cmd-league-games-opt-player-desc = Tylko gry tego członka
cmd-league-games-opt-league = liga
cmd-league-games-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-export = eksport
cmd-league-export-desc = Tabela, gry, turniej albo walkowery i orzeczenia jako CSV lub JSON
cmd-league-export-opt-what = co
cmd-league-export-opt-what-desc = Tabela, gry, turniej (rundy albo tabela), walkowery i orzeczenia
cmd-league-export-opt-format = format
cmd-league-export-opt-format-desc = CSV albo JSON
cmd-league-export-opt-league = liga
cmd-league-export-opt-league-desc = Która liga (domyślnie: tego kanału)

# /leaguemod: komendy ligi dla moderatorów (Zarządzanie serwerem)
cmd-leaguemod = ligamod
cmd-leaguemod-desc = Moderatorzy lig: tworzenie, ustawienia, role rang, sezony, korekty, terminarz
cmd-leaguemod-create = utwórz
cmd-leaguemod-create-desc = Utwórz ligę na tym serwerze (Zarządzanie serwerem)
cmd-leaguemod-create-opt-name = nazwa
cmd-leaguemod-create-opt-name-desc = Nazwa ligi
cmd-leaguemod-config = ustawienia
cmd-leaguemod-config-desc = Pokaż albo zmień ustawienia ligi (Zarządzanie serwerem)
cmd-leaguemod-config-opt-league = liga
cmd-leaguemod-config-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-leaguemod-config-opt-season-days = dni-sezonu
cmd-leaguemod-config-opt-season-days-desc = Długość nowego sezonu w dniach
cmd-leaguemod-config-opt-modes = tryby
cmd-leaguemod-config-opt-modes-desc = Tryby z rankingiem, np. 1v1 ffa teams
cmd-leaguemod-config-opt-armies = armie
cmd-leaguemod-config-opt-armies-desc = Dozwolone armie, np. moloch borgo (all: wszystkie)
cmd-leaguemod-config-opt-time-limit = limit-czasu
cmd-leaguemod-config-opt-time-limit-desc = Limit czasu tury, godziny (0: brak)
cmd-leaguemod-config-opt-reminder-hours = przypomnienie-po
cmd-leaguemod-config-opt-reminder-hours-desc = Przypomnienie po godzinach (0: nigdy)
cmd-leaguemod-config-opt-rematch-limit = limit-rewanży
cmd-leaguemod-config-opt-rematch-limit-desc = Limit gier tej samej pary w sezonie
cmd-leaguemod-config-opt-provisional = tymczasowy
cmd-leaguemod-config-opt-provisional-desc = Ranking jest tymczasowy poniżej tylu gier
cmd-leaguemod-config-opt-channel = kanał
cmd-leaguemod-config-opt-channel-desc = Przypisz ligę do tego kanału albo ją odepnij
cmd-leaguemod-config-opt-language = język
cmd-leaguemod-config-opt-language-desc = Język publicznych wiadomości ligi
cmd-leaguemod-config-opt-army-protocol = protokół-armii
cmd-leaguemod-config-opt-army-protocol-desc = Jak dwoje graczy dostaje armie: losowa para, wybór w ciemno, ban–pick
cmd-leaguemod-config-opt-banned-armies = zakazane-armie
cmd-leaguemod-config-opt-banned-armies-desc = Armie nigdy nieoferowane, np. dancer (none: bez zakazu)
cmd-leaguemod-config-opt-draft-hours = godziny-wyboru
cmd-leaguemod-config-opt-draft-hours-desc = Godziny na każdy krok wyboru armii
cmd-leaguemod-role = rola
cmd-leaguemod-role-desc = Rola rangi od danego rankingu w górę, albo jej usunięcie (Zarządzanie serwerem)
cmd-leaguemod-role-opt-role = rola
cmd-leaguemod-role-opt-role-desc = Rola rangi
cmd-leaguemod-role-opt-rating = ranking
cmd-leaguemod-role-opt-rating-desc = Najniższy ranking, który ją daje (off: usuń próg)
cmd-leaguemod-role-opt-league = liga
cmd-leaguemod-role-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-leaguemod-season = sezon
cmd-leaguemod-season-desc = Rozpocznij nowy sezon albo zakończ trwający (Zarządzanie serwerem)
cmd-leaguemod-season-opt-action = akcja
cmd-leaguemod-season-opt-action-desc = Rozpocznij albo zakończ
cmd-leaguemod-season-opt-start = początek
cmd-leaguemod-season-opt-start-desc = Pierwszy dzień, RRRR-MM-DD (domyślnie: dziś)
cmd-leaguemod-season-opt-end = koniec
cmd-leaguemod-season-opt-end-desc = Ostatni dzień, RRRR-MM-DD (domyślnie: po długości sezonu)
cmd-leaguemod-season-opt-league = liga
cmd-leaguemod-season-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-leaguemod-correct = korekta
cmd-leaguemod-correct-desc = Popraw ranking członka, z powodem zapisanym w dzienniku (Zarządzanie serwerem)
cmd-leaguemod-correct-opt-player = gracz
cmd-leaguemod-correct-opt-player-desc = Czyj ranking
cmd-leaguemod-correct-opt-reason = powód
cmd-leaguemod-correct-opt-reason-desc = Dlaczego (zostaje w dzienniku)
cmd-leaguemod-correct-opt-mu = mu
cmd-leaguemod-correct-opt-mu-desc = Nowa ocena umiejętności (mu)
cmd-leaguemod-correct-opt-sigma = sigma
cmd-leaguemod-correct-opt-sigma-desc = Nowa niepewność (sigma)
cmd-leaguemod-correct-opt-league = liga
cmd-leaguemod-correct-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-leaguemod-schedule = terminarz
cmd-leaguemod-schedule-desc = Ułóż terminarz sezonu (każdy z każdym) albo go usuń (Zarządzanie serwerem)
cmd-leaguemod-schedule-opt-action = akcja
cmd-leaguemod-schedule-opt-action-desc = Ułóż albo usuń
cmd-leaguemod-schedule-opt-days = dni
cmd-leaguemod-schedule-opt-days-desc = Dni na rundę (domyślnie: pozostałe dni sezonu podzielone na rundy)
cmd-leaguemod-schedule-opt-league = liga
cmd-leaguemod-schedule-opt-league-desc = Która liga (domyślnie: tego kanału)

# Wybory w /league i /leaguemod
cmd-choice-lgchannel-here = Ten kanał
cmd-choice-lgchannel-none = Bez kanału
cmd-choice-lgaction-start = Rozpocznij nowy sezon
cmd-choice-lgaction-end = Zakończ trwający sezon
cmd-choice-lgprotocol-random = Losowa para
cmd-choice-lgprotocol-blind = Wybór w ciemno
cmd-choice-lgprotocol-ban-pick = Ban–pick z trzech
cmd-choice-lgschedule-make = ułóż
cmd-choice-lgschedule-clear = usuń
cmd-choice-lgwhat-standings = Tabela
cmd-choice-lgwhat-games = Gry
cmd-choice-lgformat-csv = CSV
cmd-choice-lgformat-json = JSON

# Błędy (prywatne)
lg-err-moderators = To mogą zrobić tylko moderatorzy (Zarządzanie serwerem).
lg-err-name = Nadaj lidze nazwę od 1 do 40 znaków.
lg-err-name-taken = Na tym serwerze jest już liga „{ $name }”.
lg-err-no-league = Ten serwer nie ma jeszcze ligi: moderator tworzy ją przez { -leaguemod-create }.
lg-err-which-league = Ten serwer ma kilka lig ({ $names }): wskaż jedną opcją liga:.
lg-err-unknown-league = Nie ma tu ligi „{ $name }”. Ligi: { $names }.
lg-err-not-member = Nie jesteś członkiem ligi { $league }: najpierw /liga dołącz.
lg-err-player-not-member = { $user } nie jest członkiem ligi { $league }.
lg-err-already-member = Już jesteś członkiem ligi { $league }.
lg-err-self-challenge = Nie możesz wyzwać samego siebie.
lg-err-challenge-twice = Każdego przeciwnika podaj tylko raz.
lg-err-no-army-for-seat = Ta liga nie dopuszcza żadnej armii na miejsce { $n } w tej grze.
lg-err-opponent-bot = Gry ligowe toczą się między członkami: bota nie można wyzwać.
lg-err-channel-busy = Na tym kanale trwa już gra: dokończ ją albo wyzwij na innym kanale.
lg-err-rematch-limit = Ty i { $user } rozegraliście w tym sezonie { $n ->
    [one] { $n } grę ligową
    [few] { $n } gry ligowe
   *[many] { $n } gier ligowych
 }: to limit.
lg-err-no-season = W lidze { $league } nie trwa żaden sezon.
lg-err-no-season-n = Liga { $league } nie ma sezonu { $n }.
lg-err-season-running = Sezon { $n } wciąż trwa: najpierw go zakończ ({ -leaguemod-season-end }).
lg-err-season-order = Sezon musi się kończyć po swoim początku.
lg-err-mode-not-rated = Ta liga nie prowadzi rankingu gier w trybie { $mode }.
lg-err-army-not-allowed = Armia { $army } nie jest dozwolona w tej lidze. Dozwolone: { $armies }.
lg-err-date = „{ $value }” to nie data: napisz RRRR-MM-DD, np. 2026-03-01.
lg-err-number = { $option }: „{ $value }” to nie liczba.
lg-err-range = { $option } musi być między { $min } a { $max }.
lg-err-choice = { $option }: „{ $value }” to nie jedno z: { $values }.
lg-err-role = Wskaż rolę: rola:@Rola.
lg-err-correct-what = Podaj nowe mu:, sigma: albo oba.
lg-err-reason = Podaj powód w opcji powód: — korekty trafiają do dziennika.

# Odpowiedzi i ogłoszenia
lg-created = Utworzono ligę { $league }. Sezon { $n } trwa od { $start } do { $end }. Członkowie dołączają przez /liga dołącz.
lg-config-shown = Ustawienia ligi { $league }:
lg-config-saved = Zapisano ustawienia ligi { $league }:
lg-settings = Długość sezonu: { $days ->
    [one] { $days } dzień
   *[other] { $days } dni
 } · tryby z rankingiem: { $modes } · armie: { $armies } · limit czasu na turę: { $limit } · przypomnienia: { $reminders } · gier między dwojgiem członków w sezonie: { $rematch } · ranking tymczasowy poniżej { $provisional ->
    [one] { $provisional } gry
   *[other] { $provisional } gier
 } · kanał: { $channel } · role rang: { $roles } · język: { $language } · protokół armii: { $protocol } · zakazane armie: { $banned } · krok wyboru: { $draft }
lg-all-armies = wszystkie
lg-none = brak
lg-default = domyślne bota
lg-hours = { $n } godz.
lg-role-set = { $league }: członkowie z rankingiem { $rating } lub wyższym dostają { $role }.
lg-role-removed = { $league }: { $role } nie jest już rolą rangi.
lg-season-started = { $league }: sezon { $n } trwa od { $start } do { $end }.
lg-season-ended = { $league }: sezon { $n } zakończony. Podium:
lg-podium-line = { $medal } { $user } — { $rating }
lg-list-line = **{ $league }**: { $members ->
    [one] { $members } członek
    [few] { $members } członkowie
   *[many] { $members } członków
 } · sezon { $season } do { $end } · kanał { $channel }
lg-joined = { $user } dołącza do ligi { $league }.
lg-left = { $user } opuszcza ligę { $league }.{ $resigned ->
    [0] {""}
    [one] {" "}Trwająca gra ligowa liczy się jako poddana.
    [few] {" "}{ $resigned } trwające gry ligowe liczą się jako poddane.
   *[many] {" "}{ $resigned } trwających gier ligowych liczy się jako poddane.
 }
lg-challenge = ⚔️ Gra rankingowa ligi { $league } (sezon { $n }): { $user } wyzywa { $opponent }.
lg-queued = Czekasz w kolejce ligi { $league } ({ $n ->
    [0] nikt inny nie czeka
    [one] czeka jeszcze jeden członek
    [few] czekają jeszcze { $n } członkowie
   *[many] czeka jeszcze { $n } członków
 }). Ponowne zgłoszenie wyprowadza z kolejki.
lg-unqueued = Wychodzisz z kolejki ligi { $league }.
lg-paired = Kolejka ligi { $league } połączyła { $a } i { $b }.
lg-standings-title = { $league } — sezon { $n }
lg-standings-dates = { $start } – { $end } · ranking = mu − 3·sigma · * tymczasowy
lg-standings-line = { $place }. { $user } — { $rating }{ $mark } · { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
 }: { $wins } W, { $losses } P, { $draws } R
lg-provisional = {" "}(tymczasowy)
lg-standings-more = … i { $n } więcej (zobacz obraz albo /liga eksport).
lg-no-members = Jeszcze nikt nie dołączył.
lg-no-games = Jeszcze nie ma gier rankingowych.
lg-profile-title = { $user } w lidze { $league }, sezon { $n }
lg-profile-rating = Ranking { $rating }{ $mark } (mu { $mu }, sigma { $sigma }) · miejsce { $place } z { $total } · { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
 }: { $wins } W, { $losses } P, { $draws } R
lg-profile-armies = Według armii:
lg-profile-army = • { $army }: { $wins } W, { $losses } P, { $draws } R
lg-profile-h2h = Bilans bezpośredni:
lg-profile-h2h-line = • z { $user }: { $wins } W, { $losses } P, { $draws } R
lg-plot-title = { $user } — ranking w lidze { $league }, sezon { $n }
lg-games-title = Ostatnie gry ligi { $league }:
lg-game-line = #{ $id } { $date } · { $players } · { $state } · { $link } · { $export }
lg-game-live = w toku
lg-game-void = bez rankingu
lg-export = { $league }, sezon { $n }: { $what } ({ $rows ->
    [one] { $rows } wiersz
    [few] { $rows } wiersze
   *[many] { $rows } wierszy
 }).
lg-corrected = { $moderator } poprawia ranking { $user }: { $before } → { $after }. Powód: { $reason }
lg-roles-forbidden = { $league }: nie mogę nadawać ról rang (potrzebuję uprawnienia Zarządzanie rolami i roli wyżej niż role rang). Rankingi i tabela działają dalej; po naprawie moderator ustawia rolę rangi ponownie przez { -leaguemod-role }.
lg-alt-standings = { $title }: { $top }
lg-alt-plot = { $title }: od { $first } do { $last } w { $n ->
    [one] { $n } grze
   *[other] { $n } grach
 }.

# Obrazy (renderer/table.py)
league-col-place = #
league-col-player = Gracz
league-col-rating = Ranking
league-col-games = Gry
league-col-wld = W–P–R
league-img-more = … i { $n } więcej
league-img-games-axis = { $n ->
    [one] { $n } gra rankingowa
    [few] { $n } gry rankingowe
   *[many] { $n } gier rankingowych
 }
lg-err-schedule-members = Terminarz „każdy z każdym” wymaga co najmniej dwóch członków.
lg-err-schedule-fit = { $rounds ->
    [one] { $rounds } runda nie mieści
    [few] { $rounds } rundy nie mieszczą
   *[many] { $rounds } rund nie mieści
 } się przed końcem sezonu ({ $end }): daj mniej dni na rundę albo rozpocznij dłuższy sezon.
lg-err-schedule-exists = Ten sezon ligi { $league } ma już terminarz (moderatorzy mogą go usunąć).
lg-schedule-made = 📅 { $league }, sezon { $n }: terminarz każdy z każdym, { $rounds ->
    [one] { $rounds } runda
    [few] { $rounds } rundy
   *[many] { $rounds } rund
 } i { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
 }, jedna runda co { $days ->
    [one] dzień
   *[other] { $days } dni
 }. Swoją grę zacznij przez /liga wyzwanie przeciwnik:…; dzień przed każdym terminem przyjdzie przypomnienie.
lg-schedule-cleared = Terminarz ligi { $league } usunięty ({ $n ->
    [one] { $n } para
    [few] { $n } pary
   *[many] { $n } par
 }; rozegrane gry zostają w rankingu).
lg-schedule-none = Sezon { $n } ligi { $league } nie ma terminarza (moderatorzy: { -leaguemod-schedule-make }).
lg-schedule-title = 📅 { $league }, sezon { $n }: rozegrano { $played } z { $games }{ $missed ->
    [0] {""}
   *[other] , nierozegranych: { $missed }
 }.
lg-schedule-round = **Runda { $k }** (termin { $due }):
lg-schedule-rests = • pauzuje: { $users }
lg-schedule-yours = **Twoje gry:**
lg-fixture-round = runda { $k }:
lg-fixture-open = do rozegrania do { $due }
lg-fixture-playing = w toku (gra #{ $game })
lg-fixture-won = wygrywa { $user } (gra #{ $game })
lg-fixture-drawn = remis (gra #{ $game })
lg-fixture-missed = nierozegrana
lg-fixture-game = To ich gra z rundy { $round } terminarza.
lg-fixture-reminder = ⏰ { $a } i { $b }: wasza gra z rundy { $round } ligi { $league } ma termin do { $due }. Zacznijcie ją przez /liga wyzwanie.
lg-fixture-missed-post = ⌛ { $a } i { $b } nie rozegrali gry z rundy { $round } w terminie: obaj przegrywają walkowerem (w tabeli, nie w rankingu), z karą za niestawienie się; moderator może orzec inaczej.

# Koniec gry rankingowej (bot/league/settlement.py): post na kanale gry po komunikacie o końcu gry
lg-result-title = 📈 { $league }, sezon { $n }: rankingi po tej grze
lg-result-line = { $user }: { NUMBER($before, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { NUMBER($after, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $sign }{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) }){ $rank ->
    [0] {""}
   *[other] , teraz miejsce { $rank } z { $total } w tabeli
 }

# Wybór armii (docs/leagues.md, "Armies")
lg-protocol-random = losowa para
lg-protocol-blind = wybór w ciemno
lg-protocol-ban-pick = ban–pick z trzech
lg-draft-begun = ⚔️ Gra rankingowa ligi { $league } (sezon { $n }): { $user } wyzywa { $opponent }. Armie: { $protocol } ({ $hours } godz. na każdy krok).
lg-draft-now-pick = Każde z was wybiera armię w tajemnicy: naciśnij Wybierz armię. Czekamy na: { $users }.
lg-draft-now-name = Każde z was zgłasza { $n } armie w tajemnicy: naciśnij Wybierz armię. Czekamy na: { $users }.
lg-draft-now-ban = Każde z was banuje w tajemnicy jedną z armii drugiego: naciśnij Wybierz armię. Czekamy na: { $users }.
lg-draft-now-done = Armie są wybrane.
lg-draft-choose = Wybierz armię
lg-draft-saved = Zapisano w tajemnicy: { $choice }. Czekamy na: { $user }.
lg-draft-banned-mine = banujesz { $army }
lg-draft-panel-wait = Ten krok już wykonano: czekamy na: { $user }.
lg-draft-panel-pick = Wybierz swoją armię:
lg-draft-panel-name = Zgłoś { $n } różne armie (jeszcze { $left }):
lg-draft-panel-ban = Zbanuj jedną z armii przeciwnika:
lg-draft-panel-so-far = Zgłoszone dotąd: { $armies }
lg-draft-panel-named = Twoje armie: { $armies }
lg-draft-panel-their = Armie gracza { $user }: { $armies }
lg-draft-panel-bans = { $user } zbanował(a) twoją armię { $army }.
lg-draft-named = { $user } zgłasza: { $armies }.
lg-draft-banned = { $user } banuje armię { $army } gracza { $other }.
lg-draft-mirror = Oboje wybrali armię { $army }: { $user } (wskazany przez monetę) gra armią zapasową, { $backup }.
lg-draft-revealed = Armie: { $a } gra armią { $army_a }, { $b } gra armią { $army_b }.
lg-draft-timeout = ⏰ Czas wyboru ({ $hours } godz.) minął dla: { $users }; bot wybrał za nich losowo.
lg-err-draft-none = Nie ma tu wyboru armii, w którym możesz wziąć udział.
lg-err-draft-over = Ten wybór armii jest zakończony: jego przyciski już nie działają.
lg-err-draft-busy = Wybór zmienił się w tej samej chwili: otwórz swój panel jeszcze raz.
lg-err-draft-channel-busy = Na tym kanale trwa wybór armii: dokończ go albo wyzwij na innym kanale.
lg-err-draft-not-offered = Armia { $army } nie jest tu oferowana.
lg-err-draft-not-named = Armii { $army } nie możesz teraz wybrać.
lg-err-draft-out-of-turn = To nie jest ten krok wyboru.
lg-err-draft-done-already = Ten krok już wykonano.
lg-err-draft-not-a-player = W wyborze armii biorą udział tylko dwoje graczy tej gry.
lg-err-draft-name-three = Zgłoś { $n } różne armie.
lg-err-draft-too-few-armies = Ten protokół wymaga co najmniej { $fewest } oferowanych armii: dopuść więcej albo zakaż mniej.

# Turnieje szwajcarskie (bot/league/events.py, docs/leagues.md "Swiss events")
cmd-league-event = turniej
cmd-league-event-desc = Turniej szwajcarski ligi: zobacz go, dołącz, wycofaj się
cmd-league-event-opt-action = akcja
cmd-league-event-opt-action-desc = Pokaż (domyślnie), dołącz albo wycofaj się
cmd-league-event-opt-name = nazwa
cmd-league-event-opt-name-desc = Który turniej (domyślnie: trwający turniej ligi)
cmd-league-event-opt-round = runda
cmd-league-event-opt-round-desc = Pary wcześniejszej rundy
cmd-league-event-opt-league = liga
cmd-league-event-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-leaguemod-event = turniej
cmd-leaguemod-event-desc = Utwórz turniej szwajcarski albo skojarz jego następną rundę (Zarządzanie serwerem)
cmd-leaguemod-event-opt-action = akcja
cmd-leaguemod-event-opt-action-desc = Utwórz turniej albo skojarz następną rundę
cmd-leaguemod-event-opt-name = nazwa
cmd-leaguemod-event-opt-name-desc = Nazwa turnieju
cmd-leaguemod-event-opt-rounds = rundy
cmd-leaguemod-event-opt-rounds-desc = Rundy systemem szwajcarskim (domyślnie 4)
cmd-leaguemod-event-opt-playoff = playoff
cmd-leaguemod-event-opt-playoff-desc = Playoff najlepszych po rundach szwajcarskich (domyślnie: bez)
cmd-leaguemod-event-opt-match = mecz
cmd-leaguemod-event-opt-match-desc = Każda para gra jedną grę albo dwumecz (domyślnie: jedną grę)
cmd-leaguemod-event-opt-league = liga
cmd-leaguemod-event-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-choice-lgeventmod-create = Utwórz turniej
cmd-choice-lgeventmod-pair = Skojarz następną rundę
cmd-choice-lgevent-show = Pokaż
cmd-choice-lgevent-join = Dołącz
cmd-choice-lgevent-withdraw = Wycofaj się
cmd-choice-lgplayoff-none = Bez playoffu
cmd-choice-lgplayoff-top4 = Najlepsza czwórka
cmd-choice-lgplayoff-top8 = Najlepsza ósemka
cmd-choice-lgmatch-single = Jedna gra
cmd-choice-lgmatch-duel = Dwumecz
lg-event-created = 🏆 Turniej „{ $event }” utworzony w lidze { $league }: dołącz przez /liga turniej akcja:join.
lg-event-format = { $rounds } { $rounds ->
    [one] runda
    [few] rundy
   *[other] rund
 } systemem szwajcarskim, { $scheme }{ $playoff ->
    [0] , bez playoffu.
   *[other] , potem playoff najlepszych { $playoff }.
 }
lg-event-scheme-single = jedna gra na parę
lg-event-scheme-duel = dwumecze (w rewanżu armie zamienione, liczą się punkty sztabów z obu gier)
lg-event-joined = { $user } dołącza do turnieju „{ $event }” (zgłoszonych: { $n }).
lg-event-joined-late = { $user } dołącza do turnieju „{ $event }” z opóźnieniem: gra od rundy { $round }, bez punktów za wcześniejsze rundy (zgłoszonych: { $n }).
lg-event-withdrawn = { $user } wycofuje się z turnieju „{ $event }”.
lg-event-forfeit-win = { $user } wygrywa mecz tej rundy walkowerem.
lg-event-round-paired = 🏆 „{ $event }”, runda { $round } z { $rounds }:
lg-event-how-to-play = Każdą parę rozegrajcie przez /liga wyzwanie (pierwszy wymieniony zaczyna); turniej liczy: { $scheme }.
lg-event-bye = { $user }: wolny los (zwycięstwo)
lg-event-playoff-begins = 🏆 „{ $event }”: część szwajcarska zakończona; najlepsza { $n } gra playoff.
lg-event-playoff-next = 🏆 „{ $event }”, następna runda playoffu:
lg-event-playoff-too-few = Zostało mniej niż { $n } uczestników ({ $count }): bez playoffu.
lg-event-quarters = Ćwierćfinały
lg-event-semis = Półfinały
lg-event-final = Finał
lg-event-over = 🏁 Turniej „{ $event }” zakończony. Tabela końcowa:
lg-event-champion = 🏆 { $user } wygrywa turniej „{ $event }”!
lg-event-game = To ich gra turnieju „{ $event }” (runda { $round }, gra { $leg } z { $legs }).
lg-event-title = **{ $event }** ({ $league }): { $status }
lg-event-status-open = zapisy
lg-event-status-swiss = runda { $round } z { $rounds }
lg-event-status-playoff = playoff
lg-event-status-done = zakończony
lg-event-entrants = Zgłoszeni ({ $n }): { $users }
lg-event-round = **Runda { $round }** z { $rounds }:
lg-event-standings = **Tabela** (punkty, bilans sztabów, mecze bezpośrednie, Buchholz, Sonneborn–Berger):
lg-event-row = { $place }. { $user }: { $points } pkt, sztaby { $hq }, bezp. { $h2h }, Bh { $buchholz }, SB { $sb } ({ $won }W { $drawn }R { $lost }P{ $byes ->
    [0] {""}
   *[other] , wolne losy: { $byes }
 })
lg-event-more = … i { $n } więcej.
lg-event-row-withdrawn = (wycofany)
lg-event-bracket = **Playoff**:
lg-event-forfeited = walkower: { $users }
lg-event-playing = gra #{ $game } trwa (gra { $leg } z { $legs })
lg-event-to-play = do rozegrania (gra { $leg } z { $legs })
lg-event-score = { $a }–{ $b } (sztaby { $hq_a }–{ $hq_b }; { $games })
lg-event-through = — dalej: { $user }
lg-err-event-none = Liga { $league } nie ma jeszcze turnieju: moderator tworzy go przez /ligamod turniej akcja:create.
lg-err-event-unknown = Nie ma tu turnieju „{ $name }”. Turnieje: { $names }.
lg-err-event-which = Trwa kilka turniejów ({ $names }): wskaż jeden opcją nazwa:.
lg-err-event-name = Nadaj turniejowi nazwę o długości od 1 do 40 znaków.
lg-err-event-taken = Liga { $league } ma już turniej „{ $name }”.
lg-err-event-busy = Turniej zmienił się w tej samej chwili: spróbuj jeszcze raz.
lg-err-event-closed = Turniej „{ $event }” nie przyjmuje już zgłoszeń (spóźnieni mogą dołączyć, dopóki nie skojarzono połowy rund).
lg-err-event-joined = Już grasz w turnieju „{ $event }”.
lg-err-event-withdrawn = Wycofałeś(-aś) się z turnieju „{ $event }”: nie możesz wrócić.
lg-err-event-not-in = Nie grasz w turnieju „{ $event }”.
lg-err-event-over = Turniej „{ $event }” jest zakończony.
lg-err-event-mid-game = Twoja gra turniejowa #{ $game } trwa: dokończ ją (albo się poddaj), zanim się wycofasz.
lg-err-event-mid-duel = Twój dwumecz tej rundy jest w połowie: rozegraj rewanż, zanim się wycofasz.
lg-err-event-round-running = Runda { $round } turnieju „{ $event }” jeszcze trwa: najpierw muszą się rozstrzygnąć wszystkie mecze.
lg-err-event-few = Turniej „{ $event }” potrzebuje co najmniej dwóch uczestników ({ $n } teraz).
lg-err-event-playoff-few = Playoff najlepszych { $n } wymaga co najmniej { $n } uczestników ({ $count } teraz): poczekaj na więcej albo utwórz turniej z mniejszym playoffem.
lg-err-event-no-pairing = Żadne skojarzenie następnej rundy turnieju „{ $event }” nie omija powtórki: część szwajcarska nie może trwać dalej.
lg-err-event-round = Nie ma rundy { $round } do pokazania (skojarzone rundy: { $rounds }).

## Zegar ligowy, urlopy i walkowery (docs/leagues.md, "The league clock")
cmd-leaguemod-config-opt-clock-hours = zegar-godziny
cmd-leaguemod-config-opt-clock-hours-desc = Godzin na turę (0: brak)
cmd-leaguemod-config-opt-bank-hours = bank-godziny
cmd-leaguemod-config-opt-bank-hours-desc = Bank czasu, godziny
cmd-leaguemod-config-opt-timeout = koniec-czasu
cmd-leaguemod-config-opt-timeout-desc = Koniec czasu
cmd-leaguemod-config-opt-vacation-days = dni-urlopu
cmd-leaguemod-config-opt-vacation-days-desc = Dni urlopu
cmd-choice-lgtimeout-loss = Porażka
cmd-choice-lgtimeout-last-turn = Ostatnia tura
cmd-league-vacation = urlop
cmd-league-vacation-desc = Zaznacz dni urlopu z góry: twój zegar ligowy wtedy stoi
cmd-league-vacation-opt-from = od
cmd-league-vacation-opt-from-desc = Pierwszy dzień, RRRR-MM-DD (brak: pokaż twoje dni)
cmd-league-vacation-opt-to = do
cmd-league-vacation-opt-to-desc = Ostatni dzień, RRRR-MM-DD (domyślnie: pierwszy)
cmd-league-vacation-opt-league = liga
cmd-league-vacation-opt-league-desc = Która liga (domyślnie: tego kanału)
lg-settings-no-clock = Zegar ligowy: brak
lg-settings-clock = Zegar ligowy: { $turn } na turę, bank { $bank } · koniec czasu: { $rule } · dni urlopu na sezon: { $days }
lg-timeout-loss = od razu porażka
lg-timeout-last-turn = ostatnia tura przeciwnika, potem Bitwa Ostateczna
lg-err-no-clock = { $league } nie ma zegara ligowego: nie ma dni urlopu do zaznaczenia.
lg-err-vacation-past = { $day } już trwa lub minął: zaznaczaj dni od jutra.
lg-err-vacation-too-many = To więcej niż { $allowed } dni urlopu w sezonie (zostało { $left }).
lg-err-vacation-overlap = { $day } jest już zaznaczony.
lg-err-vacation-order = Ostatni dzień ({ $end }) jest przed pierwszym ({ $start }).
lg-err-vacation-season = Sezon kończy się { $end }: zaznaczaj dni w jego trakcie.
lg-vacation = Dni urlopu { $user } w { $league }, sezon { $n }: { $days } ({ $used } z { $allowed }).
lg-clock-warning = ⏳ { $user }, twój zegar ligowy w grze { $game } kończy się o { $due } UTC.
lg-clock-timeout-loss = ⌛ { $user } przekroczył(a) czas zegara ligowego: porażka walkowerem (liczy się w tabeli, nie w rankingu).
lg-clock-timeout-last-turn = ⌛ { $user } przekroczył(a) czas zegara ligowego w grze { $game }: { $opponent } rozgrywa ostatnią turę, potem odbywa się Bitwa Ostateczna; { $user } przegrywa walkowerem.
lg-clock-final-battle = ⚔️ Bitwa Ostateczna po przekroczeniu czasu przez { $user }.
lg-standings-forfeits = { " " }(walkowerem: { $n })
lg-profile-forfeits = Walkowery (bez rankingu): { $wins } W, { $losses } P, { $draws } R · kary za niestawienie się: { $strikes }
cmd-leaguemod-config-opt-match-days = dni-meczu
cmd-leaguemod-config-opt-match-days-desc = Dni na mecz
lg-settings-match-days = mecze rundy turnieju: { $days } dni
lg-settings-no-match-days = mecze rundy turnieju: bez terminu
lg-event-deadline = ⌛ { $event }, runda { $round }: te mecze nie zaczęły się w terminie rundy; każdy przegrywają obaj gracze walkowerem, z karą za niestawienie się:
cmd-leaguemod-ruling = orzeczenie
cmd-leaguemod-ruling-desc = Orzeczenie: gra lub para
cmd-leaguemod-ruling-opt-reason = powód
cmd-leaguemod-ruling-opt-reason-desc = Dlaczego
cmd-leaguemod-ruling-opt-game = gra
cmd-leaguemod-ruling-opt-game-desc = Numer gry
cmd-leaguemod-ruling-opt-player = gracz
cmd-leaguemod-ruling-opt-player-desc = Albo: gracz
cmd-leaguemod-ruling-opt-opponent = przeciwnik
cmd-leaguemod-ruling-opt-opponent-desc = Drugi gracz
cmd-leaguemod-ruling-opt-winner = zwycięzca
cmd-leaguemod-ruling-opt-winner-desc = Brak: remis
cmd-leaguemod-ruling-opt-league = liga
cmd-leaguemod-ruling-opt-league-desc = Która liga
lg-err-ruling-what = Podaj grę (gra:) albo obu graczy (gracz: i przeciwnik:) nierozegranej pary terminarza lub meczu turnieju.
lg-err-ruling-winner = { $user } w tym nie grał(a): zwycięzca musi być jednym z graczy.
lg-err-ruling-not-league = Gra { $game } nie jest grą ligi { $league }.
lg-err-ruling-season = Gra { $game } nie należy do trwającego sezonu.
lg-err-ruling-two = Gra { $game } nie jest grą dwóch graczy: orzeczenia są dla dwóch.
lg-err-ruling-rated = Gra { $game } została rozegrana i oceniona: jej wynik zostaje (ranking popraw przez /leaguemod correct).
lg-err-ruling-event-draw = Mecz turnieju potrzebuje zwycięzcy: wskaż go przez zwycięzca:.
lg-err-ruling-nothing = { $a } i { $b } nie mają czekającej nierozegranej pary terminarza ani meczu turnieju w trwającym sezonie.
lg-ruling-game = ⚖️ Orzeczenie nr { $id } ({ $moderator }) w grze { $game } ({ $a } – { $b }):
lg-ruling-fixture = ⚖️ Orzeczenie nr { $id } ({ $moderator }) w parze terminarza z rundy { $round }: { $a } – { $b }:
lg-ruling-match = ⚖️ Orzeczenie nr { $id } ({ $moderator }) w meczu turnieju z rundy { $round }: { $a } – { $b }:
lg-ruling-win = wygrywa { $user } (w tabeli, nie w rankingu).
lg-ruling-draw = remis między { $a } i { $b } (w tabeli, nie w rankingu).
lg-ruling-reason = Powód: { $reason }
lg-game-ruled = { " " }· orzeczenie nr { $id } ({ $moderator }): { $result } ({ $reason })

# /league stats: per army and per matchup (bot/league/stats.py)
cmd-league-stats = statystyki
cmd-league-stats-desc = Wyniki według armii i armii przeciw armii (odsetek zwycięstw, punkty HQ)
cmd-league-stats-opt-league = liga
cmd-league-stats-opt-league-desc = Która liga (domyślnie: tego kanału)
cmd-league-stats-opt-season = sezon
cmd-league-stats-opt-season-desc = Numer sezonu (domyślnie: wszystkie sezony)
lg-stats-title = 📊 Armie w lidze { $league }, wszystkie sezony ({ $games ->
    [one] { $games } gra rankingowa
    [few] { $games } gry rankingowe
   *[many] { $games } gier rankingowych
 }; bez walkowerów)
lg-stats-title-season = 📊 Armie w lidze { $league }, sezon { $n } ({ $games ->
    [one] { $games } gra rankingowa
    [few] { $games } gry rankingowe
   *[many] { $games } gier rankingowych
 }; bez walkowerów)
lg-stats-armies = Według armii (W–P–R · odsetek zwycięstw · różnica punktów HQ w grach dwuosobowych):
lg-stats-army = • { $army } — { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
 }: { $wins }–{ $losses }–{ $draws } · { $share } · HQ { $hq }
lg-stats-mirrors = { " " }(+{ $n } { $n ->
    [one] gra lustrzana
    [few] gry lustrzane
   *[many] gier lustrzanych
 })
lg-stats-matchups = Armia przeciw armii (W–P–R pierwszej armii · jej odsetek zwycięstw):
lg-stats-matchup = • { $army } – { $opponent }: { $wins }–{ $losses }–{ $draws } · { $share }
lg-stats-more-lines = … i jeszcze { $n } (wszystkie wiersze pokazuje strona ligi w sieci, gdy moderatorzy ją upublicznią)
lg-stats-more = { " " }… i jeszcze { $n }
lg-profile-matchups = Armia przeciw armii: { $pairs }
lg-profile-matchup = { $army } – { $opponent } { $wins }–{ $losses }–{ $draws }
# the match-point standings picture of a Swiss event (renderer/table.py)
league-col-points = Pkt
league-col-hq = HQ ±
league-col-h2h = Bezp.
league-col-buchholz = Buchholz
league-col-sb = S-B
lg-event-picture-title = { $event } — tabela po rundzie { $round }
lg-alt-event-standings = { $title }: { $top }
# /league export of events, forfeits and rulings (docs/leagues.md, "Exports")
cmd-choice-lgwhat-event = Turniej: rundy i wyniki
cmd-choice-lgwhat-event-standings = Turniej: tabela
cmd-choice-lgwhat-rulings = Walkowery i orzeczenia
cmd-league-export-opt-event = turniej
cmd-league-export-opt-event-desc = Który turniej (domyślnie: trwający turniej ligi, inaczej ostatni)
lg-export-event = { $event }: rundy i wyniki ({ $rows ->
    [one] { $rows } mecz
    [few] { $rows } mecze
   *[many] { $rows } meczów
 }).
lg-export-event-standings = { $event }: tabela ({ $rows ->
    [one] { $rows } wiersz
    [few] { $rows } wiersze
   *[many] { $rows } wierszy
 }).
lg-export-rulings = { $league }, sezon { $n }: walkowery i orzeczenia ({ $rows ->
    [one] { $rows } wpis
    [few] { $rows } wpisy
   *[many] { $rows } wpisów
 }).
cmd-leaguemod-config-opt-divisions = dywizje
cmd-leaguemod-config-opt-divisions-desc = Rozmiar/awanse, np. 8/2 (off: brak)
lg-settings-format-open = Format: otwarty (jeden ranking)
lg-settings-format-divisions = Format: dywizje po { $size }, { $moves } w górę i { $moves } w dół między każdymi dwiema
lg-err-division-size = Dywizja ma od { $min } do { $max } członków.
lg-err-divisions = dywizje: „{ $value }” to nie rozmiar i liczba awansów i spadków, np. 8/2, ani off.
lg-err-division-moves = { $moves } awansów i spadków to za dużo dla dywizji po { $size }: co najmniej 1, najwyżej { $most }.
lg-division-members = **Dywizja { $k }**: { $users }
lg-division-title = **Dywizja { $k }**
lg-division-row = { $place }. { $user } — { $points } pkt · { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
 }: { $won } W, { $drawn } R, { $lost } P · sztaby { $hq }
lg-division-boundary = Dywizje { $upper } ↔ { $lower }: awans { $up } · spadek { $down }
lg-division-one = Jedna dywizja: nikt nie awansuje ani nie spada.
lg-division-moves = 🔁 { $league }, sezon { $n }: awanse i spadki
lg-profile-division = Dywizja { $k }: miejsce { $place } z { $total }, { $points } pkt
lg-division-move-up = (awansuje)
lg-division-move-down = (spada)
lg-division-more = … i { $n } więcej w tej dywizji (wszyscy na stronie ligi).
