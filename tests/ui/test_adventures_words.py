"""The adventure's words are the table's (``sherwood/ui/games/adventures/words*.py``): the game
speaks in values, the table words every event, command, refusal, decision and click by a
table of their types, and never reads its own words back."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from sherwood.engine import Match, refuse
from sherwood.games.adventures import commands as K
from sherwood.games.adventures import events as E
from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.commands import COMMAND_TYPES
from sherwood.games.adventures.events import EVENT_TYPES
from sherwood.games.adventures.prompts import PROMPT_TYPES
from sherwood.ui.games import words_of
from sherwood.ui.games.adventures import choices
from sherwood.ui.games.adventures import words as AW
from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.games.adventures import words_tips as WT

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGE = ROOT / "sherwood" / "ui" / "games" / "adventures"


def test_the_game_holds_no_words():
    """No event or command of the game words itself: no ``text`` template, no ``describe``
    of its own, and the game's words module is gone."""
    for cls in (*EVENT_TYPES, *COMMAND_TYPES):
        assert "text" not in vars(cls) and "describe" not in vars(cls) and "words" not in vars(cls), cls
    assert not (ROOT / "sherwood" / "games" / "adventures" / "words.py").exists()
    assert not (ROOT / "sherwood" / "games" / "adventures" / "event_base.py").exists()


def test_every_command_has_its_clicks_and_its_advice():
    assert set(choices.STAGES) == set(COMMAND_TYPES)
    assert set(W.PHRASES) == set(COMMAND_TYPES)


def test_every_decision_has_its_instruction_and_its_name():
    """Each kind of decision says what to do; each but the turn asks in the question box."""
    assert set(W.INSTRUCTIONS) == set(PROMPT_TYPES)
    assert set(W.PROMPT_TITLES) | {PR.Turn} == set(PROMPT_TYPES)
    assert set(W.QUESTIONS) | {PR.Turn} == set(PROMPT_TYPES)


def test_the_words_of_events_commands_and_refusals():
    """AR-0.7, AR-14.8: the story and the goal open the adventure; a walk, a seal and a
    refusal read as they did when the game worded them itself."""
    m = Match.start("adventures", ["human"], 0, {"outlaw": "marian", "task_set": "none"})
    words = words_of(m)
    began = words.event(m.opening_events[0])
    assert began.startswith(AW.STORY) and AW.GOAL_NO_SET in began
    assert words.event(E.Walked(("stones", "tb35", "camp_60"), True)) == (
        "You walk from the Standing stones to the Secret camp 60 (2 steps): a slow move")
    assert words.event(E.GisbourneRode(("mid_road", "thicket_50", "camp_60"), "camp_60")) == (
        "Gisbourne rides 2 steps towards your secret camp: now at the Secret camp 60.")
    assert words.command(K.Move(0, "mushrooms_91")) == "Maid Marian ends the move at the Mushroom ring"
    assert words.command(K.Overpower(0, "G8", True)) == (
        "Maid Marian shoots at the guard at the Village square")
    assert words.refusal(refuse("cannot_overpower", target="hawk", bow=False)) == (
        "You cannot attack the Hawk from here.")
    assert words.refusal(refuse("answer_first", prompt="horn_call")) == "First say whether you blow the Horn."
    assert words.undo_reveals("die_drawn") == "The last move drew a die, so it cannot be taken back."


def test_tiles_are_named_from_their_values():
    """A tile without its number is named from the board, not by cutting the number off its
    words ("the Mushroom ring (tile 91)" -> "the Mushroom ring")."""
    assert AW.tile_place("91") == "the Mushroom ring" and AW.tile_words("91") == "the Mushroom ring (tile 91)"
    assert AW.tile_place("208") == "the boat" and AW.tile_place("106") == "Friar Tuck"
    assert W.phrase(K.Explore(0, "91"), W.Moment(PR.Turn(0, "act"))) == "explore the Mushroom ring"
    assert WT.tile_tip("91", "unexplored").startswith("the Mushroom ring (tile 91): explore it")


def test_the_table_never_reads_its_own_words():
    """The table words from values: no regular expression anywhere in its package (the hint
    once cut a tile's number off its words with one)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert "import re\n" not in source and "re.compile" not in source, path.name


@pytest.mark.parametrize("module", ["words", "words_table", "words_tips"])
def test_the_words_modules_import_no_pygame(module):
    code = (f"import sys\nimport sherwood.ui.games.adventures.{module}\n"
            "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
