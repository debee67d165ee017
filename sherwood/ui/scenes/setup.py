"""A new game: each seat human or a bot, each option, the seed (shown and editable), Start."""

from __future__ import annotations

import secrets

import pygame
import pygame_gui

from sherwood.engine import BadOptions, Match, game_spec
from sherwood.ui.bots import bot_choices, is_human
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.base import Scene

MAX_SEED = 10**6
SEAT_ROW = 92
NAME_W = 390


class SetupScene(Scene):
    opaque = True

    def __init__(
        self,
        app,
        game_id: str,
        seats: list[str] | None = None,
        options: dict | None = None,
        seed: int | None = None,
    ):
        super().__init__(app)
        self.spec = game_spec(game_id)
        self.game_id = game_id
        self.choices = [("Human", "human", "A person at this screen"), *bot_choices(game_id)]
        if seats is None:
            from sherwood.ui.app import default_seats

            seats = default_seats(game_id)
        self.seats = list(seats)
        self.options = self.spec.resolve_options(options)
        self.seed = seed if seed is not None else secrets.randbelow(MAX_SEED)
        self.error: str | None = None
        self.seat_buttons: list[dict[str, pygame_gui.elements.UIButton]] = []
        self.option_buttons: dict[str, dict] = {}
        self.count_buttons: dict[int, pygame_gui.elements.UIButton] = {}

    # --- geometry ------------------------------------------------------------------------

    @property
    def panel(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.length(1200), self.length(min(960, self._rows()["end"])))
        r.center = (self.size[0] // 2, self.size[1] // 2)
        return r

    def _rows(self) -> dict[str, int]:
        """Top (design units from the panel's top) of each section."""
        counts = len(self.spec.seat_counts) > 1
        top = 150
        rows = {"players": top}
        top += 50 + (70 if counts else 0)
        rows["seats"] = top
        top += SEAT_ROW * len(self.seats) + 20
        rows["options"] = top
        top += 54 + 104 * len(self.spec.options) + (0 if self.spec.options else 40)
        rows["seed"] = top
        rows["end"] = top + 110 + 70 + 62 + 40
        return rows

    # --- widgets -------------------------------------------------------------------------

    def build(self) -> None:
        p = self.panel
        rows = self._rows()
        left = p.x + self.length(70)
        right = p.right - self.length(70)
        self.seat_buttons, self.option_buttons, self.count_buttons = [], {}, {}
        if len(self.spec.seat_counts) > 1:
            y = p.y + self.length(rows["players"] + 54)
            for i, n in enumerate(self.spec.seat_counts):
                btn = self.button(
                    pygame.Rect(
                        left + self.length(NAME_W) + i * self.length(84), y, self.length(74), self.length(48)
                    ),
                    str(n),
                    lambda n=n: self.set_count(n),
                    object_id="@choice",
                )
                self.count_buttons[n] = btn
        for seat in range(len(self.seats)):
            y = p.y + self.length(rows["seats"] + seat * SEAT_ROW)
            x0 = left + self.length(NAME_W)
            w = (right - x0 - self.length(8) * (len(self.choices) - 1)) // len(self.choices)
            group = {}
            for i, (label, value, desc) in enumerate(self.choices):
                btn = self.button(
                    pygame.Rect(x0 + i * (w + self.length(8)), y, w, self.length(56)),
                    label,
                    lambda seat=seat, value=value: self.set_seat(seat, value),
                    object_id="@choice",
                    tooltip=desc,
                )
                group[value] = btn
            self.seat_buttons.append(group)
        for k, opt in enumerate(self.spec.options):
            y = p.y + self.length(rows["options"] + 54 + k * 104)
            values = (
                list(opt.choices) if opt.choices else ([False, True] if isinstance(opt.default, bool) else [])
            )
            group = {}
            x0 = left + self.length(NAME_W)
            for i, value in enumerate(values):
                label = ("On" if value else "Off") if isinstance(value, bool) else str(value)
                btn = self.button(
                    pygame.Rect(x0 + i * self.length(130), y, self.length(120), self.length(52)),
                    label,
                    lambda name=opt.name, value=value: self.set_option(name, value),
                    object_id="@choice",
                    tooltip=opt.help or None,
                )
                group[value] = btn
            self.option_buttons[opt.name] = group
        y = p.y + self.length(rows["seed"] + 46)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(left + self.length(NAME_W), y, self.length(200), self.length(52)),
            manager=self.ui,
            initial_text=str(self.seed),
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(9)
        self.reseed_button = self.button(
            pygame.Rect(left + self.length(NAME_W + 216), y, self.length(170), self.length(52)),
            "New seed",
            self.new_seed,
            object_id="@small",
            tooltip="A fresh shuffle. The same seed always deals the same cards.",
        )
        bw = self.length(250)
        by = p.bottom - self.length(96)
        self.back_button = self.button(
            pygame.Rect(left, by, bw, self.length(62)), "Back", self.back, object_id="@menu"
        )
        self.start_button = self.button(
            pygame.Rect(right - bw, by, bw, self.length(62)), "Start game", self.start, object_id="@action"
        )
        self._mark()

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
        self._mark()

    def set_option(self, name: str, value) -> None:
        self.options[name] = value
        self._mark()

    def set_count(self, n: int) -> None:
        from sherwood.ui.app import default_seats

        extra = default_seats(self.game_id)[-1]
        self.seats = (self.seats + [extra] * n)[:n]
        self.resize(self.size)

    def new_seed(self) -> None:
        self.seed = secrets.randbelow(MAX_SEED)
        self.seed_entry.set_text(str(self.seed))

    def read_seed(self) -> int:
        raw = self.seed_entry.get_text().strip()
        if not raw:
            self.new_seed()
            return self.seed
        return int(raw)

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
            if event.key == pygame.K_RETURN and not self.seed_entry.is_focused:
                self.start()
                return True
        return False

    # --- drawing ---------------------------------------------------------------------------

    def draw_scene(self, surface: pygame.Surface) -> None:
        from sherwood.ui.scenes.menu import title_art

        surface.blit(title_art(surface.get_size()), (0, 0))
        draw.dim(surface, 70)
        p = self.panel
        draw.panel(surface, p, self.length(18))
        left = p.x + self.length(70)
        text.blit(
            surface,
            self.spec.title,
            "serif-bold",
            self.length(52),
            P.INK,
            (p.centerx, p.y + self.length(30)),
            anchor="midtop",
        )
        text.blit(
            surface,
            self.spec.tagline,
            "serif-italic",
            self.length(23),
            P.INK_SOFT,
            (p.centerx, p.y + self.length(94)),
            anchor="midtop",
        )
        rows = self._rows()
        self._heading(surface, "Players", p.y + self.length(rows["players"]))
        if self.count_buttons:
            text.blit(
                surface,
                "How many",
                "serif",
                self.length(24),
                P.INK,
                (left, p.y + self.length(rows["players"] + 62)),
            )
        descriptions = {value: desc for _, value, desc in self.choices}
        for seat in range(len(self.seats)):
            y = p.y + self.length(rows["seats"] + seat * SEAT_ROW)
            style = P.seat_style(seat)
            b = self.length(50)
            surface.blit(icons.badge(style.symbol, b, style.colour), (left, y + self.length(3)))
            name = self.spec.seat_names[seat] if seat < len(self.spec.seat_names) else f"Seat {seat + 1}"
            px = text.fit(name, "serif-bold", self.length(26), self.length(NAME_W - 80))
            text.blit(
                surface,
                name,
                "serif-bold",
                px,
                P.INK,
                (left + b + self.length(14), y + self.length(28)),
                anchor="midleft",
            )
            desc = text.ellipsize(
                descriptions.get(self.seats[seat], ""),
                "sans",
                self.length(14),
                p.right - self.length(70) - left - self.length(NAME_W),
            )
            text.blit(
                surface,
                desc,
                "sans",
                self.length(14),
                P.INK_SOFT,
                (left + self.length(NAME_W), y + self.length(62)),
            )
        self._heading(surface, "Options", p.y + self.length(rows["options"]))
        if not self.spec.options:
            text.blit(
                surface,
                "This game has no options.",
                "serif-italic",
                self.length(22),
                P.INK_SOFT,
                (left, p.y + self.length(rows["options"] + 50)),
            )
        for k, opt in enumerate(self.spec.options):
            y = p.y + self.length(rows["options"] + 54 + k * 104)
            text.blit(surface, opt.label, "serif-bold", self.length(24), P.INK, (left, y))
            if opt.help:
                for i, line in enumerate(
                    text.wrap(opt.help, "sans", self.length(14), self.length(NAME_W - 20))[:3]
                ):
                    text.blit(
                        surface,
                        line,
                        "sans",
                        self.length(14),
                        P.INK_SOFT,
                        (left, y + self.length(32) + i * self.length(18)),
                    )
        y = p.y + self.length(rows["seed"])
        self._heading(surface, "Shuffle", y)
        text.blit(surface, "Seed", "serif", self.length(24), P.INK, (left, y + self.length(56)))
        text.blit(
            surface,
            "The same seed deals the same cards.",
            "sans",
            self.length(14),
            P.INK_SOFT,
            (left + self.length(NAME_W + 406), y + self.length(64)),
        )
        humans = sum(1 for s in self.seats if is_human(s))
        if humans >= 2 and self.spec.hidden_hands:
            note = "Hot-seat: a curtain hides each hand while you pass the screen."
        elif humans == 0:
            note = "Bots only: sit back and watch."
        else:
            note = ""
        if note:
            text.blit(
                surface,
                note,
                "serif-italic",
                self.length(20),
                P.INK_SOFT,
                (p.centerx, p.bottom - self.length(150)),
                anchor="midtop",
            )
        if self.error:
            msg = text.ellipsize(self.error, "sans", self.length(16), p.w - self.length(140))
            text.blit(
                surface,
                msg,
                "sans",
                self.length(16),
                P.WAX,
                (p.centerx, p.bottom - self.length(112)),
                anchor="midtop",
            )

    def _heading(self, surface: pygame.Surface, title: str, y: int) -> None:
        p = self.panel
        left = p.x + self.length(70)
        text.blit(surface, title, "serif-bold", self.length(30), P.FOREST, (left, y))
        tw = text.size(title, "serif-bold", self.length(30))[0]
        mid = y + self.length(22)
        pygame.draw.line(
            surface, P.PARCHMENT_EDGE, (left + tw + self.length(16), mid), (p.right - self.length(70), mid), 2
        )
