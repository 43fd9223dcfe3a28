"""The app in a real X server: start it as a person does, see its window, take a picture.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python .ci/real_window.py --out launcher.png
    ... .ci/real_window.py --exe dist/boardgames-desktop/boardgames-desktop --out frozen.png

Runs the installed command (``boardgames-desktop`` beside this Python, or
``--exe``) with no arguments on Qt's xcb platform, from an empty folder with a
fresh home, so it needs every system library a real window needs (README:
"A real window"). Then, through the X server itself (libX11, as a window
manager sees it):

- waits for a mapped top-level window of the app (fails after ``--timeout``
  seconds, or at once if the app exits);
- reads its title (``_NET_WM_NAME``): it must name the app exactly once;
- grabs that window's pixels from the server (Qt's ``QScreen.grabWindow`` on
  its X id) into ``--out``: the picture must be the window's size and not one
  colour;
- interrupts the app (Ctrl+C) and expects its usual goodbye: exit status 130
  and "boardgames-desktop: Interrupted." as the only line on standard error,
  so a Qt warning of the real platform fails the check too.

Prints one line a step; exits 1 on the first failure.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NAME = "boardgames-desktop"
GOODBYE = f"{NAME}: Interrupted."


class Failed(Exception):
    pass


# -- the X server, as a window manager reads it ---------------------------------------------------
class X11:
    """The few Xlib calls needed to list top-level windows and read their titles."""

    IS_VIEWABLE = 2

    class Attributes(ctypes.Structure):
        _fields_ = [  # XWindowAttributes, as Xlib.h lays it out
            ("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
            ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
            ("root", ctypes.c_ulong), ("c_class", ctypes.c_int), ("bit_gravity", ctypes.c_int),
            ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
            ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
            ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
            ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int),
            ("all_event_masks", ctypes.c_long), ("your_event_mask", ctypes.c_long),
            ("do_not_propagate_mask", ctypes.c_long), ("override_redirect", ctypes.c_int),
            ("screen", ctypes.c_void_p),
        ]

    def __init__(self) -> None:
        found = ctypes.util.find_library("X11")
        if not found:
            raise Failed("libX11 is not installed (apt-get install libx11-6)")
        lib = ctypes.CDLL(found)
        lib.XOpenDisplay.restype = ctypes.c_void_p
        lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        lib.XDefaultRootWindow.restype = ctypes.c_ulong
        lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        lib.XInternAtom.restype = ctypes.c_ulong
        lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        lib.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                   ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                   ctypes.POINTER(ctypes.c_uint)]
        lib.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(X11.Attributes)]
        lib.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int,
            ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        lib.XFree.argtypes = [ctypes.c_void_p]
        lib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.lib = lib
        self.display = lib.XOpenDisplay(None)
        if not self.display:
            raise Failed(f"cannot open the X display {os.environ.get('DISPLAY', '(DISPLAY is not set)')}")
        self.root = lib.XDefaultRootWindow(self.display)
        self.utf8 = lib.XInternAtom(self.display, b"UTF8_STRING", 0)
        self.net_wm_name = lib.XInternAtom(self.display, b"_NET_WM_NAME", 0)
        self.wm_class = lib.XInternAtom(self.display, b"WM_CLASS", 0)

    def children(self, window: int) -> list[int]:
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        kids, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not self.lib.XQueryTree(self.display, window, ctypes.byref(root), ctypes.byref(parent),
                                   ctypes.byref(kids), ctypes.byref(count)):
            return []
        found = [kids[i] for i in range(count.value)]
        if kids:
            self.lib.XFree(kids)
        return found

    def attributes(self, window: int) -> X11.Attributes | None:
        attributes = X11.Attributes()
        if not self.lib.XGetWindowAttributes(self.display, window, ctypes.byref(attributes)):
            return None
        return attributes

    def text(self, window: int, atom: int, kind: int) -> bytes:
        actual, form = ctypes.c_ulong(), ctypes.c_int()
        items, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        status = self.lib.XGetWindowProperty(self.display, window, atom, 0, 4096, 0, kind, ctypes.byref(actual),
                                             ctypes.byref(form), ctypes.byref(items), ctypes.byref(after),
                                             ctypes.byref(data))
        if status != 0 or not data.value:
            return b""
        value = ctypes.string_at(data.value, items.value)
        self.lib.XFree(data)
        return value

    def windows(self) -> list[tuple[int, str, str, X11.Attributes]]:
        """The mapped top-level windows: (id, title, WM_CLASS, attributes)."""
        self.lib.XSync(self.display, 0)
        shown = []
        for window in self.children(self.root):
            attributes = self.attributes(window)
            if attributes is None or attributes.map_state != self.IS_VIEWABLE:
                continue
            title = self.text(window, self.net_wm_name, self.utf8).decode("utf-8", "replace")
            wm_class = self.text(window, self.wm_class, 31).replace(b"\0", b" ").decode("latin-1").strip()
            shown.append((window, title, wm_class, attributes))
        return shown


# -- the check ------------------------------------------------------------------------------------
def clean_env(home: Path) -> dict[str, str]:
    env = {
        "PATH": os.environ.get("PATH", ""),
        "DISPLAY": os.environ.get("DISPLAY", ""),
        "HOME": str(home),
        "XDG_RUNTIME_DIR": str(home / "run"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "QT_QPA_PLATFORM": "xcb",  # the real window, whatever the caller's environment says
        "LANG": "C.UTF-8",
    }
    if "XAUTHORITY" in os.environ:  # xvfb-run's cookie
        env["XAUTHORITY"] = os.environ["XAUTHORITY"]
    (home / "run").mkdir(parents=True, mode=0o700)
    return env


def wait_for_window(x11: X11, app: subprocess.Popen, timeout: float) -> tuple[int, str, str, X11.Attributes]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if app.poll() is not None:
            _out, err = app.communicate()
            raise Failed(f"the app exited with status {app.returncode} before its window showed:\n{err[-3000:]}")
        for window in x11.windows():
            if NAME in window[1] or NAME in window[2]:
                return window
        time.sleep(0.25)
    raise Failed(f"no window of the app was shown in {timeout:.0f} s; the X server shows: "
                 f"{[title for _w, title, _c, _a in x11.windows()]}")


def grab(window: int, out: Path) -> tuple[int, int, int]:
    """The window's pixels, read from the X server; (width, height, colours)."""
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    screen = app.primaryScreen()  # type: ignore[attr-defined]
    for _ in range(20):  # the first frame may still be on its way after the map
        app.processEvents()
        time.sleep(0.1)
    picture = screen.grabWindow(window)
    if picture.isNull():
        raise Failed(f"the X server gave no picture of window {window:#x}")
    image = picture.toImage()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise Failed(f"cannot write {out}")
    step = max(1, image.width() // 64)
    colours = {image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)}
    return image.width(), image.height(), len(colours)


