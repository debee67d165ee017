"""Saves of The Sheriff's Lieutenants: a game saved while any kind of decision waits (a sealed
offer half collected, a defence window, an ambush question, an ambush's take, ...) loads to
the same state, shows every seat the same view and plays on exactly as the original; a
damaged save is refused with a sentence saying what is wrong.

Saves replay the command log from the seed, so the positions are reached by real play (the
situations helper builds states no log leads to)."""

from __future__ import annotations

import json
from functools import cache

import pytest

from sherwood.engine import BadSave, Match, SeededRng

PROMPTS = ("take_or_act", "choose_target", "defend", "make_offer", "choose_offer", "choose_card",
           "choose_ambush", "deliver", "fire_or_hold", "ambush_take")
"""Every kind of decision the game waits for (LT-3.6)."""


def step(m: Match, rng: SeededRng) -> None:
    """One random legal command, delivering whenever possible (so that deliveries, and the
    ambush questions at them, come up often)."""
    commands = m.legal_commands()
    delivering = [c for c in commands if c.kind.startswith("deliver_")]
    firing = [c for c in commands if c.kind == "fire_ambush"]
    m.apply(rng.choice(delivering or firing or commands))


@cache
def reached(kind: str) -> tuple[int, int, dict, int]:
    """(seats, seed, options, commands): a random game that waits on a ``kind`` prompt after
    that many commands (the first found, searching seeds in order)."""
    for seed in range(200):
        for seats, options in ((4, {}), (3, {"auto_ambush": True}), (5, {"short": True})):
            m = Match.start("lieutenants", seats, seed=seed, options=options)
            rng = SeededRng(seed)
            count = 0
            while not m.is_over and count < 400:
                if m.view(0).prompt.kind == kind and count > 0:
                    return seats, seed, options, count
                step(m, rng)
                count += 1
    raise AssertionError(f"no game reached a {kind} prompt")


def game(seats: int, seed: int, options: dict, commands: int | None) -> Match:
    """The game of :func:`reached`, played ``commands`` commands (None: to the end)."""
    m = Match.start("lieutenants", seats, seed=seed, options=options)
    rng = SeededRng(seed)
    while not m.is_over and (commands is None or len(m.log) < commands):
        step(m, rng)
    return m


def same_game(a: Match, b: Match) -> None:
    assert a.state_hash() == b.state_hash() and a.log == b.log
    assert a.seats == b.seats and dict(a.options) == dict(b.options) and a.is_over == b.is_over
    assert [a.view(s) for s in range(a.seat_count)] == [b.view(s) for s in range(b.seat_count)]
    assert a.legal_commands() == b.legal_commands()


@pytest.mark.parametrize("kind", PROMPTS)
def test_a_game_saved_at_each_kind_of_decision_loads_and_plays_on(tmp_path, kind):
    """LT-3.6, LT-5.1.4, LT-7.4: saved while a ``kind`` decision waits, the game loads to the
    same state (sealed offers, the ambush cards drawn, the pending delivery included) and
    plays on to the same end."""
    seats, seed, options, commands = reached(kind)
    m = game(seats, seed, options, commands)
    assert m.view(0).prompt.kind == kind
    m.save(tmp_path / "game.json")
    loaded = Match.load(tmp_path / "game.json")
    same_game(loaded, m)
    rng_a, rng_b = SeededRng(99), SeededRng(99)
    while not m.is_over:
        step(m, rng_a)
        step(loaded, rng_b)
    same_game(loaded, m)


def test_a_finished_game_loads_with_its_outcome(tmp_path):
    """LT-10: a game saved at its end loads over, with the same scores and winners."""
    m = game(4, 3, {}, None)
    assert m.is_over
    m.save(tmp_path / "end.json")
    loaded = Match.load(tmp_path / "end.json")
    same_game(loaded, m)
    assert loaded.outcome() == m.outcome() and loaded.winners() == m.winners()


def test_the_options_are_saved(tmp_path):
    """LT-V1, LT-V2: the variants travel with the save."""
    m = Match.start("lieutenants", 6, seed=2, options={"short": True, "auto_ambush": True})
    m.save(tmp_path / "v.json")
    loaded = Match.load(tmp_path / "v.json")
    assert dict(loaded.options) == {"short": True, "auto_ambush": True, "colours": None}
    assert loaded.view(0).sheriff == 8 and loaded.view(0).auto_ambush


def saved(tmp_path, commands: int = 40) -> tuple[dict, Match]:
    m = game(4, 1, {}, commands)
    m.save(tmp_path / "good.json")
    return json.loads((tmp_path / "good.json").read_text(encoding="utf-8")), m


def refused(tmp_path, data, words: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    with pytest.raises(BadSave, match=words):
        Match.load(path)


def test_a_save_with_a_wrong_hash_is_refused(tmp_path):
    data, _ = saved(tmp_path)
    data["state_hash"] = "0" * 64
    refused(tmp_path, data, "damaged or from an incompatible version")


def test_a_save_with_an_illegal_command_is_refused(tmp_path):
    """A command changed so that the rules refuse it (a card the seat does not hold) is
    named in the refusal."""
    data, _ = saved(tmp_path)
    offer = next(i for i, c in enumerate(data["commands"]) if c["kind"] in ("offer", "deliver_set",
                                                                              "choose_card", "ambush_take"))
    command = data["commands"][offer]
    if "cards" in command:
        command["cards"] = ["ZZ99"]
    else:
        command["card"] = "ZZ99"
    refused(tmp_path, data, f"command {offer + 1} of")


def test_a_save_whose_commands_were_cut_is_refused(tmp_path):
    data, _ = saved(tmp_path)
    data["commands"] = data["commands"][:-3]
    refused(tmp_path, data, "damaged")


def test_a_truncated_or_foreign_file_is_refused(tmp_path):
    text = saved(tmp_path)[0]
    refused(tmp_path, json.dumps(text)[:200], "invalid JSON")
    text["game"] = "no_such_game"
    refused(tmp_path, text, "no_such_game")
    refused(tmp_path, "not a save at all", "damaged|not a Sherwood save")


def test_a_save_with_a_seat_too_many_is_refused(tmp_path):
    """LT-2.2: a save for 8 seats cannot be loaded."""
    data, _ = saved(tmp_path)
    data["seats"] = data["seats"] * 2
    refused(tmp_path, data, "2–7 players, not 8")
