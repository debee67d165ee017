"""What the adventure's table says beside the log: the banner (the decision's name and what
to do), the caption once a command has played, the clicks' and buttons' words, the question
box, the Hint's advice, the story page and the bag strip's labels. Everything is worded from
values (a command, a prompt, the table's :class:`Moment`), never from other words. No
pygame here.

>>> from sherwood.games.adventures import commands as K
>>> from sherwood.games.adventures import prompts as PR
>>> walks = {"mushrooms_91": ("herbs_94", "mushrooms_91")}
>>> moment = Moment(PR.Turn(0, "move"), "marian", "herbs_94", walks=walks)
>>> advice(phrase(K.Move(0, "mushrooms_91"), moment), phrase(K.Explore(0, "91"), moment))
'Hint: walk to the Mushroom ring (1 step, a slow move), then explore the Mushroom ring'
>>> instruction(moment)
'Click a glowing space to walk there (up to 4 steps; 3 or fewer is slow: +1 white die), or stay here.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sherwood.engine import Command, Event
from sherwood.games.adventures import commands as K
from sherwood.games.adventures import events as E
from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.content import OUTLAWS
from sherwood.ui.games.adventures.words import (
    CARRIES,
    GOAL,
    GROUP_TITLES,
    MEANING_OF,
    MEANINGS,
    OBJECT_NAMES,
    OBJECT_USES,
    STORY,
    STORY_TITLE,
    STRIP_TITLES,
    TASK_WORDS,
    capital,
    delivered,
    delivery_count,
    object_words,
    place,
    plural,
    target_words,
    task_words,
    tile_place,
    tile_words,
    to_place,
)
from sherwood.ui.games.adventures.words_tips import EAT_TIP, tile_name

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.question import Ride
    from sherwood.ui.kit.words import Words


@dataclass(frozen=True)
class Moment:
    """What the banner's, the question's and the hint's words read of the table now: the
    decision waiting, the outlaw and where he stands, where Gisbourne's ride would end if
    he is let go (``stake``), and each space he can walk to with the way there."""

    prompt: Any
    outlaw: str = "robin"
    at: str = ""
    stake: Ride | None = None
    walks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def acting(self) -> bool:
        """The turn's action is due (ending the turn now is taking no action)."""
        return isinstance(self.prompt, PR.Turn) and self.prompt.phase == "act"


# --- the banner -----------------------------------------------------------------------------


def phase_title(round_: int, turns: int, part: str = "") -> str:
    return f"Round {round_} · Turn {turns}" + (f" · {part}" if part else "")


PROMPT_TITLES: dict[type, str] = {PR.PickObject: "A find", PR.MakeRoom: "Make room",
                                  PR.HornCall: "The Horn", PR.BarrelCall: "The Barrel",
                                  PR.Trading: "Trading"}
PHASE_TITLES = {"move": "Move", "act": "Action", "after": "Free actions"}


def prompt_title(prompt: Any) -> str:
    """A short name of the decision asked now, for the banner's phase line."""
    if isinstance(prompt, PR.Turn):
        return PHASE_TITLES.get(prompt.phase, prompt.phase)
    return PROMPT_TITLES.get(type(prompt), "")


OVER = "The adventure is over."
WAITING = "The bag decides what happens next…"
CHOOSING = "Choose in the box what you do (right-click: something else)."


def _turn_instruction(m: Moment) -> str:
    if m.prompt.phase == "move":
        slow = OUTLAWS[m.outlaw].slow_steps
        return (f"Click a glowing space to walk there (up to 4 steps; {slow} or fewer is slow: "
                "+1 white die), or stay here.")
    if m.prompt.phase == "act":
        return "Act: click a glowing tile to explore, trade or fight, or end your turn."
    return "Free actions (Eat, Bribe, Deliver), or end your turn."


