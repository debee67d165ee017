"""The main menu: title art, the games of the catalogue (each game with a table is playable;
one without is listed greyed, its tooltip saying it comes in a later version), Continue (the
most recent game in progress), all saved games, Settings, Quit. The catalogue may hold any
number of games: :mod:`.menu_tiles` lays their tiles out.

The menu is the program's first frame, so it is built without pygame_gui (``gui = False``):
its buttons are Sherwood's own, in the theme's look (:meth:`Scene.plain_button`).

Each time it is shown it lists the saved games (:mod:`sherwood.savegames`), which also
clears temporary files of interrupted writes and sets aside files that cannot be read;
what was set aside, or a saves folder that cannot be used, is said in one sentence at the
foot of the menu."""

from __future__ import annotations

import math
import random
from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame

from sherwood.games import CatalogueEntry, listed
from sherwood.savegames import Listing, SaveEntry, SaveLibrary
from sherwood.ui.games import playable as is_playable
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.scenes import menu_tiles as tiles
from sherwood.ui.scenes.base import Scene
from sherwood.ui.widgets.plain_button import PlainButton

if TYPE_CHECKING:
    from sherwood.ui.app import App

COMING = "Coming in a later version"


def _treeline(
    surface: pygame.Surface, base: float, height: float, colour: P.Color, seed: int, density: float
) -> None:
    w, h = surface.get_size()
    rng = random.Random(seed)
    pygame.draw.rect(surface, colour, (0, base, w, h - base))
    x = -rng.uniform(0, 40)
    while x < w + 60:
        th = height * rng.uniform(0.55, 1.0)
        if rng.random() < 0.55:  # a fir
            tw = th * rng.uniform(0.34, 0.46)
            tiers = 4
            for i in range(tiers):
                top = base - th + i * th * 0.2
                bottom = base - th * 0.08 - (tiers - 1 - i) * th * 0.12
                half = tw / 2 * (0.55 + 0.45 * (i + 1) / tiers)
                pygame.draw.polygon(surface, colour, [(x, top), (x - half, bottom), (x + half, bottom)])
            pygame.draw.rect(surface, colour, (x - th * 0.03, base - th * 0.12, th * 0.06, th * 0.14))
        else:  # an oak
            r = th * rng.uniform(0.22, 0.3)
            pygame.draw.rect(surface, colour, (x - r * 0.14, base - th * 0.5, r * 0.28, th * 0.52))
            for _ in range(7):
                pygame.draw.circle(
                    surface,
                    colour,
                    (x + rng.uniform(-r, r), base - th + r + rng.uniform(-r * 0.4, r)),
                    r * rng.uniform(0.55, 0.85),
                )
        x += height * density * rng.uniform(0.3, 0.75)


@lru_cache(maxsize=4)
def title_art(size: tuple[int, int]) -> pygame.Surface:
    """Dawn over Sherwood: a pale sky, a low sun, three rows of trees with mist between.

    Drawn before the menu's first frame, so drawn cheaply: the sun's glow is one faint disc
    and a bright one on a surface just the glow's size, and the trees, in opaque colours,
    straight onto the sky (the same pixels as layers of the whole window blended over it).
    """
    w, h = size
    sky = draw.vertical_gradient(size, P.mix(P.PARCHMENT_LIGHT, P.FOREST_LIGHT, 0.28), (248, 226, 170))
    sun = (int(w * 0.68), int(h * 0.6))
    reach = int(h * 0.05 * 12)  # the faint disc; pygame.draw sets pixels, so smaller ones under it vanish
    glow = pygame.Surface((2 * reach + 1, 2 * reach + 1), pygame.SRCALPHA)
    middle = (reach, reach)
    pygame.draw.circle(glow, (255, 236, 180, 10), middle, reach)
    pygame.draw.circle(glow, (255, 246, 214, 200), middle, int(h * 0.07))
    sky.blit(glow, (sun[0] - reach, sun[1] - reach))
    layers = [
        (0.66, 0.2, P.mix(P.FOREST_LIGHT, (246, 224, 168), 0.45), 0.35),
        (0.76, 0.26, P.mix(P.FOREST_MID, P.FOREST_LIGHT, 0.3), 0.3),
        (0.86, 0.32, P.FOREST, 0.28),
        (0.985, 0.3, P.FOREST_DEEP, 0.26),
    ]
    for i, (base, height, colour, density) in enumerate(layers):
        _treeline(sky, base * h, height * h, colour, 40 + i, density)
        if i == len(layers) - 1:
            break
        mist = pygame.Surface((1, 32), pygame.SRCALPHA)
        for y in range(32):
            mist.set_at((0, y), (250, 240, 210, int(60 * math.sin(math.pi * y / 31))))
        sky.blit(pygame.transform.smoothscale(mist, (w, int(h * 0.08))), (0, int(base * h - h * 0.05)))
    sky.blit(draw.vignette(size, 120), (0, 0))
    return sky


