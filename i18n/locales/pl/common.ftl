## Wspólne słowa i drobne fragmenty.

list-and = { $head } i { $last }
units-died = { $n ->
    [0] nie zginęła żadna jednostka
    [one] zginęła { $n } jednostka
    [few] zginęły { $n } jednostki
   *[many] zginęło { $n } jednostek
}
