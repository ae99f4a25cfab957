# Armia Sharrash: narracja i odmowy.

## Narracja (bot/narration.py opisuje te zdarzenia samymi komunikatami katalogu)
seg-paralysed = { $unit } zostaje sparaliżowany: nie atakuje do końca bitwy
ev-paralysed = { $unit } zostaje sparaliżowany: nie atakuje do końca następnej bitwy.
ev-paralysis-ended = { $unit } nie jest już sparaliżowany.
seg-detonated = { $unit } wybucha w stronę { $target_hex }
ev-swallowed = Dziura pochłania: { $unit }.
ev-moved-tunnel = { $tile } przechodzi podziemiami: { $from } → { $to } (Podziemna Roszada).
ev-moved-hole = Dziura wciąga: { $tile } { $from } → { $to }.
kind-mortar = strzał z moździerza
kind-explosive = wybuch

## Odmowy
rules-paralysis-target = Paraliż zagrywa się na wrogą jednostkę lub Sztab (na { $hex } takiej nie ma).
rules-paralysis-already = Jednostka na { $hex } jest już sparaliżowana.
rules-no-tunnel = { $tile } nie ma Podziemnej Roszady.
rules-tunnel-used = Twój Sztab już zamienił się miejscami w tej turze.
rules-tunnel-target = Sztab zamienia się miejscami z sąsiednią twoją jednostką, która ma zdolność Podziemny (na { $hex } takiej nie ma).
rules-no-hole = Na { $hex } nie ma twojej Dziury.
rules-hole-taken = Na Dziurze na { $hex } stoi już jednostka.
rules-drag-target = Dziura wciąga sąsiednią wrogą jednostkę, która nie jest Sztabem (na { $hex } takiej nie ma).

## Czego jeszcze potrzebuje /hex zagraj
err-paralysis-needs = Paraliż potrzebuje wrogiej jednostki lub Sztabu (cel: C3).
