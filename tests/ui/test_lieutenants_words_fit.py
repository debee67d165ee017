"""The Lieutenants' table at every kind of decision: every word fits (the stage busy with
offers, a laid-out or robbed hand, ambush cards, a delivery), at the smallest window and a
common one."""

from __future__ import annotations

import pytest

from tests.ui.lieutenants_stages import SITUATIONS, stage_situation


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)], ids=["800x500", "1280x800"])
@pytest.mark.parametrize("case", list(SITUATIONS))
def test_every_word_of_each_decision_fits(monkeypatch, case, size):
    """At every kind of decision (the stage busy with offers, a
    laid-out or robbed hand, ambush cards, a delivery), no word on the table or around it is
    cut, spills out or covers another, the pointer resting on every target in turn."""
    from tests.ui.test_text_fits import report, spy_scene

    cuts = spy_scene(monkeypatch, stage_situation(case), size)
    assert not cuts, f"{case} at {size}:\n{report(cuts)}"
