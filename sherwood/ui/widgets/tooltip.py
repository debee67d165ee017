"""The tooltip of what the pointer rests on at the table: a pygame_gui ``UITooltip``.

A widget's tooltip (``tool_tip_text`` on a button) is pygame_gui's own: it comes after the
pointer has rested a second and follows nothing. The table's targets are no widgets, and a
disabled button (the greyed Undo, which says why it is greyed) gets no tooltip from pygame_gui;
for them the game scene keeps one :class:`PointerTooltip`, the same ``UITooltip`` in the same
theme blocks (``tool_tip`` and ``tool_tip.text_box`` of ``assets/theme.json``: font, colours,
border, padding), shown at once, beside the pointer, as wide as its words need, and moved,
changed or removed as the pointer goes. The scene drives it from its ``update`` (drawing
changes nothing), and a covered scene loses it with its other tooltips
(:func:`sherwood.ui.scenes.base.drop_hover`).

What the widget does not do by itself, this class does: appear at once (a widget's waits
``tool_tip_delay``), sit below and right of the pointer rather than under a widget, and
shrink to short words (a widget's tooltip is always ``rect_width`` wide).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import pygame
import pygame_gui

if TYPE_CHECKING:
    from pygame_gui.core.interfaces import IUIAppearanceThemeInterface

OFFSET = (18, 20)  # design pixels right of and below the pointer (the tooltip's top left)
EDGE = 4  # pixels kept clear of the window's edge
MAX_WIDTH_EM = 22  # the widest tooltip, in the theme's font size (a line of about 40 letters)


class PointerTooltip:
    """At most one tooltip that follows the pointer, in one scene's pygame_gui manager."""

    def __init__(self) -> None:
        self.tip: pygame_gui.elements.UITooltip | None = None
        self.message: str | None = None
        self._at: tuple[int, int] | None = None  # where it was put last

    @property
    def shown(self) -> bool:
        return self.tip is not None and self.tip.alive()

    @property
    def rect(self) -> pygame.Rect | None:
        """Where it is on screen (None when none is shown)."""
        return pygame.Rect(self.tip.rect) if self.tip is not None and self.shown else None

    def show(self, ui: pygame_gui.UIManager, message: str, pos: tuple[int, int], scale: float) -> None:
        """Show ``message`` beside the pointer at ``pos`` (``scale``: window pixels per design
        pixel): the tooltip shown already is moved if its words are the same, else replaced."""
        tip = self.tip
        if tip is None or not tip.alive() or self.message != message or tip.ui_manager is not ui:
            self.hide()
            made = ui.create_tool_tip(
                html.escape(message, quote=False),
                position=pos,
                hover_distance=(0, 0),
                parent_element=None,  # type: ignore[arg-type]  # the stub says an element; None is the default
                object_id=None,
                wrap_width=self._width(ui, message),
            )
            assert isinstance(made, pygame_gui.elements.UITooltip)  # what the manager makes
            self.tip = tip = made
            self.message = message
            self._at = None
            ui.get_sprite_group().update_visibility()
        at = self._place(ui, pos, scale)
        if at != self._at:  # the pointer rests: no need to move it (pygame_gui redoes its layout)
            tip.set_position(at)
            self._at = at

    def hide(self) -> None:
        if self.tip is not None:
            manager = self.tip.ui_manager
            self.tip.kill()
            manager.get_sprite_group().update_visibility()  # not drawn again from this frame
        self.tip = None
        self.message = None
        self._at = None

    def _width(self, ui: pygame_gui.UIManager, message: str) -> int:
        """The tooltip's width: its longest line's, up to MAX_WIDTH_EM of the theme's font."""
        ids = ["tool_tip.text_box", "text_box"]
        theme = ui.get_theme()
        font = theme.get_font(ids)
        px = int(theme.get_font_info(ids)["size"])
        words = max((font.size(line)[0] for line in message.splitlines() or [""]), default=0)
        pad = int(str(_misc(theme, "padding", ids, "8,6")).split(",")[0])
        border = _misc(theme, "border_width", ids, "1")
        border = int(border["left"] if isinstance(border, dict) else str(border))
        frame = 2 * (pad + border) + 2 * 2 + 4  # padding, border, the rounded corners, air
        return min(words + frame, MAX_WIDTH_EM * px)

    def _place(self, ui: pygame_gui.UIManager, pos: tuple[int, int], scale: float) -> tuple[int, int]:
        """Below and right of the pointer; left of it or above it where the window ends."""
        assert self.tip is not None
        w, h = self.tip.rect.size
        sw, sh = ui.window_resolution
        x, y = pos[0] + round(OFFSET[0] * scale), pos[1] + round(OFFSET[1] * scale)
        if x + w > sw - EDGE:
            x = max(EDGE, pos[0] - w - 8)
        if y + h > sh - EDGE:
            y = max(EDGE, pos[1] - h - 8)
        return x, y


def _misc(theme: IUIAppearanceThemeInterface, name: str, ids: list[str], default: str) -> object:
    """A misc value of the theme, or ``default`` where the theme gives none."""
    try:
        return theme.get_misc_data(name, ids)
    except LookupError:
        return default
