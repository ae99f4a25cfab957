## Texts drawn into images by renderer/ (it takes the language as an argument).

## The renderer's captions (panel, battle images, army sheets).
img-netted = W SIECI
img-all = wokół
img-player = Gracz { $n }
img-hq = Sztab
# a Dancer Object's name on its tile (its colour: the tiles share the army's colour)
img-object-red = Czerwony
img-object-blue = Niebieski
img-object-yellow = Żółty
img-objects = Obiekty
img-hp = PŻ
img-pile = Stos
img-discard = Odrzucone
img-hand = Ręka
img-empty-hand = (brak żetonów)
img-to-move = ruch
img-to-choose = wybiera
img-turn = Tura { $n }
img-hq-phase = Wystawianie sztabów
img-battles = stoczone bitwy: { $n }
img-initiative = Inicjatywa { $n }
img-segment = segment { $i } z { $n }
img-after-battle = Po bitwie
img-battle-log = Co się dzieje
img-no-events = (nic się nie dzieje)
img-board = Plansza
img-killed = ginie
img-action = Akcja
img-instant = natychmiastowy
img-count = ×{ $n }
img-tiles = żetonów: { $n }
img-over = Koniec gry: { $text }
img-winner = wygrywa gracz { $n }
img-winner-named = wygrywa { $who }
img-draw = remis
img-no-result = bez wyniku (przerwana przez moderatora)

## Tile cards: one sentence per feature of a tile.
card-in-army = { $n } w armii
card-initiative = Inicjatywa { $values }: działa w tym segmencie bitwy.
card-no-initiative = Brak inicjatywy: nigdy nie atakuje.
card-toughness = Wytrzymałość: { $hp } (ginie po { $hp } ranach).
card-hq-hp = 20 punktów na torze sztabu; każda rana odbiera jeden.
card-melee = Cios { $n } ({ $edges }): rani sąsiedniego wroga z tej strony.
card-ranged = Strzał { $n } ({ $edges }): rani pierwszego wroga na tej linii.
card-gauss = Działko Gaussa { $n } ({ $edges }): rani każdego wroga na tej linii, do końca planszy.
card-armor = Pancerz ({ $edges }): −1 do każdego strzału wchodzącego z tej strony.
card-net = Sieć ({ $edges }): sąsiedni wróg jest w sieci: nie atakuje, nie rusza się, jego moduły nie działają.
card-mobility = Mobilność: raz w turze właściciela rusza się o jedno pole i/lub obraca.
card-explosion = Wybuch: w swoim segmencie może wybuchnąć zamiast atakować: 1 rana dla każdej sąsiedniej jednostki, a sam ginie.
card-hq-rules = Sztab: nigdy nie rani innego sztabu. Jego zniszczenie przegrywa grę.
card-links = połączenia: { $edges }
card-all-edges = wszystkie sześć boków
card-melee-officer = Oficer: +{ $v } do siły ciosu połączonych jednostek
card-ranged-officer = Oficer: +{ $v } do siły strzału połączonych jednostek
card-speed = Zwiadowca: +{ $v } do inicjatywy połączonych jednostek
card-saboteur = Dywersant: −{ $v } do inicjatywy połączonych wrogich jednostek
card-medic = Medyk: przyjmuje jeden atak na połączoną jednostkę i ginie zamiast niej
card-additional-initiative = Połączone jednostki atakują ponownie o jeden segment inicjatywy niżej
card-mobility-effect = Transport: każda połączona jednostka może raz na turę ruszyć się o pole
card-quartermaster = Kwatermistrz: raz na bitwę połączona jednostka zamienia cios z jednego boku na strzał (lub strzał na cios)
card-scoper = Skoper: połączony wrogi moduł działa na twoją korzyść
card-move-doubler = Centrum Rozpoznania: wszystkie twoje jednostki ruszają się o dwa pola
card-battle = Natychmiast rozpoczyna bitwę i kończy turę.
card-move = Przesuwa jeden twój żeton o pole na wolne miejsce i/lub obraca go.
card-push-back = Twoja jednostka odpycha sąsiednią wrogą jednostkę o jedno pole.
card-sniper = 1 rana dla dowolnej wrogiej jednostki oprócz sztabu; pancerz nie chroni.
card-grenade = Niszczy jedną wrogą jednostkę sąsiadującą z twoim sztabem (nie sztab).
card-air-strike = 1 rana dla każdej jednostki (poza sztabami) na wybranym polu i sześciu wokół.
card-unknown-instant = Natychmiastowy: { $name }.
card-unknown-ability = { $name }

