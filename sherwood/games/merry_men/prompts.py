"""The decisions Robin Hood and the Merry Men waits for (``state.prompt``, see :mod:`.flow`).

One frozen dataclass per kind of decision. ``seat`` is the seat that must answer, in turn
or out of it (MM-0.7: a "must" that needs a choice asks the named seat); the other fields
are what the answer depends on. ``kind`` is the prompt's name in the encoded state (saves
hash it), the key of the table's questions and what a refusal names as the question asked
(the table's words say what the seat must do). The legal answers of each type are listed in
:data:`.flow.FLOW`.

>>> BailPrompt(1, "church", 2)
BailPrompt(seat=1, location='church', hideout=2)
>>> BailPrompt(1, "church", 2).to_json()
{'kind': 'bail', 'seat': 1, 'location': 'church', 'hideout': 2}
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine.flow import Prompt


@dataclass(frozen=True, slots=True)
class MMPrompt(Prompt):
    """Base of the game's prompts."""


# --- setup and the Merry Men phase -----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class HeroChoicePrompt(MMPrompt):
    kind = "hero_choice"


@dataclass(frozen=True, slots=True)
class PlacePrompt(MMPrompt):
    kind = "place"


@dataclass(frozen=True, slots=True)
class RobStartPrompt(MMPrompt):
    kind = "rob_start"


@dataclass(frozen=True, slots=True)
class RobContinuePrompt(MMPrompt):
    kind = "rob_continue"


@dataclass(frozen=True, slots=True)
class FinePrompt(MMPrompt):
    kind = "fine"


@dataclass(frozen=True, slots=True)
class BuildPrompt(MMPrompt):
    """``card``: the Merry Men card building (None: Friar Tuck); ``nth``: which structure."""

    kind = "build"
    card: str | None
    nth: int


@dataclass(frozen=True, slots=True)
class MessengerPrompt(MMPrompt):
    kind = "messenger"
    card: str


# --- board mechanics, at any time --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class WeaponPrompt(MMPrompt):
    """A weapon die of any type gained (MM-4.44); ``cause`` is what gave it."""

    kind = "weapon"
    cause: str


@dataclass(frozen=True, slots=True)
class ResourcePrompt(MMPrompt):
    kind = "resource"
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BailPrompt(MMPrompt):
    """The figure arrested on ``location`` hideout index ``hideout`` (0…3) (MM-5.17)."""

    kind = "bail"
    location: str
    hideout: int


@dataclass(frozen=True, slots=True)
class DiscardPassivePrompt(MMPrompt):
    kind = "discard_passive"


@dataclass(frozen=True, slots=True)
class PenaltyPrompt(MMPrompt):
    kind = "penalty"


# --- the Hero phase ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TakeDiePrompt(MMPrompt):
    kind = "take_die"


@dataclass(frozen=True, slots=True)
class HeroPrompt(MMPrompt):
    kind = "hero"


@dataclass(frozen=True, slots=True)
class CarriagePrompt(MMPrompt):
    kind = "carriage"


@dataclass(frozen=True, slots=True)
class CommitPrompt(MMPrompt):
    """Between ``least`` and ``most`` dice may be rolled."""

    kind = "commit"
    least: int
    most: int


@dataclass(frozen=True, slots=True)
class RerollAllPrompt(MMPrompt):
    kind = "reroll_all"


@dataclass(frozen=True, slots=True)
class RerollOnePrompt(MMPrompt):
    kind = "reroll_one"


@dataclass(frozen=True, slots=True)
class DepotPrompt(MMPrompt):
    kind = "depot"


@dataclass(frozen=True, slots=True)
class RobAgainPrompt(MMPrompt):
    kind = "rob_again"


@dataclass(frozen=True, slots=True)
class GuardPrompt(MMPrompt):
    kind = "guard"


@dataclass(frozen=True, slots=True)
class FightAgainPrompt(MMPrompt):
    kind = "fight_again"


@dataclass(frozen=True, slots=True)
class TokensPrompt(MMPrompt):
    kind = "tokens"


@dataclass(frozen=True, slots=True)
class RobinPrompt(MMPrompt):
    kind = "robin"


@dataclass(frozen=True, slots=True)
class PrisonersPrompt(MMPrompt):
    """``hits`` successes to spend on prisoners' levels (MM-6.36)."""

    kind = "prisoners"
    hits: int


@dataclass(frozen=True, slots=True)
class SheriffItemPrompt(MMPrompt):
    """``left`` items still to take from the Sheriff's hideout."""

    kind = "sheriff_item"
    left: int


@dataclass(frozen=True, slots=True)
class SmithPrompt(MMPrompt):
    kind = "smith"


@dataclass(frozen=True, slots=True)
class VillagePrompt(MMPrompt):
    kind = "village"


# --- the End of round ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RansomPrompt(MMPrompt):
    kind = "ransom"


@dataclass(frozen=True, slots=True)
class DiscardHandPrompt(MMPrompt):
    kind = "discard_hand"


@dataclass(frozen=True, slots=True)
class RetrievePrompt(MMPrompt):
    kind = "retrieve"


PROMPT_TYPES: tuple[type[MMPrompt], ...] = (
    HeroChoicePrompt, PlacePrompt, RobStartPrompt, RobContinuePrompt, FinePrompt, BuildPrompt,
    MessengerPrompt, WeaponPrompt, ResourcePrompt, BailPrompt, DiscardPassivePrompt, PenaltyPrompt,
    TakeDiePrompt, HeroPrompt, CarriagePrompt, CommitPrompt, RerollAllPrompt, RerollOnePrompt,
    DepotPrompt, RobAgainPrompt, GuardPrompt, FightAgainPrompt, TokensPrompt, RobinPrompt,
    PrisonersPrompt, SheriffItemPrompt, SmithPrompt, VillagePrompt, RansomPrompt, DiscardHandPrompt,
    RetrievePrompt,
)
"""Every prompt of the game; :data:`.flow.FLOW` lists the legal answers of each."""
