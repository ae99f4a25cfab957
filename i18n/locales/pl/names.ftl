# Nazwy armii i żetonów: ich jedyne źródło (dane zasad mają tylko klucze). Nazwa żetonu może
# mieć w nawiasie inne nazwy, których listy i obrazki nie pokazują; atrybut .short to krótsza
# nazwa na obrazek dla telefonu, gdy pełna nie mieści się na żetonie w trzech wierszach.

## Armie

army-moloch = Moloch
army-borgo = Borgo
army-outpost = Posterunek
army-hegemony = Hegemonia
army-beasts = Bestie
army-steel-police = Stalowa Policja
army-dancer = Dancer
army-smart = Smart
army-new-york = Nowy Jork
army-neojungle = Neodżungla
army-vegas = Vegas
army-mississippi = Missisipi
army-sharrash = Sharrash
army-uranopolis = Uranopolis
army-doomsday-machine = Doomsday Machine

## Moloch

tile-moloch-hq = Sztab Molocha
tile-moloch-blocker = Bloker
tile-moloch-hybrid = Hybryda
tile-moloch-gauss-cannon = Działko Gaussa
tile-moloch-juggernaut = Juggernaut
tile-moloch-hunter-killer = Łowca
tile-moloch-clown = Klaun
tile-moloch-armored-hunter = Opancerzony Łowca
    .short = Opanc. Łowca
tile-moloch-armored-guard = Opancerzony Wartownik
    .short = Opanc. Wartownik
tile-moloch-guard = Wartownik
tile-moloch-protector = Obrońca
tile-moloch-hornet = Szerszeń (a.k.a. Rozpruwacz)
tile-moloch-net-fighter = Sieciarz
tile-moloch-stormtrooper = Szturmowiec
tile-moloch-mother = Matka
tile-moloch-medic = Medyk
tile-moloch-brain = Mózg
tile-moloch-officer = Oficer
tile-moloch-scout = Zwiadowca
tile-moloch-air-strike = Atak powietrzny (Bomba)
tile-moloch-battle = Bitwa
tile-moloch-move = Ruch
tile-moloch-push-back = Odepchnięcie

## Borgo

tile-borgo-hq = Sztab Borgo
tile-borgo-mutant = Mutek
tile-borgo-claws = Szpony (older: Nożownik)
tile-borgo-super-mutant = Supermutant
tile-borgo-net-fighter = Sieciarz
tile-borgo-brawler = Siłacz
tile-borgo-assassin = Zabójca
tile-borgo-medic = Medyk
tile-borgo-officer = Oficer
tile-borgo-super-officer = Superoficer
tile-borgo-scout = Zwiadowca
tile-borgo-battle = Bitwa
tile-borgo-move = Ruch
tile-borgo-grenade = Granat

## Outpost

tile-outpost-hq = Sztab Posterunku
tile-outpost-runner = Biegacz
tile-outpost-hmg = CKM
tile-outpost-commando = Komandos
tile-outpost-annihilator = Likwidator
tile-outpost-mobile-armor = Pancerz Wspomagany
    .short = Pancerz Wspom.
tile-outpost-brawler = Siłacz
tile-outpost-saboteur = Dywersant
tile-outpost-recon-center = Centrum Rozpoznania
tile-outpost-medic = Medyk
tile-outpost-officer = Oficer
tile-outpost-scoper = Skoper
tile-outpost-scout = Zwiadowca
tile-outpost-battle = Bitwa
tile-outpost-move = Ruch
tile-outpost-sniper = Snajper

## Hegemony

tile-hegemony-hq = Sztab Hegemonii
tile-hegemony-runner = Biegacz
tile-hegemony-thug = Bydlak
tile-hegemony-ganger = Ganger
tile-hegemony-gladiator = Gladiator
tile-hegemony-net-fighter = Sieciarz
tile-hegemony-net-master = Supersieciarz
tile-hegemony-guard = Strażnik
tile-hegemony-universal-soldier = Uniwersalny Żołnierz
tile-hegemony-boss = Szef (Boss)
tile-hegemony-officer-1 = Oficer I
tile-hegemony-officer-2 = Oficer II
tile-hegemony-scout = Zwiadowca
tile-hegemony-transport = Transport
tile-hegemony-quartermaster = Kwatermistrz
tile-hegemony-battle = Bitwa
tile-hegemony-move = Ruch
tile-hegemony-sniper = Snajper
tile-hegemony-push-back = Odepchnięcie

## Beasts