## The battle log printed on segment images.
imglog-hit = { $tile } { $hex } → { $target } { $target_hex }: { $damage } ({ $kinds })
imglog-armor = pancerz −{ $n }
imglog-saved = { $medic } { $medic_hex } ginie, osłaniając: { $tile } { $hex }
imglog-wounded = { $tile } { $hex }: ran { $wounds } z { $hp }
imglog-killed = { $tile } { $hex } ginie
imglog-hq-damaged = { $who }: sztab −{ $damage }, zostaje { $hp }
imglog-object-damaged = { $tile } ({ $hex }): −{ $damage }, zostaje { $hp }
imglog-hq-destroyed = { $who }: sztab zniszczony
imglog-exploded = { $tile } { $hex } wybucha
imglog-converted = { $tile } { $hex }: Kwatermistrz zamienia atak ({ DIR($direction) }) na { $kind }
imglog-freed = { $tile } { $hex } wychodzi z sieci
imglog-more = … i { $n } więcej
imglog-hq-line = { $who } · sztab { $before } → { $after }
imglog-objects-line = { $who } · Obiekty { $before } → { $after }
imglog-melee = cios
imglog-ranged = strzał
imglog-gauss = gauss
imglog-explosion = wybuch
imglog-sniper = snajper
imglog-grenade = granat
imglog-air-strike = nalot

## The icon legend image.
legend-title = Jak czytać żeton
legend-melee = Cios o sile 2: rani sąsiednie pole z tej strony
legend-ranged = Strzał o sile 1: pierwszy wróg na tej linii
legend-gauss = Gauss: każdy wróg na tej linii
legend-armor = Pancerz z tej strony: −1 do każdego strzału
legend-net = Sieć z tej strony: wróg na tym polu jest w sieci
legend-initiative = Inicjatywa: działa w segmentach 2 i 1
legend-changed = Nadrukowana → obecna inicjatywa (zwiadowcy, dywersanci, dodatkowe ataki)
legend-boosted = Żółta liczba: siła podniesiona przez oficera
legend-toughness = Wytrzymałość: kwadrat na punkt, czerwony = rana
legend-mobility = Mobilność: może ruszyć się o pole w swojej turze
legend-explosion = Wybuch: może eksplodować (Klaun)
legend-netted = W sieci: nie atakuje, nie rusza się, moduł nie działa
legend-hq = Sztab: punkty wytrzymałości, duże
legend-melee-officer = Połączenie modułu: +1 do siły ciosu
legend-ranged-officer = Połączenie modułu: +1 do siły strzału
legend-speed = Połączenie modułu: +1 do inicjatywy
legend-saboteur = Połączenie modułu: −1 do inicjatywy wrogów
legend-medic = Połączenie modułu: medyk
legend-additional-initiative = Połączenie modułu: atakuje ponownie segment niżej
legend-mobility-effect = Połączenie modułu: transport (dodatkowy ruch)
legend-quartermaster = Połączenie modułu: kwatermistrz (cios ↔ strzał)
legend-scoper = Połączenie modułu: skoper (przejmuje wrogie moduły)
legend-move-doubler = Centrum Rozpoznania: twoje jednostki ruszają się o dwa pola
legend-all = ⬡ w oznaczeniu: na wszystkich sześciu bokach
legend-instant = Żeton natychmiastowy (w ręce)

## Edges of a tile, from its front, and tile kinds.
edge-0 = przód
edge-1 = przód-prawo
edge-2 = tył-prawo
edge-3 = tył
edge-4 = tył-lewo
edge-5 = przód-lewo
tile-kind-hq = Sztab
tile-kind-warrior = Wojownik
tile-kind-module = Moduł
tile-kind-instant = Natychmiastowy

## Znaki na połączeniach modułów, które są pierwszą literą słowa (Kwatermistrz, Przyciągnięcie).

mark-quartermaster = K
mark-grab = P

## Vegas i Neodżungla: słowa obrazków.

