"""The necklace's Defence (LT-5.6 of shared/rules/lieutenants.md) and the edge cases of an
attack (LT-15.2, LT-15.3)."""

from __future__ import annotations

import pytest

from sherwood.games.lieutenants.commands import (
    Act,
    ChooseCard,
    ChooseOffer,
    ChooseTarget,
    Defend,
    DeliverSet,
    FireAmbush,
    NoDefence,
    Offer,
    Take,
)
from tests.games.lieutenants.playing import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    kinds,
    of,
    only,
    play,
    prompt_kind,
    refused,
)
from tests.games.lieutenants.situations import situation

ATTACKS = {"CA": "theft", "PE": "robbery", "JE": "raid"}


def targeting(obj: str, yellow: list[str], red: tuple[str, ...] = ("CU01", "CU02", "CU03")):
    """Red turns up ``obj``01 and names Yellow (holding ``yellow``) as the target."""
    m = situation(hands={RED: list(red), YELLOW: yellow, GREEN: ["CU04"], BLUE: ["CU05"]},
                  draw=[f"{obj}01"])
    events = play(m, Act(RED), ChooseTarget(RED, YELLOW))
    return m, events


@pytest.mark.parametrize("obj", sorted(ATTACKS))
def test_a_necklace_may_be_played_against_each_attack(obj):
    """LT-5.6.1, LT-5.6.2, LT-5.6.3: against Theft, Robbery and Raid the target may play a
    necklace: the attacking card goes to the target, the necklace to the attacker, and the
    attack has no other effect."""
    m, events = targeting(obj, ["NE03", "GO01", "GO02"])
    assert kinds(events)[-1] == "target_chosen"
    prompt = m.view(RED).prompt
    assert (prompt.kind, prompt.seat, prompt.attacker, prompt.action) == ("defend", YELLOW, RED, ATTACKS[obj])
    assert set(m.legal_commands()) == {Defend(YELLOW), NoDefence(YELLOW)}
    events = m.apply(Defend(YELLOW))
    assert kinds(events) == ["defended"]
    defended = only(events, "defended")
    assert (defended.necklace, defended.paying_card) == ("NE03", f"{obj}01")
    assert m.view(RED).hand == ("CU01", "CU02", "CU03", "NE03")
    assert m.view(YELLOW).hand == tuple(sorted(["GO01", "GO02", f"{obj}01"]))
    # LT-5.6.7: the attacker's turn goes on to the delivery step
    assert m.active_seat == RED and prompt_kind(m) == "deliver"
    assert any(c.kind == "deliver_set" for c in m.legal_commands())
    assert all(m.view(s).known[RED] == ("NE03",) for s in (YELLOW, GREEN, BLUE))


@pytest.mark.parametrize("obj", sorted(ATTACKS))
def test_the_window_opens_before_anything_is_seen(obj):
    """LT-5.6.3: the defence window opens right after the target is named: no card has been
    drawn, looked at or laid out, and nobody knows Yellow's hand yet."""
    m, events = targeting(obj, ["NE03", "GO01"])
    assert not {"stolen", "hand_seen", "hand_laid_out"} & set(kinds(events))
    assert all(m.view(s).known[YELLOW] == () and m.view(s).laid_out is None for s in (RED, GREEN))
    assert m.view(RED).hand == ("CU01", "CU02", "CU03")


def test_only_one_necklace_per_attack():
    """LT-5.6.4: a target holding two necklaces gives up exactly one."""
    m, _ = targeting("CA", ["NE03", "NE04", "GO01"])
    assert [c for c in m.legal_commands() if c.kind == "defend"] == [Defend(YELLOW)]
    m.apply(Defend(YELLOW))
    assert m.view(YELLOW).hand == ("CA01", "GO01", "NE04") and prompt_kind(m) == "deliver"


