# Spokojny kanał (zgłoszenie 15): bieżąca wiadomość tury, gry w wątkach, obserwujący.

## Bieżąca wiadomość tury (publiczna, w języku gry)
quiet-header-lobby = **Nowa gra** · { $players }
quiet-header-hq = **Sztab** · { $who }
quiet-header-turn = **Tura { $turn }** · { $who }
quiet-header-over = **Koniec gry** · { $players }
quiet-status-aborted = Gra została przerwana bez wyniku.
quiet-battle-line = ⚔ { $summary } { $url }
quiet-battle-line-here = ⚔ { $summary } (wpisy bitwy odpowiadają na tę wiadomość)

## Prywatne potwierdzenia (w języku działającego gracza)
quiet-ack = Zrobione — widać to w wiadomości tury: { $url }
quiet-ack-plain = Zrobione — widać to w wiadomości tury.
quiet-ack-held = Zrobione — wiadomość tury pokaże to przy twoim następnym ruchu: { $url }
quiet-ack-held-plain = Zrobione — wiadomość tury pokaże to przy twoim następnym ruchu.
panel-held = Odrzucono — wiadomość tury pokaże to przy twoim następnym ruchu.
quiet-thread-opened = Twoja gra ma własny wątek: { $url }

## Wątki gier (publicznie, w języku gry)
quiet-thread-won = Wygrywa { $winner } · { $players }
quiet-thread-draw = Remis · { $players }
quiet-thread-over = Koniec · { $players }
quiet-lobby-result = { $players } — { $result } { $url }
quiet-thread-reopened = Ta gra wciąż trwa, więc jej wątek został otwarty ponownie.
quiet-thread-recreated = Wątek gry został usunięty w trakcie gry; gra toczy się dalej tutaj.
quiet-thread-moved = Wątek gry { $players } został usunięty; gra toczy się dalej w { $url }
quiet-no-thread-consequence = nowe gry toczą się na tym kanale zamiast we własnym wątku

## /hexmod wątki, /hexmoje obserwuj (prywatnie)
quiet-err-server-only = To działa tylko na serwerze.
quiet-err-on-off = Użyj on lub off, nie „{ $value }”.
quiet-err-moderators = Tylko moderatorzy (Zarządzanie kanałami) mogą zmienić to ustawienie serwera.
quiet-threads-shown = Nowe gry na tym serwerze otwierają się we własnym wątku: { $state ->
    [on] tak
   *[off] nie
}. Moderatorzy zmieniają to przez /hexmod wątki domyślnie:on|off; /hex nowa gdzie: zmienia to dla jednej gry.
quiet-threads-set = Nowe gry na tym serwerze otwierają się teraz we własnym wątku: { $state ->
    [on] tak
   *[off] nie
}.
quiet-err-follow-own = Grasz w tej grze: dostajesz już powiadomienia o swoich turach.
quiet-following = Obserwujesz tę grę: dostaniesz powiadomienie o jej bitwach i wyniku. Ponowne /hexmoje obserwuj to wyłącza.
quiet-unfollowed = Już nie obserwujesz tej gry.
quiet-err-thread-console = Konsola nie ma wątków: gra toczy się tutaj.

## Polecenia
cmd-hexme-follow = obserwuj
cmd-hexme-follow-desc = Obserwuj grę: powiadomienia o bitwach i wyniku
cmd-hexmod-threads = wątki
cmd-hexmod-threads-desc = Czy nowe gry na tym serwerze otwierają się we własnym wątku
cmd-hexmod-threads-opt-default = domyślnie
cmd-hexmod-threads-opt-default-desc = On: /hex nowa otwiera wątek; off: gra toczy się na kanale
cmd-hex-new-opt-where = gdzie
cmd-hex-new-opt-where-desc = Własny wątek albo ten kanał
cmd-choice-where-thread = Własny wątek
cmd-choice-where-channel = Ten kanał

## Czego obraz na telefon nie ma w pasku graczy, mówi tekst obok niego (Discord).
quiet-mode-1v2 = Jeden przeciw drużynie: { $teams }
quiet-mode-2v2 = Drużyny dwuosobowe: { $teams }
quiet-order = Kolejność tur: { $order }
quiet-final-after = Finałowa Bitwa przychodzi po turze gracza { $who }.
