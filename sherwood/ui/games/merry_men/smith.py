"""Little John at the Weaponsmith (MM-9.6), as the table tells it: how many of his purchases
cost nothing in the Weaponsmith move he is making, or would make next, and the words for it
(the question, the buy choices, the move's and the Weaponsmith's tooltips).

Everything is read from the view. No pygame here: the free prices drawn over the printed
board are :func:`.art.board_places.free_prices`.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.facts import LITTLE_JOHN
from sherwood.games.merry_men.hero_actions import free_purchases
from sherwood.ui.games.merry_men.words import label, plural, tidy

_C = load_content()
FREE = "free (Little John)"  # what a free purchase says instead of its price


def gain_words(gain, times: int = 1) -> str:
    """A gain or a price in words, ``times`` over: "1 wood + 1 tools"; "nothing" if empty."""
    if not gain:
        return "nothing"
    return " + ".join(f"{n * times} {plural(n * times, label(k))}" for k, n in gain.items())


def price_words(weapon: str) -> str:
    """A weapon die's price at the Weaponsmith: "1 wood + 1 tools" (MM-6.52)."""
    return gain_words(_C.weapon_prices[weapon])


def free_now(view) -> int:
    """Little John's free purchases left in the Weaponsmith move being made (the engine counts
    them in the move, ``ctx["move"]["free"]``); 0 outside such a move or once they are spent."""
    prompt = view.board.get("prompt")
    if prompt is None or prompt.kind != "smith":
        return 0
    move = (view.board.get("ctx") or {}).get("move") or {}
    return int(move.get("free") or 0)


def free_next(view, seat: int) -> int:
    """How many purchases ``seat``'s next Weaponsmith move would make free (the engine's own
    count, MM-9.6)."""
    heroes = view.board.get("heroes") or ()
    return free_purchases(view, seat) if seat < len(heroes) else 0


def only_first(view) -> bool:
    """MM-9.6 as kept (option ``little_john="first"``): only the first purchase of the move is free."""
    return view.board.get("lj_reading") == "first"


def question(view) -> tuple[str, str] | None:
    """The Weaponsmith's question while Little John's purchases in this move are free, or None."""
    if not free_now(view):
        return None
    what = "your first purchase in this move is free" if only_first(view) else (
        "your purchases in this move are free")
    return "The Weaponsmith", f"Little John: {what}. Buy or exchange weapon dice, then click Done."


def move_detail(view, seat: int) -> str | None:
    """What a move to the Weaponsmith does for ``seat`` when it would be his free one, or None."""
    if not free_next(view, seat):
        return None
    return ": buy your first die free (Little John), or exchange" if only_first(view) else (
        ": buy weapon dice free (Little John), or exchange")


def tip(view, names: Sequence[str]) -> str:
    """The Weaponsmith's tooltip: its prices, the free exchange, and Little John's free
    purchases where a seat plays him (in his turn: whether he has had them yet)."""
    prices = ", ".join(f"a {label(w)} die for {price_words(w)}" for w in _C.weapon_prices)
    words = [f"The Weaponsmith: buy {prices}; exchanging a die for another is free."]
    b = view.board
    free = "his first purchase" if only_first(view) else "his purchases"
    verb = "is" if only_first(view) else "are"
    for seat, hero in enumerate(b.get("heroes") or ()):
        if hero != LITTLE_JOHN:
            continue
        who = f"{names[seat]}'s Little John"
        in_turn = b.get("phase") == "hero" and (b.get("turn") or {}).get("seat") == seat
        if b["disabled"][seat]:
            words.append(f"{who} has lost his ability this round: he pays.")
        elif free_now(view) and b["prompt"].seat == seat:
            words.append(f"{who}: {free} in this move {verb} free.")
        elif in_turn and free_next(view, seat):
            words.append(f"{who}: {free} in one Weaponsmith move this turn {verb} free.")
        elif in_turn:
            words.append(f"{who} has had his free purchases this turn.")
        else:
            words.append(f"{who}: once per turn, {free} in one Weaponsmith move {verb} free.")
    return tidy(" ".join(words))
