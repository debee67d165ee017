"""A parchment dialog over a dimmed scene: the base of pause, results, settings and load;
and four small ones: a message, a yes/no question, a question with a few answers, and a line
of text to type."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene

if TYPE_CHECKING:
    from sherwood.ui.app import App


class DialogScene(Scene):
    opaque = False
    title = ""
    panel_size: tuple[float, float] = (620, 560)  # design units (1600×1000 canvas)

    @property
    def panel_rect(self) -> pygame.Rect:
        w, h = self.length(self.panel_size[0]), self.length(self.panel_size[1])
        r = pygame.Rect(0, 0, w, h)
        r.center = (self.size[0] // 2, self.size[1] // 2)
        return r

    def column(self, top: float, height: float = 56, width: float | None = None) -> pygame.Rect:
        """A centred widget row ``top`` design units below the panel's top."""
        p = self.panel_rect
        w = self.length(width) if width else p.w - self.length(120)
        return pygame.Rect(p.centerx - w // 2, p.y + self.length(top), w, self.length(height))

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 150)
        p = self.panel_rect
        draw.panel(surface, p, self.length(16))
        inner = p.inflate(-self.length(20), -self.length(20))
        pygame.draw.rect(surface, P.PARCHMENT_EDGE, inner, width=1, border_radius=self.length(10))
        if self.title:
            text.blit(
                surface,
                self.title,
                "serif-bold",
                self.length(44),
                P.INK,
                (p.centerx, p.y + self.length(28)),
                anchor="midtop",
            )
            y = p.y + self.length(86)
            pygame.draw.line(
                surface, P.BRASS, (p.centerx - self.length(120), y), (p.centerx + self.length(120), y), 2
            )
            pygame.draw.circle(surface, P.GOLD_DEEP, (p.centerx, y), self.length(4))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return False

    def close(self) -> None:
        self.app.scenes.pop(self)


