"""Longest Road (SR-B-10.1 to SR-B-10.3) and Largest Army (SR-B-10.4).

A seat's road length is the number of roads in its longest **trail**: distinct own roads,
each joined to the next at a vertex, never passing through a vertex that holds an
opponent's building (it may end there). A trail may revisit a vertex, so a closed loop
counts in full; it never uses a road twice, so at a fork only one branch counts.

**How it is found.** Think of each vertex holding an opponent's building as split into one
dead end per road that meets it; then a trail is an ordinary trail of that graph, and each
connected piece of it is measured alone. A piece without a cycle is a tree, whose longest
trail is its longest path (found by two breadth-first walks). Otherwise a longest trail can
always be made to start at a vertex of odd degree (if its first vertex had an unused road,
the trail could be made longer by it; if it ends where it began, it is the whole piece, all
of whose degrees are even): a depth-first search from each odd vertex, along whole chains
of roads between odd vertices, and a piece with none is a closed tour whose length is its
number of roads. Networks hold at most 15 roads, and
the search runs only for a seat whose roads changed or whose trails an opponent's new
settlement may cut.

>>> from sherwood.games.settlers.geometry import EDGE_ID
>>> ring = sum(1 << EDGE_ID[e] for e in ("0,0,NE", "0,0,E", "0,0,SE", "-1,1,NE", "-1,0,E", "0,-1,SE"))
>>> trail_length(ring, [-1] * 54, 0)  # a loop counts in full
6
"""

from __future__ import annotations

from sherwood.games.settlers.board import BIT_INDEX
from sherwood.games.settlers.content import LARGEST_ARMY_MIN, LONGEST_ROAD_MIN
from sherwood.games.settlers.events import LargestArmyChanged, LongestRoadChanged
from sherwood.games.settlers.geometry import EDGE_VERTICES, VERTEX_EDGES
from sherwood.games.settlers.state import State


def trail_length(mask: int, owner: list[int], seat: int) -> int:
    """SR-B-10.1, SR-B-10.2: the longest trail of the roads ``mask`` of ``seat``, with
    ``owner`` the owner of each vertex's building (-1: none)."""
    if not mask:
        return 0
    blocked = 0  # the ends of these roads that hold an opponent's building
    m = mask
    while m:
        low = m & -m
        m ^= low
        for v in EDGE_VERTICES[BIT_INDEX[low]]:
            o = owner[v]
            if o >= 0 and o != seat:
                blocked |= 1 << v
    key = (mask, blocked)
    known = _KNOWN.get(key)
    if known is not None:
        return known
    length = _measure(mask, owner, seat)
    if len(_KNOWN) > 20_000:
        _KNOWN.clear()
    _KNOWN[key] = length
    return length


_KNOWN: dict[tuple[int, int], int] = {}
"""Lengths measured, by (roads, the ends of them blocked): networks recur in the search bot's
games and in every check of a state."""


def _measure(mask: int, owner: list[int], seat: int) -> int:
    # the network, each opponent's building split into one dead end per road meeting it
    adj: dict[int, list[tuple[int, int]]] = {}
    m = mask
    while m:
        low = m & -m
        m ^= low
        e = BIT_INDEX[low]
        a, b = EDGE_VERTICES[e]
        o = owner[a]
        na = a if o < 0 or o == seat else -1 - 2 * e
        o = owner[b]
        nb = b if o < 0 or o == seat else -2 - 2 * e
        if na in adj:
            adj[na].append((nb, low))
        else:
            adj[na] = [(nb, low)]
        if nb in adj:
            adj[nb].append((na, low))
        else:
            adj[nb] = [(na, low)]
    best = 0
    seen: set[int] = set()
    for start in adj:
        if start in seen:
            continue
        piece = [start]
        seen.add(start)
        ends = 0
        for v in piece:  # grows while it is read: the piece of the network around start
            near = adj[v]
            ends += len(near)
            for w, _ in near:
                if w not in seen:
                    seen.add(w)
                    piece.append(w)
        roads = ends // 2
        if roads == len(piece) - 1:  # a tree: the longest trail is its longest path
            far, _ = _farthest(start, adj)
            length = _farthest(far, adj)[1]
        else:
            odd = [v for v in piece if len(adj[v]) & 1]
            if odd:
                chains = _contract(odd, adj)
                length = max(_extend(v, 0, chains) for v in odd)
            else:  # every vertex even: a closed tour of all its roads
                length = roads
        if length > best:
            best = length
    return best


