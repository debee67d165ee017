"""A new game: each seat human or a bot, each option, an optional fixed seed, Start.

The seed stays secret: the seed entry is empty by default, and an empty entry
starts the game with a fresh seed nobody has seen, shown only on the results screen. A
player who wants a particular deal (to replay one, to give friends the same one, to report
a bug) types a seed there, in front of the whole table. The bots are offered weakest
first (:func:`sherwood.ui.bots.bot_choices`) and new seats get the bot of the player's
``bot_level`` setting.

Everything is placed on the 1600×1000 design canvas by :meth:`SetupScene.layout` (its
measures in :mod:`.setup_layout`; what the panel draws there in :mod:`.setup_draw`). A game
with few seats and options (Showdown) gets one column: players, options, seed. When that
would not fit, the panel widens to two columns: the players and the seed on the left, the
options on the right, each option's help shortened to a line or two under its buttons (the
whole text is the buttons' tooltip). Only the options that apply to the chosen number of
players are shown (``OptionSpec.seat_counts``); a hidden option keeps its value. A game's
table may add a few lines under the seed saying what the players will decide there (its
``setup_notes(seats, options)``: the solo Sheriff's choices about Robin Hood), one line each
(more in a small window).
Where the seats choose who they are (``GameSpec.seat_choice``: the Lieutenants' colours, each
seat its own), a click on a seat's badge gives it the next one free
(:class:`~.setup_draw.SeatBadge`).
"""

from __future__ import annotations

import secrets
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from sherwood.engine import BadOptions, Match, OptionSpec
from sherwood.games import game_spec
from sherwood.ui.bots import bot_choices, bot_for_level, default_seats
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene
from sherwood.ui.scenes.setup_draw import (
    SeatBadge,
    badge_tip,
    draw_notes,
    draw_options,
    draw_players,
    draw_seed,
    draw_table_notes,
)
from sherwood.ui.scenes.setup_layout import (
    BOTTOM,
    BUTTON_GAP,
    CHOICE_PX,
    COMPACT_SEAT_H,
    DESC_LINE,
    DESC_PX,
    HELP_LINE,
    HELP_PX,
    LINE_GAP,
    MAX_H,
    MAX_SEED,
    NAME_W,
    NOTE_LINE,
    NOTE_PX,
    NOTES_GAP,
    OPTION_H,
    SEED_W,
    TOP,
    WIDE_GAP,
    WIDE_MARGIN,
    WIDE_W,
    Layout,
    OptionRow,
    button_widths,
    narrow,
)
from sherwood.ui.theme import font_factor
from sherwood.ui.widgets.plain_button import look

if TYPE_CHECKING:
    from sherwood.ui.app import App


def table_notes(game_id: str, seats: int, options: dict) -> tuple[str, tuple[str, ...]] | None:
    """What the game's table says the players will decide with ``seats`` seats and these
    ``options`` (a heading and one line each), or None."""
    from sherwood.ui.games import table_class

    table = table_class(game_id)
    return table.setup_notes(seats, options) if table is not None else None


