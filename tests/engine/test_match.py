"""The match is the single door: it applies legal commands and refuses the rest unchanged."""

import pytest

from sherwood.engine import BadOptions, IllegalCommand, Match, UnknownGame
from sherwood.games._template.rules import Draw, Play


def test_start_deals_from_the_seed():
    a, b = Match.start("_template", 2, seed=3), Match.start("_template", 2, seed=3)
    assert a.state_hash() == b.state_hash()
    assert a.view(0) == b.view(0)
    assert Match.start("_template", 2, seed=4).state_hash() != a.state_hash()


def test_start_picks_and_records_a_seed_when_none_is_given():
    match = Match.start("_template", 2)
    assert isinstance(match.seed, int)
    assert Match.start("_template", 2, match.seed).state_hash() == match.state_hash()


def test_unknown_game_names_the_games_there_are():
    with pytest.raises(UnknownGame, match="no game called 'chess'"):
        Match.start("chess", 2, seed=1)


def test_seat_count_and_options_are_checked():
    with pytest.raises(BadOptions, match="for 2–4 players, not 5"):
        Match.start("_template", 5, seed=1)
    with pytest.raises(BadOptions, match="no option 'turbo'"):
        Match.start("_template", 2, seed=1, options={"turbo": True})


def test_seat_labels_are_kept():
    match = Match.start("_template", ["human", "bot:random"], seed=1)
    assert match.seats == ("human", "bot:random")
    assert match.names == ("North", "East")


def test_illegal_command_changes_nothing_and_says_why():
    match = Match.start("_template", 2, seed=1)
    before = match.state_hash()
    missing = next(n for n in range(1, 7) if n not in match.view(0).hand)
    with pytest.raises(IllegalCommand, match=f"You hold no {missing}"):
        match.apply(Play(0, missing))
    with pytest.raises(IllegalCommand, match="It is North's turn, not East's"):
        match.apply(Draw(1))
    assert match.state_hash() == before
    assert match.log == ()


def test_apply_returns_events_and_records_history():
    match = Match.start("_template", 2, seed=1)
    command = match.legal_commands()[0]
    events = match.apply(command)
    assert events and match.history[-1].command == command
    assert match.history[-1].events == tuple(events)


def test_undo_takes_back_a_play_but_never_a_draw():
    match = Match.start("_template", 2, seed=1)
    before = match.state_hash()
    play = next(c for c in match.legal_commands() if isinstance(c, Play))
    match.apply(play)
    assert match.can_undo
    assert match.undo() == play
    assert match.state_hash() == before and match.log == ()
    match.apply(Draw(0))
    assert not match.can_undo
    with pytest.raises(IllegalCommand, match="cannot be taken back"):
        match.undo()


def test_undo_never_reaches_past_a_draw():
    match = Match.start("_template", 2, seed=1)
    match.apply(Draw(0))
    match.apply(next(c for c in match.legal_commands() if isinstance(c, Play)))
    match.undo()
    assert not match.can_undo  # the draw before stays


def test_game_over_has_no_commands_and_refuses_more():
    match = Match.start("_template", 2, seed=1)
    while not match.is_over:
        match.apply(match.legal_commands()[0])
    assert match.active_seat is None and match.legal_commands() == []
    assert match.winners()
    with pytest.raises(IllegalCommand, match="over"):
        match.apply(Draw(0))


def test_view_rejects_a_seat_not_at_the_table():
    with pytest.raises(ValueError, match="seat 2 is not at this table"):
        Match.start("_template", 2, seed=1).view(2)
