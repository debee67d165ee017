"""The rules of Sherwood Showdown (shared/rules/showdown.md), as one handler per command.

A turn (SD-3.2): refill check for both seats, the active seat first (SD-9.6, SD-9.14); a
purchase if the active seat holds no outlaw and has a traveller to sell (SD-9.7 – SD-9.11);
the traveller is revealed (SD-3.3); pass or rob (SD-3.4); the melee (SD-6); the end-of-melee
draws and refill checks (SD-9.1 – SD-9.6); the end of the game (SD-10).

Only the decisions of SD-3.8 are commands. Everything between two decisions runs inside the
``apply`` of the command that leads to it and reports itself as events, in order. So a
command that ends a turn returns e.g. ``Withdrew, MeleeWon, CardsDiscarded…, CardsDrawn…,
TurnStarted, TravellerRevealed`` (or ``GameEnded`` after the last traveller).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from sherwood.engine import Command, Event, SeededRng, seat_name
from sherwood.engine.outcome import Outcome
from sherwood.games.showdown.cards import FOOL, card_name, seat_deck, traveller_deck
from sherwood.games.showdown.commands import (
    Lay,
    Pass,
    Rob,
    Sell,
    SkipSell,
    TakeFool,
    Withdraw,
    card_command,
)
from sherwood.games.showdown.events import (
    CardLaid,
    CardsDiscarded,
    CardsDrawn,
    DeckReshuffled,
    FoolTaken,
    GameEnded,
    MeleeTied,
    MeleeWon,
    TravellerEscaped,
    TravellerPassed,
    TravellerRevealed,
    TravellerSold,
    TurnStarted,
    Withdrew,
)
from sherwood.games.showdown.outcome import outcome_of
from sherwood.games.showdown.state import (
    ALL_IDS,
    COMBAT,
    END_DRAW,
    GOLD,
    HAND_SIZE,
    OUTLAW,
    OWNER,
    PASSES,
    RANSOM,
    REFILL_DRAW,
    TRAVELLER,
    Phase,
    State,
    display_sorted,
    game_cards,
    has_outlaw,
    new_state,
    opponent_holds_outlaw,
    opponent_pool,
    own_draw_deck,
)
from sherwood.games.showdown.view import ShowdownView

LEADERS = ("Robin Hood", "Guy Fawkes")  # for messages: "Guy Fawkes leads by 1"

Events = list[Event]


# --- drawing and refilling ----------------------------------------------------------------

def _draw(state: State, seat: int, n: int) -> int:
    """Draw up to ``n`` cards from the top of ``seat``'s deck; never reshuffles (SD-9.3)."""
    deck = state.decks[seat]
    taken = deck[:n]
    del deck[:n]
    state.hands[seat].extend(taken)
    return len(taken)


def _reshuffle(state: State, seat: int, rng: SeededRng, events: Events) -> None:
    """The discard pile becomes the new draw deck (SD-9.6, SD-9.11): a random event."""
    pile = state.discards[seat]
    rng.shuffle(pile)
    state.decks[seat] = pile
    state.discards[seat] = []
    events.append(DeckReshuffled(seat, len(pile)))


def _refill(state: State, seat: int, rng: SeededRng, events: Events) -> None:
    """SD-9.4 – SD-9.6: deck empty, no outlaw in hand, discards left: reshuffle and draw 3."""
    if state.decks[seat] or not state.discards[seat] or has_outlaw(state.hands[seat]):
        return
    _reshuffle(state, seat, rng, events)
    count = _draw(state, seat, REFILL_DRAW)
    events.append(CardsDrawn(seat, count, "refill"))


def _refill_both(state: State, first: int, rng: SeededRng, events: Events) -> None:
    """The refill check for both seats, ``first`` (the active seat) first (SD-9.14)."""
    _refill(state, first, rng, events)
    _refill(state, 1 - first, rng, events)


