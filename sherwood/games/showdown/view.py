"""What one seat of Sherwood Showdown may see (SD-12): the UI draws it, bots decide from it."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class ShowdownView:
    """Seat ``seat``'s view. Per-seat tuples are indexed by seat (0 = Merry Men, 1 = Bandits).

    Everything here is public (SD-12.1) except ``hand``, the viewer's own hand (SD-12.2).
    No deck order and no other hand is ever included (SD-12.3).
    """

    seat: int
    encore: bool
    phase: str                      # "sell" | "decide" | "melee" | "over"
    active_seat: int | None
    turn: int                       # 1-based turn number
    hand: tuple[str, ...]           # the viewer's own hand, sorted for display
    hand_sizes: tuple[int, int]
    deck_sizes: tuple[int, int]     # draw decks (order hidden)
    discards: tuple[tuple[str, ...], tuple[str, ...]]  # face up, oldest first
    spoils: tuple[tuple[str, ...], tuple[str, ...]]    # travellers, ransoms and maybe the Fool
    passed: tuple[tuple[str, ...], tuple[str, ...]]    # passed travellers
    passes_left: tuple[int, int]
    traveller_deck_size: int
    travellers_remaining: tuple[str, ...]  # the set still in the traveller deck, sorted (SD-12.3)
    active_traveller: str | None
    robber: int | None              # the seat that opened the melee
    melee: tuple[tuple[tuple[str, str | None], ...], tuple[tuple[str, str | None], ...]]
    totals: tuple[int, int]         # combat totals in the melee (SD-6.10)
    stake: int                      # traveller gold + ransoms laid (SD-7.7); 0 with no traveller
    min_legal: tuple[int | None, int | None]  # smallest legal value per seat in a melee (SD-6.9)
    out_of_play: tuple[str, ...]    # escaped and sold travellers, in order
    scores: tuple[int, int]         # current spoils value (SD-10.3)


_SETTERS = tuple(getattr(ShowdownView, f.name).__set__ for f in fields(ShowdownView))


def new_view(*values: Any) -> ShowdownView:
    """``ShowdownView(*values)`` (every field, in order), built by setting its slots
    directly: the frozen dataclass's ``__init__`` sets each of its 22 fields through
    ``object.__setattr__``, which costs about twice as much. The match asks for a view at
    every command; the value is the same."""
    view: ShowdownView = object.__new__(ShowdownView)
    for set_field, value in zip(_SETTERS, values, strict=True):
        set_field(view, value)
    return view
