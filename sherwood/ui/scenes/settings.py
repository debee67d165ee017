"""Settings: the animation speed (slow, normal, fast, instant), saved at once."""

from __future__ import annotations

import contextlib

import pygame

from sherwood.ui.animation import SPEEDS
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.scenes.dialog import DialogScene

SPEED_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}


class SettingsScene(DialogScene):
    title = "Settings"
    panel_size = (720, 420)

    def build(self) -> None:
        row = self.column(170, 54)
        gap = self.length(10)
        w = (row.w - gap * (len(SPEEDS) - 1)) // len(SPEEDS)
        self.speed_buttons = {}
        for i, speed in enumerate(SPEEDS):
            btn = self.button(
                pygame.Rect(row.x + i * (w + gap), row.y, w, row.h),
                SPEED_LABELS[speed],
                lambda s=speed: self.set_speed(s),
                object_id="@choice",
            )
            self.speed_buttons[speed] = btn
        self._mark()
        self.done_button = self.button(self.column(310, 56, 240), "Done", self.close, object_id="@menu")

    def _mark(self) -> None:
        for speed, btn in self.speed_buttons.items():
            if speed == self.app.settings.animation_speed:
                btn.select()
            else:
                btn.unselect()

    def set_speed(self, speed: str) -> None:
        self.app.settings.animation_speed = speed
        with contextlib.suppress(OSError):  # a read-only home keeps the setting for this session
            self.app.settings.save()
        self._mark()

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        p = self.panel_rect
        text.blit(
            surface,
            "Animation speed",
            "serif-bold",
            self.length(26),
            P.INK,
            (p.x + self.length(60), p.y + self.length(118)),
        )
        text.blit(
            surface,
            "How fast cards fly. A click or Space always skips an animation.",
            "sans",
            self.length(15),
            P.INK_SOFT,
            (p.x + self.length(60), p.y + self.length(240)),
        )
