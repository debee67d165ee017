"""What the new-game setup draws on its panel, in the places :mod:`.setup_layout` gives:
the players with their badges, names and bots' descriptions, the options with their labels
and help, the seed, the table's notes and the hot-seat or bots-only note (the widgets are
:class:`~sherwood.ui.scenes.setup.SetupScene`'s).

Where the seats choose who they are (``GameSpec.seat_choice``: the Lieutenants' colours), a
seat's badge and name are a button of their own, :class:`SeatBadge`: a small arrow after the
name says it can be changed, the pointer over it lights it and its tooltip says how, and a
click gives the seat the next colour nobody plays."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.ui.bots import is_human
from sherwood.ui.render import icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.setup_layout import (
    DESC_PX,
    HELP_LINE,
    HELP_PX,
    NAME_W,
    NOTE_PX,
    OPTION_H,
    SEED_NOTE,
    SEED_NOTE_SHORT,
    SEED_W,
    TOP,
    WIDE_MARGIN,
    Layout,
    OptionRow,
)
from sherwood.ui.widgets.plain_button import Look, PlainButton

if TYPE_CHECKING:
    from sherwood.ui.scenes.setup import SetupScene


def draw_players(scene: SetupScene, surface: pygame.Surface, lay: Layout) -> None:
    """The players' heading, then each seat's badge, name and bot's description."""
    L = scene.length
    p = scene.panel
    left = p.x + L(lay.left)
    _heading(scene, surface, "Players", lay.left, TOP, lay.left_w)
    if lay.count_y is not None:
        text.blit(surface, "How many", "serif", L(24), P.INK, (left, p.y + L(lay.count_y + 8)))
    descriptions = {value: desc for _, value, desc in scene.choices}
    x0 = left + L(lay.name_w)
    for seat in range(len(scene.seats)):
        y = p.y + L(lay.seats_y + seat * lay.seat_row)
        if not scene.seat_badges:  # else the seat's badge is a button, drawn with the widgets
            draw_badge(scene, surface, seat, pygame.Rect(left, y, L(lay.name_w), L(lay.seat_h)))
        if not lay.desc_lines:
            continue
        # as many lines as the layout gave the longest description (the last one cut if need be)
        line_h = L(scene.desc_line)
        width, height = L(lay.left_w - lay.name_w), lay.desc_lines * line_h
        desc = pygame.Rect(x0, y + L(lay.seat_h + 6), width, height)
        words = descriptions.get(scene.seats[seat], "")
        text.paragraph(surface, words, "sans", scene.px(DESC_PX), P.INK_SOFT, desc, line_h=line_h)
    if lay.shared_lines and scene.seats:  # a small window: the bot last chosen, under all seats
        seat = min(scene.described, len(scene.seats) - 1)
        line_h = L(scene.desc_line)
        top = p.y + L(lay.seats_y + len(scene.seats) * lay.seat_row)
        desc = pygame.Rect(x0, top, L(lay.left_w - lay.name_w), lay.shared_lines * line_h)
        words = descriptions.get(scene.seats[seat], "")
        text.paragraph(surface, words, "sans", scene.px(DESC_PX), P.INK_SOFT, desc, line_h=line_h)


