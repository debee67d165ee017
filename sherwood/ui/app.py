"""The window and its clock loop: events -> scene stack; update(dt); draw; flip.

Entry points for the command line:

* :func:`run` opens the window (the main menu, or straight into a game) and returns an
  exit code. ``screenshot=`` and ``exit_after_frames=`` make it a smoke test.
* :func:`screenshot` renders one scene headless (dummy video driver) into a PNG, for
  ``sherwood screenshot``: the game after K bot moves, or the menu, setup, privacy,
  pause, results, rules, settings or load screen.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
import warnings
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

import sherwood.games  # noqa: F401 (hands the kernel its catalogue: the app finds games by id)
from sherwood import crash
from sherwood.ui.render.cache import release_memory
from sherwood.ui.scenes.manager import SceneManager
from sherwood.ui.settings import MAX_WINDOW, MIN_WINDOW, Settings, smallest_window
from sherwood.ui.theme import load_theme

if TYPE_CHECKING:
    import pygame_gui

    from sherwood.engine import Match

DEFAULT_SIZE = (1280, 800)
RESIZE_EVENTS = frozenset({pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED})
SCREENSHOT_SIZE = (1600, 1000)
SCENES = ("menu", "setup", "game", "privacy", "pause", "results", "rules", "settings", "load")
MATCH_SCENES = ("game", "privacy", "pause", "results")
"""The scenes :func:`stage_scene` shows a match in (seated by :func:`scene_seats`)."""


class App:
    """The running application: window, settings, the scene stack and one frame's work.

    Without ``settings`` the player's saved settings are loaded (a damaged file is moved
    aside and its one-sentence notice put in :attr:`notices`, which the menu shows), the
    window opens at their size or fullscreen, and a resize or F11 is remembered in them.
    Given ``settings`` (tests, screenshots) nothing is written back but what a settings
    screen saves. Without ``size`` the window takes the saved size.
    """

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        *,
        settings: Settings | None = None,
        autosave: bool = True,
    ):
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "sherwood")
        pygame.display.init()
        pygame.font.init()  # no mixer: Sherwood plays no sound yet, and on a machine without
        # a sound card opening one only floods the terminal with ALSA errors
        self.notices: list[str] = []  # one sentence each, for the player (the menu shows them)
        self.notices_shown_by: object | None = None  # the scene that showed them
        self.remember_window = settings is None
        if settings is None:
            settings, notice = Settings.load_checked()
            if notice:
                self.notices.append(notice)
                print(f"sherwood: {notice}", file=sys.stderr)  # for a game started from a terminal
        self.settings = settings
        self.screen = self._open_window(size)
        crash.note_window()  # from now on an error is a crash to report, not a wrong argument
        pygame.display.set_caption("Sherwood")
        self._set_icon()
        self.clock = pygame.time.Clock()
        self.theme = load_theme()
        self.scenes = SceneManager()
        self.running = True
        self.autosave = autosave
        self.time = 0.0
        self.frames = 0

    def _open_window(self, size: tuple[int, int] | None) -> pygame.Surface:
        if size is None and self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        if size is None:
            size = fit_to_desktop(self.settings.window_size)
        return windowed(size)

    def _set_icon(self) -> None:
        from sherwood.ui.render import icons, palette

        pygame.display.set_icon(icons.badge("leaf", 64, palette.SEAT_STYLES[0].colour))

    # --- services for scenes --------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def new_ui(self) -> pygame_gui.UIManager:
        """A pygame_gui manager with Sherwood's theme, its fonts scaled to the window
        (:func:`sherwood.ui.gui.new_manager`)."""
        from sherwood.ui.gui import new_manager

        return new_manager(self.theme, self.size)

    def quit(self) -> None:
        self.running = False

    @property
    def fullscreen(self) -> bool:
        return bool(self.screen.get_flags() & pygame.FULLSCREEN)

    def set_fullscreen(self, on: bool) -> None:
        """Fill the screen, or go back to a window of the remembered size (F11); remembered."""
        if on != self.fullscreen:
            if on:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.screen = windowed(fit_to_desktop(self.settings.window_size))
            self.scenes.resize(self.screen.get_size())
        self.settings.fullscreen = on
        self.save_settings()

    def save_settings(self) -> bool:
        """Write the settings; False (and the settings kept for this session) if the player's
        folder cannot be written."""
        try:
            self.settings.save()
        except OSError:
            return False
        return True

    def toggle_help(self) -> None:
        """Open the keys-and-mouse help over any scene, or close it if it is on top."""
        from sherwood.ui.scenes.help import HelpScene

        top = self.scenes.top
        if isinstance(top, HelpScene):
            top.close()
        elif self.scenes.stack:
            self.scenes.push(HelpScene(self))

    def _typing(self) -> bool:
        """A text box on the top scene has the keyboard (a typed "?" belongs to it)."""
        top = self.scenes.top
        ui = getattr(top, "ui", None)
        if ui is None:
            return False
        import pygame_gui

        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in ui.get_focus_set() or ())

    def shortcut(self, event: pygame.event.Event) -> bool:
        """The keys that work on every scene: F1 or ? (help) and F11 (fullscreen)."""
        if event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return True
        question = event.key == pygame.K_QUESTION or getattr(event, "unicode", "") == "?"
        if event.key == pygame.K_F1 or (question and not self._typing()):
            self.toggle_help()
            return True
        return False

    def resize(self, size: tuple[int, int]) -> None:
        """The window takes ``size``, never smaller than :data:`~sherwood.ui.settings.MIN_WINDOW`
        (a window manager that lets the player drag it smaller sees it snap back)."""
        size = smallest_window(size)
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != size:
            surface = windowed(size)
        self.screen = surface
        self.scenes.resize(size)

    # --- one frame --------------------------------------------------------------------

    def step(self, dt: float = 1 / 60, events: Sequence[pygame.event.Event] | None = None) -> None:
        """Handle the waiting events, update by ``dt`` seconds, draw and flip (always: tests
        drive frames with it; the loop's :meth:`tick` decides when a frame is worth drawing)."""
        self.scenes.apply_pending()
        for event in pygame.event.get() if events is None else events:
            self.dispatch(event)
        self.scenes.apply_pending()
        self.time += dt
        self.scenes.update(dt)
        self.scenes.apply_pending()
        self.draw()
        pygame.display.flip()
        self.frames += 1

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            if self.fullscreen:  # the screen's own size: never leave fullscreen for it
                self.screen = pygame.display.get_surface() or self.screen
                self.scenes.resize(self.screen.get_size())
                return
            self.resize(event.size)
            if self.remember_window:
                self.settings.window_size = remembered_size(self.size)
                self.save_settings()
        elif event.type == pygame.KEYDOWN and self.shortcut(event):
            return
        else:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self._forget_shown_notices()
            self.scenes.handle(event)

    def _forget_shown_notices(self) -> None:
        """The notices were shown and the player is acting on another scene: said once."""
        shown_by = self.notices_shown_by
        if self.notices and shown_by is not None and self.scenes.top is not shown_by:
            self.notices.clear()
            self.notices_shown_by = None

    def draw(self) -> None:
        if not self.scenes.stack:
            self.screen.fill((0x3E, 0x27, 0x16))
        self.scenes.draw(self.screen)

    # --- the loop: full rate while something moves, asleep while nothing does ---------------

    LINGER = 1.5  # seconds of full frame rate after the last event (hover fades, a press)
    IDLE_WAIT = 0.5  # seconds a quiet loop sleeps at most before it looks at its timers again
    _redraw = True  # a frame is owed: a new loop, or a quiet update pushed or popped a scene
    _quiet_at = 0.0  # the monotonic time from which the loop may go quiet
    RELEASE_EVERY = 30.0  # seconds between two hand-backs of freed memory to the system
    _release_at = 0.0

    def monotonic(self) -> float:
        """The loop's clock, in seconds (tests give the app a fake one)."""
        return time.monotonic()

    POLL = 0.01  # seconds between two looks at the event queue while quiet

    def wait_events(self, timeout: float) -> list[pygame.event.Event]:
        """Sleep until an event arrives, at most ``timeout`` seconds; every waiting event.

        pygame's own ``event.wait`` looks at the queue every millisecond, which alone costs
        a few per cent of a core; a look every ``POLL`` seconds costs a tenth of that, and
        the player cannot tell 10 ms from none."""
        deadline = time.monotonic() + timeout
        while True:
            events = pygame.event.get()
            if events or time.monotonic() >= deadline:
                return events
            time.sleep(self.POLL)

    def tick(self, fps: int = 60, *, quiet: bool = True) -> bool:
        """One turn of :meth:`loop`; returns whether a frame was drawn.

        While the top scene is :meth:`~Scene.animating`, a frame is owed, or an event came
        less than ``LINGER`` seconds ago, a frame is drawn at up to ``fps`` frames a second.
        Otherwise (``quiet``) the loop sleeps until an event (input, resize, the window
        uncovered), which it then draws; when none comes within ``IDLE_WAIT`` it only lets
        the timers run (a bot's answer, the curtain's delay) and draws nothing unless that
        pushed or popped a scene or set something moving. A resting table's glow therefore
        stops pulsing and stays lit once the player has not moved for ``LINGER`` seconds.
        """
        before = list(self.scenes.stack)
        self.scenes.apply_pending()
        if not quiet or self._redraw or self.monotonic() < self._quiet_at or self.scenes.animating():
            dt = self.clock.tick(fps) / 1000.0
            events = pygame.event.get()
            self._redraw = False
            self._frame(min(dt, 0.1), events, before)
            return True
        events = self.wait_events(self.IDLE_WAIT)
        dt = self.clock.tick() / 1000.0
        if events:  # the time asleep is not played: what the event starts begins from rest
            self._frame(min(dt, 1 / fps), events, before)
            return True
        self._import_gui()
        dt = min(dt, 1.0)  # the timers run in real time (the curtain's delay)
        self.time += dt
        self.scenes.update(dt)
        self.scenes.apply_pending()
        if self.scenes.stack != before:
            self._redraw = True
            self._release_soon()
        elif self.scenes.animating():
            self._redraw = True
        self._release_memory()
        return False

    @staticmethod
    def _import_gui() -> None:
        """Import pygame_gui, which the menu's first frame did without, at the loop's first quiet
        moment (a second or two after the menu came), so that the first scene that needs it
        (a game's setup) opens as quickly as it did before the menu drew its own buttons."""
        if "sherwood.ui.gui" not in sys.modules:
            import sherwood.ui.gui  # noqa: F401

    def _frame(self, dt: float, events: list[pygame.event.Event], before: list) -> None:
        self.step(dt, events)
        if events:
            self._quiet_at = self.monotonic() + self.LINGER
        if self.scenes.stack != before or any(e.type in RESIZE_EVENTS for e in events):
            self._release_soon()
        self._release_memory()

    def _release_soon(self) -> None:
        """Scenes left or rebuilt leave their widgets' memory behind: release it in a second."""
        self._release_at = min(self._release_at, self.monotonic() + 1.0)

    def _release_memory(self) -> None:
        """Every ``RELEASE_EVERY`` seconds, and a second after a scene came or went or the
        window changed size, free what old widgets and evicted surfaces left behind (Python's
        cycle collector and the C heap would keep it for long; :mod:`sherwood.ui.render.cache`)."""
        now = self.monotonic()
        if now >= self._release_at:
            self._release_at = now + self.RELEASE_EVERY
            release_memory()

    def loop(
        self,
        *,
        screenshot: str | Path | None = None,
        screenshot_after: int = 5,
        exit_after_frames: int | None = None,
        fps: int = 60,
    ) -> int:
        """Run :meth:`tick` until Quit (or ``exit_after_frames`` drawn); returns the exit code.

        A smoke test (``screenshot`` or ``exit_after_frames``) draws every frame."""
        self.scenes.apply_pending()
        quiet = screenshot is None and exit_after_frames is None
        self._redraw = True
        self._quiet_at = self.monotonic() + self.LINGER
        while self.running and self.scenes.stack:
            if not self.tick(fps, quiet=quiet):
                continue
            if screenshot is not None and self.frames == screenshot_after:
                save_png(self.screen, screenshot)
            if exit_after_frames is not None and self.frames >= exit_after_frames:
                break
        self.close()
        return 0

    def close(self) -> None:
        for scene in list(self.scenes.stack):
            scene.exit()
        self.scenes.stack.clear()


def fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` made no bigger than the desktop (a remembered size from a larger screen)."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if not desktops:
        return size
    dw, dh = desktops[0]
    return smallest_window((min(size[0], dw), min(size[1], dh)))


def windowed(size: tuple[int, int]) -> pygame.Surface:
    """A resizable window of ``size`` (at least :data:`~sherwood.ui.settings.MIN_WINDOW`) that
    the window manager does not let the player drag smaller than that."""
    surface = pygame.display.set_mode(smallest_window(size), pygame.RESIZABLE)
    with warnings.catch_warnings(), contextlib.suppress(pygame.error, AttributeError):
        # pygame-ce warns that the display module's window is better made as a Window; an
        # older pygame has no Window, a driver without windows no minimum: then resize clamps
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_WINDOW
    return surface


def remembered_size(size: tuple[int, int]) -> tuple[int, int]:
    """A window size as the settings keep it (within the sizes they accept)."""
    w, h = smallest_window(size)
    return (min(MAX_WINDOW[0], w), min(MAX_WINDOW[1], h))


def save_png(surface: pygame.Surface, path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path


def start_match(
    game_id: str,
    seats: Sequence[str] | None = None,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
) -> Match:
    from sherwood.engine import Match

    return Match.start(game_id, scene_seats("game", game_id, seats), seed, options)


def scene_seats(scene: str, game_id: str, seats: Sequence[str] | None = None) -> list[str]:
    """The seats of the match ``scene`` shows: ``seats`` when given; else two humans at the
    privacy curtain, one human and Normal bots at the others (two seats where the game
    allows two)."""
    if seats:
        return list(seats)
    if scene == "privacy":
        return ["human", "human"]
    from sherwood.games import game_spec
    from sherwood.ui.bots import default_seats

    counts = game_spec(game_id).seat_counts
    return default_seats(game_id, count=2 if 2 in counts else counts.start)


def run(
    game_id: str | None = None,
    seats: Sequence[str] | None = None,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    size: tuple[int, int] | None = None,
    *,
    screenshot: str | Path | None = None,
    screenshot_after: int = 5,
    exit_after_frames: int | None = None,
) -> int:
    """Open the Sherwood window and play until it is closed; returns the exit code.

    With ``game_id`` the window opens straight into a new game (``seats`` like
    ``["human", "bot:heuristic"]``, default one human and the game's normal bots); otherwise
    at the main menu. ``screenshot`` saves the window to a PNG after ``screenshot_after``
    frames and ``exit_after_frames`` closes it after that many frames (the smoke test).
    """
    from sherwood.ui.scenes.menu import MenuScene
    from sherwood.ui.scenes.play import PlayScene

    app = App(size)
    try:
        if game_id is None:
            app.scenes.push(MenuScene(app))
        else:
            match = start_match(game_id, seats, seed, options)
            app.scenes.reset(MenuScene(app), PlayScene(app, match))
        return app.loop(
            screenshot=screenshot, screenshot_after=screenshot_after, exit_after_frames=exit_after_frames
        )
    finally:
        from sherwood.ui.render import text

        text.reset()
        pygame.quit()


def smoke_test(out: str | Path, frames: int = 10) -> int:
    """Open the real window at the menu, save a screenshot to ``out`` after a few frames, exit."""
    return run(screenshot=out, screenshot_after=max(1, frames // 2), exit_after_frames=frames)


def first_frame() -> int:
    """Open the window at the menu, print ``first-frame`` once it is drawn, and exit.

    ``bench/bench_startup.py`` times a launch up to that line.
    """
    from sherwood.ui.scenes.menu import MenuScene

    app = App()
    try:
        app.scenes.reset(MenuScene(app))
        app.step(0)
        print("first-frame", flush=True)
        return 0
    finally:
        app.close()
        pygame.quit()


def play_bot_moves(match: Match, moves: int | None, bot: str = "heuristic") -> None:
    """Let bots named ``bot`` (or the game's first bot) play ``moves`` commands (None: to the end)."""
    from sherwood.ai import bot_infos, bot_seed, make_bot

    names = [b.name for b in bot_infos(match.game_id)]
    name = bot if bot in names else names[0]
    bots = [make_bot(match.game_id, name, s, bot_seed(match.seed, s, name)) for s in range(match.seat_count)]
    done = 0
    while (seat := match.active_seat) is not None and (moves is None or done < moves):  # not over
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        done += 1


def stage_scene(
    app: App,
    scene: str,
    game_id: str = "showdown",
    *,
    seed: int | None = 1,
    moves: int | None = None,
    options: Mapping[str, Any] | None = None,
    seats: Sequence[str] | None = None,
) -> None:
    """Put ``scene`` of ``game_id`` on ``app``'s scene stack, over the menu, as a player reaches it.

    ``scene`` is one of SCENES. For ``"game"``, heuristic bots first play ``moves`` commands
    (default 12) of a new match with ``seed``; the table shows what the human seat (seat 1 of
    ``["human", "bot:heuristic"]``) sees. ``"privacy"`` is a hot-seat game at the curtain,
    ``"pause"`` the pause menu over the game, ``"results"`` the end of a game played out by bots.
    """
    if scene not in SCENES:
        raise ValueError(f"unknown scene {scene!r} (scenes: {', '.join(SCENES)})")
    from sherwood.ui.scenes.load import LoadScene
    from sherwood.ui.scenes.menu import MenuScene
    from sherwood.ui.scenes.pause import PauseScene
    from sherwood.ui.scenes.play import PlayScene
    from sherwood.ui.scenes.rules import RulesScene
    from sherwood.ui.scenes.settings import SettingsScene
    from sherwood.ui.scenes.setup import SetupScene

    menu = MenuScene(app)
    if scene == "menu":
        app.scenes.reset(menu)
    elif scene in ("settings", "load"):
        app.scenes.reset(menu)
        app.step(1 / 60)  # the menu's widgets are drawn once before the dialog covers it
        app.scenes.push(SettingsScene(app) if scene == "settings" else LoadScene(app))
    elif scene == "setup":
        setup = SetupScene(app, game_id)
        app.scenes.reset(menu, setup)
        if seats:  # as a player clicks the count: once the scene is on the stack
            app.scenes.apply_pending()
            setup.set_count(len(seats))
    elif scene == "rules":
        app.scenes.reset(menu, RulesScene(app, game_id))
    else:
        seed = seed if seed is not None else 1
        match = start_match(game_id, scene_seats(scene, game_id, seats), seed, options)
        count = None if scene == "results" else (12 if moves is None else moves)
        play_bot_moves(match, count)
        play = PlayScene(app, match, run_bots=False)
        app.scenes.reset(menu, play)
        if scene == "pause":
            app.step(1 / 60)  # the table's widgets are drawn once before the pause covers it
            app.scenes.push(PauseScene(app, play))
    app.scenes.apply_pending()


def offscreen_app(size: tuple[int, int] = SCREENSHOT_SIZE) -> App:
    """An App drawn off screen (the dummy video driver unless one is already open), for
    screenshots and the self-test: instant animations, the player's files left alone."""
    if not pygame.display.get_init():
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    return App(size, settings=Settings(animation_speed="instant"), autosave=False)


def screenshot(
    game_id: str = "showdown",
    out: str | Path = "shot.png",
    *,
    scene: str = "game",
    seed: int | None = 1,
    moves: int | None = None,
    size: tuple[int, int] = SCREENSHOT_SIZE,
    options: Mapping[str, Any] | None = None,
    seats: Sequence[str] | None = None,
) -> Path:
    """Render ``scene`` of ``game_id`` headless into the PNG ``out`` and return its path.

    The scene is staged by :func:`stage_scene` (which says what each scene shows). Uses the
    dummy video driver, so no display is needed; never touches the autosave.
    """
    if scene not in SCENES:
        raise ValueError(f"unknown scene {scene!r} (scenes: {', '.join(SCENES)})")
    app = offscreen_app(size)
    try:
        stage_scene(app, scene, game_id, seed=seed, moves=moves, options=options, seats=seats)
        for _ in range(4):
            app.step(1 / 60)
        return save_png(app.screen, out)
    finally:
        app.close()
        pygame.display.quit()
