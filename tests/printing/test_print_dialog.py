"""File › Print and Play…, driven like a person would."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from boardgames_desktop.printing.generate import Written
from boardgames_desktop.ui.print_dialog import PrintDialog


@pytest.fixture
def dialog(qtbot, tmp_path):
    opened = []
    d = PrintDialog(None, "held-hands", out_dir=tmp_path / "pdfs", open_url=opened.append)
    d.opened = opened
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def choose(combo, data):
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def test_makes_the_pdfs_off_the_gui_thread_and_opens_them(qtbot, dialog, tmp_path):
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
    assert "Wrote 6 PDF files" in dialog.status.text()
    # Every game PDF is opened in the viewer (the calibration page only when wanted).
    opened = sorted(url.toLocalFile().rsplit("/", 1)[-1] for url in dialog.opened)
    assert opened == [n for n in names if not n.startswith("calibration")]
    assert dialog.make_button.isEnabled() and dialog.folder_button.isEnabled()


def test_opening_can_be_skipped_and_choices_are_remembered(qtbot, dialog, tmp_path):
    dialog.open_when_done.setChecked(False)
    choose(dialog.paper_combo, "a4")
    choose(dialog.backs_combo, "fold")
    assert not dialog.offset_x.isEnabled()  # folding needs no offset
    dialog.ink_saver.setChecked(True)
    with qtbot.waitSignal(dialog.files_written, timeout=30000):
        qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=5000)
    assert dialog.opened == []
    assert (tmp_path / "pdfs" / "held-hands-emotion-cards-a4-ink-saver.pdf").exists()
    assert not list((tmp_path / "pdfs").glob("calibration-*"))  # nothing to calibrate when folding
    again = PrintDialog(None, "held-hands", open_url=lambda url: None)
    qtbot.addWidget(again)
    assert again.backs_combo.currentData() == "fold"
    assert again.paper_combo.currentData() == "a4"
    assert again.ink_saver.isChecked()
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
