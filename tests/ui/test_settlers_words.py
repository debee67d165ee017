"""The Settlers words (``sherwood/ui/games/settlers/words.py``): the game speaks in values and
the words say them, the places named by the land they touch, never by the spec's
coordinates, and no rule ID in any sentence.

The refusals are read where a player meets them: every command of the game, right or wrong,
tried at every decision of seeded games (the standard game and the solo variant), each
refusal worded; only the words that repeat a wrong id a command gave (``'9,9' is not a land
hex``) may hold what looks like coordinates.
"""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand, Match, SeededRng, refuse
from sherwood.games.settlers import commands as K
from sherwood.games.settlers import events as E
from sherwood.games.settlers.board import HEX_NAMES
from sherwood.games.settlers.geometry import EDGE_NAMES, VERTEX_NAMES
from sherwood.games.settlers.prompts import SetupRoad
from sherwood.ui.games import words_of
from sherwood.ui.games.settlers.words import REFUSALS
from tests.ui.player_words import problems

ECHOES = {"no_such_edge", "no_such_corner", "no_such_hex", "not_a_resource"}
"""The refusals that repeat the wrong id a command gave, shortened (``shown``)."""


def beginner(seats: int = 3) -> Match:
    return Match.start("settlers", seats, seed=1)


V, ED, H = VERTEX_NAMES, EDGE_NAMES, HEX_NAMES
TRIES = {
    K.PlaceSettlement: lambda s: [K.PlaceSettlement(s, V[v]) for v in (0, 20, 40)],
    K.PlaceRoad: lambda s: [K.PlaceRoad(s, ED[e]) for e in (0, 30, 60)],
    K.PlaceFreeRoad: lambda s: [K.PlaceFreeRoad(s, ED[e]) for e in (0, 30)],
    K.BuildRoad: lambda s: [K.BuildRoad(s, ED[e]) for e in (0, 30, 60)],
    K.BuildSettlement: lambda s: [K.BuildSettlement(s, V[v]) for v in (0, 20, 40)],
    K.BuildCity: lambda s: [K.BuildCity(s, V[v]) for v in (0, 20)],
    K.MoveRobber: lambda s: [K.MoveRobber(s, H[h]) for h in (0, 9)],
    K.ChooseRobinHex: lambda s: [K.ChooseRobinHex(s, H[h]) for h in (0, 9, 18)],
    K.DisplaceRobin: lambda s: [K.DisplaceRobin(s, H[h]) for h in (0, 9, 18)],
    K.RelocateRobin: lambda s: [K.RelocateRobin(s, H[h]) for h in (0, 9)],
    K.StealFrom: lambda s: [K.StealFrom(s, 1)],
    K.ChoosePartner: lambda s: [K.ChoosePartner(s, 1)],
    K.Discard: lambda s: [K.Discard(s, ("ore",) * 4), K.Discard(s, ("ore", "lumber"))],
    K.MaritimeTrade: lambda s: [K.MaritimeTrade(s, "ore", "ore"), K.MaritimeTrade(s, "wool", "ore")],
    K.OfferTrade: lambda s: [K.OfferTrade(s, ("ore",), ("ore",), None),
                             K.OfferTrade(s, ("wool",), ("ore",), 7)],
    K.PlayYearOfPlenty: lambda s: [K.PlayYearOfPlenty(s, ("ore", "lumber")), K.PlayYearOfPlenty(s, ("ore",))],
    K.PlayMonopoly: lambda s: [K.PlayMonopoly(s, "ore")],
}
"""Commands of a type, with real places and resources (the other types have no field)."""


def tries(seat: int) -> list[K.Command]:
    """Commands of every type of the game for ``seat``."""
    return [c for t in K.COMMAND_TYPES for c in (TRIES[t](seat) if t in TRIES else [t(seat)])]


@pytest.mark.parametrize("options", [{}, {"variant": "robin_hood"}], ids=["standard", "solo"])
def test_every_refusal_met_in_play_is_a_sentence_without_coordinates_or_rule_ids(options):
    seen: dict[str, str] = {}
    for seed in range(3):
        match = Match.start("settlers", 1 if options else 3, seed=seed, options=options)
        words = words_of(match)
        rng = SeededRng(seed)
        for _ in range(160):
            if match.is_over:
                break
            seat = match.active_seat
            legal = match.legal_commands()
            for command in tries(seat):
                if command in legal or (K.OfferTrade is type(command) and match.spec.rules.is_legal(
                        match._state, command)):
                    continue
                with pytest.raises(IllegalCommand) as caught:
                    match.apply(command)
                refusal = caught.value.refusal
                sentence = words.refusal(refusal)
                assert sentence.endswith("."), (refusal, sentence)
                assert not problems(sentence), (refusal, sentence, problems(sentence))
                seen.setdefault(refusal.code, sentence)
            match.apply(rng.choice(legal))
    assert len(seen) >= (14 if options else 20), sorted(seen)


