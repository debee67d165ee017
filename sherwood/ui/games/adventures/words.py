"""The solo adventure in a player's words: every event, command and refusal of the game
(:data:`WORDS`), and the names they are built from: places by their names (never keys),
tiles by what they show, opponents by where they stand, objects, discs, seals and tasks.
The banner's, the tooltips', the story page's and the hint's words are in
:mod:`.words_table`. No pygame here: the command line and the golden playthroughs word
games with it.

>>> target_words("G8"), target_words("N16"), target_words("sheriff")
('the guard at the Village square', "the noble at the Beggar's corner", 'the Sheriff of Nottingham')
>>> tile_words("91"), tile_words("208"), object_words("gold", 2)
('the Mushroom ring (tile 91)', 'the boat (tile 208)', '2 Sacks of gold')
>>> place("mushrooms_91"), place("farm_101"), place("west_wall_111"), at_place("west_wall_111")
('the Mushroom ring', "Alrich's farm", 'below the west wall', 'below the west wall')
>>> from sherwood.games.adventures.events import HopeChanged, Walked
>>> from sherwood.ui.kit.words import Say, Words
>>> words = Words(WORDS, Say(("Maid Marian",)))
>>> words.event(Walked(("stones", "tb35", "camp_60"), True))
'You walk from the Standing stones to the Secret camp 60 (2 steps): a slow move'
>>> words.event(HopeChanged(2, 8, "explore"))
'Hope +2 (exploring): now 8'
"""

from __future__ import annotations

from sherwood.engine import Command, Event
from sherwood.games.adventures import commands as K
from sherwood.games.adventures import events as E
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.content import DELIVERIES, EXPLORE, OUTLAWS, SEALS, SPECIALS, opponent_kind
from sherwood.ui.kit.words import GameWords, Say, Wording

# --- names --------------------------------------------------------------------------------

OBJECT_NAMES: dict[str, str] = {
    "provisions": "Provisions", "gold": "Sack of gold", "barrel": "Barrel", "horn": "Horn",
    "sword": "Sword", "banner": "Banner", "cross": "Golden cross",
}
PLURALS = {"provisions": "Provisions", "gold": "Sacks of gold", "barrel": "Barrels",
           "horn": "Horns", "sword": "Swords", "banner": "Banners", "cross": "Golden crosses"}
SPECIAL_NAMES = {"poacher": "the Poacher", "hawk": "the Hawk", "sheriff": "the Sheriff of Nottingham"}
TASK_NAMES = {
    "poacher": "The Poacher", "hungry": "The Hungry", "lion_banner": "The Lion Banner",
    "hawk": "The Hawk", "golden_cross": "The Golden Cross",
    "sheriff": "The Sheriff of Nottingham", "secret_camp": "The Secret Camp",
    "burning_smithy": "Burning Smithy",
}
SET_NAMES = {"1": "Set 1: The Lion in the Wind", "2": "Set 2: The Stolen Cross",
             "3": "Set 3: Fire and Water", "none": "No set (hardest)"}
DISC_NAMES = {"own": "your own disc", "white": "the white disc", "grey": "a grey disc",
              "red": "the red disc", "violet": "a violet disc"}
DIE_NAMES = {"W": "a white die", "V": "a violet die", "B": "your bow die"}
DOSSIER_WORDS = {"": "nothing", "seal": "draw a seal", "gisbourne": "Gisbourne moves",
                 "violet": "a violet die into the bag", "reset": "back to square 1"}
"""Table 1.6: what each symbol of the solo dossier does."""
EXPLORE_WORDS = {"hope": "Hope +2", "provisions": "1 Provisions", "object": "a Barrel or a Horn",
                 "gisbourne": "Gisbourne moves", "nothing": "nothing"}
"""Table 1.7: what exploring gives."""
WHY = {"slow": "a slow move", "eat": "eating", "explore": "exploring", "seal": "a seal",
       "watched": "a guard watches you", "caught": "caught by Gisbourne", "reward": "the reward",
       "task": "the Special Task", "sheriff": "the Sheriff's hour", "despair": "Hope below 0",
       "bribe": "a bribe", "trade": "a trade", "room": "to make room", "horn": "the Horn",
       "barrel": "the Barrel", "delivery": "the delivery", "dossier": "the dossier",
       "violet": "a violet disc", "failed": "a failed overpower", "hope": "Hope reached 18",
       "tasks": "three Special Tasks completed", "hourglasses": "the last hourglass is gone",
       "camp": "Gisbourne found your secret camp"}
