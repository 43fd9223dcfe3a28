"""What a seat's phone shows, as the game describes it (:meth:`Game.phone`): the
values of the description, kept apart from the protocol in :mod:`.game`, which
re-exports them. Pure data (no Qt, no server).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .i18n import Text

Message = Text | str


@dataclass(frozen=True)
class PhoneItem:
    """One thing a seat holds in secret, as its phone shows it: a card, a letter,
    a picture's name (``text``), a second line where it says more (``detail``), and
    where the thing is a picture, the picture itself as an SVG document's text
    (``picture``; the phone draws it large)."""

    text: Message
    detail: Message = ""
    picture: str = ""


@dataclass(frozen=True)
class PhoneChoice:
    """One legal action a seat may take from its phone, with the words on its button."""

    label: Message
    action: Any


@dataclass(frozen=True)
class PhoneOption:
    """One value a phone form's field may take (a seat to ask, a letter of the hand):
    ``value`` is what the form sends back, ``label`` the words on its button."""

    value: str
    label: Message


@dataclass(frozen=True)
class PhoneField:
    """One field of a :class:`PhoneForm`: typed text (no ``options``; at most ``most``
    characters, ``value`` filled in to start with) or one of ``options`` (buttons)."""

    key: str
    label: Message
    options: tuple[PhoneOption, ...] = ()
    placeholder: Message = ""
    value: str = ""
    most: int = 40


@dataclass(frozen=True)
class PhoneForm:
    """A move a phone offers as a small form where its actions are too many to list as
    buttons (a word from every five-letter word, a seat and a word, a hand's letters):
    the phone sends its fields' values and :meth:`Game.phone_form` reads them into the
    action, which the rules then judge like any other (a refusal names the rule)."""

    key: str
    title: Message
    fields: tuple[PhoneField, ...]
    button: Message
    detail: Message = ""


@dataclass(frozen=True)
class PhoneCell:
    """One cell of a :class:`PhoneSheet`: its ``text`` (a mark's symbol), a ``style``
    (one of :data:`PHONE_CELL_STYLES`), the ``action`` a tap plays (None: the cell is
    fixed) and a line saying why it shows what it shows (``title``)."""

    text: str = ""
    style: str = ""
    action: Any = None
    title: Message = ""


#: How a phone sheet's cell may look: the page has a look for each and no other.
#: ``fact`` seen for certain, ``mine`` the seat's own, ``note`` the player's own mark,
#: ``helped`` the help's (shown only with it on), ``implied`` what the player's marks
#: imply, ``wrong`` a mark that cannot be right.
PHONE_CELL_STYLES = ("", "fact", "mine", "note", "helped", "implied", "wrong")


@dataclass(frozen=True)
class PhoneSheet:
    """A grid of notes the seat keeps on its phone (Hooky's worksheet): ``rows`` labels
    down the side, ``columns`` across the top, ``cells`` a row each; a tap on a cell
    plays its action (a note is an action, so it is saved with the match). ``helped`` is
    the same grid with the game's help on (what the seat's view proves), which the
    player switches with ``help_label``; ``legend`` says what the symbols mean and
    ``notes`` what is amiss (a mark that cannot be right)."""

    title: Message
    columns: tuple[Message, ...]
    rows: tuple[str, ...]
    cells: tuple[tuple[PhoneCell, ...], ...]
    helped: tuple[tuple[PhoneCell, ...], ...] = ()
    help_label: Message = ""
    legend: tuple[Message, ...] = ()
    notes: tuple[Message, ...] = ()


@dataclass(frozen=True)
class Phone:
    """What a seat's phone shows (:meth:`Game.phone`), built from that seat's view.

    - ``secret``: what only this seat sees (its hand, the card it holds); empty
      in a game without secrets.
    - ``public``: the lines of the public table the phone repeats (scores,
      what the seat has), so a player need not look up at the wall for them.
    - ``choices``: the seat's legal actions a phone can offer, each with a label.
    - ``forms``: the seat's moves too many to list, as forms it fills in (a clue's
      word, whom to ask), read back by :meth:`Game.phone_form`.
    - ``sheet``: the grid of notes the seat keeps, where the game has one.
    - ``elsewhere``: what the seat must do at the laptop instead, where a phone
      cannot offer it; empty when the choices and forms are all the seat's moves.
    """

    secret: tuple[PhoneItem, ...] = ()
    public: tuple[Message, ...] = ()
    choices: tuple[PhoneChoice, ...] = ()
    elsewhere: Message = ""
    forms: tuple[PhoneForm, ...] = ()
    sheet: PhoneSheet | None = None
