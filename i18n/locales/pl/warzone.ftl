## Pomocnik do Warzone 4.1 (warzone/): każde zdanie, które czyta gracz.
## Identyfikatory: wz-<rodzaj>-<kod> (podsumowania), wz-stat-*, wz-mod-*, wz-outcome-*, wz-shot-*,
## wz-status-*, wz-band-*, wz-error-*, wz-cmd-* (zob. docs/warzone.md, „Message ids”).

wz-sections = zasady: { $sections }
wz-target-line = wartość docelowa { $total } ({ $base_label } { $base })
wz-modifier-line = { $label } { $value } ({ $section })
wz-die-line = rzut { $roll }: { $outcome }

## Cechy (Target.base_key)

wz-stat-stat = cecha
wz-stat-half-stat = połowa cechy
wz-stat-ww = WW (Walka Wręcz)
wz-stat-half-ww = połowa WW
wz-stat-ws = WS (Walka Strzelecka)
wz-stat-half-ws = połowa WS
wz-stat-m = M (Moc)
wz-stat-half-m = połowa M
wz-stat-dw = Dw (Dowodzenie)
wz-stat-half-dw = połowa Dw
wz-stat-s = S (Siła)
wz-stat-half-s = połowa S
wz-stat-p = P (Pancerz)
wz-stat-half-p = połowa P
wz-stat-dam = Dam (Obrażenia)
wz-stat-fo = umiejętność Wysuniętego Obserwatora
wz-stat-ats = wartość ATS
wz-stat-resist = odporność (1–10)
wz-stat-medic = umiejętność Medyk
wz-stat-necromancer = umiejętność Nekromanta
wz-stat-technomancer = umiejętność Technomancja

## Modyfikatory (Modifier.key); argumenty: value, section

wz-mod-other = inny modyfikator
wz-mod-status-ok = bez efektów morale
wz-mod-pinned = Przyciśnięcie Ogniem
wz-mod-panicked = Panika
wz-mod-band-pb = broń na zasięgu PB
wz-mod-band-sr = broń na zasięgu SR
wz-mod-band-mr = broń na zasięgu MR
wz-mod-band-lr = broń na zasięgu LR
wz-mod-band-er = broń na zasięgu ER
wz-mod-cover-none = bez osłony
wz-mod-cover-soft = Miękka Osłona
wz-mod-cover-hard = Twarda Osłona (murki, worki z piaskiem, beton)
wz-mod-cover-fortification = Fortyfikacja
wz-mod-przeslona = przesłona (modele i przeszkody na linii ognia)
wz-mod-dense-przeslona = gęsta roślinność
wz-mod-smoke-0 = bez dymu
wz-mod-smoke-1 = dym poziomu 1
wz-mod-smoke-2 = dym poziomu 2
wz-mod-smoke-3 = dym poziomu 3
wz-mod-target-ps = cel w Pozycji Strzeleckiej
wz-mod-target-prone = cel Przewrócony
wz-mod-target-climbing = cel wspina się
wz-mod-aim = Celowanie
wz-mod-aim-scope = Celowanie z celownikiem optycznym
wz-mod-size-1 = Rozmiar celu 1
wz-mod-size-2 = Rozmiar celu 2
wz-mod-size-3 = Rozmiar celu 3
wz-mod-size-4 = Rozmiar celu 4
wz-mod-size-5 = Rozmiar celu 5
wz-mod-size-6 = Rozmiar celu 6 lub więcej
wz-mod-assault-shot = Strzał w Szturmie
wz-mod-assault-shot-reduced = Strzał w Szturmie (Broń Szturmowa)
wz-mod-moving = strzał w ruchu
wz-mod-night-pb = noc, PB
wz-mod-night-sr = noc, SR
wz-mod-desperado = Desperado
wz-mod-camouflage-0 = bez Kamuflażu
wz-mod-camouflage-1 = cel ma Kamuflaż
wz-mod-camouflage-2 = cel ma Kamuflaż (kombinezon maskujący)
wz-mod-collimator = celownik kolimatorowy
wz-mod-bipod = dwójnóg
wz-mod-sun = słońce w oczy (Dziecko Pustyni)
wz-mod-weapon-cc = broń w walce wręcz
wz-mod-charge = Szarża
wz-mod-charge-dam = Szarża (obrażenia)
wz-mod-hidden-charge = Szarża z ukrycia
wz-mod-hidden-charge-dam = Szarża z ukrycia (obrażenia)
wz-mod-ferocity = Zaciekłość
wz-mod-supporters = inni atakujący w walce
wz-mod-group-attack = Atak Grupowy
wz-mod-group-attack-dam = Atak Grupowy (obrażenia)
wz-mod-defender-training = Szkolenie w Walce Wręcz obrońcy
wz-mod-attacker-ps = atakujący w Pozycji Strzeleckiej
wz-mod-previous-fumble = po Porażce
wz-mod-secondary-attack = Atak Wtórny
wz-mod-repulsive = Odrażający Wygląd
wz-mod-critical = trafienie krytyczne
wz-mod-anti-armour = Broń Przeciwpancerna
wz-mod-energy-vs-ai = Broń Energetyczna przeciw A.I.
wz-mod-bane = Broń Zabójcza
wz-mod-hidden-half = ukryty pod wzornikiem: połowa obrażeń
wz-mod-dodge = Unik przeciw wzornikowi
wz-mod-structure-damage = Uszkodzenie konstrukcji
wz-mod-weapon-dam = obrażenia broni
wz-mod-ats-resistance = Odporność na efekty środowiskowe
wz-mod-protective-suit = kombinezon ochronny
wz-mod-gas-mask = maska przeciwgazowa
wz-mod-outside-command = modele poza Zasięgiem Dowodzenia
wz-mod-high-morale = Wysokie Morale
wz-mod-inspiration = Inspiracja
wz-mod-hatred = Nienawiść
wz-mod-fear = Strach
wz-mod-cold = mróz
wz-mod-reflexes = Refleks
wz-mod-predator-gaze = Spojrzenie Drapieżnika
wz-mod-stealth = Skradanie
wz-mod-detect-pb = odległość wykrywania PB
wz-mod-detect-sr = odległość wykrywania SR
wz-mod-detect-mr = odległość wykrywania MR
wz-mod-detect-lr = odległość wykrywania LR
wz-mod-detect-er = odległość wykrywania ER
wz-mod-predator-senses = Zmysły Drapieżnika
wz-mod-fo-pb = odległość obserwatora PB
wz-mod-fo-sr = odległość obserwatora SR
wz-mod-fo-mr = odległość obserwatora MR
wz-mod-fo-lr = odległość obserwatora LR
wz-mod-fo-er = odległość obserwatora ER
wz-mod-marker = granat znacznikowy
wz-mod-weapon-band = modyfikator zasięgu broni
wz-mod-crawling = ruch w Pozycji Strzeleckiej
wz-mod-difficulty = Trudność Mocy
wz-mod-concentration = Koncentracja
wz-mod-commander-dw = Dw Dowódcy Armii
wz-mod-advisor = Doradca
wz-mod-strategic = Zmysł Strategiczny
wz-mod-bunker = bunkier dowodzenia
wz-mod-interrogation = Przesłuchiwanie
wz-mod-commander-lost = utrata Dowódcy Armii
wz-mod-commander-panicked = Dowódca Armii spanikowany
wz-mod-commander-investigates = bada dowódca