"""The causes events name (``why``, ``cause``), as the log says them."""

BOOK_TEXTS = {
    "boat": "The fisherman's old boat lies at the landing. You push off and let the current "
            "carry you to the far bank.",
    "wall": "You feel for footholds in the old stones of the castle wall.",
    "wall_over": "You drop silently over the wall.",
    "wall_back": "A stone breaks loose and you slide back down.",
    "haycart": "The carter is loading hay for the Sheriff's stables. You burrow deep into "
               "the load and are carried through the gate.",
}
"""AR-6.11 to AR-6.13: the book events' texts."""
STORY = ("You are alone! Your companions set out days ago. They are searching for "
         "Blackgarden, the notorious prison tower of the Sheriff. Perhaps they will succeed "
         "in freeing the prisoners held there. But only you remain in Sherwood Forest. Will "
         "you manage to give the people of the county new courage?")
"""AR-14.8, shown at the start (AR-0.7)."""
GOAL = ("Reach 18 Hope before the last of the 7 hourglasses leaves the Evil End, or complete "
        "3 Special Tasks; if Gisbourne finds your secret camp, you lose.")
"""AR-14.1, AR-14.4, AR-14.5, shown at the start (AR-0.7)."""
GOAL_NO_SET = ("Reach 18 Hope before the last of the 7 hourglasses leaves the Evil End; if "
               "Gisbourne finds your secret camp, you lose.")
"""AR-14.7: the goal without a Special-Task set."""

SHORT_NAMES = {"provisions": "Provisions", "gold": "Gold", "barrel": "Barrel", "horn": "Horn",
               "sword": "Sword"}
"""The objects as the parchments label them."""
OBJECT_USES = {  # table 1.3
    "provisions": "Eat (free): 2 white dice into the bag",
    "gold": "Bribe (free): turn a guard on or next to your space away",
    "barrel": "Roll it when Gisbourne is about to ride: he stays",
    "horn": "In a fight still short: draw up to 2 more dice",
    "sword": "Every fight draws 1 more die",
    "banner": "For the Lion Banner task",
    "cross": "For the Golden Cross task",
}
CARRIES = {"gold": "a Sack of gold", "provisions": "Provisions", "horn": "a Horn", "sword": "a Sword",
           "barrel": "a Barrel"}
"""An object with its article."""
MEANINGS = {  # AR-4.3 to AR-4.6
    "turn": ("Your turn", "Your own, the white and the grey discs: you take a turn"),
    "gisbourne": ("Gisbourne rides",
                  "A violet disc: Guy of Gisbourne rides two steps after you (or to your camp)"),
    "sheriff": ("The Sheriff's hour",
                "The red disc: an hourglass leaves the Evil End, guards report, a new seal"),
}
"""What the discs of each group of the strip mean (``geometry.MEANING_OF``): a title and a line."""
MEANING_OF = {"own": "turn", "white": "turn", "grey": "turn", "violet": "gisbourne", "red": "sheriff"}
"""What each disc means (AR-4.3 to AR-4.6); the strip groups them so (``geometry.DISC_GROUPS``)."""
STRIP_TITLES = {"turn": "Your turn", "gisbourne": "Gisbourne rides", "sheriff": "Sheriff's hour"}
GROUP_TITLES = {"turn": "Turns", "gisbourne": "Gisbourne", "sheriff": "Sheriff"}
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
EXPLORE_ROWS = tuple((dice, EXPLORE_WORDS[result]) for dice, result in EXPLORE.items())
"""Table 1.7 as the overview shows it: the dice drawn, what they give."""
STORY_TITLE = "You are alone!"

_NO_ARTICLE = ("Below", "Before", "Alrich", "Friar")


def place(key: str) -> str:
    """Space ``key`` as a player names it: "the Mushroom ring", "Alrich's farm"."""
    name = forest().spaces[key].name
    if name.startswith(("Below", "Before")):
        return name[0].lower() + name[1:]
    return name if name.startswith(_NO_ARTICLE) else f"the {name}"


