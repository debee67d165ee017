"""Any malformed command is refused with IllegalCommand and a readable message, and changes
nothing: a value that is not a command of the game, a seat that is not a whole
number at the table (``True``, ``1.0``, ``"0"``), a field of the wrong type, an unknown or
empty id. Named cases first, then a seeded loop of random junk through ``Match.apply`` for
every game, then the same with hypothesis.
"""

from __future__ import annotations

import dataclasses
import random
import types
import typing
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Command, IllegalCommand, Match
from sherwood.engine.values import SHOWN_CHARS, field_types
from sherwood.games import GAMES
from sherwood.games._template.rules import Draw, Play
from sherwood.games.showdown.commands import Lay, Rob, Sell
from sherwood.ui.games import words_of


def refused(match: Match, command: Any) -> str:
    """Apply ``command``, expect a refusal that changes nothing, return it in the player's
    words (the game's words module's)."""
    before, log = match.state_hash(), match.log
    with pytest.raises(IllegalCommand) as caught:
        match.apply(command)
    assert match.state_hash() == before and match.log == log
    message = words_of(match).refusal(caught.value.refusal)
    assert message and "Traceback" not in message and len(message) < 300
    return message


# --- named cases -----------------------------------------------------------------------------

@pytest.mark.parametrize("thing", ["play 3", {"kind": "play", "seat": 0, "card": 3}, None, 3,
                                   Command(seat=0)])
def test_a_value_that_is_no_command_of_the_game_is_refused(thing):
    match = Match.start("_template", 2, seed=1)
    assert "not a move of Twenty-One" in refused(match, thing)


def test_a_command_of_another_game_is_refused():
    match = Match.start("_template", 2, seed=1)
    assert "not a move of Twenty-One" in refused(match, Rob(0, "H4"))


@pytest.mark.parametrize("seat", [True, False, 0.0, 1.0, "0", "1", None, (0,)])
def test_a_seat_must_be_a_whole_number_not_a_bool_float_or_text(seat):
    """``True == 1`` and ``0.0 == 0`` in Python, so without the check such a command would
    compare equal to a legal one and be applied."""
    match = Match.start("_template", 2, seed=1)
    assert match.active_seat == 0
    message = refused(match, Draw(seat))
    assert f"seat must be a whole number, not {seat!r}" in message


@pytest.mark.parametrize("seat", [-1, 2, 2**62])
def test_a_seat_not_at_the_table_is_refused(seat):
    match = Match.start("_template", 2, seed=1)
    assert f"There is no seat {seat} at this table (seats 0–1)" in refused(match, Draw(seat))


@pytest.mark.parametrize(("seat", "says"), [(2**63, "9223372036854775808"), (10**40, "a number of 41 digits"),
                                            (-(10**5000), "a number of 5001 digits")],
                         ids=["2**63", "10**40", "-10**5000"])
def test_a_number_past_64_bits_is_no_field_of_a_move(seat, says):
    """No seat, card or count comes near 2**63; a longer number is refused by its digits (a
    number of more than 4,300 digits could not even be written into the message)."""
    match = Match.start("_template", 2, seed=1)
    message = refused(match, Draw(seat))
    assert f"seat holds {says}, more than a move may hold" in message and len(message) < 200


@pytest.mark.parametrize("card", ["3", 3.0, True, None, (3,)])
def test_a_field_of_the_wrong_type_is_refused(card):
    match = Match.start("_template", 2, seed=1)
    held = match.view(0).hand[0]
    assert Play(0, held) in match.legal_commands()
    assert "card must be a whole number" in refused(match, Play(0, card))


@pytest.mark.parametrize(("command", "says"), [
    (Rob(0, "X9"), "Sherwood Showdown has no card 'X9'"),
    (Rob(0, ""), "Sherwood Showdown has no card ''"),
    (Rob(0, "H4", "nope"), "Sherwood Showdown has no card 'nope'"),
    (Rob(0, "H4", ""), "Sherwood Showdown has no card ''"),
    (Rob(0, "FOOL"), "The Fool is not an outlaw card"),
    (Rob(0, "T7"), "Traveller 7 is not an outlaw card"),
    (Rob(0, "H4", "T7"), "not a ransom card"),
    (Lay(0, "ZZ"), "No melee is on"),
    (Sell(0, "T99"), "You can only sell at the start of your turn"),
])
def test_showdown_names_an_unknown_or_empty_card_id_in_a_sentence(command, says):
    """SD-1.B card ids: a command naming a card the deck does not have is refused with a
    sentence (it gave KeyError / IndexError inside why_illegal)."""
    from tests.games.showdown.situations import situation

    match = situation(hands=(["H4", "HQ"], ["S5"]), traveller="T9")
    assert says in refused(match, command)


