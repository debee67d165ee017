"""Settlers of the Forest Isle in a player's words: every event, command and refusal of the
game (:data:`WORDS`), the places named by the land they touch ("by the Hills 6 and the
Forest 11", never the spec's coordinates), the cards counted, and what each prompt asks.

The banner's, panels' and tooltips' words are in :mod:`.words_table`, the solo game's
(Robin's plaque, the Sheriff's choices) in :mod:`.words_solo`. No pygame here: the command line and the golden
playthroughs word games with it.

>>> from sherwood.engine import Match
>>> from sherwood.games.settlers.events import RoadBuilt
>>> from sherwood.ui.games import words_of
>>> words = words_of(Match.start("settlers", 2, seed=1))
>>> words.event(RoadBuilt(0, "1,-1,E", True))
'Red builds a road by the Pasture 4 and the Hills 10'
>>> words.say.place("hex", "0,0")
'to the Desert'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sherwood.engine import Refusal
from sherwood.engine.values import shown
from sherwood.games.settlers import commands as K
from sherwood.games.settlers import events as E
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers import prompts as PR
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import (
    COSTS,
    DEV_TITLES,
    RESOURCES,
    ROBIN_HOOD,
    SOLO_TARGET,
    TARGET,
    counts_of,
)
from sherwood.ui.kit.words import GameWords, Say

TERRAIN_WORDS = {
    "forest": "Forest",
    "pasture": "Pasture",
    "fields": "Fields",
    "hills": "Hills",
    "mountains": "Mountains",
    "desert": "Desert",
}


class SettlersSay(Say):
    """What the words of a game of Settlers need beside a value: the seats' names, the island
    (public: every seat sees the same), the target and Robin's movement (deck or die)."""

    def __init__(self, match: Any):
        super().__init__(match.names)
        self.island = match.view(0).island
        self.solo = match.options.get("variant") == ROBIN_HOOD
        self.target = SOLO_TARGET if self.solo else TARGET
        """The VP that win: 10, or 15 in the solo game (SR-V-9.2)."""
        self.movement = str(match.options.get("movement", "deck"))
        """Robin's movement in the solo game: ``deck`` or ``die`` (SR-M-2)."""

    def who(self, seat: int | None) -> str:
        """A seat's name, "nobody" for None."""
        return "nobody" if seat is None else self.seat(seat)

    def hex_words(self, h: int) -> str:
        """Hex ``h`` as a player reads it: "the Hills 6", "the Desert"."""
        terrain = self.island.terrain[h]
        token = self.island.tokens[h]
        name = TERRAIN_WORDS.get(terrain, terrain)
        return f"the {name} {token}" if token is not None else f"the {name}"

    def land(self, name: str) -> str:
        """A hex's spec name ("1,0") as a player reads it ("the Fields 9")."""
        return self.hex_words(HEX_BY_NAME[name])

    def lands(self, names: Sequence[str]) -> str:
        """Hexes as a player reads them, in a list: "the Fields 9, the Hills 4"."""
        return ", ".join(self.land(n) for n in names)

    def place(self, kind: str, name: str) -> str:
        """A corner, side or hex named by the land it touches ("by the Hills 6 and the Forest
        11", "on the coast of the Fields 9", "to the Desert")."""
        if kind == "hex":
            return f"to {self.land(name)}"
        if kind == "vertex":
            hexes = G.VERTEX_HEXES[G.VERTEX_ID[name]]
        else:
            hexes = G.EDGE_HEXES[G.EDGE_ID[name]]
        words = [self.hex_words(h) for h in hexes]
        if len(words) == 1:
            return f"on the coast of {words[0]}"
        return "by " + ", ".join(words[:-1]) + " and " + words[-1]


