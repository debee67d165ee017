"""Esc during a game: resume, save, load, rules, settings, quit to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.scenes.dialog import DialogScene

if TYPE_CHECKING:
    from sherwood.ui.app import App
    from sherwood.ui.scenes.play import PlayScene


class PauseScene(DialogScene):
    title = "Paused"
    panel_size = (560, 640)

    def __init__(self, app: App, play: PlayScene):
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
        """Save a copy under a name (the game in progress is autosaved anyway; a copy is a
        point to come back to, which playing on never changes)."""
        from sherwood.savegames import moves_text
        from sherwood.ui.scenes.dialog import TextEntryScene

        match = self.play.match
        self.app.scenes.push(
            TextEntryScene(
                self.app,
                "Save a copy",
                "Your game is saved after every move anyway. A copy stays as it is now "
                f"({moves_text(len(match.log)).lower()}), to come back to.\n"
                "Give it a name to find it by, or leave it empty.",
                "",
                "Save",
                self.save_as,
            )
        )

    def save_as(self, name: str) -> None:
        try:
            path = self.play.save_game(name)
        except OSError as exc:
            self.status, self.status_colour = f"Could not save: {exc.strerror or exc}", P.WAX
            return
        shown = f"“{name.strip()}”" if name.strip() else "a copy"
        self.status, self.status_colour = f"Saved {shown}: it is under Load game.", P.FOREST
        self.saved_path = path

    def load(self) -> None:
        from sherwood.ui.scenes.load import LoadScene

        self.app.scenes.push(LoadScene(self.app, current=getattr(self.play, "autosave_file", None)))

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
            p, L = self.panel_rect, self.length
            laid = text.fit_paragraph(self.status, "sans", L(17), p.w - L(60), max_lines=2, line_h=L(24))
            top = p.bottom - L(44 if len(laid.lines) == 1 else 70)
            laid.draw(surface, self.status_colour, pygame.Rect(p.x, top, p.w, 0), "midtop")
