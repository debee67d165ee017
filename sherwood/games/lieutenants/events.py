"""What a command of The Sheriff's Lieutenants caused: the values the table animates and the
log prints, to the whole table.

Every event is public: no event names a card that only some seats may see (a stolen or
robbed card, a hand-out draw, a sealed offer before the reveal, an ambush face before it
fires). What only one seat learns goes to its ``notes`` in the state (its view shows them).
``reveals`` is set on every type that can show the mover something hidden (LT-12). An event
holds no words: the table's words module says each type.

>>> CardRevealed(0, "CH03")
CardRevealed(seat=0, card='CH03')
>>> Stolen.reveals, CardTaken.reveals
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Event


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """LT-3: ``seat``'s turn begins (``turn`` turns begun so far)."""

    kind = "turn_started"
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """LT-9.1: the discard pile (``count`` cards) is shuffled into a new draw pile."""

    kind = "deck_reshuffled"
    reveals = True
    count: int


@dataclass(frozen=True, slots=True)
class CardRevealed(Event):
    """LT-3.1: ``seat`` turns up ``card`` from the draw pile."""

    kind = "card_revealed"
    reveals = True
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """LT-4.2: ``seat`` takes the revealed ``card`` into hand."""

    kind = "card_taken"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class ActionChosen(Event):
    """LT-4.3: ``seat`` uses ``card`` for ``action``."""

    kind = "action_chosen"
    seat: int
    action: str
    card: str


@dataclass(frozen=True, slots=True)
class TargetChosen(Event):
    """LT-5.2.2, LT-5.4.2, LT-5.5.1: ``seat`` attacks ``target``."""

    kind = "target_chosen"
    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class Defended(Event):
    """LT-5.6.3: ``target`` plays ``necklace``: it goes to ``attacker``, who gives
    ``paying_card``."""

    kind = "defended"
    target: int
    attacker: int
    necklace: str
    paying_card: str


@dataclass(frozen=True, slots=True)
class NotDefended(Event):
    """LT-5.6: ``target`` does not defend."""

    kind = "not_defended"
    target: int


@dataclass(frozen=True, slots=True)
class Stolen(Event):
    """LT-5.2.2: ``seat`` takes a random card of ``target``'s (which: only they know, LT-5.2.3)
    and gives ``paying_card``."""

    kind = "stolen"
    reveals = True
    seat: int
    target: int
    paying_card: str


@dataclass(frozen=True, slots=True)
class HandSeen(Event):
    """LT-5.4.2: ``seat`` looks at ``target``'s hand (only ``seat`` sees it)."""

    kind = "hand_seen"
    reveals = True
    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class Robbed(Event):
    """LT-5.4.2: ``seat`` takes a card of ``target``'s (which: LT-5.4.3) for ``paying_card``."""

    kind = "robbed"
    seat: int
    target: int
    paying_card: str


@dataclass(frozen=True, slots=True)
class HandLaidOut(Event):
    """LT-5.5.1: ``target`` lays its hand, ``cards``, face up."""

    kind = "hand_laid_out"
    reveals = True
    target: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RaidTaken(Event):
    """LT-5.5.2: ``seat`` takes ``card`` from ``target``'s laid-out hand for ``paying_card``."""

    kind = "raid_taken"
    seat: int
    target: int
    card: str
    paying_card: str


@dataclass(frozen=True, slots=True)
class OfferMade(Event):
    """LT-5.1.4: ``seat`` made its sealed offer."""

    kind = "offer_made"
    seat: int


@dataclass(frozen=True, slots=True)
class OffersRevealed(Event):
    """LT-5.1.4, LT-5.7.3: the offers, ``(seat, cards)`` each, turned face up together."""

    kind = "offers_revealed"
    reveals = True
    offers: tuple[tuple[int, tuple[str, ...]], ...]


