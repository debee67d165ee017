"""Robin Hood's automaton (SR-V-3 to SR-V-7, SR-V-9): his draws and moves, the seven, the
Sheriff's displacement of him, and the encirclement that ends the game.

Robin is the robber (``state.robber`` is his hex, SR-V-1.5); the Sheriff is owner 0 and
the neutral colour owner 1 (:data:`.content.SHERIFF`, :data:`.content.NEUTRAL`). Every
choice the rules leave open is the Sheriff's (SR-V-1.14): which hex a card leads Robin to
(:class:`.prompts.ChooseRobinHexPrompt`), whether and where to drive him off after a build
(:class:`.prompts.DisplaceRobinPrompt`), where a 7 relocates him among the hexes worth most
(:class:`.prompts.RelocateRobinPrompt`). Everything else happens as events.

The pure functions at the top read a state or a view alike (both have ``robber``,
``vertex_owner``, ``vertex_city``, ``edge_owner``, and an island), so the bots and the table
use the rules' own answers: :func:`hex_value` (V(h), SR-V-7.3), :func:`move_targets`
(SR-V-4.6), :func:`displace_targets` (SR-V-6.3), :func:`relocation_targets` (SR-V-7.11),
:func:`ring_missing` (SR-V-9.5). Hexes are ids (:mod:`.geometry`), as in views.

>>> from sherwood.engine import Match
>>> from sherwood.games.settlers.board import HEX_BY_NAME
>>> m = Match.start("settlers", 1, seed=3)
>>> view = m.view(0)
>>> view.robber == HEX_BY_NAME["0,0"], [HEX_NAMES[h] for h in move_targets(view, 0)]  # lumber
(True, ['-1,0', '1,0'])
>>> sum(hex_value(view, h) for h in range(19))  # 5 neutral settlements, each at up to 3 hexes
13
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.settlers.board import HEX_BY_NAME, HEX_NAMES, HEXES, Board, board_of
from sherwood.games.settlers.commands import (
    ChooseRobinHex,
    DeclineDisplacement,
    DisplaceRobin,
    RelocateRobin,
)
from sherwood.games.settlers.content import (
    DIE_FACES,
    MOVE_KNIGHT,
    MOVES,
    NEUTRAL,
    RESOURCE_TERRAIN,
    RESOURCES,
    SHERIFF,
    SOLO_TARGET,
)
from sherwood.games.settlers.events import (
    Encircled,
    LootRecovered,
    MovementDrawn,
    MovementRolled,
    MovesShuffled,
    RobinMoved,
    RobinRobbed,
    RobinScored,
    RobinStayed,
    RobinTurnBegan,
    RobinWon,
)
from sherwood.games.settlers.geometry import EDGE_NAMES, HEX_EDGES, HEX_NEIGHBOURS, HEX_VERTICES
from sherwood.games.settlers.prompts import (
    TRADE_AND_BUILD,
    ChooseRobinHexPrompt,
    DisplaceRobinPrompt,
    RelocateRobinPrompt,
    SettlersPrompt,
)
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import ask
from sherwood.games.settlers.turn import end_game

HEX_EDGE_MASK: tuple[int, ...] = tuple(sum(1 << e for e in HEX_EDGES[h]) for h in range(HEXES))
"""The six edges of each land hex, as a mask (SR-V-9.5: coast edges included, SR-V-9.6)."""


# --- reading a state or a view -----------------------------------------------------------------------

def _board(game: Any) -> Board:
    board = getattr(game, "board", None)
    return board if board is not None else board_of(game.island)


def _sheriff_roads(game: Any) -> int:
    mask = getattr(game, "roads_mask", None)
    if mask is not None:
        return int(mask[SHERIFF])
    return sum(1 << e for e, o in enumerate(game.edge_owner) if o == SHERIFF)


def hex_value(game: Any, h: int) -> int:
    """SR-V-7.3: V(h) in ``game`` (a state or a view)."""
    return value_at(h, game.vertex_owner, game.vertex_city)


def value_at(h: int, vertex_owner: Sequence[int], vertex_city: Sequence[bool]) -> int:
    """SR-V-7.3: V(h), the sum over the corners of hex ``h`` of 1 per Sheriff settlement,
    2 per Sheriff city and 1 per neutral settlement, with the pieces where these lists put
    them (the bot weighs boards it only imagines)."""
    value = 0
    for v in HEX_VERTICES[h]:
        o = vertex_owner[v]
        if o == SHERIFF:
            value += 2 if vertex_city[v] else 1
        elif o == NEUTRAL:
            value += 1
    return value


def sheriff_at(game: Any, h: int) -> bool:
    """SR-V-7.4, SR-V-7.6: whether a Sheriff building stands at hex ``h`` (a theft on a 7)."""
    owner = game.vertex_owner
    return any(owner[v] == SHERIFF for v in HEX_VERTICES[h])


def move_targets(game: Any, card: int, frm: int | None = None) -> list[int]:
    """SR-V-4.3 to SR-V-4.10: the hexes movement card ``card`` (an index of ``MOVES``) may
    lead Robin to from ``frm`` (default: his hex): the knight the camp (ignoring roads); a
    resource the land neighbours of its terrain across an edge without a Sheriff road
    (neutral roads never block), in reading order."""
    board = _board(game)
    if card == MOVE_KNIGHT:
        return [board.desert]
    at = game.robber if frm is None else frm
    roads = _sheriff_roads(game)
    res = board.hex_res
    return sorted(h for h, e in HEX_NEIGHBOURS[at] if res[h] == card and not roads >> e & 1)


def displace_targets(game: Any, frm: int | None = None) -> list[int]:
    """SR-V-6.3: the land neighbours of ``frm`` (default: Robin's hex), desert included,
    across an edge without a Sheriff road, in reading order."""
    at = game.robber if frm is None else frm
    roads = _sheriff_roads(game)
    return sorted(h for h, e in HEX_NEIGHBOURS[at] if not roads >> e & 1)


def relocation_targets(game: Any) -> list[int]:
    """SR-V-7.10, SR-V-7.11, SR-E-18: the land hexes of the highest V(h), any terrain,
    roads ignored, in reading order."""
    values = [hex_value(game, h) for h in range(HEXES)]
    best = max(values)
    return [h for h in range(HEXES) if values[h] == best]


def ring_missing(game: Any, h: int) -> list[int]:
    """SR-V-9.5, SR-V-9.6: the edges of hex ``h`` (coast edges included) that carry no
    Sheriff road yet; empty: ``h`` is ringed. An edge with a neutral road is listed and can
    never be closed (SR-V-9.8)."""
    roads = _sheriff_roads(game)
    return [e for e in HEX_EDGES[h] if not roads >> e & 1]


def _stayed(state: State, card: int) -> RobinStayed:
    """SR-V-4.9: why a resource card leaves Robin where he is: each hex of its terrain next
    to him barred by a Sheriff road, or none next to him."""
    at = state.robber
    res = state.board.hex_res
    barred = tuple((EDGE_NAMES[e], HEX_NAMES[h]) for h, e in HEX_NEIGHBOURS[at] if res[h] == card)
    return RobinStayed("barred" if barred else "none", HEX_NAMES[at], RESOURCE_TERRAIN[card], barred)


def _move(state: State, to: int, how: str, events: Events) -> None:
    frm = state.robber
    state.robber = to
    events.append(RobinMoved(HEX_NAMES[frm], HEX_NAMES[to], how, state.board.island.terrain[to]))


def _names(hexes: list[int]) -> tuple[str, ...]:
    return tuple(HEX_NAMES[h] for h in hexes)


# --- steps ------------------------------------------------------------------------------------------

def robin_turn(state: State, rng: SeededRng, events: Events) -> None:
    """SR-V-3.2, SR-V-3.7: Robin's turn is one movement draw."""
    events.append(RobinTurnBegan())
    robin_draw(state, rng, events, "turn")


def robin_draw(state: State, rng: SeededRng, events: Events, why: str) -> None:
    """SR-V-4.1, SR-V-4.2 (R9, R10): draw the top movement card (the discards shuffled into a
    new pile first when it is empty, SR-E-19) or roll the movement die, and resolve it.
    ``why``: ``turn``, ``knight`` (SR-V-5.1) or ``displaced`` (SR-M-3)."""
    if state.movement == "die":
        card = DIE_FACES[rng.randint(1, 6) - 1]
        events.append(MovementRolled(MOVES[card], why))
    else:
        pile = state.moves
        if not pile:
            pile.extend(state.moves_discard)
            state.moves_discard.clear()
            rng.shuffle(pile)
            events.append(MovesShuffled())
        card = pile.pop()
        state.moves_discard.append(card)  # face up at once; a choice it asks shows the card
        events.append(MovementDrawn(MOVES[card], why))
    state.last_move = card
    if card == MOVE_KNIGHT:  # SR-V-4.3, SR-V-4.4
        camp = state.board.desert
        if state.robber == camp:
            events.append(RobinStayed("camp", HEX_NAMES[camp]))
        else:
            _move(state, camp, "camp", events)
        return
    targets = move_targets(state, card)
    if not targets:  # SR-V-4.9
        events.append(_stayed(state, card))
    elif len(targets) == 1:  # SR-V-10.2: no choice, no command
        _move(state, targets[0], "card", events)
    else:  # SR-V-4.7
        ask(state, ChooseRobinHexPrompt(SHERIFF, _names(targets), MOVES[card]))


def robin_seven(state: State, rng: SeededRng, events: Events) -> None:
    """SR-V-7.3 to SR-V-7.14 (R12), after the Sheriff's discard: with buildings at Robin's
    hex he robs the Sheriff (a Sheriff building there; a random card, if the Sheriff has
    one) and scores V(h), winning at 15; with none he is relocated to the hex worth most."""
    h = state.robber
    value = hex_value(state, h)
    if value:
        if sheriff_at(state, h):  # SR-V-7.6; neutral settlements never cause a theft
            hand = state.hands[SHERIFF]
            size = sum(hand)
            if size:
                pick = rng.randint(0, size - 1)
                res = 0
                while pick >= hand[res]:
                    pick -= hand[res]
                    res += 1
                hand[res] -= 1
                state.loot[res] += 1
                events.append(RobinRobbed(RESOURCES[res]))
            else:  # SR-E-12
                events.append(RobinRobbed(None))
        state.robin_vp += value
        events.append(RobinScored(value, state.robin_vp))
        if state.robin_vp >= SOLO_TARGET:  # SR-V-9.1, SR-V-7.14, SR-E-22
            state.solo_result = "robin_15"
            state.winner = None
            end_game(state)
            events.append(RobinWon(state.robin_vp))
        return
    targets = relocation_targets(state)  # SR-V-7.10, SR-V-7.11
    if len(targets) == 1:
        if targets[0] != h:
            _move(state, targets[0], "relocated", events)
    else:  # SR-V-7.12
        ask(state, RelocateRobinPrompt(SHERIFF, _names(targets)))


# --- the Sheriff's acts that involve Robin --------------------------------------------------------------

def offer_displacement(state: State, v: int, events: Events) -> bool:
    """SR-V-6.1 to SR-V-6.6, SR-V-10.3: after a settlement or city on vertex ``v``: if ``v``
    is a corner of Robin's hex and some neighbour is reachable, ask the Sheriff (True)."""
    h = state.robber
    if v not in HEX_VERTICES[h]:
        return False
    targets = displace_targets(state)
    if not targets:  # SR-V-6.5
        return False
    ask(state, DisplaceRobinPrompt(SHERIFF, _names(targets)))
    return True


def check_encircled(state: State, e: int, events: Events) -> bool:
    """SR-V-9.4 to SR-V-9.9, SR-E-17: after a Sheriff road on edge ``e`` in play (the 15-VP
    win checked first, SR-V-9.10): if it closed the ring round Robin's hex the game ends,
    the higher total winning, equal totals a draw. True when the game ended."""
    h = state.robber
    ring = HEX_EDGE_MASK[h]
    if not ring >> e & 1 or state.roads_mask[SHERIFF] & ring != ring:
        return False
    mine, robin = state.total_vp(SHERIFF), state.robin_vp
    state.winner = SHERIFF if mine > robin else None
    state.solo_result = ("encircled_sheriff" if mine > robin else
                         "encircled_robin" if mine < robin else "encircled_draw")
    end_game(state)
    events.append(Encircled(HEX_NAMES[h], mine, robin, state.winner))
    return True


def recover_loot(state: State, res: int, events: Events) -> None:
    """SR-V-8.4: Monopoly takes every card of ``res`` from Robin's loot pile."""
    count = state.loot[res]
    state.loot[res] = 0
    state.hands[SHERIFF][res] += count
    events.append(LootRecovered(RESOURCES[res], count))


# --- handlers ------------------------------------------------------------------------------------------

def choose_robin_hex(state: State, command: ChooseRobinHex, rng: SeededRng, events: Events,
                     prompt: SettlersPrompt) -> None:
    """SR-V-4.7, SR-V-10.2: Robin walks into the hex the Sheriff chose."""
    _move(state, HEX_BY_NAME[command.hex], "card", events)


def displace_robin(state: State, command: DisplaceRobin, rng: SeededRng, events: Events,
                   prompt: SettlersPrompt) -> None:
    """SR-V-6.1, SR-V-6.9, SR-M-3: Robin is driven to the chosen hex (with the option on, he
    draws at once)."""
    _move(state, HEX_BY_NAME[command.hex], "displaced", events)
    if state.extra_draw:
        push(state, ("robin_draw", "displaced"), ("resume", command.seat))
    else:
        ask(state, TRADE_AND_BUILD[command.seat])


def decline_displacement(state: State, command: DeclineDisplacement, rng: SeededRng,
                         events: Events, prompt: SettlersPrompt) -> None:
    """SR-V-6.4: Robin stays."""
    ask(state, TRADE_AND_BUILD[command.seat])


def relocate_robin(state: State, command: RelocateRobin, rng: SeededRng, events: Events,
                   prompt: SettlersPrompt) -> None:
    """SR-V-7.12, SR-V-10.4: Robin is placed on the chosen hex (no theft, no VP, SR-V-7.13)."""
    _move(state, HEX_BY_NAME[command.hex], "relocated", events)
