"""What a seat of The Sheriff's Lieutenants can decide (LT-3.6): one frozen value per kind.

Card lists are tuples of card ids, put in id order when the command is made. A command
holds no words: the table's words module says it, never naming a card the other seats may
not see (a sealed offer, a robbed card, an ambush card chosen), for the log shows every
command to the whole table. Several commands share a name with the prompt they answer
(``ChooseTarget``, ``ChooseOffer``, ``ChooseCard``, ``ChooseAmbush``, ``AmbushTake``):
import the prompts as a module where both are needed.

>>> DeliverMission(0, 4, ("CU01", "CU02", "NE01", "NE05", "PE01", "PE02")).to_json()["mission"]
4
>>> Offer(0, ("GO02", "GO01")) == Offer(0, ("GO01", "GO02"))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Command


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


@dataclass(frozen=True, slots=True)
class Act(Command):
    """LT-4.3: use the revealed card for its action."""

    kind = "act"


@dataclass(frozen=True, slots=True)
class ChooseTarget(Command):
    """LT-5.2.2, LT-5.4.2, LT-5.5.1: name the target of a Theft, Robbery or Raid."""

    kind = "choose_target"
    target: int


@dataclass(frozen=True, slots=True)
class Defend(Command):
    """LT-5.6: play a necklace against the attack."""

    kind = "defend"


@dataclass(frozen=True, slots=True)
class NoDefence(Command):
    """LT-5.6.6: let the attack happen."""

    kind = "no_defence"


@dataclass(frozen=True, slots=True)
class Offer(Command):
    """LT-5.1.1, LT-5.7.1: a sealed offer of ``cards`` (1 for a Buy, 1 or 2 for an Exchange)."""

    kind = "offer"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        _in_order(self)


@dataclass(frozen=True, slots=True)
class ChooseOffer(Command):
    """LT-5.1.2, LT-5.7.2: take ``offerer``'s offer."""

    kind = "choose_offer"
    offerer: int


@dataclass(frozen=True, slots=True)
class ChooseCard(Command):
    """LT-5.4.2, LT-5.5.2: take ``card`` from the target's hand."""

    kind = "choose_card"
    card: str


@dataclass(frozen=True, slots=True)
class ChooseAmbush(Command):
    """LT-5.3.1: keep ``card`` of the two ambush cards drawn."""

    kind = "choose_ambush"
    card: str


@dataclass(frozen=True, slots=True)
class AmbushTake(Command):
    """LT-7.5: take ``card`` from the ambushed delivery."""

    kind = "ambush_take"
    card: str


@dataclass(frozen=True, slots=True)
class DeliverSet(Command):
    """LT-6.4: deliver 3 or more cards of one object."""

    kind = "deliver_set"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        _in_order(self)


@dataclass(frozen=True, slots=True)
class DeliverMission(Command):
    """LT-6.6: deliver the cards of ``mission`` (1..4)."""

    kind = "deliver_mission"
    mission: int
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        _in_order(self)


@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    """LT-3.4: end the turn without delivering."""

    kind = "end_turn"


@dataclass(frozen=True, slots=True)
class FireAmbush(Command):
    """LT-7.4: fire the ambush ``ambush`` at the delivery."""

    kind = "fire_ambush"
    ambush: str


@dataclass(frozen=True, slots=True)
class HoldAmbush(Command):
    """LT-7.4: let the delivery pass."""

    kind = "hold_ambush"


COMMAND_TYPES: tuple[type[Command], ...] = (
    Take, Act, ChooseTarget, Defend, NoDefence, Offer, ChooseOffer, ChooseCard, ChooseAmbush,
    AmbushTake, DeliverSet, DeliverMission, EndTurn, FireAmbush, HoldAmbush,
)
