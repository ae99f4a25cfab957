## Wspólne słowa i drobne fragmenty.

list-and = { $head } i { $last }
# między stronami gry: „@a (Moloch) przeciw @b (Borgo)”
versus = przeciw
units-died = { $n ->
    [0] nie zginęła żadna jednostka
    [one] zginęła { $n } jednostka
    [few] zginęły { $n } jednostki
   *[many] zginęło { $n } jednostek
}
