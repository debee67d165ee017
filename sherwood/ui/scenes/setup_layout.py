"""The setup screen's measures, in units of the 1600x1000 design canvas, and the
:class:`Layout` that :class:`~sherwood.ui.scenes.setup.SetupScene` computes from them (one
column or two, where each seat, option and section goes)."""

from __future__ import annotations

from dataclasses import dataclass, field

from sherwood.engine import OptionSpec

MAX_SEED = 10**6
SEAT_ROW = 92  # a seat's buttons (56) and one line of its bot's description
DESC_PX = 14  # the description under a seat's buttons
DESC_LINE = 18
NAME_W = 390
COMPACT_SEAT_H = 48  # a seat's buttons when the seats are too many for descriptions under them

TOP = 150  # the first section's heading, below the title and the tagline
MAX_H = 960  # the tallest panel
NARROW_W = 1200  # the one-column panel
WIDE_W = 1520  # the two-column panel
WIDE_MARGIN = 50
WIDE_GAP = 50
CHOICE_PX = {"@choice": 19, "@choice_small": 15}  # the theme's fonts of the choice buttons
HELP_PX = 15  # option help in the wide panel
HELP_LINE = 19
OPTION_H = 50  # option buttons in the wide panel
LINE_GAP = 8  # between the lines of an option's buttons when they do not fit on one
BUTTON_GAP = 10  # between an option's buttons on a line
BOTTOM = 110  # Back and Start (62 high, 34 above the panel's bottom edge) and a gap
SEED_W = 200  # the seed entry
SEED_NOTE = "Empty: a fresh, secret shuffle, shown when the game ends. The same seed deals the same cards."
SEED_NOTE_SHORT = "Empty: a fresh, secret shuffle, shown when the game ends."
NOTES_GAP, NOTE_LINE, NOTE_PX = 150, 24, 15  # the table's notes: below the seed's heading, a line, a font


@dataclass
class OptionRow:
    """Where one shown option goes, in design units from the panel's top left."""

    opt: OptionSpec
    y: int
    widths: tuple[int, ...]  # of each button
    help_lines: int  # at most; the help's full text is the tooltip
    per_line: int = 0  # buttons on a line before the next line (0: all on one line)

    @property
    def lines(self) -> int:
        """The lines of buttons the option takes."""
        count = len(self.opt.values())
        return -(-count // self.per_line) if self.per_line else 1

    def place(self, i: int) -> tuple[int, int]:
        """The option's ``i``-th button: its x from the row's start and its line."""
        line = i // self.per_line if self.per_line else 0
        first = line * self.per_line
        return sum(w + BUTTON_GAP for w in self.widths[first:i]), line

    def buttons_h(self, button_h: int) -> int:
        """The height of the option's buttons, ``LINE_GAP`` between lines."""
        return self.lines * button_h + (self.lines - 1) * LINE_GAP


@dataclass
class Layout:
    """The setup panel in design units (from the panel's top left)."""

    wide: bool
    w: int
    h: int
    left: int  # the players' column
    left_w: int
    name_w: int  # seat names (and "How many", "Seed") before the buttons
    seat_widths: tuple[int, ...]  # a seat's buttons, one per choice
    count_y: int | None
    seats_y: int
    right: int  # the options' column (the players' column when narrow)
    right_w: int
    label_w: int  # option labels before their buttons
    options_y: int
    rows: list[OptionRow] = field(default_factory=list)
    seed_x: int = 0  # the seed section's column
    seed_y: int = 0
    seat_row: int = SEAT_ROW  # from one seat's buttons to the next's
    seat_h: int = 56  # a seat's buttons
    desc_lines: int = 1  # of a bot's description under them
    shared_lines: int = 0  # of the description of the seat last set, under all of them (0: none)
    shared_help: int = 0  # lines of the help of the option last set, under all options (0: none)
    help_y: int = 0  # where that help goes
    notes: tuple[str, tuple[str, ...]] | None = None  # the table's (heading, lines) under the seed


def button_widths(natural: list[int], least: int, room: int, gap: int = 8) -> tuple[int, ...]:
    """A row of buttons in ``room``, ``gap`` apart: all alike if then each is at least ``least`` and
    as wide as its words need (``natural``), else each as wide as its own words, with what is
    left of the room shared among them.

    >>> button_widths([90, 120], 100, 300), button_widths([90, 150], 100, 260)
    ((146, 146), (96, 156))
    """
    gaps = gap * (len(natural) - 1)
    alike = (room - gaps) // len(natural)
    if alike >= max(least, *natural):
        return (alike,) * len(natural)
    extra = max(0, room - gaps - sum(natural)) // len(natural)
    return tuple(w + extra for w in natural)
