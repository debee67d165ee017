"""Build an exact Sherwood Showdown position for a rules test.

:func:`situation` starts a real :class:`~sherwood.engine.Match` and replaces its state with
the one described. It is the only place in the tests that touches ``match._state``; every
test then uses the public API (``legal_commands``, ``apply``, ``view``, ``undo``, ...).

Cards are ids as in SD-1.A (``H7``, ``SQ``, ``T12``, ``FOOL``). Seat 0 is the spec's P1
(Hearts and Diamonds), seat 1 is P2 (Spades and Clubs). Decks are listed **top first**.

Unnamed cards still go somewhere, so that most situations keep every card of the game:

- a seat's ``decks[s]`` left as ``None`` receives that seat's cards placed nowhere else (in
  the deck's printed order); if the deck is given and ``discards[s]`` is ``None``, the
  discard pile receives them instead; if both are given, they are left out of the game;
- ``traveller_deck=None`` receives the travellers placed nowhere else (T1 … T21, the Fool
  last); if it is given and ``out_of_play`` is ``None``, they go out of play instead
  (except the Fool, who can never be out of play: name him, or he is left out).

A situation that leaves cards out (some worked examples do) breaks ``check_invariants``
on purpose; the tests that use one say so.

>>> m = situation(hands=(["H4", "H2", "D4"], ["S5"]), traveller="T9")
>>> m.view(0).phase, m.active_seat, m.view(0).hand
('decide', 0, ('H2', 'H4', 'D4'))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pytest

from sherwood.engine import Command, IllegalCommand, Match, Refusal
from sherwood.games.showdown import cards
from sherwood.games.showdown.state import PASSES, TRAVELLER, Phase, State

Pair = Sequence[Iterable[str] | None]


def situation(*, hands: Pair = ((), ()), decks: Pair = (None, None),
              discards: Pair = ((), ()), spoils: Pair = ((), ()), passed: Pair = (None, None),
              passes: Sequence[int] | None = None, traveller: str | None = None,
              traveller_deck: Iterable[str] | None = None, out_of_play: Iterable[str] | None = None,
              first: int = 0, phase: str = "decide",
              melee: Sequence[Iterable[str | tuple[str, str | None]]] = ((), ()),
              robber: int | None = None, mover: int | None = None, turn: int = 1,
              encore: bool = False, seed: int = 0) -> Match:
    """A match whose state is exactly the one described (see the module docstring).

    ``first`` is the active seat (whose turn it is); ``traveller`` the revealed traveller
    (needed for ``decide`` and ``melee``). ``passes`` gives the passes left per seat; a
    passed pile not given is filled with that many used passes' worth of the lowest
    travellers placed nowhere else. ``melee`` rows list outlaws or ``(outlaw, ransom)``
    pairs in laying order; ``robber`` defaults to ``first`` and ``mover`` to the seat that
    answers next (the one with fewer cards laid, else the robber's opponent).
    """
    match = Match.start("showdown", 2, seed=seed, options={"encore": encore})
    used: list[str] = []

    def take(cards: Iterable[str] | None) -> list[str]:
        cards = list(cards or ())
        used.extend(cards)
        return cards

    hand_lists = [take(h) for h in hands]
    spoil_lists = [take(s) for s in spoils]
    rows = [[(c, None) if isinstance(c, str) else (c[0], c[1]) for c in row] for row in melee]
    for row in rows:
        take(c for pair in row for c in pair if c is not None)
    if traveller:
        take([traveller])
    out_list = take(out_of_play) if out_of_play is not None else None
    passed_lists: list[list[str] | None] = [take(p) if p is not None else None for p in passed]
    if passes is not None:
        pool = [t for t in cards.traveller_deck(encore) if t in TRAVELLER and t not in used]
        for s in (0, 1):
            if passed_lists[s] is None:
                passed_lists[s] = take(pool.pop(0) for _ in range(PASSES - passes[s]))
    passed_final = [p if p is not None else [] for p in passed_lists]
    deck_lists: list[list[str] | None] = [take(d) if d is not None else None for d in decks]
    discard_lists: list[list[str] | None] = [take(d) if d is not None else None for d in discards]
    given_travellers = take(traveller_deck) if traveller_deck is not None else None

    duplicates = sorted({c for c in used if used.count(c) > 1})
    if duplicates:
        raise ValueError(f"cards placed twice: {duplicates}")
    for s in (0, 1):
        rest = [c for c in cards.seat_deck(s, encore) if c not in used]
        if deck_lists[s] is None:
            deck_lists[s] = rest
        elif discard_lists[s] is None:
            discard_lists[s] = rest
        discard_lists[s] = discard_lists[s] or []
    rest_travellers = [t for t in cards.traveller_deck(encore) if t not in used]
    if given_travellers is None:
        given_travellers = rest_travellers
    elif out_list is None:  # the Fool never goes out of play: unplaced, he is left out
        out_list = [t for t in rest_travellers if t != cards.FOOL]

    if robber is None and phase == "melee":
        robber = first
    if mover is None:
        mover = first
        if phase == "melee":
            assert robber is not None
            other = 1 - robber
            mover = other if len(rows[robber]) > len(rows[other]) else robber
    state = State(
        encore=encore,
        hands=hand_lists,
        decks=[list(d or ()) for d in deck_lists],
        discards=[list(d or ()) for d in discard_lists],
        spoils=spoil_lists,
        passed=passed_final,
        passes_left=[PASSES - len(p) for p in passed_final],
        traveller_deck=list(given_travellers),
        out_of_play=list(out_list or ()),
        active_traveller=traveller,
        phase=Phase(phase),
        active=first,
        mover=mover,
        turn=turn,
        robber=robber if phase == "melee" else None,
        melee=rows,
    )
    match._state = state
    return match


def refused(match: Match, command: Command) -> Refusal:
    """Apply ``command``, expect it refused with nothing changed, and return why (the
    refusal's code and values)."""
    before, log = match.state_hash(), match.log
    with pytest.raises(IllegalCommand) as caught:
        match.apply(command)
    assert match.state_hash() == before and match.log == log
    return caught.value.refusal