tile-beasts-hq = Sztab Bestii
tile-beasts-cerberus = Cerber
tile-beasts-alpha = Alfa
tile-beasts-hive = Rój
tile-beasts-the-ram = Taran
tile-beasts-acid-spit = Kwasopluj
tile-beasts-bug = Robal
tile-beasts-urchin = Jeżowiec
tile-beasts-vulture = Sęp
tile-beasts-arachnid = Arachnoid
tile-beasts-ranger = Zwiadowca
tile-beasts-officer = Oficer I
tile-beasts-scrabbler = Szarpak
tile-beasts-battle = Bitwa
tile-beasts-move = Ruch
tile-beasts-grab = Przyciągnięcie
tile-beasts-hunt = Polowanie

## Steel Police

tile-steel-police-hq = Sztab Stalowej Policji
tile-steel-police-predator = Predator
tile-steel-police-judge = Sędzia
tile-steel-police-pacifier = Pacyfikator
tile-steel-police-riot-policeman = Funkcjonariusz
tile-steel-police-executioner = Egzekutor
tile-steel-police-bandog = Brytan
tile-steel-police-wardog = Wardog
tile-steel-police-net-of-steel-launcher = Wyrzutnia Stalowej Sieci
    .short = Wyrzutnia St. Sieci
tile-steel-police-officer = Oficer
tile-steel-police-sergeant = Sierżant
tile-steel-police-scout = Zwiadowca
tile-steel-police-saboteur = Dywersant
tile-steel-police-medic = Medyk
tile-steel-police-steroids-dispender = Sterydomat
    .short = Sterydomat
tile-steel-police-battle = Bitwa
tile-steel-police-move = Ruch
tile-steel-police-push-back = Odepchnięcie
tile-steel-police-terror = Terror

## Dancer

tile-dancer-object-blue = Obiekt Niebieski
tile-dancer-object-red = Obiekt Czerwony
tile-dancer-object-yellow = Obiekt Żółty
tile-dancer-battle = Bitwa
tile-dancer-move = Ruch
tile-dancer-push-back = Odepchnięcie
tile-dancer-action = Akcja

## Smart

tile-smart-hq = Sztab Smart
tile-smart-twister = Twister
tile-smart-ripper = Rozpruwacz
tile-smart-gauss-cannon = Działko Gaussa
tile-smart-cyborg = Cyborg
tile-smart-golem-mk3 = Golem MK3
tile-smart-bio-droid = Biodroid
tile-smart-transporter = Transporter
tile-smart-net-fighter = Sieciarz
tile-smart-mother = Matka
tile-smart-officer = Oficer
tile-smart-scout = Zwiadowca
tile-smart-battle = Bitwa
tile-smart-move = Ruch
tile-smart-push-back = Odepchnięcie
tile-smart-sniper = Snajper
tile-smart-terror = Terror

## Nowy Jork

tile-new-york-hq = Sztab Nowego Jorku
tile-new-york-spy-cleaner = Szpieg-Czyściciel
    .short = Szpieg Czyściciel
tile-new-york-spy-shooter = Szpieg-Strzelec
    .short = Szpieg Strzelec
tile-new-york-rocket-launcher = Wyrzutnia Rakiet
    .short = Wyrzutnia Rakiet
tile-new-york-shotgun = Shotgun
tile-new-york-hammer = Młot
tile-new-york-steel-boxer = Stalowy Bokser
tile-new-york-sharpshooter = Strzelec Wyborowy
tile-new-york-cop = Gliniarz
tile-new-york-shooter = Strzelec
tile-new-york-pusher = Odpychacz
tile-new-york-net-fighter = Sieciarz
tile-new-york-sergeant = Sierżant
tile-new-york-officer-1 = Oficer I
tile-new-york-officer-2 = Oficer II
tile-new-york-scout = Zwiadowca
tile-new-york-mine = Mina
tile-new-york-battle = Bitwa
tile-new-york-move = Ruch
tile-new-york-push-back = Odepchnięcie
tile-new-york-sniper = Snajper

## Neodżungla

tile-neojungle-hq = Sztab Neodżungli
tile-neojungle-wall-of-trees = Ściana Drzew
tile-neojungle-crusher = Miażdżyciel
tile-neojungle-monster = Monstrum
tile-neojungle-net-fighter = Sieciarz
tile-neojungle-nightshade = Truciciel
tile-neojungle-swarm = Kłębowisko
tile-neojungle-slicer = Rozkrajacz
tile-neojungle-medic = Medyk
tile-neojungle-vines = Pnącza
tile-neojungle-symbiont-alpha = Symbiont Alfa
tile-neojungle-symbiont-beta = Symbiont Beta
tile-neojungle-symbiont-gamma = Symbiont Gamma
tile-neojungle-roots = Korzenie
tile-neojungle-castling = Roszada
tile-neojungle-battle = Bitwa
tile-neojungle-move = Ruch
tile-neojungle-small-bomb = Mała Bomba
## Vegas

