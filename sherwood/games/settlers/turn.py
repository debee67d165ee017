"""The turn (SR-B-4), the roll (SR-B-4.5), victory (SR-B-11) and the turn limit (SR-M-5).

A turn begins (``begin_turn``: SR-B-11.3's check, then :class:`.prompts.BeforeRoll`); the
roll produces (SR-B-5) or sets off the seven (:mod:`.robber`); then the seat trades and
builds (:class:`.prompts.TradeAndBuild`) until it ends the turn. ``resume`` returns to
whichever of the two the turn is at, after a development card or the robber.

Victory is checked wherever the turn's seat may gain VP (:func:`check_win`): a build, a
development card bought (SR-E-7), a Knight taking Largest Army, a road taking Longest Road,
and at the start of its turn (SR-B-11.3, for VP gained on another's turn).

In the solo game (SR-V) the Sheriff wins at 15 (:func:`.content.target`), a 7 sets off
Robin (:mod:`.robin`) instead of the robber, and each turn the Sheriff ends is followed by
Robin's (SR-V-3.2); the turn limit counts the Sheriff's turns and compares his total with
Robin's (SR-M-5).
"""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.settlers.commands import EndTurn, Roll
from sherwood.games.settlers.content import DEV_KINDS, ROBIN_HOOD, SHERIFF, VP_FIRST, target
from sherwood.games.settlers.events import DICE_EVENT, GameWon, TurnBegan, TurnLimitReached
from sherwood.games.settlers.production import produce
from sherwood.games.settlers.prompts import BEFORE_ROLL, TRADE_AND_BUILD, SettlersPrompt
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import ask


def revealed_vp_cards(state: State) -> tuple[tuple[str, ...], ...]:
    """SR-B-11.4: every seat's Victory Point cards, shown at the end."""
    return tuple(tuple(DEV_KINDS[k] for k in sorted(hand) if k >= VP_FIRST) for hand in state.dev_hands)


def end_game(state: State) -> None:
    """The game is over: nothing waits and nothing is queued."""
    state.over = True
    state.queue.clear()
    state.prompt = None
    state.legal = None
    state.offer = None
    state.answers = []
    state.offer_want = ()


def check_win(state: State, events: Events) -> bool:
    """SR-B-11.2: the turn's seat wins at once with 10 VP or more (hidden VP cards count);
    SR-V-9.2, SR-V-9.3: the solo Sheriff with 15."""
    seat = state.turn
    if state.in_setup or state.over or state.total_vp(seat) < target(state):
        return False
    state.winner = seat
    if state.variant == ROBIN_HOOD:
        state.solo_result = "sheriff_15"
    end_game(state)
    events.append(GameWon(seat, state.total_vp(seat), revealed_vp_cards(state)))
    return True


def end_by_turn_limit(state: State, events: Events) -> None:
    """SR-M-5: after the last turn, the higher VP total wins; equal totals are a draw (solo:
    the Sheriff's total against Robin's)."""
    if state.variant == ROBIN_HOOD:
        mine, robin = state.total_vp(SHERIFF), state.robin_vp
        state.winner = SHERIFF if mine > robin else None
        state.solo_result = "turn_limit"
        end_game(state)
        events.append(TurnLimitReached(state.turns, (mine,), state.winner, revealed_vp_cards(state),
                                       robin))
        return
    scores = tuple(state.total_vp(s) for s in range(state.n))
    best = max(scores)
    winner = scores.index(best) if scores.count(best) == 1 else None
    state.winner = winner
    end_game(state)
    events.append(TurnLimitReached(state.turns, scores, winner, revealed_vp_cards(state)))


# --- steps ------------------------------------------------------------------------------------------

def begin_turn(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """SR-B-4.1: ``seat``'s turn begins; SR-B-11.3: with 10 VP gained on another's turn, it wins now."""
    state.turn = seat
    state.turns += 1
    state.rolled = False
    state.dev_played = False
    state.dev_new = []
    state.offers_made = 0
    state.declined = []
    events.append(TurnBegan(seat, state.turns))
    if not check_win(state, events):
        ask(state, BEFORE_ROLL[seat])


def resume(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """Back to the turn after a development card or the robber: before or after the roll."""
    ask(state, TRADE_AND_BUILD[seat] if state.rolled else BEFORE_ROLL[seat])


# --- handlers ------------------------------------------------------------------------------------------

def roll(state: State, command: Roll, rng: SeededRng, events: Events, prompt: SettlersPrompt) -> None:
    """SR-B-4.5 (R11): roll two dice; 7 sets off the robber (SR-B-6), any other sum produces."""
    seat = command.seat
    d1 = rng.randint(1, 6)
    d2 = rng.randint(1, 6)
    state.dice = (d1, d2)
    state.rolled = True
    events.append(DICE_EVENT[seat][d1][d2])
    if d1 + d2 == 7:  # SR-B-6; SR-V-7: Robin robs, scores or is relocated
        if state.variant == ROBIN_HOOD:
            push(state, ("discards", seat), ("robin_seven",), ("resume", seat))
        else:
            push(state, ("discards", seat), ("robber", seat), ("resume", seat))
    else:
        produce(state, d1 + d2, events)
        ask(state, TRADE_AND_BUILD[seat])


def end_turn(state: State, command: EndTurn, rng: SeededRng, events: Events,
             prompt: SettlersPrompt) -> None:
    """SR-B-4.1: play passes clockwise; SR-M-5: or the game ends after the last turn;
    SR-V-3.2: in the solo game Robin's turn comes between the Sheriff's."""
    state.turn_end_vp[command.seat] = state.public_vp(command.seat)
    if state.turn_limit and state.turns >= state.turn_limit:
        end_by_turn_limit(state, events)
        return
    if state.variant == ROBIN_HOOD:
        push(state, ("robin_turn",), ("begin_turn", SHERIFF))
        return
    begin_turn(state, rng, events, (command.seat + 1) % state.n)
