# Armia Vegas: błędy silnika.

## Błędy silnika (kody rules.actions.RulesError)
rules-takeover-pending = { $user } musi najpierw wybrać, jak zwrócić przejętą jednostkę (albo zostawić ją tak, jak stoi).

## Narracja (bot/narration.py opisuje te zdarzenia samymi komunikatami katalogu)
ev-taken-over = { $unit } gracza { $owner } przechodzi pod Kontrolę { $controller } (z { $source }).
seg-taken-over = { $unit } przechodzi pod Kontrolę { $controller }
ev-control-lost = { $unit } wraca do { $owner }.
seg-control-lost = { $unit } wraca do { $owner }
ev-takeover-choice = { $player } może obrócić przejętą jednostkę { $unit }: wybierz jej kierunek.
ev-moved-takeover = { $tile } na { $to } zostaje obrócony frontem na { DIR($facing) } (Kontrola).

## Obrót jednostki właśnie przejętej (przyciski: kierunek albo bez zmian)
btn-stay-takeover = Zostaw { $hex } bez obrotu
