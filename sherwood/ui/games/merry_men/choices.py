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

from sherwood.engine import Command
from sherwood.games.merry_men import commands as K
from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.prompts import BailPrompt, PrisonersPrompt, RobContinuePrompt, SheriffItemPrompt
from sherwood.ui.games.merry_men import smith
from sherwood.ui.games.merry_men.words import command_text, label, tidy
from sherwood.ui.kit import chooser as kit
from sherwood.ui.kit.chooser import Option as Option  # the table and the dialog name it here
from sherwood.ui.kit.chooser import Stage

_C = load_content()
WHERE = ("card", "board", "dialog", "button")
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}  # prison levels


def _n(count: int, word: str) -> str:
    plural = {"die": "dice"}.get(word, word + "s")
    return f"{count} {word if count == 1 else plural}"


def _spot(mode: str, location: str, hideout: int) -> Stage:
    if hideout:
        return Stage("board", ("hideout", location, hideout), f"{label(location)}, hideout {hideout}")
    if mode == "passive":
        return Stage("board", ("main", location), f"{label(location)}, main area (passive)")
    return Stage("board", ("figures", location), label(location))


def _resource(verb: str) -> Callable[[Command], list[Stage]]:
    return lambda c: [Stage("dialog", ("resource", c.resource), f"{verb} 1 {label(c.resource)}")]


def _button(text: str) -> Callable[[Command], list[Stage]]:
    return lambda c: [Stage("button", (type(c).kind,), text)]


def _answer(text: str) -> Callable[[Command], list[Stage]]:
    return lambda c: [Stage("dialog", (type(c).kind,), text)]


def _messenger(c: K.SendMessenger) -> list[Stage]:
    how = []
    if c.reduce:
        how.append(f"pay 1 {label(c.reduce)} less")
    if c.substitute:
        need, paid = c.substitute.split(">")
        how.append(f"pay a {label(paid)} die for the {label(need)} die")
    return [
        Stage("card", ("quest", c.quest), f"Send a messenger with {label(c.quest)}"),
        Stage("dialog", ("terms", c.reduce, c.substitute), "; ".join(how).capitalize() or "Pay in full"),
    ]


def _spy_guard(c: K.PlaceWithSpy) -> Stage:
    if c.guard == -1:
        return Stage("board", ("track_top",), "Remove the top guard of the guard track")
    if c.guard == 0:
        return Stage("dialog", ("no_guard",), "Remove no guard")
    where = _C.spy_cards[c.card].location
    return Stage(
        "board", ("hideout", where, c.guard), f"Remove the guard in {label(where)} hideout {c.guard}"
    )


def _prisoners(c: K.ChoosePrisoners, names: Sequence[str] = ()) -> str:
    def who(owner: int) -> str:
        return "Friar Tuck" if owner < 0 else (names[owner] if names else f"seat {owner + 1}")

    return "Free " + ", ".join(f"{who(o)} (level {ROMAN[lv]})" for o, lv in c.figures)


