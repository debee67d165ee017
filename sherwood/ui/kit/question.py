"""The question box: the choices of a decision that are not a spot on the board or a card in
the hand (which resource to pay, how many dice, take the Fool or let him pass), drawn over
the board in the asked seat's colour.

A table makes one :class:`QuestionBox` (a subclass saying what its game shows) and asks it,
with the options of its :class:`~sherwood.ui.kit.chooser.Chooser` shown ``"dialog"``, for
click targets (:meth:`QuestionBox.targets`) and a picture (:meth:`QuestionBox.draw`). The box
sits in the middle of its area when nothing in particular is asked about, else in the half
of the area away from what the question is about (:meth:`QuestionBox.focus`: the glowing
spots, the place concerned), so that both can be seen. "Look at the board" folds it to a
tab at the foot of the area, and the tab brings it back; a new decision unfolds it.

Under the title and the sentence a game may show a row of pictures (:meth:`QuestionBox.images`:
the dice just rolled, the loot so far, the card asked about). Each option is a tile: a
plain button with an optional icon and its label, unless the game draws it itself
(:meth:`QuestionBox.draw_option`: a hero card to choose, figures to free).

Every target of the box has a key ``("dialog", …)``: the host must not let a click that
ended an animation count on it, since the box is drawn only once things stand still
(:func:`is_question_target`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.kit.chooser import Option
from sherwood.ui.kit.targets import Target
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.kit.table import GameTable

BUTTON = (210, 58)  # a plain option tile, board units
PAD = 22
GAP = 14
TITLE_H = 104  # the title and two lines of the sentence
IMAGE_ROW = 64  # the row of pictures under the sentence, when there is one
IMAGE_PX = 48
MIN_W = 560
FOLD = ("dialog", "fold")
FOLD_WORDS = ("Look at the board", "See the board", "Fold")

MakeTarget = Callable[..., "Target"]
"""``make(option, box, key=..., glow=False)``: the table's target for an option (it gives the
command or narrows the choice, see :func:`sherwood.ui.kit.chooser.option_target`)."""


def is_question_target(target: Target) -> bool:
    """Whether ``target`` belongs to a question box (its key starts with "dialog")."""
    return isinstance(target.key, tuple) and target.key[:1] == ("dialog",)


class QuestionBox:
    """One game's question box; override the hooks below, the kit does the rest."""

    def __init__(self, table: GameTable):
        self.table = table
        self.folded = False  # the player folded the box away to look at the board

    # --- what a game says (override) ---------------------------------------------------------

    def area(self) -> Box:
        """Where the box may sit (board units): the board, the table's mat."""
        raise NotImplementedError

    def words(self) -> tuple[str, str]:
        """(title, sentence) of the question asked now."""
        raise NotImplementedError

    def seat(self) -> int:
        """The seat asked: the box wears its colour."""
        raise NotImplementedError

    def focus(self, options: Sequence[Option]) -> float | None:
        """The height in the area of what the question is about, so the box can sit in the
        other half; None: nothing in particular (the box sits in the middle)."""
        return None

    def tile(self, option: Option) -> tuple[float, float]:
        """An option's tile size, board units."""
        return BUTTON

    def images(self, px: int) -> list[pygame.Surface]:
        """Pictures ``px`` high shown in a row under the sentence (none by default)."""
        return []

    def icon(self, option: Option, px: int, rect: pygame.Rect) -> pygame.Surface | None:
        """A picture at most ``px`` high left of the label of a plain option drawn in ``rect``
        (none by default)."""
        return None

    def draw_option(
        self, surface: pygame.Surface, option: Option, rect: pygame.Rect, over: bool, t: float
    ) -> bool:
        """Draw ``option`` in ``rect`` the game's own way and return True, or return False for
        the kit's plain button. ``over``: the pointer is on it."""
        return False

    # --- layout ---------------------------------------------------------------------------------

    def _sentence(self, width: float) -> text.Wrapped:
        """The sentence in a box ``width`` board units wide. Two lines fit under the title; a
        longer sentence gets smaller words, then more lines (the box grows for them, see
        :meth:`_title_h`)."""
        T = self.table.T
        room, floor = T.length(width - 2 * PAD), max(7, T.px(15))
        return text.fit_paragraph(
            self.words()[1], "serif", T.px(19), room, max_lines=2, minimum=floor, leading=1.15, cut=False
        )

    def _title_h(self, width: float) -> float:
        """The height of the title and the sentence (board units)."""
        sentence = self._sentence(width)
        return TITLE_H + max(0, len(sentence.lines) - 2) * sentence.line_h / self.table.T.scale

    def layout(self, options: Sequence[Option]) -> tuple[Box, list[tuple[Option, Box]], Box]:
        """The box, each option's box, and the fold button's box (board units). The options
        are laid in rows as wide as the area allows, each row centred."""
        bx, by, bw, bh = self.area()
        max_w = bw - 120
        sizes = [self._sized(o, max_w - 2 * PAD) for o in options]
        rows: list[list[int]] = [[]]
        width = 0.0
        for i, (w, _) in enumerate(sizes):
            if rows[-1] and width + GAP + w > max_w - 2 * PAD:
                rows.append([])
                width = 0.0
            width += (GAP if rows[-1] else 0) + w
            rows[-1].append(i)
        row_w = [sum(sizes[i][0] for i in r) + GAP * (len(r) - 1) for r in rows]
        row_h = [max(sizes[i][1] for i in r) for r in rows]
        images_h = IMAGE_ROW if self.images(IMAGE_PX) else 0
        w = max(MIN_W, max(row_w) + 2 * PAD)
        title_h = self._title_h(w)
        h = title_h + images_h + sum(row_h) + GAP * (len(rows) - 1) + PAD
        x = bx + (bw - w) / 2
        focus = self.focus(options)
        if focus is None:
            y = by + (bh - h) / 2
        elif focus > by + bh / 2:  # what the question is about is low in the area: ask up top
            y = by + 12
        else:
            y = by + bh - h - 12
        boxes: list[tuple[Option, Box]] = []
        top = y + title_h + images_h
        for r, rw, rh in zip(rows, row_w, row_h, strict=True):
            left = x + (w - rw) / 2
            for i in r:
                ow, oh = sizes[i]
                boxes.append((options[i], (left, top + (rh - oh) / 2, ow, oh)))
                left += ow + GAP
            top += rh + GAP
        fold = (x + w - 150, y + 10, 138, 32)
        return (x, y, w, h), boxes, fold

    def _sized(self, option: Option, widest: float) -> tuple[float, float]:
        """An option's tile: the game's; a plain tile in a small window (where three lines of
        smaller words would be drawn no smaller than two) as wide as its label needs to be read
        on two lines, up to ``widest`` board units."""
        w, h = self.tile(option)
        T = self.table.T
        if (w, h) != BUTTON or T.px(14) <= T.length(14):  # a game's tile; a window large enough
            return w, h
        px = T.px(17)
        room = T.length(w - 18 - (h - 18 + 8))  # the label's room beside an icon
        for extra in range(0, round(widest - w) + 1, 10):
            laid = text.fit_paragraph(
                option.label, "sans-bold", px, room + T.length(extra), max_lines=2, leading=1.15, cut=False,
                overflow="words",
            )
            if laid.fits:
                return w + extra, h
        return w, h

    def tab_box(self) -> Box:
        """The folded box: a tab at the foot of the area."""
        bx, by, bw, bh = self.area()
        return (bx + bw / 2 - 130, by + bh - 46, 260, 40)

    # --- clicks ---------------------------------------------------------------------------------

    def targets(self, options: Sequence[Option], make: MakeTarget) -> list[Target]:
        """The box's targets: the fold button (or the tab) and one per option, keyed
        ``("dialog", option.key)``; none without options."""

        if not options:
            return []
        if self.folded:
            return [
                Target(self.tab_box(), "Show the question again", action=self.unfold, glow=False, key=FOLD)
            ]
        _, boxes, fold = self.layout(options)
        out = [
            Target(
                fold, "Fold the question away to look at the board", action=self.fold, glow=False, key=FOLD
            )
        ]
        for option, box in boxes:
            out.append(make(option, box, key=("dialog", option.key), glow=False))
        return out

    def covers(self, point: tuple[int, int], options: Sequence[Option]) -> bool:
        """Whether the box (or its tab) drawn with ``options`` lies at the pixel ``point``
        (a card zoom must not open under it)."""
        if not options:
            return False
        box = self.tab_box() if self.folded else self.layout(options)[0]
        return self.table.T.rect(box).collidepoint(point)

    def fold(self) -> None:
        self.folded = True

    def unfold(self) -> None:
        self.folded = False

    # --- drawing -------------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, options: Sequence[Option], mouse: tuple[int, int], t: float
    ) -> None:
        """The box with ``options`` (or its tab, folded); nothing without options."""
        if not options:
            return
        T = self.table.T
        st = self.table.seat_style(self.seat())
        if self.folded:
            r = T.rect(self.tab_box())
            draw.panel(surface, r, T.length(10))
            pygame.draw.rect(surface, st.colour, r, width=max(2, T.length(3)), border_radius=T.length(10))
            text.blit(surface, "Show the question", "sans-bold", T.px(17), P.INK, r.center, anchor="center")
            return
        box, boxes, fold = self.layout(options)
        r = T.rect(box)
        draw.blit_shadow(surface, r, T.length(14), 1.6)
        draw.panel(surface, r, T.length(14))
        pygame.draw.rect(surface, st.colour, r, width=max(2, T.length(4)), border_radius=T.length(14))
        radius = T.length(14)
        pygame.draw.rect(
            surface,
            st.colour,
            (r.x, r.y, r.w, T.length(8)),
            border_top_left_radius=radius,
            border_top_right_radius=radius,
        )
        title = self.words()[0]
        tx = r.x + T.length(PAD)
        tw = r.w - T.length(2 * PAD + 150)
        top = pygame.Rect(tx, r.y + T.length(16), tw, 0)
        text.line(surface, title, "serif-bold", T.px(28), P.INK, top, minimum=T.px(15))
        self._sentence(box[2]).draw(surface, P.INK_SOFT, (tx, r.y + T.length(52), 0, 0))
        title_h = self._title_h(box[2])
        self._draw_fold(surface, T.rect(fold))
        images = self.images(T.length(IMAGE_PX))
        step = T.length(IMAGE_PX) + T.length(8)
        left = r.centerx - (len(images) * step) // 2
        for i, img in enumerate(images):
            surface.blit(img, (left + i * step, r.y + T.length(title_h)))
        for option, obox in boxes:
            orect = T.rect(obox)
            over = orect.collidepoint(mouse)
            if not self.draw_option(surface, option, orect, over, t):
                self.draw_button(surface, option, orect, over)

    def _draw_fold(self, surface: pygame.Surface, fr: pygame.Rect) -> None:
        T = self.table.T
        pygame.draw.rect(surface, P.PARCHMENT_EDGE, fr, width=1, border_radius=T.length(8))
        room = fr.w - T.length(8)
        fold_px = text.fit(FOLD_WORDS[0], "sans", T.px(14), room, minimum=max(7, T.px(11)))
        words = next((w for w in FOLD_WORDS if text.size(w, "sans", fold_px)[0] <= room), "")
        text.blit(surface, words, "sans", fold_px, P.INK_SOFT, fr.center, anchor="center")

    def button_frame(self, surface: pygame.Surface, r: pygame.Rect, over: bool) -> None:
        """A plain option's parchment, brighter under the pointer (for a game's own tiles too)."""
        T = self.table.T
        fill = P.mix(P.PARCHMENT_LIGHT, P.GOLD, 0.35 if over else 0.12)
        draw.blit_shadow(surface, r, T.length(8), 1.0)
        pygame.draw.rect(surface, fill, r, border_radius=T.length(10))
        pygame.draw.rect(surface, P.BRASS, r, width=max(1, T.length(2)), border_radius=T.length(10))

    def draw_button(
        self, surface: pygame.Surface, option: Option, r: pygame.Rect, over: bool, label: str | None = None
    ) -> None:
        """The kit's plain option: a parchment button, its icon, its label on up to three lines."""
        T = self.table.T
        self.button_frame(surface, r, over)
        x = r.x + T.length(10)
        icon = self.icon(option, r.h - T.length(18), r)
        if icon is not None:
            surface.blit(icon, (x, r.centery - icon.get_height() // 2))
            x += icon.get_width() + T.length(8)
        words = option.label if label is None else label
        width = r.right - T.length(8) - x
        lines = text.fit_paragraph(words, "sans-bold", T.px(17), width, max_lines=2, leading=1.15, cut=False)
        if not lines.fits:  # three lines of smaller words, the last cut if need be
            lines = text.fit_paragraph(words, "sans-bold", T.px(14), width, max_lines=3, leading=1.15)
        lines.draw(surface, P.INK, (x, r.centery, width, 0), "midleft")