# Karty żetonów (renderer/cards.py).
card-takeover = Przejęcie kontroli: wroga jednostka (nie sztab) na polu, na które wskazuje ta krawędź, jest twoja, dopóki trwa kontakt: walczy dla ciebie, a jej moduły ci pomagają; przejmując ją, możesz ją obrócić; gdy kontakt się skończy, wraca do właściciela, zwrócona tak, jak stoi
card-motherland = Matryca: twoje jednostki przy sztabie i twoje jednostki przy nich tworzą jedną grupę; twój moduł połączony z którąkolwiek z nich działa na wszystkie, także na sztab
card-matrix = Korzenie: Matryca rośnie przez to pole jak przez twoją jednostkę, cokolwiek na nim stoi.
card-venom = Jad: wroga jednostka, którą rani i która przeżyje, dostaje znacznik jadu (w pudełku są dwa); na początku każdej bitwy każdy znacznik zadaje 1 ranę (Medyk może ją przyjąć); znacznik zostaje.
card-rotation-instant = Obraca jedną twoją jednostkę (niezasieciowaną) w dowolną stronę, nie ruszając jej z miejsca.
card-castling = Dwie sąsiednie twoje jednostki (także sztab), żadna niezasieciowana, zamieniają się polami i zachowują swoje zwroty.
card-small-bomb = 1 rana każdej jednostce, swojej i wrogiej, na trzech stykających się ze sobą polach (sztaby są oszczędzone); niszczy każdy żeton podłoża na nich.
# Obrazy bitwy: segment otwarcia i dziennik (renderer/battle.py).
img-opening = Początek bitwy (jad)
imglog-venom = jad
imglog-poisoned = { $tile } { $hex } zatruty: { $n } { $n ->
    [one] znacznik
    [few] znaczniki
   *[other] znaczników
  } jadu
imglog-venom-wound = { $tile } { $hex }: jad, { $n } { $n ->
    [one] rana
    [few] rany
   *[other] ran
  }
imglog-taken-over = { $tile } { $hex } przejmuje { $who }
imglog-control-lost = { $tile } { $hex } wraca do: { $who }
# Co pokazuje plansza, słowami (renderer/describe.py).
img-alt-taken = { $tile } na { $hex }, gracza { $owner }, pod kontrolą gracza { $n }
img-alt-venom = { $tile } na { $hex }: { $count } { $count ->
    [one] znacznik
    [few] znaczniki
   *[other] znaczników
  } jadu
# Legenda ikon (renderer/cards.py).
legend-takeover = Łącze modułu: przejęcie kontroli (magnes)
legend-taken = Magnes i obwódka w kolorze gracza: przejęta przez tego gracza
legend-motherland = Z tego sztabu rośnie Matryca
legend-matrix = Korzenie (żeton podłoża): Matryca rośnie przez nie
legend-matrix-link = Belki na krawędziach: jednostki jednej Matrycy
legend-venom = Jad: zatruwa wroga, którego rani
legend-venom-count = Zielona kropla: znaczniki jadu na jednostce (po 1 ranie w każdej bitwie)

## Missisipi, Sharrash i Uranopolis: słowa obrazów.