## Wynik jednej kości

wz-outcome-absolute-success = Absolutny Sukces
wz-outcome-success = sukces
wz-outcome-failure = porażka
wz-outcome-absolute-failure = Absolutna Porażka
wz-shot-critical-hit = trafienie krytyczne (+4 Dam)
wz-shot-hit = trafienie
wz-shot-miss = pudło
wz-shot-fumble = Porażka: pudło
wz-shot-jam = zacięcie! odblokowanie broni kosztuje akcję
wz-shot-miss-after-jam = pudło (broń się zacięła)

## Statusy i zasięgi

wz-status-ok = w gotowości
wz-status-pinned = Przyciśnięty Ogniem
wz-status-panicked = Spanikowany
wz-status-broken = Złamany
wz-band-pb = PB (do 6″)
wz-band-sr = SR (6–12″)
wz-band-mr = MR (12–24″)
wz-band-lr = LR (24–36″)
wz-band-er = ER (ponad 36″)

## Podsumowania (Result.summary)

wz-check-absolute-success = Absolutny Sukces: { $roll } (wartość docelowa { $target }).
wz-check-success = Sukces: { $roll } przy { $target }.
wz-check-failure = Porażka: { $roll } przy { $target }.
wz-check-absolute-failure = Absolutna Porażka: { $roll } (wartość docelowa { $target }).
wz-opposed-winner = { $winner ->
    [a] Wygrywa pierwsza strona
   *[b] Wygrywa druga strona
}, { $total_a } do { $total_b }.
wz-initiative-winner = Inicjatywę ma { $winner ->
    [a] pierwszy gracz
   *[b] drugi gracz
}, { $total_a } do { $total_b }.
wz-deployment-winner = Rzut na rozstawienie wygrywa { $winner ->
    [a] pierwszy gracz
   *[b] drugi gracz
}, { $total_a } do { $total_b }.
wz-arbiter-first = { $roll }: rację ma pierwszy gracz.
wz-arbiter-second = { $roll }: rację ma drugi gracz.
wz-scatter-clock = Rozrzut { $distance }″ w kierunku godziny { $clock }.
wz-scatter-distance = Rozrzut { $distance }″.
wz-range-band = Zasięg: { $band ->
    [pb] PB
    [sr] SR
    [mr] MR
    [lr] LR
   *[er] ER
}.
wz-shoot-summary = { $hits ->
    [0] Brak trafień
    [one] { $hits } trafienie
    [few] { $hits } trafienia
   *[many] { $hits } trafień
} na { $shots } (wartość docelowa { $target }){ $jammed ->
    [yes] ; broń się zacięła
   *[no] {""}
}.
wz-transfer-remaining = { $n ->
    [0] Nie można przenieść żadnego strzału.
    [one] Można przenieść { $n } strzał.
    [few] Można przenieść { $n } strzały.
   *[many] Można przenieść { $n } strzałów.
}
wz-stray-hit = { $roll }: zabłąkany pocisk trafia { $model }.
wz-melee-summary = { $hits ->
    [0] Brak trafień
    [one] { $hits } trafienie
    [few] { $hits } trafienia
   *[many] { $hits } trafień
} na { $attacks } (wartość docelowa { $target }).
wz-armour-no-wound = Pancerz wytrzymał (wartość docelowa { $target }).
wz-armour-wounded = { $n ->
    [one] Utracona { $n } rana
    [few] Utracone { $n } rany
   *[many] Utraconych { $n } ran
} (wartość docelowa P { $target }).
wz-armour-killed = Model ginie ({ $n ->
    [one] { $n } rana
    [few] { $n } rany
   *[many] { $n } ran
}, wartość docelowa P { $target }).
wz-armour-heavy-armour-immune = Ciężki Pancerz: zranić go może tylko Broń Przeciwpancerna.
wz-frenzy-none = { $roll }: Szał, brak efektu.
wz-frenzy-attack-nearest-enemy = { $roll }: Szał! W następnej aktywacji każda akcja to atak wręcz na najbliższy model wroga.
wz-frenzy-attack-nearest-model = { $roll }: Szał! W następnej aktywacji każda akcja to atak wręcz na najbliższy model spoza oddziału, wrogi lub przyjazny.
wz-morale-immune = Odporny na Morale: bez testu.
wz-morale-destroyed = Oddział został zniszczony.
wz-morale-pinned-passed = Test Przyciśnięcia Ogniem zdany: { $status ->
    [ok] oddział jest w gotowości.
    [pinned] oddział pozostaje Przyciśnięty Ogniem.
   *[panicked] oddział pozostaje Spanikowany.
}
wz-morale-pinned-failed = Test Przyciśnięcia Ogniem niezdany: oddział jest { $status ->
    [pinned] Przyciśnięty Ogniem
   *[panicked] Spanikowany
}.
wz-morale-panic-passed = Test Paniki zdany: { $status ->
    [ok] oddział jest w gotowości.
    [pinned] oddział pozostaje Przyciśnięty Ogniem.
   *[panicked] oddział pozostaje Spanikowany.
}
wz-morale-panic-failed = Test Paniki niezdany: oddział jest Spanikowany.
wz-morale-break-passed = Test Złamania zdany: oddział trwa, ale jest Spanikowany.
wz-morale-break-failed = Test Złamania niezdany: oddział jest Złamany i schodzi ze stołu.
wz-overwatch-no-test = Ta reakcja nie wymaga testu Dw.
wz-overwatch-acts = Test Czekania zdany: model reaguje.
wz-overwatch-lost = Test Czekania niezdany: reakcja przepada.
wz-detect-revealed = Ukryty model zostaje wykryty dla wszystkich wrogów.
wz-detect-not-found = Nic nie znaleziono; akcja przepada.
wz-intel-successes = Udane testy Kontrwywiadu: { $n } z { $rolls }.
wz-vehicle-damaged = { $n ->
    [one] Rozpatrzono { $n } rzut na uszkodzenia.
    [few] Rozpatrzono { $n } rzuty na uszkodzenia.
   *[many] Rozpatrzono { $n } rzutów na uszkodzenia.
}
wz-vehicle-destroyed = Pojazd zniszczony: rzuć na tabelę zniszczenia.
wz-wreck-disembark-pinned = Wrak zostaje; załoga ginie; { $n ->
    [0] pojazd był pusty.
    [one] pasażer wysiada Przyciśnięty Ogniem.
    [few] { $n } pasażerowie wysiadają Przyciśnięci Ogniem.
   *[many] { $n } pasażerów wysiada Przyciśniętych Ogniem.
}
wz-wreck-hit-dam10-disembark-pinned = Wrak zostaje; załoga ginie; { $n ->
    [0] pojazd był pusty.
    [one] pasażer otrzymuje trafienie Dam 10 i wysiada Przyciśnięty Ogniem.
    [few] { $n } pasażerowie otrzymują po trafieniu Dam 10 i wysiadają Przyciśnięci Ogniem.
   *[many] { $n } pasażerów otrzymuje po trafieniu Dam 10 i wysiada Przyciśniętych Ogniem.
}
wz-wreck-all-die = Wrak zostaje; ginie załoga i wszyscy pasażerowie.
wz-support-cost = Wsparcie ogniowe kosztuje { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
   *[many] { $n } punktów
}.
wz-strike-hit = Trafienie w cel.
wz-strike-scatter = Chybienie: ostrzał ulega rozrzutowi.
wz-strike-miss = Chybienie.
wz-strike-hits-observer = Krytyczna Porażka: ostrzał spada na obserwatora.
wz-strike-auto-scatter = Obserwatora już nie ma: ostrzał ulega rozrzutowi.
wz-strike-auto-miss = Cel nie jest widoczny: ostrzał chybia.
wz-minefield-safe = Pole minowe pokonane bezpiecznie.
wz-minefield-exploded = { $n ->
    [one] Wybucha { $n } mina!
    [few] Wybuchają { $n } miny!
   *[many] Wybucha { $n } min!
}
wz-minefield-flying-exempt = Modele latające nie uruchamiają min.
wz-minefield-too-small = Miny przeciwpancerne nie reagują na modele o Rozmiarze poniżej 3.
wz-power-absolute-success = Absolutny Sukces: Moc kosztuje { $n ->
    [0] zero akcji
    [one] { $n } akcję
    [few] { $n } akcje
   *[many] { $n } akcji
}.
wz-power-success = Moc działa ({ $n ->
    [one] { $n } akcja
    [few] { $n } akcje
   *[many] { $n } akcji
}).
wz-power-failure = Moc zawodzi; przepada 1 akcja.
wz-power-critical-failure = Krytyczna Porażka: przepada 1 akcja i do końca tury żadnych Mocy.
wz-heal-restored = Przywrócono 1 ranę; model pozostaje Przewrócony jako Ciężko Ranny.
wz-heal-not-healed = Leczenie się nie udaje.
wz-heal-removed = Nekromancja zawodzi: model zostaje usunięty.
wz-heal-destroyed = Krytyczna Porażka: model zostaje zniszczony.
wz-army-legal = Rozpiska armii jest poprawna.
wz-army-illegal = { $n ->
    [one] Rozpiska łamie { $n } zasadę.
    [few] Rozpiska łamie { $n } zasady.
   *[many] Rozpiska łamie { $n } zasad.
}
wz-commander-is = Armią dowodzi { $name }.
wz-score = Punkty Zwycięstwa: { $a } do { $b }.
wz-investigate-found = Znaleziono po { $n ->
    [one] { $n } rzucie
   *[many] { $n } rzutach
}: 1 Punkt Zwycięstwa.
wz-investigate-nothing = Nic nie znaleziono ({ $n ->
    [one] { $n } rzut
    [few] { $n } rzuty
   *[many] { $n } rzutów
}).
wz-env-level = Zasady { $terrain ->
    [tundra] tundry
    [jungle] dżungli
   *[desert] pustyni
} na poziomie { $level }.

