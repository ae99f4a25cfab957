# Armia Neodżungli (i każda armia, która zatruwa: rules/venom.py): narracja.

## Narracja (bot/narration.py opisuje te zdarzenia samymi komunikatami katalogu)
seg-poisoned = { $unit } zostaje zatruty ({ $markers } { $markers ->
    [one] żeton
    [few] żetony
   *[many] żetonów
} jadu)
ev-poisoned = { $unit } zostaje zatruty ({ $markers } { $markers ->
    [one] żeton
    [few] żetony
   *[many] żetonów
} jadu).
seg-venom-wound = Jad: { $unit } otrzymuje { $markers } { $markers ->
    [one] ranę
    [few] rany
   *[many] ran
}
ev-venom-wound = Jad: { $unit } otrzymuje { $markers } { $markers ->
    [one] ranę
    [few] rany
   *[many] ran
}.

## Czego jeszcze potrzebuje /hex zagraj
err-small-bomb-needs = Mała Bomba potrzebuje trzech stykających się heksów (cel: C3 C4 D3).
