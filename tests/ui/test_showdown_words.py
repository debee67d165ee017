"""Sherwood Showdown's words (``sherwood/ui/games/showdown/words.py``): the game speaks in
values (a refusal is a code and its values, an event or a command a value), and the words
module says each one to the player, as the game said it before it spoke in values.

The rules tests (tests/games/showdown) check the codes; these check the sentences.
"""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand, Match, refuse
from sherwood.games.showdown import events as E
from sherwood.games.showdown.commands import COMMAND_TYPES, Lay, Pass, Rob, Sell, SkipSell, TakeFool, Withdraw
from sherwood.games.showdown.events import EVENT_TYPES
from sherwood.ui.games import words_of
from sherwood.ui.games.showdown.words import WORDS
from sherwood.ui.kit.words import COMMON_REFUSALS
from tests.games.showdown.situations import situation
from tests.ui.test_words_and_motion import refusal_codes

ROBIN, GUY = "Robin Hood's Merry Men", "Guy Fawkes' Blazing Bandits"


def words():
    return words_of(Match.start("showdown", 2, seed=1))


def said(match: Match, command) -> str:
    """``command`` refused at ``match``, in the player's words."""
    with pytest.raises(IllegalCommand) as caught:
        match.apply(command)
    return words_of(match).refusal(caught.value.refusal)


# --- the refusals ------------------------------------------------------------------------------

REFUSALS = [
    (refuse("legal"), "That move is allowed."),
    (refuse("sell_not_now"), "You can only sell at the start of your turn, before the traveller is "
                             "revealed, and only when you hold no outlaw."),
    (refuse("sell_first"), "First sell a traveller from your spoils, or choose to sell nothing."),
    (refuse("fool_not_for_sale"), "The Fool can never be sold: he stays in your spoils."),
    (refuse("no_such_card", card="X9"), "Sherwood Showdown has no card 'X9'."),
    (refuse("not_a_traveller", card="SK"), "Only travellers can be sold, and King of Spades is not one."),
    (refuse("passed_not_for_sale", traveller="T19"),
     "Traveller 19 was let pass: passed travellers can never be sold."),
    (refuse("not_in_spoils", traveller="T7"), "Traveller 7 is not in your spoils."),
    (refuse("pass_in_melee"), "You cannot let the traveller pass during a melee: lay an outlaw or withdraw."),
    (refuse("no_passes_left", passes=2), "You have no passes left: you have already let 2 travellers pass."),
    (refuse("fool_not_on_road"), "Only the Fool can be taken without a fight, and he is not on the road."),
    (refuse("withdraw_not_now"), "You can only withdraw during a melee."),
    (refuse("rob_in_melee"), "A melee is already on: lay an outlaw or withdraw."),
    (refuse("lay_without_melee"), "No melee is on: rob the traveller (or let him pass) first."),
    (refuse("fool_no_fight"), "You cannot fight over the Fool: take him into your spoils (−5 gold) "
                              "or let him pass."),
    (refuse("ransom_cannot_fight", card="SQ"),
     "The Queen of Spades is a ransom card: it cannot fight; attach it to an outlaw instead."),
    (refuse("not_an_outlaw", card="FOOL"), "The Fool is not an outlaw card."),
    (refuse("not_an_outlaw", card="T7"), "Traveller 7 is not an outlaw card."),
    (refuse("not_held", card="H8"), "You do not hold the 8 of Hearts."),
    (refuse("not_a_ransom", card="T7"),
     "The Traveller 7 is not a ransom card (Page, Knight, Queen or King)."),
    (refuse("too_weak", minimum=4, last=4, leader=1, lead=1),
     "You must lay at least a 4: your last card was 4 and Guy Fawkes leads by 1."),
    (refuse("too_weak", minimum=6, last=None, leader=0, lead=6),
     "You must lay at least a 6: Robin Hood leads by 6."),
    (refuse("too_weak", minimum=8, last=8, leader=0, lead=-2),
     "You must lay at least an 8: your last card was 8."),
    (refuse("cannot_lay", seat=1), "Guy Fawkes cannot lay that now."),
    (refuse("not_possible", move="rob"), "That move is not possible now."),
    (refuse("not_your_turn", seat=1, active=0), f"It is {ROBIN}'s turn, not {GUY}'."),
    (refuse("game_over"), "The game is over."),
]


@pytest.mark.parametrize(("refusal", "sentence"), REFUSALS, ids=[str(r) for r, _ in REFUSALS])
def test_each_refusal_in_words(refusal, sentence):
    assert words().refusal(refusal) == sentence


def test_every_refusal_code_of_the_game_is_worded_here():
    """Each code the game's source gives (read with ast) is among the sentences above."""
    tried = {r.code for r, _ in REFUSALS}
    assert set(refusal_codes("showdown")) <= tried
    assert set(WORDS.refusals) | {c for c in tried if c in COMMON_REFUSALS} == tried


def test_a_refused_move_reads_as_before():
    """SD-EX1 (SD-6.7): the refusal of a weaker reinforcement, through the match."""
    m = situation(hands=(["H4", "H2", "D4"], ["S5"]), traveller="T9")
    m.apply(Rob(0, "H4"))
    m.apply(Lay(1, "S5"))
    assert said(m, Lay(0, "H2")) == ("You must lay at least a 4: your last card was 4 and "
                                     "Guy Fawkes leads by 1.")
    assert said(m, Pass(0)) == "You cannot let the traveller pass during a melee: lay an outlaw or withdraw."