def test_no_defence_against_buy_or_exchange():
    """LT-5.6.4: Buy and Exchange open no defence window, even for a necklace holder."""
    for obj in ("CU", "CH"):
        m = situation(hands={RED: ["CU09"], YELLOW: ["NE01", "NE02"]}, draw=[f"{obj}01"])
        m.apply(Act(RED))
        assert prompt_kind(m) == "make_offer"
        assert not [c for c in m.legal_commands() if c.kind == "defend"]
        play(m, Offer(YELLOW, ("NE01",)), ChooseOffer(RED, YELLOW))
        assert m.view(RED).hand == ("CU09", "NE01")


def test_no_defence_against_an_ambush():
    """LT-5.6.4: an ambush fired at a delivery of necklaces takes one; no window opens for the
    deliverer."""
    m = situation(hands={RED: ["NE01", "NE02", "NE03", "NE04"]},
                  ambush_sets={YELLOW: [("AM10", "GO01")]}, at="deliver")
    play(m, DeliverSet(RED, ("NE01", "NE02", "NE03", "NE04")), FireAmbush(YELLOW, "AM10"))
    assert prompt_kind(m) == "ambush_take" and m.active_seat == YELLOW
    assert not [c for c in m.legal_commands() if c.kind == "defend"]


def test_a_revealed_necklace_can_only_be_taken():
    """LT-5.6.5, LT-4.4: on your own turn a necklace is taken into hand; it is no action."""
    m = situation(hands={RED: ["CU01"], YELLOW: ["CU02"]}, draw=["NE07"])
    assert m.legal_commands() == [Take(RED)]
    refused(m, Act(RED), code="defence_only_reaction")


@pytest.mark.parametrize("obj", sorted(ATTACKS))
def test_the_window_opens_without_a_necklace_too(obj):
    """LT-5.6.6, LT-11.4: an attacked seat is always asked, even with no necklace: "no
    defence" is then its only answer (being asked reveals nothing)."""
    m, _ = targeting(obj, ["GO01", "PE05"])
    assert m.active_seat == YELLOW and prompt_kind(m) == "defend"
    assert m.legal_commands() == [NoDefence(YELLOW)]
    refused(m, Defend(YELLOW), code="no_necklace")
    events = m.apply(NoDefence(YELLOW))
    assert only(events, "not_defended").target == YELLOW


def test_the_attacker_may_still_deliver_after_a_defence():
    """LT-5.6.7: after a defended attack the attacker delivers as usual (here a set made of
    the necklace won and two held)."""
    m, _ = targeting("PE", ["NE03"], red=("NE01", "NE02"))
    m.apply(Defend(YELLOW))
    events = m.apply(DeliverSet(RED, ("NE01", "NE02", "NE03")))
    assert only(events, "set_delivered").seat == RED


# --- edge cases ------------------------------------------------------------------------------

@pytest.mark.parametrize("obj", sorted(ATTACKS))
def test_a_target_with_one_card_keeps_only_the_paying_card(obj):
    """LT-15.2: the target's single card is taken; it is left holding the paying card."""
    m, _ = targeting(obj, ["GO07"])
    m.apply(NoDefence(YELLOW))
    if prompt_kind(m) == "choose_card":
        assert m.legal_commands() == [ChooseCard(RED, "GO07")]
        m.apply(ChooseCard(RED, "GO07"))
    assert m.view(YELLOW).hand == (f"{obj}01",)
    assert "GO07" in m.view(RED).hand and prompt_kind(m) == "deliver"


@pytest.mark.parametrize("obj", sorted(ATTACKS))
def test_a_lone_necklace_may_defend(obj):
    """LT-15.3: the target's only card is a necklace: it may defend, and ends up holding the
    attacking card while the attacker gains the necklace."""
    m, _ = targeting(obj, ["NE05"])
    assert Defend(YELLOW) in m.legal_commands()
    events = m.apply(Defend(YELLOW))
    assert not of(events, "stolen") and not of(events, "hand_laid_out")
    assert m.view(YELLOW).hand == (f"{obj}01",) and "NE05" in m.view(RED).hand