class MessageScene(DialogScene):
    """A few words for the player and one button (a save that could not be opened)."""

    width = 820

    def __init__(
        self, app: App, title: str, message: str, *, button: str = "OK",
        on_close: Callable[[], None] | None = None,
    ):
        super().__init__(app)
        self.title = title
        self.message = message
        self.button_label = button
        self.on_close = on_close

    # the body: wrapped lines under the title ------------------------------------------------

    BODY_PX = 20
    BODY_TOP = 112

    @property
    def body_px(self) -> int:
        return max(12, self.length(self.BODY_PX))  # readable in a small window too

    @property
    def line_h(self) -> int:
        return max(self.length(30), self.body_px + 4)

    def body(self) -> text.Wrapped:
        """The message wrapped into the panel's width (the panel grows to hold every line)."""
        width = self.length(self.width - 120)
        return text.fit_paragraph(self.message, "sans", self.body_px, width, line_h=self.line_h)

    def body_height(self) -> int:
        """Design units the wrapped message takes."""
        return round(self.body().height / self.scale)

    def build(self) -> None:
        self.panel_size = (self.width, self.BODY_TOP + self.body_height() + self.extra_height() + 120)
        self.build_body()
        p = self.panel_rect
        self.build_buttons(p.bottom - self.length(92))

    def extra_height(self) -> int:
        """Design units between the message and the buttons (a text field, say)."""
        return 10

    def build_body(self) -> None:
        pass

    def build_buttons(self, y: int) -> None:
        w = self.length(240)
        rect = pygame.Rect(0, y, w, self.length(60))
        rect.centerx = self.panel_rect.centerx
        self.ok_button = self.button(rect, self.button_label, self.close, object_id="@menu")

    def button_row(self, y: int, buttons: Sequence[tuple[str, Callable[[], None]]]) -> list:
        """Buttons of one width side by side, centred under the message, left to right."""
        p = self.panel_rect
        gap = self.length(24)
        n = len(buttons)
        w = min(self.length(260), (p.w - self.length(120) - (n - 1) * gap) // n)
        left = p.centerx - (n * w + (n - 1) * gap) // 2
        return [self.button(pygame.Rect(left + i * (w + gap), y, w, self.length(60)), label, action,
                            object_id="@menu")
                for i, (label, action) in enumerate(buttons)]

    def close(self) -> None:
        super().close()
        if self.on_close is not None:
            self.on_close()

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        return super().on_event(event)

    def draw_over(self, surface: pygame.Surface) -> None:
        p = self.panel_rect
        self.body().draw(surface, P.INK, (p.x + self.length(60), p.y + self.length(self.BODY_TOP), 0, 0))


class ConfirmScene(MessageScene):
    """A question with two answers; ``on_confirm`` runs only on the first (Delete? / Keep)."""

    def __init__(
        self, app: App, title: str, message: str, confirm: str, on_confirm: Callable[..., None], *,
        cancel: str = "Cancel",
    ):
        super().__init__(app, title, message)
        self.confirm_label = confirm
        self.cancel_label = cancel
        self.on_confirm = on_confirm  # given the text by a TextEntryScene, nothing here

    def build_buttons(self, y: int) -> None:
        self.confirm_button, self.cancel_button = self.button_row(
            y, [(self.confirm_label, self.confirm), (self.cancel_label, self.close)])

    def confirm(self) -> None:
        self.app.scenes.pop(self)
        self.on_confirm()

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return True  # Enter does not confirm a deletion by accident
        return super().on_event(event)


class ChoiceScene(MessageScene):
    """A question with a few answers side by side (seat a bot, a player, or not now): each
    closes the dialog, then runs its action. Esc closes it as the last answer does, which
    should be the one that changes nothing; Enter answers nothing, so none is given by
    accident."""

    def __init__(self, app: App, title: str, message: str,
                 choices: Sequence[tuple[str, Callable[[], None] | None]], *, width: int = 900):
        super().__init__(app, title, message)
        self.width = width
        self.choices = list(choices)
        self.choice_buttons: list = []

    def build_buttons(self, y: int) -> None:
        self.choice_buttons = self.button_row(
            y, [(label, partial(self.choose, action)) for label, action in self.choices])

    def choose(self, action: Callable[[], None] | None) -> None:
        self.app.scenes.pop(self)
        if action is not None:
            action()

    def close(self) -> None:
        self.choose(self.choices[-1][1])

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return True
        return super().on_event(event)


class TextEntryScene(ConfirmScene):
    """Ask for a line of text (a name for a save): ``on_confirm(text)``; Enter confirms."""

    def __init__(self, app: App, title: str, message: str, initial: str, confirm: str,
                 on_confirm: Callable[[str], None], *, limit: int = 40, cancel: str = "Cancel"):
        super().__init__(app, title, message, confirm, on_confirm, cancel=cancel)
        self.initial = initial
        self.limit = limit
        self.entry: pygame_gui.elements.UITextEntryLine | None = None

    def extra_height(self) -> int:
        return 90

    def build_body(self) -> None:
        p = self.panel_rect
        old = self.entry.get_text() if self.entry is not None else self.initial
        rect = pygame.Rect(
            p.x + self.length(60),
            p.y + self.length(self.BODY_TOP + self.body_height() + 14),
            p.w - self.length(120),
            self.length(56),
        )
        self.entry = pygame_gui.elements.UITextEntryLine(rect, manager=self.ui, initial_text=old)
        self.entry.set_text_length_limit(self.limit)
        self.manager.set_focus_set(self.entry)
        self.entry.select_range = [0, len(old)]  # typing replaces the suggestion
        self.entry.edit_position = len(old)

    def confirm(self) -> None:
        value = self.entry.get_text() if self.entry is not None else self.initial
        self.app.scenes.pop(self)
        self.on_confirm(value)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.confirm()
            return True
        return super().on_event(event)