class MenuScene(Scene):
    opaque = True
    gui = False  # drawn without pygame_gui: the first frame comes sooner

    def __init__(self, app: App):
        super().__init__(app)
        self.tiles: dict[str, PlainButton] = {}
        self.games: list[CatalogueEntry] = []
        self.games_panel = pygame.Rect(0, 0, 0, 0)
        self.library = SaveLibrary()
        self.listing = Listing()

    # --- the saved games ------------------------------------------------------------------

    def rescan(self) -> None:
        """List the saves (and tidy them: stale temporary files, unreadable saves set aside)."""
        try:
            self.listing = self.library.scan(tidy=self.app.autosave)
        except Exception as exc:  # never: scan reports its problems; but the menu must come up
            self.listing = Listing(usable=False, notices=[f"The saved games could not be listed ({exc})."])
        for notice in self.listing.notices:  # saves set aside, an unusable folder: said once
            if notice not in self.app.notices:
                self.app.notices.append(notice)

    @property
    def notice(self) -> str | None:
        """What the menu tells the player now (``app.notices``, one sentence each), or None."""
        return " ".join(self.app.notices) or None

    @property
    def latest(self) -> SaveEntry | None:
        """The game Continue opens: the most recently played one still in progress."""
        return self.listing.latest_in_progress()

    def enter(self) -> None:
        self.rescan()
        super().enter()

    def resume(self) -> None:  # a game may have been saved, renamed or deleted meanwhile
        self.rescan()
        self.resize(self.size)

    # --- layout ----------------------------------------------------------------------------

    @property
    def origin(self) -> tuple[int, int]:
        w, h = self.size
        return (w - self.length(1600)) // 2, (h - self.length(1000)) // 2

    def R(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        ox, oy = self.origin
        return pygame.Rect(ox + self.length(x), oy + self.length(y), self.length(w), self.length(h))

    def build(self) -> None:
        self.tiles = {}
        self.games = listed()
        places, panel_height = tiles.tile_places(len(self.games))
        self.games_panel = self.R(tiles.PANEL_X, tiles.PANEL_TOP, tiles.PANEL_W, panel_height)
        for entry, (top, height) in zip(self.games, places, strict=True):
            playable = is_playable(entry.id)
            rect = self.R(tiles.TILE_X, top, tiles.TILE_W, height)
            alone = tiles.tile_look(rect, self.length, playable, entry.tagline).tagline is None
            tip = None if playable else COMING
            if alone:  # the tile has no room for its tagline: the tooltip says it
                tip = entry.tagline if playable else f"{entry.tagline} ({COMING[0].lower()}{COMING[1:]})"
            self.tiles[entry.id] = self.plain_button(
                rect,
                "",
                partial(self.choose, entry.id),
                object_id="@game_tile",
                tooltip=tip,
                enabled=playable,
            )
        y = 300
        self.continue_button = None
        latest = self.latest
        if latest is not None:
            self.continue_button = self.plain_button(
                self.R(1080, y, 340, 96),
                "",
                self.continue_game,
                object_id="@menu",
                tooltip=f"{latest.display_name}: {latest.summary()}"
                + (f". {latest.trouble}" if latest.trouble else ""),  # a seat nobody here can take
            )
            y += 116
        self.load_button = self.plain_button(
            self.R(1080, y, 340, 64),
            "All saved games" if latest is not None else "Saved games",
            self.load,
            object_id="@menu",
        )
        self.settings_button = self.plain_button(
            self.R(1080, y + 84, 340, 64), "Settings", self.settings, object_id="@menu"
        )
        self.quit_button = self.plain_button(
            self.R(1080, y + 168, 340, 64), "Quit", self.app.quit, object_id="@menu"
        )

    # --- actions ---------------------------------------------------------------------------

    def choose(self, game_id: str) -> None:
        from sherwood.ui.scenes.setup import SetupScene

        self.app.scenes.push(SetupScene(self.app, game_id))

    def continue_game(self) -> None:
        """Straight back into the most recent game in progress."""
        from sherwood.ui.scenes.load import open_saved_game

        latest = self.latest
        if latest is not None:
            open_saved_game(self.app, self.library, latest)

    def load(self) -> None:
        from sherwood.ui.scenes.load import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def settings(self) -> None:
        from sherwood.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def on_event(self, event: pygame.event.Event) -> bool:
        return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE

    def draw_scene(self, surface: pygame.Surface) -> None:
        surface.blit(title_art(surface.get_size()), (0, 0))
        _, oy = self.origin
        cx = surface.get_width() // 2
        text.blit(
            surface,
            "Sherwood",
            "serif-bold",
            self.length(120),
            P.INK,
            (cx, oy + self.length(30)),
            anchor="midtop",
        )
        y = oy + self.length(166)
        for side in (-1, 1):
            pygame.draw.line(
                surface, P.BRASS, (cx + side * self.length(40), y), (cx + side * self.length(230), y), 2
            )
        leaf = icons.icon("leaf", self.length(30), P.FOREST)
        flame = icons.icon("flame", self.length(30), P.SEAT_STYLES[1].colour)
        surface.blit(leaf, leaf.get_rect(center=(cx - self.length(18), y)))
        surface.blit(flame, flame.get_rect(center=(cx + self.length(18), y)))
        text.blit(
            surface,
            tiles.subtitle(len(self.games)),
            "serif-italic",
            self.length(28),
            P.INK_SOFT,
            (cx, oy + self.length(186)),
            anchor="midtop",
        )
        draw.panel(surface, self.games_panel, self.length(18))
        right = self.R(1050, 270, 400, 420 if self.continue_button is not None else 310)
        draw.panel(surface, right, self.length(18))

    def draw_over(self, surface: pygame.Surface) -> None:
        for entry in self.games:
            btn = self.tiles.get(entry.id)
            if btn is not None:
                self._draw_tile(surface, pygame.Rect(btn.rect), entry)
        if self.continue_button is not None and self.latest is not None:
            self._draw_continue(surface, pygame.Rect(self.continue_button.rect), self.latest)
        if self.notice:
            self.app.notices_shown_by = self  # the app forgets them once the player moves on
            self._draw_notice(surface, self.notice)

    def _draw_tile(self, surface: pygame.Surface, r: pygame.Rect, entry: CatalogueEntry) -> None:
        """A game's tile: its medal, title and tagline, and a ribbon if it is still to come."""
        playable = is_playable(entry.id)
        look = tiles.tile_look(r, self.length, playable, entry.tagline)
        ink = P.INK if playable else (0x3E, 0x32, 0x26)
        medal, size = look.medal, look.medal.w
        pygame.draw.circle(surface, P.FOREST if playable else (0x6B, 0x5E, 0x4A), medal.center, size // 2)
        pygame.draw.circle(surface, P.GOLD if playable else P.PARCHMENT_EDGE, medal.center, size // 2, 2)
        picture = tiles.picture(entry.icon, int(size * 0.62), P.CREAM)
        surface.blit(picture, picture.get_rect(center=medal.center))
        smallest = max(11, look.title_px * 3 // 4)
        text.line(surface, entry.title, "serif-bold", look.title_px, ink, look.title, look.title_anchor,
                  minimum=min(smallest, look.title_px))
        if look.tagline is not None:
            tag_ink = P.INK_SOFT if playable else ink
            text.line(surface, entry.tagline, "serif-italic", look.tagline_px, tag_ink, look.tagline,
                      minimum=min(tiles.TAG_MIN, look.tagline_px))
        if look.ribbon is not None:
            pygame.draw.rect(surface, P.WAX, look.ribbon, border_radius=look.ribbon_radius)
            text.line(surface, "Coming soon", "sans-bold", look.ribbon_px, P.CREAM, look.ribbon, "center")

    def _draw_continue(self, surface: pygame.Surface, r: pygame.Rect, latest: SaveEntry) -> None:
        """"Continue", and under it which game: its name, then who plays, moves and when (in
        one line when the window is small, never below a readable size)."""
        title = text.blit(
            surface, "Continue", "serif-bold", self.length(32), P.INK,
            (r.centerx, r.y + self.length(4)), anchor="midtop",
        )
        px = max(11, self.length(15))
        line_h = px + max(2, self.length(4))
        room = r.bottom - max(3, self.length(6)) - (title.bottom - self.length(2))
        width = r.w - self.length(24)
        full = f"{latest.seats_text()} · {latest.moves_text()} · {latest.when_text()}"
        short = f"{latest.moves_text()} · {latest.when_text()}"
        lines = [latest.display_name, full if text.size(full, "sans", px)[0] <= width else short]
        if room < 2 * line_h:
            lines = [f"{latest.display_name} · {latest.moves_text()}"]
        top = title.bottom - self.length(2) + (room - len(lines) * line_h) // 2
        for i, line in enumerate(lines):
            box = pygame.Rect(0, 0, width, line_h).move_to(midtop=(r.centerx, top + i * line_h))
            text.line(surface, line, "sans", px, P.INK_SOFT, box, "midtop")

    def _draw_notice(self, surface: pygame.Surface, message: str) -> None:
        """What the app has to tell (a damaged file set aside) at the foot of the menu, on a
        parchment ribbon."""
        _, oy = self.origin
        width = self.length(1300)
        px = max(11, self.length(18))
        room = width - self.length(60)
        laid = text.fit_paragraph(message, "sans", px, room, max_lines=5, line_h=self.length(24))
        box = pygame.Rect(0, 0, width, laid.height + self.length(22))
        box.midbottom = (surface.get_width() // 2, min(surface.get_height(), oy + self.length(990)))
        draw.panel(surface, box, self.length(10), border=P.WAX)
        laid.draw(surface, P.WAX, box.inflate(0, -2 * self.length(11)), "midtop")
