## Armia Dancer: błędy silnika (rules-<kod>), akcje i zdarzenia (bot/narration.py).
## $tile/$unit to nazwy w języku gry, $hex to pole jak C3, $user to wzmianka.

# Niedozwolone akcje (kody rules.actions.RulesError).
rules-dancer-team = Dancer nie może grać w drużynie w trybie jeden przeciw drużynie: daj mu miejsce pojedynczego gracza.
rules-dancer-place-objects = Dancer nie ma Sztabu: wystaw zamiast niego swoje Obiekty (place object-red POLE KIERUNEK).
rules-dancer-object-expected = Wystaw teraz jeden ze swoich Obiektów: { $options }.
rules-dance-not-dancer = Tylko Dancer może wykonać Taniec.
rules-dance-terror = Terror: w tej turze Dancer nie może wykonać Tańca.
rules-dance-late = Taniec tylko tuż po dociągnięciu, zanim zagrasz, zachowasz lub odrzucisz jakikolwiek żeton.
rules-dance-not-object = Na polu { $hex } nie ma twojego Obiektu, który mógłby zatańczyć.
rules-dance-twice = Obiekt z pola { $hex } występuje w Tańcu dwa razy.
rules-dance-unchanged = Obiekt z pola { $hex } nic by nie zmienił: pomiń go w Tańcu.
rules-dance-not-swap = Taniec tylko zamienia Obiekty miejscami: każde zwolnione pole musi zająć inny tańczący Obiekt.
rules-action-terror = Terror: w tej turze Dancer nie może użyć Akcji.
rules-action-not-object = Na polu { $hex } nie ma twojego Obiektu.
rules-action-netted = { $tile } na polu { $hex } jest zasieciowany: nie można na niego zagrać Akcji.
rules-action-twice = { $tile } miał już w tej turze swoją Akcję: jedna Akcja na Obiekt w turze.
rules-action-no-attack = { $tile } nie ma ataku na ściance skierowanej na { DIR($dir) }.
rules-heal-not-healer = { $tile } nie może leczyć: Leczenie ma tylko Obiekt Żółty.
rules-heal-blocked = Leczenie jest zablokowane: Obiekt Żółty na polu { $hex } jest zasieciowany albo podłączony do Skopera.
rules-heal-netted = Jednostka na polu { $hex } jest zasieciowana: nie można jej leczyć.
rules-heal-full = Obiekt na polu { $hex } ma pełne 10 punktów Wytrzymałości: Leczenie nie podniesie jej powyżej 10.
rules-heal-reach = Leczenie sięga tylko samego Obiektu Żółtego i Obiektu na jego ściance leczenia, nie pola { $hex }.

# Co zrobił gracz (po jego nazwie).
action-dance = tańczy ({ $moves })
action-dance-move = { $from } na { $to }, frontem na { DIR($facing) }
action-play-action = zagrywa żeton { $tile }: Obiekt z pola { $hex } atakuje w kierunku { DIR($dir) }
action-play-action-2 = zagrywa żeton { $tile }: Obiekt Żółty z pola { $hex } leczy { $target }

# Zdarzenia poza bitwami.
ev-object-placed = { $user } wystawia { $tile } na polu { $hex }, frontem na { DIR($facing) }.
ev-object-damaged = { $unit } traci { $damage } { $damage ->
    [one] punkt
    [few] punkty
   *[other] punktów
} Wytrzymałości (zostało { $hp }).
ev-action-attack = Akcja: { $unit } atakuje w kierunku { DIR($dir) }.
ev-healed = Leczenie: { $unit } odzyskuje { $amount } { $amount ->
    [one] punkt
    [few] punkty
   *[other] punktów
} Wytrzymałości (teraz { $hp }).
ev-danced = { $user } tańczy: { $moves }{ $n ->
    [0] {""}
   *[other] {""} (odrzucone: { $tiles })
}.
ev-released = { $unit } uwalnia się { $nets ->
    [one] z sieci
   *[other] z { $nets } sieci
} i otrzymuje { $nets ->
    [one] ranę
    [few] { $nets } rany
   *[other] { $nets } ran
}.

# Bitwy.
seg-object-hp = { $unit } ma jeszcze { $hp } { $hp ->
    [one] punkt
    [few] punkty
   *[other] punktów
} Wytrzymałości

# Wybory w komendach.
cmd-choice-instant-action = Akcja

# Planer Tańca (bot/usecases/dance.py) i przycisk Taniec w ręce.
btn-dance = Taniec…
hand-or-dance = Albo zamiast tego zatańcz (Taniec…): Taniec odrzuca całą rękę.
surface-dance = Taniec
dance-title = Taniec — podgląd: nic się nie stanie, dopóki nie potwierdzisz.
dance-line-move = { $tile }: { $from } → { $to }, frontem na { DIR($facing) }
dance-line-turn = { $tile } na polu { $hex } obraca się frontem na { DIR($facing) }
dance-line-stay = { $tile } zostaje na polu { $hex }, frontem na { DIR($facing) }
dance-cost = { $n ->
    [0] Twoja ręka jest pusta; po Tańcu nie zagrasz już w tej turze żadnego żetonu.
    [one] Taniec odrzuca twoją rękę ({ $tiles }): po nim nie zagrasz już w tej turze żadnego żetonu.
    [few] Taniec odrzuca całą twoją rękę, { $n } żetony ({ $tiles }): po nim nie zagrasz już w tej turze żadnego żetonu.
   *[other] Taniec odrzuca całą twoją rękę, { $n } żetonów ({ $tiles }): po nim nie zagrasz już w tej turze żadnego żetonu.
}
dance-confirm = Potwierdź, aby zatańczyć, albo zmień Obiekt w menu.
dance-nothing = Na razie nic się nie zmienia: wybierz Obiekt, a potem dokąd idzie (pole innego Obiektu: zamieniają się miejscami) albo w którą stronę jest zwrócony.
dance-pick-object = Który Obiekt?
dance-pick-hex = Dokąd idzie { $tile }?
dance-pick-facing = W którą stronę zwrócony jest { $tile }?
dance-opt-object = { $tile } · { $hex }, { DIR($facing) }
dance-opt-object-move = { $tile } · { $from } → { $to }, { DIR($facing) }
dance-opt-here = { $hex } · tutaj
dance-opt-swap = { $hex } · zamiana miejscami z: { $tile }
dance-opt-facing-now = { DIR($facing) } (jak teraz)
dance-btn-reset = Od nowa
dance-image-title = Podgląd Tańca
dance-plan-count = Plan Tańca wymienia każdy z twoich Obiektów ({ $n }) raz, jako POLE-KIERUNEK, oddzielone przecinkami.
dance-plan-not-object = Na polu { $hex } nie ma żadnego z twoich Obiektów: Taniec tylko zamienia Obiekty miejscami.
dance-plan-twice = Dwa Obiekty nie mogą skończyć na jednym polu: Taniec tylko zamienia je miejscami.
dance-plan-which = Nie ma Obiektu „{ $word }”: wybierz red, blue albo yellow.

# Menu Akcji w ręce i wybór kolejnego kroku.
action-pick-object = { $tile } ({ $hex })
action-step = Akcja: { $tile } z pola { $hex } atakuje jedną ścianką albo leczy. Wybierz:
action-edge = { $arrow } { DIR($dir) } · { $attack }
action-heal-self = ♥ Leczenie: siebie (+2)
action-heal-other = ♥ Leczenie: { $tile } na polu { $hex } (+2)
attack-melee = wręcz { $strength }
attack-ranged = dystansowy { $strength }
