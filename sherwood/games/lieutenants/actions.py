"""A turn up to the delivery (LT-3, LT-4, LT-5): the revealed card, take or act, and the
seven actions with their card flows; the handlers, steps and options of that part.

The revealed card stays in ``state.revealed`` until it goes into a hand or under an ambush.
Every step ends by asking the next prompt, so the queue is empty between commands.
"""

from __future__ import annotations

from sherwood.engine import Command, SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.lieutenants import prompts as P
from sherwood.games.lieutenants.commands import (
    Act,
    ChooseAmbush,
    ChooseCard,
    ChooseOffer,
    ChooseTarget,
    Defend,
    NoDefence,
    Offer,
    Take,
)
from sherwood.games.lieutenants.content import ACTION, kind_of
from sherwood.games.lieutenants.events import (
    ActionChosen,
    AmbushBuried,
    AmbushDrawn,
    AmbushLaid,
    CardRevealed,
    CardTaken,
    Defended,
    GameEnded,
    HandLaidOut,
    HandSeen,
    NotDefended,
    OfferAccepted,
    OfferMade,
    OffersRevealed,
    RaidTaken,
    Robbed,
    Stolen,
    TargetChosen,
    TurnStarted,
)
from sherwood.games.lieutenants.hands import draw_card, gain, lose, reveal_hand
from sherwood.games.lieutenants.matching import by_object, one_per_object
from sherwood.games.lieutenants.state import State, ask

ATTACKS = ("theft", "robbery", "raid")
"""LT-5.6.1: the actions a necklace defends against; each names a target."""
OFFERS = ("buy", "exchange")
"""LT-5.1, LT-5.7: the actions the other seats make offers for."""


# --- helpers -------------------------------------------------------------------------------


def others_clockwise(state: State, seat: int) -> list[int]:
    """The other seats, clockwise from ``seat``'s left (LT-3.5)."""
    return [(seat + k) % state.seats for k in range(1, state.seats)]


def with_cards(state: State, seat: int) -> list[int]:
    """LT-4.4: the other seats holding at least one card, clockwise from ``seat``'s left."""
    return [s for s in others_clockwise(state, seat) if state.hands[s]]


def action_available(state: State, action: str) -> bool:
    """LT-4.4: whether the active seat may choose ``action`` now."""
    if action == "defence":
        return False  # LT-5.6.5: only a reaction
    if action == "ambush":
        return bool(state.ambush_deck)
    return any(state.hands[s] for s in range(state.seats) if s != state.active)


def end_game(state: State, events: Events, reason: str) -> None:
    """LT-10.1, LT-9.3: the game is over (``reason``: sheriff, missions or cards)."""
    state.result = reason
    state.queue.clear()
    state.prompt = None
    events.append(GameEnded(reason))


def paying_card(state: State) -> str:
    card = state.revealed
    assert card is not None, "no revealed card to pay with"
    state.revealed = None
    return card


# --- steps ---------------------------------------------------------------------------------