def _draw_both(state: State, first: int, events: Events) -> None:
    """SD-9.2 / SD-9.3: both draw 2 (what is there), ``first`` first, no reshuffle."""
    for seat in (first, 1 - first):
        count = _draw(state, seat, END_DRAW)
        if count:
            events.append(CardsDrawn(seat, count, "draw"))


# --- the flow between decisions ------------------------------------------------------------

def _can_sell(state: State, seat: int) -> bool:
    """SD-9.8 / SD-9.9: no outlaw in hand and a traveller (not the Fool) in spoils."""
    return not has_outlaw(state.hands[seat]) and any(c in TRAVELLER for c in state.spoils[seat])


def _begin_turn(state: State, seat: int, rng: SeededRng, events: Events) -> None:
    """SD-3.2 steps 1–3: refill checks, the purchase prompt or the reveal."""
    state.turn += 1
    state.active = state.mover = seat
    state.robber = None
    events.append(TurnStarted(seat, state.turn))
    _refill_both(state, seat, rng, events)
    if _can_sell(state, seat):
        state.phase = Phase.SELL
        return
    _reveal(state, rng, events)


def _reveal(state: State, rng: SeededRng, events: Events) -> None:
    """SD-3.3: turn over the top traveller; SD-3.7: it escapes if the active seat cannot rob."""
    seat = state.active
    traveller = state.traveller_deck.pop(0)
    state.active_traveller = traveller
    state.mover = seat
    events.append(TravellerRevealed(traveller))
    if traveller == FOOL or has_outlaw(state.hands[seat]):
        state.phase = Phase.DECIDE
        return
    # SD-3.7: no outlaw after the purchase step, a normal traveller escapes without a pass.
    state.out_of_play.append(traveller)
    state.active_traveller = None
    events.append(TravellerEscaped(traveller, "no_outlaw"))
    both_stuck = not has_outlaw(state.hands[1 - seat])  # SD-3.9
    _finish_turn(state, rng, events, draws=both_stuck)


def _finish_turn(state: State, rng: SeededRng, events: Events, draws: bool) -> None:
    """After a traveller is resolved: SD-10.4 end, else draws (SD-9.2, SD-3.9) and next turn."""
    state.robber = None
    if not state.traveller_deck:
        _end_game(state, events)
        return
    seat = state.active
    if draws:
        _draw_both(state, seat, events)
        _refill_both(state, seat, rng, events)
    _begin_turn(state, 1 - seat, rng, events)  # SD-3.1


def _end_game(state: State, events: Events) -> None:
    state.phase = Phase.OVER
    state.active_traveller = None
    events.append(GameEnded(tuple(RULES.scores(state)), tuple(RULES.winners(state))))


# --- one handler per command (house rule 6) --------------------------------------------------

