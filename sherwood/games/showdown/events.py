"""The events of Sherwood Showdown: what a command caused, in order.

Events are public: every seat may see every event (the log and the animations show them to
the whole table), so an event never names a card drawn into a hand.

A traveller turned up and cards drawn bring hidden cards to light (``reveals``): the match
never takes back a command that caused one. A card laid in the melee shows only the
mover's own card.

An event holds no words: the table's words module (``sherwood/ui/games/showdown/words.py``)
gives each type its sentence for the log, the captions and the golden playthroughs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from sherwood.engine import Event
from sherwood.games.showdown.cards import traveller_deck

E = TypeVar("E", bound=Event)
SHARED_LIMIT = 50_000
_SHARED: dict[tuple[Any, ...], Any] = {}


def shared(cls: type[E], *fields: Any) -> E:
    """``cls(*fields)``, built once and handed out again after: events are immutable values,
    so equal events may be one object (as the rules' commands are,
    :func:`.commands.card_command`). A search causes millions of them, and finding one costs
    a fraction of building it. The store starts afresh when it holds ``SHARED_LIMIT``.

    >>> shared(Withdrew, 1) is shared(Withdrew, 1) and shared(Withdrew, 1) == Withdrew(1)
    True
    """
    key = (cls, *fields)
    event = _SHARED.get(key)
    if event is None:
        if len(_SHARED) >= SHARED_LIMIT:
            _SHARED.clear()
        event = _SHARED[key] = cls(*fields)
    return event


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind = "turn_started"
    seat: int
    turn: int  # 1-based turn number


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """SD-9.6 / SD-9.11: a seat's discard pile became its new draw deck."""

    kind = "deck_reshuffled"
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """A seat drew ``count`` cards from its own deck; ``reason`` is deal, draw, refill or purchase."""

    kind = "cards_drawn"
    reveals = True  # the cards come from the seat's deck, shuffled at setup
    seat: int
    count: int
    reason: str


@dataclass(frozen=True, slots=True)
class TravellerSold(Event):
    kind = "traveller_sold"
    seat: int
    traveller: str


@dataclass(frozen=True, slots=True)
class TravellerRevealed(Event):
    kind = "traveller_revealed"
    reveals = True  # from the traveller deck, shuffled at setup
    traveller: str


@dataclass(frozen=True, slots=True)
class TravellerPassed(Event):
    kind = "traveller_passed"
    seat: int
    traveller: str
    passes_left: int


@dataclass(frozen=True, slots=True)
class TravellerEscaped(Event):
    """The traveller goes out of play: ``reason`` is "no_outlaw" (SD-3.7) or "tie" (SD-8.4)."""

    kind = "traveller_escaped"
    traveller: str
    reason: str


@dataclass(frozen=True, slots=True)
class FoolTaken(Event):
    kind = "fool_taken"
    seat: int


@dataclass(frozen=True, slots=True)
class CardLaid(Event):
    """An outlaw (with at most one ransom) laid in the melee; ``opening`` for the robbery."""

    kind = "card_laid"
    seat: int
    outlaw: str
    ransom: str | None
    opening: bool
    total: int  # the seat's combat total after this card
    stake: int  # the traveller's gold plus every ransom so far


@dataclass(frozen=True, slots=True)
class Withdrew(Event):
    kind = "withdrew"
    seat: int


@dataclass(frozen=True, slots=True)
class MeleeWon(Event):
    """The winner takes the traveller and every ransom of the melee (SD-7.8, SD-8.3)."""

    kind = "melee_won"
    seat: int
    traveller: str
    ransoms: tuple[str, ...]
    gold: int


@dataclass(frozen=True, slots=True)
class MeleeTied(Event):
    kind = "melee_tied"
    traveller: str


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    """Cards from the melee go to their owner's discard pile (SD-8.2, SD-7.9)."""

    kind = "cards_discarded"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind = "game_ended"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES = (TurnStarted, DeckReshuffled, CardsDrawn, TravellerSold, TravellerRevealed,
               TravellerPassed, TravellerEscaped, FoolTaken, CardLaid, Withdrew, MeleeWon,
               MeleeTied, CardsDiscarded, GameEnded)


# --- the events the rules cause most, built once (see ``shared`` for the others) ------------

TURN_STARTED: tuple[tuple[TurnStarted, ...], ...] = tuple(
    tuple(TurnStarted(seat, turn) for turn in range(32)) for seat in (0, 1))
"""``TURN_STARTED[seat][turn]`` for turns up to 31 (a game has at most 22 turns)."""
DRAWN: dict[str, tuple[tuple[CardsDrawn, ...], ...]] = {
    reason: tuple(tuple(CardsDrawn(seat, n, reason) for n in range(29)) for seat in (0, 1))
    for reason in ("deal", "draw", "refill", "purchase")}
"""``DRAWN[reason][seat][count]``: a seat draws at most its whole deck (28) at once."""
REVEALED: dict[str, TravellerRevealed] = {t: TravellerRevealed(t) for t in traveller_deck()}
ESCAPED: dict[str, dict[str, TravellerEscaped]] = {
    reason: {t: TravellerEscaped(t, reason) for t in traveller_deck()} for reason in ("no_outlaw", "tie")}
TIED: dict[str, MeleeTied] = {t: MeleeTied(t) for t in traveller_deck()}
WITHDREW: tuple[Withdrew, Withdrew] = (Withdrew(0), Withdrew(1))
FOOL_TAKEN: tuple[FoolTaken, FoolTaken] = (FoolTaken(0), FoolTaken(1))
