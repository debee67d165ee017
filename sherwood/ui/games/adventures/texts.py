"""The adventure table's words: names of outlaws, objects, discs, seals and tasks, the
story shown at the start (AR-14.8), the tooltips of spaces, tiles and displays.

Rule IDs stay in comments; the player reads plain words.
"""

from __future__ import annotations

from sherwood.games.adventures.content import EXPLORE, SEALS
from sherwood.ui.games.adventures.words import DOSSIER_WORDS, EXPLORE_WORDS, place, target_words

STORY_TITLE = "You are alone!"

SHORT_NAMES = {
    "provisions": "Provisions",
    "gold": "Gold",
    "barrel": "Barrel",
    "horn": "Horn",
    "sword": "Sword",
}
OBJECT_USES = {  # table 1.3
    "provisions": "Eat (free): 2 white dice into the bag",
    "gold": "Bribe (free): turn a guard on or next to your space away",
    "barrel": "Roll it when Gisbourne is about to ride: he stays",
    "horn": "In a fight still short: draw up to 2 more dice",
    "sword": "Every fight draws 1 more die",
    "banner": "For the Lion Banner task",
    "cross": "For the Golden Cross task",
}

DISC_NAMES = {
    "own": "your disc",
    "white": "the white disc",
    "grey": "a grey disc",
    "red": "the red disc",
    "violet": "a violet disc",
}
MEANINGS = {  # AR-4.3 to AR-4.6
    "turn": ("Your turn", "Your own, the white and the grey discs: you take a turn"),
    "gisbourne": (
        "Gisbourne rides",
        "A violet disc: Guy of Gisbourne rides two steps after you (or to your camp)",
    ),
    "sheriff": (
        "The Sheriff's hour",
        "The red disc: an hourglass leaves the Evil End, guards report, a new seal",
    ),
}
STRIP_TITLES = {"turn": "Your turn", "gisbourne": "Gisbourne rides", "sheriff": "Sheriff's hour"}
GROUP_TITLES = {"turn": "Turns", "gisbourne": "Gisbourne", "sheriff": "Sheriff"}
MEANING_OF = {"own": "turn", "white": "turn", "grey": "turn", "violet": "gisbourne", "red": "sheriff"}
"""What each disc means (AR-4.3 to AR-4.6); the strip groups them so (``geometry.DISC_GROUPS``)."""

TASK_WORDS = {  # AR-13.3 to AR-13.15, in short
    "poacher": "Overpower the Poacher at the Chest (2 white dice in one go): Hope +4 and Provisions",
    "hungry": "At the Cave, give 2 Provisions or 2 Sacks of gold: Hope +4 and the Banner",
    "lion_banner": "At the castle gate, give the Banner: Hope +4",
    "hawk": "Overpower the Hawk in the church tower (2 white dice): Hope +4 and the Golden cross",
    "golden_cross": "Before the church, give the Golden cross: Hope +4",
    "secret_camp": "At your camp, give 2 Provisions or 2 Sacks of gold: Hope +4 and 2 Barrels",
    "burning_smithy": "At the smithy, give 2 Barrels: Hope +4 and a Sword",
    "sheriff": "Overpower the Sheriff (2 white dice in one go): Hope +4",
}
CARRIES = {
    "gold": "a Sack of gold",
    "provisions": "Provisions",
    "horn": "a Horn",
    "sword": "a Sword",
    "barrel": "a Barrel",
}


def to_place(key: str) -> str:
    """Space ``key`` after "to" or "at": "the Mushroom ring", "the space before the church"."""
    words = place(key)
    return f"the space {words}" if words.startswith(("below", "before")) else words


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def seal_words(seal: str) -> str:
    """What seal ``seal`` does when it is drawn (table 1.5), in a line."""
    info = SEALS[seal]
    who = ", ".join(target_words(t).removeprefix("the ") for t in info.reveals)
    head = f"Seal {seal[1:]}" + (f" (lion, {info.colour})" if info.lion else "")
    tail = ("; Hope -1" if info.hope_loss else "") + (
        "; a coach seal: stays when the dossier resets" if info.coach else ""
    )
    return f"{head}: reveals {who}{tail}"


def dossier_words(square: int, symbol: str) -> str:
    return f"Square {square}: {DOSSIER_WORDS[symbol]}"


EXPLORE_ROWS = tuple((dice, EXPLORE_WORDS[result]) for dice, result in EXPLORE.items())
"""Table 1.7 as the overview shows it: the dice drawn, what they give."""
