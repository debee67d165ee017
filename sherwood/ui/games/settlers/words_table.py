"""What the Settlers table's banner, build panel, plaques and tooltips say: the banner's
phase and instruction, what a tile costs or why it is greyed, the plaques' and the bank's
tooltips, the development cards' rules. The places are named by their land
(:class:`.words.SettlersSay`); the solo game's own words are in :mod:`.words_solo`. No
pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from sherwood.games.settlers import commands as K
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers import prompts as PR
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import COSTS, RESOURCES, TARGET
from sherwood.ui.games.settlers import words_solo as solo
from sherwood.ui.games.settlers.words import cards_phrase, dev_title, must_of, names_phrase, plural, ratios

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

TILE_WORDS = {
    "road": "Road",
    "settlement": "Settlement",
    "city": "City",
    "development_card": "Development card",
    "bank_trade": "Trade with the bank",
    "offer": "Offer a trade",
    "end_turn": "End the turn",
}
DEV_WORDS = {
    "knight": "Move the robber and rob a neighbour; it counts toward Largest Army.",
    "road_building": "Place two roads for free.",
    "year_of_plenty": "Take any two resource cards from the bank.",
    "monopoly": "Name a resource: every other player gives you all of theirs.",
    "vp": "One victory point, kept hidden until the end.",
}


def dev_group(kind: str) -> str:
    """The hand groups Victory Point cards together (``"vp"``)."""
    return "vp" if kind.startswith("vp_") else kind


# --- the banner ---------------------------------------------------------------------------------


def phase_title(table: SettlersTable) -> str:
    v = table.view
    if v is None:
        return ""
    if v.over:
        return "Game over"
    if v.setup:
        prompt = v.prompt
        rnd = getattr(prompt, "round", 1)
        return f"Setup · round {rnd}"
    return f"Turn {v.turns}" + (f" of {v.turn_limit}" if v.turn_limit else "")


OTHERS_MUST = {
    PR.BeforeRoll: "roll the dice",
    PR.SetupRoad: "place a road next to their new settlement",
    PR.MoveRobberPrompt: "move the robber",
    PR.StealFromPrompt: "choose whom to rob",
    PR.TradeAndBuild: "trade, build or end the turn",
    PR.FreeRoad: "place a free road",
    PR.ChoosePartnerPrompt: "choose whom to trade with, or cancel the offer",
}
"""What another seat must do, said of them ("Waiting for White to ..."): what a prompt asks
(:func:`.words.must_of`) speaks to the seat deciding ("end your turn")."""


def others_must(table: SettlersTable, prompt) -> str:
    """What the seat ``prompt`` waits for must do, in the third person."""
    if isinstance(prompt, PR.SetupSettlement):
        return "place a first settlement" if prompt.round == 1 else "place a second settlement"
    return OTHERS_MUST.get(type(prompt)) or must_of(prompt, table.say)


def _others_wait(table: SettlersTable) -> str:
    v = table.view
    names = table.names
    prompt = v.prompt
    if prompt is None:
        return ""
    who = names[prompt.seat]
    if isinstance(prompt, PR.DiscardPrompt):
        return f"{who} must discard {plural(prompt.count, 'card')} (a 7 was rolled)."
    if isinstance(prompt, PR.AnswerOffer):
        return f"{who} is answering {names[v.offer.seat]}'s offer." if v.offer else f"{who} answers an offer."
    return f"Waiting for {who} to {others_must(table, prompt)}."


def instruction(table: SettlersTable) -> str:
    """What the seat at the screen does now, in one short sentence."""
    v = table.view
    if v is None:
        return ""
    if v.over:
        outcome = table.match.outcome()
        if outcome is not None and outcome.subtitle:
            return outcome.subtitle
        return "The game is over."
    if not table.my_turn:
        return _others_wait(table)
    if table.host.anim.busy:
        return "Watch the table (a click skips ahead)."
    composer = table.composer
    if composer is not None:
        return "Choose what you give and what you want, and to whom; then make the offer."
    prompt = v.prompt
    picked = table.picked_tile()
    if picked in ("road", "settlement", "city"):
        where = {"road": "side", "settlement": "corner", "city": "settlement of yours"}[picked]
        return f"Click a glowing {where} to build your {picked} (right-click to put it back)."
    if picked == "bank_trade":
        return "Choose what you give to the bank and what you take."
    asks = INSTRUCTIONS.get(type(prompt))
    if asks is not None:
        return asks(table, prompt)
    words = must_of(prompt, table.say)
    return words[:1].upper() + words[1:] + "."


def _setup_settlement(table: SettlersTable, prompt: PR.SetupSettlement) -> str:
    first = "first" if prompt.round == 1 else "second"
    more = "" if prompt.round == 1 else " It brings the resources around it."
    return f"Place your {first} settlement on a glowing corner.{more}"


DEV_PLAYS = K.PlayKnight | K.PlayRoadBuilding | K.PlayYearOfPlenty | K.PlayMonopoly


def _before_roll(table: SettlersTable, prompt: PR.BeforeRoll) -> str:
    if any(isinstance(c, DEV_PLAYS) for c in table.legal):
        return "Roll the dice, or first play a glowing development card."
    return "Roll the dice."


def _discard(table: SettlersTable, prompt: PR.DiscardPrompt) -> str:
    held = sum(table.view.hand)
    return f"A 7! You hold {held} cards: choose {plural(prompt.count, 'card')} to give back to the bank."


def _trade_and_build(table: SettlersTable, prompt: PR.TradeAndBuild) -> str:
    if table.picked_dev() == "monopoly":
        if table.solo:
            return "Monopoly: name the resource you take back from Robin's loot."
        return "Monopoly: name the resource every other player gives you."
    if table.picked_dev() == "year_of_plenty":
        return "Year of Plenty: choose the two cards you take from the bank."
    return "Build, buy or trade with the panel on the right, then end your turn."


INSTRUCTIONS: dict[type, Callable[[Any, Any], str]] = {
    PR.SetupSettlement: _setup_settlement,
    PR.SetupRoad: lambda table, p: "Place a road on a glowing side next to the settlement you just placed.",
    PR.BeforeRoll: _before_roll,
    PR.DiscardPrompt: _discard,
    PR.MoveRobberPrompt: lambda table, p: ("Move the robber: click a glowing hex. "
                                           "It stops that hex producing."),
    PR.StealFromPrompt: lambda table, p: "Choose whom to rob: one card at random from their hand.",
    PR.FreeRoad: lambda table, p: f"Road Building: place a free road on a glowing side ({p.left} left).",
    PR.AnswerOffer: lambda table, p: "Accept or decline the offer.",
    PR.ChoosePartnerPrompt: lambda table, p: "Choose whom to trade with, or cancel the offer.",
    PR.TradeAndBuild: _trade_and_build,
    **solo.INSTRUCTIONS,
}
"""The banner's line for each prompt the seat at the screen answers, once nothing is picked."""


