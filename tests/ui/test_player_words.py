"""Words a player should never see: no board coordinates, no rule IDs, no
internal names and no glyph the font lacks, in anything the player reads. A seeded game of
each of the five games (and the two solo variants) is played through the real game scene,
and every banner, caption, headline, tooltip, button label, log line and the Undo's tooltip
it shows is read (:mod:`tests.ui.player_words`); so are the setup screen of every game at
every seat count (the options' help, the bots' descriptions, every widget) and the other
scenes' widgets. Where play does not reach, the tables' and scenes' source is read: every
string in it that is not a docstring, every button's label in the font buttons are drawn in.

The player's guide and the full rules reader are left out: the specification, shown on
developers' machines only, is written in rule IDs.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest

from sherwood.ui.app import App, stage_scene
from sherwood.ui.settings import Settings
from tests.ui.conftest import Driver
from tests.ui.player_words import GUI_FONTS, RULE_ID, Reader, Words, gui_words, problems, spy_drawn

GAMES = [
    ("showdown", ["human", "bot:heuristic"], {}),
    ("lieutenants", ["human", "bot:heuristic", "bot:heuristic", "bot:heuristic"], {}),
    ("settlers", ["human", "bot:heuristic", "bot:heuristic"], {}),
    ("settlers", ["human"], {"variant": "robin_hood"}),
    ("merry_men", ["human", "bot:heuristic", "bot:heuristic"], {}),
    ("merry_men", ["human"], {}),
    ("adventures", ["human"], {}),
]
SECOND_PERSON = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)


@pytest.fixture
def paced():
    """An app at the normal animation speed: a command's steps play, one after another, and
    the banner and the captions are read at each."""
    application = App((1280, 800), settings=Settings())
    yield application
    application.close()


@pytest.mark.parametrize(
    ("game", "seats", "options"), GAMES, ids=[f"{g}-{len(s)}" for g, s, _ in GAMES]
)
def test_a_played_game_shows_no_coordinates_rule_ids_or_missing_glyphs(
    paced, monkeypatch, game, seats, options
):
    words = Words()
    spy_drawn(monkeypatch, words)
    reader = Reader(Driver(paced), game, seats, options, seed=3, words=words)
    reader.run(most=450)
    assert reader.match.is_over or len(reader.match.log) >= 450
    faults = words.faults()
    # while another seat decides, the banner speaks of them, never to "you" (it once read
    # "Waiting for White to trade, build or end your turn", White a bot)
    faults += [f"said to another seat: {s!r}" for s in sorted(reader.others) if SECOND_PERSON.search(s)]
    assert not faults, "\n".join(faults[:40])


def test_the_settlers_caption_names_places_as_the_chronicle_does(paced, monkeypatch):
    """A road built alone in a command: its caption named the side by its coordinates
    ("White builds a road on -2,1,E"), the log by its land ("by the Forest 8 and ...")."""
    words = Words()
    reader = Reader(Driver(paced), "settlers", ["human", "bot:heuristic"], {}, seed=3, words=words)
    play = reader.play
    roads = 0
    for _ in range(300):
        before = len(play.log.lines)
        reader.run(most=1)
        play.anim.skip()
        kinds = [type(e).__name__ for e in reader.match.history[-1].events]
        if kinds == ["RoadBuilt"]:
            roads += 1
            assert play.headline == play.log.lines[-1].text
            assert " by the " in play.headline or " on the coast of " in play.headline, play.headline
            assert len(play.log.lines) == before + 1
        if roads >= 3:
            return
    raise AssertionError("no road was built alone in 300 commands")


def test_the_setup_screen_words(driver, monkeypatch):
    """Every game at every seat count: the options' labels and help, the bots' descriptions
    (under the seats and in their tooltips), every widget's label and tooltip."""
    from sherwood.games import games

    words = Words()
    spy_drawn(monkeypatch, words)
    for game in [g for g in games() if not g.startswith("_")]:
        stage_scene(driver.app, "setup", game)
        setup = driver.top
        for n in setup.spec.seat_counts:
            setup.set_count(n)
            driver.step()
            for label, _, description in setup.choices:
                words.add(f"{game} seat choice", label, GUI_FONTS["button"])
                words.add(f"{game} bot description", description, GUI_FONTS["tooltip"])
            for option in setup.shown_options():
                words.add(f"{game} option help", option.help, GUI_FONTS["tooltip"])
            gui_words(setup, words, f"{game} setup")
    faults = words.faults()
    assert not faults, "\n".join(faults)


