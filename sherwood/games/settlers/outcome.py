"""How a game of Settlers came out, for the results screen (``Rules.outcome``).

The winner reached 10 VP on their own turn (SR-B-11.2); a game of bots stopped at the turn
limit goes to the higher total, and equal totals are a draw (SR-M-5). The breakdown shows
each seat's VP by source (SR-B-11.1), Victory Point cards revealed (SR-B-11.4).
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine.outcome import Outcome, Row, win_heading
from sherwood.games.settlers.content import TARGET, VP_FIRST
from sherwood.games.settlers.state import State


def outcome_of(state: State, scores: Sequence[int], winners: Sequence[int]) -> Outcome:
    """The outcome of a finished game whose rules gave these ``scores`` and ``winners``."""
    n = state.n
    settlements = [0] * n
    cities = [0] * n
    for v, o in enumerate(state.vertex_owner):
        if o >= 0:
            if state.vertex_city[v]:
                cities[o] += 2
            else:
                settlements[o] += 1
    rows = (
        Row("Settlements (1 VP each)", tuple(settlements)),
        Row("Cities (2 VP each)", tuple(cities)),
        Row("Longest Road", tuple(2 if state.longest == s else 0 for s in range(n))),
        Row("Largest Army", tuple(2 if state.army == s else 0 for s in range(n))),
        Row("Victory Point cards (1 VP each)",
            tuple(sum(1 for k in h if k >= VP_FIRST) for h in state.dev_hands)),
    )
    if not won_by_target(state):
        subtitle = f"The game stopped after {state.turns} turns: the higher total wins."
        note = "Equal totals at the top: a draw." if not winners else ""
    else:
        subtitle = f"{{{winners[0]}}} reached {scores[winners[0]]} VP on their own turn." if winners else ""
        note = ""
    return Outcome(winners=tuple(winners), scores=tuple(scores), heading=win_heading(winners),
                   subtitle=subtitle, rows=rows, note=note, unit="VP")


def won_by_target(state: State) -> bool:
    """Whether the game ended by a seat reaching 10 VP on its turn (else: the turn limit)."""
    winner = state.winner
    return winner is not None and winner == state.turn and state.total_vp(winner) >= TARGET
