"""The setup screen's measures, in units of the 1600x1000 design canvas, and the
:class:`Layout` that :class:`~sherwood.ui.scenes.setup.SetupScene` computes from them (one
column or two, where each seat, option and section goes)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sherwood.engine import OptionSpec
from sherwood.ui.render import text

if TYPE_CHECKING:
    from sherwood.ui.scenes.setup import SetupScene

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


def narrow(scene: SetupScene, n: int) -> Layout | None:
    """The one-column panel of ``scene`` with ``n`` seats, or None when the biggest table
    would not fit in it."""
    counts = scene.asks_count()
    desc_lines = scene.desc_lines_for(NARROW_W - 140 - NAME_W)
    seat_row = round(SEAT_ROW + scene.desc_line * desc_lines - DESC_LINE)

    def height(seats: int) -> int:
        options = scene.shown_options(seats)
        y = TOP + 50 + (70 if counts else 0) + seat_row * seats + 20
        y += 54 + sum(narrow_option_h(scene, o) for o in options) + (0 if options else 40)
        return y + 110 + scene.notes_h(seats, NARROW_W - 140) + 70 + 62 + 40

    if max(height(k) for k in scene.spec.seat_counts) > MAX_H:
        return None
    inner = NARROW_W - 140
    if any(
        len(o.values()) * (scene.option_width(o, 120) + 10) > inner - NAME_W for o in scene.menu_options
    ):
        return None
    seats_y = TOP + 50 + (70 if counts else 0)
    options_y = seats_y + seat_row * n + 20
    lay = Layout(
        wide=False,
        w=NARROW_W,
        h=height(n),
        left=70,
        left_w=inner,
        name_w=NAME_W,
        seat_widths=button_widths([0] * len(scene.choices), 0, inner - NAME_W),  # all alike
        count_y=TOP + 54 if counts else None,
        seats_y=seats_y,
        right=70,
        right_w=inner,
        label_w=NAME_W,
        options_y=options_y,
        seat_row=seat_row,
        desc_lines=desc_lines,
    )
    y = options_y + 54
    for opt in scene.shown_options(n):
        alike = (scene.option_width(opt, 120),) * len(opt.values())
        lay.rows.append(OptionRow(opt, y, alike, max(3, len(narrow_help(scene, opt)))))
        y += narrow_option_h(scene, opt)
    lay.seed_x = 70
    lay.seed_y = y + (0 if lay.rows else 40)
    return lay


def narrow_help(scene: SetupScene, opt: OptionSpec) -> list[str]:
    """An option's help as the one-column panel draws it, under its label."""
    return text.wrap(opt.help, "sans", scene.px(14), scene.length(NAME_W - 20)) if opt.help else []


def narrow_option_h(scene: SetupScene, opt: OptionSpec) -> int:
    """Design units an option takes in the one-column panel: 104, or more where its
    help takes more than three lines (a small window)."""
    line = scene.line_units("sans", scene.px(14), 18)
    return max(104, round(32 + len(narrow_help(scene, opt)) * line + 14))
