"""What one seat of Robin Hood and the Merry Men may see (spec section 12).

``board`` holds every public part of the state (MM-12.1), keyed by the state's field names
(see :data:`~.state.PUBLIC_FIELDS` and the state's docstring): board, player boards, public
piles, bags (their composition is public, MM-12.3), the pending prompt (a frozen value of
:mod:`.prompts`) and the action in progress. The viewer's own hand, quests and Tuck hand
are given as cards (MM-12.2); every other hand, and every deck, only as a count (MM-12.3).
Public fields can also be read as attributes: ``view.round``, ``view.guards["church"]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, cast

from sherwood.games.merry_men.prompts import DiscardHandPrompt, MessengerPrompt, PlacePrompt
from sherwood.games.merry_men.scoring import scores
from sherwood.games.merry_men.state import State

PRIVATE_PROMPTS = (PlacePrompt, MessengerPrompt, DiscardHandPrompt)


@dataclass(frozen=True)
class MerryMenView:
    seat: int
    active_seat: int | None
    board: Mapping[str, Any]
    hand: tuple[str, ...]
    quests: tuple[str, ...]
    tuck_hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    quest_counts: tuple[int, ...]
    tuck_counts: tuple[int, ...]
    deck_sizes: Mapping[str, int]   # mm_deck, villain_deck, ransom_stack, spy_deck, edict_deck

    @cached_property
    def scores(self) -> tuple[int, ...]:
        """The score so far (MM-8.4), public information: worked out from ``board`` when first
        asked (a bot's view is seldom asked, the table's once)."""
        return tuple(scores(cast(State, self)))  # a view has every public field scores reads

    @property
    def needs_privacy(self) -> bool:
        """MM-12.4: the pending prompt shows the deciding seat's private cards, so hot-seat
        play shows "pass the device to …" first (PLACE, PLACE_TUCK, SEND_MESSENGER,
        DISCARD_HAND); out-of-turn prompts use public information only."""
        return isinstance(self.board.get("prompt"), PRIVATE_PROMPTS)

    def __getattr__(self, name: str) -> Any:
        board = self.__dict__.get("board")
        if board is not None and name in board:
            return board[name]
        raise AttributeError(name)
