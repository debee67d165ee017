"""Load a saved game: the saves folder, newest first (the autosave among them)."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pygame
import pygame_gui

from sherwood.engine import BadSave, Match
from sherwood.resources import saves_dir
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.scenes.dialog import DialogScene


def list_saves() -> list[tuple[Path, str]]:
    """``(path, description)`` of every save, newest first."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    out = []
    for path in saves:
        when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%d %b %Y %H:%M")
        title, moves = path.stem, "?"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            from sherwood.engine import game_spec

            title = game_spec(data["game"]).title
            moves = str(len(data["commands"]))
        except Exception:  # shown anyway; loading it explains what is wrong
            title = f"{path.stem} (unreadable)"
        label = "Autosave · " if path.name == "autosave.json" else ""
        out.append((path, f"{label}{title} · {when} · {moves} moves"))
    return out


class LoadScene(DialogScene):
    title = "Load a game"
    panel_size = (900, 680)

    def __init__(self, app):
        super().__init__(app)
        self.error: str | None = None
        self.saves = list_saves()
        self.selected: Path | None = self.saves[0][0] if self.saves else None

    def build(self) -> None:
        p = self.panel_rect
        box = pygame.Rect(
            p.x + self.length(50), p.y + self.length(110), p.w - self.length(100), self.length(400)
        )
        items = [(desc, str(i)) for i, (_, desc) in enumerate(self.saves)]
        self.list = pygame_gui.elements.UISelectionList(box, items, manager=self.ui)
        if self.saves:
            for item in self.list.item_list:
                if item["object_id"] == "0" or item["text"] == self.saves[0][1]:
                    item["selected"] = True
                    break
            self.list.rebuild_from_changed_theme_data()
        gap = self.length(16)
        w = (p.w - self.length(100) - gap) // 2
        y = p.bottom - self.length(100)
        self.load_button = self.button(
            pygame.Rect(p.x + self.length(50), y, w, self.length(58)),
            "Load",
            self.load,
            object_id="@menu",
            enabled=bool(self.saves),
        )
        self.back_button = self.button(
            pygame.Rect(p.x + self.length(50) + w + gap, y, w, self.length(58)),
            "Back",
            self.close,
            object_id="@menu",
        )

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self.selected = self._path_for(event.text)
            return True
        if (
            event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
            and event.ui_element is self.list
        ):
            self.selected = self._path_for(event.text)
            self.load()
            return True
        return super().on_event(event)

    def _path_for(self, desc: str) -> Path | None:
        for path, d in self.saves:
            if d == desc:
                return path
        return None

    def load(self, path: Path | None = None) -> None:
        path = path or self.selected
        if path is None:
            return
        try:
            match = Match.load(path)
        except BadSave as exc:
            self.error = str(exc)
            return
        from sherwood.ui.scenes.menu import MenuScene
        from sherwood.ui.scenes.play import PlayScene

        self.app.scenes.reset(MenuScene(self.app), PlayScene(self.app, match))

    def draw_over(self, surface: pygame.Surface) -> None:
        p = self.panel_rect
        if not self.saves:
            text.blit(
                surface,
                "No saved games yet.",
                "serif-italic",
                self.length(24),
                P.INK_SOFT,
                (p.centerx, p.y + self.length(300)),
                anchor="center",
            )
        if self.error:
            lines = text.wrap(self.error, "sans", self.length(15), p.w - self.length(100))[:2]
            for i, line in enumerate(lines):
                text.blit(
                    surface,
                    line,
                    "sans",
                    self.length(15),
                    P.WAX,
                    (p.x + self.length(50), p.y + self.length(522) + i * self.length(20)),
                )
