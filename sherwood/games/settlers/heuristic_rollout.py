"""The cheap Settlers policy for the search bot's rollouts (``SPEC.rollout_policy``).

:func:`rollout_choice` answers any prompt of a full (sampled) state with the bot notes'
priorities cut to a few integer tests each, reading the state's bookkeeping (bit masks of
where each seat may build, ratios, pieces left) instead of searching the board:

- setup: the free vertex of the highest static value (pips and distinct resources, the
  second settlement adding what the first lacks); the road toward the best free vertex;
- before the roll: a Knight when the robber blocks one of the seat's producing hexes;
- the turn: win > city > settlement > development card > a road toward a free vertex
  (while no spot is reachable) > a maritime trade that completes a city or settlement, or
  any that brings a hand of more than 7 down > end turn; Year of Plenty, Monopoly and
  Road Building when they obviously pay;
- the robber on the leader's best hex, never the seat's own if avoidable; rob the leader;
  discard from the most plentiful types; decline offers (rollouts make none);
- the Robin Hood solo variant (the Sheriff's choices, :mod:`.heuristic_solo`): Robin to the
  cheapest eligible hex, displaced when that is cheaper, relocated to the tied hex costing
  the least production; Monopoly on the loot pile; no road that closes a ring round Robin
  while the Sheriff is not ahead (SR-V-9.9).

The answer is always one of ``legal``: the policy picks a command from the rules' prebuilt
tables and checks it is in the list by identity (one pass, no dataclass comparisons).

>>> import sherwood.games
>>> from sherwood.engine import Match, SeededRng
>>> m = Match.start("settlers", 3, seed=1)
>>> rules, seat = m.spec.rules, m.active_seat
>>> state = rules.sample_hidden(m.view(seat), seat, SeededRng(0))
>>> rollout_choice(state, rules.legal_commands(state), SeededRng(0)) in m.legal_commands()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.settlers.board import BIT_INDEX, EDGE_OTHER_END, HEX_BY_NAME, HEX_NAMES, VERTICES
from sherwood.games.settlers.commands import (
    BUILD_CITY,
    BUILD_ROAD,
    BUILD_SETTLEMENT,
    BUY_DEV,
    CHOOSE_PARTNER,
    DECLINE,
    END_TURN,
    MARITIME,
    MOVE_ROBBER,
    PLACE_FREE_ROAD,
    PLACE_ROAD,
    PLACE_SETTLEMENT,
    PLAY_KNIGHT,
    PLAY_MONOPOLY,
    PLAY_ROAD_BUILDING,
    PLAY_YOP_PAIR,
    ROLL,
    STEAL_FROM,
    YEAR_OF_PLENTY_PAIRS,
    discard_command,
)
from sherwood.games.settlers.geometry import HEX_VERTICES, VERTEX_EDGES, VERTEX_HEXES, VERTEX_ID
from sherwood.games.settlers.heuristic_board import PIPS, tables
from sherwood.games.settlers.heuristic_solo import (
    cheapest,
    closes_ring,
    displacement_choice,
    quietest,
)
from sherwood.games.settlers.prompts import (
    AnswerOffer,
    BeforeRoll,
    ChoosePartnerPrompt,
    DiscardPrompt,
    FreeRoad,
    MoveRobberPrompt,
    SetupRoad,
    SetupSettlement,
    StealFromPrompt,
    TradeAndBuild,
)

KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY = range(4)
CITY = (0, 0, 2, 0, 3)
SETTLEMENT = (1, 1, 1, 1, 0)
Legal = Sequence[Command]
_YOP_INDEX = {pair: i for i, pair in enumerate(YEAR_OF_PLENTY_PAIRS)}


class _Static:
    """Per-board facts the policy needs: pips per hex, per vertex, and a static value per
    vertex (pips + 2 per distinct resource), with each vertex's resource set as a mask."""

    __slots__ = ("hex_pips", "vertex_pips", "vertex_res", "vertex_value")

    def __init__(self, board: Any):
        self.hex_pips = tuple(PIPS.get(tok, 0) if r >= 0 else 0
                              for tok, r in zip(board.hex_token, board.hex_res, strict=True))
        pips, value, res = [], [], []
        for v in range(VERTICES):
            total, mask = 0, 0
            for h in VERTEX_HEXES[v]:
                if self.hex_pips[h]:
                    total += self.hex_pips[h]
                    mask |= 1 << board.hex_res[h]
            pips.append(total)
            res.append(mask)
            value.append(total + 2 * mask.bit_count() + (1 if board.vertex_harbour[v] >= 0 else 0))
        self.vertex_pips: tuple[int, ...] = tuple(pips)
        self.vertex_res: tuple[int, ...] = tuple(res)
        self.vertex_value: tuple[int, ...] = tuple(value)


