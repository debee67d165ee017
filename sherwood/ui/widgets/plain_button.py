"""Buttons drawn by Sherwood's own code in the theme's look, for a scene that needs no pygame_gui.

The main menu is the first thing a player sees; building it with pygame_gui meant importing
pygame_gui, parsing the theme and shaping eight buttons before its first frame, nearly half
of the start-up. Its buttons are these instead: the same rounded parchment shape,
border, shadow, colours and font as the theme's ``button`` blocks (read through
:mod:`sherwood.ui.theme`), lit when hovered, darker while pressed, greyed when disabled, with a
tooltip in the theme's ``tool_tip`` look after the pointer rests on them a second (also on a
disabled one, which says why it is greyed).

They answer to the attributes the scenes and tests use of a pygame_gui button: ``rect``,
``text``, ``is_enabled``, ``hovered``, ``tool_tip_text`` and ``tool_tip`` (the tooltip shown,
with its ``rect``). A scene keeps them in one :class:`PlainButtons` (``Scene.plain_button``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from sherwood.ui.render import text
from sherwood.ui.render.cache import surface_cache
from sherwood.ui.theme import font_factor, value

TOOL_TIP_DELAY = 1.0  # seconds the pointer rests before the tooltip comes (pygame_gui's default)
FONT_KINDS = {"garamond": "serif", "dejavu": "sans"}  # the theme's font names, as render.text names them


@dataclass(frozen=True)
class Look:
    """What a button of one theme class looks like in one window: colours per state, shape
    and font (in window pixels)."""

    colours: dict[str, tuple[int, ...]]
    radius: int
    border: int
    shadow: int
    font: str  # a render.text kind
    px: int
    padding: int  # left of left-aligned text
    align: str  # "center" or "left"

    def colour(self, part: str, state: str) -> tuple[int, ...]:
        return self.colours.get(f"{state}_{part}") or self.colours[f"normal_{part}"]


STATES = ("normal", "hovered", "active", "disabled")
PARTS = ("bg", "border", "text")


def look(theme: dict[str, Any], class_id: str, size: tuple[int, int]) -> Look:
    """The look of a button themed ``class_id`` (``"@menu"``) in a window of ``size``."""
    blocks = (class_id, "button")

    def get(section: str, key: str, default: str = "0") -> str:
        found = value(theme, blocks, section, key)
        return default if found is None else found

    colours = {}
    for state in STATES:
        for part in PARTS:
            found = value(theme, blocks, "colours", f"{state}_{part}")
            if found is not None:
                colours[f"{state}_{part}"] = tuple(pygame.Color(found))
    name = get("font", "name", "garamond")
    kind = FONT_KINDS.get(name, "serif")
    if kind == "serif" and get("font", "bold") == "1":
        kind = "serif-bold"
    return Look(
        colours=colours,
        radius=int(get("misc", "shape_corner_radius")),
        border=int(get("misc", "border_width", "1")),
        shadow=int(get("misc", "shadow_width")),
        font=kind,
        px=round(int(get("font", "size", "20")) * font_factor(size)),
        padding=int(get("misc", "text_horiz_alignment_padding", "10")),
        align="left" if get("misc", "text_horiz_alignment", "center") == "left" else "center",
    )


@surface_cache(max_mb=16, maxsize=64)
def _face(
    size: tuple[int, int], bg: tuple, border: tuple, radius: int, width: int, shadow: int
) -> pygame.Surface:
    """A button's shape: a soft shadow ``shadow`` pixels wide around a rounded face of ``bg``
    with a ``border`` line ``width`` wide (the shape inset by the shadow, as pygame_gui does),
    drawn at twice the size and scaled down, so that its curves are smooth as pygame_gui's."""
    k = 2
    w, h = size[0] * k, size[1] * k
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(shadow * k):  # darkest next to the face
        alpha = 36 * (i + 1) // (shadow * k + 1)
        ring = (i, i, w - 2 * i, h - 2 * i)
        pygame.draw.rect(surf, (0, 0, 0, alpha), ring, width=1, border_radius=(radius + shadow) * k - i)
    face = pygame.Rect(shadow * k, shadow * k, w - 2 * shadow * k, h - 2 * shadow * k)
    pygame.draw.rect(surf, bg, face, border_radius=radius * k)
    if width:
        pygame.draw.rect(surf, border, face, width=width * k, border_radius=radius * k)
    return pygame.transform.smoothscale(surf, size)


class Tip:
    """A tooltip shown under a button: the theme's ``tool_tip`` box with the button's words."""

    def __init__(self, theme: dict[str, Any], message: str, button: pygame.Rect, pointer_x: int,
                 window: pygame.Rect):
        blocks = ("tool_tip.text_box", "tool_tip")
        factor = font_factor(window.size)
        self.px = round(int(value(theme, blocks, "font", "size") or 15) * factor)
        self.ink = tuple(pygame.Color(value(theme, blocks, "colours", "normal_text") or "#000000"))
        self.paper = tuple(pygame.Color(value(theme, blocks, "colours", "dark_bg") or "#ffffff"))
        self.edge = tuple(pygame.Color(value(theme, blocks, "colours", "normal_border") or "#000000"))
        self.radius = int(value(theme, blocks, "misc", "shape_corner_radius") or 6)
        pad_x, pad_y = (int(p) for p in (value(theme, blocks, "misc", "padding") or "8,6").split(","))
        self.pad = (round(pad_x * factor), round(pad_y * factor))
        widest = round(int(value(theme, blocks, "misc", "rect_width") or 300) * factor) - 2 * self.pad[0]
        self.lines = text.wrap(message, "sans", self.px, widest) or [message]
        self.line_h = round(self.px * 1.45)  # pygame_gui's text box spaces its lines so
        inner = max(text.size(line, "sans", self.px)[0] for line in self.lines)
        high = len(self.lines) * self.line_h
        self.rect = pygame.Rect(0, 0, inner + 2 * self.pad[0], high + 2 * self.pad[1])
        # where pygame_gui puts a widget's tooltip: from the pointer's x, under the button,
        # above it when there is no room below, and inside the window
        self.rect.topleft = (pointer_x, button.bottom)
        if self.rect.bottom > window.bottom:
            self.rect.bottom = button.top
        self.rect.right = min(self.rect.right, window.right - 4)
        self.rect.left = max(self.rect.left, window.left + 4)

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, self.paper, self.rect, border_radius=self.radius)
        pygame.draw.rect(surface, self.edge, self.rect, width=1, border_radius=self.radius)
        x, y = self.rect.x + self.pad[0], self.rect.y + self.pad[1]
        for i, line in enumerate(self.lines):  # each line in the middle of its line's height
            text.blit(surface, line, "sans", self.px, self.ink, (x, y + (i + 0.5) * self.line_h), "midleft")


