"""The adventure's tables (``shared/rules/adventures_solo.md``, tables 1.2 to 1.7, AR-13):
the outlaws, the objects, the opponents, the seals, the solo dossier, the explore overview,
the Special Tasks. Plain data, no board and no state; the board (spaces, edges, tiles) is
read from ``boards/adventures.yaml`` by :mod:`.board`. The names a player reads (objects,
discs, tasks, the story) are the table's words (``sherwood/ui/games/adventures/words.py``).

>>> OUTLAWS["marian"].name, OUTLAWS["marian"].slow_steps, OUTLAWS["robin"].bow_range
('Maid Marian', 3, 3)
>>> SEALS["S7"].reveals, SEALS["S7"].hope_loss
(('G1', 'G5', 'G9', 'N19', 'N20'), True)
>>> [DOSSIER[n] for n in range(1, 7)]
['', 'seal', 'gisbourne', 'violet', 'seal', 'reset']
>>> SET_TASKS["3"]
('secret_camp', 'burning_smithy', 'sheriff')
"""

from __future__ import annotations

from dataclasses import dataclass

# --- 1.2 the outlaws -------------------------------------------------------------------


@dataclass(frozen=True)
class Outlaw:
    """One outlaw of table 1.2 with its ability (AR-1.7) as numbers the rules read."""

    id: str
    name: str
    colour: str
    lion_seal: str
    """The lion seal of the outlaw's colour (AR-3.19, table 1.5)."""
    ability: str
    slow_steps: int = 2
    """AR-5.6: a move of at most this many steps is slow (Marian: 3)."""
    bow_range: int = 2
    """AR-8.3: the greatest bow distance (Robin: 3)."""
    bow_bonus: int = 0
    """AR-8.5: extra draws on a bow shot (Robin: 1)."""
    melee_bonus: int = 0
    """AR-8.5: extra draws in melee (Little John: 1)."""
    stealthy: bool = False
    """AR-5.5, AR-11.3: passes guards and is never watched (Will Scarlet)."""


OUTLAWS: dict[str, Outlaw] = {
    "robin": Outlaw("robin", "Robin Hood", "green", "S1",
                    "Master archer: bow range 3 instead of 2, and +1 draw on every bow shot.",
                    bow_range=3, bow_bonus=1),
    "marian": Outlaw("marian", "Maid Marian", "yellow", "S2",
                     "Light-footed: a move of 3 or fewer steps is slow (others: 2 or fewer).",
                     slow_steps=3),
    "john": Outlaw("john", "Little John", "blue", "S3",
                   "Strong: +1 draw on every melee overpower (not on bow shots).", melee_bonus=1),
    "will": Outlaw("will", "Will Scarlet", "turquoise", "S4",
                   "Stealthy: may move through spaces with revealed guards and is never "
                   "watched by guards.", stealthy=True),
}
"""Table 1.2, in the table's order."""

MOVE_STEPS = 4
"""AR-5.2: the movement allowance."""

# --- 1.3 objects ------------------------------------------------------------------------

TOP = ("provisions", "gold")
"""AR-7.1a: the top parchment."""
BOTTOM = ("barrel", "horn", "sword")
"""AR-7.1a: the bottom parchment."""
OBJECTS = TOP + BOTTOM
"""The five parchment objects, in the order every count lists them."""
TASK_OBJECTS = ("banner", "cross")
"""AR-7.4: the task objects (tokens, no marker)."""
MARKERS = 5
"""AR-3.10, AR-7.3: dice of your colour for objects: at most 5 parchment objects."""

# --- 1.1 components ---------------------------------------------------------------------

DISCS = ("own", "white", "grey", "grey", "red", "violet", "violet")
"""AR-3.11: the 7 discs, in the canonical order of every disc draw (AR-4.1)."""
TURN_DISCS = ("own", "white", "grey")
"""AR-4.3: the discs that give you a turn."""
WHITE_DICE = 20
VIOLET_DICE = 20
START_WHITE = 1
START_VIOLET = 8
"""AR-3.12: dice put into the bag at the start."""
HOURGLASSES = 7
START_HOPE = 4
WIN_HOPE = 18
"""AR-3.13, AR-3.14, AR-14.1."""

# --- 1.4 opponents ----------------------------------------------------------------------

