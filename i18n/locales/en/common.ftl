## Shared words and small pieces used by several areas.

list-and = { $head } and { $last }
units-died = { $n ->
    [0] no unit died
    [one] { $n } unit died
   *[other] { $n } units died
}
