"""What the Merry Men table asks and offers, in a player's words: the pending prompt's title
and sentence (the question box's heading and the banner's instruction), the banner's phase,
the words of every click on offer (a card, a spot, an answer, a button) and what it brings,
and Little John's free purchases at the Weaponsmith (MM-9.6). No pygame here.

Everything is worded from the viewer's view (public facts and the viewer's own cards) and
plain values the table hands over.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.hero_trades import free_left, free_purchases
from sherwood.games.merry_men.prompts import BailPrompt, PrisonersPrompt, RobContinuePrompt, SheriffItemPrompt
from sherwood.ui.games.merry_men.words import label, plural, tidy

_C = load_content()
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}  # prison levels


def count(n: int, word: str) -> str:
    """"1 die", "2 dice", "3 tokens"."""
    many = {"die": "dice"}.get(word, word + "s")
    return f"{n} {word if n == 1 else many}"


# --- the banner ---------------------------------------------------------------------------------

PHASES = {"setup": "Setup", "merry": "Merry Men", "hero": "Heroes", "end": "End", "over": "Game over"}


def phase_title(round_: int, phase: str) -> str:
    return f"Round {round_} · {PHASES.get(phase, phase)}"


def final_scores(names: Sequence[str], scores: Sequence[int]) -> str:
    """"Final scores: Red 41 VP, Green 37 VP." (the highest first)."""
    ranked = sorted(range(len(scores)), key=lambda s: -scores[s])
    return "Final scores: " + ", ".join(f"{names[s]} {scores[s]} VP" for s in ranked) + "."


WATCH = "Watch the table (a click skips the animation)."
QUEST_TERMS = "Choose how to pay for the quest."
PENNY_ROAD = "Click the road whose penny stack gets the penny."


def watching(title: str) -> str:
    """While a bot or another player decides: what about."""
    return f"{title}." if title else ""


def card_picked(card: str) -> str:
    return f"{label(card)}: click a glowing spot for it (right-click to put it back)."


def structure_spot(structure: str) -> str:
    where = "road's next barricade slot" if structure == "barricade" else "gathering place's hideout"
    return f"Click the glowing {where} for your {structure}."


def marked(n: int) -> str:
    return f"{count(n, 'card')} marked: click Discard {n} to draw back up to four, or mark more."


# --- the buttons -------------------------------------------------------------------------------

BUTTONS = {"declare_done": "Done placing", "end_turn": "End turn", "jane_free_break": "Free break"}
BUTTON_TIPS = {
    "jane_free_break": "Jane Fortune: one prison break as a free move",
    "declare_done": "Place no more Merry Men this round",
    "end_turn": "End your hero turn now",
}
SHORT_LABELS = {"Done placing": ("Done",), "Free break": ("Break",)}  # for a small window


def mark(card: str) -> str:
    return f"Mark {label(card)} to discard"


def discard_button(n: int) -> tuple[str, str]:
    """The end of the round's button for ``n`` cards marked: its words and its tooltip."""
    words = f"Discard {n}" if n else "Keep all"
    return words, f"{words}, then draw back up to four cards"


# --- the clicks on offer -------------------------------------------------------------------------

ANSWERS = {
    "rob_start": "Rob the rich",
    "rob_skip": "Don't rob",
    "rob_continue": "Rob again",
    "rob_stop": "Stop and keep the loot",
    "build_stop": "Build nothing more",
    "pay_d": "Spend a distraction token",
    "decline": "Keep the token",
    "reroll_all": "Spend a token: reroll all",
    "accept": "Accept",
    "rob_again": "Rob another carriage",
    "stop": "Stop here",
    "fight_again": "Fight another guard",
    "skip": "Keep the roll",
    "done": "Done",
    "donate": "Give 2 pennies to the poor",
}
"""The answers in the question box that are the same whatever the view, by command kind."""


def spot(mode: str, location: str, hideout: int) -> str:
    """Where a card goes: a hideout, a main area (passive) or a place's figures."""
    if hideout:
        return f"{label(location)}, hideout {hideout}"
    if mode == "passive":
        return f"{label(location)}, main area (passive)"
    return label(location)


def play_card(card: str) -> str:
    return f"Play {label(card)}"


def send_tuck(card: str) -> str:
    return f"Send Friar Tuck with {label(card)}"


def play_spy(card: str) -> str:
    return f"Play the spy {label(card)}"


