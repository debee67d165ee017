"""The adventure's question box (the kit's :class:`~sherwood.ui.kit.question.QuestionBox`):
what to do with a tile that offers several actions, which way to pay a delivery, and the
reactions the rules ask for (AR-6.3 a Barrel or a Horn, AR-7.3 making room, AR-8.6 the Horn,
AR-7.7 the Barrel, AR-6.8 trading)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.content import TOP
from sherwood.ui.games.adventures import texts
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import pieces
from sherwood.ui.games.adventures.stakes import CAUSES, barrel_sentence
from sherwood.ui.games.adventures.tips import tile_name
from sherwood.ui.games.adventures.words import object_words, target_words, task_words
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
        sh = self.table.shown
        p = sh.prompt
        tile = self._picked("tile")
        if tile is not None:
            name = tile_name(self.table, tile[1])
            return (name[0].upper() + name[1:], "Choose what you do.")
        deliver = self._picked("deliver")
        if deliver is not None:
            return (task_words(deliver[1]), "Which do you give? Two of the same kind.")
        if isinstance(p, PR.PickObject):
            return (
                "A Barrel or a Horn?",
                "You explored two violet dice, then a white one: take one of them.",
            )
        if isinstance(p, PR.MakeRoom):
            return (
                f"No room for {object_words(p.obj)}",
                "All 5 dice of your colour mark objects: give one up for it, or leave it behind.",
            )
        if isinstance(p, PR.HornCall):
            return (
                "Blow the Horn?",
                f"{p.successes} of {p.need} needed against {target_words(p.target)} so far: "
                "the Horn draws up to 2 more dice.",
            )
        if isinstance(p, PR.BarrelCall):  # AR-7.7: what is at stake, by the engine's own ride
            return (
                "Gisbourne is about to ride!",
                barrel_sentence(p.cause, self.table.barrel_stake()),
            )
        if isinstance(p, PR.Trading):
            give = self._picked("give")
            if give is not None:
                return ("Trade", f"For {object_words(give[1])} the merchant gives you one of these.")
            return (
                "Trade with the merchant",
                "Give Provisions or a Sack of gold for a Barrel, a Horn or a Sword, as often as you like.",
            )
        return ("Your choice", "")

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


def prompt_title(table: AdventuresTable) -> str:
    """A short name of the decision asked now, for the banner's phase line."""
    p = table._final.prompt
    if isinstance(p, PR.Turn):
        return {"move": "Move", "act": "Action", "after": "Free actions"}.get(p.phase, p.phase)
    if isinstance(p, PR.PickObject):
        return "A find"
    if isinstance(p, PR.MakeRoom):
        return "Make room"
    if isinstance(p, PR.HornCall):
        return "The Horn"
    if isinstance(p, PR.BarrelCall):
        return "The Barrel"
    if isinstance(p, PR.Trading):
        return "Trading"
    return ""


__all__ = ["CAUSES", "AdventureQuestion", "prompt_title", "texts"]
