"""Each seat's colour, chosen before the game (LT-2.1, LT-2.2, LT-2.4, LT-7.2 of
shared/rules/lieutenants.md): the seats' names and views follow the choice, a bad choice is
refused, the colour ambush cards in play are those of the colours chosen, a colour card fires
at the seat that plays its colour, and the choice travels with a save; a save made before
seats could choose loads and plays on as it did."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sherwood.ai import make_bot
from sherwood.engine import BadOptions, Match, SeededRng
from sherwood.games.lieutenants.commands import DeliverSet, FireAmbush
from sherwood.games.lieutenants.content import AMBUSH_COLOUR, AMBUSH_OBJECTS, COLOURS
from tests.games.lieutenants.situations import ambush_cards, situation

SAVES = Path(__file__).parent / "saves"
CHOSEN = ["blue", "mauve", "green"]


def test_each_seat_plays_the_colour_it_chose():
    """LT-2.1, LT-2.2: the seats play the colours chosen, in the order of the seats; their
    names are those colours, and every view says who plays which."""
    m = Match.start("lieutenants", 3, seed=4, options={"colours": CHOSEN})
    assert m.names == ("Blue", "Mauve", "Green")
    assert all(m.view(s).colours == ("blue", "mauve", "green") for s in range(3))
    assert Match.start("lieutenants", 2, seed=4, options={"colours": "White, grey"}).names == (
        "White", "Grey")


def test_without_a_choice_the_seats_take_the_colours_in_order():
    """LT-2.1: no colours given, seat s plays the s-th colour (as every game did before seats
    could choose)."""
    m = Match.start("lieutenants", 4, seed=4)
    assert m.options["colours"] is None and m.names == ("Red", "Yellow", "Green", "Blue")


@pytest.mark.parametrize(("colours", "words"), [
    (["blue", "blue", "green"], "two seats the colour 'blue'"),
    (["blue", "purple", "green"], "no colour 'purple'"),
    (["blue", "green"], "2 colours for 3 seats"),
    (7, "a list of one colour per seat"),
    ([1, 2, 3], "a list of one colour per seat"),
])
def test_a_bad_choice_of_colours_is_refused(colours, words):
    """LT-2.2: each seat a different colour, one of the seven, one per seat; anything else is
    refused with a sentence saying what is wrong."""
    with pytest.raises(BadOptions, match=words):
        Match.start("lieutenants", 3, seed=1, options={"colours": colours})


@pytest.mark.parametrize("colours", [["blue", "mauve", "green"], ["grey", "red"],
                                     ["white", "yellow", "mauve", "grey", "blue"], list(COLOURS)])
def test_the_ambush_cards_of_colours_nobody_chose_are_set_aside(colours):
    """LT-2.4: the colour cards in the ambush deck are those of the colours the seats chose
    (not of the first colours in order), with the 6 object cards."""
    m = Match.start("lieutenants", len(colours), seed=3, options={"colours": colours})
    cards = ambush_cards(m)
    assert {AMBUSH_COLOUR[a] for a in cards if a in AMBUSH_COLOUR} == set(colours)
    assert set(AMBUSH_OBJECTS) <= set(cards) and sum(cards.values()) == 6 + len(colours)
    assert all(count == 1 for count in cards.values())
    assert m.view(0).ambush_deck == (None,) * (6 + len(colours))


def test_only_the_chosen_colours_are_ever_drawn_in_play():
    """LT-2.4: over whole games of Blue and Grey, the only colour cards drawn, laid or fired
    are Blue's and Grey's."""
    seen: set[str] = set()
    rng = SeededRng(5)
    for seed in range(4):
        m = Match.start("lieutenants", 2, seed=seed, options={"colours": ["grey", "blue"]})
        while not m.is_over:
            for s in range(2):
                v = m.view(s)
                seen |= set(v.ambush_choice) | set(v.own_ambushes) | {a for a in v.ambush_deck if a}
            m.apply(rng.choice(m.legal_commands()))
    assert {a for a in seen if a in AMBUSH_COLOUR} == {"AM04", "AM07"}


@pytest.mark.parametrize("deliverer", [0, 1, 2])
def test_a_colour_ambush_fires_at_the_seat_playing_its_colour(deliverer):
    """LT-7.2: with seats Blue, Mauve, Green, Green's AM04 (Blue) qualifies at seat 0's
    delivery, and at no one else's."""
    cards = ("CU01", "CU02", "CU03")
    owner = 2 if deliverer != 2 else 1
    m = situation(seats=3, colours=CHOSEN, hands={deliverer: list(cards)},
                  ambush_sets={owner: [("AM04", "GO01")]}, active=deliverer, at="deliver")
    m.apply(DeliverSet(deliverer, cards))
    fires = [c for c in m.legal_commands() if c.kind == "fire_ambush"]
    assert fires == ([FireAmbush(owner, "AM04")] if deliverer == 0 else [])