def test_the_settlers_normal_bot_is_the_sheriff_only_alone(driver):
    """The standard game's setup described the Normal bot as the solo game's Sheriff ("keeps
    Robin off its land"); alone, it is the Sheriff."""
    stage_scene(driver.app, "setup", "settlers")
    setup = driver.top
    for n in (4, 3, 2):
        setup.set_count(n)
        normal = next(d for label, _, d in setup.choices if label == "Normal")
        assert "Robin" not in normal and "Sheriff" not in normal, normal
    setup.set_count(1)
    normal = next(d for label, _, d in setup.choices if label == "Normal")
    assert "Sheriff" in normal and "Robin" in normal
    driver.step()
    buttons = [b for group in setup.seat_buttons for b in group.values() if b.text == "Normal"]
    assert buttons and all(b.tool_tip_text == normal for b in buttons)


def test_the_other_scenes_words(driver, monkeypatch):
    """The menu, the settings, the saved games over two pages (their pager), the pause and the
    results: every widget's label and tooltip, every word drawn."""
    from sherwood.engine import Match
    from sherwood.savegames import SaveLibrary

    library = SaveLibrary()
    for i in range(9):
        library.autosave(Match.start("showdown", 2, seed=i), library.new_autosave_path("showdown"))
    words = Words()
    spy_drawn(monkeypatch, words)
    for scene in ("menu", "settings", "load", "pause", "results"):
        stage_scene(driver.app, scene, "showdown")
        driver.step(2)
        if scene == "load":
            assert driver.top.pages > 1, "the pager is shown"
        gui_words(driver.top, words, scene)
    faults = words.faults()
    assert not faults, "\n".join(faults)


# --- the source, where play does not reach ------------------------------------------------------

UI = Path(__file__).resolve().parents[2] / "sherwood" / "ui"


def _strings(tree: ast.AST) -> list[ast.Constant]:
    """The string constants of ``tree`` that are not docstrings (a string standing alone)."""
    alone = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    strings = [n for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return [n for n in strings if id(n) not in alone]


def _button_labels(tree: ast.AST) -> list[ast.Constant]:
    """The labels given to ``.button(rect, label, ...)`` as constants (in f-strings too)."""
    out = []
    for node in ast.walk(tree):
        call = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        if call and node.func.attr == "button" and len(node.args) >= 2:
            out.extend(n for n in ast.walk(node.args[1]) if isinstance(n, ast.Constant))
    return [n for n in out if isinstance(n.value, str)]


def test_the_tables_and_scenes_source_holds_no_rule_id_and_no_missing_glyph():
    faults = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(UI.parent.parent)
        for node in _strings(tree):
            s = node.value
            if m := RULE_ID.search(s):
                faults.append(f"{where}:{node.lineno}: {s!r} has the rule ID {m.group()!r}")
            if lacking := [p for p in problems(s, "sans") if p.startswith("glyphs")]:  # the widest font
                faults.append(f"{where}:{node.lineno}: {s!r} has {lacking[0]}")
        for node in _button_labels(tree):  # a pygame_gui button: EB Garamond bold
            if lacking := [p for p in problems(node.value, GUI_FONTS["button"]) if p.startswith("glyphs")]:
                faults.append(f"{where}:{node.lineno}: the button label {node.value!r} has {lacking[0]}")
    assert not faults, "\n".join(faults)


def test_missing_glyphs_are_found():
    """The check itself: EB Garamond bold lacks the single angle quotes the pager once showed."""
    pygame.font.init()
    assert problems("‹ Newer", GUI_FONTS["button"]) == ["glyphs '‹' that EBGaramond12-Bold.ttf lacks"]
    assert problems("« Newer", GUI_FONTS["button"]) == []
    assert problems("Five… — done", "serif-bold") == []  # drawn with the bold serif's substitutes
    assert problems("White builds a road on -2,1,E")[0].startswith("coordinates")
    assert problems("A necklace stops it (LT-5.6)")[0].startswith("a rule ID")
    assert problems("Only the Sheriff (LT-V1) starts")[0].startswith("a rule ID")
