"""Every rule of Twenty-One's spec (``docs/rules/_template.md``, the stub a new game copies) is
named by a test of this folder, and no test names a rule the spec lacks. A new game keeps
this file, pointed at its own spec (in ``docs/rules/`` or ``../shared/rules/``) and prefix.

A rule ID is named in a docstring or a comment, exactly as the spec writes it (``TW-2.1``); an
ID is whole, so ``TW-1.1`` is not named by ``TW-1.10``; a test may also name a section
(``TW-6``).
"""

from __future__ import annotations

import re
from pathlib import Path

from sherwood.games import game_spec
from sherwood.resources import rules_spec

HERE = Path(__file__).resolve().parent
PREFIX = "TW"
RULE = re.compile(rf"^- \*\*({PREFIX}-\d+\.\d+)\*\* \[(SEED|DECISION)\] \S", re.MULTILINE)
SECTION = re.compile(rf"^## ({PREFIX}-\d+) \S", re.MULTILINE)
NAMED = re.compile(rf"\b{PREFIX}-\d+(?:\.\d+)?(?![\d.]*\d)")


def spec_text() -> str:
    path = rules_spec(game_spec("_template").rules_file or "")
    assert path is not None, "the template's rules spec is missing (docs/rules/_template.md)"
    return path.read_text(encoding="utf-8")


def named_in_tests() -> set[str]:
    return {m for p in sorted(HERE.glob("*.py")) if p.name != Path(__file__).name
            for m in NAMED.findall(p.read_text(encoding="utf-8"))}


def test_an_id_is_read_whole():
    assert set(NAMED.findall(f"{PREFIX}-1.10, {PREFIX}-6 and {PREFIX}-2.1.")) == {
        f"{PREFIX}-1.10", f"{PREFIX}-6", f"{PREFIX}-2.1"}


def test_every_rule_line_has_an_id_and_a_tag():
    """The spec's shape: each rule on a line of its own, ``- **TW-x.y** [SEED] ...`` or
    ``[DECISION] (why) ...``, numbered once, under its section."""
    text = spec_text()
    lines = [line for line in text.splitlines() if line.startswith(f"- **{PREFIX}-")]
    rules = RULE.findall(text)
    assert lines and len(rules) == len(lines), [line for line in lines if not RULE.match(line)]
    ids = [rule for rule, _ in rules]
    assert len(ids) == len(set(ids)), "a rule ID is used twice"
    sections = set(SECTION.findall(text))
    assert {rule.split(".")[0] for rule in ids} <= sections


def test_every_rule_is_named_by_a_test_and_every_name_is_a_rule():
    text = spec_text()
    rules = {rule for rule, _ in RULE.findall(text)}
    named = named_in_tests()
    assert sorted(rules - named) == [], "rules no test names"
    assert sorted(named - rules - set(SECTION.findall(text))) == [], "tests name rules the spec lacks"
