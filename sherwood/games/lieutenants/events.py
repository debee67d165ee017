"""What a command of The Sheriff's Lieutenants caused: the values the table animates and the
log prints, to the whole table.

Every event is public: no event names a card that only some seats may see (a stolen or
robbed card, a hand-out draw, a sealed offer before the reveal, an ambush face before it
fires). What only one seat learns goes to its ``notes`` in the state (its view shows them).
``reveals`` is set on every type that can show the mover something hidden (LT-12).

The words: ``text`` with each field filled in; a seat field (``seat``, ``target``,
``attacker``, ``offerer``, ``deliverer``) as the seat's name, a card as its object, a list of
cards grouped by object.

>>> names = ["Red", "Yellow", "Green", "Blue"]
>>> CardRevealed(0, "CH03").describe(names)
'Red reveals a chest'
>>> SetDelivered(2, "JE01", ("JE04", "JE09")).describe(names)
"Green's set scores: jewels to the loot (11 VP), 2 jewels to the discard pile"
>>> Stolen(0, 3, "CA05").describe(names), Stolen.reveals != ""
('Red steals a card from Blue, who gets a candlestick', True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from sherwood.engine import Event, seat_name
from sherwood.games.lieutenants.content import (
    ACTION_NAMES,
    CARDS,
    MISSION_NAMES,
    MISSION_VP,
    VP,
    ambush_words,
    card_name,
    cards_words,
    kind_of,
)

_SEAT_FIELDS = ("seat", "target", "attacker", "offerer", "deliverer")
_CARD_SET = frozenset(CARDS)


def _words(name: str, value: Any, names: Sequence[str] | None) -> Any:
    if name in _SEAT_FIELDS and isinstance(value, int):
        return seat_name(value, names)
    if isinstance(value, str) and value in _CARD_SET:
        return card_name(value)
    if isinstance(value, tuple) and all(isinstance(v, str) and v in _CARD_SET for v in value):
        return cards_words(value)
    if name == "seats" and isinstance(value, tuple):
        return ", ".join(seat_name(v, names) for v in value) or "nobody"
    return value


@dataclass(frozen=True, slots=True)
class LieutenantsEvent(Event):
    """An event of the game: ``text`` is its line in the log, a ``{field}`` for each field."""

    kind: ClassVar[str] = "lieutenants_event"
    text: ClassVar[str] = "{kind}"

    def describe(self, names: Sequence[str] | None = None) -> str:
        fields = {f.name: _words(f.name, getattr(self, f.name), names)
                  for f in dataclasses.fields(self)}
        return self.text.format(kind=self.kind, **fields)


@dataclass(frozen=True, slots=True)
class TurnStarted(LieutenantsEvent):
    """LT-3: ``seat``'s turn begins (``turn`` turns begun so far)."""

    kind = "turn_started"
    text = "{seat}'s turn"
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(LieutenantsEvent):
    """LT-9.1: the discard pile (``count`` cards) is shuffled into a new draw pile."""

    kind = "deck_reshuffled"
    text = "The discard pile ({count} cards) is shuffled into a new draw pile"
    reveals = "shuffled the discard pile"
    count: int


@dataclass(frozen=True, slots=True)
class CardRevealed(LieutenantsEvent):
    """LT-3.1: ``seat`` turns up ``card`` from the draw pile."""

    kind = "card_revealed"
    text = "{seat} reveals {card}"
    reveals = "turned up a card"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class CardTaken(LieutenantsEvent):
    """LT-4.2: ``seat`` takes the revealed ``card`` into hand."""

    kind = "card_taken"
    text = "{seat} takes {card} into hand"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class ActionChosen(LieutenantsEvent):
    """LT-4.3: ``seat`` uses ``card`` for ``action``."""

    kind = "action_chosen"
    text = "{seat} uses {card} for {action}"
    seat: int
    action: str
    card: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{seat_name(self.seat, names)} uses {card_name(self.card)} for "
                f"{ACTION_NAMES[self.action]}")


@dataclass(frozen=True, slots=True)
class TargetChosen(LieutenantsEvent):
    """LT-5.2.2, LT-5.4.2, LT-5.5.1: ``seat`` attacks ``target``."""

    kind = "target_chosen"
    text = "{seat} attacks {target}"
    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class Defended(LieutenantsEvent):
    """LT-5.6.3: ``target`` plays ``necklace``: it goes to ``attacker``, who gives
    ``paying_card``."""

    kind = "defended"
    text = "{target} defends with a necklace: {attacker} gets the necklace, {target} gets {paying_card}"
    target: int
    attacker: int
    necklace: str
    paying_card: str


