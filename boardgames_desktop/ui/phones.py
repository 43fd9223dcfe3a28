"""Phones as private hands, the window's side: the host starts the phones' server for
the match in the window (View > Phones…) and sees one QR code a seat, the server's
short address, who is connected, and the buttons "New code" and "Lock joining".

:class:`PhoneHost` owns the server and the bridge of one table session and stops
with it (a new match, closing the window). What a phone asks is run on the
window's thread (a queued signal), so the session is touched by one thread only.
"""

from __future__ import annotations

import socket
from collections.abc import Callable

import segno
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..core.i18n import _
from ..core.table import TableSession
from ..phones.bridge import PhoneBridge
from ..phones.server import PhoneServer
from .kit.marks import SeatMark


def local_address() -> str:
    """This computer's address on the local network (where phones can reach it), or the
    loopback address where it has none. Nothing is sent: a UDP socket only picks a route."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        address = str(probe.getsockname()[0])
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


class PhoneHost(QObject):
    """The phones of one table session: its server, its bridge, on while it lives."""

    #: Something changed for the host's dialog: a phone joined, left or was put out.
    presence = Signal()
    _call = Signal(object)

    def __init__(self, session: TableSession, host: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._call.connect(self._run, Qt.ConnectionType.QueuedConnection)
        seats = session.human_seats()
        self.session = session
        self.bridge = PhoneBridge(session, seats, self._post)
        self.server = PhoneServer(seats, self.bridge.handler(), host=host or local_address())
        # Told on the server's thread (a phone joins or leaves) or the host's (a new code):
        # the session learns on the window's thread which seats its phones hold.
        self.server.on_presence(lambda: self._post(self._sync))
        self.bridge.attach(self.server)
        self.address, self.port = self.server.start()

    def _sync(self) -> None:
        """A seat is on its phone while a phone holds its session (connected or away: it
        gets the seat back when it reconnects); with a new code, or before any phone
        opened one, the seat plays at this screen."""
        for seat in self.server.seats():
            self.session.set_on_phone(seat, self.server.claimed(seat))
        self.presence.emit()

    def _post(self, call: Callable[[], None]) -> None:
        self._call.emit(call)

    def _run(self, call: Callable[[], None]) -> None:
        call()

    @property
    def base(self) -> str:
        """The short address phones reach the server at."""
        return f"http://{self.address}:{self.port}"

    def join_url(self, seat: int) -> str | None:
        path = self.server.join_path(seat)
        return None if path is None else self.base + path

    def stop(self) -> None:
        """The phones are off: the server closes every phone's socket, and every seat
        plays at this screen again."""
        self.server.stop()
        self.bridge.close()
        for seat in self.server.seats():
            self.session.set_on_phone(seat, False)


def qr_pixmap(text: str, size: int) -> QPixmap:
    """``text`` as a QR code of about ``size`` pixels, drawn in memory (segno's PNG)."""
    code = segno.make(text, error="m")
    scale = max(2, size // (code.symbol_size(border=2)[0]))
    from io import BytesIO

    buffer = BytesIO()
    code.save(buffer, kind="png", scale=scale, border=2, dark=theme.INK, light="#FFFFFF")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class PhonesDialog(QDialog):
    """One row a seat that may play on a phone: its code, its state, "New code"."""

    def __init__(self, host: PhoneHost, parent: QWidget | None = None):
        super().__init__(parent)
        self.host = host
        self.setWindowTitle(_("Phones"))
        layout = QVBoxLayout(self)
        intro = QLabel(_("Each player scans their seat's code with their phone's camera, on the same network "
                         "as this computer. A code works once: the phone that opens it holds the seat."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setStyleSheet("font-weight: 600;")
        layout.addWidget(self.address)
        grid_holder = QWidget()
        self.grid = QGridLayout(grid_holder)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_holder)
        layout.addWidget(scroll, 1)
        self.codes: dict[int, QLabel] = {}
        self.states: dict[int, QLabel] = {}
        self.new_buttons: dict[int, QPushButton] = {}
        names = host.session.names
        for column, seat in enumerate(host.server.seats()):
            name = QWidget()
            heading = QHBoxLayout(name)
            heading.setContentsMargins(0, 0, 0, 0)
            heading.addStretch(1)
            heading.addWidget(SeatMark(seat, 22))  # the seat's token, as on the board and the projector
            title = QLabel(names.get(seat, ""))
            title.setStyleSheet("font-weight: 600;")
            heading.addWidget(title)
            heading.addStretch(1)
            code = QLabel()
            code.setAlignment(Qt.AlignmentFlag.AlignCenter)
            code.setMinimumSize(180, 180)
            state = QLabel()
            state.setAlignment(Qt.AlignmentFlag.AlignCenter)
            state.setWordWrap(True)
            new = QPushButton(_("New code"))
            new.setToolTip(_("Gives this seat a new code: the phone that holds it now is out, and the seat "
                             "plays at this screen until a phone opens the new code."))
            new.clicked.connect(lambda _checked=False, s=seat: self.new_code(s))
            for row, widget in enumerate((name, code, state, new)):
                self.grid.addWidget(widget, row, column)
            self.codes[seat], self.states[seat], self.new_buttons[seat] = code, state, new
        self.lock = QCheckBox(_("Lock joining"))
        self.lock.setToolTip(_("No code can claim a seat while joining is locked; phones that hold a seat keep it."))
        self.lock.toggled.connect(self.set_locked)
        layout.addWidget(self.lock)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        host.presence.connect(self.refresh)
        self.refresh()
        self._fit(grid_holder, scroll)

    def _fit(self, grid: QWidget, scroll: QScrollArea) -> None:
        """Open large enough for every seat's code and button, within the screen (a small
        screen scrolls the codes instead)."""
        grid.ensurePolished()
        want = grid.sizeHint()
        frame = 2 * scroll.frameWidth() + scroll.verticalScrollBar().sizeHint().width()
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        width, height = want.width() + frame, want.height() + frame
        if room is not None:
            width, height = min(width, int(room.width() * 0.85)), min(height, int(room.height() * 0.65))
        scroll.setMinimumSize(width, height)

    def new_code(self, seat: int) -> None:
        self.host.server.new_code(seat)
        self.refresh()

    def set_locked(self, locked: bool) -> None:
        self.host.server.lock(locked)
        self.refresh()

    def refresh(self) -> None:
        server = self.host.server
        self.address.setText(_("Phones reach this table at {address}").format(address=self.host.base))
        for seat in server.seats():
            url = self.host.join_url(seat)
            code = self.codes[seat]
            if url is None or server.locked:
                code.setPixmap(QPixmap())
                code.setText(_("Joining is locked") if server.locked and url is not None else _("Code used"))
            else:
                code.setPixmap(qr_pixmap(url, 180))
                code.setToolTip(url)
            if server.connected(seat):
                state = _("Phone connected: the seat plays on the phone")
            elif server.claimed(seat):
                state = _("Phone away: it gets its seat back when it reconnects")
            else:
                state = _("Waiting for a phone (the seat plays at this screen)")
            self.states[seat].setText(state)
