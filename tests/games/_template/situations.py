"""Build an exact Twenty-One position for a rules test.

:func:`situation` starts a real :class:`~sherwood.engine.Match` and replaces its state with
the one described. It is the only place in these tests that touches ``match._state``; every
test then goes through the public API (``legal_commands``, ``apply``, ``view``, ``undo``).
A real game keeps one such helper, in ``tests/games/<id>/situations.py``.

Hands and the deck are lists of card values; the deck is listed **top first** (the next
card drawn comes first). ``played`` lists ``(seat, card)`` in the order the cards went onto
the pile; the points and the pile's total follow from it. Cards named nowhere go to the
deck when ``deck`` is not given (lowest on top), so that every card of the game is
somewhere and ``check_invariants`` holds. A situation given its ``deck`` may leave cards
out of the game; then ``check_invariants`` fails, on purpose.

>>> m = situation(hands=([6, 1], [3]), deck=[2, 2], played=[(1, 5)], turn=0)
>>> m.active_seat, m.legal_commands()
(0, [Play(seat=0, card=1), Play(seat=0, card=6), Draw(seat=0)])
>>> m.view(1).points, m.view(1).pile, m.view(1).deck_size
((0, 5), 5, 2)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from sherwood.engine import Match
from sherwood.games import game_spec
from sherwood.games._template.prompts import Turn
from sherwood.games._template.state import DECK, TARGET, State

SEAT_COUNTS = tuple(game_spec("_template").seat_counts)
"""Every size of table the game allows, read from its spec: the tests play each one, so a copy
for a game of other seat counts tests its own."""


def seat_labels(seats: int) -> list[str]:
    """Who sits at a table of ``seats`` for a test: a human, then the game's bot and the random
    bot in turn.

    >>> seat_labels(3)
    ['human', 'bot:heuristic', 'bot:random']
    """
    return ["human", *(["bot:heuristic", "bot:random"] * seats)][:seats]


def situation(*, hands: Sequence[Iterable[int]], deck: Iterable[int] | None = None,
              played: Sequence[tuple[int, int]] = (), turn: int = 0, seed: int = 0,
              labels: Sequence[str] | None = None) -> Match:
    """A match of ``len(hands)`` seats whose state is exactly the one described (see the
    module docstring). ``turn`` is the seat to move; the game is over if the position is
    an end (TW-4), and then nobody moves. ``labels``: who sits at each seat (``"human"``,
    ``"bot:heuristic"``; humans by default), for a table test."""
    seats = len(hands)
    if labels is not None and len(labels) != seats:
        raise ValueError(f"{len(labels)} labels for {seats} hands")
    match = Match.start("_template", list(labels) if labels else seats, seed=seed)
    hand_lists = [list(h) for h in hands]
    points = [0] * seats
    for seat, card in played:
        points[seat] += card
    named = Counter(c for h in hand_lists for c in h) + Counter(c for _, c in played)
    if deck is not None:
        named += Counter(deck)
    extra = named - Counter(DECK)
    if extra:
        raise ValueError(f"cards named more often than the game has them: {sorted(extra.elements())}")
    top_first = list(deck) if deck is not None else sorted((Counter(DECK) - named).elements())
    pile = sum(points)
    over = pile >= TARGET or not (top_first or any(hand_lists))
    match._state = State(deck=top_first[::-1], hands=hand_lists, points=points, pile=pile,
                         turn=turn, over=over, played=[c for _, c in played],
                         prompt=None if over else Turn(turn))
    return match
