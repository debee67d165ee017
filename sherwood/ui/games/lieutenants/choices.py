"""How a Lieutenants seat answers with clicks. No pygame here.

Most commands are one click, as paths for the table kit's
:class:`~sherwood.ui.kit.chooser.Chooser` (:func:`stages`):

- a rival is chosen by clicking their plaque, ``("plaque", seat)`` (LT-5.2.2, LT-5.4.2, LT-5.5.1);
- an offer by clicking it on the stage, ``("offer", seat)`` (LT-5.1.2, LT-5.7.2);
- a card of a robbed or raided hand, of the ambush cards drawn, of an ambushed delivery by
  clicking it on the stage, ``("stage", group, object)``: the copies of an object are alike,
  so a click on any gives the command the engine lists for that object;
- an own ambush that may fire, on the stage too, ``("fire", ambush)`` (LT-7.4);
- take, act, defend or not, hold, end the turn: banner buttons.

Offers and deliveries are made of several hand cards (:class:`Selection`): the seat clicks
cards in the hand to pick them up (they rise) and presses the button that the picked cards
make: "Offer" (LT-5.1.1: one card; LT-5.7.1: one or two), "Deliver set" (LT-6.4) or a
mission's name (LT-6.6, LT-6.11: the player says which). Which deliveries a hand allows is
the engine's pure helper's word (:func:`sherwood.games.lieutenants.matching.delivery_options`);
the command given is the engine's listed one for the same objects.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from sherwood.games.lieutenants import commands as K
from sherwood.games.lieutenants import prompts as PR
from sherwood.games.lieutenants.content import kind_of
from sherwood.games.lieutenants.matching import delivery_options
from sherwood.ui.games.lieutenants import words_prompts as WP
from sherwood.ui.kit.chooser import Stage

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable

SELECTED = (K.Offer, K.DeliverSet, K.DeliverMission)
"""Commands made by picking cards in the hand, then a button (:class:`Selection`)."""


def _selected(command: Any) -> list[Stage]:
    return [Stage("select", ("select", command))]


STAGES: dict[type, Callable[[Any], list[Stage]]] = {
    K.ChooseTarget: lambda c: [Stage("plaque", ("plaque", c.target))],
    K.ChooseOffer: lambda c: [Stage("stage", ("offer", c.offerer))],
    K.ChooseCard: lambda c: [Stage("stage", ("stage", "hand", kind_of(c.card)))],
    K.ChooseAmbush: lambda c: [Stage("stage", ("stage", "ambush_choice", c.card))],
    K.AmbushTake: lambda c: [Stage("stage", ("stage", "delivery", kind_of(c.card)))],
    K.FireAmbush: lambda c: [Stage("stage", ("fire", c.ambush))],
    **{kind: _selected for kind in SELECTED},
}
"""Each command's clicks, by its type; any other command is a banner button."""


def stages(table: LieutenantsTable, command: Any) -> list[Stage]:
    """The clicks that give ``command`` (hand-picked commands: a button that the
    :class:`Selection` offers, never the chooser)."""
    make = STAGES.get(type(command))
    return make(command) if make is not None else [Stage("button", (command.kind,), command.kind)]


def shape(cards: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """The objects of ``cards`` and how many of each: what a hand-picked command is made of
    (two copies of an object are alike)."""
    return tuple(sorted(Counter(kind_of(c) for c in cards).items()))


class Selection:
    """The hand cards a seat has picked for an offer or a delivery, and the commands they
    make (the engine's listed ones for the same objects)."""

    def __init__(self, table: LieutenantsTable):
        self.table = table
        self.cards: list[str] = []

    def clear(self) -> bool:
        had = bool(self.cards)
        self.cards = []
        return had

    def commands(self) -> list[Any]:
        """The hand-picked commands on offer now (any selection)."""
        return [c for c in self.table.legal if isinstance(c, SELECTED)]

    def active(self) -> bool:
        """Whether the seat deciding at the screen picks cards in its hand now."""
        return bool(self.commands())

    def limit(self) -> int:
        """How many cards may be picked: 1 for a Buy offer, 2 for an Exchange, any to deliver."""
        prompt = self.table.view.prompt
        if isinstance(prompt, PR.MakeOffer):
            return 1 if prompt.action == "buy" or self.table.view.hand_sizes[prompt.seat] < 2 else 2
        return 99

    def pickable(self) -> set[str]:
        """The hand cards that some hand-picked command uses (by object)."""
        used = {kind for c in self.commands() for kind in (kind_of(x) for x in c.cards)}
        return {c for c in self.table.view.hand if kind_of(c) in used} if self.table.show_hand else set()

    def toggle(self, card: str) -> None:
        """Pick ``card`` up, or put it back; past the limit the oldest pick goes back."""
        if card in self.cards:
            self.cards.remove(card)
            return
        self.cards.append(card)
        while len(self.cards) > self.limit():
            self.cards.pop(0)

    def made(self) -> list[Any]:
        """The commands the picked cards make: the listed commands with the same objects."""
        if not self.cards:
            return []
        want = shape(self.cards)
        return [c for c in self.commands() if shape(c.cards) == want]

    def shapes(self) -> list[str]:
        """The deliveries the hand allows, in words, one per object or mission ("chests",
        "Three pairs"), by the engine's helper (LT-6.2)."""
        v = self.table.view
        if not isinstance(v.prompt, PR.Deliver) or not self.table.show_hand:
            return []
        out: list[str] = []
        for mission, cards in delivery_options(v.hand, v.missions_open()):
            words = WP.delivery_shape(mission, cards)
            if words not in out:
                out.append(words)
        return out

    def select_for(self, command: Any) -> None:
        """Pick the cards of ``command`` (tests, and the hint of a click path)."""
        self.cards = list(command.cards)
