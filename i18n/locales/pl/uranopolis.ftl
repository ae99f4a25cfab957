# Armia Uranopolis: narracja i odmowy.

## Narracja (bot/narration.py opisuje te zdarzenia samymi komunikatami katalogu)
seg-power-lost = { $unit } traci zasilanie: działa jak zasieciowany
ev-power-lost = { $unit } nie ma zasilania: działa jak zasieciowany, dopóki nic go nie zasili.
seg-power-restored = { $unit } znów ma zasilanie
ev-power-restored = { $unit } znów ma zasilanie.
kind-demolition = wyburzenie
kind-demolition-diagonal = wyburzenie
kind-ray = Promień

## Odmowy
rules-ray-no-hq = Promień wymaga twojego Sztabu na planszy, ani zasieciowanego, ani sparaliżowanego.
rules-ray-aim = Promień celuje się w pole sąsiadujące z twoim Sztabem ({ $hex } nim nie jest).
rules-ray-nothing = Promień przez { $hex } nie trafiłby żadnego wroga.

## Czego jeszcze potrzebuje /hex play
err-ray-needs = Promień potrzebuje pola obok twojego Sztabu, w którą stronę ma iść (cel: C3).