@dataclass(frozen=True, slots=True)
class OfferAccepted(Event):
    """LT-5.1.3, LT-5.7.4: ``seat`` takes ``offerer``'s ``cards``; ``offerer`` gets
    ``paying_card``; the other offers go back."""

    kind = "offer_accepted"
    seat: int
    offerer: int
    cards: tuple[str, ...]
    paying_card: str


@dataclass(frozen=True, slots=True)
class AmbushDrawn(Event):
    """LT-5.3.1: ``seat`` draws ``count`` ambush cards (1 or 2)."""

    kind = "ambush_drawn"
    reveals = True
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class AmbushLaid(Event):
    """LT-5.3.2: ``seat`` lays an ambush set, face down, with ``gold``."""

    kind = "ambush_laid"
    seat: int
    gold: str


@dataclass(frozen=True, slots=True)
class AmbushBuried(Event):
    """LT-5.3.2: ``seat`` puts the other ambush card face down under the ambush deck."""

    kind = "ambush_buried"
    seat: int


@dataclass(frozen=True, slots=True)
class DeliveryAnnounced(Event):
    """LT-6.11, LT-7.1: ``seat`` lays ``cards`` face up as a set (``mission`` 0) or a mission."""

    kind = "delivery_announced"
    seat: int
    mission: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AmbushHeld(Event):
    """LT-7.4: ``seat`` holds."""

    kind = "ambush_held"
    seat: int


@dataclass(frozen=True, slots=True)
class AmbushFired(Event):
    """LT-7.5: ``seat`` fires ``ambush`` (now face up; it goes under the ambush deck) at
    ``deliverer``'s delivery; the set's ``gold`` goes to ``deliverer``."""

    kind = "ambush_fired"
    reveals = True
    seat: int
    ambush: str
    deliverer: int
    gold: str


@dataclass(frozen=True, slots=True)
class AmbushTook(Event):
    """LT-7.5: ``seat`` takes ``card`` from ``deliverer``'s delivery."""

    kind = "ambush_took"
    seat: int
    card: str
    deliverer: int


@dataclass(frozen=True, slots=True)
class DeliveryFailed(Event):
    """LT-7.7: the delivery fails; ``returned`` go back to ``seat``'s hand."""

    kind = "delivery_failed"
    seat: int
    returned: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SetDelivered(Event):
    """LT-6.5: ``loot`` goes to ``seat``'s loot pile, ``discarded`` to the discard pile."""

    kind = "set_delivered"
    seat: int
    loot: str
    discarded: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MissionCompleted(Event):
    """LT-6.10: ``seat`` takes ``mission_card``; ``cards`` go to the discard pile."""

    kind = "mission_completed"
    seat: int
    mission_card: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SheriffMoved(Event):
    """LT-8.1: the sheriff moves to ``space`` (number ``number``; None: Nottingham)."""

    kind = "sheriff_moved"
    space: int
    number: int | None


@dataclass(frozen=True, slots=True)
class CardsHandedOut(Event):
    """LT-8.3, LT-8.4: each of ``seats`` draws a card, in this order (which: only it knows)."""

    kind = "cards_handed_out"
    reveals = True
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """LT-10.1, LT-9.3: the game is over; ``reason`` is ``sheriff``, ``missions`` or ``cards``."""

    kind = "game_ended"
    reason: str


EVENT_TYPES: tuple[type[Event], ...] = (
    TurnStarted, DeckReshuffled, CardRevealed, CardTaken, ActionChosen, TargetChosen, Defended,
    NotDefended, Stolen, HandSeen, Robbed, HandLaidOut, RaidTaken, OfferMade, OffersRevealed,
    OfferAccepted, AmbushDrawn, AmbushLaid, AmbushBuried, DeliveryAnnounced, AmbushHeld,
    AmbushFired, AmbushTook, DeliveryFailed, SetDelivered, MissionCompleted, SheriffMoved,
    CardsHandedOut, GameEnded,
)
