"""The in-app rules of Inner Compass, in our own words, naming each of our decisions.

Built when asked (in the language of the moment) from :mod:`data`, so the
numbers shown are the numbers played.
"""

from __future__ import annotations

from ...core.i18n import _, join_list, pgettext
from . import data


def _decision() -> str:
    return "**" + _("Our decision:") + "**"


def _initials() -> dict[str, str]:
    """The one-letter name of each colour in the boards' rows (Y, B, K, W, R in English;
    a Chinese reader gets the colour's own character)."""
    return {
        # Translators: the one-character name of the colour yellow in the rows of a board.
        "Y": pgettext("colour initial", "Y"),
        "B": pgettext("colour initial", "B"),
        "K": pgettext("colour initial", "K"),
        "W": pgettext("colour initial", "W"),
        "R": pgettext("colour initial", "R"),
    }


def _row(cells: str, sep: str) -> str:
    initials = _initials()
    return sep.join(initials[c] for c in cells)


def _board_rows(letter: str) -> str:
    return " / ".join(_row(row, " ") for row in data.LIFE_BOARDS[letter])


def _emotion_table() -> str:
    head = "| {} | {} | {} | {} |\n|---|---|---|---|\n".format(
        _("emotion"), _("colour and symbol"), _("cards for a memory"), _("cards in the deck"))
    symbol_names = {"sun": _("sun"), "drop": _("drop"), "spike": _("spike"), "heart": _("heart"), "bolt": _("bolt")}
    rows = []
    for c in data.EMOTIONS:
        colour = f"{_(data.COLOUR_NAME[c])} ({_initials()[c]}, {symbol_names[data.EMOTION_SYMBOL[c]]})"
        rows.append(f"| {_(data.EMOTION_NAME[c])} | {colour} | {data.BASE_COST[c]} | {data.CARD_COUNTS[c]} |")
    return head + "\n".join(rows)


def _tile_list(kind: str) -> str:
    return "\n".join(f"- *{_(t.title)}*: {_(t.text)}" for t in data.QUALITY_TILES if t.kind == kind)


def rules_markdown() -> str:
    d = _decision()
    track = join_list(str(ep) for ep in data.TRACK_EP)
    parts = [
        "# " + _("Inner Compass"),
        _("*2 to 4 players, about 60 minutes. Design: Asger Harding Granerud and Daniel Skjold Pedersen "
          "(AEG, 2020). These rules are our own summary; where the published numbers could not be found, "
          "we decided them, and each such place says so.*"),
        "## " + _("The aim"),
        _("Walk your pawn across the board of life, feel emotions (cards) and turn them into memories "
          "(your cubes on the board). Memories earn enlightenment points (EP); the qualities you value "
          "score at the end. Most EP wins. Your cards and your EP are secret until the end; everyone sees "
          "how many cards each player holds."),
        "## " + _("Emotions"),
        _emotion_table(),
        _("{d} the deck holds {n} cards: {counts}.").format(
            d=d, n=data.DECK_SIZE,
            counts=join_list(f"{data.CARD_COUNTS[c]} {_(data.COLOUR_NAME[c])}" for c in data.EMOTIONS)),
        "## " + _("Set-up"),
        _("The four life boards (3 x 3 cells each) are shuffled into a 2 x 2 main board, each turned at "
          "random. {d} their cells, rows from the top (Y yellow, B blue, K black, W white, R red):").format(d=d),
        "\n".join(f"- {letter}: `{_board_rows(letter)}`" for letter in data.LIFE_BOARDS),
        _("Each player takes a player board of 3 rows and 5 columns with a cube on each of its 15 spaces, "
          "2 value tokens and a pawn. {d} the rows of every player board read `{rows}`.").format(
            d=d, rows=" / ".join(_row(row, "") for row in data.PLAYER_BOARD)),
        _("Two sticky notes and three memos are drawn from the 16 quality tiles (the first-game option "
          "uses a fixed set instead). The six situation tokens (the five emotions and X) lie on the "
          "situation track in random order, X never on the top space. One card lies face up beside each "
          "side of the board: north, east, south, west."),
        _("A random start player gets 1 card, the next 2, then 3 and 4. Then, from the last player back to "
          "the start player, each places their pawn on a cell that holds no pawn and has no neighbour of "
          "its own colour holding a pawn."),
        "## " + _("Your turn: five steps in order"),
        _("1. **Free move** (optional): to a neighbouring cell of the same colour as your pawn's cell."),
        _("2. **Move** (required): one cell north, east, south or west. Pawns may share a cell; no pawn "
          "leaves the board."),
        _("3. **Move again or feel** (optional): one more step, or take the face-up card on the side you "
          "moved towards in step 2. If that card's colour matches your cell, also draw the top card of the "
          "deck."),
        _("4. **Make a memory** (optional): discard cards of your cell's colour, as many as that emotion "
          "costs. The two emotions on the bottom two track spaces cost one card less (at least 1); a cell "
          "that already holds another player's cube costs one card more, however many cubes lie there. "
          "Move a cube from a space of that colour on your player board (any space once that colour is "
          "used up) onto your cell. You may never have two cubes on one cell."),
        _("   Gain the EP beside that emotion on the track, then move its token to the bottom; the others "
          "move up. Whenever X reaches the top, it goes straight to the bottom. {d} from top to bottom the "
          "track pays {track} EP.").format(d=d, track=track),
        _("   When a row or column of your player board becomes empty, place a value token beside a quality "
          "tile that has none of yours. The first player beside a tile gains {n} EP at once. {d} one cube "
          "that empties a row and a column at once counts as two: value tokens first, then the compass."
          ).format(d=d, n=data.FIRST_BONUS),
        _("5. **Clean up** (required): discard down to {n} cards, then refill the face-up card you took. "
          "{d} discarded cards lie face up, and the moment the deck is empty the discard pile is shuffled "
          "into a new deck.").format(d=d, n=data.HAND_LIMIT),
        "## " + _("The end"),
        _("When a player who has placed both value tokens empties another row or column, they take the "
          "Inner Compass token ({n} EP). Every other player then has exactly one more turn."
          ).format(n=data.COMPASS_EP),
        _("Score your EP, plus each quality tile beside which you have a value token, plus the compass. "
          "Most EP wins. {d} a tie goes to the player with the most emotion cards in hand (the seed's "
          "\"remaining emotion tokens\"); if still tied, the win is shared.").format(d=d),
        "## " + _("Quality tiles"),
        _("*Your cubes* are your cubes on the main board; *next to* means sharing a side."),
        "### " + _("Sticky notes (2 in a game)"),
        _tile_list("sticky"),
        "### " + _("Memos (3 in a game)"),
        _("{d} the EP tables of the memos.").format(d=d),
        _tile_list("memo"),
        _("{d} for Structure, a line is any straight run of 3 or more of your cubes; a run of 6 counts as "
          "two lines. For Balance and Structure we count the most squares or lines that share no cube."
          ).format(d=d),
        "## " + _("At one screen"),
        _("Before each player's turn a curtain hides the screen until that player clicks. {d} log lines "
          "show a player's EP only to that player; everyone reads which cards were taken from the sides "
          "and discarded, but never a card drawn from the deck.").format(d=d),
    ]
    return "\n\n".join(parts) + "\n"
