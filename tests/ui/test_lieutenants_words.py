"""The Lieutenants' table says no rule ID: at every kind of decision, the
banner, the buttons and their tooltips, the pointer's tooltip over every card, plaque, pile and
space, and every word drawn on the table speak in words, not in ``LT-5.6``. (The game's own
words, the log and the refusals: tests/games/lieutenants/test_player_words.py.)"""

from __future__ import annotations

import pytest

from sherwood.ui.render import text
from tests.games.lieutenants.test_player_words import no_rule_ids
from tests.ui.lieutenants_stages import SITUATIONS, stage_situation
from tests.ui.test_text_fits import draw_everything


@pytest.mark.parametrize("case", list(SITUATIONS))
def test_no_word_on_the_table_names_a_rule(monkeypatch, case):
    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    app = App((1280, 800), settings=Settings(animation_speed="instant"), autosave=False)
    try:
        stage_situation(case)(app)
        play = app.scenes.top
        table = play.table
        words: list[str] = [table.instruction(), table.phase_title(), *table.notices()]
        words += [t.tooltip for t in table.targets()]
        words += [w for a in table.actions() for w in (a.label, a.tooltip)]
        real = text.blit

        def spy(surface, s, *args, **kw):
            words.append(s)
            return real(surface, s, *args, **kw)

        with monkeypatch.context() as patch:
            patch.setattr(text, "blit", spy)
            draw_everything(app)
        assert len(words) > 30
        for s in words:
            no_rule_ids(s)
    finally:
        app.close()
