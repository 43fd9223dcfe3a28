"""The frozen app's entry point (PyInstaller starts here)."""

import sys

from boardgames_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
