"""What the game scene host (:mod:`sherwood.ui.scenes.play`) asks of a per-game table.

The host owns the match, the animation queue, the bot worker, the log, the banner and the
buttons. A :class:`GameTable` draws one game's board from a view and says, in board units,
which spots can be clicked (:class:`Target`) and which buttons the seat has (:class:`Action`).
It never changes the match: a click gives back a command and the host applies it. Nor does
it word a result: the results and the banner read ``match.outcome()``, which the rules give.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.engine import Command, Event
from sherwood.ui.animation import Step
from sherwood.ui.kit.scroll import Panels
from sherwood.ui.render.board import BoardTransform, Box
from sherwood.ui.render.palette import SeatStyle, seat_style

if TYPE_CHECKING:
    from sherwood.ui.scenes.play import PlayScene


@dataclass
class Target:
    """A clickable spot: it gives a command, or runs ``action`` (select a card, browse a pile)."""

    box: Box
    tooltip: str = ""
    command: Command | None = None
    action: Callable[[], None] | None = None
    glow: bool = True
    key: Hashable = None


@dataclass(frozen=True)
class Action:
    """A button the seat may press now: it gives ``command``, or runs ``run`` (the first
    step of a choice made in several clicks, such as a hero ability with options). A
    ``quiet`` button is advice beside the game's own moves (the Hint), drawn in a darker,
    quieter style than the gold of a move."""

    label: str
    command: Command | None
    tooltip: str = ""
    run: Callable[[], None] | None = None
    quiet: bool = False


PANELS = ("banner", "actions", "controls", "log", "caption")


class GameTable:
    """Base of the per-game tables; see the module docstring."""

    design_size: tuple[float, float] = (1600, 1000)
    banner_name_width: float = 330
    """Board units of the banner given to the name and phase lines (the instruction gets the rest)."""
    turn_field: str | None = None
    """The field of the game's view naming the seat whose turn it is, in a game whose turn
    may ask other seats to answer (an offer, a defence): see :meth:`turn_seat`."""

    def __init__(self, host: PlayScene):
        self.host = host
        self.match = host.match
        self.view: Any = None
        self.viewer = 0
        self.show_hand = False
        self.my_turn = False
        self.legal: list[Command] = []
        self.T = BoardTransform(self.design_size, host.app.size)
        self.panels = Panels()
        """The table's panels that scroll or fold in a small window (:mod:`sherwood.ui.kit.scroll`)."""

    # --- set by the host --------------------------------------------------------------------

    def set_view(
        self, view: Any, *, viewer: int, show_hand: bool, my_turn: bool, legal: Sequence[Command]
    ) -> None:
        """The view to draw; ``show_hand``: draw the viewer's private areas (hand, quests …)
        face up, else every private area hidden; ``my_turn``: the viewer is the human who
        must decide now."""
        self.view, self.viewer, self.show_hand, self.my_turn = view, viewer, show_hand, my_turn
        self.legal = list(legal) if my_turn else []

    def resize(self, size: tuple[int, int]) -> None:
        self.T = BoardTransform(self.design_size, size)

    # --- asked by the setup screen, before any game ----------------------------------------

    @staticmethod
    def setup_notes(seats: int, options: Mapping[str, Any]) -> tuple[str, tuple[str, ...]] | None:
        """What the players will decide at a table of ``seats`` with these ``options``, for
        the setup screen: a heading and one line each (None: nothing to say)."""
        return None

    @staticmethod
    def setup_seat_style(seat: int, seats: int, options: Mapping[str, Any]) -> SeatStyle:
        """The colour and emblem of ``seat`` at a table of ``seats`` with these ``options``,
        for the setup screen, before any game (the same as :meth:`seat_style` will give)."""
        return seat_style(seat)

    # --- asked by the host --------------------------------------------------------------------

    def panel(self, name: str) -> Box:
        """Where the host draws ``name`` (one of PANELS), in board units."""
        raise NotImplementedError

    def seat_style(self, seat: int) -> SeatStyle:
        return seat_style(seat)

    def phase_title(self) -> str:
        return ""

    def instruction(self) -> str:
        return ""

    def actions(self) -> list[Action]:
        return []

    def targets(self) -> list[Target]:
        return []

    def build_steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        """Steps animating ``event``; ``before``/``after`` are the viewer's views around the command."""
        return []

    def event_text(self, event: Event) -> str:
        """``event`` in the players' words for the log (default: the rules' own words; a
        table may name places by what they are, "by the Hills 6", where the rules say
        "0,-1,S")."""
        return event.describe(self.match.names)

    def headline(self, events: Sequence[Event]) -> str | None:
        """The line to show as a caption once a command's animation is over."""
        return events[0].describe(self.match.names) if events else None

    def needs_curtain(self, seat: int) -> bool:
        """In a hot-seat game: must ``seat`` see its private cards to decide now (so the others
        look away first)? False lets it answer in front of everyone, all hands hidden.

        The host decides the rest (:func:`sherwood.ui.hot_seat.decide`) and passes the answer
        to :meth:`set_view`: a table draws private areas face up only when ``show_hand`` is
        True, and then only the viewer's."""
        return True

    def turn_seat(self) -> int | None:
        """Whose turn it is now (a bot answering inside a human's turn leaves the screen to
        whoever is at it: :func:`sherwood.ui.hot_seat.decide`), read from the view's
        :attr:`turn_field`; None in a game without one (every bot decision is its own turn)."""
        if self.turn_field is None:
            return None
        turn = getattr(self.match.view(0), self.turn_field, None)  # public in every view
        return turn if isinstance(turn, int) else None

    def clickable_while_animating(self, target: Target) -> bool:
        """Whether a click on ``target`` made while the animation played (it finishes the
        animation, then counts) may give its command: False for a target that was not on the
        screen while things moved, such as a question box drawn only once they land."""
        return True

    def cancel_selection(self) -> bool:
        """Drop a half-made choice (a selected card); True if there was one."""
        return False

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """A turn of the mouse wheel at ``pos``: True if it scrolled a panel of the table
        (:attr:`panels`); the host gives the rest to the game log."""
        return self.panels.wheel(pos, dy)

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, t: float) -> None:
        """The board, its pieces and glowing targets (not the host's panels)."""

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """Drawn over everything but the tooltip while nothing moves: a card under the pointer
        shown large, for instance."""

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        """One moving thing of the animation queue."""
