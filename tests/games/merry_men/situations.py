"""Build an exact Robin Hood and the Merry Men position for a rules test.

:func:`situation` starts a real :class:`~sherwood.engine.Match`, lets the test edit its
state, and restarts the flow at a chosen point. It is the only place in the tests that
touches ``match._state`` and ``match._rng``; tests then use the public API
(``legal_commands``, ``apply``, ``view``, ``undo``, ``scores``).

- ``blank=True`` (the default) empties the board first: no guards, no carriages on the
  roads (all in the bag), an empty depot, track and prison. Worked examples say "anything
  not mentioned is empty or irrelevant" (spec section 17).
- ``edit(state)`` then sets what the test needs (use :func:`put_carriage` and
  :func:`give` for the common cases; anything else is plain state fields, see ``state.py``).
- ``at`` restarts the flow: ``("place", seat)`` a placement in the Merry Men phase;
  ``("turn", seat)`` the start of a hero turn, drawing the top villain card;
  ``("moves", seat)`` the same turn after its villain card; ``("end", None)`` the End of
  round. Later seats' turns and the rest of the round follow as in a real game.
- ``faces`` scripts the dice: each roll takes the next tuple (its length must match the
  number of dice rolled); ``ints`` scripts ``randint`` (bag draws pick that index of the
  sorted bag). Once a script runs out the seeded generator takes over.
- ``steps`` are rule steps resolved first (e.g. ``("activate", "road_2", "test")``); their
  events, and those of the flow up to the first decision, are ``match.opening_events``.
- ``start`` is the start player (turn order runs from it, MM-0.1).

>>> m = situation(2, heroes=["robin_hood", "maid_marian"], at=("moves", 0))
>>> m.active_seat, m.view(0).phase
(0, 'hero')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from sherwood.engine import Match, SeededRng
from sherwood.engine.flow import push
from sherwood.games.merry_men.facts import GATHERING, ROADS
from sherwood.games.merry_men.flow import FLOW
from sherwood.games.merry_men.state import State

ALL_HEROES = ("robin_hood", "will_scarlet", "little_john", "jane_fortune", "maid_marian")


class ScriptedRng(SeededRng):
    """A seeded generator whose next dice and ``randint`` results a test can dictate."""

    __slots__ = ("faces", "ints")

    def __init__(self, seed: int | str, faces: Iterable[Sequence[int]] = (), ints: Iterable[int] = ()):
        super().__init__(seed)
        self.faces = [tuple(f) for f in faces]
        self.ints = list(ints)

    def d6(self, n: int = 1) -> tuple[int, ...]:
        if self.faces:
            self.uses += 1
            roll = self.faces.pop(0)
            assert len(roll) == n, f"the rules rolled {n} dice, the test scripted {roll}"
            return roll
        return super().d6(n)

    def randint(self, a: int, b: int) -> int:
        if self.ints:
            self.uses += 1
            value = self.ints.pop(0)
            assert a <= value <= b, f"scripted {value} outside {a}..{b}"
            return value
        return super().randint(a, b)


def blank_board(s: State) -> None:
    for g in GATHERING:
        s.guards[g] = [False] * 4
    for r in ROADS:
        s.carriage_bag.extend(c for c in s.carriages[r] if c)
        s.carriages[r] = [None] * len(s.carriages[r])
    s.carriage_bag.extend(d[0] for d in s.depot if d)
    s.carriage_bag.sort()
    s.depot = [None] * s.depot_size
    s.track = 0


def put_carriage(s: State, road: str, space: int, carriage: str) -> None:
    """Take ``carriage`` out of the bag and stand it on ``road`` space ``space`` (0 = S)."""
    s.carriage_bag.remove(carriage)
    s.carriages[road][space] = carriage


def give(s: State, seat: int, **amounts: int) -> None:
    """Set a seat's resources (wood=…, pennies=…) and dice (bow=…, axe=…); others unchanged.
    Dice come from or go back to the Armory."""
    for key, n in amounts.items():
        if key in s.res[seat]:
            s.res[seat][key] = n
        else:
            s.armory[key] += s.dice[seat][key] - n
            s.dice[seat][key] = n


def situation(seats: int = 4, *, heroes: Sequence[str] | None = None, options: dict[str, Any] | None = None,
              seed: int = 0, blank: bool = True, edit: Callable[[State], None] | None = None,
              at: tuple[str, int | None] = ("place", 0), faces: Iterable[Sequence[int]] = (),
              ints: Iterable[int] = (), steps: Sequence[tuple] = (), start: int = 0) -> Match:
    """A match in the position described (see the module docstring)."""
    opts = dict(options or {})
    opts["heroes"] = list(heroes) if heroes else list(ALL_HEROES[:seats])
    match = Match.start("merry_men", seats, seed=seed, options=opts)
    s: State = match._state
    s.start = start
    if blank:
        blank_board(s)
    if edit is not None:
        edit(s)
    s.queue.clear()
    s.prompt = None
    s.ctx = {}
    where, seat = at
    rng = ScriptedRng(f"situation-{seed}", faces, ints)
    match._rng = rng
    order = s.order()
    if where == "place":
        s.phase = "merry"
        s.current = seat
        push(s, ("merry_turn",))
    elif where in ("turn", "moves"):
        s.phase = "hero"
        later = [("hero_turn_start", t) for t in order[order.index(seat) + (where == "moves"):]]
        if where == "moves":
            s.current = seat
            s.turn = {"seat": seat, "moves": 0, "failed_loc": None, "jane": False, "lj": False}
            push(s, ("hero_turn", seat), *later, ("end_round",))
        else:
            push(s, *later, ("end_round",))
    elif where == "end":
        s.phase = "hero"
        push(s, ("end_round",))
    else:
        raise ValueError(f"unknown starting point {where!r}")
    push(s, *steps)
    events: list = []
    FLOW.run(s, rng, events)
    match.opening_events = tuple(events)
    match._undo_base, match._undoable = None, 0  # nothing to take back before the position
    return match


def take_cards(s: State, *cards: str) -> list[str]:
    """Take Merry Men cards out of the deck, hands or discard pile (to put them elsewhere)."""
    for card in cards:
        for pile in (s.mm_deck, s.mm_discard, *s.hands):
            if card in pile:
                pile.remove(card)
                break
        else:
            raise ValueError(f"{card} is not in the deck, a hand or the discard pile")
    return list(cards)


def set_hand(s: State, seat: int, *cards: str) -> None:
    """Give ``seat`` exactly these hand cards (its old hand goes back into the deck)."""
    s.mm_deck.extend(s.hands[seat])
    s.hands[seat] = []
    s.hands[seat] = take_cards(s, *cards)


def top_villain(s: State, card: str) -> None:
    """Put villain card ``card`` on top of the villain deck."""
    s.villain_deck.remove(card)
    s.villain_deck.insert(0, card)


def ransom_situation(tile: str, seat: int, captured: int) -> Match:
    """Two seats at the End of round: ``seat`` holds ``captured`` guards, ransom ``tile`` is face up."""
    def edit(s: State) -> None:
        s.captured[seat] = captured
        s.ransom_stack.append(s.ransom_face)
        s.ransom_stack.remove(tile)
        s.ransom_face = tile

    return situation(2, edit=edit, at=("end", None))


def state_of(match: Match) -> State:
    """The true state, for assertions on details no view shows differently."""
    return match._state


def kinds(events: Iterable[Any]) -> list[str]:
    return [e.kind for e in events]
