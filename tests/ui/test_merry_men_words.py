"""Robin Hood and the Merry Men in a player's words (sherwood/ui/games/merry_men/words*.py):
the game gives values, the table's words say them; none of the words rooms needs a screen."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from sherwood.engine import Match, refuse
from sherwood.games.merry_men.commands import ChoosePrisoners, Move
from sherwood.games.merry_men.events import GainLost, GameLost
from sherwood.games.merry_men.outcome import lost_because
from sherwood.ui.games import words_of

ROOT = Path(__file__).resolve().parent.parent.parent
ROOMS = ("words", "words_prompts", "words_table", "choices")


def test_the_words_rooms_and_the_choices_import_no_pygame():
    code = ("import sys\n"
            + "".join(f"import sherwood.ui.games.merry_men.{room}\n" for room in ROOMS)
            + "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_a_move_not_asked_for_is_refused_by_its_values_and_worded_with_the_seats_names():
    """MM-0.7: the refusal names the command and the question asked; the words name the seat
    (not "Seat 1") and shorten what the command repeats."""
    match = Match.start("merry_men", ["human", "human"], seed=3)
    seat = match.active_seat
    words = words_of(match)
    assert words.refusal(refuse("not_now", command=Move(seat, "village"), prompt="place")) == (
        f"{match.names[seat]} moves the hero to Village is not possible now: you must place a Merry Man "
        "(or declare done).")
    huge = refuse("not_now", command=ChoosePrisoners(seat, ((0, 10**12),)), prompt="prisoners")
    assert "level 1000000000000" in words.refusal(huge)


def test_a_loss_and_a_lost_die_are_codes_worded_as_the_results_word_them():
    """MM-3.4, MM-3.5, MM-1.20: the events carry codes; the log's words are the results' reason."""
    match = Match.start("merry_men", 2, seed=3)
    words = words_of(match)
    assert words.event(GameLost("road_empty", "road_3")) == "Prince John wins: Road III has no pennies left"
    assert lost_because("road_empty", "road_3") == "Road III has no pennies left"
    assert words.event(GameLost("tuck_hanged")) == "Prince John wins: Friar Tuck was hanged"
    assert words.event(GainLost(1, "weapon_any", "dice_full")) == (
        f"{match.names[1]} cannot take weapon die: 4 dice held")