def begin_turn(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """LT-3.1: ``seat``'s turn: the top card is revealed (LT-9.1 reshuffles first; LT-9.3
    ends the game when there is none)."""
    state.active = seat
    state.turn += 1
    state.delivered = False
    events.append(TurnStarted(seat, state.turn))
    card = draw_card(state, rng, events)
    if card is None:
        end_game(state, events, "cards")
        return
    state.revealed = card
    events.append(CardRevealed(seat, card))
    ask(state, P.TakeOrAct(seat, card))


def ask_delivery(state: State, rng: SeededRng, events: Events) -> None:
    """LT-3.3, LT-6.3: after the take/act step the active seat may deliver."""
    ask(state, P.Deliver(state.active))


# --- take or act ---------------------------------------------------------------------------


def take_or_act_options(state: State, prompt: P.TakeOrAct) -> list[Command]:
    """LT-4.2 taking is always legal (LT-15.10); LT-4.4 acting only when it can be done."""
    found: list[Command] = [Take(prompt.seat)]
    if action_available(state, ACTION[kind_of(prompt.card)]):
        found.append(Act(prompt.seat))
    return found


def take(state: State, command: Take, rng: SeededRng, events: Events, prompt: P.TakeOrAct) -> None:
    """LT-4.2: the revealed card goes into the hand, in front of everyone."""
    card = paying_card(state)
    gain(state, command.seat, card)
    events.append(CardTaken(command.seat, card))
    push(state, ("deliver",))


def act(state: State, command: Act, rng: SeededRng, events: Events, prompt: P.TakeOrAct) -> None:
    """LT-4.3: the revealed card's action (LT-5)."""
    seat, card = command.seat, prompt.card
    action = ACTION[kind_of(card)]
    events.append(ActionChosen(seat, action, card))
    if action in ATTACKS:
        ask(state, P.ChooseTarget(seat, action))
    elif action in OFFERS:
        ask(state, P.MakeOffer(with_cards(state, seat)[0], action, seat))
    else:
        draw_ambushes(state, events, seat)


# --- Theft, Robbery, Raid and the defence -------------------------------------------------------


def target_options(state: State, prompt: P.ChooseTarget) -> list[Command]:
    """LT-5.2.2, LT-5.4.2, LT-5.5.3: any other seat with at least one card."""
    return [ChooseTarget(prompt.seat, t) for t in range(state.seats)
            if t != prompt.seat and state.hands[t]]


def choose_target(state: State, command: ChooseTarget, rng: SeededRng, events: Events,
                  prompt: P.ChooseTarget) -> None:
    """LT-5.6.3: the target's defence window opens before anything is seen."""
    events.append(TargetChosen(command.seat, command.target))
    ask(state, P.Defend(command.target, command.seat, prompt.action))


def defend_options(state: State, prompt: P.Defend) -> list[Command]:
    """LT-5.6.1, LT-5.6.6: a necklace may be played; "no defence" is always offered."""
    hand = state.hands[prompt.seat]
    found: list[Command] = [Defend(prompt.seat)] if any(kind_of(c) == "NE" for c in hand) else []
    return [*found, NoDefence(prompt.seat)]


def defend(state: State, command: Defend, rng: SeededRng, events: Events, prompt: P.Defend) -> None:
    """LT-5.6.2, LT-5.6.3: the necklace goes to the attacker, the attacking card to the
    target; nothing else happens (LT-5.6.7: the turn goes on to the delivery)."""
    target, attacker = command.seat, prompt.attacker
    necklace = next(c for c in state.hands[target] if kind_of(c) == "NE")
    card = paying_card(state)
    lose(state, target, necklace)
    gain(state, attacker, necklace)
    gain(state, target, card)
    events.append(Defended(target, attacker, necklace, card))
    push(state, ("deliver",))


def no_defence(state: State, command: NoDefence, rng: SeededRng, events: Events,
               prompt: P.Defend) -> None:
    """The attack goes ahead: LT-5.2.2 Theft, LT-5.4.2 Robbery, LT-5.5.1 Raid."""
    target, attacker = command.seat, prompt.attacker
    events.append(NotDefended(target))
    if prompt.action == "theft":
        card = rng.choice(state.hands[target])  # the hand is sorted
        paid = paying_card(state)
        lose(state, target, card, knowers=(attacker,))  # LT-5.2.3
        gain(state, attacker, card, knowers=(target,))
        gain(state, target, paid)
        state.notes[target].append([state.turn, "stolen", attacker, card])
        state.notes[attacker].append([state.turn, "stole", target, card])
        events.append(Stolen(attacker, target, paid))
        push(state, ("deliver",))
    elif prompt.action == "robbery":
        reveal_hand(state, target, to=(attacker,))  # LT-5.4.2: only the attacker sees it
        events.append(HandSeen(attacker, target))
        ask(state, P.ChooseCard(attacker, target, "robbery"))
    else:
        state.laid_out = state.hands[target][:]  # LT-5.5.3: face up for all
        reveal_hand(state, target)
        events.append(HandLaidOut(target, tuple(state.laid_out)))
        ask(state, P.ChooseCard(attacker, target, "raid"))


def card_options(state: State, prompt: P.ChooseCard) -> list[Command]:
    """LT-5.4.2, LT-5.5.2: one card of each object in the target's hand (copies of an object
    are alike; ``is_legal`` accepts any id held)."""
    return [ChooseCard(prompt.seat, c) for c in one_per_object(state.hands[prompt.target])]


def choose_card(state: State, command: ChooseCard, rng: SeededRng, events: Events,
                prompt: P.ChooseCard) -> None:
    """LT-5.4.2 (seen by the two alone, LT-5.4.3) or LT-5.5.2 (in front of all): the card
    goes to the attacker, the paying card to the target."""
    attacker, target, card = command.seat, prompt.target, command.card
    paid = paying_card(state)
    if prompt.action == "robbery":
        lose(state, target, card, knowers=(attacker,))
        gain(state, attacker, card, knowers=(target,))
        gain(state, target, paid)
        state.notes[target].append([state.turn, "robbed", attacker, card])
        events.append(Robbed(attacker, target, paid))
    else:
        lose(state, target, card)
        gain(state, attacker, card)
        gain(state, target, paid)
        state.laid_out = None
        events.append(RaidTaken(attacker, target, card, paid))
    push(state, ("deliver",))


# --- Buy and Exchange ------------------------------------------------------------------------


def offer_options(state: State, prompt: P.MakeOffer) -> list[Command]:
    """LT-5.1.1: a Buy offers one card; LT-5.7.1: an Exchange one or two. Listed: one card of
    each object, and for an Exchange each pair of objects (two of one object included);
    ``is_legal`` accepts any such offer of cards held."""
    held = by_object(state.hands[prompt.seat])
    singles = sorted(mine[0] for mine in held.values())
    found: list[Command] = [Offer(prompt.seat, (c,)) for c in singles]
    if prompt.action == "exchange":
        for i, a in enumerate(singles):
            same = held[a[:2]]
            if len(same) > 1:
                found.append(Offer(prompt.seat, (a, same[1])))
            found += [Offer(prompt.seat, (a, b)) for b in singles[i + 1:]]
    return found


def offer(state: State, command: Offer, rng: SeededRng, events: Events, prompt: P.MakeOffer) -> None:
    """LT-5.1.4: the offer is sealed; the next seat offers, or all are revealed together."""
    state.offers[command.seat] = command.cards
    events.append(OfferMade(command.seat))
    order = with_cards(state, prompt.buyer)
    later = order[order.index(command.seat) + 1:]
    if later:
        ask(state, P.MakeOffer(later[0], prompt.action, prompt.buyer))
        return
    state.offers_revealed = True
    shown = []
    for s in order:
        cards = state.offers[s]
        assert cards is not None
        shown.append((s, cards))
        for other in range(state.seats):  # LT-12.1: the offers are public now
            if other != s:
                record = state.known[other][s]
                record.extend(c for c in cards if c not in record)
                record.sort()
    events.append(OffersRevealed(tuple(shown)))
    ask(state, P.ChooseOffer(prompt.buyer, prompt.action))


def choose_offer_options(state: State, prompt: P.ChooseOffer) -> list[Command]:
    """LT-5.1.3, LT-5.7.4: exactly one offer is chosen."""
    return [ChooseOffer(prompt.seat, s) for s in with_cards(state, prompt.seat)
            if state.offers[s] is not None]


def choose_offer(state: State, command: ChooseOffer, rng: SeededRng, events: Events,
                 prompt: P.ChooseOffer) -> None:
    """LT-5.1.3, LT-5.7.4: the chosen cards go to the active seat, the paying card to the
    offerer; the other offers stay in their owners' hands."""
    seat, offerer = command.seat, command.offerer
    cards = state.offers[offerer]
    assert cards is not None
    paid = paying_card(state)
    for card in cards:
        lose(state, offerer, card)
        gain(state, seat, card)
    gain(state, offerer, paid)
    state.offers = [None] * state.seats
    state.offers_revealed = False
    events.append(OfferAccepted(seat, offerer, cards, paid))
    push(state, ("deliver",))


# --- Ambush ----------------------------------------------------------------------------------


def draw_ambushes(state: State, events: Events, seat: int) -> None:
    """LT-5.3.1: the top 2 ambush cards; LT-15.9: with 1 left it is laid without a choice."""
    count = min(2, len(state.ambush_deck))
    state.ambush_choice = state.ambush_deck[:count]
    del state.ambush_deck[:count]
    del state.ambush_knower[:count]
    events.append(AmbushDrawn(seat, count))
    if count == 2:
        ask(state, P.ChooseAmbush(seat))
    else:
        lay_ambush(state, events, seat, state.ambush_choice[0])


def lay_ambush(state: State, events: Events, seat: int, ambush: str) -> None:
    """LT-5.3.2: ``ambush`` lies face down with the gold; the other goes under the deck, known
    to ``seat`` alone (LT-12.3)."""
    gold = paying_card(state)
    state.ambush_sets[seat].append([ambush, gold])
    events.append(AmbushLaid(seat, gold))
    for other in state.ambush_choice:
        if other != ambush:
            state.ambush_deck.append(other)
            state.ambush_knower.append(seat)
            events.append(AmbushBuried(seat))
    state.ambush_choice = []
    push(state, ("deliver",))


def choose_ambush_options(state: State, prompt: P.ChooseAmbush) -> list[Command]:
    """LT-5.3.1, LT-5.3.4: either card drawn, one's own colour included."""
    return [ChooseAmbush(prompt.seat, a) for a in state.ambush_choice]


def choose_ambush(state: State, command: ChooseAmbush, rng: SeededRng, events: Events,
                  prompt: P.ChooseAmbush) -> None:
    lay_ambush(state, events, command.seat, command.card)
