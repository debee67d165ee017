"""The Normal bot's answers outside its own turn's main line (LT-14.4, LT-14.4a, LT-14.5,
LT-14.7): defending with a necklace, the sealed offers for a rival's Buy or Exchange, firing
or holding an ambush at a rival's delivery, and the card an ambush takes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.lieutenants.content import PAYING
from sherwood.games.lieutenants.heuristic_facts import Facts, ambush_objects
from sherwood.games.lieutenants.heuristic_turn import best
from sherwood.games.lieutenants.heuristic_value import (
    CH,
    GO,
    INDEX,
    NE,
    VP,
    add,
    gain,
    loss,
    obj,
    potential,
)

KEEP = 6.0          # ours: an ambush kept for a later delivery, at the start of the game; it
                    # falls with the deliveries left (LT-14.4a "worth more than keeping it")
VALUABLE = 10       # LT-14.4: objects worth 10 or more are worth a necklace
FIRE_AT_LEADER = True  # LT-14.4a: fire always against the score leader


# --- defence (LT-14.4) ------------------------------------------------------------------------

def defend(f: Facts, action: str, legal: Sequence[Any]) -> Command:
    """LT-14.4: with exactly 1 necklace, play it. With more, the necklaces are a pair or a set
    and are kept, unless the attack is likely to cost more than breaking them: a Robbery or
    Raid takes the best card, so a pair of an object worth 10 or more (LT-14.4) is at stake;
    a Theft takes a card at random."""
    by_kind = {c.kind: c for c in legal}
    if "defend" not in by_kind:
        return by_kind["no_defence"]
    hand, missions = f.mine, f.my_missions
    necklaces = hand[NE]
    if necklaces == 1:
        return by_kind["defend"]
    attacking = INDEX[PAYING[action]]
    spent = loss(hand, NE, missions) - gain(add(hand, NE, -1), attacking, missions)
    losses = [loss(hand, o, missions) for o in range(7) for _ in range(hand[o])]
    if action == "theft":
        lost = sum(losses) / len(losses)
    else:
        valuable = any(hand[o] >= 2 for o in range(7) if o != NE and VP[o] >= VALUABLE)
        lost = max(losses) if valuable else sum(losses) / len(losses)
    taken = lost - gain(hand, attacking, missions)
    return by_kind["defend"] if spent < taken else by_kind["no_defence"]


# --- sealed offers (LT-14.5) ------------------------------------------------------------------

def make_offer(f: Facts, action: str, buyer: int, legal: Sequence[Any],
               rng: SeededRng) -> Command:
    """LT-14.5: for a Buy, the card worth least to this seat, ties to the card least useful to
    the buyer. For an Exchange, 1 card, or 2 only if the chest would complete a set (this
    seat holds 2 chests)."""
    hand, missions = f.mine, f.my_missions
    base = potential(hand, missions)
    options = list(legal)
    if action == "exchange":
        size = 2 if hand[CH] == 2 else 1
        sized = [c for c in options if len(c.cards) == size]
        options = sized or options

    def score(c: Any) -> tuple[float, float]:
        left = hand
        for card in c.cards:
            left = add(left, obj(card), -1)
        useful = sum(f.rival_gain(buyer, obj(card)) for card in c.cards)
        return (round(potential(left, missions) - base, 9), round(-useful, 9))

    return best(options, score, rng)


# --- ambushes at a delivery (LT-14.4a, LT-14.7) ----------------------------------------------

def takeable(ambush: str, cards: Sequence[str]) -> list[str]:
    """LT-7.5: the delivered cards ``ambush`` may take."""
    objects = ambush_objects(ambush)
    return [c for c in cards if not objects or c[:2] in objects]


def breaks(delivery_cards: Sequence[str], mission: int, card: str) -> bool:
    """LT-7.6: whether taking ``card`` leaves no valid delivery of the announced type."""
    if mission:
        return True  # a mission must be exact
    return len(delivery_cards) - 1 < 3


def keep_value(f: Facts) -> float:
    """LT-14.4a: what an ambush kept for later is worth: :data:`KEEP`, falling to 0 with the
    deliveries left (and with the last mission cards)."""
    left = min(f.deliveries_left, 4 * f.missions_left) / 21
    return KEEP * min(1.0, left)


def fire_value(f: Facts, ambush: str, deliverer: int) -> float:
    """What firing ``ambush`` at the pending delivery gains: the VP denied if it fails, the
    card taken (LT-14.7), less the gold's worth to the deliverer."""
    delivery = f.delivery or {}
    cards = tuple(delivery.get("cards", ()))
    mission = int(delivery.get("mission", 0))
    options = takeable(ambush, cards)
    if not options:
        return -1e9
    got = max(gain(f.mine, obj(c), f.my_missions) for c in options)
    denied = 0.0
    if any(breaks(cards, mission, c) for c in options):
        if mission:
            denied = float(dict(f.open_missions(deliverer)).get(mission, 0))
        else:
            denied = float(VP[obj(cards[0])])
    return denied + got - f.rival_gain(deliverer, GO)


def fire_or_hold(f: Facts, deliverer: int, legal: Sequence[Any]) -> Command:
    """LT-14.4a: fire the qualifying ambush worth most when that beats keeping it; always
    against a mission and against the score leader."""
    fires = [c for c in legal if c.kind == "fire_ambush"]
    hold = next(c for c in legal if c.kind == "hold_ambush")
    if not fires:
        return hold
    scored = [(fire_value(f, c.ambush, deliverer), _keep_order(c.ambush), c)
              for c in fires]
    value, _, command = max(scored, key=lambda x: (x[0], x[1]))
    mission = int((f.delivery or {}).get("mission", 0))
    top = max(f.scores)
    leader = f.scores[deliverer] == top and top > 0
    if mission or (leader and FIRE_AT_LEADER) or value > keep_value(f):
        return command
    return hold


def _keep_order(ambush: str) -> int:
    """Among ambushes worth the same, fire first the one less useful later: an object card
    before the deliverer's own colour card."""
    return 1 if ambush_objects(ambush) else 0


def ambush_take(f: Facts, legal: Sequence[Any], rng: SeededRng) -> Command:
    """LT-14.7: a card that makes the delivery fail if possible, else the highest VP; among
    those, the one worth most in this seat's hand."""
    delivery = f.delivery or {}
    cards = tuple(delivery.get("cards", ()))
    mission = int(delivery.get("mission", 0))

    def score(c: Any) -> tuple[bool, float, int]:
        o = obj(c.card)
        return (breaks(cards, mission, c.card), round(gain(f.mine, o, f.my_missions), 9), VP[o])

    return best(legal, score, rng)