# --- the build panel ------------------------------------------------------------------------------


def cost_phrase(item: str) -> str:
    return cards_phrase(COSTS[item])


def missing(hand: Sequence[int], item: str) -> list[int]:
    """How many of each resource ``hand`` lacks to pay for ``item``."""
    cost = COSTS[item]
    return [max(0, cost[r] - hand[r]) for r in range(5)]


PIECES = {"road": 2, "settlement": 0, "city": 1}  # index in pieces_left


def tile_tip(table: SettlersTable, tile: str, enabled: bool) -> str:
    """The tooltip of a build panel tile: what it does and costs, or why it is greyed."""
    words = {
        "road": "Build a road (1 lumber, 1 brick)",
        "settlement": "Build a settlement: 1 VP (1 lumber, 1 wool, 1 grain, 1 brick)",
        "city": "Turn a settlement into a city: 2 VP, double production (2 grain, 3 ore)",
        "development_card": "Buy a development card (1 wool, 1 grain, 1 ore)",
        "bank_trade": "Trade with the bank: " + ratio_words(table),
        "offer": "Offer a trade to the other players",
        "end_turn": "End your turn; the next player rolls",
    }[tile]
    if enabled:
        return words
    return why_not(table, tile) or words


def why_not(table: SettlersTable, tile: str) -> str:
    """Why a tile of the build panel cannot be used now (a sentence), or ""."""
    v = table.view
    me = table.viewer
    if not table.my_turn or v.prompt is None:
        return "Not your turn."
    if v.prompt.seat != me or v.turn != me or v.setup:
        return "Only in your own turn, after the setup."
    if isinstance(v.prompt, PR.BeforeRoll):
        return "Roll the dice first."
    if not isinstance(v.prompt, PR.TradeAndBuild):
        return f"First {must_of(v.prompt, table.say)}."
    hand = v.hand if table.show_hand else None
    if tile in ("road", "settlement", "city", "development_card"):
        if tile == "development_card" and v.deck_size == 0:
            return "The development deck is empty."
        if tile in PIECES and v.pieces_left[me][PIECES[tile]] == 0:
            return f"You have no {tile} piece left."
        if hand is not None:
            lack = missing(hand, tile)
            if any(lack):
                return f"You need {cards_phrase(lack)} more."
        return {
            "road": "No side where a road may go.",
            "settlement": "No free corner on your roads that keeps the distance rule.",
            "city": "No settlement of yours to turn into a city.",
            "development_card": "You cannot buy a card now.",
        }[tile]
    if tile == "bank_trade":
        if hand is not None:
            return "You hold too few of any resource: " + ratio_words(table)
        return "You cannot trade with the bank now."
    if tile == "offer":
        if hand is not None and not sum(hand):
            return "You have no card to offer."
        return "You cannot offer a trade now."
    return ""


