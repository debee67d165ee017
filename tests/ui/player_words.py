"""What a player reads, gathered and checked: the words of a game played
through the real game scene, of the setup screen and of the other scenes' widgets, and what
they must never hold: board coordinates, rule IDs, internal names ("move_lumber"), and
glyphs the font they are drawn in lacks (pygame draws a box for those).

:func:`problems` says what is wrong with one string; :class:`Reader` plays a seeded game
in a :class:`~sherwood.ui.scenes.play.PlayScene` and keeps every banner, caption, headline,
tooltip, button label, log line and the Undo's tooltip it shows, with the font each is
drawn in (``tests/ui/test_player_words.py`` uses both).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from functools import cache

import pygame
import pygame.freetype
import pygame_gui

from sherwood.engine import Match
from sherwood.resources import resource_path
from sherwood.ui.render import text

COORDINATES = re.compile(r"-?\d+,-?\d+(?:,[A-Z]{1,2})?")
"""A place named by its coordinates ("-2,1,E", "0,-3"): the Settlers' corners, sides, hexes."""
RULE_ID = re.compile(
    r"\b(?:SD|LT|SR|MM|AR|WE)-(?:[A-Z]{1,2}-?)?\d+(?:\.\d+)*\b"  # SD-3.4, SR-B-7.6, LT-V1, SD-EX2
    r"|\((?:SD|LT|SR|MM|AR)(?:-[A-Z]+)?\)"  # a chapter: (SR-V)
)
"""A rule of the specs named by its ID: "SD-3.4", "SR-B-7.6", "LT-V1", "SD-EX2", "(SR-V)"."""
INTERNAL = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
"""An internal key ("move_lumber", "road_building"): words are never joined by underscores."""

GUI_FONTS = {"button": "serif-bold", "tooltip": "sans", "entry": "sans"}
"""The fonts pygame_gui draws in (``assets/theme.json``): EB Garamond bold on every button,
DejaVu Sans in the tooltips and the text entries."""


@cache
def _face(kind: str) -> pygame.freetype.Font:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(str(resource_path("assets", "fonts", text.FONT_FILES[kind])), 20)


def missing_glyphs(s: str, kind: str) -> str:
    """The characters of ``s`` that the font of ``kind`` has no glyph for, as it is drawn
    (:func:`text.shown`: bold serif's substitutes). ``pygame.font.Font.metrics`` gives a
    missing glyph the box's metrics, not None; freetype's ``get_metrics`` gives None."""
    shown = text.shown(s, kind).replace("\n", "")
    if not shown:
        return ""
    metrics = _face(kind).get_metrics(shown)
    return "".join(sorted({c for c, m in zip(shown, metrics, strict=True) if m is None and not c.isspace()}))


def problems(s: str, kind: str | None = None) -> list[str]:
    """What a player should never see in ``s`` (drawn in ``kind``, if known)."""
    out = []
    if m := COORDINATES.search(s):
        out.append(f"coordinates {m.group()!r}")
    if m := RULE_ID.search(s):
        out.append(f"a rule ID {m.group()!r}")
    if m := INTERNAL.search(s):
        out.append(f"an internal name {m.group()!r}")
    if kind is not None and (lacking := missing_glyphs(s, kind)):
        out.append(f"glyphs {lacking!r} that {text.FONT_FILES[kind]} lacks")
    return out


class Words:
    """Strings seen, each with where it was seen and the font it is drawn in (None: not
    drawn by us, or drawn in more than one)."""

    def __init__(self) -> None:
        self.seen: dict[tuple[str, str | None], set[str]] = {}

    def add(self, where: str, s: str | None, kind: str | None = None) -> None:
        if s:
            self.seen.setdefault((s, kind), set()).add(where)

    def add_all(self, where: str, strings: Iterable[str | None], kind: str | None = None) -> None:
        for s in strings:
            self.add(where, s, kind)

    def faults(self, allowed: Iterable[str] = ()) -> list[str]:
        """One line for each string with a problem, unless it holds one of ``allowed``."""
        allowed = tuple(allowed)
        out = []
        for (s, kind), where in sorted(self.seen.items(), key=lambda kv: kv[0][0]):
            found = problems(s, kind)
            if found and not any(a in s for a in allowed):
                out.append(f"{', '.join(sorted(where))}: {s!r} has {'; '.join(found)}")
        return out


def spy_drawn(monkeypatch, words: Words) -> None:
    """Keep every string drawn through :func:`text.render` (everything our screens write),
    with its font; every frame draws all its words again (no kept layer)."""
    from sherwood.ui.kit import layer

    monkeypatch.setattr(layer, "KEEP", False)
    real = text.render

    def spy(s, kind, px, colour):
        words.add("drawn", s, kind)
        return real(s, kind, px, colour)

    monkeypatch.setattr(text, "render", spy)


