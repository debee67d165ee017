"""No word a player reads is drawn smaller than :data:`sherwood.ui.render.text.READABLE`
(11 px), at any window size the app allows (issue 32, item 12).

Every scene of every game is staged and drawn at 800×500 (the smallest window,
:data:`sherwood.ui.settings.MIN_WINDOW`), 1280×800 and 1920×1080, with the pointer resting
on every target of a table in turn (tooltips, cards shown large), while a spy on the text
kit records the size of every text drawn: :func:`text.render` (what :func:`text.blit`,
:func:`text.line`, :func:`text.paragraph` and the rest draw with) and the fonts a screen
takes from :func:`text.font` to render with itself. Texts only measured (:func:`text.size`,
:func:`text.fit` trying sizes) are not drawn and not counted. pygame_gui's widgets draw in
the theme's fonts, scaled to the window (:mod:`sherwood.ui.theme`): each widget's font is
checked too. A failure names each text under the floor, its size and the line that drew it.

:data:`EXEMPT` lists what may be smaller, each with its reason: only decorative marks whose
information stands readable elsewhere on the screen (not in a tooltip alone).
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass

import pygame
import pytest

from sherwood.ui.kit import layer
from sherwood.ui.render import readable as readable_size
from sherwood.ui.render import text
from tests.ui.test_text_fits import (
    SCENES,
    SIZES,
    TABLES,
    _curtain_after_a_move,
    _stage_table,
    draw_everything,
    forget_drawings,
    size_id,
)

READABLE = text.READABLE
TEXT_PY = "sherwood/ui/render/text.py"

EXEMPT: dict[tuple[str, str, str], str] = {
    # (the module and the function that draw it, a regular expression its text matches): why
    # it may be smaller. Only marks inside small pictures, whose meaning is written readable
    # elsewhere on the screen.
    ("sherwood/ui/games/showdown/art.py", "_pip", "[♠♣♥♦]"): (
        "the pips in a card's body, the pattern of its value: the corner says its value and suit "
        "readable"
    ),
    ("sherwood/ui/games/merry_men/art/figures.py", "fn", "[A-Z]"): (
        "the initial on a hero figure's base: the figure's colour and emblem say its seat, whose "
        "panel names the hero readable"
    ),
    ("sherwood/ui/games/merry_men/art/resources.py", "_vp", "VP"): (
        "the letters on the VP token, a laurel: the VP it stands for are written beside it in figures"
    ),
    ("sherwood/ui/games/merry_men/art/resources.py", "_die_any", r"\?"): (
        "the mark on the die standing for any weapon: where it is offered, the choice says it in words"
    ),
}


@dataclass(frozen=True)
class Small:
    text: str
    px: float  # as seen in the window: the size drawn at, times every scaling of it since
    where: str  # the module and line that drew it
    func: str = ""  # the function that drew it

    def __str__(self) -> str:
        return f"{self.px:g} px: {self.text!r} ({self.where})"


def _path(frame) -> str:
    return frame.f_code.co_filename.replace(os.sep, "/")


def _caller(frame) -> tuple[str, str]:
    """The screen's module and line that asked for the text, past the text kit's helpers,
    and the function."""
    while frame is not None and _path(frame).endswith(TEXT_PY):
        frame = frame.f_back
    path = _path(frame)
    root = path.rfind("/sherwood/")
    return f"{path[root + 1:] if root >= 0 else path}:{frame.f_lineno}", frame.f_code.co_name


def _inside_kit(frame, *names: str) -> bool:
    """Whether the text kit's ``names`` (``size``: measuring; ``blit``: drawing) are on the stack."""
    while frame is not None:
        if frame.f_code.co_name in names and _path(frame).endswith(TEXT_PY):
            return True
        frame = frame.f_back
    return False


def exempt(small: Small) -> bool:
    module = small.where.rsplit(":", 1)[0]
    return any(module == m and small.func == f and re.fullmatch(p, small.text) for m, f, p in EXEMPT)


SCALINGS = ("smoothscale", "scale", "smoothscale_by", "scale_by", "rotozoom", "rotate", "flip")