class PlainButton:
    """One button: where it is, its words, whether it can be pressed, and its state under the
    pointer. :class:`PlainButtons` feeds it events and draws it."""

    def __init__(self, rect: pygame.Rect, label: str, look: Look, *, tooltip: str | None = None,
                 enabled: bool = True):
        self.rect = pygame.Rect(rect)
        self.text = label
        self.look = look
        self.tool_tip_text = tooltip
        self.is_enabled = enabled
        self.hovered = False
        self.held = False  # pressed inside and not yet released
        self.hover_time = 0.0
        self.tip_due = False  # the tooltip is to come: the pointer rests here and has not pressed
        self.tool_tip: Tip | None = None

    def enable(self) -> None:
        self.is_enabled = True

    def disable(self) -> None:
        self.is_enabled = False
        self.held = False

    @property
    def state(self) -> str:
        if not self.is_enabled:
            return "disabled"
        if self.held and self.hovered:
            return "active"
        return "hovered" if self.hovered else "normal"

    def unhover(self) -> None:
        self.hovered = self.held = self.tip_due = False
        self.hover_time = 0.0
        self.tool_tip = None

    def draw(self, surface: pygame.Surface) -> None:
        lk, state = self.look, self.state
        surface.blit(
            _face(self.rect.size, lk.colour("bg", state), lk.colour("border", state), lk.radius, lk.border,
                  lk.shadow),
            self.rect,
        )
        if self.text:
            inner = self.rect.inflate(-2 * (lk.shadow + lk.border + 2), -2 * (lk.shadow + lk.border))
            if lk.align == "left":
                inner = pygame.Rect(inner.x + lk.padding, inner.y, inner.w - lk.padding, inner.h)
            text.line(surface, self.text, lk.font, lk.px, lk.colour("text", state)[:3], inner,
                      "midleft" if lk.align == "left" else "center")


class PlainButtons:
    """A scene's plain buttons, in the order they were made, and what each does."""

    def __init__(self, theme: dict[str, Any]):
        self.theme = theme
        self.buttons: list[PlainButton] = []
        self.actions: dict[PlainButton, Callable[[], None]] = {}
        self._pointer: tuple[int, int] | None = None

    def add(self, button: PlainButton, action: Callable[[], None]) -> PlainButton:
        self.buttons.append(button)
        self.actions[button] = action
        return button

    def clear(self) -> None:
        self.buttons.clear()
        self.actions.clear()

    def handle(self, event: pygame.event.Event) -> Callable[[], None] | bool:
        """Feed one event to the buttons: the action of a button pressed and released by it,
        True if the buttons used the event otherwise (a press on one), else False."""
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return False
        if event.type == pygame.WINDOWLEAVE:
            self.unhover()
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        self._hover(event.pos)
        hit = next((b for b in self.buttons if b.hovered), None)
        if event.type == pygame.MOUSEBUTTONDOWN:
            for button in self.buttons:  # a press hides the tooltip until the pointer comes back
                button.held = button is hit and button.is_enabled
                button.tool_tip = None
                button.tip_due = False
            return hit is not None
        pressed = hit is not None and hit.held and hit.is_enabled
        for button in self.buttons:
            button.held = False
        return self.actions[hit] if pressed and hit is not None else hit is not None

    def _hover(self, pos: tuple[int, int]) -> None:
        self._pointer = (int(pos[0]), int(pos[1]))
        over = next((b for b in reversed(self.buttons) if b.rect.collidepoint(pos)), None)
        for button in self.buttons:
            if button is not over and button.hovered:
                button.unhover()
        if over is not None and not over.hovered:
            over.hovered = over.tip_due = True
            over.hover_time = 0.0

    def unhover(self) -> None:
        for button in self.buttons:
            button.unhover()

    def update(self, dt: float, window: pygame.Rect) -> None:
        """Count the time the pointer rests on a button; show its tooltip when it is due."""
        for button in self.buttons:
            if not button.tip_due:
                continue
            button.hover_time += dt
            if button.tool_tip is None and button.tool_tip_text and button.hover_time >= TOOL_TIP_DELAY:
                x = self._pointer[0] if self._pointer else button.rect.centerx
                button.tool_tip = Tip(self.theme, button.tool_tip_text, button.rect, x, window)

    def waiting(self) -> bool:
        """A hovered button's tooltip is still to come (the loop must keep drawing for it)."""
        return any(b.tip_due and b.tool_tip_text and b.tool_tip is None for b in self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)

    def draw_tips(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            if button.tool_tip is not None:
                button.tool_tip.draw(surface)

