"""The adventure's question box (the kit's :class:`~sherwood.ui.kit.question.QuestionBox`):
what to do with a tile that offers several actions, which way to pay a delivery, and the
reactions the rules ask for (AR-6.3 a Barrel or a Horn, AR-7.3 making room, AR-8.6 the Horn,
AR-7.7 the Barrel, AR-6.8 trading); its words are :func:`.words_table.question`'s.

What is at stake when Gisbourne is about to ride and a Barrel could stop him (AR-7.7) is
here too: where his ride would end (:class:`Ride`), worked out by the engine's own ride
(:func:`sherwood.games.adventures.rounds.ride`, AR-10.5 to AR-10.8) on a copy of the state
the view shows (nothing is hidden, AR-16), so the table never paths him itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.engine import SeededRng
from sherwood.games.adventures import events as E
from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.content import TOP
from sherwood.games.adventures.rounds import ride
from sherwood.games.adventures.view import sample_hidden
from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import pieces
from sherwood.ui.kit.chooser import Option
from sherwood.ui.kit.question import QuestionBox
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable


class AdventureQuestion(QuestionBox):
    table: AdventuresTable

    def area(self) -> Box:
        return self.table.Z("forest")

    def seat(self) -> int:
        return 0

    def _picked(self, kind: str) -> tuple | None:
        return next((k for k in self.table.chooser.chosen if isinstance(k, tuple) and k[0] == kind), None)

    def words(self) -> tuple[str, str]:
        tile, deliver, give = self._picked("tile"), self._picked("deliver"), self._picked("give")
        return W.question(self.table.moment(self.table.shown), tile=tile and tile[1],
                          deliver=deliver and deliver[1], give=give and give[1])

    def focus(self, options: Sequence[Option]) -> float | None:
        tile = self._picked("tile")
        if tile is not None:
            return self.table.spots.token(tile[1], self.table.shown.at)[1]
        if isinstance(self.table.shown.prompt, PR.BarrelCall):
            return self.table.spots.space(self.table.shown.gisbourne)[1]
        return None

    def images(self, px: int) -> list[pygame.Surface]:
        sh = self.table.shown
        p = sh.prompt
        if isinstance(p, PR.PickObject | PR.HornCall):
            tray = sh.tray or self.table.motion.last_tray
            st = C.outlaw_style(sh.outlaw)
            return [
                pieces.die(C.die_colour(d, sh.outlaw), px, st.symbol if d == "B" else None, ring=d == "W")
                for d in tray
            ]
        if isinstance(p, PR.MakeRoom):
            return [pieces.thing(p.obj, px)]
        if isinstance(p, PR.Trading):
            return [pieces.thing(o, px) for o in TOP for _ in range(sh.objects.get(o, 0))]
        return []

    def icon(self, option: Option, px: int, rect: pygame.Rect) -> pygame.Surface | None:
        key = option.key
        if isinstance(key, tuple) and len(key) == 2 and key[0] in ("take", "discard", "give", "get", "goods"):
            return pieces.thing(key[1], px)
        if key in (("horn",),):
            return pieces.thing("horn", px)
        if key in (("barrel",),):
            return pieces.thing("barrel", px)
        return None


@dataclass(frozen=True)
class Ride:
    """Gisbourne's ride if he is let go: ``end`` "camp" (you would lose), "caught" (at
    ``where``, Hope ``hope``) or "rides" (to ``where``); ``path`` the spaces he crosses."""

    end: str
    where: str
    hope: int
    path: tuple[str, ...]


def ride_if_let_go(view: Any) -> Ride | None:
    """Where Gisbourne's ride would end from the state ``view`` shows (None if that cannot be
    worked out: a view of another shape)."""
    try:
        state = sample_hidden(view, 0, SeededRng(0))
    except Exception:
        return None
    events: list[Any] = []
    ride(state, events)
    rode = next((e for e in events if isinstance(e, E.GisbourneRode)), None)
    if rode is None:
        return None
    path = tuple(rode.path)
    if any(isinstance(e, E.AdventureLost) for e in events):
        return Ride("camp", path[-1], 0, path)
    if any(isinstance(e, E.Caught) for e in events):
        loss = next((e.delta for e in events if isinstance(e, E.HopeChanged)), 0)
        return Ride("caught", path[-1], loss, path)
    return Ride("rides", path[-1], 0, path)
