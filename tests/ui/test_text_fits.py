"""Every word a player sees fits: no text cut with an ellipsis, none spilling out of the box it
was sized for, none clipped by the edge of its surface or of the window, no wrapped text with
lines left off, no button whose label is wider than the button (issue 10, point 8).

The game tables of both games are staged at several points of a game (Robin Hood and the
Merry Men with 1 to 4 seats) and drawn at 800×500, 1280×800 and 1920×1080, with the pointer
resting on every target in turn (tooltips, cards shown large). A spy on
:mod:`sherwood.ui.render.text` records what went wrong and which module drew it:

* ``ellipsized``: :func:`text.ellipsize` had to cut the text;
* ``overflow``: :func:`text.fit` reached its smallest size without fitting, and the text was
  then drawn at that size anyway (a caller that then draws :func:`text.shorten`'s whole-word
  short form instead is fine: "Arrows" for "Arrows for the Holy Land" on a small card);
* ``clipped``: the ink of a drawn text reaches past its surface's clip (its edge, the window,
  the log's body: following the newest line, the log shows no half row at its top);
* ``lines dropped``: some lines of a wrapped text were drawn and others not;
* ``button``: a pygame_gui button's label is wider than the button;
* ``overlap``: two different texts a table drew on the same surface cover each other.

What the game host itself draws around a table (banner, caption, buttons:
:mod:`sherwood.ui.scenes.play`) and the other scenes (menu, setup, settings, load, pause,
results, privacy) are checked the same way, in tests of their own. The question box of every
kind of Merry Men question is checked at 800×500 (where words are tightest), and at the
other sizes in the slow run.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass

import pygame
import pygame_gui
import pytest

from sherwood.engine import Match, possessive
from sherwood.ui.render import text

SIZES = [(800, 500), (1280, 800), (1920, 1080)]
TABLE_FILES = ("sherwood/ui/games/", "sherwood/ui/widgets/log_panel.py")
"""What a game table draws (the table test asserts on these); the rest is the host's."""
TEXT_PY = "sherwood/ui/render/text.py"


@dataclass(frozen=True)
class Cut:
    how: str
    text: str
    where: str  # the module (and line) that drew it
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.how}: {self.text!r} ({self.where}; {self.detail})"


def _caller(depth: int = 2) -> str:
    """The module and line that asked for the text: the screen, not text.py's helpers
    (``text.line``, ``text.paragraph``) that drew it on the screen's behalf."""
    frame = sys._getframe(depth)
    while frame.f_back is not None and frame.f_code.co_filename.replace(os.sep, "/").endswith(TEXT_PY):
        frame = frame.f_back
    path = frame.f_code.co_filename.replace(os.sep, "/")
    root = path.rfind("/sherwood/")
    return f"{path[root + 1:] if root >= 0 else path}:{frame.f_lineno}"


