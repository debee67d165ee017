"""Choices made in several clicks: the legal commands become a few small questions, asked one
after another, and a selection in progress that can be dropped.

A game says, for each legal command, its path of :class:`Stage` s: *where* each click is
made (``where``: a card in the hand, a spot on the board, an option in the question box, a
button in the banner — the table decides what its ``where`` names mean) and the ``key`` the
click picks. Playing a card on a spot, for instance, is two stages: the card, then the spot;
attaching a ransom to an outlaw is the ransom, then the outlaw.

The :class:`Chooser` keeps what has been picked so far (``picked``: the selection in
progress) and offers the next stage's options of the commands that still fit
(:meth:`Chooser.options`: what is clickable now). A stage on which every remaining command
agrees is passed without asking; an option that leaves one command gives it (the table
applies it), except that a pick made where ``hold`` says (a card picked up) never completes a
longer path: the spot it goes to is shown, not guessed. Buttons (``always``) stay on offer
while a choice is half made, so a half-made choice never hides "Done". :meth:`Chooser.back`
drops the half-made choice (a right click, Escape, a click beside every target).

Some commands are a set rather than a path (the cards to discard at the end of a round): a
game's ``marks`` names the items of such a command; the seat toggles items
(:meth:`Chooser.toggle`) and the command whose items are exactly those marked is
:meth:`Chooser.set_command`.

No pygame here: tests walk every legal command through its clicks without a screen
(:func:`reachable`). :func:`option_target` turns an option into a click target for a table.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Lay:
...     outlaw: str
...     ransom: str | None = None
>>> def path(c):
...     first = [Stage("card", ("ransom", c.ransom))] if c.ransom else []
...     return [*first, Stage("card", ("hand", c.outlaw), f"Lay {c.outlaw}")]
>>> chooser = Chooser([Lay("7H"), Lay("9H"), Lay("9H", "QH")], path)
>>> sorted(o.key for o in chooser.options())
[('hand', '7H'), ('hand', '9H'), ('ransom', 'QH')]
>>> chooser.pick(("ransom", "QH")) is None, chooser.busy
(True, True)
>>> chooser.pick(("hand", "9H"))
Lay(outlaw='9H', ransom='QH')
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sherwood.ui.kit.targets import Target
    from sherwood.ui.render.board import Box


@dataclass(frozen=True)
class Stage:
    """One question on a command's path: shown ``where``, answered by picking ``key``."""

    where: str
    key: Hashable
    label: str = ""


@dataclass(frozen=True)
class Option:
    """Something the seat may click now: it picks ``key``; ``command`` is set when that
    click completes a command (the table applies it), else the click narrows the choice."""

    where: str
    key: Hashable
    label: str
    command: Any


Stages = Callable[[Any], Sequence[Stage]]
Marks = Callable[[Any], Collection[Hashable] | None]


