"""The decisions Robin Hood and the Merry Men waits for (``state.prompt``, see :mod:`.flow`).

One frozen dataclass per kind of decision. ``seat`` is the seat that must answer, in turn
or out of it (MM-0.7: a "must" that needs a choice asks the named seat); the other fields
are what the answer depends on. ``kind`` is the prompt's name in the encoded state (saves
hash it) and the key of the table's questions; ``must`` says what the seat must do, after
"Green must …", in the message for an illegal command. The legal answers of each type are
listed in :data:`.flow.FLOW`.

>>> BailPrompt(1, "church", 2)
BailPrompt(seat=1, location='church', hideout=2)
>>> BailPrompt(1, "church", 2).to_json()
{'kind': 'bail', 'seat': 1, 'location': 'church', 'hideout': 2}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sherwood.engine.flow import Prompt


@dataclass(frozen=True, slots=True)
class MMPrompt(Prompt):
    """Base of the game's prompts."""

    must: ClassVar[str] = "decide"


# --- setup and the Merry Men phase -----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class HeroChoicePrompt(MMPrompt):
    kind = "hero_choice"
    must = "choose a hero"


@dataclass(frozen=True, slots=True)
class PlacePrompt(MMPrompt):
    kind = "place"
    must = "place a Merry Man (or declare done)"


@dataclass(frozen=True, slots=True)
class RobStartPrompt(MMPrompt):
    kind = "rob_start"
    must = "decide whether to rob the rich"


@dataclass(frozen=True, slots=True)
class RobContinuePrompt(MMPrompt):
    kind = "rob_continue"
    must = "rob the rich again or stop"


@dataclass(frozen=True, slots=True)
class FinePrompt(MMPrompt):
    kind = "fine"
    must = "pay a fine"


@dataclass(frozen=True, slots=True)
class BuildPrompt(MMPrompt):
    """``card``: the Merry Men card building (None: Friar Tuck); ``nth``: which structure."""

    kind = "build"
    must = "choose what to build"
    card: str | None
    nth: int


@dataclass(frozen=True, slots=True)
class MessengerPrompt(MMPrompt):
    kind = "messenger"
    must = "choose the quest for the messenger"
    card: str


# --- board mechanics, at any time --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class WeaponPrompt(MMPrompt):
    """A weapon die of any type gained (MM-4.44); ``cause`` is what gave it."""

    kind = "weapon"
    must = "choose the type of a weapon die"
    cause: str


@dataclass(frozen=True, slots=True)
class ResourcePrompt(MMPrompt):
    kind = "resource"
    must = "choose a resource"
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BailPrompt(MMPrompt):
    """The figure arrested on ``location`` hideout index ``hideout`` (0…3) (MM-5.17)."""

    kind = "bail"
    must = "pay bail"
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class DiscardPassivePrompt(MMPrompt):
    kind = "discard_passive"
    must = "discard a card from the passive pile"


@dataclass(frozen=True, slots=True)
class PenaltyPrompt(MMPrompt):
    kind = "penalty"
    must = "spend a distraction token or decline"


# --- the Hero phase ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TakeDiePrompt(MMPrompt):
    kind = "take_die"
    must = "take a weapon die"


@dataclass(frozen=True, slots=True)
class HeroPrompt(MMPrompt):
    kind = "hero"
    must = "move the hero or end the turn"


@dataclass(frozen=True, slots=True)
class CarriagePrompt(MMPrompt):
    kind = "carriage"
    must = "choose a carriage"


@dataclass(frozen=True, slots=True)
class CommitPrompt(MMPrompt):
    """Between ``least`` and ``most`` dice may be rolled."""

    kind = "commit"
    must = "choose how many dice to roll"
    least: int
    most: int


@dataclass(frozen=True, slots=True)
class RerollAllPrompt(MMPrompt):
    kind = "reroll_all"
    must = "reroll or accept the failure"


@dataclass(frozen=True, slots=True)
class RerollOnePrompt(MMPrompt):
    kind = "reroll_one"
    must = "reroll a die or accept the failure"


@dataclass(frozen=True, slots=True)
class DepotPrompt(MMPrompt):
    kind = "depot"
    must = "choose a depot space"


@dataclass(frozen=True, slots=True)
class RobAgainPrompt(MMPrompt):
    kind = "rob_again"
    must = "rob another carriage or stop"


@dataclass(frozen=True, slots=True)
class GuardPrompt(MMPrompt):
    kind = "guard"
    must = "choose a guard to fight"


@dataclass(frozen=True, slots=True)
class FightAgainPrompt(MMPrompt):
    kind = "fight_again"
    must = "fight again or stop"


@dataclass(frozen=True, slots=True)
class TokensPrompt(MMPrompt):
    kind = "tokens"
    must = "choose how many tokens to hand in"


@dataclass(frozen=True, slots=True)
class RobinPrompt(MMPrompt):
    kind = "robin"
    must = "use Robin Hood's reroll or keep the roll"


@dataclass(frozen=True, slots=True)
class PrisonersPrompt(MMPrompt):
    """``hits`` successes to spend on prisoners' levels (MM-6.36)."""

    kind = "prisoners"
    must = "choose whom to free"
    hits: int


@dataclass(frozen=True, slots=True)
class SheriffItemPrompt(MMPrompt):
    """``left`` items still to take from the Sheriff's hideout."""

    kind = "sheriff_item"
    must = "take an item from the Sheriff's hideout"
    left: int


@dataclass(frozen=True, slots=True)
class SmithPrompt(MMPrompt):
    kind = "smith"
    must = "trade at the Weaponsmith"


@dataclass(frozen=True, slots=True)
class VillagePrompt(MMPrompt):
    kind = "village"
    must = "give to the poor or stop"


# --- the End of round ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RansomPrompt(MMPrompt):
    kind = "ransom"
    must = "return captured guards for ransom"


@dataclass(frozen=True, slots=True)
class DiscardHandPrompt(MMPrompt):
    kind = "discard_hand"
    must = "discard cards from hand"


@dataclass(frozen=True, slots=True)
class RetrievePrompt(MMPrompt):
    kind = "retrieve"
    must = "bring a Merry Man back from prison"


PROMPT_TYPES: tuple[type[MMPrompt], ...] = (
    HeroChoicePrompt, PlacePrompt, RobStartPrompt, RobContinuePrompt, FinePrompt, BuildPrompt,
    MessengerPrompt, WeaponPrompt, ResourcePrompt, BailPrompt, DiscardPassivePrompt, PenaltyPrompt,
    TakeDiePrompt, HeroPrompt, CarriagePrompt, CommitPrompt, RerollAllPrompt, RerollOnePrompt,
    DepotPrompt, RobAgainPrompt, GuardPrompt, FightAgainPrompt, TokensPrompt, RobinPrompt,
    PrisonersPrompt, SheriffItemPrompt, SmithPrompt, VillagePrompt, RansomPrompt, DiscardHandPrompt,
    RetrievePrompt,
)
"""Every prompt of the game; :data:`.flow.FLOW` lists the legal answers of each."""
