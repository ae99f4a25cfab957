## Co mówi sam adapter Discorda (bot/discord_adapter): potwierdzenia, błędy, uprawnienia,
## wątki bitew. Teksty prywatne w języku działającego gracza, publiczne w języku gry
## (inaczej serwera).

dc-done = Gotowe.
dc-done-see-channel = Gotowe — zobacz kanał.
dc-posted-below = Opublikowane poniżej.
dc-nothing-chosen = Nic nie wybrano.

# błędy, które może popełnić gracz, i ogólna odpowiedź na błąd programu
dc-error-generic = Coś poszło nie tak po mojej stronie — nic nie zostało zmienione. Spróbuj ponownie za chwilę.
dc-error-storage = Moja baza danych chwilowo nie odpowiada — nic nie zostało zmienione. Spróbuj ponownie za chwilę.
dc-stored-shown-later = Twój ruch został zapisany, ale Discord nie odpowiedział na czas: kanał pokaże go za chwilę.
dc-not-answered = Discord albo moja baza danych nie odpowiedziały na czas, więc nie wiem, czy Twój ruch przeszedł. Zanim spróbujesz ponownie, sprawdź grę poleceniem /hex board.
dc-error-not-a-hex = `{ $value }` to nie heks. Heksy nazywają się jak `C3`: kolumna A–E i numer rzędu.
dc-error-not-a-tile = `{ $value }` to nie nazwa żetonu. Wybierz jedną z listy, na przykład `runner`.
dc-error-unreadable-option = Nie mogę odczytać { $value } w tej opcji.
dc-error-file = Nie udało się odczytać pliku `{ $name }`: musi to być plik tekstowy o rozmiarze najwyżej { $kb } KB.
dc-error-user-missing-permission = Tylko członkowie z uprawnieniem **{ $perms }** mogą to zrobić.
dc-error-bot-missing-permission = Brakuje mi tutaj uprawnienia **{ $perms }**. Moderator może je nadać w ustawieniach kanału.
dc-error-no-private-message = W gry gra się na kanałach serwera, nie w wiadomościach prywatnych.
dc-error-cooldown = Zwolnij trochę — spróbuj ponownie za { $seconds } s.
dc-error-check-failed = Nie możesz użyć tutaj tej komendy.
dc-error-command-changed = Ta komenda zmieniła się, odkąd twój Discord ją wczytał. Spróbuj ponownie za minutę.
dc-error-bots-cannot-play = Boty nie mogą grać, poza tym jednym — wybierz osobę, tego bota (by z nim zagrać) albo zostaw przeciwnika pustego, by zostawić wolne miejsce.

# brakujące uprawnienia, zgłaszane raz na kanał
dc-missing-permission = Brakuje mi na tym kanale uprawnienia **{ $perms }**. Moderator może je nadać w ustawieniach kanału (Edytuj kanał → Uprawnienia).
dc-missing-permission-so = Brakuje mi na tym kanale uprawnienia **{ $perms }**, więc { $consequence }. Moderator może je nadać w ustawieniach kanału (Edytuj kanał → Uprawnienia).
dc-missing-consequence-battles = przebieg bitew trafia na kanał

# nazwy uprawnień Discorda, jak w ustawieniach serwera
dc-perm-view-channel = Wyświetlanie kanału
dc-perm-send-messages = Wysyłanie wiadomości
dc-perm-send-messages-in-threads = Wysyłanie wiadomości w wątkach
dc-perm-create-public-threads = Tworzenie wątków publicznych
dc-perm-attach-files = Załączanie plików
dc-perm-embed-links = Osadzanie linków
dc-perm-read-message-history = Czytanie historii wiadomości
dc-perm-manage-threads = Zarządzanie wątkami
dc-perm-manage-channels = Zarządzanie kanałami

# wątki bitew
dc-thread-battle = Bitwa
dc-battle-link = ⚔️ { $summary } — przebieg bitwy: { $url }

# The delivery outbox gave up posting in a game's channel (permissions removed, channel or thread deleted)
delivery-fallback = { $user } Nie mogę już pisać na kanale gry nr { $game } (brak dostępu albo kanał lub wątek został usunięty). Twoja gra jest bezpieczna i teraz Twój ruch: poproś moderatora o przywrócenie mi dostępu, a potem użyj tam /hex board.
