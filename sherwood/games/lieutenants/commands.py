"""What a seat of The Sheriff's Lieutenants can decide (LT-3.6): one frozen value per kind.

Card lists are tuples of card ids, put in id order when the command is made. ``describe``
never names a card the other seats may not see (a sealed offer, a robbed card, an ambush
card chosen): the log shows every command to the whole table. Several commands share a name
with the prompt they answer (``ChooseTarget``, ``ChooseOffer``, ``ChooseCard``,
``ChooseAmbush``, ``AmbushTake``): import the prompts as a module where both are needed.

>>> names = ["Red", "Yellow", "Green"]
>>> Offer(2, ("PE03",)).describe(names), ChooseCard(0, "CH04").describe(names)
('Green makes an offer', 'Red takes a card')
>>> DeliverSet(1, ("CH01", "CH02", "CH07")).describe(names)
'Yellow delivers 3 chests'
>>> DeliverMission(0, 4, ("CU01", "CU02", "NE01", "NE05", "PE01", "PE02")).to_json()["mission"]
4
>>> Offer(0, ("GO02", "GO01")) == Offer(0, ("GO01", "GO02"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sherwood.engine import Command, possessive, seat_name
from sherwood.games.lieutenants.content import MISSION_NAMES, cards_words


def _in_order(command: Command) -> None:
    """List a command's ``cards`` in id order, so that the same cards make the same command
    (``Offer(0, ("GO02", "GO01")) == Offer(0, ("GO01", "GO02"))``); anything that is not a
    tuple of texts is left for the kernel to refuse."""
    cards = getattr(command, "cards", None)
    if isinstance(cards, tuple) and all(isinstance(c, str) for c in cards):
        object.__setattr__(command, "cards", tuple(sorted(cards)))


@dataclass(frozen=True, slots=True)
class Take(Command):
    """LT-4.2: take the revealed card into your hand."""

    kind = "take"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} takes the card"


@dataclass(frozen=True, slots=True)
class Act(Command):
    """LT-4.3: use the revealed card for its action."""

    kind = "act"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} uses the card's action"


@dataclass(frozen=True, slots=True)
class ChooseTarget(Command):
    """LT-5.2.2, LT-5.4.2, LT-5.5.1: name the target of a Theft, Robbery or Raid."""

    kind = "choose_target"
    target: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} targets {seat_name(self.target, names)}"


@dataclass(frozen=True, slots=True)
class Defend(Command):
    """LT-5.6: play a necklace against the attack."""

    kind = "defend"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} defends with a necklace"


@dataclass(frozen=True, slots=True)
class NoDefence(Command):
    """LT-5.6.6: let the attack happen."""

    kind = "no_defence"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} does not defend"


@dataclass(frozen=True, slots=True)
class Offer(Command):
    """LT-5.1.1, LT-5.7.1: a sealed offer of ``cards`` (1 for a Buy, 1 or 2 for an Exchange)."""

    kind = "offer"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        _in_order(self)

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} makes an offer"


@dataclass(frozen=True, slots=True)
class ChooseOffer(Command):
    """LT-5.1.2, LT-5.7.2: take ``offerer``'s offer."""

    kind = "choose_offer"
    offerer: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{seat_name(self.seat, names)} chooses "
                f"{possessive(seat_name(self.offerer, names))} offer")


@dataclass(frozen=True, slots=True)
class ChooseCard(Command):
    """LT-5.4.2, LT-5.5.2: take ``card`` from the target's hand."""

    kind = "choose_card"
    card: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} takes a card"


@dataclass(frozen=True, slots=True)
class ChooseAmbush(Command):
    """LT-5.3.1: keep ``card`` of the two ambush cards drawn."""

    kind = "choose_ambush"
    card: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} sets an ambush"


@dataclass(frozen=True, slots=True)
class AmbushTake(Command):
    """LT-7.5: take ``card`` from the ambushed delivery."""

    kind = "ambush_take"
    card: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} takes a card from the delivery"


@dataclass(frozen=True, slots=True)
class DeliverSet(Command):
    """LT-6.4: deliver 3 or more cards of one object."""

    kind = "deliver_set"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        _in_order(self)

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} delivers {cards_words(self.cards)}"


@dataclass(frozen=True, slots=True)
class DeliverMission(Command):
    """LT-6.6: deliver the cards of ``mission`` (1..4)."""

    kind = "deliver_mission"
    mission: int
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        _in_order(self)

    def describe(self, names: Sequence[str] | None = None) -> str:
        what = MISSION_NAMES.get(self.mission, f"mission {self.mission}")
        return f"{seat_name(self.seat, names)} delivers the mission \"{what}\""


@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    """LT-3.4: end the turn without delivering."""

    kind = "end_turn"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} ends the turn"


@dataclass(frozen=True, slots=True)
class FireAmbush(Command):
    """LT-7.4: fire the ambush ``ambush`` at the delivery."""

    kind = "fire_ambush"
    ambush: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} fires an ambush"


@dataclass(frozen=True, slots=True)
class HoldAmbush(Command):
    """LT-7.4: let the delivery pass."""

    kind = "hold_ambush"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} holds"


COMMAND_TYPES: tuple[type[Command], ...] = (
    Take, Act, ChooseTarget, Defend, NoDefence, Offer, ChooseOffer, ChooseCard, ChooseAmbush,
    AmbushTake, DeliverSet, DeliverMission, EndTurn, FireAmbush, HoldAmbush,
)
