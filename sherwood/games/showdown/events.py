"""The events of Sherwood Showdown: what a command caused, in order.

Events are public: every seat may see every event (the log and the animations show them to
the whole table), so an event never names a card drawn into a hand.

A traveller turned up and cards drawn bring hidden cards to light (``reveals``): the match
never takes back a command that caused one. A card laid in the melee shows only the
mover's own card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from sherwood.engine import Event, seat_name
from sherwood.games.showdown.cards import card_name, traveller_deck

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


def _names(cards: Sequence[str]) -> str:
    return ", ".join(card_name(c) for c in cards)


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind = "turn_started"
    seat: int
    turn: int  # 1-based turn number

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"Turn {self.turn}: {seat_name(self.seat, names)}"


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """SD-9.6 / SD-9.11: a seat's discard pile became its new draw deck."""

    kind = "deck_reshuffled"
    seat: int
    count: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} shuffles {self.count} discards into a new deck"


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """A seat drew ``count`` cards from its own deck; ``reason`` is draw, refill or purchase."""

    kind = "cards_drawn"
    reveals = "drew cards"
    seat: int
    count: int
    reason: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        what = "a card" if self.count == 1 else f"{self.count} cards"
        return f"{seat_name(self.seat, names)} draws {what} ({self.reason})"


@dataclass(frozen=True, slots=True)
class TravellerSold(Event):
    kind = "traveller_sold"
    seat: int
    traveller: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} sells {card_name(self.traveller)} out of play"


@dataclass(frozen=True, slots=True)
class TravellerRevealed(Event):
    kind = "traveller_revealed"
    reveals = "turned up a traveller"
    traveller: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        name = card_name(self.traveller)
        return f"{name[0].upper()}{name[1:]} comes down the road"


@dataclass(frozen=True, slots=True)
class TravellerPassed(Event):
    kind = "traveller_passed"
    seat: int
    traveller: str
    passes_left: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{seat_name(self.seat, names)} lets {card_name(self.traveller)} pass "
                f"({self.passes_left} pass{'es' if self.passes_left != 1 else ''} left)")


@dataclass(frozen=True, slots=True)
class TravellerEscaped(Event):
    """The traveller goes out of play: ``reason`` is "no_outlaw" (SD-3.7) or "tie" (SD-8.4)."""

    kind = "traveller_escaped"
    traveller: str
    reason: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        why = "nobody could rob him" if self.reason == "no_outlaw" else "the melee was a tie"
        return f"{card_name(self.traveller)} escapes: {why}"


@dataclass(frozen=True, slots=True)
class FoolTaken(Event):
    kind = "fool_taken"
    seat: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} takes the Fool (−5 gold)"


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

    def describe(self, names: Sequence[str] | None = None) -> str:
        verb = "robs with" if self.opening else "lays"
        extra = f" and {card_name(self.ransom)}" if self.ransom else ""
        return (f"{seat_name(self.seat, names)} {verb} {card_name(self.outlaw)}{extra}: "
                f"total {self.total}, stake {self.stake}")


@dataclass(frozen=True, slots=True)
class Withdrew(Event):
    kind = "withdrew"
    seat: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} withdraws"


@dataclass(frozen=True, slots=True)
class MeleeWon(Event):
    """The winner takes the traveller and every ransom of the melee (SD-7.8, SD-8.3)."""

    kind = "melee_won"
    seat: int
    traveller: str
    ransoms: tuple[str, ...]
    gold: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        extra = f" with {_names(self.ransoms)}" if self.ransoms else ""
        return (f"{seat_name(self.seat, names)} wins {card_name(self.traveller)}{extra}: "
                f"{self.gold} gold")


@dataclass(frozen=True, slots=True)
class MeleeTied(Event):
    kind = "melee_tied"
    traveller: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return "The melee is a tie"


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    """Cards from the melee go to their owner's discard pile (SD-8.2, SD-7.9)."""

    kind = "cards_discarded"
    seat: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} discards {_names(self.cards)}"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind = "game_ended"
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        order = [*self.winners, *(s for s in range(len(self.scores)) if s not in self.winners)]
        score = "–".join(str(self.scores[s]) for s in order)  # the winner's first
        if not self.winners:
            return f"The game ends in a draw, {score}"
        return f"{seat_name(self.winners[0], names)} wins the game, {score}"


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
