## Każda akcja bez notacji: menu ręki, wybór krok po kroku i podpowiedzi akcji
## (bot/usecases/surface.py). $family to nazwa akcji, $sofar notacja.

# Rodzaje akcji (menu, przyciski, podpowiedzi).
surface-net = Stalowa Sieć
surface-execute = Egzekucja
surface-replace = Zastąpienie
surface-push = Odepchnięcie
surface-rotate = Obrót
surface-grab = Przyciągnięcie
surface-move = Ruch
surface-choose = Wybierz pole
surface-place = Połóż
surface-hq = Sztab
surface-discard = Odrzuć

# Etykiety opcji.
surface-enemy = { $unit } (wróg)
surface-no-attack = bez ataku
surface-toward = atak ku { $hex }

# Menu i kolejne kroki.
surface-pick = { $family }: wybierz…
surface-pick-action = Cechy i inne akcje…
surface-step = { $family } (`{ $sofar }`): wybierz, co dalej.
surface-hand-abilities = W menu poniżej są twoje cechy i inne akcje.

# /hex ręka akcja: (bot/discord_adapter/cogs/play.py).
cmd-hex-hand-opt-action = akcja
cmd-hex-hand-opt-action-desc = Wykonaj akcję (podpowiedzi)

# Pod wyborem pola przyciągniętej jednostki albo Sępa: pole, potem obrót.
surface-hex-and-facing = Pole i obrót…