def check(exe: Path, out: Path, timeout: float) -> None:
    if not exe.is_file():
        raise Failed(f"no app at {exe}")
    if not os.environ.get("DISPLAY"):
        raise Failed("DISPLAY is not set: run this under xvfb-run (or in a desktop session)")
    x11 = X11()
    with tempfile.TemporaryDirectory(prefix="boardgames-desktop-x-") as tmp:
        work = Path(tmp, "work")
        work.mkdir()
        started = time.monotonic()
        app = subprocess.Popen([str(exe)], cwd=work, env=clean_env(Path(tmp, "home")),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            window, title, wm_class, attributes = wait_for_window(x11, app, timeout)
            print(f"== window {window:#x} shown after {time.monotonic() - started:.1f} s: "
                  f"{attributes.width}x{attributes.height}, title {title!r}, WM_CLASS {wm_class!r}", flush=True)
            if title.count(NAME) != 1:
                raise Failed(f"the title must name the app once: {title!r}")
            width, height, colours = grab(window, out)
            if (width, height) != (attributes.width, attributes.height) or colours < 8:
                raise Failed(f"the picture of the window is {width}x{height} with {colours} colours")
            print(f"== picture: {out} ({width}x{height}, {colours} colours in a sample)", flush=True)
        finally:
            if app.poll() is None:
                app.send_signal(signal.SIGINT)
            try:
                _out, err = app.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                app.kill()
                _out, err = app.communicate()
                raise Failed("the app did not end within 30 s of Ctrl+C") from None
        lines = err.splitlines()
        if app.returncode != 130 or lines != [GOODBYE]:
            raise Failed(f"after Ctrl+C: status {app.returncode} (130 expected), standard error:\n{err[-3000:]}")
        print(f"== Ctrl+C: status 130, standard error {GOODBYE!r} alone", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--exe", type=Path, default=Path(sys.executable).parent / NAME,
                        help="the app to start (default: the boardgames-desktop command beside this Python)")
    parser.add_argument("--out", type=Path, required=True, help="where the PNG of the window goes")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for the window (default 60)")
    args = parser.parse_args(argv)
    try:
        check(args.exe, args.out, args.timeout)
    except Failed as exc:
        print(f"real window check FAILED: {exc}", file=sys.stderr)
        return 1
    print("real window check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
