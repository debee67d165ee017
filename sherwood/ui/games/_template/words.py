"""Twenty-One in a player's words: every event, command and refusal of the game, and what
the table's banner and tooltips say. No pygame here: the command line and the golden
playthroughs word games with it.

**In a real game** this room holds every sentence a player reads: one entry per event type
(``events``), command type (``commands``) and refusal code (``refusals``) of the game, the
words of each event type that ``reveals`` something (they follow "The last move …" when
a move cannot be taken back), and the functions the table's banner, buttons and tooltips
call. The tests check that no event type, command type or refusal code is left without.

>>> from sherwood.games._template.events import Played
>>> from sherwood.ui.kit.words import Say, Words
>>> Words(WORDS, Say(("Alice", "Bob"))).event(Played(0, 5, 12))
'Alice plays a 5: the total is 12'
"""

from __future__ import annotations

from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.events import Drew, Played
from sherwood.games._template.state import TARGET
from sherwood.ui.kit.words import GameWords

WORDS = GameWords(
    events={Played: "{seat} plays a {card}: the total is {total}", Drew: "{seat} draws a card"},
    commands={Play: "{seat} plays a {card}", Draw: "{seat} draws a card"},
    refusals={"no_card": "You hold no {card}.", "deck_empty": "The deck is empty."},
    reveals={Drew: "drew a card"},
)

DRAW_WORDS = ("Draw a card", "Draw")
"""The draw button's words, longest first (the first that fits its button is shown)."""
DRAW_TIP = "Take the top card of the deck"


def phase_title(pile: int) -> str:
    return f"Pile {pile} of {TARGET}"


def instruction(*, over: bool, my_turn: bool, picked: int | None) -> str:
    """The banner's instruction."""
    if over:
        return f"The pile reached {TARGET} or the cards ran out."
    if not my_turn:
        return "Watch the others play."
    if picked is not None:
        return "Your card ends the game: confirm it, or right-click to keep it."
    return "Play a card from your hand onto the pile, or draw a card."


def end_question(card: int, total: int) -> tuple[str, str]:
    """The question box's title and sentence when a card would end the game (TW-4.1)."""
    return (f"End the game with your {card}?",
            f"The pile would reach {total}: the game ends, and that cannot be taken back. "
            "Right-click to keep your card.")


def play_tip(card: int) -> str:
    return f"Play your {card}"


KEEP_TIP = "Keep your card"
END_GAME = "End the game"


def pile_tip(count: int) -> str:
    return f"Cards played: {count}; click to look through them"


PILE_TITLE = "Cards played"
PILE_NOTE = "Newest first · click anywhere to close"
PILE_EMPTY = "No card played yet"


def deck_label(size: int) -> str:
    return f"Deck · {size}"


def pile_total(total: int) -> str:
    return f"{total} on the pile"


def points(n: int) -> str:
    return f"{n} points"


def hand_size(n: int) -> str:
    return f"{n} card{'' if n == 1 else 's'} in hand"
