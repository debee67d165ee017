"""What happens between your turns (AR-4, AR-9, AR-10, AR-11): discs and rounds, seals, the
solo dossier, Guy of Gisbourne, the Sheriff's hour and the guards' watch. Draws reveal.

>>> GisbourneRode(("mid_road", "thicket_50", "camp_60"), "camp_60").describe()
'Gisbourne rides 2 steps towards your secret camp: now at the Secret camp 60.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sherwood.games.adventures.board import at_place, place
from sherwood.games.adventures.content import DISC_NAMES, DOSSIER_WORDS
from sherwood.games.adventures.event_base import WHY, AdventureEvent
from sherwood.games.adventures.words import target_words


@dataclass(frozen=True, slots=True)
class SealDrawn(AdventureEvent):
    """AR-11.4, AR-11.5: ``seal`` drawn into ``recess``; Hope -1 if ``hope_loss``; the tiles
    ``revealed`` (those it lists that were hidden)."""

    kind = "seal_drawn"
    text = "The Sheriff's seal {seal} goes into recess {recess}{loss}{shows}."
    reveals = "drew a seal"
    seal: str
    recess: int
    hope_loss: bool
    revealed: tuple[str, ...]

    def words(self) -> dict[str, Any]:
        shows = "; " + ", ".join(target_words(t) for t in self.revealed) + " appear" \
            if self.revealed else "; nobody new appears"
        return {"loss": ": Hope -1" if self.hope_loss else "", "shows": shows}


@dataclass(frozen=True, slots=True)
class NoSealLeft(AdventureEvent):
    """AR-11.4: the bag holds no seal: nothing happens."""

    kind = "no_seal_left"
    text = "No seal is left in the bag: nothing happens."


@dataclass(frozen=True, slots=True)
class RoundBegan(AdventureEvent):
    """AR-4.2: a new round: all 7 discs are in the bag."""

    kind = "round_began"
    text = "Round {round} begins: all 7 discs are in the bag."
    round: int


@dataclass(frozen=True, slots=True)
class DiscDrawn(AdventureEvent):
    """AR-4.2 to AR-4.6: ``disc`` came out of the bag."""

    kind = "disc_drawn"
    text = "Drawn from the bag: {name}."
    reveals = "drew a disc"
    disc: str

    def words(self) -> dict[str, Any]:
        return {"name": DISC_NAMES[self.disc]}


@dataclass(frozen=True, slots=True)
class HourglassRemoved(AdventureEvent):
    """AR-11.1, AR-12.3: an hourglass leaves the Evil End; ``left`` remain."""

    kind = "hourglass_removed"
    text = "An hourglass leaves the Evil End ({why_words}): {left} left."
    left: int
    why: str

    def words(self) -> dict[str, Any]:
        return {"why_words": WHY[self.why]}


@dataclass(frozen=True, slots=True)
class DossierStepped(AdventureEvent):
    """AR-9.1: the dossier's red die moves up to ``square`` (its ``symbol``, table 1.6)."""

    kind = "dossier_stepped"
    text = "The dossier's red die moves to square {square}: {symbol_words}."
    square: int
    symbol: str

    def words(self) -> dict[str, Any]:
        return {"symbol_words": DOSSIER_WORDS[self.symbol]}


@dataclass(frozen=True, slots=True)
class DossierReset(AdventureEvent):
    """AR-9.2, AR-9.3: back to square 1; seals ``returned`` to the bag, coach seals ``kept``."""

    kind = "dossier_reset"
    text = "The dossier starts again at square 1: {returned_words} back into the bag{kept_words}."
    returned: tuple[str, ...]
    kept: tuple[str, ...]

    def words(self) -> dict[str, Any]:
        kept = f"; {', '.join(self.kept)} stay" if self.kept else ""
        return {"returned_words": ", ".join(self.returned) or "no seal", "kept_words": kept}


@dataclass(frozen=True, slots=True)
class GisbourneAlarm(AdventureEvent):
    """AR-10.9: Gisbourne is about to move (``cause``: ``violet``, ``explore``, ``failed``,
    ``dossier``)."""

    kind = "gisbourne_alarm"
    text = "Guy of Gisbourne mounts up ({why_words})."
    cause: str

    def words(self) -> dict[str, Any]:
        return {"why_words": {"explore": "three violet dice"}.get(self.cause, WHY[self.cause])}


@dataclass(frozen=True, slots=True)
class BarrelRolled(AdventureEvent):
    """AR-7.7: a Barrel cancels the whole activation."""

    kind = "barrel_rolled"
    text = "You roll a Barrel into his way: Gisbourne does not move."


@dataclass(frozen=True, slots=True)
class GisbourneRode(AdventureEvent):
    """AR-10.5: Gisbourne rode ``path`` (start included) towards ``target``."""

    kind = "gisbourne_rode"
    text = "Gisbourne rides {line}."
    path: tuple[str, ...]
    target: str

    def words(self) -> dict[str, Any]:
        aim = ("towards your secret camp" if self.target.startswith("camp_")
               else f"after you {at_place(self.target)}")
        steps = len(self.path) - 1
        count = "1 step" if steps == 1 else f"{steps} steps"
        return {"line": f"{count} {aim}: now {at_place(self.path[-1])}"}


@dataclass(frozen=True, slots=True)
class GisbourneStayed(AdventureEvent):
    """AR-10.6, AR-18.15: he stands on his target or has no way to it: he does not move."""

    kind = "gisbourne_stayed"
    text = "Gisbourne finds no way and stays where he is."


@dataclass(frozen=True, slots=True)
class Caught(AdventureEvent):
    """AR-10.8: Gisbourne entered your space."""

    kind = "caught"
    text = "Gisbourne catches you!"


@dataclass(frozen=True, slots=True)
class GisbourneSent(AdventureEvent):
    """AR-10.8: after catching you he is placed on ``to``."""

    kind = "gisbourne_sent"
    text = "Gisbourne rides back to {where}."
    to: str

    def words(self) -> dict[str, Any]:
        return {"where": place(self.to)}


@dataclass(frozen=True, slots=True)
class Watched(AdventureEvent):
    """AR-11.2, AR-11.3: the revealed ``guards`` watch your space."""

    kind = "watched"
    text = "Watched by {who}: Hope -1."
    guards: tuple[str, ...]

    def words(self) -> dict[str, Any]:
        return {"who": ", ".join(target_words(g) for g in self.guards)}
