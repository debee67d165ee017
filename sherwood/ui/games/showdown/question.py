"""Showdown's question box (the table kit's :class:`~sherwood.ui.kit.question.QuestionBox`):
asked only while the Fool is on the road — let him pass or take him (SD-5.2, SD-5.5). It sits
over the two melee rows, empty at that moment, clear of the Fool on the road and of the
hand; the rows' words make way for it (:meth:`.table.ShowdownTable.asking`)."""

from __future__ import annotations

from sherwood.ui.games.showdown import words as W
from sherwood.ui.kit.question import QuestionBox
from sherwood.ui.render.board import Box


class FoolQuestion(QuestionBox):
    def area(self) -> Box:
        x, y, w, _ = self.table.Z("melee_far")
        _, ny, _, nh = self.table.Z("melee_near")
        return (x, y, w, ny + nh - y)

    def words(self) -> tuple[str, str]:
        return W.fool_question(self.table)

    def seat(self) -> int:
        seat = self.table.view.active_seat
        return self.table.viewer if seat is None else seat
