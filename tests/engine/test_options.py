"""Every option of every game says what it accepts, and nothing else gets past a game's start
or a save's load (a Settlers save with ``turn_limit`` -1, 10**30 or 2**63 loaded as
sound, and -1 ended the game after one turn).

The cases come from the catalogue, so a new game's options are covered as they are declared.
"""

from __future__ import annotations

from typing import Any

import pytest

from sherwood.engine import BadSave, Match
from sherwood.engine.errors import BadOptions
from sherwood.engine.game import GameSpec, OptionSpec
from sherwood.engine.save import match_from_json, match_to_json
from sherwood.games import GAMES


def _seats(spec: GameSpec) -> int:
    counts = spec.seat_counts
    return 2 if 2 in counts else counts.start


def _wrong_values(option: OptionSpec) -> list[Any]:
    """Values the option must refuse, worked out from what it declares."""
    if option.open_choices:  # checked by the game's setup (the Merry Men's heroes)
        return ["no such choice", 7, True, ["nobody"]]
    if option.choices:
        wrong: list[Any] = ["no such choice", 2.5, [], {}]
        for choice in option.choices:
            if isinstance(choice, int) and not isinstance(choice, bool):
                wrong += [float(choice), str(choice)]  # 60.0 == 60, but it is not the choice 60
            elif isinstance(choice, str) and choice.isdigit():
                wrong.append(int(choice))  # the word "1" is not the number 1
        if 1 in option.choices or 0 in option.choices:
            wrong += [True, False]
        return wrong
    if isinstance(option.default, bool):
        return [0, 1, "true", None, 2.5]
    assert option.minimum is not None and option.maximum is not None
    return [option.minimum - 1, option.maximum + 1, -1 if option.minimum >= 0 else None,
            10**30, 2**63, True, 2.5, str(option.minimum), None]


CASES = [pytest.param(spec, option, id=f"{spec.id}-{option.name}")
         for spec in GAMES.values() for option in spec.options]


def test_every_game_with_options_is_covered():
    assert {spec.id for spec, _ in (c.values for c in CASES)} == {s.id for s in GAMES.values() if s.options}


@pytest.mark.parametrize(("spec", "option"), CASES)
def test_every_option_declares_what_it_accepts(spec, option):
    """Choices (open ones its game's setup checks), true or false, or a whole number with both
    its bounds; its defaults fit."""
    number = isinstance(option.default, int) and not isinstance(option.default, bool)
    assert option.choices or option.open_choices or isinstance(option.default, bool) or (
        number and option.minimum is not None and option.maximum is not None), option
    for seats in spec.seat_counts:
        assert option.check(option.default_for(seats)) is None


@pytest.mark.parametrize(("spec", "option"), CASES)
def test_a_wrong_option_value_is_refused_at_the_start(spec, option):
    for value in _wrong_values(option):
        with pytest.raises(BadOptions) as caught:
            Match.start(spec.id, _seats(spec), seed=1, options={option.name: value})
        assert option.name in str(caught.value), value
        assert len(str(caught.value)) < 300


@pytest.mark.parametrize(("spec", "option"), CASES)
def test_a_save_with_a_wrong_option_value_is_refused(spec, option):
    """The save's header is sound; its option is not: the load names the file and the option."""
    document = match_to_json(Match.start(spec.id, _seats(spec), seed=1))
    for value in _wrong_values(option):
        damaged = {**document, "options": {**document["options"], option.name: value}}
        with pytest.raises(BadSave) as caught:
            match_from_json(damaged, "game.json")
        message = str(caught.value)
        assert message.startswith("game.json: ") and option.name in message, (value, message)


@pytest.mark.parametrize(("spec", "option"), [c for c in CASES if c.values[1].minimum is not None])
def test_a_number_option_takes_its_bounds(spec, option):
    for value in (option.minimum, option.maximum):
        match = Match.start(spec.id, _seats(spec), seed=1, options={option.name: value})
        assert match.options[option.name] == value
        assert match_from_json(match_to_json(match), "game.json").options[option.name] == value


@pytest.mark.parametrize("value", [-1, 10**30, 2**63])
def test_a_settlers_save_with_an_impossible_turn_limit_is_refused(tmp_path, value):
    """SR-M-5: the turn limit is 0 (none) to TURN_LIMIT_MAX turns; -1 ended the game after
    one turn, and the huge ones loaded as sound."""
    match = Match.start("settlers", 3, seed=2)
    match.save(tmp_path / "s.json")
    text = (tmp_path / "s.json").read_text().replace('"turn_limit": 0', f'"turn_limit": {value}')
    (tmp_path / "s.json").write_text(text)
    with pytest.raises(BadSave, match=r"option 'turn_limit' must be a whole number from 0 to 100,000"):
        Match.load(tmp_path / "s.json")


def test_an_option_must_say_what_it_accepts():
    with pytest.raises(ValueError, match="give its minimum and maximum"):
        OptionSpec("rounds", "Rounds", 3)
    with pytest.raises(ValueError, match="needs choices"):
        OptionSpec("name", "Name", "Robin")
    with pytest.raises(ValueError, match="the default 12"):
        OptionSpec("rounds", "Rounds", 12, minimum=1, maximum=10)
    assert OptionSpec("rounds", "Rounds", 3, minimum=1, maximum=10).check(11) == \
        "must be a whole number from 1 to 10"
