# Armia Bestii: błędy silnika, narracja, wiersze dziennika bitwy.

## Błędy silnika (kody rules.actions.RulesError)
rules-army-small-board-only = { $army ->
    [beasts] Bestie nie mogą
   *[other] { $army } nie może
} grać na powiększonej planszy z 37 polami.
rules-lair-first = Najpierw połóż żeton { $tile } obok swojego Sztabu: place { $tile } POLE KIERUNEK.
rules-lair-not-adjacent = { $tile } musi stać obok twojego Sztabu: wybierz spośród { $options }.
rules-grab-pending = { $user } musi najpierw wybrać, dokąd trafi przyciągnięta jednostka i jak będzie zwrócona.
rules-scavenger-pending = { $user } musi najpierw wybrać, dokąd poleci Sęp z { $hex } (albo zostać).
rules-scavenger-window = Sęp może przelecieć tylko zaraz po Bitwie (Padlinożerca).
rules-no-rotation = { $tile } na { $hex } nie może się obrócić: nie ma cechy Obrót.
rules-rotation-used = { $tile } już obracał się w tej turze.
rules-grab-no-enemy = Na { $hex } nie ma wrogiej jednostki, którą można przyciągnąć.
rules-grab-reach = { $hex } nie jest oddalone o jedno pole od { $to }: Przyciągnięcie działa na jednostkę z jednym polem przerwy.
rules-grab-netted = Jednostka na { $hex } jest zasieciowana i nie można jej przyciągnąć.
rules-grab-blocked = Między { $to } a { $hex } nie ma wolnego pola: nie można przyciągnąć jednostki na zajęte pole.
rules-no-grab = { $tile } na { $hex } nie może przyciągać: nie jest połączony z Szarpakiem.
rules-grab-used = Jednostka na { $hex } już przyciągała w tej turze.
rules-hunt-toward = { $hex } nie sąsiaduje z { $to }: podaj pole, na które zwrócona jest atakująca ścianka.
rules-hunt-no-attack = { $tile } nie ma ataku na ściance zwróconej ku { $hex }.
rules-hunt-nothing = To Polowanie niczego nie zmienia: rusz się, obróć albo zaatakuj.

## Co zrobił gracz (z notacji)
action-rotate = obraca jednostkę na { $hex } frontem na { DIR($facing) }
action-grab = przyciąga jednostkę z { $to } ku { $from }
action-play-grab = zagrywa żeton { $tile }: { $from } przyciąga { $to }
action-play-hunt = zagrywa żeton { $tile }: z { $from } na { $to }, frontem na { DIR($facing) }
action-play-hunt-3 = zagrywa żeton { $tile }: z { $from } na { $to }, frontem na { DIR($facing) }, atak ku { DIR($toward) }
action-choose-facing = wybiera pole { $hex }, frontem na { DIR($facing) }

## Zdarzenia w turze
ev-rotated = { $tile } na { $hex } obraca się frontem na { DIR($facing) }.
ev-moved-hunt = { $tile } poluje: { $from } → { $to }, frontem na { DIR($facing) }.
ev-moved-scavenger = { $tile } przelatuje nad polem bitwy: { $from } → { $to }, frontem na { DIR($facing) }.
ev-instant-grab = { $user } zagrywa żeton { $tile } ({ $from } przyciąga { $to }).
ev-grab-choice = { $user } wybiera, na które pole trafi przyciągnięta jednostka z { $target } ({ $options }) i jak będzie zwrócona.
ev-grabbed = { $tile }: przyciągnięcie { $from } → { $to }, frontem na { DIR($facing) }, przez jednostkę z { $by }.
ev-scavenger-choice = { $user }: po Bitwie twój { $tile } z { $hex } może przelecieć na dowolne puste pole i się obrócić (Padlinożerca) — wybierz POLE KIERUNEK albo jego własne pole, by został.
ev-lair-lost = { $unit } nie sąsiaduje już ze Sztabem i schodzi z planszy (Siedlisko).
ev-lair-no-room = Obok Sztabu nie ma wolnego pola: { $tile } nie wchodzi do gry.
ev-hunted = { $unit } atakuje w kierunku { DIR($dir) }.