def apply_sell(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-9.7 – SD-9.12: sell a traveller, draw as many cards as its number, then reveal."""
    assert isinstance(cmd, Sell)
    seat = cmd.seat
    state.spoils[seat].remove(cmd.traveller)
    state.out_of_play.append(cmd.traveller)
    events: Events = [TravellerSold(seat, cmd.traveller)]
    wanted = GOLD[cmd.traveller]
    while wanted:
        if not state.decks[seat]:
            if not state.discards[seat]:
                break  # both empty: the purchase stops early (SD-9.11)
            _reshuffle(state, seat, rng, events)
        count = _draw(state, seat, wanted)
        wanted -= count
        events.append(CardsDrawn(seat, count, "purchase"))
    _reveal(state, rng, events)
    return events


def apply_skip_sell(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-9.10: selling is optional; the traveller is revealed."""
    events: Events = []
    _reveal(state, rng, events)
    return events


def apply_pass(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-4.1 – SD-4.6, SD-4.5 for the Fool: the traveller goes to the passer's passed pile."""
    seat = cmd.seat
    traveller = state.active_traveller
    assert traveller is not None
    state.passes_left[seat] -= 1
    state.passed[seat].append(traveller)
    state.active_traveller = None
    events: Events = [TravellerPassed(seat, traveller, state.passes_left[seat])]
    _finish_turn(state, rng, events, draws=False)
    return events


def apply_take_fool(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-5.3 / SD-5.4: the Fool goes straight into the active seat's spoils; nobody draws."""
    seat = cmd.seat
    state.spoils[seat].append(FOOL)
    state.active_traveller = None
    events: Events = [FoolTaken(seat)]
    _finish_turn(state, rng, events, draws=False)
    return events


def _lay(state: State, seat: int, outlaw: str, ransom: str | None, opening: bool) -> Events:
    hand = state.hands[seat]
    hand.remove(outlaw)
    if ransom is not None:
        hand.remove(ransom)
    state.melee[seat].append((outlaw, ransom))
    state.mover = 1 - seat  # SD-6.4: the players alternate, starting with the opponent
    return [CardLaid(seat, outlaw, ransom, opening, state.total(seat), state.stake())]


def apply_rob(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-6.1 / SD-6.3: lay the opening outlaw (maybe with a ransom); the melee starts."""
    assert isinstance(cmd, Rob)
    state.phase = Phase.MELEE
    state.robber = cmd.seat
    return _lay(state, cmd.seat, cmd.outlaw, cmd.ransom, opening=True)


def apply_lay(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-6.4 – SD-6.9, SD-7.3: one more outlaw, at most one ransom attached."""
    assert isinstance(cmd, Lay)
    return _lay(state, cmd.seat, cmd.outlaw, cmd.ransom, opening=False)


def apply_withdraw(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-6.11, SD-8: the melee ends; tie (SD-8.4, SD-7.9) or the other seat wins (SD-7.8)."""
    seat = cmd.seat
    traveller = state.active_traveller
    robber = state.robber
    assert traveller is not None and robber is not None
    events: Events = [Withdrew(seat)]
    stake = state.stake()
    tie = state.total(0) == state.total(1)
    order = (robber, 1 - robber)
    if tie:
        state.out_of_play.append(traveller)
        events += [MeleeTied(traveller), TravellerEscaped(traveller, "tie")]
    else:
        winner = 1 - seat
        ransoms = tuple(r for s in order for _, r in state.melee[s] if r is not None)
        state.spoils[winner].append(traveller)
        state.spoils[winner].extend(ransoms)
        events.append(MeleeWon(winner, traveller, ransoms, stake))
    for s in order:
        cards = [o for o, _ in state.melee[s]]
        if tie:  # SD-7.9: after a tie each ransom goes to its owner's discard pile
            cards += [r for _, r in state.melee[s] if r is not None]
        if cards:
            state.discards[s].extend(cards)
            events.append(CardsDiscarded(s, tuple(cards)))
    state.melee = [[], []]
    state.active_traveller = None
    _finish_turn(state, rng, events, draws=True)  # SD-8.7, SD-9.2
    return events


Handler = Callable[[State, Command, SeededRng], Events]

HANDLERS: dict[type[Command], Handler] = {
    Sell: apply_sell,
    SkipSell: apply_skip_sell,
    Pass: apply_pass,
    TakeFool: apply_take_fool,
    Rob: apply_rob,
    Lay: apply_lay,
    Withdraw: apply_withdraw,
}


# --- legality -------------------------------------------------------------------------------


def _card_options(cls: type[Rob] | type[Lay], seat: int, hand: list[str], minimum: int) -> list[Command]:
    """One command per legal outlaw × {no ransom, each ransom in hand} (SD-7.3, SD-7.4)."""
    ordered = display_sorted(hand)
    ransoms = [None, *(c for c in ordered if c in RANSOM)]
    commands = []
    for outlaw in ordered:
        if outlaw in OUTLAW and COMBAT[outlaw] >= minimum:
            commands.extend(card_command(cls, seat, outlaw, ransom) for ransom in ransoms)
    return commands


def _name(seat: int) -> str:
    return LEADERS[seat]


def _no_such_card(card_id: str) -> str:
    """For a command naming a card id the deck does not have (a damaged save, a bad click)."""
    shown = repr(card_id) if len(card_id) <= 20 else repr(card_id[:17] + "...")
    return f"Sherwood Showdown has no card {shown}."


def _n(value: int) -> str:
    """ "a 4", "an 8", "an 11": the article a player would say."""
    return f"an {value}" if value in (8, 11, 18) else f"a {value}"


def _fit_hand(pool: list[str], size: int, outlaw: bool | None, rng: SeededRng) -> list[str]:
    """Reorder a shuffled pool so that its first ``size`` cards (the hand) hold an outlaw, or
    hold none, as the view demands (see ``opponent_holds_outlaw``)."""
    if outlaw is None or has_outlaw(pool[:size]) == outlaw:
        return pool
    if not outlaw:  # the first ``size`` non-outlaws of a shuffled pool: a uniform choice
        hand = [c for c in pool if c not in OUTLAW][:size]
        taken = set(hand)
        return hand + [c for c in pool if c not in taken]
    for _ in range(20):  # rejection keeps the choice uniform among hands with an outlaw
        rng.shuffle(pool)
        if has_outlaw(pool[:size]):
            return pool
    first = next(i for i, c in enumerate(pool) if c in OUTLAW)
    pool[0], pool[first] = pool[first], pool[0]
    return pool


class ShowdownRules:
    """Sherwood Showdown for :class:`sherwood.engine.Match` (the ``Rules`` protocol)."""

    # --- setting up -------------------------------------------------------------------------

    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[State, list[Event]]:
        """SD-2, in the random order of SD-2.9 / SD-13.1, then the first turn starts."""
        encore = bool(options.get("encore", False))
        state = new_state(encore)
        first = rng.randint(0, 1)  # SD-2.7
        for seat in (0, 1):  # SD-2.2, SD-2.3, SD-11.3, SD-11.4
            deck = list(seat_deck(seat, encore))
            rng.shuffle(deck)
            state.decks[seat] = deck
        travellers = list(traveller_deck(encore))  # SD-2.4, SD-2.5, SD-11.1, SD-11.2
        rng.shuffle(travellers)
        state.traveller_deck = travellers
        events: Events = []
        for seat in (0, 1):  # SD-2.6
            events.append(CardsDrawn(seat, _draw(state, seat, HAND_SIZE), "deal"))
        _begin_turn(state, first, rng, events)
        return state, events

    # --- asking ---------------------------------------------------------------------------

    def active_seat(self, state: State) -> int | None:
        return None if state.phase is Phase.OVER else state.mover

    def legal_commands(self, state: State) -> list[Command]:
        seat = state.mover
        phase = state.phase
        if phase is Phase.MELEE:
            return [*_card_options(Lay, seat, state.hands[seat], state.min_legal(seat)),
                    Withdraw(seat)]
        if phase is Phase.DECIDE:
            commands: list[Command] = [Pass(seat)] if state.passes_left[seat] > 0 else []
            if state.active_traveller == FOOL:
                commands.append(TakeFool(seat))
            else:
                commands += _card_options(Rob, seat, state.hands[seat], 1)
            return commands
        if phase is Phase.SELL:
            spoils = sorted((c for c in state.spoils[seat] if c in TRAVELLER), key=GOLD.__getitem__)
            return [*(Sell(seat, t) for t in spoils), SkipSell(seat)]
        return []

    def why_illegal(self, state: State, command: Command) -> str:
        """A sentence for the player saying why ``command`` is not allowed now."""
        if state.phase is Phase.OVER:
            return "The game is over."
        seat = command.seat
        if seat != state.mover:
            return f"It is not your turn: {_name(state.mover)} must decide now."
        if command in self.legal_commands(state):
            return "That move is allowed."
        phase = state.phase
        hand = state.hands[seat]
        if isinstance(command, Sell | SkipSell):
            if phase is not Phase.SELL:
                return ("You can only sell at the start of your turn, before the traveller is "
                        "revealed, and only when you hold no outlaw.")
            if isinstance(command, Sell):
                return self._why_not_sell(state, seat, command.traveller)
        if phase is Phase.SELL:
            return "First sell a traveller from your spoils, or choose to sell nothing."
        if isinstance(command, Pass):
            if phase is Phase.MELEE:
                return "You cannot let the traveller pass during a melee: lay an outlaw or withdraw."
            return f"You have no passes left: you have already let {PASSES} travellers pass."
        if isinstance(command, TakeFool):
            return "Only the Fool can be taken without a fight, and he is not on the road."
        if isinstance(command, Withdraw):
            return "You can only withdraw during a melee."
        if isinstance(command, Rob | Lay):
            if isinstance(command, Rob) and phase is Phase.MELEE:
                return "A melee is already on: lay an outlaw or withdraw."
            if isinstance(command, Lay) and phase is Phase.DECIDE:
                return "No melee is on: rob the traveller (or let him pass) first."
            if isinstance(command, Rob) and state.active_traveller == FOOL:
                return ("You cannot fight over the Fool: take him into your spoils (−5 gold) "
                        "or let him pass.")
            return self._why_not_card(state, seat, hand, command.outlaw, command.ransom)
        return f"{command.describe(LEADERS)} is not possible now."

    def _why_not_sell(self, state: State, seat: int, traveller: str) -> str:
        if traveller == FOOL:
            return "The Fool can never be sold: he stays in your spoils."
        if traveller not in ALL_IDS:
            return _no_such_card(traveller)
        if traveller not in TRAVELLER:
            return f"Only travellers can be sold, and {card_name(traveller)} is not one."
        if traveller in state.passed[seat]:
            return f"{card_name(traveller)} was let pass: passed travellers can never be sold."
        return f"{card_name(traveller)} is not in your spoils."

    def _why_not_card(self, state: State, seat: int, hand: list[str], outlaw: str,
                      ransom: str | None) -> str:
        if outlaw not in OUTLAW:
            if outlaw in RANSOM:
                return (f"The {card_name(outlaw)} is a ransom card: it cannot fight; attach it "
                        "to an outlaw instead.")
            if outlaw not in ALL_IDS:
                return _no_such_card(outlaw)
            name = card_name(outlaw)
            return f"{name[:1].upper()}{name[1:]} is not an outlaw card."
        if outlaw not in hand:
            return f"You do not hold the {card_name(outlaw)}."
        if ransom is not None:
            if ransom not in ALL_IDS:
                return _no_such_card(ransom)
            if ransom not in RANSOM:
                return f"The {card_name(ransom)} is not a ransom card (Page, Knight, Queen or King)."
            if ransom not in hand:
                return f"You do not hold the {card_name(ransom)}."
        if state.phase is Phase.MELEE:
            return self._why_too_weak(state, seat)
        return f"{seat_name(seat, LEADERS)} cannot lay that now."

    def _why_too_weak(self, state: State, seat: int) -> str:
        minimum = state.min_legal(seat)
        last = state.last_laid(seat)
        lead = state.total(1 - seat) - state.total(seat)
        reasons = []
        if last is not None:
            reasons.append(f"your last card was {last}")
        if lead > 0:
            reasons.append(f"{_name(1 - seat)} leads by {lead}")
        return f"You must lay at least {_n(minimum)}: {' and '.join(reasons)}."

    def undoable(self, state: State, command: Command) -> bool:
        """Rob and Lay show only the mover's own card and draw nothing."""
        return isinstance(command, Rob | Lay)

    # --- changing ---------------------------------------------------------------------------

    def apply(self, state: State, command: Command, rng: SeededRng) -> list[Event]:
        return HANDLERS[type(command)](state, command, rng)

    # --- seeing ---------------------------------------------------------------------------

    def view(self, state: State, seat: int) -> ShowdownView:
        """SD-12: everything public, plus ``seat``'s own hand; no deck order, no other hand."""
        in_melee = state.phase is Phase.MELEE
        return ShowdownView(
            seat=seat,
            encore=state.encore,
            phase=state.phase.value,
            active_seat=self.active_seat(state),
            turn=state.turn,
            hand=display_sorted(state.hands[seat]),
            hand_sizes=(len(state.hands[0]), len(state.hands[1])),
            deck_sizes=(len(state.decks[0]), len(state.decks[1])),
            discards=(tuple(state.discards[0]), tuple(state.discards[1])),
            spoils=(tuple(state.spoils[0]), tuple(state.spoils[1])),
            passed=(tuple(state.passed[0]), tuple(state.passed[1])),
            passes_left=(state.passes_left[0], state.passes_left[1]),
            traveller_deck_size=len(state.traveller_deck),
            travellers_remaining=display_sorted(state.traveller_deck),
            active_traveller=state.active_traveller,
            robber=state.robber if in_melee else None,
            melee=(tuple(state.melee[0]), tuple(state.melee[1])),
            totals=(state.total(0), state.total(1)),
            stake=state.stake(),
            min_legal=((state.min_legal(0), state.min_legal(1)) if in_melee else (None, None)),
            out_of_play=tuple(state.out_of_play),
            scores=(state.score(0), state.score(1)),
        )

    def sample_hidden(self, view: ShowdownView, seat: int, rng: SeededRng) -> State:
        """SD-14.10: a full state consistent with ``view``: the viewer's hand kept; the
        opponent's hand, both draw-deck orders and the traveller-deck order sampled."""
        if view.seat != seat:
            raise ValueError(f"this is seat {view.seat}'s view, not seat {seat}'s")
        other = 1 - seat
        own_deck = own_draw_deck(view)
        pool = opponent_pool(view)
        travellers = list(view.travellers_remaining)
        rng.shuffle(own_deck)
        rng.shuffle(pool)
        rng.shuffle(travellers)
        size = view.hand_sizes[other]
        if len(own_deck) != view.deck_sizes[seat] or len(pool) != size + view.deck_sizes[other]:
            raise ValueError("the view's hand and deck sizes do not match its unseen cards")
        pool = _fit_hand(pool, size, opponent_holds_outlaw(view), rng)
        state = new_state(view.encore)
        state.hands[seat] = list(view.hand)
        state.hands[other] = pool[:size]
        state.decks[seat] = own_deck
        state.decks[other] = pool[size:]
        state.discards = [list(view.discards[0]), list(view.discards[1])]
        state.spoils = [list(view.spoils[0]), list(view.spoils[1])]
        state.passed = [list(view.passed[0]), list(view.passed[1])]
        state.passes_left = list(view.passes_left)
        state.traveller_deck = travellers
        state.out_of_play = list(view.out_of_play)
        state.active_traveller = view.active_traveller
        state.phase = Phase(view.phase)
        state.turn = view.turn
        state.robber = view.robber
        state.melee = [list(view.melee[0]), list(view.melee[1])]
        mover = view.active_seat if view.active_seat is not None else 0
        state.mover = mover
        state.active = view.robber if view.robber is not None else mover
        return state

    # --- scoring --------------------------------------------------------------------------

    def scores(self, state: State) -> list[int]:
        """SD-10.3: travellers' numbers + 1 per Page/Knight + 3 per Queen/King − 5 for the Fool."""
        return [state.score(0), state.score(1)]

    def winners(self, state: State) -> list[int]:
        """SD-10.2 and the tie-break SD-10.5; [] for a draw."""
        a, b = self.scores(state)
        if a != b:
            return [0 if a > b else 1]
        best = [max((GOLD[c] for c in pile if c in TRAVELLER), default=0) for pile in state.spoils]
        if best[0] == best[1]:
            return []
        return [0 if best[0] > best[1] else 1]

    def outcome(self, state: State) -> Outcome:
        """SD-10.2 – SD-10.5 worded for the results (:mod:`.outcome`)."""
        return outcome_of(state, self.scores(state), self.winners(state))

    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]:
        """From the Fool alone (−5) to every traveller and every ransom of the game."""
        cards = game_cards(bool(options.get("encore", False)))
        return GOLD[FOOL], sum(GOLD[c] for c in cards if c != FOOL)

    # --- copying and checking -------------------------------------------------------------

    def clone(self, state: State) -> State:
        return state.clone()

    def encode(self, state: State) -> Any:
        """A canonical JSON-ready form of the whole state, for the state hash."""
        return {
            "encore": state.encore,
            "hands": state.hands,
            "decks": state.decks,
            "discards": state.discards,
            "spoils": state.spoils,
            "passed": state.passed,
            "passes_left": state.passes_left,
            "traveller_deck": state.traveller_deck,
            "out_of_play": state.out_of_play,
            "active_traveller": state.active_traveller,
            "phase": state.phase.value,
            "active": state.active,
            "mover": state.mover,
            "turn": state.turn,
            "robber": state.robber,
            "melee": [[list(laid) for laid in row] for row in state.melee],
        }

    def check_invariants(self, state: State) -> None:
        """No card created or lost; each zone holds only what it may; SD-15.8; passes 0..2."""
        zones: dict[str, list[str]] = {
            "traveller deck": state.traveller_deck, "out of play": state.out_of_play,
            "active traveller": [state.active_traveller] if state.active_traveller else [],
        }
        for seat in (0, 1):
            zones[f"hand {seat}"] = state.hands[seat]
            zones[f"deck {seat}"] = state.decks[seat]
            zones[f"discard {seat}"] = state.discards[seat]
            zones[f"spoils {seat}"] = state.spoils[seat]
            zones[f"passed {seat}"] = state.passed[seat]
            zones[f"melee {seat}"] = [c for laid in state.melee[seat] for c in laid if c]
        found = Counter(c for cards in zones.values() for c in cards)
        expected = Counter(game_cards(state.encore))
        assert found == expected, (
            f"cards created {sorted((found - expected).elements())}, "
            f"lost {sorted((expected - found).elements())}")
        for seat in (0, 1):
            for zone in ("hand", "deck", "discard", "melee"):
                stray = [c for c in zones[f"{zone} {seat}"] if OWNER[c] != seat]
                assert not stray, f"{zone} {seat} holds cards of another deck: {stray}"
            assert not any(c in OUTLAW for c in state.spoils[seat]), "an outlaw in spoils"
            assert all(c in TRAVELLER or c == FOOL for c in state.passed[seat])
            assert 0 <= state.passes_left[seat] <= PASSES, "passes out of range"
            assert state.passes_left[seat] + len(state.passed[seat]) == PASSES, "passes miscounted"
            for laid_outlaw, laid_ransom in state.melee[seat]:
                assert laid_outlaw in OUTLAW and (laid_ransom is None or laid_ransom in RANSOM)
            places = state.hands[seat] + state.decks[seat] + state.discards[seat]
            if state.phase is not Phase.MELEE:  # SD-15.8
                assert sum(c in OUTLAW for c in places) == 20, f"seat {seat}'s outlaws strayed"
        assert all(c in TRAVELLER for c in state.out_of_play), "the Fool went out of play"
        phase = state.phase
        if phase is Phase.MELEE:
            assert state.robber is not None and state.active_traveller in TRAVELLER
            assert state.melee[state.robber], "a melee without an opening card"
        else:
            assert not state.melee[0] and not state.melee[1], "cards left in the melee area"
        if phase is Phase.DECIDE:
            assert state.active_traveller is not None and state.mover == state.active
            assert state.active_traveller == FOOL or has_outlaw(state.hands[state.active]), (
                "a traveller waits for a seat that cannot rob him (SD-3.7)")
        if phase is Phase.SELL:
            assert state.active_traveller is None and _can_sell(state, state.active)
        if phase is Phase.OVER:
            assert not state.traveller_deck and state.active_traveller is None


RULES = ShowdownRules()
