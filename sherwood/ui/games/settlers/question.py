"""The table kit's question box for the Settlers choices that are not a place on the island:
what to give the bank and what to take, the resource of a Monopoly, whom to rob, the answer
to an offer, the partner of a trade.

The box sits over the island in the asked seat's colour; each answer is a tile with an icon
(a resource, a seat's badge). Its words come from the options on offer (the chooser's
``"dialog"`` stage), so one box serves every question.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.games.settlers import words_table
from sherwood.ui.games.settlers.art import pictures
from sherwood.ui.kit.chooser import Option
from sherwood.ui.kit.question import QuestionBox
from sherwood.ui.render import icons
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import canvas

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

TILE = (200, 58)


def _kinds(options: Sequence[Option]) -> set[str]:
    return {o.key[0] for o in options if isinstance(o.key, tuple) and o.key}


class SettlersQuestion(QuestionBox):
    """See the module docstring."""

    table: SettlersTable

    def _options(self) -> list[Option]:
        return self.table.offered("dialog")

    def area(self) -> Box:
        return self.table.Z("island")

    def seat(self) -> int:
        v = self.table.view
        return v.prompt.seat if v is not None and v.prompt is not None else self.table.viewer

    def words(self) -> tuple[str, str]:
        table = self.table
        give = next((k[1] for k in table.chooser.chosen if isinstance(k, tuple) and k[0] == "give"), None)
        if give is None:
            give = next((k[1] for k in table.chooser.picked if isinstance(k, tuple) and k[0] == "give"), "")
        return words_table.question(table, _kinds(self._options()), give)

    def focus(self, options: Sequence[Option]) -> float | None:
        return None

    def tile(self, option: Option) -> tuple[float, float]:
        return TILE

    def label(self, option: Option) -> str:
        return words_table.answer_label(self.table, option)

    def icon(self, option: Option, px: int, rect: pygame.Rect) -> pygame.Surface | None:
        kind = option.key[0]
        if kind in ("give", "get", "monopoly"):
            return pictures.resource_icon(option.key[1], px)
        if kind in ("steal", "partner"):
            st = self.table.seat_style(option.key[1])
            return icons.badge(st.symbol, px, st.colour)
        return None

    def images(self, px: int) -> list[pygame.Surface]:
        """An offer's cards, given then wanted, with an arrow between."""
        v = self.table.view
        kinds = _kinds(self._options()) if v is not None else set()
        if not kinds & {"accept", "decline", "partner", "cancel"} or v.offer is None:
            return []
        out = [pictures.resource_icon(c, px) for c in v.offer.give]
        out.append(_arrow(px))
        out += [pictures.resource_icon(c, px) for c in v.offer.want]
        return out

    def draw_option(
        self, surface: pygame.Surface, option: Option, rect: pygame.Rect, over: bool, t: float
    ) -> bool:
        self.draw_button(surface, option, rect, over, label=self.label(option))
        return True


def _arrow(px: int) -> pygame.Surface:
    s = canvas(px)
    w = max(2, px // 10)
    pygame.draw.line(s, P.INK_SOFT, (px * 0.15, px / 2), (px * 0.8, px / 2), w)
    pygame.draw.polygon(s, P.INK_SOFT, [(px * 0.88, px / 2), (px * 0.62, px * 0.3), (px * 0.62, px * 0.7)])
    return s
