"""The end of a game: final scores, the winner, the tie-break if one decided, what next.

Everything it says comes from the rules, through ``match.outcome()``
(:class:`~sherwood.engine.outcome.Outcome`): the heading and the line under it (everybody
lost, a solo target), the score of each seat with a few words on what it is made of, or a
breakdown drawn as a table of one column per seat and one row per scoring category, the
note on a tie-break, and the word after a score. The table computes nothing here.

"View table" hides the dialog to look at the final table; "Back to results" (over the
table's controls), any click or Esc brings it back.

The seed is told here, and only here (it stays secret before and during a game, since the
hidden deck orders could be rebuilt from it): a line above the buttons says it and how to
deal the same cards again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.ui.render import icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.dialog import DialogScene

if TYPE_CHECKING:
    from sherwood.engine.outcome import Row
    from sherwood.ui.app import App
    from sherwood.ui.scenes.play import PlayScene

# The breakdown table, in design units: the category column is as wide as is left over.
SEAT_COLUMN = 160
LABEL_COLUMN = 440
HEADER_H = 100
ROW_H = 40
MAX_PANEL_H = 960
SEED_LINE = 34  # the seed's line above the buttons


class ResultsScene(DialogScene):
    panel_width = 760

    def __init__(self, app: App, play: PlayScene):
        super().__init__(app)
        self.play = play
        match = play.match
        outcome = match.outcome()
        if outcome is None:
            raise ValueError("there are no results while the game goes on")
        self.outcome = outcome
        self.names = match.names
        self.scores = list(outcome.scores)
        self.winners = list(outcome.winners)
        self.heading = outcome.heading
        self.subtitle = outcome.subtitle or None
        self.note = outcome.note or None
        self.unit = outcome.unit
        self.breakdown = outcome.breakdown
        self.viewing_table = False
        top = 34 + (92 if len(self.winners) == 1 else 0) + 56 + (34 if self.subtitle else 0) + 26
        below = (86 if self.note else 16) + 124 + SEED_LINE
        if not self.breakdown:
            rows = 74 * len(self.scores)
            self.panel_size = (
                self.panel_width,
                34 + 92 + 56 + (34 if self.subtitle else 0) + 26 + rows + below,
            )
        else:
            count = len(self.breakdown)
            two = any(len(self._name_lines(seat).lines) > 1 for seat in range(len(self.scores)))
            self.header_h = HEADER_H + (24 if two else 0)
            self.row_h = max(26, min(ROW_H, (MAX_PANEL_H - top - below - self.header_h - 12) // count))
            width = max(self.panel_width, 100 + LABEL_COLUMN + SEAT_COLUMN * len(self.scores))
            # a label that takes two lines at the readable size (a small window) gets a row
            # as tall as they are, while the panel has the room
            room: float = MAX_PANEL_H - top - below - self.header_h - 12 - self.row_h * count
            self.row_hs: list[float] = []
            for i, row in enumerate(self.breakdown):
                grow = min(room, max(0, self._label_units(row, width, i == count - 1) - self.row_h))
                room -= grow
                self.row_hs.append(self.row_h + grow)
            self.panel_size = (width, top + self.header_h + sum(self.row_hs) + 12 + below)

    def breakdown_rows(self) -> list[tuple[str, list[int]]]:
        """The breakdown as drawn, ``(label, value per seat)`` a row (a category's code before
        its label, "S1 Victory points collected"), the total last; [] without one."""
        return [(f"{row.code} {row.label}" if row.code else row.label, list(row.values))
                for row in self.breakdown]

    def build(self) -> None:
        p = self.panel_rect
        gap = self.length(14)
        w = (p.w - self.length(100) - 2 * gap) // 3
        y = p.bottom - self.length(92)
        x = p.x + self.length(50)
        self.again_button = self.button(
            pygame.Rect(x, y, w, self.length(58)),
            "Play again",
            self.again,
            object_id="@menu",
            tooltip="Same seats and options, a new shuffle",
        )
        self.new_button = self.button(
            pygame.Rect(x + w + gap, y, w, self.length(58)), "New game", self.new_game, object_id="@menu"
        )
        self.menu_button = self.button(
            pygame.Rect(x + 2 * (w + gap), y, w, self.length(58)),
            "Main menu",
            self.to_menu,
            object_id="@menu",
        )
        self.view_button = self.button(
            pygame.Rect(p.right - self.length(194), p.y + self.length(26), self.length(168), self.length(44)),
            "View table",
            self.view_table,
            object_id="@small",
            tooltip="Hide the results and look at the final table",
        )
        table = self.play.table
        self.back_button = self.button(
            table.T.rect(table.panel("controls")),
            "Back to results",
            self.back_to_results,
            object_id="@quiet",
            tooltip="Or click anywhere, or press Esc",
        )
        self._show_buttons()

    @property
    def dialog_buttons(self) -> tuple:
        return (self.again_button, self.new_button, self.menu_button, self.view_button)

    def view_table(self) -> None:
        self.viewing_table = True
        self._show_buttons()

    def back_to_results(self) -> None:
        self.viewing_table = False
        self._show_buttons()

    def _show_buttons(self) -> None:
        """The dialog's buttons, or over the bare table only "Back to results"."""
        shown = (self.back_button,) if self.viewing_table else self.dialog_buttons
        for button in (*self.dialog_buttons, self.back_button):
            if button in shown:
                button.show()
            else:
                button.hide()

    def again(self) -> None:
        from sherwood.engine import Match
        from sherwood.ui.scenes.menu import MenuScene
        from sherwood.ui.scenes.play import PlayScene

        m = self.play.match
        match = Match.start(m.game_id, list(m.seats), None, dict(m.options))
        self.app.scenes.reset(MenuScene(self.app), PlayScene(self.app, match))

    def new_game(self) -> None:
        from sherwood.ui.scenes.menu import MenuScene
        from sherwood.ui.scenes.setup import SetupScene

        m = self.play.match
        self.app.scenes.reset(
            MenuScene(self.app), SetupScene(self.app, m.game_id, seats=list(m.seats), options=dict(m.options))
        )

    def to_menu(self) -> None:
        from sherwood.ui.scenes.menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))

    def on_event(self, event: pygame.event.Event) -> bool:
        """Esc does not close the results; over the table, a click or Esc brings them back."""
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if self.viewing_table and (click or escape):
            self.back_to_results()
            return True
        return False

    @property
    def seed_line(self) -> str:
        return self.seed_lines[0]

    @property
    def seed_lines(self) -> tuple[str, ...]:
        """What the seed's line says, the longest first: a narrow panel takes a shorter one."""
        seed = self.play.match.seed
        return (
            f"Seed {seed}: type it as the fixed seed of a new game to deal these cards again.",
            f"Seed {seed}: a new game with this fixed seed deals these cards again.",
            f"Seed {seed} deals these cards again.",
        )

    @property
    def score_lines(self) -> list[str]:
        """The score rows as drawn: "<name>: <score>"."""
        return [f"{name}: {score}" for name, score in zip(self.names, self.scores, strict=True)]

    def draw_scene(self, surface: pygame.Surface) -> None:
        if self.viewing_table:
            return
        super().draw_scene(surface)
        p = self.panel_rect
        L = self.length
        style_of = self.play.table.seat_style
        top = p.y + self.length(34)
        if len(self.winners) == 1:
            st = style_of(self.winners[0])
            size = self.length(84)
            surface.blit(icons.badge(st.symbol, size, st.colour), (p.centerx - size // 2, top))
            top += size + self.length(8)
        # Without the badge the heading shares its line with "View table": keep clear of it.
        room = p.w - self.length(80) if len(self.winners) == 1 else p.w - 2 * self.length(204)
        heading, px = text.fit_line(self.heading, "serif-bold", self.length(46), room, minimum=8)
        text.blit(surface, heading, "serif-bold", px, P.INK, (p.centerx, top), anchor="midtop")
        y = top + px + self.length(26)
        if self.subtitle:
            sub = pygame.Rect(0, 0, p.w - L(140), 0).move_to(midtop=(p.centerx, y - L(14)))
            text.line(surface, self.subtitle, "serif-italic", L(24), P.INK_SOFT, sub, "midtop", minimum=L(16))
            y += self.length(34)
        if self.breakdown:
            y = self._draw_breakdown(surface, y)
        else:
            y = self._draw_score_rows(surface, y)
        seed_y = p.bottom - self.length(92 + 14 + SEED_LINE // 2)
        seed = pygame.Rect(0, 0, p.w - self.length(100), 0).move_to(center=(p.centerx, seed_y))
        text.line(surface, self.seed_lines, "sans", self.px(15), P.INK_SOFT, seed, "center")
        if self.note:  # at most three lines
            note = pygame.Rect(0, 0, p.w - L(140), 3 * L(24)).move_to(midtop=(p.centerx, y + L(8)))
            px = L(20)
            text.paragraph(surface, self.note, "serif-italic", px, P.INK_SOFT, note, "midtop", line_h=L(24))

    def _draw_score_rows(self, surface: pygame.Surface, y: int) -> int:
        """One row a seat, winners first: badge, name, the score and its unit."""
        p = self.panel_rect
        style_of = self.play.table.seat_style
        order = sorted(range(len(self.scores)), key=lambda s: (s not in self.winners, -self.scores[s]))
        row_h = self.length(74)
        for seat in order:
            st = style_of(seat)
            row = pygame.Rect(p.x + self.length(70), y, p.w - self.length(140), row_h - self.length(8))
            colour = P.mix(P.PARCHMENT_LIGHT, st.colour, 0.18 if seat in self.winners else 0.06)
            pygame.draw.rect(surface, colour, row, border_radius=self.length(10))
            pygame.draw.rect(surface, st.colour, row, width=2, border_radius=self.length(10))
            b = row.h - self.length(12)
            surface.blit(
                icons.badge(st.symbol, b, st.colour), (row.x + self.length(10), row.y + self.length(6))
            )
            detail = self.outcome.details[seat] if self.outcome.details else None
            name_y = row.centery - (self.length(10) if detail else 0)
            x = row.x + b + self.length(24)
            name = pygame.Rect(x, name_y, row.w - self.length(260), 0)
            px = self.length(26)
            text.line(surface, self.names[seat], "serif-bold", px, P.INK, name, "midleft", minimum=8)
            score = str(self.scores[seat])
            score_w = text.size(score, "sans-bold", self.length(30))[0]
            unit_w = text.size(self.unit, "serif-italic", self.px(20))[0]
            # the unit keeps clear of the crown, drawn wider in a small window
            unit_x = min(row.right - self.length(82), row.right - self.length(44) - unit_w)
            if detail:  # as far as the score leaves room
                room = unit_x - self.length(16) - score_w - x
                below = pygame.Rect(x, name_y + self.length(16), room, 0)
                text.line(surface, detail, "sans", self.px(14), P.INK_SOFT, below, overflow="words")
            at = (unit_x - self.length(8), row.centery)
            text.blit(surface, score, "sans-bold", self.length(30), P.INK, at, anchor="midright")
            at = (unit_x, row.centery)
            text.blit(surface, self.unit, "serif-italic", self.px(20), P.INK_SOFT, at, anchor="midleft")
            if seat in self.winners:
                crown = self.length(30)
                at = (row.right - self.length(40), row.centery - crown // 2)
                surface.blit(icons.icon("crown", crown, P.GOLD_DEEP), at)
            y += row_h
        return y

    def _name_lines(self, seat: int) -> text.Wrapped:
        """A seat's name for the top of its column: one line, a little smaller if need be;
        else two lines smaller still, the second cut short if need be."""
        name, width = self.names[seat], self.length(SEAT_COLUMN - 20)
        L = self.length
        if text.size(name, "serif-bold", min(L(19), L(21)))[0] <= width:
            return text.fit_paragraph(name, "serif-bold", L(21), width, max_lines=1, minimum=L(19))
        return text.fit_paragraph(name, "serif-bold", L(18), width, max_lines=2)

    def _label_units(self, row: Row, width: float, total: bool) -> float:
        """Design units the category's label needs: two lines at the readable size where one
        does not hold it (a small window), else none more than a row."""
        kind, px = ("serif-bold", self.px(24)) if total else ("sans", self.px(17))
        room = self.length(width - 100 - SEAT_COLUMN * len(self.scores) - 18 - (40 if row.code else 0))
        small = max(self.px(15), round(px * 0.88))
        if total or text.size(row.label, kind, small)[0] <= room:
            return 0
        return (2 * text.size(row.label, kind, small)[1] + self.length(4)) / self.scale

    def _draw_label(
        self, surface: pygame.Surface, label: str, kind: str, px: int, room: int, midleft: tuple[int, int],
        row_h: int,
    ) -> None:
        """A category's label on one line, a little smaller if need be; else on two lines
        where the row has the height for them; else on one line cut short."""
        small = max(self.px(15), round(px * 0.88))
        one_line = text.size(label, kind, min(px, small))[0] <= room
        if one_line or 2 * text.size(label, kind, small)[1] > row_h + self.length(4):
            laid = text.fit_paragraph(label, kind, px, room, max_lines=1, minimum=small)
        else:
            laid = text.fit_paragraph(label, kind, small, room, max_lines=2)
        laid.draw(surface, P.INK, pygame.Rect(*midleft, room, 0), "midleft")

    def _draw_breakdown(self, surface: pygame.Surface, y: int) -> int:
        """The categories down the left, one column a seat in seat order, the total row bold."""
        rows = self.breakdown
        p = self.panel_rect
        L = self.length
        style_of = self.play.table.seat_style
        n = len(self.scores)
        col_w = L(SEAT_COLUMN)
        right = p.right - L(50)
        left = p.x + L(50)
        first_col = right - n * col_w
        row_hs = [L(h) for h in self.row_hs]
        header_h = L(self.header_h)
        rows_top = y + header_h
        bottom = rows_top + sum(row_hs)
        # Seat columns: a tint of the seat's colour, stronger and outlined for the winners.
        for seat in range(n):
            st = style_of(seat)
            col = pygame.Rect(first_col + seat * col_w + L(4), y, col_w - L(8), bottom - y + L(6))
            won = seat in self.winners
            pygame.draw.rect(
                surface, P.mix(P.PARCHMENT_LIGHT, st.colour, 0.2 if won else 0.07), col, border_radius=L(10)
            )
            pygame.draw.rect(surface, st.colour, col, width=3 if won else 1, border_radius=L(10))
            badge = L(46)
            bx = col.centerx - badge // 2
            surface.blit(icons.badge(st.symbol, badge, st.colour), (bx, y + L(8)))
            if won:
                crown = L(30)
                surface.blit(
                    icons.icon("crown", crown, P.GOLD_DEEP),
                    (bx + badge + L(6), y + L(8) + (badge - crown) // 2),
                )
            self._name_lines(seat).draw(surface, P.INK, pygame.Rect(col.x, y + L(60), col.w, 0), "midtop")
        # Rows: a hairline between categories, a brass rule above the total.
        top = rows_top
        for i, row in enumerate(rows):
            row_h = row_hs[i]
            mid = top + row_h // 2
            total = i == len(rows) - 1
            if total:
                pygame.draw.line(surface, P.BRASS, (left, top), (right - L(4), top), 2)
            elif i:
                pygame.draw.line(surface, P.PARCHMENT_EDGE, (left, top), (right - L(4), top), 1)
            kind = "serif-bold" if total else "sans"
            px = self.px(24) if total else self.px(17)
            x = left + L(6)
            if row.code and not total:
                code = text.blit(surface, row.code, "sans-bold", px, P.INK, (x, mid), anchor="midleft")
                x = max(x + L(40), code.right + L(8))
            unit_w = 0
            if total:
                unit_w = text.size(self.unit, "serif-italic", self.px(20))[0] + L(12)
                text.blit(
                    surface,
                    self.unit,
                    "serif-italic",
                    self.px(20),
                    P.INK_SOFT,
                    (first_col - L(10), mid),
                    anchor="midright",
                )
            room = first_col - L(12) - unit_w - x
            self._draw_label(surface, row.label, kind, px, room, (x, mid), row_h)
            top += row_h
            for seat in range(n):
                value = row.values[seat]
                shown = str(value).replace("-", "\u2212")
                colour = P.INK if value or total else P.INK_SOFT
                text.blit(
                    surface,
                    shown,
                    "sans-bold" if total else "sans",
                    self.px(26) if total else self.px(19),
                    colour,
                    (first_col + seat * col_w + col_w // 2, mid),
                    anchor="center",
                )
        return bottom + L(12)