def ratio_words(table: SettlersTable) -> str:
    rates = ratios(table.view, table.viewer)
    groups: dict[int, list[str]] = {}
    for r, n in enumerate(rates):
        groups.setdefault(n, []).append(RESOURCES[r])
    parts = []
    for n in sorted(groups):
        names = groups[n]
        what = "any resource" if len(names) == 5 else ", ".join(names)
        parts.append(f"{n} {what} for 1")
    return "; ".join(parts)


# --- the question box -----------------------------------------------------------------------------


def question(table: SettlersTable, kinds: set[str], give: str) -> tuple[str, str]:
    """The question box's title and sentence for the answers of ``kinds`` on offer (``give``:
    what the seat gives the bank, once chosen)."""
    v, names = table.view, table.names
    if "give" in kinds:
        return "Trade with the bank", "What do you give? " + ratio_words(table) + "."
    if "get" in kinds:
        n = ratios(v, table.viewer)[RESOURCES.index(give)] if give in RESOURCES else 4
        return "Trade with the bank", f"You give {n} {give}. Which resource do you take?"
    if "monopoly" in kinds:
        if table.solo:
            return "Monopoly", "Name a resource: you take back every card of it from Robin's loot."
        return "Monopoly", "Name a resource: every other player gives you all of theirs."
    if "steal" in kinds:
        return "Whom do you rob?", "You take one card at random from that player's hand."
    offer = v.offer
    if kinds & {"accept", "decline"}:
        if offer is None:
            return "An offer", "Accept or decline."
        who = names[offer.seat]
        sentence = (f"{who} gives you {names_phrase(offer.give)} and wants "
                    f"{names_phrase(offer.want)} in return.")
        if "accept" not in kinds:
            sentence += " You do not hold those cards: you can only decline."
        return f"{who}'s offer", sentence
    if kinds & {"partner", "cancel"}:
        accepted = [names[s] for s in (offer.accepted if offer else ())]
        who = " and ".join(accepted[-2:])
        if len(accepted) > 2:
            who = ", ".join(accepted[:-2]) + ", " + who
        verb = "accepts" if len(accepted) == 1 else "accept"
        what = f"your {names_phrase(offer.give)} for {names_phrase(offer.want)}" if offer else "your offer"
        return "Your offer is accepted", f"{who} {verb} {what}. Trade with whom?"
    return "Choose", "Choose one."


def _monopoly_label(table: SettlersTable, res: str) -> str:
    if table.solo:
        return f"{table.view.loot[RESOURCES.index(res)]} {res} from the loot"
    return f"All the {res}"


ANSWER_LABELS: dict[str, Callable[[Any, Any], str]] = {
    "give": lambda table, res: f"Give {ratios(table.view, table.viewer)[RESOURCES.index(res)]} {res}",
    "get": lambda table, res: f"Take 1 {res}",
    "monopoly": _monopoly_label,
    "steal": lambda table, seat: f"{table.names[seat]} · {plural(table.view.hand_sizes[seat], 'card')}",
    "accept": lambda table, _: "Accept",
    "decline": lambda table, _: "Decline",
    "partner": lambda table, seat: f"Trade with {table.names[seat]}",
    "cancel": lambda table, _: "Cancel the offer",
}
"""Each answer's words in the question box, by the kind of its key."""


def answer_label(table: SettlersTable, option: Any) -> str:
    """An answer of the question box in words (``option``'s key: its kind, its value)."""
    words = ANSWER_LABELS.get(option.key[0])
    return option.label if words is None else words(table, option.key[1] if len(option.key) > 1 else None)


# --- the plaques and the board ---------------------------------------------------------------------


