"""The Special Tasks (AR-13): their rewards, the coat of arms and the third task's win, and
the deliveries, which are free actions (AR-13.19)."""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, Step, push
from sherwood.games.adventures.commands import Deliver
from sherwood.games.adventures.content import (
    DELIVERIES,
    SET_TASKS,
    WIN_HOPE,
    task_reward,
    task_space,
)
from sherwood.games.adventures.effects import change_hope, discard, finish, owned, set_face
from sherwood.games.adventures.events import HopeChanged, TaskCompleted
from sherwood.games.adventures.prompts import Turn
from sherwood.games.adventures.state import State

TASKS_TO_WIN = 3
"""AR-13.17: three Special Tasks win at once."""


def complete_task(state: State, events: Events, task: str) -> list[Step]:
    """The reward of ``task`` (AR-13.3 to AR-13.15) in the order the seed lists it: the tile
    put back or turned, the red die onto the coat of arms (AR-13.16; the third task wins at
    once, regardless of Hope, AR-13.17, its Hope counted all the same), then Hope +4
    (AR-14.2: 18 wins at once); returns the steps that give the reward's objects."""
    reward = task_reward(task, state.task_set, state.camp)
    if reward.tile is not None:
        set_face(state, events, reward.tile, reward.face)
    state.coat_of_arms.append(task)
    events.append(TaskCompleted(task, len(state.coat_of_arms)))
    if len(state.coat_of_arms) >= TASKS_TO_WIN:
        # AR-13.17: the third task wins whatever Hope its reward brings (worked example 15
        # counts the +4 all the same: "Hope 12 + 4 = 16 < 18")
        state.hope = min(WIN_HOPE, state.hope + reward.hope)
        events.append(HopeChanged(reward.hope, state.hope, "task"))
        finish(state, events, "tasks")
        return []
    change_hope(state, events, reward.hope, "task")
    if state.over:
        return []
    return [("gain", obj) for obj in reward.objects]


def delivery_options(state: State) -> list[Deliver]:
    """AR-13.19, AR-13.20, AR-13.23: each delivery of your set not yet done whose space you
    stand on, once per kind of goods you can give up."""
    found = []
    for task in SET_TASKS[state.task_set]:
        if task not in DELIVERIES or task in state.coat_of_arms:
            continue
        if state.at != task_space(task, state.task_set, state.camp):
            continue
        found += [Deliver(0, task, goods) for goods, count in DELIVERIES[task]
                  if owned(state, goods) >= count]
    return found


def deliver(state: State, command: Deliver, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """AR-7.9: give up the goods, then the task's reward; the turn goes on where it was."""
    count = dict(DELIVERIES[command.task])[command.goods]
    discard(state, events, command.goods, "delivery", count)
    gains = complete_task(state, events, command.task)
    if not state.over:
        push(state, *gains, ("ask_turn", prompt.phase))
