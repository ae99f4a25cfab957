"""The army protocol of a league's two-player games (docs/leagues.md, "Armies"): a random pair,
a blind pick or a ban–pick from three, as the league's moderators chose, over the pure
:class:`~bot.league.formats.armies.Draft`. Nobody chooses another player's army.

A random pair starts the game at once. A blind pick or a ban–pick is a stored draft (one
per channel at a time): a public message with a *Choose* button, which shows each player a
private panel of their step's armies as buttons; each step is private until both players
did it, then the next step (or the game, with both armies) is posted. A click moves the
draft on only from the version it read (two clicks at once: one wins, the other reads again
and is told what happened). A player who does not act within the league's draft time gets
the draft's default (:meth:`Draft.fill`, docs/rulings.md L7, L9), posted by the upkeep loop.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from datetime import timedelta

import i18n
from bot.league.directory import Directory, guild_of
from bot.league.formats.armies import NAMED, Draft, DraftError, Protocol, Step
from bot.locale import viewer_lang, vt
from bot.readers import Mistake
from bot.replies import Button, ChannelPost, Press, Reply, mention
from bot.storage.league import DRAFT_DONE, DRAFT_OPEN, DRAFT_VOID, DraftRow, Fixture, League, LeagueStore, Season
from bot.usecases.answers import oops
from bot.usecases.clock import Clock
from bot.usecases.util import army_key
from rules.catalog import ARMIES

log = logging.getLogger(__name__)

PROTOCOLS = tuple(p.value for p in Protocol)
DEFAULT_DRAFT_HOURS = 24
MOVE_TRIES = 4

# (league, season, channel, challenger, [opponent], [armies], guild, fixture) -> the game's reply
StartGame = Callable[
    [League, Season, int, int, Sequence[int], Sequence[str], int | None, Fixture | None], Awaitable[Reply]
]


def offered_armies(lg: League) -> list[str]:
    """The armies the league offers: those it allows (all when none are named) but the banned."""
    allowed = list(lg.setting("armies", [])) or list(ARMIES)
    banned = set(lg.setting("banned_armies", []))
    return [a for a in allowed if a not in banned]


def protocol_of(lg: League) -> Protocol:
    try:
        return Protocol(lg.setting("army_protocol", Protocol.RANDOM.value))
    except ValueError:
        return Protocol.RANDOM


def draft_error_text(e: DraftError) -> str:
    return vt(f"lg-err-draft-{e.code}", **_worded(dict(e.args_)))


def _worded(args: dict[str, object]) -> dict[str, object]:
    if "army" in args:
        args["army"] = i18n.army_name(str(args["army"]), viewer_lang())
    return args


class ArmyDrafts:
    """Choosing the armies of a league's two-player game by the league's protocol."""

    def __init__(
        self,
        directory: Directory,
        store: LeagueStore,
        start: StartGame,
        rng: random.Random,
        clock: Clock,
    ) -> None:
        self.directory = directory
        self.store = store
        self.start = start
        self.rng = rng
        self.clock = clock

    # ------------------------------------------------------------------ beginning
    async def begin(
        self,
        lg: League,
        season: Season,
        channel_id: int,
        guild_id: int | None,
        players: tuple[int, int],
        fixture: Fixture | None,
    ) -> Reply:
        """The draft of a new game between ``players`` (the challenger first): with a random
        pair the game starts at once; else the draft's public message."""
        try:
            draft = Draft.begin(protocol_of(lg), offered_armies(lg), players, self.rng)
        except DraftError as e:
            return oops(draft_error_text(e))
        if draft.step is Step.DONE:
            armies = draft.armies()
            return await self.start(
                lg, season, channel_id, players[0], [players[1]], [armies[p] for p in players], guild_id, fixture
            )
        now = self.clock()
        row = await self.store.add_draft(
            lg.id,
            season.id,
            channel_id,
            guild_id,
            fixture.id if fixture is not None else None,
            draft.to_json(),
            now + self._step_time(lg),
            now,
        )
        if row is None:
            return oops(vt("lg-err-draft-channel-busy"))
        log.info("army draft begun", extra={"ctx": {"draft": row.id, "league": lg.id}})
        tr = i18n.translator(lg.setting("lang"))
        head = tr(
            "lg-draft-begun",
            user=mention(players[0]),
            opponent=mention(players[1]),
            league=lg.name,
            n=season.number,
            protocol=tr(f"lg-protocol-{draft.protocol.value}"),
            hours=self._hours(lg),
        )
        text = head + "\n" + self._step_text(draft, tr)
        return Reply(text=text, mentions=list(players), buttons=[self._choose(row.id, tr)])

    def _step_time(self, lg: League) -> timedelta:
        return timedelta(hours=self._hours(lg))

    @staticmethod
    def _hours(lg: League) -> int:
        return int(lg.setting("draft_hours", DEFAULT_DRAFT_HOURS))

    @staticmethod
    def _choose(draft_id: int, tr: i18n.Tr) -> Button:
        return Button(tr("lg-draft-choose"), Press("league-draft", draft=str(draft_id)), "primary", "choose")

    def _step_text(self, draft: Draft, tr: i18n.Tr) -> str:
        """What the players do now (public: who is awaited, nothing of what was chosen)."""
        waiting = ", ".join(mention(p) for p in draft.waiting_for())
        return tr(f"lg-draft-now-{draft.step.value}", users=waiting, n=NAMED)

    # ------------------------------------------------------------------ a player's step
    async def act(
        self,
        channel_id: int,
        user_id: int,
        *,
        draft_id: int | None = None,
        name: str | None = None,
        ban: str | None = None,
        pick: str | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """A player's step of a draft (a button of their private panel, or a console line):
        nothing given shows their panel; ``name`` (ban–pick: armies, comma-separated; fewer
        than three show the panel to name the rest), ``ban``, ``pick``. A step that is not
        theirs to do now changes nothing and is answered privately."""
        for _ in range(MOVE_TRIES):
            try:
                row = await self._row(channel_id, draft_id, guild_id)
                draft = Draft.from_json(row.state)
                if user_id not in draft.players:
                    raise DraftError("not-a-player")
                if name is None and ban is None and pick is None:
                    return self._panel(row, draft, user_id)
                before = draft.step
                if name is not None:
                    armies = self._armies(name)
                    if len(armies) < NAMED:
                        if before is not Step.NAME or user_id in draft.named:
                            raise DraftError("done-already" if before is Step.DONE else "out-of-turn")
                        for army in armies:
                            if army not in draft.offered:
                                raise DraftError("not-offered", army=army)
                        return self._panel(row, draft, user_id, partial=armies)
                    moved = draft.name(user_id, armies)
                elif ban is not None:
                    moved = draft.ban(user_id, self._army(ban))
                else:
                    moved = draft.pick(user_id, self._army(pick or ""))
            except DraftError as e:
                return oops(draft_error_text(e))
            except Mistake as e:
                return oops(str(e))
            lg = await self.store.get_league(row.league_id)
            assert lg is not None
            due = row.due_at if moved.step is before else self.clock() + self._step_time(lg)
            status = DRAFT_DONE if moved.step is Step.DONE else DRAFT_OPEN
            if not await self.store.move_draft(row.id, row.version, moved.to_json(), due_at=due, status=status):
                continue  # another click moved it on a moment ago: read it again
            if moved.step is before:
                tr = i18n.translator(viewer_lang())
                mine = self._mine(moved, user_id, before, tr)
                other = moved.other(user_id)
                return Reply(text=tr("lg-draft-saved", choice=mine, user=mention(other)), ephemeral=True)
            submitted = {**draft.picks, user_id: self._army(pick)} if pick is not None else {}
            mirrored = draft.protocol is Protocol.BAN_PICK and len(submitted) == 2 and len(set(submitted.values())) == 1
            return await self._advanced(lg, row, moved, mirrored=mirrored)
        return oops(vt("lg-err-draft-busy"))

    async def _row(self, channel_id: int, draft_id: int | None, guild_id: int | None) -> DraftRow:
        if draft_id is not None and not 0 < draft_id < 2**53:
            raise Mistake(vt("lg-err-draft-none"))
        row = await (self.store.draft(draft_id) if draft_id is not None else self.store.open_draft(channel_id))
        if row is None:
            raise Mistake(vt("lg-err-draft-none"))
        lg = await self.store.get_league(row.league_id)
        if lg is None or lg.guild_id != guild_of(guild_id if guild_id is not None else row.guild_id):
            raise Mistake(vt("lg-err-draft-none"))
        if row.status != DRAFT_OPEN:
            raise Mistake(vt("lg-err-draft-over"))
        return row

    @staticmethod
    def _army(text: str) -> str:
        key = army_key(text.strip())
        if key is None:
            raise DraftError("not-offered", army=text.strip())
        return key

    def _armies(self, text: str) -> list[str]:
        """Armies named with commas (``moloch,borgo,steel-police``), or with spaces when none has one."""
        parts = text.split(",") if "," in text else text.split()
        keys = [self._army(a) for a in parts if a.strip()]
        if len(set(keys)) != len(keys) or len(keys) > NAMED:
            raise DraftError("name-three", n=NAMED)
        return keys

    def _mine(self, draft: Draft, user_id: int, step: Step, tr: i18n.Tr) -> str:
        lang = viewer_lang()
        if step is Step.NAME:
            return ", ".join(i18n.army_name(a, lang) for a in draft.named[user_id])
        if step is Step.BAN:
            return tr("lg-draft-banned-mine", army=i18n.army_name(draft.bans[user_id], lang))
        return i18n.army_name(draft.picks[user_id], lang)

    def _panel(self, row: DraftRow, draft: Draft, user_id: int, partial: Sequence[str] = ()) -> Reply:
        """The player's private panel: their step, what they chose so far, the armies as buttons."""
        lang = viewer_lang()
        tr = i18n.translator(lang)
        step = draft.step
        if user_id not in draft.waiting_for() or step is Step.DONE:
            text = tr("lg-draft-panel-wait", user=mention(draft.other(user_id)))
            return Reply(text=text, ephemeral=True)
        name = ", ".join
        lines = []
        if draft.protocol is Protocol.BAN_PICK and step is not Step.NAME:
            other = draft.other(user_id)
            lines.append(tr("lg-draft-panel-named", armies=name(i18n.army_name(a, lang) for a in draft.named[user_id])))
            lines.append(
                tr(
                    "lg-draft-panel-their",
                    user=mention(other),
                    armies=name(i18n.army_name(a, lang) for a in draft.named[other]),
                )
            )
            if step is Step.PICK:
                lines.append(
                    tr("lg-draft-panel-bans", user=mention(other), army=i18n.army_name(draft.bans[other], lang))
                )
        lines.append(tr(f"lg-draft-panel-{step.value}", n=NAMED, left=NAMED - len(partial)))
        if partial:
            lines.append(tr("lg-draft-panel-so-far", armies=name(i18n.army_name(a, lang) for a in partial)))
        buttons = []
        for army in draft.choices(user_id):
            if army in partial:
                continue
            label = i18n.army_name(army, lang)
            if step is Step.NAME:
                named = ",".join([*partial, army])
                press = Press("league-draft", draft=str(row.id), name=named)
                buttons.append(Button(label, press, "primary", f"name-{army}"))
            elif step is Step.BAN:
                press = Press("league-draft", draft=str(row.id), ban=army)
                buttons.append(Button(label, press, "danger", f"ban-{army}"))
            else:
                press = Press("league-draft", draft=str(row.id), pick=army)
                buttons.append(Button(label, press, "primary", f"pick-{army}"))
        return Reply(text="\n".join(lines), ephemeral=True, buttons=buttons)

    # ------------------------------------------------------------------ the next step, public
    async def _advanced(
        self, lg: League, row: DraftRow, draft: Draft, *, mirrored: bool = False, head: str = ""
    ) -> Reply:
        """The public message of a draft that moved on to its next step, or the game it started."""
        tr = i18n.translator(lg.setting("lang"))
        lang = lg.setting("lang")
        a, b = draft.players
        lines = [head] if head else []
        if draft.step is Step.BAN:
            for p in draft.players:
                armies = ", ".join(i18n.army_name(x, lang) for x in draft.named[p])
                lines.append(tr("lg-draft-named", user=mention(p), armies=armies))
        if draft.step is Step.PICK and draft.protocol is Protocol.BAN_PICK:
            for p in draft.players:
                other = draft.other(p)
                lines.append(
                    tr(
                        "lg-draft-banned",
                        user=mention(p),
                        army=i18n.army_name(draft.bans[p], lang),
                        other=mention(other),
                    )
                )
        if draft.step is not Step.DONE:
            lines.append(self._step_text(draft, tr))
            return Reply(text="\n".join(lines), mentions=list(draft.waiting_for()), buttons=[self._choose(row.id, tr)])
        chosen = draft.armies()
        if mirrored:
            coin = draft.coin
            other = draft.other(coin)
            lines.append(
                tr(
                    "lg-draft-mirror",
                    army=i18n.army_name(chosen[other], lang),
                    user=mention(coin),
                    backup=i18n.army_name(chosen[coin], lang),
                )
            )
        lines.append(
            tr(
                "lg-draft-revealed",
                a=mention(a),
                army_a=i18n.army_name(chosen[a], lang),
                b=mention(b),
                army_b=i18n.army_name(chosen[b], lang),
            )
        )
        reply = await self._start(lg, row, a, b, chosen)
        if reply.ephemeral or reply.game_id is None:
            await self.store.draft_game(row.id, None, DRAFT_VOID)
            return replace(reply, text="\n".join(lines) + "\n" + reply.text, ephemeral=False, refused=False)
        await self.store.draft_game(row.id, reply.game_id)
        first, _, rest = reply.text.partition("\n")
        text = "\n".join([first, *lines, rest]) if rest else "\n".join([first, *lines])
        return replace(reply, text=text, mentions=sorted({*reply.mentions, a, b}))

    async def _start(self, lg: League, row: DraftRow, a: int, b: int, chosen: dict[int, str]) -> Reply:
        """The game of a finished draft, in the season running now, if both are still members."""
        tr = i18n.translator(lg.setting("lang"))
        season = await self.directory.season(lg, required=False)
        if season is None:
            return oops(tr("lg-err-no-season", league=lg.name))
        for p in (a, b):
            m = await self.store.get_member(lg.id, p)
            if m is None or m.left_at is not None:
                return oops(tr("lg-err-player-not-member", user=mention(p), league=lg.name))
        fixture = await self.store.open_fixture(season.id, a, b) if row.fixture_id is not None else None
        return await self.start(lg, season, row.channel_id, a, [b], [chosen[a], chosen[b]], row.guild_id, fixture)

    # ------------------------------------------------------------------ time running out
    async def due_drafts(self, guild_ids: Sequence[int] | None = None) -> list[ChannelPost]:
        """The drafts whose step's time ran out: each player still to act gets the draft's
        default (a random army to name or pick, a random ban: docs/rulings.md L7), then the
        next step or the game is posted in the draft's channel. For the upkeep loop and the
        console; each is moved on by one caller only (the draft's version)."""
        posts: list[ChannelPost] = []
        wanted = None if guild_ids is None else {guild_of(g) for g in guild_ids}
        for row in await self.store.due_drafts(self.clock()):
            lg = await self.store.get_league(row.league_id)
            if lg is None or (wanted is not None and lg.guild_id not in wanted):
                continue
            draft = Draft.from_json(row.state)
            late = draft.waiting_for()
            moved = draft.fill(self.rng)
            status = DRAFT_DONE if moved.step is Step.DONE else DRAFT_OPEN
            due = self.clock() + self._step_time(lg)
            if not await self.store.move_draft(row.id, row.version, moved.to_json(), due_at=due, status=status):
                continue
            tr = i18n.translator(lg.setting("lang"))
            head = tr("lg-draft-timeout", users=", ".join(mention(p) for p in late), hours=self._hours(lg))
            reply = await self._advanced(lg, row, moved, head=head)
            posts.append(ChannelPost(row.channel_id, replace(reply, mentions=sorted({*reply.mentions, *late}))))
        return posts
