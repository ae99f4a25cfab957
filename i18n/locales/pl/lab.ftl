# Laboratorium zasad (bot/usecases/lab.py, docs/lab.md).
lab-battle = { $title } — pozycja `{ $code }`. { $summary }
lab-code = Pozycja gry nr { $game }: `{ $code }` — wypróbuj ją przez `/hexlab bitwa kod:` albo udostępnij.
lab-err-code = Laboratorium nie umie odczytać tego kodu pozycji: { $error }.
lab-err-no-code = Ta pozycja nie ma kodu (któryś gracz opuścił grę): laboratorium przyjmuje pozycje graczy wciąż w grze.
lab-err-what = Podaj kod pozycji (`/hexlab bitwa kod:nh1-…`) albo użyj laboratorium na kanale z grą.
lab-err-over = Gra na tym kanale się skończyła: podaj kod pozycji (`/hexlab kod` daje go w trakcie gry).
lab-code-move = Pozycja gry #{ $game } po ruchu { $move }: `{ $code }` — wypróbuj ją przez `/hexlab bitwa kod:` albo udostępnij.
lab-err-one-source = Podaj jedną pozycję: kod, plik albo grę i jej ruch.
lab-err-game = Nie ma gry #{ $game }, którą możesz otworzyć w laboratorium: gry tego serwera, skończonej gry albo twojej.
lab-err-move = { $count ->
    [0] Gra #{ $game } nie ma jeszcze ruchów.
   *[other] Gra #{ $game } ma ruchy od 1 do { $count } (zobacz `/hexhistory log`), nie { $move }.
}
lab-err-over-move = Gra #{ $game } jest zakończona po ruchu { $move }: weź wcześniejszy ruch.
lab-err-file-size = Ten plik jest za duży na scenariusz (najwyżej { $kb } KB).
lab-err-file-json = Ten plik nie jest scenariuszem: to nie JSON ({ $error }).
lab-err-file-export = Ten plik to eksport gry, nie scenariusz: otwórz jego grę przez `/hexlab bitwa gra: ruch:`.
lab-err-file = Nie da się ustawić tego scenariusza: { $error }.
lab-err-change-what = `{ $change }` to nie zmiana, którą zna laboratorium: `postaw [gracz] ŻETON HEKS [kierunek]`, `usuń HEKS`, `obróć HEKS KIERUNEK`, `sztab GRACZ PŻ` albo `sieć HEKS [gracz]`.
lab-err-change-place = Postaw żeton tak: `postaw 2 biegacz C3 NE` (gracz jest opcjonalny: ten, czyja tura).
lab-err-change-remove = Usuń żeton tak: `usuń C3`.
lab-err-change-turn = Obróć żeton tak: `obróć C3 SE`.
lab-err-change-hq = Ustaw punkty życia sztabu tak: `sztab 2 5` (sztab gracza 2 na 5).
lab-err-change-net = Połóż znacznik Stalowej Sieci tak: `sieć D3` (albo `sieć D3 2`: znacznik gracza 2).
lab-err-change = Po tej zmianie pozycji nie pozwala żadna zasada: { $error }.
lab-err-empty-hex = Na { $hex } nie ma żetonu.
lab-err-player = `{ $word }` to nie gracz tej pozycji (gracze: { $players }).
lab-err-moderators = Tylko moderatorzy (Zarządzanie kanałami) zapisują rozstrzygnięcia jako testy scenariuszy.
lab-err-rule = Podaj zasadę i jej źródło, każde najwyżej { $n } znaków.
lab-err-name = `{ $name }` nie może być nazwą pliku scenariusza: użyj liter, cyfr i _ (najwyżej 60).
lab-verb-place = postaw
lab-verb-remove = usuń|usun
lab-verb-turn = obróć|obroc
lab-verb-hq = sztab
lab-verb-net = sieć|siec
lab-whatif = Co jeśli `{ $change }` — pozycja `{ $code }`, po zmianie `{ $other }`.
    { "**" }Tak, jak jest:** { $first }
    { "**" }Po zmianie:** { $second }
    { "**" }Różnica:** { $difference }
lab-whatif-as-is = Tak, jak jest
lab-whatif-changed = Po zmianie
lab-outcome = giną: { $dead }; sztaby: { $hqs }; { $result }
lab-nobody-died = nikt
lab-result-win = wygrywa { $user } ({ $army }).
lab-result-draw = gra kończy się remisem.
lab-result-none = gra toczy się dalej.
lab-diff-survive = Tylko tak, jak jest, giną: { $units }.
lab-diff-die = Tylko po zmianie giną: { $units }.
lab-diff-hq = Sztab { $army }: { $first } → { $second }.
lab-diff-result = Wynik się zmienia: { $first } → { $second }
lab-diff-none = żadna: ten sam wynik.
lab-saved = Rozstrzygnięcie jako test scenariusza: `{ $file }` (rozstrzygnięte segmenty: { $segments }, oczekiwany wynik wypełniony). Włóż go do tests/scenarios/, a testy scenariuszy go sprawdzą.
lab-saved-alt = Plik testu scenariusza { $file }: { $rule }
# plansza laboratorium ustawiana przyciskami (/hexlab nowa, bot/usecases/lab_board.py)
lab-board = 🧪 Plansza laboratorium: { $armies }.
lab-board-title = Plansza laboratorium
lab-board-hqs = Punkty życia sztabów: { $hqs }.
lab-board-choose = Wybierz żeton armii { $army } i heks, potem kierunek, by go tam postawić (kierunek na postawionym żetonie go obraca).
lab-board-chosen-tile = { $tile }: wybierz heks, potem kierunek.
lab-board-chosen = { $tile } na { $hex }: kierunek stawia go tam (albo obraca stojący tam żeton).
lab-board-code = Kod pozycji: `{ $code }`
lab-board-code-shown = Pozycja twojej planszy laboratorium: `{ $code }` — `/hexlab bitwa kod:` ją rozstrzyga, `/hexlab nowa kod:` otwiera ją ponownie; udostępnij ją.
lab-btn-remove = Usuń z { $hex }
lab-btn-remove-none = Usuń
lab-btn-resolve = Rozstrzygnij bitwę
lab-btn-code = Kod
lab-pick-tile = Żeton armii { $army }
lab-pick-hex = Heks
lab-pick-hp = Punkty życia sztabu: { $army }
lab-hp-option = { $hp } PŻ
lab-hex-taken = { $hex } · { $tile }
lab-err-armies = Podaj dwie armie (`armia:` i `armia-przeciwnika:`) albo kod pozycji (`kod:`).
lab-err-army = `{ $name }` nie jest armią laboratorium: { $armies }.
lab-err-no-board = Nie masz planszy laboratorium na tym kanale (albo bot został uruchomiony ponownie): otwórz ją poleceniem `/hexlab nowa`.
lab-err-stale-board = Ten panel należy do wcześniejszej planszy laboratorium: użyj najnowszego. Jej pozycja teraz: `{ $code }`.
lab-err-pick-first = Najpierw wybierz żeton i heks.
lab-err-pick-hex = Najpierw wybierz heks.
lab-err-hp = Sztab ma tu od 1 do { $n } punktów życia.
lab-err-board-tile = { $army } nie ma żetonu `{ $name }`, który można postawić na planszy.
lab-board-chosen-hex = Wybrany heks { $hex }: wybierz żeton armii { $army }, potem kierunek (albo Usuń).
lab-btn-back = Wróć do planszy
lab-err-number = `{ $text }` nie jest liczbą całkowitą.