def at_place(key: str) -> str:
    """Where something stands: "at the Mushroom ring", "below the west wall"."""
    words = place(key)
    return words if words.startswith(("below", "before")) else f"at {words}"


def to_place(key: str) -> str:
    """Space ``key`` after "to" or "at": "the Mushroom ring", "the space before the church"."""
    words = place(key)
    return f"the space {words}" if words.startswith(("below", "before")) else words


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def capital(words: str) -> str:
    return words[0].upper() + words[1:]


def target_words(target: str) -> str:
    """An overpower target (AR-8.1) as a player names it."""
    if target in SPECIALS:
        return SPECIAL_NAMES[target]
    tile = forest().tiles[target]
    return f"the {opponent_kind(target)} {at_place(tile.space)}"


_TILE_KINDS = {"boat": "the boat", "haycart": "the hay cart", "wall": "the castle wall",
               "merchant": "the merchant"}
_PEOPLE = ("Alrich", "Cardhir", "Colin", "Rowena", "Megan", "Friar", "Father")


def tile_place(tile_id: str) -> str:
    """A tile by its name or what it is, without its number: "the Mushroom ring", "the boat"."""
    tile = forest().tiles[tile_id]
    if tile.name:
        return tile.name if tile.name.split()[0] in _PEOPLE else f"the {tile.name}"
    return _TILE_KINDS.get(tile.kind, "tile")


def tile_words(tile_id: str) -> str:
    """A tile as a player names it: its name or what it is, and its number."""
    return f"{tile_place(tile_id)} (tile {tile_id})"


_TURNED = {
    ("243", "banner"): "The Lion Banner flies over the castle gate (tile 243).",
    ("243", "pennant"): "The pennant flies over the castle gate (tile 243).",
    ("250", "removed"): "The smithy burns: its roof (tile 250) is gone.",
    ("250", "roof"): "The smithy's fire is out: its roof (tile 250) is back.",
    ("251", "no_cross"): "The golden cross is gone from the church roof (tile 251).",
    ("251", "cross"): "The golden cross shines on the church roof again (tile 251).",
    ("46", "sheriff"): "The Sheriff of Nottingham stands in the left tower (tile 46).",
    ("46", "empty"): "The Sheriff is gone from the left tower (tile 46).",
    ("48", "sheriff"): "The Sheriff of Nottingham stands on the castle wall (tile 48).",
    ("48", "empty"): "The Sheriff is gone from the castle wall (tile 48).",
    ("50", "removed"): "The thicket before camp 60 is cleared (tile 50).",
    ("61", "removed"): "The brambles before camp 70 are cleared (tile 61).",
}
_EXPLORABLE_TURNED = {"explored": "{tile} is explored.", "removed": "{tile} is taken from the board.",
                      "unexplored": "{tile} can be explored again."}


def turned_words(tile_id: str, face: str) -> str:
    """A tile turning (AR-0.5) said by what it means.

    >>> turned_words("G11", "revealed"), turned_words("N16", "hidden")
    ('The guard at the Cloth merchant appears.', "The noble at the Beggar's corner is gone.")
    >>> turned_words("91", "explored"), turned_words("243", "banner")
    ('The Mushroom ring (tile 91) is explored.', 'The Lion Banner flies over the castle gate (tile 243).')
    """
    kind = forest().tiles[tile_id].kind
    if kind in ("guard", "noble", "coach"):
        return capital(target_words(tile_id)) + (" appears." if face == "revealed" else " is gone.")
    if (tile_id, face) in _TURNED:
        return _TURNED[tile_id, face]
    if kind == "explorable" and face in _EXPLORABLE_TURNED:
        return _EXPLORABLE_TURNED[face].format(tile=capital(tile_words(tile_id)))
    return f"{capital(tile_words(tile_id))} now shows: {face}."


def seal_words(seal: str) -> str:
    """What seal ``seal`` does when it is drawn (table 1.5), in a line."""
    info = SEALS[seal]
    who = ", ".join(target_words(t).removeprefix("the ") for t in info.reveals)
    head = f"Seal {seal[1:]}" + (f" (lion, {info.colour})" if info.lion else "")
    tail = ("; Hope -1" if info.hope_loss else "") + (
        "; a coach seal: stays when the dossier resets" if info.coach else ""
    )
    return f"{head}: reveals {who}{tail}"