class TextSpy:
    """Wraps text.blit / fit / ellipsize / wrap while installed and records every cut."""

    def __init__(self) -> None:
        self.cuts: list[Cut] = []
        self.drawn: set[tuple[str, str, int]] = set()  # (text, module, size) of every blit
        self.overflows: dict[tuple[int, str, int], Cut] = {}  # (caller's frame, text, px): cut
        self.frames: list = []  # the callers' frames, kept alive so that no id is reused
        self.inks: dict[tuple[int, str, tuple], str] = {}  # (surface, text, ink): who drew it
        self.surfaces: list = []  # kept alive, so that no id is reused
        self.wraps: list[tuple[tuple[str, ...], str, int, Cut]] = []
        self.real = {name: getattr(text, name) for name in ("blit", "fit", "ellipsize", "wrap")}

    @staticmethod
    def module(where: str) -> str:
        return where.rsplit(":", 1)[0]

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        real, spy = self.real, self

        def blit(surface, s, kind, px, colour, pos, anchor="topleft", shadow=None, alpha=None):
            rect = real["blit"](surface, s, kind, px, colour, pos, anchor, shadow, alpha)
            where = _caller()
            spy.drawn.add((s, spy.module(where), int(px)))
            overflow = spy.overflows.pop((id(sys._getframe(1)), s, int(px)), None)
            if overflow is not None:  # drawn at the size that did not fit, by the one who asked
                spy.cuts.append(overflow)
            ink = text.render(s, kind, px, colour).get_bounding_rect().move(rect.topleft)
            clip = surface.get_clip()
            if ink.w and ink.h and where.startswith(TABLE_FILES) and "log_panel" not in where:
                spy.surfaces.append(surface)
                spy.inks.setdefault((id(surface), s, tuple(ink)), where)
            if ink.w and ink.h and not clip.contains(ink):
                spy.cuts.append(Cut("clipped", s, where, f"ink {tuple(ink)} outside {tuple(clip)}"))
            return rect

        def fit(s, kind, px, width, minimum=8):
            size = real["fit"](s, kind, px, width, minimum)
            need = text.font(kind, size).size(s)[0]
            if need > width:
                frame = sys._getframe(1)
                spy.frames.append(frame)
                cut = Cut("overflow", s, _caller(), f"{need} px wide in {width} at {size} px")
                spy.overflows[(id(frame), s, int(size))] = cut
            return size

        def ellipsize(s, kind, px, width):
            shown = real["ellipsize"](s, kind, px, width)
            if shown != s:
                spy.cuts.append(Cut("ellipsized", s, _caller(), f"shown as {shown!r}"))
            return shown

        def wrap(s, kind, px, width):
            lines = real["wrap"](s, kind, px, width)
            where = _caller()
            f = text.font(kind, int(px))
            for line in lines:
                if f.size(line)[0] > width:
                    spy.cuts.append(Cut("overflow", line, where, f"a word wider than the line ({width} px)"))
            if len(lines) > 1:
                spy.wraps.append((tuple(lines), spy.module(where), int(px), Cut("lines dropped", s, where)))
            return lines

        monkeypatch.setattr(text, "blit", blit)
        monkeypatch.setattr(text, "fit", fit)
        monkeypatch.setattr(text, "ellipsize", ellipsize)
        monkeypatch.setattr(text, "wrap", wrap)

    def check_buttons(self, scenes) -> None:
        for scene in scenes:
            ui = getattr(scene, "ui", None)
            if ui is None:
                continue
            for element in ui.get_sprite_group().sprites():
                label, font = getattr(element, "text", None), getattr(element, "font", None)
                if not label or font is None or not isinstance(element.border_width, dict):
                    continue
                room = element.rect.w - 2 * (element.border_width["left"] + element.shadow_width)
                if font.size(label)[0] > room:
                    self.cuts.append(
                        Cut(
                            "button",
                            label,
                            type(scene).__module__,
                            f"{font.size(label)[0]} px wide in {room}",
                        )
                    )

    def found(self) -> list[Cut]:
        out = list(self.cuts)
        for lines, module, px, cut in self.wraps:
            shown = [(line, module, px) in self.drawn for line in lines]
            if any(shown) and not all(shown) and not module.endswith("log_panel.py"):  # it scrolls
                missing = [line for line, ok in zip(lines, shown, strict=True) if not ok]
                out.append(Cut(cut.how, cut.text, cut.where, f"not drawn: {missing}"))
        by_surface: dict[int, list[tuple[str, pygame.Rect, str]]] = {}
        for (surface, s, ink), where in self.inks.items():
            by_surface.setdefault(surface, []).append((s, pygame.Rect(ink), where))
        for texts in by_surface.values():
            for i, (a, ra, wa) in enumerate(texts):
                for b, rb, _ in texts[i + 1 :]:
                    common = ra.clip(rb)
                    if a != b and common.w * common.h > 4:
                        out.append(Cut("overlap", a, wa, f"covers {b!r}"))
        unique: dict[tuple[str, str, str], Cut] = {}
        for cut in out:
            unique.setdefault((cut.how, cut.text, cut.where), cut)
        return list(unique.values())


