"""The rules of a game in a pygame_gui text box: our player's guide, and the full specification
on dev machines.

:func:`to_html` turns the Markdown of ``assets/rules/<game>.md`` into the text box's HTML
subset: headings in bold EB Garamond at three sizes, bullets, bold, tables as rows of cells
joined by dots in the sans, links as their words. The text box (theme block ``@rules`` of
``assets/theme.json``: its font, colours, line spacing and scroll bar) wraps the text, and
scrolls by the wheel and its scroll bar; the keys scroll it too (arrows, j/k, Page Up/Down,
Space, Home, End).

**Pages.** The guide is one page. The specification (``docs/rules/`` of a source checkout,
or ``../shared/rules/`` beside it) adds a page per chapter (``##``; a chapter over
:data:`PAGE_CHARS` is cut at its ``###`` sections), listed in a contents column; Left and
Right turn the page. One page at a time, because a ``UITextBox`` lays out its whole text at
once and renders it into one surface as tall as the text: the Merry Men guide and
specification together (127 KB) took 1.9 s to lay out at 1920×1080 into a 1164×42066 surface
(196 MB), again at every resize.

What the text box lacks, and the reader does without: a hanging indent (a bullet's second
line starts at the margin, not under the first word) and tables (a row's cells are joined
by dots on one line, as the hand-drawn reader showed them too).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from sherwood.games import game_spec
from sherwood.resources import resource_path, rules_spec
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene

if TYPE_CHECKING:
    from sherwood.ui.app import App

PAGE_CHARS = 12_000  # a longer chapter is cut at its ### sections (the surface stays small)
HEADING_SCALE = {1: 1.9, 2: 1.45, 3: 1.15, 4: 1.05}  # × the body's size
TABLE_SCALE = 0.75
GAP_SCALE = 0.6  # a blank line: a short line of this size
BREAK_SCALE = 0.5  # the font of a line break (see to_html)
SIDEBAR = 300  # design units of the contents column, when there are several pages
CONTENTS_GAP = 30
NBSP = "\u00a0"  # a space the text box neither breaks nor drops


def guide_and_spec(game_id: str) -> tuple[str, str | None]:
    """The player's guide ``assets/rules/<game>.md`` (the title and tagline if it is missing)
    and the full rules specification when this machine has it (``docs/rules/`` of a source
    checkout, or ``../shared/rules/`` beside it: :func:`sherwood.resources.rules_spec`), else
    None."""
    spec = game_spec(game_id)
    try:
        guide = resource_path("assets", "rules", f"{game_id}.md").read_text(encoding="utf-8")
    except OSError:
        guide = f"# {spec.title}\n{spec.tagline}"
    path = rules_spec(spec.rules_file) if spec.rules_file else None
    full = path.read_text(encoding="utf-8") if path is not None else None
    return guide, full


def rules_text(game_id: str) -> str:
    """The guide, then the specification where there is one, as one Markdown text."""
    guide, full = guide_and_spec(game_id)
    return guide if full is None else f"{guide}\n\n---\n\n{full}"


@dataclass(frozen=True)
class Page:
    title: str  # as listed in the contents
    markdown: str


def rule_pages(game_id: str) -> list[Page]:
    """The guide, then the specification's chapters (see the module docstring)."""
    guide, full = guide_and_spec(game_id)
    pages = [Page("Player's guide", guide)]
    if full is not None:
        pages += chapters(full)
    return pages


def chapters(markdown: str, limit: int | None = None) -> list[Page]:
    """``markdown`` cut before each ``##`` heading (the part before the first is titled by its
    ``#`` heading); a chapter longer than ``limit`` characters is cut again before ``###``
    headings (``limit`` None: :data:`PAGE_CHARS`), each part as long as it may be, and its later
    parts say which chapter goes on."""
    limit = PAGE_CHARS if limit is None else limit
    pages: list[Page] = []
    for part in _split(markdown, "## "):
        first = part.splitlines()[0]
        title = _heading_text(first) if first.startswith("## ") else "Specification"
        if len(part) <= limit:
            pages.append(Page(title, part))
            continue
        chunk, chunk_title = "", title
        for section in _split(part, "### "):
            if chunk and len(chunk) + len(section) > limit:
                pages.append(Page(chunk_title, chunk))
                chunk = f"## {title} (continued)\n\n"
                chunk_title = f"… {_heading_text(section.splitlines()[0])}"
            chunk += section
        pages.append(Page(chunk_title, chunk))
    return pages


