"""The decisions a game of Settlers waits for: what ``state.prompt`` can be (SR-B-12).

Each names the ``seat`` that must answer, in turn or out of it (a discard on a 7, an answer
to a trade offer), and what the answer depends on. The legal answers of each are listed by
:mod:`.options`; :data:`.flow.FLOW` ties them together. Every prompt is asked, even with a
single legal answer (SR-B-12.4 and SR-B-12.7 name a command for each: a discard, an answer
to an offer), except that a robbery with one possible victim needs no prompt at all.

Four prompts share a name with the command that answers them in the design; they carry the
suffix ``Prompt`` here: :class:`DiscardPrompt`, :class:`MoveRobberPrompt`,
:class:`StealFromPrompt`, :class:`ChoosePartnerPrompt`.

What each asks is said by the table's words (``sherwood/ui/games/settlers/words.py``), the
places named by their land.

>>> DiscardPrompt(seat=2, count=4)
DiscardPrompt(seat=2, count=4)
>>> SetupRoad(0, "0,0,N", 1).to_json()
{'kind': 'setup_road', 'seat': 0, 'vertex': '0,0,N', 'round': 1}
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine.flow import Prompt


@dataclass(frozen=True, slots=True)
class SetupSettlement(Prompt):
    """SR-B-3.3, SR-B-3.4: place a settlement in placement round ``round`` (1 or 2)."""

    kind = "setup_settlement"
    round: int


@dataclass(frozen=True, slots=True)
class SetupRoad(Prompt):
    """SR-B-3.3, SR-B-3.6: place a road touching the settlement just placed on ``vertex``."""

    kind = "setup_road"
    vertex: str
    round: int


@dataclass(frozen=True, slots=True)
class BeforeRoll(Prompt):
    """SR-B-4.3: roll the dice, or first play one development card."""

    kind = "before_roll"


@dataclass(frozen=True, slots=True)
class DiscardPrompt(Prompt):
    """SR-B-6.2, SR-B-6.3: return ``count`` cards to the bank (out of turn, one seat at a time)."""

    kind = "discard"
    count: int


@dataclass(frozen=True, slots=True)
class MoveRobberPrompt(Prompt):
    """SR-B-6.4, SR-B-9.1: move the robber to another land hex."""

    kind = "move_robber"


@dataclass(frozen=True, slots=True)
class StealFromPrompt(Prompt):
    """SR-B-6.5, SR-B-12.4: choose whom to rob among ``candidates`` (two or more)."""

    kind = "steal_from"
    candidates: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TradeAndBuild(Prompt):
    """SR-B-4.2: trade, build, buy and play a card in any order, then end the turn."""

    kind = "trade_and_build"


@dataclass(frozen=True, slots=True)
class FreeRoad(Prompt):
    """SR-B-9.2, SR-B-12.5: place a free road; ``left`` roads of the card remain, this one included."""

    kind = "free_road"
    left: int


@dataclass(frozen=True, slots=True)
class AnswerOffer(Prompt):
    """SR-B-7.4, SR-B-12.7: accept or decline the pending offer (``state.offer``)."""

    kind = "answer_offer"


@dataclass(frozen=True, slots=True)
class ChoosePartnerPrompt(Prompt):
    """SR-B-7.4, SR-B-12.7: trade with one of ``accepted``, or cancel the offer."""

    kind = "choose_partner"
    accepted: tuple[int, ...]


# --- the Robin Hood solo variant (SR-V-10) --------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ChooseRobinHexPrompt(Prompt):
    """SR-V-4.7, SR-V-10.2: the movement card ``card`` (e.g. ``"move_lumber"``) leads Robin to
    one of ``hexes`` (two or more, spec names); the Sheriff chooses which."""

    kind = "choose_robin_hex"
    hexes: tuple[str, ...]
    card: str


@dataclass(frozen=True, slots=True)
class DisplaceRobinPrompt(Prompt):
    """SR-V-6, SR-V-10.3: the Sheriff built at Robin's hex and may drive him to one of
    ``hexes``, or leave him."""

    kind = "displace_robin"
    hexes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RelocateRobinPrompt(Prompt):
    """SR-V-7.12, SR-V-10.4: on a 7 with no building at Robin's hex, ``hexes`` share the
    highest value; the Sheriff places Robin on one."""

    kind = "relocate_robin"
    hexes: tuple[str, ...]


SettlersPrompt = (SetupSettlement | SetupRoad | BeforeRoll | DiscardPrompt | MoveRobberPrompt
                  | StealFromPrompt | TradeAndBuild | FreeRoad | AnswerOffer | ChoosePartnerPrompt
                  | ChooseRobinHexPrompt | DisplaceRobinPrompt | RelocateRobinPrompt)
"""Any prompt of the game."""

PROMPT_TYPES: tuple[type[Prompt], ...] = (
    SetupSettlement, SetupRoad, BeforeRoll, DiscardPrompt, MoveRobberPrompt, StealFromPrompt,
    TradeAndBuild, FreeRoad, AnswerOffer, ChoosePartnerPrompt, ChooseRobinHexPrompt,
    DisplaceRobinPrompt, RelocateRobinPrompt,
)

PROMPT_KINDS: dict[str, type[Prompt]] = {p.kind: p for p in PROMPT_TYPES}

# --- prompts made once (the rules ask them thousands of times in the search bot's games) ---------

_SEATS = range(4)
BEFORE_ROLL = tuple(BeforeRoll(s) for s in _SEATS)
TRADE_AND_BUILD = tuple(TradeAndBuild(s) for s in _SEATS)
MOVE_ROBBER_PROMPT = tuple(MoveRobberPrompt(s) for s in _SEATS)
ANSWER_OFFER = tuple(AnswerOffer(s) for s in _SEATS)
FREE_ROAD_PROMPT = tuple(tuple(FreeRoad(s, left) for left in range(3)) for s in _SEATS)
"""``FREE_ROAD_PROMPT[seat][left]``."""
SETUP_SETTLEMENT = tuple(tuple(SetupSettlement(s, r) for r in range(3)) for s in _SEATS)
"""``SETUP_SETTLEMENT[seat][round]`` (rounds 1 and 2)."""
