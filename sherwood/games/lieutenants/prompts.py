"""The decisions The Sheriff's Lieutenants waits for: what ``state.prompt`` can be.

Every prompt names the ``seat`` that must answer and only public facts (prompts are in
every seat's view). The private part of a pending decision (the two ambush cards drawn, the
robbed hand) lives in the state and only in the deciding seat's view. Every prompt is
asked, even with one answer (LT-5.6.6, LT-7.4: being asked must reveal nothing).

>>> TakeOrAct(0, "CH03").to_json()
{'kind': 'take_or_act', 'seat': 0, 'card': 'CH03'}
>>> FireOrHold(2, deliverer=0)
FireOrHold(seat=2, deliverer=0)
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine.flow import Prompt


@dataclass(frozen=True, slots=True)
class TakeOrAct(Prompt):
    """LT-3.2: the active seat takes the revealed ``card`` or performs its action."""

    kind = "take_or_act"
    card: str


@dataclass(frozen=True, slots=True)
class ChooseTarget(Prompt):
    """LT-5.2.2, LT-5.4.2, LT-5.5.1: the active seat names the target of ``action``."""

    kind = "choose_target"
    action: str


@dataclass(frozen=True, slots=True)
class Defend(Prompt):
    """LT-5.6: ``seat`` (the target) plays a necklace against ``attacker``'s ``action``, or not."""

    kind = "defend"
    attacker: int
    action: str


@dataclass(frozen=True, slots=True)
class MakeOffer(Prompt):
    """LT-5.1.4, LT-5.7.3: ``seat`` makes a sealed offer for ``buyer``'s ``action``."""

    kind = "make_offer"
    action: str
    buyer: int


@dataclass(frozen=True, slots=True)
class ChooseOffer(Prompt):
    """LT-5.1.2, LT-5.7.2: the active seat chooses one of the revealed offers."""

    kind = "choose_offer"
    action: str


@dataclass(frozen=True, slots=True)
class ChooseCard(Prompt):
    """LT-5.4.2, LT-5.5.2: the active seat takes a card of ``target``'s hand."""

    kind = "choose_card"
    target: int
    action: str


@dataclass(frozen=True, slots=True)
class ChooseAmbush(Prompt):
    """LT-5.3.1: the active seat keeps one of the two ambush cards drawn."""

    kind = "choose_ambush"


@dataclass(frozen=True, slots=True)
class Deliver(Prompt):
    """LT-3.3, LT-6: the active seat delivers a set or a mission, or ends the turn."""

    kind = "deliver"


@dataclass(frozen=True, slots=True)
class FireOrHold(Prompt):
    """LT-7.4: ``seat`` fires one of its qualifying ambushes at ``deliverer``'s delivery, or
    holds."""

    kind = "fire_or_hold"
    deliverer: int


@dataclass(frozen=True, slots=True)
class AmbushTake(Prompt):
    """LT-7.5: ``seat`` takes one card of ``deliverer``'s delivery with ``ambush``."""

    kind = "ambush_take"
    deliverer: int
    ambush: str


LieutenantsPrompt = (TakeOrAct | ChooseTarget | Defend | MakeOffer | ChooseOffer | ChooseCard
                     | ChooseAmbush | Deliver | FireOrHold | AmbushTake)

PROMPT_TYPES: tuple[type[Prompt], ...] = (TakeOrAct, ChooseTarget, Defend, MakeOffer, ChooseOffer,
                                          ChooseCard, ChooseAmbush, Deliver, FireOrHold, AmbushTake)