def object_words(obj: str, count: int = 1) -> str:
    """``1 Barrel``, ``2 Sacks of gold``."""
    if count == 1:
        return f"1 {OBJECT_NAMES[obj]}"
    return f"{count} {PLURALS[obj]}"


def task_words(task: str) -> str:
    """A Special Task by its name: "The Lion Banner"."""
    return TASK_NAMES[task]


# --- events ---------------------------------------------------------------------------------


def _began(e: E.AdventureBegan, say: Say) -> str:
    goal = GOAL_NO_SET if e.task_set == "none" else GOAL
    return (f"{STORY} {goal} {OUTLAWS[e.outlaw].name} starts {at_place(e.start)} "
            f"({SET_NAMES[e.task_set]}; secret camp {e.camp}).")


def _walked(e: E.Walked, say: Say) -> str:
    steps = len(e.path) - 1
    slow = ": a slow move" if e.slow else ""
    if not steps:
        return f"You stay at {place(e.path[0])}{slow}"
    return f"You walk from {place(e.path[0])} to {place(e.path[-1])} ({plural(steps, 'step')}){slow}"


def _returned(e: E.DiceReturned, say: Say) -> str:
    parts = []
    if e.white:
        parts.append(f"{e.white} white to the supply")
    if e.violet:
        parts.append(f"{e.violet} violet into the bag")
    if e.bow:
        parts.append("the bow die onto the bow")
    return f"The drawn dice go back: {', '.join(parts) or 'none'}."


def _attempt(e: E.OverpowerAttempt, say: Say) -> str:
    verb = "shoot at" if e.bow else "attack"
    success = "white dice" if e.need == 2 else "success die"
    return f"You {verb} {target_words(e.target)}: up to {e.limit} draws, {e.need} {success} needed."


def _seal_drawn(e: E.SealDrawn, say: Say) -> str:
    loss = ": Hope -1" if e.hope_loss else ""
    shows = ("; " + ", ".join(target_words(t) for t in e.revealed) + " appear"
             if e.revealed else "; nobody new appears")
    return f"The Sheriff's seal {e.seal} goes into recess {e.recess}{loss}{shows}."


def _dossier_reset(e: E.DossierReset, say: Say) -> str:
    returned = ", ".join(e.returned) or "no seal"
    kept = f"; {', '.join(e.kept)} stay" if e.kept else ""
    return f"The dossier starts again at square 1: {returned} back into the bag{kept}."


def _rode(e: E.GisbourneRode, say: Say) -> str:
    aim = "towards your secret camp" if e.target.startswith("camp_") else f"after you {at_place(e.target)}"
    return f"Gisbourne rides {plural(len(e.path) - 1, 'step')} {aim}: now {at_place(e.path[-1])}."


def _relocated(e: E.Relocated, say: Say) -> str:
    story = BOOK_TEXTS["wall_over"] if e.how == "wall" else BOOK_TEXTS[e.how]
    return f"{story} You are now {at_place(e.to)}."