class SizeSpy:
    """Wraps the text kit and pygame's scaling while installed, and keeps the size every text is
    seen at in the window.

    A text is *placed* on a surface: by :func:`text.blit` (and so by :func:`text.line`,
    :func:`text.paragraph`...), on the surface drawn on; rendered by :func:`text.render` or by a
    font from :func:`text.font` and blitted by the screen itself, on the rendered surface, at
    its size in the window (:func:`text.enlarged`: drawn on a picture that many times too big).
    Art drawn large and scaled down smoothly (supersampled: a card face drawn four times too
    big) shrinks its words with it: each scaling of a surface places its texts on the result
    at the scaled size, and the texts of a surface scaled down count only as scaled. A
    surface blitted by hand onto another keeps its texts to itself (what is scaled after
    that is not followed)."""

    def __init__(self) -> None:
        self.placed: dict[int, list[Small]] = {}  # id(surface): the texts on it
        self.shrunk: set[int] = set()  # surfaces scaled down: their texts count as scaled
        self.kept: list[pygame.Surface] = []  # every surface seen, alive, so no id is reused
        self.drawn = 0

    def place(self, surface: pygame.Surface, s: str, px: float, at: tuple[str, str]) -> None:
        if not s.strip():
            return
        self.drawn += 1
        self.kept.append(surface)
        self.placed.setdefault(id(surface), []).append(Small(s, px, *at))

    def scaled(self, src: pygame.Surface, dst: pygame.Surface, factor: float) -> None:
        texts = self.placed.get(id(src))
        if not texts or dst is src:
            return
        if factor < 1:
            self.shrunk.add(id(src))
        for t in texts:
            self.place(dst, t.text, t.px * factor, (t.where, t.func))

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        real_blit, real_render, real_font, spy = text.blit, text.render, text.font, self

        def blit(surface, s, kind, px, *args, **kw):
            spy.place(surface, s, int(px), _caller(sys._getframe(1)))
            return real_blit(surface, s, kind, px, *args, **kw)

        def render(s, kind, px, colour):
            made = real_render(s, kind, px, colour)
            frame = sys._getframe(1)
            if not _inside_kit(frame, "size", "width", "blit"):
                spy.place(made, s, int(px) / readable_size._enlarged, _caller(frame))
            return made

        class Font:
            """A font a screen renders with itself: what it renders is seen."""

            def __init__(self, font, px):
                self._font, self._px = font, px

            def render(self, s, *args, **kw):
                made = self._font.render(s, *args, **kw)
                spy.place(made, s, self._px / readable_size._enlarged, _caller(sys._getframe(1)))
                return made

            def __getattr__(self, name):
                return getattr(self._font, name)

        def font(kind, px):
            made = real_font(kind, px)
            return made if _path(sys._getframe(1)).endswith(TEXT_PY) else Font(made, max(6, int(px)))

        font.cache_clear = real_font.cache_clear  # type: ignore[attr-defined]
        monkeypatch.setattr(text, "blit", blit)
        monkeypatch.setattr(text, "render", render)
        monkeypatch.setattr(text, "font", font)
        for name in SCALINGS:
            monkeypatch.setattr(pygame.transform, name, self._scaling(getattr(pygame.transform, name), name))

    def _scaling(self, real, name: str):
        spy = self

        def scaling(src, *args, **kw):
            dst = real(src, *args, **kw)
            if name == "rotozoom":
                factor = float(args[1] if len(args) > 1 else kw.get("scale", 1.0))
            elif name in ("rotate", "flip"):
                factor = 1.0
            else:
                factor = dst.get_height() / max(1, src.get_height())
            spy.scaled(src, dst, factor)
            return dst

        return scaling

    def check_widgets(self, scenes) -> None:
        """The pygame_gui widgets' fonts (buttons, labels, tooltips, text boxes)."""
        for scene in scenes:
            ui = getattr(scene, "ui", None)
            if ui is None:
                continue
            for element in ui.get_sprite_group().sprites():
                font = getattr(element, "font", None)
                words = getattr(element, "text", None) or getattr(element, "html_text", None)
                px = getattr(font, "point_size", None)
                if words and px is not None:
                    where = f"pygame_gui {type(element).__name__} of {type(scene).__name__}"
                    self.place(element.image, str(words), int(px), (where, ""))

    def found(self) -> list[Small]:
        """Every text seen under :data:`READABLE` (rounded to the pixel), but the exempt."""
        small: dict[tuple[str, str], Small] = {}
        for surface, texts in self.placed.items():
            if surface in self.shrunk:
                continue
            for t in texts:
                if round(t.px) < READABLE and not exempt(t):
                    seen = small.get((t.where, t.text))
                    if seen is None or t.px < seen.px:
                        small[(t.where, t.text)] = Small(t.text, round(t.px, 1), t.where, t.func)
        return sorted(small.values(), key=lambda s: (s.where, s.px))


