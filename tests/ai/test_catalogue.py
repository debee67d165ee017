"""The bot catalogue: which bots a game offers, making them, seat labels and bot seeds."""

from __future__ import annotations

import dataclasses

import pytest

from sherwood.ai import (
    GENERIC_BOTS,
    IsmctsBot,
    RandomBot,
    bot_infos,
    bot_seed,
    make_bot,
    parse_seat,
    seat_bots,
)
from sherwood.engine import UnknownGame
from sherwood.engine.game import GenericBot
from sherwood.games import game_spec, games


def test_generic_bots():
    assert [(b.name, b.label) for b in GENERIC_BOTS] == [("random", "Random"), ("ismcts", "Hard")]


def test_bot_infos_lists_the_game_bots_first():
    for game_id, spec in games().items():
        names = [b.name for b in bot_infos(game_id)]
        own = [b.name for b in spec.bots]
        assert names[:len(own)] == own
        assert "random" in names and "ismcts" in names
        assert len(names) == len(set(names))


def test_template_offers_its_own_bot_then_the_generic_ones():
    own = game_spec("_template").bots
    assert bot_infos("_template") == (*own, *GENERIC_BOTS)
    assert [b.name for b in own] == ["heuristic"]


def test_showdown_bots():
    names = [b.name for b in bot_infos("showdown")]
    assert {"heuristic", "easy"} <= set(names[:-2])
    assert names[-2:] == ["random", "ismcts"]


def test_make_bot():
    spec = game_spec("_template")
    random_bot = make_bot("_template", "random", 1, 5)
    assert isinstance(random_bot, RandomBot) and random_bot.seat == 1 and random_bot.seed == 5
    hard = make_bot("_template", "ismcts", 0, 5)
    assert isinstance(hard, IsmctsBot) and hard.spec is spec


def test_make_bot_names_the_bots_there_are():
    spec = game_spec("_template")
    with pytest.raises(ValueError) as err:
        make_bot("_template", "foo", 0, 1)
    names = ", ".join(b.name for b in bot_infos("_template"))
    assert str(err.value) == f"{spec.title} has no bot 'foo' (bots: {names})"


def test_make_bot_error_for_showdown():
    with pytest.raises(ValueError, match=r"Sherwood Showdown has no bot 'foo' \(bots: .*easy"):
        make_bot("showdown", "foo", 0, 1)


def test_a_game_lists_the_generic_bots_it_offers_in_its_order_and_words():
    """GameSpec.generic_bots names them; a label or description given replaces the generic
    one, an empty one keeps it; a bot the game leaves out cannot be made for it."""
    base = dataclasses.replace(game_spec("_template"), bots=())  # the generic bots alone
    spec = dataclasses.replace(base, generic_bots=(
        GenericBot("ismcts", "Search", "Thinks hard."), GenericBot("random", description="Dice.")))
    infos = bot_infos(spec)
    assert [(b.name, b.label, b.description) for b in infos] == [
        ("ismcts", "Search", "Thinks hard."), ("random", "Random", "Dice.")]
    assert [b.factory for b in infos] == [IsmctsBot, RandomBot]
    alone = dataclasses.replace(base, generic_bots=(GenericBot("random"),))
    assert [b.name for b in bot_infos(alone)] == ["random"]
    with pytest.raises(ValueError, match=r"has no bot 'ismcts' \(bots: random\)"):
        make_bot(alone, "ismcts", 0, 1)


def test_a_generic_bot_the_ai_does_not_have_is_named():
    spec = dataclasses.replace(game_spec("_template"), generic_bots=(GenericBot("oracle"),))
    with pytest.raises(ValueError, match=r"offers a generic bot .oracle. .*generic bots: random, ismcts"):
        bot_infos(spec)


def test_make_bot_unknown_game():
    with pytest.raises(UnknownGame, match="no game called 'chess'"):
        make_bot("chess", "random", 0, 1)


@pytest.mark.parametrize(("label", "expected"), [
    ("human", ("human", None)),
    (" Human ", ("human", None)),
    ("bot:ismcts", ("bot", "ismcts")),
    ("bot:heuristic", ("bot", "heuristic")),
    ("BOT: random", ("bot", "random")),
])
def test_parse_seat(label, expected):
    assert parse_seat(label) == expected


@pytest.mark.parametrize(("label", "message"), [
    ("ismcts", r"seat 'ismcts' is not understood: write 'human' or 'bot:<name>', e.g. 'bot:ismcts'"),
    ("robot:x", r"seat 'robot:x' is not understood"),
    ("", r"seat '' is not understood"),
    ("bot:", r"seat 'bot:' names no bot"),
])
def test_parse_seat_refuses(label, message):
    with pytest.raises(ValueError, match=message):
        parse_seat(label)


def test_bot_seed_is_stable_and_separate():
    assert bot_seed(7, 1, "ismcts") == 779_149_226_974_969_318  # fixed across runs and versions
    seeds = {bot_seed(s, seat, name) for s in range(5) for seat in range(4)
             for name in ("random", "ismcts")}
    assert len(seeds) == 40
    assert all(0 <= s < 2**64 for s in seeds)


def test_seat_bots():
    bots = seat_bots("_template", ["human", "bot:random", "bot:ismcts"], 3)
    assert bots[0] is None
    assert isinstance(bots[1], RandomBot) and bots[1].seed == bot_seed(3, 1, "random")
    assert isinstance(bots[2], IsmctsBot) and bots[2].seat == 2
    with pytest.raises(ValueError, match="no bot 'x'"):
        seat_bots("_template", ["bot:x", "human"], 3)
