## Niedozwolone akcje zgłaszane przez silnik (kody rules.actions.RulesError).

rules-empty = Pusta akcja.
rules-unknown-verb = Nieznana akcja „{ $word }” (spróbuj: { $options }).
rules-bad-hex = „{ $word }” to nie jest pole tej planszy (pola wyglądają jak C3).
rules-bad-facing = „{ $word }” to nie kierunek: użyj { dir-n }, { dir-ne }, { dir-se }, { dir-s }, { dir-sw } lub { dir-nw }.
rules-bad-tile = „{ $word }” to nie nazwa żetonu (np. runner albo push-back).
rules-usage = Oczekiwano: { $usage }.
rules-unknown-instant = Nieznany żeton natychmiastowy „{ $word }” (dostępne: { $options }).
rules-no-unit = Na { $hex } nie ma jednostki.
rules-not-yours = Żeton { $tile } na { $hex } nie należy do ciebie.
rules-netted = Twój żeton { $tile } na { $hex } jest w sieci i nie może działać.
rules-not-held = Nie masz na ręce żetonu „{ $word }” (na ręce: { $hand }).
rules-game-over = Gra się zakończyła.
rules-hq-first = Najpierw postaw swój Sztab.
rules-push-pending = { $user } musi najpierw wybrać, dokąd trafi odepchnięta jednostka: { $options }.
rules-discard-first = Najpierw odrzuć jeden z trzech żetonów.
rules-hqs-placed = Oba Sztaby już stoją na planszy.
rules-taken = Pole { $hex } jest zajęte.
rules-redraw-when = Pechowy dociąg jest dozwolony tylko zaraz po dobraniu.
rules-redraw-empty = Twój stos jest pusty: nie ma czego dobierać.
rules-redraw-instants = Pechowy dociąg wymaga ręki złożonej wyłącznie z żetonów natychmiastowych.
rules-is-instant = { $tile } to żeton natychmiastowy: zagraj go poleceniem `{ -hex-play }`.
rules-is-board-tile = { $tile } to żeton planszy: połóż go poleceniem `{ -hex-place }`.
rules-move-reach = { $hex } nie jest wolnym polem w zasięgu { $steps ->
    [one] 1 pola
   *[other] { $steps } pól
} od { $start }.
rules-move-nothing = Ten ruch niczego nie zmienia.
rules-no-transport = Żaden twój działający Transporter na { $via } nie jest połączony z { $hex }.
rules-transport-used = Ta jednostka użyła już w tej turze Transportera na { $via }.
rules-no-mobility = Żeton { $tile } nie ma Ruchu (użyj żetonu Ruch albo Transportera).
rules-mobility-used = Żeton { $tile } wykorzystał już Ruch w tej turze.
rules-unsupported = Żetonu { $tile } nie można jeszcze zagrać.
rules-battle-banned = Gdy ktoś dobrał ostatni żeton, nie można już zagrać żetonu Bitwy.
rules-push-no-enemy = Na { $hex } nie ma wrogiej jednostki do odepchnięcia.
rules-not-adjacent = { $hex } nie sąsiaduje z { $to }.
rules-push-netted = Jednostka na { $hex } jest w sieci i nie można jej odepchnąć.
rules-push-blocked = Jednostki na { $hex } nie ma gdzie odepchnąć.
rules-nothing-to-choose = Teraz nie ma nic do wybrania.
rules-not-an-option = { $hex } nie jest jedną z opcji: wybierz spośród { $options }.
rules-no-enemy = Na { $hex } nie ma wrogiego żetonu, który można { $what ->
    [shoot] zastrzelić
   *[other] wysadzić
}.
rules-hq-immune = Żeton { $tile } nie może być celem: żetony natychmiastowe nigdy nie ranią Sztabu.
rules-no-hq = Nie masz Sztabu na planszy.
rules-grenade-netted = Nie można rzucić Granatu, gdy twój Sztab jest w sieci.
rules-grenade-reach = { $hex } nie sąsiaduje z twoim Sztabem: Granat sięga tylko sąsiednich pól.
rules-air-strike-edge = Nalot na { $hex } sięgnąłby poza planszę: celuj w pole wewnętrzne.
rules-small-bomb-area = Mała Bomba trafia w trzy pola, które stykają się ze sobą ({ $hexes } się nie stykają).
rules-castling-adjacent = Roszada zamienia miejscami dwie twoje jednostki stojące obok siebie ({ $hexes } nie stoją obok siebie).
rules-cannot-end = Teraz nie możesz zakończyć tury.
rules-other = { $text }

rules-player-count = W grze bierze udział od 2 do 6 graczy, nie { $count }.
rules-unknown-mode = Nie ma trybu gry „{ $mode }”: wybierz ffa, points, 1v2 albo 2v2.
rules-mode-players = W trybie { $mode } nie może grać { $count } graczy.
rules-bad-radius = Plansza ma 19 albo 37 heksów.
rules-board-too-small = { $count } graczy potrzebuje powiększonego pola bitwy z 37 heksami.
rules-army-twice = Każda armia może wystąpić w grze tylko raz.
rules-bad-teams = Takie drużyny nie pasują do trybu { $mode }.
rules-no-teams = W trybie { $mode } nie ma drużyn.
rules-unknown-variant = Nie ma wariantu „{ $word }”: wybierz alt-start albo reinforcements.
rules-bad-hq-hp = Wytrzymałość Sztabu wynosi od 1 do 20, nie { $hp }.
rules-play-limit = W tej turze nie możesz już wystawić ani zagrać żadnego żetonu.
rules-already-out = Już odpadłeś z tej gry.

## Żetony Podłoża (leżą pod jednostkami: Mina Nowego Jorku)
rules-foundation-facing = Żeton Podłoża nie ma kierunku: połóż { $tile }, podając tylko pole.
rules-foundation-not-empty = Pole { $hex } nie jest wolne: Żeton Podłoża kładzie się tylko na polu bez jednostki i bez innego Żetonu Podłoża.
