"""UI tests: the dummy video and audio drivers, set before pygame is imported, and a
temporary SHERWOOD_HOME so that no test touches the player's real settings or saves."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from sherwood.ui.kit.table import PANELS
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene


@pytest.fixture(autouse=True)
def sherwood_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("SHERWOOD_HOME", str(home))
    return home


@pytest.fixture
def app():
    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    application = App((1280, 800), settings=Settings(animation_speed="instant"))
    yield application
    application.close()


@pytest.fixture
def driver(app):
    return Driver(app)


@pytest.fixture
def drawn(monkeypatch):
    """Every string drawn through ``sherwood.ui.render.text.blit``, with its rect, frame after
    frame: layout tests check that texts stay clear of each other and of the widgets."""
    from sherwood.ui.kit import layer
    from sherwood.ui.render import text

    monkeypatch.setattr(layer, "KEEP", False)  # every frame draws all its texts again
    seen: list[tuple[str, pygame.Rect]] = []
    real = text.blit

    def spy(surface, s, *args, **kw):
        rect = real(surface, s, *args, **kw)
        seen.append((s, rect))
        return rect

    monkeypatch.setattr(text, "blit", spy)
    return seen


class Driver:
    def __init__(self, app):
        self.app = app

    @property
    def top(self):
        return self.app.scenes.top

    def step(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)

    def click(self, pos, button: int = 1) -> None:
        """Press and release at ``pos``; pygame_gui needs a frame between the two, and one more
        for the UI_BUTTON_PRESSED it posts."""
        pos = (int(pos[0]), int(pos[1]))
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.step()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step()
        self.step()

    def click_widget(self, element) -> None:
        assert element.is_enabled, f"{element} is disabled"
        self.click(pygame.Rect(element.rect).center)

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.step()
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.step()

    def settle(self, play: PlayScene, max_frames: int = 2000) -> None:
        """Step until the table waits for a human (or a curtain, or the results)."""
        for _ in range(max_frames):
            if self.top is not play:
                return
            if play.match.is_over and not play.anim.busy and play.results_shown:
                return
            if play.my_turn and not play.anim.busy:
                return
            if play.worker.thinking:
                play.wait_for_bot()
            self.step(dt=0.05)
        raise AssertionError("the table never came to rest")

    def lift_curtain(self) -> None:
        assert isinstance(self.top, PrivacyScene)
        self.step(2, dt=0.2)  # the curtain ignores clicks for a moment
        self.click(self.app.screen.get_rect().center)

    @staticmethod
    def uncovered_point(play: PlayScene, target, is_it) -> tuple[int, int] | None:
        """A point inside ``target`` where a click reaches it (``is_it(hit)``), not a target
        drawn over it; None if it is covered everywhere we try."""
        rect = play.table.T.rect(target.box)
        for fy in (0.5, 0.3, 0.8):
            for fx in (0.5, 0.3, 0.15, 0.7, 0.85):
                pt = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                hit = play.target_at(pt)
                if hit is not None and is_it(hit):
                    return pt
        return None

    def click_target(self, play: PlayScene, key) -> None:
        """Click the table's target with ``key`` where a click on the screen reaches it (not
        covered by another target)."""
        for target in play.table.targets():
            if target.key == key:
                pt = self.uncovered_point(play, target, lambda hit: hit.key == key)
                assert pt is not None, f"the target {key} is covered by others"
                self.click(pt)
                return
        raise AssertionError(f"no target {key}; targets: {[t.key for t in play.table.targets()]}")

    def click_button(self, play: PlayScene, command, label: str | None = None) -> None:
        """Click the banner's button giving ``command`` (or, for a first step, labelled ``label``)."""
        for button in play.action_buttons:
            if button.command == command or (label is not None and button.text == label):
                self.click_widget(button)
                return
        raise AssertionError(f"no button for {command}: {[b.text for b in play.action_buttons]}")

    @staticmethod
    def command_position(play: PlayScene, command) -> tuple[int, int] | None:
        """Where to click for ``command``: a glowing target on the board or an action button."""
        for target in play.table.targets():
            if target.command == command:
                pt = Driver.uncovered_point(play, target, lambda hit: hit.command == command)
                if pt is not None:
                    return pt
        for btn in play.action_buttons:
            if btn.command == command:
                return pygame.Rect(btn.rect).center
        return None

    @classmethod
    def first_clickable(cls, play: PlayScene):
        """The first legal command that one click can give, and where to click."""
        for command in play.match.legal_commands():
            pos = cls.command_position(play, command)
            if pos is not None:
                return command, pos
        raise AssertionError(f"no legal command can be clicked: {play.match.legal_commands()}")


def zones_read(driver: Driver, play: PlayScene) -> set[str]:
    """The board zones ``play``'s table asks for while it lays itself out, gives its panels
    and its targets and draws a frame (a spy stands in for its layout meanwhile)."""
    table = play.table
    real, asked = table.layout, set()

    class Spy:
        size = real.size

        def zone(self, zone_id):
            asked.add(zone_id)
            return real.zone(zone_id)

    table.layout = Spy()
    try:
        table.resize(driver.app.size)
        for name in PANELS:
            table.panel(name)
        table.targets()
        driver.step()
    finally:
        table.layout = real
    return asked