def test_showdown_refuses_an_unknown_traveller_for_sale():
    """SD-9.7: only a traveller in your spoils can be sold; an unknown id is named."""
    from tests.games.showdown.situations import situation

    match = situation(hands=(["HQ"], ["S5"]), spoils=(["T2"], ()), phase="sell")
    assert "Sherwood Showdown has no card 'T99'" in refused(match, Sell(0, "T99"))
    assert "Sherwood Showdown has no card ''" in refused(match, Sell(0, ""))


def test_merry_men_reads_a_damaged_messenger_and_a_huge_prison_level():
    from sherwood.games.merry_men.commands import ChoosePrisoners, SendMessenger

    match = Match.start("merry_men", 2, seed=3)
    seat = match.active_seat
    assert "not possible now" in refused(match, SendMessenger(seat, "Q01", "wood", "nonsense"))
    assert "level 1000000000000" in refused(match, ChoosePrisoners(seat, ((0, 10**12),)))


def test_after_the_game_is_over_everything_is_refused_the_same_way():
    match = Match.start("_template", 2, seed=1)
    while not match.is_over:
        match.apply(match.legal_commands()[0])
    assert refused(match, Draw(0)) == "The game is over."
    assert refused(match, "junk") == "The game is over."


# --- random junk -------------------------------------------------------------------------------

JUNK: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 2, 3, 99, -(10**30), 10**30, 0.0, 1.0, float("nan"),
    "", " ", "0", "1", "x", "T99", "H0", "FOOL", "é", "a" * 500, "weapon_", "road_9", ">",
    (), ("x",), (("a", 1),), ((0, 1),), ((0, 10**12),), ((-1, 0),), ((0,),), (None,),
    [], ["x"], [["x"]], {}, {"a": 1}, b"x", object(),
)


def _positions(game_id: str, seats: int, seed: int, every: int) -> list[Match]:
    """Matches at several points of one random game (each its own copy)."""
    match = Match.start(game_id, seats, seed)
    bots = [make_bot(game_id, "random", s, bot_seed(seed, s, "random")) for s in range(seats)]
    found, ply = [], 0
    while not match.is_over:
        if ply % every == 0:
            found.append(match.fork())
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
        ply += 1
    found.append(match)
    return found


def _vocabulary(matches: list[Match]) -> list[Any]:
    """Every field value the legal commands of these positions use: ids and numbers that
    are right somewhere, so junk reaches far into the rules' checks."""
    seen: dict[str, Any] = {}
    for match in matches:
        for command in match.legal_commands():
            for f in dataclasses.fields(command):
                value = getattr(command, f.name)
                seen.setdefault(repr(value), value)
    return list(seen.values())


def _junk_command(rng: random.Random, match: Match, words: list[Any]) -> Any:
    spec = match.spec
    roll = rng.random()
    legal = match.legal_commands()
    if roll < 0.03:
        return rng.choice(JUNK)
    if roll < 0.45 and legal:  # a legal command with one or two fields spoiled
        command = rng.choice(legal)
        changes = {}
        for _ in range(rng.randint(1, 2)):
            name = rng.choice([f.name for f in dataclasses.fields(command)])
            changes[name] = rng.choice(words) if rng.random() < 0.6 else rng.choice(JUNK)
        return dataclasses.replace(command, **changes)
    cls = rng.choice(spec.command_types)
    values = {name: (rng.choice(words) if rng.random() < 0.7 else rng.choice(JUNK))
              for name, _ in field_types(cls)}
    if rng.random() < 0.5:
        values["seat"] = match.active_seat if match.active_seat is not None else 0
    return cls(**values)


def _hammer(match: Match, command: Any) -> None:
    """Apply ``command`` to a copy: a refusal must be IllegalCommand and change nothing; a
    command that happens to be legal must be one of the legal commands, or, in a game with
    open-ended commands, one its rules' ``is_legal`` accepted (a Settlers trade offer)."""
    trial = match.fork()
    before = trial.state_hash()
    legal = trial.legal_commands()
    try:
        trial.apply(command)
    except IllegalCommand as exc:
        assert str(exc), command
        assert trial.state_hash() == before, f"{command!r} was refused but changed the state"
    else:
        open_ended = getattr(match.spec.rules, "is_legal", None)  # match: still the state before
        assert command in legal or (open_ended is not None and open_ended(match._state, command)), \
            f"{command!r} was applied but is not legal"
        assert type(command.seat) is int


def _cases():
    for game_id, spec in sorted(GAMES.items()):
        for seats in sorted({spec.seat_counts.start, spec.seat_counts.stop - 1}):
            yield pytest.param(game_id, seats, id=f"{game_id}-{seats}p")


