## Uczciwa gra (docs/rulings.md M18): o prośbach decydują tylko gracze, którzy są jeszcze w grze,
## ustawienia zmieniają się za zgodą, wygrana na czas, potwierdzenie kroków nieodwracalnych.

err-left-game = Już nie grasz w tej grze: decydują tylko gracze, którzy są w niej nadal.
err-not-asked = Ta prośba nie jest do ciebie.

## Zmiana ustawień w trakcie gry.
ask-settings = { $question } { $user }, { $n ->
    [one] czy się zgadzasz?
   *[other] czy się zgadzacie?
}
settings-asks = { $user } prosi o zmianę ustawień tej gry od następnej tury ({ $change }).
btn-accept-settings = Zgoda na zmianę
btn-refuse-settings = Odmowa zmiany
err-no-settings-to-answer = Nie ma prośby o zmianę ustawień, na którą można odpowiedzieć.
err-own-settings = Twoją prośbę o zmianę ustawień muszą przyjąć pozostali gracze.
settings-withdrew = { $user } wycofuje prośbę o zmianę ustawień. Nic się nie zmienia.
settings-refused = { $user } odmawia zmiany ustawień. Nic się nie zmienia.
err-settings-waiting = Prośba o zmianę ustawień już czeka na odpowiedź.
settings-agreed = Uzgodnione ({ $user }) — od następnej tury: { $change }
settings-next = Od następnej tury: { $change }
settings-part-reminders = przypomnienia { $reminders }
settings-part-limit = limit czasu na turę { $limit }
err-league-time-limit = To gra ligowa: obowiązuje w niej limit czasu ligi.
err-time-limit-minimum = Limit czasu na turę na tym serwerze to co najmniej { $minimum } (albo brak limitu).

## Wygrana na czas.
err-claim-not-told = { $user } nie dostał(-a) jeszcze wiadomości, że czas minął (może trwają ciche godziny): wygraną można ogłosić najwcześniej za { $left }.
err-claim-grace = { $user } wie już, że czas minął: wygraną można ogłosić za { $left }, chyba że wykona ruch.
reminder-late = { $user }, minął twój limit czasu na turę ({ $limit }). Zagraj w ciągu { $grace }, inaczej pozostali mogą ogłosić wygraną.
reminder-dm-late = Gra { $game }: minął twój limit czasu na turę ({ $limit }). Zagraj w ciągu { $grace }, inaczej pozostali mogą ogłosić wygraną. { $link }

## Potwierdzenie kroków, których nie da się cofnąć.
confirm-resign = Poddać grę? Wygrywa przeciwnik; tego nie da się cofnąć.
confirm-resign-leave = Poddać grę? Odchodzisz ze wszystkimi swoimi żetonami, pozostali grają dalej; tego nie da się cofnąć.
confirm-claim = Ogłosić wygraną na czas przeciw { $user }? Tego nie da się cofnąć.
confirm-draw = Zakończyć tę grę na jednym stanowisku remisem? Tego nie da się cofnąć.
confirm-abort = Przerwać grę { $players } bez wyniku? Tego nie da się cofnąć.

## Opcje, które nie są tym, czym się wydają.
cmd-err-twice = opcję { $option } podano dwa razy: podaj ją raz
cmd-err-choice = opcja { $option } przyjmuje { $choices }, nie „{ $value }”
cmd-err-range = opcja { $option } przyjmuje liczbę od { $low } do { $high }
cmd-err-length = opcja { $option } przyjmuje co najwyżej { $n ->
    [one] { $n } znak
    [few] { $n } znaki
   *[many] { $n } znaków
}
err-option-not-taken = { $option } nie dotyczy tego żetonu ({ $tile }): pomiń tę opcję.

## /hex plansza odpowiada tylko tobie.
board-private-spectator = (Widzisz to tylko ty: nie grasz w tej grze.)
board-private-cooldown = (Widzisz to tylko ty: gra była tu przed chwilą pokazana; ponownie można ją pokazać za { $wait }.)
confirm-league-leave = Opuścić ligę { $league }? { $n ->
    [one] Twoja trwająca gra ligowa zostanie poddana
    [few] Twoje { $n } trwające gry ligowe zostaną poddane
   *[many] Twoich { $n } trwających gier ligowych zostanie poddanych
}; tego nie da się cofnąć.

## /hexmod limit (prywatnie)
timelimit-shown = Gry na tym serwerze mają limit czasu na turę co najmniej { $minimum } (albo żaden). Moderatorzy zmieniają go poleceniem /hexmod limit min-godzin:…
timelimit-set = Zapisano: gry na tym serwerze mają teraz limit czasu na turę co najmniej { $minimum } (albo żaden). Trwające gry zachowują swój.
err-timelimit-moderators = Tylko moderator (uprawnienie Zarządzanie kanałami) może zmienić minimalny limit czasu serwera.
cmd-hexmod-timelimit = limit
cmd-hexmod-timelimit-desc = Najkrótszy limit czasu na turę, jaki mogą mieć gry na tym serwerze
cmd-hexmod-timelimit-opt-min-hours = min-godzin
cmd-hexmod-timelimit-opt-min-hours-desc = Godziny (0: domyślne 12 h bota); puste: pokaż
