"""One line of why for a bot's hint (Help > Hint), in the game's words. Pure Python.

Built from the seat's view and the plan the bot follows (both hands are on the
table for everyone; the deck and the goal piles never enter it), so a hint says
what the move gains, never a secret.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.i18n import T, Text, Tn
from .actions import Fan, RevealGoal
from .data import HAND_SIZE, HEART, NODES
from .describe import NODE_PHRASE, emotion_text, signed
from .moves import Plan


def why(view: Mapping[str, Any], seat: int, action: Any, plan: Plan | None) -> Text:
    """What ``action`` gains for ``seat`` in ``view``: ``plan`` is the rest of the move
    it starts (None when the move was the only one)."""
    if isinstance(action, Fan):
        half = "left" if action.side == "L" else "right"
        shown = len({c[half] for c in view["hands"][seat]})
        return Tn("Fanned this way your hand shows {n} emotion: the most first steps.",
                  "Fanned this way your hand shows {n} different emotions: the most first steps.", shown)
    if isinstance(action, RevealGoal):
        return T("You have no goal now: revealing the next one is your whole turn.")
    if plan is None:
        return T("The only move the rules leave here.")
    partner = 1 - seat
    end = plan.end
    steps = len(view["path"]) + len(plan.steps)
    if view["in_heart"][partner]:
        return T("Follows your partner into the heart at balance 0: the couple holds hands.")
    if end == HEART:
        return T("Enters the heart at balance 0, where your partner can follow next turn.")
    refill = plan.balance == 0
    goal = view["active_goals"][seat]
    node = NODES[end]
    if goal is not None and node.ring == view["ring"] and node.emotion == goal:
        if refill:
            return Tn("Ends on {place} after {n} step: your {goal} goal is done, and at balance 0 "
                      "you draw back up to {hand} cards.",
                      "Ends on {place} after {n} steps: your {goal} goal is done, and at balance 0 "
                      "you draw back up to {hand} cards.", steps,
                      place=NODE_PHRASE[goal], goal=emotion_text(goal), hand=HAND_SIZE)
        return Tn("Ends on {place} after {n} step: your {goal} goal is done.",
                  "Ends on {place} after {n} steps: your {goal} goal is done.", steps,
                  place=NODE_PHRASE[goal], goal=emotion_text(goal))
    start = NODES.get(view["turn_start"], node)
    if node.ring > start.ring:
        return T("Moves one ring in, toward the heart, and leaves your partner a way to move.")
    if refill:
        return T("Ends at balance 0, so you draw back up to {hand} cards, and leaves your partner a way to move.",
                 hand=HAND_SIZE)
    return T("Keeps your balance at {balance}, saves cards for your partner and leaves them a way to move.",
             balance=signed(plan.balance))
