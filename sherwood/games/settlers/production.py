"""Production (SR-B-5): a rolled number pays every building at its hexes, unless the robber
stands there, with the bank's shortage rule per resource. In the solo game only the Sheriff
collects (SR-V-2.11) and Robin's hex is the robber's (SR-V-3.5); a shortage then involves
one player, who gets what the bank holds (SR-E-25).

>>> from sherwood.games.settlers.board import board_of
>>> from sherwood.games.settlers.island import beginner_island
>>> from sherwood.games.settlers.state import State
>>> from sherwood.games.settlers.geometry import VERTEX_ID
>>> state = State(2, board_of(beginner_island()))
>>> state.vertex_owner[VERTEX_ID["0,-1,S"]] = 0; state.vertex_city[VERTEX_ID["0,-1,S"]] = True
>>> events = []; produce(state, 6, events)  # WE-1: hills 6 at 0,-1 pays the city 2 brick
>>> state.hands[0], events[0]
([0, 0, 0, 2, 0], Produced(roll=6, gains=(('0,-1', 0, 'brick', 2),)))
"""

from __future__ import annotations

from sherwood.games.settlers.board import HEX_NAMES
from sherwood.games.settlers.content import RESOURCES
from sherwood.games.settlers.events import Produced, Shortage
from sherwood.games.settlers.state import State


def produce(state: State, roll: int, events: list) -> None:
    """SR-B-5.1 to SR-B-5.4: pay the roll ``roll`` (not 7) from the bank."""
    entries = state.board.roll_hexes[roll]
    if not entries:
        return
    robber = state.robber
    players = state.players  # SR-V-2.11: the neutral colour (owner 1 in solo) never produces
    owner, city = state.vertex_owner, state.vertex_city
    gains: list[list[int]] = []  # [hex, seat, resource, amount], one per building
    owed = [0, 0, 0, 0, 0]
    for h, res, vertices in entries:
        if h == robber:  # SR-B-5.1, SR-B-6.7
            continue
        for v in vertices:
            o = owner[v]
            if 0 <= o < players:
                amount = 2 if city[v] else 1  # SR-B-5.2
                gains.append([h, o, res, amount])
                owed[res] += amount
    if not gains:
        return
    bank, hands = state.bank, state.hands
    for res in range(5):
        due = owed[res]
        if not due or due <= bank[res]:
            continue
        takers = {g[1] for g in gains if g[2] == res}
        if len(takers) > 1:  # SR-B-5.3: nobody gets this resource
            events.append(Shortage(RESOURCES[res], due, bank[res], None))
            for g in gains:
                if g[2] == res:
                    g[3] = 0
        else:  # SR-B-5.3: the one seat owed it gets what the bank holds
            (seat,) = takers
            events.append(Shortage(RESOURCES[res], due, bank[res], seat))
            left = bank[res]
            for g in gains:
                if g[2] == res:
                    g[3] = min(g[3], left)
                    left -= g[3]
    merged: dict[tuple[int, int, int], int] = {}
    for h, o, res, amount in gains:
        if amount:
            hands[o][res] += amount
            bank[res] -= amount
            key = (h, o, res)
            merged[key] = merged.get(key, 0) + amount
    if merged:
        events.append(Produced(roll, tuple((HEX_NAMES[h], o, RESOURCES[res], amount)
                                           for (h, o, res), amount in merged.items())))
