# Laboratorium zasad (bot/usecases/lab.py, docs/lab.md).
lab-battle = { $title } — pozycja `{ $code }`. { $summary }
lab-code = Pozycja gry nr { $game }: `{ $code }` — wypróbuj ją przez `/hexlab bitwa kod:` albo udostępnij.
lab-err-code = Laboratorium nie umie odczytać tego kodu pozycji: { $error }.
lab-err-no-code = Ta pozycja nie ma kodu (któryś gracz opuścił grę): laboratorium przyjmuje pozycje graczy wciąż w grze.
lab-err-what = Podaj kod pozycji (`/hexlab bitwa kod:nh1-…`) albo użyj laboratorium na kanale z grą.
lab-err-over = Gra na tym kanale się skończyła: podaj kod pozycji (`/hexlab kod` daje go w trakcie gry).
