"""What happens between your turns (AR-4, AR-9, AR-10, AR-11): discs and rounds, seals, the
solo dossier, Guy of Gisbourne, the Sheriff's hour and the guards' watch. Draws reveal.

>>> GisbourneRode(("mid_road", "thicket_50", "camp_60"), "camp_60")
GisbourneRode(path=('mid_road', 'thicket_50', 'camp_60'), target='camp_60')
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Event


@dataclass(frozen=True, slots=True)
class SealDrawn(Event):
    """AR-11.4, AR-11.5: ``seal`` drawn into ``recess``; Hope -1 if ``hope_loss``; the tiles
    ``revealed`` (those it lists that were hidden)."""

    kind = "seal_drawn"
    reveals = True
    seal: str
    recess: int
    hope_loss: bool
    revealed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NoSealLeft(Event):
    """AR-11.4: the bag holds no seal: nothing happens."""

    kind = "no_seal_left"


@dataclass(frozen=True, slots=True)
class RoundBegan(Event):
    """AR-4.2: a new round: all 7 discs are in the bag."""

    kind = "round_began"
    round: int


@dataclass(frozen=True, slots=True)
class DiscDrawn(Event):
    """AR-4.2 to AR-4.6: ``disc`` came out of the bag."""

    kind = "disc_drawn"
    reveals = True
    disc: str


@dataclass(frozen=True, slots=True)
class HourglassRemoved(Event):
    """AR-11.1, AR-12.3: an hourglass leaves the Evil End; ``left`` remain."""

    kind = "hourglass_removed"
    left: int
    why: str


@dataclass(frozen=True, slots=True)
class DossierStepped(Event):
    """AR-9.1: the dossier's red die moves up to ``square`` (its ``symbol``, table 1.6)."""

    kind = "dossier_stepped"
    square: int
    symbol: str


@dataclass(frozen=True, slots=True)
class DossierReset(Event):
    """AR-9.2, AR-9.3: back to square 1; seals ``returned`` to the bag, coach seals ``kept``."""

    kind = "dossier_reset"
    returned: tuple[str, ...]
    kept: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GisbourneAlarm(Event):
    """AR-10.9: Gisbourne is about to move (``cause``: ``violet``, ``explore``, ``failed``,
    ``dossier``)."""

    kind = "gisbourne_alarm"
    cause: str


@dataclass(frozen=True, slots=True)
class BarrelRolled(Event):
    """AR-7.7: a Barrel cancels the whole activation."""

    kind = "barrel_rolled"


@dataclass(frozen=True, slots=True)
class GisbourneRode(Event):
    """AR-10.5: Gisbourne rode ``path`` (start included) towards ``target``."""

    kind = "gisbourne_rode"
    path: tuple[str, ...]
    target: str


@dataclass(frozen=True, slots=True)
class GisbourneStayed(Event):
    """AR-10.6, AR-18.15: he stands on his target or has no way to it: he does not move."""

    kind = "gisbourne_stayed"


@dataclass(frozen=True, slots=True)
class Caught(Event):
    """AR-10.8: Gisbourne entered your space."""

    kind = "caught"


@dataclass(frozen=True, slots=True)
class GisbourneSent(Event):
    """AR-10.8: after catching you he is placed on ``to``."""

    kind = "gisbourne_sent"
    to: str


@dataclass(frozen=True, slots=True)
class Watched(Event):
    """AR-11.2, AR-11.3: the revealed ``guards`` watch your space."""

    kind = "watched"
    guards: tuple[str, ...]
