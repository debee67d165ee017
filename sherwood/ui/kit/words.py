"""A game's words: the sentences a player reads for the values the engine speaks in.

The engine and the games never write a sentence for the player. A command is a value
(``Play(seat=0, card=5)``), an event is a value (``Played(seat=0, card=5, total=12)``), a
refusal is a code with parameters (``no_card(card=5)``). Each game's words module
(``sherwood/ui/games/<id>/words.py``) turns them into text, one entry per type or code, in
:class:`GameWords`::

    WORDS = GameWords(
        events={Played: "{seat} plays a {card}: the total is {total}", Drew: drew},
        commands={Play: "{seat} plays a {card}", Draw: "{seat} draws a card"},
        refusals={"no_card": "You hold no {card}."},
        reveals={Drew: "drew a card"},
    )

An entry is a template, each ``{field}`` filled with the value's field (``{seat}`` and any
field ending in ``_seat`` by that seat's name, :meth:`Say.seat`), or a function
``(value, say) -> str`` for words that need more than the fields. ``reveals`` gives, for
every event type that ``reveals`` something, the words that follow "The last move …"
when a move cannot be taken back. A game that names things from what its seats see (the
Settlers' places by their hexes) gives ``say`` a class of its own (``GameWords.say``, made
from the match).

:class:`Words` is what the app, the command line and the tests hold: one game's words
for one match (``words_of(match)``, :mod:`sherwood.ui.games`), with the refusals the match
itself gives (not your turn, nothing to take back ...) worded here, the same in every game.

This module and every game's words module import no pygame: the command line and the
golden playthroughs word games without a window.

>>> from dataclasses import dataclass
>>> from sherwood.engine import Event, refuse
>>> @dataclass(frozen=True)
... class Cheered(Event):
...     kind = "cheered"
...     seat: int
...     times: int
>>> words = Words(GameWords(events={Cheered: "{seat} cheers {times} times"}), Say(("Robin", "Guy")))
>>> words.event(Cheered(1, 3))
'Guy cheers 3 times'
>>> words.refusal(refuse("not_your_turn", seat=1, active=0))
"It is Robin's turn, not Guy's."
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sherwood.engine.errors import Refusal
from sherwood.engine.values import Command, Event, GameValue, possessive, seat_name

Wording = str | Callable[[Any, "Say"], str]
"""A template (``"{seat} draws a card"``) or a function ``(value, say) -> str``."""


class Say:
    """What wording needs beside the value itself: the seats' names. A game whose words
    need public facts of the table (its board) derives its own from this, made by
    :attr:`GameWords.say` from the match.

    >>> say = Say(("Robin Hood's Merry Men", "Guy"))
    >>> say.seat(0), say.whose(0), say.seat(None)
    ("Robin Hood's Merry Men", "Robin Hood's Merry Men'", 'Nobody')
    """

    def __init__(self, names: Sequence[str]):
        self.names = tuple(names)

    def seat(self, seat: int | None) -> str:
        """A seat's name."""
        return seat_name(seat, self.names)

    def whose(self, seat: int | None) -> str:
        """A seat's name as an owner: "Red's", "Robin Hood's Merry Men'"."""
        return possessive(self.seat(seat))


def fill(template: str, value: GameValue | Refusal, say: Say, **extra: Any) -> str:
    """``template`` with each ``{field}`` of ``value`` (a refusal's parameters), a seat's
    number (``seat``, ``*_seat``) as its name, and ``extra`` values besides."""
    if isinstance(value, Refusal):
        fields = value.args
    else:
        fields = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    for name, v in fields.items():
        if (name == "seat" or name.endswith("_seat")) and isinstance(v, int) and not isinstance(v, bool):
            fields[name] = say.seat(v)
    fields.update(extra)
    return template.format(**fields)


def _say(wording: Wording, value: Any, say: Say) -> str:
    return fill(wording, value, say) if isinstance(wording, str) else wording(value, say)