@pytest.mark.parametrize(("game_id", "seats"), list(_cases()))
def test_random_junk_commands_raise_only_illegal_command(game_id, seats):
    positions = _positions(game_id, seats, seed=7, every=9)
    words = _vocabulary(positions)
    rng = random.Random(f"junk-{game_id}-{seats}")
    count = 0
    for match in positions:
        for _ in range(max(12, 1200 // len(positions))):
            _hammer(match, _junk_command(rng, match, words))
            count += 1
    assert count >= 1000


MANY_POSITIONS = 150
"""At most about this many positions a game in the slow run (a random Settlers game has
~2,800 commands; Showdown's and Merry Men's stay whole)."""


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "seats"), list(_cases()))
def test_many_random_junk_commands(game_id, seats):
    for seed in range(20, 30):
        positions = _positions(game_id, seats, seed=seed, every=2)
        positions = positions[::max(1, len(positions) // MANY_POSITIONS)]  # a long game, evenly
        words = _vocabulary(positions)
        rng = random.Random(f"junk-{game_id}-{seats}-{seed}")
        for match in positions:
            for _ in range(200):
                _hammer(match, _junk_command(rng, match, words))


_MATCHES: dict[str, tuple[list[Match], list[Any]]] = {}


def _material(game_id: str) -> tuple[list[Match], list[Any]]:
    if game_id not in _MATCHES:
        spec = GAMES[game_id]
        positions = _positions(game_id, spec.seat_counts.stop - 1, seed=3, every=15)
        _MATCHES[game_id] = positions, _vocabulary(positions)
    return _MATCHES[game_id]


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=150, deadline=None, database=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hypothesis_junk_commands_raise_only_illegal_command(game_id, data):
    positions, words = _material(game_id)
    match = data.draw(st.sampled_from(positions), label="position")
    spec = match.spec
    cls = data.draw(st.sampled_from(spec.command_types), label="type")
    value = st.one_of(st.sampled_from(words), st.sampled_from(JUNK), st.integers(),
                      st.text(max_size=8), st.none(), st.booleans(),
                      st.lists(st.sampled_from(words), max_size=3).map(tuple))
    fields = {name: data.draw(value, label=name) for name, _ in field_types(cls)}
    _hammer(match, cls(**fields))


# --- a refusal repeats a wrong value shortened --------------------------------------------------

HUGE_TEXT = "x" * 200_000
HUGE_NUMBER = 10**5000


def _swollen(hint: Any) -> Any:
    """A value of the declared type ``hint`` that is far too long: a 200,000-character text, a
    list holding one, a number of 5,001 digits; None when ``hint`` holds neither."""
    if hint is str:
        return HUGE_TEXT
    if hint is int:
        return HUGE_NUMBER
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return next((v for v in map(_swollen, args) if v is not None), None)
    if typing.get_origin(hint) is tuple and args:
        inner = _swollen(args[0])
        if inner is None:
            return None
        return (inner,) if args[-1] is Ellipsis else (inner, *map(_plain, args[1:]))
    return None


def _plain(hint: Any) -> Any:
    """An ordinary value of the declared type ``hint``."""
    if hint is str:
        return "x"
    if hint is bool:
        return False
    if hint is int:
        return 0
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return _plain(args[0])
    if typing.get_origin(hint) is tuple:
        return () if not args or args[-1] is Ellipsis else tuple(map(_plain, args))
    return None


def _swollen_commands(match: Match):
    """For each command type and each field that holds text or a number: a command of that
    type (one the seat may give now, where there is one) with that field far too long."""
    legal = match.legal_commands()
    for cls in match.spec.command_types:
        base = next((c for c in legal if type(c) is cls), None)
        fields = ({f.name: getattr(base, f.name) for f in dataclasses.fields(cls)} if base is not None
                  else {**{name: _plain(hint) for name, hint in field_types(cls)}, "seat": match.active_seat})
        for name, hint in field_types(cls):
            value = _swollen(hint)
            if value is not None:
                yield f"{cls.kind}.{name}", cls(**{**fields, name: value})


@pytest.mark.parametrize(("game_id", "seats"), list(_cases()))
def test_a_refusal_repeats_a_huge_value_shortened(game_id, seats):
    """A hand-made command with a 200,000-character id (a vertex, an edge, a hex, a
    traded card, a card, a place) or a number of 5,001 digits in any field is refused, and
    the message repeats the value cut to about SHOWN_CHARS characters (Settlers' and Merry
    Men's repeated all 200,000)."""
    tried = set()
    for match in _positions(game_id, seats, seed=5, every=23)[:40]:
        for where, command in _swollen_commands(match):
            message = refused(match, command)
            assert len(message) < 200, f"{where}: {len(message)} characters: {message[:300]}"
            assert "x" * (SHOWN_CHARS + 1) not in message, where
            tried.add(where)
    assert tried
