"""Words built from views only (no Qt): the log line a viewer reads and the
status line.

Log lines never name a picture that lies face down afterwards (a drawn story,
the thought-cloud card at set-up): the move log stays on screen all evening and
must not remember the stories for the players. Pictures are named when they
leave play face up: a right guess, the thought-cloud card turned over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.game import Message, View
from ...core.i18n import SeatName, T, Text, Tn, Tseat
from . import data
from .data import PictureName


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


def _cloud_drawn(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
    return [Tseat("{who} draws the thought-cloud card and shows it to everyone.",
                  "{who} draw the thought-cloud card and show it to everyone.", who, who=who)]


def _cloud_hidden(before: View, news: dict[str, Any]) -> list[Message]:
    return [T("The thought-cloud card goes face down.")]


def _drawn(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
    return [Tseat("{who} draws {pictures} for a story.", "{who} draw {pictures} for a story.",
                  who, who=who, pictures=_pictures(news["count"]))]


def _told(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
    return [joined([Tseat("{who} has told the story.", "{who} have told the story.", who, who=who),
                    Tn("The picture goes face down into the round {round} slot.",
                       "The {n} pictures go face down into the round {round} slot.",
                       news["count"], round=before["round"])])]


def _handed_out(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
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


def _took(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
    return [Tseat("{who} takes {holder}'s card to look at it.", "{who} take {holder}'s card to look at it.",
                  who, who=who, holder=SeatName(news["other"]))]


def _right(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
    return [Tseat("{who} names {holder}'s card: {picture}.", "{who} name {holder}'s card: {picture}.",
                  who, who=who, holder=SeatName(news["other"]), picture=PictureName(news["pictures"][0]))]


def _cloud_checked(before: View, news: dict[str, Any]) -> list[Message]:
    return [T("The thought-cloud card is turned over: {picture}.", picture=PictureName(news["pictures"][0]))]


def _cloud_right(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
    return [Tseat("{who} names the thought-cloud card ({picture}) and lays their own card face down "
                  "on the thought cloud.",
                  "{who} name the thought-cloud card ({picture}) and lay their own card face down "
                  "on the thought cloud.", who, who=who, picture=PictureName(news["pictures"][0]))]


def _wrong(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
    return [Tseat("{who} guesses wrong.", "{who} guess wrong.", who, who=who), _penalty_line(before, news)]


def _timeout(before: View, news: dict[str, Any]) -> list[Message]:
    who = SeatName(news["seat"])
    return [T("Time is up: {who}'s guess counts as wrong.", who=who), _penalty_line(before, news)]


def _cloud_wrong(before: View, news: dict[str, Any]) -> list[Message]:
    who, picture = SeatName(news["seat"]), PictureName(news["pictures"][0])
    return [Tseat("{who} misses the thought-cloud card ({picture}): it leaves the game, and "
                  "{who}'s own card goes face down on the thought cloud.",
                  "{who} miss the thought-cloud card ({picture}): it leaves the game, and "
                  "{who}'s own card goes face down on the thought cloud.", who, who=who, picture=picture),
            _penalty_line(before, news)]


def _cloud_timeout(before: View, news: dict[str, Any]) -> list[Message]:
    who, picture = SeatName(news["seat"]), PictureName(news["pictures"][0])
    return [T("Time is up for {who}'s guess of the thought-cloud card ({picture}): it leaves "
              "the game, and {who}'s own card goes face down on the thought cloud.",
              who=who, picture=picture),
            _penalty_line(before, news)]


#: The first lines of an action's log entry, by the kind of its news.
_FIRST_LINES: dict[str, Callable[[View, dict[str, Any]], list[Message]]] = {
    "cloud_drawn": _cloud_drawn,
    "cloud_hidden": _cloud_hidden,
    "drawn": _drawn,
    "told": _told,
    "handed_out": _handed_out,
    "took": _took,
    "right": _right,
    "cloud_checked": _cloud_checked,
    "cloud_right": _cloud_right,
    "wrong": _wrong,
    "timeout": _timeout,
    "cloud_wrong": _cloud_wrong,
    "cloud_timeout": _cloud_timeout,
}


def _ending_lines(before: View, news: dict[str, Any]) -> list[Message]:
    """A storyteller's guessing ended: a blocker or none, the cards nobody named."""
    lines: list[Message] = []
    storyteller = SeatName(before["active"])
    if news["blocker_to"] >= 0:
        lines.append(Tseat("Nobody guessed wrong: {who} takes a blocker.",
                           "Nobody guessed wrong: {who} take a blocker.", storyteller, who=storyteller))
    elif news["no_blocker_left"]:
        lines.append(T("Nobody guessed wrong, but no blocker is left for {who}.", who=storyteller))
    if news["leftover"]:
        lines.append(Tn("{n} card nobody named leaves the game.", "{n} cards nobody named leave the game.",
                        news["leftover"]))
    return lines


