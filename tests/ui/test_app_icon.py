"""The app carries its own icon (drawn by installer/make_icon.py, shipped in assets)."""

from boardgames_desktop import assets
from boardgames_desktop.ui.app import create_app


def test_the_app_icon_is_shipped_and_set(qapp):
    assert assets.path("icons", "boardgames-desktop.png").exists()
    assert assets.path("icons", "boardgames-desktop.ico").exists()
    app = create_app()
    sizes = app.windowIcon().availableSizes()
    assert sizes and max(s.width() for s in sizes) >= 256