def _farthest(start: int, adj: dict[int, list[tuple[int, int]]]) -> tuple[int, int]:
    """In a tree: the vertex farthest from ``start`` and its distance in roads."""
    far, dist = start, 0
    frontier = [start]
    came = {start: -1}
    while frontier:
        nxt = []
        for v in frontier:
            for w, _ in adj[v]:
                if w not in came:
                    came[w] = v
                    nxt.append(w)
        if not nxt:
            break
        dist += 1
        far = nxt[0]
        frontier = nxt
    return far, dist


def _contract(ends: list[int],
              adj: dict[int, list[tuple[int, int]]]) -> dict[int, list[tuple[int, int, int]]]:
    """The piece as chains between its odd vertices (every vertex has 1, 2 or 3 roads, so
    the others have 2): ``chains[v]`` lists ``(w, chain, roads)`` for each chain leaving ``v``,
    ``chain`` a bit of its own. A longest trail runs along whole chains (one that stopped
    inside a chain could go on along it), so the search walks chains, not roads."""
    chains: dict[int, list[tuple[int, int, int]]] = {v: [] for v in ends}
    done = 0  # roads already in a chain
    count = 0
    for v in ends:
        for w, bit in adj[v]:
            if done & bit:
                continue
            roads, at, last = 1, w, bit
            done |= bit
            while at not in chains:  # a vertex with 2 roads: go on by the other one
                (a, abit), (b, bbit) = adj[at]
                at, last = (b, bbit) if abit == last else (a, abit)
                done |= last
                roads += 1
            chain = 1 << count
            count += 1
            chains[v].append((at, chain, roads))
            if at != v:  # (a loop back to v is listed once)
                chains[at].append((v, chain, roads))
    return chains


def _extend(v: int, used: int, chains: dict[int, list[tuple[int, int, int]]]) -> int:
    """The most roads a trail at ``v`` (having used the chains ``used``) can still add."""
    best = 0
    for w, bit, roads in chains[v]:
        if not used & bit:
            length = roads + _extend(w, used | bit, chains)
            if length > best:
                best = length
    return best


def measure(state: State, seat: int) -> None:
    """Recompute ``seat``'s road length (after its roads changed or a trail was cut)."""
    state.road_len[seat] = trail_length(state.roads_mask[seat], state.vertex_owner, seat)


def award_longest_road(state: State, events: list) -> None:
    """SR-B-10.3: the holder keeps the card at the longest length M >= 5; else a unique
    longest seat at M >= 5 takes it; else it is set aside."""
    lengths = state.road_len
    top = max(lengths)
    holder = state.longest
    if holder >= 0 and lengths[holder] == top and top >= LONGEST_ROAD_MIN:
        return
    new = lengths.index(top) if top >= LONGEST_ROAD_MIN and lengths.count(top) == 1 else -1
    if new != holder:
        state.longest = new
        if new >= 0:
            events.append(LongestRoadChanged(new, holder if holder >= 0 else None, top))
        else:
            events.append(LongestRoadChanged(None, holder, lengths[holder]))


def after_settlement(state: State, builder: int, v: int, events: list) -> None:
    """SR-B-10.2, SR-B-10.3, SR-E-1: a building on ``v`` may cut the trails of the other seats
    with two or more roads at ``v``."""
    cut = False
    mask_at_v = 0
    for e in VERTEX_EDGES[v]:
        mask_at_v |= 1 << e
    for seat in range(state.n):
        if seat != builder and (state.roads_mask[seat] & mask_at_v).bit_count() >= 2:
            measure(state, seat)
            cut = True
    if cut:
        award_longest_road(state, events)


def after_road(state: State, seat: int, events: list) -> None:
    """SR-B-10.3: ``seat`` has a new road."""
    measure(state, seat)
    award_longest_road(state, events)


def award_largest_army(state: State, seat: int, events: list) -> None:
    """SR-B-10.4: the first to 3 played knights takes the card; another takes it only with
    strictly more than its holder."""
    knights = state.knights[seat]
    holder = state.army
    if holder == seat or knights < LARGEST_ARMY_MIN:
        return
    if holder < 0 or knights > state.knights[holder]:
        state.army = seat
        events.append(LargestArmyChanged(seat, holder if holder >= 0 else None, knights))