STAGES: dict[type[Command], Callable[..., list[Stage]]] = {
    K.ChooseHero: lambda c: [Stage("dialog", ("hero", c.hero), label(c.hero))],
    K.Place: lambda c: [
        Stage("card", (c.source, c.card), f"Play {label(c.card)}"),
        _spot(c.mode, c.location, c.hideout),
    ],
    K.PlaceTuck: lambda c: [
        Stage("card", ("tuck", c.card), f"Send Friar Tuck with {label(c.card)}"),
        _spot(c.mode, c.location, c.hideout),
    ],
    K.PlaceWithSpy: lambda c: [
        Stage("card", ("spy", c.card), f"Play the spy {label(c.card)}"),
        _spy_guard(c),
    ],
    K.DeclareDone: _button("Done placing"),
    K.ChooseWeaponType: lambda c: [Stage("dialog", ("weapon", c.weapon), f"Take a {label(c.weapon)} die")],
    K.TakeDie: lambda c: [Stage("dialog", ("weapon", c.weapon), f"Take a {label(c.weapon)} die")],
    K.ChooseResource: _resource("Take"),
    K.PayFine: _resource("Pay"),
    K.PayBail: _resource("Pay"),
    K.TakeFromSheriff: _resource("Take"),
    K.RobStart: _answer("Rob the rich"),
    K.RobSkip: _answer("Don't rob"),
    K.RobContinue: _answer("Rob again"),
    K.RobStop: _answer("Stop and keep the loot"),
    K.DiscardPassive: lambda c: [Stage("dialog", ("card", c.card), f"Discard {label(c.card)}")],
    K.Build: lambda c: [
        Stage("dialog", ("structure", c.structure), f"Build a {c.structure}"),
        Stage(
            "board",
            ("road", c.target) if c.structure == "barricade" else ("place", c.target),
            f"Build the {c.structure} at {label(c.target)}",
        ),
        Stage(
            "board",
            ("penny", c.penny_road),
            "Keep the penny (every road is full)"
            if c.penny_road == "supply"
            else f"Put the penny on {label(c.penny_road)}",
        ),
    ],
    K.BuildStop: _answer("Build nothing more"),
    K.SendMessenger: _messenger,
    K.PayD: _answer("Spend a distraction token"),
    K.Decline: _answer("Keep the token"),
    K.Move: lambda c: [Stage("board", ("location", c.location), f"Move your hero to {label(c.location)}")],
    K.EndTurn: _button("End turn"),
    K.ChooseCarriage: lambda c: [Stage("board", ("carriage", c.carriage), "Rob this carriage")],
    K.CommitDice: lambda c: [Stage("dialog", ("count", c.count), f"Roll {_n(c.count, 'die')}")],
    K.RerollAll: _answer("Spend a token: reroll all"),
    K.Accept: _answer("Accept"),
    K.ChooseDepotSpace: lambda c: [Stage("board", ("depot", c.space), f"Lay it on depot space {c.space}")],
    K.RobAgain: _answer("Rob another carriage"),
    K.Stop: _answer("Stop here"),
    K.ChooseGuard: lambda c: [
        Stage("board", ("guard", c.hideout), f"Fight the guard in hideout {c.hideout}")
    ],
    K.RerollOne: lambda c: [Stage("dialog", ("die", c.die), f"Reroll die {c.die + 1} (1 token)")],
    K.FightAgain: _answer("Fight another guard"),
    K.ChooseTokens: lambda c: [
        Stage("dialog", ("count", c.tokens), f"Hand in {_n(c.tokens, 'token')} ({2 * c.tokens} dice)")
    ],
    K.RobinReroll: lambda c: [Stage("dialog", ("die", c.die), f"Reroll die {c.die + 1} (free)")],
    K.Skip: _answer("Keep the roll"),
    K.ChoosePrisoners: lambda c: [Stage("dialog", ("figures", c.figures), _prisoners(c))],
    K.Buy: lambda c: [  # MM-9.6: one of Little John's free purchases says so instead of its price
        Stage("dialog", ("buy", c.weapon), f"Buy a {label(c.weapon)} die" + (f" — {smith.FREE}" * c.free))
    ],
    K.Exchange: lambda c: [
        Stage("dialog", ("give", c.give), f"Exchange a {label(c.give)} die"),
        Stage("dialog", ("take", c.take), f"…for a {label(c.take)} die"),
    ],
    K.Done: _answer("Done"),
    K.Donate: _answer("Give 2 pennies to the poor"),
    K.JaneFreeBreak: _button("Free break"),
    K.Ransom: lambda c: [
        Stage(
            "dialog", ("count", c.count), f"Return {_n(c.count, 'guard')}" if c.count else "Keep your guards"
        )
    ],
    K.Retrieve: lambda c: [Stage("dialog", ("level", c.level), f"From level {'I' * c.level} (−5 VP)")],
}


_ACTIONS = {
    "fight": "fight a guard",
    "rob_carriages": "rob a carriage",
    "prison_break": "break prisoners out",
    "archery": "shoot for pennies",
    "weaponsmith": "buy or exchange weapon dice",
    "give_to_the_poor": "give to the poor",
}


def _detail(command: Command, view, names: Sequence[str]) -> str:
    """What the last click of ``command`` brings, in a few words, from the view ('' if nothing
    to add): a ransom's reward, a hero move's action, a price."""
    if isinstance(command, K.Ransom) and command.count and view.board.get("ransom_face"):
        tile = _C.ransom[view.board["ransom_face"]]
        return f" for {smith.gain_words(tile.reward, command.count)}"
    if isinstance(command, K.ChoosePrisoners):  # MM-6.36: VP for others' figures, items for all
        levels = [_C.prison_levels[lv - 1] for _, lv in command.figures]
        vp = sum(
            lvl.vp or 0
            for (owner, _), lvl in zip(command.figures, levels, strict=True)
            if owner != command.seat
        )
        items = sum(lvl.items or 0 for lvl in levels)
        return (
            f": +{vp} VP, {items} from the Sheriff's hideout"
            if vp
            else f": {items} from the Sheriff's hideout"
        )
    if isinstance(command, K.Move):
        action = _C.hero_locations[command.location].action
        if action == "weaponsmith":  # MM-9.6: Little John's free move, when it is still to come
            return smith.move_detail(view, command.seat) or f": {_ACTIONS[action]}"
        return f": {_ACTIONS.get(action, '')}"
    if isinstance(command, K.Buy) and not command.free:  # a free one says so already (MM-9.6)
        return f" for {smith.price_words(command.weapon)}"
    return ""