_STATIC: dict[int, tuple[Any, _Static]] = {}


def _static(board: Any) -> _Static:
    hit = _STATIC.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    if len(_STATIC) > 256:
        _STATIC.clear()
    made = _Static(board)
    _STATIC[id(board)] = (board, made)
    return made


def _pick(cmd: Command, legal: Legal) -> bool:
    """Whether ``cmd`` (from the prebuilt tables) is one of ``legal``, by identity (a plain
    loop: twice as fast as ``any`` over a generator; the turn's end is listed last)."""
    if legal[-1] is cmd:
        return True
    for c in legal:  # noqa: SIM110
        if c is cmd:
            return True
    return False


def _first_of(legal: Sequence[Command], kind: type) -> Command | None:
    for c in legal:
        if type(c) is kind:
            return c
    return None


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(BIT_INDEX[low])
        mask ^= low
    return out


def rollout_choice(state: Any, legal: Sequence[Command], rng: SeededRng) -> Command:
    """One of ``legal`` for the seat the state's prompt asks (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    prompt = state.prompt
    decide = _BY_PROMPT.get(type(prompt))
    if decide is None:
        decide = _SOLO_BY_KIND.get(prompt.kind)
        if decide is None:
            return rng.choice(legal)
    cmd = decide(state, prompt.seat, prompt, legal, rng)
    return cmd if cmd is not None else rng.choice(legal)


# --- setup -----------------------------------------------------------------------------------

def _setup_settlement(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    st = _static(state.board)
    have = 0
    for v in _bits(state.settlement_mask[seat]):
        have |= st.vertex_res[v]
    best, best_value = -1, -1
    values = st.vertex_value
    res = st.vertex_res
    for v in _bits(state.free):
        value = values[v] + 3 * (res[v] & ~have).bit_count() if have else values[v]
        if value > best_value:
            best, best_value = v, value
    if best >= 0:
        cmd = PLACE_SETTLEMENT[seat][best]
        if _pick(cmd, legal):
            return cmd
    return None


def _toward_free(state: Any, st: _Static, edges: Sequence[int]) -> tuple[int, int]:
    """Of ``edges``, the one whose far end or next vertex is the best free vertex:
    ``(edge, value)``, ``(-1, 0)`` for none."""
    free = state.free
    owner = state.vertex_owner
    values = st.vertex_value
    best, best_value = -1, 0
    for e in edges:
        for u in EDGE_OTHER_END[e]:
            if free >> u & 1 and values[u] > best_value:
                best, best_value = e, values[u]
            if owner[u] >= 0:
                continue
            for e2 in VERTEX_EDGES[u]:
                if e2 != e:
                    w = EDGE_OTHER_END[e2][u]
                    if free >> w & 1 and values[w] - 1 > best_value:
                        best, best_value = e, values[w] - 1
    return best, best_value


def _setup_road(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    v = VERTEX_ID[prompt.vertex]
    edges = [e for e in VERTEX_EDGES[v] if state.edge_owner[e] < 0]
    e, _ = _toward_free(state, _static(state.board), edges)
    if e >= 0:
        cmd = PLACE_ROAD[seat][e]
        if _pick(cmd, legal):
            return cmd
    return None


# --- before the roll, the seven ----------------------------------------------------------------

def _robber_hurts(state: Any, seat: int) -> bool:
    h = state.robber
    if not state.board.hex_token[h]:
        return False
    owner = state.vertex_owner
    return any(owner[v] == seat for v in HEX_VERTICES[h])


def _can_play(state: Any, seat: int, kind: int) -> bool:
    if state.dev_played or kind not in state.dev_hands[seat]:
        return False
    return state.dev_hands[seat].count(kind) > state.dev_new.count(kind)


def _before_roll(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    if _can_play(state, seat, KNIGHT) and _robber_hurts(state, seat):
        cmd = PLAY_KNIGHT[seat]
        if _pick(cmd, legal):
            return cmd
    return ROLL[seat] if _pick(ROLL[seat], legal) else None


def _discard(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    hand = state.hands[seat][:]
    out = [0, 0, 0, 0, 0]
    for _ in range(prompt.count):
        r = max(range(5), key=hand.__getitem__)
        hand[r] -= 1
        out[r] += 1
    cmd = discard_command(seat, tuple(out))
    return cmd if cmd in legal else None


def _leader(state: Any, seat: int) -> int:
    best, best_vp = -1, -1
    for s in range(state.n):
        if s != seat:
            vp = state.public_vp(s)
            if vp > best_vp:
                best, best_vp = s, vp
    return best


def _move_robber(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    st = _static(state.board)
    owner, city = state.vertex_owner, state.vertex_city
    leader = _leader(state, seat)
    best, best_score = -1, -1e9
    for h in range(len(st.hex_pips)):
        if h == state.robber:
            continue
        pips = st.hex_pips[h]
        score = 0
        for v in HEX_VERTICES[h]:
            o = owner[v]
            if o < 0:
                continue
            w = pips * (2 if city[v] else 1)
            if o == seat:
                score -= 100 + w
            else:
                score += w * (2 if o == leader else 1)
        if score > best_score:
            best, best_score = h, score
    cmd = MOVE_ROBBER[seat][best]
    return cmd if best >= 0 and _pick(cmd, legal) else None


def _steal_from(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    victim = max(prompt.candidates, key=lambda s: (state.public_vp(s), sum(state.hands[s])))
    cmd = STEAL_FROM[seat][victim]
    return cmd if _pick(cmd, legal) else None


# --- the turn -----------------------------------------------------------------------------------

def _development(state: Any, seat: int, hand: list[int], legal: Sequence[Command]) -> Command | None:
    if state.dev_played or not state.dev_hands[seat]:
        return None
    if _can_play(state, seat, KNIGHT) and _robber_hurts(state, seat):
        return PLAY_KNIGHT[seat]
    if _can_play(state, seat, MONOPOLY):
        if state.variant != "standard":  # SR-V-8.4: from the loot pile
            held = list(state.loot)
            least = 2
        else:
            held = [sum(state.hands[s][r] for s in range(state.n) if s != seat) for r in range(5)]
            least = 3
        r = max(range(5), key=held.__getitem__)
        if held[r] >= least:
            return PLAY_MONOPOLY[seat][r]
    if _can_play(state, seat, YEAR_OF_PLENTY):
        bank = state.bank
        for cost in (CITY, SETTLEMENT):
            missing = [r for r in range(5) for _ in range(max(0, cost[r] - hand[r]))]
            if len(missing) == 2 and bank[missing[0]] and bank[missing[1]] and \
                    (missing[0] != missing[1] or bank[missing[0]] >= 2):
                return PLAY_YOP_PAIR[seat][_YOP_INDEX[(missing[0], missing[1])]]
    if _can_play(state, seat, ROAD_BUILDING) and state.roads_left[seat] >= 2 and not state.settle_spots[seat]:
        return PLAY_ROAD_BUILDING[seat]
    return None


def _trade(state: Any, seat: int, hand: list[int], cost: tuple[int, ...]) -> Command | None:
    """A maritime trade after which ``cost`` is one trade closer, when the hand lacks
    exactly one card of it and can spare a full lot of another type."""
    missing = -1
    for r in range(5):
        short = cost[r] - hand[r]
        if short > 1 or (short == 1 and missing >= 0):
            return None
        if short == 1:
            missing = r
    if missing < 0 or not state.bank[missing]:
        return None
    ratio = state.ratio[seat]
    for g in range(5):
        if g != missing and hand[g] - cost[g] >= ratio[g]:
            return MARITIME[seat][g][missing]
    return None


def _turn(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    hand = state.hands[seat]
    st = _static(state.board)
    lumber, wool, grain, brick, ore = hand
    cmd: Command | None
    # A city (or a winning building).
    if grain >= 2 and ore >= 3 and state.cities_left[seat] and state.settlement_mask[seat]:
        v = max(_bits(state.settlement_mask[seat]), key=st.vertex_pips.__getitem__)
        cmd = BUILD_CITY[seat][v]
        if _pick(cmd, legal):
            return cmd
    spots = state.settle_spots[seat]
    if lumber and wool and grain and brick and spots and state.settlements_left[seat]:
        v = max(_bits(spots), key=st.vertex_value.__getitem__)
        cmd = BUILD_SETTLEMENT[seat][v]
        if _pick(cmd, legal):
            return cmd
    cmd = _development(state, seat, hand, legal)
    if cmd is not None and _pick(cmd, legal):
        return cmd
    if wool and grain and ore and state.deck:
        cmd = BUY_DEV[seat]
        if _pick(cmd, legal):
            return cmd
    if lumber and brick and state.roads_left[seat] and state.road_spots[seat] and not spots \
            and state.settlements_left[seat]:
        e, _ = _toward_free(state, st, _bits(state.road_spots[seat]))
        if e >= 0 and _road_safe(state, seat, e):
            cmd = BUILD_ROAD[seat][e]
            if _pick(cmd, legal):
                return cmd
    if state.cities_left[seat] and state.settlement_mask[seat]:
        cmd = _trade(state, seat, hand, CITY)
        if cmd is not None and _pick(cmd, legal):
            return cmd
    if spots and state.settlements_left[seat]:
        cmd = _trade(state, seat, hand, SETTLEMENT)
        if cmd is not None and _pick(cmd, legal):
            return cmd
    if lumber + wool + grain + brick + ore > 7:
        ratio = state.ratio[seat]
        give = max(range(5), key=lambda r: hand[r] - ratio[r])
        if hand[give] >= ratio[give]:
            get = min((r for r in range(5) if r != give and state.bank[r]), key=hand.__getitem__, default=-1)
            if get >= 0:
                cmd = MARITIME[seat][give][get]
                if _pick(cmd, legal):
                    return cmd
        if lumber and brick and state.road_spots[seat] and state.roads_left[seat]:
            e = _bits(state.road_spots[seat])[0]
            cmd = BUILD_ROAD[seat][e]
            if _road_safe(state, seat, e) and _pick(cmd, legal):
                return cmd
    cmd = END_TURN[seat]
    return cmd if _pick(cmd, legal) else _first_of(legal, type(cmd))


def _free_road(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    e, _ = _toward_free(state, _static(state.board), _bits(state.road_spots[seat]))
    if e >= 0 and _road_safe(state, seat, e):
        cmd = PLACE_FREE_ROAD[seat][e]
        if _pick(cmd, legal):
            return cmd
    return None


def _answer(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    return DECLINE[seat] if _pick(DECLINE[seat], legal) else None


def _partner(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    partner = min(prompt.accepted, key=state.public_vp)
    cmd = CHOOSE_PARTNER[seat][partner]
    return cmd if _pick(cmd, legal) else None


# --- the Robin Hood solo variant: the Sheriff's choices for Robin (SR-V-4.7, SR-V-6, SR-V-7.12) ----

def _road_safe(state: Any, seat: int, e: int) -> bool:
    """In solo, a road that would ring Robin in only while the Sheriff is ahead (SR-V-9.9)."""
    if state.variant == "standard" or not closes_ring(state.robber, e, state.edge_owner):
        return True
    return state.total_vp(seat) > state.robin_vp


def _hex_command(legal: Legal, h: int) -> Command | None:
    name = HEX_NAMES[h]
    for c in legal:
        if getattr(c, "hex", None) == name:
            return c
    return None


def _choose_robin_hex(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    hexes = [HEX_BY_NAME[h] for h in prompt.hexes]
    t = tables(state.board.island)
    return _hex_command(legal, cheapest(t, hexes, state.vertex_owner, state.vertex_city, state.robin_vp))


def _displace_robin(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    hexes = [HEX_BY_NAME[h] for h in prompt.hexes]
    t = tables(state.board.island)
    target = displacement_choice(t, state.robber, hexes, state.vertex_owner, state.vertex_city,
                                 state.robin_vp)
    if target is None:
        return next((c for c in legal if c.kind == "decline_displacement"), None)
    return _hex_command(legal, target)


def _relocate_robin(state: Any, seat: int, prompt: Any, legal: Legal, rng: SeededRng) -> Command | None:
    hexes = [HEX_BY_NAME[h] for h in prompt.hexes]
    t = tables(state.board.island)
    return _hex_command(legal, quietest(t, hexes, state.vertex_owner, state.vertex_city))


_SOLO_BY_KIND = {
    "choose_robin_hex": _choose_robin_hex,
    "displace_robin": _displace_robin,
    "relocate_robin": _relocate_robin,
}
"""The solo prompts, by kind."""

_BY_PROMPT = {
    SetupSettlement: _setup_settlement,
    SetupRoad: _setup_road,
    BeforeRoll: _before_roll,
    DiscardPrompt: _discard,
    MoveRobberPrompt: _move_robber,
    StealFromPrompt: _steal_from,
    TradeAndBuild: _turn,
    FreeRoad: _free_road,
    AnswerOffer: _answer,
    ChoosePartnerPrompt: _partner,
}

