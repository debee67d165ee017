"""The text kit's helpers (:mod:`sherwood.ui.render.text`): one line into a box (fitted,
cut, placed by its anchor) and a paragraph into a box (wrapped, shrunk to the box, the last
line cut), each returning what it drew; and the measure-only twins a screen lays out with."""

from __future__ import annotations

import pygame
import pytest

from sherwood.ui.render import text

INK = (20, 10, 0)
PAPER = (250, 240, 220)
LONG = "The Sheriff of Nottingham rides out with his guards to the Major Oak"
ANCHORS = (
    "topleft",
    "midtop",
    "topright",
    "midleft",
    "center",
    "midright",
    "bottomleft",
    "midbottom",
    "bottomright",
)


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def sheet(w: int = 400, h: int = 200) -> pygame.Surface:
    s = pygame.Surface((w, h))
    s.fill(PAPER)
    return s


def inked(surface: pygame.Surface) -> pygame.Rect:
    """The bounding box of every pixel not left as paper."""
    mask = pygame.mask.from_threshold(surface, PAPER, (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


# --- one line -----------------------------------------------------------------------------------


def test_a_line_that_fits_is_drawn_whole_at_its_size_and_its_rect_is_returned():
    s = sheet()
    box = pygame.Rect(20, 30, 300, 40)
    drawn = text.line(s, "Sherwood", "serif-bold", 24, INK, box)
    assert drawn.size == text.size("Sherwood", "serif-bold", 24)
    assert drawn.topleft == box.topleft
    assert drawn.contains(inked(s)) and inked(s).w > 0


def test_a_line_is_pixel_for_pixel_the_sequence_it_replaces():
    """fit to the width down to a floor, cut with an ellipsis, blit at the box's point."""
    by_hand, by_kit = sheet(), sheet()
    room = 150
    px = text.fit(LONG, "sans", 20, room, minimum=9)
    shown = text.ellipsize(LONG, "sans", px, room)
    text.blit(by_hand, shown, "sans", px, INK, (10, 50), anchor="midleft", shadow=(90, 90, 90))
    box = pygame.Rect(10, 30, room, 40)
    text.line(by_kit, LONG, "sans", 20, INK, box, "midleft", minimum=9, shadow=(90, 90, 90))
    assert same(by_hand, by_kit)


def test_a_line_shrinks_to_the_box_width_but_not_below_its_minimum():
    room = text.size("Little John", "serif", 14)[0]
    s = sheet()
    drawn = text.line(s, "Little John", "serif", 30, INK, pygame.Rect(0, 0, room, 30), minimum=10)
    assert drawn.size == text.size("Little John", "serif", 14)  # the largest size that fits
    shown, px = text.fit_line("Little John", "serif", 30, room, minimum=20)
    assert px == 20 and shown.endswith("…")  # the floor holds: cut rather than smaller


def test_a_line_too_wide_even_at_its_minimum_is_cut_with_an_ellipsis_inside_the_box():
    s = sheet()
    box = pygame.Rect(10, 10, 120, 30)
    drawn = text.line(s, LONG, "sans", 18, INK, box, minimum=12)
    assert drawn.w <= box.w and box.contains(inked(s))
    shown, px = text.fit_line(LONG, "sans", 18, box.w, minimum=12)
    assert px == 12 and shown.endswith("…") and LONG.startswith(shown[:-1])
    assert drawn.size == text.size(shown, "sans", px)


def test_without_a_minimum_a_line_keeps_its_size_and_is_only_cut():
    shown, px = text.fit_line(LONG, "sans", 18, 200)
    assert px == 18 and shown.endswith("…")
    assert text.fit_line("Robin", "sans", 18, 200) == ("Robin", 18)


def test_a_line_can_be_cut_to_whole_words_instead():
    room = text.size("Arrows for", "sans", 12)[0]
    assert text.fit_line("Arrows for the Holy Land", "sans", 12, room, overflow="words") == ("Arrows", 12)
    with pytest.raises(ValueError, match="overflow"):
        text.fit_line("Arrows", "sans", 12, room, overflow="clip")  # type: ignore[arg-type]


@pytest.mark.parametrize("anchor", ANCHORS)
def test_a_line_puts_its_anchor_on_the_box_point_of_that_name(anchor):
    box = pygame.Rect(40, 30, 301, 121)  # odd sizes: a Rect's centre rounds down
    drawn = text.line(sheet(), "Maid Marian", "serif", 22, INK, box, anchor)
    assert getattr(drawn, anchor) == getattr(box, anchor)
    assert box.contains(drawn)


def test_an_frect_box_keeps_its_half_pixels_like_a_float_point():
    by_hand, by_kit = sheet(), sheet()
    text.blit(by_hand, "IV", "serif-bold", 15, INK, (23 / 2, 23 / 2), anchor="center")
    text.line(by_kit, "IV", "serif-bold", 15, INK, pygame.FRect(0, 0, 23, 23), "center")
    assert same(by_hand, by_kit)
    text.line(by_kit, "IV", "serif-bold", 15, INK, pygame.Rect(0, 0, 23, 23), "center")
    assert not same(by_hand, by_kit)  # a Rect's centre is 11, the float's 11.5 rounds to 12


def test_a_tuple_is_taken_as_a_rect_and_a_wrong_anchor_is_named():
    drawn = text.line(sheet(), "Tuck", "sans", 16, INK, (5, 6, 100, 20))
    assert drawn.topleft == (5, 6)
    with pytest.raises(ValueError, match="unknown anchor 'middle'"):
        text.line(sheet(), "Tuck", "sans", 16, INK, (5, 6, 100, 20), "middle")


# --- a paragraph ----------------------------------------------------------------------------------


def test_a_paragraph_wraps_into_the_box_width_line_under_line_and_keeps_every_word():
    s = sheet(400, 300)
    box = pygame.Rect(10, 10, 180, 280)
    drawn = text.paragraph(s, LONG, "sans", 16, INK, box)
    laid = text.fit_paragraph(LONG, "sans", 16, box.w, box.h)
    assert len(drawn) == len(laid.lines) > 2
    assert " ".join(laid.lines) == LONG and laid.fits and laid.px == 16
    assert all(box.contains(r) for r in drawn)
    assert [r.y for r in drawn] == [box.y + i * laid.line_h for i in range(len(drawn))]
    assert laid.line_h == text.font("sans", 16).get_linesize()  # the font's own spacing by default
    serif = text.fit_paragraph("Fitzwalter-Hunting Maximilian", "serif-bold", 18, 120)
    assert text.font("serif-bold", 18).get_linesize() < serif.line_h  # or the tallest line's height
    assert serif.line_h == max(text.size(part, "serif-bold", 18)[1] for part in serif.lines)
    rects = serif.draw(sheet(), INK, (0, 0, 120, 100))
    assert not rects[0].colliderect(rects[1])
    assert box.contains(inked(s))


def test_a_paragraph_is_pixel_for_pixel_the_wrap_and_blit_loop_it_replaces():
    by_hand, by_kit = sheet(), sheet()
    for i, part in enumerate(text.wrap(LONG, "serif-italic", 20, 300)):
        text.blit(by_hand, part, "serif-italic", 20, INK, (200, 20 + i * 24), anchor="midtop")
    text.paragraph(by_kit, LONG, "serif-italic", 20, INK, pygame.Rect(50, 20, 300, 150), "midtop", line_h=24)
    assert same(by_hand, by_kit)


def test_a_paragraph_shrinks_until_it_fits_the_box_height():
    box = pygame.Rect(0, 0, 160, 50)
    laid = text.fit_paragraph(LONG, "sans", 20, box.w, box.h, minimum=8, leading=1.1)
    assert laid.fits and laid.px < 20 and laid.height <= box.h and laid.width <= box.w
    assert laid.line_h == round(laid.px * 1.1)  # leading follows the size
    bigger = text.fit_paragraph(LONG, "sans", laid.px + 1, box.w, box.h, leading=1.1)
    assert not bigger.fits  # and it is the largest size that fits
    drawn = text.paragraph(sheet(), LONG, "sans", 20, INK, box, minimum=8, leading=1.1)
    assert len(drawn) == len(laid.lines) and all(box.contains(r) for r in drawn)


def test_a_paragraph_that_cannot_fit_keeps_the_lines_that_do_the_last_one_cut():
    box = pygame.Rect(0, 0, 140, 40)
    laid = text.fit_paragraph(LONG, "sans", 16, box.w, box.h, minimum=14, line_h=20)
    assert not laid.fits and laid.px == 14 and len(laid.lines) == 2
    assert laid.lines[-1].endswith("…")
    assert all(text.size(part, "sans", 14)[0] <= box.w for part in laid.lines)
    whole = text.wrap(LONG, "sans", 14, box.w)
    assert laid.lines[0] == whole[0] and whole[1].startswith(laid.lines[1][:-1].rstrip())
    drawn = text.paragraph(sheet(), LONG, "sans", 16, INK, box, minimum=14, line_h=20)
    assert len(drawn) == 2


def test_max_lines_limits_a_paragraph_and_one_line_is_always_kept():
    laid = text.fit_paragraph(LONG, "sans", 16, 150, max_lines=2)
    assert len(laid.lines) == 2 and laid.lines[1].endswith("…") and not laid.fits
    assert len(text.fit_paragraph(LONG, "sans", 16, 150, 0).lines) == 1


def test_a_layout_can_be_tried_without_cutting_anything(monkeypatch):
    """cut=False: every line whole at the smallest size, and no ellipsis asked for (a screen
    tries one line before two; the text-fit test would count a cut it never drew)."""
    asked = []
    monkeypatch.setattr(text, "ellipsize", lambda s, *a: asked.append(s) or s)
    laid = text.fit_paragraph(LONG, "sans", 16, 149, max_lines=2, minimum=14, cut=False)
    assert not laid.fits and laid.px == 14 and laid.lines == tuple(text.wrap(LONG, "sans", 14, 149))
    assert len(laid.lines) > 2 and not asked
    text.fit_paragraph(LONG, "sans", 16, 149, max_lines=2, minimum=14)
    assert asked  # by default the last line is cut


def test_a_word_wider_than_the_box_is_shrunk_then_cut():
    laid = text.fit_paragraph("Nottinghamshire", "serif", 30, 60, minimum=10)
    assert text.size(laid.lines[0], "serif", laid.px)[0] <= 60


@pytest.mark.parametrize(
    ("anchor", "x_of", "y_of"),
    [
        ("topleft", "left", "top"),
        ("center", "centerx", "centery"),
        ("midbottom", "centerx", "bottom"),
        ("topright", "right", "top"),
        ("midright", "right", "centery"),
    ],
)
def test_a_paragraph_places_its_block_of_lines_by_its_anchor(anchor, x_of, y_of):
    box = pygame.Rect(30, 20, 241, 161)
    drawn = text.paragraph(sheet(), LONG, "sans", 15, INK, box, anchor, line_h=20)
    laid = text.fit_paragraph(LONG, "sans", 15, box.w, box.h, line_h=20)
    block = pygame.Rect(0, 0, max(r.w for r in drawn), laid.height)
    edge = {"left": "left", "centerx": "centerx", "right": "right"}[x_of]
    assert {getattr(r, edge) for r in drawn} == {getattr(box, x_of)}
    top = {"top": box.top, "bottom": box.bottom - block.h, "centery": box.centery - block.h // 2}[y_of]
    assert drawn[0].top == top
    assert [r.top - drawn[0].top for r in drawn] == [20 * i for i in range(len(drawn))]


# --- the text-fit test still sees through the helpers ---------------------------------------------


def test_the_text_fit_spy_names_the_screen_that_asked_not_the_helper(monkeypatch):
    """tests/ui/test_text_fits.py reports a cut by the module that drew it and checks table
    modules for overlaps: text drawn through a helper is reported as the caller's."""
    from tests.ui.test_text_fits import TextSpy, forget_drawings

    forget_drawings()  # laid-out paragraphs are cached: the spy must see them laid out anew
    s = sheet(200, 60)
    with monkeypatch.context() as patch:
        spy = TextSpy()
        spy.install(patch)
        code = compile(
            "def draw(surface):\n"
            "    text.line(surface, LONG, 'sans', 16, (0, 0, 0), (0, 0, 100, 20))\n"
            "    text.paragraph(surface, LONG, 'sans', 16, (0, 0, 0), (0, 20, 100, 20))\n",
            "/src/sherwood/ui/games/a_table.py",
            "exec",
        )
        module = {"text": text, "LONG": LONG}
        exec(code, module)
        module["draw"](s)
    cuts = spy.found()
    assert {c.how for c in cuts} >= {"ellipsized"}
    assert cuts and all(c.where.startswith("sherwood/ui/games/a_table.py:") for c in cuts)


def test_laid_out_lines_draw_where_the_paragraph_would_and_one_line_sits_like_a_line():
    box = pygame.Rect(11, 7, 201, 93)
    one, other = sheet(), sheet()
    drawn = text.paragraph(one, LONG, "serif", 17, INK, box, "center", line_h=21)
    laid = text.fit_paragraph(LONG, "serif", 17, box.w, box.h, line_h=21)
    assert laid.draw(other, INK, box, "center") == drawn and same(one, other)
    for name in ("Will Scarlet", "Quijote"):  # one as tall as the font's line size, one taller
        single = text.fit_paragraph(name, "serif", 17, box.w)
        for anchor in ANCHORS:
            alone = text.line(sheet(), name, "serif", 17, INK, box, anchor)
            assert single.draw(sheet(), INK, box, anchor) == [alone]


def test_bold_serif_is_measured_as_it_is_drawn():
    """EB Garamond Bold lacks "…", so it is drawn as "..." (wider); fitting and cutting
    measure the drawn string, so a fitted bold line never runs past its width."""
    from sherwood.ui.render import text

    s = "Wait… the Sheriff’s men — at the gate"
    assert text.shown(s, "serif-bold") != s and text.shown(s, "serif") == s
    drawn_width = text.render(s, "serif-bold", 30, (0, 0, 0)).get_width()
    room = drawn_width - 2  # just too narrow for the string as drawn
    assert text.fit(s, "serif-bold", 30, room, minimum=6) < 30
    px = text.fit(s, "serif-bold", 30, room, minimum=6)
    assert text.render(s, "serif-bold", px, (0, 0, 0)).get_width() <= room
    cut = text.ellipsize(s, "serif-bold", 30, room)
    assert text.render(cut, "serif-bold", 30, (0, 0, 0)).get_width() <= room
