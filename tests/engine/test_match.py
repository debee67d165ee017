"""The match is the single door: it applies legal commands and refuses the rest unchanged."""

import pytest

from sherwood.engine import BadOptions, IllegalCommand, Match, UnknownGame, refuse
from sherwood.games._template.rules import Draw, Play
from sherwood.ui.games import words_of

DREW = refuse("undo_reveals", event="drew")


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
    with pytest.raises(BadOptions, match="Sherwood Showdown is for 2 players, not 3"):
        Match.start("showdown", 3)
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
    with pytest.raises(IllegalCommand) as refused:
        match.apply(Play(0, missing))
    assert refused.value.refusal == refuse("no_card", card=missing)
    with pytest.raises(IllegalCommand) as refused:
        match.apply(Draw(1))
    assert refused.value.refusal == refuse("not_your_turn", seat=1, active=0)
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
    with pytest.raises(IllegalCommand, match="undo_reveals"):
        match.undo()


def test_undo_refusal_says_why():
    """What the table words on its take-back button; None when undo would work."""
    match = Match.start("_template", 2, seed=1)
    assert match.undo_refusal == refuse("nothing_to_take_back") and not match.can_undo
    with pytest.raises(IllegalCommand) as refused:
        match.undo()
    assert refused.value.refusal == refuse("nothing_to_take_back")
    play = next(c for c in match.legal_commands() if isinstance(c, Play))
    match.apply(play)
    assert match.undo_refusal is None and match.can_undo
    match.apply(Draw(1))
    assert match.undo_refusal == refuse("undo_reveals", event="drew")
    with pytest.raises(IllegalCommand) as refused:
        match.undo()
    assert refused.value.refusal == DREW
    assert words_of(match).refusal(DREW) == "The last move drew a card, so it cannot be taken back."


def test_undo_refusal_after_taking_back_names_the_move_now_last():
    match = Match.start("_template", 2, seed=1)
    match.apply(Draw(0))
    match.apply(next(c for c in match.legal_commands() if isinstance(c, Play)))
    match.undo()
    assert match.undo_refusal == DREW


def test_a_reveal_blocks_undo_even_without_chance(monkeypatch):
    """By construction: a command that caused a revealing event is never taken back, even
    if the game calls it undoable and it drew nothing from the RNG (a card turned up from
    a deck shuffled at setup)."""
    from sherwood.games._template.rules import RULES, Played

    monkeypatch.setattr(type(RULES), "undoable", lambda self, state, command: True)
    match = Match.start("_template", 2, seed=1)
    match.apply(Draw(0))  # a card from the deck shuffled at setup: no chance now
    assert match.undo_refusal == DREW
    monkeypatch.setattr(Played, "reveals", True)
    match.apply(next(c for c in match.legal_commands() if isinstance(c, Play)))
    assert match.undo_refusal == refuse("undo_reveals", event="played")


def test_chance_blocks_undo_even_when_the_game_allows_it(monkeypatch):
    from sherwood.games._template.rules import RULES

    apply = type(RULES).apply

    def shuffle_hand(self, state, command, rng):
        rng.shuffle(state.hands[command.seat])
        return apply(self, state, command, rng)

    monkeypatch.setattr(type(RULES), "apply", shuffle_hand)
    match = Match.start("_template", 2, seed=1)
    match.apply(next(c for c in match.legal_commands() if isinstance(c, Play)))
    assert match.undo_refusal == refuse("undo_chance")


def test_the_game_may_refuse_undo_of_a_command_that_reveals_nothing(monkeypatch):
    from sherwood.games._template.rules import RULES

    monkeypatch.setattr(type(RULES), "undoable", lambda self, state, command: False)
    match = Match.start("_template", 2, seed=1)
    match.apply(next(c for c in match.legal_commands() if isinstance(c, Play)))
    assert match.undo_refusal == refuse("undo_not_allowed")