def stages(command: Command, view=None, names: Sequence[str] = ()) -> list[Stage]:
    """The path of ``command``; a command nobody taught us is one dialog option. With the view
    (and the seats' names) the last label also says what the command brings."""
    make = STAGES.get(type(command))
    if make is None:
        return [Stage("dialog", ("command", command), command_text(command, tuple(names)))]
    path = [Stage(st.where, st.key, tidy(st.label)) for st in make(command)]
    if isinstance(command, K.ChoosePrisoners):
        path = [Stage(path[0].where, path[0].key, _prisoners(command, names))]
    if view is not None:
        last = path[-1]
        path[-1] = Stage(last.where, last.key, last.label + _detail(command, view, names))
    return path


def _stages_for(view, names: Sequence[str]) -> Callable[[Command], list[Stage]]:
    return lambda command: stages(command, view, names)


def _discarded(command: Command):
    return command.cards if isinstance(command, K.DiscardHand) else None


class Chooser(kit.Chooser):
    """The table kit's chooser (:class:`sherwood.ui.kit.chooser.Chooser`) on Merry Men's
    stages: what is picked so far for the pending prompt, and what may be clicked next.

    ``DiscardHand`` is the one choice of a set rather than a path: its cards are toggled
    (:meth:`toggle`) and the button applies the set (MM-7.11).
    """

    def __init__(self, legal: Sequence[Command] = (), view=None, names: Sequence[str] = ()):
        super().__init__(legal, _stages_for(view, names), marks=_discarded)

    def ask(self, legal: Sequence[Command], view=None, names: Sequence[str] = ()) -> None:
        """A new prompt: ``legal`` as clicks, worded from ``view`` and the seats' ``names``."""
        self.reset(legal, _stages_for(view, names))

    @property
    def discards(self) -> list[Command]:
        """The DiscardHand commands on offer (MM-7.11)."""
        return self.sets

    def discard_command(self) -> Command | None:
        """The DiscardHand command for the cards marked now (None if that set is not legal)."""
        return self.set_command()


def reachable(legal: Sequence[Command]) -> set[Command]:
    """Every command a seat can give by clicks alone, walking every option (tests)."""
    return kit.reachable(Chooser(legal))


# --- what the prompt asks, in words -------------------------------------------------------------


def rob_odds(view) -> str:
    """The next robbery of the rich, as "3 skill dice, 2 hits needed" (MM-4.31)."""
    rob = (view.board.get("ctx") or {}).get("rob") or {}
    attempts = _C.rob_the_rich
    attempt = rob.get("attempt", 1) + (1 if isinstance(view.board["prompt"], RobContinuePrompt) else 0)
    spec = attempts[min(attempt, len(attempts)) - 1]
    return f"{spec.dice} skill dice, {spec.hits} {'hit' if spec.hits == 1 else 'hits'} needed"


