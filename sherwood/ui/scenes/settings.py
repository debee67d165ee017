"""Settings, each saved at once: the animation speed, the default bot, window or fullscreen
(the window's size is remembered when it is resized), and the keys help.

The keys are those of :class:`sherwood.ui.settings.Settings` (see its module docstring).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, TypeVar

import pygame

from sherwood.ui.animation import SPEEDS
from sherwood.ui.bots import BOT_LEVELS
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.scenes.dialog import DialogScene

if TYPE_CHECKING:
    import pygame_gui

V = TypeVar("V")  # what a row of choices sets (a speed, a level, fullscreen or not)
SPEED_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
LEVEL_LABELS = {"random": "Random", "easy": "Easy", "normal": "Normal", "hard": "Hard"}

# Design units below the panel's top: each section's heading, its buttons, its note.
SECTIONS = {"speed": 112, "bot": 282, "display": 452}
BUTTONS_BELOW = 44
NOTE_BELOW = 110
PANEL = (820, 760)


class SettingsScene(DialogScene):
    title = "Settings"
    panel_size = PANEL

    def build(self) -> None:
        self.speed_buttons = self._row(
            "speed", {s: SPEED_LABELS[s] for s in SPEEDS}, lambda s: self.set_speed(s)
        )
        self.level_buttons = self._row(
            "bot", {lv: LEVEL_LABELS[lv] for lv in BOT_LEVELS}, lambda lv: self.set_bot_level(lv)
        )
        self.display_buttons = self._row(
            "display", {False: "Window", True: "Fullscreen"}, lambda on: self.app.set_fullscreen(on)
        )
        self._mark()
        p = self.panel_rect
        w, h, gap = self.length(300), self.length(56), self.length(20)
        y = p.bottom - self.length(98)
        self.keys_button = self.button(
            pygame.Rect(p.centerx - gap // 2 - w, y, w, h),
            "Keys and mouse",
            self.app.toggle_help,
            object_id="@menu",
            tooltip="Every shortcut (F1 or ? on any screen)",
        )
        self.done_button = self.button(
            pygame.Rect(p.centerx + gap // 2, y, w, h), "Done", self.close, object_id="@menu"
        )

    def _row(
        self, section: str, labels: dict[V, str], action: Callable[[V], None]
    ) -> dict[V, pygame_gui.elements.UIButton]:
        row = self.column(SECTIONS[section] + BUTTONS_BELOW, 54)
        gap = self.length(10)
        w = (row.w - gap * (len(labels) - 1)) // len(labels)
        return {
            value: self.button(
                pygame.Rect(row.x + i * (w + gap), row.y, w, row.h),
                label,
                partial(action, value),
                object_id="@choice",
            )
            for i, (value, label) in enumerate(labels.items())
        }

    def _mark(self) -> None:
        s = self.app.settings
        for group, chosen in (
            (self.speed_buttons, s.animation_speed),
            (self.level_buttons, s.bot_level),
            (self.display_buttons, self.app.fullscreen),
        ):
            for value, btn in group.items():
                btn.select() if value == chosen else btn.unselect()

    def set_speed(self, speed: str) -> None:
        self.app.settings.animation_speed = speed
        self.app.save_settings()  # a read-only home keeps the setting for this session
        self._mark()

    def set_bot_level(self, level: str) -> None:
        self.app.settings.bot_level = level
        self.app.save_settings()
        self._mark()

    def notes(self) -> dict[str, str]:
        """The line under each section, as drawn."""
        w, h = self.app.settings.window_size
        return {
            "speed": "How fast cards fly. A click or Space always skips an animation.",
            "bot": "The bot each new seat gets, on the new-game screen and from the command line.",
            "display": f"The window opens at {w} × {h}, the size you last gave it. F11 switches too.",
        }

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.panel_rect
        L = self.length
        headings = {"speed": "Animation speed", "bot": "Default bot", "display": "Display"}
        notes = self.notes()
        x = p.x + L(60)
        room = p.w - L(120)
        for section, top in SECTIONS.items():
            text.blit(surface, headings[section], "serif-bold", L(26), P.INK, (x, p.y + L(top)))
            # one line, or two in a small window (the room down to the next heading)
            note = pygame.Rect(x, p.y + L(top + NOTE_BELOW), room, L(170 - NOTE_BELOW - 4))
            text.paragraph(surface, notes[section], "sans", self.px(15), P.INK_SOFT, note, max_lines=2)