## Błędy rozpiski (wz-army-<kod>)

wz-army-too-many-elite = { $n ->
    [one] { $n } jednostka elitarna
    [few] { $n } jednostki elitarne
   *[many] { $n } jednostek elitarnych
}, najwyżej { $max } (jedna na jednostkę podstawową).
wz-army-elite-without-core = Jednostka elitarna liczebności { $size } potrzebuje własnej jednostki podstawowej co najmniej tej liczebności.
wz-army-too-many-support = { $n ->
    [one] Zajęte { $n } miejsce wsparcia
    [few] Zajęte { $n } miejsca wsparcia
   *[many] Zajętych { $n } miejsc wsparcia
}, najwyżej { $max } (jedno na dwie jednostki podstawowe).
wz-army-support-without-core = Jednostka wsparcia liczebności { $size } potrzebuje jednostki podstawowej co najmniej tej liczebności.
wz-army-too-many-singles = { $n ->
    [one] { $n } model pojedynczy
    [few] { $n } modele pojedyncze
   *[many] { $n } modeli pojedynczych
}, najwyżej { $max } (jeden na jednostkę podstawową lub elitarną).
wz-army-battalion-needs-officers = Dowódca Batalionu wymaga { $min } dowódców Plutonu lub Kompanii; rozpiska ma { $n }.

