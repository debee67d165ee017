"""The Scene lifecycle (house rule 11).

A scene is entered when pushed, paused when another scene covers it, resumed when
uncovered and exited when popped. ``handle(event)`` returns True when it consumed the
event; ``update(dt)`` advances it; ``draw(surface)`` draws it without changing anything.
``opaque`` scenes hide everything below them; transparent ones (pause, results) are drawn
over the scene beneath.

Most scenes own a pygame_gui ``UIManager`` (``self.ui``), made in ``enter`` by
:meth:`build` and fed events first. Buttons are wired with :meth:`button`. A scene that sets
``gui = False`` has no manager and no pygame_gui at all: its buttons are Sherwood's own
(:meth:`plain_button`, :mod:`sherwood.ui.widgets.plain_button`), in the theme's look. The main
menu is such a scene, so that the program's first frame needs no pygame_gui.

The app's loop draws at full rate only while the top scene is :meth:`animating` (or the
player has just acted); otherwise it sleeps until an event. A scene whose picture changes
by itself (a tween, a fading caption, a bot about to move) says so there. A scene that is
covered by another loses its hover state and its pygame_gui tooltips (:meth:`cover`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from sherwood.ui.widgets.plain_button import PlainButton, PlainButtons, look

if TYPE_CHECKING:
    import pygame_gui

    from sherwood.ui.app import App

B = TypeVar("B", bound="pygame_gui.elements.UIButton")


def ui_scale(size: tuple[int, int]) -> float:
    """The scale of the 1600×1000 design canvas in a window of ``size``."""
    return min(size[0] / 1600, size[1] / 1000)


class Scene:
    opaque: bool = True
    modal: bool = True  # consume every input event, even those it does not use
    gui: bool = True  # widgets of pygame_gui (a manager is made); False: plain buttons only

    def __init__(self, app: App):
        self.app = app
        self.ui: pygame_gui.UIManager | None = None
        self._actions: dict[Any, Callable[[], None]] = {}
        self.plain = PlainButtons(app.theme)
        self.active = False

    # --- lifecycle -------------------------------------------------------------------

    def enter(self) -> None:
        self.active = True
        self.ui = self.app.new_ui() if self.gui else None
        self.build()

    def exit(self) -> None:
        self.active = False
        if self.ui is not None:
            self.ui.clear_and_reset()
        self._actions.clear()
        self.plain.clear()

    def pause(self) -> None:
        pass

    def cover(self) -> None:
        """Another scene was pushed over this one: its widgets stop being hovered and their
        tooltips go (the scene is not updated while covered, so a tooltip would stay on screen
        over the new scene, and a hovered button stay lit under it)."""
        if self.ui is not None:
            drop_hover(self.ui)
        self.plain.unhover()

    def resume(self) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild the widgets for it."""
        if self.ui is not None:
            self.ui.clear_and_reset()
            self.ui = self.app.new_ui()
        self._actions.clear()
        self.plain.clear()
        self.build()

    def build(self) -> None:
        """Create the widgets for the current window size."""

    @property
    def manager(self) -> pygame_gui.UIManager:
        """The scene's pygame_gui manager (there while a scene with ``gui`` is entered)."""
        assert self.ui is not None, f"{type(self).__name__} has no pygame_gui (gui = False): use plain_button"
        return self.ui

    # --- widgets ----------------------------------------------------------------------

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        action: Callable[[], None],
        *,
        object_id: str | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
    ) -> pygame_gui.elements.UIButton:
        import pygame_gui

        return self.button_of(
            pygame_gui.elements.UIButton, rect, text, action, object_id=object_id, tooltip=tooltip,
            enabled=enabled,
        )

    def button_of(
        self,
        kind: type[B],
        rect: pygame.Rect,
        text: str,
        action: Callable[[], None],
        *,
        object_id: str | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
    ) -> B:
        """A :meth:`button` of class ``kind``, a kind of pygame_gui button."""
        import pygame_gui

        oid = pygame_gui.core.ObjectID(class_id=object_id) if object_id else None
        btn = kind(rect, text, manager=self.manager, object_id=oid, tool_tip_text=tooltip)
        if not enabled:
            btn.disable()
        self._actions[btn] = action
        return btn

    def plain_button(
        self,
        rect: pygame.Rect,
        text: str,
        action: Callable[[], None],
        *,
        object_id: str,
        tooltip: str | None = None,
        enabled: bool = True,
    ) -> PlainButton:
        """A button drawn by Sherwood itself in the look of the theme's ``object_id`` class
        (``"@menu"``), without pygame_gui; it answers to what tests ask of a pygame_gui one."""
        button = PlainButton(rect, text, look(self.app.theme, object_id, self.size), tooltip=tooltip,
                             enabled=enabled)
        return self.plain.add(button, action)

    def forget(self, element: Any) -> None:
        self._actions.pop(element, None)
        element.kill()

    # --- frames -----------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        pressed = self.plain.handle(event)
        if callable(pressed):
            pressed()
            return True
        if pressed:
            return True
        if self.ui is not None:
            import pygame_gui

            if self.ui.process_events(event):
                return True
            if event.type == pygame_gui.UI_BUTTON_PRESSED:
                action = self._actions.get(event.ui_element)
                if action is not None:
                    action()
                    return True
                return False
        if self.on_event(event):
            return True
        return self.modal and event.type in INPUT_EVENTS

    def on_event(self, event: pygame.event.Event) -> bool:
        """Scene-specific handling after the widgets had their turn."""
        return False

    def update(self, dt: float) -> None:
        if self.ui is not None:
            self.ui.update(dt)
        self.plain.update(dt, pygame.Rect((0, 0), self.size))

    def animating(self) -> bool:
        """Whether this scene's picture changes by itself now, with no input: the loop then
        draws at full rate, otherwise it sleeps until an event. Here: a widget's tooltip is
        about to appear, or a text box has the keyboard (its cursor blinks). Scenes with
        movement of their own add theirs."""
        return self.plain.waiting() or (self.ui is not None and ui_animating(self.ui))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_scene(surface)
        self.plain.draw(surface)
        if self.ui is not None:
            self.ui.draw_ui(surface)
        self.draw_over(surface)
        self.plain.draw_tips(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Everything under the widgets."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Anything drawn over the widgets (text on buttons, tooltips)."""

    # --- helpers ------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.app.size

    @property
    def scale(self) -> float:
        """Window pixels per design unit (scenes are laid out on a 1600×1000 canvas)."""
        return ui_scale(self.size)

    def length(self, v: float) -> int:
        """A length in design units, in window pixels (at least 1)."""
        return max(1, round(v * self.scale))

    def px(self, v: float) -> int:
        """A font size for design size ``v``, in window pixels: never under
        :data:`~sherwood.ui.render.text.READABLE` (a small window does not shrink words
        below what a player can read)."""
        from sherwood.ui.render.text import readable

        return readable(round(v * self.scale))

    def widget_rect(self, element: Any) -> pygame.Rect:
        """Where a widget is on screen (tests click its centre)."""
        return pygame.Rect(element.rect)


def ui_animating(ui: pygame_gui.UIManager) -> bool:
    """A hovered widget's tooltip is still to come, or a text box has the keyboard."""
    import pygame_gui

    for element in ui.get_sprite_group().sprites():
        if (
            getattr(element, "hovered", False)
            and getattr(element, "tool_tip_text", None)
            and getattr(element, "tool_tip", None) is None
        ):
            return True
    return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in ui.get_focus_set() or ())


def drop_hover(ui: pygame_gui.UIManager) -> None:
    """Unhover every widget of ``ui`` and remove its tooltips."""
    import pygame_gui

    for element in ui.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.core.UIElement) and element.hovered:
            element.hovered = False
            element.on_unhovered()  # kills the element's tooltip and relights it as normal
    for element in ui.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UITooltip):
            element.kill()
    ui.hovering_any_ui_element = False
    # the group draws a list of what is visible that only its update refreshes, and a
    # covered scene is not updated: without this the killed tooltip would still be drawn
    ui.get_sprite_group().update_visibility()


INPUT_EVENTS = frozenset(
    {
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
        pygame.KEYDOWN,
        pygame.KEYUP,
        pygame.TEXTINPUT,
    }
)
