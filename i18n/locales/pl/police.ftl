## Armia Stalowej Policji: błędy silnika (rules-<kod>), akcje i zdarzenia (bot/narration.py).
## $tile/$unit to nazwy w języku gry, $hex pole (np. C3), $user wzmianka gracza.

# Niedozwolone akcje (kody rules.actions.RulesError).
rules-terror = Terror: w tej turze nie możesz wystawiać jednostek na planszę.
rules-no-hp-to-pay = Twój Sztab nie może stracić { $cost ->
    [one] { $cost } punktu
    [few] { $cost } punktów
    [many] { $cost } punktów
   *[other] { $cost } punktu
} Wytrzymałości: musi zachować co najmniej jeden.
rules-police-hq = { $tile } to Sztab: { $what ->
    [net] Stalowa Sieć działa
   *[other] Egzekucja działa
} tylko na inne jednostki.
rules-police-no-enemy = Na polu { $hex } nie ma wrogiej jednostki do { $what ->
    [net] zasieciowania
   *[other] egzekucji
}.
rules-not-your-turn = Tego można użyć tylko we własnej turze.
rules-no-net-of-steel = Twój Sztab nie ma Stalowej Sieci.
rules-steel-net-hq-netted = Twój Sztab jest zasieciowany i nie może użyć Stalowej Sieci.
rules-steel-net-in-use = Twój znacznik Stalowej Sieci już leży na planszy: wróci, gdy jego jednostka zejdzie z planszy.
rules-no-executioner = Nie masz w ręce żetonu z Egzekucją (Egzekutora).
rules-replace-instant = { $tile } to żeton natychmiastowy: miejsce Pacyfikatora może zająć tylko żeton planszowy.
rules-no-replacement = Jednostka { $tile } nie ma cechy Zastąpienie.
rules-no-push-ability = Jednostka { $tile } nie ma cechy Odepchnięcie (zagraj żeton Odepchnięcia).
rules-push-used = Jednostka { $tile } użyła już Odepchnięcia w tej turze.

# Co zrobił gracz (po jego nazwie).
action-net = zarzuca Stalową Sieć na jednostkę na { $hex }
action-execute = wykonuje egzekucję jednostki na { $hex } (Egzekutor frontem na { $facing })
action-replace = zastępuje Pacyfikatora na { $hex } żetonem { $tile }, frontem na { $facing }
action-push = odpycha jednostkę z { $to } od { $from }

# Zdarzenia poza bitwą.
ev-steel-net = Sztab gracza { $user } zarzuca Stalową Sieć na: { $unit }{ $cost ->
    [0] {""} (za darmo: Wyrzutnia jest na planszy)
   *[other] {""} (koszt: { $cost } pkt Wytrzymałości Sztabu, zostaje { $hp })
}.
ev-steel-net-back = Znacznik Stalowej Sieci wraca do gracza { $user }: zasieciowana jednostka zeszła z planszy.
ev-executed = Egzekutor gracza { $user } wykonuje egzekucję: { $unit } i zajmuje { $hex } (Sztabowi zostaje { $hp } pkt Wytrzymałości).
ev-replaced = { $user } zastępuje żeton { $old } na { $hex } żetonem { $tile }, frontem na { $facing }; { $old } idzie na stos odrzuconych.
ev-push-used = { $unit } odpycha jednostkę z { $target }.
ev-terrorized = Terror: zakaz wystawiania jednostek w najbliższej turze dla: { $users }.

# Bitwy.
reflected = { $unit } odbija atak: { $attacker } → { $hex }
reflected-nobody = { $unit } odbija atak: { $attacker }; odbity atak nikogo nie trafia

# Slash-command choices (bot/discord_adapter/transformers.py).
cmd-choice-army-steel-police = Stalowa Policja
cmd-choice-instant-terror = Terror
