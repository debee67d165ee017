"""The end of a game: final scores, the winner, the tie-break if one decided, what next.

"View table" hides the dialog to look at the final table; "Back to results" (over the
table's controls), any click or Esc brings it back."""

from __future__ import annotations

import pygame

from sherwood.ui.render import icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.dialog import DialogScene


class ResultsScene(DialogScene):
    panel_width = 760

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        match = play.match
        self.names = match.names
        self.scores = list(match.scores())
        self.winners = list(match.winners())
        self.note = play.table.result_note()
        self.viewing_table = False
        rows = 74 * len(self.scores)
        self.panel_size = (self.panel_width, 34 + 92 + 56 + 26 + rows + (86 if self.note else 16) + 124)
        if len(self.winners) == 1:
            self.heading = f"Victory for {self.names[self.winners[0]]}!"
        elif self.winners:
            self.heading = "Shared victory!"
        else:
            self.heading = "A draw"

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
    def score_lines(self) -> list[str]:
        """The score rows as drawn: "<name>: <score>"."""
        return [f"{name}: {score}" for name, score in zip(self.names, self.scores, strict=True)]

    def draw_scene(self, surface: pygame.Surface) -> None:
        if self.viewing_table:
            return
        super().draw_scene(surface)
        p = self.panel_rect
        style_of = self.play.table.seat_style
        top = p.y + self.length(34)
        if len(self.winners) == 1:
            st = style_of(self.winners[0])
            size = self.length(84)
            surface.blit(icons.badge(st.symbol, size, st.colour), (p.centerx - size // 2, top))
            top += size + self.length(8)
        px = text.fit(self.heading, "serif-bold", self.length(46), p.w - self.length(80))
        text.blit(surface, self.heading, "serif-bold", px, P.INK, (p.centerx, top), anchor="midtop")
        y = top + px + self.length(26)
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
            name_px = text.fit(self.names[seat], "serif-bold", self.length(26), row.w - self.length(260))
            detail = self.play.table.score_detail(seat)
            name_y = row.centery - (self.length(10) if detail else 0)
            text.blit(
                surface,
                self.names[seat],
                "serif-bold",
                name_px,
                P.INK,
                (row.x + b + self.length(24), name_y),
                anchor="midleft",
            )
            if detail:
                text.blit(
                    surface,
                    text.ellipsize(detail, "sans", self.length(14), row.w - self.length(300)),
                    "sans",
                    self.length(14),
                    P.INK_SOFT,
                    (row.x + b + self.length(24), name_y + self.length(16)),
                )
            text.blit(
                surface,
                str(self.scores[seat]),
                "sans-bold",
                self.length(30),
                P.INK,
                (row.right - self.length(90), row.centery),
                anchor="midright",
            )
            text.blit(
                surface,
                "gold",
                "serif-italic",
                self.length(20),
                P.INK_SOFT,
                (row.right - self.length(82), row.centery),
                anchor="midleft",
            )
            if seat in self.winners:
                surface.blit(
                    icons.icon("crown", self.length(30), P.GOLD_DEEP),
                    (row.right - self.length(40), row.centery - self.length(15)),
                )
            y += row_h
        if self.note:
            for i, line in enumerate(
                text.wrap(self.note, "serif-italic", self.length(20), p.w - self.length(140))[:3]
            ):
                text.blit(
                    surface,
                    line,
                    "serif-italic",
                    self.length(20),
                    P.INK_SOFT,
                    (p.centerx, y + self.length(8) + i * self.length(24)),
                    anchor="midtop",
                )