## Uszkodzenia pojazdu (wz-location-*, wz-vehicle-effect-*)

wz-location-none = brak efektu
wz-location-steering = sterowanie
wz-location-structure = konstrukcja
wz-location-weapon = broń
wz-location-drive = napęd
wz-location-crew = załoga
wz-vehicle-effect-no-effect = Brak efektu.
wz-vehicle-effect-turn-halved = Uszkodzenie sterowania: kąt skrętu o połowę mniejszy.
wz-vehicle-effect-cannot-turn = Zniszczone sterowanie: pojazd nie może skręcać.
wz-vehicle-effect-p-minus-3 = Uszkodzenie konstrukcji: P −3 od następnego ataku.
wz-vehicle-effect-destroyed = Zniszczona konstrukcja: pojazd zniszczony.
wz-vehicle-effect-jam-minus-5 = Uszkodzenie broni { $weapon }: jej JAM spada o 5.
wz-vehicle-effect-weapon-destroyed = Broń { $weapon } zniszczona.
wz-vehicle-effect-move-halved = Uszkodzenie napędu: R o połowę mniejsze.
wz-vehicle-effect-cannot-move = Zniszczony napęd: koniec akcji ruchu.
wz-vehicle-effect-crew-hit = Trafiony załogant: losowy członek załogi otrzymuje trafienie Dam { $dam }.
wz-vehicle-effect-ai-loses-action = Pojazd sterowany przez A.I. na stałe traci 1 akcję.

## Efekty środowiska (wz-env-flag-*)

wz-env-flag-no-run = bez Biegu
wz-env-flag-no-assault = bez Szturmu
wz-env-flag-mountain-infantry-deploy-9 = może się rozstawić do 9″ poza strefą rozstawienia
wz-env-flag-partisans-deploy-6 = może się rozstawić do 6″ poza strefą rozstawienia
wz-env-flag-r-max-3-if-p-over-20 = bazowe R najwyżej 3 dla modeli o P powyżej 20
wz-env-flag-r-max-3-if-p-over-19 = bazowe R najwyżej 3 dla modeli o P powyżej 19
wz-env-flag-r-max-3 = bazowe R najwyżej 3
wz-env-flag-fatigue-1-per-p-over-19 = WW i WS −1 za każdy punkt P powyżej 19
wz-env-flag-fatigue-2-per-p-over-19 = WW i WS −2 za każdy punkt P powyżej 19
wz-env-flag-camouflage = zyskuje Kamuflaż
wz-env-flag-ambush = zyskuje Zasadzkę
wz-env-flag-quicksand-difficult = ruchome piaski to teren trudny
wz-env-flag-storm-run = może biec i szturmować w burzy piaskowej
wz-env-flag-sun-minus-2 = −2 do trafienia, gdy linia ognia przecina krawędź słońca
wz-env-flag-quicksand-2 = 2 obszary ruchomych piasków
wz-env-flag-quicksand-4 = 4 obszary ruchomych piasków
wz-env-flag-quicksand-6 = 6 obszarów ruchomych piasków
wz-env-flag-quicksand-8 = 8 obszarów ruchomych piasków

## Błędy (wz-error-<kod>); argumenty: field, allowed, value

