"""The app always starts: odd files in the autosave folder are skipped, reported once, never fatal."""

from __future__ import annotations

import json
import os

from PySide6.QtCore import Qt

from boardgames_desktop.core.saves import Autosaver, autosave_dir
from boardgames_desktop.ui.app import Shell


def _odd_files(make_match) -> list:
    """Every kind of file that once stopped the app, each named like an autosave."""
    folder = autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    dangling = folder / "x.bgsave.json"
    dangling.symlink_to(folder / "gone-long-ago.json")
    made.append(dangling)
    a_folder = folder / "a-folder.bgsave.json"
    a_folder.mkdir()
    made.append(a_folder)
    huge = folder / "huge-number.bgsave.json"
    huge.write_text('{"format": "boardgames-desktop/match", "version": 2, "seed": ' + "7" * 5000 + "}\n")
    made.append(huge)
    data = make_match("human", "bot:eager").to_dict()
    goal = folder / "goal-float.bgsave.json"
    goal.write_text(json.dumps({**data, "options": {"goal": 15.0}}))
    made.append(goal)
    rounds = folder / "rounds-float.bgsave.json"
    rounds.write_text(json.dumps({**data, "options": {"rounds": 3.0}}))
    made.append(rounds)
    surrogate = folder / "lone-surrogate.bgsave.json"
    seats = [{"people": ["\ud800"], "kind": "human"}, {"people": ["Ben"], "kind": "bot:eager"}]
    surrogate.write_text(json.dumps({**data, "seats": seats}))  # "\ud800" escaped in the JSON
    made.append(surrogate)
    # A file name that is not text at all (a byte no encoding gives): Python names it with a lone surrogate.
    raw = os.path.join(os.fsencode(folder), b"\xff\xfe-odd.bgsave.json")
    with open(raw, "wb") as f:
        f.write(b"{")
    made.append(folder / os.fsdecode(b"\xff\xfe-odd.bgsave.json"))
    return made


def _snapshot(paths) -> dict:
    out = {}
    for p in paths:
        if p.is_symlink():
            out[p] = ("link", os.readlink(p))
        elif p.is_dir():
            out[p] = ("dir", sorted(os.listdir(p)))
        else:
            out[p] = ("file", p.read_bytes())
    return out


def test_the_launcher_shows_whatever_lies_in_the_autosave_folder(qtbot, toy_only, make_match):
    odd = _odd_files(make_match)
    before = _snapshot(odd)
    shell = Shell()
    shell.start()
    assert shell.recovery is None and shell.launcher is not None
    launcher = shell.launcher
    qtbot.addWidget(launcher)
    qtbot.waitExposed(launcher)
    # One line says it, once, for all of them; the details name each file and why.
    assert launcher.note_label.isVisible()
    assert launcher.note_label.text().startswith(f"{len(odd)} files in the autosave folder could not be read")
    details = launcher.note_label.toolTip()
    assert "a folder" in details and "far too long" in details and "unknown option" in details
    assert _snapshot(odd) == before  # skipped, never changed or removed

    # Reported once: the next start says nothing about the same files.
    launcher.close()
    again = Shell()
    again.start()
    qtbot.addWidget(again.launcher)
    assert again.skipped_note == "" and not again.launcher.note_label.isVisibleTo(again.launcher)
    # A new odd file is news.
    (autosave_dir() / "new.bgsave.json").write_text("[]")
    third = Shell()
    third.start()
    qtbot.addWidget(third.launcher)
    assert third.skipped_note.startswith("1 file in the autosave folder could not be read")


def test_a_good_match_among_odd_files_is_offered_with_the_note(qtbot, toy_only, make_match):
    odd = _odd_files(make_match)
    match = make_match("human", "bot:eager")
    saver = Autosaver(match)
    match.play(0, match.legal_actions(0)[0])
    saver.detach()
    shell = Shell()
    shell.start()
    dialog = shell.recovery
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    assert [row.path for row in dialog.rows] == [saver.path]
    assert dialog.skipped_label.isVisible() and dialog.skipped_label.text().startswith(f"{len(odd)} files")
    qtbot.mouseClick(dialog.resume_buttons[0], Qt.MouseButton.LeftButton)
    qtbot.addWidget(shell.window)
    assert shell.window.match.view(None)["staked"]


def test_an_empty_autosave_folder_is_not_scanned(qtbot, toy_only, monkeypatch):
    autosave_dir().mkdir(parents=True)
    import boardgames_desktop.core.saves as saves

    monkeypatch.setattr(saves, "scan_autosaves", lambda lookup: (_ for _ in ()).throw(AssertionError("scanned")))
    shell = Shell()
    shell.start()
    qtbot.addWidget(shell.launcher)
    assert shell.launcher is not None and shell.skipped_note == ""