GUARDS = tuple(f"G{n}" for n in range(1, 13))
NOBLES = tuple(f"N{n}" for n in range(13, 22))
COACHES = ("C22", "C23")
SPECIALS = ("poacher", "hawk", "sheriff")
"""Targets of AR-8.1: tile ids for guards, nobles and coaches, these ids for the specials."""


@dataclass(frozen=True)
class Opponent:
    """A row of table 1.4: how many success dice it needs, whether only white ones count
    (AR-0.3), whether the bow may shoot it, and the Hope it gives."""

    kind: str
    name: str
    need: int
    white_only: bool
    bow: bool
    hope: int


OPPONENTS: dict[str, Opponent] = {
    "guard": Opponent("guard", "guard", 1, False, True, 1),
    "noble": Opponent("noble", "noble", 1, False, False, 2),
    "coach": Opponent("coach", "coach", 1, False, False, 2),
    "special": Opponent("special", "special opponent", 2, True, True, 4),
}
"""Table 1.4 (AR-1.8, AR-1.9, AR-1.10, AR-1.10a)."""

def opponent_kind(target: str) -> str:
    """``guard``, ``noble``, ``coach`` or ``special`` for a target id.

    >>> opponent_kind("G4"), opponent_kind("N21"), opponent_kind("C22"), opponent_kind("hawk")
    ('guard', 'noble', 'coach', 'special')
    """
    if target in SPECIALS:
        return "special"
    return {"G": "guard", "N": "noble", "C": "coach"}[target[0]]


# --- 1.5 seals --------------------------------------------------------------------------


@dataclass(frozen=True)
class Seal:
    """A seal of table 1.5."""

    id: str
    lion: bool
    colour: str
    hope_loss: bool
    reveals: tuple[str, ...]
    coach: bool


SEALS: dict[str, Seal] = {
    "S1": Seal("S1", True, "green", True, ("G1", "G2", "G3", "N13"), False),
    "S2": Seal("S2", True, "yellow", False, ("G4", "G5", "N14", "N15"), False),
    "S3": Seal("S3", True, "blue", True, ("G6", "G7", "G8", "N16"), False),
    "S4": Seal("S4", True, "turquoise", False, ("G9", "G10", "N17", "N18"), False),
    "S5": Seal("S5", False, "", False, ("G11", "C22"), True),
    "S6": Seal("S6", False, "", False, ("G12", "C23"), True),
    "S7": Seal("S7", False, "", True, ("G1", "G5", "G9", "N19", "N20"), False),
    "S8": Seal("S8", False, "", True, ("G3", "G7", "G11", "G12", "N21"), False),
}
"""Table 1.5 (AR-1.13), sorted by number (the canonical order of a seal draw)."""
SEAL_IDS = tuple(SEALS)
LION_SEALS = ("S1", "S2", "S3", "S4")
"""AR-3.17: the four lion seals, in the order they are shuffled (AR-3.18)."""

# --- 1.6 the solo dossier ---------------------------------------------------------------

DOSSIER: dict[int, str] = {1: "", 2: "seal", 3: "gisbourne", 4: "violet", 5: "seal", 6: "reset"}
"""Table 1.6: the symbol beside each square (AR-1.15); square 6 resets (AR-9.2)."""

# --- 1.7 the explore overview -----------------------------------------------------------

EXPLORE: dict[str, str] = {"W": "hope", "VW": "provisions", "VVW": "object", "VVV": "gisbourne"}
"""Table 1.7: the dice drawn (stopping at the first white) and their result (AR-6.3)."""
EXPLORE_HOPE = 2
PICKS = ("barrel", "horn")
"""AR-6.3: the choice after 2 violet dice and a white one."""

# --- AR-13 the Special Tasks ------------------------------------------------------------

TASK_SETS = ("1", "2", "3", "none")
SET_TASKS: dict[str, tuple[str, ...]] = {
    "1": ("poacher", "hungry", "lion_banner"),
    "2": ("hawk", "golden_cross", "sheriff"),
    "3": ("secret_camp", "burning_smithy", "sheriff"),
    "none": (),
}
"""AR-13.0: the three tasks of each set (AR-15.1: or none)."""