@dataclass(frozen=True)
class GameWords:
    """A game's words module's declaration: one entry per event type, command type and
    refusal code of the game (the tests check that none is missing)."""

    events: Mapping[type[Event], Wording] = field(default_factory=dict)
    commands: Mapping[type[Command], Wording] = field(default_factory=dict)
    refusals: Mapping[str, Wording] = field(default_factory=dict)
    reveals: Mapping[type[Event], str] = field(default_factory=dict)
    say: Callable[[Any], Say] | None = None
    """Makes the :class:`Say` of a match (``say(match)``); None: the seats' names alone."""


COMMON_REFUSALS: Mapping[str, Wording] = {
    "game_over": "The game is over.",
    "nothing_to_take_back": "Nothing to take back.",
    "undo_chance": "The last move was left to chance, so it cannot be taken back.",
    "undo_not_allowed": "The rules do not let the last move be taken back.",
    "not_your_turn": lambda r, say: f"It is {say.whose(r['active'])} turn, not {say.whose(r['seat'])}.",
    "not_a_move": "That is not a move of {game} (got {got}).",
    "bad_field": "That is not a valid move ({problem}).",
    "no_such_seat": lambda r, say: (f"There is no seat {r['seat']} at this table "
                                    f"(seats 0–{r['seats'] - 1})."),
    "undo_bot_move": lambda r, say: (f"The last move was {say.whose(r['seat'])} (a bot): "
                                     "only your own moves can be taken back."),
    "undo_other_move": lambda r, say: (f"The last move was {say.whose(r['seat'])}: only "
                                       f"{say.seat(r['seat'])} can take it back."),
}
"""The words of the refusals the match itself gives, whatever the game
(:data:`sherwood.engine.match.ENGINE_CODES`), and the table's own (a move another may take back)."""


class Words:
    """One game's words for one match's seats: ``event``, ``command``, ``refusal``."""

    def __init__(self, game: GameWords, say: Say, event_types: Iterable[type[Event]] = ()):
        self.game = game
        self.say = say
        self._kinds = {t.kind: t for t in (*game.events, *game.reveals, *event_types)}

    @property
    def names(self) -> tuple[str, ...]:
        return self.say.names

    def event(self, event: Event) -> str:
        """``event`` in the player's words (the log, the captions)."""
        wording = self.game.events.get(type(event))
        return event.describe(self.names) if wording is None else _say(wording, event, self.say)

    def command(self, command: Command) -> str:
        """``command`` in the player's words (a tooltip, the log of a command that caused
        nothing to see)."""
        wording = self.game.commands.get(type(command))
        return command.describe(self.names) if wording is None else _say(wording, command, self.say)

    def refusal(self, refusal: Refusal) -> str:
        """Why a command was refused, or a move cannot be taken back, in one sentence."""
        if refusal.code == "undo_reveals":
            return self.undo_reveals(refusal["event"])
        wording = self.game.refusals.get(refusal.code) or COMMON_REFUSALS.get(refusal.code)
        return str(refusal) if wording is None else _say(wording, refusal, self.say)

    def undo_reveals(self, kind: str) -> str:
        """"The last move drew a card, so it cannot be taken back." for an event of ``kind``."""
        cls = self._kinds.get(kind)
        what = self.game.reveals.get(cls) if cls is not None else None
        return f"The last move {what or 'showed something hidden'}, so it cannot be taken back."

    def lines(self, events: Iterable[Event]) -> list[str]:
        return [self.event(e) for e in events]


def missing(game: GameWords, event_types: Iterable[type[Event]],
            command_types: Iterable[type[Command]]) -> list[str]:
    """What ``game`` leaves unworded, one line each: an event or command type without an
    entry, an event type that reveals without its words (the tests ask every game)."""
    out = [f"event {t.__name__}" for t in event_types if t not in game.events]
    out += [f"reveals of {t.__name__}" for t in event_types if t.reveals and t not in game.reveals]
    out += [f"command {t.__name__}" for t in command_types if t not in game.commands]
    return out
