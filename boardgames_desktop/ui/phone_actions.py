"""The phones in the main window: View > Phones… turns them on for the match in the
window and shows the host's dialog (:mod:`.phones`), the players list says where a
seat's phone is, and the phones stop with the match.

:class:`PhoneActions` is mixed into the main window, as :class:`~.files.FileActions`
is; it reads the window's session and its phone host, declared below for the type
checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.i18n import _
from ..core.table import TableSession
from .dialogs import show_message
from .phones import PhoneHost, PhonesDialog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    # The type checker sees the mixin as the main window it is mixed into.
    _Window = QMainWindow
else:
    _Window = object


class PhoneActions(_Window):
    """The phones for the main window (a mixin; see the module docstring)."""

    # -- what the main window provides ---------------------------------------------------
    phones: PhoneHost | None
    phones_dialog: PhonesDialog | None

    if TYPE_CHECKING:
        def current_session(self) -> TableSession: ...

        def _update_players(self) -> None: ...

    def show_phones(self) -> None:
        """Turn the phones on for the match in the window (if they are not yet) and show
        the host's dialog: a code a seat, who is connected, new codes, lock joining."""
        session = self.current_session()
        if not session.human_seats():
            show_message(self, _("Phones"), _("Every seat is a bot: no phone has a seat to hold."), error=False)
            return
        if self.phones is None:
            try:
                self.phones = PhoneHost(session, parent=self)
            except OSError as exc:
                show_message(self, _("Phones"), _("The phones' server could not start: {error}").format(error=exc))
                return
            self.phones.presence.connect(self._update_players)
        if self.phones_dialog is None:
            self.phones_dialog = PhonesDialog(self.phones, self)
        self.phones_dialog.show()
        self.phones_dialog.raise_()

    def _stop_phones(self) -> None:
        """The phones stop with the match: the server closes every phone's socket."""
        if self.phones_dialog is not None:
            self.phones_dialog.close()
            self.phones_dialog.deleteLater()
            self.phones_dialog = None
        if self.phones is not None:
            self.phones.stop()
            self.phones.deleteLater()
            self.phones = None

    def _phone_word(self, seat: int) -> str:
        """Where the seat's phone is, while the phones are on: the big screen says it."""
        phones = self.phones
        if phones is None or seat not in phones.server.seats():
            return ""
        if phones.server.connected(seat):
            return _("on a phone")
        return _("phone away") if phones.server.claimed(seat) else ""


__all__ = ["PhoneActions"]
