"""The rules of a game, scrollable: the rules file if this machine has it, else a summary."""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from sherwood.engine import game_spec
from sherwood.resources import bundle_root
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene

SUMMARIES = {
    "showdown": "\n".join(
        (
            "# Sherwood Showdown",
            "Two rival bands, Robin Hood's Merry Men and Guy Fawkes' Blazing Bandits, rob the rich "
            "travellers passing through Sherwood.",
            "## Your turn",
            "Turn over the top traveller (worth 1 to 21 gold). Rob him by laying an outlaw from your "
            "hand, or let him pass (2 passes a game). The Fool is worth -5 gold: pass him or take him.",
            "## The melee",
            "Players take turns laying outlaws. Each card must be at least as strong as the last one "
            "you laid, and your total must reach your rival's. Withdraw when you cannot or will not go "
            "on: the other band wins the traveller. Equal totals: he escapes.",
            "## Ransoms",
            "Attach a Page or Knight (+1 gold) or a Queen or King (+3) to an outlaw as you lay it: the "
            "winner takes them all.",
            "## Cards",
            "After a melee both draw 2. With no outlaw left, you may sell a traveller from your spoils "
            "for as many cards as he is worth.",
            "## The end",
            "When the last traveller is resolved, the richest spoils win.",
        )
    ),
}


def rules_text(game_id: str) -> str:
    """The rules file ``../shared/rules/<rules_file>`` if present (dev machines), else a summary."""
    spec = game_spec(game_id)
    if spec.rules_file:
        path = bundle_root().parent / "shared" / "rules" / spec.rules_file
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            pass
    return SUMMARIES.get(
        game_id, f"# {spec.title}\n{spec.tagline}\n\nThe full rules will come with a later version."
    )


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
