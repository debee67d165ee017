"""A parchment dialog over a dimmed scene: the base of pause, results, settings and load."""

from __future__ import annotations

import pygame

from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene


def ui_scale(size: tuple[int, int]) -> float:
    """The scale of a 1600×1000 design canvas in a window of ``size``."""
    return min(size[0] / 1600, size[1] / 1000)


class DialogScene(Scene):
    opaque = False
    title = ""
    panel_size = (620, 560)  # design units (1600×1000 canvas)

    @property
    def s(self) -> float:
        return ui_scale(self.size)

    def L(self, v: float) -> int:
        return max(1, round(v * self.s))

    @property
    def panel_rect(self) -> pygame.Rect:
        w, h = self.L(self.panel_size[0]), self.L(self.panel_size[1])
        r = pygame.Rect(0, 0, w, h)
        r.center = (self.size[0] // 2, self.size[1] // 2)
        return r

    def column(self, top: float, height: float = 56, width: float | None = None) -> pygame.Rect:
        """A centred widget row ``top`` design units below the panel's top."""
        p = self.panel_rect
        w = self.L(width) if width else p.w - self.L(120)
        return pygame.Rect(p.centerx - w // 2, p.y + self.L(top), w, self.L(height))

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 150)
        p = self.panel_rect
        draw.panel(surface, p, self.L(16))
        inner = p.inflate(-self.L(20), -self.L(20))
        pygame.draw.rect(surface, P.PARCHMENT_EDGE, inner, width=1, border_radius=self.L(10))
        if self.title:
            text.blit(
                surface,
                self.title,
                "serif-bold",
                self.L(44),
                P.INK,
                (p.centerx, p.y + self.L(28)),
                anchor="midtop",
            )
            y = p.y + self.L(86)
            pygame.draw.line(surface, P.BRASS, (p.centerx - self.L(120), y), (p.centerx + self.L(120), y), 2)
            pygame.draw.circle(surface, P.GOLD_DEEP, (p.centerx, y), self.L(4))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return False

    def close(self) -> None:
        self.app.scenes.pop(self)