def test_the_echoing_refusals_repeat_the_wrong_id_shortened():
    words = words_of(beginner())
    assert words.refusal(refuse("no_such_hex", hex="9,9")) == "'9,9' is not a land hex."
    assert words.refusal(refuse("no_such_edge", edge="x" * 100)).startswith("There is no edge 'xxx")
    assert len(words.refusal(refuse("not_a_resource", got="g" * 1000))) < 120
    assert set(ECHOES) <= set(REFUSALS)


def test_a_refusal_names_the_places_by_their_land():
    """SR-B-3.6: the setup road's refusal said "next to your settlement on 0,0,N"."""
    match = beginner()
    words = words_of(match)
    prompt = SetupRoad(0, "0,0,N", 1)
    said = words.refusal(refuse("answer_first", prompt=prompt.kind, vertex=prompt.vertex, round=1))
    assert said.startswith("You must place a road next to your settlement by the ")
    assert not problems(said)
    assert words.refusal(refuse("robin_barred", edge="1,0,NE")).startswith(
        "Robin cannot cross the Sheriff's road by the ")
    hexes = words.refusal(refuse("relocate_listed_hex", hexes=("0,-1", "1,-1")))
    land = words.say.land
    assert hexes == f"Robin goes to a hex worth the most to him: {land('0,-1')}, {land('1,-1')}."


def test_the_events_and_commands_say_places_by_their_land():
    """The log and the transcripts: a road "by the Pasture 4 and the Hills 10", the robber
    "to the Desert"; a production by seat, its hexes left to the pictures (WE-1)."""
    words = words_of(beginner(4))
    say = words.event
    assert say(E.RoadBuilt(0, "1,-1,E", True)) == "Red builds a road by the Pasture 4 and the Hills 10"
    assert say(E.RoadBuilt(1, "0,0,NE", False)) == "Blue places a road by the Desert and the Pasture 4"
    assert words.event(E.RobberMoved(2, "0,0")) == "White moves the robber to the Desert"
    gains = (("0,-1", 0, "brick", 2), ("-1,2", 1, "grain", 1), ("0,-1", 1, "brick", 1))
    assert words.event(E.Produced(6, gains)) == "Red gets 2 brick; Blue gets 1 grain and 1 brick"
    assert words.event(E.Shortage("ore", 3, 2, None)) == "The bank has 2 ore for 3 owed: nobody gets ore"
    assert words.command(K.BuildCity(3, "0,0,N")).startswith("Orange builds a city by the ")
    assert words.command(K.OfferTrade(1, ("brick",), ("ore", "ore"), None)) == \
        "Blue offers 1 brick for 2 ore to everyone"
    for command in tries(0):
        assert not problems(words.command(command)), words.command(command)


def test_robin_hoods_words_in_the_solo_game():
    """SR-V-4.9, SR-V-2.5: why Robin stays, where the neutral dice put a settlement, the
    Sheriff's choices for Robin: by the land."""
    match = Match.start("settlers", 1, seed=1)
    words = words_of(match)
    land = words.say.land
    assert words.command(K.ChooseRobinHex(0, "1,0")) == f"Sheriff sends Robin Hood to {land('1,0')}"
    assert words.command(K.DisplaceRobin(0, "0,0")) == f"Sheriff drives Robin Hood to {land('0,0')}"
    assert words.command(K.RelocateRobin(0, "0,0")) == f"Sheriff places Robin Hood on {land('0,0')}"
    barred = E.RobinStayed("barred", "0,0", "pasture", (("0,0,NE", "1,-1"), ("0,0,E", "1,0")))
    assert words.event(barred) == \
        f"Robin stays: your roads bar the way into {land('1,-1')} and {land('1,0')}"
    assert words.event(E.RobinStayed("none", "-2,2", "pasture")) == \
        f"Robin stays: no pasture next to {land('-2,2')}"
    assert words.event(E.RobinStayed("camp", "0,0")) == "Robin stays: he is in his camp already"
    placed = E.NeutralPlaced("-2,1", "-2,1,N", "-2,1,NE", (7, 8, 5, 1), ("2,0", "-2,1"), 1)
    assert words.event(placed) == (f"A neutral settlement and road go on {land('-2,1')} "
                                   "(rolled 7, then 8; die 5 picks one of the two; corner die 1)")
    assert words.refusal(refuse("undo_reveals", event="movement_drawn")) == \
        "The last move turned up a movement card, so it cannot be taken back."