INSTRUCTIONS: dict[type, Callable[[Moment], str]] = {
    PR.Turn: _turn_instruction,
    PR.PickObject: lambda m: "Choose your find: a Barrel or a Horn.",
    PR.MakeRoom: lambda m: "No free die of your colour: give an object up, or leave the new one.",
    PR.HornCall: lambda m: "Still short: blow the Horn for up to 2 more dice, or give up.",
    PR.BarrelCall: lambda m: barrel_instruction(m.prompt.cause, m.stake),
    PR.Trading: lambda m: "Trade goods for gear with the merchant, then click Done trading.",
}
"""The banner's instruction for each kind of decision."""


def instruction(m: Moment) -> str:
    """What to do now (the table says :data:`OVER`, :data:`WAITING` or :data:`CHOOSING`
    first when one of those holds)."""
    say = INSTRUCTIONS.get(type(m.prompt))
    return "Choose in the box." if say is None else say(m)


HEADLINE_SKIP = (E.DiceReturned, E.TurnEnded, E.DieDrawn, E.BowDieBack, E.RoundBegan)


def disc_caption(words: Words, e: E.DiscDrawn) -> str:
    """A disc drawn and what it means: "Drawn from the bag: the red disc. The Sheriff's hour!"."""
    return f"{words.event(e)} {MEANINGS[MEANING_OF[e.disc]][0]}!"


def headline(words: Words, events: Sequence[Event]) -> str | None:
    """The caption once a command has played out: the last thing that matters."""
    for e in reversed(events):
        if isinstance(e, E.DiscDrawn):
            return disc_caption(words, e)
        if not isinstance(e, HEADLINE_SKIP):
            return words.event(e)
    return words.event(events[-1]) if events else None


# --- Gisbourne's ride, if he is let go (AR-7.7) ---------------------------------------------

CAUSES = {
    "violet": "a violet disc",
    "explore": "three violet dice when exploring",
    "failed": "the alarm of a failed attack",
    "dossier": "the dossier",
}
"""Why Gisbourne rides (AR-10.9), as the question names it."""


def ride_words(ride: Ride) -> str:
    """"he would catch you at the Mushroom ring (Hope -2)" and the like."""
    if ride.end == "camp":
        return "he would reach your secret camp: you would lose"
    if ride.end == "caught":
        return f"he would catch you at {to_place(ride.where)} (Hope {ride.hope:+d})"
    return f"he would ride to {to_place(ride.where)}"


def barrel_sentence(cause: str, stake: Ride | None) -> str:
    """The question's sentence under its title "Gisbourne is about to ride!": why, what is at
    stake, what a Barrel does ("Called by a violet disc, he would catch you at the Mushroom
    ring (Hope -2). Roll a Barrel ...")."""
    why = f"Called by {CAUSES.get(cause, cause)}"
    head = f"{why}, {ride_words(stake)}" if stake is not None else f"{why}, he rides two steps"
    return f"{head}. Roll a Barrel into his way and he stays where he is."


def barrel_instruction(cause: str, stake: Ride | None) -> str:
    """The banner's instruction: "Gisbourne is about to ride (a violet disc): he would catch you
    at the Mushroom ring (Hope -2). Roll a Barrel to stop him, or let him ride"."""
    head = f"Gisbourne is about to ride ({CAUSES.get(cause, cause)})"
    if stake is not None:
        head += f": {ride_words(stake)}"
    return f"{head}. Roll a Barrel to stop him, or let him ride."


# --- the clicks and the buttons -------------------------------------------------------------

STAY = "Stay here"
STAY_TIP = "Stay here (0 steps: a slow move)"
TILE_VERBS: dict[type, str] = {K.Explore: "Explore", K.Trade: "Trade with", K.UseTile: "Use"}
ACTION_WORDS = {"explore": "Explore", "trade": "Trade", "use_tile": "Use it"}
"""An action's words in the question box, which names the tile in its title."""
END = "End your turn"
FORGO = "Leave it behind"
HORN = "Blow the Horn"
GIVE_UP = "Give up the attempt"
BARREL = "Roll a Barrel"
RIDE = "Let him ride"
DONE = "Done trading"
BRIBE = "Bribe: 1 Sack of gold"


