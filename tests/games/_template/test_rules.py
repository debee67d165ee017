"""The rules of Twenty-One, one test per rule (IDs as ``docs/rules/_template.md`` numbers them,
the way ``../shared/rules/<id>.md`` numbers a real game's).

Positions are built with :func:`.situations.situation`; everything else goes through the
public API (``Match.start``, ``legal_commands``, ``apply``, ``view``, ``undo``, ``outcome``).
"""

from __future__ import annotations

from collections import Counter

import pytest

from sherwood.engine import IllegalCommand, Match, refuse
from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.events import Drew, Played
from sherwood.games._template.state import DECK

from .situations import SEAT_COUNTS, situation


@pytest.mark.parametrize("seats", SEAT_COUNTS)
def test_setup_deals_two_hidden_cards_to_each_seat_from_the_shuffled_deck(seats):
    """TW-1.1, TW-1.2, TW-1.3: 24 cards 1–6, two to each seat, the first seat begins."""
    match = Match.start("_template", seats, seed=4)
    views = [match.view(s) for s in range(seats)]
    assert all(v.hand_sizes == (2,) * seats for v in views)
    assert views[0].deck_size == len(DECK) - 2 * seats == 24 - 2 * seats
    assert Counter(DECK) == Counter({n: 4 for n in range(1, 7)})
    assert match.active_seat == 0 and match.opening_events == ()
    dealt = [c for v in views for c in v.hand]
    assert not Counter(dealt) - Counter(DECK)


def test_the_shuffle_follows_the_seed():
    """TW-1.1: the same seed deals the same cards, another seed others (chance only through
    the match's RNG)."""
    most = max(SEAT_COUNTS)
    hands = {seed: [Match.start("_template", most, seed).view(s).hand for s in range(most)]
             for seed in (1, 2)}
    assert hands[1] == [Match.start("_template", most, 1).view(s).hand for s in range(most)]
    assert hands[1] != hands[2]


def test_playing_a_card_puts_it_on_the_pile_for_its_player():
    """TW-2.1, TW-5.1: the card leaves the hand, the pile grows, the points are the player's."""
    match = situation(hands=([5, 2], [4, 4]), played=[(1, 3)])
    events = match.apply(Play(0, 5))
    assert events == [Played(seat=0, card=5, total=8)]
    view = match.view(0)
    assert view.hand == (2,) and view.pile == 8 and view.points == (5, 3) and view.played == (3, 5)


def test_each_different_card_is_one_choice_then_the_draw():
    """TW-2.1, TW-2.2: two 4s in hand are one choice; the draw comes last."""
    match = situation(hands=([4, 6, 4], [1]), turn=0)
    assert match.legal_commands() == [Play(0, 4), Play(0, 6), Draw(0)]


def test_drawing_takes_the_top_card_of_the_deck():
    """TW-2.2: the drawer's hand grows by the top card; the others see only a count."""
    match = situation(hands=([1], [2]), deck=[6, 3, 3])
    assert match.apply(Draw(0)) == [Drew(seat=0)]
    assert match.view(0).hand == (1, 6)
    assert match.view(1).hand_sizes == (2, 1) and match.view(1).deck_size == 2


def test_no_draw_from_an_empty_deck():
    """TW-2.2: with the deck empty, only plays are legal, and a draw is refused, saying why."""
    match = situation(hands=([2, 3], [1]), deck=[])
    assert Draw(0) not in match.legal_commands()
    before = match.state_hash()
    with pytest.raises(IllegalCommand) as refused:
        match.apply(Draw(0))
    assert refused.value.refusal == refuse("deck_empty")
    assert match.state_hash() == before


def test_a_card_not_held_or_another_seats_move_is_refused_and_changes_nothing():
    """TW-2.1: you may only play a card you hold, on your turn (the match says whose it is)."""
    match = situation(hands=([2, 3], [1]))
    before = match.state_hash()
    with pytest.raises(IllegalCommand) as refused:
        match.apply(Play(0, 4))
    assert refused.value.refusal == refuse("no_card", card=4)
    with pytest.raises(IllegalCommand) as refused:
        match.apply(Play(1, 1))
    assert refused.value.refusal == refuse("not_your_turn", seat=1, active=0)
    assert match.state_hash() == before