def sizes_of(monkeypatch, stage, size) -> list[Small]:
    """Stage a scene with ``stage(app)`` in a window of ``size``, draw it and every tooltip of
    its table, and return the texts drawn under the floor."""
    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    app = App(size, settings=Settings(animation_speed="instant"), autosave=False)
    try:
        with monkeypatch.context() as patch:
            stage(app)
            forget_drawings()
            patch.setattr(layer, "KEEP", False)  # every frame paints every text again
            spy = SizeSpy()
            spy.install(patch)
            draw_everything(app)
            spy.check_widgets(app.scenes.stack)
            assert spy.drawn, "the spy saw nothing drawn"
            return spy.found()
    finally:
        app.close()


def report(case: str, size, small: list[Small]) -> str:
    return f"{case} at {size_id(size)}: {len(small)} texts under {READABLE} px\n" + "\n".join(map(str, small))


SLOW = pytest.mark.slow


def _params(cases) -> list:
    """Every case at 800×500 (where text is smallest); the larger sizes in the slow run."""
    return [
        pytest.param(case, size, id=f"{case}-{size_id(size)}", marks=() if size == SIZES[0] else SLOW)
        for case in cases
        for size in SIZES
    ]


# --- the game tables ------------------------------------------------------------------------------


def _with_caption(stage):
    """A table staged by ``stage``, with the caption of its last move showing."""

    def staged(app) -> None:
        stage(app)
        play = app.scenes.top
        turns = play.match.history
        play.headline = play.table.headline(turns[-1].events) if turns else "Robin Hood rides out"
        play.caption_until = play.time + 60
        play.flash_text = None

    return staged


@pytest.mark.parametrize(("case", "size"), _params(TABLES))
def test_every_text_of_a_game_table_is_readable(monkeypatch, case, size):
    small = sizes_of(monkeypatch, _with_caption(_stage_table(case)), size)
    assert not small, report(case, size, small)


# --- the other scenes ------------------------------------------------------------------------------

GAMES = ("showdown", "lieutenants", "settlers", "merry_men", "adventures", "_template")
OTHER_SCENES = {
    **{case: SCENES[case] for case in SCENES},
    **{f"setup-{g}": ("setup", g) for g in GAMES},
    **{f"results-{g}": ("results", g) for g in GAMES},
    **{f"rules-{g}": ("rules", g) for g in GAMES},
    "privacy-lieutenants": ("privacy", "lieutenants"),
}


@pytest.mark.parametrize(("case", "size"), _params(OTHER_SCENES))
def test_every_text_of_the_other_scenes_is_readable(monkeypatch, case, size):
    from sherwood.ui.app import stage_scene

    scene, game_id = OTHER_SCENES[case]

    def stage(app) -> None:
        if scene == "load":
            _saved_games()
        stage_scene(app, scene, game_id, moves=6)

    small = sizes_of(monkeypatch, stage, size)
    assert not small, report(case, size, small)


def _saved_games() -> None:
    from sherwood.engine import Match
    from sherwood.savegames import SaveLibrary

    library = SaveLibrary()
    for i, game in enumerate(("showdown", "merry_men", "settlers")):
        library.autosave(Match.start(game, 2, seed=i), library.new_autosave_path(game))


def _over_a_table(make, game_id: str = "merry_men"):
    """A dialog ``make(app)`` gives, over a table of ``game_id``."""

    def stage(app) -> None:
        from sherwood.ui.app import stage_scene

        stage_scene(app, "game", game_id, moves=20)
        app.step(1 / 60)
        dialog = make(app)
        if dialog is not None:
            app.scenes.push(dialog)
        app.scenes.apply_pending()

    return stage


def _help(app):
    from sherwood.ui.scenes.help import HelpScene

    return HelpScene(app)