class Chooser:
    """What is picked so far of the legal commands, and what may be clicked next.

    ``stages(command)`` gives a command's path; ``marks(command)`` the items of a command
    chosen as a set (None for a path). ``hold``: the ``where`` s whose pick never completes a
    longer path; ``always``: the ``where`` s of one-click commands kept on offer while a choice
    is half made.
    """

    def __init__(
        self,
        legal: Sequence[Any] = (),
        stages: Stages | None = None,
        *,
        marks: Marks | None = None,
        hold: Collection[str] = ("card",),
        always: Collection[str] = ("button",),
    ):
        self.hold, self.always = frozenset(hold), frozenset(always)
        self.marks: Marks = marks or (lambda command: None)
        self.reset(legal, stages)

    def reset(self, legal: Sequence[Any], stages: Stages | None = None) -> None:
        """A new list of legal commands (``stages`` as before if None): nothing picked."""
        if stages is not None or not hasattr(self, "stages"):
            self.stages: Stages = stages or (lambda command: [Stage("dialog", ("command", command))])
        self._decision = getattr(self, "_decision", 0) + 1  # the options' cache is for one decision
        self.legal = list(legal)
        self.sets = [c for c in self.legal if self.marks(c) is not None]
        self.paths = [(c, list(self.stages(c))) for c in self.legal if self.marks(c) is None]
        self.picked: list[Hashable] = []
        self.marked: set[Hashable] = set()
        self._advance()
        self._start = list(self.picked)  # what nobody had to pick

    # --- the path --------------------------------------------------------------------------

    def _fitting(self) -> list[tuple[Any, list[Stage]]]:
        depth = len(self.picked)
        return [
            (c, st)
            for c, st in self.paths
            if len(st) > depth and all(s.key == k for s, k in zip(st, self.picked, strict=False))
        ]

    def _advance(self) -> None:
        """Pass every stage on which all the fitting commands agree (nothing to ask)."""
        while True:
            fitting = self._fitting()
            depth = len(self.picked)
            keys = {st[depth].key for _, st in fitting}
            if len(keys) != 1 or len(fitting) < 2:
                return
            self.picked.append(keys.pop())

    @property
    def busy(self) -> bool:
        """Something is half chosen (a card picked, items marked)."""
        return self.picked != self._start or bool(self.marked)

    @property
    def chosen(self) -> list[Hashable]:
        """What the seat has picked (not what nobody had to pick)."""
        return self.picked[len(self._start) :]

    def options(self) -> list[Option]:
        """The clicks on offer now, in the order of the legal commands (worked out once per
        decision and pick: a table asks many times a frame)."""
        key = (self._decision, tuple(self.picked), tuple(self._start))
        if getattr(self, "_options_for", None) != key:
            self._options, self._options_for = self._work_out_options(), key
        return list(self._options)

    def _work_out_options(self) -> list[Option]:
        depth = len(self.picked)
        out: dict[Hashable, Option] = {}
        groups: dict[Hashable, list[tuple[Any, list[Stage]]]] = {}
        for c, st in self._fitting():
            groups.setdefault(st[depth].key, []).append((c, st))
        for key, group in groups.items():
            stage = group[0][1][depth]
            # one command left: the click gives it, unless it only picked up a card (the
            # spot it goes to is then shown, not guessed)
            done = len(group) == 1 and (len(group[0][1]) == depth + 1 or stage.where not in self.hold)
            out[key] = Option(stage.where, key, stage.label, group[0][0] if done else None)
        if self.picked != self._start:
            for c, st in self.paths:
                if st[0].where in self.always and len(st) == 1 and st[0].key not in out:
                    out[st[0].key] = Option(st[0].where, st[0].key, st[0].label, c)
        return list(out.values())

    def offered(self, where: str) -> list[Option]:
        """The options on offer now shown ``where``."""
        return [o for o in self.options() if o.where == where]

    def pick(self, key: Hashable) -> Any:
        """Click the option ``key``: the command it completes, or None (the choice narrowed)."""
        for option in self.options():
            if option.key == key:
                if option.command is not None:
                    return option.command
                self.picked.append(key)
                self._advance()
                return None
        raise KeyError(f"{key!r} is not on offer now")

    def repick(self, key: Hashable) -> Any:
        """A first choice clicked while a choice is half made: the one picked puts it back,
        another starts the choice again from it. Returns what :meth:`pick` returns."""
        if key in self.chosen:
            self.back()
            return None
        self.back()
        return self.pick(key)

    def back(self) -> bool:
        """Drop the half-made choice; True if there was one."""
        had = self.busy
        self.picked = list(self._start)
        self.marked = set()
        return had

    # --- a choice of a set of items ---------------------------------------------------------------

    def items(self, command: Any) -> Collection[Hashable]:
        """The items of ``command``, one of ``sets`` (none for a command of another kind)."""
        return self.marks(command) or ()

    def can_mark(self, item: Hashable) -> bool:
        return any(item in self.items(c) for c in self.sets)

    def toggle(self, item: Hashable) -> None:
        self.marked ^= {item}

    def set_command(self) -> Any:
        """The set command whose items are exactly those marked now (None if there is none)."""
        for c in self.sets:
            items = self.items(c)
            if set(items) == self.marked and len(items) == len(self.marked):
                return c
        return None


def reachable(chooser: Chooser) -> set[Any]:
    """Every command a seat can give with ``chooser``'s clicks alone, walking every option
    (tests). Leaves the chooser with nothing picked."""
    found: set[Any] = set()
    for c in chooser.sets:
        chooser.marked = set(chooser.items(c))
        if chooser.set_command() == c:
            found.add(c)
    chooser.marked = set()

    def walk(picked: list[Hashable]) -> None:  # from a state ``_advance`` has already passed
        chooser.picked = list(picked)
        for option in chooser.options():
            chooser.picked = list(picked)
            command = chooser.pick(option.key)
            if command is not None:
                found.add(command)
            elif chooser.picked != picked:
                walk(list(chooser.picked))

    chooser.picked = []
    chooser._advance()
    walk(list(chooser.picked))
    chooser.back()
    return found


def option_target(
    option: Option,
    box: Box,
    pick: Callable[[Hashable], None],
    *,
    key: Hashable = None,
    glow: bool = True,
    tooltip: str | None = None,
) -> Target:
    """A click target at ``box`` for ``option``: it gives the option's command, or narrows the
    choice through ``pick(option.key)``. ``key`` names the target (the option's key if None);
    the tooltip is the option's label unless ``tooltip`` is given."""
    from sherwood.ui.kit.targets import Target  # pygame-free until a table asks

    key = option.key if key is None else key
    tip = option.label if tooltip is None else tooltip
    if option.command is not None:
        return Target(box, tip, option.command, glow=glow, key=key)
    return Target(box, tip, action=partial(pick, option.key), glow=glow, key=key)