def plaque_tip(table: SettlersTable, seat: int) -> str:
    v = table.view
    names = table.names
    parts = [f"{names[seat]}: {plural(v.public_vp[seat], 'victory point')} on the table"]
    if seat == table.viewer and table.show_hand and v.vp != v.public_vp[seat]:
        parts[0] += f" ({v.vp} with your hidden cards)"
    parts.append(
        f"{plural(v.hand_sizes[seat], 'resource card')}, {plural(v.dev_counts[seat], 'development card')}"
    )
    parts.append(
        f"{plural(v.played_knights[seat], 'knight')} played, longest road {v.road_lengths[seat]} long"
    )
    s, c, r = v.pieces_left[seat]
    parts.append(
        f"left to build: {plural(s, 'settlement')}, {plural(c, 'city', 'cities')}, {plural(r, 'road')}"
    )
    if v.longest_road == seat:
        parts.append("holds Longest Road (2 VP)")
    if v.largest_army == seat:
        parts.append("holds Largest Army (2 VP)")
    return "; ".join(parts)


def bank_tip(table: SettlersTable, what: str) -> str:
    v = table.view
    if what == "deck":
        return f"Development cards: {v.deck_size} left in the deck (1 wool, 1 grain, 1 ore each)"
    r = RESOURCES.index(what)
    return f"The bank holds {v.bank[r]} {what} of 19"


def special_words(table: SettlersTable, which: str) -> str:
    v = table.view
    holder = v.longest_road if which == "road" else v.largest_army
    if holder is None:
        return "Needs 5 roads" if which == "road" else "Needs 3 knights"
    n = v.road_lengths[holder] if which == "road" else v.played_knights[holder]
    return f"{table.names[holder]} · {n}"


def special_tip(table: SettlersTable, which: str) -> str:
    v = table.view
    names = table.names
    if which == "road":
        holder, title = v.longest_road, "Longest Road"
        best = ", ".join(f"{name} {n}" for name, n in zip(names, v.road_lengths, strict=False))
        rule = "the longest road of 5 or more; a tie keeps it where it is"
        return (
            f"{title} (2 VP): {names[holder] + ' holds it' if holder is not None else 'nobody holds it'}. "
            f"It goes to {rule}. Roads now: {best}"
        )
    holder, title = v.largest_army, "Largest Army"
    best = ", ".join(f"{name} {n}" for name, n in zip(names, v.played_knights, strict=False))
    return (
        f"{title} (2 VP): {names[holder] + ' holds it' if holder is not None else 'nobody holds it'}. "
        f"The first to play 3 knights takes it; another must play more. Knights played: {best}"
    )


SOLO_DEV_WORDS = {
    "knight": "Robin draws a movement card at once; it counts toward Largest Army.",
    "monopoly": "Name a resource: take back every card of it from Robin's loot.",
}
"""The cards that work otherwise in the solo game (SR-V-5, SR-V-8.4)."""


def dev_words(table: SettlersTable, group: str) -> str:
    return SOLO_DEV_WORDS.get(group, DEV_WORDS[group]) if table.solo else DEV_WORDS[group]


def dev_tip(table: SettlersTable, kind: str, count: int, new: int, playable: bool) -> str:
    group = dev_group(kind)
    title = "Victory Point" if group == "vp" else dev_title(kind)
    words = f"{title}: {dev_words(table, group)}"
    if count > 1:
        words = f"{count} × {words}"
    if group == "vp":
        return words
    if playable:
        return f"Play your {title}. {dev_words(table, group)}"
    v = table.view
    if new and new >= count:
        return f"{words} Bought this turn: play it from your next turn."
    if v.dev_played_this_turn:
        return f"{words} You have already played a card this turn."
    if v.turn != table.viewer:
        return f"{words} Play it in your own turn."
    return f"{words} Not now."


def target_words() -> str:
    return f"First to {TARGET} victory points in their own turn wins."


def robbable(table: SettlersTable, h: int) -> list[int]:
    """SR-B-6.5, SR-B-6.6: the seats the viewer could rob with the robber on hex ``h``."""
    v = table.view
    seats = {v.vertex_owner[x] for x in G.HEX_VERTICES[h]}
    return sorted(s for s in seats if s >= 0 and s != table.viewer and v.hand_sizes[s] > 0)


def robber_tip(table: SettlersTable, name: str, label: str) -> str:
    """A glowing hex's tooltip: where the robber goes, and whom he could rob there."""
    victims = robbable(table, HEX_BY_NAME[name])
    names = table.names
    if not victims:
        return f"{label}: nobody to rob there"
    who = " or ".join(names[s] for s in victims)
    return f"{label}, and rob {who}"
