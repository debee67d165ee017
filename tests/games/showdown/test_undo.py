"""Taking a move back in Sherwood Showdown never lets a player peek (SD-12.3).

The traveller deck and both draw decks are shuffled at setup; turning up the next
traveller (SD-3.3) or drawing (SD-9.2) needs no chance at that moment, yet such a move is
never taken back. Laying one's own outlaw (SD-6.1, SD-6.4) shows the opponent a card the
mover already knew, so it can be taken back before the device is passed (SD-12.4).
"""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand, refuse
from sherwood.games.showdown.commands import Lay, Pass, Rob, Withdraw
from tests.games.showdown.situations import situation

TRAVELLER = refuse("undo_reveals", event="traveller_revealed")
DREW = refuse("undo_reveals", event="cards_drawn")


def test_laying_your_own_outlaw_can_be_taken_back():
    """SD-6.1 / SD-6.4: Rob and Lay show only the mover's own cards."""
    m = situation(hands=(["H4", "H6"], ["S5", "S9"]), traveller="T9")
    assert m.undo_refusal == refuse("nothing_to_take_back")
    m.apply(Rob(0, "H4"))
    assert m.undo_refusal is None
    m.apply(Lay(1, "S5"))
    assert m.undo_refusal is None


def test_a_pass_turns_up_the_next_traveller_and_cannot_be_taken_back():
    """SD-4.1 then SD-3.3: the next turn turns up a traveller from the deck shuffled at
    setup (no chance now); the refusal says so."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9", traveller_deck=["T3", "T12"])
    m.apply(Pass(0))
    assert m.undo_refusal == TRAVELLER
    with pytest.raises(IllegalCommand) as caught:
        m.undo()
    assert caught.value.refusal == TRAVELLER


def test_a_withdrawal_draws_cards_and_cannot_be_taken_back():
    """SD-6.11, SD-9.2: the end-of-melee draws bring cards into both hands."""
    m = situation(hands=(["H4", "H2"], ["S5", "S3"]), traveller="T9", traveller_deck=["T3", "T12"])
    m.apply(Rob(0, "H4"))
    events = m.apply(Withdraw(1))
    assert [e.kind for e in events if type(e).reveals][:1] == ["cards_drawn"]
    assert m.undo_refusal == DREW


def test_no_take_back_once_the_last_traveller_is_resolved():
    """SD-10.1 / SD-10.4: the game is over; nothing can be taken back."""
    m = situation(hands=(["H4"], ["S5"]), traveller="T9", traveller_deck=[])
    m.apply(Pass(0))
    assert m.is_over and m.undo_refusal == refuse("game_over")
    with pytest.raises(IllegalCommand) as caught:
        m.undo()
    assert caught.value.refusal == refuse("game_over")
