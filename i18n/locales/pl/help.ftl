## Jak grać, opisy żetonów i armii (bot/texts.py).

help-rules =
    {"**"}Neuroshima Hex w dwie minuty**
    Każdy gracz dowodzi armią { $tiles } żetonów: Sztabem ({ $hp } punktów wytrzymałości) i { $pile } żetonami dobieranymi ze stosu. Zniszcz wrogi Sztab albo miej więcej punktów wytrzymałości Sztabu po ostatniej bitwie.
    • Początek: każdy gracz stawia swój Sztab (`{ -hex-place-hq }`).
    • Twoja tura: dobierz do 3 żetonów (1 w pierwszej turze, 2 w drugiej), odrzuć jeden z trzech (`{ -hex-discard }`), potem kładź żetony na planszy (`{ -hex-place }` — przyciski pod `{ -hex-hand }` najpierw pokazują podgląd), zagrywaj żetony natychmiastowe (`{ -hex-play }`), przesuwaj ruchome jednostki (`{ -hex-move }`) i zakończ turę (`{ -hex-end }`; zachowane żetony zostają na ręce).
    • Bitwa wybucha, gdy ktoś zagra żeton Bitwy albo plansza się zapełni: jednostki działają według inicjatywy, od najwyższej; jednostki o tej samej inicjatywie działają jednocześnie. Sztaby działają w inicjatywie 0.
    • Gdy gracz dobierze ostatni żeton, przeciwnik ma jeszcze jedną turę, a potem rozstrzyga Ostatnia Bitwa.
    • Cofnięcie ruchu wymaga zgody przeciwnika (`{ -hex-undo }`); `{ -hex-resign }` i `{ -hex-draw }` pozwalają zakończyć grę. `{ -hexinfo-tile }` i `{ -hexinfo-army }` pokazują żetony; `{ -hexhistory-log }` historię.
    Plansza: kolumny A–E, rzędy od góry; kierunki { dir-n }, { dir-ne }, { dir-se }, { dir-s }, { dir-sw }, { dir-nw }.
help-tile-head = **{ $name }** — { $army }, { $kind }, ×{ $count }
help-army = **{ $army }** — { $n ->
    [one] { $n } żeton
    [few] { $n } żetony
   *[many] { $n } żetonów
}: { $tiles }.
