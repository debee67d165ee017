"""The game scene's two strips of words: the whose-turn banner and the caption pill, and
what the banner says (:func:`banner_words`).

Both fit their words to the room they have instead of cutting them: the name and the
phase shrink (and the phase drops its leading parts, "YOUR MOVE · MELEE · TURN 5" ->
"MELEE · TURN 5", before anything is cut); the instruction shrinks until all its lines fit
the banner's height; a caption takes one line, or two at a smaller size, inside the panel
the table says is free (``panel("caption")``). An ellipsis is only the last resort for
words that cannot fit at the smallest size.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.kit import layer
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import BoardTransform
from sherwood.ui.render.cache import surface_cache
from sherwood.ui.render.palette import SeatStyle

if TYPE_CHECKING:
    from sherwood.ui.scenes.play import PlayScene

NAME_GAP = 14  # board units between the name column and the divider
CAPTION_PAD = 18  # board units of pill on each side of the caption's words


def _line_h(kind: str, px: int) -> int:
    return max(text.font(kind, px).get_linesize(), round(px * 1.12))


def fit_lines(
    message: str, kind: str, sizes: list[int], width: int, height: int, max_lines: int = 99
) -> text.Wrapped | None:
    """``message`` wrapped at the first size of ``sizes`` (largest first, the pixel sizes of
    whole board units) whose lines are no wider than ``width`` and, stacked, no taller than
    ``height`` (and at most ``max_lines``); None if none is. :func:`text.fit_paragraph`, but
    at the board's sizes and trying them without cutting anything."""
    for px in sizes:
        lines = text.wrap(message, kind, px, width)
        tall = len(lines) * _line_h(kind, px)
        wide = max(text.size(line, kind, px)[0] for line in lines)
        if len(lines) <= max_lines and tall <= height and wide <= width:
            return text.Wrapped(tuple(lines), kind, px, _line_h(kind, px), True)
    return None


def cut_lines(
    message: str,
    kind: str,
    px: int,
    width: int,
    height: int | None,
    max_lines: int | None = None,
    overflow: text.Overflow = "ellipsis",
) -> text.Wrapped:
    """``message`` at ``px`` in as many lines as fit ``height`` and ``max_lines``, the last
    one cut with an ellipsis (or, ``overflow="words"``, the words that fit whole): the last
    resort when no size fits."""
    return text.fit_paragraph(
        message, kind, px, width, height, max_lines=max_lines, line_h=_line_h(kind, px), overflow=overflow
    )


def _sizes(T: BoardTransform, largest: float, smallest: float) -> list[int]:
    """Pixel sizes from board units ``largest`` down to ``smallest``, without repeats."""
    out: list[int] = []
    for units in range(round(largest), round(smallest) - 1, -1):
        px = T.px(units)
        if not out or px < out[-1]:
            out.append(px)
    return out


def phase_line(phase: str, kind: str, px_sizes: list[int], width: int) -> tuple[str, int]:
    """The phase line at the largest size it fits, dropping its leading parts (the tag,
    then the round) before anything is cut."""
    parts = phase.split(" · ")
    for start in range(len(parts)):
        candidate = " · ".join(parts[start:])
        for px in px_sizes:
            if text.size(candidate, kind, px)[0] <= width:
                return candidate, px
    return text.fit_line(parts[-1], kind, px_sizes[-1], width)  # the last part, cut


_KEPT: OrderedDict[tuple, tuple[pygame.Rect, pygame.Surface, dict[str, pygame.Rect]]] = OrderedDict()
"""The banners drawn lately (a turn's banner is the same frame after frame), kept as
pictures with their parts' places: a few, for the seats and phases that come back."""