EVENTS: dict[type[Event], Wording] = {
    E.AdventureBegan: _began,
    E.LionSealsLaid: lambda e, say: "The lion seals are laid: " + "; ".join(
        f"{SEALS[s].colour} on {place(p)}" for p, s in e.places) + ".",
    E.SealDrawn: _seal_drawn,
    E.NoSealLeft: "No seal is left in the bag: nothing happens.",
    E.RoundBegan: "Round {round} begins: all 7 discs are in the bag.",
    E.DiscDrawn: lambda e, say: f"Drawn from the bag: {DISC_NAMES[e.disc]}.",
    E.TurnBegan: "Turn {turn}: your move.",
    E.Walked: _walked,
    E.TurnEnded: "Turn {turn} ends.",
    E.WhiteDiceAdded: lambda e, say: (f"{e.count} white {'die goes' if e.count == 1 else 'dice go'} "
                                      f"into the bag ({WHY[e.why]})."),
    E.VioletDieAdded: lambda e, say: f"A violet die goes into the bag ({WHY[e.why]}).",
    E.DieDrawn: lambda e, say: f"Drawn: {DIE_NAMES[e.die]}",
    E.BowDieBack: "Your bow die does not count here: it goes back onto the bow.",
    E.BowDieIntoBag: "Your bow die goes into the bag.",
    E.DiceReturned: _returned,
    E.Explored: lambda e, say: f"You explore {tile_words(e.tile)}: {EXPLORE_WORDS[e.result]}.",
    E.HopeChanged: lambda e, say: (f"Hope {'+' if e.delta > 0 else ''}{e.delta} "
                                   f"({WHY.get(e.why, e.why)}): now {e.hope}"),
    E.HourglassRemoved: lambda e, say: f"An hourglass leaves the Evil End ({WHY[e.why]}): {e.left} left.",
    E.ObjectGained: lambda e, say: f"You gain {object_words(e.obj)}.",
    E.ObjectDiscarded: lambda e, say: f"You give up {object_words(e.obj)} ({WHY[e.why]}).",
    E.ObjectForgone: lambda e, say: f"You leave {object_words(e.obj)} behind: no free die of your colour.",
    E.Traded: lambda e, say: (f"The merchant takes {object_words(e.give)} and gives "
                              f"{object_words(e.take)}."),
    E.Relocated: _relocated,
    E.WallFailed: "A stone breaks loose and you slide back down.",
    E.OverpowerAttempt: _attempt,
    E.HornBlown: "You blow the Horn: up to 2 more draws.",
    E.Overpowered: lambda e, say: f"You overpower {target_words(e.target)}!",
    E.OverpowerFailed: lambda e, say: f"The attempt on {target_words(e.target)} fails: the alarm is raised.",
    E.TileTurned: lambda e, say: turned_words(e.tile, e.face),
    E.DossierStepped: lambda e, say: (f"The dossier's red die moves to square {e.square}: "
                                      f"{DOSSIER_WORDS[e.symbol]}."),
    E.DossierReset: _dossier_reset,
    E.GisbourneAlarm: lambda e, say: (f"Guy of Gisbourne mounts up "
                                      f"({'three violet dice' if e.cause == 'explore' else WHY[e.cause]})."),
    E.BarrelRolled: "You roll a Barrel into his way: Gisbourne does not move.",
    E.GisbourneRode: _rode,
    E.GisbourneStayed: "Gisbourne finds no way and stays where he is.",
    E.Caught: "Gisbourne catches you!",
    E.GisbourneSent: lambda e, say: f"Gisbourne rides back to {place(e.to)}.",
    E.Watched: lambda e, say: f"Watched by {', '.join(target_words(g) for g in e.guards)}: Hope -1.",
    E.Bribed: lambda e, say: f"A Sack of gold changes hands: {target_words(e.guard)} looks the other way.",
    E.TaskCompleted: lambda e, say: f"Special Task completed: {task_words(e.task)} ({e.done} of 3).",
    E.AdventureWon: lambda e, say: f"You win: {WHY[e.cause]}!",
    E.AdventureLost: lambda e, say: f"You lose: {WHY[e.cause]}.",
}

REVEALS: dict[type[Event], str] = {
    E.LionSealsLaid: "shuffled the lion seals",
    E.DieDrawn: "drew a die",
    E.SealDrawn: "drew a seal",
    E.DiscDrawn: "drew a disc",
}
"""What each event that reveals showed: "The last move drew a die, so it cannot be taken back"."""

# --- commands -------------------------------------------------------------------------------

USE_VERBS = {"111": "climbs the castle wall", "214": "hides in the hay cart"}
"""What using a tile is, by tile (the boats: "takes the boat")."""


def delivery_count(task: str, goods: str) -> int:
    """How many of ``goods`` a delivery for ``task`` gives up (AR-13.20: two of a kind)."""
    return dict(DELIVERIES[task]).get(goods, 1)


def delivered(task: str, goods: str) -> str:
    """What a delivery gives up: "2 Sacks of gold", "1 Banner"."""
    return object_words(goods, delivery_count(task, goods))


def _delivers(c: K.Deliver, say: Say) -> str:
    return f"{say.seat(c.seat)} completes {task_words(c.task)} with {delivered(c.task, c.goods)}"