SET_FACES: dict[str, dict[str, str]] = {
    "1": {"190": "removed", "149": "removed"},
    "2": {"58": "removed", "46": "sheriff", "251": "no_cross"},
    "3": {"250": "removed", "48": "sheriff"},
    "none": {},
}
"""AR-13.1, AR-13.6, AR-13.11: the tiles each set's setup takes, turns or removes."""

TASK_SPACES: dict[str, str] = {
    "poacher": "chest_190", "hungry": "cave_149", "lion_banner": "castle_gate",
    "hawk": "church_tower_58", "golden_cross": "church_front_150",
    "burning_smithy": "smithy_250",
}
"""AR-13.22: the task spaces (the Sheriff's and the Secret Camp's depend on the set and
the camp: :func:`task_space`)."""

SHERIFF_TILE = {"2": "46", "3": "48"}
"""AR-13.6, AR-13.11: the tile showing the Sheriff in Set 2 and Set 3."""

DELIVERIES: dict[str, tuple[tuple[str, int], ...]] = {
    "hungry": (("provisions", 2), ("gold", 2)),
    "lion_banner": (("banner", 1),),
    "golden_cross": (("cross", 1),),
    "secret_camp": (("provisions", 2), ("gold", 2)),
    "burning_smithy": (("barrel", 2),),
}
"""AR-13.4, AR-13.5, AR-13.9, AR-13.13, AR-13.14: what each delivery gives up, as
alternatives (AR-13.20: two of the same kind)."""


@dataclass(frozen=True)
class Reward:
    """What a completed task gives: a tile set to a face, Hope, objects."""

    tile: str | None
    face: str
    hope: int
    objects: tuple[str, ...]


TASK_HOPE = 4


def task_reward(task: str, task_set: str, camp: int) -> Reward:
    """The reward of ``task`` (AR-13.3 to AR-13.15).

    >>> task_reward("hungry", "1", 60)
    Reward(tile='149', face='explored', hope=4, objects=('banner',))
    >>> task_reward("sheriff", "3", 70).tile
    '48'
    """
    table = {
        "poacher": Reward("190", "explored", TASK_HOPE, ("provisions",)),
        "hungry": Reward("149", "explored", TASK_HOPE, ("banner",)),
        "lion_banner": Reward("243", "banner", TASK_HOPE, ()),
        "hawk": Reward("58", "explored", TASK_HOPE, ("cross",)),
        "golden_cross": Reward("251", "cross", TASK_HOPE, ()),
        "secret_camp": Reward(None, "", TASK_HOPE, ("barrel", "barrel")),
        "burning_smithy": Reward("250", "roof", TASK_HOPE, ("sword",)),
    }
    if task == "sheriff":
        return Reward(SHERIFF_TILE[task_set], "empty", TASK_HOPE, ())
    return table[task]


def task_space(task: str, task_set: str, camp: int) -> str:
    """AR-13.22: the space where ``task`` is done.

    >>> task_space("sheriff", "2", 60), task_space("secret_camp", "3", 70)
    ('tower_46', 'camp_70')
    """
    if task == "sheriff":
        return "tower_46" if task_set == "2" else "wall_48"
    if task == "secret_camp":
        return camp_space(camp)
    return TASK_SPACES[task]


def task_die_place(task: str, task_set: str, camp: int) -> str:
    """AR-13.2, AR-13.7, AR-13.12: the tile or recess holding the task's red die."""
    return {"poacher": "190", "hungry": "149", "lion_banner": "243", "hawk": "58",
            "golden_cross": "150", "secret_camp": str(camp), "burning_smithy": "250",
            "sheriff": SHERIFF_TILE.get(task_set, "")}[task]


# --- camps ------------------------------------------------------------------------------

CAMPS = (60, 70)
CAMP_FRONT = {60: "50", 70: "61"}
"""AR-3.6a: the tile in front of each camp."""


def camp_space(camp: int) -> str:
    return f"camp_{camp}"


# --- special tiles ----------------------------------------------------------------------

BOOK_TILES = {"208": ("landing_208", "landing_209", "boat"),
              "209": ("landing_209", "landing_208", "boat"),
              "214": ("haycart_214", "stables", "haycart")}
"""AR-6.11, AR-6.13: the boat and the hay cart: from, to, how (the wall, tile 111, goes
both ways between ``west_wall_111`` and ``armoury``: AR-6.12)."""
WALL = ("west_wall_111", "armoury")
MERCHANTS = ("100", "120")
