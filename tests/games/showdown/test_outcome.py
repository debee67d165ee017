"""Sherwood Showdown's outcome (SD-10), as Match.outcome() gives it to the results screen."""

import doctest

import sherwood.games.showdown.outcome as showdown_outcome
from sherwood.games.showdown.commands import Pass, Rob, Withdraw
from tests.games.showdown.situations import situation

MERRY, BANDITS = "Robin Hood's Merry Men", "Guy Fawkes' Blazing Bandits"


def test_the_richest_spoils_win_and_each_line_says_what_they_hold():
    """SD-10.1, SD-10.2, SD-10.3: after the last traveller the richest spoils win; each seat's
    line counts travellers, ransoms and the Fool."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9", traveller_deck=[],
                  spoils=(["T3", "T12", "HQ", "DP"], ["T20", "SK", "FOOL"]))
    assert m.outcome() is None  # the game goes on: no outcome yet
    m.apply(Rob(0, "H4"))
    m.apply(Withdraw(1))
    o = m.outcome()
    assert o.scores == (9 + 3 + 12 + 3 + 1, 20 + 3 - 5) and o.winners == (0,)
    assert o.heading == f"Victory for {MERRY}!"
    assert o.details == ("3 travellers (24) · 2 ransoms (+4)",
                         "1 traveller (20) · 1 ransom (+3) · the Fool (−5)")
    assert o.unit == "gold" and o.note == "" and o.subtitle == "" and o.table_lost is None
    assert o.rows == () and o.solo is None


def test_a_tie_names_the_richest_single_traveller():
    """SD-10.5: equal gold: the highest traveller in spoils wins, and the note says so."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9", traveller_deck=[],
                  spoils=(["T3", "HQ"], ["T6"]))
    m.apply(Pass(0))
    o = m.outcome()
    assert o.scores == (6, 6) and o.winners == (1,)
    assert o.heading == f"Victory for {BANDITS}!"
    assert o.note == (f"Both hold 6 gold. {BANDITS} win the tie-break with the richest single "
                      f"traveller, Traveller 6.")


def test_equal_gold_without_travellers_is_a_draw():
    """SD-10.5: neither spoils hold a traveller: a draw, no winner."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9", traveller_deck=[], spoils=(["HQ"], ["SK"]))
    m.apply(Pass(0))
    o = m.outcome()
    assert o.winners == () and o.heading == "A draw"
    assert o.note == "Equal gold and no traveller in either spoils: the game is a draw."
    assert o.details == ("0 travellers (0) · 1 ransom (+3)",) * 2


def test_the_examples_in_the_module_run():
    assert doctest.testmod(showdown_outcome).failed == 0
