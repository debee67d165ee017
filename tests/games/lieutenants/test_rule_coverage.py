"""Every rule of the spec (../shared/rules/lieutenants.md) is named by some test of this
folder (rule tests name the IDs they check), and no test names a rule the spec lacks.

A rule ID is named in a docstring or a comment, exactly as the spec writes it (``LT-5.2.3``,
``LT-14.4a``, ``LT-V1``, ``LT-EX7``); an ID is whole, so ``LT-1.1`` is not named by
``LT-1.10``. The bots' notes (LT-14) are named by ``test_bots.py``.
"""

from __future__ import annotations

import pathlib
import re

import pytest

HERE = pathlib.Path(__file__).resolve().parent
SPEC_FILE = HERE.parents[3] / "shared" / "rules" / "lieutenants.md"
RULE = re.compile(r"^- \*\*(LT-[0-9A-Z][0-9A-Za-z.]*?)\*\* \[(SEED|DECISION)\]", re.MULTILINE)
HEADING = re.compile(r"^#{2,4} (LT-[0-9][0-9A-Z.]*) ", re.MULTILINE)
EXAMPLE = re.compile(r"^- \*\*(LT-EX\d+) \(", re.MULTILINE)
NAMED = re.compile(r"LT-(?:EX\d+|V\d+|\d+\.\d+(?:\.\d+)?[a-z]?)(?![\w.]*\d)")

needs_spec = pytest.mark.skipif(not SPEC_FILE.exists(),
                                reason="the spec (../shared/rules) is not beside this checkout")


def rules_in_the_spec(tag: str) -> list[str]:
    text = SPEC_FILE.read_text(encoding="utf-8")
    return sorted({rule for rule, kind in RULE.findall(text) if kind == tag})


def examples_in_the_spec() -> list[str]:
    return sorted(set(EXAMPLE.findall(SPEC_FILE.read_text(encoding="utf-8"))))


def sections_in_the_spec() -> list[str]:
    """The spec's section headings (``LT-5.1`` Buy, ``LT-1.A``): a test may name a section."""
    return sorted(set(HEADING.findall(SPEC_FILE.read_text(encoding="utf-8"))))


def named_in(text: str) -> set[str]:
    """The rule IDs named in ``text``, each whole (``LT-1.10`` does not name ``LT-1.1``)."""
    return set(NAMED.findall(text))


def named_in_tests() -> set[str]:
    """Rule IDs named anywhere in this folder's test files (docstrings or comments)."""
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(HERE.glob("test_*.py"))
                   if p.name != pathlib.Path(__file__).name)
    return named_in(text)


def test_an_id_is_read_whole():
    """The reader of IDs itself: whole IDs only, with their letters and sub-numbers."""
    assert named_in("LT-1.10, LT-5.2.3 and LT-14.4a; LT-V2, LT-EX15.") == {
        "LT-1.10", "LT-5.2.3", "LT-14.4a", "LT-V2", "LT-EX15"}
    assert "LT-1.1" not in named_in("LT-1.10")


@needs_spec
def test_the_spec_is_read():
    """The spec's rules are all found (35 [SEED], 96 [DECISION], 15 worked examples when this
    was written): a spec reworded past the pattern would make the checks below empty."""
    assert len(rules_in_the_spec("SEED")) >= 35
    assert len(rules_in_the_spec("DECISION")) >= 90
    assert examples_in_the_spec() == sorted(f"LT-EX{n}" for n in range(1, 16))
    assert {"LT-5.1", "LT-5.7", "LT-16"} <= set(sections_in_the_spec())
    assert {"LT-5.2.3", "LT-14.4a", "LT-V1", "LT-V2", "LT-7.4"} <= set(
        rules_in_the_spec("SEED") + rules_in_the_spec("DECISION"))


@needs_spec
def test_every_seed_rule_is_named_by_a_test():
    """Every [SEED] rule of the spec is named by at least one test."""
    missing = [rule for rule in rules_in_the_spec("SEED") if rule not in named_in_tests()]
    assert not missing, f"no test names {missing}"


@needs_spec
def test_every_decision_rule_is_named_by_a_test():
    """Every [DECISION] rule of the spec is named by at least one test too."""
    missing = [rule for rule in rules_in_the_spec("DECISION") if rule not in named_in_tests()]
    assert not missing, f"no test names {missing}"


@needs_spec
def test_every_worked_example_is_named_by_a_test():
    """LT-16: every worked example is played by a test that names it."""
    missing = [ex for ex in examples_in_the_spec() if ex not in named_in_tests()]
    assert not missing, f"no test names {missing}"


@needs_spec
def test_the_tests_name_only_rules_the_spec_has():
    """A rule ID named in a test exists in the spec (no typo names a rule that is not there)."""
    known = (set(rules_in_the_spec("SEED")) | set(rules_in_the_spec("DECISION"))
             | set(examples_in_the_spec()) | set(sections_in_the_spec()))
    unknown = sorted(named_in_tests() - known)
    assert not unknown, f"tests name rules the spec does not have: {unknown}"