def move_label(to: str, walk: tuple[str, ...] | None, outlaw: str) -> str:
    """A move's words: where to, how many steps, whether it is slow (AR-5.6)."""
    if not walk:
        return f"Walk to {place(to)}"
    steps = len(walk) - 1
    slow = " (slow: +1 white die)" if steps <= OUTLAWS[outlaw].slow_steps else ""
    return f"Walk to {place(to)}: {steps} step{'s' if steps != 1 else ''}{slow}"


def tile_action(c: K.Explore | K.Trade | K.UseTile) -> str:
    return f"{TILE_VERBS[type(c)]} {tile_words(c.tile)}"


def overpower_label(c: K.Overpower) -> str:
    return f"Shoot {target_words(c.target)} with your bow" if c.bow else f"Overpower {target_words(c.target)}"


def overpower_short(bow: bool) -> str:
    return "Shoot with your bow" if bow else "Overpower in melee"


def bribe_label(c: K.Bribe) -> str:
    return f"Bribe {target_words(c.guard)} with a Sack of gold"


EAT = EAT_TIP


def deliver_words(c: K.Deliver) -> str:
    """What a delivery gives up, in a player's words (AR-13.20: two of one kind)."""
    return f"give {delivered(c.task, c.goods)}"


def deliver_label(c: K.Deliver) -> str:
    return f"Deliver for {task_words(c.task)}: {deliver_words(c)}"


OBJECT_LABELS = {"take": "Take {}", "discard": "Give up {}", "give": "Give {}", "get": "for {}"}
"""The question box's answers that take, give up or trade an object."""


def object_label(answer: str, obj: str) -> str:
    """``answer`` (a key of :data:`OBJECT_LABELS`) with ``obj``: "Give up 1 Horn"."""
    return OBJECT_LABELS[answer].format(object_words(obj))


def tile_click_tip(tile: str) -> str:
    """A tile offering several actions, before one is chosen."""
    return f"{tile_name(tile)}: click to choose what you do"


BUTTON_WORDS = {
    "stay": ("Stay here", "Stay"),
    "eat": ("Eat Provisions", "Eat"),
    "deliver": ("Deliver", "Give"),
    "end": ("End turn", "End"),
}
"""Each banner button's words, longest first (the host cuts what does not fit)."""


def button_words(key: tuple, m: Moment) -> tuple[str, ...] | None:
    """A banner button's words, longest first (None: the option's own label)."""
    if key[0] == "end" and m.acting:
        return ("End turn", "End")
    return BUTTON_WORDS.get(key[0])


def button_tip(key: tuple, m: Moment) -> str:
    if key[0] == "stay":
        return "Stay where you are (0 steps: a slow move, one white die into the bag)"
    if key[0] == "eat":
        return OBJECT_USES["provisions"]
    if key[0] == "deliver":
        return f"{task_words(key[1])}: {TASK_WORDS.get(key[1], '')}"
    if m.acting:
        return "Take no action and end your turn: the next disc is drawn"
    return "End your turn: the next disc is drawn"


# --- the question box -----------------------------------------------------------------------


def _horn_question(p: PR.HornCall, m: Moment, give: str | None) -> tuple[str, str]:
    return ("Blow the Horn?",
            f"{p.successes} of {p.need} needed against {target_words(p.target)} so far: "
            "the Horn draws up to 2 more dice.")


def _trading_question(p: PR.Trading, m: Moment, give: str | None) -> tuple[str, str]:
    if give is not None:
        return ("Trade", f"For {object_words(give)} the merchant gives you one of these.")
    return ("Trade with the merchant",
            "Give Provisions or a Sack of gold for a Barrel, a Horn or a Sword, as often as you like.")


QUESTIONS: dict[type, Callable[[Any, Moment, str | None], tuple[str, str]]] = {
    PR.PickObject: lambda p, m, give: (
        "A Barrel or a Horn?", "You explored two violet dice, then a white one: take one of them."),
    PR.MakeRoom: lambda p, m, give: (
        f"No room for {object_words(p.obj)}",
        "All 5 dice of your colour mark objects: give one up for it, or leave it behind."),
    PR.HornCall: _horn_question,
    PR.BarrelCall: lambda p, m, give: (  # AR-7.7: what is at stake, by the engine's own ride
        "Gisbourne is about to ride!", barrel_sentence(p.cause, m.stake)),
    PR.Trading: _trading_question,
}
"""The question box's title and sentence for each decision it asks."""


