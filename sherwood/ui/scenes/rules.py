"""The rules of a game, scrollable: our player's guide, and the full specification on dev machines."""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from sherwood.games import game_spec
from sherwood.resources import bundle_root, resource_path
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene


def rules_text(game_id: str) -> str:
    """The player's guide ``assets/rules/<game>.md``, then the full rules specification when
    this machine has it (``../shared/rules/`` beside a source checkout)."""
    spec = game_spec(game_id)
    parts = []
    try:
        parts.append(resource_path("assets", "rules", f"{game_id}.md").read_text(encoding="utf-8"))
    except OSError:
        parts.append(f"# {spec.title}\n{spec.tagline}")
    if spec.rules_file:
        path = bundle_root().parent / "shared" / "rules" / spec.rules_file
        if path.is_file():
            parts.append(path.read_text(encoding="utf-8"))
    return "\n\n---\n\n".join(parts)


def _clean(line: str) -> str:
    line = re.sub(r"\*\*(.+?)\*\*", r"\1", line)
    line = re.sub(r"`([^`]*)`", r"\1", line)
    line = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", line)
    return line.replace("\\|", "|")


@lru_cache(maxsize=4)
def layout_rules(source: str, width: int, scale: float) -> list[tuple[str, str, int, int]]:
    """``(text, font, px, height)`` rows of the rules wrapped to ``width`` pixels."""
    rows: list[tuple[str, str, int, int]] = []
    body = max(12, round(19 * scale))
    for raw in source.splitlines():
        line = raw.rstrip()
        if not line.strip():
            rows.append(("", "sans", body, round(body * 0.6)))
            continue
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            line = "  ·  ".join(cells)
            kind, px, indent = "sans", max(11, round(15 * scale)), 0
        elif line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            line = line.lstrip("#").strip()
            kind, px, indent = "serif-bold", round({1: 40, 2: 30, 3: 24}.get(level, 22) * scale), 0
            rows.append(("", "sans", body, round(body * 0.5)))
        elif line.lstrip().startswith(("- ", "* ")):
            line = "•  " + line.lstrip()[2:]
            kind, px, indent = "serif", round(21 * scale), round(18 * scale)
        else:
            kind, px, indent = "serif", round(21 * scale), 0
        line = _clean(line)
        for i, part in enumerate(text.wrap(line, kind, px, width - indent)):
            rows.append((("   " if i and indent else "") + part, kind, px, round(px * 1.3)))
    return rows


class RulesScene(Scene):
    opaque = True

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.source = rules_text(game_id)
        self.scroll = 0

    @property
    def page(self) -> pygame.Rect:
        w, h = self.size
        s = self.scale
        pw = min(w - round(80 * s), round(1100 * s))
        return pygame.Rect((w - pw) // 2, round(30 * s), pw, h - round(60 * s))

    def build(self) -> None:
        s = self.scale
        p = self.page
        self.back_button = self.button(
            pygame.Rect(p.right - round(190 * s), p.y + round(20 * s), round(160 * s), round(50 * s)),
            "Back",
            self.close,
            object_id="@menu",
        )

    def close(self) -> None:
        self.app.scenes.pop(self)

    @property
    def body(self) -> pygame.Rect:
        s = self.scale
        p = self.page
        return pygame.Rect(
            p.x + round(60 * s), p.y + round(86 * s), p.w - round(120 * s), p.h - round(116 * s)
        )

    def rows(self):
        return layout_rules(self.source, self.body.w, round(self.scale, 3))

    def scroll_by(self, dy: int) -> None:
        total = sum(r[3] for r in self.rows())
        self.scroll = max(0, min(max(0, total - self.body.h), self.scroll + dy))

    def on_event(self, event: pygame.event.Event) -> bool:
        step = round(60 * self.scale)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_DOWN, pygame.K_j):
                self.scroll_by(step)
            elif event.key in (pygame.K_UP, pygame.K_k):
                self.scroll_by(-step)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll_by(self.body.h - step)
            elif event.key == pygame.K_PAGEUP:
                self.scroll_by(-(self.body.h - step))
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            return True
        return False

    def draw_scene(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.blit(draw.wood(surface.get_size()), (0, 0))
        p = self.page
        draw.panel(surface, p, round(16 * s))
        title = f"Rules · {game_spec(self.game_id).title}"
        text.blit(
            surface, title, "serif-bold", round(34 * s), P.INK, (p.x + round(60 * s), p.y + round(24 * s))
        )
        body = self.body
        pygame.draw.line(
            surface, P.BRASS, (body.x, body.y - round(10 * s)), (body.right, body.y - round(10 * s)), 2
        )
        clip = surface.get_clip()
        surface.set_clip(body)
        y = body.y - self.scroll
        for line, kind, px, h in self.rows():
            if y + h >= body.y and y <= body.bottom and line:
                text.blit(surface, line, kind, px, P.INK, (body.x, y))
            y += h
        surface.set_clip(clip)
        total = sum(r[3] for r in self.rows())
        if total > body.h:
            bar_h = max(round(30 * s), body.h * body.h // total)
            top = body.y + (body.h - bar_h) * self.scroll // max(1, total - body.h)
            pygame.draw.rect(
                surface,
                P.PARCHMENT_EDGE,
                (p.right - round(28 * s), top, round(6 * s), bar_h),
                border_radius=3,
            )