def describe(before: View, after: View, actor: int, action: Any | None, viewer: int | None) -> Message:
    news = after.get("news")
    if news is None:
        return ""
    first = _FIRST_LINES.get(news["kind"])
    lines = first(before, news) if first is not None else []
    if news["ended"]:
        lines += _ending_lines(before, news)
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


def table_turn(public: View) -> Message:
    """The host's headline (the biggest line on the host's screen and the wall): who
    tells or who guesses, said once; the countdown stands beside it, the details
    are :func:`detail`'s."""
    phase = public["phase"]
    who = SeatName(public["active"])
    if phase == "setup":
        return Tseat("{who} draws the thought-cloud card", "{who} draw the thought-cloud card", who, who=who)
    if phase == "cloud_shown":
        return T("Everyone looks at the thought-cloud card")
    if phase in ("draw", "tell"):
        return Tseat("{who} tells the story", "{who} tell the story", who, who=who)
    if phase == "hand_out":
        return Tseat("{who} hands out the cards", "{who} hand out the cards", who, who=who)
    if phase not in ("guess", "cloud_check"):
        return T("The table's turn")
    guesser = SeatName(public["guesser"])
    if phase == "cloud_check":
        return T("Did {who} name the thought-cloud card?", who=guesser)
    if public["must_take"]:
        return Tseat("{who} takes a card, then guesses", "{who} take a card, then guess", guesser, who=guesser)
    if public["cloud_case"]:
        return Tseat("{who} guesses the thought-cloud card", "{who} guess the thought-cloud card", guesser,
                     who=guesser)
    return Tseat("{who} guesses", "{who} guess", guesser, who=guesser)


def detail(public: View) -> Message:
    """The status under the host's headline: what :func:`table_turn` leaves out (the
    round, what is drawn or guessed), never its subject again."""
    phase, rnd = public["phase"], public["round"]
    if phase in ("over", "setup"):
        return status(public) if phase == "over" else T("Set-up: the thought-cloud card comes first.")
    if phase == "cloud_shown":
        return T("Set-up: it goes face down once everyone has seen it.")
    if phase == "draw":
        return T("Round {round}: {pictures} to draw for the story.", round=rnd, pictures=_pictures(data.row(rnd).draw))
    if phase == "tell":
        return T("Round {round}: a story that links the pictures.", round=rnd)
    if phase == "hand_out":
        return T("Round {round}: the cards from round {source} go to the guessers.", round=rnd,
                 source=data.row(rnd).hand_out_from)
    if phase == "cloud_check":
        return T("Round {round}: the thought-cloud card is face up.", round=rnd)
    if public["must_take"]:
        return T("Round {round}: from a seat earlier in the guessing order.", round=rnd)
    if public["cloud_case"]:
        return T("Round {round}: the guesser's own card is the last one.", round=rnd)
    return T("Round {round}: a card another seat holds.", round=rnd)


__all__ = ["describe", "detail", "joined", "status", "table_turn"]
