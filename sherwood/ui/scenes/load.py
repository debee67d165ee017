"""Saved games: every game in progress (its autosave), every copy saved from the pause menu,
and the finished ones, in one list. Click a game to play it; name, rename or delete it.

One list rather than two (autosaves under Continue, copies under Load): a player looks for
"my game against the bot from yesterday", not for how it was saved, so each row says what it
is (In progress, Saved copy, Finished) and the newest game in progress comes first. The
menu's Continue still opens that newest game in one click.

A file that cannot be opened is moved aside (``*.damaged``, see :mod:`sherwood.savegames`)
and a dialog says why; the list carries on without it. A save with a seat nobody here can
take (a bot this version does not have) is sound: its row is marked and says why in its
tooltip, and opening it offers another player in that seat (:mod:`sherwood.ui.scenes.reseat`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from sherwood.savegames import Listing, SaveEntry, SaveLibrary, SaveRefused
from sherwood.seating import mark
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.scenes.dialog import ConfirmScene, DialogScene, MessageScene, TextEntryScene

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from sherwood.engine import Match
    from sherwood.ui.app import App

ROW_H = 92  # design units
ROW_GAP = 10
SIDE_W = 150  # the Rename and Delete buttons


class Row:
    """One save on screen: the big button that opens it, and its Rename and Delete buttons."""

    def __init__(
        self, entry: SaveEntry, open_button: UIButton, rename_button: UIButton, delete_button: UIButton
    ):
        self.entry = entry
        self.open_button = open_button
        self.rename_button = rename_button
        self.delete_button = delete_button


def open_saved_game(
    app: App, library: SaveLibrary, entry: SaveEntry, on_refused: Callable[[], None] | None = None
) -> bool:
    """Replay ``entry`` and put it on the table over a fresh menu; a file that cannot be
    opened is set aside and a dialog says so (then ``on_refused`` runs); a seat nobody here
    can take is offered to another player first (:func:`~sherwood.ui.scenes.reseat.offer_seats`).
    True if the game is on the table now."""
    from sherwood.ui.scenes.menu import MenuScene
    from sherwood.ui.scenes.play import PlayScene
    from sherwood.ui.scenes.reseat import offer_seats

    try:
        match = library.load(entry.path)
    except SaveRefused as exc:
        app.scenes.push(MessageScene(app, "This game could not be opened", str(exc), on_close=on_refused))
        return False
    continues = entry.path if entry.kind == "autosave" else None  # a copy stays as it was saved

    def to_table(match: Match) -> None:
        app.scenes.reset(MenuScene(app), PlayScene(app, match, autosave_file=continues))

    if offer_seats(app, match, to_table):
        return False
    to_table(match)
    return True


class LoadScene(DialogScene):
    title = "Saved games"
    panel_size: tuple[int, int] = (1300, 900)

    def __init__(self, app: App, current: Path | None = None):
        """``current``: the autosave of the game being played (from the pause menu); it cannot
        be deleted from under the table."""
        super().__init__(app)
        self.library = SaveLibrary()
        self.current = current
        self.page = 0
        self.rows: list[Row] = []
        self.listing = Listing()
        self.notice: str | None = None
        self.rescan()

    # --- the list ------------------------------------------------------------------------

    @property
    def entries(self) -> list[SaveEntry]:
        return self.listing.entries

    def rescan(self) -> None:
        self.listing = self.library.scan(tidy=self.app.autosave)
        if self.listing.notices:
            self.notice = " ".join(self.listing.notices)
        self.page = min(self.page, max(0, self.pages - 1))

    def refresh(self) -> None:
        self.rescan()
        if self.ui is not None:
            self.resize(self.size)

    @property
    def per_page(self) -> int:
        return max(1, (self.list_area_h + ROW_GAP) // (ROW_H + ROW_GAP))

    @property
    def list_top(self) -> int:
        return 168 if self.notice else 112

    @property
    def list_area_h(self) -> int:
        return self.panel_size[1] - self.list_top - 120

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // self.per_page))

    def shown(self) -> list[SaveEntry]:
        start = self.page * self.per_page
        return self.entries[start : start + self.per_page]

    # --- widgets ---------------------------------------------------------------------------

    def build(self) -> None:
        p = self.panel_rect
        L = self.length
        self.rows = []
        x, right = p.x + L(50), p.right - L(50)
        side = L(SIDE_W)
        gap = L(12)
        for i, entry in enumerate(self.shown()):
            y = p.y + L(self.list_top + i * (ROW_H + ROW_GAP))
            open_rect = pygame.Rect(x, y, right - x - 2 * (side + gap), L(ROW_H))
            open_button = self.button(  # a marked save says why in its tooltip
                open_rect, "", partial(self.open, entry), object_id="@game_tile", tooltip=entry.trouble
            )
            small_y = y + (L(ROW_H) - L(52)) // 2
            rename = self.button(
                pygame.Rect(open_rect.right + gap, small_y, side, L(52)),
                "Rename" if entry.name else "Name it",
                partial(self.ask_rename, entry),
                object_id="@small",
            )
            delete = self.button(
                pygame.Rect(open_rect.right + 2 * gap + side, small_y, side, L(52)),
                "Delete",
                partial(self.ask_delete, entry),
                object_id="@small",
                enabled=not self.is_current(entry),
            )
            self.rows.append(Row(entry, open_button, rename, delete))
        y = p.bottom - L(96)
        self.newer_button = self.button(
            pygame.Rect(x, y, L(170), L(58)), "« Newer", lambda: self.turn(-1), object_id="@small",
            enabled=self.page > 0,
        )
        self.older_button = self.button(
            pygame.Rect(x + L(380), y, L(170), L(58)), "Older »", lambda: self.turn(1),
            object_id="@small", enabled=self.page < self.pages - 1,
        )
        if self.pages == 1:
            self.newer_button.hide()
            self.older_button.hide()
        self.back_button = self.button(
            pygame.Rect(right - L(240), y, L(240), L(58)), "Back", self.close, object_id="@menu"
        )

    def is_current(self, entry: SaveEntry) -> bool:
        return self.current is not None and entry.path == self.current

    def row_for(self, path: Path) -> Row | None:
        return next((r for r in self.rows if r.entry.path == path), None)

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.resize(self.size)

    # --- actions ------------------------------------------------------------------------------

    def open(self, entry: SaveEntry) -> None:
        open_saved_game(self.app, self.library, entry, on_refused=self.refresh)

    def load(self, path: Path) -> None:
        """Open the save at ``path`` (as a click on its row does)."""
        entry = next((e for e in self.entries if e.path == path), None)
        if entry is None:
            self.rescan()
            entry = next((e for e in self.entries if e.path == path), None)
        if entry is not None:
            self.open(entry)

    def ask_rename(self, entry: SaveEntry) -> None:
        about = " · ".join((entry.title, entry.seats_text(), entry.moves_text(), entry.when_text()))
        self.app.scenes.push(
            TextEntryScene(
                self.app,
                "Name this save",
                f"{about}\nType a name to find this game by; left empty, the list shows the game's title.",
                entry.name or "",
                "Save name",
                partial(self.rename, entry),
            )
        )

    def rename(self, entry: SaveEntry, name: str) -> None:
        try:
            self.library.rename(entry.path, name)
        except OSError as exc:
            self.notice = f"The name could not be saved: {exc.strerror or exc}."
        self.refresh()

    def ask_delete(self, entry: SaveEntry) -> None:
        what = f"“{entry.display_name}”" if entry.name else f"this {entry.title} game"
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Delete this save?",
                f"Delete {what} ({entry.moves_text().lower()}, {entry.when_text()})? "
                "It cannot be brought back.",
                "Delete",
                lambda e=entry: self.delete(e),
                cancel="Keep it",
            )
        )

    def delete(self, entry: SaveEntry) -> None:
        try:
            self.library.delete(entry.path)
        except OSError as exc:
            self.notice = f"The save could not be deleted: {exc.strerror or exc}."
        self.refresh()

    def resume(self) -> None:  # a dialog closed: names, deletions and set-aside files show
        self.resize(self.size)

    # --- drawing ------------------------------------------------------------------------------

    def draw_over(self, surface: pygame.Surface) -> None:
        p = self.panel_rect
        L = self.length
        now = datetime.now()
        if self.notice:
            px = max(10, L(16))
            line_h = px + L(6)
            box = pygame.Rect(p.x + L(50), p.y + L(106), p.w - L(100), 2 * line_h)  # two lines at most
            text.paragraph(surface, self.notice, "sans", px, P.WAX, box, line_h=line_h)
        if not self.entries:
            message = (
                "Games cannot be saved until the saves folder is fixed."
                if not self.listing.usable
                else "No saved games yet. Every game you start is kept here as you play."
            )
            box = pygame.Rect(0, 0, p.w - L(160), 3 * L(34)).move_to(midtop=(p.centerx, p.y + L(380)))
            text.paragraph(surface, message, "serif-italic", L(26), P.INK_SOFT, box, "midtop", line_h=L(34))
        for row in self.rows:
            self._draw_row(surface, row, now)
        back = pygame.Rect(self.back_button.rect)
        hint_x = p.x + L(50)
        if self.pages > 1:
            nb = pygame.Rect(self.newer_button.rect)
            text.blit(
                surface, f"Page {self.page + 1} of {self.pages}", "sans", max(10, L(16)), P.INK_SOFT,
                (nb.right + L(105), nb.centery), anchor="center",
            )
            hint_x = pygame.Rect(self.older_button.rect).right + L(30)
        if self.entries:
            box = pygame.Rect(hint_x, back.centery, back.x - hint_x - L(20), 0)
            hint = "Click a game to play it."
            text.line(surface, hint, "serif-italic", max(12, L(22)), P.INK_SOFT, box, "midleft")

    def _draw_row(self, surface: pygame.Surface, row: Row, now: datetime) -> None:
        L = self.length
        r = pygame.Rect(row.open_button.rect)
        e = row.entry
        status = "This game" if self.is_current(e) else e.status
        colour = {"In progress": P.FOREST, "This game": P.GOLD_DEEP, "Finished": P.BRASS}.get(status, P.NIGHT)
        pill = self._draw_pill(surface, status, colour, r.right - L(16), r.y + L(14))
        if e.missing:  # the mark of a seat nobody here can take (the tooltip says why)
            pill = self._draw_pill(surface, mark(e.seats, e.missing), P.WAX, pill.x - L(10), pill.y)
        x = r.x + L(24)
        name = pygame.Rect(x, r.y + L(10), pill.x - x - L(16), 0)
        text.line(surface, e.display_name, "serif-bold", L(28), P.INK, name, minimum=L(20))
        summary = pygame.Rect(x, r.bottom - L(12), r.right - x - L(20), 0)
        text.line(surface, e.summary(now), "sans", max(10, L(17)), P.INK_SOFT, summary, "bottomleft")

    def _draw_pill(
        self, surface: pygame.Surface, words: str, colour: P.Color, right: int, top: int
    ) -> pygame.Rect:
        """A badge of ``words`` ending at ``right``; its rect."""
        L = self.length
        px = max(9, L(14))
        pill = pygame.Rect(0, 0, text.size(words, "sans-bold", px)[0] + L(24), max(L(28), px + 6))
        pill.topright = (right, top)
        pygame.draw.rect(surface, colour, pill, border_radius=L(6))
        text.line(surface, words, "sans-bold", px, P.CREAM, pill, "center")
        return pill
