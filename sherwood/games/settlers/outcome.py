"""How a game of Settlers came out, for the results screen (``Rules.outcome``).

The winner reached 10 VP on their own turn (SR-B-11.2); a game of bots stopped at the turn
limit goes to the higher total, and equal totals are a draw (SR-M-5). The breakdown shows
each seat's VP by source (SR-B-11.1), Victory Point cards revealed (SR-B-11.4).

The solo game (SR-V-9) has one seat, the Sheriff, against Robin Hood: the winners are
``[0]`` when the Sheriff won and none when Robin won or on a draw, so the heading says which
("Robin Hood wins", with ``table_lost`` saying by how much, as Merry Men's "Prince John
wins"; "A draw"); the rows are the Sheriff's sources, and the note gives Robin's total.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine.outcome import Outcome, Row, win_heading
from sherwood.games.settlers.content import ROBIN_HOOD, SHERIFF, TARGET, VP_FIRST
from sherwood.games.settlers.state import State


def outcome_of(state: State, scores: Sequence[int], winners: Sequence[int]) -> Outcome:
    """The outcome of a finished game whose rules gave these ``scores`` and ``winners``."""
    if state.variant == ROBIN_HOOD:
        return solo_outcome(state, scores, winners)
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


def _sources(state: State, seat: int) -> tuple[Row, ...]:
    """SR-B-11.1, SR-V-8.2: ``seat``'s VP by source, one row each."""
    settlements = cities = 0
    for v, o in enumerate(state.vertex_owner):
        if o == seat:
            if state.vertex_city[v]:
                cities += 2
            else:
                settlements += 1
    return (
        Row("Settlements (1 VP each)", (settlements,)),
        Row("Cities (2 VP each)", (cities,)),
        Row("Longest Road", (2 if state.longest == seat else 0,)),
        Row("Largest Army", (2 if state.army == seat else 0,)),
        Row("Victory Point cards (1 VP each)",
            (sum(1 for k in state.dev_hands[seat] if k >= VP_FIRST),)),
    )


SOLO_HEADINGS = {
    "sheriff_15": "Victory for the Sheriff!", "encircled_sheriff": "Victory for the Sheriff!",
    "robin_15": "Robin Hood wins", "encircled_robin": "Robin Hood wins",
    "encircled_draw": "A draw",
}


def solo_outcome(state: State, scores: Sequence[int], winners: Sequence[int]) -> Outcome:
    """SR-V-9: the Sheriff (the one seat) against Robin Hood: the Sheriff's VP by source,
    then Robin's total, and how the game ended in the heading and the subtitle."""
    mine, robin = state.total_vp(SHERIFF), state.robin_vp
    result = state.solo_result or "turn_limit"
    where = land_words(state, state.robber)
    if result == "turn_limit":
        heading = ("Victory for the Sheriff!" if mine > robin else
                   "Robin Hood wins" if mine < robin else "A draw")
        subtitle = (f"The game stopped after {state.turns} turns: {mine} VP to Robin Hood's "
                    f"{robin}, the higher total wins.")
    else:
        heading = SOLO_HEADINGS[result]
        subtitle = {
            "sheriff_15": f"The Sheriff reached {mine} VP; Robin Hood had {robin}.",
            "robin_15": f"Robin Hood reached {robin} VP on a 7 at {where}; the Sheriff had {mine}.",
        }.get(result, f"The Sheriff closed the last road round Robin at {where}: {mine} VP to {robin}.")
    rows = _sources(state, SHERIFF)  # Robin's total is no source of the Sheriff's: said below
    note = f"Robin Hood: {robin} VP, from his sevens." + (" Equal totals: a draw."
                                                           if heading == "A draw" else "")
    lost = f"Robin Hood won with {robin} VP to {mine}" if heading == "Robin Hood wins" else None
    return Outcome(winners=tuple(winners), scores=tuple(scores), heading=heading,
                   subtitle=subtitle, table_lost=lost, rows=rows, note=note, unit="VP",
                   total_label="The Sheriff's total")


def land_words(state: State, h: int) -> str:
    """Hex ``h`` as a player finds it on the island (and as the table names it): "the Hills 6"."""
    island = state.board.island
    token = island.tokens[h]
    return f"the {island.terrain[h].capitalize()}" + (f" {token}" if token else "")


def won_by_target(state: State) -> bool:
    """Whether the game ended by a seat reaching 10 VP on its turn (else: the turn limit)."""
    winner = state.winner
    return winner is not None and winner == state.turn and state.total_vp(winner) >= TARGET
