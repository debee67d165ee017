"""Events into animation steps, by a table of event types: one method for each.

A game's table animates the events of every command (:mod:`sherwood.ui.animation`: steps
of tweens, played in order). Its motion room (``sherwood/ui/games/<id>/motion.py``) is a
:class:`Motion` with one method per event type, each marked by :func:`on` with the types it
animates; an event whose only show is its words in the caption names :meth:`Motion.caption`.
The tests check that every event type a game declares has its method::

    class TwentyOneMotion(Motion):
        @on(Played)
        def played(self, event, before, after) -> list[Step]:
            return [Step([Tween(("card", event.card), ...)], caption=self.caption_of(event))]

        on(Drew)(Motion.caption)  # or a method of its own

``before`` and ``after`` are the viewer's views around the command (None when the table
has none yet: the steps then show nothing but the words).

>>> from dataclasses import dataclass
>>> from sherwood.engine import Event
>>> @dataclass(frozen=True)
... class Rang(Event):
...     kind = "rang"
>>> class Bells(Motion):
...     @on(Rang)
...     def rang(self, event, before, after):
...         return [Step(caption="ding", hold=0.2)]
>>> Bells(None).steps(Rang(), None, None)[0].caption, Bells.animates(Rang)
('ding', True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from sherwood.engine.values import Event
from sherwood.ui.animation import Step

StepsFor = Callable[[Any, Any, Any, Any], list[Step]]
"""``method(motion, event, before, after) -> steps``."""


def on(*event_types: type[Event]) -> Callable[[StepsFor], StepsFor]:
    """Mark a :class:`Motion` method as the steps of ``event_types``."""

    def mark(method: StepsFor) -> StepsFor:
        marked = getattr(method, "_animates", ())
        method._animates = (*marked, *event_types)  # type: ignore[attr-defined]
        return method

    return mark


class Motion:
    """The steps of a table's events, one method per event type (see the module docstring).

    ``table`` is the game's table (its places, its words); a subclass may keep state of its
    own between the events of one command (what a command drew, worked out at its first
    event)."""

    STEPS: ClassVar[dict[type[Event], StepsFor]] = {}
    """Filled from the :func:`on` marks of the class and its bases."""

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        steps: dict[type[Event], StepsFor] = {}
        for base in reversed(cls.__mro__):
            for member in vars(base).values():
                for event_type in getattr(member, "_animates", ()):
                    steps[event_type] = member
        cls.STEPS = steps

    def __init__(self, table: Any):
        self.table = table

    @classmethod
    def animates(cls, event_type: type[Event]) -> bool:
        return event_type in cls.STEPS

    @classmethod
    def unanimated(cls, event_types: Iterable[type[Event]]) -> list[type[Event]]:
        """The event types among ``event_types`` without a method (the tests want none)."""
        return [t for t in event_types if t not in cls.STEPS]

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        """The steps of ``event``: its type's method, or only its words for a type this
        table does not know (a test fails on such a type before a player meets it)."""
        method = self.STEPS.get(type(event))
        if method is None:
            return self.caption(event, before, after)
        return method(self, event, before, after)

    def caption_of(self, event: Event) -> str:
        """``event`` in the player's words, for a step's caption."""
        return self.table.event_text(event)

    def caption(self, event: Event, before: Any, after: Any) -> list[Step]:
        """An event shown only by its words: a short step that captions it."""
        return [Step(caption=self.caption_of(event), hold=0.25)]