def test_no_undo_after_the_game_is_over():
    """Not even when the last command could otherwise be taken back."""
    match = Match.start("_template", 2, seed=1)
    while not match.is_over:
        plays = [c for c in match.legal_commands() if isinstance(c, Play)]
        match.apply(plays[0] if plays else match.legal_commands()[0])
    assert isinstance(match.log[-1], Play)  # the last move drew nothing
    assert match.undo_refusal == refuse("game_over") and not match.can_undo
    with pytest.raises(IllegalCommand, match=r"^game_over\(\)$"):
        match.undo()


def test_the_undo_base_is_a_snapshot_that_forks_share_safely():
    match = Match.start("_template", 2, seed=1)
    match.apply(next(c for c in match.legal_commands() if isinstance(c, Play)))
    fork = match.fork()
    fork.undo()
    fork.apply(next(c for c in fork.legal_commands() if isinstance(c, Play)))
    fork.apply(fork.legal_commands()[0])
    before = match.state_hash()
    match.undo()  # the snapshot is as it was, whatever the fork did after its own undo
    assert match.state_hash() != before and match.log == ()
    assert match.state_hash() == Match.start("_template", 2, seed=1).state_hash()


def test_fork_is_independent():
    match = Match.start("_template", 2, seed=1)
    fork = match.fork()
    fork.apply(Draw(0))
    assert match.log == () and match.state_hash() == Match.start("_template", 2, seed=1).state_hash()
    assert fork.state_hash() != match.state_hash()


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


@pytest.mark.parametrize("seed", [-1, 2**63, True, 1.5, "7"])
def test_start_refuses_a_seed_a_save_could_not_hold(seed):
    """A seed outside 0..2**63-1 (or not a whole number) is refused at the start, so an
    autosave is never written that loading would then refuse."""
    with pytest.raises(BadOptions, match="seed"):
        Match.start("_template", seats=2, seed=seed)


def test_an_option_may_default_otherwise_at_some_seat_counts():
    """``OptionSpec.seat_defaults``: Settlers at one seat is the Robin Hood solo (SR-V-1.2)
    unless told otherwise; the named value always wins over the default."""
    from sherwood.engine import OptionSpec

    option = OptionSpec("variant", "Game", "standard", choices=("standard", "robin_hood"),
                        seat_defaults=((1, "robin_hood"),))
    assert [option.default_for(n) for n in (None, 1, 2)] == ["standard", "robin_hood", "standard"]
    spec = Match.start("_template", 2, seed=1).spec
    assert spec.resolve_options(None, 2) == spec.resolve_options(None)


@pytest.mark.parametrize(("game", "seats"), [
    ("_template", 3), ("showdown", 2), ("merry_men", 4), ("lieutenants", 3), ("settlers", 4),
    ("adventures", 1)])
def test_taking_back_several_commands_in_a_row_retraces_the_game(game, seats):
    """Undo keeps one copy per run of commands that may be taken back and replays the rest
    of the run on it: taking back again and again goes through the very states the game went
    through, as far back as the last draw or reveal, and a fork's undo leaves the match be."""
    from sherwood.ai import bot_seed, make_bot

    for seed in range(3):
        match = Match.start(game, seats, seed=seed)
        bots = [make_bot(game, "random", s, bot_seed(seed, s, "random")) for s in range(seats)]
        hashes = [match.state_hash()]
        longest = 0
        while not match.is_over and len(match.log) < 400:
            seat = match.active_seat
            match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
            hashes.append(match.state_hash())
            if len(match.log) % 7 == 0 and match.can_undo:
                fork, back = match.fork(), 0
                while fork.can_undo:
                    fork.undo()
                    back += 1
                    assert fork.state_hash() == hashes[-1 - back]
                longest = max(longest, back)
                assert match.state_hash() == hashes[-1]
                again = match.fork()  # and forward again from the fork's first undo
                command = again.log[-1]
                again.undo()
                again.apply(command)
                assert again.state_hash() == hashes[-1]
        if game in ("merry_men", "settlers"):  # elsewhere nearly every move draws or reveals
            assert longest >= 2, f"{game} seed {seed}: never more than one command to take back"