def gui_words(scene, words: Words, where: str) -> None:
    """Every button's label and tooltip of ``scene`` (pygame_gui's and Sherwood's own plain
    buttons: :mod:`sherwood.ui.widgets.plain_button`), every entry's text."""
    for button in scene.plain.buttons:  # their labels are drawn by render.text (spy_drawn)
        words.add(f"{where} button tooltip", button.tool_tip_text, GUI_FONTS["tooltip"])
    if scene.ui is None:
        return
    for element in scene.ui.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIButton):
            words.add(f"{where} button", element.text, GUI_FONTS["button"])
            words.add(f"{where} button tooltip", element.tool_tip_text, GUI_FONTS["tooltip"])
        elif isinstance(element, pygame_gui.elements.UITextEntryLine):
            words.add(f"{where} entry", element.get_text(), GUI_FONTS["entry"])
        elif isinstance(element, pygame_gui.elements.UITooltip):
            words.add(f"{where} tooltip", element.text_block.html_text, GUI_FONTS["tooltip"])


class Reader:
    """Plays a seeded game in the real game scene, the human's decisions and the bots' both
    chosen by the game's heuristic bot (one human decision in four at random), the human's
    given as clicks give them (:meth:`PlayScene.click_command`), the bots' as the scene
    applies them; and keeps every word the scene shows on the way."""

    def __init__(self, driver, game: str, seats: list[str], options: dict, seed: int, words: Words):
        from sherwood.ai import bot_seed, make_bot
        from sherwood.ui.scenes.play import PlayScene

        self.driver = driver
        self.words = words
        self.match = Match.start(game, seats, seed, options)
        self.bots = [
            make_bot(game, "heuristic", s, bot_seed(seed, s, "heuristic")) for s in range(len(seats))
        ]
        self.rng = random.Random(seed)
        self.others: set[str] = set()
        """The banner's instructions while another seat than the one at the screen decides."""
        self.play = PlayScene(driver.app, self.match, run_bots=False, autosave=False)
        driver.app.scenes.push(self.play)
        driver.step()
        real = self.play.table.build_steps

        def steps(event, before, after):
            out = real(event, before, after)
            self.words.add_all("animation caption", (s.caption for s in out))
            return out

        self.play.table.build_steps = steps

    def banner(self, when: str) -> None:
        """The banner's words; an instruction for another seat than the one at the screen is
        kept apart too (it speaks of them, never to "you")."""
        play = self.play
        words = play.banner_text()
        self.words.add_all(f"banner ({when})", words)
        if not play.my_turn and not self.match.is_over and play.banner_seat() != play.viewer:
            self.others.add(words[2])

    def read(self, when: str) -> None:
        play, table, w = self.play, self.play.table, self.words
        self.banner(when)
        w.add(f"undo tooltip ({when})", play.undo_tooltip(), GUI_FONTS["tooltip"])
        w.add(f"headline ({when})", play.headline)
        w.add(f"animation caption ({when})", play.anim.caption)
        for target in table.targets():
            w.add("target tooltip", target.tooltip, GUI_FONTS["tooltip"])
        if play.my_turn:
            for action in table.actions():
                w.add("action label", action.label, GUI_FONTS["button"])
                w.add("action tooltip", action.tooltip, GUI_FONTS["tooltip"])
        gui_words(play, w, "game scene")

    def run(self, most: int) -> None:
        """Play up to ``most`` commands (or to the end), reading at rest and while each plays."""
        play, driver = self.play, self.driver
        for _ in range(most):
            if self.match.is_over:
                break
            if driver.top is not play:  # a curtain: whoever's turn it is looks
                driver.top.ready()
                driver.step()
                continue
            self.read("at rest")
            driver.step()  # a frame drawn: every word on it
            seat = self.match.active_seat
            legal = self.match.legal_commands()
            command = self.bots[seat].choose(self.match.view(seat), legal)
            if play.my_turn and self.rng.random() < 0.25:
                command = self.rng.choice(legal)
            if play.is_bot(seat):
                play.apply(command)
            else:
                assert play.my_turn, f"seat {seat} is human but the table does not ask it"
                play.click_command(command)
            self.read("while it plays")
            driver.step()  # a frame of it drawn
            for _ in range(60):  # then each of its steps, to its end
                if not play.anim.busy:
                    break
                play.anim.update(0.2)
                self.banner("while it plays")
                self.words.add("animation caption", play.anim.caption)
            play.anim.skip()  # the next turn of the loop draws it at rest
        driver.step()
        self.read("at the end")
        self.words.add_all("log", (line.text for line in play.log.lines))
        pygame.event.clear()
