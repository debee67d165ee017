"""The seven and the robber (SR-B-6, SR-B-12.4): discards one seat at a time from the roller,
the robber to another hex, the theft; worked example WE-2 and SR-E-2 to SR-E-4."""

from __future__ import annotations

from sherwood.engine import refuse
from sherwood.games.settlers.commands import (
    Discard,
    EndTurn,
    MoveRobber,
    PlayKnight,
    Roll,
    StealFrom,
)

from .situations import legal_kinds, refused, situation

A, B, C, D = range(4)


def we2(**extra):
    return situation(turn=A, phase="before_roll", settlements={"2,0,N": B}, cities={"2,1,N": C},
                     hands=[{"brick": 3}, {"lumber": 9}, {"wool": 8}, {"grain": 7}], robber="0,0",
                     **extra)


def test_we2_discards_robber_and_theft():
    """WE-2, SR-B-6.2, SR-B-6.3, SR-B-6.4, SR-B-6.5: B and C discard 4 each, in turn order
    from the roller (A and D discard nothing); A must move the robber off 0,0, puts it on
    2,0, chooses C and takes one of C's 4 cards."""
    match = we2(script=[3, 4, 2])
    match.apply(Roll(A))
    assert match.active_seat == B and match.view(B).prompt.count == 4
    assert all(len(c.cards) == 4 for c in match.legal_commands())
    match.apply(Discard(B, ("lumber",) * 4))
    assert match.active_seat == C and match.view(C).prompt.count == 4
    match.apply(Discard(C, ("wool",) * 4))
    assert match.view(A).hand_sizes == (3, 5, 4, 7)
    assert match.active_seat == A and match.view(A).prompt.kind == "move_robber"
    hexes = {c.hex for c in match.legal_commands()}
    assert "0,0" not in hexes and len(hexes) == 18
    match.apply(MoveRobber(A, "2,0"))
    assert match.view(A).prompt.candidates == (B, C)
    events = match.apply(StealFrom(A, C))
    assert [e.kind for e in events] == ["robbed"]
    assert match.view(A).hand == (0, 1, 0, 3, 0) and match.view(A).hand_sizes == (4, 5, 3, 7)
    assert match.view(A).last_theft == "wool" and match.view(C).last_theft == "wool"
    assert match.view(B).last_theft is None and match.view(B).last_robbery == (A, C)
    assert match.view(A).prompt.kind == "trade_and_build"


def test_we2_the_robbed_hex_does_not_produce():
    """WE-2, SR-B-6.7: while the robber stays on 2,0 its 8 pays nobody."""
    match = we2(script=[3, 4, 0, 4, 4])
    match.apply(Roll(A))
    match.apply(Discard(B, ("lumber",) * 4))
    match.apply(Discard(C, ("wool",) * 4))
    match.apply(MoveRobber(A, "2,0"))
    match.apply(StealFrom(A, B))
    match.apply(EndTurn(A))
    before = match.view(B).hand_sizes
    match.apply(Roll(B))
    assert match.view(B).hand_sizes == before


def test_e2_eight_cards_discard_four_and_seven_none():
    """SR-E-2, SR-B-6.2: exactly 8 cards discard 4 (rounded down half); 7 discard nothing;
    the roller discards too; SR-B-6.3: from the roller on, in turn order."""
    match = situation(turn=C, phase="before_roll",
                      hands=[{"ore": 9}, {"grain": 7}, {"brick": 8}, {"wool": 11}], script=[1, 6])
    match.apply(Roll(C))
    asked = []
    while match.view(0).prompt.kind == "discard":
        seat = match.active_seat
        asked.append((seat, match.view(seat).prompt.count))
        match.apply(match.legal_commands()[0])
    assert asked == [(C, 4), (D, 5), (A, 4)]


def test_a_discard_is_asked_even_with_one_choice():
    """SR-B-12.4: each seat that must discard gives the command itself (never answered for
    it, which would show the roller another seat's cards inside a move it may take back)."""
    match = situation(turn=A, phase="before_roll", hands=[{}, {"ore": 8}], seats=2, script=[2, 5])
    match.apply(Roll(A))
    assert match.active_seat == B
    assert match.legal_commands() == [Discard(B, ("ore",) * 4)]