def draw_banner(
    surface: pygame.Surface,
    T: BoardTransform,
    rect: pygame.Rect,
    style: SeatStyle | None,
    words: tuple[str, str, str],
    name_width: float,
    text_right: int,
) -> dict[str, pygame.Rect]:
    """The banner in ``rect``: the seat's badge, name and phase in the first
    ``name_width`` board units, a divider, then the instruction up to ``text_right``
    (pixels). Returns where each part went (``name``, ``phase``, ``divider``,
    ``instruction``) for tests.

    Drawn once on a transparent canvas and kept: the same pixels as drawn straight on the
    table (only its shadow lies over the table, the rest on its own opaque parchment),
    without laying out its words and blending its shadow and panel every frame."""
    if not layer.KEEP:  # tests watching every text drawn: straight onto the table
        return _paint(surface, T, rect, style, words, name_width, text_right)
    key = (tuple(rect), style, words, name_width, text_right, T.design, T.screen)
    kept = _KEPT.get(key)
    if kept is None:
        area = rect.union(draw.shadow_extent(rect, 0.6))
        canvas = pygame.Surface(area.size, pygame.SRCALPHA)
        inner = rect.move(-area.x, -area.y)
        placed = _paint(canvas, T, inner, style, words, name_width, text_right - area.x)
        placed = {name: r.move(area.x, area.y) for name, r in placed.items()}
        kept = (area, canvas, placed)
        _KEPT[key] = kept
        while len(_KEPT) > 8:
            _KEPT.popitem(last=False)
    else:
        _KEPT.move_to_end(key)
    area, canvas, placed = kept
    surface.blit(canvas, area.topleft)
    return {name: pygame.Rect(r) for name, r in placed.items()}


