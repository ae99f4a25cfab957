## Shared words and small pieces used by several areas.

list-and = { $head } and { $last }
# between the sides of a game: "@a (Moloch) vs @b (Borgo)"
versus = vs
units-died = { $n ->
    [0] no unit died
    [one] { $n } unit died
   *[other] { $n } units died
}
