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
from sherwood.ui.scenes.dialog import ui_scale

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
    def s(self) -> float:
        return ui_scale(self.size)

    def L(self, v: float) -> int:
        return max(1, round(v * self.s))

    @property
    def panel(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.L(1200), self.L(min(960, self._rows()["end"])))
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
        left = p.x + self.L(70)
        right = p.right - self.L(70)
        self.seat_buttons, self.option_buttons, self.count_buttons = [], {}, {}
        if len(self.spec.seat_counts) > 1:
            y = p.y + self.L(rows["players"] + 54)
            for i, n in enumerate(self.spec.seat_counts):
                btn = self.button(
                    pygame.Rect(left + self.L(NAME_W) + i * self.L(84), y, self.L(74), self.L(48)),
                    str(n),
                    lambda n=n: self.set_count(n),
                    object_id="@choice",
                )
                self.count_buttons[n] = btn
        for seat in range(len(self.seats)):
            y = p.y + self.L(rows["seats"] + seat * SEAT_ROW)
            x0 = left + self.L(NAME_W)
            w = (right - x0 - self.L(8) * (len(self.choices) - 1)) // len(self.choices)
            group = {}
            for i, (label, value, desc) in enumerate(self.choices):
                btn = self.button(
                    pygame.Rect(x0 + i * (w + self.L(8)), y, w, self.L(56)),
                    label,
                    lambda seat=seat, value=value: self.set_seat(seat, value),
                    object_id="@choice",
                    tooltip=desc,
                )
                group[value] = btn
            self.seat_buttons.append(group)
        for k, opt in enumerate(self.spec.options):
            y = p.y + self.L(rows["options"] + 54 + k * 104)
            values = (
                list(opt.choices) if opt.choices else ([False, True] if isinstance(opt.default, bool) else [])
            )
            group = {}
            x0 = left + self.L(NAME_W)
            for i, value in enumerate(values):
                label = ("On" if value else "Off") if isinstance(value, bool) else str(value)
                btn = self.button(
                    pygame.Rect(x0 + i * self.L(130), y, self.L(120), self.L(52)),
                    label,
                    lambda name=opt.name, value=value: self.set_option(name, value),
                    object_id="@choice",
                    tooltip=opt.help or None,
                )
                group[value] = btn
            self.option_buttons[opt.name] = group
        y = p.y + self.L(rows["seed"] + 46)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(left + self.L(NAME_W), y, self.L(200), self.L(52)),
            manager=self.ui,
            initial_text=str(self.seed),
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(9)
        self.reseed_button = self.button(
            pygame.Rect(left + self.L(NAME_W + 216), y, self.L(170), self.L(52)),
            "New seed",
            self.new_seed,
            object_id="@small",
            tooltip="A fresh shuffle. The same seed always deals the same cards.",
        )
        bw = self.L(250)
        by = p.bottom - self.L(96)
        self.back_button = self.button(
            pygame.Rect(left, by, bw, self.L(62)), "Back", self.back, object_id="@menu"
        )
        self.start_button = self.button(
            pygame.Rect(right - bw, by, bw, self.L(62)), "Start game", self.start, object_id="@action"
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
        draw.panel(surface, p, self.L(18))
        left = p.x + self.L(70)
        text.blit(
            surface,
            self.spec.title,
            "serif-bold",
            self.L(52),
            P.INK,
            (p.centerx, p.y + self.L(30)),
            anchor="midtop",
        )
        text.blit(
            surface,
            self.spec.tagline,
            "serif-italic",
            self.L(23),
            P.INK_SOFT,
            (p.centerx, p.y + self.L(94)),
            anchor="midtop",
        )
        rows = self._rows()
        self._heading(surface, "Players", p.y + self.L(rows["players"]))
        if self.count_buttons:
            text.blit(
                surface, "How many", "serif", self.L(24), P.INK, (left, p.y + self.L(rows["players"] + 62))
            )
        descriptions = {value: desc for _, value, desc in self.choices}
        for seat in range(len(self.seats)):
            y = p.y + self.L(rows["seats"] + seat * SEAT_ROW)
            style = P.seat_style(seat)
            b = self.L(50)
            surface.blit(icons.badge(style.symbol, b, style.colour), (left, y + self.L(3)))
            name = self.spec.seat_names[seat] if seat < len(self.spec.seat_names) else f"Seat {seat + 1}"
            px = text.fit(name, "serif-bold", self.L(26), self.L(NAME_W - 80))
            text.blit(
                surface,
                name,
                "serif-bold",
                px,
                P.INK,
                (left + b + self.L(14), y + self.L(28)),
                anchor="midleft",
            )
            desc = text.ellipsize(
                descriptions.get(self.seats[seat], ""),
                "sans",
                self.L(14),
                p.right - self.L(70) - left - self.L(NAME_W),
            )
            text.blit(surface, desc, "sans", self.L(14), P.INK_SOFT, (left + self.L(NAME_W), y + self.L(62)))
        self._heading(surface, "Options", p.y + self.L(rows["options"]))
        if not self.spec.options:
            text.blit(
                surface,
                "This game has no options.",
                "serif-italic",
                self.L(22),
                P.INK_SOFT,
                (left, p.y + self.L(rows["options"] + 50)),
            )
        for k, opt in enumerate(self.spec.options):
            y = p.y + self.L(rows["options"] + 54 + k * 104)
            text.blit(surface, opt.label, "serif-bold", self.L(24), P.INK, (left, y))
            if opt.help:
                for i, line in enumerate(text.wrap(opt.help, "sans", self.L(14), self.L(NAME_W - 20))[:3]):
                    text.blit(
                        surface, line, "sans", self.L(14), P.INK_SOFT, (left, y + self.L(32) + i * self.L(18))
                    )
        y = p.y + self.L(rows["seed"])
        self._heading(surface, "Shuffle", y)
        text.blit(surface, "Seed", "serif", self.L(24), P.INK, (left, y + self.L(56)))
        text.blit(
            surface,
            "The same seed deals the same cards.",
            "sans",
            self.L(14),
            P.INK_SOFT,
            (left + self.L(NAME_W + 406), y + self.L(64)),
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
                self.L(20),
                P.INK_SOFT,
                (p.centerx, p.bottom - self.L(150)),
                anchor="midtop",
            )
        if self.error:
            msg = text.ellipsize(self.error, "sans", self.L(16), p.w - self.L(140))
            text.blit(
                surface, msg, "sans", self.L(16), P.WAX, (p.centerx, p.bottom - self.L(112)), anchor="midtop"
            )

    def _heading(self, surface: pygame.Surface, title: str, y: int) -> None:
        p = self.panel
        left = p.x + self.L(70)
        text.blit(surface, title, "serif-bold", self.L(30), P.FOREST, (left, y))
        tw = text.size(title, "serif-bold", self.L(30))[0]
        mid = y + self.L(22)
        pygame.draw.line(
            surface, P.PARCHMENT_EDGE, (left + tw + self.L(16), mid), (p.right - self.L(70), mid), 2
        )
