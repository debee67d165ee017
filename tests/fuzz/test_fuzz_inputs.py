"""Fuzzing in the suite: damaged saves, damaged boards and random commands end in their one
clean error (BadSave, BadLayout, ValueError / IllegalCommand), never another.

A short, reproducible run (``derandomize=True``: the same examples on every machine); the
cases come from ``tests/fuzz/cases.py``, which ``bench/fuzz_inputs.py`` runs for longer.
"""

from __future__ import annotations

import contextlib
import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sherwood.engine.values import decode
from sherwood.games import GAMES
from tests.fuzz import cases

SHORT = settings(deadline=None, derandomize=True, database=None, print_blob=False,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


@settings(SHORT, max_examples=250)
@given(rng=st.randoms(use_true_random=False))
def test_a_damaged_save_loads_or_is_refused_with_a_bad_save_naming_the_file(folder, rng):
    data = cases.save_case(rng)
    failure = cases.check_save(data, folder)
    assert failure is None, f"{failure}\nsave: {data[:2000]!r}"


@settings(SHORT, max_examples=50)
@given(rng=st.randoms(use_true_random=False))
def test_a_damaged_board_reads_or_is_refused_with_a_bad_layout_naming_file_and_field(folder, rng):
    board_id, data = cases.board_case(rng)
    failure = cases.check_board(board_id, data, folder / "boards")
    assert failure is None, f"{failure}\n{board_id}.yaml: {data[:3000]!r}"


@settings(SHORT, max_examples=400)
@given(rng=st.randoms(use_true_random=False))
def test_random_commands_decode_and_apply_or_are_refused_cleanly(rng):
    case = cases.command_case(rng)
    failure = cases.check_command(case)
    assert failure is None, f"{failure}\ncase: {case!r}"


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=12,
)


@st.composite
def shaped_like_a_command(draw):
    """A game id and an object with one of its kinds and some of that kind's fields."""
    game_id = draw(st.sampled_from(cases.GAME_IDS))
    kinds = GAMES[game_id].command_kinds
    kind = draw(st.sampled_from(sorted(kinds)))
    names = [f.name for f in dataclasses.fields(kinds[kind])]
    fields = draw(st.fixed_dictionaries({}, optional={name: JSON for name in names}))
    return game_id, {"kind": kind, **fields}


@settings(SHORT, max_examples=300)
@given(case=shaped_like_a_command() | st.tuples(st.sampled_from(cases.GAME_IDS), JSON))
def test_decode_gives_a_command_or_a_value_error(case):
    game_id, data = case
    with contextlib.suppress(ValueError):  # the clean refusal; anything else fails the test
        decode(data, GAMES[game_id].command_kinds)


def test_the_checks_report_any_error_but_the_clean_one(folder, monkeypatch):
    """The fuzz checks can fail: an error of another kind, or a clean one that does not
    name the file, is reported as a failure."""
    from sherwood.engine import BadSave, Match

    def raises(exc):
        def fail(*args, **kwargs):
            raise exc
        return fail

    save = cases.save_case(cases.random.Random(0))
    monkeypatch.setattr(Match, "load", raises(KeyError("D1")))
    assert "KeyError" in cases.check_save(save, folder)
    monkeypatch.setattr(Match, "load", raises(BadSave("somewhere else: damaged")))
    assert "without the file's name" in cases.check_save(save, folder)
    monkeypatch.setattr(cases, "load_layout_file", raises(OverflowError("int too large")))
    assert "OverflowError" in cases.check_board("mini", b"board: mini", folder / "boards")
    monkeypatch.setattr(cases, "decode", raises(TypeError("unhashable")))
    assert "TypeError" in cases.check_command(cases.command_case(cases.random.Random(1)))
