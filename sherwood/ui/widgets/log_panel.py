"""The game log: a parchment panel of wrapped lines with seat icons, scrolled by the wheel.

It follows the newest line unless the player has scrolled back; a collapsed log is not
drawn at all (the game scene still shows the latest line as a caption).

Drawn by hand, not in a pygame_gui ``UITextBox`` (measured with
pygame_gui 0.6.14 on the log of a finished four-seat Merry Men game, 838 lines, at 1920×1080):

* The text box lays out its whole text at once and renders it into one surface as tall as
  the text: 1.4 s and a 512×20995 surface (43 MB) for that log, on loading the game, on every
  undo (it cannot take lines away, only be given a whole new text: :meth:`LogPanel.pop_group`)
  and at every resize. Appending a line renders that surface again: 0.19 s a line late in the
  game, a stutter at every move while its animation plays. This panel wraps each line once
  and draws only the rows in view, into a cache the size of the panel.
* Each line starts with its seat's badge, the seat's colour *and* symbol (colour-blind
  players tell seats apart by it; :mod:`sherwood.ui.render.icons`), and a wrapped line goes
  on under its first word. The text box takes pictures only from image files, floats them
  beside the text, and has no hanging indent.
* Following the newest line, the oldest line shown is a whole one, right under the title
  (:meth:`LogPanel.view_top`); a text box scrolled to its end cuts its top line in half.
  Whole *rows* once stood there, and an entry of three wrapped lines that did not fit left a
  blank band of up to 60 pixels under the title in every game.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame

from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P


@dataclass(frozen=True)
class LogLine:
    text: str
    seat: int | None = None
    kind: str = "event"  # "turn" (a heading line) | "event" | "command"


class LogPanel:
    def __init__(self, title: str = "Chronicle"):
        self.title = title
        self.groups: list[list[LogLine]] = []
        self.scroll = 0  # pixels scrolled up from the bottom
        self.collapsed = False
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.scale = 1.0
        self._layout_key: tuple | None = None
        self._version = 0
        self._rows: list[tuple[LogLine, text.Wrapped, int]] = []
        self.seat_style = P.seat_style
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None
        self._cache_pad = 0

    # --- content ------------------------------------------------------------------------

    def add_group(self, lines: list[LogLine]) -> None:
        self.groups.append(lines)
        self.scroll = 0
        self._layout_key = None
        self._version += 1

    def pop_group(self) -> None:
        if self.groups:
            self.groups.pop()
            self._layout_key = None
            self._version += 1

    def clear(self) -> None:
        self.groups.clear()
        self._layout_key = None
        self._version += 1

    @property
    def lines(self) -> list[LogLine]:
        return [line for group in self.groups for line in group]

    # --- geometry -------------------------------------------------------------------------

    def place(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self._layout_key = None
        self._version += 1

    def _px(self, v: float) -> int:
        return max(10, round(v * self.scale))

    def _rule_y(self) -> int:
        """Pixels from the panel's top to the rule under the title: the design's, or lower
        where the title, kept readable, is taller than the design made room for."""
        title_h = text.font("serif-bold", text.readable(self._px(24))).get_height()
        return max(self._px(40), self._px(8) + title_h + 2)

    @property
    def _body(self) -> pygame.Rect:
        head = max(self._px(44), self._rule_y() + max(2, round(4 * self.scale)))
        pad = self._px(12)
        return pygame.Rect(
            self.rect.x + pad, self.rect.y + head, self.rect.w - 2 * pad, self.rect.h - head - pad
        )

    def _layout(self) -> None:
        key = (self._version, self.rect.size, self.scale)
        if key == self._layout_key:
            return
        self._layout_key = key
        body = self._body
        size = text.readable(self._px(15))
        icon_w = self._px(22)
        rows = []
        for line in self.lines:
            kind = "sans-bold" if line.kind == "turn" else "sans"
            wrapped = text.fit_paragraph(line.text, kind, size, body.w - icon_w, leading=1.3)
            height = wrapped.height + (self._px(10) if line.kind == "turn" else self._px(4))
            rows.append((line, wrapped, height))
        self._rows = rows

    @property
    def content_height(self) -> int:
        self._layout()
        return sum(h for _, _, h in self._rows)

    def _starts(self) -> list[int]:
        """Where a whole line of the log begins, in pixels from the top of the first row: each
        row's top (a turn's heading with its rule above it) and each later line of a wrapped row."""
        out, y = [], 0
        for line, wrapped, height in self._rows:
            out.append(y)
            first = y + (self._px(6) if line.kind == "turn" else 0)
            out.extend(first + i * wrapped.line_h for i in range(1, len(wrapped.lines)))
            y += height
        return out

    def _newest_top(self) -> int:
        """The top of the view following the newest line: the first whole line from which
        every line after it fits (0 when the whole log does); what is left of the body stays
        free under the newest line, less than a line."""
        self._layout()
        need = sum(h for _, _, h in self._rows) - self._body.h
        if need <= 0:
            return 0
        return min((s for s in self._starts() if s >= need), default=need)

    def view_top(self) -> int:
        """The pixel of the log (from the top of its first row) at the top of the body: the
        newest lines' view, less what the wheel scrolled back."""
        return max(0, self._newest_top() - self.scroll)

    def handle_wheel(self, pos: tuple[int, int], dy: int) -> bool:
        if self.collapsed or not self.rect.collidepoint(pos):
            return False
        self.scroll = max(0, min(self._newest_top(), self.scroll + dy * self._px(40)))
        return True

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the panel, redrawn only when its lines, scroll or size changed."""
        if self.collapsed:
            return
        self._layout()
        key = (self._layout_key, self.scroll, self.rect.size)
        if key != self._cache_key or self._cache is None:
            pad = max(8, self._px(24))
            canvas = pygame.Surface((self.rect.w + 2 * pad, self.rect.h + 2 * pad), pygame.SRCALPHA)
            offset = self.rect.move(-self.rect.x + pad, -self.rect.y + pad)
            saved, self.rect = self.rect, offset
            try:
                self._draw_panel(canvas)
            finally:
                self.rect = saved
            self._cache, self._cache_key, self._cache_pad = canvas, key, pad
        surface.blit(self._cache, (self.rect.x - self._cache_pad, self.rect.y - self._cache_pad))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        r = self.rect
        radius = self._px(12)
        draw.panel(surface, r, radius)
        title_px = text.readable(self._px(24))
        text.blit(surface, self.title, "serif-bold", title_px, P.INK, (r.x + self._px(16), r.y + self._px(8)))
        pygame.draw.line(
            surface,
            P.INK_SOFT,
            (r.x + self._px(12), r.y + self._rule_y()),
            (r.right - self._px(12), r.y + self._rule_y()),
            1,
        )
        body = self._body
        size = text.readable(self._px(15))
        icon_w = self._px(22)
        total = sum(h for _, _, h in self._rows)
        view_top = self.view_top()
        y = body.y - view_top
        clip = surface.get_clip()
        surface.set_clip(body)
        for line, wrapped, height in self._rows:
            # the lines above the view end where it begins (the clip takes them); scrolled
            # back, lines come and go at the edges as they scroll
            if y + height > body.y and y < body.bottom:
                self._draw_row(surface, line, wrapped, y, size, icon_w)
            y += height
        surface.set_clip(clip)
        if total > body.h:  # a thin scroll indicator
            bar_h = max(self._px(20), int(body.h * body.h / total))
            top = body.y + int((body.h - bar_h) * view_top / max(1, self._newest_top()))
            pygame.draw.rect(
                surface, P.PARCHMENT_EDGE, (r.right - self._px(8), top, self._px(4), bar_h), border_radius=2
            )

    def _draw_row(
        self, surface: pygame.Surface, line: LogLine, wrapped: text.Wrapped, y: int, size: int, icon_w: int
    ) -> None:
        """One entry with its top at ``y``: only its lines that reach into the body (those above
        it are not drawn at all), the badge and a turn's rule with its first line."""
        body = self._body
        x, width = body.x, body.w
        if line.kind == "turn":
            y += self._px(6)
        step = wrapped.line_h
        lines = range(len(wrapped.lines))
        shown = [i for i in lines if y + (i + 1) * step > body.y and y + i * step < body.bottom]
        if not shown:
            return
        if shown[0] == 0:
            if line.kind == "turn":
                rule_y = y - self._px(3)
                pygame.draw.line(surface, P.PARCHMENT_EDGE, (x, rule_y), (x + width, rule_y), 1)
            if line.seat is not None:
                style = self.seat_style(line.seat)
                surface.blit(icons.badge(style.symbol, round(size * 1.15), style.colour), (x, y))
            else:
                dot = (x + size * 0.55, y + size * 0.62)
                pygame.draw.circle(surface, P.GOLD_DEEP, dot, max(2, size // 5))
        colour = P.INK if line.kind != "event" or line.seat is not None else P.INK_SOFT
        part = dataclasses.replace(wrapped, lines=wrapped.lines[shown[0] : shown[-1] + 1])
        part.draw(surface, colour, (x + icon_w, y + shown[0] * step, width - icon_w, 0))
