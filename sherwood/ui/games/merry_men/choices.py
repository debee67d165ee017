"""How a seat answers a Merry Men prompt with clicks: the legal commands become a few small
questions, asked one after another.

Every command is a path of :class:`Stage` s. A stage says *where* the choice is shown
(``where``: a card in the hand strip, a spot on the board, an option in the dialog, or a
button in the banner) and its ``key``: what the click picks. Playing a card actively, for
instance, is two stages: the card in the hand, then the glowing hideout. The table kit's
chooser (:mod:`sherwood.ui.kit.chooser`, here :class:`Chooser`) keeps what has been picked
so far and offers the next stage's options of the commands that still fit; a stage on which
every remaining command agrees is passed without asking, and an option that leaves one
command applies it (unless it only picked up a card: the spot it goes to is then shown, not
guessed).

No pygame here: tests walk every legal command through its clicks without a screen.
Board keys name spots the table knows how to draw:

- ``("hideout", location, n)``, ``("main", location)``, ``("figures", location)``
- ``("location", location)`` (a hero's move), ``("carriage", carriage_id)``,
  ``("guard", n)`` (hideout n at the hero's place), ``("track_top",)``, ``("depot", n)``,
  ``("road", road)`` (a barricade's road), ``("place", location)`` (a trap's gathering place),
  ``("penny", road)`` (the road a penny goes on).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sherwood.engine import Command
from sherwood.games.merry_men import commands as K
from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men import words_prompts as W
from sherwood.ui.games.merry_men.words import command_text, label, tidy
from sherwood.ui.kit import chooser as kit
from sherwood.ui.kit.chooser import Stage

_C = load_content()
WHERE = ("card", "board", "dialog", "button")


def _spot(mode: str, location: str, hideout: int) -> Stage:
    words = W.spot(mode, location, hideout)
    if hideout:
        return Stage("board", ("hideout", location, hideout), words)
    if mode == "passive":
        return Stage("board", ("main", location), words)
    return Stage("board", ("figures", location), words)


def _resource(say: Callable[[str], str]) -> Callable[[Command], list[Stage]]:
    return lambda c: [Stage("dialog", ("resource", c.resource), say(c.resource))]


def _button(c: Command) -> list[Stage]:
    return [Stage("button", (type(c).kind,), W.BUTTONS[type(c).kind])]


def _answer(c: Command) -> list[Stage]:
    return [Stage("dialog", (type(c).kind,), W.ANSWERS[type(c).kind])]


def _spy_guard(c: K.PlaceWithSpy) -> Stage:
    where = _C.spy_cards[c.card].location
    words = W.spy_guard(where, c.guard)
    if c.guard == -1:
        return Stage("board", ("track_top",), words)
    if c.guard == 0:
        return Stage("dialog", ("no_guard",), words)
    return Stage("board", ("hideout", where, c.guard), words)


STAGES: dict[type[Command], Callable[..., list[Stage]]] = {
    K.ChooseHero: lambda c: [Stage("dialog", ("hero", c.hero), label(c.hero))],
    K.Place: lambda c: [Stage("card", (c.source, c.card), W.play_card(c.card)),
                        _spot(c.mode, c.location, c.hideout)],
    K.PlaceTuck: lambda c: [Stage("card", ("tuck", c.card), W.send_tuck(c.card)),
                            _spot(c.mode, c.location, c.hideout)],
    K.PlaceWithSpy: lambda c: [Stage("card", ("spy", c.card), W.play_spy(c.card)), _spy_guard(c)],
    K.DeclareDone: _button,
    K.ChooseWeaponType: lambda c: [Stage("dialog", ("weapon", c.weapon), W.take_die(c.weapon))],
    K.TakeDie: lambda c: [Stage("dialog", ("weapon", c.weapon), W.take_die(c.weapon))],
    K.ChooseResource: _resource(W.take_one),
    K.PayFine: _resource(W.pay),
    K.PayBail: _resource(W.pay),
    K.TakeFromSheriff: _resource(W.take_one),
    K.RobStart: _answer,
    K.RobSkip: _answer,
    K.RobContinue: _answer,
    K.RobStop: _answer,
    K.DiscardPassive: lambda c: [Stage("dialog", ("card", c.card), W.discard(c.card))],
    K.Build: lambda c: [
        Stage("dialog", ("structure", c.structure), W.build(c.structure)),
        Stage("board", ("road", c.target) if c.structure == "barricade" else ("place", c.target),
              W.build_at(c.structure, c.target)),
        Stage("board", ("penny", c.penny_road), W.penny_to(c.penny_road)),
    ],
    K.BuildStop: _answer,
    K.SendMessenger: lambda c: [
        Stage("card", ("quest", c.quest), W.messenger(c.quest)),
        Stage("dialog", ("terms", c.reduce, c.substitute), W.messenger_terms(c.reduce, c.substitute)),
    ],
    K.PayD: _answer,
    K.Decline: _answer,
    K.Move: lambda c: [Stage("board", ("location", c.location), W.move_to(c.location))],
    K.EndTurn: _button,
    K.ChooseCarriage: lambda c: [Stage("board", ("carriage", c.carriage), W.ROB_CARRIAGE)],
    K.CommitDice: lambda c: [Stage("dialog", ("count", c.count), W.roll(c.count))],
    K.RerollAll: _answer,
    K.Accept: _answer,
    K.ChooseDepotSpace: lambda c: [Stage("board", ("depot", c.space), W.depot(c.space))],
    K.RobAgain: _answer,
    K.Stop: _answer,
    K.ChooseGuard: lambda c: [Stage("board", ("guard", c.hideout), W.fight_guard(c.hideout))],
    K.RerollOne: lambda c: [Stage("dialog", ("die", c.die), W.reroll(c.die, free=False))],
    K.FightAgain: _answer,
    K.ChooseTokens: lambda c: [Stage("dialog", ("count", c.tokens), W.hand_in(c.tokens))],
    K.RobinReroll: lambda c: [Stage("dialog", ("die", c.die), W.reroll(c.die, free=True))],
    K.Skip: _answer,
    K.ChoosePrisoners: lambda c: [Stage("dialog", ("figures", c.figures), W.free_prisoners(c.figures))],
    K.Buy: lambda c: [Stage("dialog", ("buy", c.weapon), W.buy(c.weapon, c.free))],
    K.Exchange: lambda c: [
        Stage("dialog", ("give", c.give), W.exchange_give(c.give)),
        Stage("dialog", ("take", c.take), W.exchange_take(c.take)),
    ],
    K.Done: _answer,
    K.Donate: _answer,
    K.JaneFreeBreak: _button,
    K.Ransom: lambda c: [Stage("dialog", ("count", c.count), W.ransom(c.count))],
    K.Retrieve: lambda c: [Stage("dialog", ("level", c.level), W.retrieve(c.level))],
}
"""Each command's path of clicks, by its type (a set of cards to discard is :func:`marks`)."""