def forget_drawings() -> None:
    """Empty every cache of drawn pictures, so that everything is drawn (and spied) anew."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("sherwood.ui") or module is None:
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", "") == name:
                value.cache_clear()
    text.reset()


def draw_everything(app) -> None:
    """A few frames, then the pointer resting on every target of a table (tooltips, zooms)."""
    from sherwood.ui.scenes.play import PlayScene

    for _ in range(3):
        app.step(1 / 60)
    play = app.scenes.top
    if isinstance(play, PlayScene):
        for target in list(play.table.targets()):
            play.mouse = play.table.T.rect(target.box).center
            play.draw_over(app.screen)


def spy_scene(monkeypatch, stage, size) -> list[Cut]:
    """Stage a scene with ``stage(app)`` in a window of ``size``, draw it, return the cuts."""
    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    app = App(size, settings=Settings(animation_speed="instant"), autosave=False)
    try:
        with monkeypatch.context() as patch:
            stage(app)
            forget_drawings()
            spy = TextSpy()
            spy.install(patch)
            draw_everything(app)
            spy.check_buttons(app.scenes.stack)
            return spy.found()
    finally:
        app.close()


# --- the game tables ------------------------------------------------------------------------------

MM_BOTS = "bot:heuristic"
TABLES = {
    # Sherwood Showdown: the first traveller, a melee, a crowded hand, near the end
    "showdown-start": ("showdown", 3, None),
    "showdown-turn": ("showdown", 12, None),
    "showdown-melee": ("showdown", 40, None),
    "showdown-late": ("showdown", 70, None),
    "showdown-crowded": ("showdown", 27, None, 3),  # eight cards in the hand
    # Robin Hood and the Merry Men: placing, the Hero phase, solo, 3 and 4 seats
    "mm2-placing": ("merry_men", 0, ["human", MM_BOTS]),
    "mm2-hero-phase": ("merry_men", 12, ["human", MM_BOTS]),
    "mm1-solo": ("merry_men", 30, ["human"]),
    "mm3-round2": ("merry_men", 60, ["human", MM_BOTS, MM_BOTS]),
    "mm4-round2": ("merry_men", 90, ["human", MM_BOTS, MM_BOTS, MM_BOTS]),
    # Twenty-One (the template): the first move, four narrow plaques, late in the game
    "template-start": ("_template", 0, None),
    "template-4-seats": ("_template", 5, ["human", "bot:heuristic", "bot:random", "bot:heuristic"]),
    "template-late": ("_template", 12, None),
    # Settlers of the Forest Isle: the first settlement, early turns, four plaques, late in the game
    "settlers-setup": ("settlers", 0, None),
    "settlers-turn": ("settlers", 30, None),
    "settlers-4-seats": ("settlers", 60, ["human", "bot:random", "bot:random", "bot:random"]),
    "settlers-late": ("settlers", 260, ["human", "bot:random", "bot:random"]),
    # and its solo game, Robin Hood: early, and late with his plaque full (issue 32, item 12)
    "settlers-solo": ("settlers", 20, ["human"]),
    "settlers-solo-late": ("settlers", 120, ["human"]),
    # The Adventures of Robin Hood, solo: the story at the start, a turn, late in the game
    "adventures-start": ("adventures", 0, ["human"]),
    "adventures-turn": ("adventures", 12, ["human"]),
    "adventures-late": ("adventures", 60, ["human"]),
    # The Sheriff's Lieutenants: the first card, a few turns in, seven plaques, two seats, late
    "lieutenants-start": ("lieutenants", 0, None),
    "lieutenants-turn": ("lieutenants", 20, None),
    "lieutenants-7-seats": ("lieutenants", 60, ["human", *["bot:easy"] * 6]),
    "lieutenants-2-seats": ("lieutenants", 40, ["human", "bot:easy"]),
    "lieutenants-late": ("lieutenants", 240, ["human", "bot:easy", "bot:easy"], 2),
}


QUESTIONS = {  # Merry Men, 2 seats: the move at which the human (seat 0) is asked each question
    "weapon": 1,
    "take_die": 11,
    "hero": 14,
    "guard": 15,
    "commit": 16,
    "fight_again": 17,
    "depot": 19,
    "discard_hand": 26,
    "village": 49,
    "discard_passive": 56,
    "rob_continue": 79,
    "reroll_one": 100,
    "fine": 107,
}
def _every_other_game() -> dict[str, tuple]:
    """A game none of the cases above names (a game just added, or one in a package of its
    own) is still staged: at its start and after a dozen bot moves."""
    from sherwood.games import built
    from sherwood.ui.games import tables

    named = {case[0] for case in TABLES.values()}
    return {f"{game}-{when}": (game, moves, None) for game in built() if game in tables()
            and game not in named for when, moves in (("start", 0), ("later", 12))}


TABLES.update(_every_other_game())
QUESTION_TABLES = {
    f"mm2-{kind}": ("merry_men", moves, ["human", MM_BOTS]) for kind, moves in QUESTIONS.items()
}
QUESTION_TABLES["mm1-build"] = ("merry_men", 18, ["human"])
TABLES.update(QUESTION_TABLES)
SLOW = pytest.mark.slow


def table_params() -> list:
    """Every table case at every size; a question at the larger sizes only in the slow run."""
    return [
        pytest.param(case, size, id=f"{case}-{size_id(size)}", marks=SLOW if slow else ())
        for case in TABLES
        for size in SIZES
        for slow in [case in QUESTION_TABLES and size != SIZES[0]]
    ]


def _stage_table(case: str):
    from sherwood.ui.app import stage_scene

    game_id, moves, seats, *seed = TABLES[case]
    return lambda app: stage_scene(app, "game", game_id, moves=moves, seats=seats, seed=(seed or [1])[0])


def size_id(size) -> str:
    return f"{size[0]}x{size[1]}"


_TABLE_CUTS: dict[tuple[str, tuple[int, int]], list[Cut]] = {}


def table_cuts(monkeypatch, case: str, size) -> list[Cut]:
    """The cuts of a staged table (worked out once per case and size, for both tests)."""
    key = (case, tuple(size))
    if key not in _TABLE_CUTS:
        _TABLE_CUTS[key] = spy_scene(monkeypatch, _stage_table(case), size)
    return _TABLE_CUTS[key]


def is_table(cut: Cut) -> bool:
    return cut.where.startswith(TABLE_FILES)


def report(cuts: list[Cut]) -> str:
    return "\n".join(str(c) for c in cuts)


@pytest.mark.parametrize(("case", "size"), table_params())
def test_every_text_of_a_game_table_fits(monkeypatch, case, size):
    cuts = [c for c in table_cuts(monkeypatch, case, size) if is_table(c)]
    assert not cuts, f"{case} at {size_id(size)}:\n{report(cuts)}"


@pytest.mark.parametrize(("case", "size"), table_params())
def test_every_text_around_a_game_table_fits(monkeypatch, case, size):
    """The game host's banner, caption and buttons around each table."""
    cuts = [c for c in table_cuts(monkeypatch, case, size) if not is_table(c)]
    assert not cuts, f"{case} at {size_id(size)}:\n{report(cuts)}"


