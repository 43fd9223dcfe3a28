"""The one line of why beside a hint: what the advised move gains, in the game's words.

Built from the plan the bot found in a determinization of the hinted seat's own
view (:class:`lookahead.Plan`), replayed with the real rules, so it names only
what that seat knows: the track's EP, its own cards and board, the face-up
cards. A card a plan draws by a feel's bonus is a guess and is never named.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.game import Game
from ...core.i18n import T, Text
from . import data
from .actions import EndTurn, Feel, FreeMove, Memory, Move, PlaceValue
from .lookahead import Plan
from .names import colour_text, emotion_text
from .scoring import tile_score
from .state import State, empty_lines, pawn_of


@dataclass(frozen=True)
class Made:
    """A memory a plan makes: where, of which emotion, for how many EP, what it empties."""

    cell: int
    colour: str
    ep: int
    lines: tuple[int, ...]   # rows and columns of the player board it empties
    compass: bool            # it takes the Inner Compass


def memories(game: Game, state: State, seat: int, plan: Plan) -> list[Made]:
    """The memories ``plan`` makes, replayed from ``state``."""
    out = []
    s = state
    for action in plan.actions:
        after = game.apply(s, seat, action)
        if isinstance(action, Memory):
            cell = pawn_of(s, seat)
            lines = tuple(sorted(empty_lines(after.spaces[seat]) - empty_lines(s.spaces[seat])))
            out.append(Made(cell, s.grid[cell], after.ep_track[seat] - s.ep_track[seat], lines,
                            s.compass is None and after.compass == seat))
        s = after
    return out


def _cell(state: State, cell: int) -> Text:
    return T("{cell} ({colour})", cell=data.cell_name(cell), colour=colour_text(state.grid[cell]))


def _memory_words(made: Made) -> Text:
    if made.compass:
        return T("a memory of {emotion} (+{ep} EP) and the Inner Compass (+{compass} EP; the game ends)",
                 emotion=emotion_text(made.colour), ep=made.ep, compass=data.COMPASS_EP)
    if made.lines:
        names = tuple(T(data.pb_line_name(i), n=data.pb_line_number(i)) for i in made.lines)
        return T("a memory of {emotion} (+{ep} EP) that empties {lines} of your board (a value token)",
                 emotion=emotion_text(made.colour), ep=made.ep, lines=names)
    return T("a memory of {emotion} (+{ep} EP)", emotion=emotion_text(made.colour), ep=made.ep)


def why(game: Game, state: State, seat: int, plan: Plan) -> Text:
    """What the first action of ``plan`` (found in ``state``, seat's determinization) gains."""
    action = plan.actions[0]
    made = memories(game, state, seat, plan)
    if isinstance(action, Memory):
        return T("Makes {memory} here.", memory=_memory_words(made[0]))
    if isinstance(action, PlaceValue):
        tile = data.TILE[state.qualities[action.tile]]
        ep = tile_score(tile.id, state.grid, state.cubes, seat)[1]
        if state.first[action.tile] is None:
            return T("Values {tile} first: +{first} EP now, and it scores {ep} EP for you as your cubes stand.",
                     tile=T(tile.title), first=data.FIRST_BONUS, ep=ep)
        return T("Values {tile}: it scores {ep} EP for you as your cubes stand.", tile=T(tile.title), ep=ep)
    if isinstance(action, EndTurn):
        if action.discard:
            return T("Ends the turn, discarding {cards}: the cards your next memories need least.",
                     cards=tuple(colour_text(c) for c in action.discard))
        return T("Ends the turn: nothing more this turn gains EP.")
    if isinstance(action, Feel):
        side = state.step2 or "N"
        card = state.side[data.SIDES.index(side)]
        assert card is not None
        colour, where = colour_text(card), T(data.SIDE_NAME[side])
        if made:
            return T("Takes the {colour} card on the {side} side, then makes {memory}.", colour=colour,
                     side=where, memory=_memory_words(made[0]))
        if card == state.grid[pawn_of(state, seat)]:
            return T("Takes the {colour} card on the {side} side: it matches the cell, so a bonus card too.",
                     colour=colour, side=where)
        return T("Takes the {colour} card on the {side} side.", colour=colour, side=where)
    if isinstance(action, (Move, FreeMove)):
        if made:
            return T("Heads for {cell}: {memory} this turn.", cell=_cell(state, made[0].cell),
                     memory=_memory_words(made[0]))
        before_feel = state
        for a in plan.actions:
            if isinstance(a, Feel):
                side = before_feel.step2 or "N"
                card = before_feel.side[data.SIDES.index(side)]
                assert card is not None
                where, colour = T(data.SIDE_NAME[side]), colour_text(card)
                if card == before_feel.grid[pawn_of(before_feel, seat)]:
                    return T("Heads {side} to feel the {colour} card there: it matches the cell, so a bonus "
                             "card too.", side=where, colour=colour)
                return T("Heads {side} to feel the {colour} card there.", side=where, colour=colour)
            before_feel = game.apply(before_feel, seat, a)
        return T("Moves on towards cells your cards can pay for next turn.")
    return T("The best plan for this turn.")


def placement_why(state: State, cell: int, kinds: int) -> Text:
    """Why a start cell: the colours within reach of a first turn."""
    return T("Starts on {cell}: {kinds} colours of cells within reach of your first turn.",
             cell=_cell(state, cell), kinds=kinds)




def only_move(game: Game, state: State, seat: int, action: object) -> Text:
    """Why the one legal move: the rules leave no other."""
    if isinstance(action, EndTurn):
        return T("Ends the turn: nothing else can be done now.")
    if isinstance(action, PlaceValue):
        tile = data.TILE[state.qualities[action.tile]]
        return T("Values {tile}: the one tile left for your value token.", tile=T(tile.title))
    return T("The only move the rules allow now.")


__all__ = ["Made", "memories", "only_move", "placement_why", "why"]
