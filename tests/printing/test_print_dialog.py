"""File › Print and Play…, driven like a person would."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from boardgames_desktop import theme
from boardgames_desktop.printing.generate import Written
from boardgames_desktop.ui.kit import style
from boardgames_desktop.ui.print_dialog import PrintDialog


def make_dialog(qtbot, tmp_path, game_id="held-hands"):
    opened = []
    d = PrintDialog(None, game_id, out_dir=tmp_path / "pdfs", open_url=opened.append)
    d.opened = opened
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


@pytest.fixture
def dialog(qtbot, tmp_path):
    return make_dialog(qtbot, tmp_path)


def choose(combo, data):
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def opened_paths(dialog) -> list[Path]:
    return [Path(url.toLocalFile()) for url in dialog.opened]


def test_makes_the_pdfs_off_the_gui_thread_and_opens_their_folder(qtbot, dialog, tmp_path):
    choose(dialog.paper_combo, "letter")
    choose(dialog.backs_combo, "duplex")
    dialog.offset_x.setValue(1.5)
    dialog.offset_y.setValue(-0.5)
    with qtbot.waitSignal(dialog.files_written, timeout=30000) as signal:
        qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
        assert dialog.busy and not dialog.make_button.isEnabled()
    written = signal.args[0]
    assert all(isinstance(w, Written) for w in written)
    names = sorted(w.path.name for w in written)
    assert "held-hands-emotion-cards-letter.pdf" in names and "calibration-letter.pdf" in names
    assert all((tmp_path / "pdfs" / n).exists() for n in names)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=5000)
    assert dialog.progress.value() == dialog.progress.maximum() == len(written)
    assert "Wrote 7 PDF files" in dialog.status.text()
    # One window: the folder, not a viewer per PDF.
    assert opened_paths(dialog) == [tmp_path / "pdfs"]
    assert dialog.make_button.isEnabled() and dialog.folder_button.isEnabled()
    qtbot.mouseClick(dialog.folder_button, Qt.MouseButton.LeftButton)
    assert opened_paths(dialog) == [tmp_path / "pdfs"] * 2


def test_a_set_of_one_file_opens_that_file(dialog, tmp_path):
    folder = tmp_path / "pdfs"
    dialog.written = [Written(folder / "g-rules-a4.pdf", 1, "G – Rules"),
                      Written(folder / "calibration-a4.pdf", 2, "Printer calibration")]
    assert dialog.to_open() == folder / "g-rules-a4.pdf"
    dialog.written.append(Written(folder / "g-cards-a4.pdf", 4, "G – Cards"))
    assert dialog.to_open() == folder


def test_opening_can_be_skipped_and_choices_are_remembered(qtbot, dialog, tmp_path):
    dialog.open_when_done.setChecked(False)
    choose(dialog.paper_combo, "a4")
    choose(dialog.backs_combo, "fold")
    choose(dialog.layout_combo, "bleed")
    assert not dialog.offset_x.isEnabled()  # folding needs no offset
    dialog.ink_saver.setChecked(True)
    with qtbot.waitSignal(dialog.files_written, timeout=30000):
        qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=5000)
    assert dialog.opened == []
    assert (tmp_path / "pdfs" / "held-hands-emotion-cards-a4-bleed-fold-ink-saver.pdf").exists()
    # No cards, so no layout in its name.
    assert (tmp_path / "pdfs" / "held-hands-board-a4-ink-saver.pdf").exists()
    assert not list((tmp_path / "pdfs").glob("calibration-*"))  # nothing to calibrate when folding
    again = PrintDialog(None, "held-hands", open_url=lambda url: None)
    qtbot.addWidget(again)
    assert again.backs_combo.currentData() == "fold"
    assert again.layout_combo.currentData() == "bleed"
    assert again.paper_combo.currentData() == "a4"
    assert again.ink_saver.isChecked() and not again.open_when_done.isChecked()
    assert again.folder_edit.text() == str(tmp_path / "pdfs")


def test_a_folder_that_cannot_be_written_is_reported(qtbot, dialog, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    dialog.folder_edit.setText(str(blocker / "inside"))
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=30000)
    assert "No PDFs were made" in dialog.status.text()
    assert dialog.opened == []
    assert dialog.make_button.isEnabled()


def test_only_the_choices_a_set_uses_are_offered(qtbot, tmp_path):
    """Hooky has no board: no board choice. Held hands has one, and "All games" both."""
    hooky = make_dialog(qtbot, tmp_path, "hooky")
    assert not hooky.row_visible(hooky.board_combo)
    for shown in (hooky.paper_combo, hooky.card_combo, hooky.layout_combo, hooky.bleed_combo,
                  hooky.backs_combo, hooky.offset_label, hooky.ink_saver):
        assert hooky.row_visible(shown)
    assert not hooky.board_combo.isVisible() and hooky.card_combo.isVisible()
    choose(hooky.games_combo, "all")
    assert hooky.row_visible(hooky.board_combo) and hooky.board_combo.isVisible()
    held = make_dialog(qtbot, tmp_path, "held-hands")
    assert held.row_visible(held.board_combo)


def test_the_dialog_fits_a_small_laptop_screen(qtbot, tmp_path, monkeypatch):
    # A 1280x720 laptop with a 40 px task bar, whatever screen the offscreen platform
    # has now (other tests' windows can leave it larger).
    from PySide6.QtCore import QRect

    from boardgames_desktop.ui import print_dialog

    class Laptop:
        def availableGeometry(self) -> QRect:  # noqa: N802 (Qt's name)
            return QRect(0, 0, 1280, 680)

    monkeypatch.setattr(print_dialog.QGuiApplication, "primaryScreen", staticmethod(lambda: Laptop()))
    d = make_dialog(qtbot, tmp_path)
    assert d.width() <= 1280 - 40 and d.height() <= 680 - 40
    assert d.minimumSizeHint().height() <= 600 and d.minimumSize().width() <= 600


def test_the_guidance_says_what_to_cut_for_the_chosen_game(qtbot, tmp_path):
    held = make_dialog(qtbot, tmp_path, "held-hands")
    text = held.guidance.text()
    assert "What you will cut" in text and "Emotion cards" in text and "48 emotion cards" in text
    assert "Letter cards" not in text
    choose(held.board_combo, "large")
    assert "tile 2" in held.guidance.text()  # the tiled board's assembly
    hooky = make_dialog(qtbot, tmp_path, "hooky")
    assert "worksheets" in hooky.guidance.text().lower() and "Emotion cards" not in hooky.guidance.text()
    choose(hooky.games_combo, "all")
    assert "Emotion cards" in hooky.guidance.text() and "Hooky" in hooky.guidance.text()


def test_the_make_button_is_the_primary_one(qtbot, tmp_path):
    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet(style.stylesheet())
    try:
        d = make_dialog(qtbot, tmp_path)
        assert d.make_button.isDefault() and not d.close_button.isDefault()
        assert d.make_button.property("primary") is True

        def fill(button) -> QColor:
            image = button.grab().toImage()
            return image.pixelColor(image.width() // 2, 3)

        # Ink on paper: the app's primary style, unlike its neighbours.
        primary, other = fill(d.make_button), fill(d.close_button)
        assert primary.lightness() < 90 < other.lightness()
        assert abs(primary.lightness() - QColor(theme.INK).lightness()) < 25
        # Enter makes the PDFs.
        with qtbot.waitSignal(d.files_written, timeout=30000):
            qtbot.keyClick(d, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not d.busy, timeout=5000)
    finally:
        app.setStyleSheet(before)
