"""The privacy curtain between two human seats of a game with hidden hands (SD-12.4).

Full screen, in the next seat's colour with its symbol: "Pass to <name> — click when
ready". Nothing of the table is drawn beneath it, so the previous hand stays hidden until
the click.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from sherwood.engine import possessive
from sherwood.ui.kit import buttons
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene, ui_scale

if TYPE_CHECKING:
    from sherwood.ui.app import App
    from sherwood.ui.scenes.play import PlayScene


@lru_cache(maxsize=4)
def _curtain(size: tuple[int, int], colour: tuple[int, int, int], symbol: str) -> pygame.Surface:
    surf = draw.vertical_gradient(size, P.shade(colour, 0.75), P.shade(colour, 0.32))
    tile = max(48, min(size) // 9)
    mark = icons.icon(symbol, tile // 2, P.shade(colour, 1.25)).copy()
    mark.set_alpha(38)
    for row, y in enumerate(range(-tile // 2, size[1] + tile, tile)):
        for x in range(-tile // 2 + (row % 2) * tile // 2, size[0] + tile, tile):
            surf.blit(mark, (x, y))
    # folds of the curtain
    fold = pygame.Surface(size, pygame.SRCALPHA)
    n = 9
    for i in range(n):
        fold_x = size[0] * (i + 0.5) / n
        pygame.draw.line(fold, (0, 0, 0, 40), (fold_x, 0), (fold_x, size[1]), max(2, size[0] // 160))
    fold = draw.soft_blur(fold, max(4, size[0] // 80))
    surf.blit(fold, (0, 0))
    surf.blit(draw.vignette(size, 150), (0, 0))
    return surf


class PrivacyScene(Scene):
    opaque = True

    def __init__(self, app: App, play: PlayScene, seat: int):
        super().__init__(app)
        self.play = play
        self.seat = seat
        self.name = play.match.names[seat]
        self.style = play.table.seat_style(seat)
        self.age = 0.0

    ARM_SECONDS = 0.25  # a click already on its way (a double click) must not lift the curtain

    def build(self) -> None:
        """The player who just moved may still take it back before passing the device: the
        button says whose move it is (the curtain is in the next seat's colours)."""
        if not self.play.can_undo_now():
            return
        w, h = self.size
        s = ui_scale((w, h))
        match = self.play.match
        mover = possessive(match.names[match.log[-1].seat])
        room = w - round(80 * s)
        font = self.manager.get_theme().get_font(["@quiet", "button"])
        label = next(
            (words for words in (f"Take back {mover} move", "Take back the last move")
             if font.size(words)[0] + buttons.EDGE <= room),
            "Take back",
        )
        width = min(room, max(round(360 * s), font.size(label)[0] + buttons.EDGE))
        rect = pygame.Rect(0, 0, width, round(54 * s))
        rect.center = (w // 2, h - round(150 * s))
        self.undo_button = self.button(
            rect,
            label,
            self.take_back,
            object_id="@quiet",
            tooltip=f"Take {mover} move back before the device passes to {self.name}",
        )

    def take_back(self) -> None:
        self.app.scenes.pop(self)
        self.play.undo()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt

    def on_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            if self.age >= self.ARM_SECONDS:
                self.ready()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.play.open_pause()
            return True
        return False

    def ready(self) -> None:
        self.app.scenes.pop(self)
        self.play.reveal(self.seat)

    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = ui_scale((w, h))
        surface.blit(_curtain((w, h), self.style.colour, self.style.symbol), (0, 0))
        size = max(80, round(220 * s))
        badge = icons.badge(self.style.symbol, size, self.style.colour)
        cy = h // 2 - round(90 * s)
        draw.blit_shadow(surface, badge.get_rect(center=(w // 2, cy)), size // 2, 1.4)
        surface.blit(badge, badge.get_rect(center=(w // 2, cy)))
        title = f"Pass to {self.name}"
        title, px = text.fit_line(title, "serif-bold", round(76 * s), w - round(120 * s), minimum=8)
        text.blit(
            surface,
            title,
            "serif-bold",
            px,
            P.CREAM,
            (w // 2, cy + size // 2 + round(30 * s)),
            anchor="midtop",
            shadow=(20, 10, 5),
        )
        text.blit(
            surface,
            "Click when ready",
            "sans",
            max(14, round(26 * s)),
            P.CREAM,
            (w // 2, cy + size // 2 + round(30 * s) + px + round(24 * s)),
            anchor="midtop",
        )
        note = f"{possessive(self.name)} hand stays hidden until then. Others, please look away."
        text.blit(
            surface,
            note,
            "serif-italic",
            max(13, round(22 * s)),
            P.CREAM_DIM,
            (w // 2, h - round(70 * s)),
            anchor="midtop",
        )