def test_a_discard_must_be_exact():
    """SR-B-6.2, SR-B-12.4: exactly the required number, of cards held, in resource order."""
    match = situation(turn=A, phase="before_roll", hands=[{"ore": 5, "grain": 3}], seats=2,
                      script=[4, 3])
    match.apply(Roll(A))
    assert refused(match, Discard(A, ("ore",) * 3)) == refuse("discard_count", count=4, got=3)
    assert refused(match, Discard(A, ("brick",) * 4)).code == "cards_not_held"
    assert refused(match, Discard(A, ("ore", "grain", "ore", "ore"))).code == "cards_out_of_order"
    match.apply(Discard(A, ("grain", "ore", "ore", "ore")))
    assert match.view(A).hand == (0, 0, 2, 0, 2)
    assert match.view(A).bank == (19, 19, 17, 19, 17)


def test_a_single_victim_is_robbed_without_asking():
    """SR-B-12.4, SR-B-6.5: with one opponent qualifying, the theft follows the robber's move."""
    match = situation(turn=A, phase="before_roll", settlements={"2,0,N": B}, seats=2,
                      hands=[{}, {"grain": 2}], script=[6, 1, 1])
    match.apply(Roll(A))
    events = match.apply(MoveRobber(A, "2,0"))
    assert [e.kind for e in events] == ["robber_moved", "robbed"]
    assert match.view(A).hand == (0, 0, 1, 0, 0) and match.view(A).prompt.kind == "trade_and_build"
    assert match.undo_refusal == refuse("undo_reveals", event="robbed")


def test_e4_nobody_to_rob():
    """SR-E-4, SR-B-6.6: a victim needs a building at the hex and a card in hand; own
    buildings do not count."""
    match = situation(turn=A, phase="before_roll", settlements={"2,0,N": B, "2,1,N": A},
                      seats=2, hands=[{"ore": 1}, {}], script=[5, 2])
    match.apply(Roll(A))
    events = match.apply(MoveRobber(A, "2,0"))
    assert [e.kind for e in events] == ["robber_moved", "no_victim"]
    assert match.view(A).hand == (0, 0, 0, 0, 1) and match.can_undo


def test_e3_knight_before_the_roll_then_a_seven():
    """SR-E-3, SR-B-9.1: a Knight before the roll moves the robber (no discards), and a 7
    rolled afterwards moves it again."""
    match = situation(turn=A, phase="before_roll", dev=[["knight"], []], seats=2,
                      hands=[{}, {"ore": 8}], script=[3, 4])
    match.apply(PlayKnight(A))
    assert match.view(A).prompt.kind == "move_robber" and match.view(B).hand_sizes[B] == 8
    match.apply(MoveRobber(A, "1,1"))
    assert match.view(A).prompt.kind == "before_roll"
    assert [c.kind for c in match.legal_commands()] == ["roll"]
    match.apply(Roll(A))
    match.apply(Discard(B, ("ore",) * 4))
    assert "1,1" not in {c.hex for c in legal_kinds(match, "move_robber")}
    match.apply(MoveRobber(A, "0,0"))
    assert match.view(A).robber == 9


def test_the_stolen_card_is_drawn_at_random():
    """SR-B-6.5 (R12): the card is drawn uniformly from the victim's hand: the scripted draw
    picks it by position in resource order."""
    for draw, kind in ((0, "wool"), (1, "ore"), (3, "ore")):
        match = situation(turn=A, phase="before_roll", settlements={"2,0,N": B}, seats=2,
                          hands=[{}, {"wool": 1, "ore": 3}], script=[3, 4, draw])
        match.apply(Roll(A))
        match.apply(MoveRobber(A, "2,0"))
        assert match.view(A).last_theft == kind and match.view(B).last_theft == kind


def test_robbing_only_those_with_cards():
    """SR-B-6.6: an opponent without cards cannot be chosen."""
    match = situation(turn=A, phase="before_roll", settlements={"2,0,N": B}, cities={"2,1,N": C},
                      hands=[{}, {}, {"ore": 2}, {}], script=[3, 4, 1])
    match.apply(Roll(A))
    events = match.apply(MoveRobber(A, "2,0"))
    assert [e.kind for e in events] == ["robber_moved", "robbed"]
    assert match.view(C).hand_sizes == (1, 0, 1, 0)
