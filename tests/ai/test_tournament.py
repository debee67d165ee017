"""The tournament plays tables of bots only, so a game's bot-table options apply."""

from sherwood.ai.tournament import run_tournament


def test_a_tournament_of_settlers_bots_has_the_turn_cap():
    """SR-M-5: a game with no human seat ends after 1,000 turns; a tournament, like the
    app's table of bots, starts with that cap unless it is named."""
    summary = run_tournament("settlers", ["heuristic", "heuristic"], games=1, first_seed=3)
    assert summary.options["turn_limit"] == 1000
    named = run_tournament("settlers", ["heuristic", "heuristic"], games=1, first_seed=3,
                           options={"turn_limit": 0})
    assert named.options["turn_limit"] == 0