def _split(markdown: str, marker: str) -> list[str]:
    """``markdown`` cut before every line that starts with ``marker``."""
    parts: list[str] = []
    current: list[str] = []
    for line in markdown.splitlines(keepends=True):
        if line.startswith(marker) and current:
            parts.append("".join(current))
            current = []
        current.append(line)
    if current:
        parts.append("".join(current))
    return [p for p in parts if p.strip()]


def _heading_text(line: str) -> str:
    return _inline_plain(line.lstrip("#").strip())


def _inline_plain(s: str) -> str:
    s = re.sub(r"\*\*(.+?)\*\*", r"\1", s)
    s = re.sub(r"`([^`]*)`", r"\1", s)
    s = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", s)
    return s.replace("\\|", "|")


# --- Markdown to the text box's HTML ---------------------------------------------------------


def _bold_safe(s: str) -> str:
    """EB Garamond Bold lacks a few glyphs (dashes, bullets, arrows): their near equivalents."""
    return text.shown(s, "serif-bold")


def _inline(s: str, bold_font: bool = False) -> str:
    """One line's words: escaped for the text box, **bold** in bold, `code` and links plain."""
    s = s.replace("\\|", "|")
    s = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", s)
    s = re.sub(r"`([^`]*)`", r"\1", s)
    out = []
    for i, piece in enumerate(re.split(r"\*\*(.+?)\*\*", s)):
        bold = bool(i % 2)
        piece = html.escape(_bold_safe(piece) if bold or bold_font else piece, quote=False)
        out.append(f"<b>{piece}</b>" if bold and piece else piece)
    return "".join(out)


def to_html(markdown: str, body_px: int, serif: str = "garamond", sans: str = "dejavu") -> str:
    """``markdown`` in the text box's HTML subset, the body at ``body_px`` pixels in the font
    named ``serif`` of the theme (headings scaled from it), tables in ``sans``."""
    rows: list[str] = []
    gap = f"<font pixel_size={max(4, round(body_px * GAP_SCALE))}><br></font>"
    # a line's end in a small font: the text box makes a row as tall as its line break, and a
    # break in the body's size made every paragraph's last line taller than the others
    br = f"<font pixel_size={max(4, round(body_px * BREAK_SCALE))}><br></font>"

    def space() -> None:  # one gap, however many blank lines, and none at the top
        if rows and rows[-1] != gap:
            rows.append(gap)

    lines = markdown.splitlines()
    for i, raw in enumerate(lines):
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped or re.fullmatch(r"-{3,}|\*{3,}|_{3,}", stripped):
            space()  # a rule too: the text box has no <hr> (pygame_gui 0.6.14)
        elif line.startswith("|"):
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            px = max(8, round(body_px * TABLE_SCALE))
            row = "  ·  ".join(_inline(c) for c in cells)
            if i + 1 < len(lines) and re.fullmatch(r"\|?[-:| ]+\|?", lines[i + 1].strip()):
                row = f"<b>{row}</b>"  # the table's head
            rows.append(f"<font face={sans} pixel_size={px}>{row}</font>{br}")
        elif line.startswith("#"):
            level = min(4, len(line) - len(line.lstrip("#")))
            px = round(body_px * HEADING_SCALE[level])
            words = _inline(line.lstrip("#").strip(), bold_font=True)
            space()
            rows.append(f"<font face={serif} pixel_size={px}><b>{words}</b></font>{br}")
        elif stripped.startswith(("- ", "* ")):
            depth = (len(line) - len(line.lstrip())) // 2  # a nested item: indented
            rows.append(f"{NBSP * 5 * depth}•{NBSP * 2}{_inline(stripped[2:])}{br}")
        else:
            rows.append(f"{_inline(stripped)}{br}")
    return "".join(rows)


def html_fonts(body_px: int, serif: str = "garamond", sans: str = "dejavu") -> set[tuple[str, int, bool]]:
    """Every (name, size, bold) font that :func:`to_html` may ask for at ``body_px``."""
    small = max(8, round(body_px * TABLE_SCALE))
    return (
        {(serif, round(body_px * f), True) for f in HEADING_SCALE.values()}
        | {(serif, body_px, False), (serif, body_px, True), (sans, small, False), (sans, small, True)}
        | {(serif, max(4, round(body_px * f)), False) for f in (GAP_SCALE, BREAK_SCALE)}
    )