def question(m: Moment, *, tile: str | None = None, deliver: str | None = None,
             give: str | None = None) -> tuple[str, str]:
    """The question box's title and sentence: about the ``tile`` or the delivery for task
    ``deliver`` picked, else the decision waiting (``give``: the object offered in a trade)."""
    if tile is not None:
        return (capital(tile_name(tile)), "Choose what you do.")
    if deliver is not None:
        return (task_words(deliver), "Which do you give? Two of the same kind.")
    ask = QUESTIONS.get(type(m.prompt))
    return ("Your choice", "") if ask is None else ask(m.prompt, m, give)


# --- the Hint -------------------------------------------------------------------------------

USES = {
    "208": "take the boat across the river",
    "209": "take the boat across the river",
    "111": "climb the castle wall (one die drawn: a white one takes you over)",
    "214": "hide in the hay cart (it takes you into the castle's stables)",
}


def a(obj: str) -> str:
    """An object with its article: "a Sack of gold", "Provisions"."""
    return CARRIES.get(obj) or f"the {OBJECT_NAMES.get(obj, obj)}"


def walk_words(move: K.Move, m: Moment) -> str:
    """ "walk to the Mushroom ring (2 steps, a slow move)", "stay here (0 steps, a slow move)"."""
    if move.to == m.at:
        return "stay here (0 steps, a slow move)"
    walk = m.walks.get(move.to)
    to = f"walk to {to_place(move.to)}"
    if not walk:
        return to
    steps = len(walk) - 1
    slow = ", a slow move" if steps <= OUTLAWS[m.outlaw].slow_steps else ""
    return f"{to} ({plural(steps, 'step')}{slow})"


def _deliver_phrase(c: K.Deliver, m: Moment) -> str:
    two = delivery_count(c.task, c.goods) > 1
    return f"deliver for {task_words(c.task)}: " + (deliver_words(c) if two else f"give {a(c.goods)}")


def _making_room(m: Moment) -> str | None:
    """The object waiting for room, if that is the decision."""
    return m.prompt.obj if isinstance(m.prompt, PR.MakeRoom) else None


def _roll_phrase(c: K.RollBarrel, m: Moment) -> str:
    return "roll a Barrel to stop him" if m.stake is None else f"roll a Barrel, or {ride_words(m.stake)}"


def _ride_phrase(c: K.LetHimRide, m: Moment) -> str:
    return "let him ride" if m.stake is None else f"let him ride; {ride_words(m.stake)}"


def _discard_phrase(c: K.DiscardObject, m: Moment) -> str:
    new = _making_room(m)
    return f"give up {a(c.obj)}" + (f" for {a(new)}" if new is not None else "")


def _forgo_phrase(c: K.Forgo, m: Moment) -> str:
    new = _making_room(m)
    return f"leave {a(new)} behind" if new is not None else "leave it behind"


PHRASES: dict[type[Command], Callable[[Any, Moment], str]] = {
    K.Move: walk_words,
    K.Explore: lambda c, m: f"explore {tile_place(c.tile)}",
    K.Trade: lambda c, m: f"trade with {tile_place(c.tile)}",
    K.UseTile: lambda c, m: USES.get(c.tile, f"use {tile_place(c.tile)}"),
    K.Overpower: lambda c, m: (f"shoot {target_words(c.target)} with your bow" if c.bow
                               else f"overpower {target_words(c.target)}"),
    K.EndTurn: lambda c, m: "take no action and end your turn" if m.acting else "end your turn",
    K.Eat: lambda c, m: "eat Provisions (2 white dice into the bag)",
    K.Bribe: lambda c, m: f"bribe {target_words(c.guard)} with a Sack of gold",
    K.Deliver: _deliver_phrase,
    K.TakeObject: lambda c, m: f"take {a(c.obj)}",
    K.DiscardObject: _discard_phrase,
    K.Forgo: _forgo_phrase,
    K.BlowHorn: lambda c, m: "blow the Horn (up to 2 more dice)",
    K.GiveUp: lambda c, m: "give up the attempt",
    K.RollBarrel: _roll_phrase,
    K.LetHimRide: _ride_phrase,
    K.Swap: lambda c, m: f"give {a(c.give)} for {a(c.take)}",
    K.DoneTrading: lambda c, m: "finish trading",
}
"""Each command as something to do, in the player's words (the Hint's)."""


