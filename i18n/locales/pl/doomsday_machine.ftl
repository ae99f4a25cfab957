# Armia Doomsday Machine: narracja i odmowy.

## Narracja (bot/narration.py opisuje te zdarzenia samymi komunikatami katalogu)
seg-redirected = { $unit } przejmuje strzał z { $shooter_hex } { $ways ->
    [one] i kieruje go dalej na { DIR($toward) }
   *[other] i roztraja go na { $ways } strony
}{ $loop ->
    [endless] : strzał wraca w kółko, nieskończona pętla
   *[other] {""}
}
seg-trap-exploded = { $unit } zostaje trafiona w oznaczoną ściankę z { $attacker_hex } i wybucha: jedna rana każdej sąsiedniej jednostce

## Odmowy
rules-hq-turn-no-hq = Twój Sztab nie może teraz obrócić jednostki (jest pod siecią albo nie ma go na planszy).
rules-hq-turn-used = Twój Sztab obrócił już w tej turze jednostkę.
rules-hq-turn-self = Sztab obraca inne twoje jednostki, nie siebie.

## Akcje i ich rodzina (obrót Sztabu)
action-turn = Sztab obraca jednostkę na { $hex } frontem na { DIR($facing) }
surface-turn = Obrót Sztabu