## Bitwy
seg-agony = { $unit } atakuje w agonii
seg-lair-lost = { $unit } schodzi z planszy bez swojego Sztabu

## Dziennik bitwy na obrazkach segmentów
imglog-melee-ff = cios Friendly Fire
imglog-agony = { $tile } { $hex } atakuje w agonii
imglog-lair-lost = { $tile } { $hex } schodzi bez Sztabu

## Bot: przyciski, stan gry i pomoc do komend
btn-choose-grab = Przyciągnij na { $hex }
btn-choose-scavenge = Leć na { $hex }
btn-stay-scavenge = Zostań na { $hex }
status-grab = { $who }: wybierz, dokąd zostanie przyciągnięta twoja jednostka z { $target }: { $options } (`{ -hex-choose }`; akcja `choose POLE KIERUNEK` także ją obraca).
status-scavenge = { $who }: po Bitwie twój Sęp z { $target } może przelecieć na dowolne puste pole: { $options } (`{ -hex-choose }`; jego własne pole, by został; akcja `choose POLE KIERUNEK` także go obraca).
err-grab-needs = Przyciągnięcie wymaga jednostki, która przyciąga (jednostka:), i wroga do przyciągnięcia (cel:).
err-hunt-needs = Polowanie wymaga jednostki (jednostka:), pola docelowego (cel:) i kierunku (kierunek:); by też zaatakować, podaj akcję `play hunt Z DO KU KIERUNEK`.

## Karty żetonów i legenda
card-melee-ff = Cios Friendly Fire { $n } ({ $edges }): rani sąsiednią jednostkę z tej strony, także własną i sojuszniczą.
card-grab-effect = Szarpak: połączona własna jednostka może raz na turę przyciągnąć wroga oddalonego o jedno pole
card-grab = Twoja jednostka przyciąga wrogą jednostkę oddaloną o jedno pole do siebie; jej właściciel wybiera pole i obrót.
card-hunt = Twoja jednostka może wykonać ruch jak żetonem Ruchu, a potem zaatakować wybraną ścianką.
card-agony = Agonia: zabita w segmencie Bitwy atakuje także w tym segmencie (chyba że jest zasieciowana).
card-flying = Latanie: ciosy jej nie ranią, chyba że jest zasieciowana; strzały i żetony natychmiastowe tak.
card-scavenger = Padlinożerca: po Bitwie może przelecieć na dowolne puste pole i się obrócić.
card-rotation = Obrót: raz w turze właściciela może się dowolnie obrócić, nie ruszając się z miejsca.
card-lair = Siedlisko: Cerber zaczyna obok Sztabu Bestii i schodzi z planszy, gdy przestaje z nim sąsiadować.
card-spider-net = Pajęcza Sieć: sieciuje także własne jednostki.
legend-melee-ff = Pasiasty cios: Friendly Fire, rani też własne jednostki
legend-spider-net = Pajęcza Sieć (żółty węzeł): sieciuje też własne jednostki
legend-agony = A: Agonia, atakuje też w segmencie, w którym ginie
legend-flying = Latanie: ciosy jej nie ranią, chyba że jest zasieciowana
legend-scavenger = Padlinożerca: po Bitwie może przelecieć gdziekolwiek
legend-rotation = Obrót: może się obrócić w swojej turze
legend-lair = Siedlisko: Cerber musi stać obok swojego Sztabu
legend-grab-effect = Połączenie modułu: cecha Przyciągnięcie

## Discord: wybór armii

## Discord: /hex wybierz dla przyciągniętej jednostki albo Sępa
cmd-hex-choose-opt-facing-desc = Dokąd zwrócona (puste: bez zmian)
