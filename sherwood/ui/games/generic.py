"""A plain table for a game that has no drawn table yet: its legal commands as a list."""

from __future__ import annotations

import pygame

from sherwood.ui.games.base import GameTable, Target
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P

PANELS = {
    "banner": (12, 12, 1238, 76),
    "actions": (1000, 22, 240, 56),
    "controls": (1262, 12, 326, 60),
    "log": (1262, 84, 326, 904),
    "caption": (300, 920, 700, 34),
}


class GenericTable(GameTable):
    def panel(self, name: str):
        return PANELS[name]

    def phase_title(self) -> str:
        return self.match.spec.title

    def instruction(self) -> str:
        return "Choose a move." if self.my_turn else "Waiting."

    def _rows(self):
        return [(cmd, (300, 130 + i * 64, 700, 54)) for i, cmd in enumerate(self.legal[:12])]

    def targets(self) -> list[Target]:
        names = self.match.names
        return [Target(box, cmd.describe(names), cmd) for cmd, box in self._rows()]

    def draw(self, surface: pygame.Surface, t: float) -> None:
        T = self.T
        surface.blit(draw.mat((T.rect((12, 96, 1238, 892)).size), T.length(24)), T.rect((12, 96, 1238, 892)))
        names = self.match.names
        for cmd, box in self._rows():
            r = T.rect(box)
            draw.blit_glow(surface, r, T.length(8), draw.pulse_alpha(t))
            draw.panel(surface, r, T.length(8), shadowed=False)
            text.blit(
                surface,
                cmd.describe(names),
                "serif",
                T.px(22),
                P.INK,
                (r.x + T.length(16), r.centery),
                anchor="midleft",
            )