wz-error-missing = Brak wartości { $field } (dozwolone: { $allowed }).
wz-error-not-a-number = { $field } musi być liczbą (dozwolone: { $allowed }), a nie „{ $value }”.
wz-error-not-a-boolean = { $field } musi mieć wartość true albo false, a nie „{ $value }”.
wz-error-out-of-range = { $field } = { $value } jest poza zakresem (dozwolone: { $allowed }).
wz-error-unknown-value = { $field } nie może mieć wartości „{ $value }” (dozwolone: { $allowed }).
wz-error-unknown-field = Nie ma opcji „{ $field }” (dozwolone: { $allowed }).
wz-error-unknown-command = Nie ma polecenia „{ $value }” (dozwolone: { $allowed }).
wz-error-unknown-trait = Nieznana cecha broni „{ $value }” (dozwolone: { $allowed }).
wz-error-bad-argument = Opcje zapisuje się jako klucz=wartość, a nie „{ $value }”.
wz-error-bad-profile = Profil broni „{ $value }” jest niepoprawny (dozwolone: { $allowed }).
wz-error-bad-models = Modele zapisuje się jako { $allowed }, a nie „{ $value }”.
wz-error-bad-officers = Oficerów zapisuje się jako { $allowed }, a nie „{ $value }”.
wz-error-band-unusable = Z tej broni nie można strzelać na zasięgu { $value } (dozwolone: { $allowed }).
wz-error-rof1-one-shot = Z broni z cechą ROF 1 oddaje się tylko jeden strzał.
wz-error-rolls-exhausted = Za mało kości: potrzebny jeszcze jeden rzut ({ $allowed }).
wz-error-roll-out-of-range = Wyniku { $value } nie ma na kości (dozwolone: { $allowed }).
wz-error-not-visible-at-night = W nocy nic nie widać dalej niż na SR.
wz-error-detection-impossible = Modeli ukrytych nie można wykryć dalej niż 36″.
wz-error-scanner-range = Skaner działa tylko do 6″.
wz-error-panicked-cannot-detect = Model Spanikowany nie może Wykrywać.
wz-error-overwatch-lost = Model Przyciśnięty Ogniem lub Spanikowany traci Czekanie.
wz-error-no-losses = Test morale wymaga strat: { $field } musi być mniejsze od liczebności początkowej.
wz-error-nothing-to-rally = Zebrać można tylko oddział Przyciśnięty Ogniem lub Spanikowany.
wz-error-rally-out-of-range = Model Zbierający musi mieć w Zasięgu Dowodzenia co najmniej połowę oddziału.
wz-error-too-many-attackers = Za dużo atakujących: ich łączny Rozmiar musi spełniać { $allowed }.
wz-error-no-forward-observer = Wsparcie ogniowe wymaga co najmniej jednego Wysuniętego Obserwatora.
wz-error-support-once-per-turn = W turze może się udać tylko jedno wezwanie wsparcia ogniowego.
wz-error-atgm-needs-model = Celem Przeciwpancernego Pocisku Kierowanego musi być model.
wz-error-battalion-unknown-below-500 = Podręcznik nie podaje wymagań Dowódcy Batalionu do 500 punktów.
wz-error-objective-from-turn-2 = Obiekty można badać od drugiej tury.
wz-error-objective-once-per-turn = W ten sposób można zdobyć tylko 1 Punkt Zwycięstwa na turę.

## Polecenia (wz-cmd-*)

wz-cmd-test = Test cechy (k20 przeciw wartości).
wz-cmd-opposed = Test przeciwstawny.
wz-cmd-arbiter = Test rozjemcy: kto ma rację w sporze o zasady.
wz-cmd-scatter = Odległość i kierunek rozrzutu.
wz-cmd-range = Zasięg dla odległości i jego modyfikatory.
wz-cmd-shoot = Akcja Strzału.
wz-cmd-transfer = Strzały do przeniesienia na nowy cel.
wz-cmd-stray = Zabłąkany pocisk w walce wręcz.
wz-cmd-melee = Atak w walce wręcz.
wz-cmd-armour = Testy pancerza i rany.
wz-cmd-ats = Atak środowiskowy (ATS).
wz-cmd-morale = Test morale po stratach.
wz-cmd-rally = Test Zbierania.
wz-cmd-frenzy = Tabela Szału.
wz-cmd-overwatch = Reakcja z Czekania.
wz-cmd-detect = Wykrywanie modelu ukrytego.
wz-cmd-counter-intel = Testy Kontrwywiadu.
wz-cmd-vehicle-damage = Tabela uszkodzeń pojazdu.
wz-cmd-vehicle-destroyed = Tabela zniszczenia pojazdu.
wz-cmd-support-buy = Zakup wsparcia ogniowego.
wz-cmd-support-call = Wezwanie wsparcia ogniowego.
wz-cmd-indirect = Ogień pośredni kierowany przez obserwatora.
wz-cmd-minefield = Przejście przez pole minowe.
wz-cmd-demine = Rozminowanie.
wz-cmd-power = Użycie Mocy.
wz-cmd-resist = Odporność na Moc.
wz-cmd-heal = Leczenie powalonego modelu.
wz-cmd-initiative = Rzut na inicjatywę lub rozstawienie.
wz-cmd-army-check = Sprawdzenie rozpiski armii.
wz-cmd-commander = Kto dowodzi armią.
wz-cmd-score = Punkty Zwycięstwa za eliminację.
wz-cmd-investigate = Zbadaj obiekt.
wz-cmd-environment = Poziom środowiska i jego skutki.

## Osłona, przesłona, miotacze ognia, dym (wz-cover-*, wz-cover-reason-*)

wz-cover-none = Cel nie ma osłony{ $przeslona ->
    [0] {""}
   *[other] ; przeszkoda liczy się jako przesłona (−1)
}.
wz-cover-soft = Cel ma Miękką Osłonę (−2){ $przeslona ->
    [0] {""}
   *[other] ; przeszkoda liczy się jako przesłona (−1)
}.
wz-cover-hard = Cel ma Twardą Osłonę (−3){ $przeslona ->
    [0] {""}
   *[other] ; przeszkoda liczy się jako przesłona (−1)
}.
wz-cover-fortification = Cel jest w Fortyfikacji (−4){ $przeslona ->
    [0] {""}
   *[other] ; przeszkoda liczy się jako przesłona (−1)
}.
wz-cover-reason-same-area = strzelający i cel są w tym samym obszarze: bez osłony
wz-cover-reason-inside-area = cała podstawka jest w obszarze osłony
wz-cover-reason-lof-through-area = LOF przechodzi przez co najmniej cal obszaru
wz-cover-reason-not-inside-area = podstawka nie jest cała w obszarze, a LOF przechodzi przez mniej niż cal
wz-cover-reason-obstacle-far = cel jest dalej niż 1″ od przeszkody: przesłona
wz-cover-reason-obstacle-too-small = model o Ro 4+ musi być zasłonięty przez przeszkodę co najmniej w 50%
wz-cover-reason-obstacle-close = cel jest do 1″ od przeszkody, przez którą przechodzi LOF
wz-przeslona-counts = Ten model jest przesłoną (−1).
wz-przeslona-ignored = Ten model nie jest przesłoną.
wz-flamer-reaches = Miotacz ognia sięga celu.
wz-flamer-blocked = Płomienie zatrzymują się w terenie utrudniającym obserwację: cel jest bezpieczny.
wz-smoke-level = { $level ->
    [0] Dym się rozwiał.
   *[other] Dym poziomu { $level }.
}
wz-shot-stopped = bez ataku (zamaszysty cios przerwany)
wz-mod-stun-weapon = Broń Ogłuszająca
wz-stun-immune = Cel jest zbyt duży, by go przewrócić.
wz-stun-prone = Cel zostaje Przewrócony.
wz-stun-stands = Cel utrzymuje się na nogach.
wz-stray-no-risk = Pewny Strzał: nie ma ryzyka trafienia innego modelu.
wz-error-no-aim-when-shaken = Modele Przyciśnięte Ogniem lub Spanikowane nie mogą Celować.
wz-error-no-assault-when-shaken = Modele Przyciśnięte Ogniem lub Spanikowane nie mogą szturmować.
wz-error-no-charge-when-panicked = Modele Spanikowane nie mogą szarżować.
wz-error-no-charge-in-ps = Model w Pozycji Strzeleckiej nie może szarżować.
wz-error-no-powers-when-shaken = Modele Przyciśnięte Ogniem lub Spanikowane nie mogą używać Mocy.
wz-error-sweeping-alone = Zamaszystego Ciosu nie można łączyć z Szarżą ani Atakiem Wtórnym.
wz-cmd-cover = Jaka osłona działa przy strzale.
wz-cmd-przeslona = Czy model na linii ognia jest przesłoną.
wz-cmd-flamer = Czy miotacz ognia sięga w teren utrudniający obserwację.
wz-cmd-smoke = Poziom dymu w kolejnej turze.
wz-cmd-stun = Test Broni Ogłuszającej.