# --- cards and counts ---------------------------------------------------------------------------


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def counts_words(counts: Sequence[int]) -> str:
    """Counts in resource order as a list: "2 lumber, 1 grain" ("nothing")."""
    parts = [f"{n} {RESOURCES[r]}" for r, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "nothing"


def cards_words(cards: Sequence[str]) -> str:
    """Resource names as a list: "2 lumber, 1 grain" ("nothing")."""
    return counts_words(counts_of(cards))


def cards_phrase(counts: Sequence[int]) -> str:
    """``(1, 0, 2, 0, 0)`` as "1 lumber and 2 grain"; "nothing" for none."""
    parts = [f"{n} {RESOURCES[r]}" for r, n in enumerate(counts) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def names_phrase(cards: Sequence[str]) -> str:
    """Resource names as a phrase: "1 lumber and 2 grain"."""
    return cards_phrase([sum(1 for c in cards if c == r) for r in RESOURCES])


def ratios(view: Any, seat: int) -> list[int]:
    """SR-B-7.6 to SR-B-7.8: ``seat``'s rate with the bank for each resource (4, 3 or 2),
    from its buildings on harbours (public), as the words say it."""
    out = [4] * 5
    for harbour in view.island.harbours:
        if any(view.vertex_owner[x] == seat for x in harbour.vertices):
            if harbour.type == "generic":
                out = [min(o, 3) for o in out]
            else:
                r = RESOURCES.index(harbour.type)
                out[r] = min(out[r], 2)
    return out


def dev_title(kind: str) -> str:
    return DEV_TITLES.get(kind, kind.replace("_", " ").title())


# --- what happened ---------------------------------------------------------------------------------


def _produced(e: E.Produced, say: SettlersSay) -> str:
    gains: dict[int, list[int]] = {}
    for _, seat, res, n in e.gains:
        gains.setdefault(seat, [0] * 5)[RESOURCES.index(res)] += n
    return "; ".join(f"{say.seat(seat)} gets {cards_phrase(counts)}"
                     for seat, counts in sorted(gains.items()))


def _shortage(e: E.Shortage, say: SettlersSay) -> str:
    head = f"The bank has {e.bank} {e.resource} for {e.owed} owed: "
    if e.seat is None:
        return head + f"nobody gets {e.resource}"
    return head + f"{say.seat(e.seat)} gets what is left"


def _built(what: str) -> Callable[[Any, SettlersSay], str]:
    def words(e: Any, say: SettlersSay) -> str:
        verb = "builds" if getattr(e, "paid", True) else "places"
        where = say.place("edge", e.edge) if what == "road" else say.place("vertex", e.vertex)
        return f"{say.seat(e.seat)} {verb} a {what} {where}"

    return words


def _longest_road(e: E.LongestRoadChanged, say: SettlersSay) -> str:
    if e.seat is None:
        return f"Longest Road is set aside ({say.who(e.previous)} falls to {e.length})"
    return f"{say.seat(e.seat)} takes Longest Road ({e.length} roads)"


def _game_won(e: E.GameWon, say: SettlersSay) -> str:
    cards = [f"{say.seat(s)}: {', '.join(DEV_TITLES[c] for c in held)}"
             for s, held in enumerate(e.vp_cards) if held]
    tail = f" (Victory Point cards: {'; '.join(cards)})" if cards else ""
    return f"{say.seat(e.seat)} wins with {e.vp} VP{tail}"


def _turn_limit(e: E.TurnLimitReached, say: SettlersSay) -> str:
    if e.robin_vp is not None:
        sheriff, mine = say.seat(0), e.scores[0]
        result = (f"{sheriff} wins" if mine > e.robin_vp
                  else "Robin Hood wins" if mine < e.robin_vp else "a draw")
        return f"The game ends after {e.turns} turns ({sheriff} {mine}, Robin Hood {e.robin_vp}): {result}"
    result = "a draw" if e.winner is None else f"{say.seat(e.winner)} wins"
    points = ", ".join(f"{say.seat(s)} {v}" for s, v in enumerate(e.scores))
    return f"The game ends after {e.turns} turns ({points}): {result}"


def offer_terms(offer: Any, say: SettlersSay) -> str:
    """An offer's (or a command's) terms: "1 brick for 2 ore to everyone"."""
    whom = "everyone" if offer.to is None else say.seat(offer.to)
    return f"{cards_words(offer.give)} for {cards_words(offer.want)} to {whom}"


def _offer(e: Any, say: SettlersSay) -> str:
    return f"{say.seat(e.seat)} offers {offer_terms(e, say)}"


EVENTS: dict[type, Any] = {
    E.FirstPlayer: "{seat} is drawn to begin",
    E.SetupResources: lambda e, say: (f"{say.seat(e.seat)} takes {cards_words(e.cards)} "
                                      "for the second settlement"),
    E.DeckShuffled: "The development deck is shuffled",
    E.TurnBegan: "Turn {number}: {seat}",
    E.DiceRolled: "{seat} rolls {d1} and {d2}: {total}",
    E.Produced: _produced,
    E.Shortage: _shortage,
    E.Discarded: lambda e, say: f"{say.seat(e.seat)} discards {cards_words(e.cards)}",
    E.RobberMoved: lambda e, say: f"{say.seat(e.seat)} moves the robber {say.place('hex', e.hex)}",
    E.Robbed: lambda e, say: f"{say.seat(e.seat)} robs {say.seat(e.victim)} of a card",
    E.NoVictim: "{seat} finds nobody to rob",
    E.RoadBuilt: _built("road"),
    E.SettlementBuilt: _built("settlement"),
    E.CityBuilt: _built("city"),
    E.DevCardBought: "{seat} buys a development card",
    E.KnightPlayed: "{seat} plays a Knight ({knights} played)",
    E.RoadBuildingPlayed: "{seat} plays Road Building ({roads} free roads)",
    E.YearOfPlentyPlayed: lambda e, say: (f"{say.seat(e.seat)} plays Year of Plenty and takes "
                                          f"{cards_words(e.cards)}"),
    E.MonopolyPlayed: lambda e, say: (f"{say.seat(e.seat)} plays Monopoly on {e.resource} and takes "
                                      f"{sum(e.taken)}"),
    E.MaritimeTraded: "{seat} trades {count} {give} with the bank for 1 {get}",
    E.OfferMade: _offer,
    E.OfferAccepted: "{seat} accepts",
    E.OfferDeclined: "{seat} declines",
    E.Traded: lambda e, say: (f"{say.seat(e.seat)} gives {cards_words(e.give)} to {say.seat(e.partner)} "
                              f"for {cards_words(e.want)}"),
    E.OfferCancelled: "{seat} cancels the offer",
    E.OfferLapsed: "Nobody accepts {seat}'s offer",
    E.LongestRoadChanged: _longest_road,
    E.LargestArmyChanged: "{seat} takes Largest Army ({knights} knights)",
    E.GameWon: _game_won,
    E.TurnLimitReached: _turn_limit,
}


# --- what Robin Hood did (the solo game: the Sheriff at the screen is "you") ----------------------

WHY = {
    "turn": "",
    "knight": " (your Knight makes him draw at once)",
    "displaced": " (driven off, he draws again)",
}
"""Why Robin drew (or rolled): his turn, the Sheriff's Knight (SR-V-5.1), a displacement (SR-M-3)."""


def move_resource(card: str) -> str | None:
    """The resource a movement card shows (``"move_ore"`` -> ``"ore"``), None for the knight."""
    kind = card.removeprefix("move_")
    return None if kind == "knight" else kind


def card_words(card: str) -> str:
    """A movement card as a player reads it: "the ore card", "the knight card"."""
    res = move_resource(card)
    return "the knight card" if res is None else f"the {res} card"


def _robin_moved(e: E.RobinMoved, say: SettlersSay) -> str:
    frm, to = say.land(e.from_hex), say.land(e.to_hex)
    if e.how == "camp":
        return f"Robin goes back to his camp in {to}"
    if e.how == "displaced":
        return f"You drive Robin from {frm} into {to}"
    if e.how == "relocated":
        return f"No building stood at Robin's hex: he moves to {to}, the hex worth most to him"
    return f"Robin walks from {frm} into {to}"


def _robin_stayed(e: E.RobinStayed, say: SettlersSay) -> str:
    """Why Robin stays where he is (SR-V-4.4, SR-V-4.9), the places named by the land."""
    if e.why == "camp":
        return "Robin stays: he is in his camp already"
    if e.why == "none":
        return f"Robin stays: no {e.terrain} next to {say.land(e.at)}"
    barred = [say.land(h) for _road, h in e.barred]
    verb = "bars" if len(barred) == 1 else "bar"
    roads = "road" if len(barred) == 1 else "roads"
    return f"Robin stays: your {roads} {verb} the way into " + " and ".join(barred)


def _encircled(e: E.Encircled, say: SettlersSay) -> str:
    if e.sheriff_vp > e.robin_vp:
        result = "you win"
    elif e.sheriff_vp < e.robin_vp:
        result = "Robin wins"
    else:
        result = "a draw"
    return (f"Your roads close the ring round Robin at {say.land(e.hex)}: "
            f"{e.sheriff_vp} VP to {e.robin_vp}, {result}")


def _neutral(e: E.NeutralPlaced, say: SettlersSay) -> str:
    """SR-V-2.5 to SR-V-2.8: where the neutral dice put a settlement, and the dice."""
    two = len(e.candidates) == 2
    sums = e.rolls[: len(e.rolls) - (2 if two else 1)]
    dice = "rolled " + ", then ".join(str(x) for x in sums)
    if two:
        dice += f"; die {e.rolls[-2]} picks one of the two"
    dice += f"; corner die {e.corner}"
    where = say.land(e.hex)
    if e.vertex is None:
        return f"The neutral dice pick {where}, but no corner there is free ({dice})"
    return f"A neutral settlement and road go on {where} ({dice})"


def _robin_turn(e: E.RobinTurnBegan, say: SettlersSay) -> str:
    draws = "draws a movement card" if say.movement == "deck" else "rolls his movement die"
    return f"Robin Hood's turn: he {draws}"


SOLO_EVENTS: dict[type, Any] = {
    E.MovementDrawn: lambda e, say: f"Robin draws {card_words(e.card)}{WHY.get(e.why, '')}",
    E.MovementRolled: lambda e, say: (f"Robin rolls his movement die: {move_resource(e.face) or 'knight'}"
                                      f"{WHY.get(e.why, '')}"),
    E.RobinMoved: _robin_moved,
    E.RobinStayed: _robin_stayed,
    E.RobinRobbed: lambda e, say: ("Robin finds no card in your hand to steal" if e.resource is None
                                   else f"Robin robs you of 1 {e.resource}: it goes onto his loot pile"),
    E.RobinScored: lambda e, say: (f"Robin scores {plural(e.points, 'VP', 'VP')} on the 7: "
                                   f"{e.total} of {say.target}"),
    E.RobinWon: "Robin Hood reaches {total} VP and wins",
    E.Encircled: _encircled,
    E.MovesShuffled: "Robin's movement cards are shuffled into a new draw pile",
    E.RobinTurnBegan: _robin_turn,
    E.LootRecovered: "You take {count} {resource} back from Robin's loot",
    E.NeutralPlaced: _neutral,
}

REVEALS: dict[type, str] = {
    E.DiceRolled: "rolled the dice",
    E.Robbed: "stole a card",
    E.DevCardBought: "drew a development card",
    E.MonopolyPlayed: "showed what the others held",
    E.GameWon: "ended the game",
    E.TurnLimitReached: "ended the game",
    E.MovementDrawn: "turned up a movement card",
    E.MovementRolled: "rolled the movement die",
    E.RobinWon: "ended the game",
    E.Encircled: "ended the game",
}
"""What the event types that ``reveal`` showed ("The last move rolled the dice, so ...")."""


# --- what a seat decides ------------------------------------------------------------------------


def _at(kind: str, field: str, verb: str) -> Callable[[Any, SettlersSay], str]:
    """A command's words with the place it names: "Red builds a road by the ..."."""
    return lambda c, say: f"{say.seat(c.seat)} {verb} {say.place(kind, getattr(c, field))}"


COMMANDS: dict[type, Any] = {
    K.PlaceSettlement: _at("vertex", "vertex", "places a settlement"),
    K.PlaceRoad: _at("edge", "edge", "places a road"),
    K.Roll: "{seat} rolls the dice",
    K.PlayKnight: "{seat} plays a Knight",
    K.PlayRoadBuilding: "{seat} plays Road Building",
    K.PlayYearOfPlenty: lambda c, say: (f"{say.seat(c.seat)} plays Year of Plenty for "
                                        f"{cards_words(c.resources)}"),
    K.PlayMonopoly: "{seat} plays Monopoly on {resource}",
    K.Discard: lambda c, say: f"{say.seat(c.seat)} discards {cards_words(c.cards)}",
    K.MoveRobber: _at("hex", "hex", "moves the robber"),
    K.StealFrom: lambda c, say: f"{say.seat(c.seat)} robs {say.seat(c.victim)}",
    K.PlaceFreeRoad: _at("edge", "edge", "places a free road"),
    K.BuildRoad: _at("edge", "edge", "builds a road"),
    K.BuildSettlement: _at("vertex", "vertex", "builds a settlement"),
    K.BuildCity: _at("vertex", "vertex", "builds a city"),
    K.BuyDevelopmentCard: "{seat} buys a development card",
    K.EndTurn: "{seat} ends the turn",
    K.MaritimeTrade: "{seat} trades {give} with the bank for 1 {get}",
    K.OfferTrade: _offer,
    K.AcceptOffer: "{seat} accepts the offer",
    K.DeclineOffer: "{seat} declines the offer",
    K.CancelOffer: "{seat} cancels the offer",
    K.ChoosePartner: lambda c, say: f"{say.seat(c.seat)} trades with {say.seat(c.partner)}",
    K.ChooseRobinHex: _at("hex", "hex", "sends Robin Hood"),
    K.DisplaceRobin: _at("hex", "hex", "drives Robin Hood"),
    K.DeclineDisplacement: "{seat} leaves Robin Hood where he is",
    K.RelocateRobin: lambda c, say: f"{say.seat(c.seat)} places Robin Hood on {say.land(c.hex)}",
}


MUST: dict[str, Any] = {
    PR.SetupSettlement.kind: lambda p, say: ("place a settlement" if p["round"] == 1
                                             else "place your second settlement"),
    PR.SetupRoad.kind: lambda p, say: (f"place a road next to your settlement "
                                       f"{say.place('vertex', p['vertex'])}"),
    PR.BeforeRoll.kind: "roll the dice (or play a development card first)",
    PR.DiscardPrompt.kind: lambda p, say: f"discard {p['count']} cards",
    PR.MoveRobberPrompt.kind: "move the robber to another hex",
    PR.StealFromPrompt.kind: "choose whom to rob",
    PR.TradeAndBuild.kind: "trade, build or end your turn",
    PR.FreeRoad.kind: "place a free road",
    PR.AnswerOffer.kind: "accept or decline the offer",
    PR.ChoosePartnerPrompt.kind: "choose whom to trade with, or cancel the offer",
    PR.ChooseRobinHexPrompt.kind: "choose the hex Robin Hood walks into",
    PR.DisplaceRobinPrompt.kind: "drive Robin Hood to a neighbouring hex, or leave him",
    PR.RelocateRobinPrompt.kind: "choose where Robin Hood goes (the hexes worth the most to him)",
}
"""What each kind of prompt asks of the seat deciding, said to it ("place your second
settlement"), from the prompt's fields (a prompt, or the ``answer_first`` refusal's
parameters)."""


def must(kind: str, fields: Mapping[str, Any], say: SettlersSay) -> str:
    """What a prompt of ``kind`` with ``fields`` asks, said to the seat deciding."""
    wording = MUST[kind]
    return wording if isinstance(wording, str) else wording(fields, say)


def must_of(prompt: Any, say: SettlersSay) -> str:
    """What ``prompt`` asks of its seat, said to it ("discard 4 cards")."""
    return must(prompt.kind, {name: getattr(prompt, name) for name in prompt.__dataclass_fields__}, say)


# --- why a command is refused -----------------------------------------------------------------------

ITEMS = {"road": "A road", "settlement": "A settlement", "city": "A city",
         "development_card": "A development card"}
RESOURCE_LIST = ", ".join(RESOURCES)
ORDER = f"List the cards in the order {RESOURCE_LIST}."
NO_TRADE = "There is nobody to trade with: the Sheriff trades only with the bank."


def _refused_at(template: str, kind: str, field: str) -> Callable[[Refusal, SettlersSay], str]:
    return lambda r, say: template.format(place=say.place(kind, r[field]))


REFUSALS: dict[str, Any] = {
    "game_over": "The game is over.",
    "cannot_pay": lambda r, say: f"{ITEMS[r['item']]} costs {counts_words(COSTS[r['item']])}.",
    "no_such_edge": lambda r, say: f"There is no edge {shown(r['edge'])} on the board.",
    "edge_taken": "That edge already has a road.",
    "road_through_building": "A road cannot pass through another player's building.",
    "road_not_joined": "A road must join one of your own roads or buildings.",
    "no_such_corner": lambda r, say: f"There is no corner {shown(r['vertex'])} on the board.",
    "corner_taken": "That corner is taken.",
    "distance_rule": "A settlement needs the three neighbouring corners empty (the distance rule).",
    "settlement_off_road": "A settlement must stand at the end of one of your roads.",
    "cannot_settle_there": "You cannot build a settlement there.",
    "no_piece_left": "You have no {piece} left in your supply.",
    "city_needs_settlement": "A city replaces one of your settlements.",
    "cannot_build_city": "You cannot build a city there.",
    "deck_empty": "The development deck is empty.",
    "cannot_buy": "You cannot buy a card now.",
    "name_two_resources": f"Name two resources ({RESOURCE_LIST}).",
    "same_resource": "Trade for a resource of another type.",
    "too_few_to_trade": "You need {ratio} {resource} for this trade.",
    "bank_out_of": "The bank has no {resource} left.",
    "cannot_trade_with_bank": "You cannot trade with the bank now.",
    "card_played_this_turn": "You have already played a development card this turn.",
    "card_not_held": "You do not hold that card.",
    "card_bought_this_turn": "A card bought this turn cannot be played until your next turn.",
    "name_a_resource": f"Name a resource ({RESOURCE_LIST}).",
    "name_one_or_two_resources": "Name one or two resources.",
    "cards_out_of_order": ORDER,
    "bank_lacks_cards": "The bank does not hold those cards.",
    "take_two": "Take two cards when the bank can give two.",
    "cannot_play_card": "You cannot play that card now.",
    "discard_count": "Discard exactly {count} cards.",
    "name_resources": f"Name resources ({RESOURCE_LIST}).",
    "cards_not_held": lambda r, say: f"You do not hold {cards_words(r['cards'])}.",
    "no_such_hex": lambda r, say: f"{shown(r['hex'])} is not a land hex.",
    "robber_must_move": "The robber must move to another hex.",
    "cannot_rob": "Rob a player with a building at the robber's hex and a card in hand.",
    "road_off_settlement": "The road must touch the settlement you just placed.",
    "accept_needs_cards": lambda r, say: (f"You can accept only holding "
                                          f"{cards_words(r['cards']) if r['cards'] else 'the cards'}."),
    "partner_not_accepted": "Trade only with a player who accepted.",
    "robin_not_next": lambda r, say: f"Robin moves only to a hex next to his own ({say.land(r['robin'])}).",
    "robin_barred": _refused_at("Robin cannot cross the Sheriff's road {place}.", "edge", "edge"),
    "wrong_terrain": lambda r, say: (f"The {r['card'].removeprefix('move_')} card leads Robin only into "
                                     f"a {r['terrain']} hex."),
    "choose_listed_hex": lambda r, say: f"Choose one of {say.lands(r['hexes'])}.",
    "cannot_displace": "You cannot drive Robin there.",
    "relocate_listed_hex": lambda r, say: (f"Robin goes to a hex worth the most to him: "
                                           f"{say.lands(r['hexes'])}."),
    "solo_no_robber": "Robin Hood is the robber in this game, and he moves by his own cards.",
    "solo_no_theft": "Only Robin Hood robs in this game, on a 7.",
    "solo_no_trade": NO_TRADE,
    "cannot_offer": "You cannot make that offer now.",
    "offer_not_now": "You can offer a trade only in your own turn, after the roll.",
    "offer_side_empty": "Each side of a trade gives at least one card.",
    "not_a_resource": lambda r, say: f"{shown(r['got'])} is not a resource (resources: {RESOURCE_LIST}).",
    "offer_both_sides": "No resource may appear on both sides of a trade.",
    "offer_to_no_seat": "Offer the trade to another seat at the table, or to everyone.",
    "offer_not_held": "You do not hold the cards you offer.",
    "roll_first": "Roll the dice first: only a development card may come before the roll.",
    "answer_first": lambda r, say: f"You must {must(r['prompt'], r.args, say)} now.",
}


WORDS = GameWords(events={**EVENTS, **SOLO_EVENTS}, commands=COMMANDS, refusals=REFUSALS, reveals=REVEALS,
                  say=SettlersSay)
