"""The legal answers to each prompt: the game's legal commands (SR-B-12.1).

Each function lists the answers once per prompt and keeps the list in ``state.legal`` (the
flow lists them to see whether there is a choice, and the match or a bot asks again; both
get the same list). Commands come from the tables of :mod:`.commands`, picked by the bit
masks of :mod:`.tracking`; nothing is searched and nothing is built here but discards.

The one open-ended command, ``offer_trade`` (SR-B-7.4: any cards for any cards), is listed
only as the family bots choose among (SR-B-7.5): one card for one card of another type, to
all other seats, while the seat has made fewer than 2 offers this turn and never one that
lapsed this turn. :func:`offer_problem` judges any other offer a player composes.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine import Command, Refusal, refuse
from sherwood.games.settlers.board import BIT_INDEX, HEX_BY_NAME
from sherwood.games.settlers.commands import (
    ACCEPT,
    BOT_OFFER,
    BUILD_CITY,
    BUILD_ROAD,
    BUILD_SETTLEMENT,
    BUY_DEV,
    CANCEL,
    CHOOSE_PARTNER,
    CHOOSE_ROBIN_HEX,
    DECLINE,
    DECLINE_DISPLACEMENT,
    DISPLACE_ROBIN,
    END_TURN,
    MARITIME,
    MOVE_ROBBER,
    PLACE_FREE_ROAD,
    PLACE_ROAD,
    PLACE_SETTLEMENT,
    PLAY_KNIGHT,
    PLAY_MONOPOLY,
    PLAY_ROAD_BUILDING,
    PLAY_YOP_ONE,
    PLAY_YOP_PAIR,
    RELOCATE_ROBIN,
    ROLL,
    STEAL_FROM,
    YEAR_OF_PLENTY_PAIRS,
    OfferTrade,
    discard_command,
)
from sherwood.games.settlers.content import (
    BOT_OFFERS_PER_TURN,
    KNIGHT,
    MONOPOLY,
    RES_INDEX,
    ROAD_BUILDING,
    YEAR_OF_PLENTY,
    counts_of,
)
from sherwood.games.settlers.geometry import VERTEX_EDGES, VERTEX_ID
from sherwood.games.settlers.prompts import (
    AnswerOffer,
    BeforeRoll,
    ChoosePartnerPrompt,
    ChooseRobinHexPrompt,
    DiscardPrompt,
    DisplaceRobinPrompt,
    FreeRoad,
    MoveRobberPrompt,
    RelocateRobinPrompt,
    SetupRoad,
    SetupSettlement,
    StealFromPrompt,
    TradeAndBuild,
)
from sherwood.games.settlers.state import State

BIT = BIT_INDEX

ACCEPT_OR_DECLINE: tuple[list[Command], ...] = tuple([ACCEPT[s], DECLINE[s]] for s in range(4))
DECLINE_ONLY: tuple[list[Command], ...] = tuple([DECLINE[s]] for s in range(4))
"""Answer lists shared by every state: ``state.legal`` is never changed in place."""


def playable_cards(state: State, seat: int) -> list[int]:
    """SR-B-4.4: how many of each card kind 0..3 ``seat`` may play now (not bought this turn)."""
    counts = [0, 0, 0, 0]
    for kind in state.dev_hands[seat]:
        if kind < 4:
            counts[kind] += 1
    for kind in state.dev_new:
        if kind < 4:
            counts[kind] -= 1
    return counts


def year_of_plenty_choices(bank: list[int]) -> list[int]:
    """SR-B-9.3: the pairs (indexes into ``YEAR_OF_PLENTY_PAIRS``) the bank can pay; negative
    ``-1 - r``: one card of ``r``, offered only when no pair can be paid."""
    pairs = [i for i, (a, b) in enumerate(YEAR_OF_PLENTY_PAIRS)
             if (bank[a] >= 2 if a == b else bank[a] and bank[b])]
    if pairs:
        return pairs
    return [-1 - r for r in range(5) if bank[r]]


def _dev_plays(state: State, seat: int, out: list[Command]) -> None:
    """SR-B-4.3, SR-B-4.4, SR-B-12.3: one card a turn, none bought this turn."""
    if state.dev_played or not state.dev_hands[seat]:
        return
    counts = playable_cards(state, seat)
    if counts[KNIGHT] > 0:
        out.append(PLAY_KNIGHT[seat])
    if counts[ROAD_BUILDING] > 0:
        out.append(PLAY_ROAD_BUILDING[seat])
    if counts[YEAR_OF_PLENTY] > 0:
        pairs, ones = PLAY_YOP_PAIR[seat], PLAY_YOP_ONE[seat]
        out.extend(pairs[i] if i >= 0 else ones[-1 - i] for i in year_of_plenty_choices(state.bank))
    if counts[MONOPOLY] > 0:
        out.extend(PLAY_MONOPOLY[seat])


# --- one function per prompt type ------------------------------------------------------------------

def setup_settlement_options(state: State, prompt: SetupSettlement) -> list[Command]:
    """SR-B-3.3, SR-B-3.6, SR-B-8.4: any free vertex (no road needed)."""
    legal = state.legal
    if legal is None:
        table = PLACE_SETTLEMENT[prompt.seat]
        legal = _at_bits(table, state.free)
        state.legal = legal
    return legal


def setup_road_options(state: State, prompt: SetupRoad) -> list[Command]:
    """SR-B-3.6: an empty edge at the settlement just placed."""
    legal = state.legal
    if legal is None:
        table, owner = PLACE_ROAD[prompt.seat], state.edge_owner
        legal = [table[e] for e in VERTEX_EDGES[VERTEX_ID[prompt.vertex]] if owner[e] < 0]
        state.legal = legal
    return legal


def before_roll_options(state: State, prompt: BeforeRoll) -> list[Command]:
    """SR-B-4.3, SR-B-12.3: roll, or one development card first."""
    legal = state.legal
    if legal is None:
        seat = prompt.seat
        legal = [ROLL[seat]]
        _dev_plays(state, seat, legal)
        state.legal = legal
    return legal


def discard_options(state: State, prompt: DiscardPrompt) -> list[Command]:
    """SR-B-6.2: every choice of exactly ``count`` cards from the hand, by counts per resource."""
    legal = state.legal
    if legal is None:
        seat, hand = prompt.seat, state.hands[prompt.seat]
        legal = []
        pick = [0, 0, 0, 0, 0]

        def choose(r: int, left: int) -> None:
            if r == 4:
                if left <= hand[4]:
                    pick[4] = left
                    legal.append(discard_command(seat, tuple(pick)))
                return
            rest = sum(hand[r + 1:])
            for k in range(min(hand[r], left), -1, -1):
                if left - k > rest:
                    break
                pick[r] = k
                choose(r + 1, left - k)
            pick[r] = 0

        choose(0, prompt.count)
        state.legal = legal
    return legal


def move_robber_options(state: State, prompt: MoveRobberPrompt) -> list[Command]:
    """SR-B-6.4: any other land hex (the desert included)."""
    legal = state.legal
    if legal is None:
        robber = state.robber
        legal = [c for h, c in enumerate(MOVE_ROBBER[prompt.seat]) if h != robber]
        state.legal = legal
    return legal


def steal_options(state: State, prompt: StealFromPrompt) -> list[Command]:
    """SR-B-6.5, SR-B-12.4: one of the qualifying opponents."""
    legal = state.legal
    if legal is None:
        table = STEAL_FROM[prompt.seat]
        legal = [table[v] for v in prompt.candidates]
        state.legal = legal
    return legal


def _listed(cache: dict[int, tuple[Command, ...]], table: tuple[Command, ...],
            mask: int) -> tuple[Command, ...]:
    """The commands of ``table`` at the set bits of ``mask``, lowest first (kept in ``cache``:
    a seat's spots change far less often than its hand)."""
    listed = cache.get(mask)
    if listed is None:
        if len(cache) > 4096:
            cache.clear()
        listed = cache[mask] = tuple(_at_bits(table, mask))
    return listed


def _at_bits(table: Sequence[Command], mask: int) -> list[Command]:
    """The commands of ``table`` at the set bits of ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(table[BIT[low]])
        mask ^= low
    return found


_ROADS: tuple[dict[int, tuple[Command, ...]], ...] = tuple({} for _ in range(4))
_SETTLEMENTS: tuple[dict[int, tuple[Command, ...]], ...] = tuple({} for _ in range(4))
_CITIES: tuple[dict[int, tuple[Command, ...]], ...] = tuple({} for _ in range(4))
MARITIME_ROW = tuple(tuple(tuple(MARITIME[s][g][w] for w in range(5) if w != g) for g in range(5))
                     for s in range(4))
"""``MARITIME_ROW[seat][give]``: the four trades giving ``give``."""
OFFER_ROW = tuple(tuple(tuple(BOT_OFFER[s][g][w] for w in range(5) if w != g) for g in range(5))
                  for s in range(4))
"""``OFFER_ROW[seat][give]``: the four bot offers giving ``give``."""


def trade_build_options(state: State, prompt: TradeAndBuild) -> list[Command]:
    """SR-B-12.6: builds, a card bought, development cards, maritime trades, the bots' offers,
    and ending the turn."""
    legal = state.legal
    if legal is not None:
        return legal
    seat = prompt.seat
    hand = state.hands[seat]
    lumber, wool, grain, brick, ore = hand
    legal = []
    if lumber and brick:
        if state.roads_left[seat] and state.road_spots[seat]:
            legal.extend(_listed(_ROADS[seat], BUILD_ROAD[seat], state.road_spots[seat]))
        if wool and grain and state.settlements_left[seat] and state.settle_spots[seat]:
            legal.extend(_listed(_SETTLEMENTS[seat], BUILD_SETTLEMENT[seat], state.settle_spots[seat]))
    if grain >= 2 and ore >= 3 and state.cities_left[seat] and state.settlement_mask[seat]:
        legal.extend(_listed(_CITIES[seat], BUILD_CITY[seat], state.settlement_mask[seat]))
    if wool and grain and ore and state.deck:
        legal.append(BUY_DEV[seat])
    if not state.dev_played and state.dev_hands[seat]:
        _dev_plays(state, seat, legal)
    ratio, bank = state.ratio[seat], state.bank
    full = 0 not in bank
    for g in range(5):
        if hand[g] >= ratio[g]:
            if full:
                legal.extend(MARITIME_ROW[seat][g])
            else:
                legal.extend(c for w, c in enumerate(MARITIME[seat][g]) if w != g and bank[w])
    if state.offers_made < BOT_OFFERS_PER_TURN and state.players > 1:  # SR-V-3.4: none in solo
        declined = state.declined
        rows = OFFER_ROW[seat]
        for g in range(5):
            if hand[g]:
                if declined:
                    legal.extend(c for c in rows[g] if (c.give, c.want, None) not in declined)
                else:
                    legal.extend(rows[g])
    legal.append(END_TURN[seat])
    state.legal = legal
    return legal


def free_road_options(state: State, prompt: FreeRoad) -> list[Command]:
    """SR-B-9.2, SR-B-12.5: any edge where the seat may build a road."""
    legal = state.legal
    if legal is None:
        table = PLACE_FREE_ROAD[prompt.seat]
        legal = _at_bits(table, state.road_spots[prompt.seat])
        state.legal = legal
    return legal


def answer_options(state: State, prompt: AnswerOffer) -> list[Command]:
    """SR-B-7.4, SR-B-12.7: accept only holding every card asked for; decline always."""
    legal = state.legal
    if legal is None:
        seat = prompt.seat
        hand = state.hands[seat]
        want = state.offer_want
        can = (hand[0] >= want[0] and hand[1] >= want[1] and hand[2] >= want[2]
               and hand[3] >= want[3] and hand[4] >= want[4])
        legal = state.legal = ACCEPT_OR_DECLINE[seat] if can else DECLINE_ONLY[seat]
    return legal


def partner_options(state: State, prompt: ChoosePartnerPrompt) -> list[Command]:
    """SR-B-7.4, SR-B-12.7: one of those who accepted, or cancel."""
    legal = state.legal
    if legal is None:
        table = CHOOSE_PARTNER[prompt.seat]
        legal = [table[p] for p in prompt.accepted]
        legal.append(CANCEL[prompt.seat])
        state.legal = legal
    return legal


# --- the Sheriff's choices for Robin (SR-V-10) -----------------------------------------------------

def robin_hex_options(state: State, prompt: ChooseRobinHexPrompt) -> list[Command]:
    """SR-V-4.7, SR-V-4.8, SR-V-10.2: one of the eligible hexes, nothing else (SR-E-21)."""
    legal = state.legal
    if legal is None:
        legal = state.legal = [CHOOSE_ROBIN_HEX[HEX_BY_NAME[h]] for h in prompt.hexes]
    return legal


def displace_options(state: State, prompt: DisplaceRobinPrompt) -> list[Command]:
    """SR-V-6.3, SR-V-6.4, SR-V-10.3: one of the eligible hexes, or leave Robin."""
    legal = state.legal
    if legal is None:
        legal = [DISPLACE_ROBIN[HEX_BY_NAME[h]] for h in prompt.hexes]
        legal.append(DECLINE_DISPLACEMENT)
        state.legal = legal
    return legal


def relocate_options(state: State, prompt: RelocateRobinPrompt) -> list[Command]:
    """SR-V-7.12, SR-V-10.4: one of the hexes sharing the highest value."""
    legal = state.legal
    if legal is None:
        legal = state.legal = [RELOCATE_ROBIN[HEX_BY_NAME[h]] for h in prompt.hexes]
    return legal


# --- offers a player composes -----------------------------------------------------------------------

def offer_problem(state: State, command: OfferTrade) -> Refusal | None:
    """Why ``command`` is not a legal offer now (SR-B-7.1 to SR-B-7.4, SR-V-3.4), or None."""
    prompt = state.prompt
    seat = command.seat
    if state.players < 2:
        return refuse("solo_no_trade")
    if not isinstance(prompt, TradeAndBuild) or prompt.seat != seat or state.over:
        return refuse("offer_not_now")
    if not command.give or not command.want:
        return refuse("offer_side_empty")
    for side in (command.give, command.want):
        unknown = [c for c in side if c not in RES_INDEX]
        if unknown:
            return refuse("not_a_resource", got=unknown[0])
        if list(side) != sorted(side, key=RES_INDEX.__getitem__):
            return refuse("cards_out_of_order")
    if set(command.give) & set(command.want):
        return refuse("offer_both_sides")
    if command.to is not None and (command.to == seat or not 0 <= command.to < state.n):
        return refuse("offer_to_no_seat", to=command.to)
    have = state.hands[seat]
    give = counts_of(command.give)
    if any(give[r] > have[r] for r in range(5)):
        return refuse("offer_not_held", cards=command.give)
    return None
