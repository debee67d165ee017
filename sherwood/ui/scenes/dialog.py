"""A parchment dialog over a dimmed scene: the base of pause, results, settings and load."""

from __future__ import annotations

import pygame

from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene


class DialogScene(Scene):
    opaque = False
    title = ""
    panel_size = (620, 560)  # design units (1600×1000 canvas)

    @property
    def panel_rect(self) -> pygame.Rect:
        w, h = self.length(self.panel_size[0]), self.length(self.panel_size[1])
        r = pygame.Rect(0, 0, w, h)
        r.center = (self.size[0] // 2, self.size[1] // 2)
        return r

    def column(self, top: float, height: float = 56, width: float | None = None) -> pygame.Rect:
        """A centred widget row ``top`` design units below the panel's top."""
        p = self.panel_rect
        w = self.length(width) if width else p.w - self.length(120)
        return pygame.Rect(p.centerx - w // 2, p.y + self.length(top), w, self.length(height))

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 150)
        p = self.panel_rect
        draw.panel(surface, p, self.length(16))
        inner = p.inflate(-self.length(20), -self.length(20))
        pygame.draw.rect(surface, P.PARCHMENT_EDGE, inner, width=1, border_radius=self.length(10))
        if self.title:
            text.blit(
                surface,
                self.title,
                "serif-bold",
                self.length(44),
                P.INK,
                (p.centerx, p.y + self.length(28)),
                anchor="midtop",
            )
            y = p.y + self.length(86)
            pygame.draw.line(
                surface, P.BRASS, (p.centerx - self.length(120), y), (p.centerx + self.length(120), y), 2
            )
            pygame.draw.circle(surface, P.GOLD_DEEP, (p.centerx, y), self.length(4))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return False

    def close(self) -> None:
        self.app.scenes.pop(self)