@dataclass(frozen=True, slots=True)
class NotDefended(LieutenantsEvent):
    """LT-5.6: ``target`` does not defend."""

    kind = "not_defended"
    text = "{target} does not defend"
    target: int


@dataclass(frozen=True, slots=True)
class Stolen(LieutenantsEvent):
    """LT-5.2.2: ``seat`` takes a random card of ``target``'s (which: only they know, LT-5.2.3)
    and gives ``paying_card``."""

    kind = "stolen"
    text = "{seat} steals a card from {target}, who gets {paying_card}"
    reveals = "stole a card"
    seat: int
    target: int
    paying_card: str


@dataclass(frozen=True, slots=True)
class HandSeen(LieutenantsEvent):
    """LT-5.4.2: ``seat`` looks at ``target``'s hand (only ``seat`` sees it)."""

    kind = "hand_seen"
    text = "{seat} looks at {target}'s hand"
    reveals = "looked at a hand"
    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class Robbed(LieutenantsEvent):
    """LT-5.4.2: ``seat`` takes a card of ``target``'s (which: LT-5.4.3) for ``paying_card``."""

    kind = "robbed"
    text = "{seat} takes a card from {target}, who gets {paying_card}"
    seat: int
    target: int
    paying_card: str


@dataclass(frozen=True, slots=True)
class HandLaidOut(LieutenantsEvent):
    """LT-5.5.1: ``target`` lays its hand, ``cards``, face up."""

    kind = "hand_laid_out"
    text = "{target} lays out {cards}"
    reveals = "laid a hand out"
    target: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RaidTaken(LieutenantsEvent):
    """LT-5.5.2: ``seat`` takes ``card`` from ``target``'s laid-out hand for ``paying_card``."""

    kind = "raid_taken"
    text = "{seat} takes {card} from {target}, who gets {paying_card}"
    seat: int
    target: int
    card: str
    paying_card: str


@dataclass(frozen=True, slots=True)
class OfferMade(LieutenantsEvent):
    """LT-5.1.4: ``seat`` made its sealed offer."""

    kind = "offer_made"
    text = "{seat} makes a sealed offer"
    seat: int


@dataclass(frozen=True, slots=True)
class OffersRevealed(LieutenantsEvent):
    """LT-5.1.4, LT-5.7.3: the offers, ``(seat, cards)`` each, turned face up together."""

    kind = "offers_revealed"
    reveals = "revealed the offers"
    offers: tuple[tuple[int, tuple[str, ...]], ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        parts = [f"{seat_name(s, names)} {cards_words(c)}" for s, c in self.offers]
        return "The offers are revealed: " + "; ".join(parts)


@dataclass(frozen=True, slots=True)
class OfferAccepted(LieutenantsEvent):
    """LT-5.1.3, LT-5.7.4: ``seat`` takes ``offerer``'s ``cards``; ``offerer`` gets
    ``paying_card``; the other offers go back."""

    kind = "offer_accepted"
    text = "{seat} takes {cards} from {offerer}, who gets {paying_card}"
    seat: int
    offerer: int
    cards: tuple[str, ...]
    paying_card: str


@dataclass(frozen=True, slots=True)
class AmbushDrawn(LieutenantsEvent):
    """LT-5.3.1: ``seat`` draws ``count`` ambush cards (1 or 2)."""

    kind = "ambush_drawn"
    reveals = "drew ambush cards"
    seat: int
    count: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        what = "the last ambush card" if self.count == 1 else f"{self.count} ambush cards"
        return f"{_words('seat', self.seat, names)} draws {what}"


@dataclass(frozen=True, slots=True)
class AmbushLaid(LieutenantsEvent):
    """LT-5.3.2: ``seat`` lays an ambush set, face down, with ``gold``."""

    kind = "ambush_laid"
    text = "{seat} lays an ambush with {gold}"
    seat: int
    gold: str


@dataclass(frozen=True, slots=True)
class AmbushBuried(LieutenantsEvent):
    """LT-5.3.2: ``seat`` puts the other ambush card face down under the ambush deck."""

    kind = "ambush_buried"
    text = "{seat} puts the other ambush card under the ambush deck"
    seat: int


@dataclass(frozen=True, slots=True)
class DeliveryAnnounced(LieutenantsEvent):
    """LT-6.11, LT-7.1: ``seat`` lays ``cards`` face up as a set (``mission`` 0) or a mission."""

    kind = "delivery_announced"
    seat: int
    mission: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        what = (f"the mission \"{MISSION_NAMES[self.mission]}\" with" if self.mission
                else "a set of")
        return f"{seat_name(self.seat, names)} delivers {what} {cards_words(self.cards)}"


@dataclass(frozen=True, slots=True)
class AmbushHeld(LieutenantsEvent):
    """LT-7.4: ``seat`` holds."""

    kind = "ambush_held"
    text = "{seat} holds"
    seat: int


@dataclass(frozen=True, slots=True)
class AmbushFired(LieutenantsEvent):
    """LT-7.5: ``seat`` fires ``ambush`` (now face up; it goes under the ambush deck) at
    ``deliverer``'s delivery; the set's ``gold`` goes to ``deliverer``."""

    kind = "ambush_fired"
    reveals = "fired an ambush"
    seat: int
    ambush: str
    deliverer: int
    gold: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{seat_name(self.seat, names)} fires an ambush ({ambush_words(self.ambush)}) at "
                f"{seat_name(self.deliverer, names)}, who gets the gold")