def test_a_long_unknown_card_id_is_shortened():
    m = situation(hands=(["H4", "HQ"], ["S5"]), traveller="T9")
    sentence = said(m, Rob(0, "H4", "Z" * 5000))
    assert sentence.startswith("Sherwood Showdown has no card 'ZZZ") and "..." in sentence
    assert len(sentence) < 100


def test_what_a_move_revealed_is_said_when_it_cannot_be_taken_back():
    """SD-3.3, SD-9.2: a traveller turned up, cards drawn."""
    m = situation(hands=(["H4", "H2"], ["S5", "S3"]), traveller="T9", traveller_deck=["T3", "T12"])
    m.apply(Pass(0))
    assert words_of(m).refusal(m.undo_refusal) == ("The last move turned up a traveller, so it "
                                                    "cannot be taken back.")
    m = situation(hands=(["H4", "H2"], ["S5", "S3"]), traveller="T9", traveller_deck=["T3", "T12"])
    m.apply(Rob(0, "H4"))
    m.apply(Withdraw(1))
    assert words_of(m).refusal(m.undo_refusal) == "The last move drew cards, so it cannot be taken back."


# --- the events and the commands ----------------------------------------------------------------

EVENTS = [
    (E.TurnStarted(1, 3), f"Turn 3: {GUY}"),
    (E.DeckReshuffled(0, 9), f"{ROBIN} shuffles 9 discards into a new deck"),
    (E.CardsDrawn(0, 1, "draw"), f"{ROBIN} draws a card (draw)"),
    (E.CardsDrawn(1, 5, "deal"), f"{GUY} draws 5 cards (deal)"),
    (E.TravellerSold(0, "T6"), f"{ROBIN} sells Traveller 6 out of play"),
    (E.TravellerRevealed("T21"), "Traveller 21 comes down the road"),
    (E.TravellerRevealed("FOOL"), "The Fool comes down the road"),
    (E.TravellerPassed(1, "T4", 1), f"{GUY} lets Traveller 4 pass (1 pass left)"),
    (E.TravellerPassed(0, "T4", 0), f"{ROBIN} lets Traveller 4 pass (0 passes left)"),
    (E.TravellerEscaped("T9", "no_outlaw"), "Traveller 9 escapes: nobody could rob him"),
    (E.TravellerEscaped("T9", "tie"), "Traveller 9 escapes: the melee was a tie"),
    (E.FoolTaken(0), f"{ROBIN} takes the Fool (−5 gold)"),
    (E.CardLaid(0, "D10", "HN", True, 10, 22), f"{ROBIN} robs with 10 of Diamonds and Knight of Hearts: "
                                               "total 10, stake 22"),
    (E.CardLaid(1, "S1", None, False, 1, 9), f"{GUY} lays Ace of Spades: total 1, stake 9"),
    (E.Withdrew(1), f"{GUY} withdraws"),
    (E.MeleeWon(0, "T21", ("HN",), 22), f"{ROBIN} wins Traveller 21 with Knight of Hearts: 22 gold"),
    (E.MeleeWon(1, "T2", (), 2), f"{GUY} wins Traveller 2: 2 gold"),
    (E.MeleeTied("T5"), "The melee is a tie"),
    (E.CardsDiscarded(1, ("C5", "C6")), f"{GUY} discards 5 of Clubs, 6 of Clubs"),
    (E.GameEnded((30, 41), (1,)), f"{GUY} wins the game, 41–30"),
    (E.GameEnded((30, 30), ()), "The game ends in a draw, 30–30"),
]

COMMANDS = [
    (Sell(0, "T6"), f"{ROBIN} sells Traveller 6"),
    (SkipSell(1), f"{GUY} sells nothing"),
    (Pass(0), f"{ROBIN} lets the traveller pass"),
    (Rob(0, "D10", "HN"), f"{ROBIN} robs the traveller with 10 of Diamonds with Knight of Hearts as ransom"),
    (Rob(1, "S2"), f"{GUY} robs the traveller with 2 of Spades"),
    (TakeFool(1), f"{GUY} takes the Fool"),
    (Lay(0, "H6", "HQ"), f"{ROBIN} lays 6 of Hearts with Queen of Hearts as ransom"),
    (Withdraw(0), f"{ROBIN} withdraws"),
]


@pytest.mark.parametrize(("value", "sentence"), EVENTS + COMMANDS,
                         ids=[repr(v) for v, _ in EVENTS + COMMANDS])
def test_each_event_and_command_in_words(value, sentence):
    said = words().event(value) if isinstance(value, E.Event) else words().command(value)
    assert said == sentence


def test_every_type_is_tried_here():
    assert {type(e) for e, _ in EVENTS} == set(EVENT_TYPES)
    assert {type(c) for c, _ in COMMANDS} == set(COMMAND_TYPES)


def test_the_game_writes_no_words():
    """Events and commands of the game describe themselves only as values, for a developer."""
    assert E.Withdrew(1).describe(("A", "B")) == "withdrew(seat=1)"
    assert Rob(0, "H4").describe() == "rob(seat=0, outlaw='H4', ransom=None)"
    assert E.CardsDrawn.reveals is True and E.TravellerRevealed.reveals is True