COMMANDS: dict[type[Command], Wording] = {
    # a move does not know where it starts, so it reads well for a stay too
    K.Move: lambda c, say: f"{say.seat(c.seat)} ends the move at {place(c.to)}",
    K.Explore: lambda c, say: f"{say.seat(c.seat)} explores {tile_words(c.tile)}",
    K.Trade: lambda c, say: f"{say.seat(c.seat)} trades with {tile_words(c.tile)}",
    K.Swap: lambda c, say: f"{say.seat(c.seat)} trades {object_words(c.give)} for {object_words(c.take)}",
    K.DoneTrading: "{seat} is done trading",
    K.UseTile: lambda c, say: f"{say.seat(c.seat)} {USE_VERBS.get(c.tile, 'takes the boat')}",
    K.Overpower: lambda c, say: (f"{say.seat(c.seat)} {'shoots at' if c.bow else 'attacks'} "
                                 f"{target_words(c.target)}"),
    K.EndTurn: "{seat} ends the turn",
    K.Eat: "{seat} eats Provisions",
    K.Bribe: lambda c, say: f"{say.seat(c.seat)} bribes {target_words(c.guard)}",
    K.Deliver: _delivers,
    K.TakeObject: lambda c, say: f"{say.seat(c.seat)} takes the {OBJECT_NAMES[c.obj]}",
    K.DiscardObject: lambda c, say: f"{say.seat(c.seat)} discards {object_words(c.obj)} to make room",
    K.Forgo: "{seat} leaves the new object behind",
    K.BlowHorn: "{seat} blows the Horn",
    K.GiveUp: "{seat} keeps the Horn",
    K.RollBarrel: "{seat} rolls a Barrel into Gisbourne's way",
    K.LetHimRide: "{seat} keeps the Barrels and lets Gisbourne ride",
}

# --- refusals -------------------------------------------------------------------------------

ANSWER_FIRST = {
    "pick_object": "First choose a Barrel or a Horn.",
    "make_room": "First make room for the new object, or leave it.",
    "horn_call": "First say whether you blow the Horn.",
    "barrel_call": "First say whether you roll a Barrel at Gisbourne.",
    "trading": "First finish trading with the merchant.",
}
"""What to answer first, by the question waiting (``answer_first``'s ``prompt``)."""

REFUSALS: dict[str, Wording] = {
    "not_possible": "That is not possible now.",
    "answer_first": lambda r, say: ANSWER_FIRST.get(r["prompt"], "That is not possible now."),
    "moved_already": "You have moved already this turn.",
    "gisbourne_there": lambda r, say: f"Gisbourne stands at {place(r['place'])}: you cannot go there.",
    "out_of_reach": lambda r, say: f"You cannot reach {place(r['place'])} this turn.",
    "move_first": "Move first (or stay where you are): the action comes after the move.",
    "acted_already": "You have taken your action this turn.",
    "cannot_explore": lambda r, say: f"You cannot explore {tile_words(r['tile'])} from here, or not again.",
    "no_merchant": "There is no merchant here, or you have nothing to trade.",
    "cannot_use": lambda r, say: f"You cannot use {tile_words(r['tile'])} now.",
    "cannot_overpower": lambda r, say: (f"You cannot {'shoot at' if r['bow'] else 'attack'} "
                                        f"{target_words(r['target'])} from here."),
    "no_provisions": "You have no Provisions to eat.",
    "cannot_bribe": "You need a Sack of gold and a revealed guard here or next to you.",
    "cannot_deliver": "You cannot make that delivery here, or you lack the goods.",
    "not_at_merchant": "You trade at a merchant, after choosing to trade there (your action).",
    "not_trading": "You are not trading now.",
    "no_find": "There is no Barrel or Horn to choose now.",
    "no_room_needed": "You only discard an object to make room for a new one.",
    "nothing_to_leave": "There is no new object to leave behind.",
    "no_short_attempt": "The Horn is blown during an attempt that is still short.",
    "no_horn_call": "There is no attempt waiting for the Horn.",
    "no_barrel_call": "A Barrel is rolled only when Gisbourne is about to ride.",
    "not_riding": "Gisbourne is not about to ride.",
    "not_end_turn": "It is not your turn to end now.",
}

WORDS = GameWords(events=EVENTS, commands=COMMANDS, refusals=REFUSALS, reveals=REVEALS)
