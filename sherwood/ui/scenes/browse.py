"""Look through a pile (a discard pile, the out-of-play travellers): every card, face up."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.scenes.dialog import DialogScene

if TYPE_CHECKING:
    from sherwood.ui.app import App


class BrowseScene(DialogScene):
    panel_size = (1240, 720)

    def __init__(
        self,
        app: App,
        title: str,
        cards: Sequence[str],
        draw_card: Callable[[pygame.Surface, str, pygame.Rect], None],
        note: str = "",
    ):
        super().__init__(app)
        self.title = title
        self.cards = list(cards)
        self.draw_card = draw_card
        self.note = note

    def on_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE)
        ):
            self.close()
            return True
        return False

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.panel_rect
        area = pygame.Rect(
            p.x + self.length(40), p.y + self.length(110), p.w - self.length(80), p.h - self.length(170)
        )
        if not self.cards:
            text.line(surface, "Empty", "serif-italic", self.length(28), P.INK_SOFT, area, "center")
        else:
            n = len(self.cards)
            for width in (210, 180, 150, 128, 104):  # as large as the panel holds them
                cw, ch = self.length(width), self.length(width * 148 / 104)
                per_row = max(1, (area.w + self.length(12)) // (cw + self.length(12)))
                rows = (n + per_row - 1) // per_row
                if rows * (ch + self.length(12)) <= area.h:
                    break
            if rows * (ch + self.length(12)) > area.h:  # shrink to fit
                f = area.h / (rows * (ch + self.length(12)))
                cw, ch = int(cw * f), int(ch * f)
                per_row = max(1, (area.w + self.length(8)) // (cw + self.length(8)))
            gap = self.length(12) if cw >= self.length(100) else self.length(8)
            for i, card in enumerate(self.cards):
                r, c = divmod(i, per_row)
                rect = pygame.Rect(area.x + c * (cw + gap), area.y + r * (ch + gap), cw, ch)
                self.draw_card(surface, card, rect)
        hint = self.note or "Click anywhere to close"
        box = pygame.Rect(0, 0, area.w, 0).move_to(midtop=(p.centerx, p.bottom - self.length(44)))
        text.line(surface, hint, "sans", self.length(16), P.INK_SOFT, box, "midtop")
