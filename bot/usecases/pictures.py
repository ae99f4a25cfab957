"""The pictures of a game: its board (with alt text and the players' names) and the battle
log of an action, one post per initiative segment with its image; in the layout the
adapter shows them in (``full``: the landscape picture with its side panel, the console's;
``phone``: the portrait picture read 400 pixels wide, Discord's)."""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from bot.narration import Narrator, clip
from bot.rendering import Renderer
from bot.replies import BattleLog, Image, SegmentPost
from bot.storage.base import GameRecord
from bot.usecases.names import NameBook
from bot.usecases.wording import board_alt, narrator
from rules import events as ev
from rules.state import GameState


class Pictures:
    """Boards and battle logs rendered off the event loop (``render``), named (``names``),
    drawn in ``layout`` unless a board asks for another (``/hex board format:full``)."""

    def __init__(self, render: Renderer, names: NameBook, layout: str = "full") -> None:
        self.render = render
        self.names = names
        self.layout = layout

    async def board(
        self,
        game: GameRecord,
        state: GameState,
        tr: i18n.Tr,
        *,
        highlight: Sequence[str] = (),
        title: str | None = None,
        filename: str = "board.png",
        alt: str | None = None,
        effects: Sequence[ev.Event] = (),
        layout: str | None = None,
    ) -> Image | None:
        """The board rendered in ``tr``'s language, with its alt text and the players' names;
        ``effects``: the events of the action that led to it (Dance, Action and Healing are
        drawn over the board); ``layout``: ``full`` or ``phone`` (default: the adapter's)."""
        names = await self.names.of_seats(game)
        img = await self.render.board(
            state,
            lang=tr.lang,
            highlight=highlight,
            title=title,
            filename=filename,
            effects=effects,
            names=names,
            layout=layout or self.layout,
        )
        if img is None:
            return None
        return img.described(alt or board_alt(game, state, tr, highlight))

    async def focus(self, game: GameRecord, state: GameState, tr: i18n.Tr, around: str, *, alt: str) -> Image | None:
        """The part of the board around hex ``around`` (a placement preview), with ``alt`` as
        its alt text: turning the previewed tile uploads this small picture, not the board."""
        img = await self.render.focus(state, around, lang=tr.lang, highlight=[around], filename="preview.png")
        return None if img is None else img.described(alt)

    async def hand_tiles(self, state: GameState, player: int, keys: Sequence[str], lang: str) -> dict[str, Image]:
        """The pictures of tiles ``keys`` of ``player``'s army, by key (those that rendered)."""
        out: dict[str, Image] = {}
        for key in dict.fromkeys(keys):
            img = await self.render.hand_tile(state, player, key, lang=lang)
            if img is not None:
                out[key] = img
        return out

    async def battle_log(
        self, game: GameRecord, before: GameState, events: Sequence[ev.Event], then: GameState | None = None
    ) -> BattleLog:
        """The battles among ``events`` (an action on ``before``, which left the game ``then``)
        as posts, in the game's language."""
        n = narrator(game)
        battles = [e for e in events if isinstance(e, ev.BattleFought)]
        names = await self.names.of_seats(game)
        rendered = await self.render.battles(before, events, lang=game.lang, names=names, then=then, layout=self.layout)
        posts: list[SegmentPost] = []
        final: Image | None = None
        tr = n.tr
        for i, b in enumerate(battles, start=1):
            images = rendered[i - 1] if i - 1 < len(rendered) else []
            label = tr("battle-n-of", n=i) + " · " if len(battles) > 1 else ""
            if len(battles) > 1:
                posts.append(SegmentPost(tr("battle-part", title=n.battle_title(b), label=tr("battle-n-of", n=i))))
            for k, seg in enumerate(b.segments):
                if not seg.events:
                    continue
                img = images[k] if k < len(images) else None
                text = n.segment(seg)
                if img is not None:
                    img = Image(f"battle{i}-initiative{seg.initiative}.png", img.data).described(text)
                posts.append(SegmentPost(label + text, img))
            if len(images) > len(b.segments):
                # alt text names armies, not users: a screen reader cannot resolve a mention
                by_army = Narrator(game.armies, n.army_name, tr.lang)
                final = Image(f"battle{i}-result.png", images[-1].data).described(
                    tr("alt-battle-result", summary=by_army.battle_summary(b))
                )
        if not posts:
            posts.append(SegmentPost(tr("battle-nobody")))
        summary = " ".join(n.battle_summary(b) for b in battles)
        over = next((e for e in events if isinstance(e, ev.GameOver)), None)
        result_text = summary + (" " + n.game_over(over.winner, over.reason, over.hq_hp) if over else "")
        posts.append(SegmentPost(tr("battle-result", text=result_text), final))
        title = n.battle_title(battles[0]) if len(battles) == 1 else tr("battles-n", n=len(battles))
        return BattleLog(title=title, posts=posts, summary=clip(summary))
