"""Every text a player sees comes from the catalogue, in the right language.

Whole games are played through the use cases with every kind of reply (actions, battles,
hands, previews, mistakes, agreements, settings, information, preferences): in Polish no
English sentence may appear, in English no Polish one; in the pseudo-language (accented
English) any plain ASCII word left over is a sentence that bypassed the catalogue.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
import sqlalchemy as sa

import i18n
from bot.app import App
from bot.locale import acting
from bot.replies import Reply
from rules.catalog import ARMIES, army
from tests.bot.helpers import ALA, CHANNEL, EVE, OLA, FakeClock, live, make_service, play_one

_NAMES = sorted(
    {n for key in ARMIES for n in i18n.army_names(key)}
    | {
        part
        for key in ARMIES
        for t in army(key).tiles
        for lang in i18n.LANGS
        for part in i18n.tile_full_name(key, t.key, lang).split(" (")
    },
    key=len,
    reverse=True,
)
_MARKUP = re.compile(r"<[@#]!?\d+>|`[^`]*`|https?://\S+|\*\*|“[^”]*”|„[^”]*”|\b\w+/\w+\b")
_TOKENS = re.compile(r"\b(?:[A-G][1-7]|N|NE|SE|S|SW|NW|vs|PNG|JSON|HQ|Gauss|Neuroshima Hex|UTC)\b")
_ENGLISH = {"the", "your", "turn", "is", "has", "and", "with", "of", "for", "game", "player", "placed"}
_ENGLISH |= {"played", "hits", "dies", "battle", "wins", "draw", "tiles", "board", "place", "discard", "end", "undo"}
_POLISH = {"jest", "się", "nie", "gra", "tura", "żeton", "żetony", "plansza", "gracz", "ruch", "bitwa", "sztab"}


def _strip(text: str) -> str:
    text = _MARKUP.sub(" ", text)
    for name in _NAMES:
        text = text.replace(name, " ")
    return _TOKENS.sub(" ", text)


def _texts(reply: Reply) -> Iterator[str]:
    yield reply.text
    for b in reply.buttons:
        yield b.label
    for s in reply.selects:
        yield s.placeholder
    for img in reply.images:
        yield img.description
    if reply.battle is not None:
        yield reply.battle.title
        yield reply.battle.summary
        for post in reply.battle.posts:
            yield post.text
            if post.image is not None:
                yield post.image.description


async def _everything(db_path: str, lang: str, clock: FakeClock) -> list[Reply]:
    """One game from invitation to result with every kind of reply, all in ``lang``."""
    service = await make_service(db_path, clock)
    try:
        return await _play_everything(service, lang, clock)
    finally:
        await service.repo.close()


async def _play_everything(service: App, lang: str, clock: FakeClock) -> list[Reply]:
    out: list[Reply] = []
    with acting(lang):
        game_lang = lang if lang in i18n.LANGS else "en"
        out.append(
            await service.setup.new_game(
                CHANNEL, ALA, opponent_id=OLA, army="moloch", opponent_army="outpost", lang=game_lang
            )
        )
        if lang != game_lang:  # the pseudo-language cannot be chosen by players: set it by hand
            # (a game's language never changes through the repository, so write it directly)
            update = sa.text("UPDATE games SET lang = :lang")
            await service.repo.db.write(lambda conn: conn.execute(update, {"lang": lang}))  # type: ignore[attr-defined]
        out.append(await service.setup.accept(CHANNEL, ALA))  # mistake: own invitation
        out.append(await service.setup.accept(CHANNEL, OLA))
        out.append(await service.info.hand(CHANNEL, OLA))  # not started for them? it is: their hand
        rng = random.Random(3)
        for step in range(400):
            game, state = await live(service)
            if game.status != "active":
                break
            waiting = game.players[state.to_act - 1]
            other = OLA if waiting == ALA else ALA
            if step == 6:
                out.append(await service.info.hand(CHANNEL, waiting or 0))
                out.append(await service.info.board(CHANNEL, EVE))
                out.append(await service.info.board(CHANNEL, EVE, text=True))
                out.append(await service.turns.act(CHANNEL, other, "end"))  # not your turn
                out.append(await service.turns.act(CHANNEL, waiting or 0, "place nothing Z9 N"))  # bad notation
                out.append(await service.turns.act(CHANNEL, EVE, "end"))  # not a member
                out.append(await service.pbp.settings(CHANNEL, ALA))
                out.append(await service.pbp.settings(CHANNEL, ALA, reminder_hours=2, turn_limit_hours=24))
                out.append(await service.endings.claim_timeout(CHANNEL, other))  # too early
                out.append(await service.info.log(CHANNEL, ALA))
                out.append(await service.info.rules_help(CHANNEL, ALA))
                out.append(await service.info.tile_info(CHANNEL, ALA, "medic"))
                out.append(await service.info.army_info(CHANNEL, ALA, "outpost"))
                out.append(await service.people.my_games(CHANNEL, ALA))
                out.append(await service.people.preferences(CHANNEL, ALA))
                out.append(await service.people.preferences(CHANNEL, ALA, quiet_hours="25-99"))
                out.append(await service.people.preferences(CHANNEL, ALA, timezone="Mars/Olympus"))
                out.append(await service.endings.offer_draw(CHANNEL, ALA))
                out.append(await service.endings.answer_draw(CHANNEL, OLA, False))
            if step == 9:
                hand = await service.info.hand(CHANNEL, waiting or 0)
                out.append(hand)
                preview = next((b for b in hand.buttons if b.custom.startswith("place-")), None)
                if preview is not None:
                    out.extend(await service.commands.run(CHANNEL, waiting or 0, preview.action))
                    out.append(await service.placement.cancel(CHANNEL, waiting or 0))
            reply = await play_one(service, rng)
            out.append(reply)
            if step == 12:
                out.append(await service.endings.undo(CHANNEL, reply_user(game, state)))
                out.append(await service.endings.answer_undo(CHANNEL, other_user(game, state), False))
            clock.advance(minutes=5)
        out.append(await service.info.last_battle(CHANNEL, ALA))
        out.append(await service.info.export(CHANNEL, ALA))
        out.append(await service.turns.act(CHANNEL, ALA, "end"))  # the game is over
    return out


def reply_user(game, state) -> int:  # type: ignore[no-untyped-def]
    return game.players[state.to_act - 1] or 0


def other_user(game, state) -> int:  # type: ignore[no-untyped-def]
    return OLA if reply_user(game, state) == ALA else ALA


async def test_pseudo_language_every_text_comes_from_the_catalogue(db_path: str, clock: FakeClock) -> None:
    replies = (await _everything(db_path, i18n.PSEUDO, clock))[1:]  # the first reply was made in English
    assert len(replies) > 60 and any(r.battle for r in replies)
    leaks = []
    for reply in replies:
        for text in _texts(reply):
            rest = _strip(text)
            words = re.findall(r"[A-Za-z]{2,}", rest)
            if words:
                leaks.append((words, text[:120]))
    assert leaks == [], "\n".join(repr(x) for x in leaks)


@pytest.mark.parametrize(("lang", "foreign"), [("pl", _ENGLISH), ("en", _POLISH)])
async def test_a_whole_game_speaks_one_language(lang: str, foreign: set[str], db_path: str, clock: FakeClock) -> None:
    replies = await _everything(db_path, lang, clock)
    found = []
    for reply in replies:
        for text in _texts(reply):
            words = {w.lower() for w in re.findall(r"\w+", _strip(text))}
            if words & foreign:
                found.append((sorted(words & foreign), text[:120]))
    assert found == []
    if lang == "en":
        assert not any(re.search("[ąćęłńśźż]", _strip(t)) for r in replies for t in _texts(r))


async def test_private_replies_follow_the_user_public_ones_the_game(db_path: str, clock: FakeClock) -> None:
    service = await make_service(db_path, clock)
    with acting("en"):
        await service.setup.new_game(CHANNEL, ALA, opponent_id=OLA, army="moloch", opponent_army="outpost", lang="en")
    with acting("pl"):  # a Polish user in an English game
        public = await service.setup.accept(CHANNEL, OLA)
        private = await service.turns.act(CHANNEL, ALA, "end")  # not ALA's mistake to make: HQ first... any refusal
        hand = await service.info.hand(CHANNEL, OLA)
    assert not public.ephemeral and "accepted" in public.text
    assert private.ephemeral and ("Najpierw" in private.text or "nie" in private.text.lower())
    assert hand.ephemeral and "Twoje żetony" in hand.text
    # a stored preference wins over the client's language
    await service.people.preferences(CHANNEL, OLA, language="pl")
    assert await service.people.viewer_lang(OLA, "en-US") == "pl"
    await service.people.preferences(CHANNEL, OLA, language="auto")
    assert await service.people.viewer_lang(OLA, "en-US") == "en"
    await service.repo.close()
