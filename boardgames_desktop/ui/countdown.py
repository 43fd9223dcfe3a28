"""A deadline's countdown: whole seconds left, warning in the last few.

Shown in the main window's header and the projector. In the warning seconds
the figure turns white on red and says so in words too ("5 s left!"), so the
warning does not rest on colour alone; the window also beeps once a second.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

from .. import theme
from ..core.i18n import _
from .kit.style import FONT_FAMILY


def countdown_text(seconds: int, warning: bool) -> str:
    minutes, secs = divmod(max(0, seconds), 60)
    clock = f"{minutes}:{secs:02d}"
    return _("{clock} left!").format(clock=clock) if warning else _("{clock} left").format(clock=clock)


class Countdown(QLabel):
    def __init__(self, parent: QWidget | None = None, *, dark: bool = False):
        super().__init__(parent)
        self.setObjectName("countdown")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dark = dark
        self.seconds: int | None = None
        self.warning = False
        self._pixel_size = 0
        self._restyle()
        self.hide()

    def set_pixel_size(self, px: int) -> None:
        """Type size in pixels (the projector scales it with its height)."""
        self._pixel_size = px
        font = QFont(FONT_FAMILY)
        font.setPixelSize(px)
        font.setBold(True)
        self.setFont(font)
        self._restyle()

    def show_seconds(self, seconds: int | None, warning: bool = False) -> None:
        if seconds is None:
            self.seconds = None
            self.hide()
            return
        changed = warning != self.warning
        self.seconds, self.warning = seconds, warning
        self.setText(countdown_text(seconds, warning))
        self.setToolTip(_("Time left for this decision"))
        if changed:
            self._restyle()
        self.show()

    def _restyle(self) -> None:
        if self.warning:
            colours = f"color: #FFFFFF; background: {theme.DANGER};"
        elif self.dark:
            colours = f"color: {theme.PROJECTOR_INK}; background: transparent; border: 2px solid {theme.RULE};"
        else:
            colours = f"color: {theme.INK}; background: {theme.HIGHLIGHT_SOFT};"
        size = "" if self._pixel_size else "font-size: 15pt; font-weight: bold;"
        pad = max(4, self._pixel_size // 5)
        self.setStyleSheet(
            f"QLabel#countdown {{ {colours} {size} border-radius: 8px; padding: {pad}px {pad * 3}px; }}"
        )