def _paint(
    surface: pygame.Surface,
    T: BoardTransform,
    rect: pygame.Rect,
    style: SeatStyle | None,
    words: tuple[str, str, str],
    name_width: float,
    text_right: int,
) -> dict[str, pygame.Rect]:
    who, phase, instruction = words
    radius = T.length(12)
    draw.panel(surface, rect, radius)
    pad = T.length(14)
    x = rect.x + pad
    if style is not None:
        strip = pygame.Rect(rect.x, rect.y, T.length(12), rect.h)
        pygame.draw.rect(
            surface, style.colour, strip, border_top_left_radius=radius, border_bottom_left_radius=radius
        )
        size = rect.h - 2 * T.length(10)
        badge = icons.badge(style.symbol, size, style.colour)
        surface.blit(badge, (x + T.length(6), rect.centery - size // 2))
        x += size + T.length(18)
    divider = rect.x + T.length(name_width + 2)
    name_w = divider - T.length(NAME_GAP) - x
    placed: dict[str, pygame.Rect] = {}

    line, phase_px = phase_line(phase, "sans-bold", _sizes(T, 13, 9), name_w)
    phase_h = text.size(line or " ", "sans-bold", phase_px)[1]
    top = rect.y + T.length(8)
    room = rect.bottom - T.length(5) - phase_h - top
    small = _sizes(T, 20, 11)
    names = (
        fit_lines(who, "serif-bold", _sizes(T, 27, 15), name_w, room, max_lines=1)
        # a long name ("Victory: Guy Fawkes' Blazing Bandits") takes two lines
        or fit_lines(who, "serif-bold", small, name_w, room, max_lines=2)
        # a small window: the words of it that fit whole ("Victory: Guy Fawkes'")
        or cut_lines(who, "serif-bold", small[-1], name_w, None, max_lines=1, overflow="words")
    )
    boxes = names.draw(surface, P.INK, (x, top, name_w, 0))
    placed["name"] = boxes[0].unionall(boxes[1:])
    phase_y = min(max(placed["name"].bottom, rect.y + T.length(50)), rect.bottom - T.length(5) - phase_h)
    colour = style.dark if style else P.INK_SOFT
    placed["phase"] = text.blit(surface, line, "sans-bold", phase_px, colour, (x + 1, phase_y))

    top, bottom = rect.y + T.length(12), rect.bottom - T.length(12)
    pygame.draw.line(surface, P.PARCHMENT_EDGE, (divider, top), (divider, bottom), 2)
    placed["divider"] = pygame.Rect(divider, top, 2, bottom - top)

    x = divider + T.length(10)
    width = text_right - x
    room = rect.h - 2 * T.length(5)
    sizes = _sizes(T, 21, 13)
    lines = fit_lines(instruction, "serif", sizes, width, room) or cut_lines(  # as many lines as it holds
        instruction, "serif", sizes[-1], width, room
    )
    boxes = lines.draw(surface, P.INK, (x, rect.centery, width, 0), "midleft")
    if boxes:
        placed["instruction"] = boxes[0].unionall(boxes[1:])
    return placed


def caption_lines(message: str, T: BoardTransform, area: pygame.Rect) -> text.Wrapped:
    """The caption's lines: one line at 17 board units (down to 15), else two lines no
    taller than the panel (down to 11 units), else the smallest size on as many lines as it
    takes (the pill then grows upwards out of the panel rather than cut the words: a tiny
    window)."""
    width = area.w - 2 * T.length(CAPTION_PAD)
    height = area.h - 2 * T.length(2)
    small = _sizes(T, 16, 11)
    return (
        fit_lines(message, "sans", _sizes(T, 17, 15), width, height, max_lines=1)
        or fit_lines(message, "sans", small, width, height, max_lines=2)
        or cut_lines(message, "sans", small[-1], width, None)
    )


def draw_caption(
    surface: pygame.Surface, T: BoardTransform, area: pygame.Rect, message: str, colour: P.Color, alpha: int
) -> pygame.Rect:
    """The caption pill centred on ``area``; returns the pill's rect."""
    lines = caption_lines(message, T, area)
    height = max(area.h, lines.height + 2 * T.length(2))
    pill = pygame.Rect(0, 0, lines.width + 2 * T.length(CAPTION_PAD), height)
    pill.center = area.center
    if pill.h > area.h:  # words too long for the panel grow it upwards, away from the hand and the melee
        pill.bottom = area.bottom
    radius = min(pill.h // 2, T.length(16))
    surface.blit(_pill(pill.size, radius, alpha), pill)
    lines.draw(surface, colour, pill, "center", alpha=alpha)
    return pill


@surface_cache(max_mb=4, maxsize=64)
def _pill(size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
    """The caption's see-through pill (it fades: one per alpha, kept while it fades)."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*P.PARCHMENT_LIGHT, alpha), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, (*P.BRASS, alpha), s.get_rect(), width=1, border_radius=radius)
    return s


def banner_words(play: PlayScene) -> tuple[str, str, str]:
    """The banner's (name line, phase line, instruction) for the table ``play`` hosts: whose
    turn and what to do, who won once the game is over."""
    seat = play.banner_seat()
    names = play.match.names
    phase = play.table.phase_title().upper()
    if play.match.is_over:
        outcome = play.match.outcome()
        if outcome is not None and outcome.subtitle:  # everybody lost, a solo target
            return outcome.heading, "GAME OVER", outcome.subtitle
        winners = play.match.winners()
        if len(winners) == 1:
            who = f"Victory: {names[winners[0]]}"
        else:
            who = "Shared victory" if winners else "A draw"
        return who, "GAME OVER", play.table.instruction()
    assert seat is not None
    who = names[seat]
    if play.is_bot(seat):
        tag = "BOT"
        instruction = (
            "The bot is thinking about its move…" if play.run_bots else "Waiting for the bot's move."
        )
        if play.anim.busy:
            instruction = play.table.instruction()
    else:
        tag = "YOUR MOVE" if play.my_turn else "PLAYER"
        if play.curtain_seat is not None or (play.screen is not None and play.screen.curtain is not None):
            instruction = f"Pass the device to {who}."
        else:
            instruction = play.table.instruction()
    return who, f"{tag} · {phase}" if phase else tag, instruction