tile-vegas-hq = Sztab Vegas
tile-vegas-mercenary = Najemnik
tile-vegas-bodyguard = Ochroniarz
tile-vegas-guard = Strażnik
tile-vegas-marksman = Strzelec
tile-vegas-medic = Medyk
tile-vegas-scout = Zwiadowca
tile-vegas-agitator = Agitator
tile-vegas-saboteur = Dywersant
tile-vegas-mine = Mina
tile-vegas-battle = Bitwa
tile-vegas-rotation = Obrót
tile-vegas-push-back = Odepchnięcie
tile-vegas-castling = Roszada
tile-vegas-move = Ruch
tile-vegas-sniper = Snajper

## Mississippi

tile-mississippi-hq = Sztab Missisipi
tile-mississippi-shadow = Cień
tile-mississippi-mutant = Mutant
tile-mississippi-poisoner = Truciciel
tile-mississippi-guard = Strażnik
tile-mississippi-hitman = Skrytobójca
tile-mississippi-net-fighter = Sieciarz
tile-mississippi-paralysis = Paraliż
tile-mississippi-mutation = Mutacja
tile-mississippi-medic = Medyk
tile-mississippi-zone = Strefa
tile-mississippi-boiler = Bojler
tile-mississippi-toxic-bomb = Toksyczna Bomba
tile-mississippi-battle = Bitwa
tile-mississippi-move = Ruch
tile-mississippi-smokescreen = Zasłona Dymna
tile-mississippi-push-back = Odepchnięcie
tile-mississippi-transposition = Podmiana

## Sharrash

tile-sharrash-hq = Sztab Sharrash
tile-sharrash-plague = Plaga
tile-sharrash-beast = Bestia
tile-sharrash-mutant = Mutant
tile-sharrash-mortar = Moździerz
tile-sharrash-rats = Szczury
tile-sharrash-explosive = Ładunek wybuchowy
tile-sharrash-underworlds = Podziemia
tile-sharrash-landfill = Śmietnisko
tile-sharrash-officer = Oficer
tile-sharrash-medic = Medyk
tile-sharrash-transport = Transport
tile-sharrash-scout = Zwiadowca
tile-sharrash-mother = Matka
tile-sharrash-hole = Dziura
tile-sharrash-battle = Bitwa
tile-sharrash-move = Ruch
tile-sharrash-paralysis = Paraliż

## Uranopolis

tile-uranopolis-hq = Sztab Uranopolis
tile-uranopolis-mechanic = Mechanik
tile-uranopolis-mercenary = Najemnik
tile-uranopolis-electro-net-fighter = Elektrosieciarz
tile-uranopolis-inferno = Inferno
tile-uranopolis-bulldozer = Buldożer
tile-uranopolis-guard = Strażnik
tile-uranopolis-drill = Świder
tile-uranopolis-hammerhead = Hammerhead
tile-uranopolis-ravager = Wyburzacz
tile-uranopolis-acceleration-generator = Generator Przyspieszający
    .short = Przysp. Gen.
tile-uranopolis-combat-generator = Generator Bojowy
    .short = Gen. Bojowy
tile-uranopolis-medic = Medyk
tile-uranopolis-doubler = Podwajacz
tile-uranopolis-gauss-transformer = Transformator Gaussa
    .short = Transf. Gaussa
tile-uranopolis-transport = Transport
tile-uranopolis-wastes = Odpady
tile-uranopolis-battle = Bitwa
tile-uranopolis-move = Ruch
tile-uranopolis-push-back = Odepchnięcie
tile-uranopolis-ray = Promień

## Doomsday Machine

tile-doomsday-machine-hq = Sztab Doomsday Machine
tile-doomsday-machine-alpha-shooter = Strzelec Alfa
tile-doomsday-machine-gamma-shooter = Strzelec Gamma
tile-doomsday-machine-delta-shooter = Strzelec Delta
tile-doomsday-machine-omega-shooter = Strzelec Omega
tile-doomsday-machine-gauss-cannon = Działko Gaussa
tile-doomsday-machine-tripler = Roztrajacz
    .short = Roztr.
tile-doomsday-machine-doom-net-fighter = Sieciarz Zagłady
    .short = Sieciarz
tile-doomsday-machine-fireblast = Stanowisko Ogniowe
    .short = St. Ogn.
tile-doomsday-machine-trap = Pułapka
tile-doomsday-machine-medic = Medyk
tile-doomsday-machine-officer = Oficer
tile-doomsday-machine-scout = Zwiadowca
tile-doomsday-machine-main-war-processor = Główny Procesor Bojowy
    .short = Procesor
tile-doomsday-machine-battle = Bitwa
tile-doomsday-machine-push-back = Odepchnięcie
tile-doomsday-machine-small-bomb = Mała Bomba
