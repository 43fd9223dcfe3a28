"""The launcher's memory: the choices on screen (people, names, who plays each seat,
options, phones) are remembered for next time, one set a game (QSettings ``launcher/<game>``),
and set again when that game is chosen. A remembered value the game no longer offers
(a count out of range, an option's value gone, a bot kind not offered) is passed over;
a seat's kind that differs from the mode's default counts as chosen by hand.

:class:`LauncherMemory` is mixed into the launcher; it reads the launcher's widgets,
declared below for the type checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.game import GameInfo
from . import settings as app_settings
from .launcher_parts import HUMAN, NAME_LENGTH, CountPicker, KindBox, SeatWidgets

if TYPE_CHECKING:
    from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QLineEdit, QPushButton

    from .new_game import NewGame

    # The type checker sees the mixin as the launcher it is mixed into.
    _Dialog = QDialog
else:
    _Dialog = object


class LauncherMemory(_Dialog):
    """Remembering the launcher's choices (a mixin; see the module docstring)."""

    # -- what the launcher provides ------------------------------------------------------
    player_count: CountPicker
    people_edits: list[QLineEdit]
    seat_widgets: list[SeatWidgets]
    option_boxes: dict[str, QComboBox]
    mode_buttons: dict[Any, QPushButton]
    phones_box: QCheckBox
    _kind_labels: dict[str, str]
    _kind_by_hand: set[int]

    if TYPE_CHECKING:
        def set_mode(self, value: Any) -> None: ...

        def options(self) -> dict[str, Any]: ...

        def _default_kind(self, seat: int) -> str: ...

        def _fill_kind_box(self, box: KindBox, key: str) -> None: ...

    def _restore_choices(self, info: GameInfo) -> None:
        saved = app_settings.get_json(f"launcher/{info.id}", {})
        if isinstance(saved, dict):
            self._apply_choices(info, saved)

    def _apply_choices(self, info: GameInfo, saved: dict) -> None:
        """Set people, names, seats and options from remembered choices (as :meth:`choices` gives)."""
        count = saved.get("people")
        if type(count) is int and info.min_people <= count <= info.max_people:
            self.player_count.setValue(count)
        names = saved.get("names")
        if isinstance(names, list):
            for edit, name in zip(self.people_edits, names):
                if isinstance(name, str):
                    edit.setText(name[:NAME_LENGTH])
        # The mode first: the seats below are compared with its default kinds.
        options = saved.get("options")
        if isinstance(options, dict):
            for key, box in self.option_boxes.items():
                if key in options:
                    index = box.findData(options[key])
                    if index >= 0:
                        box.setCurrentIndex(index)
            if "mode" in options and self.mode_buttons:
                self.set_mode(options["mode"])
        phones = saved.get("phones")
        self.phones_box.setChecked(phones is True)
        kinds = saved.get("kinds")
        if isinstance(kinds, list):
            for sw, kind in zip(self.seat_widgets, kinds):
                if not (isinstance(kind, dict) and isinstance(kind.get("key"), str)
                        and isinstance(kind.get("label"), str)):
                    continue
                if kind["key"] != HUMAN:
                    self._kind_labels.setdefault(kind["key"], kind["label"])
                self._fill_kind_box(sw.kind, kind["key"])
                if (kind["key"] == HUMAN) != (self._default_kind(sw.seat) == HUMAN):
                    self._kind_by_hand.add(sw.seat)  # not the mode's default: someone chose it

    def choices(self) -> dict[str, Any]:
        """The choices on screen, as they are remembered."""
        return {
            "people": self.player_count.value(),
            "names": [e.text().strip() for e in self.people_edits],
            "kinds": [{"key": sw.kind.key(), "label": sw.kind.currentText()} for sw in self.seat_widgets],
            "options": self.options(),
            "phones": self.phones_box.isChecked(),
        }

    def _remember(self, choice: NewGame) -> None:
        app_settings.set_value("launcher/game", choice.game_id)
        app_settings.set_json(f"launcher/{choice.game_id}", {**self.choices(), "options": choice.options})


__all__ = ["LauncherMemory"]