# --- the scene ----------------------------------------------------------------------------------


class RulesScene(Scene):
    opaque = True

    def __init__(self, app: App, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.pages = rule_pages(game_id)
        self.page_index = 0
        self.text_box: pygame_gui.elements.UITextBox | None = None
        self.contents: pygame_gui.elements.UISelectionList | None = None
        self._labels: list[str] = []

    @property
    def paged(self) -> bool:
        return len(self.pages) > 1

    @property
    def page(self) -> pygame.Rect:
        w, h = self.size
        s = self.scale
        want = 1100 + (SIDEBAR + CONTENTS_GAP if self.paged else 0)
        pw = min(w - round(80 * s), round(want * s))
        return pygame.Rect((w - pw) // 2, round(30 * s), pw, h - round(60 * s))

    @property
    def body(self) -> pygame.Rect:
        """Where the contents and the text go, under the title."""
        s = self.scale
        p = self.page
        return pygame.Rect(
            p.x + round(60 * s), p.y + round(86 * s), p.w - round(100 * s), p.h - round(106 * s)
        )

    def build(self) -> None:
        s = self.scale
        p = self.page
        self.back_button = self.button(
            pygame.Rect(p.right - round(190 * s), p.y + round(20 * s), round(160 * s), round(50 * s)),
            "Back",
            self.close,
            object_id="@menu",
        )
        body = self.body
        text_rect = pygame.Rect(body)
        self.contents = None
        if self.paged:
            side = pygame.Rect(body.x, body.y, round(SIDEBAR * s), body.h)
            self.contents = pygame_gui.elements.UISelectionList(
                side,
                [page.title for page in self.pages],
                manager=self.ui,
                object_id=pygame_gui.core.ObjectID(class_id="@contents"),
            )
            self._labels = self._contents_labels(self.contents)
            # pygame_gui's stub asks a list[str | tuple[str, str]], which a list[str] is not (invariance)
            self.contents.set_item_list(self._labels)  # type: ignore[arg-type]
            text_rect.x = side.right + round(CONTENTS_GAP * s)
            text_rect.w = body.right - text_rect.x
        self.text_box = pygame_gui.elements.UITextBox(
            "",
            text_rect,
            manager=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@rules"),
        )
        self.show_page(self.page_index)

    def _contents_labels(self, contents: pygame_gui.elements.UISelectionList) -> list[str]:
        """The pages' titles as the list shows them: cut to its width in its items' font (from
        the theme), each one different."""
        button = next(item["button_element"] for item in contents.item_list if item["button_element"])
        font = button.font
        room = button.rect.w - 2 * 12 - 4  # the item's padding (theme) and a little air
        labels: list[str] = []
        for page in self.pages:
            label = page.title
            if font.size(label)[0] > room:
                while len(label) > 4 and font.size(label.rstrip() + "…")[0] > room:
                    label = label[:-1]
                label = label.rstrip() + "…"
            n = 2
            while (label if n == 2 else f"{label} ({n - 1})") in labels:  # the same words twice
                n += 1
            labels.append(label if n == 2 else f"{label} ({n - 1})")
        return labels

    def body_px(self) -> int:
        """The text box's font size in the theme, scaled to the window (App.new_ui)."""
        assert self.text_box is not None
        return int(self.text_box.ui_theme.get_font_info(self.text_box.combined_element_ids)["size"])

    def show_page(self, index: int) -> None:
        """Put page ``index`` in the text box, at its top, and select it in the contents."""
        self.page_index = max(0, min(len(self.pages) - 1, index))
        if self.text_box is None:
            return
        px = self.body_px()
        self._preload(html_fonts(px))
        self.text_box.set_text(to_html(self.pages[self.page_index].markdown, px))
        if self.contents is not None:
            select_only(self.contents, self.page_index)
            bar = self.contents.scroll_bar
            if bar is not None:  # the page's title in view
                first = self.page_index / len(self.pages) - bar.visible_percentage / 2
                bar.set_scroll_from_start_percentage(max(0.0, min(1 - bar.visible_percentage, first)))

    def _preload(self, fonts: set[tuple[str, int, bool]]) -> None:
        """Load the fonts a page uses that are not loaded yet, so that pygame_gui need not warn
        of each as it meets it."""
        fonts_loaded = self.manager.get_theme().get_font_dictionary()
        for name, px, bold in fonts:
            if not fonts_loaded.check_font_preloaded(
                fonts_loaded.create_font_id(px, name, bold, False, True)
            ):
                fonts_loaded.preload_font(px, name, bold=bold, force_immediate_load=True)

    def resize(self, size: tuple[int, int]) -> None:
        """New widgets for the new size, on the same page and as far down it."""
        fraction = self.scroll_fraction
        super().resize(size)
        self.scroll_to(fraction)

    def close(self) -> None:
        self.app.scenes.pop(self)

    # --- scrolling --------------------------------------------------------------------------

    @property
    def scroll_fraction(self) -> float:
        """How far down the page the text box shows, 0 at its top (tests)."""
        bar = self.text_box.scroll_bar if self.text_box is not None else None
        return 0.0 if bar is None else bar.start_percentage

    def scroll_by(self, dy: int) -> None:
        """Scroll the page ``dy`` pixels down (up if negative), at once."""
        box = self.text_box
        if box is None or box.scroll_bar is None or box.text_box_layout is None:
            return
        bar = box.scroll_bar
        height = max(1, box.text_box_layout.layout_rect.height)
        bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage + dy / height)))

    def scroll_to(self, fraction: float) -> None:
        box = self.text_box
        if box is not None and box.scroll_bar is not None:
            box.scroll_bar.set_scroll_from_start_percentage(fraction)

    def handle(self, event: pygame.event.Event) -> bool:
        """The reader's keys come first, even when the text box has the keyboard (after a
        click in it, its arrows, Home and End would move a cursor nobody sees); Ctrl+A and
        Ctrl+C still go to the box (select all, copy)."""
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return self.on_event(event)
        return super().handle(event)

    def on_event(self, event: pygame.event.Event) -> bool:
        step = round(60 * self.scale)
        view = self.text_box.rect.h if self.text_box is not None else 0
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.contents:
            if event.text in self._labels:
                self.show_page(self._labels.index(event.text))
            return True
        if event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION and event.ui_element is self.contents:
            select_only(self.contents, self.page_index)  # a click on the page shown keeps it
            return True
        if event.type == pygame.MOUSEWHEEL:  # beside the text box too (over it, the box scrolls)
            self.scroll_by(-event.y * step)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_DOWN, pygame.K_j):
                self.scroll_by(step)
            elif event.key in (pygame.K_UP, pygame.K_k):
                self.scroll_by(-step)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll_by(view - step)
            elif event.key == pygame.K_PAGEUP:
                self.scroll_by(-(view - step))
            elif event.key == pygame.K_HOME:
                self.scroll_to(0.0)
            elif event.key == pygame.K_END:
                self.scroll_to(1.0)
            elif event.key == pygame.K_RIGHT and self.page_index + 1 < len(self.pages):
                self.show_page(self.page_index + 1)
            elif event.key == pygame.K_LEFT and self.page_index > 0:
                self.show_page(self.page_index - 1)
            return True
        return False

    def animating(self) -> bool:
        """Frames go on while the scroll bar glides to where the wheel sent it."""
        bar = self.text_box.scroll_bar if self.text_box is not None else None
        gliding = bar is not None and abs(bar.target_scroll_position - bar.scroll_position) > 0.5
        return gliding or super().animating()

    # --- drawing ----------------------------------------------------------------------------

    def draw_scene(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.blit(draw.wood(surface.get_size()), (0, 0))
        p = self.page
        draw.panel(surface, p, round(16 * s))
        title = f"Rules · {game_spec(self.game_id).title}"
        left = p.x + round(60 * s)
        box = pygame.Rect(left, p.y + round(24 * s), self.back_button.rect.x - left - round(20 * s), 0)
        text.line(surface, title, "serif-bold", round(34 * s), P.INK, box, minimum=round(22 * s))
        body = self.body
        pygame.draw.line(
            surface, P.BRASS, (body.x, body.y - round(10 * s)), (body.right, body.y - round(10 * s)), 2
        )


def select_only(selection: pygame_gui.elements.UISelectionList, index: int) -> None:
    """Select item ``index`` of a single-choice list, and no other (pygame_gui has no call for it)."""
    for i, item in enumerate(selection.item_list):
        item["selected"] = i == index
        button = item.get("button_element")
        if button is not None:
            if i == index:
                button.select()
            else:
                button.unselect()