def phrase(c: Command, m: Moment) -> str:
    """``c`` as something to do (no "Hint: ")."""
    return PHRASES[type(c)](c, m)


def advice(first: str, then: str | None = None) -> str:
    """The hint's words for the banner's instruction line."""
    return f"Hint: {first}" + (f", then {then}" if then is not None else "")


# --- the story page -------------------------------------------------------------------------

QUIET = (E.DiceReturned, E.TurnEnded, E.BowDieBack)
"""Events the page leaves to the log."""
DIE_WORDS = {"W": "white", "V": "violet", "B": "bow die"}
COMMAND_WORDS = {
    "end_turn": "You end your turn.",
    "trade": "You step up to the merchant's stall.",
    "swap": "You strike a bargain.",
    "done_trading": "You leave the stall.",
    "move": "You set off.",
    "explore": "You explore…",
    "overpower": "You attack!",
    "use_tile": "You try your luck…",
    "roll_barrel": "You roll a Barrel.",
    "let_him_ride": "You let him ride.",
    "blow_horn": "You blow the Horn!",
}
"""What the page says of a command that set nothing going it tells."""


def story_lines(words: Words, events: Sequence[Event]) -> list[str]:
    """The page's lines for ``events``: each event's words, a run of dice drawn as one."""
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            out.append("Drawn from the bag: " + ", ".join(DIE_WORDS[d] for d in run) + ".")
            run.clear()

    for e in events:
        if isinstance(e, E.DieDrawn):
            run.append(e.die)
            continue
        flush()
        if isinstance(e, QUIET):
            continue
        if isinstance(e, E.AdventureBegan):
            out.append(f"{OUTLAWS[e.outlaw].name} starts at {place(e.start)}.")
            continue
        line = words.event(e)
        if line and not line.endswith((".", "!", "?")):
            line += "."
        out.append(line)
    flush()
    return out


def story_opening(words: Words, opening: Sequence[Event]) -> tuple[str, list[str]]:
    """The page before the first command: the story, the goal, where the outlaw starts."""
    return STORY_TITLE, [STORY, GOAL, *story_lines(words, opening)[:1]]


def story_page(words: Words, command: Command, events: Sequence[Event], round_: int,
               turns: int) -> tuple[str, list[str]]:
    """The page once ``command`` has set ``events`` going (those played out so far)."""
    lines = story_lines(words, events)
    if not lines:
        lines = [COMMAND_WORDS.get(command.kind) or words.command(command) + "."]
    return f"Round {round_} · {plural(turns, 'turn')} taken", lines


# --- the bag strip's labels ------------------------------------------------------------------


def strip_labels(meaning: str, left: int) -> tuple[str, ...]:
    """A group of discs' heading, longest first."""
    return (f"{STRIP_TITLES[meaning]} · {left} left", f"{STRIP_TITLES[meaning]} · {left}",
            f"{GROUP_TITLES[meaning]} · {left}", f"{left} left")


DICE_LABELS = ("Dice in the bag", "Dice")


def tray_labels(last: bool) -> tuple[str, ...]:
    """The tray's heading: the dice drawn now, or the last draw's once they went back."""
    return ("Last draw", "Last") if last else ("Drawn",)


def seal_labels(count: int) -> tuple[str, ...]:
    return (f"Seals in the bag · {count}", f"Seals · {count}")