# --- the other scenes ------------------------------------------------------------------------------

SCENES = {
    "menu": ("menu", "showdown"),
    "setup-showdown": ("setup", "showdown"),
    "setup-merry_men": ("setup", "merry_men"),
    "setup-lieutenants": ("setup", "lieutenants"),
    "settings": ("settings", "showdown"),
    "load": ("load", "showdown"),
    "pause": ("pause", "showdown"),
    "results-showdown": ("results", "showdown"),
    "results-merry_men": ("results", "merry_men"),
    "privacy-showdown": ("privacy", "showdown"),
    "privacy-merry_men": ("privacy", "merry_men"),
}


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("case", list(SCENES))
def test_every_text_of_the_other_scenes_fits(monkeypatch, case, size):
    from sherwood.ui.app import stage_scene

    scene, game_id = SCENES[case]
    cuts = spy_scene(monkeypatch, lambda app: stage_scene(app, scene, game_id, moves=6), size)
    assert not cuts, f"{case} at {size_id(size)}:\n{report(cuts)}"


def _curtain_after_a_move(app) -> None:
    """Sherwood Showdown (the longest seat names) at the curtain after a move its mover may
    still take back: the curtain's button names whose move it takes back."""
    from sherwood.ui.scenes.menu import MenuScene
    from sherwood.ui.scenes.play import PlayScene
    from sherwood.ui.scenes.privacy import PrivacyScene

    match = Match.start("showdown", ["human", "human"], 11)
    play = PlayScene(app, match, run_bots=False, autosave=False)
    app.scenes.reset(MenuScene(app), play)
    app.scenes.apply_pending()
    mover = match.active_seat
    play.reveal(mover)
    for command in match.legal_commands():
        trial = match.fork()
        trial.apply(command)
        if trial.can_undo and trial.active_seat != mover:
            play.apply(command)
            break
    for _ in range(3):
        app.step(1 / 60)
    curtain = app.scenes.top
    assert isinstance(curtain, PrivacyScene), "no curtain"
    assert curtain.undo_button.text in (f"Take back {possessive(match.names[mover])} move",
                                        "Take back the last move")


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_the_curtains_take_back_button_fits(monkeypatch, size):
    cuts = spy_scene(monkeypatch, _curtain_after_a_move, size)
    assert not cuts, f"the curtain at {size_id(size)}:\n{report(cuts)}"