def test_bots_play_whole_games_with_chosen_colours():
    """LT-2.1, LT-14.7: the bots read the colours from their views (a colour card names the
    seat that plays it); games of Normal and Easy bots with chosen colours end."""
    for seed in range(3):
        colours = ["mauve", "white", "red", "grey"]
        m = Match.start("lieutenants", [f"bot:{b}" for b in ("heuristic", "easy") * 2], seed,
                        {"colours": colours})
        bots = [make_bot("lieutenants", "heuristic" if s % 2 == 0 else "easy", s, seed) for s in range(4)]
        for _ in range(3000):
            if m.is_over:
                break
            s = m.active_seat
            m.apply(bots[s].choose(m.view(s), m.legal_commands()))
        assert m.is_over


def test_the_colours_travel_with_a_save(tmp_path):
    """LT-2.1: a game with chosen colours saved and loaded has the same colours, names and
    state, and plays on the same."""
    m = Match.start("lieutenants", 3, seed=8, options={"colours": CHOSEN})
    rng = SeededRng(8)
    for _ in range(60):
        m.apply(rng.choice(m.legal_commands()))
    m.save(tmp_path / "colours.json")
    assert json.loads((tmp_path / "colours.json").read_text())["options"]["colours"] == CHOSEN
    loaded = Match.load(tmp_path / "colours.json")
    assert loaded.names == ("Blue", "Mauve", "Green") and loaded.view(1).colours == tuple(CHOSEN)
    assert loaded.state_hash() == m.state_hash()
    for _ in range(40):
        if m.is_over:
            break
        command = rng.choice(m.legal_commands())
        assert m.apply(command) == loaded.apply(command)
    assert loaded.state_hash() == m.state_hash()


def test_the_colours_change_the_state_hash():
    """LT-2.1: the same seed with other colours is another game (the hash of a save says so),
    and the first colours in order chosen by name are the game with no choice."""
    plain = Match.start("lieutenants", 3, seed=2)
    named = Match.start("lieutenants", 3, seed=2, options={"colours": ["red", "yellow", "green"]})
    other = Match.start("lieutenants", 3, seed=2, options={"colours": CHOSEN})
    assert plain.state_hash() == named.state_hash() != other.state_hash()


@pytest.mark.parametrize("name", ["five_seats_before_colours.json",
                                  "five_seats_mid_game_before_colours.json"])
def test_a_save_from_before_the_colours_loads_as_it_was(name):
    """LT-2.1: saves written before seats could choose their colours (no ``colours`` option:
    made by the code of the commit before this one, a finished game with fired ambushes and a
    game half played) load, pass their state hash and have the colours in seat order."""
    data = json.loads((SAVES / name).read_text(encoding="utf-8"))
    assert "colours" not in data["options"]
    m = Match.load(SAVES / name)
    assert m.names == ("Red", "Yellow", "Green", "Blue", "Mauve")
    assert len(m.log) == len(data["commands"])
    if not m.is_over:
        rng = SeededRng(1)
        for _ in range(30):
            m.apply(rng.choice(m.legal_commands()))
