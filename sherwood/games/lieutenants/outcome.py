"""How a game of The Sheriff's Lieutenants came out (LT-10): scores, winners, the tie-break,
the reason it ended, and the breakdown (loot, missions, deliveries).

>>> from sherwood.games.lieutenants.state import new_state
>>> s = new_state(2, False, False)
>>> s.loot = [["CH01", "CU02"], ["NE03"]]; s.missions_taken = [[], ["MI4A"]]
>>> s.deliveries = [2, 2]; s.result = "sheriff"
>>> scores(s), winners(s)
([20, 30], [1])
>>> o = outcome_of(s); o.heading, o.subtitle
('Victory for {1}!', 'The game ended: the Sheriff is back in Nottingham.')
"""

from __future__ import annotations

from sherwood.engine.outcome import Outcome, Row, seat, win_heading
from sherwood.games.lieutenants.content import MISSION_VP, VP, kind_of
from sherwood.games.lieutenants.state import State
from sherwood.games.lieutenants.view import scores_of

REASONS = {
    "sheriff": "the Sheriff is back in Nottingham",
    "missions": "the last mission was taken",
    "cards": "the cards ran out",
}
"""LT-10.1, LT-9.3: why the game ended."""


def scores(state: State) -> list[int]:
    """LT-10.3, LT-10.4: loot VP plus mission VP; nothing else scores."""
    return scores_of(state.loot, state.missions_taken)


def winners(state: State) -> list[int]:
    """LT-10.3: the highest score wins; LT-10.5: among the tied, more successful deliveries
    (loot cards + mission cards); still tied: a shared victory."""
    points = scores(state)
    best = max(points)
    tied = [s for s, p in enumerate(points) if p == best]
    most = max(state.deliveries[s] for s in tied)
    return [s for s in tied if state.deliveries[s] == most]


def outcome_of(state: State) -> Outcome:
    """The result screen's heading, reason, tie-break note and rows."""
    points = scores(state)
    won = winners(state)
    best = max(points)
    tied = [s for s, p in enumerate(points) if p == best]
    note = ""
    if len(tied) > 1:
        names = ", ".join(seat(s) for s in tied)
        if len(won) < len(tied):
            note = f"{names} tied on {best} VP; more successful deliveries broke the tie."  # LT-10.5
        else:
            note = f"{names} tied on {best} VP and on deliveries: they share the victory."
    rows = (
        Row("Loot", tuple(sum(VP[kind_of(c)] for c in pile) for pile in state.loot)),
        Row("Missions", tuple(sum(MISSION_VP[m] for m in taken) for taken in state.missions_taken)),
        Row("Deliveries", tuple(state.deliveries)),
    )
    reason = REASONS.get(state.result, "")
    return Outcome(
        winners=tuple(won), scores=tuple(points), heading=win_heading(won),
        subtitle=f"The game ended: {reason}." if reason else "", rows=rows, note=note, unit="VP",
    )
