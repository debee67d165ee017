"""Keys and mouse: the help overlay that F1 or ? opens over any scene.

:data:`SHORTCUTS` is the list as drawn, one section per place; each row gives the keys
(alternatives, each a chord like ``Ctrl+Z``) and what they do. The table's keys are those
:meth:`sherwood.ui.scenes.play.PlayScene.on_event` handles; F1, ? and F11 are caught by
:meth:`sherwood.ui.app.App.shortcut` before any scene sees them, so they work everywhere.
Esc, F1, ?, Done or a click outside the panel close it; the scene under it waits meanwhile
(only the top scene is updated).

Drawn by hand, not in a pygame_gui ``UITextBox``: every key is a key cap (a rounded box with a
shaded lower edge round its letters), and the keys and what they do stand in two aligned
columns, each meaning shrunk to fit its row. The text box's HTML subset has no box round a
word, no columns (neither tables nor tab stops) and no shrinking to fit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.scenes.dialog import DialogScene

if TYPE_CHECKING:
    from sherwood.ui.app import App

Row = tuple[tuple[str, ...], str]

SHORTCUTS: tuple[tuple[str, tuple[Row, ...]], ...] = (
    (
        "At the table",
        (
            (("U", "Ctrl+Z"), "Take back your last move, where the rules allow"),
            (("L",), "Show or hide the game log"),
            (("Space", "Enter"), "Skip the animation"),
            (("Esc",), "Cancel the selection; with none, pause the game"),
            (("Right-click",), "Cancel the selection"),
            (("Wheel",), "Scroll the game log, or the panel under the pointer"),
        ),
    ),
    (
        "Everywhere",
        (
            (("F1", "?"), "Show or hide these keys"),
            (("F11",), "Fullscreen on or off (remembered)"),
            (("Esc",), "Back, or close a dialog"),
            (("Enter",), "Start the game, on the new-game screen"),
            (("Space", "Click"), "Lift the curtain between hot-seat players"),
        ),
    ),
)

TOP = 116  # design units below the panel's top: the first section's heading
HEADING_H = 52
SECTION_GAP = 22  # above every heading but the first
ROW_H = 46
KEYS_W = 300  # the keys column
MARGIN = 70
BOTTOM = 130  # the Done button and the gap above it
PANEL_W = 1040


def rows() -> list[Row]:
    """Every row of :data:`SHORTCUTS`, in order."""
    return [row for _, section in SHORTCUTS for row in section]


class HelpScene(DialogScene):
    title = "Keys and mouse"

    def __init__(self, app: App):
        super().__init__(app)
        rows = sum(HEADING_H + ROW_H * len(section) for _, section in SHORTCUTS)
        self.panel_size = (PANEL_W, TOP + rows + SECTION_GAP * (len(SHORTCUTS) - 1) + BOTTOM)

    def build(self) -> None:
        p = self.panel_rect
        rect = pygame.Rect(0, 0, self.length(240), self.length(56))
        rect.midbottom = (p.centerx, p.bottom - self.length(40))
        self.done_button = self.button(rect, "Done", self.close, object_id="@menu", tooltip="Or Esc, F1 or ?")

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and not self.panel_rect.collidepoint(event.pos):
            self.close()
            return True
        return super().on_event(event)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        L = self.length
        p = self.panel_rect
        left = p.x + L(MARGIN)
        right = p.right - L(MARGIN)
        y = p.y + L(TOP)
        for k, (heading, section) in enumerate(SHORTCUTS):
            y += L(SECTION_GAP) if k else 0
            text.blit(surface, heading, "serif-bold", L(28), P.FOREST, (left, y))
            tw = text.size(heading, "serif-bold", L(28))[0]
            mid = y + L(20)
            pygame.draw.line(surface, P.PARCHMENT_EDGE, (left + tw + L(16), mid), (right, mid), 2)
            y += L(HEADING_H)
            for keys, what in section:
                centre = y + L(ROW_H) // 2
                self._draw_keys(surface, keys, left, centre, L(KEYS_W - 20))
                box = pygame.Rect(left + L(KEYS_W), centre, right - (left + L(KEYS_W)), 0)
                text.line(surface, what, "serif", L(24), P.INK, box, "midleft", minimum=L(18))
                y += L(ROW_H)

    def _draw_keys(
        self, surface: pygame.Surface, keys: tuple[str, ...], x: int, centre: int, room: int
    ) -> None:
        """Each alternative as key caps (``Ctrl+Z``: two caps joined by +), "or" between."""
        L = self.length
        px = self.px(17)
        cap_h = max(L(34), text.font("sans-bold", px).get_height() + 4)
        end = x + room
        for i, alternative in enumerate(keys):
            if i:
                x = text.blit(
                    surface, "or", "serif-italic", self.px(20), P.INK_SOFT, (x + L(10), centre), "midleft"
                ).right
                x += L(10)
            for j, key in enumerate(alternative.split("+") if len(alternative) > 1 else [alternative]):
                if j:
                    x = text.blit(surface, "+", "sans", px, P.INK_SOFT, (x + L(4), centre), "midleft").right
                    x += L(4)
                w = max(cap_h, text.size(key, "sans-bold", px)[0] + L(20))
                if x + w > end:
                    return
                cap = pygame.Rect(x, centre - cap_h // 2, w, cap_h)
                pygame.draw.rect(surface, P.PARCHMENT_LIGHT, cap, border_radius=L(6))
                pygame.draw.line(
                    surface,
                    P.PARCHMENT_EDGE,
                    (cap.x + L(4), cap.bottom - 2),
                    (cap.right - L(4), cap.bottom - 2),
                    2,
                )
                pygame.draw.rect(surface, P.BRASS, cap, width=1, border_radius=L(6))
                text.line(surface, key, "sans-bold", px, P.INK, cap, "center")
                x = cap.right