# Karty żetonów (renderer/cards.py).
card-poisoning = Zatrucie { $n } ({ $edges }): zamiast ranić, kładzie znacznik jadu na sąsiedniej wrogiej jednostce po tej stronie (Medyk go nie przyjmuje, oficer nie wzmacnia).
card-shadow = Cień { $n } ({ $edges }): atak wręcz na dowolną wrogą jednostkę na planszy; nie chroni przed nim pancerz ani Odbicie; oficerowie walki wręcz go wzmacniają.
card-mortar = Moździerz { $n } ({ $edges }): trafia tylko wroga dwa pola dalej w tej linii, cokolwiek stoi pomiędzy; pancerz chroni; oficerowie strzelania go wzmacniają.
card-explosive = Wybuch ({ $edges }): przed pierwszą inicjatywą, jeśli tej strony dotyka wrogi żeton, niszczy tę wrogą jednostkę (Medyk może to przyjąć) i sam Ładunek.
card-explosive-ability = Ładunek wybuchowy: wybucha raz, przed pierwszą inicjatywą bitwy, o ile nie jest zasieciowany ani sparaliżowany; jeśli wtedy nie wybuchnie, w tej bitwie już nie wybuchnie.
card-demolition = Wyburzenie { $n } ({ $edges }): trafia wrogi żeton na sąsiednim polu; pancerz nie pomaga, oficer nie wzmacnia, jednostka latająca też zostaje trafiona.
card-demolition-diagonal = Wyburzenie { $n } ({ $edges } i następna strona zgodnie z ruchem wskazówek zegara): trafia wrogi żeton dwa kroki dalej, między tymi dwiema stronami; pancerz nie pomaga.
card-toxic-bomb = Toksyczna Bomba: w inicjatywie 1 następnej bitwy wybucha: 1 rana każdej jednostce na jej polu i na sześciu wokół, swojej i wrogiej (sztaby są oszczędzone), po czym schodzi z planszy.
card-paralysis = Paraliż: wroga jednostka lub Sztab, które rani (i których Medyk nie ocalił), zostają sparaliżowane: nie atakują do końca bitwy.
card-paralysis-module = Paraliż: połączone wrogie jednostki (także sztaby) nie atakują
card-paralysis-instant = Znacznik paraliżu na wrogiej jednostce lub Sztabie: nie atakuje do końca następnej bitwy.
card-zone = Strefa: inicjatywa połączonych wrogich jednostek wynosi 0 i nic jej nie podnosi
card-venom-module = Jad: połączone twoje jednostki kładą znacznik jadu na każdej wrogiej jednostce, którą ranią (najwyżej 5 znaczników na planszy; każdy zadaje 1 ranę na początku każdej bitwy)
card-paralysing = Paraliż: połączone twoje jednostki paraliżują wrogie jednostki, które ranią
card-underground = Podziemny: twój Sztab może się z tą jednostką zamienić miejscami; przed niczym nie chroni.
card-underworlds = Podziemia: póki stoją na planszy, niezasieciowane i nieprzejęte, każda twoja jednostka jest Podziemna.
card-underground-castling = Podziemna Roszada: raz na turę Sztab (niezasieciowany) może zamienić się miejscami z sąsiednią twoją jednostką Podziemną (niezasieciowaną); żadna się nie obraca.
card-hole = Dziura: w twojej turze, póki nic na niej nie stoi, może wciągnąć na siebie sąsiednią wrogą jednostkę (nie Sztab); gdy bitwa się kończy, wroga jednostka na niej ginie (Medyk tego nie przyjmuje).
card-powered = Wymaga zasilania: póki żadna niezasieciowana twoja jednostka nie daje jej zasilania (błyskawica na stronie ku niej), liczy się jako zasieciowana.
card-power-supply = Zasilanie: daje zasilanie połączonym twoim jednostkom, które go wymagają
card-gauss-transformer = Transformator Gaussa: strzały połączonej jednostki z jednej strony mogą zostać oddane jako jeden strzał Gaussa (bez wzmocnień), gdy rani on bardziej
card-wastes = Odpady: −{ $v } do inicjatywy każdej połączonej wrogiej jednostki
card-smokescreen = Obraca jedną wrogą jednostkę (nie Sztab) w dowolną stronę.
card-transposition = Dwie twoje jednostki, gdziekolwiek na planszy i żadna niezasieciowana, zamieniają się polami i zachowują swoje zwroty.
card-ray = Promień z twojego Sztabu (niezasieciowanego i niesparaliżowanego) przez sąsiednie pole aż do krawędzi planszy: 1 rana każdemu wrogiemu żetonowi na drodze (pancerz chroni; sztaby są oszczędzone).
# Jednostki (renderer/tile.py) i to, co widać na planszy, słowami (renderer/describe.py).
img-unpowered = BEZ PRĄDU
img-alt-paralysed = { $tile } na { $hex }: paraliż (nie atakuje)
img-alt-underground = { $tile } na { $hex } jest pod ziemią (Podziemny)
img-alt-unpowered = { $tile } na { $hex } nie ma zasilania (zasieciowany)
# Legenda ikon (renderer/cards.py).
legend-poisoning = Zatrucie: znacznik jadu zamiast rany
legend-shadow = Cień: wręcz na dowolnego wroga, bez pancerza
legend-toxic-bomb = Toksyczna Bomba (podłoże): 1 rana wokół w inicjatywie 1
legend-paralysis-module = Połączenie modułu: połączeni wrogowie nie atakują (paraliż)
legend-zone = Połączenie modułu: inicjatywa połączonych wrogów to 0
legend-venom-module = Połączenie modułu: połączone jednostki trują tych, których ranią
legend-paralysed = Żółte koło z kreskami: sparaliżowany, nie atakuje
legend-mortar = Moździerz: wróg dwa pola dalej, ponad pierwszym
legend-explosive = Wybuch: niszczy dotykanego wroga przed inicjatywą
legend-paralysis = Paraliż: paraliżuje wroga, którego rani
legend-paralysing = Połączenie modułu: połączeni paraliżują, kogo ranią
legend-underground = Podziemny: Sztab może się z nim zamienić miejscami
legend-underworlds = Podziemia: każda twoja jednostka jest Podziemna
legend-underground-unit = Kropki wzdłuż brzegu: jednostka jest teraz Podziemna
legend-hole = Dziura (podłoże): niszczy wroga na niej po bitwie
legend-powered = Wtyczka: wymaga zasilania, inaczej jest zasieciowana
legend-power-supply = Połączenie modułu: daje zasilanie (błyskawica)
legend-unpowered = Przekreślona błyskawica, BEZ PRĄDU: zasieciowany z braku zasilania
legend-demolition = Wyburzenie: sąsiedni wrogi żeton, pancerz nie pomaga
legend-demolition-diagonal = Zgięty młot: żeton dwa kroki dalej na ukos
legend-gauss-transformer = Połączenie modułu: strzały połączonych mogą być Gaussa
legend-wastes = Koniczyna dookoła: −1 inicjatywy każdemu połączonemu wrogowi (Odpady)
legend-redirect-in = WE: strzał przyjaznej jednostki trafiający w tę ściankę zostaje przekierowany (Doomsday Machine)
legend-redirect-out = WY: przekierowany strzał wychodzi tędy, z tą samą siłą i cechami
legend-trap = !: wróg raniący Pułapkę przez tę ściankę wywołuje wybuch: 1 rana dookoła
legend-long-range = Dwa szewrony: jej połączenia sięgają dwóch pól, ponad wszystkim pomiędzy
legend-hq-turning = Okrężna strzałka wokół kropki: Sztab obraca jedną twoją jednostkę na turę
# Obrazy bitwy: dziennik (renderer/battle.py).
imglog-poisoning = zatrucie
imglog-shadow = Cień
imglog-toxic-bomb = Toksyczna Bomba
imglog-mortar = moździerz
imglog-explosive = wybuch
imglog-demolition = wyburzenie
imglog-demolition-diagonal = wyburzenie
imglog-ray = Promień
imglog-paralysed = { $tile } { $hex }: paraliż, bez ataku w tej bitwie
imglog-paralysis-ended = { $tile } { $hex }: koniec paraliżu
imglog-power-lost = { $tile } { $hex } traci zasilanie (zasieciowany)
imglog-power-restored = { $tile } { $hex } znów ma zasilanie
imglog-detonated = { $tile } { $hex } wybucha w stronę { $target_hex }
imglog-swallowed = Dziura pochłania: { $tile } { $hex }

## Doomsday Machine
mark-redirect-in = WE
mark-redirect-out = WY
mark-trap = !
card-redirect-in = Wlot: strzał jednostki przyjaznej (twojej lub sojusznika), który trafi w tę ściankę, zostaje przekierowany
card-redirect-out = Wylot: przekierowany strzał wychodzi tędy, z tą samą siłą i cechami (strzał Gaussa zostaje strzałem Gaussa)
card-trap = Pułapka: atak wroga, który rani ją przez tę ściankę, wywołuje wybuch: 1 rana każdej sąsiedniej jednostce, własnej i wroga (także Sztabom); żaden Medyk jej nie ratuje
card-long-range = Moduł dalekiego zasięgu: łączy się z sąsiednim polem i z następnym w tej samej linii, cokolwiek stoi pomiędzy.
card-hq-turning = Raz w twojej turze Sztab (nie pod siecią) obraca jedną twoją jednostkę (nie pod siecią) w dowolnym kierunku.