class SetupScene(Scene):
    opaque = True

    def __init__(
        self,
        app: App,
        game_id: str,
        seats: list[str] | None = None,
        options: dict | None = None,
        seed: int | None = None,
    ):
        super().__init__(app)
        self.spec = game_spec(game_id)
        self.game_id = game_id
        if seats is None:
            seats = default_seats(game_id, app.settings.bot_level)
        self.seats = list(seats)
        self.options = self.spec.resolve_options(options, len(self.seats))
        self.seed = seed  # None: a fresh secret one at Start
        self.error: str | None = None
        self.seat_buttons: list[dict[str, pygame_gui.elements.UIButton]] = []
        self.seat_badges: list[SeatBadge] = []  # where the seats choose who they are
        self.option_buttons: dict[str, dict] = {}
        self.count_buttons: dict[int, pygame_gui.elements.UIButton] = {}
        self.seed_entry: pygame_gui.elements.UITextEntryLine | None = None
        self._layouts: dict[int, Layout] = {}
        self.described = 0  # the seat whose bot's description a small window shows (last set)
        self.explained = ""  # the option whose help a small window shows (last set; "": the first)

    @property
    def choices(self) -> list[tuple[str, str, str]]:
        """What a seat can be, ``(label, seat label, description)``: a human, then the bots,
        described for a game of this many seats."""
        return [("Human", "human", "A person at this screen"), *bot_choices(self.game_id, len(self.seats))]

    # --- geometry ------------------------------------------------------------------------

    def shown_options(self, seats: int | None = None) -> list[OptionSpec]:
        """The options that apply to ``seats`` players (default: the chosen number)."""
        n = len(self.seats) if seats is None else seats
        return [o for o in self.menu_options if o.applies_to(n)]

    @property
    def menu_options(self) -> list[OptionSpec]:
        """The game's options a player chooses here (not those set by code only)."""
        return [o for o in self.spec.options if o.in_menus]

    @property
    def panel(self) -> pygame.Rect:
        lay = self.layout()
        r = pygame.Rect(0, 0, self.length(lay.w), self.length(lay.h))
        r.center = (self.size[0] // 2, self.size[1] // 2)
        return r

    def at(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect given in design units from the panel's top left, in window pixels."""
        p = self.panel
        return pygame.Rect(p.x + self.length(x), p.y + self.length(y), self.length(w), self.length(h))

    @property
    def choice_class(self) -> str:
        """The theme class of the choice buttons: a smaller font in a small window, where the
        theme's fonts stop shrinking with the window (App.new_ui) and would outgrow them."""
        return "@choice_small" if self.scale * 1.25 < 0.85 else "@choice"

    @property
    def button_font(self) -> float:
        """The choice buttons' font in design units at this window size (24 at 1280×800)."""
        return CHOICE_PX[self.choice_class] * font_factor(self.size) / self.scale

    def layout(self) -> Layout:
        n = len(self.seats)
        if n not in self._layouts:
            lay = narrow(self, n) or self._wide(n)
            lay.notes = self._notes(n)
            self._layouts[n] = lay
        return self._layouts[n]

    def _notes(self, seats: int) -> tuple[str, tuple[str, ...]] | None:
        """The table's notes with ``seats`` seats (another count: with its default options)."""
        options = self.options if seats == len(self.seats) else self.spec.resolve_options(None, seats)
        return table_notes(self.game_id, seats, options)

    def notes_h(self, seats: int, width: int) -> int:
        """The room the table's notes take under the seed section (design units) in a
        column ``width`` design units wide."""
        notes = self._notes(seats)
        if notes is None:
            return 0
        lines = sum(len(self.note_lines(note, width)) for note in notes[1])
        return round(self.notes_gap - 110 + 46 + self.note_line * lines)

    @property
    def note_line(self) -> float:
        return self.line_units("sans", self.px(NOTE_PX), NOTE_LINE)

    def note_lines(self, note: str, width: int) -> list[str]:
        """A table's note as drawn in a column ``width`` design units wide: one line, or more
        in a small window."""
        return text.wrap(note, "sans", self.px(NOTE_PX), self.length(width))

    @property
    def notes_gap(self) -> int:
        """Design units from the seed's heading to the table's notes': below the seed's note,
        two lines that a small window draws taller."""
        return max(NOTES_GAP, round(46 + 58 + 2 * self.line_units("sans", self.px(14), 18) + 8))

    def asks_count(self) -> bool:
        return len(self.spec.seat_counts) > 1

    def option_width(self, opt: OptionSpec, least: int) -> int:
        labels = [opt.label_of(v) for v in opt.values()]
        return max([least, *(self._button_width(s, 28) for s in labels)])

    def _button_width(self, label: str, margin: int) -> int:
        """A choice button's width for ``label`` (design units): ``margin`` beside the words,
        at least 16 pixels in a small window, where the words keep a least size."""
        return text.size(label, "serif-bold", self.button_font)[0] + max(margin, round(16 / self.scale))

    def line_units(self, kind: str, px: int, design: float) -> float:
        """Design units from a line of ``kind`` at ``px`` window pixels to the next: the
        design's ``design``, or more in a small window, where words keep a readable size."""
        return max(design, text.font(kind, px).get_linesize() / self.scale)

    @property
    def desc_line(self) -> float:
        return self.line_units("sans", self.px(DESC_PX), DESC_LINE)

    def desc_lines_for(self, width: int) -> int:
        """Lines the longest bot description needs in ``width`` design units, as it is drawn
        (with a margin for rounding): at most two, four in a small window."""
        room = self.length(width * 0.93)
        px = self.px(DESC_PX)
        need = max((len(text.wrap(d, "sans", px, room)) for _, _, d in self.choices), default=1)
        return min(4 if px > self.length(DESC_PX) else 2, max(1, need))

    def _wide(self, n: int) -> Layout:
        """Two columns: players and seed on the left, options on the right."""
        names = [self.seat_name(i) for i in range(max(self.spec.seat_counts))]
        beside = 92 + (26 if self.spec.seat_choice else 0)  # the badge, a gap (and the badge's arrow)
        name_w = min(NAME_W, max(160, *(text.size(s, "serif-bold", 26)[0] + beside for s in names)))
        natural = [self._button_width(label, 24) for label, _, _ in self.choices]
        choices, gaps = len(natural), 8 * (len(natural) - 1)
        left_need = name_w + choices * max(100, *natural) + gaps
        label_w = max([120, *(text.size(o.label, "serif-bold", 24)[0] + 24 for o in self.menu_options)])
        widths = {o.name: self.option_width(o, 110) for o in self.menu_options}
        groups = [len(o.values()) * (widths[o.name] + BUTTON_GAP) - BUTTON_GAP for o in self.menu_options]
        right_need = label_w + max(groups, default=300)
        inner = WIDE_W - 2 * WIDE_MARGIN - WIDE_GAP
        slack = inner - left_need - right_need
        # a small window (fonts keep a least size): each seat button as wide as its own words,
        # and the options' buttons on more lines if need be
        tight = max(name_w + sum(natural) + gaps, inner - right_need)
        left_w = left_need + slack // 2 if slack >= 0 else tight
        # a small window's larger words: the players' column takes from the options' as much
        # of the slack as brings the bots' descriptions down to two lines, if it can
        while slack > 0 and left_w < inner - right_need and self.desc_lines_for(left_w - name_w) > 2:
            left_w = min(inner - right_need, left_w + 20)
        right_w = inner - left_w
        counts = self.asks_count()
        seats_y = TOP + 50 + (70 if counts else 0)
        desc_lines = self.desc_lines_for(left_w - name_w)
        seat_h = 56 if desc_lines == 1 else 50  # two lines of description: lower buttons
        seat_row = round(seat_h + 6 + self.desc_line * desc_lines + (12 if desc_lines == 1 else 8))

        shared_lines, shared_h = 0, 0

        def left_end(seats: int) -> int:
            end = seats_y + seat_row * seats + shared_h + 20 + 46 + 52 + 12 + 24
            return end + self.notes_h(seats, left_w)

        if max(left_end(k) for k in self.spec.seat_counts) + BOTTOM + 24 > MAX_H:
            # many seats (the Lieutenants' seven): no description lines under the seats' buttons
            # (each button's tooltip still has it), and lower buttons
            small = self.px(DESC_PX) > self.length(DESC_PX)
            shared_lines = self.desc_lines_for(left_w - name_w) if small else 0
            desc_lines, seat_h, seat_row = 0, COMPACT_SEAT_H, COMPACT_SEAT_H + 8
            # a small window, whose words are larger: under the seats, the description of
            # the bot last chosen, where there is room for it
            shared_h = round(shared_lines * self.desc_line + 10)
            if max(left_end(k) for k in self.spec.seat_counts) + BOTTOM + 24 > MAX_H:
                shared_lines, shared_h = 0, 0

        def fitted(opt: OptionSpec) -> tuple[tuple[int, ...], int]:
            """The option's button widths and how many go on a line (0: all on one): alike if
            they fit on one line, else as the room on one line allows if their words fit there
            (:func:`button_widths`), else alike on as few even lines as fit."""
            room, labels = right_w - label_w, [opt.label_of(v) for v in opt.values()]
            alike = (widths[opt.name],) * len(labels)
            own = [self._button_width(s, 28) for s in labels]
            for row in (alike, button_widths(own, 0, room, BUTTON_GAP)):
                if sum(row) + BUTTON_GAP * (len(row) - 1) <= room:
                    return row, 0
            lines = -(-len(labels) // max(1, (room + BUTTON_GAP) // (widths[opt.name] + BUTTON_GAP)))
            return alike, -(-len(labels) // lines)

        fits = {o.name: fitted(o) for o in self.menu_options}

        # the help is wrapped in window pixels, as it is drawn (a small window's font is larger
        # than the design's, for it keeps a least size)
        px, width = self.px(HELP_PX), self.length(right_w)
        help_line = self.line_units("sans", px, HELP_LINE)

        def rows(seats: int, lines: int) -> tuple[list[OptionRow], int]:
            y = TOP + 54
            out = []
            for opt in self.shown_options(seats):
                wrapped = text.wrap(opt.help, "sans", px, width) if opt.help else []
                shown = min(lines, len(wrapped))
                row = OptionRow(opt, y, fits[opt.name][0], shown, fits[opt.name][1])
                out.append(row)
                y += row.buttons_h(OPTION_H) + (8 + round(shown * help_line) if shown else 0) + 22
            if not out:
                y += 40
            return out, y

        tallest = max(left_end(k) for k in self.spec.seat_counts)

        def plan(seats: int) -> tuple[int, int, int]:
            """The lines of help under each option at this count, as many as the panel has
            room for (more than three only in a small window, whose words are larger), the
            lines of the one help shown under all options instead where a small window cuts
            one short (the option last set), and where the options end."""
            for lines in (6, 5, 4, 3, 2, 1, 0):
                bottom = rows(seats, lines)[1]
                if max(tallest, bottom) + BOTTOM + 24 <= MAX_H or lines == 0:
                    break
            shown = [o.help for o in self.shown_options(seats) if o.help]
            need = max((len(text.wrap(words, "sans", px, width)) for words in shown), default=0)
            if need > lines and px > self.length(HELP_PX):
                bottom = rows(seats, 0)[1] + round(need * help_line) + 8
                if max(tallest, bottom) + BOTTOM + 24 <= MAX_H:
                    return 0, need, bottom
            return lines, 0, bottom

        lines, shared_help, _ = plan(n)
        shown_rows, options_end = rows(n, lines)
        h = min(MAX_H, max(tallest, *(plan(k)[2] for k in self.spec.seat_counts)) + BOTTOM + 24)
        return Layout(
            wide=True,
            w=WIDE_W,
            h=h,
            left=WIDE_MARGIN,
            left_w=left_w,
            name_w=name_w,
            seat_widths=button_widths(natural, 100, left_w - name_w),
            count_y=TOP + 54 if counts else None,
            seats_y=seats_y,
            right=WIDE_MARGIN + left_w + WIDE_GAP,
            right_w=right_w,
            label_w=label_w,
            options_y=TOP,
            rows=shown_rows,
            seed_x=WIDE_MARGIN,
            seed_y=seats_y + seat_row * n + shared_h + 20,
            seat_row=seat_row,
            seat_h=seat_h,
            desc_lines=desc_lines,
            shared_lines=shared_lines,
            shared_help=shared_help,
            help_y=options_end,
        )

    def seat_name(self, seat: int) -> str:
        """The name seat ``seat`` goes by at this table (a colour, a band, an outlaw)."""
        return self.spec.seat_name(seat, len(self.seats), self.options)

    def seat_style(self, seat: int) -> P.SeatStyle:
        """The seat's colour and emblem as its table will draw them (Settlers' solo Sheriff,
        the Lieutenants' colours)."""
        from sherwood.ui.games import table_class

        table = table_class(self.game_id)
        if table is None:
            return P.seat_style(seat)
        return table.setup_seat_style(seat, len(self.seats), self.options)

    # --- widgets -------------------------------------------------------------------------

    def build(self) -> None:
        lay = self.layout()
        old_seed = self.seed_entry.get_text() if self.seed_entry is not None else None
        self.seat_buttons, self.option_buttons, self.count_buttons = [], {}, {}
        self.seat_badges = []
        x0 = lay.left + lay.name_w
        if lay.count_y is not None:
            for i, n in enumerate(self.spec.seat_counts):
                self.count_buttons[n] = self.button(
                    self.at(x0 + i * 84, lay.count_y, 74, 48),
                    str(n),
                    partial(self.set_count, n),
                    object_id=self.choice_class,
                    tooltip=f"{n} player{'s' if n > 1 else ''}",
                )
        for seat in range(len(self.seats)):
            y = lay.seats_y + seat * lay.seat_row
            group = {}
            x = x0
            for (label, value, desc), width in zip(self.choices, lay.seat_widths, strict=True):
                group[value] = self.button(
                    self.at(x, y, width, lay.seat_h),
                    label,
                    partial(self.set_seat, seat, value),
                    object_id=self.choice_class,
                    tooltip=desc,
                )
                x += width + 8
            self.seat_buttons.append(group)
            if self.spec.seat_choice is not None:
                badge = SeatBadge(self, seat, self.at(lay.left, y, lay.name_w - 12, lay.seat_h),
                                  look(self.app.theme, "@choice", self.size))
                self.seat_badges.append(badge)
                self.plain.add(badge, partial(self.change_seat, seat))
        for row in lay.rows:
            group = {}
            bx = lay.right + lay.label_w
            for i, value in enumerate(row.opt.values()):
                dx, line = row.place(i)
                y = row.y + line * (OPTION_H + LINE_GAP)
                group[value] = self.button(
                    self.at(bx + dx, y, row.widths[i], OPTION_H if lay.wide else 52),
                    row.opt.label_of(value),
                    partial(self.set_option, row.opt.name, value),
                    object_id=self.choice_class,
                    tooltip=row.opt.help or None,
                )
            self.option_buttons[row.opt.name] = group
        sx = lay.seed_x + lay.name_w
        if old_seed is not None:
            initial = old_seed
        else:
            initial = "" if self.seed is None else str(self.seed)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            self.at(sx, lay.seed_y + 46, SEED_W, 52),
            manager=self.ui,
            initial_text=initial,
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(9)
        margin = 50 if lay.wide else 70
        self.back_button = self.button(
            self.at(margin, lay.h - 96, 250, 62), "Back", self.back, object_id="@menu"
        )
        self.start_button = self.button(
            self.at(lay.w - margin - 250, lay.h - 96, 250, 62), "Start game", self.start, object_id="@action"
        )
        self._mark()

    def widgets(self) -> list:
        """Every widget on the panel (tests check that none overlaps another)."""
        out = [*self.count_buttons.values(), *self.seat_badges]
        for group in self.seat_buttons:
            out.extend(group.values())
        for group in self.option_buttons.values():
            out.extend(group.values())
        return [*out, self.seed_entry, self.back_button, self.start_button]

    def _mark(self) -> None:
        for seat, group in enumerate(self.seat_buttons):
            for value, btn in group.items():
                btn.select() if value == self.seats[seat] else btn.unselect()
        for name, group in self.option_buttons.items():
            for value, btn in group.items():
                btn.select() if value == self.options[name] else btn.unselect()
        for n, btn in self.count_buttons.items():
            btn.select() if n == len(self.seats) else btn.unselect()

    # --- changes -------------------------------------------------------------------------

    def set_seat(self, seat: int, value: str) -> None:
        self.seats[seat] = value
        self.described = seat  # its bot's description is the one shown under the seats
        self._mark()

    def seat_ids(self) -> tuple[str, ...]:
        """Who each seat is where the seats choose (``GameSpec.seat_choice``: the colours)."""
        choice = self.spec.seat_choice
        assert choice is not None
        value = self.options.get(choice.option)
        return tuple(choice.ids[choice.index(s, len(self.seats), value)] for s in range(len(self.seats)))

    def change_seat(self, seat: int) -> None:
        """``seat`` becomes the next one nobody is (the next free colour); the badges say it."""
        choice = self.spec.seat_choice
        assert choice is not None
        self.options[choice.option] = list(choice.cycled(self.seat_ids(), seat))
        for badge in self.seat_badges:
            badge.tool_tip_text = badge_tip(self, badge.seat)
            badge.tool_tip = None

    def set_option(self, name: str, value: Any) -> None:
        self.options[name] = value
        self.explained = name  # its help is the one a small window shows under the options
        self._mark()

    def set_count(self, n: int) -> None:
        """``n`` players: seats added or dropped at the end, the options for ``n`` shown."""
        extra = bot_for_level(self.game_id, self.app.settings.bot_level)
        choice = self.spec.seat_choice
        if choice is not None and self.options.get(choice.option) is not None:
            self.options[choice.option] = list(choice.resized(self.seat_ids(), n))  # the first keep theirs
        self.seats = (self.seats + [extra] * n)[:n]
        for option in self.spec.options:  # e.g. one seat plays the solo variant
            if option.seat_defaults and not option.in_menus:
                self.options[option.name] = option.default_for(n)
        self.resize(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        self._layouts.clear()
        super().resize(size)

    def read_seed(self) -> int:
        """The typed seed, or a fresh secret one for an empty entry (never written into it)."""
        raw = self.seed_entry.get_text().strip() if self.seed_entry is not None else ""
        return int(raw) if raw else secrets.randbelow(MAX_SEED)

    def back(self) -> None:
        self.app.scenes.pop(self)

    def start(self) -> None:
        from sherwood.ui.scenes.menu import MenuScene
        from sherwood.ui.scenes.play import PlayScene

        try:
            self.seed = self.read_seed()
            match = Match.start(self.game_id, self.seats, self.seed, self.options)
        except (BadOptions, ValueError) as exc:
            self.error = str(exc)
            return
        self.app.scenes.reset(MenuScene(self.app), PlayScene(self.app, match))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key == pygame.K_RETURN and (self.seed_entry is None or not self.seed_entry.is_focused):
                self.start()
                return True
        return False

    # --- drawing ---------------------------------------------------------------------------

    def draw_scene(self, surface: pygame.Surface) -> None:
        from sherwood.ui.scenes.menu import title_art

        surface.blit(title_art(surface.get_size()), (0, 0))
        draw.dim(surface, 70)
        lay = self.layout()
        p = self.panel
        draw.panel(surface, p, self.length(18))
        L = self.length
        title = pygame.Rect(0, 0, p.w - L(140), 0).move_to(midtop=(p.centerx, p.y + L(30)))
        text.line(surface, self.spec.title, "serif-bold", L(52), P.INK, title, "midtop", minimum=8)
        text.blit(
            surface,
            self.spec.tagline,
            "serif-italic",
            L(23),
            P.INK_SOFT,
            (p.centerx, p.y + L(94)),
            anchor="midtop",
        )
        draw_players(self, surface, lay)
        draw_options(self, surface, lay)
        draw_seed(self, surface, lay)
        draw_table_notes(self, surface, lay)
        draw_notes(self, surface, lay)

    def draw_over(self, surface: pygame.Surface) -> None:
        """An empty seed entry says what it means, in soft ink (pygame_gui would draw a
        placeholder in the colour of typed text)."""
        entry = self.seed_entry
        if entry is not None and not entry.get_text() and not entry.is_focused:
            r, L = pygame.Rect(entry.rect), self.length
            room = pygame.Rect(r.x + L(14), r.y, r.w - L(24), r.h)
            text.line(surface, "secret", "serif-italic", L(24), P.INK_SOFT, room, "midleft", minimum=8)
