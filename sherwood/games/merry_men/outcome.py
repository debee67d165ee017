"""How a game of Robin Hood and the Merry Men came out, for the results (``Rules.outcome``).

- Every seat's score broken down into the rows S1–S7 of MM-8.4, in victory points.
- A loss (MM-0.8, MM-3.7) ends the game for the whole table: "Prince John wins", the reason,
  and the scores so far for information only (MM-3.8).
- Solo: the score against the target the difficulty chose (MM-11.8, MM-11.10) and the
  highest rank reached (MM-11.9).
- Otherwise the highest total wins; a tie on VP broken by renown, then completed quests, or
  shared (MM-8.5), is explained in a note.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine.outcome import Outcome, Row, Solo, literal, seat, win_heading
from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.facts import C
from sherwood.games.merry_men.state import State

LOST = {
    "track_full": "the guard track is full",
    "road_empty": "{road} has no pennies left",
    "tuck_hanged": "Friar Tuck was hanged",
    "tuck_in_prison": "Friar Tuck is still in prison at the end of the game",
}
"""Why Prince John won, by the code of :class:`.events.GameLost` (MM-3.4, MM-3.5, MM-10.13)."""


def lost_because(reason: str, road: str = "") -> str:
    """The words of a loss (``state.lost``, the results' subtitle), ``road`` by its name.

    >>> lost_because("road_empty", "road_3")
    'Road III has no pennies left'
    """
    return LOST[reason].format(road=C.roads[road].name if road else "")


def _seats(seats: Sequence[int]) -> str:
    """``"{0} and {2}"``, ``"{0}, {1} and {3}"``."""
    words = [seat(s) for s in seats]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def score_rows(state: State) -> tuple[Row, ...]:
    """MM-8.4: one row per category S1–S7, one value per seat (the total is the scores)."""
    detail = [scoring.detail(state, s) for s in range(state.seats)]
    return tuple(Row(scoring.LABELS[key], tuple(d[key] for d in detail), code=key)
                 for key in scoring.CATEGORIES)


def solo_result(state: State, score: int) -> Solo:
    """MM-11.8 / MM-11.9: the chosen target, whether it was reached, the highest rank."""
    ranks = C.solo.ranks
    target = next(r for r in ranks if r.id == state.difficulty)
    lost = state.lost is not None
    return Solo(score=score, target=target.score, target_name=target.name,
                reached=not lost and score >= target.score,
                rank=None if lost else scoring.rank(score),
                ranks=tuple((r.name, r.score) for r in ranks))


def tie_note(state: State, totals: Sequence[int], winners: Sequence[int]) -> str:
    """MM-8.5 in words when the highest total is shared, else ""."""
    top = max(totals)
    tied = [s for s in range(state.seats) if totals[s] == top]
    if len(tied) < 2 or not winners:
        return ""
    if len(winners) > 1:
        return (f"{_seats(winners)} tie on victory points, renown and completed quests: "
                f"they share the victory.")
    w = winners[0]
    others = [s for s in tied if s != w]
    best_other = max(state.renown[s] for s in others)
    if state.renown[w] > best_other:
        why = f"on renown, {state.renown[w]} to {best_other}"
    else:
        quests = max(len(state.quests_done[s]) for s in others)
        why = f"on completed quests, {len(state.quests_done[w])} to {quests}"
    each = "both" if len(tied) == 2 else "all"
    return f"{_seats(tied)} {each} scored {top} VP; {seat(w)} wins {why}."


def outcome_of(state: State, scores: Sequence[int], winners: Sequence[int]) -> Outcome:
    """The outcome of a finished game whose rules gave these ``scores`` and ``winners``."""
    rows = score_rows(state)
    solo = solo_result(state, scores[0]) if state.seats == 1 else None

    def outcome(heading: str, subtitle: str = "", table_lost: str | None = None, note: str = "") -> Outcome:
        return Outcome(winners=tuple(winners), scores=tuple(scores), heading=heading, subtitle=subtitle,
                       table_lost=table_lost, rows=rows, note=note, unit="VP", solo=solo)

    if state.lost is not None:  # MM-3.8
        who = "You lost" if state.seats == 1 else "Everyone lost"
        return outcome("Prince John wins", f"{who}: {literal(state.lost)}.", table_lost=state.lost)
    if solo is not None:  # MM-11.8, MM-11.9
        if solo.reached:
            return outcome(f"{solo.target_name} reached",
                           f"{solo.score} VP: you beat the {solo.target_name} target of {solo.target}.")
        also = f" You reached {solo.rank}." if solo.rank else ""
        return outcome("Target missed",
                       f"{solo.score} VP of the {solo.target} the {solo.target_name} needs.{also}")
    return outcome(win_heading(winners), note=tie_note(state, scores, winners))