def question(view, names: Sequence[str], free_die: tuple[int, int] | None = None) -> tuple[str, str]:
    """(title, one sentence) for the pending prompt of ``view``: the dialog's heading and
    the banner's instruction. Empty strings when nobody is asked. ``free_die``: which of the
    Hero phase's free dice is asked for now, and of how many (MM-5.1)."""
    prompt = view.board.get("prompt")
    if not prompt:
        return "", ""
    kind, seat = prompt.kind, prompt.seat
    move = (view.board.get("ctx") or {}).get("move") or {}
    turn = view.board.get("turn") or {}
    weapon = label(move.get("weapon", "")) if move.get("weapon") else "weapon"
    villain = next(
        (
            label(v)
            for v, loc in view.board["villains"].items()
            if loc and loc == view.board["hero_loc"][seat]
        ),
        "A villain",
    )
    hero_id = view.board["heroes"][seat] if view.board["heroes"] else None
    hero_name, ability = (
        (_C.heroes[hero_id].name, _C.heroes[hero_id].ability) if hero_id else ("your hero", "")
    )
    where = label(move.get("loc") or move.get("road") or "")
    several = free_die is not None and free_die[1] > 1
    doing = f"Rob a carriage on {where}" if move.get("action") == "road" else f"Fight a guard at {where}"
    arrested = label(prompt.location) if isinstance(prompt, BailPrompt) else ""
    hits = prompt.hits if isinstance(prompt, PrisonersPrompt) else 0
    items_left = prompt.left if isinstance(prompt, SheriffItemPrompt) else 1
    texts: dict[str, tuple[str, str]] = {
        "hero_choice": ("Choose your hero", "Every hero has one ability; pick the one you want to play."),
        "place": (
            "Place a Merry Man",
            "Click a card, then a glowing hideout to play it actively or a main area to play it passively.",
        ),
        "weapon": ("Choose a weapon die", "Take a weapon die of any type from the Armory."),
        "resource": ("Choose a resource", "Take one basic resource of your choice."),
        "bail": (
            f"{names[seat]}: pay bail",
            f"Your figure at {arrested} is arrested. Pay one resource as bail.",
        ),
        "discard_passive": ("Your passive pile is full", "Discard one card from it."),
        "penalty": (
            f"{villain} is at {label(view.board['hero_loc'][seat] or 'your hero')}",
            f"Spend a distraction token, or {hero_name} loses the ability next round: {ability}",
        ),
        "carriage": ("Choose a carriage", "Click a glowing carriage on the road to rob it."),
        "commit": (
            f"How many {weapon} dice?",
            f"{doing}: one die showing 3-6 is enough. A success sends the dice back to the Armory; "
            "a failure keeps them and ends the move.",
        ),
        "reroll_all": (
            "The robbery failed",
            "Spend a distraction token to reroll every die, or accept: you keep the dice and the move ends.",
        ),
        "reroll_one": (
            "The fight failed",
            "Spend a distraction token to reroll one die, or accept: you keep the dice and the move ends.",
        ),
        "depot": ("Lay the carriage in the depot", "Click a glowing space of the carriage depot."),
        "rob_again": ("Rob another carriage?", "Another carriage on this road can be robbed."),
        "guard": ("Choose a guard", "Click a glowing guard to fight him."),
        "fight_again": ("Fight another guard?", "Another guard here can be fought."),
        "tokens": ("Prison break", "Hand in distraction tokens: each gives 2 skill dice (4-6 hits)."),
        "robin": ("Robin Hood's reroll", "Reroll one missed die for free, or keep the roll."),
        "prisoners": (f"{hits} successes: free prisoners", "Choose whom to free."),
        "sheriff_item": (
            "The Sheriff's hideout",
            f"Take {_n(items_left, 'more item')} from the Sheriff's hideout.",
        ),
        "smith": ("The Weaponsmith", "Buy or exchange weapon dice, then click Done."),
        "village": ("The Village", "Give 2 pennies to the poor: a guard leaves the track and you gain 2 VP."),
        "take_die": (
            f"A free weapon die ({free_die[0]} of {free_die[1]})" if several else "A free weapon die",
            "Take a weapon die from the Armory for your hero turns"
            + (f": {free_die[1]} dice in all, one at a time." if several else "."),
        ),
        "hero": (
            f"Move your hero ({turn.get('moves', 0) + 1} of 2)",
            f"Move {turn.get('moves', 0) + 1} of 2: click a glowing place for your hero, or end your turn.",
        ),
        "rob_start": (
            "Rob the rich?",
            f"Roll {rob_odds(view)} for a loot tile; a failure costs a fine and prison.",
        ),
        "rob_continue": (
            "Rob again?",
            f"Roll {rob_odds(view)} for another loot tile; a failure loses all the loot.",
        ),
        "fine": ("Pay a fine", "The robbery failed: pay one resource as a fine."),
        "build": ("Build", "Choose a barricade or a trap, then where it goes, then the road for the penny."),
        "messenger": ("Send a messenger", "Click a quest card you can complete."),
        "ransom": ("Ransom", "Return captured guards for the face-up ransom tile's reward, each."),
        "discard_hand": ("End of the round", "Click the cards to discard, then draw back up to four."),
        "retrieve": ("A Merry Man in prison", "Bring one back to your camp for −5 VP."),
    }
    title, text = texts.get(kind, (kind.replace("_", " ").capitalize(), "Choose."))
    if kind == "smith":
        title, text = smith.question(view) or (title, text)
    return tidy(title), tidy(text)