## Komendy /wz bota (bot/usecases/warzone.py, bot/usecases/warzone_text.py)

wz-bot-public = 🎲 { $user } · { $command } #{ $id }: { $summary }
wz-bot-dice = Kości (rzucał bot): { $dice }
wz-bot-dice-own = Kości (własne gracza): { $dice }
wz-bot-dice-unused = ({ $n ->
    [one] { $n } podana kość nie była potrzebna
    [few] { $n } podane kości nie były potrzebne
   *[many] { $n } podanych kości nie było potrzebnych
})
wz-bot-details-button = Szczegóły
wz-bot-details-head = Rzut #{ $id }: { $command }, { $user }, { $when }
wz-bot-options = Opcje: { $options }
wz-bot-option = { $key }: { $value }
wz-bot-no-summary = (brak podsumowania)
wz-bot-value-line = { $base_label }: { $total } (bazowo { $base })
wz-bot-with-dam = { $outcome }, Dam { $dam }
wz-bot-incendiary = { $outcome }, zapalające
wz-bot-saved = obroniony
wz-bot-not-saved = nieobroniony: rana
wz-bot-die = kość { $index }: { $roll } — { $outcome }
wz-bot-rerolled = (przerzut; pierwszy rzut { $first })
wz-bot-side = { $side ->
    [a] Pierwsza strona:
   *[b] Druga strona:
}
wz-bot-test-n = Test { $index }:
wz-bot-round = runda { $n }: { $roll_a } → { $total_a } przeciw { $roll_b } → { $total_b }
wz-bot-roll = rzut: { $roll }
wz-bot-scatter-dice = kość rozrzutu { $roll }, kość zegara { $clock }
wz-bot-band = zasięg: { $band }
wz-bot-status = stan: { $status }
wz-bot-rolls = kości: { $rolls }
wz-bot-vehicle-roll = rana { $wound }: { $rolls } — { $location }. { $effect }
wz-bot-error = { $command }: { $error }
wz-bot-no-seed = Bot rzuca za ciebie albo podaj własne kości w rolls:; ziarna losowania nie można wybrać.
wz-bot-no-roll = Na tym kanale nie ma rzutu #{ $id }.
wz-bot-no-command = Nie ma procedury Warzone „{ $value }” (dozwolone: { $allowed }).
wz-bot-log-limit = Dziennik pokazuje od 1 do { $max } rzutów, nie { $value }.
wz-bot-log-empty = Na tym kanale nie było jeszcze rzutów Warzone.
wz-bot-log-head = { $n ->
    [one] Ostatni rzut
    [few] Ostatnie { $n } rzuty
   *[many] Ostatnich { $n } rzutów
} na tym kanale:
wz-bot-log-line = #{ $id } · { $when } · { $user } · { $command }{ $own ->
    [yes] {" "}(własne kości)
   *[no] {""}
}: { $summary }
wz-bot-help-head = Procedury Warzone 4.1 (/wz rzut procedura: … opcje: klucz=wartość …; /wz pomoc procedura: … pokazuje klucze):
wz-bot-help-key = • { $key }{ $required ->
    [true] {" "}(wymagane)
   *[false] {""}
}: { $kind }
wz-bot-help-rolls = • rolls: twoje własne kości, po kolei (np. 4,17); bez tego rzuca bot.
wz-bot-kind-number = liczba
wz-bot-kind-yes-no = tak lub nie
wz-bot-kind-list = lista rozdzielona przecinkami
wz-bot-kind-text = tekst
wz-bot-kind-choice = jedno z
wz-bot-yes = tak
wz-bot-no = nie

## Jak odpowiedź nazywa procedurę i opcje rzutu (bot/usecases/warzone.py): gracze wpisują je
## po angielsku (shoot, ws=12), a odpowiedzi pokazują te nazwy.

