"""The variants (LT-V1 short game, LT-V2 automatic ambushes of shared/rules/lieutenants.md)."""

from __future__ import annotations

from sherwood.engine import Match
from sherwood.games.lieutenants.commands import AmbushTake, DeliverSet, EndTurn, Take
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
)
from tests.games.lieutenants.situations import situation

SAFE_SETS = {YELLOW: [("AM03", "GO01")], BLUE: [("AM08", "GO02")]}
"""Ambush sets none of which can fire at Red's chests."""


def test_the_variants_are_the_games_options_and_combine():
    """LT-V: both variants are options of the game, off by default, and may be played together
    (a short game with automatic ambushes starts on space 8 and says so in every view); the
    seats' colours (LT-2.1) are an option too, none chosen by default."""
    from sherwood.games import game_spec

    spec = game_spec("lieutenants")
    assert spec.resolve_options(None) == {"short": False, "auto_ambush": False, "colours": None}
    m = Match.start("lieutenants", 3, seed=2, options={"short": True, "auto_ambush": True})
    assert all(v.short and v.auto_ambush and v.sheriff == 8 for v in (m.view(s) for s in range(3)))


def test_the_short_game_starts_on_space_8():
    """LT-V1, LT-2.3: the sheriff starts on space 8 instead of Nottingham; the option is off by
    default."""
    assert Match.start("lieutenants", 4, seed=1, options={"short": True}).view(0).sheriff == 8
    assert Match.start("lieutenants", 4, seed=1).view(0).sheriff == 0
    assert Match.start("lieutenants", 4, seed=1, options={"short": True}).view(2).short


def test_thirteen_deliveries_end_the_short_game():
    """LT-V1, LT-10.2: from space 8, the 13th successful delivery brings the sheriff home."""
    sets = [f"{o}{n:02d}" for o in ("CU", "CA", "GO") for n in range(1, 13)] + ["PE01", "PE02", "PE03"]
    m = situation(hands={RED: sets, YELLOW: ["NE01"], GREEN: ["NE02"], BLUE: ["NE03"]}, short=True,
                  draw=["CH01"])
    delivered = 0
    while not m.is_over:
        seat = m.active_seat
        m.apply(Take(seat))
        if seat == RED:
            hand = m.view(RED).hand
            obj = next(o for o in ("CU", "CA", "GO", "PE") if sum(c[:2] == o for c in hand) >= 3)
            events = m.apply(DeliverSet(RED, tuple(c for c in hand if c[:2] == obj)[:3]))
            delivered += 1
            assert only(events, "sheriff_moved").space == (8 + delivered) % 21
        else:
            m.apply(EndTurn(seat))
    assert delivered == 13 and m.view(RED).result == "sheriff"


def test_automatic_ambushes_ask_nobody():
    """LT-V2, LT-7.3: the first qualifying ambush in the order of LT-7.3 fires by itself
    (Yellow's AM03 cannot fire and is skipped; Green's first qualifying set, laid earliest,
    fires); its owner then takes the card; nobody is asked to fire or hold."""
    cards = ("CU01", "CU02", "CU03")
    sets = {YELLOW: [("AM03", "GO01")], GREEN: [("AM09", "GO02"), ("AM12", "GO03"), ("AM08", "GO04")],
            BLUE: [("AM01", "GO05")]}
    m = situation(hands={RED: list(cards)}, ambush_sets=sets, auto_ambush=True, at="deliver")
    events = m.apply(DeliverSet(RED, cards))
    assert kinds(events) == ["delivery_announced", "ambush_fired"]
    fired = only(events, "ambush_fired")
    assert (fired.seat, fired.ambush, fired.gold) == (GREEN, "AM12", "GO03")
    assert prompt_kind(m) == "ambush_take" and m.active_seat == GREEN
    events = m.apply(AmbushTake(GREEN, "CU01"))
    assert only(events, "delivery_failed").returned == ("CU02", "CU03")
    assert m.view(BLUE).own_ambushes == ("AM01",) and m.view(GREEN).own_ambushes == ("AM09", "AM08")


def test_automatic_ambushes_let_a_safe_delivery_through_at_once():
    """LT-V2: with no qualifying ambush the delivery scores in the same command; the owners
    of sets are not asked."""
    cards = ("CH01", "CH02", "CH03")
    m = situation(hands={RED: list(cards)}, ambush_sets=SAFE_SETS, auto_ambush=True, at="deliver")
    events = m.apply(DeliverSet(RED, cards))
    assert "set_delivered" in kinds(events) and not of(events, "ambush_held")
    assert m.active_seat == YELLOW and prompt_kind(m) == "take_or_act"


def test_without_the_variant_the_owners_are_asked():
    """LT-V2, LT-7.4: off by default: the same delivery asks Yellow, then Blue."""
    cards = ("CH01", "CH02", "CH03")
    m = situation(hands={RED: list(cards)}, ambush_sets=SAFE_SETS, at="deliver")
    m.apply(DeliverSet(RED, cards))
    assert m.active_seat == YELLOW and prompt_kind(m) == "fire_or_hold"
    play(m, m.legal_commands()[0])
    assert m.active_seat == BLUE and prompt_kind(m) == "fire_or_hold"
