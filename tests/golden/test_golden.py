"""The golden playthroughs (``playthroughs.py``) play exactly as recorded.

A failure means a change altered play: the diff shows the first command or event that
differs. If the change is meant (a rule changed), regenerate with
``python -m tests.golden.playthroughs <game>`` and say in the commit which rule and why.
"""

import difflib

import pytest

from tests.golden.playthroughs import CASES, transcript


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.game}/{c.name}")
def test_playthrough_unchanged(case):
    recorded = case.path.read_text(encoding="utf-8")
    played = transcript(case)
    if played != recorded:
        diff = difflib.unified_diff(recorded.splitlines(), played.splitlines(), "recorded",
                                    "played now", n=2, lineterm="")
        pytest.fail(f"{case.game}/{case.name} plays differently:\n" + "\n".join(list(diff)[:60]))