@dataclass(frozen=True, slots=True)
class AmbushTook(LieutenantsEvent):
    """LT-7.5: ``seat`` takes ``card`` from ``deliverer``'s delivery."""

    kind = "ambush_took"
    text = "{seat} takes {card} from {deliverer}'s delivery"
    seat: int
    card: str
    deliverer: int


@dataclass(frozen=True, slots=True)
class DeliveryFailed(LieutenantsEvent):
    """LT-7.7: the delivery fails; ``returned`` go back to ``seat``'s hand."""

    kind = "delivery_failed"
    text = "{seat}'s delivery fails: {returned} go back to the hand"
    seat: int
    returned: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SetDelivered(LieutenantsEvent):
    """LT-6.5: ``loot`` goes to ``seat``'s loot pile, ``discarded`` to the discard pile."""

    kind = "set_delivered"
    seat: int
    loot: str
    discarded: tuple[str, ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{seat_name(self.seat, names)}'s set scores: {card_name(self.loot)} to the loot "
                f"({VP[kind_of(self.loot)]} VP), {cards_words(self.discarded)} to the discard pile")


@dataclass(frozen=True, slots=True)
class MissionCompleted(LieutenantsEvent):
    """LT-6.10: ``seat`` takes ``mission_card``; ``cards`` go to the discard pile."""

    kind = "mission_completed"
    seat: int
    mission_card: str
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str] | None = None) -> str:
        mission = int(self.mission_card[2])
        return (f"{seat_name(self.seat, names)} completes \"{MISSION_NAMES[mission]}\" "
                f"({MISSION_VP[self.mission_card]} VP)")


@dataclass(frozen=True, slots=True)
class SheriffMoved(LieutenantsEvent):
    """LT-8.1: the sheriff moves to ``space`` (number ``number``; None: Nottingham)."""

    kind = "sheriff_moved"
    space: int
    number: int | None

    def describe(self, names: Sequence[str] | None = None) -> str:
        if self.space == 0:
            return "The sheriff is back in Nottingham"
        return f"The sheriff moves to space {self.space} ({self.number})"


@dataclass(frozen=True, slots=True)
class CardsHandedOut(LieutenantsEvent):
    """LT-8.3, LT-8.4: each of ``seats`` draws a card, in this order (which: only it knows)."""

    kind = "cards_handed_out"
    text = "The sheriff hands a card to: {seats}"
    reveals = "handed out cards"
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(LieutenantsEvent):
    """LT-10.1, LT-9.3: the game is over; ``reason`` is ``sheriff``, ``missions`` or ``cards``."""

    kind = "game_ended"
    reason: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return {"sheriff": "The game ends: the Sheriff is back in Nottingham",
                "missions": "The game ends: the last mission was taken",
                "cards": "The game ends: the cards ran out"}.get(self.reason, "The game ends")


EVENT_TYPES: tuple[type[Event], ...] = (
    TurnStarted, DeckReshuffled, CardRevealed, CardTaken, ActionChosen, TargetChosen, Defended,
    NotDefended, Stolen, HandSeen, Robbed, HandLaidOut, RaidTaken, OfferMade, OffersRevealed,
    OfferAccepted, AmbushDrawn, AmbushLaid, AmbushBuried, DeliveryAnnounced, AmbushHeld,
    AmbushFired, AmbushTook, DeliveryFailed, SetDelivered, MissionCompleted, SheriffMoved,
    CardsHandedOut, GameEnded,
)
