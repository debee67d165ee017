"""Build an exact position of The Sheriff's Lieutenants for a rules test.

:func:`situation` starts a real :class:`~sherwood.engine.Match` and replaces its state with
the one described; it is the only place in these tests that touches ``match._state`` (here
and in :func:`ambush_cards`).
Every test then goes through the public API (``legal_commands``, ``apply``, ``view``).

- ``hands``: seat -> its cards (any order; kept sorted); seats not named hold nothing.
- ``draw``: the top of the object draw pile, **top first**. Every object card named nowhere
  goes under it in id order (``rest="draw"``, the default) or onto the discard pile
  (``rest="discard"``, for a test of LT-9 with an empty draw pile), so that all 84 cards
  are somewhere.
- ``discard``: the discard pile, oldest first; ``loot``: seat -> its loot pile;
  ``missions_taken``: seat -> its mission cards (the stacks hold the rest, top first).
- ``ambush_sets``: seat -> ``[(ambush, gold), ...]`` in the order laid; ``ambush_deck``:
  the top of the ambush deck, top first; the kept ambush cards named nowhere go under it in
  id order, known to nobody.
- ``at``: where the match waits. ``"take_or_act"`` (default): ``active``'s turn begins as in
  play, turning up the top card of ``draw`` (its events are not kept); ``"deliver"``:
  ``active`` has dealt with the revealed card and is asked to deliver (``Deliver``).
- ``known``: ``(s, t)`` -> the cards seat s knows are in t's hand (default: nothing known).
- ``colours``: the colour each seat plays (default: red, yellow, green, ... in seat order).

>>> from sherwood.games.lieutenants.commands import Take
>>> m = situation(seats=4, hands={0: ["CH01", "CH02", "PE01", "GO01"]}, draw=["CH03"])
>>> m.active_seat, m.view(0).revealed
(0, 'CH03')
>>> events = m.apply(Take(0))
>>> [c.kind for c in m.legal_commands()]
['deliver_set', 'end_turn']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from sherwood.engine import Match
from sherwood.engine.flow import push
from sherwood.games.lieutenants import prompts as P
from sherwood.games.lieutenants.content import CARDS, MISSION_CARDS, kept_ambushes
from sherwood.games.lieutenants.flow import FLOW
from sherwood.games.lieutenants.state import NOBODY, new_state


def situation(*, seats: int = 4, hands: Mapping[int, Iterable[str]] | None = None,
              draw: Sequence[str] = (), discard: Sequence[str] = (), rest: str = "draw",
              loot: Mapping[int, Sequence[str]] | None = None,
              missions_taken: Mapping[int, Sequence[str]] | None = None,
              ambush_sets: Mapping[int, Sequence[tuple[str, str]]] | None = None,
              ambush_deck: Sequence[str] = (), sheriff: int | None = None, active: int = 0,
              at: str = "take_or_act", turn: int = 0,
              known: Mapping[tuple[int, int], Sequence[str]] | None = None,
              short: bool = False, auto_ambush: bool = False, seed: int = 0,
              labels: Sequence[str] | None = None,
              colours: Sequence[str] | None = None) -> Match:
    """A match whose state is exactly the one described (see the module docstring)."""
    if labels is not None and len(labels) != seats:
        raise ValueError(f"{len(labels)} labels for {seats} seats")
    options = {"short": short, "auto_ambush": auto_ambush,
               "colours": None if colours is None else list(colours)}
    match = Match.start("lieutenants", list(labels) if labels else seats, seed=seed, options=options)
    state = new_state(seats, short, auto_ambush, None if colours is None else tuple(colours))
    state.hands = [sorted((hands or {}).get(s, ())) for s in range(seats)]
    state.loot = [list((loot or {}).get(s, ())) for s in range(seats)]
    state.missions_taken = [list((missions_taken or {}).get(s, ())) for s in range(seats)]
    taken = {c for cards in state.missions_taken for c in cards}
    state.mission_stacks = {m: [c for c in cards if c not in taken] for m, cards in MISSION_CARDS.items()}
    state.deliveries = [len(state.loot[s]) + len(state.missions_taken[s]) for s in range(seats)]
    state.ambush_sets = [[[a, g] for a, g in (ambush_sets or {}).get(s, ())] for s in range(seats)]
    named = Counter(c for h in state.hands for c in h) + Counter(c for p in state.loot for c in p)
    named += Counter(g for sets in state.ambush_sets for _, g in sets)
    named += Counter(draw) + Counter(discard)
    extra = named - Counter(CARDS)
    if extra:
        raise ValueError(f"object cards named twice or unknown: {sorted(extra.elements())}")
    unnamed = [c for c in CARDS if not named[c]]
    if rest == "draw":
        state.draw, state.discard = (list(draw) + unnamed)[::-1], list(discard)
    elif rest == "discard":
        state.draw, state.discard = list(draw)[::-1], list(discard) + unnamed
    else:
        raise ValueError(f"rest must be 'draw' or 'discard', not {rest!r}")
    in_sets = {a for sets in state.ambush_sets for a, _ in sets}
    kept = kept_ambushes(state.colours)
    for a in (*ambush_deck, *in_sets):
        if a not in kept:
            raise ValueError(f"ambush card {a} is not in a {seats}-seat game")
    state.ambush_deck = list(ambush_deck) + [a for a in kept if a not in in_sets and a not in ambush_deck]
    state.ambush_knower = [NOBODY] * len(state.ambush_deck)
    if sheriff is not None:
        state.sheriff = sheriff
    for (s, t), cards in (known or {}).items():
        state.known[s][t] = sorted(cards)
    state.first = state.active = active
    state.turn = turn
    if at == "take_or_act":
        push(state, ("turn", active))
        FLOW.run(state, match._rng, [])
    elif at == "deliver":
        state.turn = max(turn, 1)
        state.prompt = P.Deliver(active)
    else:
        raise ValueError(f"at must be 'take_or_act' or 'deliver', not {at!r}")
    match._state = state
    return match


def ambush_cards(match: Match) -> Counter:
    """Every ambush card of ``match`` wherever it lies (the deck, the two drawn, the sets):
    what no view shows whole, for the test of LT-2.4."""
    state = match._state
    found = Counter(state.ambush_deck) + Counter(state.ambush_choice)
    for sets in state.ambush_sets:
        found += Counter(a for a, _ in sets)
    return found
