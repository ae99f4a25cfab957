# Armia Missisipi: narracja i odmowy (komunikaty o jadzie są w neojungle.ftl, wspólne dla
# każdej armii, która zatruwa: rules/venom.py).

## Narracja (bot/narration.py opisuje te zdarzenia samymi komunikatami katalogu)
seg-foundation-destroyed = { $cause ->
    [explosion] { $tile } na { $hex } wybucha
   *[other] Zniszczono: { $tile } na { $hex }
}
ev-moved-smokescreen = Zasłona Dymna: { $tile } na { $to } zostaje obrócony w kierunku { DIR($facing) }.
ev-moved-transposition = { $tile } zmienia miejsce: { $from } → { $to } (Podmiana).
kind-poisoning = zatrucie
kind-shadow = atak wręcz Cienia
kind-toxic-bomb = Toksyczna Bomba

## Odmowy
rules-smokescreen-target = Zasłona Dymna obraca wrogą jednostkę, która nie jest Sztabem (na { $hex } takiej nie ma).
rules-transposition-two = Podmiana zamienia miejscami dwie różne twoje jednostki ({ $hexes }).
rules-grenade-paralysed = Nie można rzucić Granatu, gdy twój Sztab jest sparaliżowany.

## Czego jeszcze potrzebuje /hex zagraj
err-smokescreen-needs = Zasłona Dymna potrzebuje wrogiej jednostki i kierunku, w którym ma ją obrócić (cel: C3, kierunek: N).
err-transposition-needs = Podmiana potrzebuje dwóch twoich jednostek (jednostka: C3, cel: D4).