wz-proc-test = test cechy
wz-proc-opposed = test przeciwstawny
wz-proc-arbiter = test rozjemcy
wz-proc-scatter = rozrzut
wz-proc-range = zasięg
wz-proc-shoot = strzał
wz-proc-cover = osłona
wz-proc-przeslona = przesłona
wz-proc-flamer = miotacz ognia
wz-proc-smoke = dym
wz-proc-transfer = przeniesienie ognia
wz-proc-stray = zabłąkany pocisk
wz-proc-melee = walka wręcz
wz-proc-stun = ogłuszenie
wz-proc-armour = test pancerza
wz-proc-ats = atak środowiskowy
wz-proc-morale = test morale
wz-proc-rally = zbieranie
wz-proc-frenzy = szał
wz-proc-overwatch = czekanie
wz-proc-detect = wykrywanie
wz-proc-counter-intel = kontrwywiad
wz-proc-vehicle-damage = uszkodzenia pojazdu
wz-proc-vehicle-destroyed = zniszczenie pojazdu
wz-proc-support-buy = zakup wsparcia
wz-proc-support-call = wezwanie wsparcia
wz-proc-indirect = ogień pośredni
wz-proc-minefield = pole minowe
wz-proc-demine = rozminowanie
wz-proc-power = moc
wz-proc-resist = odporność na moc
wz-proc-heal = leczenie
wz-proc-initiative = inicjatywa
wz-proc-army-check = sprawdzenie rozpiski
wz-proc-commander = dowódca armii
wz-proc-score = punkty zwycięstwa
wz-proc-investigate = badanie obiektu
wz-proc-environment = środowisko
wz-key-a-killed-commander = pierwsza strona zabiła dowódcę
wz-key-actions = akcje
wz-key-against = przeciw
wz-key-ai = pojazd A.I.
wz-key-aim = celowanie
wz-key-ambush = Zasadzka
wz-key-area = obszar osłony
wz-key-armoured = opancerzony
wz-key-artillery = artyleria
wz-key-assault = Szturm
wz-key-assault-skill = umiejętność szturmowa
wz-key-atgm = pociski przeciwpancerne
wz-key-attacker-ps = atakujący w Pozycji Strzeleckiej
wz-key-attacker-ro = Rozmiar atakującego
wz-key-attacker-ros = Rozmiary atakujących
wz-key-attacks = ataki
wz-key-b-killed-commander = druga strona zabiła dowódcę
wz-key-band = zasięg
wz-key-bane = Broń Zabójcza
wz-key-battalion = batalion
wz-key-binoculars = lornetka
wz-key-bipod = dwójnóg
wz-key-by-size = według Rozmiaru
wz-key-camouflage = Kamuflaż
wz-key-charge = Szarża
wz-key-clock = kość zegara
wz-key-cold = mróz
wz-key-collimator = celownik kolimatorowy
wz-key-commander = dowódca
wz-key-commander-lost = utrata dowódcy
wz-key-concentration = Koncentracja
wz-key-consultants = konsultanci
wz-key-core = jednostki podstawowe
wz-key-cover = osłona
wz-key-crew = załoga
wz-key-crit = trafienie krytyczne
wz-key-crit-max = próg trafienia krytycznego
wz-key-current = obecna liczebność
wz-key-dam = Dam
wz-key-defender-training = Szkolenie w Walce Wręcz obrońcy
wz-key-dense-przeslona = gęsta roślinność
wz-key-deployment = rozstawienie
wz-key-desperado = Desperado
wz-key-determination = Determinacja
wz-key-difficulty = Trudność
wz-key-dirty-fighting = Brudna Walka
wz-key-distance = odległość
wz-key-dodge = Unik
wz-key-drive = napęd
wz-key-dw = Dw
wz-key-dw-a = Dw pierwszej strony
wz-key-dw-b = Dw drugiej strony
wz-key-elite = jednostki elitarne
wz-key-fear = Strach
wz-key-fear-models = modele budzące Strach
wz-key-ferocity = Zaciekłość
wz-key-fields = pola minowe
wz-key-firearm = broń palna
wz-key-fired = oddane strzały
wz-key-flying = latający
wz-key-fo-alive = obserwator żyje
wz-key-fo-band = zasięg obserwatora
wz-key-fo-distance = odległość obserwatora
wz-key-fo-sees-target = obserwator widzi cel
wz-key-fo-skill = umiejętność obserwatora
wz-key-frenzy-prone = skłonny do Szału
wz-key-group-attack = Atak Grupowy
wz-key-half = połowa cechy
wz-key-half-hidden = w połowie zasłonięty
wz-key-half-in-range = połowa w zasięgu
wz-key-hatred = Nienawiść
wz-key-heavy-armour = ciężki pancerz
wz-key-hidden = ukryty
wz-key-hidden-charge = Szarża z ukrycia
wz-key-high-morale = Wysokie Morale
wz-key-immune = odporny
wz-key-inspiration = Inspiracja
wz-key-interrogation-a = Przesłuchiwanie pierwszej strony
wz-key-interrogation-b = Przesłuchiwanie drugiej strony
wz-key-jam = JAM
wz-key-jam-first = zacięcie od pierwszego strzału
wz-key-keen-sight = Bystry Wzrok
wz-key-killing-blow = Cios Ostateczny
wz-key-laid-level = poziom postawionego dymu
wz-key-left-a = pozostało pierwszej stronie
wz-key-left-b = pozostało drugiej stronie
wz-key-level = poziom
wz-key-limit = limit punktów
wz-key-lof-inches = cale LOF w obszarze
wz-key-m = M
wz-key-magnetic = magnetyczny
wz-key-marker = granat znacznikowy
wz-key-mask = maska przeciwgazowa
wz-key-max-distance = największa odległość
wz-key-mine = rodzaj min
wz-key-mod-a = modyfikator pierwszej strony
wz-key-mod-b = modyfikator drugiej strony
wz-key-model-ps = model w Pozycji Strzeleckiej
wz-key-model-ro = Rozmiar modelu
wz-key-models = modele
wz-key-mods = modyfikatory
wz-key-mods-a = modyfikatory pierwszej strony
wz-key-mods-b = modyfikatory drugiej strony
wz-key-mortification = Umartwienie
wz-key-moving = w ruchu
wz-key-mult = mnożnik
wz-key-mult-new = nowy mnożnik
wz-key-mult-old = dawny mnożnik
wz-key-night = noc
wz-key-night-vision = noktowizor
wz-key-no-time-to-die = Nie Czas Umierać
wz-key-obscuring-inches = cale terenu utrudniającego obserwację
wz-key-observers = obserwatorzy
wz-key-obstacle = przeszkoda
wz-key-obstacle-distance = odległość od przeszkody
wz-key-officers = oficerowie
wz-key-other = inny modyfikator
wz-key-outside = poza Zasięgiem Dowodzenia
wz-key-p = P
wz-key-passengers = pasażerowie
wz-key-pb-variant = wariant PB
wz-key-predator-gaze = Spojrzenie Drapieżnika
wz-key-predator-senses = Zmysły Drapieżnika
wz-key-prev-fumble = po Porażce
wz-key-profile = profil broni
wz-key-przeslona = przesłona
wz-key-ps = Pozycja Strzelecka
wz-key-rallier-affected = Zbierający też dotknięty
wz-key-reach = Zasięg Broni
wz-key-reaction = reakcja
wz-key-reflexes = Refleks
wz-key-regeneration = Regeneracja
wz-key-reliable = Niezawodna
wz-key-repulsive = Odrażający Wygląd
wz-key-reroll = przerzut
wz-key-resistance = Odporność
wz-key-ro = Ro
wz-key-s = S
wz-key-same-area = ten sam obszar
wz-key-scanner = skaner
wz-key-scope = celownik optyczny
wz-key-scored-this-turn = punkt zdobyty w tej turze
wz-key-secondary = Atak Wtórny
wz-key-shooter-ro = Rozmiar strzelającego
wz-key-shots = strzały
wz-key-single = model pojedynczy
wz-key-singles = modele pojedyncze
wz-key-skill = umiejętność
wz-key-smoke = dym
wz-key-start = liczebność początkowa
wz-key-stat = wartość cechy
wz-key-stat-key = cecha
wz-key-status = stan
wz-key-stealth = Skradanie
wz-key-steering = sterowanie
wz-key-structure = konstrukcja
wz-key-structure-hits = trafienia w konstrukcję
wz-key-succeeded-this-turn = wsparcie udane w tej turze
wz-key-suit = kombinezon ochronny
wz-key-sun = słońce w oczy
wz-key-support = wsparcie
wz-key-supporters = inni atakujący
wz-key-sure-shot = Pewny Strzał
wz-key-survival = Przetrwanie
wz-key-sweeping = Zamaszysty Cios
wz-key-table = tabela
wz-key-target-ai = cel A.I.
wz-key-target-climbing = cel się wspina
wz-key-target-prone = cel Przewrócony
wz-key-target-ps = cel w Pozycji Strzeleckiej
wz-key-target-ro = Rozmiar celu
wz-key-technique = technika
wz-key-template = wzornik
wz-key-terrain = teren
wz-key-threshold = próg
wz-key-traits = cechy broni
wz-key-trigger = zdarzenie
wz-key-turn = tura
wz-key-turns-since = tur od postawienia
wz-key-vehicle = pojazd
wz-key-weapon-dam = obrażenia broni
wz-key-weapon-mod = modyfikator broni
wz-key-weapons = bronie
wz-key-whole-base-inside = cała podstawka w obszarze
wz-key-wounds = rany
wz-key-ws = WS
wz-key-ww = WW
wz-key-x = X
wz-key-zw = ZW
wz-value-advisor = Doradca
wz-value-anti-armour = Przeciwpancerna
wz-value-ap = przeciwpiechotne
wz-value-artillery = artyleria
wz-value-assault = Szturmowa
wz-value-at = przeciwpancerne
wz-value-atgm = pocisk przeciwpancerny
wz-value-bane = Zabójcza
wz-value-broken = Złamany
wz-value-bunker = bunkier dowodzenia
wz-value-charge = szarża
wz-value-commander-lost = utrata dowódcy
wz-value-commander-panicked = dowódca spanikowany
wz-value-counter-charge-other = kontrszarża na innego
wz-value-counter-charge-self = kontrszarża
wz-value-cover-dive = skok do osłony
wz-value-dawn = świt
wz-value-desant = desant
wz-value-desert = pustynia
wz-value-detect = wykrywanie
wz-value-dw = Dw
wz-value-energy = Energetyczna
wz-value-er = ER
wz-value-failed = nieudany
wz-value-flee = ucieczka
wz-value-fortification = fortyfikacja
wz-value-guard = garda
wz-value-hard = twarda
wz-value-incendiary = Zapalająca
wz-value-indirect = Pośrednia
wz-value-jungle = dżungla
wz-value-lr = LR
wz-value-m = M
wz-value-medic = Medyk
wz-value-melee = walka wręcz
wz-value-model = model
wz-value-mr = MR
wz-value-necromancer = Nekromanta
wz-value-none = brak
wz-value-ok = w gotowości
wz-value-p = P
wz-value-panicked = Spanikowany
wz-value-pb = PB
wz-value-piercing = Przebijająca
wz-value-pinned = Przyciśnięty Ogniem
wz-value-point = punkt
wz-value-reach = Zasięg
wz-value-recon = zwiad
wz-value-rending = Rozrywająca
wz-value-rof1 = ROF 1
wz-value-s = S
wz-value-sandstorm = burza piaskowa
wz-value-shoot = strzał
wz-value-silenced = Wytłumiona
wz-value-soft = miękka
wz-value-spy-network = siatka szpiegowska
wz-value-sr = SR
wz-value-standard = zwykła
wz-value-stat = cecha
wz-value-strategic = Zmysł Strategiczny
wz-value-stun = Ogłuszająca
wz-value-successful = udany
wz-value-sweeping = Zamaszysty Cios
wz-value-technomancer = Technomancja
wz-value-template = Wzornik
wz-value-tundra = tundra
wz-value-twilight = zmierzch
wz-value-twin-linked = Sprzężona
wz-value-two-handed = Dwuręczna
wz-value-ws = WS
wz-value-ww = WW
