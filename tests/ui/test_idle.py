"""An idle program is quiet: the loop draws a frame only when something changes or
moves, and a covered scene keeps no tooltip on screen.

The loop is driven turn by turn (``App.tick``) with a fake clock: no test here measures time.
"""

import pygame
import pygame_gui
import pytest

from sherwood.engine import Match
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.pause import PauseScene
from sherwood.ui.scenes.play import PlayScene


class FakeTime:
    """The loop's clock and its event wait, with time that passes only when asked."""

    def __init__(self, app):
        self.now = 0.0
        self.last = 0.0
        self.waits = 0
        app.clock = self
        app.monotonic = self.monotonic
        app.wait_events = self.wait_events

    def monotonic(self) -> float:
        return self.now

    def tick(self, framerate: int = 0) -> int:
        """Like ``pygame.time.Clock.tick``: a capped frame takes 1/framerate seconds."""
        if framerate:
            self.now += 1 / framerate
        ms = round((self.now - self.last) * 1000)
        self.last = self.now
        return ms

    def wait_events(self, timeout: float) -> list:
        events = pygame.event.get()
        if not events:
            self.waits += 1
            self.now += timeout  # slept the whole timeout: nothing came
        return events


def frames_drawn(app, turns: int) -> int:
    before = app.frames
    for _ in range(turns):
        app.tick()
    return app.frames - before


def run_for(app, clock: FakeTime, seconds: float) -> None:
    end = clock.now + seconds
    while clock.now < end:
        app.tick()


def settle(app, turns: int = 400) -> None:
    """Turn the loop until it stops drawing (fails if it never does)."""
    quiet = 0
    for _ in range(turns):
        quiet = 0 if app.tick() else quiet + 1
        if quiet >= 5:
            return
    raise AssertionError("the loop never went quiet")


def motion(pos) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))


@pytest.fixture
def menu(app):
    app.scenes.reset(MenuScene(app))
    app.scenes.apply_pending()
    return app.scenes.top


def idle_table(app, first="human", run_bots=False):
    """A new Showdown table against a bot, where ``first`` ("human" or "bot") moves first."""
    seed = 5
    starter = Match.start("showdown", ["human", "human"], seed).active_seat
    seats = ["bot:heuristic", "bot:heuristic"]
    seats[starter if first == "human" else 1 - starter] = "human"
    play = PlayScene(app, Match.start("showdown", seats, seed), run_bots=run_bots, autosave=False)
    app.scenes.reset(MenuScene(app), play)
    app.scenes.apply_pending()
    return play


def test_the_idle_menu_draws_nothing(app, menu):
    clock = FakeTime(app)
    assert app.tick(), "a new loop owes its first frame"
    settle(app)
    assert frames_drawn(app, 200) == 0
    assert clock.waits >= 200, "the quiet loop sleeps in the event wait, it does not spin"


def test_input_wakes_the_loop_and_it_falls_quiet_again(app, menu):
    FakeTime(app)
    settle(app)
    motion(menu.widget_rect(menu.settings_button).center)
    assert app.tick(), "the pointer moving over a button is drawn at once"
    assert frames_drawn(app, 10) == 10, "frames go on at full rate just after input"
    settle(app)
    assert frames_drawn(app, 50) == 0


def test_a_window_event_is_drawn(app, menu):
    FakeTime(app)
    settle(app)
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    assert app.tick()


def test_a_waiting_tooltip_keeps_frames_coming_until_it_shows(app):
    """A pygame_gui tooltip appears a moment after the pointer stops on its widget: the loop
    must still be drawing then, or the tooltip would never be seen."""
    play = idle_table(app)
    FakeTime(app)
    settle(app)
    motion(play.widget_rect(play.menu_button).center)
    for _ in range(400):
        app.tick()
        if tooltips(play.ui):
            break
    else:
        raise AssertionError("the Menu button's tooltip never appeared")
    assert app.tick(), "the frame after the tooltip appeared is drawn"
    settle(app)


def test_a_resting_table_is_quiet_and_its_changes_are_drawn(app):
    play = idle_table(app)
    clock = FakeTime(app)
    settle(app)
    assert play.my_turn and not play.animating()
    assert frames_drawn(app, 100) == 0, "the glowing targets do not keep the loop drawing"
    play.flash("Not now")  # a message fades out on its own: frames until it is gone
    assert play.animating()
    assert frames_drawn(app, 10) == 10
    start = clock.now
    settle(app, turns=2000)
    assert clock.now - start >= 3, "frames went on while the message faded"
    assert not play.animating()
    assert frames_drawn(app, 50) == 0


