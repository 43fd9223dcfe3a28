"""The in-app rules of Eselsbrücke, in our own words (Markdown, current language).

Built paragraph by paragraph through ``_()`` so each paragraph is one entry for
the translators; the round table and our decisions come from ``data.py``, so
the text can never disagree with the rules.
"""

from __future__ import annotations

from ...core.i18n import _
from . import data


def _round_table() -> str:
    head = "| {} | {} | {} | {} |".format(
        data.round_label(), _("cards drawn for a story"), _("cards handed out (from round)"),
        _("penalty for a wrong guess"))
    rows = [head, "|---|---|---|---|"]
    for row in data.ROUND_TABLE:
        rows.append("| {} | {} | {} | {} |".format(
            row.round,
            row.draw or _("none"),
            data.round_label(row.hand_out_from) if row.hand_out_from else _("none"),
            row.penalty or "–",
        ))
    return "\n".join(rows)


def rules_text() -> str:
    seconds = int(data.GUESS_SECONDS)
    parts = [
        # Translators: the rules' heading: the game's name, its name in the other language beside it.
        "# " + _("Eselsbrücke (驢橋)"),
        _("*A storytelling and memory party game for 3 to 12 people. Design: Stefan Dorra "
          "(Schmidt Spiele, 2011). These rules are our own summary.*"),
        _("Eselsbrücke is German for a memory aid: a little bridge for a donkey's memory. "
          "Link pictures into a story that sticks, and remember the others' stories."),
        "## " + _("Seats"),
        _("Three to six people play one seat each. From seven people on, seats are teams of two "
          "(four to six seats); an odd count leaves one seat of one. Below, a seat is a player "
          "or a team."),
        "## " + _("Set-up"),
        _("The app is the bag of {pictures} picture cards. The start seat draws one picture and "
          "shows it to everyone; it then lies face down on the thought cloud. The {blockers} "
          "blocker cards lie by the thought cloud.").format(
              pictures=data.PICTURE_COUNT, blockers=data.BLOCKERS),
        "## " + _("Seven rounds"),
        _("In each round every seat has one turn, in order from the start seat; the donkey marker "
          "shows whose turn it is. Each player board shows the round table:"),
        _round_table(),
        "### " + _("Telling (rounds 1 to 5)"),
        _("The storyteller draws the round's cards, shows them to everyone and tells one story "
          "that links them all. Then the cards go face down, stacked, into that round's slot on "
          "the storyteller's board."),
        "### " + _("Handing out (rounds 3 to 7)"),
        _("After telling (or at once in rounds 6 and 7) the storyteller deals the stack from two "
          "rounds earlier face down, one card a seat, starting on its left. Each seat looks at "
          "its card; it reminds them of the story."),
        _("More cards than other seats: the storyteller keeps the rest. Fewer: the seats last "
          "in order get none and guess from memory."),
        "### " + _("Guessing"),
        _("From the storyteller's left, seats take turns to name aloud the picture of a card "
          "that *another* seat holds, one card a turn. The storyteller never guesses."),
        _("**Right:** the holder hands the card over; it goes face down on the guesser's score "
          "pile. **Wrong, or no answer within {seconds} seconds:** the guesser discards the "
          "round's penalty from the top of the score pile, out of the game. A blocker reached "
          "while discarding stops it at once; without enough cards the whole pile goes, and "
          "nothing more is owed.").format(seconds=seconds),
        _("**The thought cloud.** When the only card still unguessed is in the guesser's own "
          "hand, the guesser names the thought-cloud card instead. Right: it goes on the "
          "guesser's score pile. Wrong: it leaves the game and the penalty applies. Either way "
          "the guesser's own card goes face down on the thought cloud."),
        _("The guessing ends when every card handed out has been named, or when nobody can name "
          "any more; cards nobody named leave the game. If nobody guessed wrong, the storyteller "
          "puts a blocker face down on top of its own score pile. Then the donkey passes left."),
        "## " + _("The end"),
        _("After round 7 each seat counts the picture cards on its score pile (blockers are not "
          "pictures). Most cards wins; a tie goes to the most blockers; still tied, the win is "
          "shared."),
        "## " + _("Playing with the app"),
        _("**Host a game night:** the host's screen is the bag, the board and the timer. A seat "
          "sees its card while the \"Hold to look\" button beside its name is held down. The host "
          "confirms each guess with one click (or a key: the holder's seat number for right, W for "
          "wrong, Space for the next step) and may take back any step until a card is revealed (a "
          "draw, a hand-out, a right guess, a card taken to look at and any guess of the thought "
          "cloud reveal one); a wrong or timed-out guess applies the penalty by itself. The "
          "projector shows the story's pictures while it is told (their names on request: \"Names "
          "under the pictures\", key N), then the round, the score piles, whose guess it is and the "
          "countdown, never a card that was handed out."),
        _("**At one screen:** each seat picks the name of the picture it guesses from the deck's "
          "names, behind the curtain, and the app judges it."),
        _("The move log never names a picture that lies face down: the app is the bag, not a "
          "memory aid. Pictures are named when they are named right or turned over."),
        "## " + _("Our decisions"),
        _("Where the rules leave a choice, we decided:"),
        "\n".join("- " + _(decision) for decision in data.DECISIONS),
        "## " + _("Pictures"),
        _("The pictures are OpenMoji (openmoji.org), the open-source emoji project, licensed "
          "CC BY-SA 4.0; the English and Chinese names are ours."),
    ]
    return "\n\n".join(parts) + "\n"
