"""The animation queue, stepped with a fixed dt (house rule 12): no real time involved."""

import pytest

from sherwood.ui.animation import AnimationQueue, Step, Tween, ease_out_cubic


def tween(**kw):
    defaults = dict(sprite="card", start=(0, 0, 10, 10), end=(100, 0, 10, 10), duration=0.3)
    defaults.update(kw)
    return Tween(**defaults)


def test_ease_out_cubic_starts_fast_and_lands_gently():
    assert ease_out_cubic(0) == 0 and ease_out_cubic(1) == 1
    assert ease_out_cubic(0.5) == pytest.approx(0.875)
    assert ease_out_cubic(2) == 1


def test_positions_at_given_times():
    q = AnimationQueue()
    q.push_steps([Step([tween()])])
    assert q.busy
    assert q.sprites()[0][1][0] == pytest.approx(0)
    q.update(0.1)
    assert q.sprites()[0][1][0] == pytest.approx(100 * (1 - (1 - 1 / 3) ** 3))
    q.update(0.05)
    assert q.sprites()[0][1][0] == pytest.approx(87.5)
    q.update(0.15)
    assert not q.busy and q.sprites() == []


def test_steps_play_in_order_and_waiting_tweens_stay_at_their_start():
    q = AnimationQueue()
    q.push_steps([Step([tween(sprite="a")]), Step([tween(sprite="b", start=(5, 5, 10, 10))])])
    q.update(0.15)
    drawn = {s: box for s, box, _ in q.sprites()}
    assert drawn["a"][0] == pytest.approx(87.5)
    assert drawn["b"][:2] == (5, 5)  # not started: shown where it waits
    q.update(0.3)  # a has landed, b is half way
    drawn = {s: box for s, box, _ in q.sprites()}
    assert "a" not in drawn
    assert drawn["b"][0] == pytest.approx(5 + 95 * 0.875)


def test_with_previous_plays_together_and_delay_staggers():
    q = AnimationQueue()
    q.push_steps([Step([tween(sprite="a")]), Step([tween(sprite="b", delay=0.1)], with_previous=True)])
    q.update(0.2)
    drawn = {s: box for s, box, _ in q.sprites()}
    assert drawn["a"][0] > 90 and 0 < drawn["b"][0] < 90
    q.update(0.2)
    assert not q.busy


def test_hidden_keys_until_the_tween_lands():
    q = AnimationQueue()
    q.push_steps([Step([tween(hide=("x",))]), Step([tween(hide=("y",))])])
    assert q.hidden() == {"x": 1, "y": 1}
    q.update(0.31)
    assert q.hidden() == {"y": 1}
    q.update(0.31)
    assert not q.hidden()


def test_skip_finishes_everything_and_calls_on_idle():
    idle = []
    q = AnimationQueue(on_idle=lambda: idle.append(True))
    q.push_steps([Step([tween()], caption="a card flies"), Step(hold=1.0)])
    assert q.caption == "a card flies"
    q.skip()
    assert not q.busy and idle == [True] and q.caption is None


def test_speed_factor_slow_and_instant():
    speed = {"f": 2.0}
    q = AnimationQueue(speed=lambda: speed["f"])
    q.push_steps([Step([tween()])])
    q.update(0.3)  # half of the slowed duration
    assert q.busy and q.sprites()[0][1][0] == pytest.approx(87.5)
    speed["f"] = 0.0  # instant: everything is done at once
    q.update(0.0)
    assert not q.busy
    q.push_steps([Step([tween()])])
    assert not q.busy


def test_push_uses_the_builder_per_event():
    q = AnimationQueue(builder=lambda e: [Step([tween(sprite=e)])] if e != "quiet" else [])
    q.push(["one", "quiet", "two"])
    q.update(0.31)
    assert [s for s, _, _ in q.sprites()] == ["two"]
