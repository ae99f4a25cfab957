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
rules-replace-instant = { $tile } to żeton natychmiastowy: miejsce żetonu z cechą Zastąpienie może zająć tylko jednostka.
rules-replace-unit-only = { $tile } nie może zająć tego miejsca: Pacyfikator ustępuje je jednostce, a Transporter tylko wojownikowi.
rules-no-replacement = Jednostka { $tile } nie ma cechy Zastąpienie.
rules-no-push-ability = Jednostka { $tile } nie ma cechy Odepchnięcie (zagraj żeton Odepchnięcia).
rules-push-used = Jednostka { $tile } użyła już Odepchnięcia w tej turze.

# Co zrobił gracz (po jego nazwie).
action-net = zarzuca Stalową Sieć na jednostkę na { $hex }
action-execute = wykonuje egzekucję jednostki na { $hex } (Egzekutor frontem na { DIR($facing) })
action-replace = zastępuje Pacyfikatora na { $hex } żetonem { $tile }, frontem na { DIR($facing) }
action-push = odpycha jednostkę z { $to } od { $from }

# Zdarzenia poza bitwą.
ev-steel-net = Sztab gracza { $user } zarzuca Stalową Sieć na: { $unit }{ $cost ->
    [0] {""} (za darmo: Wyrzutnia jest na planszy)
   *[other] {""} (koszt: { $cost } pkt Wytrzymałości Sztabu, zostaje { $hp })
}.
ev-steel-net-back = Znacznik Stalowej Sieci wraca do gracza { $user }: zasieciowana jednostka zeszła z planszy.
ev-executed = Egzekutor gracza { $user } wykonuje egzekucję: { $unit } i zajmuje { $hex } (Sztabowi zostaje { $hp } pkt Wytrzymałości).
ev-replaced = { $user } zastępuje żeton { $old } na { $hex } żetonem { $tile }, frontem na { DIR($facing) }; { $old } idzie na stos odrzuconych.
ev-push-used = { $unit } odpycha jednostkę z { $target }.
ev-terrorized = Terror: zakaz wystawiania jednostek w najbliższej turze dla: { $users }.

# Bitwy.
reflected = { $unit } odbija atak: { $attacker } → { $hex }
reflected-nobody = { $unit } odbija atak: { $attacker }; odbity atak nikogo nie trafia

# Slash-command choices (bot/discord_adapter/transformers.py).
cmd-choice-instant-terror = Terror

# Legenda ikon (renderer/cards.py).
legend-reflection = Odbicie na tym boku: atak wraca o jedno pole
legend-push = Odepchnięcie: raz na turę odpycha sąsiedniego wroga
legend-execution = Egzekucja: wystawiona na wroga, usuwa go (1 pkt Sztabu)
legend-replacement = Zastąpienie: może oddać pole żetonowi z ręki
legend-net-of-steel = Stalowa Sieć: Sztab sieciuje dowolnego wroga (1 pkt Sztabu)
legend-steel-net = Znacznik Stalowej Sieci: ta jednostka jest zasieciowana

# Karty żetonów (renderer/cards.py).
card-reflection = Odbicie ({ $edges }): atak wchodzący tym bokiem nie rani jednostki i wraca o jedno pole, trafiając stojącego tam wroga z siłą atakującego; nie działa, gdy jednostka jest zasieciowana, ani przeciw żetonom natychmiastowym.
card-net-of-steel = Stalowa Sieć: w swojej turze Sztab kładzie swój jedyny znacznik Stalowej Sieci na dowolnej wrogiej jednostce poza Sztabem, za 1 punkt Wytrzymałości (za darmo, gdy Wyrzutnia jest na planszy); jednostka jest zasieciowana, dopóki nie zejdzie z planszy.
card-push-ability = Odepchnięcie: w każdej swojej turze odpycha sąsiednią wrogą jednostkę o jedno pole.
card-execution = Egzekucja: przy wystawieniu może zapłacić 1 punkt Wytrzymałości Sztabu, by usunąć dowolną wrogą jednostkę poza Sztabem i zająć jej pole.
card-replacement = Zastąpienie: w twojej turze może zejść z planszy (na stos odrzuconych), a na jego pole trafia żeton planszowy z ręki.
card-net-of-steel-launcher = Wyrzutnia: Stalowa Sieć nie kosztuje Wytrzymałości Sztabu
card-terror = Przeciwnicy nie mogą wystawiać jednostek w swojej najbliższej turze.

# Battle images: the log beside the board (renderer/battle.py).
imglog-reflected = { $tile } { $hex } odbija atak: { $attacker } { $attacker_hex } → { $to_hex }
imglog-reflected-nobody = { $tile } { $hex } odbija atak: { $attacker } { $attacker_hex }, nikogo nie trafia