def _ransom(c: K.Ransom, view: Any) -> str:
    tile = view.board.get("ransom_face")
    return W.ransom_detail(tile, c.count) if c.count and tile else ""


DETAILS: dict[type[Command], Callable[[Any, Any], str]] = {
    K.Ransom: _ransom,
    K.ChoosePrisoners: lambda c, view: W.prisoners_detail(c.seat, c.figures),
    K.Move: lambda c, view: W.move_detail(view, c.seat, c.location),
    K.Buy: lambda c, view: "" if c.free else W.price_detail(c.weapon),  # a free one says so already
}
"""What the last click of a command brings, in a few words, from the view: a ransom's
reward, the VP and items of freeing prisoners, a hero move's action, a price."""


def stages(command: Command, view: Any = None, names: Sequence[str] = ()) -> list[Stage]:
    """The path of ``command``; a command nobody taught us is one dialog option. With the view
    (and the seats' names) the last label also says what the command brings."""
    make = STAGES.get(type(command))
    if make is None:
        return [Stage("dialog", ("command", command), command_text(command, tuple(names)))]
    path = [Stage(st.where, st.key, tidy(st.label)) for st in make(command)]
    if isinstance(command, K.ChoosePrisoners):
        path = [Stage(path[0].where, path[0].key, W.free_prisoners(command.figures, names))]
    detail = DETAILS.get(type(command))
    if view is not None and detail is not None:
        last = path[-1]
        path[-1] = Stage(last.where, last.key, last.label + detail(command, view))
    return path


def marks(command: Command) -> tuple[str, ...] | None:
    """The cards of an end of the round's discard (MM-7.11), chosen as a set; None for a path."""
    return command.cards if isinstance(command, K.DiscardHand) else None


def chooser(legal: Sequence[Command], view: Any = None, names: Sequence[str] = ()) -> kit.Chooser:
    """The kit's chooser on these stages, as the table has it (tests)."""
    return kit.Chooser(legal, lambda command: stages(command, view, names), marks=marks)


def reachable(legal: Sequence[Command]) -> set[Command]:
    """Every command a seat can give by clicks alone, walking every option (tests)."""
    return kit.reachable(chooser(legal))