def test_a_seat_with_one_possible_move_still_makes_it():
    """TW-2.3: one legal command is still asked of its seat, not applied for it."""
    match = situation(hands=([3, 1], [2]), deck=[])
    match.apply(Play(0, 3))
    assert match.active_seat == 1 and match.legal_commands() == [Play(1, 2)]
    assert match.view(1).hand == (2,)  # still in East's hand: nobody played it for East


def test_the_turn_passes_to_the_next_seat_and_around():
    """TW-3.1: North, East, South, then North again."""
    match = situation(hands=([1, 1], [1, 2], [2, 2]))
    seen = []
    for _ in range(4):
        seen.append(match.active_seat)
        match.apply(match.legal_commands()[0])
    assert seen == [0, 1, 2, 0]


def test_a_seat_that_can_do_nothing_is_skipped():
    """TW-3.2: with the deck empty, a seat with no cards in hand is passed over."""
    match = situation(hands=([1, 2], [], [3]), deck=[])
    match.apply(Play(0, 1))
    assert match.active_seat == 2


@pytest.mark.parametrize(("card", "over"), [(5, True), (6, True), (4, False)])
def test_the_game_ends_when_the_pile_reaches_21(card, over):
    """TW-4.1: a pile of 21 or more ends the game at once; 20 does not."""
    match = situation(hands=([card, 1], [2]), played=[(0, 6), (1, 6), (0, 4)])
    match.apply(Play(0, card))
    assert match.is_over is over
    if over:
        assert match.active_seat is None and match.legal_commands() == []


def test_the_game_ends_when_the_cards_run_out():
    """TW-4.2: the deck empty and the last card played: the game ends below 21."""
    match = situation(hands=([2], []), deck=[])
    match.apply(Play(0, 2))
    assert match.is_over and match.view(0).pile == 2


def test_the_most_points_win_and_a_tie_at_the_top_is_shared():
    """TW-5.1, TW-5.2: the winners, and the outcome's heading for each case."""
    alone = situation(hands=([6, 1], [2]), played=[(0, 5), (1, 6), (0, 4)])
    alone.apply(Play(0, 6))  # pile 15 -> 21: North 15, East 6
    assert alone.is_over and alone.scores() == [15, 6] and alone.winners() == [0]
    assert alone.outcome().heading == "Victory for North!"
    tie = situation(hands=([3], [4]), played=[(0, 6), (1, 6), (0, 5), (1, 1)], turn=1)
    tie.apply(Play(1, 4))  # pile 18 -> 22: North 11, East 11
    assert tie.is_over and tie.winners() == [0, 1] and tie.outcome().heading == "Shared victory!"


def test_a_view_shows_its_own_hand_and_counts_of_the_rest():
    """TW-6.1, TW-6.2, TW-6.3: a seat sees its own hand, how many cards every hand and the
    deck hold, and all that was played; two games that differ only in what seat 0 cannot see
    (the other hand, the deck's order) look the same to it."""
    a = situation(hands=([1, 2], [5, 6]), deck=[3, 4, 4], played=[(1, 6)])
    b = situation(hands=([1, 2], [4, 4]), deck=[6, 5, 3], played=[(1, 6)])
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)
    seen = a.view(0)
    assert seen.hand == (1, 2) and seen.hand_sizes == (2, 2) and seen.deck_size == 3
    assert seen.pile == 6 and seen.played == (6,) and seen.points == (0, 6)


def test_a_play_can_be_taken_back():
    """TW-7.1: undo restores the position before the play."""
    match = situation(hands=([1, 2], [5]))
    before = match.state_hash()
    match.apply(Play(0, 2))
    assert match.can_undo and match.undo() == Play(0, 2)
    assert match.state_hash() == before and match.active_seat == 0


def test_a_draw_cannot_be_taken_back():
    """TW-7.2: the drawer saw a card of the hidden deck."""
    match = situation(hands=([1, 2], [5]))
    match.apply(Draw(0))
    assert not match.can_undo
    assert match.undo_refusal == refuse("undo_reveals", event="drew")
