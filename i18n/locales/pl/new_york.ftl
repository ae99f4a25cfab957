## Smart, Nowy Jork i żetony podłoża: słowa obrazków (renderer/).

# Karty żetonów (renderer/cards.py).
tile-kind-foundation = Żeton podłoża
card-shotgun = Shotgun { $n } ({ $edges }): trafia pierwszego wroga na tej linii z siłą { $n } z odległości jednego pola, o jeden mniej z każdym dalszym polem (dalej nic); strzela nad własnymi jednostkami; żaden oficer go nie wzmacnia; pancerz odejmuje 1.
card-rocket = Rakieta { $n } ({ $edges }): leci na pole z tej strony, potem jeszcze do dwóch pól, każde obok poprzedniego, skręcając dowolnie; trafia z siłą { $n } pierwszą wrogą jednostkę na swojej drodze (także sztab); nad własnymi przelatuje; pancerz liczy się wobec jej ostatniego kroku; żaden oficer jej nie wzmacnia. Silnik wybiera drogę, która zada najwięcej szkód.
card-sharpshooter = Strzelec wyborowy { $n } ({ $edges }): trafia wybranego wroga na tej linii, nie tylko pierwszego; oficerowie strzału go wzmacniają. Silnik wybiera: najpierw wrogi sztab, potem jednostkę, którą strzał zabije, potem największe obrażenia.
card-spy = Szpieg: połączone z nim wrogie moduły i sztaby działają na niego jak jego własne (siła, inicjatywa, medyk, transport, wytrzymałość); ich szkodliwe działanie (dywersant) go omija.
card-return = Powrót na stos: gdy ginie, wraca na wierzch twojego stosu; dobierzesz go jako następny.
card-open-units = Transporter: w twojej turze wojownik z ręki może zająć jego pole, obrócony dowolnie, bez jego ran; Transporter idzie na stos odrzuconych (nie moduł ani żeton podłoża; nie w sieci).
card-mine = Mina: wroga jednostka (nie sztab), która na nią wejdzie, dostaje 1 ranę, a Mina idzie na stos odrzuconych; twoje i sojusznicze jednostki nigdy jej nie odpalają.
card-foundation = Żeton podłoża: kładzie się go na wolnym polu; każda jednostka może na nim stać. Nie jest jednostką: nie da się go przesunąć, odepchnąć, złapać w sieć ani zaatakować, nie zasłania strzałów, a pole z samym żetonem podłoża liczy się jako wolne; niszczą go tylko Snajper, Granat, Nalot i Mała Bomba.
card-toughness-effect = Wytrzymałość: +{ $v } punkt wytrzymałości dla każdej połączonej jednostki (nie sztabu), tracony od razu, gdy jednostka odejdzie lub sztab zostanie złapany w sieć; jednostka z tyloma ranami wtedy ginie
# Żeton podłoża pod jednostką, słowami planszy (renderer/describe.py).
img-alt-foundations = Żetony podłoża: { $list }
img-alt-foundation = { $tile } gracza { $n } na { $hex }
img-alt-foundation-under = { $tile } gracza { $n } na { $hex }, pod: { $unit }

# Obrazki bitwy: dziennik obok planszy (renderer/battle.py).
imglog-shotgun = shotgun
imglog-rocket = rakieta
imglog-sharpshooter = strzelec wyborowy

# Legenda ikon (renderer/cards.py).
legend-shotgun = Shotgun: siła maleje z odległością (3, 2, 1)
legend-rocket = Rakieta: droga do 3 pól, może skręcać
legend-sharpshooter = Strzelec wyborowy: trafia wybranego wroga na linii
legend-spy = Szpieg: używa połączonych wrogich modułów jak swoich
legend-return = Po śmierci wraca na stos (Biodroid)
legend-open-units = Transporter: wojownik może zająć jego miejsce
legend-toughness-effect = Połączenie modułu: +1 wytrzymałości (sztab Nowego Jorku)
legend-extra-hp = Pusty kwadrat z kropką: wytrzymałość od sztabu
legend-mine = Mina (żeton podłoża): pasiasty brzeg, leży pod jednostkami
legend-foundation-under = Pasiasty heks w rogu: pod tą jednostką leży żeton podłoża

# Narracja: Fundament zniszczony (żeton natychmiastowy) albo wybuch (Mina).
ev-foundation-destroyed = { $cause ->
    [explosion] { $tile } na { $hex } wybucha
   *[other] Zniszczono: { $tile } na { $hex }
}.
