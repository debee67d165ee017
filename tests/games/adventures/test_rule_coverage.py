"""Every [SEED] rule of the spec (../shared/rules/adventures_solo.md) is named by some test of
this folder (rule tests name the IDs they check, every [SEED] rule at least)."""

from __future__ import annotations

import pathlib
import re

import pytest

HERE = pathlib.Path(__file__).resolve().parent
SPEC_FILE = HERE.parents[3] / "shared" / "rules" / "adventures_solo.md"
RULE = re.compile(r"^- (AR-\d+\.\d+[a-z]?) \[(SEED|DECISION)\]", re.MULTILINE)


def rules_in_the_spec(tag: str) -> list[str]:
    text = SPEC_FILE.read_text(encoding="utf-8")
    return sorted({rule for rule, kind in RULE.findall(text) if kind == tag})


def named_in_tests() -> set[str]:
    """Rule IDs named anywhere in this folder's test files (docstrings or comments); an ID
    is whole: AR-1.1 is not named by AR-1.10."""
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(HERE.glob("test_*.py")))
    return set(re.findall(r"AR-\d+\.\d+[a-z]?(?![\d])", text))


@pytest.mark.skipif(not SPEC_FILE.exists(), reason="the spec (../shared/rules) is not beside this checkout")
def test_every_seed_rule_is_named_by_a_test():
    """Every [SEED] rule of the spec is named by at least one test."""
    seeds = rules_in_the_spec("SEED")
    assert len(seeds) >= 70
    missing = [rule for rule in seeds if rule not in named_in_tests()]
    assert not missing, f"no test names {missing}"


@pytest.mark.skipif(not SPEC_FILE.exists(), reason="the spec (../shared/rules) is not beside this checkout")
def test_the_tests_name_only_rules_the_spec_has():
    """A rule ID named in a test exists in the spec (no typo names a rule that is not there)."""
    known = set(rules_in_the_spec("SEED")) | set(rules_in_the_spec("DECISION"))
    unknown = sorted(named_in_tests() - known)
    assert not unknown, f"tests name rules the spec does not have: {unknown}"
