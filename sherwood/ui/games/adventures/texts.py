"""The adventure table's words: names of outlaws, objects, discs, seals and tasks, the
story shown at the start (AR-14.8), the tooltips of spaces, tiles and displays.

Rule IDs stay in comments; the player reads plain words.
"""

from __future__ import annotations

STORY_TITLE = "You are alone!"
STORY = (
    "You are alone! Your companions set out days ago. They are searching for Blackgarden, the "
    "notorious prison tower of the Sheriff. Perhaps they will succeed in freeing the prisoners "
    "held there. But only you remain in Sherwood Forest. Will you manage to give the people of "
    "the county new courage?"
)  # AR-14.8
GOAL = "Reach 18 Hope before the last hourglass leaves the Evil End, or complete 3 Special Tasks."  # AR-14.1

OUTLAW_NAMES = {"robin": "Robin Hood", "marian": "Maid Marian", "john": "Little John", "will": "Will Scarlet"}
ABILITIES = {  # table 1.2
    "robin": "Master archer: bow range 3, one more draw on every bow shot",
    "marian": "Light-footed: a move of 3 steps or fewer is slow",
    "john": "Strong: one more draw on every melee attack",
    "will": "Stealthy: walks past guards, never watched by them",
}

SHORT_NAMES = {
    "provisions": "Provisions",
    "gold": "Gold",
    "barrel": "Barrel",
    "horn": "Horn",
    "sword": "Sword",
}
OBJECT_NAMES = {
    "provisions": "Provisions",
    "gold": "Sack of gold",
    "barrel": "Barrel",
    "horn": "Horn",
    "sword": "Sword",
    "banner": "Banner",
    "cross": "Golden cross",
}
OBJECT_PLURALS = {
    "provisions": "Provisions",
    "gold": "Sacks of gold",
    "barrel": "Barrels",
    "horn": "Horns",
    "sword": "Swords",
    "banner": "Banners",
    "cross": "Golden crosses",
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
GROUP_TITLES = {"turn": "Turns", "gisbourne": "Gisbourne", "sheriff": "Sheriff"}
DISC_GROUPS = {
    "turn": ("own", "white", "grey", "grey"),
    "gisbourne": ("violet", "violet"),
    "sheriff": ("red",),
}

SEALS = {  # table 1.5: (lion, colour, Hope -1, guards, nobles, coaches)
    "S1": (True, "green", True, (1, 2, 3), (13,), ()),
    "S2": (True, "yellow", False, (4, 5), (14, 15), ()),
    "S3": (True, "blue", True, (6, 7, 8), (16,), ()),
    "S4": (True, "turquoise", False, (9, 10), (17, 18), ()),
    "S5": (False, None, False, (11,), (), (22,)),
    "S6": (False, None, False, (12,), (), (23,)),
    "S7": (False, None, True, (1, 5, 9), (19, 20), ()),
    "S8": (False, None, True, (3, 7, 11, 12), (21,), ()),
}

DOSSIER = {  # table 1.6
    1: ("start", "The start: nothing happens"),
    2: ("seal", "A seal is drawn"),
    3: ("gisbourne", "Gisbourne rides"),
    4: ("violet", "A violet die goes into the bag"),
    5: ("seal", "A seal is drawn"),
    6: ("reset", "Back to the start; the seals go back into the bag (coach seals stay)"),
}

EXPLORE = (  # table 1.7
    ("W", "Hope +2"),
    ("VW", "1 Provisions"),
    ("VVW", "A Barrel or a Horn"),
    ("VVV", "Gisbourne rides"),
)

TASK_NAMES = {
    "poacher": "The Poacher",
    "hungry": "The Hungry",
    "lion_banner": "The Lion Banner",
    "hawk": "The Hawk",
    "golden_cross": "The Golden Cross",
    "sheriff": "The Sheriff of Nottingham",
    "secret_camp": "The Secret Camp",
    "burning_smithy": "The Burning Smithy",
}
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
SET_TASKS = {
    "1": ("poacher", "hungry", "lion_banner"),
    "2": ("hawk", "golden_cross", "sheriff"),
    "3": ("secret_camp", "burning_smithy", "sheriff"),
    "none": (),
}
SET_NAMES = {
    "1": "The Lion in the Wind",
    "2": "The Stolen Cross",
    "3": "Fire and Water",
    "none": "No Special Tasks",
}

KIND_WORDS = {
    "guard": "Guard",
    "noble": "Noble",
    "coach": "Coach",
    "explorable": "To explore",
    "merchant": "Merchant",
    "boat": "The boat",
    "haycart": "The hay cart",
    "wall": "The castle wall",
}
CARRIES = {
    "gold": "a Sack of gold",
    "provisions": "Provisions",
    "horn": "a Horn",
    "sword": "a Sword",
    "barrel": "a Barrel",
}


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def seal_words(seal: str) -> str:
    """What seal ``seal`` does when it is drawn (table 1.5)."""
    lion, colour, hope, guards, nobles, coaches = SEALS[seal]
    parts = []
    if guards:
        parts.append("guards " + ", ".join(map(str, guards)))
    if nobles:
        parts.append(("noble " if len(nobles) == 1 else "nobles ") + ", ".join(map(str, nobles)))
    if coaches:
        parts.append("coach " + ", ".join(map(str, coaches)))
    what = "reveals " + "; ".join(parts)
    head = (
        f"Seal {seal[1:]}"
        + (f" (lion, {colour})" if lion else "")
        + (" · coach seal, stays" if coaches else "")
    )
    return f"{head}: {what}" + ("; Hope -1" if hope else "")
