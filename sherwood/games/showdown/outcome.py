"""How a game of Sherwood Showdown came out (SD-10), for the results (``Rules.outcome``).

The richest spoils win (SD-10.2, scored by SD-10.3); equal gold goes to the richest single
traveller (SD-10.5), and the note under the scores says so; with no traveller in either
spoils it is a draw. Each seat's line says what its gold is made of.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine.outcome import Outcome, seat, win_heading
from sherwood.games.showdown.cards import FOOL, card, card_name
from sherwood.games.showdown.state import State


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def spoils_detail(spoils: Sequence[str]) -> str:
    """SD-10.3 in a few words: "7 travellers (91) · 3 ransoms (+5) · the Fool (−5)".

    >>> spoils_detail(["T12", "T3", "HQ", "FOOL"])
    '2 travellers (15) · 1 ransom (+3) · the Fool (−5)'
    """
    travellers = [c for c in spoils if card(c).kind == "traveller"]
    ransoms = [c for c in spoils if card(c).kind == "ransom"]
    parts = [f"{_plural(len(travellers), 'traveller')} ({sum(card(c).gold for c in travellers)})"]
    if ransoms:
        parts.append(f"{_plural(len(ransoms), 'ransom')} (+{sum(card(c).gold for c in ransoms)})")
    if FOOL in spoils:
        parts.append("the Fool (−5)")
    return " · ".join(parts)


def tie_note(state: State, scores: Sequence[int], winners: Sequence[int]) -> str:
    """SD-10.5 in words when the gold is equal, else ""."""
    if scores[0] != scores[1]:
        return ""
    if not winners:
        return "Equal gold and no traveller in either spoils: the game is a draw."
    w = winners[0]
    best = max(card(c).gold for c in state.spoils[w] if card(c).kind == "traveller")
    return (f"Both hold {scores[0]} gold. {seat(w)} win the tie-break with the richest single "
            f"traveller, {card_name(f'T{best}')}.")


def outcome_of(state: State, scores: Sequence[int], winners: Sequence[int]) -> Outcome:
    """SD-10.2 – SD-10.5 for a finished game whose rules gave these ``scores`` and ``winners``."""
    return Outcome(
        winners=tuple(winners),
        scores=tuple(scores),
        heading=win_heading(winners),
        details=tuple(spoils_detail(pile) for pile in state.spoils),
        note=tie_note(state, scores, winners),
        unit="gold",
    )
