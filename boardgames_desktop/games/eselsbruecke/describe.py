"""Words and guesses built from views only (no Qt): the log line a viewer reads,
the status line, and a plausible full state for a seat's bots.

Log lines never name a picture that lies face down afterwards (a drawn story,
the thought-cloud card at set-up): the move log stays on screen all evening and
must not remember the stories for the players. Pictures are named when they
leave play face up: a right guess, the thought-cloud card turned over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.game import Message, View
from ...core.i18n import SeatName, T, Text, Tn, Tseat
from ...core.rng import Rng
from . import data
from .data import BLOCKER, PictureName

if TYPE_CHECKING:  # rules imports this module; the states are built lazily below
    from .rules import State


def joined(parts: list[Message]) -> Message:
    """Whole sentences one after another (a catalogue may join them without a space)."""
    if not parts:
        return ""
    line = parts[0]
    for part in parts[1:]:
        line = T("{first} {second}", first=line, second=part)
    return line


# A seat may be a team of two (above six people): every line whose subject is a
# seat is a Tseat, so its verb agrees ("Ada & Ben draw"). A count in the same
# line is a nested phrase, since one message has one plural count.
def _cards(n: int) -> Text:
    return Tn("{n} card", "{n} cards", n)


def _pictures(n: int) -> Text:
    return Tn("{n} picture", "{n} pictures", n)


def _penalty_line(before: View, news: dict[str, Any]) -> Message:
    who = SeatName(news["seat"])
    lost = news["lost"]
    if news["blocked"] and lost:
        return Tseat("{who} discards {cards}; a blocker stops the rest.",
                     "{who} discard {cards}; a blocker stops the rest.", who, who=who, cards=_cards(lost))
    if news["blocked"]:
        return T("A blocker on top of {who}'s score pile stops the penalty.", who=who)
    if lost:
        return Tseat("{who} discards {cards} from the score pile.",
                     "{who} discard {cards} from the score pile.", who, who=who, cards=_cards(lost))
    return T("{who}'s score pile is empty: nothing to discard.", who=who)


def _first_lines(before: View, after: View, news: dict[str, Any]) -> list[Message]:
    kind = news["kind"]
    who = SeatName(news["seat"])
    pictures = [PictureName(p) for p in news["pictures"]]
    if kind == "cloud_drawn":
        return [Tseat("{who} draws the thought-cloud card and shows it to everyone.",
                      "{who} draw the thought-cloud card and show it to everyone.", who, who=who)]
    if kind == "cloud_hidden":
        return [T("The thought-cloud card goes face down.")]
    if kind == "drawn":
        return [Tseat("{who} draws {pictures} for a story.", "{who} draw {pictures} for a story.",
                      who, who=who, pictures=_pictures(news["count"]))]
    if kind == "told":
        return [joined([Tseat("{who} has told the story.", "{who} have told the story.", who, who=who),
                        Tn("The picture goes face down into the round {round} slot.",
                           "The {n} pictures go face down into the round {round} slot.",
                           news["count"], round=before["round"])])]
    if kind == "handed_out":
        source = data.row(before["round"]).hand_out_from
        # Translators: {cards} is "the card" or "the 4 cards" (its own message).
        lines: list[Message] = [Tseat("{who} hands out {cards} from round {source}.",
                                      "{who} hand out {cards} from round {source}.", who, who=who,
                                      cards=Tn("the card", "the {n} cards", news["count"]), source=source)]
        if news["surplus"]:
            lines.append(Tseat("{who} holds {cards} more than the others could get, and does not guess.",
                               "{who} hold {cards} more than the others could get, and do not guess.",
                               who, who=who, cards=_cards(news["surplus"])))
        if news["without"]:
            without = tuple(SeatName(s) for s in news["without"])
            lines.append(Tseat("{seats} gets no card.", "{seats} get no card.", without, seats=without))
        return lines
    if kind == "took":
        return [Tseat("{who} takes {holder}'s card to look at it.", "{who} take {holder}'s card to look at it.",
                      who, who=who, holder=SeatName(news["other"]))]
    if kind == "right":
        return [Tseat("{who} names {holder}'s card: {picture}.", "{who} name {holder}'s card: {picture}.",
                      who, who=who, holder=SeatName(news["other"]), picture=pictures[0])]
    if kind == "cloud_checked":
        return [T("The thought-cloud card is turned over: {picture}.", picture=pictures[0])]
    if kind == "cloud_right":
        return [Tseat("{who} names the thought-cloud card ({picture}) and lays their own card face down "
                      "on the thought cloud.",
                      "{who} name the thought-cloud card ({picture}) and lay their own card face down "
                      "on the thought cloud.", who, who=who, picture=pictures[0])]
    if kind in ("wrong", "timeout"):
        first = (Tseat("{who} guesses wrong.", "{who} guess wrong.", who, who=who) if kind == "wrong"
                 else T("Time is up: {who}'s guess counts as wrong.", who=who))
        return [first, _penalty_line(before, news)]
    if kind in ("cloud_wrong", "cloud_timeout"):
        first = (Tseat("{who} misses the thought-cloud card ({picture}): it leaves the game, and "
                       "{who}'s own card goes face down on the thought cloud.",
                       "{who} miss the thought-cloud card ({picture}): it leaves the game, and "
                       "{who}'s own card goes face down on the thought cloud.", who, who=who, picture=pictures[0])
                 if kind == "cloud_wrong" else
                 T("Time is up for {who}'s guess of the thought-cloud card ({picture}): it leaves "
                   "the game, and {who}'s own card goes face down on the thought cloud.",
                   who=who, picture=pictures[0]))
        return [first, _penalty_line(before, news)]
    return []


def describe(before: View, after: View, actor: int, action: Any | None, viewer: int | None) -> Message:
    news = after.get("news")
    if news is None:
        return ""
    lines = _first_lines(before, after, news)
    if news["ended"]:
        storyteller = SeatName(before["active"])
        if news["blocker_to"] >= 0:
            lines.append(Tseat("Nobody guessed wrong: {who} takes a blocker.",
                               "Nobody guessed wrong: {who} take a blocker.", storyteller, who=storyteller))
        elif news["no_blocker_left"]:
            lines.append(T("Nobody guessed wrong, but no blocker is left for {who}.", who=storyteller))
        if news["leftover"]:
            lines.append(Tn("{n} card nobody named leaves the game.", "{n} cards nobody named leave the game.",
                            news["leftover"]))
    if after["phase"] == "over" and before["phase"] != "over":
        lines.append(T("After round {round} the game is over.", round=data.ROUNDS))
    elif after["round"] != before["round"]:
        lines.append(T("Round {round} begins.", round=after["round"]))
    return joined(lines)


def status(public: View) -> Message:
    """What happens now, from the public view (status line, projector)."""
    phase, rnd = public["phase"], public["round"]
    who = SeatName(public["active"])
    if phase == "over":
        return T("The game is over.")
    if phase == "setup":
        return Tseat("Set-up: {who} draws the thought-cloud card.", "Set-up: {who} draw the thought-cloud card.",
                     who, who=who)
    if phase == "cloud_shown":
        return T("Everyone looks at the thought-cloud card.")
    if phase == "draw":
        return Tseat("Round {round}: {who} draws {pictures} for a story.",
                     "Round {round}: {who} draw {pictures} for a story.",
                     who, round=rnd, who=who, pictures=_pictures(data.row(rnd).draw))
    if phase == "tell":
        return Tseat("Round {round}: {who} tells a story that links the pictures.",
                     "Round {round}: {who} tell a story that links the pictures.", who, round=rnd, who=who)
    if phase == "hand_out":
        return Tseat("Round {round}: {who} hands out the cards from round {source}.",
                     "Round {round}: {who} hand out the cards from round {source}.", who, round=rnd, who=who,
                     source=data.row(rnd).hand_out_from)
    guesser = SeatName(public["guesser"])
    if phase == "cloud_check":
        return T("The thought-cloud card is face up: did {who} name it?", who=guesser)
    if public["must_take"]:
        return Tseat("{who} takes a card from a seat earlier in the order, then guesses.",
                     "{who} take a card from a seat earlier in the order, then guess.", guesser, who=guesser)
    if public["cloud_case"]:
        return Tseat("{who}'s own card is the last one: {who} guesses the thought-cloud card.",
                     "{who}'s own card is the last one: {who} guess the thought-cloud card.", guesser, who=guesser)
    return Tseat("Round {round}: {who} guesses a card another seat holds.",
                 "Round {round}: {who} guess a card another seat holds.", guesser, round=rnd, who=guesser)


# -- determinize -------------------------------------------------------------------


def determinize(view: View, seat: int, rng: Rng) -> State:
    """A full state consistent with ``seat``'s view: every face-down picture the
    seat cannot see is drawn at random from the pictures it has not seen."""
    from .rules import News, State

    showing = tuple(view["showing"])
    hand = tuple(view.get("hand", ()))
    named = tuple(view["named"])
    news = view["news"]
    gone_shown = tuple(news["pictures"]) if news and news["kind"] in ("cloud_wrong", "cloud_timeout") else ()
    known = set(showing) | set(hand) | set(named) | set(gone_shown)
    pool = list(rng.shuffled([p for p in data.picture_ids() if p not in known]))

    # Pictures named right lie on score piles or are out of the game: they fill
    # those places first, then unseen pictures fill the rest.
    pile_places = [(s, i) for s, pile in enumerate(view["piles"]) for i, c in enumerate(pile) if c == "card"]
    out_count = view["out"] - len(gone_shown)
    places: list[Any] = list(rng.shuffled(pile_places + [("out", i) for i in range(out_count)]))
    fill: dict[Any, str] = {}
    for place, picture in zip(places, named):
        fill[place] = picture
    for place in places[len(named):]:
        fill[place] = pool.pop()
    piles = tuple(
        tuple(BLOCKER if c == "blocker" else fill[(s, i)] for i, c in enumerate(pile))
        for s, pile in enumerate(view["piles"])
    )
    out = gone_shown + tuple(fill[("out", i)] for i in range(out_count))

    cloud: str | None = None
    if view["cloud"]:
        cloud = showing[0] if view["phase"] in ("cloud_shown", "cloud_check") else pool.pop()
    hands = tuple(hand if s == seat else tuple(pool.pop() for _ in range(n))
                  for s, n in enumerate(view["hands"]))
    slots = tuple(tuple(tuple(pool.pop() for _ in range(n)) for n in seat_slots) for seat_slots in view["slots"])
    bag = tuple(pool.pop() for _ in range(view["bag"]))
    if pool:
        raise ValueError("the view does not account for every picture")
    state_news = None if news is None else News(
        kind=news["kind"], seat=news["seat"], other=news["other"], pictures=tuple(news["pictures"]),
        count=news["count"], lost=news["lost"], blocked=news["blocked"], ended=news["ended"],
        blocker_to=news["blocker_to"], no_blocker_left=news["no_blocker_left"],
        leftover=news["leftover"], surplus=news["surplus"], without=tuple(news["without"]),
    )
    return State(
        mode=view["mode"], seats=view["seats"], rng=rng.next64(), bag=bag, phase=view["phase"],
        round=view["round"], active=view["active"], cloud=cloud, showing=showing, slots=slots,
        hands=hands, piles=piles, supply=view["supply"], out=out, named=named,
        guesser=view["guesser"], failed=tuple(view["failed"]), any_wrong=view["any_wrong"],
        dealt_none=tuple(view["dealt_none"]), took=tuple(view["took"]), must_take=view["must_take"], news=state_news,
    )


__all__ = ["Text", "describe", "determinize", "joined", "status"]