def test_a_bot_to_move_is_animation(app):
    play = idle_table(app, first="bot", run_bots=True)
    assert play.animating(), "the bot's turn: frames go on until its move is played"
    FakeTime(app)
    for _ in range(3000):
        app.tick()
        if play.my_turn and not play.animating():
            break
        if play.worker.thinking:
            play.wait_for_bot()
    assert play.my_turn and len(play.match.log) >= 1
    settle(app)
    assert frames_drawn(app, 50) == 0


def test_a_smoke_run_draws_every_frame(app, menu):
    FakeTime(app)
    assert app.loop(exit_after_frames=12) == 0
    assert app.frames >= 12


def tooltips(ui) -> list:
    return [e for e in ui.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UITooltip)]


def drawn_by(ui, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` the manager ``ui`` draws, outside its buttons."""
    key = (255, 0, 255)
    surface = pygame.Surface(ui.window_resolution)
    surface.fill(key)
    ui.draw_ui(surface)
    buttons = [
        pygame.Rect(e.rect)
        for e in ui.get_sprite_group().sprites()
        if isinstance(e, pygame_gui.elements.UIButton)
    ]
    rect = rect.clip(surface.get_rect())
    return sum(
        1
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if surface.get_at((x, y))[:3] != key and not any(b.collidepoint(x, y) for b in buttons)
    )


def test_a_covered_scene_keeps_no_tooltip(app, driver):
    """A tooltip of the table stayed on screen above the pause overlay."""
    play = idle_table(app)
    pos = play.widget_rect(play.menu_button).center
    motion(pos)
    for _ in range(40):
        driver.step(dt=0.1)
        if tooltips(play.ui):
            break
    assert tooltips(play.ui), "the Menu button's tooltip appears when the pointer rests on it"
    tip = pygame.Rect(tooltips(play.ui)[0].rect)
    assert drawn_by(play.ui, tip), "the tooltip is drawn"
    app.scenes.push(PauseScene(app, play))
    driver.step(3)
    assert isinstance(app.scenes.top, PauseScene)
    assert not tooltips(play.ui), "no tooltip of the covered table is left"
    assert not drawn_by(play.ui, tip), "nothing of the tooltip is drawn under (or over) the pause"
    assert not any(getattr(e, "hovered", False) for e in play.ui.get_sprite_group().sprites())
    assert not play.animating(), "a covered table waits for no tooltip"
    app.scenes.pop()
    app.scenes.apply_pending()
    assert app.scenes.top is play
    for _ in range(40):  # uncovered, the pointer still rests on the button: its tooltip returns
        driver.step(dt=0.1)
        if tooltips(play.ui):
            break
    assert tooltips(play.ui)


def test_a_covered_table_draws_no_tooltip_of_its_own(app, driver):
    """The table's own hover tooltip (a pile's "Click to see which cards are in
    it") was drawn over the pile browser, the pause and the curtain pushed over it. It is a
    pygame_gui tooltip of the table's manager now (sherwood.ui.widgets.tooltip)."""
    play = idle_table(app)
    target = next(t for t in play.table.targets() if t.tooltip)
    motion((1, 1))
    driver.step(3)
    assert not tooltips(play.ui)
    motion(play.table.T.rect(target.box).center)
    driver.step(3)
    assert len(tooltips(play.ui)) == 1 and play.pointer_tip.message == target.tooltip, "the hover shows it"
    tip = pygame.Rect(tooltips(play.ui)[0].rect)
    assert drawn_by(play.ui, tip), "the tooltip is drawn"
    app.scenes.push(PauseScene(app, play))
    driver.step(4)
    assert not tooltips(play.ui), "no tooltip of the covered table is left"
    assert not drawn_by(play.ui, tip), "nothing of it is drawn under the pause"


# --- memory: caches stay bounded whatever the session throws at them --------------------


def test_a_surface_cache_stays_within_its_budget():
    from sherwood.ui.render.cache import surface_cache

    calls = []

    @surface_cache(max_mb=1, maxsize=50)
    def tile(w: int, h: int) -> pygame.Surface:
        calls.append((w, h))
        return pygame.Surface((w, h), pygame.SRCALPHA)

    for n in range(300):  # a window dragged through 300 sizes
        tile(100 + n, 100)
        info = tile.cache_info()
        assert info.bytes <= 2**20 and info.entries <= 50
    assert tile(399, 100) is tile(399, 100), "the newest stays cached"
    assert calls.count((399, 100)) == 1
    big = tile(1000, 1000)  # larger than the whole budget: kept alone, until the next one
    assert tile.cache_info().entries == 1 and tile(1000, 1000) is big
    tile.cache_clear()
    assert tile.cache_info().entries == 0 and tile.cache_info().bytes == 0


def test_drawn_backgrounds_stay_bounded_through_many_window_sizes(app):
    from sherwood.ui.render import draw

    for n in range(40):
        size = (800 + 20 * n, 500 + 12 * n)
        draw.wood(size)
        draw.dim(app.screen, 150)
        draw.parchment((size[0] // 3, size[1] // 2), 12)
        draw.shadow((size[0] // 4, size[1] // 5), 12, 10)
    for cached in (draw.wood, draw.vignette, draw._dim_surface, draw.parchment, draw.shadow):
        info = cached.cache_info()
        assert info.bytes <= info.max_bytes, cached.__name__
    assert draw.wood.cache_info().entries <= 2


def test_rendered_text_and_fonts_stay_bounded(app):
    from sherwood.ui.render import text

    for n in range(2500):  # a long log, at many sizes
        text.render(f"Move {n}: Little John takes the free weapon die", "sans", 10 + n % 60, (0, 0, 0))
    assert len(text._CACHE) <= text._CACHE_SIZE
    assert text._cache_bytes <= text._CACHE_BYTES
    held = sum(s.get_width() * s.get_height() * s.get_bytesize() for s in text._CACHE.values())
    assert text._cache_bytes == held
    for kind in text.FONT_FILES:
        for px in range(6, 120):
            text.font(kind, px)
    assert text.font.cache_info().currsize <= text.font.cache_info().maxsize


def test_released_memory_includes_garbage_cycles():
    """A left scene's pygame_gui manager is a web of objects that only the cycle collector
    frees (with every pixel it holds); releasing memory collects it."""
    import platform
    import sys
    import weakref

    from sherwood.ui.render.cache import release_memory

    class Node:
        pass

    a, b = Node(), Node()
    a.other, b.other, a.pixels = b, a, pygame.Surface((64, 64))
    gone = weakref.ref(a)
    del a, b
    glibc = sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc"
    assert release_memory() is glibc  # and it never raises elsewhere
    assert gone() is None


def test_memory_is_released_soon_after_a_resize_or_a_new_scene(app, menu, monkeypatch):
    import sherwood.ui.app as app_module

    released = []
    monkeypatch.setattr(app_module, "release_memory", lambda: released.append(1))
    clock = FakeTime(app)
    settle(app)
    released.clear()
    app._release_at = clock.now + 1000  # the periodic release is far away
    app.resize((1000, 700))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    run_for(app, clock, 1.5)
    assert released, "released within about a second of the resize"
    released.clear()
    app._release_at = clock.now + 1000
    app.scenes.push(PauseScene(app, menu))  # any scene will do
    run_for(app, clock, 1.5)
    assert released, "released within about a second of a scene change"


def test_a_menu_tooltip_keeps_frames_coming_until_it_shows(app, sherwood_home):
    """The menu's own buttons (no pygame_gui) wait a second before their tooltip as pygame_gui's
    do: the quiet loop must still be drawing when it comes."""
    from sherwood.engine import Match as M
    from sherwood.savegames import SaveLibrary

    match = M.start("showdown", ["human", "bot:heuristic"], 5)
    match.apply(match.legal_commands()[0])
    library = SaveLibrary()
    library.autosave(match, library.new_autosave_path("showdown"))
    app.scenes.reset(MenuScene(app))
    app.scenes.apply_pending()
    menu = app.scenes.top
    FakeTime(app)
    settle(app)
    motion(menu.widget_rect(menu.continue_button).center)
    for _ in range(400):
        app.tick()
        if menu.continue_button.tool_tip is not None:
            break
    else:
        raise AssertionError("the Continue button's tooltip never came")
    assert app.tick(), "the frame that shows it is drawn"
    settle(app)


def test_the_quiet_loop_imports_pygame_gui_the_menu_did_without(app, menu, monkeypatch):
    """The menu's first frame needs no pygame_gui; the loop imports it once it is quiet, so that
    the first scene that needs it does not wait for the import."""
    import sys

    monkeypatch.delitem(sys.modules, "sherwood.ui.gui")
    FakeTime(app)
    settle(app)
    assert "sherwood.ui.gui" in sys.modules
