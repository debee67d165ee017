"""The solo mode's edicts (spec section 11, our design): agents and one effect per round."""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.merry_men.board import remove_pennies
from sherwood.games.merry_men.content import EdictCard
from sherwood.games.merry_men.events import AgentPlaced, EdictRevealed, EdictTieBroken
from sherwood.games.merry_men.facts import AGENT, ROADS, C
from sherwood.games.merry_men.state import State


def tied_roads(state: State, card: EdictCard) -> list[str]:
    """The roads that ``card``'s selector rates best now, in numeral order (``ROADS``). A guard
    edict picks none (content.py checks the others do)."""
    selector = card.road
    if selector is None:
        raise ValueError(f"the edict {card.id} ({card.effect}) picks no road")

    def value(road: str) -> int:
        if selector == "most_pennies":
            return state.pennies[road]
        if selector in ("fewest_barricades", "most_barricades"):
            n = len(state.barricades[road])
            return -n if selector == "fewest_barricades" else n
        return sum(1 for c in state.carriages[road] if c is not None)  # most_carriages
    values = {r: value(r) for r in ROADS}
    best = max(values.values())
    return [r for r in ROADS if values[r] == best]


def edict_road(state: State, card: EdictCard) -> str:
    """MM-11.7: the road ``card`` picks now. Ties rotate round the roads: the first tie of the
    game goes to the lowest numeral, each later one to the first tied road after the road that
    took the previous tie (I → II → III → IV → I)."""
    tied = tied_roads(state, card)
    if len(tied) == 1 or state.edict_tie is None:
        return tied[0]
    after = ROADS.index(state.edict_tie)
    return min(tied, key=lambda r: (ROADS.index(r) - after - 1) % len(ROADS))


def _road(state: State, card: EdictCard, events: Events) -> str:
    """:func:`edict_road`, remembering and logging a tie it breaks (MM-11.7)."""
    road = edict_road(state, card)
    tied = tied_roads(state, card)
    if len(tied) > 1:
        events.append(EdictTieBroken(road, tuple(tied), state.edict_tie or ""))
        state.edict_tie = road
    return road


def edict(state: State, rng: SeededRng, events: Events) -> None:
    """MM-11.4: agents on the lowest free usable hideouts, then the effect, then discard."""
    if not state.edict_deck:
        return
    card_id = state.edict_deck.pop(0)
    state.edicts_revealed.append(card_id)
    card = C.edict_cards[card_id]
    events.append(EdictRevealed(card_id))
    for g in card.agents:
        free = state.free_hideouts(g)
        if free:
            state.occupant[g][free[0]] = AGENT
            events.append(AgentPlaced(g, free[0] + 1))
    if card.effect == "guard":
        push(state, *[("guard", card.location)] * card.count)
    elif card.effect == "remove_pennies":
        remove_pennies(state, events, _road(state, card, events), card.count, "edict")
    elif card.effect == "activate_road":
        push(state, *[("activate", _road(state, card, events), "edict")] * card.count)
    else:  # villain (E10: Prince John, MM-5.26 / MM-5.27)
        push(state, ("villain", card.villain, _road(state, card, events)))