def spy_guard(location: str, guard: int) -> str:
    """The guard a spy removes (MM-10.24): the track's top one (-1), none (0), a hideout's."""
    if guard == -1:
        return "Remove the top guard of the guard track"
    if guard == 0:
        return "Remove no guard"
    return f"Remove the guard in {label(location)} hideout {guard}"


def take_die(weapon: str) -> str:
    return f"Take a {label(weapon)} die"


def take_one(resource: str) -> str:
    return f"Take 1 {label(resource)}"


def pay(resource: str) -> str:
    return f"Pay 1 {label(resource)}"


def messenger(quest: str) -> str:
    return f"Send a messenger with {label(quest)}"


def messenger_terms(reduce: str, substitute: str) -> str:
    """How a quest is paid: 1 resource less (Pilgrim's Road), a die for another (Crusader's Oath)."""
    how = []
    if reduce:
        how.append(f"pay 1 {label(reduce)} less")
    if substitute:
        need, paid = substitute.split(">")
        how.append(f"pay a {label(paid)} die for the {label(need)} die")
    return "; ".join(how).capitalize() or "Pay in full"


def discard(card: str) -> str:
    return f"Discard {label(card)}"


def build(structure: str) -> str:
    return f"Build a {structure}"


def build_at(structure: str, target: str) -> str:
    return f"Build the {structure} at {label(target)}"


def penny_to(road: str) -> str:
    return "Keep the penny (every road is full)" if road == "supply" else f"Put the penny on {label(road)}"


def move_to(location: str) -> str:
    return f"Move your hero to {label(location)}"


ROB_CARRIAGE = "Rob this carriage"


def roll(n: int) -> str:
    return f"Roll {count(n, 'die')}"


def depot(space: int) -> str:
    return f"Lay it on depot space {space}"


def fight_guard(hideout: int) -> str:
    return f"Fight the guard in hideout {hideout}"


def reroll(die: int, free: bool) -> str:
    return f"Reroll die {die + 1} ({'free' if free else '1 token'})"


def hand_in(tokens: int) -> str:
    return f"Hand in {count(tokens, 'token')} ({2 * tokens} dice)"


def free_prisoners(figures: Sequence[tuple[int, int]], names: Sequence[str] = ()) -> str:
    """"Free Red (level II), Friar Tuck (level I)"."""
    def who(owner: int) -> str:
        return "Friar Tuck" if owner < 0 else (names[owner] if names else f"seat {owner + 1}")

    return "Free " + ", ".join(f"{who(o)} (level {ROMAN[lv]})" for o, lv in figures)


FREE = "free (Little John)"  # what a free purchase says instead of its price


def buy(weapon: str, free: bool) -> str:
    """MM-9.6: one of Little John's free purchases says so instead of its price."""
    return f"Buy a {label(weapon)} die" + (f" — {FREE}" * free)


def exchange_give(weapon: str) -> str:
    return f"Exchange a {label(weapon)} die"


def exchange_take(weapon: str) -> str:
    return f"…for a {label(weapon)} die"


def ransom(n: int) -> str:
    return f"Return {count(n, 'guard')}" if n else "Keep your guards"


def retrieve(level: int) -> str:
    return f"From level {'I' * level} (−5 VP)"


def gain_words(gain: Mapping[str, int] | None, times: int = 1) -> str:
    """A gain or a price in words, ``times`` over: "1 wood + 1 tools"; "nothing" if empty."""
    if not gain:
        return "nothing"
    return " + ".join(f"{n * times} {plural(n * times, label(k))}" for k, n in gain.items())


def price_words(weapon: str) -> str:
    """A weapon die's price at the Weaponsmith: "1 wood + 1 tools" (MM-6.52)."""
    return gain_words(_C.weapon_prices[weapon])


ACTIONS = {
    "fight": "fight a guard",
    "rob_carriages": "rob a carriage",
    "prison_break": "break prisoners out",
    "archery": "shoot for pennies",
    "weaponsmith": "buy or exchange weapon dice",
    "give_to_the_poor": "give to the poor",
}


def only_first(view: Any) -> bool:
    """MM-9.6 as kept (option ``little_john="first"``): only the first purchase of the move is free."""
    return view.board.get("lj_reading") == "first"


def free_next(view: Any, seat: int) -> int:
    """How many purchases ``seat``'s next Weaponsmith move would make free (MM-9.6)."""
    heroes = view.board.get("heroes") or ()
    return free_purchases(view, seat) if seat < len(heroes) else 0


