"""Esc during a game: resume, save, load, rules, settings, quit to the menu."""

from __future__ import annotations

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.scenes.dialog import DialogScene


class PauseScene(DialogScene):
    title = "Paused"
    panel_size = (560, 640)

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.status: str | None = None
        self.status_colour = P.INK_SOFT

    def build(self) -> None:
        rows = [
            ("Resume", self.close),
            ("Save game", self.save),
            ("Load game", self.load),
            ("Rules", self.rules),
            ("Settings", self.settings),
            ("Quit to menu", self.quit_to_menu),
        ]
        self.buttons = {}
        for i, (label, action) in enumerate(rows):
            self.buttons[label] = self.button(
                self.column(112 + i * 74, 58, 360), label, action, object_id="@menu"
            )

    def save(self) -> None:
        try:
            path = self.play.save_game()
        except OSError as exc:
            self.status, self.status_colour = f"Could not save: {exc}", P.WAX
            return
        self.status, self.status_colour = f"Saved as {path.name}", P.FOREST
        self.saved_path = path

    def load(self) -> None:
        from sherwood.ui.scenes.load import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def rules(self) -> None:
        from sherwood.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.play.match.game_id))

    def settings(self) -> None:
        from sherwood.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def quit_to_menu(self) -> None:
        from sherwood.ui.scenes.menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.status:
            p = self.panel_rect
            text.blit(
                surface,
                text.ellipsize(self.status, "sans", self.length(17), p.w - self.length(60)),
                "sans",
                self.length(17),
                self.status_colour,
                (p.centerx, p.bottom - self.length(44)),
                anchor="midtop",
            )
