"""The Lieutenants' words for the player name no rule: the options' labels and
help on the setup screen, the bots' descriptions, every command and event as the log tells it,
every refusal and the result's note say what happens in words; the rule IDs (``LT-5.6``,
``LT-V1``) stay in the code's comments and the rules reader."""

from __future__ import annotations

import dataclasses
import re

from sherwood.engine import IllegalCommand, Match, SeededRng
from sherwood.games import game_spec

RULE_ID = re.compile(r"\b[A-Z]{2}(?:-[A-Z])?-(?:\d|V\d|EX\d)")
"""A rule ID as the specs write them: LT-5.6, LT-V1, SR-V-2.11, LT-EX3."""


def no_rule_ids(words: str) -> None:
    assert not RULE_ID.search(words), f"a rule ID in words a player reads: {words!r}"


def test_the_rule_id_pattern_finds_rule_ids():
    """A test that cannot fail is no test: the pattern sees each kind of ID."""
    for words in ("stops it (LT-5.6): ...", "(LT-V2).", "SR-V-2.11", "see LT-EX3", "MM-12.4"):
        assert RULE_ID.search(words), words
    assert not RULE_ID.search("Turn 12 · Sheriff 3/20, 13 VP, seat 2")


def test_the_setup_screens_words_name_no_rule():
    """The options' labels and help (the setup screen shows them, the help as the buttons'
    tooltip), the bots' names and descriptions, the title and tagline."""
    spec = game_spec("lieutenants")
    for opt in spec.options:
        no_rule_ids(opt.label)
        no_rule_ids(opt.help)
    for bot in spec.bots:
        no_rule_ids(bot.label + " " + bot.description)
    no_rule_ids(spec.title + " " + spec.tagline)


def test_the_log_the_refusals_and_the_result_name_no_rule():
    """Whole random games of 2 to 7 seats, both variants: every command and event in the log's
    words, the refusal of commands given at the wrong moment (each kind met, given by the seat
    to act), and the result's heading, reason and note."""
    from sherwood.ui.games import words_of

    met: dict[str, object] = {}
    refusals: set[str] = set()
    for seats, seed, options in ((2, 1, {}), (4, 2, {"auto_ambush": True}), (7, 3, {"short": True}),
                                 (3, 4, {"colours": ["blue", "mauve", "green"]})):
        m = Match.start("lieutenants", seats, seed=seed, options=options)
        words = words_of(m)
        rng = SeededRng(seed)
        for e in m.opening_events:
            no_rule_ids(words.event(e))
        while not m.is_over:
            for command in list(met.values()):  # the kinds met so far, by the seat to act now
                moved = dataclasses.replace(command, seat=m.active_seat)
                try:  # (an open-ended command may be legal though not listed: then it plays)
                    for e in m.apply(moved):
                        no_rule_ids(words.event(e))
                except IllegalCommand as refused:
                    refusals.add(words.refusal(refused.refusal))
                if m.is_over:
                    break
            if m.is_over:
                break
            command = rng.choice(m.legal_commands())
            met.setdefault(command.kind, command)
            no_rule_ids(words.command(command))
            for e in m.apply(command):
                no_rule_ids(words.event(e))
        outcome = m.outcome()
        no_rule_ids(repr(outcome))
    assert len(refusals) > 5
    for sentence in refusals:
        no_rule_ids(sentence)