def draw_badge(scene: SetupScene, surface: pygame.Surface, seat: int, row: pygame.Rect,
               arrow: bool = False) -> None:
    """The seat's badge and name at the left of ``row`` (the row of its buttons, from the
    players' column's left edge); ``arrow``: a small arrow after the name says that a click
    changes it (and the name makes room for it)."""
    L = scene.length
    style = scene.seat_style(seat)
    b = L(50)
    surface.blit(icons.badge(style.symbol, b, style.colour), (row.x, row.centery - b // 2))
    name = pygame.Rect(row.x + b + L(14), row.centery, L(scene.layout().name_w - 80), 0)
    if arrow:
        name.w = row.right - name.x - L(26)
    drawn = text.line(surface, scene.seat_name(seat), "serif-bold", L(26), P.INK, name, "midleft", minimum=8)
    if arrow:  # two small triangles, up and down, as a value that steps through its choices
        x, y, r = drawn.right + L(13), row.centery, max(3, L(6))
        up = [(x - r, y - L(3)), (x + r, y - L(3)), (x, y - L(3) - r)]
        pygame.draw.polygon(surface, P.INK_SOFT, up)
        pygame.draw.polygon(surface, P.INK_SOFT, [(px, 2 * y - py) for px, py in up])


class SeatBadge(PlainButton):
    """A seat's badge and name as a button that changes who the seat is (its colour): drawn
    as :func:`draw_badge` draws it, with an arrow, lit under the pointer."""

    def __init__(self, scene: SetupScene, seat: int, rect: pygame.Rect, look: Look):
        super().__init__(rect, "", look, tooltip=badge_tip(scene, seat))
        self.scene, self.seat = scene, seat

    def draw(self, surface: pygame.Surface) -> None:
        r, L = self.rect, self.scene.length
        if self.hovered:
            lit = r.inflate(L(8), L(4))
            pygame.draw.rect(surface, P.PARCHMENT_EDGE if self.held else P.PARCHMENT_LIGHT, lit,
                             border_radius=L(12))
            pygame.draw.rect(surface, P.GOLD_DEEP, lit, max(1, L(2)), border_radius=L(12))
        draw_badge(self.scene, surface, self.seat, r, arrow=True)


def badge_tip(scene: SetupScene, seat: int) -> str:
    """What the pointer tells over a seat's badge that can be changed."""
    what = scene.spec.seat_choice.what if scene.spec.seat_choice else "colour"
    return f"{scene.seat_name(seat)}: click for another {what}, the next one no other seat has"


def draw_options(scene: SetupScene, surface: pygame.Surface, lay: Layout) -> None:
    """The options' heading, then each option's label and help (or that there are none)."""
    L = scene.length
    p = scene.panel
    x = p.x + L(lay.right)
    _heading(scene, surface, "Options", lay.right, lay.options_y, lay.right_w)
    if not lay.rows:
        note = "This game has no options."
        text.blit(surface, note, "serif-italic", L(22), P.INK_SOFT, (x, p.y + L(lay.options_y + 50)))
    for row in lay.rows:
        y = p.y + L(row.y)
        if lay.wide:
            label = pygame.Rect(x, y + L(OPTION_H / 2), L(lay.label_w - 16), 0)
            text.line(surface, row.opt.label, "serif-bold", L(24), P.INK, label, "midleft", minimum=8)
            below = y + L(row.buttons_h(OPTION_H) + 8)
            px = scene.px(HELP_PX)
            _help(surface, row, x, below, L(lay.right_w), px, L(scene.line_units("sans", px, HELP_LINE)))
        else:
            text.blit(surface, row.opt.label, "serif-bold", L(24), P.INK, (x, y))
            px = scene.px(14)
            _help(surface, row, x, y + L(32), L(NAME_W - 20), px, L(scene.line_units("sans", px, 18)))
    draw_shared_help(scene, surface, lay)


def draw_shared_help(scene: SetupScene, surface: pygame.Surface, lay: Layout) -> None:
    """A small window's one help under the options: the option last set's (the first's
    until then), where each option has no room for its own."""
    if not lay.shared_help or not lay.rows:
        return
    L, p = scene.length, scene.panel
    row = next((r for r in lay.rows if r.opt.name == scene.explained), lay.rows[0])
    px = scene.px(HELP_PX)
    line_h = L(scene.line_units("sans", px, HELP_LINE))
    box = pygame.Rect(p.x + L(lay.right), p.y + L(lay.help_y), L(lay.right_w), lay.shared_help * line_h)
    text.paragraph(surface, row.opt.help, "sans", px, P.INK_SOFT, box, line_h=line_h)


def _help(surface: pygame.Surface, row: OptionRow, x: int, y: int, width: int, px: int, line_h: int) -> None:
    """The option's help in at most ``row.help_lines`` lines (the last cut short if need be)."""
    if not row.opt.help or row.help_lines <= 0:
        return
    box = pygame.Rect(x, y, width, row.help_lines * line_h)
    text.paragraph(surface, row.opt.help, "sans", px, P.INK_SOFT, box, line_h=line_h)


def draw_seed(scene: SetupScene, surface: pygame.Surface, lay: Layout) -> None:
    """The shuffle's heading, the seed's label and what an empty seed means."""
    L = scene.length
    p = scene.panel
    x = p.x + L(lay.seed_x)
    y = p.y + L(lay.seed_y)
    _heading(scene, surface, "Shuffle", lay.seed_x, lay.seed_y, lay.left_w)
    text.blit(surface, "Fixed seed", "serif", L(24), P.INK, (x, y + L(56)))
    if lay.wide:  # under the entry, like a seat's description
        width = L(lay.left_w - lay.name_w)
        _note_lines(scene, surface, (SEED_NOTE_SHORT,), x + L(lay.name_w), y + L(46 + 58), width)
    else:
        width = L(lay.left_w - NAME_W - SEED_W - 20)
        at = (x + L(NAME_W + SEED_W + 20), y + L(52))
        _note_lines(scene, surface, (SEED_NOTE, SEED_NOTE_SHORT), *at, width)


def draw_table_notes(scene: SetupScene, surface: pygame.Surface, lay: Layout) -> None:
    """The table's notes under the seed: a heading, then one line each."""
    if lay.notes is None:
        return
    heading, lines = lay.notes
    L, p = scene.length, scene.panel
    top = lay.seed_y + scene.notes_gap
    _heading(scene, surface, heading, lay.seed_x, top, lay.left_w)
    y, line_h = p.y + L(top + 46), L(scene.note_line)
    for words in lines:
        for part in scene.note_lines(words, lay.left_w):  # one line, or more in a small window
            box = pygame.Rect(p.x + L(lay.seed_x), y, L(lay.left_w), line_h)
            text.blit(surface, part, "sans", scene.px(NOTE_PX), P.INK, box.midleft, "midleft")
            y += line_h


def _note_lines(
    scene: SetupScene, surface: pygame.Surface, notes: tuple[str, ...], x: int, y: int, width: int
) -> None:
    """A small note in at most two lines of ``width`` pixels: the first of ``notes`` (the
    longest first) that fits them, else the last, its second line cut if need be."""
    px = scene.px(14)
    line_h = scene.length(scene.line_units("sans", px, 18))
    box = pygame.Rect(x, y, width, 2 * line_h)
    note = next((n for n in notes if len(text.wrap(n, "sans", px, width)) <= 2), notes[-1])
    text.paragraph(surface, note, "sans", px, P.INK_SOFT, box, line_h=line_h)


def draw_notes(scene: SetupScene, surface: pygame.Surface, lay: Layout) -> None:
    """Hot-seat or bots-only, and the last error: above Back and Start, or between them."""
    L = scene.length
    p = scene.panel
    humans = sum(1 for s in scene.seats if is_human(s))
    if humans >= 2 and scene.spec.hidden_hands:
        note = "Hot-seat: a curtain hides each hand while you pass the screen."
    elif humans == 0:
        note = "Bots only: sit back and watch."
    else:
        note = ""
    if lay.wide:
        width = L(lay.w - 2 * WIDE_MARGIN - 2 * 250 - 40)
        mid = p.y + L(lay.h - 96 + 31)
        note_y, error_y = (mid - L(12), mid + L(14)) if scene.error else (mid, mid)
        anchor = "center"
    else:
        width = p.w - L(140)
        note_y, error_y = p.bottom - L(150), p.bottom - L(112)
        anchor = "midtop"
    if note:
        box = pygame.Rect(0, 0, width, 0).move_to(**{anchor: (p.centerx, note_y)})
        text.line(surface, note, "serif-italic", scene.px(20), P.INK_SOFT, box, anchor)
    if scene.error:
        box = pygame.Rect(0, 0, width, 0).move_to(**{anchor: (p.centerx, error_y)})
        text.line(surface, scene.error, "sans", scene.px(16), P.WAX, box, anchor)


def _heading(scene: SetupScene, surface: pygame.Surface, title: str, x: int, y: int, width: int) -> None:
    """A section heading with a rule to the column's right edge (design units)."""
    p = scene.panel
    left = p.x + scene.length(x)
    top = p.y + scene.length(y)
    text.blit(surface, title, "serif-bold", scene.length(30), P.FOREST, (left, top))
    tw = text.size(title, "serif-bold", scene.length(30))[0]
    mid = top + scene.length(22)
    right = p.x + scene.length(x + width)
    pygame.draw.line(surface, P.PARCHMENT_EDGE, (left + tw + scene.length(16), mid), (right, mid), 2)
