"""The table every game's screen is: the board it owns, and what the game scene asks of it.

The host (the game scene, :class:`TableHost`) owns the match, the animation queue, the bot
worker, the log, the banner and the buttons. A :class:`GameTable` draws one game's board
from a view and says, in board units, which spots can be clicked (:class:`Target`) and
which buttons the seat has (:class:`Action`). It never changes the match: a click gives
back a command and the host applies it. Nor does it word a result: the results and the
banner read ``match.outcome()``, which the rules give.

What every table needs is here, so that a game's table holds only what is its own:

- **the board**: the game's layout (``boards/<id>.yaml``) is loaded once; :meth:`~GameTable.Z`
  gives a zone's box, :meth:`~GameTable.card_size` a zone's card, :meth:`~GameTable.seat_box`
  a seat's share of the ``seats`` zone, and ``T`` maps board units to the window;
- **the host's panels** (:data:`PANELS`), read from the board's zones of those names, the
  banner's row fitted to the buttons' words (:mod:`.buttons`), worked out once a size;
- **clicks in several steps**: a table that says each command's clicks (:meth:`~GameTable.stages`)
  gets a :class:`~sherwood.ui.kit.chooser.Chooser`, reset at every new decision, and
  :meth:`~GameTable.pick`, :meth:`~GameTable.repick`, :meth:`~GameTable.offered`;
- **the targets**, made by the table's :meth:`~GameTable.make_targets` once for what they
  depend on (:meth:`~GameTable.targets_key`): the host asks several times a frame;
- **words and motion**: :attr:`~GameTable.words` (the game's words for this match) word the
  log and the captions; a table with a ``motion`` (:class:`~sherwood.ui.kit.motion.Motion`)
  animates each event by its type.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame

from sherwood.engine import Command, Event
from sherwood.engine.layout import Layout, load_layout
from sherwood.ui.animation import Step
from sherwood.ui.kit import buttons
from sherwood.ui.kit.chooser import Chooser, Option, Stage, option_target
from sherwood.ui.kit.scroll import Panels
from sherwood.ui.kit.targets import Action, Target
from sherwood.ui.render.board import BoardTransform, Box
from sherwood.ui.render.palette import SeatStyle, seat_style

if TYPE_CHECKING:
    from sherwood.engine import Match
    from sherwood.ui.animation import AnimationQueue
    from sherwood.ui.kit.motion import Motion
    from sherwood.ui.kit.piles import DrawCard
    from sherwood.ui.kit.question import QuestionBox
    from sherwood.ui.kit.words import Words
    from sherwood.ui.kit.zoom import CardZoom

__all__ = ["PANELS", "Action", "GameTable", "TableHost", "Target"]

PANELS = ("banner", "actions", "controls", "log", "caption")
"""The host's panels, by the name of the board's zone that holds each."""

BANNER_ROW = ("controls", "banner", "actions")


class TableHost(Protocol):
    """What a table may ask of the game scene that holds it."""

    match: Match
    words: Words
    anim: AnimationQueue
    mouse: tuple[int, int]
    ui: Any  # pygame_gui's manager once the scene has its widgets, else None

    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def log_collapsed(self) -> bool: ...
    def click_command(self, command: Command) -> None: ...
    def run_action(self, action: Any) -> None: ...
    def target_at(self, pos: tuple[int, int]) -> Target | None: ...
    def refresh(self) -> None: ...
    def is_bot(self, seat: int | None) -> bool: ...
    def browse(self, title: str, cards: Sequence[str], draw_card: DrawCard, note: str) -> None: ...


class GameTable:
    """Base of the per-game tables; see the module docstring."""

    design_size: tuple[float, float] = (1600, 1000)
    """Board units of the canvas (the board's size, when the game has a board file)."""
    banner_name_width: float = 330
    """Board units of the banner given to the name and phase lines (the instruction gets the rest)."""
    turn_field: str | None = None
    """The field of the game's view naming the seat whose turn it is, in a game whose turn
    may ask other seats to answer (an offer, a defence): see :meth:`turn_seat`."""
    draws_background: bool = False
    """Whether :meth:`draw` paints the whole window (else the host lays the table's wood first)."""
    hold: ClassVar[frozenset[str]] = frozenset({"card"})
    """Where a pick never completes a longer path (a card picked up): :class:`Chooser`'s ``hold``."""
    always: ClassVar[frozenset[str]] = frozenset({"button"})
    """What stays on offer while a choice is half made: :class:`Chooser`'s ``always``."""

    motion: Motion | None = None
    question: QuestionBox | None = None
    zoom: CardZoom  # a table that shows cards large under the pointer makes one

    def __init__(self, host: TableHost):
        self.host = host
        self.match = host.match
        self.words = host.words
        spec = self.match.spec
        self.layout: Layout | None = load_layout(spec.board) if spec.board else None
        if self.layout is not None:
            self.design_size = self.layout.size
        self.view: Any = None
        self.viewer = 0
        self.show_hand = False
        self.my_turn = False
        self.legal: list[Command] = []
        self.T = BoardTransform(self.design_size, host.size)
        self.chooser = Chooser(stages=self.stages, marks=self.marks, hold=self.hold, always=self.always)
        self._decision = 0  # counts the decisions (the targets' cache is for one)
        self._panels: dict[tuple, Box] = {}
        self._targets_key: Hashable = None
        self._targets: list[Target] = []
        self.panels = Panels()
        """The table's panels that scroll or fold in a small window (:mod:`sherwood.ui.kit.scroll`)."""

    # --- the board ------------------------------------------------------------------------

    def Z(self, zone_id: str) -> Box:
        """The box of zone ``zone_id`` of the board, in board units."""
        assert self.layout is not None, f"{self.match.spec.title} has no board file"
        return self.layout.zone(zone_id).shape.bounds

    def card_size(self, zone_id: str, default: tuple[float, float] = (120, 172)) -> tuple[float, float]:
        """The size of a card in zone ``zone_id`` (its style's ``card``), in board units."""
        assert self.layout is not None, f"{self.match.spec.title} has no board file"
        w, h = self.layout.zone(zone_id).style.get("card", default)
        return float(w), float(h)

    def seat_box(self, seat: int) -> Box:
        """``seat``'s share of the board's ``seats`` zone: the seats side by side in a wide
        zone, one above another in a tall one."""
        x, y, w, h = self.Z("seats")
        n = self.match.seat_count
        if w >= h:
            return (x + seat * w / n, y, w / n, h)
        return (x, y + seat * h / n, w, h / n)

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: the board is mapped anew, the panels worked out again."""
        self.T = BoardTransform(self.design_size, size)
        self._panels.clear()

    # --- the host's panels ----------------------------------------------------------------------

    def panel(self, name: str) -> Box:
        """Where the host draws ``name`` (one of :data:`PANELS`), in board units: the board's
        zone (:meth:`panel_zone`); in a small window the controls take from the banner the
        room their labels need (the theme's fonts shrink less than the board)."""
        if name not in BANNER_ROW:
            return self.panel_zone(name)
        key = (name, self.panel_key(), self.T.scale, id(getattr(self.host, "ui", None)))
        box = self._panels.get(key)
        if box is None:
            box = self._panels[key] = buttons.banner_row_panel(
                self, name, self.panel_zone(name), self.panel_zone("controls"))
        return box

    def panel_zone(self, name: str) -> Box:
        """Panel ``name`` before the banner's row is fitted to its words: the board's zone of
        that name. A table whose panels move (the log's room given to the board) says so here
        and in :meth:`panel_key`."""
        return self.Z(name)

    def panel_key(self) -> Hashable:
        """What the panels depend on beside the window's size (the log shown or hidden)."""
        return self.host.log_collapsed

    # --- set by the host --------------------------------------------------------------------

    def set_view(
        self, view: Any, *, viewer: int, show_hand: bool, my_turn: bool, legal: Sequence[Command]
    ) -> None:
        """The view to draw; ``show_hand``: draw the viewer's private areas (hand, quests …)
        face up, else every private area hidden; ``my_turn``: the viewer is the human who
        must decide now. A new decision drops a half-made choice and unfolds the question."""
        old_legal = self.legal
        self.view, self.viewer, self.show_hand, self.my_turn = view, viewer, show_hand, my_turn
        self.legal = list(legal) if my_turn else []
        if self.legal != old_legal:
            self.chooser.reset(self.legal)
            self._decision += 1
            if self.question is not None:
                self.question.unfold()

    # --- clicks in several steps --------------------------------------------------------------

    def stages(self, command: Command) -> list[Stage]:
        """The clicks that give ``command`` (:class:`~sherwood.ui.kit.chooser.Stage` s:
        where each is made and what it picks); the default, one button."""
        return [Stage("button", ("command", command), self.words.command(command))]

    def marks(self, command: Command) -> Sequence[Hashable] | None:
        """The items of ``command`` when it is chosen as a set (the cards to discard, marked
        one by one: :meth:`~sherwood.ui.kit.chooser.Chooser.toggle`), else None (a path)."""
        return None

    def offered(self, where: str) -> list[Option]:
        """The chooser's options shown ``where`` ("card", "button", "dialog", or a place of
        the table's own)."""
        return self.chooser.offered(where)

    def pick(self, key: Hashable) -> None:
        """A click on an option: it narrows the choice (a card lifts) or completes it."""
        command = self.chooser.pick(key)
        if command is not None:
            self.host.click_command(command)

    def repick(self, key: Hashable) -> None:
        """A click on what was picked, or on another of its kind: the same one goes back,
        another takes its place or completes the choice."""
        command = self.chooser.repick(key)
        if command is not None:
            self.host.click_command(command)

    def option_target(self, option: Option, box: Box, *, key: Hashable = None, glow: bool = True,
                      tooltip: str | None = None) -> Target:
        """A click target at ``box`` for ``option`` (its command, or a pick)."""
        return option_target(option, box, self.pick, key=key, glow=glow, tooltip=tooltip)

    def cancel_selection(self) -> bool:
        """Drop a half-made choice (a picked card); True if there was one."""
        return self.chooser.back()

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """A turn of the mouse wheel at ``pos``: True if it scrolled a panel of the table
        (:attr:`panels`); the host gives the rest to the game log."""
        return self.panels.wheel(pos, dy)

    # --- asked by the host --------------------------------------------------------------------

    def targets(self) -> list[Target]:
        """The clickable spots (:meth:`make_targets`), made once for what they depend on."""
        key = self.targets_key()
        if key is None or key != self._targets_key:
            self._targets, self._targets_key = self.make_targets(), key
        return self._targets

    def targets_key(self) -> Hashable:
        """What the targets depend on (None: make them anew every time they are asked)."""
        question = self.question
        return (id(self.layout), self.view, self.viewer, self.show_hand, self.my_turn, self._decision,
                tuple(self.chooser.picked), frozenset(self.chooser.marked), self.host.anim.busy,
                self.T.design, self.T.screen,
                question.folded if question is not None else None)

    def make_targets(self) -> list[Target]:
        """Every clickable spot now, in board units (the last one drawn on top)."""
        return []

    def seat_style(self, seat: int) -> SeatStyle:
        return seat_style(seat)

    def phase_title(self) -> str:
        return ""

    def instruction(self) -> str:
        return ""

    def actions(self) -> list[Action]:
        """The buttons: by default, each option offered as a button."""
        return [Action(o.label, o.command) for o in self.offered("button") if o.command is not None]

    def build_steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        """Steps animating ``event``; ``before``/``after`` are the viewer's views around the command."""
        return self.motion.steps(event, before, after) if self.motion is not None else []

    def event_text(self, event: Event) -> str:
        """``event`` in the players' words (the log, the captions)."""
        return self.words.event(event)

    def headline(self, events: Sequence[Event]) -> str | None:
        """The line to show as a caption once a command's animation is over."""
        return self.event_text(events[0]) if events else None

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

    def zoom_allowed(self, mouse: tuple[int, int]) -> bool:
        """Whether a card under the pointer may be shown large now (:attr:`zoom`): a view is
        drawn and the pointer is on no question box. The zoom forgets what it showed."""
        from sherwood.ui.kit.question import is_question_target

        self.zoom.shown = None
        if self.view is None:
            return False
        target = self.host.target_at(mouse)
        return target is None or not is_question_target(target)

    def clickable_while_animating(self, target: Target) -> bool:
        """Whether a click on ``target`` made while the animation played (it finishes the
        animation, then counts) may give its command: False for a target that was not on the
        screen while things moved, such as a question box drawn only once they land."""
        from sherwood.ui.kit.question import is_question_target

        return not is_question_target(target)

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

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, t: float) -> None:
        """The board, its pieces and glowing targets (not the host's panels)."""

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """Drawn over everything but the tooltip while nothing moves: a card under the pointer
        shown large, for instance."""

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        """One moving thing of the animation queue."""