def move_detail(view: Any, seat: int, location: str) -> str:
    """What a hero's move to ``location`` does; to the Weaponsmith, Little John's free
    purchases when they are still to come (MM-9.6)."""
    action = _C.hero_locations[location].action
    if action == "weaponsmith" and free_next(view, seat):
        return ": buy your first die free (Little John), or exchange" if only_first(view) else (
            ": buy weapon dice free (Little John), or exchange")
    return f": {ACTIONS.get(action, '')}"


def ransom_detail(tile: str, n: int) -> str:
    return f" for {gain_words(_C.ransom[tile].reward, n)}"


def prisoners_detail(seat: int, figures: Sequence[tuple[int, int]]) -> str:
    """MM-6.36: VP for others' figures freed, items from the Sheriff's hideout for all."""
    levels = [_C.prison_levels[lv - 1] for _, lv in figures]
    vp = sum(lvl.vp or 0 for (owner, _), lvl in zip(figures, levels, strict=True) if owner != seat)
    items = sum(lvl.items or 0 for lvl in levels)
    sheriff = f"{items} from the Sheriff's hideout"
    return f": +{vp} VP, {sheriff}" if vp else f": {sheriff}"


def price_detail(weapon: str) -> str:
    return f" for {price_words(weapon)}"


# --- what the prompt asks -----------------------------------------------------------------------

def rob_odds(view: Any) -> str:
    """The next robbery of the rich, as "3 skill dice, 2 hits needed" (MM-4.31)."""
    rob = (view.board.get("ctx") or {}).get("rob") or {}
    attempts = _C.rob_the_rich
    attempt = rob.get("attempt", 1) + (1 if isinstance(view.board["prompt"], RobContinuePrompt) else 0)
    spec = attempts[min(attempt, len(attempts)) - 1]
    return f"{spec.dice} skill dice, {spec.hits} {'hit' if spec.hits == 1 else 'hits'} needed"


def smith_question(view: Any) -> tuple[str, str] | None:
    """The Weaponsmith's question while Little John's purchases in this move are free, or None."""
    if not free_left(view):
        return None
    what = "your first purchase in this move is free" if only_first(view) else (
        "your purchases in this move are free")
    return "The Weaponsmith", f"Little John: {what}. Buy or exchange weapon dice, then click Done."


def question(view: Any, names: Sequence[str], free_die: tuple[int, int] | None = None) -> tuple[str, str]:
    """(title, one sentence) for the pending prompt of ``view``: the question box's heading
    and the banner's instruction. Empty strings when nobody is asked. ``free_die``: which of
    the Hero phase's free dice is asked for now, and of how many (MM-5.1)."""
    prompt = view.board.get("prompt")
    if not prompt:
        return "", ""
    kind, seat = prompt.kind, prompt.seat
    move = (view.board.get("ctx") or {}).get("move") or {}
    turn = view.board.get("turn") or {}
    weapon = label(move.get("weapon", "")) if move.get("weapon") else "weapon"
    villain = next(
        (label(v) for v, loc in view.board["villains"].items()
         if loc and loc == view.board["hero_loc"][seat]),
        "A villain",
    )
    hero_id = view.board["heroes"][seat] if view.board["heroes"] else None
    hero_name, ability = ((_C.heroes[hero_id].name, _C.heroes[hero_id].ability) if hero_id
                          else ("your hero", ""))
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
        "bail": (f"{names[seat]}: pay bail",
                 f"Your figure at {arrested} is arrested. Pay one resource as bail."),
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
        "sheriff_item": ("The Sheriff's hideout",
                         f"Take {count(items_left, 'more item')} from the Sheriff's hideout."),
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
        "rob_start": ("Rob the rich?",
                      f"Roll {rob_odds(view)} for a loot tile; a failure costs a fine and prison."),
        "rob_continue": ("Rob again?",
                         f"Roll {rob_odds(view)} for another loot tile; a failure loses all the loot."),
        "fine": ("Pay a fine", "The robbery failed: pay one resource as a fine."),
        "build": ("Build", "Choose a barricade or a trap, then where it goes, then the road for the penny."),
        "messenger": ("Send a messenger", "Click a quest card you can complete."),
        "ransom": ("Ransom", "Return captured guards for the face-up ransom tile's reward, each."),
        "discard_hand": ("End of the round", "Click the cards to discard, then draw back up to four."),
        "retrieve": ("A Merry Man in prison", "Bring one back to your camp for −5 VP."),
    }
    title, text = texts.get(kind, (kind.replace("_", " ").capitalize(), "Choose."))
    if kind == "smith":
        title, text = smith_question(view) or (title, text)
    return tidy(title), tidy(text)
