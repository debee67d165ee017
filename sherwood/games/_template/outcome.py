"""How a game of Twenty-One came out, for the results screen (``Rules.outcome``).

**In a real game** this room words the result once the game is over: who won (or that the
whole table lost, and why), the heading, and the score broken down by category, per seat.
The results screen, ``sherwood simulate --json`` and the tests read it through
``Match.outcome()``; no table computes a result of its own. Words name seats as ``{0}``,
``{1}`` (the match fills in the names).

The seats with the most points win together; the heading is the usual one
(:func:`~sherwood.engine.outcome.win_heading`). A game with more to say fills more of
:class:`~sherwood.engine.outcome.Outcome`: a breakdown (``rows``), a tie-break ``note``, a
``table_lost`` reason, a ``solo`` target.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine.outcome import Outcome, win_heading


def outcome_of(state: object, scores: Sequence[int], winners: Sequence[int]) -> Outcome:
    """The outcome of a finished game whose rules gave these ``scores`` and ``winners``.

    >>> outcome_of(None, [9, 12], [1]).heading
    'Victory for {1}!'
    """
    return Outcome(winners=tuple(winners), scores=tuple(scores), heading=win_heading(winners))