# --- the spy itself ---------------------------------------------------------------------------------


def test_the_spy_sees_an_ellipsis_an_overflow_a_clipped_text_and_a_narrow_button(monkeypatch, app):
    """A test that cannot fail is not a test: each kind of cut is caught, and a whole-word
    short form is not."""
    pygame.font.init()
    surface = pygame.Surface((120, 40))
    with monkeypatch.context() as patch:
        spy = TextSpy()
        spy.install(patch)
        text.ellipsize("Nottingham Castle", "serif-bold", 20, 60)
        px = text.fit("Swordsman", "serif-bold", 20, 30, minimum=12)
        text.blit(surface, "Swordsman", "serif-bold", px, (0, 0, 0), (0, 0))
        text.blit(surface, "Let him pass", "sans", 16, (0, 0, 0), (80, 10))
        for line in text.wrap("Hands stay hidden while anyone watches", "sans", 14, 110)[:1]:
            text.blit(surface, line, "sans", 14, (0, 0, 0), (0, 20))
        px = text.fit("Arrows for the Holy Land", "sans", 14, 70, minimum=10)
        short = text.shorten("Arrows for the Holy Land", "sans", px, 70)
        text.blit(surface, short, "sans", px, (0, 0, 0), (0, 0))
        table_code = compile(  # two words a table draws over each other
            "def draw(surface):\n"
            "    text.blit(surface, 'Swordsman', 'sans', 16, (0, 0, 0), (0, 20))\n"
            "    text.blit(surface, 'Longbowman', 'sans', 16, (0, 0, 0), (10, 22))\n",
            "/src/sherwood/ui/games/a_table.py",
            "exec",
        )
        table_module = {"text": text}
        exec(table_code, table_module)
        table_module["draw"](surface)
        ui = pygame_gui.UIManager((200, 100))
        pygame_gui.elements.UIButton(pygame.Rect(0, 0, 40, 30), "Hide log", manager=ui)
        pygame_gui.elements.UIButton(pygame.Rect(0, 40, 120, 30), "Menu", manager=ui)
        spy.check_buttons([type("Scene", (), {"ui": ui})()])
    kinds = {(c.how, c.text) for c in spy.found()}
    assert kinds == {
        ("ellipsized", "Nottingham Castle"),
        ("overflow", "Swordsman"),
        ("clipped", "Let him pass"),
        ("lines dropped", "Hands stay hidden while anyone watches"),
        ("button", "Hide log"),
        ("overlap", "Swordsman"),
    }
