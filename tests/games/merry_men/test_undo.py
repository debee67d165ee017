"""Taking a move back never lets a player peek (MM-12.3).

MM-12.3 hides the order of the villain deck, ransom stack, spy deck, edict deck and Merry
Men deck. These decks are shuffled at setup, so turning up their next card needs no chance
at that moment; the match still refuses to take back any command that turned one up.
"""

from __future__ import annotations

import pytest

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import IllegalCommand, Match, refuse
from sherwood.games.merry_men.commands import Place, TakeDie
from sherwood.games.merry_men.events import (
    CardsDrawn,
    DiceRolled,
    EdictRevealed,
    RansomRevealed,
    SpyTaken,
    VillainCardDrawn,
)
from sherwood.ui.games import words_of
from sherwood.ui.games.merry_men.words import REVEALS

MODULES = {"friar_tuck": True, "spies": True, "golden_arrow": True}
HIDDEN_DECKS = (VillainCardDrawn, RansomRevealed, SpyTaken, EdictRevealed, CardsDrawn)


def _random_games(seats: int, seeds: range):
    """Each command of seeded random games, with the match just after it."""
    for seed in seeds:
        match = Match.start("merry_men", seats, seed, MODULES)
        bots = [make_bot("merry_men", "random", s, bot_seed(seed, s, "random")) for s in range(seats)]
        while not match.is_over:
            seat = match.active_seat
            events = match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
            yield match, events


def test_the_second_free_die_that_turns_up_a_villain_card_cannot_be_taken_back():
    """The peek, solo: taking the second free weapon die (MM-5.2) starts the hero
    turn, which turns up the next villain card (MM-5.7) from a deck shuffled at setup; the
    move cannot be taken back, and the refusal says why."""
    for match, events in _random_games(1, range(1, 4)):
        kinds = [type(e) for e in events]
        if isinstance(match.log[-1], TakeDie) and VillainCardDrawn in kinds and DiceRolled not in kinds:
            break  # no dice rolled: the kernel's old guard (the RNG) let this be taken back
    else:
        pytest.fail("no free die turned up a villain card in these games")
    assert match.undo_refusal == refuse("undo_reveals", event="villain_card_drawn")
    assert words_of(match).refusal(match.undo_refusal) == ("The last move turned up a villain card, so it "
                                                           "cannot be taken back.")
    assert not match.can_undo
    with pytest.raises(IllegalCommand) as refused:
        match.undo()
    assert refused.value.refusal == match.undo_refusal


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_no_command_that_turns_up_a_hidden_card_can_be_taken_back(seats):
    """MM-12.3: whatever a command turns up from a hidden deck (villain card MM-5.7, ransom
    tile MM-7.8, spy card MM-10.20, edict MM-11.4, Merry Men cards MM-4.19), the match
    refuses to take it back and names the first thing turned up."""
    seen = set()
    for match, events in _random_games(seats, range(2)):
        revealing = [e for e in events if type(e).reveals]
        if not revealing:
            continue
        seen.update(type(e) for e in revealing)
        if match.is_over:
            assert match.undo_refusal == refuse("game_over")
        else:
            assert match.undo_refusal == refuse("undo_reveals", event=revealing[0].kind)
            assert words_of(match).refusal(match.undo_refusal) == (
                f"The last move {REVEALS[type(revealing[0])]}, so it cannot be taken back.")
    expected = {VillainCardDrawn, RansomRevealed, SpyTaken, CardsDrawn}
    if seats == 1:
        expected.add(EdictRevealed)
    assert expected <= seen, f"these games never turned up {expected - seen}"


def test_every_hidden_deck_event_declares_what_it_reveals():
    """MM-12.3's hidden decks, and the bags and dice of MM-13.1: each event that takes from
    them reveals, and the words say what for the take-back's refusal."""
    for event_type in (*HIDDEN_DECKS, DiceRolled):
        assert event_type.reveals is True, event_type
        assert REVEALS[event_type].split()[0] in ("turned", "drew", "rolled"), event_type


def test_a_placement_still_can_be_taken_back_and_says_nothing():
    """MM-4.10: a placement from the hand turns up nothing, so it can be taken back."""
    match = Match.start("merry_men", 2, seed=3)
    place = next(c for c in match.legal_commands() if isinstance(c, Place) and c.mode == "passive"
                 and c.location != "market_square")
    match.apply(place)
    assert match.undo_refusal is None
    assert match.undo() == place and match.undo_refusal == refuse("nothing_to_take_back")
