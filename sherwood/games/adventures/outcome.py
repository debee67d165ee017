"""How the adventure came out (AR-14.9): a win or a loss, and why; the final Hope (the
score), the hourglasses left, the Special Tasks completed and the turns taken.

A win is ``winners=(0,)``; a loss has no winners and ``table_lost`` says why (the whole
"table", one outlaw, lost to the game).
"""

from __future__ import annotations

from sherwood.engine.outcome import Outcome, Row, Solo, literal
from sherwood.games.adventures.content import OUTLAWS, SET_TASKS, WIN_HOPE
from sherwood.games.adventures.state import State

HEADINGS = {
    "hope": "{name} wins: Sherwood has hope again!",
    "tasks": "{name} wins: three Special Tasks done!",
    "hourglasses": "The Evil End wins",
    "camp": "Gisbourne wins",
}
SUBTITLES = {
    "hope": "Hope reached 18 with {left} of 7 hourglasses left.",
    "tasks": "Three Special Tasks completed, with Hope at {hope} and {left} of 7 hourglasses left.",
    "hourglasses": "The last hourglass left the Evil End with Hope at {hope}.",
    "camp": "Guy of Gisbourne found your secret camp with Hope at {hope}.",
}
REASONS = {
    "hourglasses": "the last hourglass left the Evil End",
    "camp": "Gisbourne found the secret camp",
}


def outcome_of(state: State) -> Outcome:
    """AR-14.9: the result screen's heading, cause and rows."""
    name = OUTLAWS[state.outlaw].name
    result = state.result
    won = result in ("hope", "tasks")
    heading = HEADINGS[result].format(name=name)
    subtitle = SUBTITLES[result].format(left=state.hourglasses, hope=state.hope)
    rows = (Row("Hourglasses left", (state.hourglasses,)),
            Row("Special Tasks completed", (len(state.coat_of_arms),)),
            Row("Turns taken", (state.turns_taken,)))
    tasks = SET_TASKS[state.task_set]
    note = "" if tasks else "No Special-Task set: only Hope could win."
    return Outcome(
        winners=(0,) if won else (), scores=(state.hope,), heading=literal(heading),
        subtitle=literal(subtitle), table_lost=None if won else REASONS[result], rows=rows,
        note=note, unit="Hope",
        solo=Solo(state.hope, WIN_HOPE, "Hope", reached=won), total_label="Final Hope")