def _message(app):
    from sherwood.ui.scenes.dialog import MessageScene

    return MessageScene(app, "This save cannot be opened", "The file is damaged: its moves do not replay.")


def _confirm(app):
    from sherwood.ui.scenes.dialog import ConfirmScene

    return ConfirmScene(app, "Delete this save?", "Robin Hood's game of Tuesday is deleted for good.",
                        "Delete", lambda: None)


def _choice(app):
    from sherwood.ui.scenes.dialog import ChoiceScene

    return ChoiceScene(app, "A seat nobody here can take", "Seat 2 names a bot this version does not have.",
                       [("The Normal bot", None), ("A player here", None), ("Not now", None)])


def _entry(app):
    from sherwood.ui.scenes.dialog import TextEntryScene

    return TextEntryScene(app, "Rename", "The new name of this save:", "Robin Hood's game", "Rename",
                          lambda name: None)


def _pile(key):
    """The pile browser a click on the table's pile ``key`` opens."""

    def opened(app) -> None:
        play = app.scenes.top
        for target in play.table.targets():
            if target.key == key:
                target.action()
                return None
        raise AssertionError(f"no pile {key}")

    return opened


DIALOGS = {
    "help": (_help, "merry_men"),
    "message": (_message, "merry_men"),
    "confirm": (_confirm, "merry_men"),
    "choice": (_choice, "merry_men"),
    "entry": (_entry, "merry_men"),
    "browse-travellers": (_pile("travellers"), "showdown"),
    "browse-discard": (_pile(("info", "discard")), "lieutenants"),
}


@pytest.mark.parametrize(("case", "size"), _params(DIALOGS))
def test_every_text_of_a_dialog_is_readable(monkeypatch, case, size):
    make, game_id = DIALOGS[case]
    small = sizes_of(monkeypatch, _over_a_table(make, game_id), size)
    assert not small, report(case, size, small)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_the_curtain_is_readable(monkeypatch, size):
    small = sizes_of(monkeypatch, _curtain_after_a_move, size)
    assert not small, report("the curtain", size, small)


def test_the_themes_fonts_are_readable_in_the_smallest_window():
    """pygame_gui draws every widget in a font of the theme, scaled to the window."""
    from sherwood.ui.settings import MIN_WINDOW
    from sherwood.ui.theme import font_factor, load_theme

    factor = font_factor(MIN_WINDOW)
    small = {
        name: round(int(block["font"]["size"]) * factor)
        for name, block in load_theme().items()
        if isinstance(block, dict) and "size" in block.get("font", {})
    }
    assert all(px >= READABLE for px in small.values()), small


# --- the spy itself ---------------------------------------------------------------------------------


def test_the_spy_sees_small_text_drawn_and_not_text_measured(monkeypatch):
    pygame.font.init()
    surface = pygame.Surface((200, 60))
    with monkeypatch.context() as patch:
        spy = SizeSpy()
        spy.install(patch)
        text.blit(surface, "Nottingham", "sans", 8, (0, 0, 0), (0, 0))
        text.size("Sherwood", "sans", 7)
        text.fit("Locksley", "sans", 30, 20, minimum=6)
        text.font("serif-bold", 9).render("Tuck", True, (0, 0, 0))
        text.blit(surface, "Much", "sans", READABLE, (0, 0, 0), (0, 20))
        text.line(surface, "Scarlet", "sans", 8, (0, 0, 0), (0, 40, 200, 20))  # lifted to the floor
        big = pygame.Surface((800, 240))  # a card face drawn four times too big, words and all
        text.blit(big, "Marian", "serif", 40, (0, 0, 0), (0, 0))
        text.blit(big, "Little John", "serif", 48, (0, 0, 0), (0, 60))
        small = pygame.transform.smoothscale(big, (200, 60))
        pygame.transform.rotozoom(small, 0, 0.5)
        words = text.render("Gisbourne", "sans", 44, (0, 0, 0))
        pygame.transform.smoothscale(words, (words.get_width() // 2, words.get_height() // 2))
    assert {(s.text, s.px) for s in spy.found()} == {
        ("Nottingham", 8), ("Tuck", 9), ("Marian", 5), ("Little John", 6)  # each at its smallest
    }
    assert all("test_text_size.py:" in s.where for s in spy.found())
